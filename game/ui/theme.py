"""The look shared by every scene: bundled fonts, the palette, seat colours and shapes, text helpers.

Stable API (the table kit and every scene use it):

Fonts (only these; never ``SysFont`` or ``Font(None)``)
    ``font(role, size) -> pygame.font.Font``   cached; roles:
        ``"display"``       Roboto Slab Bold  - titles, poster type, big numbers
        ``"display_light"`` Roboto Slab Regular
        ``"text"``          Lato Regular      - body text, log lines
        ``"bold"``          Lato Bold         - buttons, labels
        ``"italic"``        Lato Italic       - flavour text, hints
        ``"black"``         Lato Black        - small caps-like labels, badges
    ``ROLES`` lists them.

Palette (RGB tuples, module constants)
    ``INK`` dark brown text on parchment, ``CREAM`` light text on wood/felt, ``GOLD`` highlights,
    ``PARCHMENT``/``PARCHMENT_DARK``, ``WOOD``/``WOOD_DARK``/``WOOD_LIGHT``, ``FELT``/``FELT_DARK``,
    ``OXBLOOD``, ``SHADOW`` (RGBA), ``DISABLED``, ``DANGER``, ``SUCCESS``, ``HIGHLIGHT`` (legal-choice glow).

Seats (colour is never the only signal: each seat also has a token shape and a letter)
    ``seat_colour(i, colour_blind=None) -> (r, g, b)``   colour_blind None = the current mode
    ``seat_shape(i) -> str``    one of ``SEAT_SHAPES`` (circle, square, triangle, diamond, star,
                                hexagon, cross, pentagon); fixed per seat in both palettes
    ``draw_seat_token(surface, i, center, radius, colour_blind=None, outline=INK)``
    ``set_colour_blind(flag)`` / ``colour_blind()``   the app sets this from the settings
    ``SEAT_COLOURS`` / ``SEAT_COLOURS_CB`` (Okabe-Ito based) - 8 entries each.

Text
    ``text_surface(text, role, size, colour, shadow=True) -> Surface``  cached (LRU within a byte budget), shadow baked in
    ``draw_text(surface, text, pos, role="text", size=28, colour=CREAM, anchor="topleft",
                shadow=True) -> Rect``   anchor: any pygame.Rect attribute name ("center", "midtop"...)
    ``wrap_text(text, role, size, width) -> list[str]``   honours "\\n"; breaks over-long words
    ``draw_wrapped(surface, text, rect, role="text", size=26, colour=INK, line_gap=4,
                   shadow=False, align="left") -> int``   returns the y below the last line
    ``fit_text(text, role, size, width, min_size=12) -> int``  largest size <= size that fits
    ``ellipsize(text, role, size, width) -> str``   cut short with "…" to fit one line

Watching text (tests): ``with watching(watch):`` (or ``watch_text(watch)``) hands every drawn
string to ``watch.drawn(text)`` and every one that did not fit its box to
``watch.cut(text, how)`` (how: "ellipsized", "lines dropped", "word broken", "too wide");
``pieces_of(text, pieces)`` tells it that `pieces` (lines, words) were cut from `text`;
``note_placed`` and ``note_covered`` tell it where a string was put (as ``draw_text`` does) and
that a veil now covers a surface. All text goes through these helpers, so a test in the
pseudo-language finds every string that runs out of its box or never went through ``_()``.

Colour helpers: ``lighten(c, f)``, ``darken(c, f)``, ``mix(a, b, t)``,
``contrast(a, b)`` (WCAG ratio), ``readable_on(colour, background, ratio=4.5)``.

Everything is created lazily (after ``pygame.init()``), never at import time.
"""
from __future__ import annotations

import contextlib
import functools
import math
from importlib import resources
from typing import Sequence

import pygame

from game.ui.picture_cache import PictureCache

Colour = tuple[int, int, int]

# --------------------------------------------------------------------------------------------
# Palette
INK: Colour = (46, 30, 20)
INK_SOFT: Colour = (92, 68, 48)
CREAM: Colour = (246, 234, 208)
CREAM_DIM: Colour = (204, 188, 160)
GOLD: Colour = (226, 176, 74)
GOLD_DARK: Colour = (160, 112, 40)
PARCHMENT: Colour = (236, 220, 184)
PARCHMENT_DARK: Colour = (206, 182, 138)
WOOD: Colour = (110, 64, 34)
WOOD_DARK: Colour = (62, 34, 18)
WOOD_LIGHT: Colour = (150, 94, 52)
FELT: Colour = (34, 92, 62)
FELT_DARK: Colour = (16, 50, 34)
OXBLOOD: Colour = (110, 28, 30)
DISABLED: Colour = (128, 118, 104)
DANGER: Colour = (186, 52, 40)
SUCCESS: Colour = (70, 150, 80)
HIGHLIGHT: Colour = (255, 214, 110)
SHADOW = (0, 0, 0, 110)

