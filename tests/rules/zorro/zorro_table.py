"""Test helpers: set a Zorro table up in a few lines and force the dice and the cards.

Imported by the test modules of this folder (pytest puts the folder on sys.path).
"""
from __future__ import annotations

from game.rules.common.contract import CHANCE
from game.rules.common.deck import Drawn
from game.rules.common.dice import DieFace
from game.rules.zorro.engine import RULES
from game.rules.zorro.actions import FirstPlayer

NAMES = ["Ana", "Bill", "Cole", "Dora", "Eli", "Fay"]
FEATS4 = ("T1", "P2", "F4", "M2")
GEAR4 = ("red_rose", "rope", "spurs", "lasso")


def table(seats: int = 3, feats=FEATS4, gear=GEAR4, first: int = 0):
    """Setup done with these face-up feats on these face-up cards; `first` is about to travel."""
    state = RULES.new_game(seats)
    for card in gear:
        RULES.apply(state, CHANCE, Drawn(card))
    for feat in feats:
        RULES.apply(state, CHANCE, Drawn(feat))
    RULES.apply(state, CHANCE, FirstPlayer(first))
    assert RULES.actors(state) == [first]
    return state


def give(state, seat: int, *cards: str) -> None:
    """Seat holds these equipment cards (taken out of the decks)."""
    for card in cards:
        for deck in (state.common_deck, state.rare_deck, state.common_under, state.rare_under):
            if card in deck:
                deck.remove(card)
                break
        else:
            raise AssertionError(f"{card} is not in a deck")
        state.equipment[seat].append(card)


def hero(state, seat: int, *locations: str) -> None:
    """Seat holds Hero dice of these locations (taken from the supply)."""
    for loc in locations:
        assert state.hero_supply[loc] > 0
        state.hero_supply[loc] -= 1
        state.hero_dice[seat].append(loc)


def roll(state, *faces: str) -> list:
    """The dice waiting to be rolled land on `faces`, in order."""
    events = []
    for face in faces:
        a = state.attempt
        assert a is not None and a.to_roll, "no die is waiting to be rolled"
        events += RULES.apply(state, CHANCE, DieFace(a.to_roll[0], face))
    return events


def draw(state, *cards: str) -> list:
    events = []
    for card in cards:
        assert RULES.actors(state) == [CHANCE], RULES.actors(state)
        events += RULES.apply(state, CHANCE, Drawn(card))
    return events


def do(state, *actions) -> list:
    """The seat asked to decide applies each action (text or object) in turn."""
    events = []
    for action in actions:
        if isinstance(action, str):
            action = RULES.parse_action(action)
        (seat,) = RULES.actors(state)
        assert seat != CHANCE, f"chance is due, not {action}"
        events += RULES.apply(state, seat, action)
    return events


def reroll(state, *dice: int) -> list:
    """Spend a roll on these dice (put in their legal form first, as the table does)."""
    from game.rules.zorro.actions import Reroll
    return do(state, Reroll(RULES.canonical_dice(state, dice)))


def actor(state) -> int:
    (seat,) = RULES.actors(state)
    return seat


def kinds(events) -> list[str]:
    return [type(e).__name__ for e in events]


def of(events, cls) -> list:
    return [e for e in events if isinstance(e, cls)]


def task(state) -> str:
    return state.tasks[0][0] if state.tasks else ""


BLANK = ("charm", "charm", "charm", "charm", "charm", "charm")
"""Six faces that meet none of the test feats' needs alone (no GRAB, DASH, LEAP...)."""
