"""What happens at the Bulletbucks table, for the table to animate and the log to tell.

Log lines use seat names, never "you". A bid is the only secret: `BidPlaced` is private to the
bidder, and everyone else gets the redacted "Ana has bid" until `BidsRevealed` shows all bids at once.
"""
from __future__ import annotations

from typing import Sequence

from game.rules.common.events import Event, event
from game.rules.roulette.content import Bills, value


def money(amount: int) -> str:
    return f"{amount:,} bulletbucks"


def bills_text(bills: Bills) -> str:
    parts = []
    if bills[1]:
        parts.append(f"{bills[1]} x 2,000")
    if bills[0]:
        parts.append(f"{bills[0]} x 1,000")
    return " + ".join(parts) or "no bills"


@event
class RoundBegins(Event):
    round: int
    markers: int

    def describe(self, names: Sequence[str]) -> str:
        return f"— Round {self.round}: {self.markers} click marker{'s' if self.markers != 1 else ''} in the centre —"


@event
class BidPlaced(Event):
    """A secret bid (or raise) goes under the bidder's hand. `bills` is None in the redacted copy."""

    seat: int
    bills: Bills | None
    raise_: bool = False
    private_to: tuple[int, ...] | None = None

    def describe(self, names: Sequence[str]) -> str:
        what = "raises" if self.raise_ else "bids"
        if self.bills is None:  # what everyone else reads: a hand went down on the table
            return f"{names[self.seat]} {what} in secret"
        return f"{names[self.seat]} {what} {money(value(self.bills))} in secret ({bills_text(self.bills)})"

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
        head = "Raises revealed: " if self.raise_ else "Bids revealed: "
        return head + ", ".join(f"{names[s]} {a:,}" for s, a in zip(self.seats, self.amounts))


@event
class TieToRaise(Event):
    seats: tuple[int, ...]
    amount: int = 0

    def describe(self, names: Sequence[str]) -> str:
        at = f" at {self.amount:,}" if self.amount else ""
        return "Tied for the high bid" + at + ": " + " and ".join(names[s] for s in self.seats) + " must raise in secret"


@event
class HighBidder(Event):
    seat: int
    amount: int

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.seat]} has the high bid ({money(self.amount)}) and chooses who plays"


@event
class RollerChosen(Event):
    by: int
    roller: int

    def describe(self, names: Sequence[str]) -> str:
        if self.by == self.roller:
            return f"{names[self.by]} picks up the revolver"
        return f"{names[self.by]} hands the revolver to {names[self.roller]}"


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
            return f"{names[self.roller]} spins the cylinder... BANG!"
        return f"{names[self.roller]} spins the cylinder... click!"


@event
class StackTaken(Event):
    """Click: the roller takes the whole bid as a new click stack topped by a marker from the centre."""

    seat: int
    bills: Bills
    markers_held: int
    markers_left: int

    def describe(self, names: Sequence[str]) -> str:
        return (f"{names[self.seat]} takes the {money(value(self.bills))} bid as a click stack "
                f"(now {self.markers_held} marker{'s' if self.markers_held != 1 else ''}; "
                f"{self.markers_left} left in the centre)")


@event
class BillsLeaveGame(Event):
    """Bills out of the game: a bang's round bid and the roller's bid-bills, or a leaver's bid."""

    seat: int
    bid: int
    hand: int

    def describe(self, names: Sequence[str]) -> str:
        if self.hand:
            return f"The {money(self.bid)} bid and {names[self.seat]}'s {money(self.hand)} in bid-bills leave the game"
        return f"The {money(self.bid)} bid leaves the game"


@event
class StackConverted(Event):
    """No bid-bills when a bid is due: a click stack turns back into bid-bills; its marker returns."""

    seat: int
    amount: int
    bills: Bills = (0, 0)

    def describe(self, names: Sequence[str]) -> str:
        return (f"{names[self.seat]} has no bid-bills and turns a click stack of {money(self.amount)} back "
                "into bid-bills; its marker returns to the centre")


@event
class FinalScores(Event):
    """The count at the end: each seat's click-stack sum, markers and score (sum x markers)."""

    sums: tuple[int, ...]
    markers: tuple[int, ...]
    scores: tuple[int, ...]

    def describe(self, names: Sequence[str]) -> str:
        return "Final scores: " + "; ".join(
            f"{names[s]} {self.sums[s]:,} x {self.markers[s]} = {self.scores[s]:,}" for s in range(len(self.scores)))
