"""A remembered player's picture: a medallion in their colour with a piece drawn on it.

    draw_portrait(surface, player, center, radius)      a `game.players.Player`
    portrait(picture_id, colour_index, size) -> Surface  painted once per size, then kept

Which drawing a picture id gets is the table `PAINTERS` (id -> painter); `game.players.PICTURES`
lists the ids and their words. An icon set adds painters for its own picture ids here (a
painter takes a surface, a box and an ink colour), and nothing else changes.
"""
from __future__ import annotations

import functools
import math
from typing import Callable

import pygame

from game import players
from game.ui import art, theme

Painter = Callable[[pygame.Surface, pygame.Rect, tuple], None]


def _star(s: pygame.Surface, box: pygame.Rect, ink) -> None:
    art.star(s, box.center, box.w * 0.5, ink, points=6, inner=0.55)
    for k in range(6):
        a = -math.pi / 2 + math.pi * k / 3
        pygame.draw.circle(s, ink, (box.centerx + box.w * 0.5 * math.cos(a), box.centery + box.w * 0.5 * math.sin(a)),
                           max(2, box.w // 14))


def _hat(s: pygame.Surface, box: pygame.Rect, ink) -> None:
    w, h = box.w, box.h
    brim = pygame.Rect(box.x, box.y + h * 0.55, w, h * 0.28)
    pygame.draw.ellipse(s, ink, brim)
    crown = pygame.Rect(box.x + w * 0.24, box.y + h * 0.18, w * 0.52, h * 0.5)
    pygame.draw.rect(s, ink, crown, border_radius=max(2, w // 6))
    pygame.draw.line(s, theme.lighten(ink, 0.5), (crown.x, crown.bottom - h * 0.12), (crown.right - 1, crown.bottom - h * 0.12),
                     max(1, h // 14))


def _horseshoe(s: pygame.Surface, box: pygame.Rect, ink) -> None:
    r = box.inflate(-box.w * 0.1, -box.h * 0.05)
    pygame.draw.arc(s, ink, r, math.radians(-40), math.radians(220), max(3, box.w // 5))
    for k in range(5):
        a = math.radians(-30 + k * 60)
        pygame.draw.circle(s, theme.lighten(ink, 0.55),
                           (r.centerx + r.w * 0.4 * math.cos(a), r.centery - r.h * 0.4 * math.sin(a)), max(1, box.w // 16))


def _die(s: pygame.Surface, box: pygame.Rect, ink) -> None:
    d = art.die(max(8, int(box.w * 0.9)), theme.CREAM, ink, 5, 12)
    s.blit(d, d.get_rect(center=box.center))


def _cactus(s: pygame.Surface, box: pygame.Rect, ink) -> None:
    w, h = box.w, box.h
    arm = max(3, int(w * 0.2))
    pygame.draw.rect(s, ink, (box.centerx - arm // 2 - 2, box.y, arm + 4, h), border_radius=arm)
    pygame.draw.rect(s, ink, (box.x + w * 0.08, box.y + h * 0.25, arm, h * 0.4), border_radius=arm)
    pygame.draw.rect(s, ink, (box.x + w * 0.08, box.y + h * 0.55, w * 0.45, arm), border_radius=arm)
    pygame.draw.rect(s, ink, (box.right - w * 0.08 - arm, box.y + h * 0.12, arm, h * 0.4), border_radius=arm)
    pygame.draw.rect(s, ink, (box.centerx, box.y + h * 0.42, w * 0.42 - arm // 2, arm), border_radius=arm)


def _moneybag(s: pygame.Surface, box: pygame.Rect, ink) -> None:
    w, h = box.w, box.h
    pygame.draw.ellipse(s, ink, (box.x + w * 0.08, box.y + h * 0.3, w * 0.84, h * 0.7))
    pygame.draw.polygon(s, ink, [(box.centerx - w * 0.18, box.y + h * 0.36), (box.centerx + w * 0.18, box.y + h * 0.36),
                                 (box.centerx + w * 0.26, box.y), (box.centerx - w * 0.26, box.y)])
    mark = theme.text_surface("$", "display", max(8, int(h * 0.5)), theme.lighten(ink, 0.6), shadow=False)
    s.blit(mark, mark.get_rect(center=(box.centerx, box.y + h * 0.66)))


def _spade(s: pygame.Surface, box: pygame.Rect, ink) -> None:
    w, h = box.w, box.h
    cx = box.centerx
    pygame.draw.circle(s, ink, (cx - w * 0.22, box.y + h * 0.55), w * 0.25)
    pygame.draw.circle(s, ink, (cx + w * 0.22, box.y + h * 0.55), w * 0.25)
    pygame.draw.polygon(s, ink, [(cx, box.y), (box.x + w * 0.02, box.y + h * 0.55), (box.right - w * 0.02, box.y + h * 0.55)])
    pygame.draw.polygon(s, ink, [(cx, box.y + h * 0.55), (cx - w * 0.2, box.bottom), (cx + w * 0.2, box.bottom)])


def _revolver(s: pygame.Surface, box: pygame.Rect, ink) -> None:
    w, h = box.w, box.h
    pygame.draw.rect(s, ink, (box.x, box.y + h * 0.2, w * 0.95, h * 0.2), border_radius=max(1, h // 12))
    pygame.draw.rect(s, ink, (box.x + w * 0.45, box.y + h * 0.15, w * 0.3, h * 0.38), border_radius=max(2, h // 8))
    pygame.draw.polygon(s, ink, [(box.x + w * 0.55, box.y + h * 0.45), (box.x + w * 0.95, box.y + h * 0.4),
                                 (box.right, box.bottom), (box.x + w * 0.7, box.bottom)])
    pygame.draw.circle(s, theme.lighten(ink, 0.5), (box.x + w * 0.6, box.y + h * 0.34), max(1, w // 14))


PAINTERS: dict[str, Painter] = {
    "star": _star, "hat": _hat, "horseshoe": _horseshoe, "die": _die, "cactus": _cactus,
    "moneybag": _moneybag, "spade": _spade, "revolver": _revolver,
}


@functools.lru_cache(maxsize=128)
def portrait(picture_id: str, colour_index: int, size: int, colour_blind: bool = False) -> pygame.Surface:
    """The medallion: a disc in the player's colour, a cream ring and the picture in ink."""
    s = pygame.Surface((size, size), pygame.SRCALPHA)
    colour = theme.seat_colour(colour_index, colour_blind)
    r = size // 2
    pygame.draw.circle(s, theme.darken(colour, 0.45), (r, r), r)
    pygame.draw.circle(s, colour, (r, r), r - max(2, size // 16))
    pygame.draw.circle(s, theme.CREAM, (r, r), r - max(2, size // 16), max(1, size // 24))
    ink = theme.INK if theme.contrast(theme.INK, colour) >= 4 else theme.darken(colour, 0.75)
    painter = PAINTERS.get(players.picture(picture_id).id, _star)
    box = pygame.Rect(0, 0, int(size * 0.54), int(size * 0.54))
    box.center = (r, r)
    painter(s, box, ink)
    return s


def draw_portrait(surface: pygame.Surface, player, center: tuple[float, float], radius: int) -> pygame.Rect:
    """`player`'s medallion centred at `center` (any object with colour and picture)."""
    pic = portrait(player.picture, player.colour, max(8, 2 * int(radius)), theme.colour_blind())
    return surface.blit(pic, pic.get_rect(center=(int(center[0]), int(center[1]))))
