"""The saloon table drawn in code: felt with texture, a wooden rail, warm lamp light, vignette.

Every function returns a cached Surface (built once per argument set, never per frame); callers
blit it and must not draw on it (``.copy()`` first if they need to).

Stable API:
    ``table(size=(1920, 1080), felt_colour=theme.FELT, rail=64, lamp_on=True) -> Surface``
        the whole table top: a polished wooden rail of `rail` px around felt (rail=0: felt only).
        `felt_colour` may be any RGB colour (e.g. ``theme.OXBLOOD`` or a game's felt tint).
    ``felt(size, colour=theme.FELT) -> Surface``       textured felt with lamp light + vignette
    ``wood(size, colour=theme.WOOD, vertical=False) -> Surface``   wood grain (planks along x)
    ``parchment(size, colour=theme.PARCHMENT) -> Surface``         aged paper with darker edges
    ``noise(size, seed=0) -> Surface``                 grey noise (RGB), for your own textures
    ``vignette(size, strength=170) -> Surface``        SRCALPHA black edges, blit on top
    ``lamp(size, colour=(255, 200, 120), strength=70) -> Surface``  additive warm pool of light;
        blit with ``special_flags=pygame.BLEND_RGB_ADD``
    ``radial(size, inner_rgba, outer_rgba) -> Surface`` SRCALPHA elliptic gradient (small, scaled)
    ``shadow(size, radius=16, alpha=120, blur=12) -> Surface``  soft rounded drop shadow

All surfaces are created with plain ``pygame.Surface`` (not ``convert()``ed) so they work before a
display exists (headless screenshots); blits onto the canvas are still fast.
"""
from __future__ import annotations

import functools
import math
import random

import pygame

from game.ui import kept_pictures, theme

Size = tuple[int, int]


def _size(size) -> Size:
    return (max(1, int(size[0])), max(1, int(size[1])))


@functools.lru_cache(maxsize=32)
def noise(size: Size, seed: int = 0) -> pygame.Surface:
    """Uniform grey noise, each pixel 0..255."""
    w, h = _size(size)
    tile = 256
    if w * h > tile * tile * 2:
        # big surfaces: tile a 256x256 patch (no visible repeat at this grain, 20x cheaper)
        patch = noise((tile, tile), seed)
        surf = pygame.Surface((w, h))
        for y in range(0, h, tile):
            for x in range(0, w, tile):
                surf.blit(patch, (x, y))
        return surf
    rng = random.Random(seed)
    data = rng.randbytes(w * h * 3)
    surf = pygame.image.frombuffer(data, (w, h), "RGB").copy()
    return pygame.transform.grayscale(surf)


@functools.lru_cache(maxsize=64)
def radial(size: Size, inner: tuple, outer: tuple, steps: int = 48) -> pygame.Surface:
    """An elliptic gradient from `inner` (centre) to `outer` (edges/corners), RGBA."""
    w, h = _size(size)
    sw, sh = max(8, min(w, 160)), max(8, min(h, 90))
    small = pygame.Surface((sw, sh), pygame.SRCALPHA)
    small.fill(outer)
    for k in range(steps, 0, -1):
        t = k / steps  # 1 at the rim, -> 0 at the centre
        col = tuple(int(outer[i] + (inner[i] - outer[i]) * (1 - t) ** 1.0) for i in range(4))
        rw, rh = sw * 1.42 * t, sh * 1.42 * t
        pygame.draw.ellipse(small, col, pygame.Rect(sw / 2 - rw / 2, sh / 2 - rh / 2, rw, rh))
    return pygame.transform.smoothscale(small, (w, h))


@functools.lru_cache(maxsize=16)
def vignette(size: Size, strength: int = 170) -> pygame.Surface:
    return radial(_size(size), (0, 0, 0, 0), (0, 0, 0, strength))


