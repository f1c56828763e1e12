"""What happens at the Zorro table, as events the UI animates and the log prints.

Common events used: `DieRolled` (one die lands; `seat` is who rolled it), `PlayerEliminated`
(a duel loser) and `GameEnded`. Nothing here is private: the only hidden thing in Zorro is which
cards are still in the decks, and a card drawn is shown to everyone.
"""
from __future__ import annotations

from typing import Sequence

from game.i18n import _, format_number, ngettext, pgettext
from game.rules.common.events import Event, dice_count, event, face_name, joined_names
from game.rules.zorro.content import EQUIPMENT, FEATS, SCOUNDREL, VILLAIN, location_name


def _feat(key: str) -> str:
    return pgettext("card", FEATS[key].name)


def _card(key: str) -> str:
    return pgettext("card", EQUIPMENT[key].name)


def _scoundrel(location: str) -> str:
    return pgettext("card", SCOUNDREL[location].name)


def _villain(location: str) -> str:
    return pgettext("card", VILLAIN[location].name)


@event
class FeatChosen(Event):
    """TRAVEL: the Hero token goes on a face-up feat; `helper` is who was asked (None: alone)."""

    seat: int
    slot: int
    feat: str
    helper: int | None

    def describe(self, names: Sequence[str]) -> str:
        if self.helper is not None:
            return _("{name} travels to {feat} and asks {helper} to help").format(
                name=names[self.seat], feat=_feat(self.feat), helper=names[self.helper])
        return _("{name} travels to {feat} alone").format(name=names[self.seat], feat=_feat(self.feat))


@event
class HelpAnswered(Event):
    seat: int
    attempter: int
    accepted: bool

    def describe(self, names: Sequence[str]) -> str:
        words = _("{name} comes to help {other}") if self.accepted else _("{name} declines to help {other}")
        return words.format(name=names[self.seat], other=names[self.attempter])


@event
class AttemptStarted(Event):
    """Dice come out: `kind` is feat/scoundrel/villain/duel, `dice` the kind of each die
    ("zorro" or a Hero die's location), `rolls` how many rolls the roller has."""

    kind: str
    seat: int
    target: str
    helper: int | None
    dice: tuple[str, ...]
    rolls: int

    def describe(self, names: Sequence[str]) -> str:
        who = names[self.seat]
        if self.kind == "feat":
            rolls = ngettext("{n} roll", "{n} rolls", self.rolls).format(n=format_number(self.rolls))
            if self.helper is not None:
                # Translators: {rolls} is "3 rolls"
                return _("{name} attempts {feat} with {helper}'s help ({rolls})").format(
                    name=who, feat=_feat(self.target), helper=names[self.helper], rolls=rolls)
            return _("{name} attempts {feat} ({rolls})").format(name=who, feat=_feat(self.target), rolls=rolls)
        if self.kind == "scoundrel":
            return _("{name} fights {foe}").format(name=who, foe=_scoundrel(self.target))
        if self.kind == "villain":
            return _("{name} faces {foe}").format(name=who, foe=_villain(self.target))
        return _("{name} duels").format(name=who)


@event
class DiceKept(Event):
    """Before a roll: which dice stay and which are rolled again (`roll` is the roll's number)."""

    seat: int
    kept: tuple[int, ...]
    rerolled: tuple[int, ...]
    faces: tuple[str, ...]
    roll: int

    def describe(self, names: Sequence[str]) -> str:
        kept = [face_name(self.faces[d]) for d in self.kept if self.faces[d]]
        values = dict(name=names[self.seat], dice=dice_count(len(self.rerolled)), roll=format_number(self.roll))
        if not kept:
            return _("{name} keeps nothing and rolls {dice} (roll {roll})").format(**values)
        # Translators: {faces} lists the dice kept ("dash, charm"); {dice} is "2 dice"
        return _("{name} keeps {faces} and rolls {dice} (roll {roll})").format(faces=", ".join(kept), **values)


@event
class GearUsed(Event):
    """REROLL equipment rerolls one Zorro die showing its symbol (no roll spent)."""

    seat: int
    card: str
    die: int
    face: str

    def describe(self, names: Sequence[str]) -> str:
        return _("{name} uses {card} to reroll a {face}").format(name=names[self.seat], card=_card(self.card),
                                                                   face=face_name(self.face))


@event
class RareUsed(Event):
    seat: int
    card: str
    dice: tuple[int, ...]
    face: str = ""

    def describe(self, names: Sequence[str]) -> str:
        if self.face:
            return _("{name} uses {card} to turn a die to {face}").format(
                name=names[self.seat], card=_card(self.card), face=face_name(self.face))
        return _("{name} uses {card} on {dice}").format(name=names[self.seat], card=_card(self.card),
                                                        dice=dice_count(len(self.dice)))


@event
class HelperRolls(Event):
    """The helper takes the 4th roll: the attempter's Hero dice go `aside`, the helper's are `added`."""

    seat: int
    attempter: int
    aside: tuple[int, ...]
    added: tuple[int, ...]

    def describe(self, names: Sequence[str]) -> str:
        return _("{name} takes the last roll for {other}").format(name=names[self.seat], other=names[self.attempter])


