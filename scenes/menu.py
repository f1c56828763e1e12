"""The main menu: the title, a parchment tile per game, and New table / Continue / Saved tables /
Rules / Settings / Quit. Continue resumes the most recently played table and says which.

    MenuScene(app)

Each tile shows code-drawn art in the game's accents, its name, player count and pitch; a game that
is not playable yet (``catalog.is_playable``: rules and table both present) carries a "Coming soon"
stamp. Clicking a tile (or Left/Right then Enter) opens the new-table screen with that game chosen;
N opens it directly. The menu imports no engine to draw itself.
"""
from __future__ import annotations

import functools
import math
import random

import pygame

from game import catalog, saves
from game.ui import backdrop, theme, widgets
from scenes.base import Scene

TILE_W, TILE_H = 324, 548
TILE_GAP = 36
TILE_TOP = 318
ART_H = 236


# --------------------------------------------------------------------------------------------
# Tile art, drawn once per game
def _gradient(size, top, bottom) -> pygame.Surface:
    w, h = size
    small = pygame.Surface((1, 64))
    for y in range(64):
        small.set_at((0, y), theme.mix(top, bottom, y / 63))
    return pygame.transform.smoothscale(small, (w, h))


def _die(size: int, body, pip, face: int, angle: float) -> pygame.Surface:
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


def _star(surface, center, r, colour, points=5, inner=0.45) -> None:
    cx, cy = center
    pts = []
    for k in range(points * 2):
        rr = r if k % 2 == 0 else r * inner
        a = -math.pi / 2 + math.pi * k / points
        pts.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
    pygame.draw.polygon(surface, colour, pts)


def _art_desperados(s: pygame.Surface, meta: catalog.GameMeta) -> None:
    w, h = s.get_size()
    s.blit(_gradient((w, h), theme.lighten(meta.accent, 0.35), theme.darken(meta.accent, 0.15)), (0, 0))
    pygame.draw.circle(s, theme.lighten(meta.accent, 0.6), (int(w * 0.26), int(h * 0.34)), 34)
    # the jailhouse
    iron = meta.accent2
    jail = pygame.Rect(int(w * 0.5), int(h * 0.2), int(w * 0.44), int(h * 0.62))
    pygame.draw.rect(s, theme.darken(meta.accent, 0.45), jail)
    pygame.draw.polygon(s, theme.darken(meta.accent, 0.55), [(jail.left - 8, jail.top), (jail.right + 8, jail.top),
                                                              (jail.right + 8, jail.top + 16), (jail.left - 8, jail.top + 16)])
    win = pygame.Rect(0, 0, int(jail.w * 0.6), int(jail.h * 0.42))
    win.center = (jail.centerx, jail.top + int(jail.h * 0.42))
    pygame.draw.rect(s, (26, 20, 16), win)
    for k in range(1, 5):
        x = win.left + k * win.w // 5
        pygame.draw.line(s, theme.lighten(iron, 0.25), (x, win.top), (x, win.bottom), 5)
        pygame.draw.line(s, theme.darken(iron, 0.3), (x + 3, win.top), (x + 3, win.bottom), 1)
    pygame.draw.rect(s, iron, win, 5)
    f = theme.font("display", 20)
    t = f.render("JAIL", True, theme.lighten(meta.accent, 0.5))
    s.blit(t, t.get_rect(midtop=(jail.centerx, jail.top + 20)))
    # ground and dice
    pygame.draw.rect(s, theme.darken(meta.accent, 0.35), (0, int(h * 0.8), w, h))
    for i, (x, face, ang) in enumerate(((0.14, 5, 14), (0.36, 3, -10), (0.22, 6, 4))):
        d = _die(64 if i < 2 else 58, (240, 232, 214), (60, 40, 30), face, ang)
        s.blit(d, d.get_rect(center=(int(w * x), int(h * (0.76 if i < 2 else 0.58)))))
    _star(s, (int(w * 0.86), int(h * 0.88)), 18, theme.GOLD)


