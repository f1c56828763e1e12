"""What happened at a Most Wanted table, for the log and for the table to animate.

Seats are named through `names`; the Sheriff (two-player games) is `SHERIFF`. Hidden cards (a
draw, a face-down hand, a secret decision) are `private_to` their owner; everybody else gets the
`redacted()` version, which says that something happened but not what.
"""
from __future__ import annotations

import dataclasses
from typing import Sequence

from game.i18n import _, format_number, ngettext
from game.rules.common.events import CardMoved, Event, MoneyMoved, event, joined_names
from game.rules.most_wanted.content import (ACTION_NAMES, RANKS, SHERIFF, action_name, card_label, colour_name, rank_name,
                                            rank_of, ranks_name)
from game.rules.most_wanted.hands import DOUBLE_CROSSER, HIGH_CARD, PAIR, TWO_PAIR, THREE_OF_A_KIND, rank_hands


def who(seat: int, names: Sequence[str]) -> str:
    if seat == SHERIFF:
        return _("The Sheriff")
    return names[seat] if 0 <= seat < len(names) else _("seat {number}").format(number=seat)


def _cards(cards: Sequence[str]) -> str:
    return " ".join(rank_name(rank_of(c)) for c in cards)


def _bags(n: int) -> str:
    return ngettext("{n} bag of money", "{n} bags of money", n).format(n=format_number(n))


def _card(card: str | None) -> str:
    return card_label(card) if card else _("a card")


def hand_label(key: tuple[int, ...]) -> str:
    """A ranked hand's name in the current language ("Pair of Jacks", "Two Pair, Kings and 7s")."""
    category = key[0]
    if category == DOUBLE_CROSSER:
        return _("Double Crosser")
    first = RANKS[key[1]]
    if category == HIGH_CARD:
        return _("High Card {rank}").format(rank=rank_name(first))
    if category == TWO_PAIR:
        return _("Two Pair, {ranks} and {other}").format(ranks=ranks_name(first), other=ranks_name(RANKS[key[2]]))
    if category == PAIR:
        return _("Pair of {ranks}").format(ranks=ranks_name(first))
    if category == THREE_OF_A_KIND:
        return _("Three of a Kind, {ranks}").format(ranks=ranks_name(first))
    return _("Four of a Kind, {ranks}").format(ranks=ranks_name(first))


def _reason(reason: str) -> str:
    """Why bags or a token moved: an action's id (its winner moves forward) or a message id."""
    if reason in ACTION_NAMES:
        return _("wins the {action}").format(action=action_name(reason))
    return _(reason)


@event
class Drew(CardMoved):
    """A card drawn from the deck into a hand (seen by its owner only) or for the Sheriff (seen by
    nobody until the reveal)."""

    def describe(self, names: Sequence[str]) -> str:
        if self.dst == SHERIFF or self.dst == "sheriff":
            return _("The Sheriff draws a card face down")
        assert isinstance(self.dst, int), "a card is drawn into a seat's hand or for the Sheriff"
        return _("{name} draws {card}").format(name=who(self.dst, names), card=_card(self.card))


@event
class Discarded(CardMoved):
    def describe(self, names: Sequence[str]) -> str:
        assert isinstance(self.src, int), "a card is discarded from a seat's hand"
        return _("{name} discards {card}").format(name=who(self.src, names), card=_card(self.card))


