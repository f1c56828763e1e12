"""What a player can do: bid (or raise), turn a click stack back into bid-bills, choose the roller."""
from __future__ import annotations

from game.rules.common.actions import ActionRegistry, action
from game.rules.common.memo import per_game
from game.rules.roulette.content import Bills

ACTIONS = ActionRegistry()


@action("bid", ACTIONS)
class Bid:
    """Put these bills under your hand: the opening bid, or a raise when tied for the high bid."""

    thousands: int
    two_thousands: int

    @property
    def bills(self) -> Bills:
        return (self.thousands, self.two_thousands)


@action("convert", ACTIONS)
class Convert:
    """Turn your click stack number `stack` back into bid-bills (its marker goes to the centre)."""

    stack: int


@action("choose", ACTIONS)
class Choose:
    """The high bidder sends `seat` (possibly themself) to play Russian roulette."""

    seat: int


def bid_options(bills: Bills) -> list[Bid]:
    """Every bid that can be made from `bills`: at least one bill, never more than you hold."""
    return list(_bid_options(bills))


@per_game(maxsize=None)
def _bid_options(bills: Bills) -> tuple[Bid, ...]:
    return tuple(Bid(a, b) for a in range(bills[0] + 1) for b in range(bills[1] + 1) if a + b >= 1)
