"""What happens at the Zorro table, as events the UI animates and the log prints.

Common events used: `DieRolled` (one die lands; `seat` is who rolled it), `PlayerEliminated`
(a duel loser) and `GameEnded`. Nothing here is private: the only hidden thing in Zorro is which
cards are still in the decks, and a card drawn is shown to everyone.
"""
from __future__ import annotations

from typing import Sequence

from game.rules.common.events import Event, dice_count, event
from game.rules.zorro.content import EQUIPMENT, FEATS, LOCATION, SCOUNDREL, VILLAIN


def _feat(key: str) -> str:
    return FEATS[key].name


def _card(key: str) -> str:
    return EQUIPMENT[key].name


def _list(items) -> str:
    return ", ".join(items) or "nothing"


@event
class TurnStarted(Event):
    seat: int
    turn: int

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.seat]}'s turn"


@event
class FeatChosen(Event):
    """TRAVEL: the Hero token goes on a face-up feat; `helper` is who was asked (None: alone)."""

    seat: int
    slot: int
    feat: str
    helper: int | None

    def describe(self, names: Sequence[str]) -> str:
        ask = f" and asks {names[self.helper]} to help" if self.helper is not None else " alone"
        return f"{names[self.seat]} travels to {_feat(self.feat)}{ask}"


@event
class HelpAnswered(Event):
    seat: int
    attempter: int
    accepted: bool

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.seat]} {'comes to help' if self.accepted else 'declines to help'} {names[self.attempter]}"


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
            extra = f" with {names[self.helper]}'s help" if self.helper is not None else ""
            return f"{who} attempts {_feat(self.target)}{extra} ({self.rolls} rolls)"
        if self.kind == "scoundrel":
            return f"{who} fights {SCOUNDREL[self.target].name}"
        if self.kind == "villain":
            return f"{who} faces {VILLAIN[self.target].name}"
        return f"{who} duels"


@event
class DiceKept(Event):
    """Before a roll: which dice stay and which are rolled again (`roll` is the roll's number)."""

    seat: int
    kept: tuple[int, ...]
    rerolled: tuple[int, ...]
    faces: tuple[str, ...]
    roll: int

    def describe(self, names: Sequence[str]) -> str:
        kept = _list(self.faces[d] for d in self.kept if self.faces[d])
        n = len(self.rerolled)
        return f"{names[self.seat]} keeps {kept} and rolls {n} {'die' if n == 1 else 'dice'} (roll {self.roll})"


@event
class GearUsed(Event):
    """REROLL equipment rerolls one Zorro die showing its symbol (no roll spent)."""

    seat: int
    card: str
    die: int
    face: str

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.seat]} uses {_card(self.card)} to reroll a {self.face}"


@event
class RareUsed(Event):
    seat: int
    card: str
    dice: tuple[int, ...]
    face: str = ""

    def describe(self, names: Sequence[str]) -> str:
        what = f" to turn a die to {self.face}" if self.face else f" on {dice_count(len(self.dice))}"
        return f"{names[self.seat]} uses {_card(self.card)}{what}"


@event
class HelperRolls(Event):
    """The helper takes the 4th roll: the attempter's Hero dice go `aside`, the helper's are `added`."""

    seat: int
    attempter: int
    aside: tuple[int, ...]
    added: tuple[int, ...]

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.seat]} takes the last roll for {names[self.attempter]}"


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
            return f"{who} {'completes' if self.success else 'fails'} {_feat(self.target)}"
        if self.kind == "scoundrel":
            return f"{who} {'beats' if self.success else 'is beaten by'} {SCOUNDREL[self.target].name}"
        if self.kind == "villain":
            return f"{who} {'defeats' if self.success else 'falls to'} {VILLAIN[self.target].name}"
        return f"{who} ends the duel turn"


@event
class FeatTaken(Event):
    seat: int
    feat: str
    slot: int

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.seat]} takes {_feat(self.feat)}"


@event
class HeroDieGained(Event):
    seat: int
    location: str
    left: int
    """Hero dice of that location still in the supply."""

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.seat]} gains a {LOCATION[self.location].name} Hero die"


@event
class EquipmentTaken(Event):
    """`source`: 'feat' (the card under the feat), 'deck' (Common deck), 'rare' (Rare deck)."""

    seat: int
    card: str
    source: str
    slot: int | None = None

    def describe(self, names: Sequence[str]) -> str:
        where = {"feat": "from under the feat", "deck": "from the Common deck", "rare": "from the Rare deck"}
        return f"{names[self.seat]} takes {_card(self.card)} {where.get(self.source, '')}".rstrip()


@event
class EquipmentDiscarded(Event):
    """A card goes under its deck: `seat` None for the unclaimed card of a feat slot."""

    seat: int | None
    card: str
    reason: str
    slot: int | None = None

    def describe(self, names: Sequence[str]) -> str:
        if self.seat is None:
            return f"Nobody took {_card(self.card)}: it goes under the deck"
        return f"{names[self.seat]} discards {_card(self.card)} ({self.reason})"


@event
class FeatRevealed(Event):
    reveals = True
    slot: int
    feat: str

    def describe(self, names: Sequence[str]) -> str:
        return f"New feat: {_feat(self.feat)}"


@event
class EquipmentRevealed(Event):
    reveals = True
    slot: int
    card: str

    def describe(self, names: Sequence[str]) -> str:
        return f"{_card(self.card)} goes under the feat"


@event
class DeckEmpty(Event):
    deck: str
    """'feat', 'common' or 'rare'."""

    def describe(self, names: Sequence[str]) -> str:
        return {"feat": "No feat is left to draw", "common": "The Common Equipment deck is empty",
                "rare": "The Rare Equipment deck is empty"}[self.deck]


@event
class ScoundrelAppears(Event):
    location: str
    seat: int

    def describe(self, names: Sequence[str]) -> str:
        return f"{SCOUNDREL[self.location].name} appears! Everyone fights, starting after {names[self.seat]}"


@event
class ScoundrelLeaves(Event):
    location: str

    def describe(self, names: Sequence[str]) -> str:
        return f"{SCOUNDREL[self.location].name} leaves the game"


@event
class VillainAppears(Event):
    location: str
    seat: int
    reason: str
    """'hero dice' (every Hero die of the location taken) or 'last feat'."""

    def describe(self, names: Sequence[str]) -> str:
        why = "every Hero die of the location is taken" if self.reason == "hero dice" else "the last feat is drawn"
        return f"{VILLAIN[self.location].name} appears ({why}): the Final Fight begins"


@event
class FinalFightOver(Event):
    winners: tuple[int, ...]

    def describe(self, names: Sequence[str]) -> str:
        if not self.winners:
            return "Nobody defeated the Villain: everyone duels"
        if len(self.winners) == 1:
            return f"Only {names[self.winners[0]]} defeated the Villain"
        return " and ".join(names[w] for w in self.winners) + " defeated the Villain: they duel"


@event
class DuelRound(Event):
    round: int
    duellists: tuple[int, ...]

    def describe(self, names: Sequence[str]) -> str:
        return f"Duel, round {self.round}: " + ", ".join(names[d] for d in self.duellists)


@event
class SwordsShown(Event):
    seat: int
    swords: int

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.seat]} shows {self.swords} sword{'s' if self.swords != 1 else ''}"
