"""Two people and an AI share one screen: on every frame drawn, the screen shows no more than the
person looking may see, and the banner names nobody before their curtain is up.

Played through the app's frame loop at a brisk animation speed with the AI paced, so the moments
between one decision and the next are drawn as a person sees them: the previous person's move
animating, the AI thinking and playing, the reveal, the spin. `privacy_watch.PrivacyWatch` says
how each frame is judged.
"""
from __future__ import annotations

import random

import pytest

from game.controllers.base import make_controller
from game.controllers.seats import parse_seats
from game.games import GAME_IDS
from person import CURTAINS, Person, is_still
from privacy_watch import PrivacyWatch
from scenes.menu import MenuScene

FRAME = 1 / 15
"""A frame every 1/15 s of virtual time: every animation still spans several drawn frames."""
STEPS = {"desperados": 30, "zorro": 14, "roulette": 16, "durango": 24, "most_wanted": 30}
"""How many steps of each game to watch: a few rounds (turns, bids and spins, robberies)."""


def watch_a_shared_table(make_driver, game_id: str, seats: str, seed: int, steps: int) -> PrivacyWatch:
    driver = make_driver((1366, 768), speed="fast", pacing=0.3)
    driver.start(MenuScene(driver.app))
    driver.app.routes.table(make_controller(game_id, parse_seats(seats), None, seed))
    table = driver.top
    watch = PrivacyWatch(driver, table)
    person = Person(random.Random(seed))
    while len(table.controller.history) < steps and not table.controller.is_over():
        top = driver.top
        if isinstance(top, CURTAINS):
            driver.wait(0.5, FRAME)
            driver.click((960, 540))
        elif top is table and is_still(table):
            person.gesture(driver, table)
        else:
            driver.frame(FRAME)
        assert driver.frames < 20_000, "the table stopped moving on"
    return watch


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_frame_shows_only_what_the_person_looking_may_see(make_driver, game_id):
    watch = watch_a_shared_table(make_driver, game_id, "human,human,ai:easy", seed=4, steps=STEPS[game_id])
    assert watch.frames > 25 and watch.compared > 15, "the watch saw the table play"
    assert not watch.problems, f"{len(watch.problems)} frames show too much:\n" + "\n".join(watch.problems[:12])


def first_curtain(make_driver, game_id: str):
    from scenes.handoff import HandoffScene
    driver = make_driver((1366, 768))
    driver.start(MenuScene(driver.app))
    driver.app.routes.table(make_controller(game_id, parse_seats("human,human,ai:easy"), None, 5))
    driver.until(lambda: isinstance(driver.top, HandoffScene))
    return driver.top


def test_a_bulletbucks_curtain_speaks_of_the_secret_bid_not_of_cards(make_driver):
    assert first_curtain(make_driver, "roulette").reason == "Your bid is secret: the others look away until it is placed."


def test_a_player_holding_nothing_hidden_is_not_told_their_cards_are_hidden(make_driver):
    """Desperados: nobody holds a Wild West card before their first Trio."""
    assert first_curtain(make_driver, "desperados").reason == "Nothing of yours is hidden now: take the chair for your move."


def test_a_most_wanted_curtain_keeps_the_hand_of_cards(make_driver):
    assert first_curtain(make_driver, "most_wanted").reason == "Your cards stay hidden until you are in the chair."


def test_a_persons_hand_hides_while_their_dice_roll_and_comes_back_with_the_kept_dice_still_marked(make_driver):
    """Two people share the screen: while chance rolls Ana's dice nobody decides, so her hand is
    hidden; when the dice land the decision is hers again and her hand returns, the die she
    kept still marked as kept."""
    from scenes.handoff import HandoffScene
    from tests.rules.desperados.desperados_table import give, roll, table as desperados_table
    state = desperados_table(3)
    give(state, 0, "hacksaw")
    roll(state, "action", "lady", "boss", "bad")
    driver = make_driver((1366, 768), speed="normal")
    driver.start(MenuScene(driver.app))
    controller = make_controller("desperados", parse_seats("human,human,ai:easy"), None, 7)
    controller.state = state
    driver.app.routes.table(controller)
    table = driver.top
    driver.until(lambda: isinstance(driver.top, HandoffScene))
    driver.wait(0.5)
    driver.click((960, 540))
    driver.until(lambda: is_still(table))
    assert [card.tag for card in table.hand] == ["hacksaw"]
    driver.click(table.dice[0].rect.center)
    driver.click_button("Roll 3 dice")
    driver.frame()
    assert table.hand == [] and controller.viewer() is None, "the dice roll in public"
    driver.until(lambda: is_still(table))
    driver.wait(0.5)  # Ana looks at her roll
    assert [card.tag for card in table.hand] == ["hacksaw"], "Ana decides again: her hand is back"
    assert table.dice[0].kept, "the die she kept is still marked"


def test_banner_never_names_next_person_before_curtain(make_driver):
    """Most Wanted, as the issue saw it: Ana declares the Stagecoach and lays 3 cards; Bill lifts
    his curtain, picks 3 and clicks Join. From that frame until Ana's curtain is up, Bill's laid
    cards and hand are hidden and the banner does not speak to Ana."""
    from scenes.handoff import HandoffScene
    driver = make_driver((1366, 768), speed="normal", pacing=1.0)
    driver.start(MenuScene(driver.app))
    driver.app.routes.table(make_controller("most_wanted", parse_seats("human,human,ai:easy"), None, 5))
    table = driver.top

    def lift_and_lay(button: str, cards: int, confirm: str) -> None:
        driver.until(lambda: isinstance(driver.top, HandoffScene))
        driver.wait(0.5)
        driver.click((960, 540))
        driver.until(lambda: is_still(table))
        if button:
            driver.click_button(button)
            driver.until(lambda: is_still(table))
        for sprite in list(table.hand[:cards]):
            driver.click(sprite.rect.center)
        driver.click_button(confirm)

    lift_and_lay("Stagecoach", 3, "Lay 3 cards")
    lift_and_lay("", 3, "Join with 3 cards")
    watch = PrivacyWatch(driver, table)
    watch.holder = 1  # Bill's curtain is the last one lifted
    driver.until(lambda: isinstance(driver.top, HandoffScene))
    assert driver.top.seat == 0, "Ana's curtain comes next"
    assert watch.frames > 5, "the moments between Bill's Join and Ana's curtain were drawn and checked"
    assert not watch.problems, "\n".join(watch.problems[:12])
