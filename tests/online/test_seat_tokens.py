"""A seat is its person's: whoever sits first gets the seat's token, and only that token takes
the seat back after a lost connection; another table's token opens nothing here; the name a
guest gives is its seat's name at every table (cleaned as any typed name)."""
from __future__ import annotations

import time

from game.controllers.base import make_controller
from game.controllers.seats import parse_seats
from game.online.host import OnlineHost
from game.online.remote import Joining
from game.online.transport import Server

SECONDS = 15


def hosted(seats: str = "human,remote,remote"):
    controller = make_controller("roulette", parse_seats(seats), None, 5)
    return OnlineHost(controller, Server("127.0.0.1", 0))


def arrive(host, seat: int, name: str = "", token: str = ""):
    """A guest's hello as the host's frames run: (its controller or None, the refusal or None)."""
    joining = Joining(f"ws://127.0.0.1:{host.server.port}", seat, name, token)
    deadline = time.monotonic() + SECONDS
    while time.monotonic() < deadline:
        host.controller.pump()
        controller = joining.poll()
        if controller is not None or joining.refused is not None:
            return controller, joining.refused
        time.sleep(0.003)
    raise AssertionError("no answer from the host")


def lose(host, guest) -> None:
    guest.link.close()
    deadline = time.monotonic() + SECONDS
    while guest.seat in host.guests:
        assert time.monotonic() < deadline
        host.controller.pump()
        time.sleep(0.003)


def test_only_the_person_holding_the_seats_token_takes_it_back_after_a_drop():
    host = hosted()
    try:
        ana, refused = arrive(host, 1, "Ana")
        assert refused is None and len(ana.token) >= 43 and ana.token == host.tokens[1]
        lose(host, ana)
        assert 1 not in host.open_seats(), "a seat sat in is not open to the next person with the invite"
        _nobody, refused = arrive(host, 1, "Mallory")
        assert refused == "This seat belongs to someone else."
        _nobody, refused = arrive(host, 1, "Mallory", token="x" * 43)
        assert refused == "This seat belongs to someone else."
        back, refused = arrive(host, 1, "Ana", token=ana.token)
        assert refused is None and back.seat == 1 and back.token == ana.token
        back.close()
    finally:
        host.close()


def test_tokens_are_never_the_same_at_two_tables_nor_for_two_seats():
    first, second = hosted(), hosted()
    try:
        a, _ = arrive(first, 1)
        b, _ = arrive(first, 2)
        c, _ = arrive(second, 1)
        assert len({a.token, b.token, c.token}) == 3
        lose(second, c)
        _nobody, refused = arrive(second, 1, token=a.token)
        assert refused == "This seat belongs to someone else."
        for guest in (a, b):
            guest.close()
    finally:
        first.close()
        second.close()


def test_the_name_a_guest_gives_is_its_seats_name_cleaned_at_every_table():
    host = hosted()
    try:
        early, _ = arrive(host, 2, "Calamity")
        ana, _ = arrive(host, 1, "  Ana\u202e\x00  la   Rapide " + "!" * 80)
        assert host.controller.names[1] == ("Ana la Rapide " + "!" * 80)[:40]
        assert host.controller.seats[1].kind == "remote"
        assert ana.names[1] == host.controller.names[1]
        deadline = time.monotonic() + SECONDS
        while early.names[1] != host.controller.names[1]:
            assert time.monotonic() < deadline, "the other guest never read the new name"
            host.controller.pump()
            early.pump()
            early.update()
            time.sleep(0.003)
        ana.close()
        early.close()
    finally:
        host.close()