# Seat colours: the normal palette, and one for colour-blind players (Okabe-Ito, plus black/white
# tones), chosen so neighbouring seats differ in lightness too.
SEAT_COLOURS: tuple[Colour, ...] = (
    (200, 56, 48),    # red
    (52, 110, 196),   # blue
    (236, 186, 52),   # yellow
    (64, 160, 84),    # green
    (150, 78, 176),   # purple
    (234, 124, 40),   # orange
    (70, 190, 196),   # teal
    (226, 226, 214),  # white
)
SEAT_COLOURS_CB: tuple[Colour, ...] = (
    (230, 159, 0),    # orange
    (86, 180, 233),   # sky blue
    (0, 158, 115),    # bluish green
    (240, 228, 66),   # yellow
    (0, 114, 178),    # blue
    (213, 94, 0),     # vermillion
    (204, 121, 167),  # reddish purple
    (245, 245, 245),  # white
)
SEAT_SHAPES: tuple[str, ...] = (
    "circle", "square", "triangle", "diamond", "star", "hexagon", "cross", "pentagon")

_state = {"colour_blind": False, "high_contrast": False}


def set_colour_blind(flag: bool) -> None:
    """Switch the seat palette for every later call (the settings scene applies it live)."""
    _state["colour_blind"] = bool(flag)


def colour_blind() -> bool:
    return _state["colour_blind"]


def set_high_contrast(flag: bool) -> None:
    """Text and outlines at full strength for every later drawing (the settings apply it live):
    each string in the lightest or darkest of its ink with a crisp opposite edge instead of a soft
    shadow, and outlines drawn thicker (`outline_width`)."""
    flag = bool(flag)
    if flag != _state["high_contrast"]:
        _state["high_contrast"] = flag
        _forget_type()


def high_contrast() -> bool:
    return _state["high_contrast"]


HIGH_CONTRAST_OUTLINE = 1.5
"""How much thicker an outline is drawn with high contrast on."""


def outline_width(width: float) -> int:
    """An outline's width in canvas pixels as the contrast setting draws it (every outline of
    the kit's pieces and panels asks here)."""
    return max(1, round(width * (HIGH_CONTRAST_OUTLINE if _state["high_contrast"] else 1)))


def strong_ink(colour: Sequence[int]) -> Colour:
    """`colour` as high contrast draws text in it: light inks lighter, dark inks darker, so text
    stands out on the wood, felt or parchment under it (hue kept, so a seat's colour still tells)."""
    colour = tuple(colour[:3])
    if not _state["high_contrast"]:
        return colour
    return lighten(colour, 0.6) if luminance(colour) > 0.18 else darken(colour, 0.5)


def seat_colour(index: int, colour_blind: bool | None = None) -> Colour:
    cb = _state["colour_blind"] if colour_blind is None else colour_blind
    palette = SEAT_COLOURS_CB if cb else SEAT_COLOURS
    return palette[index % len(palette)]


def seat_shape(index: int) -> str:
    return SEAT_SHAPES[index % len(SEAT_SHAPES)]


def shape_points(shape: str, center: tuple[float, float], radius: float) -> list[tuple[float, float]]:
    """Polygon points of a seat shape (circle returns a 32-gon)."""
    cx, cy = center

    def ring(n: int, r: float, start: float = -math.pi / 2) -> list[tuple[float, float]]:
        return [(cx + r * math.cos(start + 2 * math.pi * k / n), cy + r * math.sin(start + 2 * math.pi * k / n))
                for k in range(n)]

    if shape == "circle":
        return ring(32, radius)
    if shape == "square":
        r = radius * 0.86
        return [(cx - r, cy - r), (cx + r, cy - r), (cx + r, cy + r), (cx - r, cy + r)]
    if shape == "triangle":
        return ring(3, radius * 1.12, -math.pi / 2)
    if shape == "diamond":
        return ring(4, radius * 1.08, -math.pi / 2)
    if shape == "hexagon":
        return ring(6, radius)
    if shape == "pentagon":
        return ring(5, radius * 1.02)
    if shape == "star":
        pts = []
        for k in range(10):
            r = radius * (1.1 if k % 2 == 0 else 0.5)
            a = -math.pi / 2 + math.pi * k / 5
            pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
        return pts
    if shape == "cross":
        a, b = radius * 0.36, radius * 0.95
        return [(cx - a, cy - b), (cx + a, cy - b), (cx + a, cy - a), (cx + b, cy - a), (cx + b, cy + a),
                (cx + a, cy + a), (cx + a, cy + b), (cx - a, cy + b), (cx - a, cy + a), (cx - b, cy + a),
                (cx - b, cy - a), (cx - a, cy - a)]
    raise ValueError(f"unknown seat shape {shape!r}")


