"""A hint for a person who is stuck: what the hard AI would do in their seat, and why in words.

`think(game_id, rules, observation, seat, rng)` runs the hard AI on what the seat may see (the
same observation an AI in that chair would get: a hint never looks at hidden cards) and reads
its search: how often the searched games were won after each move. The reason compares the
move it chose with the runner-up ("hard wins 61% of its searched games after this, 48% after
Roll 3 dice"). A game whose hard AI is not a search, or a decision with one move, gets the move
with a plainer reason.
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Callable

from game.ai.levels import make_agent
from game.i18n import _, format_number

MIN_VISITS = 8
"""A move searched fewer times than this says little: it is left out of the comparison."""


@dataclass(frozen=True)
class Hint:
    seat: int
    action: Any
    share: float | None
    """How often the hard AI's searched games were won after the move (None: no search)."""
    runner_up: Any = None
    runner_up_share: float | None = None

    def reason(self, label: Callable[[Any], str]) -> str:
        """The hint in words, with each move named by `label` (the table's button words)."""
        if self.share is None:
            # Translators: a hint; {move} is a move as its button says it
            return _("Suggested: {move}.").format(move=label(self.action))
        share = _("{number}%").format(number=format_number(self.share * 100))
        if self.runner_up is not None and self.runner_up_share is not None:
            # Translators: a hint; {move} and {other} are moves, {share} and {other_share} percentages ("62%")
            return _("Suggested: {move}. The hard AI wins {share} of its searched games after it, {other_share} "
                     "after {other}.").format(move=label(self.action), share=share, other=label(self.runner_up),
                                              other_share=_("{number}%").format(
                                                  number=format_number(self.runner_up_share * 100)))
        return _("Suggested: {move}. The hard AI wins {share} of its searched games after it.").format(
            move=label(self.action), share=share)


def think(game_id: str, rules: Any, observation: Any, seat: int, rng: random.Random) -> Hint:
    agent = make_agent(game_id, "hard")
    action = agent.choose(rules, observation, seat, rng)
    stats = root_stats(agent)
    if not stats or action not in stats:
        return Hint(seat, action, None)
    others = sorted(((share, visits, a) for a, (visits, share) in stats.items()
                     if a != action and visits >= MIN_VISITS), key=lambda t: (-t[1], -t[0]))
    runner_up = others[0] if others else None
    return Hint(seat, action, stats[action][1], runner_up[2] if runner_up else None,
                runner_up[0] if runner_up else None)


def root_stats(agent: Any) -> dict[Any, tuple[int, float]]:
    """Move -> (times searched, share of those games won) from the agent's last search; empty
    for an agent that does not search or made no search (one legal move)."""
    root = getattr(agent, "_root", None)
    if root is None or not getattr(agent, "last_iterations", 0):
        return {}
    return {a: (n.visits, n.reward / n.visits) for a, n in root.children.items() if n.visits}
