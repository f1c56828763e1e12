"""What happens at the Desperados table, as events the UI animates and the log prints.

The common events cover dice (`DieRolled`), money (`MoneyMoved`, to and from "bank", the table
centre), cards (`CardMoved`: a draw is private to the drawer and redacted for everyone else),
`PlayerEliminated` and `GameEnded`. The ones below are this game's own.
"""
from __future__ import annotations

from typing import Sequence

from game.i18n import C_, _, format_number, ngettext, pgettext
from game.rules.common.events import Event, dice_count, event, face_name
from game.rules.desperados.content import CARDS, MEMBERS


def _member(member: str) -> str:
    return pgettext("desperado", MEMBERS[member].name)


COMBINATIONS = {"trio": C_("roll", "a Trio"), "set_of_four": C_("roll", "a Set of Four"), "misery": C_("roll", "Misery")}
"""The rolls that draw Wild West cards, as the log names them."""


@event
class DiceKept(Event):
    """Before a reroll: which dice stay on the table and which are picked up."""

    seat: int
    kept: tuple[int, ...]
    rerolled: tuple[int, ...]
    faces: tuple[str, ...]

    def describe(self, names: Sequence[str]) -> str:
        again = dice_count(len(self.rerolled))
        if not self.kept:
            return _("{name} keeps nothing and rolls {dice} again").format(name=names[self.seat], dice=again)
        # Translators: {faces} is a list of die faces ("lady, boss"); {dice} is "2 dice"
        return _("{name} keeps {faces} and rolls {dice} again").format(
            name=names[self.seat], faces=", ".join(face_name(self.faces[d]) for d in self.kept), dice=again)


@event
class SetupReroll(Event):
    """At setup, Action faces and faces beyond two of a kind are rolled again."""

    seat: int
    dice: tuple[int, ...]

    def describe(self, names: Sequence[str]) -> str:
        return _("{name} rolls {dice} again at setup").format(name=names[self.seat], dice=dice_count(len(self.dice)))


@event
class JailTurned(Event):
    """A jail card turned one notch: towards freedom, or back (`back`). `ranks_left` after."""

    seat: int
    member: str
    ranks_left: int
    back: bool = False

    def describe(self, names: Sequence[str]) -> str:
        values = dict(name=names[self.seat], desperado=_member(self.member), left=format_number(self.ranks_left))
        if self.back:
            # Translators: {desperado} is a gang member (Boss, Lady...); {left} the notches still to climb
            return _("{name}'s {desperado} turns back one notch ({left} to go)").format(**values)
        return _("{name}'s {desperado} turns one notch towards freedom ({left} to go)").format(**values)


@event
class Escaped(Event):
    seat: int
    member: str

    def describe(self, names: Sequence[str]) -> str:
        return _("{name}'s {desperado} breaks out of jail!").format(name=names[self.seat], desperado=_member(self.member))


@event
class EffectChosen(Event):
    """The roll effect: 'actions' (with how many) or a draw ('trio', 'set_of_four', 'misery')."""

    seat: int
    effect: str
    combination: str
    actions: int = 0

    def describe(self, names: Sequence[str]) -> str:
        if self.effect == "actions":
            return ngettext("{name} takes {n} action", "{name} takes {n} actions", self.actions).format(
                name=names[self.seat], n=format_number(self.actions))
        roll = COMBINATIONS.get(self.combination)
        # Translators: {roll} is "a Trio", "a Set of Four" or "Misery"
        return _("{name} draws Wild West cards for {roll}").format(
            name=names[self.seat], roll=pgettext("roll", roll) if roll else self.combination.replace("_", " "))


@event
class ActionDeclared(Event):
    """A desperado is given one action; reactions may follow before it resolves."""

    seat: int
    member: str
    kind: str
    """'notch', 'attack' or 'brain'."""
    brain_use: int = 0

    def describe(self, names: Sequence[str]) -> str:
        values = dict(name=names[self.seat], desperado=_member(self.member))
        if self.kind == "notch":
            return _("{name}'s {desperado} works on the jail bars").format(**values)
        if self.kind == "attack":
            return _("{name}'s {desperado} opens fire").format(**values)
        return _("{name}'s {desperado} uses the Brain's ability (use {use})").format(
            use=format_number(self.brain_use), **values)


@event
class ActionCancelled(Event):
    seat: int
    by: int

    def describe(self, names: Sequence[str]) -> str:
        return _("{name} blows the Sheriff's Whistle: {other}'s action is cancelled").format(
            name=names[self.by], other=names[self.seat])


@event
class Attacked(Event):
    """An escaped desperado's attack: what each victim lost (0 if they took cover)."""

    seat: int
    member: str
    victims: tuple[int, ...]
    amounts: tuple[int, ...]

    def describe(self, names: Sequence[str]) -> str:
        values = dict(name=names[self.seat], desperado=_member(self.member))
        if not self.victims:
            return _("{name}'s {desperado} finds nobody to rob").format(**values)
        # Translators: one victim of an attack and the dollars they lose ("Bill $6")
        hits = ", ".join(_("{victim} ${amount}").format(victim=names[v], amount=format_number(a))
                         for v, a in zip(self.victims, self.amounts))
        # Translators: {hits} lists who loses how much ("Bill $6, Cole $6")
        return _("{name}'s {desperado} attacks: {hits}").format(hits=hits, **values)


@event
class CardPlayed(Event):
    seat: int
    card: str
    detail: str = ""
    """On what: a desperado (Hacksaw, Back in the Cell) or the face a die is turned to (Loaded Die)."""
    die: int = -1
    """The die a Loaded Die turns (0-based), or -1."""
    target: int = -1
    """Whose desperado (Back in the Cell), or -1."""

    def describe(self, names: Sequence[str]) -> str:
        card = pgettext("card", CARDS[self.card].name)
        name = names[self.seat]
        if self.die >= 0:
            # Translators: a Loaded Die turns die {number} to a face ("lady")
            return _("{name} plays {card} (die {number} to {face})").format(
                name=name, card=card, number=format_number(self.die + 1), face=face_name(self.detail))
        if self.target >= 0:
            return _("{name} plays {card} ({other}'s {desperado})").format(
                name=name, card=card, other=names[self.target], desperado=_member(self.detail))
        if self.detail:
            return _("{name} plays {card} ({desperado})").format(name=name, card=card, desperado=_member(self.detail))
        return _("{name} plays {card}").format(name=names[self.seat], card=card)


@event
class DeckReshuffled(Event):
    cards: int

    def describe(self, names: Sequence[str]) -> str:
        return ngettext("The discard pile ({n} card) becomes the new Wild West deck",
                        "The discard pile ({n} cards) becomes the new Wild West deck", self.cards).format(
            n=format_number(self.cards))


@event
class GangWins(Event):
    """Why the game ended: 'free and the richest' or 'the last gang standing' (winning.py)."""

    seat: int
    reason: str

    def describe(self, names: Sequence[str]) -> str:
        if self.reason == "free and the richest":
            return _("{name}'s gang is free and the richest").format(name=names[self.seat])
        return _("{name}'s gang is the last gang standing").format(name=names[self.seat])
