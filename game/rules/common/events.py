"""Events: what happened, in order, for the table to animate and the log to tell.

Every event is a frozen dataclass. `describe(names)` is the log line with seat names (never "You":
several humans may share the screen). An event that shows hidden information sets `private_to`
to the seats allowed to see it and gives `redacted()` — the version everyone else gets (or None
when others learn nothing at all). The controller decides who sees which; the rules only label.
"""
from __future__ import annotations

import dataclasses
from typing import Sequence, TypeVar, dataclass_transform

from game.i18n import N_, _, format_number, ngettext, pgettext

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
    return ngettext("{n} die", "{n} dice", n).format(n=format_number(n))


DIE_FACES: dict[str, str] = {}
"""A die face's id -> its name in the log (a message id, context "die face"); each game's content
adds its faces, so the log of any game can name them."""
CARD_NAMES: dict[str, str] = {}
"""A card id -> its name (a message id, context "card") for the common `CardMoved`; each game
whose cards move through it adds its cards."""


def face_name(face: str) -> str:
    """A die face as the log names it ("lady", "dash") in the current language."""
    return pgettext("die face", DIE_FACES[face]) if face in DIE_FACES else face.replace("_", " ")


def card_name(card: str) -> str:
    """A card's name in the current language."""
    return pgettext("card", CARD_NAMES[card]) if card in CARD_NAMES else card.replace("_", " ").title()


def reason_text(reason: str, words: tuple[tuple[str, str, str], ...] = ()) -> str:
    """A reason (a message id) with its placeholders filled by translated words."""
    text = _(reason)
    return text.format(**{key: pgettext(context, word) for key, context, word in words}) if words else text


@dataclass_transform(frozen_default=True)
def event(cls: type[T]) -> type[T]:
    """Decorator: events are frozen dataclasses (and type checkers are told so, with their fields
    as the constructor's arguments)."""
    return dataclasses.dataclass(frozen=True)(cls)


class Event:
    """Base of all events."""

    heads_log = False
    """True for an event whose log line begins a part of the game (a turn, a round): the log
    shows it as a header."""
    private_to: tuple[int, ...] | None = None
    reveals = False
    """True for an event that shows what was hidden until now (secret choices laid open, a card
    turned face up): nobody may take back a move once they have seen it."""

    def describe(self, names: Sequence[str]) -> str:
        return type(self).__name__

    def describe_merged(self, events: Sequence["Event"], names: Sequence[str]) -> str:
        """One log line for `events` (this one first) that `merges_with` joined."""
        return "; ".join(e.describe(names) for e in events)

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
        return self.describe_merged([self], names)

    def describe_merged(self, events: Sequence[Event], names: Sequence[str]) -> str:
        """One line for dice landing one after another: "Ana rolls lady, boss, action" (`merges_with`
        joins only dice of the same seat)."""
        faces = [face_name(e.face) for e in events if isinstance(e, DieRolled)]
        # Translators: {faces} is a list of die faces ("lady, boss, action")
        return _("{name} rolls {faces}").format(name=place_name(self.seat, names), faces=", ".join(faces))

    def merges_with(self, previous: "Event") -> bool:
        """Dice landing one after another read as one log line ("Ana rolls lady, boss, action")."""
        return type(previous) is DieRolled and previous.seat == self.seat


