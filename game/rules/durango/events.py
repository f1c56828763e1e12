"""Durango events: what the table animates and the log tells (seat names, never "you")."""
from __future__ import annotations

import dataclasses
from typing import Sequence

from game.rules.common.events import CardMoved, Event, event
from game.rules.durango.content import CALAMITY_BY_ID, card_name, cattle_name


def _coal_and_silver(coal: int, silver: int) -> str:
    """"1 coal and 2 silver", "2 silver", "nothing": the log names only what there is."""
    parts = [f"{amount} {what}" for amount, what in ((coal, "coal"), (silver, "silver")) if amount]
    return " and ".join(parts) or "nothing"


def _article(name: str) -> str:
    """"an Angus", "a Hereford"."""
    return "an" if name[:1] in "AEIOU" else "a"


def _where(place, names: Sequence[str]) -> str:
    if isinstance(place, int):
        return f"{names[place]}'s party"
    if place.startswith("reserve:"):
        return f"{names[int(place.split(':')[1])]}'s reserve"
    if place.startswith("hand:"):
        return f"{names[int(place.split(':')[1])]}'s draw"
    return {"deck": "the Draw Deck", "discard": "the discard pile", "yard": "the Yard",
            "yard_bottom": "the bottom of the Yard"}.get(place, place)


@event
class DCardMoved(CardMoved):
    """A Durango card moved (party = seat number, "reserve:N", "hand:N", "deck", "discard").
    `why` says which rule or card moved it."""

    why: str = ""

    def describe(self, names: Sequence[str]) -> str:
        why = f" ({self.why})" if self.why else ""
        card = card_name(self.card)  # "a face-down card" when the card is hidden: a line starts capitalised
        return f"{card[:1].upper()}{card[1:]}: {_where(self.src, names)} -> {_where(self.dst, names)}{why}"


@event
class CardsDrawn(Event):
    seat: int
    cards: tuple[str | None, ...]
    private_to: tuple[int, ...] | None = None

    def describe(self, names: Sequence[str]) -> str:
        if any(c is None for c in self.cards):
            n = len(self.cards)
            return f"{names[self.seat]} draws {'a card' if n == 1 else f'{n} cards'}"
        return f"{names[self.seat]} draws " + ", ".join(card_name(c) for c in self.cards)

    def redacted(self) -> Event:
        return dataclasses.replace(self, cards=tuple(None for _ in self.cards), private_to=None)


@event
class Selected(Event):
    seat: int
    option: str

    def describe(self, names: Sequence[str]) -> str:
        text = {"party": "adds a card to the party", "reserve": "puts a card in reserve",
                "reserve_party": "brings out the reserve card and adds a card to the party",
                "reserve_reserve": "brings out the reserve card and reserves a new one",
                "reserve_only": "brings out the reserve card", "none": "takes nothing"}
        option = self.option.replace("reserve2_", "reserve_")  # which reserve card stays secret
        return f"{names[self.seat]} {text.get(option, option)}"


@event
class CalamityRevealed(Event):
    reveals = True
    seat: int
    calamity: str

    def describe(self, names: Sequence[str]) -> str:
        k = CALAMITY_BY_ID[self.calamity]
        return f"CALAMITY! {names[self.seat]} reveals {k.name}: {k.text}"


@event
class CalamityDeckReshuffled(Event):
    def describe(self, names: Sequence[str]) -> str:
        return "All ten Calamities have struck: they are shuffled into a new Calamity Deck"


@event
class DeckReshuffled(Event):
    cards: int

    def describe(self, names: Sequence[str]) -> str:
        return f"The Draw Deck is empty: {self.cards} discards are shuffled into a new one"


@event
class ActionPerformed(Event):
    seat: int
    card: str

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.seat]}'s {card_name(self.card)} acts"


@event
class Produced(Event):
    seat: int
    coal: int
    silver: int
    source: str = ""

    def describe(self, names: Sequence[str]) -> str:
        src = f" from {self.source}" if self.source else ""
        return f"{names[self.seat]} gets {_coal_and_silver(self.coal, self.silver)}{src}"


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
            how = f" for {self.paid}" if self.paid else ""
            a = _article(what)
            return f"{names[self.dst]} buys {a} {what}{how}" if self.paid else \
                f"{names[self.dst]} takes {a} {what} from the Yard ({self.why})"
        def herd(p):
            return f"{names[p]}'s herd" if isinstance(p, int) else _where(p, names)
        why = f" ({self.why})" if self.why else ""
        return f"{what}: {herd(self.src)} -> {herd(self.dst)}{why}"


@event
class YardTopRevealed(Event):
    reveals = True
    cattle: str

    def describe(self, names: Sequence[str]) -> str:
        name = cattle_name(self.cattle)
        return f"The Yard shows {_article(name)} {name}"


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
            "deck": "the top of the Draw Deck", "yard": "the top of the Yard"}.get(self.what, self.what)
        if any(c is None for c in self.cards):
            return f"{names[self.seat]} looks at {where}"
        show = cattle_name if self.what == "yard" else card_name
        return f"{names[self.seat]} looks at {where}: " + (", ".join(show(c) for c in self.cards) or "nothing")

    def redacted(self) -> Event:
        return dataclasses.replace(self, cards=tuple(None for _ in self.cards), private_to=None)


@event
class Blocked(Event):
    seat: int
    target: int
    kind: str

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.seat]} stops {names[self.target]}'s {self.kind} hires producing next turn"


@event
class Aimed(Event):
    seat: int
    target: int
    card: str
    what: str

    def describe(self, names: Sequence[str]) -> str:
        what = f" ({self.what})" if self.what else ""
        return f"{names[self.seat]} aims {card_name(self.card)} at {names[self.target]}{what}"


@event
class Interrupted(Event):
    seat: int
    card: str
    against: int

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.seat]} interrupts with {card_name(self.card)}!"


@event
class Cancelled(Event):
    seat: int
    card: str

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.seat]}'s {card_name(self.card)} comes to nothing"


@event
class Nothing(Event):
    seat: int
    card: str
    reason: str

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.seat]}'s {card_name(self.card)} does nothing: {self.reason}"


@event
class Immune(Event):
    seat: int

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.seat]} is untouched by this Calamity"


@event
class ResourcesLost(Event):
    seat: int
    coal: int
    silver: int
    kept: int = 0

    def describe(self, names: Sequence[str]) -> str:
        kept = f" ({self.kept} kept on the Strongbox)" if self.kept else ""
        if not (self.coal or self.silver):
            return f"{names[self.seat]} has no coal or silver left over{kept}"
        return f"{names[self.seat]} loses {_coal_and_silver(self.coal, self.silver)} left unspent{kept}"


@event
class TurnBegins(Event):
    seat: int
    turn: int

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.seat]}'s turn"
