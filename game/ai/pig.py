"""Pig AI: "Steady Sue" (easy) and "keep pace, end race" (medium and hard).

Pig's whole question is when to stop. The classic answer is to hold at 20: a roll adds 4 on
average (2 to 6, five faces in six) and loses the turn total one time in six, so below 20 a roll
gains more than it risks, above 20 it risks more than it gains. Two things change it: enough to
win (hold at once), and a rival close to winning (a small bank will not beat them: keep rolling).

- `keeps_rolling`: that rule of thumb, in one function.
- `EasyAgent` (Steady Sue): the rule of thumb with a nervous streak: she holds at 15 when she leads.
- `PaceAgent` (medium and hard, `LEVEL_AGENTS`): Neller and Presser's "keep pace and end race"
  (Optimal Play of the Dice Game Pig, 2004): hold at 21, a point more for every 8 behind the
  leading rival and a point less for every 8 ahead, and once anyone is within 29% of the target,
  roll until the turn wins. Pig's rule of thumb is already close to best play, so hard plays
  level with Sue (496 of 1,000 two-player games, 335 of 1,000 three-player games against two
  Sues, `python -m game.sim`) and beats a random player 862 times in 1,000. Pig's search (ISMCTS,
  400 playouts a move) did worse, 34 games of 100 against Sue: two moves whose odds differ by a
  point or two are beyond a few hundred playouts, so the game names a better way (`LEVEL_AGENTS`),
  as Zorro does.
"""
from __future__ import annotations

import random
from typing import Any

from game.ai.hooks import AiHooks
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


class PaceAgent:
    """Keep pace, end race: hold at 21 give or take the lead, and race once the end is near."""

    name = "pace"

    def choose(self, rules: Any, observation: PigState, seat: int, rng: random.Random) -> Any:
        state = observation
        banked, at_stake = state.scores[seat], state.turn_total
        if not at_stake:
            return Roll()
        if banked + at_stake >= state.target:
            return Hold()
        rival = max(s for i, s in enumerate(state.scores) if i != seat)
        if max(banked, rival) >= RACE * state.target:
            return Roll()
        return Roll() if at_stake < PACE_HOLD + round((rival - banked) / PACE_STEP) else Hold()


PACE_HOLD = 21
PACE_STEP = 8
RACE = 0.71
"""Keep pace and end race's numbers: hold at 21, a point per 8 behind, race at 71% of the target."""

LEVEL_AGENTS = {level: (lambda level, deterministic=False: PaceAgent()) for level in ("medium", "hard")}
"""Medium (mixing in Sue's instinct, `game/ai/levels.py`) and hard play keep pace, end race."""

HOOKS = AiHooks(easy=EasyAgent, level_agents=LEVEL_AGENTS)
"""What the levels take from this module (`game.ai.hooks`)."""
