"""Hosting and joining a table through the app's own screens, a real host on 127.0.0.1.

Two drivers in one process (the host's app and a friend's) share one pygame display and one
event queue, so they are driven in turn, one frame each, as tests/online/online_table.py does:
a click posted for one is taken by that one's frame. Every step is what a person does: New
table, a seat "On another computer", Start, Copy invite; the friend's Join a table, Ctrl+V, Join.
"""
from __future__ import annotations

import time

import pygame
import pytest

from game.online.host import OnlineHost
from game.ui.widgets import Choice
from scenes.menu import MenuScene
from scenes.online.join import JoinScene
from scenes.online.waiting_room import WaitingRoomScene
from scenes.table_base import BaseTableScene

WINDOW = (1366, 768)


def both(host, guest, frames: int = 1) -> None:
    for _frame in range(frames):
        host.frame()
        guest.frame()


def until(host, guest, done, frames: int = 3000, real_seconds: float = 60.0) -> None:
    """Both apps' frames until `done()`: fails after `frames` frames and `real_seconds` both. What
    comes over the network comes in real time, on its own thread, and a busy machine (the whole
    suite on two cores) can run a few thousand frames before a join over loopback is through."""
    deadline = time.monotonic() + real_seconds
    frame = 0
    while not done():
        if frame >= frames and time.monotonic() > deadline:
            raise AssertionError(f"never happened; host: {host.app.stack.scenes}, guest: {guest.app.stack.scenes}")
        both(host, guest)
        frame += 1


def host_a_table(driver, seats: tuple[str, ...] = ("human", "remote", "ai:easy")) -> WaitingRoomScene:
    """New table, Bulletbucks, each seat's kind chosen with its arrows, Start."""
    driver.start(MenuScene(driver.app))
    driver.click_button("New table")
    new_table = driver.top
    driver.click(new_table.game_buttons["roulette"].rect.center)
    while len(new_table.seat_kinds) > len(seats):
        driver.click(next(w for w in new_table.widgets if isinstance(w, Choice) and w.label).left_arrow.center)
    for seat, kind in enumerate(seats):
        for _click in range(6):
            if new_table.seat_kinds[seat] == kind:
                break
            kinds = [w for w in new_table.widgets if isinstance(w, Choice) and any(v == "remote" for v, _t in w.options)]
            driver.click(kinds[seat].left_arrow.center)
    assert new_table.seat_kinds == list(seats)
    driver.click_button("Start")
    assert isinstance(driver.top, WaitingRoomScene), driver.top
    return driver.top


def paste_and_join(driver, invite: str) -> JoinScene:
    pygame.scrap.put_text(invite)
    driver.click_button("Join a table")
    join = driver.top
    assert isinstance(join, JoinScene)
    driver.key(pygame.K_v, pygame.KMOD_CTRL)
    assert join.text == invite
    driver.click_button("Join")
    return join


def sit_as(host, guest, join: JoinScene, name: str) -> None:
    """The host says which seats are open; the friend picks theirs."""
    until(host, guest, lambda: join.seats is not None or join.problem)
    guest.click_button(f"Sit as {name}")


def test_a_friend_joins_by_the_copied_invite_and_the_host_starts_once_all_have_joined(make_driver):
    host = make_driver(WINDOW)
    room = host_a_table(host)
    assert isinstance(room.hosting, OnlineHost) and room.invite.text.startswith("frontier://")
    with pytest.raises(AssertionError):
        host.find_button("Start")  # nobody has joined yet
    assert "waiting" in room.seat_status(1)[0]
    host.click_button("Copy invite")
    assert pygame.scrap.get_text() == room.invite.text and room.copied > 0, "Copied is said"

    guest = make_driver(WINDOW)
    guest.start(MenuScene(guest.app))
    join = paste_and_join(guest, room.invite.text)
    sit_as(host, guest, join, "Bill")
    until(host, guest, lambda: isinstance(guest.top, BaseTableScene))
    guest_table = guest.top
    assert guest_table.controller.seat == 1 and guest_table.online is not None
    until(host, guest, lambda: room.seat_status(1)[0] == "joined")
    host.click_button("Start")
    table = host.top
    assert isinstance(table, BaseTableScene) and table.online is not None and table.online.hosting is room.hosting

    # a preset message from the friend: a bubble by their seat and a line in the host's log
    guest.click(guest_table.online.button.rect.center)
    assert guest_table.online.menu_open
    guest.click(next(b for b in guest_table.online.phrases if b.label == "Good game!").rect.center)
    until(host, guest, lambda: table.online.bubbles)
    assert table.online.bubbles[0].seat == 1 and table.online.bubbles[0].words == "Good game!"
    lines, _headers = table.online.log_lines(table.controller.log, table.controller.log_headers())
    name = table.controller.names[1]  # the seat takes the name the friend joined with
    assert any(line.startswith(name) and "Good game!" in line for line in lines), lines
    assert guest_table.online.bubbles, "the friend sees their own bubble too"


