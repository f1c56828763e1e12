"""Two people and an AI at one screen, through the app's frame loop with a person's pauses."""
from __future__ import annotations

import pygame
import pytest

from game.controllers.base import make_controller
from game.controllers.seats import parse_seats
from game.games import GAME_IDS
from scenes.menu import MenuScene
from person import (CURTAINS, a_game_well_under_way, assert_screen_private, lift_after_a_pause, sit_through,
                    under_way)
from scenes.pause import PauseScene
from scenes.results import ResultsScene

GAMES = GAME_IDS


def seat_two_people(driver, game_id: str, seed: int = 5, seats: str = "human,human,ai:easy", started: bool = False):
    """Two people and an AI at a table from the menu: a fresh game, or (`started`) a long game
    well under way (`person.under_way`)."""
    driver.start(MenuScene(driver.app))
    controller = make_controller(game_id, parse_seats(seats), None, seed)
    if started:
        under_way(controller, seed)
    driver.app.routes.table(controller)
    return driver.top


@pytest.mark.parametrize("game_id", GAMES)
def test_the_first_curtain_lifts_with_one_click_after_a_pause(make_driver, game_id):
    driver = make_driver((1366, 768))
    table = seat_two_people(driver, game_id)
    if not table.controller.has_private_info:
        driver.until(lambda: table.offered is not None)
        assert not any(isinstance(s, CURTAINS) for s in driver.app.stack.scenes), "nothing to hide, no curtain"
        return
    driver.until(lambda: isinstance(driver.top, CURTAINS))
    seat = lift_after_a_pause(driver, pause=2.0)
    driver.until(lambda: table.offered is not None or isinstance(driver.top, CURTAINS))
    assert table.controller.viewer() == seat


@pytest.mark.parametrize("game_id", GAMES)
def test_two_people_and_an_ai_play_to_the_end(make_driver, game_id):
    driver = make_driver((1366, 768))
    table = seat_two_people(driver, game_id, started=True)
    sitting = sit_through(driver, table, seed=1, after_curtain=assert_screen_private)
    assert isinstance(driver.top, ResultsScene)
    assert table.controller.is_over()
    assert bool(sitting.curtains) == table.controller.has_private_info, "curtains where hands are private"


@pytest.mark.parametrize("key", [pygame.K_RETURN, pygame.K_SPACE])
def test_enter_or_space_lifts_a_curtain(make_driver, key):
    driver = make_driver((1600, 900))
    seat_two_people(driver, "most_wanted")
    driver.until(lambda: isinstance(driver.top, CURTAINS))
    curtain = driver.top
    driver.wait(1.0)
    driver.key(key)
    assert curtain not in driver.app.stack.scenes


def test_esc_on_a_curtain_opens_the_pause_menu_and_resume_brings_the_curtain_back(make_driver):
    driver = make_driver((1920, 1080))
    table = seat_two_people(driver, "roulette")
    driver.until(lambda: isinstance(driver.top, CURTAINS))
    curtain = driver.top
    driver.wait(1.0)
    driver.key(pygame.K_ESCAPE)
    assert isinstance(driver.top, PauseScene)
    driver.wait(1.0)
    assert table.controller.viewer() is None, "behind the pause, the curtain still hides every hand"
    driver.click_button("Resume")
    assert driver.top is curtain


def test_a_release_left_over_from_the_last_persons_click_does_not_lift_the_curtain(make_driver):
    driver = make_driver((1366, 768))
    seat_two_people(driver, "durango")
    driver.until(lambda: isinstance(driver.top, CURTAINS))
    curtain = driver.top
    driver.post(pygame.MOUSEBUTTONUP, pos=driver.to_window((960, 540)), button=1)
    driver.wait(1.0)
    assert driver.top is curtain
    driver.key(pygame.K_SPACE)  # a held Space's repeat would come straight away; this one comes after a second
    assert curtain not in driver.app.stack.scenes


@pytest.mark.parametrize("game_id, seats, played", [("desperados", "human,human", 0.9),
                                                    ("zorro", "human,human,human,human", 0.9),
                                                    ("roulette", ",".join(["human"] * 6), 0.0),
                                                    ("durango", "human,human,human", 0.9),
                                                    ("most_wanted", ",".join(["human"] * 6), 0.9)])
def test_a_table_of_people_only_plays_to_the_end(make_driver, game_id, seats, played):
    """The people take the screen in turn, each behind a curtain, to the results. Every game is
    played whole through the frame loop above (two people and an AI); here the people sit down
    at a game `played` under way (a roulette game is short: whole) and play its end, long
    enough for each of them to take the screen."""
    driver = make_driver((1920, 1080))
    driver.start(MenuScene(driver.app))
    driver.app.routes.table(a_game_well_under_way(game_id, seats, seed=3, played=played))
    table = driver.top
    sitting = sit_through(driver, table, seed=2, after_curtain=assert_screen_private)
    assert isinstance(driver.top, ResultsScene)
    assert len(set(sitting.curtains)) == (len(seats.split(",")) if table.controller.has_private_info else 0)


@pytest.mark.parametrize("holds_whistle", [True, False])
def test_a_reaction_windows_curtain_speaks_the_chosen_language_whoever_holds_a_card(make_driver, holds_whistle):
    """In French, Ana gives the Lady an action and Bill's curtain comes up: "Une réaction est
    peut-être possible." whether Bill holds a Sheriff's Whistle or not (other words would tell the
    table which), it stays a second, and Bill clicks it away."""
    from game.rules.desperados.state import Window
    from scenes.handoff import HandoffScene
    driver = make_driver((1366, 768))
    driver.app.set_language("fr")
    table = seat_two_people(driver, "desperados", seed=8, seats="human,human")
    driver.until(lambda: isinstance(driver.top, CURTAINS))
    lift_after_a_pause(driver)
    driver.until(lambda: table.offered is not None)
    state = table.controller.state
    state.hands[1], state.fresh[1] = (["sheriffs_whistle"] if holds_whistle else ["hacksaw"]), []
    state.window = Window(seat=0, member="lady", target=None, victim=None, brain_level=0, victims=(),
                          slots=(("sheriffs_whistle", 1),), deciding=1 if holds_whistle else None)
    driver.until(lambda: isinstance(driver.top, HandoffScene))
    assert driver.top.seat == 1
    assert driver.top.reason == "Une réaction est peut-être possible."
    assert lift_after_a_pause(driver) == 1
    assert table.controller.viewer() == 1
