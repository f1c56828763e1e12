"""Cards with a front and a back: rendered from card data, dealt, slid, flipped, fanned.

`card_face(data, size)` paints a parchment card from a dict: `title`, `text`, optional `tag`
(timing line, on two lines when long: `tag_layout`), `value` (corner), `accent` colour and
`icon` (a key in `ICONS`, drawn in code).
Faces and backs are cached per size, rendered at the size they are drawn (crisp at any scale).

`CardSprite` is a card on the table: `x, y` (centre), `flip` (1 = face shown, 0 = back; a flip
tweens it through 0.5 where the card is edge-on), `lift` on hover, `legal`/`reason` for the
highlight of playable cards and the tooltip of unplayable ones.
"""
from __future__ import annotations

import functools
import math
from typing import Any

import pygame

from game.ui import backdrop, theme
from game.ui.picture_cache import PictureCache, cached_pictures

CARD_SIZE = (150, 210)
ICONS: dict[str, Any] = {}


def icon(name: str):
    def register(fn):
        ICONS[name] = fn
        return fn
    return register


def _c(rect: pygame.Rect) -> tuple[float, float, float]:
    return rect.centerx, rect.centery, min(rect.w, rect.h) / 2


@icon("bullet")
def _bullet(s, r):
    cx, cy, k = _c(r)
    pygame.draw.rect(s, (184, 140, 60), (cx - k * 0.25, cy - k * 0.1, k * 0.5, k * 0.8), border_radius=3)
    pygame.draw.ellipse(s, (150, 110, 80), (cx - k * 0.25, cy - k * 0.75, k * 0.5, k * 1.0))
    pygame.draw.rect(s, (120, 86, 40), (cx - k * 0.28, cy + k * 0.6, k * 0.56, k * 0.14))


@icon("horseshoe")
def _horseshoe(s, r):
    cx, cy, k = _c(r)
    pygame.draw.arc(s, (120, 120, 128), (cx - k * 0.7, cy - k * 0.7, k * 1.4, k * 1.5), -0.3, math.pi + 0.3, int(k * 0.3))
    for a in (0.2, 0.8, 1.6, 2.3, 2.9):
        pygame.draw.circle(s, theme.INK, (cx + k * 0.55 * math.cos(a), cy - k * 0.55 * math.sin(a) + k * 0.05), 3)


@icon("die")
def _die(s, r):
    cx, cy, k = _c(r)
    body = pygame.Rect(0, 0, k * 1.2, k * 1.2)
    body.center = (cx, cy)
    pygame.draw.rect(s, (240, 230, 210), body, border_radius=int(k * 0.2))
    pygame.draw.rect(s, theme.INK, body, 2, border_radius=int(k * 0.2))
    for dx, dy in ((-0.3, -0.3), (0.3, 0.3), (0, 0)):
        pygame.draw.circle(s, (170, 30, 30), (cx + dx * k, cy + dy * k), k * 0.1)


@icon("whistle")
def _whistle(s, r):
    cx, cy, k = _c(r)
    pygame.draw.circle(s, (200, 170, 80), (cx + k * 0.15, cy + k * 0.1), k * 0.45)
    pygame.draw.rect(s, (200, 170, 80), (cx - k * 0.75, cy - k * 0.3, k * 0.8, k * 0.3))
    pygame.draw.circle(s, theme.INK, (cx + k * 0.15, cy + k * 0.1), k * 0.15)
    for i in range(3):
        pygame.draw.arc(s, theme.INK, (cx - k * (0.9 + i * 0.18), cy - k * (0.9 + i * 0.18), k * 0.5, k * 0.5), 1.2, 2.4, 2)


@icon("shield")
def _shield(s, r):
    cx, cy, k = _c(r)
    pts = [(cx - k * 0.6, cy - k * 0.6), (cx + k * 0.6, cy - k * 0.6), (cx + k * 0.55, cy + k * 0.1), (cx, cy + k * 0.75),
           (cx - k * 0.55, cy + k * 0.1)]
    pygame.draw.polygon(s, (120, 90, 60), pts)
    pygame.draw.polygon(s, theme.INK, pts, 3)
    pygame.draw.line(s, theme.INK, (cx, cy - k * 0.6), (cx, cy + k * 0.7), 2)


