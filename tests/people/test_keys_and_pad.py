"""Every decision with the keyboard alone, or a game controller alone (issue 34).

Through the app's frame loop with key events only (and, for the pad, SDL's controller events
only): no mouse event is posted in any of these tests (`hands.no_mouse`)."""
from __future__ import annotations

import random
import time

import pygame
import pytest

from game.controllers.base import make_controller
from game.controllers.seats import parse_seats
from game.games import GAME_IDS
from hands import KeysPerson, PadPerson, no_mouse, pad, play_to_the_end, press
from person import under_way
from scenes.menu import MenuScene
from scenes.results import ResultsScene

SEATS = {"roulette": "human,ai:easy,ai:easy"}
"""One person against the easy AI (Bulletbucks needs three at its table)."""


def sit(driver, game_id: str, seed: int):
    driver.start(MenuScene(driver.app))
    no_mouse(driver)
    controller = make_controller(game_id, parse_seats(SEATS.get(game_id, "human,ai:easy")), None, seed)
    under_way(controller, seed)
    driver.app.routes.table(controller)
    return driver.top


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_whole_game_played_with_the_keyboard_alone(make_driver, game_id):
    driver = make_driver((1366, 768))
    table = sit(driver, game_id, seed=3)
    person = KeysPerson(random.Random(3))
    choices = play_to_the_end(driver, table, person)
    assert isinstance(driver.top, ResultsScene) and table.controller.is_over()
    assert choices > 0 and person.presses > choices


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_whole_game_played_with_a_game_controller_alone(make_driver, game_id):
    driver = make_driver((1280, 800))
    table = sit(driver, game_id, seed=4)
    person = PadPerson(random.Random(4))
    choices = play_to_the_end(driver, table, person)
    assert isinstance(driver.top, ResultsScene) and table.controller.is_over()
    assert driver.app.device == "pad"
