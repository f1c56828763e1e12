"""What happens at the Desperados table, as events the UI animates and the log prints.

The common events cover dice (`DieRolled`), money (`MoneyMoved`, to and from "bank", the table
centre), cards (`CardMoved`: a draw is private to the drawer and redacted for everyone else),
`PlayerEliminated` and `GameEnded`. The ones below are this game's own.
"""
from __future__ import annotations

from typing import Sequence

from game.rules.common.events import Event, dice_count, event
from game.rules.desperados.content import CARDS, MEMBERS


def _member(member: str) -> str:
    return MEMBERS[member].name


@event
class TurnStarted(Event):
    seat: int
    turn: int

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.seat]}'s turn"


@event
class DiceKept(Event):
    """Before a reroll: which dice stay on the table and which are picked up."""

    seat: int
    kept: tuple[int, ...]
    rerolled: tuple[int, ...]
    faces: tuple[str, ...]

    def describe(self, names: Sequence[str]) -> str:
        kept = ", ".join(self.faces[d] for d in self.kept) or "nothing"
        return f"{names[self.seat]} keeps {kept} and rolls {dice_count(len(self.rerolled))} again"


@event
class SetupReroll(Event):
    """At setup, Action faces and faces beyond two of a kind are rolled again."""

    seat: int
    dice: tuple[int, ...]

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.seat]} rolls {dice_count(len(self.dice))} again at setup"


@event
class JailTurned(Event):
    """A jail card turned one notch: towards freedom, or back (`back`). `ranks_left` after."""

    seat: int
    member: str
    ranks_left: int
    back: bool = False

    def describe(self, names: Sequence[str]) -> str:
        way = "back one notch" if self.back else "one notch towards freedom"
        return f"{names[self.seat]}'s {_member(self.member)} turns {way} ({self.ranks_left} to go)"


@event
class Escaped(Event):
    seat: int
    member: str

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.seat]}'s {_member(self.member)} breaks out of jail!"


@event
class EffectChosen(Event):
    """The roll effect: 'actions' (with how many) or a draw ('trio', 'set_of_four', 'misery')."""

    seat: int
    effect: str
    combination: str
    actions: int = 0

    def describe(self, names: Sequence[str]) -> str:
        if self.effect == "actions":
            return f"{names[self.seat]} takes {self.actions} action{'s' if self.actions != 1 else ''}"
        return f"{names[self.seat]} draws Wild West cards for {self.combination.replace('_', ' ')}"


@event
class ActionDeclared(Event):
    """A desperado is given one action; reactions may follow before it resolves."""

    seat: int
    member: str
    kind: str
    """'notch', 'attack' or 'brain'."""
    brain_use: int = 0

    def describe(self, names: Sequence[str]) -> str:
        what = {"notch": "works on the jail bars", "attack": "opens fire",
                "brain": f"uses the Brain's ability (use {self.brain_use})"}[self.kind]
        return f"{names[self.seat]}'s {_member(self.member)} {what}"


@event
class ActionCancelled(Event):
    seat: int
    by: int

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.by]} blows the Sheriff's Whistle: {names[self.seat]}'s action is cancelled"


@event
class Attacked(Event):
    """An escaped desperado's attack: what each victim lost (0 if they took cover)."""

    seat: int
    member: str
    victims: tuple[int, ...]
    amounts: tuple[int, ...]

    def describe(self, names: Sequence[str]) -> str:
        if not self.victims:
            return f"{names[self.seat]}'s {_member(self.member)} finds nobody to rob"
        hits = ", ".join(f"{names[v]} ${a}" for v, a in zip(self.victims, self.amounts))
        return f"{names[self.seat]}'s {_member(self.member)} attacks: {hits}"


@event
class CardPlayed(Event):
    seat: int
    card: str
    detail: str = ""

    def describe(self, names: Sequence[str]) -> str:
        more = f" ({self.detail})" if self.detail else ""
        return f"{names[self.seat]} plays {CARDS[self.card].name}{more}"


@event
class DeckReshuffled(Event):
    cards: int

    def describe(self, names: Sequence[str]) -> str:
        return f"The discard pile ({self.cards} cards) becomes the new Wild West deck"


@event
class GangWins(Event):
    """Why the game ended: 'free and richest' or 'last gang standing'."""

    seat: int
    reason: str

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.seat]}'s gang is {self.reason}"