def draw_seat_token(surface: pygame.Surface, index: int, center: tuple[float, float], radius: float,
                    colour_blind: bool | None = None, outline: Colour = INK) -> pygame.Rect:
    """A seat's token: its colour in its own shape, with a dark outline and a soft shadow.

    Painted once per seat, size and look into a picture (`_token_picture`), then blitted: a
    table shows a token on every mat and in its banner, and its five polygons and outline cost
    more than the blit in every frame. The picture keeps where the centre falls within a pixel,
    so the shape lands on the same pixels as painting it in place."""
    cx, cy = center
    fx, fy = cx - math.floor(cx), cy - math.floor(cy)
    cb = _state["colour_blind"] if colour_blind is None else colour_blind
    picture, pad, drawn = _token_picture(index, radius, fx, fy, cb, tuple(outline), _state["high_contrast"])
    corner = (math.floor(cx) - pad, math.floor(cy) - pad)
    surface.blit(picture, corner)
    return drawn.move(corner)


@functools.lru_cache(maxsize=64)
def _token_picture(index: int, radius: float, fx: float, fy: float, colour_blind: bool, outline: Colour,
                   _high_contrast: bool) -> tuple[pygame.Surface, int, pygame.Rect]:
    """(the token painted round (pad + fx, pad + fy) on a clear picture, pad, the outline's
    rectangle in it); `_high_contrast` keys the outline's width."""
    pad = int(radius * 1.4) + 4
    picture = pygame.Surface((2 * pad, 2 * pad), pygame.SRCALPHA)
    drawn = _paint_seat_token(picture, index, (pad + fx, pad + fy), radius, colour_blind, outline)
    return picture, pad, drawn


def _paint_seat_token(surface: pygame.Surface, index: int, center: tuple[float, float], radius: float,
                      colour_blind: bool | None, outline: Colour) -> pygame.Rect:
    colour = seat_colour(index, colour_blind)
    shape = seat_shape(index)
    cx, cy = center
    shadow = shape_points(shape, (cx + radius * 0.12, cy + radius * 0.16), radius)
    pygame.draw.polygon(surface, darken(outline, 0.3), shadow)
    pts = shape_points(shape, center, radius)
    pygame.draw.polygon(surface, colour, pts)
    hi = shape_points(shape, (cx - radius * 0.08, cy - radius * 0.1), radius * 0.55)
    pygame.draw.polygon(surface, lighten(colour, 0.25), hi)
    pygame.draw.polygon(surface, colour, shape_points(shape, center, radius * 0.45))
    pygame.draw.aalines(surface, outline, True, pts)
    return pygame.draw.polygon(surface, outline, pts, outline_width(max(2, int(radius / 8))))


# --------------------------------------------------------------------------------------------
# Colour helpers
def _clamp(v: float) -> int:
    return max(0, min(255, int(round(v))))


def mix(a: Sequence[int], b: Sequence[int], t: float) -> Colour:
    return (_clamp(a[0] + (b[0] - a[0]) * t), _clamp(a[1] + (b[1] - a[1]) * t), _clamp(a[2] + (b[2] - a[2]) * t))


def lighten(c: Sequence[int], f: float) -> Colour:
    return mix(c, (255, 255, 255), f)


def darken(c: Sequence[int], f: float) -> Colour:
    return mix(c, (0, 0, 0), f)


def luminance(c: Sequence[int]) -> float:
    """Relative luminance (WCAG), 0 for black to 1 for white."""
    def channel(v: float) -> float:
        v /= 255
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4
    return 0.2126 * channel(c[0]) + 0.7152 * channel(c[1]) + 0.0722 * channel(c[2])


