"""A person at the Desperados table in a laptop's 1366x768 window, through the app's frame loop:
the banner follows the rolls."""
from __future__ import annotations

from game.controllers.base import make_controller
from game.controllers.seats import parse_seats
from person import is_still
from scenes.menu import MenuScene
from scenes.new_table import open_table
from tests.rules.desperados.desperados_table import do, give, roll, table

LAPTOP = (1366, 768)


def sit_down(driver, state):
    """Ana (a person) with two easy AIs, at the moment `state` shows."""
    driver.start(MenuScene(driver.app))
    controller = make_controller("desperados", parse_seats("human,ai:easy,ai:easy"), None, 7)
    controller.state = state
    open_table(driver.app, controller)
    table = driver.top
    driver.until(lambda: is_still(table))
    return table


def first_roll_holding(*cards):
    state = table(3)
    give(state, 0, *cards)
    roll(state, "action", "lady", "boss", "bad")
    return state



def test_after_the_third_roll_the_banner_asks_to_use_it(make_driver):
    driver = make_driver(LAPTOP)
    state = first_roll_holding()
    do(state, "reroll dice=2,3")
    roll(state, "ugly", "ugly")
    table = sit_down(driver, state)
    assert table.banner.title == "Ana: keep dice and roll again, or use this roll (roll 2 of 3)"
    driver.click_button("Roll 4 dice")
    driver.until(lambda: is_still(table))
    assert table.controller.state.rolls_used == 3
    assert "roll again" not in table.banner.title and table.banner.title.startswith("Ana: no rolls left (3 of 3 rolled)")
    assert not any(b.label.startswith("Roll") for b in driver.buttons())
