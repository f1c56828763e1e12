"""Continue works for online tables on both sides: the host's autosave keeps the code, the
remote seats and their tokens (never the chance key of the game still played), so reopening it
hosts the same table at the same invite and its people sit again with the tokens they kept; a
guest's computer keeps the invite and its seat's token, so Continue there sits again."""
from __future__ import annotations

from online_table import one_frame

import json
import random
import time

from game.controllers.base import TableController, make_controller
from game.controllers.seats import parse_seats
from game.online import session
from game.online.session import host_table, join_table, kept_seats, rejoin

SECONDS = 15


def seat_guest(host, joining):
    deadline = time.monotonic() + SECONDS
    while (guest := joining.poll()) is None:
        assert joining.refused is None and time.monotonic() < deadline, joining.refused
        host.controller.pump()
        time.sleep(0.003)
    return guest


def play_some(controller, guest, moves: int) -> None:
    rng, deadline = random.Random(4), time.monotonic() + SECONDS
    while controller.moves_made() < moves:
        assert time.monotonic() < deadline
        one_frame(controller, [guest], rng)
        time.sleep(0.001)


def test_the_hosts_continue_hosts_the_same_table_and_its_guest_sits_again_by_itself():
    controller = make_controller("pig", parse_seats("human,remote"), None, None)  # keyed chance
    host = host_table(controller, relay=None, bind="127.0.0.1")
    guest = seat_guest(host, join_table(host.invite.text, name="Bill"))
    play_some(controller, guest, 6)
    saved = json.loads(json.dumps(controller.to_json()))
    assert saved["online"]["code"] == host.invite.code and saved["online"]["port"] == host.invite.port
    assert saved["online"]["tokens"] == [[1, guest.token]] and saved["online"]["remote"] == [1]
    assert controller.chance_keys.key.hex() not in json.dumps(saved), "the chance key is never saved while played"
    guest.update()
    before = list(guest.log)
    host.close()  # the host's app closes
    controller.close()
    again = TableController.from_json(saved)
    reopened = host_table(again, relay=None, bind="127.0.0.1")
    try:
        assert reopened.invite.text == host.invite.text, "the same invite reaches the reopened table"
        deadline = time.monotonic() + SECONDS
        while 1 not in reopened.guests:  # the guest's link reconnects with its token by itself
            assert time.monotonic() < deadline, "the guest never came back"
            again.pump()
            guest.pump()
            time.sleep(0.005)
        play_some(again, guest, again.moves_made() + 4)
        while guest.movers != [again.mover(i) for i in range(again.moves_made())]:
            assert time.monotonic() < deadline + SECONDS, "the guest's table never caught up"
            again.pump()
            guest.pump()
            guest.update()
            time.sleep(0.003)
        assert len(before) > 3 and guest.log[:len(before) - 1] == before[:-1], "the log from before is told again"
        assert guest.log[len(before) - 1].startswith(before[-1]), "its last line, a turn going on, may only grow"
        guest.close()
    finally:
        reopened.close()


def test_continue_on_the_guests_computer_sits_again_in_its_seat():
    controller = make_controller("roulette", parse_seats("human,remote,remote"), None, 2)
    host = host_table(controller, relay=None, bind="127.0.0.1")
    try:
        guest = seat_guest(host, join_table(host.invite.text, name="Calamity", seat=2))
        [kept] = kept_seats()
        assert (kept.invite, kept.seat, kept.token, kept.game, kept.name, kept.host) == (
            host.invite.text, 2, guest.token, "roulette", "Calamity", controller.names[0]), "whose table it is, too"
        assert not list(session.tls.online_dir().glob("*.tmp*")), "written atomically"
        guest.close()  # the guest's app closes
        deadline = time.monotonic() + SECONDS
        while 2 in host.guests:
            assert time.monotonic() < deadline
            controller.pump()
            time.sleep(0.003)
        back = seat_guest(host, rejoin(kept_seats()[0]))
        assert back.seat == 2 and back.token == kept.token and host.statuses()[1].connected
        back.close()
    finally:
        host.close()


def test_a_damaged_list_of_joined_tables_reads_as_none():
    session.tls.online_dir().joinpath(session.KEPT_SEATS_FILE).write_text("[{\"invite\": 3}")
    assert kept_seats() == []
