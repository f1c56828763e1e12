"""Per-game UI metadata as static data, so the menu draws without importing any engine.

    GAMES: tuple[GameMeta, ...]   in menu order
    get(game_id) -> GameMeta      KeyError for an unknown id
    GameMeta fields: id, name, short (tile title), min_players, max_players, pitch (one line),
        tagline (flavour), accent (main colour), accent2 (second colour), felt (table cloth tint),
        players_text ("2-4 players").

The rules packages' own `RULES.info` is authoritative for the seat range; a test checks the
two agree for every playable game.
"""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class GameMeta:
    id: str
    name: str
    short: str
    min_players: int
    max_players: int
    pitch: str
    tagline: str
    accent: tuple[int, int, int]
    accent2: tuple[int, int, int]
    felt: tuple[int, int, int]

    @property
    def players_text(self) -> str:
        return f"{self.min_players}\u2013{self.max_players} players"


GAMES: tuple[GameMeta, ...] = (
    GameMeta("desperados", "Desperados of Dice Town", "Desperados", 2, 4,
             "Roll the gang dice, spring your outlaws from jail and rob the town blind.",
             "Dice, push-your-luck and dirty tricks",
             (198, 146, 62), (92, 96, 102), (58, 84, 58)),
    GameMeta("zorro", "The Zorro Dice Game", "Zorro", 2, 6,
             "Roll the Zorro dice for daring feats, call a friend to help, and face the Villain.",
             "Dice, swashbuckling and set collection",
             (178, 30, 42), (24, 20, 22), (70, 24, 30)),
    GameMeta("roulette", "Bulletbucks", "Bulletbucks", 3, 6,
             "Bid in secret for the pot, then spin the cylinder. Greed is deadly.",
             "Secret bids and a six-shooter",
             (84, 152, 96), (96, 104, 112), (34, 70, 52)),
    GameMeta("durango", "Durango", "Durango", 2, 5,
             "Draft hired hands, pay in coal and silver, and drive the finest herd west.",
             "Card drafting on the cattle trail",
             (206, 170, 112), (150, 156, 164), (74, 70, 48)),
    GameMeta("most_wanted", "Most Wanted", "Most Wanted", 2, 8,
             "Play poker hands to rob the stage, bluff your rivals and top the wanted list.",
             "Poker hands, bluffs and bounties",
             (164, 116, 66), (92, 58, 32), (76, 50, 34)),
)

_BY_ID = {g.id: g for g in GAMES}
GAME_IDS = tuple(g.id for g in GAMES)


def get(game_id: str) -> GameMeta:
    return _BY_ID[game_id]


def is_playable(game_id: str) -> bool:
    """A game can be played once both its rules and its table scene exist. Looked up without
    importing either, so the menu stays quick to open."""
    import importlib.util
    try:
        return (importlib.util.find_spec(f"game.rules.{game_id}") is not None
                and importlib.util.find_spec(f"scenes.table_{game_id}") is not None)
    except (ImportError, ValueError):
        return False