def _art_zorro(s: pygame.Surface, meta: catalog.GameMeta) -> None:
    w, h = s.get_size()
    s.blit(_gradient((w, h), (40, 16, 22), (10, 8, 10)), (0, 0))
    pygame.draw.circle(s, theme.darken(meta.accent, 0.2), (int(w * 0.7), int(h * 0.36)), 70)
    pygame.draw.circle(s, meta.accent, (int(w * 0.7), int(h * 0.36)), 64)
    # rooftops
    roofs = [(0, 0.78), (0.12, 0.7), (0.26, 0.7), (0.3, 0.62), (0.48, 0.62), (0.52, 0.74), (0.7, 0.74),
             (0.74, 0.66), (0.9, 0.66), (1.0, 0.72), (1.0, 1.0), (0, 1.0)]
    pygame.draw.polygon(s, (6, 4, 6), [(int(x * w), int(y * h)) for x, y in roofs])
    # the mask
    cx, cy = w // 2 - 20, int(h * 0.44)
    mask = [(cx - 96, cy - 10), (cx - 40, cy - 30), (cx, cy - 18), (cx + 40, cy - 30), (cx + 96, cy - 10),
            (cx + 70, cy + 26), (cx + 20, cy + 26), (cx, cy + 10), (cx - 20, cy + 26), (cx - 70, cy + 26)]
    pygame.draw.polygon(s, (4, 4, 6), [(x + 3, y + 4) for x, y in mask])
    pygame.draw.polygon(s, (22, 20, 24), mask)
    pygame.draw.polygon(s, (70, 66, 74), mask, 2)
    for ex in (-44, 44):
        pygame.draw.ellipse(s, theme.darken(meta.accent, 0.1), (cx + ex - 20, cy - 10, 40, 18))
    pygame.draw.lines(s, (22, 20, 24), False, [(cx + 96, cy - 10), (cx + 120, cy + 6), (cx + 110, cy + 30)], 5)
    # the slashed Z
    z = [(int(w * 0.18), int(h * 0.68)), (int(w * 0.52), int(h * 0.66)), (int(w * 0.2), int(h * 0.93)),
         (int(w * 0.56), int(h * 0.9))]
    pygame.draw.lines(s, theme.lighten(meta.accent, 0.25), False, z, 9)
    pygame.draw.lines(s, (250, 236, 236), False, z, 2)


def _art_roulette(s: pygame.Surface, meta: catalog.GameMeta) -> None:
    w, h = s.get_size()
    s.blit(_gradient((w, h), theme.darken(meta.accent2, 0.25), theme.darken(meta.accent2, 0.7)), (0, 0))
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
    # the revolver cylinder
    cx, cy, r = int(w * 0.66), int(h * 0.6), 74
    steel = theme.lighten(meta.accent2, 0.1)
    pygame.draw.circle(s, (10, 12, 14), (cx + 4, cy + 6), r)
    pygame.draw.circle(s, steel, (cx, cy), r)
    pygame.draw.circle(s, theme.lighten(steel, 0.3), (cx, cy), r, 3)
    for k in range(6):
        a = -math.pi / 2 + k * math.pi / 3
        px, py = cx + 44 * math.cos(a), cy + 44 * math.sin(a)
        pygame.draw.circle(s, (16, 16, 18), (int(px), int(py)), 17)
        if k == 0:
            pygame.draw.circle(s, (196, 150, 64), (int(px), int(py)), 13)
            pygame.draw.circle(s, (120, 84, 30), (int(px), int(py)), 5)
        else:
            pygame.draw.circle(s, theme.darken(steel, 0.3), (int(px), int(py)), 17, 3)
    pygame.draw.circle(s, theme.darken(steel, 0.35), (cx, cy), 12)
    pygame.draw.circle(s, theme.lighten(steel, 0.2), (cx, cy), 12, 2)