@functools.lru_cache(maxsize=16)
def lamp(size: Size, colour: tuple = (255, 196, 120), strength: int = 70) -> pygame.Surface:
    """A warm pool of light centred high on the table (an oil lamp above it). Blit with BLEND_RGB_ADD."""
    w, h = _size(size)
    sw, sh = 160, 90
    small = pygame.Surface((sw, sh))
    small.fill((0, 0, 0))
    steps = 40
    for k in range(steps, 0, -1):
        t = k / steps
        a = (1 - t) ** 1.6
        col = tuple(int(c * a * strength / 255) for c in colour)
        rw, rh = sw * 1.5 * t, sh * 1.7 * t
        pygame.draw.ellipse(small, col, pygame.Rect(sw / 2 - rw / 2, sh * 0.36 - rh / 2, rw, rh))
    return pygame.transform.smoothscale(small, (w, h))


@functools.lru_cache(maxsize=16)
def felt(size: Size, colour: tuple = theme.FELT) -> pygame.Surface:
    w, h = _size(size)
    surf = pygame.Surface((w, h))
    surf.fill(colour)
    # low-frequency mottling (the cloth is never perfectly even)
    mottle = pygame.transform.smoothscale(noise((max(2, w // 48), max(2, h // 48)), 7), (w, h))
    mottle.set_alpha(26)
    surf.blit(mottle, (0, 0), special_flags=0)
    # fine fibres
    fib = noise((w, h), 11).copy()
    fib.set_alpha(16)
    surf.blit(fib, (0, 0))
    # re-tint towards the felt colour so the noise does not grey it out
    tint = pygame.Surface((w, h))
    tint.fill(colour)
    tint.set_alpha(70)
    surf.blit(tint, (0, 0))
    surf.blit(lamp((w, h)), (0, 0), special_flags=pygame.BLEND_RGB_ADD)
    surf.blit(vignette((w, h), 185), (0, 0))
    return surf


@functools.lru_cache(maxsize=64)
def wood(size: Size, colour: tuple = theme.WOOD, vertical: bool = False) -> pygame.Surface:
    """Wood grain: long streaks along the board, a few darker growth lines, a faint sheen."""
    w, h = _size(size)
    if vertical:
        return pygame.transform.rotate(wood((h, w), colour, False), 90)
    surf = pygame.Surface((w, h))
    surf.fill(colour)
    rng = random.Random(w * 7919 + h)
    # streaks: noise stretched a lot along x
    streak = pygame.transform.smoothscale(noise((max(2, w // 90), max(2, h // 2)), rng.randrange(999)), (w, h))
    streak.set_alpha(60)
    surf.blit(streak, (0, 0), special_flags=0)
    tint = pygame.Surface((w, h))
    tint.fill(colour)
    tint.set_alpha(120)
    surf.blit(tint, (0, 0))
    # growth lines
    dark = theme.darken(colour, 0.35)
    for _ in range(max(2, h // 6)):
        y = rng.uniform(0, h)
        amp = rng.uniform(0.5, 3.0)
        pts = []
        phase = rng.uniform(0, 6.28)
        freq = rng.uniform(0.002, 0.01)
        for x in range(0, w + 24, 24):
            pts.append((x, y + amp * math.sin(phase + x * freq)))
        line = dark if rng.random() < 0.6 else theme.lighten(colour, 0.12)
        pygame.draw.aalines(surf, line, False, pts)
    fine = noise((w, h), 3).copy()
    fine.set_alpha(10)
    surf.blit(fine, (0, 0))
    return surf


@functools.lru_cache(maxsize=64)
def parchment(size: Size, colour: tuple = theme.PARCHMENT) -> pygame.Surface:
    """Aged paper: warm base, blotches, fibres and darker, browned edges."""
    w, h = _size(size)
    surf = pygame.Surface((w, h))
    surf.fill(colour)
    blot = pygame.transform.smoothscale(noise((max(2, w // 30), max(2, h // 30)), 5), (w, h))
    blot.set_alpha(34)
    surf.blit(blot, (0, 0))
    tint = pygame.Surface((w, h))
    tint.fill(colour)
    tint.set_alpha(90)
    surf.blit(tint, (0, 0))
    fib = noise((w, h), 9).copy()
    fib.set_alpha(12)
    surf.blit(fib, (0, 0))
    edge = radial((w, h), (0, 0, 0, 0), (90, 50, 10, 95))
    surf.blit(edge, (0, 0))
    return surf


@functools.lru_cache(maxsize=128)
def shadow(size: Size, radius: int = 16, alpha: int = 120, blur: int = 12) -> pygame.Surface:
    """A soft drop shadow for a rounded rect of `size`; the result is `blur` px larger each side."""
    w, h = _size(size)
    blur = max(1, int(blur))
    bw, bh = w + 2 * blur, h + 2 * blur
    base = pygame.Surface((bw, bh), pygame.SRCALPHA)
    inset = -max(1, blur // 4)
    pygame.draw.rect(base, (0, 0, 0, min(255, int(alpha * 1.4))), pygame.Rect(blur + inset, blur + inset, w - 2 * inset, h - 2 * inset),
                     border_radius=radius)
    f = max(2, blur // 2)
    small = pygame.transform.smoothscale(base, (max(2, bw // f), max(2, bh // f)))
    return pygame.transform.smoothscale(small, (bw, bh))


@functools.lru_cache(maxsize=8)
def table(size: Size = (1920, 1080), felt_colour: tuple = theme.FELT, rail: int = 64, lamp_on: bool = True) -> pygame.Surface:
    """The whole table: rail of polished wood around the felt, inner bevel and shadow on the cloth
    (kept between runs: painting it costs about 0.1 s, more than the rest of the menu's first frame)."""
    w, h = _size(size)
    colour = "-".join(str(int(c)) for c in felt_colour)
    return kept_pictures.kept(f"table-{colour}-{rail}-{int(lamp_on)}", (w, h),
                              lambda: _paint_table((w, h), felt_colour, rail, lamp_on), (__name__, theme.__name__))


def _paint_table(size: Size, felt_colour: tuple, rail: int, lamp_on: bool) -> pygame.Surface:
    w, h = size
    surf = pygame.Surface((w, h))
    if rail <= 0:
        surf.blit(felt((w, h), felt_colour), (0, 0))
        return surf
    # the rail: four planks (wood only where it shows)
    surf.blit(wood((w, rail + 24), theme.WOOD), (0, 0))
    surf.blit(wood((w, rail + 24), theme.WOOD), (0, h - rail - 24))
    side = wood((h, rail + 24), theme.WOOD)
    side = pygame.transform.rotate(side, 90)
    surf.blit(side, (0, 0))
    surf.blit(side, (w - rail - 24, 0))
    # the rail: lighter rounded top, dark edge
    outer = pygame.Rect(0, 0, w, h)
    pygame.draw.rect(surf, theme.WOOD_DARK, outer, 6)
    hl = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(hl, (255, 220, 170, 40), outer.inflate(-16, -16), 10, border_radius=28)
    pygame.draw.rect(hl, (255, 230, 190, 26), outer.inflate(-30, -30), 6, border_radius=26)
    surf.blit(hl, (0, 0))
    inner = outer.inflate(-2 * rail, -2 * rail)
    cloth = felt(inner.size, felt_colour)
    # felt with rounded corners
    mask = pygame.Surface(inner.size, pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=22)
    cut = cloth.copy().convert_alpha() if pygame.display.get_surface() else _to_alpha(cloth)
    cut.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    # dark gap between rail and felt
    pygame.draw.rect(surf, (20, 12, 6), inner.inflate(12, 12), border_radius=28)
    surf.blit(cut, inner.topleft)
    # the rail's shadow falling on the cloth (light from above: stronger at the top)
    sh = pygame.Surface(inner.size, pygame.SRCALPHA)
    for k in range(18):
        a = int(90 * (1 - k / 18) ** 2)
        pygame.draw.rect(sh, (0, 0, 0, a), sh.get_rect().inflate(-2 * k, -2 * k).move(0, k // 2), 2,
                         border_radius=22)
    surf.blit(sh, inner.topleft)
    if lamp_on:
        surf.blit(lamp((w, h), (255, 190, 110), 40), (0, 0), special_flags=pygame.BLEND_RGB_ADD)
    surf.blit(vignette((w, h), 120), (0, 0))
    return surf


def _to_alpha(surf: pygame.Surface) -> pygame.Surface:
    out = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
    out.blit(surf, (0, 0))
    return out