def contrast(a: Sequence[int], b: Sequence[int]) -> float:
    """WCAG contrast ratio of two colours (1 to 21)."""
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def readable_on(colour: Sequence[int], background: Sequence[int], ratio: float = 4.5) -> Colour:
    """`colour`, darkened just enough to read on a light `background` (or lightened on a dark
    one): a game's light accent as a heading on parchment, say."""
    light_background = luminance(background) > 0.4
    out = tuple(colour)
    for step in range(1, 21):
        if contrast(out, background) >= ratio:
            break
        out = darken(colour, step * 0.05) if light_background else lighten(colour, step * 0.05)
    return out


# --------------------------------------------------------------------------------------------
# Fonts
FONT_FILES = {
    "display": "RobotoSlab-Bold.otf",
    "display_light": "RobotoSlab-Regular.otf",
    "text": "Lato-Regular.ttf",
    "bold": "Lato-Bold.ttf",
    "italic": "Lato-Italic.ttf",
    "black": "Lato-Black.ttf",
}
ROLES = tuple(FONT_FILES)


@functools.lru_cache(maxsize=None)
def font_path(role: str) -> str:
    try:
        name = FONT_FILES[role]
    except KeyError:
        raise ValueError(f"unknown font role {role!r} (choose from {', '.join(ROLES)})") from None
    return str(resources.files("assets") / "fonts" / name)


def font(role: str, size: int) -> pygame.font.Font:
    """The bundled font for `role` at `size` pixels as a layout asks (canvas pixels at 100% text
    in a 1920x1080 window), typeset at the size the text-size setting and the window need
    (`typeset_size`). Every measurement and every rendering comes through here, so a layout
    measuring with it lays out the text as it will be drawn."""
    try:
        return _fonts[role, size]
    except KeyError:
        face = _fonts[role, size] = _face(role, typeset_size(role, size))
        return face


_fonts: dict[tuple[str, float], pygame.font.Font] = {}
"""(role, size asked) -> the font typeset for it now: one dict lookup per call, as layouts measure
a great deal every frame; emptied when type changes."""


def text_width(text: str, role: str, size: int) -> int:
    """How wide `text` is in `font(role, size)`, measured once per type: a layout that tries sizes
    until words fit (`fit_text`, a notice's box) asks again in every frame, and each measurement
    is a shaping pass through the font (about 11 microseconds)."""
    key = (text, role, size)
    try:
        return _widths[key]
    except KeyError:
        if len(_widths) >= WIDTHS_KEPT:
            _widths.clear()
        width = _widths[key] = font(role, size).size(text)[0]
        return width


_widths: dict[tuple[str, str, int], int] = {}
WIDTHS_KEPT = 8192
"""Measured widths kept before all are forgotten (a long game's log names many amounts and names)."""


@functools.lru_cache(maxsize=256)
def _face(role: str, size: int) -> pygame.font.Font:
    if not pygame.font.get_init():
        pygame.font.init()
    return pygame.font.Font(font_path(role), size)


# --------------------------------------------------------------------------------------------
# How big text is: the text-size setting, and a floor from the window's real scale
LEAST_LETTER = 9
"""No type under this many window pixels (its pixel size, as Valve's Deck Verified counts it: 9 at
1280x800 held a foot away)."""
LEAST_BODY = 12
"""Body text (the "text" role: log lines, rules, descriptions) is set at this many window pixels
or more (the recommended 12)."""
BODY_ROLES = ("text",)
GROWN_UP_TO = 48
"""The text-size setting grows type to at most this (or its own size, when larger): titles and big
numbers already read across the room, and keep their place."""

_type = {"factor": 1.0, "window_scale": 1.0}


def set_type_scale(percent: int | None = None, window_scale: float | None = None) -> bool:
    """Grow text to `percent` of its layout size and/or tell the kit how many window pixels a
    canvas pixel is now (the letterbox's scale). Returns whether type changed: then every picture
    with words is forgotten, and the caller re-lays its scenes."""
    before = dict(_type)
    if percent is not None:
        _type["factor"] = percent / 100
    if window_scale is not None and window_scale > 0:
        _type["window_scale"] = float(window_scale)
    if _type == before:
        return False
    _forget_type()
    return True


def type_key() -> str:
    """What the type is now, in a word: part of the name of a picture with words kept on disk,
    so one painted at another text size, window scale or contrast is not shown."""
    return f"t{text_percent()}-w{round(_type['window_scale'] * 1000)}-c{int(_state['high_contrast'])}"


def text_percent() -> int:
    return round(_type["factor"] * 100)


def window_scale() -> float:
    return _type["window_scale"]


