"""The game as the menu and the new-table screen know it: name, seat range and options. A module
of its own so that it loads without the engine (the menu shows every game's seat range at once)."""
from __future__ import annotations

from game.i18n import N_
from game.rules.common.contract import GameInfo

INFO = GameInfo(
    "desperados", N_("Desperados of Dice Town"), 2, 4, {})