@event
class MoneyMoved(Event):
    src: Place
    dst: Place
    amount: int
    reason: str = ""
    """Why, as a message id (e.g. "Dynamite"), translated when shown."""
    reason_words: tuple[tuple[str, str, str], ...] = ()
    """The reason's placeholders: (placeholder, context, message id), translated when shown."""

    def describe(self, names: Sequence[str]) -> str:
        """One whole sentence for each way money moves (a seat pays the bank, takes from it, pays
        another seat), so a translator writes "à la banque" / "an die Bank" / "von der Bank" as
        the language needs instead of slotting a place name into "from … to …"."""
        amount, src, dst = format_number(self.amount), self.src, self.dst
        reason = reason_text(self.reason, self.reason_words) if self.reason else ""
        if isinstance(src, int) and dst == "bank":
            name = place_name(src, names)
            if reason:
                # Translators: dollars in Desperados; {reason} is why ("Dynamite", "Boss's attack")
                return _("{name} pays ${amount} to the bank ({reason})").format(name=name, amount=amount, reason=reason)
            return _("{name} pays ${amount} to the bank").format(name=name, amount=amount)
        if src == "bank" and isinstance(dst, int):
            name = place_name(dst, names)
            if reason:
                # Translators: dollars in Desperados; {reason} is why ("Rob the bank", "Card Sharp")
                return _("{name} takes ${amount} from the bank ({reason})").format(name=name, amount=amount,
                                                                                 reason=reason)
            return _("{name} takes ${amount} from the bank").format(name=name, amount=amount)
        if isinstance(src, int) and isinstance(dst, int):
            name, other = place_name(src, names), place_name(dst, names)
            if reason:
                # Translators: dollars in Desperados: {name} pays {other}; {reason} is why ("Pickpocket")
                return _("{name} pays ${amount} to {other} ({reason})").format(name=name, amount=amount, other=other,
                                                                             reason=reason)
            return _("{name} pays ${amount} to {other}").format(name=name, amount=amount, other=other)
        source, destination = place_name(src, names), place_name(dst, names)
        if reason:
            # Translators: dollars in Desperados between two places no other line names; {reason} is why
            return _("${amount} from {source} to {destination} ({reason})").format(
                amount=amount, source=source, destination=destination, reason=reason)
        return _("${amount} from {source} to {destination}").format(amount=amount, source=source,
                                                                     destination=destination)


@event
class CardMoved(Event):
    """A card went from one place to another. With `private_to`, only those seats see its face."""

    card: str | None
    src: Place
    dst: Place
    face_up: bool = True
    private_to: tuple[int, ...] | None = None

    def describe(self, names: Sequence[str]) -> str:
        src, dst = self.src, self.dst
        if self.card is None:
            if src == "deck" and isinstance(dst, int):
                return _("{name} draws a card").format(name=place_name(dst, names))
            if dst == "discard" and isinstance(src, int):
                return _("{name} discards a card").format(name=place_name(src, names))
            if isinstance(src, int) and isinstance(dst, int):
                return _("{name} takes a card from {other}").format(name=place_name(dst, names),
                                                                    other=place_name(src, names))
            return _("A card goes from {source} to {destination}").format(source=place_name(src, names),
                                                                          destination=place_name(dst, names))
        card = card_name(self.card)
        if src == "deck" and isinstance(dst, int):
            return _("{name} draws {card}").format(name=place_name(dst, names), card=card)
        if dst == "discard" and isinstance(src, int):
            return _("{name} discards {card}").format(name=place_name(src, names), card=card)
        if isinstance(src, int) and isinstance(dst, int):
            return _("{name} takes {card} from {other}").format(name=place_name(dst, names), card=card,
                                                                other=place_name(src, names))
        return _("{card} goes from {source} to {destination}").format(card=card, source=place_name(src, names),
                                                                      destination=place_name(dst, names))

    def redacted(self) -> Event | None:
        return dataclasses.replace(self, card=None, private_to=None)


@event
class PlayerEliminated(Event):
    seat: int
    reason: str = ""

    def describe(self, names: Sequence[str]) -> str:
        if self.reason:
            # Translators: {reason} says why ("bang", "no money left")
            return _("{name} is out of the game ({reason})").format(name=names[self.seat], reason=_(self.reason))
        return _("{name} is out of the game").format(name=names[self.seat])


@event
class GameEnded(Event):
    winners: tuple[int, ...]

    def describe(self, names: Sequence[str]) -> str:
        if not self.winners:
            return _("The game ends with no winner")
        return ngettext("Game over: {names} wins", "Game over: {names} win", len(self.winners)).format(
            names=joined_names([names[w] for w in self.winners]))


@event
class TurnStarted(Event):
    """A player's turn begins (the log's header for it): the one turn-start of every game, as a
    table animates a turn starting and a log tells it the same way whatever the game."""

    seat: int
    turn: int
    """The turn's number, counted from 1 over the whole game."""
    numbered: bool = dataclasses.field(default=False, repr=False)
    """True where the log heads the turn with its number ("— Turn 3: Ana —", as Most Wanted
    counts its turns aloud); otherwise the log says "Ana's turn". A matter of wording, not of
    what happened: it stays out of the event's repr, which the rules fingerprint hashes."""

    heads_log = True

    def describe(self, names: Sequence[str]) -> str:
        name = place_name(self.seat, names)
        if self.numbered:
            return _("— Turn {turn}: {name} —").format(turn=format_number(self.turn), name=name)
        return _("{name}'s turn").format(name=name)


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
