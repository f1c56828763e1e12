"""Dice that tumble and settle, with faces painted from data.

`DieSprite` is a die on the table: `roll(face, animator)` tumbles it (spinning, bouncing, faces
flickering with motion blur) and settles it on `face` with a small overshoot; `kept` lifts it
and puts a brass peg and the word KEPT on it, so keeping never relies on colour alone.

Faces are painted by a per-style painter: `painter(face, size) -> Surface`, registered in
`FACE_PAINTERS`: plain pips here; every game's own faces in its look (`game/ui/looks/`), which
supplies its painters with `@face_painter(style)` when it is imported. A style nobody has
registered yet sends for the games' looks (`load_looks`, through the registry), so a face can be
asked for before its table is opened; the kit names no game. Painted faces are
cached per (style, face, size, language): a frame only blits.
"""
from __future__ import annotations

import functools
import importlib
import random
from typing import Callable

import pygame

from game import i18n
from game.i18n import _
from game.ui import theme
from game.ui.picture_cache import cached_pictures, holds_words
from game.ui.tween import Animator, Call, Parallel, Sequence, Tween

FacePainter = Callable[[str, int], pygame.Surface]
FACE_PAINTERS: dict[str, FacePainter] = {}


def face_painter(style: str) -> Callable[[FacePainter], FacePainter]:
    """A look's decorator for its painter of die style `style`."""
    def register(fn: FacePainter) -> FacePainter:
        FACE_PAINTERS[style] = fn
        return fn
    return register


def load_looks() -> dict[str, FacePainter]:
    """Every game's look imported, each registering its dice painters; returns them all."""
    from game import games
    for game_id in games.KNOWN_IDS:
        look_path = games.get(game_id).look_path
        if look_path:
            importlib.import_module(look_path)
    return FACE_PAINTERS


