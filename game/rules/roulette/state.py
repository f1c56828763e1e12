"""The Bulletbucks table: everyone's bid-bills, click stacks and fate, the centre's click markers,
and where the round stands."""
from __future__ import annotations

from dataclasses import dataclass, field

from game.rules.roulette.content import CLICK_MARKERS, NO_BILLS, Bills

# phases of a round
BID, CONVERT, CHOOSE, SPIN, OVER = "bid", "convert", "choose", "spin", "over"
# a player's fate
ALIVE, DEAD, LEFT = "alive", "dead", "left"


@dataclass
class RouletteState:
    seats: int
    bills: list[Bills]
    """Each seat's bid-bills in hand. In an observation, another seat's hand still holds the bills
    of its hidden pending bid (nobody can tell the hand from the bid until the reveal)."""
    stacks: list[list[Bills]]
    """Each seat's click stacks, in the order won; every stack carries one click marker."""
    status: list[str]
    centre: int = CLICK_MARKERS
    """Click markers in the table centre."""
    phase: str = BID
    bids: list[Bills] = field(default_factory=list)
    """What each seat has bid this round and was revealed (opening bid plus raises)."""
    pending: dict = field(default_factory=dict)
    """Secret bids placed in the current bid or raise: seat -> Bills (None in an observation for
    another seat's bid: the table sees a hand on the table, not what is under it)."""
    bidders: list[int] = field(default_factory=list)
    """Who must bid (or raise) in the current bid or raise, in seat order."""
    converting: list[int] = field(default_factory=list)
    """Bidders who have no bid-bills and must first turn a click stack back, in seat order."""
    high: int | None = None
    roller: int | None = None
    removed: int = 0
    """Money that left the game (bang rounds, players leaving): lets tests check conservation."""
    round: int = 1
    raise_no: int = 0
    """0 for the opening bid of a round, 1, 2, ... for the tie raises."""
    history: list[tuple[int, ...]] = field(default_factory=list)
    """Public record: each seat's revealed opening bids, one value per round (what players
    remember of each other's bidding)."""
    chose_self: list[int] = field(default_factory=list)
    """Public record: how often each seat, as high bidder, took the revolver itself ..."""
    chose_other: list[int] = field(default_factory=list)
    """... and how often it sent someone else."""

    def clone(self) -> "RouletteState":
        s = RouletteState.__new__(RouletteState)
        s.__dict__.update(self.__dict__)
        s.bills = self.bills[:]
        s.stacks = [x[:] for x in self.stacks]
        s.status = self.status[:]
        s.bids = self.bids[:]
        s.pending = self.pending.copy()
        s.bidders = self.bidders[:]
        s.converting = self.converting[:]
        s.history = self.history[:]
        s.chose_self = self.chose_self[:]
        s.chose_other = self.chose_other[:]
        return s

    def living(self) -> list[int]:
        return [s for s in range(self.seats) if self.status[s] == ALIVE]

    def pot(self) -> Bills:
        """The round's whole bid as revealed so far: every bill bid by every player."""
        return (sum(b[0] for b in self.bids), sum(b[1] for b in self.bids))

    def raising(self) -> bool:
        return self.raise_no > 0


def fresh_bids(seats: int) -> list[Bills]:
    return [NO_BILLS] * seats
