"""Caches that serve the game being played, emptied when its table is left.

Engines and AIs remember work a game repeats (the rerolls open to a shape of dice, the odds of a
roll); a search asks the same questions thousands of times within a game, but the next game, with
other dice and other hands, asks mostly new ones. Kept across games, such caches grow table after
table up to their bounds (Zorro's reached ~8 MB after eight games, on the way to ~50); emptied
between tables, a long session holds one game's worth. The app empties them (`forget_all`) when a
table is left; the simulator and the tests never need to.
"""
from __future__ import annotations

from functools import lru_cache
from typing import Callable

_CLEARS: list[Callable[[], None]] = []


def per_game(maxsize: int) -> Callable:
    """`functools.lru_cache(maxsize)` whose entries `forget_all` drops."""
    def wrap(function: Callable) -> Callable:
        cached = lru_cache(maxsize=maxsize)(function)
        _CLEARS.append(cached.cache_clear)
        return cached
    return wrap


def forget_with_the_game(clear: Callable[[], None]) -> None:
    """Register another cache's `clear` (a dict of objects made once, say) with `forget_all`."""
    _CLEARS.append(clear)


def forget_all() -> None:
    for clear in _CLEARS:
        clear()