@cached_pictures(2 * 2**20)
def die_body(size: int, colour: tuple[int, int, int], edge: tuple[int, int, int]) -> pygame.Surface:
    """A rounded ivory (or coloured) die body with a bevel and a highlight."""
    s = pygame.Surface((size, size), pygame.SRCALPHA)
    r = size // 6
    pygame.draw.rect(s, edge, s.get_rect(), border_radius=r)
    inner = s.get_rect().inflate(-size // 14, -size // 14)
    pygame.draw.rect(s, colour, inner, border_radius=r - 2)
    shine = pygame.Surface((size, size), pygame.SRCALPHA)
    bright = sum(colour) / 3
    pygame.draw.ellipse(shine, (255, 255, 255, 34 if bright > 120 else 14), (size * 0.12, size * 0.08, size * 0.6, size * 0.3))
    s.blit(shine, (0, 0))
    return s


def painted_face(style: str, face: str, size: int, smallest_caption: int | None = None) -> pygame.Surface:
    """A die's face as painted by its game's look; cached per language too, as a face's caption
    is a word ("LADY", "CHARM"). `smallest_caption`: the caption is left off rather than drawn
    smaller than this (a die on a card lying on the table: `cards.READABLE_TYPE`)."""
    return _painted_face(style, face, size, i18n.language(), smallest_caption or CAPTION_SMALLEST)


CAPTION_SMALLEST = 7
"""A face's caption shrinks to this size at most to fit across its die."""
_caption_floor = CAPTION_SMALLEST
"""The smallest caption of the face being painted (`painted_face`'s `smallest_caption`)."""


def draw_caption(face: pygame.Surface, text: str, natural: int, ink, bottom: float = 0.06) -> None:
    """A die face's name (in the reader's language) along its foot, at `natural` size or smaller
    so a longer language's word stays on the die. A die too small for its name even at the
    smallest size (the dice drawn inside a card's requirement) shows its picture alone: a
    caption cut off at the die's edge would read as another word."""
    size, room = face.get_width(), int(face.get_width() * 0.92)
    points = max(CAPTION_SMALLEST + 2, natural)
    while points > CAPTION_SMALLEST and theme.text_width(text, "black", points) > room:
        points -= 1
    if theme.text_width(text, "black", points) > room or points < _caption_floor:
        return
    label = theme.text_surface(text, "black", points, ink, shadow=False)
    face.blit(label, label.get_rect(midbottom=(size / 2, size - size * bottom)))


@holds_words
@cached_pictures(8 * 2**20)
def _painted_face(style: str, face: str, size: int, language: str, smallest_caption: int) -> pygame.Surface:
    global _caption_floor
    if style not in FACE_PAINTERS:
        load_looks()
    _caption_floor = smallest_caption
    try:
        return FACE_PAINTERS[style](face, size)
    finally:
        _caption_floor = CAPTION_SMALLEST


@face_painter("pips")
def paint_pips(face: str, size: int) -> pygame.Surface:
    s = die_body(size, (246, 238, 220), (180, 160, 130)).copy()
    spots = {"1": [(1, 1)], "2": [(0, 0), (2, 2)], "3": [(0, 0), (1, 1), (2, 2)],
             "4": [(0, 0), (2, 0), (0, 2), (2, 2)], "5": [(0, 0), (2, 0), (1, 1), (0, 2), (2, 2)],
             "6": [(0, 0), (2, 0), (0, 1), (2, 1), (0, 2), (2, 2)]}.get(face, [])
    for cx, cy in spots:
        pygame.draw.circle(s, theme.INK, (size * (0.25 + 0.25 * cx), size * (0.25 + 0.25 * cy)), size * 0.08)
    return s


class DieSprite:
    """A die on the table: position, tumble, settle, keep marking, hit-testing."""

    def __init__(self, style: str, pos: tuple[float, float], size: int = 96, face: str | None = None):
        self.style = style
        self.home = pos
        self.x, self.y = pos
        self.size = size
        self.face = face
        self.shown = face
        self.angle = 0.0
        self.lift = 0.0
        self.blur = 0.0
        self.kept = False
        self.hover = False
        self.selectable = False
        self._rng = random.Random(hash(pos))
        self._flicker = 0.0

    @property
    def rect(self) -> pygame.Rect:
        r = pygame.Rect(0, 0, self.size, self.size)
        r.center = (int(self.x), int(self.y - self.lift))
        return r

    def roll(self, face: str, animator: Animator, faces: tuple[str, ...], delay: float = 0.0) -> None:
        """Tumble across the tray and settle on `face`."""
        self.face = face
        self.kept = False
        hx, hy = self.home
        sx = hx - 160 + self._rng.uniform(-40, 40)
        self.x, self.y = sx, hy - 90
        self.angle = self._rng.uniform(-90, 90)
        self.blur = 1.0
        self._faces = faces
        spin = self.angle + self._rng.choice((-1, 1)) * self._rng.uniform(540, 900)
        animator.add(Sequence(
            Tween(self, delay or 1e-6, "linear"),
            Parallel(Tween(self, 0.55, "out_bounce", y=hy), Tween(self, 0.62, "out_quad", x=hx),
                     Tween(self, 0.62, "out_cubic", angle=spin), Tween(self, 0.62, "in_quad", blur=0.0)),
            Call(self._settle),
            Tween(self, 0.16, "out_back", angle=round(spin / 360) * 360),
        ))

    def _settle(self) -> None:
        self.shown = self.face
        self.blur = 0.0

    def snap(self, face: str | None) -> None:
        """Show `face` at once (instant speed, loading a table)."""
        self.face = self.shown = face
        self.x, self.y = self.home
        self.angle, self.blur = 0.0, 0.0

    def update(self, dt: float) -> None:
        if self.blur > 0:
            self._flicker += dt
            if self._flicker > 0.06:
                self._flicker = 0.0
                self.shown = self._rng.choice(self._faces)
        target = 14.0 if self.kept else (6.0 if self.hover and self.selectable else 0.0)
        self.lift += (target - self.lift) * min(1.0, dt * 14)

    def draw(self, surface: pygame.Surface) -> None:
        r = self.rect
        shadow = pygame.Surface((self.size, self.size // 3), pygame.SRCALPHA)
        pygame.draw.ellipse(shadow, (0, 0, 0, 90 if not self.kept else 60), shadow.get_rect())
        surface.blit(shadow, shadow.get_rect(center=(self.x + 6, self.y + self.size * 0.45)))
        if self.shown is None:
            body = die_body(self.size, (200, 190, 170), (120, 100, 80))
        else:
            body = painted_face(self.style, self.shown, self.size)
        if self.blur > 0.05:
            ghost = pygame.transform.rotate(body, self.angle - 25 * self.blur)
            ghost.set_alpha(int(110 * self.blur))
            surface.blit(ghost, ghost.get_rect(center=(r.centerx - 14 * self.blur, r.centery)))
        img = pygame.transform.rotozoom(body, self.angle, 1.0) if abs(self.angle % 360) > 0.5 else body
        surface.blit(img, img.get_rect(center=r.center))
        if self.kept:
            pygame.draw.rect(surface, theme.GOLD, r.inflate(10, 10), 4, border_radius=self.size // 5)
            peg = _peg(max(18, self.size // 3))
            surface.blit(peg, peg.get_rect(center=(r.right - 4, r.top + 4)))
            peg = theme.text_surface(_("KEPT"), "black", 18, theme.INK, shadow=False)
            tag = pygame.Rect(0, 0, peg.get_width() + 16, peg.get_height() + 4)
            tag.midtop = (r.centerx, r.bottom + 8)
            pygame.draw.rect(surface, theme.GOLD, tag, border_radius=8)
            surface.blit(peg, peg.get_rect(center=tag.center))
        elif self.hover and self.selectable:
            pygame.draw.rect(surface, theme.HIGHLIGHT, r.inflate(8, 8), 3, border_radius=self.size // 5)

    def hit(self, pos: tuple[int, int]) -> bool:
        return self.rect.collidepoint(pos)


@functools.lru_cache(maxsize=8)
def _peg(size: int) -> pygame.Surface:
    """The brass peg pushed into a kept die: a round head with a dark rim and a shine."""
    s = pygame.Surface((size, size), pygame.SRCALPHA)
    c = size / 2
    pygame.draw.circle(s, (0, 0, 0, 90), (c + 1, c + 2), c - 1)
    pygame.draw.circle(s, (120, 84, 30), (c, c), c - 2)
    pygame.draw.circle(s, (214, 170, 72), (c, c), c - 4)
    pygame.draw.circle(s, (250, 226, 150), (c - size * 0.12, c - size * 0.12), max(2, size * 0.14))
    pygame.draw.circle(s, (96, 64, 24), (c, c), max(2, size * 0.12))
    return s