@event
class BagsMoved(MoneyMoved):
    """Bags of money between a seat, the general supply ('supply') and the cards of a Dishonest
    Labor ('labor')."""

    def describe(self, names: Sequence[str]) -> str:
        """One whole sentence (with its plural forms) for each way bags move, so a translator
        writes "au stock" / "aus dem Vorrat" as the language needs instead of slotting a place's
        name into "from … to …"; the reason, where there is one, is part of the sentence."""
        src, dst, n = self.src, self.dst, self.amount
        reason = _reason(self.reason) if self.reason else ""
        line = self._line(src, dst, n, bool(reason))
        if line is None:  # a way bags never moved when this was written: a plain line, not a crash
            return self._plain(names, reason)
        name = who(src, names) if isinstance(src, int) else who(dst, names) if isinstance(dst, int) else ""
        return line.format(n=format_number(n), reason=reason, name=name)

    def _plain(self, names: Sequence[str], reason: str) -> str:
        def place(p) -> str:
            if isinstance(p, int):
                return who(p, names)
            return {"supply": _("the supply"), "labor": _("the face-down cards")}.get(p, str(p))
        values = dict(bags=_bags(self.amount), source=place(self.src), destination=place(self.dst))
        if reason:
            # Translators: {bags} is "2 bags of money"; {reason} why ("bail", "wins the Duel")
            return _("{bags} from {source} to {destination} ({reason})").format(reason=reason, **values)
        return _("{bags} from {source} to {destination}").format(**values)

    @staticmethod
    def _line(src, dst, n: int, reason: bool) -> str | None:
        """The message for bags moving from `src` to `dst` (None for a way no line is written for)."""
        if isinstance(src, int) and dst == "supply":
            # Translators: {n} bags of money; {reason} why ("bail", "wins the Duel", "dishonest labor")
            return (ngettext("{name} pays {n} bag of money to the supply ({reason})",
                             "{name} pays {n} bags of money to the supply ({reason})", n) if reason else
                    ngettext("{name} pays {n} bag of money to the supply",
                             "{name} pays {n} bags of money to the supply", n))
        if src == "supply" and isinstance(dst, int):
            # Translators: {n} bags of money; {reason} why ("bail", "wins the Duel", "dishonest labor")
            return (ngettext("{name} takes {n} bag of money from the supply ({reason})",
                             "{name} takes {n} bags of money from the supply ({reason})", n) if reason else
                    ngettext("{name} takes {n} bag of money from the supply",
                             "{name} takes {n} bags of money from the supply", n))
        if src == "labor" and isinstance(dst, int):
            # Translators: {n} bags of money; "the face-down cards" are a Dishonest Labor's; {reason} why
            return (ngettext("{name} takes {n} bag of money from the face-down cards ({reason})",
                             "{name} takes {n} bags of money from the face-down cards ({reason})", n) if reason else
                    ngettext("{name} takes {n} bag of money from the face-down cards",
                             "{name} takes {n} bags of money from the face-down cards", n))
        if src == "supply" and dst == "labor":
            # Translators: {n} bags of money; "the face-down cards" are a Dishonest Labor's; {reason} why
            return (ngettext("{n} bag of money from the supply goes on the face-down cards ({reason})",
                             "{n} bags of money from the supply go on the face-down cards ({reason})", n) if reason else
                    ngettext("{n} bag of money from the supply goes on the face-down cards",
                             "{n} bags of money from the supply go on the face-down cards", n))
        if src == "labor" and dst == "supply":
            # Translators: {n} bags of money; "the face-down cards" are a Dishonest Labor's; {reason} why
            return (ngettext("{n} bag of money goes back from the face-down cards to the supply ({reason})",
                             "{n} bags of money go back from the face-down cards to the supply ({reason})", n)
                    if reason else
                    ngettext("{n} bag of money goes back from the face-down cards to the supply",
                             "{n} bags of money go back from the face-down cards to the supply", n))
        return None


@event
class TurnLost(Event):
    seat: int

    def describe(self, names: Sequence[str]) -> str:
        return _("{name} loses this turn (a challenge that failed)").format(name=who(self.seat, names))


@event
class ActionChosen(Event):
    seat: int
    action: str
    points: int = 0

    def describe(self, names: Sequence[str]) -> str:
        if self.points:
            return ngettext("{name} declares a {action} ({n} point)", "{name} declares a {action} ({n} points)",
                            self.points).format(name=who(self.seat, names), action=action_name(self.action),
                                                n=format_number(self.points))
        return _("{name} takes {action}").format(name=who(self.seat, names), action=action_name(self.action))


@event
class DeckReshuffled(Event):
    times: int
    cards: int

    def describe(self, names: Sequence[str]) -> str:
        return ngettext("The deck ran out: the discard pile ({n} card) is shuffled into a new deck",
                        "The deck ran out: the discard pile ({n} cards) is shuffled into a new deck", self.cards).format(
            n=format_number(self.cards))


@event
class RobberyFlipped(Event):
    reveals = True
    robbery: str
    points: int

    def describe(self, names: Sequence[str]) -> str:
        return ngettext("The {action} card flips: it is now worth {n} point",
                        "The {action} card flips: it is now worth {n} points", self.points).format(
            action=action_name(self.robbery), n=format_number(self.points))