def test_the_seat_of_a_person_at_another_computer_never_says_an_ai_level(make_driver):
    from game.seat_words import seat_badge, seat_kind_label
    from game.controllers.seats import SeatConfig
    assert seat_badge(SeatConfig("Bill", "remote")) == "ONLINE"
    assert seat_kind_label("remote") == "On another computer"
    host = make_driver(WINDOW)
    room = host_a_table(host)
    assert room.seat_status(2)[0] == "AI · easy"
    room.cancel()


def test_a_seat_nobody_came_for_is_given_to_an_ai_and_start_opens_the_table(make_driver):
    host = make_driver(WINDOW)
    room = host_a_table(host, ("ai:easy", "remote", "ai:easy"))
    host.click_button("Give to an AI")
    assert room.controller.seats[1].kind == "ai" and room.seat_status(1)[0] != "waiting…"
    host.click_button("Start")
    assert isinstance(host.top, BaseTableScene)
    host.until(lambda: 1 in (room.controller.mover(i) for i in range(room.controller.moves_made())), seconds=60)


def test_join_says_why_an_invite_cannot_be_used_and_keeps_what_was_typed(make_driver):
    guest = make_driver(WINDOW)
    guest.start(MenuScene(guest.app))
    typo = "frontier://127.0.0.1:47100/K7QM-4XHT-9PWA-2RCE-8ZJF"
    join = paste_and_join(guest, typo)
    assert "typo" in join.problem and join.text == typo and join.joining is None
    guest.click(join.field.rect.center)
    guest.key(pygame.K_a, pygame.KMOD_CTRL)
    guest.type_text("K7QM-4XHT")
    assert join.text == "K7QM-4XHT"
    guest.click_button("Join")
    assert "Paste the whole invite" in join.problem, "no relay is set: a bare code is not enough"


def test_a_full_table_says_so_and_a_lost_friend_is_waited_for_by_name(make_driver):
    host = make_driver(WINDOW)
    room = host_a_table(host)
    guest = make_driver(WINDOW)
    guest.start(MenuScene(guest.app))
    sit_as(host, guest, paste_and_join(guest, room.invite.text), "Bill")
    until(host, guest, lambda: isinstance(guest.top, BaseTableScene))
    guest_table = guest.top
    host.click_button("Start")
    table = host.top

    late = JoinScene(guest.app)
    guest.app.stack.push(late)
    late.set_text(room.invite.text)
    guest.click_button("Join")
    until(host, guest, lambda: late.seats is not None or late.problem)
    assert late.seats == [] and not late.problem, "every seat is taken: only Watch is offered"
    assert [b.label for b in guest.buttons() if b.label.startswith("Sit as") or b.label == "Watch"] == ["Watch"]
    late.back()

    host.app.settings.lost_seat_to_ai_after = 1  # Settings: hand a lost seat to an AI after 1 s
    room.hosting.server.close()  # the host's network goes away
    until(host, guest, lambda: guest_table.online.reconnecting() and table.online.away())
    assert f"Waiting for {table.controller.names[1]} (connection lost 0:" in table.online.away_words()
    bid = next(w for w in guest_table.choices if str(getattr(w, "label", "")).startswith("Place bid"))
    guest.click(bid.rect.center)
    assert guest_table.controller._sent_at is None, "nothing is sent while Reconnecting… is up"
    until(host, guest, lambda: 1 in room.hosting.given, frames=20_000)
    assert table.controller.seats[1].kind == "ai" and not table.online.away(), "an AI plays Bill's seat for now"



