"""Which games exist, by id. Each game package `game.rules.<id>` exports `RULES`.

Imported lazily so the menu can start without loading every engine.
"""
from __future__ import annotations

import importlib
from typing import Any

GAME_IDS = ("desperados", "zorro", "roulette", "durango", "most_wanted")


def get_rules(game_id: str) -> Any:
    if game_id not in GAME_IDS and game_id != "pig":
        raise KeyError(f"unknown game {game_id!r}")
    return importlib.import_module(f"game.rules.{game_id}").RULES


def has_rules(game_id: str) -> bool:
    """The game's rules package exists and exports RULES (whether a table exists is the UI's
    question: `game.catalog.is_playable`)."""
    try:
        get_rules(game_id)
    except (ImportError, AttributeError):
        return False
    return True
