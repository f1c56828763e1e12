"""Undo at the table, through the frame loop: Undo is offered for a move nothing has followed,
and never once the move has been followed by a reveal."""
from __future__ import annotations

import random

import pygame
import pytest

from game.controllers.base import make_controller
from game.controllers.seats import parse_seats
from person import Person, is_still
from person import sit_down as person_sits_down
from scenes.menu import MenuScene


def sit_down(driver, game_id, seats, seed):
    driver.start(MenuScene(driver.app))
    driver.app.routes.table(make_controller(game_id, parse_seats(seats), None, seed))
    return driver.top


def undo_offered(table) -> bool:
    return any(getattr(b, "label", "") == "Undo" for b in table.banner.buttons)


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


def kept_a_die_and_rolled_again(driver):
    """Ana keeps the first die, rolls the other three, and is asked again (roll 2 of 3) with
    her die still kept and Take 1 action on offer (seed 1)."""
    table = person_sits_down(driver, "desperados", seed=1)
    driver.click(table.dice[0].rect.center)
    driver.click_button("Roll 3 dice")
    driver.until(lambda: is_still(table))
    assert table.keep == {0} and table.controller.view().rolls_used == 2
    return table


def test_undo_of_take_actions_goes_back_to_the_roll_with_the_kept_die_still_kept(make_driver):
    """The play test's case: after Take 1 action, Undo went back to roll 2 of 3 and forgot which
    die was kept."""
    driver = make_driver((1366, 768))
    table = kept_a_die_and_rolled_again(driver)
    driver.click_button("Take 1 action")
    driver.until(lambda: is_still(table))
    driver.click_button("Undo")
    driver.until(lambda: is_still(table))
    assert table.keep == {0} and table.dice[0].kept, "the die Ana kept is kept again"
    assert [d.kept for d in table.dice] == [True, False, False, False]
    assert driver.find_button("Roll 3 dice"), "the roll button counts the kept die out"


def test_moves_taken_back_again_and_again_leave_one_line_in_the_log(make_driver):
    """Mashing a move and Ctrl+Z filled the log with pairs ("takes 1 action / takes back a
    move"); a move taken back leaves the log as before it, and saying so once is enough."""
    driver = make_driver((1366, 768))
    table = kept_a_die_and_rolled_again(driver)
    before = list(table.controller.log)
    for _ in range(4):
        driver.click_button("Take 1 action")
        driver.key(pygame.K_z, mod=pygame.KMOD_CTRL)
    driver.until(lambda: is_still(table))
    assert table.controller.log == before + ["Ana takes back a move"]
    assert table.log_shown == len(table.controller.log)


@pytest.mark.parametrize("language", ["en", "fr", "de"])
def test_nothing_to_take_back_fits_its_box_clear_of_the_dice(make_driver, language):
    """The notice ran out of its one-line box over the dice's names; its words stay inside its
    box, and the box sits clear of the dice and the mats."""
    from game.ui import theme
    from scenes.table_base import NOTICE_PAD
    driver = make_driver((1366, 768))
    driver.app.set_language(language)
    table = person_sits_down(driver, "desperados", seed=1)
    driver.key(pygame.K_z, mod=pygame.KMOD_CTRL)
    box, size = table._notice_rect(), table.notice_box(table.notice)[1]
    lines = theme.wrap_text(table.notice, "bold", size, box.w - 2 * NOTICE_PAD)
    face = theme.font("bold", size)
    assert all(face.size(line)[0] <= box.w - 2 * NOTICE_PAD for line in lines)
    assert len(lines) * face.get_linesize() <= box.h, f"{len(lines)} lines in a box {box.h} px high"
    assert not any(box.colliderect(die.rect) for die in table.dice), f"{box} covers a die"
    assert box.bottom <= min(die.rect.top for die in table.dice)
    assert not any(box.colliderect(table.layout[f"seat_{s}"]) for s in range(3)), "the notice covers a mat"
