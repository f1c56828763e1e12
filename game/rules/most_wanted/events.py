"""What happened at a Most Wanted table, for the log and for the table to animate.

Seats are named through `names`; the Sheriff (two-player games) is `SHERIFF`. Hidden cards (a
draw, a face-down hand, a secret decision) are `private_to` their owner; everybody else gets the
`redacted()` version, which says that something happened but not what.
"""
from __future__ import annotations

import dataclasses
from typing import Sequence

from game.rules.common.events import CardMoved, Event, MoneyMoved, event
from game.rules.most_wanted.content import ACTION_NAMES, RANK_NAMES, SHERIFF, rank_of


def who(seat: int, names: Sequence[str]) -> str:
    if seat == SHERIFF:
        return "The Sheriff"
    return names[seat] if 0 <= seat < len(names) else f"seat {seat}"


def _cards(cards: Sequence[str]) -> str:
    return " ".join(RANK_NAMES[rank_of(c)] if rank_of(c) in "JQKA" else rank_of(c) for c in cards)


def _bags(n: int) -> str:
    return f"{n} bag{'s' if n != 1 else ''} of money"


def _spaces(n: int) -> str:
    return f"{n} space{'s' if n != 1 else ''}"


@event
class Drew(CardMoved):
    """A card drawn from the deck into a hand (seen by its owner only) or for the Sheriff (seen by
    nobody until the reveal)."""

    def describe(self, names: Sequence[str]) -> str:
        what = self.card.replace("_", " ").title() if self.card else "a card"
        if self.dst == SHERIFF or self.dst == "sheriff":
            return "The Sheriff draws a card face down"
        return f"{who(self.dst, names)} draws {what}"


@event
class Discarded(CardMoved):
    def describe(self, names: Sequence[str]) -> str:
        what = self.card.replace("_", " ").title() if self.card else "a card"
        return f"{who(self.src, names)} discards {what}"


@event
class BagsMoved(MoneyMoved):
    """Bags of money between a seat, the general supply ('supply') and the cards of a Dishonest
    Labor ('labor')."""

    def describe(self, names: Sequence[str]) -> str:
        def place(p) -> str:
            if isinstance(p, int):
                return who(p, names)
            return {"supply": "the supply", "labor": "the face-down cards"}.get(p, str(p))
        why = f" ({self.reason})" if self.reason else ""
        return f"{_bags(self.amount)} from {place(self.src)} to {place(self.dst)}{why}"


@event
class TurnBegins(Event):
    seat: int
    turn: int

    def describe(self, names: Sequence[str]) -> str:
        return f"— Turn {self.turn}: {who(self.seat, names)} —"


@event
class TurnLost(Event):
    seat: int

    def describe(self, names: Sequence[str]) -> str:
        return f"{who(self.seat, names)} loses this turn (a challenge that failed)"


@event
class ActionChosen(Event):
    seat: int
    action: str
    points: int = 0

    def describe(self, names: Sequence[str]) -> str:
        name = ACTION_NAMES[self.action]
        if self.points:
            return f"{who(self.seat, names)} declares a {name} ({self.points} points)"
        return f"{who(self.seat, names)} takes {name}"


@event
class DeckReshuffled(Event):
    times: int
    cards: int

    def describe(self, names: Sequence[str]) -> str:
        return f"The deck ran out: the discard pile ({self.cards} cards) is shuffled into a new deck"


@event
class RobberyFlipped(Event):
    reveals = True
    robbery: str
    points: int

    def describe(self, names: Sequence[str]) -> str:
        return f"The {ACTION_NAMES[self.robbery]} card flips: it is now worth {self.points} points"


@event
class HandLaid(Event):
    """A face-down hand (or a changed one) laid on the table; the cards only for their owner."""

    seat: int
    count: int
    cards: tuple[str, ...] | None
    changed: bool = False
    private_to: tuple[int, ...] | None = None

    def describe(self, names: Sequence[str]) -> str:
        verb = "swaps in" if self.changed else "lays"
        what = f"{self.count} card{'s' if self.count != 1 else ''} face down"
        if self.cards is not None:
            what += f" ({_cards(self.cards)})"
        return f"{who(self.seat, names)} {verb} {what}"

    def redacted(self) -> Event:
        return dataclasses.replace(self, cards=None, private_to=None)


@event
class KeptCards(Event):
    seat: int

    def describe(self, names: Sequence[str]) -> str:
        return f"{who(self.seat, names)} keeps the cards on the table"


@event
class JoinDecided(Event):
    """A secret decision to join a robbery or stay out: others only learn that it is made."""

    seat: int
    joined: bool | None
    cards: tuple[str, ...] | None
    private_to: tuple[int, ...] | None = None

    def describe(self, names: Sequence[str]) -> str:
        if self.joined is None:
            return f"{who(self.seat, names)} has decided"
        if self.joined:
            return f"{who(self.seat, names)} secretly joins with {_cards(self.cards or ())}"
        return f"{who(self.seat, names)} secretly stays out"

    def redacted(self) -> Event:
        return JoinDecided(self.seat, None, None, None)


