"""Who sits at the table: seat configurations and their text form (`human,ai:hard,ai:easy`)."""
from __future__ import annotations

from dataclasses import dataclass

from game.names import clean_name

AI_LEVELS = ("easy", "medium", "hard", "random")
REACTION_ASKS = ("always", "holding", "never")
"""When a person at a shared screen is handed it for a reaction window (a Sheriff's Whistle, a
Durango interrupt) that concerns them: before every such window, only when they hold a card
(hand sizes are public, so skipping an empty hand tells nobody anything), or never (they let
every window pass, card or no card, without a curtain)."""
DEFAULT_REACTION_ASK = "holding"
DEFAULT_NAMES = ("Ana", "Bill", "Calamity", "Doc", "Etta", "Frank", "Gus", "Hattie")


@dataclass(frozen=True)
class SeatConfig:
    name: str
    kind: str = "human"
    """"human" or "ai"."""
    level: str = "medium"
    """For AI seats: easy, medium, hard or random."""
    player: str = ""
    """The remembered person in a human seat (`game.players.Player.id`), "" for a guest; records
    count a person's tables by it, so a renamed person keeps their history."""

    def __post_init__(self) -> None:
        object.__setattr__(self, "name", clean_name(self.name, "?"))  # whoever typed or sent it
        if self.kind not in ("human", "ai"):
            raise ValueError(f"a seat is human or ai, not {self.kind!r}")
        if self.kind == "ai" and self.level not in AI_LEVELS:
            raise ValueError(f"unknown AI level {self.level!r} (choose from {', '.join(AI_LEVELS)})")

    @property
    def is_human(self) -> bool:
        return self.kind == "human"

    @property
    def label(self) -> str:
        """`human` or `ai:<level>`, as on the command line."""
        return "human" if self.is_human else f"ai:{self.level}"

    def to_json(self) -> dict:
        data = {"name": self.name, "kind": self.kind, "level": self.level}
        if self.player:
            data["player"] = self.player
        return data

    @classmethod
    def from_json(cls, data: dict) -> "SeatConfig":
        player = data.get("player", "")
        player = player if isinstance(player, str) and player.isalnum() and len(player) <= 16 else ""
        return cls(str(data["name"]), str(data.get("kind", "human")), str(data.get("level", "medium")), player)


def parse_seats(text: str, names: tuple[str, ...] = DEFAULT_NAMES) -> list[SeatConfig]:
    """`human,ai:hard,ai:easy` -> seat configs with default names. ValueError with the reason."""
    seats = []
    for i, token in enumerate(t.strip() for t in text.split(",")):
        if not token:
            raise ValueError("empty seat in the seat list")
        kind, _, level = token.partition(":")
        if kind == "human" and not level:
            seats.append(SeatConfig(names[i % len(names)], "human"))
        elif kind == "ai":
            level = level or "medium"
            default = names[i % len(names)]
            seats.append(SeatConfig(default, "ai", level))
        else:
            raise ValueError(f"a seat is 'human' or 'ai:<level>', not {token!r}")
    return seats
