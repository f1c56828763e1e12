"""AI levels per game: `make_agent(game_id, "easy" | "medium" | "hard" | "random")`.

- random: uniform legal moves (the baseline).
- easy:   the game's rule-based `EasyAgent` (game/ai/<id>.py): readable, a bit of personality.
- medium: on a share of its decisions (`AiHooks.medium_thinks`, a half unless the game says) it thinks
          like hard with a smaller budget; on the others it goes with the easy player's instinct.
- hard:   ISMCTS with a larger budget, the game's rollout policy and evaluation.

Why medium mixes: a search's strength levels off after a hundred or so playouts, so a medium
that only searched with a smaller budget measured level with hard (Zorro 173 wins of 300 against
hard's 162, Most Wanted 2.20x against 2.02x, Durango 1.51-1.62x against 1.58-1.64x against two
easy players), and a person choosing between them found no difference. Mixing in the easy
player's moves, which are sensible but never weighed, puts medium between the two.

A game's AI module declares what it offers in one `HOOKS = AiHooks(...)` (`game.ai.hooks`, where
every default lives): its easy player, medium's share of thinking (`medium_thinks`), the budgets
per level (`level_settings`: ISMCTSAgent keyword arguments over DEFAULTS), and the search hooks
(rollout policy, evaluation, root candidates, determinization). Wall-clock budgets keep play
responsive; `deterministic=True` drops them so a seeded simulation replays exactly. A game whose
search is better done another way names its own factory per level, `level_agents={"hard":
make(level, deterministic)}` (Zorro: every die is a chance node, so it looks one move ahead with
exact odds instead of a tree).
"""
from __future__ import annotations

from typing import Any

from game import games
from game.ai.base import RandomAgent
from game.ai.hooks import AiHooks
from game.ai.ismcts import ISMCTSAgent

LEVELS = ("easy", "medium", "hard")
DEFAULTS: dict[str, dict[str, Any]] = {
    "medium": {"iterations": 150, "seconds": 0.15},
    "hard": {"iterations": 600, "seconds": 0.35},
}


def make_agent(game_id: str, level: str, *, deterministic: bool = False) -> Any:
    if level == "random":
        return RandomAgent()
    if level not in LEVELS:
        raise ValueError(f"unknown AI level {level!r} (choose from random, {', '.join(LEVELS)})")
    hooks = games.get(game_id).ai_hooks()
    easy = hooks.easy() if hooks.easy is not None else None
    if level == "easy":
        if easy is not None:
            return easy
        level = "medium"
    elif level == "medium" and easy is not None:
        return MediumAgent(_searching_agent(hooks, "medium", deterministic), easy, hooks.medium_thinks)
    return _searching_agent(hooks, level, deterministic)


def _searching_agent(hooks: AiHooks, level: str, deterministic: bool) -> Any:
    """The game's own factory for `level` (`level_agents`), else ISMCTS with its settings."""
    factory = hooks.level_agents.get(level)
    if factory is not None:
        return factory(level, deterministic=deterministic)
    settings = {**DEFAULTS[level], **hooks.search_settings(), **hooks.level_settings.get(level, {})}
    if deterministic:
        settings["seconds"] = None
    return ISMCTSAgent(name=level, **settings)


class MediumAgent:
    """Medium: thinks a decision out with `search` on a share `thinks` of its decisions (drawn
    from its seeded rng, so a seeded game replays) and goes with the easy player's `instinct` on
    the others. Both are sensible; only the search weighs what a move leads to."""

    name = "medium"

    def __init__(self, search: Any, instinct: Any, thinks: float) -> None:
        self.search = search
        self.instinct = instinct
        self.thinks = thinks
        self.last_iterations = 0

    def choose(self, rules: Any, observation: Any, seat: int, rng: Any) -> Any:
        thinking = rng.random() < self.thinks
        agent = self.search if thinking else self.instinct
        move = agent.choose(rules, observation, seat, rng)
        self.last_iterations = getattr(agent, "last_iterations", 0) if thinking else 0
        return move
