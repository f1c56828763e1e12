"""The picture cache holds derived pictures within a byte budget, least recently used out first."""
from __future__ import annotations

import pygame

from game.ui.picture_cache import PictureCache, surface_bytes


def picture(w: int = 10, h: int = 10) -> pygame.Surface:
    return pygame.Surface((w, h), pygame.SRCALPHA)


def test_the_least_recently_used_picture_goes_when_the_budget_is_spent():
    one = surface_bytes(picture())
    cache = PictureCache(budget=3 * one)
    sources = [object() for _ in range(4)]
    for i in range(3):
        cache.put(i, sources[i], picture())
    assert cache.get(0, sources[0]) is not None  # 0 is now the most recently used
    cache.put(3, sources[3], picture())
    assert len(cache) == 3 and cache.used == 3 * one
    assert cache.get(1, sources[1]) is None, "1 was the least recently used"
    assert cache.get(0, sources[0]) is not None and cache.get(3, sources[3]) is not None


def test_a_hit_needs_the_same_source_object():
    cache = PictureCache(budget=10**6)
    source = object()
    cache.put("k", source, picture())
    assert cache.get("k", object()) is None
    assert cache.get("k", source) is not None


def test_leaving_a_table_empties_every_picture_cache():
    from game.ui import cards, picture_cache, theme
    theme.text_surface("A line painted at a table")
    cache = PictureCache(budget=10**6)
    cache.put("k", None, picture())
    assert picture_cache.clear_all() >= surface_bytes(picture())
    assert len(cache) == 0 and cache.used == 0
    assert theme._TEXT.used == 0 and cards._TRANSFORMED.used == 0
