"""The result of a chance step shows only when its animation lands it: the dice settle, the
cylinder stops, the drawn card arrives. Until that frame nothing on the screen may depend on the
outcome: not a mat's "BANG", a score, the banner's next player, a notice or the log.

Each game is sat down just before one of its chance steps, twice, with two different outcomes
arranged; the app's frame loop runs on at normal animation speed, and every frame drawn before
the landing frame must be the same pixel for pixel in both runs.
"""
from __future__ import annotations

import random
import zlib

import pytest
from person import screen_pixels

from game import games
from game.controllers.base import make_controller
from game.controllers.seats import parse_seats
from game.rules.common.contract import CHANCE
from scenes.menu import MenuScene

FRAME = 1 / 30
FRAMES = 150
"""Five seconds at 30 frames a second: every game's chance animation lands within it (the run stops 10 frames after)."""


def _dice_rolled(rules, state) -> bool:
    return str(rules.chance_outcomes(state)[0][0]).startswith("face") and getattr(state, "phase", "") != "setup"


def _in_air_dice(table, outcome: str) -> bool:
    """The die the outcome is for ('face die=2 face=lady') still tumbles."""
    die = int(outcome.split("die=")[1].split()[0])
    return len(table.dice) > die and table.dice[die].blur > 0


def _draws_to_the_person(rules, state) -> bool:
    """A card drawn into seat 0's hand (the person at the screen sees its face)."""
    if not str(rules.chance_outcomes(state)[0][0]).startswith("draw") or getattr(state, "phase", "") == "deal":
        return False
    trial = rules.clone(state)
    events = rules.apply(trial, CHANCE, rules.chance_outcomes(state)[0][0])
    return any(type(e).__name__ == "Drew" and e.dst == 0 for e in events)


class FirstFlight:
    """The first card to leave the deck is still flying (the next draw's card may follow at once)."""

    def __init__(self) -> None:
        self.card = None

    def __call__(self, table, outcome: str) -> bool:
        if self.card is None and table.movers:
            self.card = table.movers[0]
        return self.card is not None and self.card in table.movers


CHANCE_STEPS = {
    # game: (which chance step, the two outcomes' index in chance_outcomes, what tells that the
    # outcome is in the air, made anew for each run)
    "roulette": (lambda rules, s: s.phase == "spin", (0, 1), lambda: lambda t, o: t.cylinder.result is None),
    "desperados": (_dice_rolled, (0, 1), lambda: _in_air_dice),
    "zorro": (_dice_rolled, (0, 1), lambda: _in_air_dice),
    "most_wanted": (_draws_to_the_person, (0, 1), FirstFlight),
    "durango": (lambda rules, s: str(rules.chance_outcomes(s)[0][0]).startswith("draw card=T") and bool(s.drawn),
                (0, 1), FirstFlight),
}


def position_before(game_id: str, seats: int, wanted, seed: int = 3):
    """A game played at random from the start up to a chance step `wanted(rules, state)` admits."""
    rules = games.get(game_id).rules()
    state = rules.new_game(seats, None)
    rng = random.Random(seed)
    for _ in range(3000):
        actors = rules.actors(state)
        if actors == [CHANCE]:
            if wanted(rules, state):
                return state
            outcomes = rules.chance_outcomes(state)
            rules.apply(state, CHANCE, rng.choices([o for o, _ in outcomes], [p for _, p in outcomes])[0])
        else:
            rules.apply(state, actors[0], rng.choice(rules.legal_actions(state, actors[0])))
        assert not rules.is_over(state), f"{game_id} ended before the chance step"
    raise AssertionError(f"no such chance step in {game_id}")


def watch(make_driver, game_id: str, state, outcome: str, in_air_probe) -> tuple[list[int], int]:
    """Each frame's picture (a checksum) from the table's first frame, and the frame the outcome
    lands in: the first frame after the piece was in the air where it no longer is."""
    driver = make_driver((1366, 768), speed="normal", pacing=1.0)
    driver.start(MenuScene(driver.app))
    controller = make_controller(game_id, parse_seats("human,ai:random,ai:random"), None, 11)
    controller.state = state
    controller.arrange([outcome])
    driver.app.routes.table(controller)
    table = driver.top
    in_air = in_air_probe()
    pictures, flying, landing = [], False, None
    for frame in range(FRAMES):
        driver.frame(FRAME)
        pictures.append(zlib.crc32(screen_pixels(driver)))
        if in_air(table, outcome) and len(controller.history) > 0:
            flying = True
        elif flying and landing is None:
            landing = frame
        if landing is not None and frame >= landing + 10:
            break
    assert landing is not None, f"{game_id}: the outcome never landed"
    return pictures, landing


@pytest.mark.parametrize("game_id", sorted(CHANCE_STEPS))
def test_nothing_tells_a_chance_outcome_before_its_animation_lands(make_driver, game_id):
    wanted, (a, b), in_air = CHANCE_STEPS[game_id]
    rules = games.get(game_id).rules()
    state = position_before(game_id, 3, wanted)
    outcomes = [str(o) for o, _ in rules.chance_outcomes(state)]
    first, landing = watch(make_driver, game_id, rules.clone(state), outcomes[a], in_air)
    second, _ = watch(make_driver, game_id, rules.clone(state), outcomes[b], in_air)
    early = [i for i in range(landing) if first[i] != second[i]]
    assert not early, (f"{game_id}: frame {early[0]} of {landing} before the outcome landed already differs "
                       f"between '{outcomes[a]}' and '{outcomes[b]}'")
    assert first[landing:] != second[landing:], "the outcome shows once it has landed"
