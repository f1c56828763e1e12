"""A hint at any table, through the app's frame loop: the Hint button (or H) has the hard AI
think in the person's chair; the banner then says its move and why, the move's button or pieces
are ringed, and the hints a person used are counted on the results screen."""
from __future__ import annotations

import person
import pygame
import pytest
from person import sit_through

from game.games import GAME_IDS
from scenes.results import ResultsScene


def sit_down(driver, game_id: str, seats: str = "human,ai:easy,ai:easy"):
    return person.sit_down(driver, game_id, None, seats, seed=4)

@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_hint_button_shows_the_hard_ais_move_on_the_banner(make_driver, game_id):
    driver = make_driver((1366, 768))
    table = sit_down(driver, game_id)
    before = table.banner.detail
    driver.wait(1.0)
    driver.click_button("Hint")
    driver.until(lambda: table.shown_hint() is not None, real_seconds=30)
    driver.frame()
    hint = table.shown_hint()
    assert hint.action in table.controller.legal_actions(0), "the hint is a move the person may make"
    assert table.banner.detail.startswith("Suggested: ") and table.banner.detail != before
    assert table.controller.hints_used == [1, 0, 0]


def test_h_asks_for_a_hint_and_a_move_made_puts_it_away(make_driver):
    driver = make_driver((1366, 768))
    table = sit_down(driver, "zorro")
    driver.key(pygame.K_h)
    driver.until(lambda: table.shown_hint() is not None, real_seconds=30)
    assert table.hint_targets(table.shown_hint()), "the hinted feat's button is ringed"
    driver.click(table.hint_targets(table.shown_hint())[0].center)
    driver.frame()
    assert table.shown_hint() is None, "a hint is for one decision"


def test_hints_used_are_counted_on_the_results_screen(make_driver):
    driver = make_driver((1366, 768))
    table = sit_down(driver, "roulette")
    driver.click_button("Hint")
    driver.until(lambda: table.shown_hint() is not None, real_seconds=30)
    sit_through(driver, table, seed=2)
    assert isinstance(driver.top, ResultsScene)
    assert ("Hints used", ["1", "", ""]) in driver.top.stats
