"""Every game the app knows, one entry each: its rules, controller, table, AI, layout and look, and
what the menu shows of it. Nothing finds a game by building module names from its id.

    GAMES                 the five on the menu, in menu order
    GAME_IDS              their ids
    PIG                   the worked example of the rules contract (not on the menu)
    get(game_id) -> Game  KeyError for an unknown id (Pig included)

A `Game` names its parts as import paths and loads each only when asked (`rules()`,
`controller_class()`, `table_class()`, `ai_module()`, `ai_hooks()`), so the menu draws without any engine. Its
name, seat range and options come from the rules' own light `info` module (`info`), never
written twice.
"""
from __future__ import annotations

import importlib
from dataclasses import dataclass
from functools import cached_property
from typing import Any

from game.i18n import N_, _

Colour = tuple[int, int, int]


def _load(path: str) -> Any:
    """"package.module:Name" -> that object; "package.module" -> the module."""
    module, _colon, name = path.partition(":")
    loaded = importlib.import_module(module)
    return getattr(loaded, name) if name else loaded


@dataclass(frozen=True)
class Game:
    id: str
    info_module: str
    """The rules' light module holding `INFO` (name, seat range, options)."""
    rules_path: str
    controller_path: str
    table_path: str | None
    ai_path: str | None
    layout: str | None
    """The table's Tiled map, in assets/layouts/."""
    look_path: str | None
    """Its pieces, card faces, menu tile and rules picture (`game/ui/looks/`)."""
    short_id: str
    """The name on the menu tile ("Desperados"), a message id: ``short`` is it in the current
    language, as are ``name``, ``pitch`` and ``tagline`` (read them when drawing, never keep them)."""
    pitch_id: str
    tagline_id: str
    accent: Colour
    accent2: Colour
    felt: Colour
    """The cloth of its table (and the rules page behind it)."""
    band: Colour | None = None
    """The title band of its menu tile and of New table, where its accent is not it (Zorro's
    band is black, its crimson being the moon on the tile): see `band_colour`."""
    chosen: Colour | None = None
    """Its button on New table while chosen, where its accent lightened is not it."""

    # -- the rules' own facts ------------------------------------------------------------------
    @cached_property
    def info(self) -> Any:
        return _load(self.info_module).INFO

    @property
    def name(self) -> str:
        return _(self.info.name)

    @property
    def short(self) -> str:
        return _(self.short_id)

    @property
    def pitch(self) -> str:
        return _(self.pitch_id)

    @property
    def tagline(self) -> str:
        return _(self.tagline_id)

    @property
    def min_players(self) -> int:
        return self.info.min_seats

    @property
    def max_players(self) -> int:
        return self.info.max_seats

    @property
    def players_text(self) -> str:
        return _("{low}\u2013{high} players").format(low=self.min_players, high=self.max_players)

    @property
    def band_colour(self) -> Colour:
        return self.band or self.accent

    # -- its parts, loaded when asked ------------------------------------------------------------
    def rules(self) -> Any:
        return _load(self.rules_path)

    def controller_class(self) -> type:
        return _load(self.controller_path)

    def table_class(self) -> type:
        if self.table_path is None:
            raise LookupError(f"{self.id} has no table")
        return _load(self.table_path)

    def ai_module(self) -> Any:
        return _load(self.ai_path) if self.ai_path else None

    def ai_hooks(self) -> Any:
        """What its AI module declares for the levels (its `HOOKS`, a `game.ai.hooks.AiHooks`), or
        the defaults for a game without an AI module of its own."""
        if not self.ai_path:
            from game.ai.hooks import NO_HOOKS
            return NO_HOOKS
        return _load(self.ai_path + ":HOOKS")

    def look(self) -> Any:
        return _load(self.look_path) if self.look_path else None


GAMES: tuple[Game, ...] = (
    Game("desperados", "game.rules.desperados.info", "game.rules.desperados.engine:RULES",
         "game.controllers.desperados:Controller", "scenes.table_desperados:TableScene", "game.ai.desperados",
         "desperados.tmx", "game.ui.looks.desperados", N_("Desperados"),
         N_("Roll the gang dice, spring your outlaws from jail and rob the town blind."),
         N_("Dice, push-your-luck and dirty tricks"),
         (198, 146, 62), (92, 96, 102), (70, 84, 60)),
    Game("zorro", "game.rules.zorro.info", "game.rules.zorro.engine:RULES",
         "game.controllers.zorro:Controller", "scenes.table_zorro:TableScene", "game.ai.zorro",
         "zorro.tmx", "game.ui.looks.zorro", N_("Zorro"),
         N_("Roll the Zorro dice for daring feats, call a friend to help, and face the Villain."),
         N_("Dice, swashbuckling and set collection"),
         (178, 30, 42), (24, 20, 22), (118, 72, 44), band=(30, 24, 28), chosen=(196, 70, 78)),
    Game("roulette", "game.rules.roulette.info", "game.rules.roulette.engine:RULES",
         "game.controllers.roulette:Controller", "scenes.table_roulette:TableScene", "game.ai.roulette",
         "roulette.tmx", "game.ui.looks.roulette", N_("Bulletbucks"),
         N_("Bid in secret for the pot, then spin the cylinder. Greed is deadly."),
         N_("Secret bids and a six-shooter"),
         (84, 152, 96), (96, 104, 112), (44, 70, 58)),
    Game("durango", "game.rules.durango.info", "game.rules.durango.engine:RULES",
         "game.controllers.durango:Controller", "scenes.table_durango:TableScene", "game.ai.durango",
         "durango.tmx", "game.ui.looks.durango", N_("Durango"),
         N_("Draft hired hands, pay in coal and silver, and drive the finest herd west."),
         N_("Card drafting on the cattle trail"),
         (206, 170, 112), (150, 156, 164), (92, 78, 52)),
    Game("most_wanted", "game.rules.most_wanted.info", "game.rules.most_wanted.engine:RULES",
         "game.controllers.most_wanted:Controller", "scenes.table_most_wanted:TableScene", "game.ai.most_wanted",
         "most_wanted.tmx", "game.ui.looks.most_wanted", N_("Most Wanted"),
         N_("Play poker hands to rob the stage, bluff your rivals and top the wanted list."),
         N_("Poker hands, bluffs and bounties"),
         (164, 116, 66), (92, 58, 32), (74, 56, 40)),
)

PIG = Game("pig", "game.rules.pig.info", "game.rules.pig.engine:RULES", "game.controllers.pig:Controller",
           "scenes.table_pig:TableScene", "game.ai.pig", "pig.tmx", "game.ui.looks.pig", N_("Pig"),
           N_("Push your luck with one die."), N_("The worked example"),
           (214, 140, 150), (92, 96, 102), (34, 92, 62))

GAME_IDS = tuple(g.id for g in GAMES)
_BY_ID = {g.id: g for g in (*GAMES, PIG)}
KNOWN_IDS = tuple(_BY_ID)
"""Every game this version plays: the menu's and the worked example (a save may be of any;
a shared record only of a game on the menu)."""


def get(game_id: str) -> Game:
    return _BY_ID[game_id]
