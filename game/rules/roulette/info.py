"""The game as the menu and the new-table screen know it: name, seat range and options. A module
of its own so that it loads without the engine (the menu shows every game's seat range at once)."""
from __future__ import annotations

from game.i18n import N_
from game.rules.common.contract import GameInfo
from game.rules.roulette.content import MAX_SEATS, MIN_SEATS

INFO = GameInfo("roulette", N_("Bulletbucks"), MIN_SEATS, MAX_SEATS)
