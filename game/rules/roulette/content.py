"""Bulletbucks as data (roulette.rulebook.txt, roulette.components.md).

Bills are never exchanged, so every amount of money is kept as a pair of bill counts
`(thousands, two_thousands)`; its value is `value(bills)`.
"""
from __future__ import annotations

from game.rules.common.dice import DieSpec

BILL_VALUES = (1000, 2000)
"""The two denominations of bulletbuck bills (rule book, section 4)."""
START_BILLS = (6, 6)
"""Each player: 6 x 1,000 and 6 x 2,000 bulletbucks, 12 bills (rule book, setup)."""
BILLS_PER_PLAYER = 12
CLICK_MARKERS = 6
"""Click markers in the table centre at the start (PROPOSED reading of "6 x click markers")."""
CHAMBERS = 6
BULLETS = 1
EMPTY, LOADED = "blank", "bullet"
CYLINDER = DieSpec("cylinder", (EMPTY,) * (CHAMBERS - BULLETS) + (LOADED,) * BULLETS)
"""The bullet die in its revolver cylinder: five empty chambers and one loaded ("5 dry chambers
and only one live one"). The roller loads and spins it afresh for every Russian roulette phase,
so each spin is a new 1-in-6 chance whatever happened before."""
MIN_SEATS, MAX_SEATS = 3, 6

Bills = tuple[int, int]
NO_BILLS: Bills = (0, 0)


def value(bills: Bills) -> int:
    return bills[0] * BILL_VALUES[0] + bills[1] * BILL_VALUES[1]


def add(a: Bills, b: Bills) -> Bills:
    return (a[0] + b[0], a[1] + b[1])


def sub(a: Bills, b: Bills) -> Bills:
    return (a[0] - b[0], a[1] - b[1])


def count(bills: Bills) -> int:
    return bills[0] + bills[1]


def covers(have: Bills, want: Bills) -> bool:
    """`have` holds at least the bills of `want`, bill by bill (no change is ever made)."""
    return have[0] >= want[0] and have[1] >= want[1]
