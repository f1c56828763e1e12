"""The one way rules and AIs remember work: caches that serve the game being played, emptied
when its table is left.

A rule is written once, as the rule book says it; where a search asks it the same question
thousands of times, the rule (or the immutable object it hands out) goes through `per_game`,
behind the rule's own name, and nothing else changes:

    @per_game(maxsize=64)
    def actions_open(sides, held, others_hold) -> tuple[str, ...]: ...   # the rule, remembered

    play_of = made_once(Play, maxsize=10_000)    # Play(cards), one shared object per hand

Nothing of a cache lives in a game's state, and no second, faster copy of a rule stands beside
it. A search asks mostly new questions in the next game (other dice, other hands), so the caches
are bounded and forgotten between tables: kept across games they grew table after table (Zorro's
reached ~8 MB after eight games, on the way to ~50); emptied, a long session holds one game's
worth. The app empties them (`forget_all`) when a table is left; the simulator and the tests
never need to.
"""
from __future__ import annotations

from functools import lru_cache
from typing import Callable, TypeVar

T = TypeVar("T")

_CLEARS: list[Callable[[], None]] = []


def per_game(maxsize: int | None) -> Callable:
    """`functools.lru_cache(maxsize)` whose entries `forget_all` drops. Only for functions of
    hashable arguments whose answer never changes (a rule over a few small facts). `None` (no
    bound, a plain dict: the fastest) only where the arguments come from a small finite set."""
    def wrap(function: Callable) -> Callable:
        cached = lru_cache(maxsize=maxsize)(function)
        _CLEARS.append(cached.cache_clear)
        return cached
    return wrap


def made_once(make: Callable[..., T], maxsize: int | None) -> Callable[..., T]:
    """`make(*args)` (an action or event class, say) made once per arguments and shared: only for
    immutable objects, which nobody can tell from fresh ones."""
    return per_game(maxsize)(make)


def forget_all() -> None:
    for clear in _CLEARS:
        clear()
