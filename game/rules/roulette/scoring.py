"""Scoring and winning (rule book, section 7): the sum of your click stacks times the number of
click markers you earned; the highest score wins, even if that player is dead."""
from __future__ import annotations

from game.rules.roulette.content import value
from game.rules.roulette.state import LEFT, RouletteState


def stack_sum(state: RouletteState, seat: int) -> int:
    return sum(value(s) for s in state.stacks[seat])


def markers(state: RouletteState, seat: int) -> int:
    """One click marker sits on each click stack."""
    return len(state.stacks[seat])


def score(state: RouletteState, seat: int) -> int:
    if state.status[seat] == LEFT:
        return 0  # house rule P3: leaving the game (nothing left to convert) scores nothing
    return stack_sum(state, seat) * markers(state, seat)


def best(state: RouletteState) -> list[int]:
    """The seats with the highest score (house rule P4: equal best scores share the win)."""
    scores = [score(state, s) for s in range(state.seats)]
    top = max(scores)
    return [s for s in range(state.seats) if scores[s] == top]
