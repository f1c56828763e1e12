"""Pictures of things: silhouettes from the game-icons.net collection (CC BY 3.0), drawn from
`assets/icons/<name>.svg` with pygame-ce's own SVG loading and tinted to the palette.

    picture(name, size, tint) -> Surface   a `size` x `size` silhouette in `tint`, cached
    draw(surface, name, rect, tint, shadow=None) -> Rect   centred in `rect`, at the largest size that fits
    names() -> list[str]          every bundled icon
    credits() -> dict             the licence and each icon's author (assets/icons/credits.json)
    names_used() -> set[str]      every icon a game's look names (its `ICON_NAMES`)

The SVG files are written by `tools/extract_icons.py` (from the npm package
`@iconify-json/game-icons`) with a white fill, so a tint is one multiply of the pixels: the
silhouette takes the tint's colour and keeps its own antialiased edge. Each picture is rasterised
at the size it is shown (crisp at every size, no scaling), once per (name, size, tint): a card
face or a tile is painted once and then only blitted. Nothing is read at import time.
"""
from __future__ import annotations

import functools
import json
from importlib import resources
from typing import Sequence

import pygame

from game.ui.picture_cache import cached_pictures

Colour = Sequence[int]


def folder():
    return resources.files("assets") / "icons"


def path(name: str) -> str:
    """The file of icon `name`; FileNotFoundError (naming it) when the build lacks it."""
    p = folder() / f"{name}.svg"
    if not p.is_file():
        raise FileNotFoundError(f"assets/icons/{name}.svg (run tools/extract_icons.py)")
    return str(p)


@cached_pictures(4 * 2**20)
def _white(name: str, size: int) -> pygame.Surface:
    """The silhouette in white on transparent, `size` pixels square."""
    return pygame.image.load_sized_svg(path(name), (size, size))


@cached_pictures(12 * 2**20)
def _tinted(name: str, size: int, tint: tuple[int, ...]) -> pygame.Surface:
    s = _white(name, size).copy()
    s.fill(tint if len(tint) == 4 else (*tint, 255), special_flags=pygame.BLEND_RGBA_MULT)
    return s


def picture(name: str, size: int, tint: Colour) -> pygame.Surface:
    """Icon `name`, `size` pixels square, in `tint` (RGB, or RGBA for a see-through one)."""
    return _tinted(name, max(1, int(size)), tuple(int(c) for c in tint))


def draw(surface: pygame.Surface, name: str, rect: pygame.Rect | tuple, tint: Colour,
         shadow: Colour | None = None) -> pygame.Rect:
    """Icon `name` centred in `rect` at the largest square that fits; `shadow` (a colour) puts a
    copy one step down and right under it, which lifts a light icon off a light ground."""
    rect = pygame.Rect(rect)
    size = min(rect.w, rect.h)
    if size < 2:
        return pygame.Rect(rect.center, (0, 0))
    where = pygame.Rect(0, 0, size, size)
    where.center = rect.center
    if shadow is not None:
        step = max(1, size // 40)
        surface.blit(picture(name, size, shadow), where.move(step, step))
    surface.blit(picture(name, size, tint), where)
    return where


def names() -> list[str]:
    return sorted(p.name[:-4] for p in folder().iterdir() if p.name.endswith(".svg"))


@functools.lru_cache(maxsize=1)
def credits() -> dict:
    """{"source", "licence", "licence_url", "authors": {author: url}, "icons": {name: author}}."""
    return json.loads((folder() / "credits.json").read_text(encoding="utf-8"))


def names_used() -> set[str]:
    """Every icon the games' looks name, from each look module's `ICON_NAMES` (the tool extracts
    exactly these; a test checks each is bundled and credited)."""
    import importlib

    from game import games
    used: set[str] = set()
    for game in map(games.get, games.KNOWN_IDS):  # the menu's and any kept off it
        if game.look_path is not None:
            used |= set(importlib.import_module(game.look_path).ICON_NAMES)
    return used
