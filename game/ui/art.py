"""Small pictures drawn in code that several looks share: a sky gradient, a die, a star."""
from __future__ import annotations

import math

import pygame

from game.ui import theme


# --------------------------------------------------------------------------------------------
# Tile art, drawn once per game
def gradient(size, top, bottom) -> pygame.Surface:
    w, h = size
    small = pygame.Surface((1, 64))
    for y in range(64):
        small.set_at((0, y), theme.mix(top, bottom, y / 63))
    return pygame.transform.smoothscale(small, (w, h))


def die(size: int, body, pip, face: int, angle: float) -> pygame.Surface:
    s = pygame.Surface((size, size), pygame.SRCALPHA)
    r = pygame.Rect(0, 0, size, size)
    pygame.draw.rect(s, theme.darken(body, 0.45), r.move(0, 3), border_radius=size // 6)
    pygame.draw.rect(s, body, r.inflate(0, -4).move(0, -2), border_radius=size // 6)
    pygame.draw.rect(s, theme.lighten(body, 0.3), r.inflate(-size // 3, -size // 3).move(-size // 10, -size // 8),
                     border_radius=size // 8)
    pygame.draw.rect(s, body, r.inflate(-size // 5, -size // 5), border_radius=size // 8)
    q = size // 4
    spots = {1: [(2, 2)], 2: [(1, 1), (3, 3)], 3: [(1, 1), (2, 2), (3, 3)], 4: [(1, 1), (3, 1), (1, 3), (3, 3)],
             5: [(1, 1), (3, 1), (2, 2), (1, 3), (3, 3)], 6: [(1, 1), (3, 1), (1, 2), (3, 2), (1, 3), (3, 3)]}[face]
    for gx, gy in spots:
        pygame.draw.circle(s, pip, (gx * q, gy * q - 1), max(3, size // 11))
    return pygame.transform.rotozoom(s, angle, 1.0)


def star_points(center, r, points=5, inner=0.45) -> list[tuple[float, float]]:
    """The corners of a star of `points` points, outer radius `r`, inner `r * inner`, one point up."""
    cx, cy = center
    pts = []
    for k in range(points * 2):
        rr = r if k % 2 == 0 else r * inner
        a = -math.pi / 2 + math.pi * k / points
        pts.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
    return pts


def star(surface, center, r, colour, points=5, inner=0.45) -> None:
    pygame.draw.polygon(surface, colour, star_points(center, r, points, inner))
