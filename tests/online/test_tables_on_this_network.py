"""A table announced on this network, found and knocked at through the app's own screens.

Two apps in one process (the host's and a friend's, driven in turn as test_online_screens does);
announcements go to 127.0.0.1 only (tests/conftest.py gives each test its own port). What a
person does: the host opens a table with a seat "On another computer"; the friend opens Join a
table and sees it listed under "On this network" without typing anything, knocks; the host's
waiting room shows "Ben asks to join" with Let in and Refuse; Let in, and the friend chooses
their seat as with a pasted invite; Refuse, and the friend is told so and may try elsewhere.
"""
from __future__ import annotations

import pygame
from test_online_screens import WINDOW, host_a_table, until

from game.online import lan
from scenes.menu import MenuScene
from scenes.online.join import JoinScene
from scenes.online.waiting_room import WaitingRoomScene
from scenes.table_base import BaseTableScene


def open_join(driver, name: str = "Ben") -> JoinScene:
    driver.start(MenuScene(driver.app))
    driver.click_button("Join a table")
    join = driver.top
    assert isinstance(join, JoinScene)
    name_field = next(w for w in join.widgets if getattr(w, "placeholder", "") == "Your name")
    driver.click(name_field.rect.center)
    driver.key(pygame.K_a, pygame.KMOD_CTRL)
    driver.type_text(name)
    return join


def knock_at_the_listed_table(host, guest, room: WaitingRoomScene, join: JoinScene) -> None:
    until(host, guest, lambda: join.nearby.tables)
    (table,) = join.nearby.tables
    assert (table.game, table.open, table.seats) == ("roulette", 1, 3)
    assert table.host == room.controller.names[0], "announced under the name of the person at the host's screen"
    guest.click_button("Knock")
    assert join.nearby.knocking is not None
    until(host, guest, lambda: room.knocks.knocks)


def test_a_friend_on_this_network_knocks_the_host_lets_them_in_and_they_sit_down(make_driver):
    host = make_driver(WINDOW)
    room = host_a_table(host)
    guest = make_driver(WINDOW)
    join = open_join(guest, "Ben")
    assert not join.text, "nothing typed: the table is found on the network"
    knock_at_the_listed_table(host, guest, room, join)
    assert room.knocks.knocks[0].name == "Ben"
    with_knock = {b.label for b in host.buttons()}
    assert {"Let in", "Refuse"} <= with_knock
    host.click_button("Let in")
    until(host, guest, lambda: join.seats is not None or join.problem)
    assert join.problem == "" and join.text == room.invite.text, "the invite came with the Let in"
    guest.click_button(f"Sit as {room.controller.names[1]}")
    until(host, guest, lambda: isinstance(guest.top, BaseTableScene))
    assert guest.top.controller.seat == 1
    until(host, guest, lambda: room.seat_status(1)[0] == "joined")
    assert room.controller.names[1] == "Ben"
    host.click_button("Start")
    assert isinstance(host.top, BaseTableScene)


def test_a_refused_knock_is_told_plainly_and_the_table_leaves_the_list_once_its_host_closes_it(make_driver):
    host = make_driver(WINDOW)
    room = host_a_table(host)
    guest = make_driver(WINDOW)
    join = open_join(guest)
    knock_at_the_listed_table(host, guest, room, join)
    host.click_button("Refuse")
    until(host, guest, lambda: join.nearby.knocking is None)
    assert join.nearby.answer == "The host did not let you in." and join.joining is None
    assert guest.find_button("Knock"), "the list stays, to try another table"
    host.click_button("Cancel")
    assert not isinstance(host.top, WaitingRoomScene)
    guest.pause(lan.STALE_AFTER - 1)
    assert join.nearby.tables, "a table is not dropped at the first missed announcement"
    guest.pause(2)
    assert join.nearby.tables == [] and not any(b.label == "Knock" for b in guest.buttons())


def test_a_host_who_turned_announcing_off_is_not_listed(make_driver):
    host = make_driver(WINDOW)
    host.app.settings.announce_tables = False
    room = host_a_table(host)
    assert room.hosting.lan is None
    listener = lan.Listener()
    try:
        host.pause(1.0)
        assert listener.tables() == [] and listener.ignored == 0
    finally:
        listener.close()
        room.cancel()


def test_a_knock_at_a_started_table_with_an_open_seat_shows_under_the_banner(make_driver):
    host = make_driver(WINDOW)
    room = host_a_table(host, ("human", "remote", "remote"))
    room.give_to_ai(2)
    host.app.routes.online_table(room.controller, room.hosting, replace=True)  # a seat still open
    table = host.top
    assert isinstance(table, BaseTableScene) and table.online.knocks is not None
    listener = lan.Listener()
    try:
        host.until(lambda: listener.tables(), real_seconds=10)
        knocking = lan.Knocking(listener.tables()[0], "Ben")
        host.until(lambda: table.online.knocks.knocks, real_seconds=10)
        let_in = next(b for b in table.online.knock_buttons if b.label == "Let in")
        for _press in range(12):  # the keyboard reaches it too: Tab walks to Let in, Enter chooses it
            host.key(pygame.K_TAB)
            if host.app.focus.thing is let_in:
                break
        assert host.app.focus.thing is let_in
        host.key(pygame.K_RETURN)
        host.until(lambda: knocking.status != "knocking", real_seconds=10)
        assert knocking.status == "let-in" and knocking.invite == room.hosting.invite.text
        assert not table.online.knocks.knocks
    finally:
        listener.close()
