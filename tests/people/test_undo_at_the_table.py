"""Undo at the table, through the frame loop: Undo is offered for a move nothing has followed,
and never once the move has been followed by a reveal."""
from __future__ import annotations

import random

import pygame
import pytest

from game.controllers.base import make_controller
from game.controllers.seats import parse_seats
from person import Person, is_still
from scenes.menu import MenuScene


def sit_down(driver, game_id, seats, seed):
    driver.start(MenuScene(driver.app))
    driver.app.routes.table(make_controller(game_id, parse_seats(seats), None, seed))
    return driver.top


def undo_offered(table) -> bool:
    return any(getattr(b, "label", "") == "Undo" for b in table.buttons)


def test_a_bid_placed_and_revealed_cannot_be_taken_back(make_driver):
    """The play test's case: Undo went back to the secret bidding with the rivals' bids in view."""
    driver = make_driver((1366, 768))
    table = sit_down(driver, "roulette", "human,ai:easy,ai:easy", 5)
    controller = table.controller
    driver.until(lambda: is_still(table))
    driver.click_button("+")
    driver.click_button("Place bid")
    driver.until(lambda: any(line.startswith("Bids revealed") or "bids revealed" in line.lower()
                             for line in controller.log) or is_still(table))
    driver.until(lambda: is_still(table) or controller.is_over())
    steps = list(controller.history)
    assert not undo_offered(table)
    driver.key(pygame.K_z, mod=pygame.KMOD_CTRL)
    assert controller.history == steps, "Ctrl+Z changes nothing"
    assert "Nothing to take back" in table.notice


@pytest.mark.parametrize("game_id", ["desperados", "durango", "most_wanted"])
def test_a_move_nothing_has_followed_is_taken_back_by_the_undo_button(make_driver, game_id):
    """Play until the person's own move is the last step and they decide again; then Undo is
    on the banner, and clicking it takes back exactly that move."""
    driver = make_driver((1600, 900))
    table = sit_down(driver, game_id, "human,ai:easy", 2)
    controller = table.controller
    person = Person(random.Random(4))
    for _ in range(400):
        driver.until(lambda: is_still(table) or controller.is_over())
        if controller.is_over():
            break
        if controller.history and controller.history[-1].seat == 0:
            assert undo_offered(table), f"Undo for {controller.history[-1].action!r}"
            before = list(controller.history[:-1])
            driver.click_button("Undo")
            driver.until(lambda: is_still(table))
            assert controller.history[:len(before)] == before and len(controller.history) == len(before)
            assert controller.log[-1] == "Ana takes back a move"
            return
        assert not undo_offered(table), "Undo only for the person's own last move"
        person.gesture(driver, table)
    pytest.fail("the person never decided twice in a row")
