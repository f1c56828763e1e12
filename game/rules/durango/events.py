"""Durango events: what the table animates and the log tells (seat names, never "you")."""
from __future__ import annotations

import dataclasses
from typing import Sequence

import re

from game.i18n import _, format_number, ngettext
from game.rules.common.events import CardMoved, Event, event
from game.rules.durango.content import BREEDS, CALAMITY_BY_ID, CARDS, card_name, card_text, cattle_name


def _coal_and_silver(coal: int, silver: int) -> str:
    """"1 coal and 2 silver", "2 silver", "nothing": the log names only what there is."""
    if coal and silver:
        return _("{coal} coal and {silver} silver").format(coal=format_number(coal), silver=format_number(silver))
    if coal:
        return _("{n} coal").format(n=format_number(coal))
    if silver:
        return _("{n} silver").format(n=format_number(silver))
    return _("nothing")


def _paid(paid: str) -> str:
    """How a cattle was paid ("5 coal", "3 coal + 2 silver", as the rules write it) in words."""
    parts = [_("{n} coal").format(n=format_number(int(n))) if kind == "coal" else
             _("{n} silver").format(n=format_number(int(n)))
             for n, kind in re.findall(r"(\d+) (coal|silver)", paid)]
    return " + ".join(parts) or paid


def _vowel(name: str) -> bool:
    """Whether English puts "an" before `name` ("an Angus")."""
    return name[:1] in "AEIOU"


def _why(why: str) -> str:
    """A reason the rules gave: a card's or Calamity's id (its name), else a message id."""
    return card_name(why) if why in CARDS or why in CALAMITY_BY_ID else _(why)


def _thing(thing: str) -> str:
    """A card or a cattle, by its id."""
    return cattle_name(thing) if thing.rstrip("*") in BREEDS else card_name(thing)


def _where(place, names: Sequence[str]) -> str:
    if isinstance(place, int):
        return _("{name}'s party").format(name=names[place])
    if place.startswith("reserve:"):
        return _("{name}'s reserve").format(name=names[int(place.split(':')[1])])
    if place.startswith("hand:"):
        # Translators: the cards a player has just drawn and not yet placed
        return _("{name}'s draw").format(name=names[int(place.split(':')[1])])
    words = {"deck": _("the Draw Deck"), "discard": _("the discard pile"), "yard": _("the Yard"),
             "yard_bottom": _("the bottom of the Yard")}
    return words.get(place, place)


@event
class DCardMoved(CardMoved):
    """A Durango card moved (party = seat number, "reserve:N", "hand:N", "deck", "discard").
    `why` says which rule or card moved it."""

    why: str = ""

    def describe(self, names: Sequence[str]) -> str:
        card = card_name(self.card)  # "a face-down card" when the card is hidden: a line starts capitalised
        card = card[:1].upper() + card[1:]
        if self.why:
            # Translators: a card moves from one place to another, and why ("swapped", "Range War")
            return _("{card}: {source} -> {destination} ({why})").format(
                card=card, source=_where(self.src, names), destination=_where(self.dst, names), why=_why(self.why))
        return _("{card}: {source} -> {destination}").format(card=card, source=_where(self.src, names),
                                                             destination=_where(self.dst, names))


@event
class CardsDrawn(Event):
    seat: int
    cards: tuple[str | None, ...]
    private_to: tuple[int, ...] | None = None

    def describe(self, names: Sequence[str]) -> str:
        if any(c is None for c in self.cards):
            n = len(self.cards)
            if n == 1:
                return _("{name} draws a card").format(name=names[self.seat])
            return ngettext("{name} draws {n} card", "{name} draws {n} cards", n).format(
                name=names[self.seat], n=format_number(n))
        # Translators: {cards} lists the cards drawn
        return _("{name} draws {cards}").format(name=names[self.seat],
                                                cards=", ".join(card_name(c) for c in self.cards))

    def redacted(self) -> Event:
        return dataclasses.replace(self, cards=tuple(None for _card in self.cards), private_to=None)


@event
class Selected(Event):
    seat: int
    option: str

    def describe(self, names: Sequence[str]) -> str:
        text = {"party": _("{name} adds a card to the party"), "reserve": _("{name} puts a card in reserve"),
                "reserve_party": _("{name} brings out the reserve card and adds a card to the party"),
                "reserve_reserve": _("{name} brings out the reserve card and reserves a new one"),
                "reserve_only": _("{name} brings out the reserve card"), "none": _("{name} takes nothing")}
        option = self.option.replace("reserve2_", "reserve_")  # which reserve card stays secret
        return text[option].format(name=names[self.seat]) if option in text else f"{names[self.seat]} {option}"


@event
class CalamityRevealed(Event):
    reveals = True
    seat: int
    calamity: str

    def describe(self, names: Sequence[str]) -> str:
        return _("CALAMITY! {name} reveals {calamity}: {text}").format(
            name=names[self.seat], calamity=card_name(self.calamity), text=card_text(self.calamity))


@event
class CalamityDeckReshuffled(Event):
    def describe(self, names: Sequence[str]) -> str:
        return _("All ten Calamities have struck: they are shuffled into a new Calamity Deck")


@event
class DeckReshuffled(Event):
    cards: int

    def describe(self, names: Sequence[str]) -> str:
        return ngettext("The Draw Deck is empty: {n} discard is shuffled into a new one",
                        "The Draw Deck is empty: {n} discards are shuffled into a new one", self.cards).format(
            n=format_number(self.cards))


@event
class ActionPerformed(Event):
    seat: int
    card: str

    def describe(self, names: Sequence[str]) -> str:
        return _("{name}'s {card} acts").format(name=names[self.seat], card=card_name(self.card))


