"""The privacy check the hot-seat tests run after every curtain (`person.assert_screen_private`)
catches a table that draws what the seated person may not see: it compares pictures by their
stored pixels first and by colour only where those differ, and that must still fail on a leak."""
from __future__ import annotations

import hashlib

import pytest

from game.controllers.base import make_controller
from game.controllers.seats import parse_seats
from scenes.menu import MenuScene
from person import CURTAINS, assert_screen_private, lift_after_a_pause


def test_a_table_drawn_from_the_true_state_fails_the_privacy_check(make_driver):
    driver = make_driver((1366, 768))
    driver.start(MenuScene(driver.app))
    driver.app.routes.table(make_controller("most_wanted", parse_seats("human,human,ai:easy"), None, 5))
    table = driver.top
    driver.until(lambda: isinstance(driver.top, CURTAINS))
    lift_after_a_pause(driver)
    driver.until(lambda: driver.top is table and table.offered is not None)
    assert_screen_private(driver, table)
    drawn = table.draw

    def leaky(surface):
        """The table, with one pixel whose colour comes from everything the rules hold: the
        other people's hands too."""
        drawn(surface)
        surface.set_at((1900, 20), tuple(hashlib.sha1(repr(table.controller.state).encode()).digest()[:3]))
    table.draw = leaky
    with pytest.raises(AssertionError, match=r"the screen shows something Ana may not see, in \(1900, 20, 1900, 20\)"):
        assert_screen_private(driver, table)