def typeset_size(role: str, size: float) -> int:
    """The pixel size text asked for at `size` is set in: grown by the text-size setting, and
    never so small that, scaled to the window, a capital is under LEAST_LETTER pixels (or body
    text under LEAST_BODY)."""
    grown = max(6, int(round(min(size * _type["factor"], max(size, GROWN_UP_TO)))))
    return max(grown, _floor(role, _type["window_scale"]))


@functools.lru_cache(maxsize=64)
def _floor(role: str, scale: float) -> int:
    """The least canvas size of `role` that stays readable at `scale` window pixels per canvas pixel."""
    least = LEAST_BODY if role in BODY_ROLES else LEAST_LETTER
    return math.ceil(least / scale - 1e-6)


@functools.lru_cache(maxsize=512)
def capital_height(role: str, size: int) -> int:
    """How many pixels tall a capital ("H") of `role` stands at pixel size `size`."""
    return _face(role, size).render("H", True, (0, 0, 0)).get_bounding_rect().h


def grown(length: float, role: str, size: int) -> int:
    """`length` canvas pixels a layout keeps for a line of `role` type asked at `size` (from its
    top to whatever is laid below it), grown by as much as the type is grown now (the text-size
    setting, a small window's floor): the way a layout of fixed places makes room for larger
    type, so the line below a title moves down as the title grows instead of running into it.
    (The growth is the line's height as set now less its height at `size`.)"""
    return round(length + font(role, size).get_height() - _face(role, int(size)).get_height())


def fit_height(role: str, size: int, height: int, min_size: int) -> int:
    """The largest size <= `size`, down to `min_size`, whose line is at most `height` pixels tall:
    a label in a strip of fixed height (between a mat's band and its cards)."""
    while size > min_size and font(role, size).get_height() > height:
        size -= 1
    return size


def picture_font(role: str, size: int) -> pygame.font.Font:
    """The font of words painted into a picture that does not grow with the text size (a poster's
    WANTED on a menu tile): set as at 100% text, so they keep their place in the picture (a
    small window's floor still keeps them readable)."""
    return font(role, least_asked(size))


def least_asked(size: int) -> int:
    """The least size a layout may ask for text it shrinks to fit its box: `size` at 100%, less
    at a larger text setting, so grown text gives back its growth to fit but never comes out
    smaller than it is at 100% (nor under the window's floor, which `typeset_size` keeps)."""
    return max(6, math.ceil(size / _type["factor"] - 1e-6))


def fit_wrapped(text: str, role: str, size: int, box: tuple[int, int], min_size: int,
                line_gap: int = 4) -> tuple[int, list[str]]:
    """(size, lines): the largest size <= `size`, down to `min_size`, at which `text` wraps into a
    box of `box` (width, height) pixels without breaking a word, and its lines there. Nothing is
    told to a watcher: the text is drawn (and condensed into the box, or cut) by `draw_wrapped`."""
    width, height = box
    for trial in range(int(size), int(min_size), -1):
        lines = whole_lines(text, role, trial, width)
        step = font(role, trial).get_linesize() + line_gap
        if lines is not None and len(lines) * step - line_gap <= height:
            pieces_of(text, lines)
            return trial, lines
    return int(min_size), _wrap(text, role, int(min_size), width)[0]


CONDENSED_LEAST = 0.75
"""Text that does not fit its box at the least size it may take is condensed (narrowed, never
lowered) down to this fraction of its width before anything is cut: a small window's floor
keeps letters tall, and a long German word still fits its button."""
_squeezed: dict[tuple[str, str, int], int] = {}
"""(text, role, size) -> the width its line is condensed to (see `CONDENSED_LEAST`)."""


def condense(text: str, role: str, size: int, width: int, natural: int | None = None) -> bool:
    """Condense `text` to `width` when it is at most CONDENSED_LEAST wider; whether it now fits.
    `natural`: its width at `size`, where the caller has measured it already."""
    natural = font(role, size).size(text)[0] if natural is None else natural
    if natural <= width:
        return True
    if natural * CONDENSED_LEAST > width:
        return False
    _squeezed[(text, role, int(size))] = int(width)
    return True


_type_listeners: list = []


def when_type_changes(forget) -> None:
    """Call `forget()` whenever type or contrast changes (a cache of pictures drawn with outlines
    or words, such as the widgets' bodies)."""
    _type_listeners.append(forget)


def _forget_type() -> None:
    """Type changed (its size or its ink): text rendered, lines wrapped and pictures with words
    painted before are of the old type, so they go."""
    for forget in _type_listeners:
        forget()
    _fonts.clear()
    _widths.clear()
    _squeezed.clear()
    _TEXT.clear()
    _wrap.cache_clear()
    _pushed_down.cache_clear()
    from game.ui import picture_cache
    picture_cache.forget_words()