@event
class Produced(Event):
    seat: int
    coal: int
    silver: int
    source: str = ""

    def describe(self, names: Sequence[str]) -> str:
        what = _coal_and_silver(self.coal, self.silver)
        if self.source:
            # Translators: {what} is "1 coal and 2 silver"; {card} the card that produced it
            return _("{name} gets {what} from {card}").format(name=names[self.seat], what=what, card=_why(self.source))
        return _("{name} gets {what}").format(name=names[self.seat], what=what)


@event
class CattleMoved(Event):
    """A cattle card moved: src/dst a seat's herd (int) or "yard"/"yard_bottom"."""

    cattle: str
    src: int | str
    dst: int | str
    why: str = ""
    paid: str = ""

    def describe(self, names: Sequence[str]) -> str:
        what = cattle_name(self.cattle)
        if self.src == "yard" and isinstance(self.dst, int):
            # English says "an Angus", "a Hereford": a message of each kind, for translators
            if self.paid:
                # Translators: {cattle} is a breed ("Angus"); {paid} how it was paid ("5 coal")
                words = _("{name} buys an {cattle} for {paid}") if _vowel(what) else \
                    _("{name} buys a {cattle} for {paid}")
                return words.format(name=names[self.dst], cattle=what, paid=_paid(self.paid))
            words = _("{name} takes an {cattle} from the Yard ({why})") if _vowel(what) else \
                _("{name} takes a {cattle} from the Yard ({why})")
            return words.format(name=names[self.dst], cattle=what, why=_why(self.why))

        def herd(p):
            return _("{name}'s herd").format(name=names[p]) if isinstance(p, int) else _where(p, names)
        if self.why:
            return _("{cattle}: {source} -> {destination} ({why})").format(
                cattle=what, source=herd(self.src), destination=herd(self.dst), why=_why(self.why))
        return _("{cattle}: {source} -> {destination}").format(cattle=what, source=herd(self.src),
                                                               destination=herd(self.dst))


@event
class YardTopRevealed(Event):
    reveals = True
    cattle: str

    def describe(self, names: Sequence[str]) -> str:
        name = cattle_name(self.cattle)
        words = _("The Yard shows an {cattle}") if _vowel(name) else _("The Yard shows a {cattle}")
        return words.format(cattle=name)


@event
class Looked(Event):
    """`seat` looked at hidden cards (private to them; others learn only that they looked)."""
    reveals = True

    seat: int
    what: str
    cards: tuple[str | None, ...]
    private_to: tuple[int, ...] | None = None

    def describe(self, names: Sequence[str]) -> str:
        where = _where(self.what, names) if self.what.startswith("reserve:") else {
            "deck": _("the top of the Draw Deck"), "yard": _("the top of the Yard")}.get(self.what, self.what)
        seen = [c for c in self.cards if c is not None]
        if len(seen) < len(self.cards):
            return _("{name} looks at {place}").format(name=names[self.seat], place=where)
        show = cattle_name if self.what == "yard" else card_name
        return _("{name} looks at {place}: {cards}").format(
            name=names[self.seat], place=where, cards=", ".join(show(c) for c in seen) or _("nothing"))

    def redacted(self) -> Event:
        return dataclasses.replace(self, cards=tuple(None for _card in self.cards), private_to=None)


@event
class Blocked(Event):
    seat: int
    target: int
    kind: str

    def describe(self, names: Sequence[str]) -> str:
        if self.kind == "town":
            return _("{name} stops {other}'s town hires producing next turn").format(
                name=names[self.seat], other=names[self.target])
        return _("{name} stops {other}'s frontier hires producing next turn").format(
            name=names[self.seat], other=names[self.target])


@event
class Aimed(Event):
    seat: int
    target: int
    card: str
    what: str

    def describe(self, names: Sequence[str]) -> str:
        values = dict(name=names[self.seat], card=card_name(self.card), other=names[self.target])
        if self.what:
            # Translators: {what} is the card or cattle aimed at
            return _("{name} aims {card} at {other} ({what})").format(what=_thing(self.what), **values)
        return _("{name} aims {card} at {other}").format(**values)


@event
class Interrupted(Event):
    seat: int
    card: str
    against: int

    def describe(self, names: Sequence[str]) -> str:
        return _("{name} interrupts with {card}!").format(name=names[self.seat], card=card_name(self.card))


@event
class Cancelled(Event):
    seat: int
    card: str

    def describe(self, names: Sequence[str]) -> str:
        return _("{name}'s {card} comes to nothing").format(name=names[self.seat], card=card_name(self.card))


@event
class Nothing(Event):
    seat: int
    card: str
    reason: str

    def describe(self, names: Sequence[str]) -> str:
        return _("{name}'s {card} does nothing: {reason}").format(name=names[self.seat], card=card_name(self.card),
                                                                  reason=_why(self.reason))


@event
class Immune(Event):
    seat: int

    def describe(self, names: Sequence[str]) -> str:
        return _("{name} is untouched by this Calamity").format(name=names[self.seat])


@event
class ResourcesLost(Event):
    seat: int
    coal: int
    silver: int
    kept: int = 0

    def describe(self, names: Sequence[str]) -> str:
        name, kept = names[self.seat], format_number(self.kept)
        if not (self.coal or self.silver):
            if self.kept:
                return _("{name} has no coal or silver left over ({kept} kept on the Strongbox)").format(
                    name=name, kept=kept)
            return _("{name} has no coal or silver left over").format(name=name)
        what = _coal_and_silver(self.coal, self.silver)
        if self.kept:
            return _("{name} loses {what} left unspent ({kept} kept on the Strongbox)").format(
                name=name, what=what, kept=kept)
        return _("{name} loses {what} left unspent").format(name=name, what=what)