@event
class JoinsRevealed(Event):
    reveals = True
    joined: tuple[int, ...]
    stayed: tuple[int, ...]

    def describe(self, names: Sequence[str]) -> str:
        if not self.joined:
            return "Nobody joins the robbery"
        return "Joining the robbery: " + ", ".join(who(s, names) for s in self.joined)


@event
class HandsRevealed(Event):
    """Face-down hands flipped together (a showdown or a tie-break round)."""
    reveals = True

    seats: tuple[int, ...]
    hands: tuple[tuple[str, ...], ...]
    ranks: tuple[str, ...]

    def describe(self, names: Sequence[str]) -> str:
        return "Hands flipped: " + "; ".join(
            f"{who(s, names)} {_cards(h)} ({r})" for s, h, r in zip(self.seats, self.hands, self.ranks))


@event
class TieBreak(Event):
    seats: tuple[int, ...]

    def describe(self, names: Sequence[str]) -> str:
        return "Tie between " + " and ".join(who(s, names) for s in self.seats) + \
            ": each plays a face-down 1-card hand"


@event
class ActionWon(Event):
    seat: int
    action: str

    def describe(self, names: Sequence[str]) -> str:
        return f"{who(self.seat, names)} wins the {ACTION_NAMES[self.action]}"


@event
class ScoreMoved(Event):
    seat: int
    before: int
    after: int
    reason: str = ""

    def describe(self, names: Sequence[str]) -> str:
        step = self.after - self.before
        way = "forward" if step > 0 else "back"
        why = f" ({self.reason})" if self.reason else ""
        return f"{who(self.seat, names)} moves {way} {_spaces(abs(step))} to space {self.after}{why}"


@event
class BailPaid(Event):
    """A loser's bail: `owed` by their scoreboard space, `paid` in bags, `back` spaces for the rest.
    Comes before the BagsMoved / ScoreMoved events that carry it out."""

    seat: int
    owed: int
    paid: int
    back: int

    def describe(self, names: Sequence[str]) -> str:
        if self.owed == 0:
            return f"{who(self.seat, names)} is not on the scoreboard yet and pays no bail"
        text = f"{who(self.seat, names)} owes {_bags(self.owed)} bail"
        if self.paid < self.owed:
            text += f" and can pay only {self.paid}" if self.paid else " and cannot pay any of it"
        return text


@event
class LaborDeclared(Event):
    seat: int
    count: int
    colour: str

    def describe(self, names: Sequence[str]) -> str:
        return (f"{who(self.seat, names)} swears the {self.count} face-down card"
                f"{'s are' if self.count != 1 else ' is'} all {self.colour}")


@event
class ChallengeDecided(Event):
    seat: int
    challenge: bool | None
    private_to: tuple[int, ...] | None = None

    def describe(self, names: Sequence[str]) -> str:
        if self.challenge is None:
            return f"{who(self.seat, names)} has decided"
        return f"{who(self.seat, names)} secretly {'challenges' if self.challenge else 'lets it pass'}"

    def redacted(self) -> Event:
        return ChallengeDecided(self.seat, None, None)


@event
class ChallengesRevealed(Event):
    reveals = True
    challengers: tuple[int, ...]

    def describe(self, names: Sequence[str]) -> str:
        if not self.challengers:
            return "Nobody challenges"
        return "Challenging: " + ", ".join(who(s, names) for s in self.challengers)


@event
class LaborRevealed(Event):
    reveals = True
    seat: int
    cards: tuple[str, ...]
    colour: str
    honest: bool

    def describe(self, names: Sequence[str]) -> str:
        shown = ", ".join(c.replace("_", " ").title() for c in self.cards)
        verdict = "the truth" if self.honest else "a bluff"
        return f"{who(self.seat, names)} shows {shown}: all {self.colour} was {verdict}"


@event
class TableCleared(Event):
    """Every card played in the action goes to the face-up discard pile."""

    cards: tuple[str, ...]

    def describe(self, names: Sequence[str]) -> str:
        return f"{len(self.cards)} played card{'s go' if len(self.cards) != 1 else ' goes'} to the discard pile"


@event
class LaborPlayed(Event):
    """Honest Labor: cards played face up, all of one colour."""

    seat: int
    cards: tuple[str, ...]

    def describe(self, names: Sequence[str]) -> str:
        shown = ", ".join(c.replace("_", " ").title() for c in self.cards)
        return f"{who(self.seat, names)} does an honest day's work with {shown}"


@event
class Challenged(Event):
    """Duel or Shootout: who must take part, and the hand size."""

    seat: int
    action: str
    targets: tuple[int, ...]
    size: int

    def describe(self, names: Sequence[str]) -> str:
        whom = " and ".join(who(t, names) for t in self.targets)
        return (f"{who(self.seat, names)} calls {whom} to a {ACTION_NAMES[self.action]} "
                f"with {self.size}-card hands")


@event
class LosesNextTurn(Event):
    seat: int

    def describe(self, names: Sequence[str]) -> str:
        return f"{who(self.seat, names)} challenged the truth and will lose their next turn"


@event
class CannotDraw(Event):
    seat: int

    def describe(self, names: Sequence[str]) -> str:
        return f"No cards are left anywhere for {who(self.seat, names)} to draw"
