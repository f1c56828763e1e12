"""Bulletbucks as data (roulette.rulebook.txt, roulette.components.md).

Bills are never exchanged, so every amount of money is kept as a pair of bill counts
`(thousands, two_thousands)`; its value is `value(bills)`.
"""
from __future__ import annotations

from game.rules.common.dice import DieSpec

BILL_VALUES = (1000, 2000)
START_BILLS = (6, 6)
"""Each player: 6 x 1,000 and 6 x 2,000 bulletbucks (rule book, setup)."""
CLICK_MARKERS = 6
"""Click markers in the table centre at the start (PROPOSED reading of "6 x click markers")."""
CYLINDER = DieSpec("cylinder", ("blank",) * 5 + ("bullet",))
"""The bullet die: five empty chambers and one loaded (rule book: 5 dry chambers, one live)."""

Bills = tuple[int, int]


def value(bills: Bills) -> int:
    return bills[0] * BILL_VALUES[0] + bills[1] * BILL_VALUES[1]


def add(a: Bills, b: Bills) -> Bills:
    return (a[0] + b[0], a[1] + b[1])


def count(bills: Bills) -> int:
    return bills[0] + bills[1]