@icon("saw")
def _saw(s, r):
    cx, cy, k = _c(r)
    pygame.draw.ellipse(s, (214, 170, 110), (cx - k * 0.8, cy - k * 0.1, k * 1.6, k * 0.8))
    pygame.draw.ellipse(s, (250, 240, 230), (cx - k * 0.7, cy - k * 0.25, k * 1.4, k * 0.5))
    pygame.draw.line(s, (150, 150, 160), (cx - k * 0.5, cy - k * 0.7), (cx + k * 0.4, cy - k * 0.05), 6)
    for i in range(6):
        x = cx - k * 0.45 + i * k * 0.15
        y = cy - k * 0.65 + i * k * 0.1
        pygame.draw.line(s, theme.INK, (x, y), (x + 4, y + 6), 2)


@icon("bars")
def _bars(s, r):
    cx, cy, k = _c(r)
    pygame.draw.rect(s, (90, 90, 96), (cx - k * 0.7, cy - k * 0.7, k * 1.4, k * 1.4), 5)
    for i in range(5):
        x = cx - k * 0.5 + i * k * 0.25
        pygame.draw.line(s, (90, 90, 96), (x, cy - k * 0.7), (x, cy + k * 0.7), 5)


@icon("hand")
def _hand(s, r):
    cx, cy, k = _c(r)
    pygame.draw.ellipse(s, (140, 100, 60), (cx - k * 0.5, cy - k * 0.2, k * 1.0, k * 0.9))
    pygame.draw.rect(s, (140, 100, 60), (cx - k * 0.18, cy - k * 0.55, k * 0.36, k * 0.4))
    theme.draw_text(s, "$", (cx, cy + k * 0.25), "display", int(k * 0.7), theme.GOLD, anchor="center", shadow=False)


@icon("ace")
def _ace(s, r):
    cx, cy, k = _c(r)
    for i, dx in enumerate((-0.25, 0.0, 0.25)):
        card = pygame.Rect(0, 0, k * 0.7, k * 1.0)
        card.center = (cx + dx * k, cy + abs(dx) * k * 0.2)
        pygame.draw.rect(s, (250, 245, 235), card, border_radius=4)
        pygame.draw.rect(s, theme.INK, card, 2, border_radius=4)
    theme.draw_text(s, "A", (cx + 0.25 * k, cy), "display", int(k * 0.6), (170, 30, 30), anchor="center", shadow=False)


@icon("dynamite")
def _dynamite(s, r):
    cx, cy, k = _c(r)
    for dx in (-0.3, 0.0, 0.3):
        pygame.draw.rect(s, (190, 40, 36), (cx + dx * k - k * 0.13, cy - k * 0.45, k * 0.26, k * 1.0), border_radius=4)
    pygame.draw.rect(s, theme.INK, (cx - k * 0.5, cy - k * 0.05, k * 1.0, k * 0.12))
    pygame.draw.line(s, theme.INK, (cx, cy - k * 0.45), (cx + k * 0.3, cy - k * 0.8), 3)
    pygame.draw.circle(s, theme.GOLD, (cx + k * 0.32, cy - k * 0.82), k * 0.1)


@icon("star")
def _star_icon(s, r):
    cx, cy, k = _c(r)
    pts = [(cx + (k * 0.7 if i % 2 == 0 else k * 0.32) * math.cos(-math.pi / 2 + i * math.pi / 5),
            cy + (k * 0.7 if i % 2 == 0 else k * 0.32) * math.sin(-math.pi / 2 + i * math.pi / 5)) for i in range(10)]
    pygame.draw.polygon(s, theme.GOLD, pts)
    pygame.draw.polygon(s, theme.INK, pts, 2)


TAG_KEEP = 0.85
"""A timing line stays on one line while it fits at this share of its size or more; a longer one
(a reaction's "On another's turn: when you would lose money to an attack") goes on two lines."""


def tag_layout(tag: str, size: tuple[int, int]) -> tuple[int, list[str]]:
    """(font size, lines) of a card's timing line (`tag`) on a card of `size`: one line, shrunk a
    little if need be, or two lines (three on the smallest cards) when one line would be clipped
    or shrunk out of reading; the art panel gives up the room."""
    if not tag:
        return 0, []
    w, h = size
    natural, width = max(9, int(h * 0.048)), int(w * 0.9)
    one = theme.fit_text(tag, "italic", natural, width, min_size=8)
    if theme.font("italic", one).size(tag)[0] <= width and one >= natural * TAG_KEEP:
        return one, [tag]
    for most in (2, 3):
        for points in range(natural, 7, -1):
            lines = theme.wrap_text(tag, "italic", points, width)
            if len(lines) <= most and " ".join(lines) == tag:  # no word broken in two
                return points, lines
    lines = theme.wrap_text(tag, "italic", 8, width)
    return 8, [*lines[:2], theme.ellipsize(" ".join(lines[2:]), "italic", 8, width)]


