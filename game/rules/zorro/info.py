"""The game as the menu and the new-table screen know it: name, seat range and options. A module
of its own so that it loads without the engine (the menu shows every game's seat range at once)."""
from __future__ import annotations

from game.i18n import N_
from game.rules.common.contract import GameInfo

FIRST_RANDOM, FIRST_SEAT = "random", "first seat"
"""Who begins (the rule book's "most recent heroic deed" is a table joke): drawn, or the first seat."""

INFO = GameInfo(
    "zorro", N_("The Zorro Dice Game"), 2, 6,
    {"first_player": (FIRST_RANDOM, FIRST_SEAT)})