def test_play_again_at_the_results_keeps_everyone_seated(make_driver):
    """The host's Play again: a fresh table of the same game, the friend seated at it again
    (the same seat, the same connection), without joining anew; the friend's own Play again
    says the host starts the next game."""
    from online_table import open_table, play_on
    from scenes.online.companion import TableCompanion
    from scenes.results import ResultsScene
    table = open_table(make_driver, "roulette", "human,remote,remote", seed=21, played=0.9)
    host_scene = table.driver.app.stack.table()
    host_scene.online = TableCompanion(host_scene, table.host)
    for guest in table.guests:
        guest.table.online = TableCompanion(guest.table, None)
    friend = table.guests[0]
    from game.online.invite import new_code
    from game.online.kept import KeptSeat, keep_seat, kept_seats
    friend.controller.kept_seat = KeptSeat(f"frontier://127.0.0.1:1/{new_code()}", 1, "t", "roulette", "Bill", 1.0)
    keep_seat(friend.controller.kept_seat)  # as Join a table keeps it
    assert [k.seat for k in kept_seats()] == [1]
    play_on(table)
    results = friend.driver.top
    assert isinstance(results, ResultsScene)
    assert kept_seats() == [], "the game is over: Continue has no seat to sit at again"
    assert not any(b.label == "Play again" for b in friend.driver.buttons()), "a friend waits for the host"
    table.driver.click_button("Play again")
    fresh = table.driver.app.stack.table()
    assert fresh.controller is table.host.controller and fresh.controller.moves_made() == 0
    assert fresh.online is not None and fresh.controller.seats[1].is_remote
    until(table.driver, friend.driver, lambda: isinstance(friend.driver.top, BaseTableScene)
          and friend.driver.top is not friend.table)
    again = friend.driver.top
    assert again.controller.seat == 1 and again.online is not None and not again.controller.is_over()
    assert [k.seat for k in kept_seats()] == [1], "seated at the next game, the way back is kept again"


def test_the_online_settings_are_kept_and_a_remote_seat_is_a_default_seat():
    from game import settings as settings_mod
    data = settings_mod.Settings(relay="relay.example.org:443", lost_seat_to_ai_after=300,
                                 default_seats={"roulette": "human,remote,ai:easy"}).to_dict()
    again, unknown, fixed = settings_mod.Settings.from_dict(data)
    assert (again.relay, again.lost_seat_to_ai_after, again.default_seats["roulette"]) == \
        ("relay.example.org:443", 300, "human,remote,ai:easy") and not fixed
    odd, _unknown, fixed = settings_mod.Settings.from_dict({"relay": "x" * 999, "lost_seat_to_ai_after": -5})
    assert odd.relay == "" and odd.lost_seat_to_ai_after == 0 and set(fixed) == {"relay", "lost_seat_to_ai_after"}


def test_when_an_ai_takes_a_lost_seat_the_other_friends_stop_waiting_and_are_told_so(make_driver):
    """Ana's connection drops; after the host's time an AI plays her seat until she is back. Her
    friend at another computer then reads what the host reads: nobody is waited for, and the
    notice that an AI plays for Ana."""
    from online_table import open_table
    from scenes.online.companion import TableCompanion
    table = open_table(make_driver, "roulette", "human,remote,remote", seed=5)
    host_scene = table.driver.app.stack.table()
    host_scene.online = TableCompanion(host_scene, table.host)
    ana, bill = table.guests
    for guest in table.guests:
        guest.table.online = TableCompanion(guest.table, None)
    table.host.ai_after = 0.5
    ana.controller.link.close()  # Ana closes her window
    for _frame in range(20_000):
        if 1 in table.host.given:
            break
        both(table.driver, bill.driver)
    else:
        raise AssertionError("no AI ever stood in for Ana")
    name = table.controller.names[1]
    until(table.driver, bill.driver, lambda: bill.driver.app._toast is not None
          and "an AI plays for them" in bill.driver.app._toast[0])
    both(table.driver, bill.driver, 5)
    assert not host_scene.online.away() and not bill.table.online.away(), "nobody waits for a seat an AI plays"
    from game.ui.panels import seat_tag
    assert seat_tag(bill.table.controller.seats[1]) == "AI · MEDIUM", "Bill's table shows who plays Ana's seat now"
    assert bill.driver.app._toast[0] == table.driver.app._toast[0] == \
        f"{name} lost the connection: an AI plays for them until they are back."


