"""Test helpers: set a Desperados table up in a few lines and force the dice and the cards.

Imported by the test modules of this folder (pytest puts the folder on sys.path).
"""
from __future__ import annotations

from game.rules.common.contract import CHANCE
from game.rules.common.deck import Drawn
from game.rules.common.dice import DieFace
from game.rules.desperados.engine import RULES
from game.rules.desperados.actions import ALL_QUIET
from game.rules.desperados.content import MEMBER_INDEX, MEMBERS
from game.rules.desperados import turns

NAMES = ["Ana", "Bill", "Cole", "Dora"]


def table(seats: int = 2, **overrides):
    """Right after setup (no setup notches), seat 0's first roll waiting for the dice.

    `overrides` set state fields afterwards, e.g. table(3, gangs=[...], current=1) — a `current`
    override restarts the turn for that seat."""
    state = RULES.new_game(seats)
    state.to_roll = []
    turns.start_turn(state, overrides.pop("current", 0))
    for name, value in overrides.items():
        assert hasattr(state, name), f"no state field {name!r}"
        setattr(state, name, value)
    return state


def roll(state, *faces: str) -> list:
    """The dice waiting to be rolled land on `faces`, in order."""
    events = []
    for face in faces:
        assert state.to_roll, "no die is waiting to be rolled"
        events += RULES.apply(state, CHANCE, DieFace(state.to_roll[0], face))
    return events


def rolled(seats: int = 2, faces=("action", "lady", "boss", "bad")):
    """Seat 0 has made its first roll showing `faces`."""
    state = table(seats)
    roll(state, *faces)
    return state


def do(state, *actions) -> list:
    """The seat asked to decide applies each action (text or object) in turn."""
    events = []
    for action in actions:
        if isinstance(action, str):
            action = RULES.parse_action(action)
        (seat,) = RULES.actors(state)
        events += RULES.apply(state, seat, action)
    return events


def quiet(state) -> list:
    """Nobody reacts: the reaction window closes (chance)."""
    return RULES.apply(state, CHANCE, ALL_QUIET)


def act(state, member: str, **kw) -> list:
    """Declare one action and let it resolve with no reaction."""
    from game.rules.desperados.actions import Act
    events = do(state, Act(member, **kw))
    if RULES.actors(state) == [CHANCE] and state.window is not None:
        events += quiet(state)
    return events


def give(state, seat: int, *cards: str, fresh: bool = False) -> None:
    """Move cards from the deck to `seat`'s hand (old cards unless `fresh`)."""
    for card in cards:
        state.deck.take(card)
        state.hands[seat].append(card)
        if fresh:
            state.fresh[seat].append(card)


def draw(state, *cards: str) -> list:
    events = []
    for card in cards:
        events += RULES.apply(state, CHANCE, Drawn(card))
    return events


def set_ranks(state, seat: int, **left: int) -> None:
    for member, n in left.items():
        state.jail[seat][MEMBER_INDEX[member]] = n


def free_all(state, seat: int) -> None:
    state.jail[seat] = [0] * len(MEMBERS)


def ranks(state, seat: int, member: str) -> int:
    return state.jail[seat][MEMBER_INDEX[member]]


def set_money(state, **amounts) -> None:
    """set_money(state, s0=10, s1=20, bank=5): moves nothing, so keep totals in mind."""
    for key, value in amounts.items():
        state.money.balances[key if key == "bank" else int(key[1:])] = value


def legal_text(state, seat=None) -> set[str]:
    if seat is None:
        (seat,) = RULES.actors(state)
    return {str(a) for a in RULES.legal_actions(state, seat)}
