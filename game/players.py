"""The people who play at this computer: a name, a colour and a picture, chosen once.

    roster, notice = load()      # never raises; notice is None or one line for the screen
    save(roster)                 # atomic (fileio), in the user data folder: players.json
    roster.add("Ana") -> Player  roster.by_id(pid)   roster.remove(pid)

A player's `colour` is an index into the seat palette (so the colour-blind palette swaps it like
every seat colour) and `picture` is the id of an entry in `PICTURES`. Pictures are data: an id,
the words said for it, and which drawing shows it (`kind` "piece": drawn in code by
`game.ui.portraits`; an icon set adds entries of its own kind without changing a stored player).
A stored picture id the app no longer knows falls back to the first picture, never an error.

Records name a seat's player by `Player.id` (a few random letters that never change), so a
person who renames themselves keeps their history. AIs are not players: their seats keep the
AI's name and level (`game.controllers.seats`).
"""
from __future__ import annotations

import json
import os
import secrets
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from game import paths
from game.controllers.seats import DEFAULT_REACTION_ASK, REACTION_ASKS
from game.fileio import TooLarge, atomic_write_text, hold_lock, parse_json, read_regular, set_aside
from game.i18n import N_, _, format_number, ngettext
from game.names import clean_name
from game.schema import Anything, Fields, Invalid, ListOf, OneOf, validate

PLAYERS_FORMAT = "frontier-tabletop-players"
PLAYERS_VERSION = 1
MAX_PLAYERS = 24
MAX_NAME = 14
MAX_PLAYERS_BYTES = 200_000
PLAYERS_SCHEMA = Fields({"format": OneOf((PLAYERS_FORMAT,)), "players": ListOf(Anything(), 10_000)})
"""The file as a whole; each entry is then read on its own (`Player.from_json`), so one damaged
person is left out and the others kept."""
PALETTE_SIZE = 8
"""Seat palette entries a player may take as their colour (`theme.SEAT_COLOURS`)."""


@dataclass(frozen=True)
class Picture:
    id: str
    label: str
    """Its name, a message id: shown as ``_(label)``."""
    kind: str = "piece"
    """"piece": drawn in code (`game.ui.portraits`); other kinds are an icon set's."""


PICTURES: tuple[Picture, ...] = (
    Picture("star", N_("Sheriff's star")),
    Picture("hat", N_("Stetson")),
    Picture("horseshoe", N_("Horseshoe")),
    Picture("die", N_("Lucky die")),
    Picture("cactus", N_("Cactus")),
    Picture("moneybag", N_("Money bag")),
    Picture("spade", N_("Ace of spades")),
    Picture("revolver", N_("Six-shooter")),
)
PICTURE_IDS = tuple(p.id for p in PICTURES)

REACTION_CHOICES: dict[str, str] = {
    "always": N_("Ask me every time"),
    "holding": N_("Only when I hold a card"),
    "never": N_("Never (I pass)"),
}
"""Each person's answer to "when do I take the screen for a reaction window?" (message ids, in
`seats.REACTION_ASKS` order): see `TableController.ask_reactions`."""
REACTION_TIP = N_("Every time: even with no card in hand. Only when I hold a card: with an empty hand the moment "
                  "passes you by. Never: every such moment passes, and you keep your cards.")
"""What each choice does, on the Players screen's tooltip."""
REACTION_EXPLAINED = N_("Reaction windows: when the screen comes to you to answer another player's move with a card "
                        "(Desperados, Durango).")


def picture(picture_id: str) -> Picture:
    """The picture of that id, or the first one for an id this version does not know."""
    return next((p for p in PICTURES if p.id == picture_id), PICTURES[0])


