"""Pictures made from other pictures (a card squashed mid-flip, tilted in a fan, dimmed), kept
by recency within a budget of bytes.

A count of entries says little about memory when one entry is a 40x56 chip and the next a
330x462 card; a byte budget keeps the cache's share of memory fixed whatever the table draws,
so a long session stops growing once the budget is spent.
"""
from __future__ import annotations

import functools
import weakref
from collections import OrderedDict
from typing import Any, Callable, Hashable

import pygame

from game import i18n

_EVERY_CACHE: "weakref.WeakSet[PictureCache]" = weakref.WeakSet()
_WORDED: list[Callable] = []
"""Cached painters whose pictures carry words (see `holds_words`)."""


def clear_all() -> int:
    """Empty every picture cache; the bytes they held. Called when a table is left: its pictures
    are painted at its own sizes and angles, and the next table (another game, another layout)
    paints its own, so keeping them would only grow the process table after table."""
    held = sum(cache.used for cache in _EVERY_CACHE)
    for cache in list(_EVERY_CACHE):
        cache.clear()
    return held


def surface_bytes(surface: pygame.Surface) -> int:
    return surface.get_width() * surface.get_height() * surface.get_bytesize()


class PictureCache:
    """Least recently used entries go first once `budget` bytes are held. Each entry keeps its
    `source` alive (the key holds the source's id, which must not be reused while cached) and is
    only a hit while that same source object is asked for again."""

    def __init__(self, budget: int):
        self.budget = budget
        self.used = 0
        self.misses = 0
        """Pictures painted because none was kept (a cache too small for a table repaints often)."""
        self._items: OrderedDict[Hashable, tuple[Any, pygame.Surface, int]] = OrderedDict()
        _EVERY_CACHE.add(self)

    def get(self, key: Hashable, source: Any) -> pygame.Surface | None:
        hit = self._items.get(key)
        if hit is None or hit[0] is not source:
            return None
        self._items.move_to_end(key)
        return hit[1]

    def put(self, key: Hashable, source: Any, picture: pygame.Surface) -> pygame.Surface:
        size = surface_bytes(picture)
        self.misses += 1
        old = self._items.pop(key, None)
        if old is not None:
            self.used -= old[2]
        self._items[key] = (source, picture, size)
        self.used += size
        while self.used > self.budget and len(self._items) > 1:
            _key, (_source, _picture, freed) = self._items.popitem(last=False)
            self.used -= freed
        return picture

    def __len__(self) -> int:
        return len(self._items)

    def clear(self) -> None:
        self._items.clear()
        self.used = 0


def cached_pictures(budget: int) -> Callable:
    """Like `functools.lru_cache` for a function of hashable positional arguments that paints a
    picture, bounded by the bytes of the pictures it keeps instead of their number."""
    def wrap(paint: Callable[..., pygame.Surface]) -> Callable[..., pygame.Surface]:
        cache = PictureCache(budget)

        @functools.wraps(paint)
        def cached(*args: Hashable) -> pygame.Surface:
            hit = cache.get(args, None)
            if hit is None:
                hit = cache.put(args, None, paint(*args))
            return hit

        cached.cache = cache  # type: ignore[attr-defined]
        cached.cache_clear = cache.clear  # type: ignore[attr-defined]
        return cached
    return wrap


def holds_words(cached: Callable) -> Callable:
    """Mark a cached painter (``functools.lru_cache`` or `cached_pictures`, placed under this
    decorator) whose pictures carry words or numbers: a card's title, a die's caption, a menu
    tile's tagline. Its pictures are forgotten when the language changes, so none keeps the old
    language's words after a switch in Settings, and a test watching the words drawn can forget
    them before each screen (a picture painted earlier would hide its words from the watcher)."""
    _WORDED.append(cached)
    return cached


def forget_words() -> None:
    """Forget every picture with words in it (they are painted again, in the current language,
    when next drawn)."""
    for cached in _WORDED:
        cached.cache_clear()


i18n.when_language_changes(forget_words)
