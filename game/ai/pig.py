"""Pig AI: "Steady Sue" (easy) and the playout policy for ISMCTS (medium and hard).

Pig's whole question is when to stop. The classic answer is to hold at 20: a roll adds 4 on
average (2 to 6, five faces in six) and loses the turn total one time in six, so below 20 a roll
gains more than it risks, above 20 it risks more than it gains. Two things change it: enough to
win (hold at once), and a rival close to winning (a small bank will not beat them: keep rolling).

- `keeps_rolling`: that rule of thumb, in one function, for both the easy player and the playouts.
- `EasyAgent` (Steady Sue): plays the rule of thumb with a nervous streak: she holds a little
  early when she leads.
- `rollout_policy`: the rule of thumb without the nerves, so the search's playouts are sensible.
"""
from __future__ import annotations

import random
from typing import Any

from game.rules.pig.engine import Hold, PigState, Roll

HOLD_AT = 20
"""The turn total at which a roll starts to risk more than it gains."""
RIVAL_CLOSE = 0.8
"""A rival with this share of the target could win on their next turn: a small bank will not do."""


def keeps_rolling(state: PigState, seat: int, hold_at: int = HOLD_AT) -> bool:
    """Whether `seat` should roll again: never once the turn total wins, always while a rival is
    close to winning, else until the turn total reaches `hold_at`."""
    banked, at_stake = state.scores[seat], state.turn_total
    if not at_stake:
        return True
    if banked + at_stake >= state.target:
        return False
    if max(s for i, s in enumerate(state.scores) if i != seat) >= RIVAL_CLOSE * state.target:
        return True
    return at_stake < hold_at


class EasyAgent:
    """Steady Sue: the rule of thumb, holding at 15 rather than 20 when she is ahead."""

    name = "easy"

    def choose(self, rules: Any, observation: PigState, seat: int, rng: random.Random) -> Any:
        leads = observation.scores[seat] >= max(observation.scores)
        return Roll() if keeps_rolling(observation, seat, 15 if leads else HOLD_AT) else Hold()


def rollout_policy(rules: Any, state: PigState, seat: int, legal: list, rng: random.Random) -> Any:
    return Roll() if keeps_rolling(state, seat) else Hold()


rollout_policy.needs_legal = False  # type: ignore[attr-defined]

LEVEL_SETTINGS = {
    "medium": {"iterations": 100, "seconds": 0.1},
    "hard": {"iterations": 400, "seconds": 0.25},
}