@dataclass(frozen=True)
class Player:
    id: str
    name: str
    colour: int = 0
    picture: str = PICTURE_IDS[0]
    reactions: str = DEFAULT_REACTION_ASK
    """When this person takes the screen for a reaction window (`REACTION_CHOICES`)."""

    def to_json(self) -> dict:
        return {"id": self.id, "name": self.name, "colour": self.colour, "picture": self.picture,
                "reactions": self.reactions}

    @classmethod
    def from_json(cls, data: Any) -> "Player":
        """ValueError when `data` is not a player."""
        if not isinstance(data, dict):
            raise ValueError("not a player")
        pid, name = data.get("id"), data.get("name")
        if not isinstance(pid, str) or not pid.isalnum() or len(pid) > 16:
            raise ValueError("a player without a proper id")
        name = clean_name(name, most=MAX_NAME)
        if not name:
            raise ValueError("a player without a name")
        colour = data.get("colour", 0)
        colour = colour % PALETTE_SIZE if isinstance(colour, int) and not isinstance(colour, bool) else 0
        pic = data.get("picture")
        pic = pic if isinstance(pic, str) and len(pic) <= 40 else PICTURE_IDS[0]
        reactions = data.get("reactions")
        reactions = reactions if reactions in REACTION_ASKS else DEFAULT_REACTION_ASK
        return cls(pid, name, colour, pic, reactions)


@dataclass
class Roster:
    players: list[Player] = field(default_factory=list)
    read: dict[str, Player] = field(default_factory=dict, repr=False, compare=False)
    """The players as this copy of the app last read or wrote them, by id: what it changed since
    is what `save` merges into the file (another copy may have written it in between)."""

    def by_id(self, pid: str | None) -> Player | None:
        return next((p for p in self.players if p.id == pid), None)

    def by_name(self, name: str) -> Player | None:
        folded = name.strip().casefold()
        return next((p for p in self.players if p.name.casefold() == folded), None)

    def add(self, name: str, colour: int | None = None, picture_id: str | None = None) -> Player:
        """A new player with a colour and picture nobody else has yet, where one is free."""
        if len(self.players) >= MAX_PLAYERS:
            raise ValueError(ngettext("At most {count} player is remembered.", "At most {count} players are remembered.",
                                      MAX_PLAYERS).format(count=format_number(MAX_PLAYERS)))
        taken_colours = {p.colour for p in self.players}
        taken_pictures = {p.picture for p in self.players}
        if colour is None:
            colour = next((c for c in range(PALETTE_SIZE) if c not in taken_colours), len(self.players) % PALETTE_SIZE)
        if picture_id is None:
            picture_id = next((p for p in PICTURE_IDS if p not in taken_pictures),
                              PICTURE_IDS[len(self.players) % len(PICTURE_IDS)])
        player = Player(secrets.token_hex(4), clean_name(name, "Player", MAX_NAME), colour % PALETTE_SIZE,
                        picture_id)
        self.players.append(player)
        return player

    def update(self, pid: str, **changes: Any) -> Player | None:
        for i, p in enumerate(self.players):
            if p.id == pid:
                if "name" in changes:
                    changes["name"] = clean_name(changes["name"], p.name, MAX_NAME)
                if "colour" in changes:
                    changes["colour"] = int(changes["colour"]) % PALETTE_SIZE
                self.players[i] = replace(p, **changes)
                return self.players[i]
        return None

    def remove(self, pid: str) -> None:
        self.players = [p for p in self.players if p.id != pid]

    def to_json(self) -> dict:
        return {"format": PLAYERS_FORMAT, "version": PLAYERS_VERSION, "players": [p.to_json() for p in self.players]}


def seat_colours(seats, roster: Roster) -> list[int]:
    """Each seat's colour at one table, as an index into the seat palette, no two alike.

    A remembered person (a human seat naming them: `SeatConfig.player`) wears their own colour,
    unless a person seated before them already wears it: then the first colour nobody wears.
    Every other seat (an AI, a guest) keeps its seat's colour while nobody wears it, else it takes
    the first free one. A table seats at most as many as the palette has colours."""
    colours: list[int | None] = [None] * len(seats)
    worn: set[int] = set()

    def free(preferred: int) -> int:
        return preferred if preferred not in worn else next(c for c in range(PALETTE_SIZE) if c not in worn)

    for i, seat in enumerate(seats):
        person = roster.by_id(seat.player) if seat.is_human and seat.player else None
        if person is not None:
            colours[i] = free(person.colour)
            worn.add(colours[i])
    for i in range(len(seats)):
        if colours[i] is None:
            colours[i] = free(i % PALETTE_SIZE)
            worn.add(colours[i])
    return colours


