"""Watching a table through the app's own screens, a real host on 127.0.0.1, both apps driven in
turn through the frame loop (tests/online/test_online_screens.py says how): Join a table offers
Watch beside the open seats, and alone when every seat is taken; a watcher's table offers
nothing to do and nothing to say on any frame, hears the players, and every screen says how
many watch."""
from __future__ import annotations

import random

from online_table import turn
from person import Person, buttons_on_offer, pieces_on_offer
from scenes.menu import MenuScene
from scenes.online.join import JoinScene
from scenes.table_base import BaseTableScene
from test_online_screens import WINDOW, host_a_table, paste_and_join, sit_as, until


def watch_by_join(host, guest, invite: str):
    """Join a table, paste, Join, and Watch once the host has said what is open."""
    join = paste_and_join(guest, invite)
    until(host, guest, lambda: join.seats is not None or join.problem)
    assert not join.problem, join.problem
    guest.click_button("Watch")
    until(host, guest, lambda: isinstance(guest.top, BaseTableScene))
    return join, guest.top


def test_a_watcher_joins_by_watch_beside_the_open_seats_and_is_offered_nothing_on_any_frame(make_driver):
    host = make_driver(WINDOW)
    room = host_a_table(host)  # Ana here, a seat for a friend, an AI
    watcher = make_driver(WINDOW)
    watcher.start(MenuScene(watcher.app))
    join = paste_and_join(watcher, room.invite.text)
    until(host, watcher, lambda: join.seats is not None)
    labels = [b.label for b in watcher.buttons()]
    assert labels.index("Watch") == labels.index(f"Sit as {room.controller.names[1]}") + 1, labels
    watcher.click_button("Watch")
    until(host, watcher, lambda: isinstance(watcher.top, BaseTableScene))
    table = watcher.top
    assert table.controller.seat is None and table.online.is_watcher
    until(host, watcher, lambda: room.watching_words() == f"1 watching: {join.name}")
    assert room.controller.seats[1].is_remote and 1 in room.hosting.open_seats(), "watching took no seat"

    friend = make_driver(WINDOW)
    friend.start(MenuScene(friend.app))
    sit_as(host, friend, paste_and_join(friend, room.invite.text), "Bill")
    until(host, friend, lambda: isinstance(friend.top, BaseTableScene))
    host.click_button("Start")
    host_table = host.top
    assert host_table.online.watching_words() == "1 watching"
    frames, players = 0, [(host, host_table, Person(random.Random(1))), (friend, friend.top, Person(random.Random(2)))]
    while host_table.controller.moves_made() < 6:
        assert frames < 4000, "the table never moved"
        for driver, at, person in players:
            turn(driver, at, person)
        watcher.frame()
        frames += 1
        assert table.offered is None and not buttons_on_offer(table) and not pieces_on_offer(table), \
            "a watcher is never offered a move"
        assert not {"Hint", "Undo", "Say…"} & {b.label for b in watcher.buttons()}, "no hint, undo or words"
        assert table.controller.viewer() is None
    assert friend.top.online.watching_words() == "1 watching"
    assert table.online.watching_words() == "1 watching"

    watcher.click(table.online.button.rect.center)  # where a player's Say… is
    assert not table.online.menu_open, "a watcher has nothing to say"
    host_table.online.say("good_game")
    until(host, watcher, lambda: table.online.bubbles)
    assert table.online.bubbles[0].words == "Good game!", "a watcher hears the players"


def test_when_every_seat_is_taken_join_offers_watch_alone_and_none_when_the_rail_is_full(make_driver):
    host = make_driver(WINDOW)
    room = host_a_table(host)
    friend = make_driver(WINDOW)
    friend.start(MenuScene(friend.app))
    sit_as(host, friend, paste_and_join(friend, room.invite.text), "Bill")
    until(host, friend, lambda: isinstance(friend.top, BaseTableScene))

    late = JoinScene(friend.app)  # someone else with the invite, after every seat is taken
    friend.app.stack.push(late)
    late.set_text(room.invite.text)
    friend.click_button("Join")
    until(host, friend, lambda: late.seats is not None or late.problem)
    assert late.seats == [] and not late.problem
    assert [b.label for b in friend.buttons() if b.label.startswith("Sit as") or b.label == "Watch"] == ["Watch"]
    friend.click_button("Watch")
    until(host, friend, lambda: isinstance(friend.top, BaseTableScene) and friend.top.online.is_watcher)
    assert room.hosting.watching() == [late.name]

    room.hosting.watcher_limit = 1  # the rail is full now
    full = JoinScene(friend.app)
    friend.app.stack.push(full)
    full.set_text(room.invite.text)
    friend.click_button("Join")
    until(host, friend, lambda: full.seats is not None or full.problem)
    assert full.problem == "This table has no open seat left." and full.joining is None