def _art_durango(s: pygame.Surface, meta: catalog.GameMeta) -> None:
    w, h = s.get_size()
    s.blit(_gradient((w, h), (246, 206, 140), theme.darken(meta.accent, 0.05)), (0, 0))
    pygame.draw.circle(s, (255, 236, 190), (int(w * 0.72), int(h * 0.42)), 40)
    far = theme.mix(meta.accent, (150, 90, 70), 0.5)
    mesas = [(0, 0.62), (0.08, 0.62), (0.12, 0.46), (0.3, 0.46), (0.34, 0.6), (0.55, 0.6), (0.6, 0.52),
             (0.68, 0.52), (0.72, 0.62), (1.0, 0.62), (1.0, 1.0), (0, 1.0)]
    pygame.draw.polygon(s, far, [(int(x * w), int(y * h)) for x, y in mesas])
    pygame.draw.rect(s, theme.darken(meta.accent, 0.2), (0, int(h * 0.7), w, h))
    # the rails running off to the horizon
    horizon = (int(w * 0.5), int(h * 0.66))
    for x0 in (int(w * 0.22), int(w * 0.78)):
        pygame.draw.line(s, (60, 50, 44), (x0, h), horizon, 4)
    for k in range(1, 7):
        t = k / 7
        y = int(h - (h - horizon[1]) * (1 - (1 - t) ** 2))
        half = int((w * 0.32) * (1 - t) ** 2) + 4
        pygame.draw.line(s, (96, 64, 40), (horizon[0] - half, y), (horizon[0] + half, y), max(2, int(7 * (1 - t))))
    # longhorn skull
    sx, sy = int(w * 0.26), int(h * 0.3)
    bone = (244, 236, 220)
    pygame.draw.polygon(s, bone, [(sx - 80, sy - 22), (sx - 20, sy - 4), (sx + 20, sy - 4), (sx + 80, sy - 22),
                                  (sx + 30, sy + 8), (sx - 30, sy + 8)])
    pygame.draw.polygon(s, bone, [(sx - 22, sy - 8), (sx + 22, sy - 8), (sx + 12, sy + 44), (sx - 12, sy + 44)])
    for ex in (-10, 10):
        pygame.draw.circle(s, (60, 40, 30), (sx + ex, sy + 8), 5)
    # coal and silver
    for i, (x, col) in enumerate(((0.74, (40, 40, 44)), (0.84, (196, 200, 208)), (0.79, (30, 30, 34)))):
        pygame.draw.circle(s, theme.darken(col, 0.4), (int(w * x) + 2, int(h * 0.86) + 3 - i * 10), 18)
        pygame.draw.circle(s, col, (int(w * x), int(h * 0.86) - i * 10), 18)
        pygame.draw.circle(s, theme.lighten(col, 0.35), (int(w * x) - 5, int(h * 0.86) - 5 - i * 10), 5)