def test_a_friend_reads_the_level_of_each_ai_at_the_table_as_the_host_set_it(make_driver):
    """The host seats a hard AI and an easy one; the friend's mats say "AI · HARD" and
    "AI · EASY", not a medium AI nobody chose."""
    from online_table import open_table
    from game.ui.panels import seat_tag
    table = open_table(make_driver, "roulette", "human,remote,ai:hard,ai:easy", seed=8)
    [friend] = table.guests
    host_seats = table.controller.seats
    both(table.driver, friend.driver, 3)
    seats = friend.table.controller.seats
    assert [seat_tag(s) for s in seats[2:]] == [seat_tag(s) for s in host_seats[2:]] == ["AI · HARD", "AI · EASY"]
    assert seat_tag(seats[1]) == "HUMAN" and seat_tag(seats[0]) == "ONLINE", "the friend's own seat, the host's"


def _seated(driver, joining, frames: int = 3000, real_seconds: float = 60.0):
    """Frames until `joining` sits down: fails after `frames` frames and `real_seconds` both (a
    join comes over the network in real time, see `until`)."""
    deadline = time.monotonic() + real_seconds
    frame = 0
    while (controller := joining.poll()) is None:
        assert joining.refused is None, joining.refused
        if frame >= frames and time.monotonic() > deadline:
            raise AssertionError("never seated")
        driver.frame()
        frame += 1
    return controller


def test_the_hosts_continue_opens_the_waiting_room_at_the_same_invite_and_plays_on_once_its_friend_is_back(
        make_driver, monkeypatch, tmp_path):
    """The host's app closes mid-game; Continue there hosts the same table at the same code and
    opens its waiting room: the invite to read out again, Bill "not back yet", Play on offered
    only once he is. Bill's computer sits again by itself; Play on returns to the table."""
    from game.controllers.base import make_controller
    from game.controllers.seats import parse_seats
    from game.online.session import host_table, join_table
    first = make_driver(WINDOW)
    first.start(MenuScene(first.app))
    controller = make_controller("roulette", parse_seats("human,remote,ai:easy"), None, None)
    first.app.routes.keep_saving(controller)
    hosting = host_table(controller, relay=None, bind="127.0.0.1")
    first.app.routes.online_table(controller, hosting)
    with monkeypatch.context() as bills_computer:  # Bill keeps his way back on his own computer
        bills_computer.setenv("FRONTIER_TABLETOP_HOME", str(tmp_path / "bill"))
        bill = _seated(first, join_table(hosting.invite.text, name="Bill"))
    first.frame()
    hosting.close()  # the host's window closes
    controller.close()

    host = make_driver(WINDOW)
    host.start(MenuScene(host.app))
    host.click_button("Continue")
    room = host.top
    assert isinstance(room, WaitingRoomScene) and room.resumed, host.app.stack.scenes
    again = room.hosting
    assert again.invite.code == hosting.invite.code, "the invite Bill holds still names this table"
    assert room.seat_status(1)[0] == "not back yet" and room.seat_status(0)[0] == "at this screen"
    with pytest.raises(AssertionError):
        host.find_button("Play on")  # Bill is not back yet
    try:
        deadline, frame = time.monotonic() + 60.0, 0
        while 1 not in again.guests:
            if frame >= 6000 and time.monotonic() > deadline:
                raise AssertionError("Bill's computer never sat again")
            host.frame()
            bill.pump()
            frame += 1
        host.frame()
        assert room.seat_status(1)[0] == "back"
        host.click_button("Play on")
        table = host.top
        assert isinstance(table, BaseTableScene) and table.online is not None and table.online.hosting is again
        assert not table.online.away(), "nobody is waited for once Bill is back"
        assert again.ai_after is None, "a lost seat goes to an AI when the host's setting says, not before"
    finally:
        bill.close()
        again.close()


