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


@pytest.mark.parametrize("game_id", ["desperados", "zorro"])
def test_a_hint_comparing_two_rolls_of_as_many_dice_names_the_dice_each_keeps(make_driver, monkeypatch, game_id):
    """The play test's case: "63% after it, 63% after Roll 3 dice" compared two moves that read
    alike. The hard AI's answer is arranged here (two rolls of three dice, keeping the first
    or the last die); the banner must tell them apart by the dice they keep."""
    from game import hints
    from game.rules.common.events import face_name
    driver = make_driver((1366, 768))
    table = sit_down(driver, game_id)
    controller = table.controller
    rolls = [a for a in controller.legal_actions(0) if type(a).__name__ == "Reroll"]
    if game_id == "zorro":  # Zorro's first decision is a feat: go alone, to the first roll
        driver.click_button("Go alone")
        driver.until(lambda: person.is_still(table))
        rolls = [a for a in controller.legal_actions(0) if type(a).__name__ == "Reroll"]
    three = sorted((a for a in rolls if len(a.dice) == len(max(rolls, key=lambda r: len(r.dice)).dice) - 1),
                   key=lambda a: a.dice)
    chosen, other = three[-1], three[0]  # keeping the first die, keeping the last
    monkeypatch.setattr(hints, "think", lambda *args: hints.Hint(0, chosen, 0.63, other, 0.63))
    driver.click_button("Hint")
    driver.until(lambda: table.shown_hint() is not None, real_seconds=30)
    driver.frame()
    words = table.banner.detail
    if game_id == "desperados":
        names = [face_name(f) for f in controller.state.dice]
    else:
        from game.controllers.zorro import symbol
        names = [symbol(f) for f in controller.state.attempt.faces]
    kept_by_chosen = ", ".join(names[i] for i in range(len(names)) if i not in chosen.dice)
    kept_by_other = ", ".join(names[i] for i in range(len(names)) if i not in other.dice)
    assert f"Suggested: Roll {len(chosen.dice)} dice, keeping {kept_by_chosen}." in words, words
    assert words.endswith(f"keeping {kept_by_other}."), words
