"""What a game's AI module offers the levels (`game.ai.levels.make_agent`), declared in one place.

Each game's AI module ends with ``HOOKS = AiHooks(easy=EasyAgent, rollout_policy=..., ...)``;
the game's registry entry (`game.games.Game.ai_hooks`) hands it to the levels, which read its
fields and nothing else of the module. A field a game leaves out has its default here, the one
place the defaults live, as boardgame.io's `ProcessGameConfig` fills every optional hook of a game
before anything runs: so no level asks a module "have you got a rollout policy?" (a misspelt
name then meant a silently weaker AI), and a reader sees all a game can tune on one page.

A dataclass of hooks rather than a base class: the hooks are plain functions and numbers that
the rules-level tests call by themselves (`rollout_policy(rules, state, seat, legal, rng)`), and
an AI module stays a module of functions, with this one declaration at its end.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Mapping

Policy = Callable[..., Any]
"""(rules, state, seat, legal, rng) -> action, for a playout."""
Evaluation = Callable[..., list]
"""(rules, state) -> a value in [0, 1] per seat, for a playout cut short."""
Candidates = Callable[..., list]
"""(rules, observation, seat, legal) -> the few moves worth searching at the root."""
Determinize = Callable[..., Any]
"""(rules, observation, seat, rng) -> a full state the seat cannot tell from the true one."""


@dataclass(frozen=True)
class AiHooks:
    easy: Callable[[], Any] | None = None
    """The easy player (its class): rule-based, readable. None: easy plays as medium."""
    medium_thinks: float = 0.5
    """The share of its decisions medium thinks out like hard (`levels.MediumAgent`); on the
    others it goes with the easy player's instinct."""
    level_settings: Mapping[str, Mapping[str, Any]] = field(default_factory=dict)
    """Per level ("medium", "hard"): ISMCTSAgent keyword arguments over `levels.DEFAULTS`."""
    level_agents: Mapping[str, Callable[..., Any]] = field(default_factory=dict)
    """Per level: a factory `make(level, deterministic=...)` for a game whose search is better
    done another way than ISMCTS (Zorro: every die is a chance node)."""
    rollout_policy: Policy | None = None
    """How a playout moves; None: at random."""
    rollout_needs_legal: bool = True
    """False when `rollout_policy` picks its move without the legal list (the search then
    passes an empty one instead of building it at every step of every playout)."""
    evaluate: Evaluation | None = None
    """What a playout cut short at its depth is worth to each seat; None: the ranks by score."""
    root_candidates: Candidates | None = None
    """The moves worth searching at the root; None: every legal move."""
    determinize: Determinize | None = None
    """A full state from an observation; None: the rules' own `determinize`."""

    def search_settings(self) -> dict[str, Any]:
        """The search hooks as ISMCTSAgent keyword arguments (a level's settings may override)."""
        return {"rollout_policy": self.rollout_policy, "rollout_needs_legal": self.rollout_needs_legal,
                "evaluate": self.evaluate, "root_candidates": self.root_candidates,
                "determinize": self.determinize}


NO_HOOKS = AiHooks()
"""A game with no AI module of its own (Pig): every level searches with the defaults."""