def _key(data: dict) -> tuple:
    return tuple(sorted((k, str(v)) for k, v in data.items()))


@cached_pictures(12 * 2**20)
def _face_cached(key: tuple, size: tuple[int, int]) -> pygame.Surface:
    data = dict(key)
    w, h = size
    s = pygame.Surface(size, pygame.SRCALPHA)
    radius = max(6, w // 14)
    paper = backdrop.parchment(size)
    mask = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    s.blit(paper, (0, 0))
    s.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    accent = tuple(int(x) for x in data.get("accent", "(160, 112, 40)").strip("()").split(","))
    pygame.draw.rect(s, theme.darken(accent, 0.3), s.get_rect(), max(2, w // 60), border_radius=radius)
    band = pygame.Rect(w * 0.06, h * 0.05, w * 0.88, h * 0.16)
    pygame.draw.rect(s, accent, band, border_radius=radius // 2)
    size_title = theme.fit_text(data.get("title", ""), "display", max(10, int(h * 0.075)), int(band.w - 8), 8)
    theme.draw_text(s, data.get("title", ""), band.center, "display", size_title, theme.CREAM, anchor="center")
    tag_size, tag_lines = tag_layout(data.get("tag", ""), (w, h))
    extra = (len(tag_lines) - 1) * theme.font("italic", tag_size).get_linesize() if tag_lines else 0
    art = pygame.Rect(w * 0.1, h * 0.24, w * 0.8, h * 0.32 - extra)
    pygame.draw.rect(s, theme.mix(theme.PARCHMENT_DARK, accent, 0.18), art, border_radius=radius // 2)
    pygame.draw.rect(s, theme.darken(accent, 0.2), art, 2, border_radius=radius // 2)
    painter = ICONS.get(data.get("icon", ""))
    if painter:
        painter(s, art.inflate(-art.w * 0.2, -art.h * 0.15))
    y = art.bottom + h * 0.02
    if tag_lines:
        step = theme.font("italic", tag_size).get_linesize()
        for i, line in enumerate(tag_lines):
            theme.draw_text(s, line, (w / 2, y + i * step), "italic", tag_size, theme.INK_SOFT, anchor="midtop",
                            shadow=False)
        y += h * 0.07 + extra
    text_rect = pygame.Rect(w * 0.08, y, w * 0.84, h - y - h * 0.04)
    theme.draw_wrapped(s, data.get("text", ""), text_rect, "text", max(9, int(h * 0.052)), theme.INK, line_gap=1,
                       align="center")
    if data.get("value"):
        theme.draw_text(s, str(data["value"]), (w * 0.9, h * 0.95), "display", int(h * 0.08), theme.INK, anchor="bottomright",
                        shadow=False)
    return s


def card_face(data: dict, size: tuple[int, int] = CARD_SIZE) -> pygame.Surface:
    return _face_cached(_key(data), (int(size[0]), int(size[1])))


@functools.lru_cache(maxsize=32)
def card_back(size: tuple[int, int] = CARD_SIZE, accent: tuple[int, int, int] = (110, 28, 30),
              title: str = "WILD WEST") -> pygame.Surface:
    w, h = size
    s = pygame.Surface(size, pygame.SRCALPHA)
    radius = max(6, w // 14)
    pygame.draw.rect(s, theme.darken(accent, 0.25), s.get_rect(), border_radius=radius)
    inner = s.get_rect().inflate(-w * 0.12, -w * 0.12)
    pygame.draw.rect(s, accent, inner, border_radius=radius // 2)
    for i in range(-h, w, 14):
        pygame.draw.line(s, theme.darken(accent, 0.12), (inner.left + i, inner.top), (inner.left + i + h, inner.bottom), 2)
    pygame.draw.rect(s, theme.GOLD, inner, 2, border_radius=radius // 2)
    k = min(w, h) * 0.22
    cx, cy = w / 2, h / 2
    pts = [(cx + (k if i % 2 == 0 else k * 0.45) * math.cos(-math.pi / 2 + i * math.pi / 5),
            cy + (k if i % 2 == 0 else k * 0.45) * math.sin(-math.pi / 2 + i * math.pi / 5)) for i in range(10)]
    pygame.draw.polygon(s, theme.GOLD, pts)
    theme.draw_text(s, title, (cx, inner.bottom - 6), "display", max(9, int(h * 0.06)), theme.CREAM, anchor="midbottom")
    return s


@cached_pictures(4 * 2**20)
def _mini_cached(key: tuple, size: tuple[int, int]) -> pygame.Surface:
    data = dict(key)
    w, h = size
    s = pygame.Surface(size, pygame.SRCALPHA)
    accent = tuple(int(x) for x in data.get("accent", "(160, 112, 40)").strip("()").split(","))
    pygame.draw.rect(s, theme.mix(theme.PARCHMENT, accent, 0.25), s.get_rect(), border_radius=6)
    pygame.draw.rect(s, theme.darken(accent, 0.25), s.get_rect(), 2, border_radius=6)
    pygame.draw.rect(s, accent, (0, 0, w, h * 0.22), border_top_left_radius=6, border_top_right_radius=6)
    title = data.get("title", "")
    longest = max(title.split() or [""], key=lambda word: theme.font("bold", 20).size(word)[0])
    size = theme.fit_text(longest, "bold", max(10, w // 5), w - 8, min_size=8)
    theme.draw_wrapped(s, title, pygame.Rect(3, h * 0.26, w - 6, h * 0.6), "bold", size,
                       theme.INK, line_gap=0, align="center")
    if data.get("value"):
        theme.draw_text(s, str(data["value"]), (w - 4, h - 3), "black", max(10, w // 4), theme.OXBLOOD,
                        anchor="bottomright", shadow=False)
    return s


def mini_card(data: dict, size: tuple[int, int]) -> pygame.Surface:
    """A card too small for its text: colour band, name in large type, value corner."""
    return _mini_cached(_key(data), (int(size[0]), int(size[1])))


_TRANSFORMED = PictureCache(16 * 2**20)
"""Squashed and tilted cards: a fanned hand or a flip shows the same few pictures frame after frame."""


def _transformed(img: pygame.Surface, width: int, angle: float) -> pygame.Surface:
    """`img` squashed to `width` and rotated by `angle`, cached (the source must be a cached
    surface: the cache keeps it alive and checks it is the same object)."""
    if width == img.get_width() and not angle:
        return img
    key = (id(img), width, angle)
    hit = _TRANSFORMED.get(key, img)
    if hit is not None:
        return hit
    out = img
    if width != img.get_width():
        out = pygame.transform.smoothscale(out, (width, img.get_height()))
    if angle:
        out = pygame.transform.rotozoom(out, angle, 1.0)
    return _TRANSFORMED.put(key, img, out)


_DIMMED = PictureCache(4 * 2**20)
"""Darker copies of cards that cannot be played now."""


def _dimmed(img: pygame.Surface) -> pygame.Surface:
    """A darker, greyer copy of a cached card picture (an unplayable card), same shape."""
    hit = _DIMMED.get(id(img), img)
    if hit is not None:
        return hit
    out = img.copy()
    out.fill((150, 140, 130, 255), special_flags=pygame.BLEND_RGBA_MULT)
    return _DIMMED.put(id(img), img, out)


@functools.lru_cache(maxsize=32)
def _ring(size: tuple[int, int], colour: tuple[int, int, int], width: int) -> pygame.Surface:
    """The outline around a legal (or selected) card, a little larger than the card."""
    pad = 5 + width
    s = pygame.Surface((size[0] + 2 * pad, size[1] + 2 * pad), pygame.SRCALPHA)
    pygame.draw.rect(s, (*colour, 70), s.get_rect(), width + 4, border_radius=14)
    pygame.draw.rect(s, colour, s.get_rect().inflate(-4, -4), width, border_radius=12)
    return s


class CardSprite:
    def __init__(self, data: dict | None, pos: tuple[float, float], size: tuple[int, int] = CARD_SIZE,
                 face_up: bool = True, back_accent: tuple[int, int, int] = (110, 28, 30)):
        self.data = data
        self.x, self.y = pos
        self.size = size
        self.flip = 1.0 if face_up else 0.0
        self.lift = 0.0
        self.angle = 0.0
        self.alpha = 255.0
        self.hover = False
        self.legal = False
        self.selected = False
        self.reason: str | None = None
        self.back_accent = back_accent
        self.back_title = "WILD WEST"
        self.tag: Any = None

    @property
    def rect(self) -> pygame.Rect:
        r = pygame.Rect(0, 0, *self.size)
        r.center = (int(self.x), int(self.y - self.lift))
        return r

    def update(self, dt: float) -> None:
        target = 26.0 if (self.hover and (self.legal or self.reason is None)) or self.selected else 0.0
        self.lift += (target - self.lift) * min(1.0, dt * 14)

    def draw(self, surface: pygame.Surface) -> None:
        w, h = self.size
        showing_face = self.flip >= 0.5 and self.data is not None
        if showing_face:
            img = card_face(self.data, self.size) if w >= 100 else mini_card(self.data, self.size)
        else:
            img = card_back(self.size, self.back_accent, self.back_title)
        # Squash (flip) and tilt (fan) are quantised so a moving card reuses cached pictures
        # instead of scaling and rotating every frame.
        squash = abs(self.flip - 0.5) * 2
        width = w if squash >= 0.999 else max(2, int(w * squash) // 4 * 4)
        angle = round(self.angle * 2) / 2
        _source = img
        img = _transformed(img, width, angle)
        r = img.get_rect(center=self.rect.center)
        shade = _transformed(backdrop.shadow((w, h), radius=10, alpha=110, blur=8), width + 16 if width < w else w + 16,
                             angle)
        surface.blit(shade, shade.get_rect(center=(r.centerx + 4, r.centery + 8 + self.lift * 0.3)))
        if self.reason is not None and showing_face and not self.legal and not self.selected:
            img = _transformed(_dimmed(_source), width, angle)
        if self.alpha < 255:
            img = img.copy()
            img.set_alpha(int(self.alpha))
        surface.blit(img, r)
        if self.selected or self.legal:
            ring = _ring((w, h), theme.GOLD if self.selected else theme.HIGHLIGHT, 5 if self.selected else 3)
            ring = _transformed(ring, ring.get_width() - (w - width), angle)
            surface.blit(ring, ring.get_rect(center=r.center))

    def hit(self, pos: tuple[int, int]) -> bool:
        return self.rect.collidepoint(pos)


ZOOM_SIZE = (330, 462)


def draw_zoom(surface: pygame.Surface, data: dict, center: tuple[float, float] | None = None,
              size: tuple[int, int] = ZOOM_SIZE, hint: str = "Right-click or click to close",
              veil: bool = True) -> pygame.Rect:
    """The larger readable view of a card (right-click / long-press): the table dims, the card is
    rendered crisply at `size` (not scaled up), with a hint under it. Returns the card's rect."""
    if veil:
        surface.blit(_veil(surface.get_size()), (0, 0))
    if center is None:
        center = (surface.get_width() / 2, surface.get_height() / 2)
    img = card_face(data, size)
    r = img.get_rect(center=(int(center[0]), int(center[1])))
    r.clamp_ip(surface.get_rect().inflate(-24, -60))
    surface.blit(backdrop.shadow(r.size, radius=16, alpha=150, blur=14), r.move(8, 14))
    surface.blit(img, r)
    if hint:
        theme.draw_text(surface, hint, (r.centerx, r.bottom + 12), "italic", 20, theme.CREAM, anchor="midtop")
    return r


@functools.lru_cache(maxsize=4)
def _veil(size: tuple[int, int]) -> pygame.Surface:
    veil = pygame.Surface(size, pygame.SRCALPHA)
    veil.fill((8, 6, 4, 140))
    return veil


def fan_positions(count: int, center: tuple[float, float], spacing: float = 120.0, max_width: float = 700.0,
                  arc: float = 3.0) -> list[tuple[float, float, float]]:
    """(x, y, angle) for each card of a hand fanned around `center`."""
    if count == 0:
        return []
    step = min(spacing, max_width / max(1, count - 1)) if count > 1 else 0
    out = []
    for i in range(count):
        offset = i - (count - 1) / 2
        out.append((center[0] + offset * step, center[1] + abs(offset) ** 1.6 * 3, -offset * arc))
    return out