def _art_most_wanted(s: pygame.Surface, meta: catalog.GameMeta) -> None:
    w, h = s.get_size()
    s.blit(backdrop.wood((w, h), theme.darken(meta.accent2, 0.1)), (0, 0))
    poster = pygame.Rect(0, 0, int(w * 0.6), int(h * 0.9))
    poster.center = (w // 2, h // 2 + 4)
    sh = backdrop.shadow(poster.size, 4, 150, 10)
    s.blit(sh, (poster.x - 10 + 4, poster.y - 10 + 6))
    paper = backdrop.parchment(poster.size, (226, 196, 148))
    s.blit(paper, poster)
    ink = (70, 40, 20)
    f = theme.font("display", 34)
    t = f.render("WANTED", True, ink)
    s.blit(t, t.get_rect(midtop=(poster.centerx, poster.top + 8)))
    portrait = pygame.Rect(0, 0, int(poster.w * 0.62), int(poster.h * 0.46))
    portrait.midtop = (poster.centerx, poster.top + 52)
    pygame.draw.rect(s, (198, 164, 116), portrait)
    pygame.draw.rect(s, ink, portrait, 2)
    cx = portrait.centerx
    pygame.draw.ellipse(s, (90, 56, 30), (cx - 24, portrait.top + 22, 48, 54))
    pygame.draw.ellipse(s, (90, 56, 30), (cx - 48, portrait.bottom - 34, 96, 60))
    s.set_clip(None)
    pygame.draw.rect(s, (198, 164, 116), (portrait.left, portrait.bottom + 1, portrait.w, 40))
    pygame.draw.rect(s, ink, portrait, 2)
    pygame.draw.ellipse(s, (70, 40, 20), (cx - 40, portrait.top + 14, 80, 16))
    pygame.draw.rect(s, (70, 40, 20), (cx - 20, portrait.top + 2, 40, 18), border_radius=6)
    f2 = theme.font("display", 22)
    t2 = f2.render("$ 5,000", True, ink)
    s.blit(t2, t2.get_rect(midtop=(poster.centerx, portrait.bottom + 8)))
    f3 = theme.font("bold", 14)
    t3 = f3.render("DEAD OR ALIVE", True, ink)
    s.blit(t3, t3.get_rect(midtop=(poster.centerx, portrait.bottom + 38)))
    pygame.draw.circle(s, (120, 120, 124), (poster.centerx, poster.top + 5), 5)


ART = {"desperados": _art_desperados, "zorro": _art_zorro, "roulette": _art_roulette,
       "durango": _art_durango, "most_wanted": _art_most_wanted}


@functools.lru_cache(maxsize=16)
def tile_art(game_id: str, size: tuple[int, int]) -> pygame.Surface:
    meta = catalog.get(game_id)
    s = pygame.Surface(size)
    s.fill(meta.accent)
    ART[game_id](s, meta)
    return s


@functools.lru_cache(maxsize=16)
def tile_surface(game_id: str, playable: bool, hovered: bool) -> pygame.Surface:
    """The whole tile (without its shadow)."""
    meta = catalog.get(game_id)
    w, h = TILE_W, TILE_H
    surf = widgets.panel_surface((w, h), "parchment", radius=16, border=True).copy()
    # title band in the accent colour
    band = pygame.Rect(14, 14, w - 28, 74)
    pygame.draw.rect(surf, theme.darken(meta.accent, 0.25), band.move(0, 3), border_radius=8)
    pygame.draw.rect(surf, meta.accent if game_id != "zorro" else (30, 24, 28), band, border_radius=8)
    pygame.draw.rect(surf, theme.lighten(meta.accent, 0.35), band.inflate(-8, -8), 1, border_radius=6)
    title_col = theme.CREAM
    size = theme.fit_text(meta.short.upper(), "display", 36, band.w - 30)
    surf.blit(theme.text_surface(meta.short.upper(), "display", size, title_col, True),
              theme.text_surface(meta.short.upper(), "display", size, title_col, True).get_rect(center=band.center))
    # art panel
    art_rect = pygame.Rect(14, band.bottom + 12, w - 28, ART_H)
    art = tile_art(game_id, art_rect.size)
    if not playable:
        veil = pygame.Surface(art.get_size(), pygame.SRCALPHA)
        veil.fill((30, 20, 12, 70))
        art = art.copy()
        art.blit(veil, (0, 0))
    surf.blit(art, art_rect)
    pygame.draw.rect(surf, theme.darken(theme.PARCHMENT_DARK, 0.45), art_rect, 3)
    # players badge
    y = art_rect.bottom + 18
    badge_text = meta.players_text
    bt = theme.text_surface(badge_text, "black", 22, theme.INK, False)
    badge = pygame.Rect(0, 0, bt.get_width() + 58, 38)
    badge.midtop = (w // 2, y)
    pygame.draw.rect(surf, theme.mix(theme.PARCHMENT_DARK, meta.accent, 0.25), badge, border_radius=19)
    pygame.draw.rect(surf, theme.darken(meta.accent, 0.3), badge, 2, border_radius=19)
    # a tiny figure (a player)
    fx, fy = badge.left + 22, badge.centery
    pygame.draw.circle(surf, theme.INK, (fx, fy - 7), 5)
    pygame.draw.ellipse(surf, theme.INK, (fx - 8, fy - 1, 16, 13))
    surf.blit(bt, bt.get_rect(midleft=(badge.left + 38, badge.centery)))
    # pitch
    pitch_rect = pygame.Rect(26, badge.bottom + 14, w - 52, h - badge.bottom - 30)
    theme.draw_wrapped(surf, meta.pitch, pitch_rect, "text", 23, theme.INK, line_gap=2, align="center")
    theme.draw_text(surf, meta.tagline, (w // 2, h - 30), "italic", 19, theme.INK_SOFT, "center", shadow=False)
    if not playable:
        stamp = _stamp("COMING SOON", theme.DANGER)
        surf.blit(stamp, stamp.get_rect(center=(w // 2, art_rect.centery + 8)))
    if hovered:
        pygame.draw.rect(surf, theme.GOLD, surf.get_rect(), 4, border_radius=16)
    return surf


@functools.lru_cache(maxsize=4)
def _stamp(text: str, colour) -> pygame.Surface:
    f = theme.font("display", 34)
    t = f.render(text, True, colour)
    s = pygame.Surface((t.get_width() + 40, t.get_height() + 20), pygame.SRCALPHA)
    pygame.draw.rect(s, (*colour, 230), s.get_rect(), 5, border_radius=8)
    pygame.draw.rect(s, (*colour, 160), s.get_rect().inflate(-12, -12), 2, border_radius=6)
    s.blit(t, (20, 10))
    # worn ink: knock out random specks
    rng = random.Random(4)
    for _ in range(160):
        pygame.draw.circle(s, (0, 0, 0, 0), (rng.randrange(s.get_width()), rng.randrange(s.get_height())),
                           rng.choice((1, 1, 2)))
    bg = pygame.Surface(s.get_size(), pygame.SRCALPHA)
    bg.fill((246, 234, 208, 170))
    bg.blit(s, (0, 0))
    return pygame.transform.rotozoom(bg, 12, 1.0)


@functools.lru_cache(maxsize=2)
def title_surface() -> pygame.Surface:
    """FRONTIER TABLETOP in poster type: cream letters, dark outline, gold rules and stars."""
    f = theme.font("display", 118)
    text = "FRONTIER TABLETOP"
    fg = f.render(text, True, theme.CREAM)
    outline = f.render(text, True, (40, 22, 12))
    w, h = fg.get_width() + 40, fg.get_height() + 120
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    shadow = f.render(text, True, (0, 0, 0))
    shadow.set_alpha(120)
    s.blit(shadow, (20 + 6, 24 + 10))
    for dx in (-4, -2, 0, 2, 4):
        for dy in (-4, -2, 0, 2, 4):
            if dx or dy:
                s.blit(outline, (20 + dx, 24 + dy))
    s.blit(fg, (20, 24))
    # gold under-rule with stars
    y = 24 + fg.get_height() + 14
    mid = w // 2
    sub = theme.text_surface("FIVE GAMES OF THE WILD WEST", "black", 28, theme.GOLD, True)
    gap = sub.get_width() // 2 + 60
    for side in (-1, 1):
        x0, x1 = mid + side * gap, mid + side * (w // 2 - 40)
        pygame.draw.line(s, theme.GOLD_DARK, (x0, y + 19), (x1, y + 19), 3)
        pygame.draw.line(s, theme.GOLD, (x0, y + 17), (x1, y + 17), 1)
        _star(s, (mid + side * (gap - 28), y + 18), 13, theme.GOLD)
    s.blit(sub, sub.get_rect(center=(mid, y + 18)))
    return s


@functools.lru_cache(maxsize=1)
def props_surface() -> pygame.Surface:
    """A stack of poker chips for the lower-left corner, with its shadow."""
    s = pygame.Surface((300, 150), pygame.SRCALPHA)
    sh = backdrop.shadow((150, 46), 23, 150, 14)
    s.blit(sh, (20 - 14, 92 - 14 + 8))
    chip_cols = [(170, 40, 36), (170, 40, 36), (36, 70, 150), (36, 70, 150), (220, 210, 190), (170, 40, 36)]
    for k, col in enumerate(chip_cols):
        y = 100 - k * 11
        x = 22 + (k % 2) * 3
        rect = pygame.Rect(x, y, 140, 40)
        pygame.draw.ellipse(s, theme.darken(col, 0.45), rect.move(0, 6))
        pygame.draw.rect(s, theme.darken(col, 0.3), (x, y + 20, 140, 8))
        pygame.draw.ellipse(s, col, rect)
        for a in range(0, 360, 45):
            ang = math.radians(a + k * 20)
            cx, cy = rect.centerx + 60 * math.cos(ang), rect.centery + 16 * math.sin(ang)
            pygame.draw.ellipse(s, (246, 240, 226), (cx - 6, cy - 3, 12, 6))
        pygame.draw.ellipse(s, theme.lighten(col, 0.2), rect.inflate(-50, -16))
        pygame.draw.ellipse(s, theme.darken(col, 0.35), rect, 1)
    return s


@functools.lru_cache(maxsize=1)
def dice_surface() -> pygame.Surface:
    """Two dice resting in the lower-right corner."""
    s = pygame.Surface((150, 110), pygame.SRCALPHA)
    for x, y, face, ang in ((48, 56, 6, 18), (104, 60, 3, -12)):
        d = _die(52, (240, 232, 214), (60, 40, 30), face, ang)
        dsh = backdrop.shadow((52, 52), 10, 140, 8)
        s.blit(dsh, dsh.get_rect(center=(x + 4, y + 6)))
        s.blit(d, d.get_rect(center=(x, y)))
    return s


# --------------------------------------------------------------------------------------------
class MenuScene(Scene):
    opaque = True

    def __init__(self, app):
        super().__init__(app)
        self.games = catalog.GAMES
        total = len(self.games) * TILE_W + (len(self.games) - 1) * TILE_GAP
        left = (app.size[0] - total) // 2
        self.tiles = {g.id: pygame.Rect(left + i * (TILE_W + TILE_GAP), TILE_TOP, TILE_W, TILE_H)
                      for i, g in enumerate(self.games)}
        self.lift = {g.id: 0.0 for g in self.games}
        self.hover: str | None = None
        self._playable: dict[str, bool] | None = None
        self.widgets = widgets.WidgetGroup()
        self.rules_picker = False
        self._build_buttons()

    # -- data ------------------------------------------------------------------------------------
    def playable(self, game_id: str) -> bool:
        if self._playable is None:
            self._playable = {}
        if game_id not in self._playable:
            try:
                self._playable[game_id] = catalog.is_playable(game_id)
            except Exception:
                self._playable[game_id] = False
        return self._playable[game_id]

    def _build_buttons(self) -> None:
        self.widgets.clear()
        self.latest = saves.newest_resumable()
        y = 880
        w, gap = 212, 18
        specs = [("New table", self.new_table, "primary", True, None),
                 ("Continue", self.continue_game, "wood", self.latest is not None,
                  "No game to continue yet: every table you start is saved as you play."),
                 ("Saved tables", self.open_saved_tables, "wood", True, None),
                 ("Rules", self.open_rules_picker, "wood", True, None),
                 ("Settings", self.open_settings, "wood", True, None),
                 ("Quit", self.app.quit, "danger", True, None)]
        total = len(specs) * w + (len(specs) - 1) * gap
        x = (self.app.size[0] - total) // 2
        for label, cb, style, enabled, reason in specs:
            tooltip = f"Continue: {self.latest.headline}" if label == "Continue" and self.latest else None
            self.widgets.add(widgets.Button((x, y, w, 82), label, cb, style=style, size=32, enabled=enabled,
                                            disabled_reason=reason, tooltip=tooltip))
            x += w + gap
        self.picker = widgets.WidgetGroup()
        panel = self.picker_rect()
        for i, g in enumerate(self.games):
            self.picker.add(widgets.Button((panel.left + 60, panel.top + 130 + i * 86, panel.w - 120, 70), g.name,
                                           functools.partial(self.open_rules, g.id), style="parchment", size=30))
        self.picker.add(widgets.Button((panel.centerx - 120, panel.bottom - 100, 240, 68), "Close",
                                       self.close_rules_picker, style="wood", hotkey=pygame.K_ESCAPE))

    def picker_rect(self) -> pygame.Rect:
        r = pygame.Rect(0, 0, 720, 740)
        r.center = (self.app.size[0] // 2, self.app.size[1] // 2 + 10)
        return r

    def on_uncover(self) -> None:
        self._playable = None
        self._build_buttons()

    # -- actions ---------------------------------------------------------------------------------
    def new_table(self, game_id: str | None = None) -> None:
        from scenes.new_table import NewTableScene
        self.app.stack.push(NewTableScene(self.app, game_id or self._last_game()))

    def _last_game(self) -> str:
        for g in self.games:
            if self.playable(g.id):
                return g.id
        return self.games[0].id

    def continue_game(self) -> None:
        """Sit down again at the table played most recently."""
        from scenes.saved_tables import resume
        if self.latest is not None and resume(self.app, self.latest) is not None:
            self._build_buttons()  # it turned out damaged: Continue moves on to the next one

    def open_saved_tables(self) -> None:
        from scenes.saved_tables import SavedTablesScene
        self.app.stack.push(SavedTablesScene(self.app))

    def open_settings(self) -> None:
        from scenes.settings import SettingsScene
        self.app.stack.push(SettingsScene(self.app))

    def open_rules_picker(self) -> None:
        self.rules_picker = True

    def close_rules_picker(self) -> None:
        self.rules_picker = False

    def open_rules(self, game_id: str) -> None:
        self.rules_picker = False
        from scenes.new_table import open_rules
        open_rules(self.app, game_id)

    # -- loop ------------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        if self.rules_picker:
            if self.picker.handle(event):
                return True
            if event.type == pygame.MOUSEBUTTONDOWN and not self.picker_rect().collidepoint(event.pos):
                self.rules_picker = False
            return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.KEYDOWN)
        if self.widgets.handle(event):
            return True
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN) and hasattr(event, "pos"):
            self.hover = next((gid for gid, r in self.tiles.items() if r.collidepoint(event.pos)), None)
            if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.hover:
                self.new_table(self.hover)
                return True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                return True  # the menu is the bottom of the stack; Esc does nothing here
            if event.key == pygame.K_n:
                self.new_table()
                return True
            if event.key in (pygame.K_LEFT, pygame.K_RIGHT):
                ids = [g.id for g in self.games]
                step = -1 if event.key == pygame.K_LEFT else 1
                i = ids.index(self.hover) + step if self.hover in ids else (0 if step > 0 else len(ids) - 1)
                self.hover = ids[i % len(ids)]
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.hover:
                self.new_table(self.hover)
                return True
        return False

    def update(self, dt: float) -> None:
        for gid in self.lift:
            target = 1.0 if gid == self.hover else 0.0
            cur = self.lift[gid]
            if cur != target:
                step = dt / 0.14
                cur = min(target, cur + step) if target > cur else max(target, cur - step)
                self.lift[gid] = cur

    def is_animating(self) -> bool:
        return any(v != (1.0 if gid == self.hover else 0.0) for gid, v in self.lift.items())

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(backdrop.table(self.app.size), (0, 0))
        title = title_surface()
        surface.blit(title, title.get_rect(midtop=(self.app.size[0] // 2, 58)))
        surface.blit(props_surface(), (60, 850))
        surface.blit(dice_surface(), (1700, 870))
        for g in self.games:
            rect = self.tiles[g.id]
            lift = self.lift[g.id]
            ease = 1 - (1 - lift) ** 3
            r = rect.move(0, -int(14 * ease))
            widgets.draw_shadow(surface, r, radius=16, alpha=130 + int(40 * ease), blur=16 + int(8 * ease),
                                offset=(0, 10 + int(10 * ease)))
            surface.blit(tile_surface(g.id, self.playable(g.id), g.id == self.hover), r)
        self.widgets.draw(surface)
        if self.latest is not None:
            caption = theme.ellipsize(f"Continue: {self.latest.headline}", "italic", 24, 1060)
            theme.draw_text(surface, caption, (self.app.size[0] // 2, 1000), "italic", 24, theme.CREAM, "midtop")
        theme.draw_text(surface, "F11 fullscreen  \u00b7  Esc pauses a game", (self.app.size[0] - 96, 1002),
                        "italic", 20, theme.CREAM_DIM, "midright")
        if self.rules_picker:
            veil = _veil(self.app.size)
            surface.blit(veil, (0, 0))
            p = self.picker_rect()
            widgets.draw_panel(surface, p, "parchment", radius=20)
            theme.draw_text(surface, "Which rules?", (p.centerx, p.top + 66), "display", 52, theme.INK, "center",
                            shadow=False)
            self.picker.draw(surface)


@functools.lru_cache(maxsize=2)
def _veil(size) -> pygame.Surface:
    v = pygame.Surface(size, pygame.SRCALPHA)
    v.fill((10, 6, 4, 150))
    return v
