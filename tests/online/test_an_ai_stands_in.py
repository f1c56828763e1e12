"""A person whose connection is lost is waited for a while (the host's setting), then an AI
plays their seat until they come back; every table is told, each in its own language."""
from __future__ import annotations

import time

from game.controllers.base import make_controller
from game.controllers.seats import parse_seats
from game.online.host import OnlineHost
from game.online.remote import Joining
from game.online.transport import Server

SECONDS = 15


def arrive(host, seat: int, name: str, token: str = "", language: str = "en"):
    joining = Joining(f"ws://127.0.0.1:{host.server.port}", seat, name, token)
    joining.language = language
    deadline = time.monotonic() + SECONDS
    while (controller := joining.poll()) is None:
        assert joining.refused is None and time.monotonic() < deadline, joining.refused
        host.controller.pump()
        time.sleep(0.003)
    return controller


def frames(host, guests, until, seconds: float = SECONDS) -> None:
    """The host's table and the guests' as their frames run (nobody decides)."""
    deadline = time.monotonic() + seconds
    while not until():
        assert time.monotonic() < deadline, "timed out"
        host.controller.pump()
        host.controller.update()
        for guest in guests:
            guest.pump()
            guest.update()
        time.sleep(0.003)


def test_an_ai_plays_for_a_person_away_too_long_and_gives_the_seat_back_when_they_return():
    controller = make_controller("pig", parse_seats("remote,remote"), None, 3)
    host = OnlineHost(controller, Server("127.0.0.1", 0), ai_after=0.3)
    try:
        ana = arrive(host, 0, "Ana")
        bill = arrive(host, 1, "Bill", language="fr")
        ana.link.close()
        lost_at = time.monotonic()
        frames(host, [bill], lambda: controller.seats[0].kind == "ai")
        assert time.monotonic() - lost_at >= 0.3, "the person was waited for"
        assert [s.ai_level for s in host.statuses()] == ["medium", None]
        assert host.notices == ["Ana lost the connection: an AI plays for them until they are back."]
        frames(host, [bill], lambda: bill.notices)
        assert bill.notices == ["Ana a perdu la connexion : une IA joue à sa place jusqu’à son retour."]
        frames(host, [bill], lambda: controller.moves_made() > 0 and controller.mover(0) == 0)  # the AI plays
        back = arrive(host, 0, "Ana", token=ana.token)
        assert controller.seats[0].kind == "remote" and 0 not in controller.agents
        frames(host, [bill, back], lambda: len(bill.notices) == 2 and back.notices)
        assert bill.notices[1] == "Ana est de retour et rejoue."
        assert back.notices == ["Ana is back and plays again."]
        assert host.notices[-1] == "Ana is back and plays again."
        frames(host, [bill, back], lambda: back.movers == [controller.mover(i) for i in range(controller.moves_made())])
        back.close()
        bill.close()
    finally:
        host.close()


def test_without_the_setting_a_lost_person_is_waited_for():
    controller = make_controller("pig", parse_seats("remote,human"), None, 3)
    host = OnlineHost(controller, Server("127.0.0.1", 0), ai_after=None)
    try:
        ana = arrive(host, 0, "Ana")
        ana.link.close()
        frames(host, [], lambda: 0 in host.lost)
        frames(host, [], lambda: host.lost and time.monotonic() - host.lost[0] > 0.3)
        assert controller.seats[0].kind == "remote" and not host.notices
    finally:
        host.close()
