"""AI levels per game: `make_agent(game_id, "easy" | "medium" | "hard" | "random")`.

- random: uniform legal moves (the baseline).
- easy:   the game's rule-based `EasyAgent` (game/ai/<id>.py): readable, a bit of personality.
- medium: ISMCTS with a small budget and the game's rollout policy.
- hard:   ISMCTS with a larger budget, the game's rollout policy and evaluation.

A game module tunes the budgets with `LEVEL_SETTINGS = {"medium": {...}, "hard": {...}}`
(ISMCTSAgent keyword arguments). Wall-clock budgets keep play responsive; `deterministic=True`
drops them so a seeded simulation replays exactly. A game whose search is better done another
way names its own factory per level, `LEVEL_AGENTS = {"hard": make(level, deterministic)}` (Zorro:
every die is a chance node, so it looks one move ahead with exact odds instead of a tree).
"""
from __future__ import annotations

from typing import Any

from game import games
from game.ai.base import RandomAgent
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
    module = games.get(game_id).ai_module()
    if level == "easy":
        if module is not None and hasattr(module, "EasyAgent"):
            return module.EasyAgent()
        level = "medium"
    factory = getattr(module, "LEVEL_AGENTS", {}).get(level) if module is not None else None
    if factory is not None:
        return factory(level, deterministic=deterministic)
    settings = dict(DEFAULTS[level])
    if module is not None:
        settings.update(getattr(module, "LEVEL_SETTINGS", {}).get(level, {}))
        settings.setdefault("rollout_policy", getattr(module, "rollout_policy", None))
        settings.setdefault("evaluate", getattr(module, "evaluate", None))
        settings.setdefault("root_candidates", getattr(module, "root_candidates", None))
        settings.setdefault("determinize", getattr(module, "determinize", None))
    if deterministic:
        settings["seconds"] = None
    return ISMCTSAgent(name=level, **settings)