def test_continue_on_a_friends_computer_sits_again_in_his_seat(make_driver, monkeypatch, tmp_path):
    """Bill joined through Join a table and closed his window; Continue on his computer sits him
    in his seat again, with its token, at the host's table."""
    from game.controllers.base import make_controller
    from game.controllers.seats import parse_seats
    from game.online.kept import kept_seats
    from game.online.session import host_table
    host = make_driver(WINDOW)
    host.start(MenuScene(host.app))
    controller = make_controller("roulette", parse_seats("human,remote,ai:easy"), None, 3)
    hosting = host_table(controller, relay=None, bind="127.0.0.1")
    host.app.routes.online_table(controller, hosting)
    try:
        monkeypatch.setenv("FRONTIER_TABLETOP_HOME", str(tmp_path / "bill"))  # Bill's own computer
        first = make_driver(WINDOW)
        first.start(MenuScene(first.app))
        sit_as(host, first, paste_and_join(first, hosting.invite.text), controller.names[1])
        until(host, first, lambda: isinstance(first.top, BaseTableScene))
        token = hosting.tokens[1]
        first.top.online.leave()  # Bill's window closes
        until(host, first, lambda: 1 not in hosting.guests)

        guest = make_driver(WINDOW)
        guest.start(MenuScene(guest.app))
        assert f"at {controller.names[0]}'s table" in guest.top._continue_caption(), "whose table it is"
        guest.click_button("Continue")
        until(host, guest, lambda: isinstance(guest.top, BaseTableScene))
        back = guest.top.controller
        assert back.seat == 1 and back.token == token and hosting.statuses()[0].connected
        assert guest.top.online is not None and [k.seat for k in kept_seats()] == [1]
    finally:
        hosting.close()


def test_continue_with_two_tables_joined_at_friends_asks_which_and_sits_at_the_one_chosen(make_driver):
    """Bill sat at Ana's Durango table and at Calamity's Zorro table. Continue asks which, the
    latest first, each said as "Durango at Ana's table, as Bill"; Forget (asked first) drops one
    for good; Sit down goes to Join a table rejoining that seat."""
    import time
    from game.online.invite import make_invite, new_code
    from game.online.kept import KeptSeat, keep_seat, kept_seats
    from scenes.online.kept_tables import KeptTablesScene, kept_table_words
    durango = KeptSeat(make_invite("127.0.0.1", 9, new_code()).text, 1, "t1", "durango", "Bill", time.time() - 3600,
                       "Ana")
    zorro = KeptSeat(make_invite("127.0.0.1", 9, new_code()).text, 2, "t2", "zorro", "Bill", time.time() - 60,
                     "Calamity")
    keep_seat(durango)
    keep_seat(zorro)
    guest = make_driver(WINDOW)
    guest.start(MenuScene(guest.app))
    assert guest.top._continue_caption() == "Continue: choose one of 2 tables"
    guest.click_button("Continue")
    chooser = guest.top
    assert isinstance(chooser, KeptTablesScene)
    assert [choice.kept for choice in chooser.choices] == [zorro, durango], "the latest first"
    assert kept_table_words(durango) == "Durango at Ana's table, as Bill"

    guest.click_button("Forget")  # the first row's: Calamity's Zorro table
    assert chooser.confirming == zorro and len(kept_seats()) == 2, "asked first"
    guest.click_button("Forget it")
    assert kept_seats() == [durango] and [choice.kept for choice in chooser.choices] == [durango]

    guest.click_button("Sit down")
    join = guest.top
    assert isinstance(join, JoinScene) and join.text == durango.invite and join.chosen == 1
    join.back()
