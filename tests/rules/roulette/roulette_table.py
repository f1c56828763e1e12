"""Test helpers: set a Bulletbucks table up in a few lines and force the cylinder.

Imported by the test modules of this folder (pytest puts the folder on sys.path).
"""
from __future__ import annotations

import dataclasses

from game.rules.common.contract import CHANCE
from game.rules.common.dice import DieFace
from game.rules.roulette.engine import RULES
from game.rules.roulette.content import value
from game.rules.roulette.engine import Bid, Choose, Convert

NAMES = ["Ana", "Bill", "Cole", "Dora", "Eli", "Fay"]
CLICK, BANG = DieFace(0, "blank"), DieFace(0, "bullet")


def table(seats: int = 3, **changes):
    """A fresh table; `changes` set fields (bills=..., stacks=..., centre=...) and the round restarts."""
    state = RULES.new_game(seats)
    if changes:
        for name, val in changes.items():
            setattr(state, name, val)
        state.round = 1
        RULES._begin_round(state, [])
    return state


def bid(state, *bids) -> list:
    """The current bidders bid in seat order: `bids` are (thousands, two_thousands) each."""
    events = []
    for seat, bills in zip(list(state.bidders), bids):
        events += RULES.apply(state, seat, Bid(*bills))
    return events


def choose(state, roller: int) -> list:
    return RULES.apply(state, state.high, Choose(roller))


def spin(state, outcome) -> list:
    return RULES.apply(state, CHANCE, outcome)


def convert(state, seat: int, stack: int) -> list:
    return RULES.apply(state, seat, Convert(stack))


def kinds(events) -> list[str]:
    return [type(e).__name__ for e in events]


def first(events, kind: str):
    return next(e for e in events if type(e).__name__ == kind)


def total_money(state) -> int:
    """Every bulletbuck on the table or gone: hands, pending bids, revealed bids, stacks, removed."""
    pending = sum(value(b) for b in state.pending.values() if b is not None)
    return (sum(value(b) for b in state.bills) + sum(value(s) for st in state.stacks for s in st)
            + sum(value(b) for b in state.bids) + pending + state.removed)


def snapshot(state) -> dict:
    """Everything in the state, as plain data, to check nothing changed."""
    return {f.name: repr(getattr(state, f.name)) for f in dataclasses.fields(state)}
