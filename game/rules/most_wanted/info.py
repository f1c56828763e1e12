"""The game as the menu and the new-table screen know it: name, seat range and options. A module
of its own so that it loads without the engine (the menu shows every game's seat range at once)."""
from __future__ import annotations

from game.i18n import N_
from game.rules.common.contract import GameInfo

INFO = GameInfo(
    "most_wanted", N_("Most Wanted"), 2, 8,
    options={"church_card": ("church", "saloon"),
             "labor_card": ("honest_labor", "dishonest_labor"),
             "duel_card": ("duel", "shootout")})
