"""Money that is never created or destroyed by accident: every change is a transfer.

`Ledger` keeps one balance per place (seat numbers and named places such as "bank").
`pay` moves at most what the payer has and returns the MoneyMoved event, so an engine can cap
winnings by the bank ("only up to the stock at the centre") without arithmetic of its own.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from game.i18n import N_
from game.rules.common.contract import IllegalAction
from game.rules.common.events import MoneyMoved, Place


@dataclass
class Ledger:
    balances: dict[Place, int] = field(default_factory=dict)

    def clone(self) -> "Ledger":
        return Ledger(dict(self.balances))

    def __getitem__(self, place: Place) -> int:
        return self.balances.get(place, 0)

    def total(self) -> int:
        return sum(self.balances.values())

    def pay(self, src: Place, dst: Place, amount: int, reason: str = "", *, partial: bool = True,
            reason_words: tuple[tuple[str, str, str], ...] = ()) -> MoneyMoved | None:
        """Move `amount` (or, if `partial`, as much as `src` holds). None when nothing moved.
        `reason` is a message id, its placeholders filled from `reason_words` (see MoneyMoved)."""
        if amount < 0:
            raise ValueError("negative payment")
        have = self[src]
        if amount > have and not partial:
            raise IllegalAction(N_("Not enough money: {have} available, {amount} needed."), have=have, amount=amount)
        moved = min(amount, have)
        if moved == 0:
            return None
        self.balances[src] = have - moved
        self.balances[dst] = self[dst] + moved
        return MoneyMoved(src, dst, moved, reason, reason_words)


def make_change(amount: int, denominations: tuple[int, ...] = (10, 5, 1)) -> dict[int, int]:
    """Fewest chips for `amount` (greedy is optimal for 1/5/10): {denomination: count}."""
    chips: dict[int, int] = {}
    for d in sorted(denominations, reverse=True):
        chips[d], amount = divmod(amount, d)
    if amount:
        raise ValueError("amount cannot be paid in these denominations")
    return chips