# --------------------------------------------------------------------------------------------
# Text
TEXT_BUDGET = 8 * 2**20
"""Bytes of rendered text kept for reuse: a line is 1-150 KB, so a count of lines said little."""
_TEXT = PictureCache(TEXT_BUDGET)


_watch = None
"""Who is told of every string drawn and every one cut short (see ``watch_text``); None in play."""


class TextWatcher:
    """Who `watch_text` tells of the text drawn (the tests that read every word, and
    tools/text_sizes.py): a watcher overrides what it wants to hear of. It may also have
    ``placed(surface, text, rect, colour)`` (where `draw_text` put a string, in what ink),
    ``typeset(text, role, size)`` (in what type a string was rendered) and ``letters(text, role,
    size)``: those are worked out only for a watcher that has them."""

    def drawn(self, text: str) -> None:
        """`text` was drawn."""

    def cut(self, text: str, how: str) -> None:
        """`text` was cut short ("too wide", "word broken")."""

    def pieces(self, text: str, pieces) -> None:
        """`text` was drawn in `pieces` (its lines, its words)."""


def watch_text(watch: TextWatcher | None) -> TextWatcher | None:
    """Tell `watch` of all text from now on, or stop with None; returns the previous watcher."""
    global _watch
    previous, _watch = _watch, watch
    return previous


@contextlib.contextmanager
def watching(watch: TextWatcher):
    """`with watching(watch):` tells `watch` of all text drawn inside, then gives the text back to
    whoever watched before (as `watch_text` and its undo would, whatever the body raises)."""
    previous = watch_text(watch)
    try:
        yield watch
    finally:
        watch_text(previous)


def watched() -> bool:
    """Whether a watcher is told of text now: a layout that keeps its answer between frames
    lays out anew while watched, so the watcher hears of every cut."""
    return _watch is not None


def pieces_of(text: str, pieces) -> None:
    """`pieces` (lines, words) were cut from `text` to be drawn one by one."""
    if _watch is not None:
        _watch.pieces(text, list(pieces))


def note_drawn(text: str, role: str | None = None, size: int | None = None) -> None:
    """`text` is drawn by a font directly (a panel rendering its own lines): tell the watcher,
    and, given the `role` and `size` it asked `font` for, in what type."""
    if _watch is not None:
        _watch.drawn(text)
        if role is not None and size is not None and hasattr(_watch, "letters"):
            _watch.letters(text, role, typeset_size(role, size))


def note_placed(surface: pygame.Surface, text: str, rect: pygame.Rect, colour: Sequence[int]) -> None:
    """`text` was blitted at `rect` of `surface` from a picture rendered elsewhere (a log line, the
    banner's title): tell a watcher where, as `draw_text` does for its own."""
    if _watch is not None and hasattr(_watch, "placed"):
        _watch.placed(surface, text, pygame.Rect(rect), tuple(colour))


def note_covered(surface: pygame.Surface) -> None:
    """Everything drawn on `surface` so far lies under a veil now (a dialog, the pause menu stands
    over it): a watcher keeping words clear of each other forgets the words under it."""
    if _watch is not None and hasattr(_watch, "covered"):
        _watch.covered(surface)


def _cut(text: str, how: str) -> None:
    if _watch is not None:
        _watch.cut(text, how)


def text_surface(text: str, role: str = "text", size: int = 28, colour: Sequence[int] = CREAM,
                 shadow: bool | tuple = True) -> pygame.Surface:
    """Rendered text (antialiased), with a soft drop shadow baked in when `shadow` is truthy.

    `shadow` may be an RGBA tuple for the shadow colour. Cached within TEXT_BUDGET bytes, least
    recently used out first.
    """
    if _watch is not None:
        _watch.drawn(text)
        if hasattr(_watch, "typeset"):
            _watch.typeset(text, role, int(size))
        if hasattr(_watch, "letters"):
            _watch.letters(text, role, typeset_size(role, size))
    squeeze = _squeezed.get((text, role, int(size)))
    key = (text, role, size, tuple(colour), shadow, squeeze)
    hit = _TEXT.get(key, None)
    if hit is None:
        picture = _render_text(text, role, size, colour, shadow)
        if squeeze is not None and picture.get_width() > squeeze:
            picture = pygame.transform.smoothscale(picture, (squeeze, picture.get_height()))
        hit = _TEXT.put(key, None, picture)
    return hit


