"""Build a Durango table in a chosen position, for the tests.

    s = table(3, current=0, party={1: ["T01"]}, herd={1: ["Hereford"]})
    s, ev = draw(s, "F01", "T04", "C1")   # the three cards of the selection
    ev = play(s, Select("party", 0))
"""
from __future__ import annotations

from collections import Counter

from game.rules.common.contract import CHANCE
from game.rules.common.deck import Drawn
from game.rules.durango.engine import RULES, run
from game.rules.durango.state import DurangoState
from game.rules.durango.steps import ProceedChance, a_turn


def table(seats: int = 3, current: int = 0, party=None, reserve=None, herd=None,
          yard_top: list[str] | None = None, active: str | None = None,
          discard: list[str] | None = None) -> DurangoState:
    """A table where it is `current`'s turn and the three cards are about to be drawn."""
    s = RULES.new_game(seats)
    s.prompt = None
    s.current = current
    s.started = True
    deck = Counter(s.deck)
    yard = Counter(s.yard)
    for seat, cards in (party or {}).items():
        s.party[seat] = list(cards)
        deck.subtract(cards)
    for seat, cards in (reserve or {}).items():
        s.reserve[seat] = list(cards)
        deck.subtract(cards)
    for seat, cattle in (herd or {}).items():
        s.herd[seat] = list(cattle)
        yard.subtract(cattle)
    if discard:
        s.discard = list(discard)
        deck.subtract(discard)
    s.yard_top = list(yard_top or ["Angus"])
    yard.subtract(s.yard_top)
    if min(deck.values(), default=0) < 0 or min(yard.values(), default=0) < 0:
        raise ValueError("more copies placed than the game has")
    s.deck = sorted(deck.elements())
    s.yard = sorted(yard.elements())
    if active is not None:
        s.active = active
        s.cal_deck.remove(active)
        s.cal_revealed.append(active)
    s.queue = a_turn()
    run(s, [])
    return s


def play(s: DurangoState, *actions, seat: int | None = None) -> list:
    """Apply actions in order, each by the seat that must decide (or CHANCE). Returns the events."""
    events = []
    for a in actions:
        who = seat
        if who is None:
            actors = RULES.actors(s)
            who = actors[0]
        events += RULES.apply(s, who, a)
    return events


def draw(s: DurangoState, *cards: str) -> list:
    """Force the next chance draws (Draw Deck, Yard or Calamity Deck) to be these cards."""
    events = []
    for c in cards:
        assert RULES.actors(s) == [CHANCE], f"not a chance step: {s.prompt}"
        events += RULES.apply(s, CHANCE, Drawn(c))
    return events


def finish_turn(s: DurangoState, pick=None) -> list:
    """Proceed through chance 'proceed' steps only; stop at any other decision."""
    events = []
    while type(s.prompt) is ProceedChance:
        events += RULES.apply(s, CHANCE, RULES.chance_outcomes(s)[0][0])
    return events
