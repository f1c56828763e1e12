"""What an AI player is: something that picks one legal action from what its seat can see.

Agents never receive the true state: the controller passes `rules.observe(state, seat)`.
Agents are called off the UI thread, so they must not touch pygame.
"""
from __future__ import annotations

import random
from typing import Any, Callable, Protocol, Sequence

from game.rules.common.contract import IllegalAction

RolloutPolicy = Callable[[Any, Any, int, list, random.Random], Any]
"""`policy(rules, state, seat, legal_actions, rng) -> action`: a fast playout move for search.

A policy that makes its own legal move without looking at the list may say so in its game's
hooks (`AiHooks.rollout_needs_legal = False`); the search then passes an empty list instead of
building it every step (`rules.apply` still refuses an illegal move)."""


class Agent(Protocol):
    name: str

    def choose(self, rules: Any, observation: Any, seat: int, rng: random.Random) -> Any:
        """One of `rules.legal_actions(observation, seat)`."""


class RandomAgent:
    """Uniformly random legal moves: the baseline every other level must beat."""

    name = "random"

    def choose(self, rules: Any, observation: Any, seat: int, rng: random.Random) -> Any:
        return rng.choice(rules.legal_actions(observation, seat))


def random_rollout(rules: Any, state: Any, seat: int, legal: list, rng: random.Random) -> Any:
    return rng.choice(legal)


def sample_chance(rules: Any, state: Any, rng: random.Random) -> Any:
    """One chance outcome for a playout: the game's own fast sampler when it has one (same
    probabilities as `chance_outcomes`), else `sample_outcome` over the list."""
    fast = getattr(rules, "sample_chance", None)
    if fast is not None:
        return fast(state, rng)
    return sample_outcome(rules.chance_outcomes(state), rng)


def sample_outcome(outcomes: Sequence[tuple[Any, float]], rng: random.Random) -> Any:
    """Pick one chance outcome by its probability. The one place chance is sampled: the
    controller, the simulator and the search all call this with their own seeded RNG."""
    x = rng.random()
    for outcome, p in outcomes:
        x -= p
        if x < 0:
            return outcome
    return outcomes[-1][0]


def wins_at_once(rules: Any, observation: Any, seat: int, legal: list) -> list:
    """The moves of `legal` that end the game right away with `seat` its only winner, tried on one
    guess at what the seat cannot see. Only for games whose win rests on what everyone sees
    (Desperados: the jail and the money; Durango: the herds), where one guess decides it. A search
    does not prefer a quick win to a slow one, so a game's `root_candidates` offers only these
    when there are any: hard took a path that a rival's card could still stop."""
    guess = rules.determinize(observation, seat, random.Random(0))
    winning = []
    for move in legal:
        after = rules.clone(guess)
        try:
            rules.apply(after, seat, move)
        except IllegalAction:  # a move the guess cannot play wins nothing
            continue
        if rules.is_over(after) and rules.winners(after) == [seat]:
            winning.append(move)
    return winning
