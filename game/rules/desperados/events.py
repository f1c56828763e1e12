"""What happens at a Desperados table, for the animations and the log (seat names, never "you")."""
from __future__ import annotations

from typing import Sequence

from game.rules.common.events import Event, event
from game.rules.desperados.content import CARDS


def _label(member: str) -> str:
    return {"brain": "Brain", "ugly": "Ugly", "bad": "Bad", "lady": "Lady", "boss": "Boss"}[member]


def _card(card_id: str | None) -> str:
    return CARDS[card_id].name if card_id in CARDS else "a Wild West card"


@event
class TurnBegins(Event):
    seat: int
    turn: int

    def describe(self, names: Sequence[str]) -> str:
        return f"— {names[self.seat]}'s turn —"


@event
class DiceRerolled(Event):
    seat: int
    dice: tuple[int, ...]
    roll: int

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.seat]} rolls {len(self.dice)} {'die' if len(self.dice) == 1 else 'dice'} (roll {self.roll})"


@event
class SetupRerolled(Event):
    seat: int
    dice: tuple[int, ...]

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.seat]} rerolls {len(self.dice)} setup {'die' if len(self.dice) == 1 else 'dice'}"


@event
class NotchTurned(Event):
    seat: int
    member: str
    left: int
    step: int = 1
    """+1 toward freedom, -1 back toward the cell."""

    def describe(self, names: Sequence[str]) -> str:
        if self.step < 0:
            return f"{names[self.seat]}'s {_label(self.member)} is pushed back a notch ({self.left} to go)"
        return f"{names[self.seat]}'s {_label(self.member)} turns a notch ({self.left} to go)"


@event
class Escaped(Event):
    seat: int
    member: str

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.seat]}'s {_label(self.member)} breaks out of jail!"


@event
class EffectChosen(Event):
    seat: int
    effect: str
    """'actions', 'trio', 'four' or 'misery'."""

    def describe(self, names: Sequence[str]) -> str:
        return {"actions": f"{names[self.seat]} sends the desperados into action",
                "trio": f"{names[self.seat]} has a Trio: draws 3, keeps 1",
                "four": f"{names[self.seat]} has a Set of Four: draws 4, keeps 2",
                "misery": f"{names[self.seat]} has Misery: draws 1"}[self.effect]


@event
class ActionDeclared(Event):
    seat: int
    member: str

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.seat]} gives an action to the {_label(self.member)}"


@event
class Attacked(Event):
    seat: int
    member: str
    victims: tuple[int, ...]
    amount: int

    def describe(self, names: Sequence[str]) -> str:
        if not self.victims:
            return f"{names[self.seat]}'s {_label(self.member)} finds nobody to hit"
        who = ", ".join(names[v] for v in self.victims)
        return f"{names[self.seat]}'s {_label(self.member)} attacks {who} for ${self.amount}"


@event
class BrainUsed(Event):
    seat: int
    ability: str
    use: int

    def describe(self, names: Sequence[str]) -> str:
        from game.rules.desperados.content import BRAIN_ABILITIES
        title, effects = BRAIN_ABILITIES[self.ability]
        return f"{names[self.seat]}'s Brain: {title}, use {self.use} ({effects[min(self.use, 3) - 1]})"


@event
class CardPlayed(Event):
    seat: int
    card: str
    target: int | None = None
    member: str | None = None

    def describe(self, names: Sequence[str]) -> str:
        on = f" on {names[self.target]}" if self.target is not None else ""
        return f"{names[self.seat]} plays {_card(self.card)}{on}"


@event
class ActionCancelled(Event):
    seat: int
    by: int

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.by]}'s whistle cancels {names[self.seat]}'s action"


@event
class CardsKept(Event):
    seat: int
    cards: tuple[str | None, ...]
    discarded: tuple[str | None, ...]
    private_to: tuple[int, ...] | None = None

    def describe(self, names: Sequence[str]) -> str:
        if None in self.cards:
            return f"{names[self.seat]} keeps {len(self.cards)} card{'s' if len(self.cards) != 1 else ''}"
        kept = ", ".join(_card(c) for c in self.cards)
        return f"{names[self.seat]} keeps {kept}"

    def redacted(self) -> Event:
        return CardsKept(self.seat, tuple(None for _ in self.cards), self.discarded, None)


@event
class CardStolen(Event):
    thief: int
    victim: int
    card: str | None
    private_to: tuple[int, ...] | None = None

    def describe(self, names: Sequence[str]) -> str:
        what = _card(self.card) if self.card else "a card"
        return f"{names[self.thief]} takes {what} from {names[self.victim]}"

    def redacted(self) -> Event:
        return CardStolen(self.thief, self.victim, None, None)


@event
class DeckReshuffled(Event):
    cards: int

    def describe(self, names: Sequence[str]) -> str:
        return f"The discards ({self.cards} cards) are shuffled into a new deck"