@event
class AttemptEnded(Event):
    kind: str
    seat: int
    target: str
    success: bool
    faces: tuple[str, ...] = ()

    def describe(self, names: Sequence[str]) -> str:
        who = names[self.seat]
        if self.kind == "feat":
            words = _("{name} completes {feat}") if self.success else _("{name} fails {feat}")
            return words.format(name=who, feat=_feat(self.target))
        if self.kind == "scoundrel":
            words = _("{name} beats {foe}") if self.success else _("{name} is beaten by {foe}")
            return words.format(name=who, foe=_scoundrel(self.target))
        if self.kind == "villain":
            words = _("{name} defeats {foe}") if self.success else _("{name} falls to {foe}")
            return words.format(name=who, foe=_villain(self.target))
        return _("{name} ends the duel turn").format(name=who)


@event
class FeatTaken(Event):
    seat: int
    feat: str
    slot: int

    def describe(self, names: Sequence[str]) -> str:
        return _("{name} takes {feat}").format(name=names[self.seat], feat=_feat(self.feat))


@event
class HeroDieGained(Event):
    seat: int
    location: str
    left: int
    """Hero dice of that location still in the supply."""

    def describe(self, names: Sequence[str]) -> str:
        # Translators: a Hero die (Dé Héros) of a location ("Tavern")
        return _("{name} gains a {location} Hero die").format(name=names[self.seat],
                                                              location=location_name(self.location))


@event
class EquipmentTaken(Event):
    """`source`: 'feat' (the card under the feat), 'deck' (Common deck), 'rare' (Rare deck)."""

    seat: int
    card: str
    source: str
    slot: int | None = None

    def describe(self, names: Sequence[str]) -> str:
        values = dict(name=names[self.seat], card=_card(self.card))
        if self.source == "feat":
            return _("{name} takes {card} from under the feat").format(**values)
        if self.source == "deck":
            return _("{name} takes {card} from the Common deck").format(**values)
        if self.source == "rare":
            return _("{name} takes {card} from the Rare deck").format(**values)
        return _("{name} takes {card}").format(**values)


@event
class EquipmentDiscarded(Event):
    """A card goes under its deck: `seat` None for the unclaimed card of a feat slot."""

    seat: int | None
    card: str
    reason: str
    slot: int | None = None

    def describe(self, names: Sequence[str]) -> str:
        if self.seat is None:
            return _("Nobody took {card}: it goes under the deck").format(card=_card(self.card))
        if self.reason == "over the limit":
            return _("{name} discards {card} (over the limit)").format(name=names[self.seat], card=_card(self.card))
        return _("{name} discards {card}").format(name=names[self.seat], card=_card(self.card))


@event
class FeatRevealed(Event):
    reveals = True
    slot: int
    feat: str

    def describe(self, names: Sequence[str]) -> str:
        return _("New feat: {feat}").format(feat=_feat(self.feat))


@event
class EquipmentRevealed(Event):
    reveals = True
    slot: int
    card: str

    def describe(self, names: Sequence[str]) -> str:
        return _("{card} goes under the feat").format(card=_card(self.card))


@event
class DeckEmpty(Event):
    deck: str
    """'feat', 'common' or 'rare'."""

    def describe(self, names: Sequence[str]) -> str:
        return {"feat": _("No feat is left to draw"), "common": _("The Common Equipment deck is empty"),
                "rare": _("The Rare Equipment deck is empty")}[self.deck]


@event
class ScoundrelAppears(Event):
    location: str
    seat: int

    def describe(self, names: Sequence[str]) -> str:
        return _("{foe} appears! Everyone fights, starting after {name}").format(foe=_scoundrel(self.location),
                                                                                 name=names[self.seat])


@event
class ScoundrelLeaves(Event):
    location: str

    def describe(self, names: Sequence[str]) -> str:
        return _("{foe} leaves the game").format(foe=_scoundrel(self.location))


@event
class VillainAppears(Event):
    location: str
    seat: int
    reason: str
    """'hero dice' (every Hero die of the location taken) or 'last feat'."""

    def describe(self, names: Sequence[str]) -> str:
        if self.reason == "hero dice":
            return _("{foe} appears (every Hero die of the location is taken): the Final Fight begins").format(
                foe=_villain(self.location))
        return _("{foe} appears (the last feat is drawn): the Final Fight begins").format(foe=_villain(self.location))


@event
class FinalFightOver(Event):
    winners: tuple[int, ...]

    def describe(self, names: Sequence[str]) -> str:
        if not self.winners:
            return _("Nobody defeated the Villain: everyone duels")
        if len(self.winners) == 1:
            return _("Only {name} defeated the Villain").format(name=names[self.winners[0]])
        return _("{names} defeated the Villain: they duel").format(names=joined_names([names[w] for w in self.winners]))


@event
class DuelRound(Event):
    round: int
    duellists: tuple[int, ...]

    def describe(self, names: Sequence[str]) -> str:
        # Translators: {names} lists the duellists
        return _("Duel, round {round}: {names}").format(round=format_number(self.round),
                                                        names=", ".join(names[d] for d in self.duellists))


@event
class SwordsShown(Event):
    seat: int
    swords: int

    def describe(self, names: Sequence[str]) -> str:
        return ngettext("{name} shows {n} sword", "{name} shows {n} swords", self.swords).format(
            name=names[self.seat], n=format_number(self.swords))
