"""Events: what happened, in order, for the table to animate and the log to tell.

Every event is a frozen dataclass. `describe(names)` is the log line with seat names (never "You":
several humans may share the screen). An event that shows hidden information sets `private_to`
to the seats allowed to see it and gives `redacted()` — the version everyone else gets (or None
when others learn nothing at all). The controller decides who sees which; the rules only label.
"""
from __future__ import annotations

import dataclasses
from typing import Sequence, TypeVar

from game.i18n import N_, _, ngettext

T = TypeVar("T")

Place = int | str
"""Where money or cards are: a seat number, or a named place ("bank", "deck", "discard", ...)."""


PLACES = {"bank": N_("the bank"), "centre": N_("the table centre"), "deck": N_("the deck"),
          "discard": N_("the discard pile"), "out": N_("out of the game")}


def place_name(place: Place, names: Sequence[str]) -> str:
    if isinstance(place, int):
        return names[place] if 0 <= place < len(names) else _("seat {number}").format(number=place)
    return _(PLACES[place]) if place in PLACES else place.replace("_", " ")


def dice_count(n: int) -> str:
    """"1 die", "3 dice": for log lines, which read like a person telling the game."""
    return ngettext("{n} die", "{n} dice", n).format(n=n)


def event(cls: type[T]) -> type[T]:
    """Decorator: events are frozen dataclasses."""
    return dataclasses.dataclass(frozen=True)(cls)


class Event:
    """Base of all events."""

    private_to: tuple[int, ...] | None = None
    reveals = False
    """True for an event that shows what was hidden until now (secret choices laid open, a card
    turned face up): nobody may take back a move once they have seen it."""

    def describe(self, names: Sequence[str]) -> str:
        return type(self).__name__

    def redacted(self) -> "Event | None":
        """What seats outside `private_to` may know of this event."""
        return None if self.private_to is not None else self

    def visible_to(self, seat: int | None) -> "Event | None":
        """The version of this event `seat` may see (`None` seat = a spectator/shared screen)."""
        if self.private_to is None or (seat is not None and seat in self.private_to):
            return self
        return self.redacted()


@event
class DieRolled(Event):
    """One die settled on a face (`seat` is whose dice they are, -1 for a shared tray)."""

    seat: int
    die: int
    face: str

    def describe(self, names: Sequence[str]) -> str:
        return f"{place_name(self.seat, names)} rolls {self.face.replace('_', ' ')}"

    def merges_with(self, previous: "Event") -> bool:
        """Dice landing one after another read as one log line ("Ana rolls lady, boss, action")."""
        return type(previous) is DieRolled and previous.seat == self.seat


@event
class MoneyMoved(Event):
    src: Place
    dst: Place
    amount: int
    reason: str = ""

    def describe(self, names: Sequence[str]) -> str:
        why = f" ({self.reason})" if self.reason else ""
        return f"${self.amount} from {place_name(self.src, names)} to {place_name(self.dst, names)}{why}"


@event
class CardMoved(Event):
    """A card went from one place to another. With `private_to`, only those seats see its face."""

    card: str | None
    src: Place
    dst: Place
    face_up: bool = True
    private_to: tuple[int, ...] | None = None

    def describe(self, names: Sequence[str]) -> str:
        what = self.card.replace("_", " ").title() if self.card else "a card"
        if self.src == "deck" and isinstance(self.dst, int):
            return f"{place_name(self.dst, names)} draws {what}"
        if self.dst == "discard" and isinstance(self.src, int):
            return f"{place_name(self.src, names)} discards {what}"
        if isinstance(self.src, int) and isinstance(self.dst, int):
            return f"{place_name(self.dst, names)} takes {what} from {place_name(self.src, names)}"
        return f"{what} goes from {place_name(self.src, names)} to {place_name(self.dst, names)}"

    def redacted(self) -> Event | None:
        return dataclasses.replace(self, card=None, private_to=None)


@event
class PlayerEliminated(Event):
    seat: int
    reason: str = ""

    def describe(self, names: Sequence[str]) -> str:
        why = f" ({self.reason})" if self.reason else ""
        return f"{names[self.seat]} is out of the game{why}"


@event
class GameEnded(Event):
    winners: tuple[int, ...]

    def describe(self, names: Sequence[str]) -> str:
        if not self.winners:
            return _("The game ends with no winner")
        return ngettext("Game over: {names} wins", "Game over: {names} win", len(self.winners)).format(
            names=joined_names([names[w] for w in self.winners]))


@event
class Note(Event):
    """A plain log line for things no other event covers (e.g. 'Round 3 begins'): `text` is a
    message id, translated when the log is drawn, with `values` formatted into it."""

    text: str
    values: tuple[tuple[str, object], ...] = ()

    def describe(self, names: Sequence[str]) -> str:
        return _(self.text).format(**dict(self.values)) if self.values else _(self.text)


@event
class GameStarted(Event):
    """The log's first line: which game, and who sits at it."""

    game: str
    """The game's name, a message id."""

    def describe(self, names: Sequence[str]) -> str:
        return _("A new game of {game} for {players}").format(game=_(self.game), players=", ".join(names))


@event
class MoveTakenBack(Event):
    seat: int

    def describe(self, names: Sequence[str]) -> str:
        return _("{name} takes back a move").format(name=names[self.seat])


def joined_names(names: Sequence[str]) -> str:
    """"Ana", "Ana and Bill", "Ana, Bill and Cal" in the current language."""
    names = list(names)
    if len(names) <= 1:
        return "".join(names)
    return _("{names} and {last}").format(names=", ".join(names[:-1]), last=names[-1])


def describe_all(events: Sequence[Event], names: Sequence[str], seat: int | None) -> list[str]:
    """Log lines for `seat`'s eyes (None: a shared screen shows only public information)."""
    lines = []
    for e in events:
        seen = e.visible_to(seat)
        if seen is not None:
            lines.append(seen.describe(names))
    return lines
