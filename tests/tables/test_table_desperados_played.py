"""A person at the Desperados table in a laptop's 1366x768 window, through the app's frame loop:
a card that would end the rolls asks first, the banner follows the rolls, a hand card is read
large where the pointer rests on it."""
from __future__ import annotations

import person
import pygame
from person import is_still

from scenes.table_base import PREVIEW_SIZE, preview_centre
from tests.rules.desperados.desperados_table import do, give, roll, table

LAPTOP = (1366, 768)


def sit_down(driver, state):
    """Ana (a person) with two easy AIs, at the moment `state` shows."""
    return person.sit_down(driver, "desperados", state)

def first_roll_holding(*cards):
    state = table(3)
    give(state, 0, *cards)
    roll(state, "action", "lady", "boss", "bad")
    return state


def card_in_hand(table, card):
    return next(sprite for sprite in table.hand if sprite.tag == card)



def test_a_person_is_asked_before_dynamite_ends_their_rolls(make_driver):
    driver = make_driver(LAPTOP)
    table = sit_down(driver, first_roll_holding("dynamite", "hacksaw"))
    controller = table.controller
    driver.wait(0.8)
    driver.click(card_in_hand(table, "dynamite").rect.center)
    driver.wait(0.5)
    assert "dynamite" in controller.state.hands[0], "the click asks; it plays nothing"
    assert table.banner.title == "Ana: Dynamite ends your rolls — play it now?"
    driver.click_button("Keep rolling")
    driver.wait(0.5)
    assert driver.find_button("Roll 4 dice"), "back to rolling, nothing lost"
    assert not controller.history

    driver.click(card_in_hand(table, "dynamite").rect.center)
    driver.click_button("Play Dynamite: this ends your rolls")
    driver.until(lambda: is_still(table))
    assert "dynamite" not in controller.state.hands[0] and controller.state.rolling_over
    assert table.banner.title == "Ana: your rolls are over — take 1 action"
    assert [b.label for b in driver.buttons() if b.label not in ("Undo", "Hint")] == ["Take 1 action"]


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


def test_resting_the_pointer_on_a_hand_card_shows_it_large_beside_it(make_driver):
    driver = make_driver(LAPTOP)
    table = sit_down(driver, first_roll_holding("take_cover", "hacksaw", "pickpocket"))
    card = card_in_hand(table, "take_cover")
    spot = (card.rect.left + 20, card.rect.centery)
    driver.move((spot[0], 300))
    driver.wait(0.5)
    before = driver.app.draw_canvas().copy()
    driver.move(spot)
    driver.wait(0.6)
    after = driver.app.draw_canvas()
    preview = pygame.Rect(0, 0, *PREVIEW_SIZE)
    preview.center = preview_centre(card.rect, after.get_rect())
    inside = preview.inflate(-40, -40)
    assert (pygame.image.tobytes(before.subsurface(inside), "RGB")
            != pygame.image.tobytes(after.subsurface(inside), "RGB")), "the card is drawn large beside itself"
    assert not preview.colliderect(card.rect), "the large card leaves the small one in view"


def test_loaded_die_asks_for_a_die_then_its_new_face_and_the_tray_turns_it(make_driver):
    driver = make_driver(LAPTOP)
    table = sit_down(driver, first_roll_holding("loaded_die", "hacksaw"))  # action, lady, boss, bad
    controller = table.controller
    driver.wait(0.8)
    driver.click(card_in_hand(table, "loaded_die").rect.center)
    driver.wait(0.3)
    offered = [b.label for b in person.buttons_on_offer(table)]
    assert not [label for label in offered if label.startswith("Die ")], f"a die is clicked first, not {offered}"
    assert all(d.selectable for d in table.dice)
    assert table.banner.detail == "Choose the die to turn, then its new face."
    driver.click(table.dice[2].rect.center)  # the BOSS
    driver.wait(0.3)
    faces = [b.label for b in person.buttons_on_offer(table) if b.label.startswith("Die ")]
    assert faces and all(label.startswith("Die 3 to ") for label in faces), faces
    assert len(faces) == 4, "every Character face but the one it shows"
    driver.click_button("Die 3 to Lady")
    driver.until(lambda: is_still(table))
    assert controller.state.dice[2] == "lady"
    assert table.dice[2].shown == "lady", "the tray shows the die as the card turned it"
