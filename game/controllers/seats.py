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
SEAT_KINDS = ("human", "ai", "remote")
DEFAULT_NAMES = ("Ana", "Bill", "Calamity", "Doc", "Etta", "Frank", "Gus", "Hattie")


@dataclass(frozen=True)
class SeatConfig:
    name: str
    kind: str = "human"
    """"human" (a person at this screen), "ai", or "remote" (a person at another computer, who
    sits at this table over the network: `game.online`)."""
    level: str = "medium"
    """For AI seats: easy, medium, hard or random."""
    player: str = ""
    """The remembered person in a human seat (`game.players.Player.id`), "" for a guest; records
    count a person's tables by it, so a renamed person keeps their history."""

    def __post_init__(self) -> None:
        object.__setattr__(self, "name", clean_name(self.name, "?"))  # whoever typed or sent it
        if self.kind not in SEAT_KINDS:
            raise ValueError(f"a seat is human, ai or remote, not {self.kind!r}")
        if self.kind == "ai" and self.level not in AI_LEVELS:
            raise ValueError(f"unknown AI level {self.level!r} (choose from {', '.join(AI_LEVELS)})")

    @property
    def is_human(self) -> bool:
        """A person at this screen: the table offers them their decisions as clicks, hands them
        the screen behind a curtain, and may show their private things."""
        return self.kind == "human"

    @property
    def is_remote(self) -> bool:
        """A person at another computer: the table waits for them as for a person, but this
        screen treats their seat as it treats an AI's (no curtain, nothing of theirs shown,
        nothing of theirs clickable here); their decisions come over the network."""
        return self.kind == "remote"

    @property
    def is_person(self) -> bool:
        """A person decides for this seat, here or at another computer (not an AI)."""
        return self.kind != "ai"

    @property
    def label(self) -> str:
        """`human`, `remote` or `ai:<level>`, as on the command line."""
        return f"ai:{self.level}" if self.kind == "ai" else self.kind

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
    """`human,remote,ai:hard` -> seat configs with default names. ValueError with the reason."""
    seats = []
    for i, token in enumerate(t.strip() for t in text.split(",")):
        if not token:
            raise ValueError("empty seat in the seat list")
        kind, _, level = token.partition(":")
        if kind in ("human", "remote") and not level:
            seats.append(SeatConfig(names[i % len(names)], kind))
        elif kind == "ai":
            level = level or "medium"
            default = names[i % len(names)]
            seats.append(SeatConfig(default, "ai", level))
        else:
            raise ValueError(f"a seat is 'human', 'remote' or 'ai:<level>', not {token!r}")
    return seats