@event
class HandLaid(Event):
    """A face-down hand (or a changed one) laid on the table; the cards only for their owner."""

    seat: int
    count: int
    cards: tuple[str, ...] | None
    changed: bool = False
    private_to: tuple[int, ...] | None = None

    def describe(self, names: Sequence[str]) -> str:
        n, name = self.count, who(self.seat, names)
        if self.cards is not None:
            words = ngettext("{name} swaps in {n} card face down ({cards})", "{name} swaps in {n} cards face down ({cards})",
                             n) if self.changed else \
                ngettext("{name} lays {n} card face down ({cards})", "{name} lays {n} cards face down ({cards})", n)
            return words.format(name=name, n=format_number(n), cards=_cards(self.cards))
        words = ngettext("{name} swaps in {n} card face down", "{name} swaps in {n} cards face down", n) \
            if self.changed else ngettext("{name} lays {n} card face down", "{name} lays {n} cards face down", n)
        return words.format(name=name, n=format_number(n))

    def redacted(self) -> Event:
        return dataclasses.replace(self, cards=None, private_to=None)


@event
class KeptCards(Event):
    seat: int

    def describe(self, names: Sequence[str]) -> str:
        return _("{name} keeps the cards on the table").format(name=who(self.seat, names))


@event
class JoinDecided(Event):
    """A secret decision to join a robbery or stay out: others only learn that it is made."""

    seat: int
    joined: bool | None
    cards: tuple[str, ...] | None
    private_to: tuple[int, ...] | None = None

    def describe(self, names: Sequence[str]) -> str:
        name = who(self.seat, names)
        if self.joined is None:
            return _("{name} has decided").format(name=name)
        if self.joined:
            return _("{name} secretly joins with {cards}").format(name=name, cards=_cards(self.cards or ()))
        return _("{name} secretly stays out").format(name=name)

    def redacted(self) -> Event:
        return JoinDecided(self.seat, None, None, None)


@event
class JoinsRevealed(Event):
    reveals = True
    joined: tuple[int, ...]
    stayed: tuple[int, ...]

    def describe(self, names: Sequence[str]) -> str:
        if not self.joined:
            return _("Nobody joins the robbery")
        return _("Joining the robbery: {names}").format(names=", ".join(who(s, names) for s in self.joined))


@event
class HandsRevealed(Event):
    """Face-down hands flipped together (a showdown or a tie-break round)."""
    reveals = True

    seats: tuple[int, ...]
    hands: tuple[tuple[str, ...], ...]
    ranks: tuple[str, ...]
    """Each hand's name in the rule book's words ("Pair of Queens")."""
    keys: tuple[tuple[int, ...], ...] = ()
    """Each hand's rank as the rules ranked it at the flip (`rank_hands` keys: the larger wins),
    for `hand_label` to word in the reader's language: the log and the table name the hands
    from it, never ranking them a second time."""

    def label(self, index: int) -> str:
        """Hand `index`'s name in the reader's language ("Paire de dames")."""
        return hand_label(self.keys[index] if self.keys else rank_hands(self.hands)[index])

    def describe(self, names: Sequence[str]) -> str:
        # Translators: one flipped hand: who, the cards ("Jack Jack 7"), the hand's name ("Pair of Jacks")
        hands = "; ".join(_("{name} {cards} ({hand})").format(name=who(s, names), cards=_cards(h), hand=self.label(i))
                          for i, (s, h) in enumerate(zip(self.seats, self.hands)))
        return _("Hands flipped: {hands}").format(hands=hands)


@event
class TieBreak(Event):
    seats: tuple[int, ...]

    def describe(self, names: Sequence[str]) -> str:
        return _("Tie between {names}: each plays a face-down 1-card hand").format(
            names=joined_names([who(s, names) for s in self.seats]))


@event
class ActionWon(Event):
    seat: int
    action: str

    def describe(self, names: Sequence[str]) -> str:
        return _("{name} wins the {action}").format(name=who(self.seat, names), action=action_name(self.action))


@event
class ScoreMoved(Event):
    seat: int
    before: int
    after: int
    reason: str = ""

    def describe(self, names: Sequence[str]) -> str:
        step = self.after - self.before
        if step > 0:
            words = ngettext("{name} moves forward {n} space to space {space}",
                             "{name} moves forward {n} spaces to space {space}", step)
        else:
            words = ngettext("{name} moves back {n} space to space {space}",
                             "{name} moves back {n} spaces to space {space}", -step)
        line = words.format(name=who(self.seat, names), n=format_number(abs(step)), space=format_number(self.after))
        if self.reason:
            # Translators: a log line and why ("Ana moves forward 2 spaces to space 5", "wins the Duel")
            return _("{line} ({reason})").format(line=line, reason=_reason(self.reason))
        return line