def reaction_asks(seats, roster: Roster) -> dict[int, str]:
    """Each remembered person's reaction-window choice at a table, by seat (`ask_reactions`);
    a guest is not named, and gets the default."""
    asks = {}
    for i, seat in enumerate(seats):
        person = roster.by_id(seat.player) if seat.is_human and seat.player else None
        if person is not None:
            asks[i] = person.reactions
    return asks


def players_path() -> Path:
    return paths.data_dir() / "players.json"


def load(path: str | os.PathLike | None = None) -> tuple[Roster, str | None]:
    """The remembered players and at most one line of notice. A damaged file is kept aside as
    players.json.bad and the roster starts empty; a damaged entry is skipped and named."""
    target = Path(path) if path is not None else players_path()
    try:
        entries = _read_entries(target)
    except FileNotFoundError:
        return Roster(), None
    except (OSError, ValueError) as exc:
        reason = _("far too large to be a list of players") if isinstance(exc, TooLarge) else \
            getattr(exc, "strerror", None) or exc
        kept = set_aside(target)
        if kept is None:
            # Translators: {reason} says what was wrong with the file
            return Roster(), _("The list of players was damaged ({reason}); it starts afresh (the old file could "
                               "not be moved aside).").format(reason=reason)
        # Translators: {reason} says what was wrong; {file} is the name the damaged file is kept under
        return Roster(), _("The list of players was damaged ({reason}); it starts afresh (the old file is kept as "
                           "{file}).").format(reason=reason, file=kept)
    roster, skipped = _roster_of(entries)
    notice = ngettext("{count} damaged player entry was left out.", "{count} damaged player entries were left out.",
                      skipped).format(count=format_number(skipped)) if skipped else None
    return roster, notice


def _read_entries(target: Path) -> list:
    """The player entries of a players file; ValueError (or an OSError) when it is not one."""
    data = parse_json(read_regular(target, MAX_PLAYERS_BYTES))
    try:
        return validate(PLAYERS_SCHEMA, data)["players"]
    except Invalid:
        raise ValueError(_("not a list of players")) from None


def _roster_of(entries: list) -> tuple[Roster, int]:
    """The roster of a file's entries and how many were damaged."""
    roster, skipped = Roster(), 0
    for entry in entries[:MAX_PLAYERS]:
        try:
            player = Player.from_json(entry)
        except ValueError:
            skipped += 1
            continue
        if roster.by_id(player.id) is None:
            roster.players.append(player)
    roster.read = {p.id: p for p in roster.players}
    return roster, skipped


def save(roster: Roster, path: str | os.PathLike | None = None) -> Path:
    """Write the roster, merged with what another copy of the app may have written since this one
    read the file: a person added, changed or removed there stays so unless this copy changed that
    same person. Held under the file's lock for the read and the write, so two copies saving at
    once both count. `roster` becomes the merged list."""
    target = Path(path) if path is not None else players_path()
    lock = hold_lock(target)
    try:
        try:
            on_disk = _roster_of(_read_entries(target))[0].players
        except (OSError, ValueError):
            on_disk = []
        merged = _merged(roster, on_disk)
        atomic_write_text(target, json.dumps(Roster(merged).to_json(), indent=1, ensure_ascii=False))
    finally:
        if lock is not None:
            lock.release()
    roster.players = merged
    roster.read = {p.id: p for p in merged}
    return target


def _merged(roster: Roster, on_disk: list[Player]) -> list[Player]:
    """The file's players with this copy's changes since it read them (three-way, by id)."""
    mine = {p.id: p for p in roster.players}
    out = []
    for theirs in on_disk:
        if theirs.id in roster.read and theirs.id not in mine:
            continue  # removed here
        ours = mine.get(theirs.id)
        out.append(ours if ours is not None and ours != roster.read.get(theirs.id) else theirs)
    known = {p.id for p in on_disk} | roster.read.keys()
    out.extend(p for p in roster.players if p.id not in known)  # added here
    return out[:MAX_PLAYERS]
