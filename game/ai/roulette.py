"""Bulletbucks AI: "Lucky Lou" (easy), the playout policy and evaluation for ISMCTS (medium/hard).

The bidding is a game of reading the table: a bid buys the right to decide who risks the
revolver for the whole pot. Lou bids more when the pot is likely to be big (many players still
bidding), keeps a reserve of bills for later rounds, takes the revolver himself when the reward
is worth the 1-in-6 risk, and otherwise hands it to the leader, hoping for the bang.
"""
from __future__ import annotations

import random
from typing import Any

from game.rules.roulette.content import count, value
from game.rules.roulette.engine import (BID, CHOOSE, CONVERT, Bid, Choose, Convert, RouletteState, score)


def _cheapest(legal: list) -> Any:
    return min(legal, key=lambda a: (value((a.thousands, a.two_thousands)), a.two_thousands))


def _leader(state: RouletteState, seat: int) -> int | None:
    rivals = [s for s in state.living() if s != seat]
    return max(rivals, key=lambda s: score(state, s)) if rivals else None


def choose_roller(state: RouletteState, seat: int) -> int:
    """Take the revolver when the pot is worth it; otherwise send the leader."""
    pot = sum(value(b) for b in state.bids)
    mine = score(state, seat)
    markers = len(state.stacks[seat])
    gain = (sum(value(s) for s in state.stacks[seat]) + pot) * (markers + 1) - mine
    leader = _leader(state, seat)
    if leader is None or gain >= 0.5 * max(mine, 6000) or score(state, leader) <= mine:
        return seat
    return leader


class EasyAgent:
    name = "easy"

    def choose(self, rules: Any, observation: RouletteState, seat: int, rng: random.Random) -> Any:
        legal = rules.legal_actions(observation, seat)
        state = observation
        if state.phase == CONVERT:
            return min(legal, key=lambda a: value(state.stacks[seat][a.stack]))
        if state.phase == CHOOSE:
            return Choose(choose_roller(state, seat))
        bills = state.bills[seat]
        keen = len(state.living()) >= 4 or state.centre <= 2
        if count(bills) <= 3 or not keen and rng.random() < 0.6:
            return _cheapest(legal)
        target = rng.choice((2000, 3000, 4000)) if keen else 2000
        return min(legal, key=lambda a: (abs(value((a.thousands, a.two_thousands)) - target), a.two_thousands))


def rollout_policy(rules: Any, state: RouletteState, seat: int, legal: list, rng: random.Random) -> Any:
    if state.phase == CHOOSE:
        return Choose(choose_roller(state, seat))
    if state.phase == CONVERT:
        return legal[0]
    if rng.random() < 0.7:
        return _cheapest(legal)
    return rng.choice(legal)


def evaluate(rules: Any, state: RouletteState) -> list[float]:
    scores = [score(state, s) + 0.3 * value(state.bills[s]) for s in range(state.seats)]
    top = max(scores) or 1
    return [s / top for s in scores]


LEVEL_SETTINGS = {
    "medium": {"iterations": 200, "seconds": 0.15, "rollout_depth": 40},
    "hard": {"iterations": 700, "seconds": 0.25, "rollout_depth": 60},
}

__all__ = ["EasyAgent", "rollout_policy", "evaluate", "LEVEL_SETTINGS", "Bid", "Convert", "BID"]