@event
class BailPaid(Event):
    """A loser's bail: `owed` by their scoreboard space, `paid` in bags, `back` spaces for the rest.
    Comes before the BagsMoved / ScoreMoved events that carry it out."""

    seat: int
    owed: int
    paid: int
    back: int

    def describe(self, names: Sequence[str]) -> str:
        name = who(self.seat, names)
        if self.owed == 0:
            return _("{name} is not on the scoreboard yet and pays no bail").format(name=name)
        if self.paid >= self.owed:
            return _("{name} owes {bags} bail").format(name=name, bags=_bags(self.owed))
        if self.paid:
            return _("{name} owes {bags} bail and can pay only {paid}").format(name=name, bags=_bags(self.owed),
                                                                                paid=format_number(self.paid))
        return _("{name} owes {bags} bail and cannot pay any of it").format(name=name, bags=_bags(self.owed))


@event
class LaborDeclared(Event):
    seat: int
    count: int
    colour: str

    def describe(self, names: Sequence[str]) -> str:
        return ngettext("{name} swears the {n} face-down card is all {colour}",
                        "{name} swears the {n} face-down cards are all {colour}", self.count).format(
            name=who(self.seat, names), n=format_number(self.count), colour=colour_name(self.colour))


@event
class ChallengeDecided(Event):
    seat: int
    challenge: bool | None
    private_to: tuple[int, ...] | None = None

    def describe(self, names: Sequence[str]) -> str:
        name = who(self.seat, names)
        if self.challenge is None:
            return _("{name} has decided").format(name=name)
        if self.challenge:
            return _("{name} secretly challenges").format(name=name)
        return _("{name} secretly lets it pass").format(name=name)

    def redacted(self) -> Event:
        return ChallengeDecided(self.seat, None, None)


@event
class ChallengesRevealed(Event):
    reveals = True
    challengers: tuple[int, ...]

    def describe(self, names: Sequence[str]) -> str:
        if not self.challengers:
            return _("Nobody challenges")
        return _("Challenging: {names}").format(names=", ".join(who(s, names) for s in self.challengers))


@event
class LaborRevealed(Event):
    reveals = True
    seat: int
    cards: tuple[str, ...]
    colour: str
    honest: bool

    def describe(self, names: Sequence[str]) -> str:
        shown = ", ".join(card_label(c) for c in self.cards)
        values = dict(name=who(self.seat, names), cards=shown, colour=colour_name(self.colour))
        if self.honest:
            return _("{name} shows {cards}: all {colour} was the truth").format(**values)
        return _("{name} shows {cards}: all {colour} was a bluff").format(**values)


@event
class TableCleared(Event):
    """Every card played in the action goes to the face-up discard pile."""

    cards: tuple[str, ...]

    def describe(self, names: Sequence[str]) -> str:
        return ngettext("{n} played card goes to the discard pile", "{n} played cards go to the discard pile",
                        len(self.cards)).format(n=format_number(len(self.cards)))


@event
class LaborPlayed(Event):
    """Honest Labor: cards played face up, all of one colour."""

    seat: int
    cards: tuple[str, ...]

    def describe(self, names: Sequence[str]) -> str:
        shown = ", ".join(card_label(c) for c in self.cards)
        return _("{name} does an honest day's work with {cards}").format(name=who(self.seat, names), cards=shown)


@event
class Challenged(Event):
    """Duel or Shootout: who must take part, and the hand size."""

    seat: int
    action: str
    targets: tuple[int, ...]
    size: int

    def describe(self, names: Sequence[str]) -> str:
        whom = joined_names([who(t, names) for t in self.targets])
        # Translators: {action} is Duel or Shootout; {size} the number of cards in each hand
        return _("{name} calls {whom} to a {action} with {size}-card hands").format(
            name=who(self.seat, names), whom=whom, action=action_name(self.action), size=format_number(self.size))


@event
class LosesNextTurn(Event):
    seat: int

    def describe(self, names: Sequence[str]) -> str:
        return _("{name} challenged the truth and will lose their next turn").format(name=who(self.seat, names))


@event
class CannotDraw(Event):
    seat: int

    def describe(self, names: Sequence[str]) -> str:
        return _("No cards are left anywhere for {name} to draw").format(name=who(self.seat, names))
