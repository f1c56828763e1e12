"""Bulletbucks' look: the revolver's cylinder and its chambers, the click markers, the menu tile
(banknotes and a revolver) and the rules' pieces. Pictures are game-icons.net silhouettes
(`CHAMBER_PICTURES`, `MARKER_PICTURE`, `TILE_PICTURES`; `ICON_NAMES` gathers them).

Used by the table, the menu and the rules screen (see game/ui/looks/__init__.py)."""
from __future__ import annotations

import math

import pygame

from game.i18n import pgettext
from game.ui import art, icons, theme
from game.ui.dice import draw_caption, face_painter, painted_face

CHAMBER_PICTURES = {"bullet": "silver-bullet"}
"""A loaded chamber shows its cartridge; an empty one stays a dark hole with BLANK under it."""

MARKER_PICTURE = "revolver"
"""A click marker: the revolver that clicked on an empty chamber."""

TILE_PICTURES = ("revolver",)

ICON_NAMES = frozenset({*CHAMBER_PICTURES.values(), MARKER_PICTURE, *TILE_PICTURES})

BRASS = (206, 160, 70)


def paint_tile(s: pygame.Surface, meta) -> None:
    """The picture on the menu tile (and the new-table screen's thumbnail)."""
    w, h = s.get_size()
    s.blit(art.gradient((w, h), theme.darken(meta.accent2, 0.25), theme.darken(meta.accent2, 0.7)), (0, 0))
    # fanned banknotes
    for i, ang in enumerate((24, 10, -4)):
        note = pygame.Surface((170, 84), pygame.SRCALPHA)
        pygame.draw.rect(note, theme.darken(meta.accent, 0.15), note.get_rect(), border_radius=6)
        pygame.draw.rect(note, theme.lighten(meta.accent, 0.35), note.get_rect().inflate(-12, -12), 2, border_radius=4)
        pygame.draw.circle(note, theme.lighten(meta.accent, 0.45), (85, 42), 22, 2)
        txt = theme.font("display", 26).render("$", True, theme.lighten(meta.accent, 0.55))
        note.blit(txt, txt.get_rect(center=(85, 42)))
        for cx in (22, 148):
            t2 = theme.font("bold", 14).render("1000" if i % 2 else "2000", True, theme.lighten(meta.accent, 0.5))
            note.blit(t2, t2.get_rect(center=(cx, 18)))
        rot = pygame.transform.rotozoom(note, ang, 1.0)
        s.blit(rot, rot.get_rect(center=(int(w * 0.33) + i * 10, int(h * 0.36) + i * 12)))
    # the revolver
    gun = pygame.Rect(int(w * 0.4), int(h * 0.34), int(w * 0.62), int(w * 0.62))
    icons.draw(s, "revolver", gun, theme.lighten(meta.accent2, 0.45), shadow=(8, 10, 12))


def paint_pieces(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """The pieces shown beside the rules."""
    from game.ui.chips import BillStack
    from game.ui.dice import painted_face
    cylinder = Cylinder((rect.x + 110, rect.y + 110), 100)
    cylinder.result = "blank"
    cylinder.draw(surface)
    surface.blit(painted_face("revolver", "bullet", 90), (rect.x + 250, rect.y + 20))
    surface.blit(painted_face("revolver", "blank", 90), (rect.x + 250, rect.y + 120))
    BillStack((rect.x + 170, rect.y + 300), [1000, 1000, 2000, 2000], width=110).draw(surface)
    for i in range(3):
        draw_marker(surface, (rect.x + 60 + i * 60, rect.y + 420), 22)


GUNMETAL = (58, 64, 70)


def draw_marker(surface: pygame.Surface, center, r: int = 16) -> None:
    """A click marker: a black disc ringed in gold with the revolver on it."""
    pygame.draw.circle(surface, (24, 24, 26), center, r)
    pygame.draw.circle(surface, theme.GOLD, center, r, 2)
    spot = pygame.Rect(0, 0, int(r * 1.5), int(r * 1.5))
    spot.center = (int(center[0]), int(center[1]))
    icons.draw(surface, MARKER_PICTURE, spot, theme.CREAM)


class Cylinder:
    """The revolver cylinder: six chambers around a pin; `angle` turns it, `result` shows after a stop."""

    def __init__(self, center: tuple[int, int], radius: int = 130):
        self.center = center
        self.radius = radius
        self.angle = 0.0
        self.result: str | None = None
        self.flash = 0.0

    def draw(self, surface: pygame.Surface) -> None:
        cx, cy = self.center
        r = self.radius
        pygame.draw.circle(surface, (30, 32, 36), (cx + 6, cy + 10), r + 8)
        pygame.draw.circle(surface, GUNMETAL, (cx, cy), r)
        pygame.draw.circle(surface, (96, 104, 112), (cx, cy), r, 6)
        for i in range(6):
            a = math.radians(self.angle + i * 60 - 90)
            pos = (cx + r * 0.58 * math.cos(a), cy + r * 0.58 * math.sin(a))
            if i == 0 and self.result is not None:  # the chamber under the hammer, once stopped
                chamber = painted_face("revolver", self.result, int(r * 0.62))
                surface.blit(chamber, chamber.get_rect(center=pos))
            else:
                pygame.draw.circle(surface, (22, 22, 24), pos, r * 0.2)
                pygame.draw.circle(surface, (110, 116, 124), pos, r * 0.2, 3)
        pygame.draw.circle(surface, (40, 42, 46), (cx, cy), r * 0.16)
        pygame.draw.polygon(surface, theme.GOLD, [(cx - 12, cy - r - 22), (cx + 12, cy - r - 22), (cx, cy - r - 4)])
        if self.flash > 0:
            glow = pygame.Surface((r * 4, r * 4), pygame.SRCALPHA)
            pygame.draw.circle(glow, (255, 220, 120, int(200 * self.flash)), (r * 2, r * 2), int(r * 1.6 * self.flash) + 10)
            surface.blit(glow, glow.get_rect(center=(cx, cy)))


@face_painter("revolver")
def paint_chamber(face: str, size: int) -> pygame.Surface:
    """A cylinder chamber seen end-on: empty (BLANK) or holding a brass cartridge (BULLET)."""
    s = pygame.Surface((size, size), pygame.SRCALPHA)
    c = size / 2
    pygame.draw.circle(s, (70, 74, 80), (c, c), size * 0.48)
    pygame.draw.circle(s, (40, 42, 46), (c, c), size * 0.48, max(2, size // 24))
    pygame.draw.circle(s, (18, 18, 20), (c, c * 0.9), size * 0.3)
    picture = CHAMBER_PICTURES.get(face)
    if picture:
        spot = pygame.Rect(0, 0, int(size * 0.5), int(size * 0.5))
        spot.center = (int(c), int(c * 0.9))
        icons.draw(s, picture, spot, BRASS)
    # Translators: the caption under a revolver chamber: a live cartridge or an empty chamber (capitals)
    caption = pgettext("chamber", "BULLET") if face == "bullet" else pgettext("chamber", "BLANK")
    draw_caption(s, caption, size // 8, theme.CREAM, bottom=0.04)
    return s
