"""Pig, the worked example of docs/adding-a-game.md, played through the app's real frame loop: a
person clicks what the table offers, an easy AI plays its turns, the game reaches its results."""
from __future__ import annotations

import person
from person import is_still

from scenes.results import ResultsScene

LAPTOP = (1366, 768)


def test_a_person_and_an_ai_play_pig_to_its_end(make_driver):
    driver = make_driver(LAPTOP)
    table = person.sit_down(driver, "pig", seats="human,ai:easy", seed=5)
    sitting = person.sit_through(driver, table, seed=5)
    c = table.controller
    assert isinstance(driver.top, ResultsScene)
    assert c.is_over() and max(c.state.scores) >= c.state.target
    assert sitting.curtains == [], "Pig hides nothing: no hand-off curtain"
    assert [bank.shown for bank in table.banks] == c.state.scores, "the mats' chips show what was banked"


def test_the_stake_grows_only_once_the_die_has_landed(make_driver):
    driver = make_driver(LAPTOP, speed="normal")
    table = person.sit_down(driver, "pig", seats="human,ai:easy", seed=5)
    driver.click_button("Roll")
    driver.until(lambda: table.tumbling.busy())
    assert table.stake.shown == 0, "no points at stake while the die is in the air"
    driver.until(lambda: is_still(table) or table.controller.state.current != 0)
    assert table.stake.shown == table.controller.state.turn_total
    assert table.die.shown == table.controller.state.last_roll


def test_while_the_ais_die_tumbles_the_banner_names_the_ai_not_the_person_before(make_driver):
    driver = make_driver(LAPTOP, speed="normal")
    table = person.sit_down(driver, "pig", seats="human,ai:easy", seed=5)
    table.controller.arrange(["face die=0 face=4", "face die=0 face=3"])
    driver.click_button("Roll")
    driver.until(lambda: is_still(table))
    driver.click_button("Hold: bank 4")
    driver.until(lambda: table.tumbling.busy())
    assert table.controller.state.current == 1
    assert table.banner.title == "Bill plays"


def test_an_ais_roll_waits_for_the_pacing_so_a_person_sees_who_rolls(make_driver):
    driver = make_driver(LAPTOP, speed="normal", pacing=1.0)
    table = person.sit_down(driver, "pig", seats="human,ai:easy", seed=5)
    c = table.controller
    c.arrange(["face die=0 face=4", "face die=0 face=3"])
    driver.click_button("Roll")
    driver.until(lambda: is_still(table))
    driver.click_button("Hold: bank 4")
    driver.until(lambda: any(step.seat == 1 for step in c.history))
    assert table.banner.title == "Bill plays"
    driver.wait(0.5)
    assert not table.tumbling.busy() and c.state.rolling, "Bill's die waits while people see that he rolls"
    driver.until(lambda: table.tumbling.busy())
