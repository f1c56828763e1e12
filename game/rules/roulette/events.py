"""What happens at the Bulletbucks table, for the table to animate and the log to tell.

Log lines use seat names, never "you". A bid is the only secret: `BidPlaced` is private to the
bidder, and everyone else gets the redacted "Ana has bid" until `BidsRevealed` shows all bids at once.
"""
from __future__ import annotations

from typing import Sequence

from game.i18n import _, format_money, format_number, ngettext
from game.rules.common.events import Event, event, joined_names
from game.rules.roulette.content import Bills, value


def money(amount: int) -> str:
    """"11,000 bulletbucks" as the current language writes it."""
    return format_money(amount)


def bills_text(bills: Bills) -> str:
    """"2 x 2,000 + 1 x 1,000": the bills of a bid."""
    parts = []
    for count, worth in ((bills[1], 2000), (bills[0], 1000)):
        if count:
            # Translators: {count} bills of {worth} bulletbucks each ("2 x 2,000")
            parts.append(_("{count} x {worth}").format(count=format_number(count), worth=format_number(worth)))
    return " + ".join(parts) or _("no bills")


@event
class RoundBegins(Event):
    round: int
    markers: int

    heads_log = True

    def describe(self, names: Sequence[str]) -> str:
        return ngettext("— Round {round}: {n} click marker in the centre —",
                        "— Round {round}: {n} click markers in the centre —", self.markers).format(
            round=format_number(self.round), n=format_number(self.markers))


@event
class BidPlaced(Event):
    """A secret bid (or raise) goes under the bidder's hand. `bills` is None in the redacted copy."""

    seat: int
    bills: Bills | None
    raise_: bool = False
    private_to: tuple[int, ...] | None = None

    def describe(self, names: Sequence[str]) -> str:
        name = names[self.seat]
        if self.bills is None:  # what everyone else reads: a hand went down on the table
            return (_("{name} raises in secret") if self.raise_ else _("{name} bids in secret")).format(name=name)
        # Translators: {bills} lists the bills ("2 x 2,000 + 1 x 1,000")
        words = _("{name} raises {money} in secret ({bills})") if self.raise_ else \
            _("{name} bids {money} in secret ({bills})")
        return words.format(name=name, money=money(value(self.bills)), bills=bills_text(self.bills))

    def redacted(self) -> Event:
        return BidPlaced(self.seat, None, self.raise_, None)


@event
class BidsRevealed(Event):
    """All bids of this bid (or raise) turned over together. `amounts` and `bills` are what each
    of `seats` put in just now; `totals` are every seat's whole bid this round."""
    reveals = True

    seats: tuple[int, ...]
    amounts: tuple[int, ...]
    totals: tuple[int, ...]
    bills: tuple[Bills, ...] = ()
    raise_: bool = False

    def describe(self, names: Sequence[str]) -> str:
        # Translators: one player's bid in a list ("Ana 2,000")
        bids = ", ".join(_("{name} {amount}").format(name=names[s], amount=format_number(a))
                         for s, a in zip(self.seats, self.amounts))
        # Translators: {bids} lists who bid how much ("Ana 2,000, Bill 1,000")
        return (_("Raises revealed: {bids}") if self.raise_ else _("Bids revealed: {bids}")).format(bids=bids)


@event
class TieToRaise(Event):
    seats: tuple[int, ...]
    amount: int = 0

    def describe(self, names: Sequence[str]) -> str:
        who = joined_names([names[s] for s in self.seats])
        if self.amount:
            return _("Tied for the high bid at {amount}: {names} must raise in secret").format(
                amount=format_number(self.amount), names=who)
        return _("Tied for the high bid: {names} must raise in secret").format(names=who)


@event
class HighBidder(Event):
    seat: int
    amount: int

    def describe(self, names: Sequence[str]) -> str:
        return _("{name} has the high bid ({money}) and chooses who plays").format(name=names[self.seat],
                                                                                   money=money(self.amount))


@event
class RollerChosen(Event):
    by: int
    roller: int

    def describe(self, names: Sequence[str]) -> str:
        if self.by == self.roller:
            return _("{name} picks up the revolver").format(name=names[self.by])
        return _("{name} hands the revolver to {other}").format(name=names[self.by], other=names[self.roller])


@event
class CylinderStopped(Event):
    """The roller loaded the bullet, spun the cylinder and opened it: `chamber` is the die face
    ("blank" = click, "bullet" = bang); `pot` is the round's whole bid at stake."""
    reveals = True

    roller: int
    chamber: str
    pot: int

    def describe(self, names: Sequence[str]) -> str:
        if self.chamber == "bullet":
            return _("{name} spins the cylinder... BANG!").format(name=names[self.roller])
        return _("{name} spins the cylinder... click!").format(name=names[self.roller])


@event
class StackTaken(Event):
    """Click: the roller takes the whole bid as a new click stack topped by a marker from the centre."""

    seat: int
    bills: Bills
    markers_held: int
    markers_left: int

    def describe(self, names: Sequence[str]) -> str:
        # Translators: {held} is e.g. "2 markers", {left} the markers still in the table centre
        return _("{name} takes the {money} bid as a click stack (now {held}; {left} left in the centre)").format(
            name=names[self.seat], money=money(value(self.bills)),
            held=ngettext("{n} marker", "{n} markers", self.markers_held).format(n=format_number(self.markers_held)),
            left=format_number(self.markers_left))


@event
class BillsLeaveGame(Event):
    """Bills out of the game: a bang's round bid and the roller's bid-bills, or a leaver's bid."""

    seat: int
    bid: int
    hand: int

    def describe(self, names: Sequence[str]) -> str:
        if self.hand:
            return _("The {money} bid and {name}'s {hand} in bid-bills leave the game").format(
                money=money(self.bid), name=names[self.seat], hand=money(self.hand))
        return _("The {money} bid leaves the game").format(money=money(self.bid))


@event
class StackConverted(Event):
    """No bid-bills when a bid is due: a click stack turns back into bid-bills; its marker returns."""

    seat: int
    amount: int
    bills: Bills = (0, 0)

    def describe(self, names: Sequence[str]) -> str:
        return _("{name} has no bid-bills and turns a click stack of {money} back into bid-bills; its marker "
                 "returns to the centre").format(name=names[self.seat], money=money(self.amount))


@event
class FinalScores(Event):
    """The count at the end: each seat's click-stack sum, markers and score (sum x markers)."""

    sums: tuple[int, ...]
    markers: tuple[int, ...]
    scores: tuple[int, ...]

    def describe(self, names: Sequence[str]) -> str:
        # Translators: a player's score: click stacks' sum x markers = score ("Ana 7,000 x 2 = 14,000")
        scores = "; ".join(_("{name} {sum} x {markers} = {score}").format(
            name=names[s], sum=format_number(self.sums[s]), markers=format_number(self.markers[s]),
            score=format_number(self.scores[s])) for s in range(len(self.scores)))
        return _("Final scores: {scores}").format(scores=scores)