def _render_text(text: str, role: str, size: int, colour: Sequence[int], shadow: bool | tuple) -> pygame.Surface:
    f = font(role, size)
    if _state["high_contrast"]:
        return _edged_text(f, text, strong_ink(colour))
    colour = tuple(colour)
    fg = f.render(text, True, colour)
    if not shadow:
        return fg
    shadow_rgba = (0, 0, 0, 150) if shadow is True else tuple(shadow)
    off = max(1, size // 16)
    sh = f.render(text, True, shadow_rgba[:3])
    sh.set_alpha(shadow_rgba[3] if len(shadow_rgba) > 3 else 150)
    out = pygame.Surface((fg.get_width() + off + 1, fg.get_height() + off + 1), pygame.SRCALPHA)
    out.blit(sh, (off + 1, off + 1))
    out.blit(sh, (off, off))
    out.blit(fg, (0, 0))
    return out


def _edged_text(f: pygame.font.Font, text: str, ink: Colour) -> pygame.Surface:
    """High-contrast text: `ink` with a crisp edge of the opposite lightness all round, so it
    reads on any ground (pygame-ce's own glyph outline, one pixel in ten of the type)."""
    edge = (0, 0, 0) if luminance(ink) > 0.18 else (255, 255, 255)
    width = max(1, f.get_height() // 14)
    f.outline = width
    try:
        halo = f.render(text, True, edge)
    finally:
        f.outline = 0
    halo.blit(f.render(text, True, ink), (width, width))
    return halo


def draw_text(surface: pygame.Surface, text: str, pos: tuple[float, float], role: str = "text", size: int = 28,
              colour: Sequence[int] = CREAM, anchor: str = "topleft", shadow: bool | tuple = True) -> pygame.Rect:
    """Blit `text` with its `anchor` point at `pos`; returns the rect drawn."""
    img = text_surface(text, role, int(size), tuple(colour), shadow if not isinstance(shadow, list) else tuple(shadow))
    rect = img.get_rect(**{anchor: (round(pos[0]), round(pos[1]))})
    lifted = _pushed_down(text, role, int(size))
    rect.y -= lifted
    surface.blit(img, rect)
    if _watch is not None and hasattr(_watch, "placed"):  # the line's own box: an accent's rise is the line gap's
        _watch.placed(surface, text, pygame.Rect(rect.x, rect.y + lifted, rect.w, rect.h - lifted), tuple(colour))
    return rect


@functools.lru_cache(maxsize=2048)
def _pushed_down(text: str, role: str, size: int) -> int:
    """Rows SDL_ttf pushes a line down when one of its glyphs rises above the font's ascent (É,
    Ä, Ü in Lato): a word beginning with one would sit lower than its neighbours. `draw_text`
    lifts it back by this, keeping every baseline level (the accent may use the line gap)."""
    if text.isascii():
        return 0
    f = font(role, size)
    return max(0, f.size(text)[1] - f.get_height())


def _bind_dashes(words: list[str]) -> list[str]:
    """A dash standing alone goes with the word before it (joined by a no-break space), so that
    "— Round 5: … in the centre —" never leaves its closing dash alone on a line."""
    out: list[str] = []
    for word in words:
        if word in ("—", "–") and out:
            out[-1] = f"{out[-1]}\u00a0{word}"
        else:
            out.append(word)
    return out


def wrap_text(text: str, role: str, size: int, width: int) -> list[str]:
    """Break `text` into lines no wider than `width` pixels (explicit newlines kept)."""
    lines, broken = _wrap(text, role, size, width)
    if _watch is not None:
        _watch.pieces(text, lines)
        if broken:
            _watch.cut(text, "word broken")
    return lines


def whole_lines(text: str, role: str, size: int, width: int) -> list[str] | None:
    """The lines `text` takes at `size` within `width` pixels, or None where a word would have
    to be broken. Asks without telling a watcher: a layout trying sizes (a card's title on one
    line or two) draws only the one it keeps, with `wrap_text`."""
    lines, broken = _wrap(text, role, size, width)
    return None if broken else lines


def balanced_lines(text: str, role: str, size: int, width: int) -> list[str] | None:
    """`whole_lines`, as even as they can be in as few lines: the lines of the narrowest width
    that keeps their number, so a last line is never one word left alone (a widow) under a
    full one. None where a word would have to be broken."""
    lines = whole_lines(text, role, size, width)
    if not lines or len(lines) < 2:
        return lines
    narrow, wide = 1, width
    while narrow < wide:
        middle = (narrow + wide) // 2
        tried = whole_lines(text, role, size, middle)
        if tried is not None and len(tried) <= len(lines):
            wide = middle
        else:
            narrow = middle + 1
    return whole_lines(text, role, size, wide)


@functools.lru_cache(maxsize=512)
def _wrap(text: str, role: str, size: int, width: int) -> tuple[list[str], bool]:
    """(lines, whether a word wider than `width` had to be broken)."""
    f = font(role, size)
    broken = False
    lines: list[str] = []
    for paragraph in text.split("\n"):
        words = _bind_dashes(paragraph.split(" "))
        line = ""
        for word in words:
            candidate = word if not line else f"{line} {word}"
            if f.size(candidate)[0] <= width:
                line = candidate
                continue
            if line:
                lines.append(line)
            # a single word wider than the box: break it by characters, with a hyphen, as a
            # typesetter would ("Homestea-" / "der"), so the break reads as one
            while f.size(word)[0] > width and len(word) > 1:
                broken = True
                cut = len(word) - 1
                while cut > 1 and f.size(word[:cut] + "-")[0] > width:
                    cut -= 1
                lines.append(word[:cut] + "-")
                word = word[cut:]
            line = word
        lines.append(line)
    return lines, broken


def draw_wrapped(surface: pygame.Surface, text: str, rect: pygame.Rect | tuple, role: str = "text",
                 size: int = 26, colour: Sequence[int] = INK, line_gap: int = 4, shadow: bool | tuple = False,
                 align: str = "left") -> int:
    """Draw wrapped text inside `rect` (lines that would fall below it are dropped)."""
    rect = pygame.Rect(rect)
    f = font(role, size)
    y = rect.top
    step = f.get_linesize() + line_gap
    for line in _lines_in(text, role, int(size), rect, step):
        if y + f.get_height() > rect.bottom + 2:
            _cut(text, "lines dropped")
            break
        if line:
            if align == "center":
                draw_text(surface, line, (rect.centerx, y), role, size, colour, "midtop", shadow)
            elif align == "right":
                draw_text(surface, line, (rect.right, y), role, size, colour, "topright", shadow)
            else:
                draw_text(surface, line, (rect.left, y), role, size, colour, "topleft", shadow)
        y += step
    return y


def _lines_in(text: str, role: str, size: int, rect: pygame.Rect, step: int) -> list[str]:
    """The lines `draw_wrapped` draws: wrapped to the box, or, where they would run below it,
    wrapped wider and condensed back into it (no narrower than CONDENSED_LEAST), if that fits."""
    room = max(1, (rect.height + 2 - font(role, size).get_height()) // step + 1)
    lines, broken = _wrap(text, role, size, rect.width)
    if len(lines) > room or broken:
        for percent in range(95, int(CONDENSED_LEAST * 100) - 1, -5):
            wide = int(rect.width * 100 / percent)
            wider, broken_wide = _wrap(text, role, size, wide)
            if len(wider) <= room and not broken_wide:
                for line in wider:
                    condense(line, role, size, rect.width)
                pieces_of(text, wider)
                return wider
    return wrap_text(text, role, size, rect.width)


def ellipsize(text: str, role: str, size: int, width: int) -> str:
    """`text` cut short with "…" where it is wider than `width` (a long list of names on one line).

    Costs a dozen measurements of at most `width` characters, however long `text` is: a line
    `width` pixels wide shows fewer than `width` characters, so only that much is looked at, and
    the longest part that fits is found by halving."""
    face = font(role, size)
    if len(text) <= width and face.size(text)[0] <= width:
        return text
    if len(text) * CONDENSED_LEAST <= width and condense(text, role, size, width):
        return text  # (a text that could not fit even condensed is never measured whole)
    whole, text = text, text[:width]
    low, high = 0, len(text)
    while low < high:
        middle = (low + high + 1) // 2
        if face.size(text[:middle] + "\u2026")[0] <= width:
            low = middle
        else:
            high = middle - 1
    short = text[:low].rstrip(" ,") + "\u2026"
    _cut(whole, "ellipsized")
    pieces_of(whole, [short])
    return short


def fit_text(text: str, role: str, size: int, width: int, min_size: int = 12) -> int:
    """The largest font size <= `size` at which `text` fits in `width` pixels."""
    natural = text_width(text, role, size)
    while size > min_size and natural > width:
        size -= 1
        natural = text_width(text, role, size)
    if natural > width and not condense(text, role, size, width, natural) and _watch is not None:
        _watch.cut(text, "too wide")
    return size
