"""Cards with a front and a back: rendered from card data, dealt, slid, flipped, fanned.

`card_face(data, size)` paints a parchment card from a dict: `title`, `text`, optional `tag`
(timing line, on two lines when long: `tag_layout`), `value` (corner), `accent` colour, and in
the art panel `picture` (a game-icons.net silhouette, `game.ui.icons`, tinted in the accent) and
/ or `icon` (a key in `ICONS`, a painter in code: Zorro's requirement dice, Most Wanted's colour
shapes); with both, the picture takes the panel's left and the painter the rest.
`table_face(data, size)` is the same card as it lies on the table: only what reads at
`READABLE_TYPE` in a 1366x768 window (its name, value, and text where there is room), the rest left
to the card read large (`draw_zoom`), which shows every word.
`card_back(size, accent, title, picture)` is a game's back: its accent, its name and its picture.
Faces and backs are cached per size, rendered at the size they are drawn (crisp at any scale).

`CardSprite` is a card on the table: `x, y` (centre), `flip` (1 = face shown, 0 = back; a flip
tweens it through 0.5 where the card is edge-on), `lift` on hover, `legal`/`reason` for the
highlight of playable cards and the tooltip of unplayable ones.
"""
from __future__ import annotations

import functools
import re
from typing import Any

import pygame

from game.i18n import N_, _
from game.ui import backdrop, icons, theme, widgets
from game.ui.picture_cache import PictureCache, cached_pictures, holds_words

CARD_SIZE = (150, 210)
ICONS: dict[str, Any] = {}
"""Art panels painted in code, by key: `painter(surface, rect)` (the looks register theirs)."""


def picture_ink(accent) -> tuple[int, int, int]:
    """The colour of a card's picture: its accent, darkened to read on the parchment panel."""
    return theme.darken(accent, 0.35)


MIN_ART = 24
"""A card's art panel smaller than this on a side shows no picture."""


def paint_art(s: pygame.Surface, art: pygame.Rect, data: dict, accent) -> None:
    """The card's picture and/or painter in its art panel `art` (none where large type left the
    panel too small to show one)."""
    if art.w < MIN_ART or art.h < MIN_ART:
        return
    picture, painter = data.get("picture"), ICONS.get(data.get("icon", ""))
    if picture and painter:
        side = int(min(art.h - 6, art.w * 0.42))
        left = pygame.Rect(art.x + 4, art.centery - side // 2, side, side)
        icons.draw(s, picture, left, picture_ink(accent))
        rest = pygame.Rect(left.right + 2, art.y, art.right - left.right - 4, art.h)
        painter(s, rest.inflate(-rest.w * 0.08, -art.h * 0.15))
    elif picture:
        icons.draw(s, picture, art.inflate(-art.h * 0.14, -art.h * 0.14), picture_ink(accent))
    elif painter:
        painter(s, art.inflate(-art.w * 0.2, -art.h * 0.15))


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
    one = natural
    while one > 8 and theme.text_width(tag, "italic", one) > width:
        one -= 1
    if theme.text_width(tag, "italic", one) <= width and one >= natural * TAG_KEEP:
        return one, [tag]
    for most in (2, 3):
        for points in range(natural, 7, -1):
            lines = theme.whole_lines(tag, "italic", points, width)  # None where a word breaks
            if lines is not None and len(lines) <= most:
                theme.pieces_of(tag, lines)
                return points, lines
    lines = theme.wrap_text(tag, "italic", 8, width)
    return 8, [*lines[:2], theme.ellipsize(" ".join(lines[2:]), "italic", 8, width)]


TITLE_KEEP = 0.8
"""A card's title stays on one line while it fits at this share of its size or more; a longer
one (a French or German name runs ~40% longer) takes two lines in its band."""
SMALLEST_TYPE = 8
"""No word on a card is drawn smaller than this."""
READABLE_TYPE = 18
"""The smallest type on a card lying on the table (`CardSprite`): its capitals are 13 canvas
pixels tall, 9.2 window pixels at 1366x768 (the canvas at 71%). Words that would need smaller type
there are left to the card read large (hover or right-click), which shows them all."""


SMALLEST_TABLE_TITLE = 14
"""A table card's name too long for READABLE_TYPE (one long word: "Schoolteacher" on a 112-pixel
card) shrinks to this at the least; a longer one still ("Postkutschenüberfall") is set as on the
full face, shrunk into its band, while the rest of the card keeps to READABLE_TYPE."""


def legible_title(title: str, width: int, most: int = 4) -> tuple[str, int, list[str]] | None:
    """(font role, size, lines) of a card's title on the table in `width`: up to four lines,
    broken between words or after a word's hyphen ("Chariot-" / "cantine"), at READABLE_TYPE in
    the poster type, else in the narrower bold type, else in bold shrunk as little as need be
    (not under SMALLEST_TABLE_TITLE); None where a word is too wide even so."""
    least = SMALLEST_TABLE_TITLE * 100 // theme.text_percent()  # at a larger text size, as small as at 100%
    for role, size in (("display", READABLE_TYPE),
                       *(("bold", points) for points in range(READABLE_TYPE, least - 1, -1))):
        lines = _hyphen_lines(title, role, size, width)
        if lines is not None and len(lines) <= most:
            return role, size, lines
    return None


SOFT_HYPHEN = "\u00ad"
"""Where a translator marks that a long word may break ("Postkutschen\u00adüberfall"): invisible
and of no width in the line it stays in, a hyphen at the end of the line it breaks."""


def _hyphen_lines(text: str, role: str, size: int, width: int) -> list[str] | None:
    """`text` in lines no wider than `width`, breaking at spaces, after hyphens and at soft
    hyphens; None when a part alone is too wide."""
    face = theme.font(role, size)
    lines: list[str] = []
    line = ""
    for word in text.split():
        parts = re.findall(r"[^-\u00ad]+[-\u00ad]|[^-\u00ad]+$|[-\u00ad]", word)
        for i, part in enumerate(parts):
            joined = line + ("" if not line or i > 0 else " ") + part
            if face.size(_line_end(joined))[0] <= width:
                line = joined
            elif face.size(_line_end(part))[0] <= width:
                lines.append(_line_end(line))
                line = part
            else:
                return None
    return [*lines, _line_end(line)] if line else lines


def _line_end(line: str) -> str:
    """A line as drawn: a soft hyphen it ends at shows as a hyphen."""
    return line[:-1] + "-" if line.endswith(SOFT_HYPHEN) else line


def title_layout(title: str, band: pygame.Rect, natural: int) -> tuple[int, list[str]]:
    """(font size, lines) of a card's `title` in its `band`: one line, shrunk a little if need
    be; else two lines at the largest size both fit the band, no word broken; else one line at
    the smallest type (reported as too wide if even that does not fit)."""
    width = int(band.w - 8)
    one = natural
    face = theme.font("display", one)
    while one > SMALLEST_TYPE and face.size(title)[0] > width:
        one -= 1
        face = theme.font("display", one)
    if face.size(title)[0] <= width and one >= natural * TITLE_KEEP:
        return one, [title]
    for points in range(natural, SMALLEST_TYPE - 1, -1):
        lines = theme.whole_lines(title, "display", points, width)
        if lines and len(lines) <= 2 and 2 * theme.font("display", points).get_linesize() <= band.h + 4:
            return points, lines
    return theme.fit_text(title, "display", natural, width, SMALLEST_TYPE), [title]


def _draw_title(s: pygame.Surface, title: str, band: pygame.Rect, natural: int,
                legible: tuple[str, int, list[str]] | None = None) -> None:
    role, size, lines = legible if legible else ("display", *title_layout(title, band, natural))
    if len(lines) > 1:
        theme.pieces_of(title, lines)  # drawn line by line: tell a watcher they are the title's
    step = theme.font(role, size).get_linesize()
    top = band.centery - step * (len(lines) - 1) / 2
    for i, line in enumerate(lines):
        theme.draw_text(s, line, (band.centerx, top + i * step), role, size, theme.CREAM, anchor="center")


def body_size(text: str, rect: pygame.Rect, natural: int) -> int:
    """The largest size <= `natural` (down to the smallest type) at which a card's `text` takes
    no more lines than `rect` holds, so a longer language's card text shrinks before a line of
    it is dropped."""
    for points in range(natural, SMALLEST_TYPE - 1, -1):
        lines = theme.whole_lines(text, "text", points, rect.w)
        step = theme.font("text", points).get_linesize() + 1
        if lines is not None and (len(lines) - 1) * step + theme.font("text", points).get_height() <= rect.h + 2:
            return points
    return SMALLEST_TYPE


def _blank_face(data: dict, size: tuple[int, int]) -> tuple[pygame.Surface, tuple, int]:
    """(a card of parchment with its rounded corners and accent edge, its accent, its radius)."""
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
    return s, accent, radius


def _key(data: dict) -> tuple:
    return tuple(sorted((k, str(v)) for k, v in data.items()))


@holds_words
@cached_pictures(12 * 2**20)
def _face_cached(key: tuple, size: tuple[int, int]) -> pygame.Surface:
    data = dict(key)
    w, h = size
    s, accent, radius = _blank_face(data, size)
    band = pygame.Rect(w * 0.06, h * 0.05, w * 0.88, h * 0.16)
    pygame.draw.rect(s, accent, band, border_radius=radius // 2)
    _draw_title(s, data.get("title", ""), band, max(10, int(h * 0.075)))
    tag_size, tag_lines = tag_layout(data.get("tag", ""), (w, h))
    extra = (len(tag_lines) - 1) * theme.font("italic", tag_size).get_linesize() if tag_lines else 0
    art = pygame.Rect(w * 0.1, h * 0.24, w * 0.8, h * 0.32 - extra)
    pygame.draw.rect(s, theme.mix(theme.PARCHMENT_DARK, accent, 0.18), art, border_radius=radius // 2)
    pygame.draw.rect(s, theme.darken(accent, 0.2), art, 2, border_radius=radius // 2)
    paint_art(s, art, data, accent)
    y = art.bottom + h * 0.02
    if tag_lines:
        step = theme.font("italic", tag_size).get_linesize()
        for i, line in enumerate(tag_lines):
            theme.draw_text(s, line, (w / 2, y + i * step), "italic", tag_size, theme.INK_SOFT, anchor="midtop",
                            shadow=False)
        y += h * 0.07 + extra
    text_rect = pygame.Rect(w * 0.08, y, w * 0.84, h - y - h * 0.04)
    text_size = body_size(data.get("text", ""), text_rect, max(9, int(h * 0.052)))
    theme.draw_wrapped(s, data.get("text", ""), text_rect, "text", text_size, theme.INK, line_gap=1,
                       align="center")
    if data.get("value"):
        theme.draw_text(s, str(data["value"]), (w * 0.9, h * 0.95), "display", int(h * 0.08), theme.INK, anchor="bottomright",
                        shadow=False)
    return s


def card_face(data: dict, size: tuple[int, int] = CARD_SIZE) -> pygame.Surface:
    """The whole card at `size`: every word on it, in smaller type where need be (the card read
    large, the pieces beside the rules)."""
    return _face_cached(_key(data), (int(size[0]), int(size[1])))


def table_face(data: dict, size: tuple[int, int], title_lines: int = 4) -> pygame.Surface:
    """The card as it lies on the table at `size`: what reads at READABLE_TYPE or larger (its
    name, its value, and its text where the card is large enough), its picture taking the room
    of what is left to the card read large."""
    return _legible_face_cached(_key(data), (int(size[0]), int(size[1])), title_lines)


def _condensed_title(title: str, width: int, most: int) -> tuple[str, int, list[str]] | None:
    """A table card's title laid wider and condensed back into `width` (`theme.condense`), for a
    word too long at the least size a small window allows (in two lines at least: a card that
    keeps its name to one line gives it a second rather than cut it)."""
    for percent in range(95, int(theme.CONDENSED_LEAST * 100) - 1, -5):
        legible = legible_title(title, int(width * 100 / percent), most)
        if legible is not None:
            role, size, lines = legible
            if all(theme.condense(line, role, size, width) for line in lines):
                return legible
    return None


ART_KEEPS = 0.2
"""The share of a table card's height its picture keeps, however many lines its title takes (a
title grown by the text size takes fewer lines in smaller type rather than cover the picture)."""


def _table_title(title: str, w: int, band_most: float, title_lines: int) -> tuple[str, int, list[str]] | None:
    """(font role, size, lines) of a table card's title: in as many lines as it may take, unless
    its band would be taller than `band_most`; then in fewer lines, in smaller type."""
    for most in range(title_lines, 0, -1):
        legible = legible_title(title, _band_words(w), most) or _condensed_title(title, _band_words(w), max(2, most))
        if legible is None:
            return None
        if len(legible[2]) * theme.font(legible[0], legible[1]).get_linesize() + 6 <= band_most or most == 1:
            return legible
    return None


def _band_words(w: int) -> int:
    """The width a table card's title has in its band (the band is 92% of the card)."""
    return int(w * 0.92) - 6


@holds_words
@cached_pictures(12 * 2**20)
def _legible_face_cached(key: tuple, size: tuple[int, int], title_lines: int) -> pygame.Surface:
    data = dict(key)
    w, h = size
    s, accent, radius = _blank_face(data, size)
    title = data.get("title", "")
    value = str(data.get("value") or "")
    value_size = max(READABLE_TYPE, int(h * 0.08))
    foot = h * 0.96 - (theme.font("display", value_size).get_height() if value else 0)
    legible = _table_title(title, w, foot - h * (0.04 + ART_KEEPS), title_lines)
    if legible is None:  # a word too long for the card even at SMALLEST_TABLE_TITLE: as on the full face
        legible = ("display", *title_layout(title, pygame.Rect(0, 0, w * 0.92, h * 0.16), max(10, int(h * 0.075))))
    step = theme.font(legible[0], legible[1]).get_linesize()
    band = pygame.Rect(w * 0.04, h * 0.04, w * 0.92, max(h * 0.16, len(legible[2]) * step + 6))
    pygame.draw.rect(s, accent, band, border_radius=radius // 2)
    _draw_title(s, title, band, READABLE_TYPE, legible)
    tag = data.get("tag", "")
    tag_lines = theme.whole_lines(tag, "italic", READABLE_TYPE, int(w * 0.9)) if tag else None
    tag_lines = tag_lines if tag_lines and len(tag_lines) == 1 else []
    text = data.get("text", "")
    room_below = foot - band.bottom - h * 0.25  # the picture keeps a quarter of the card at least
    text_lines = theme.whole_lines(text, "text", READABLE_TYPE, int(w * 0.84)) if text else None
    text_step = theme.font("text", READABLE_TYPE).get_linesize() + 1
    tag_h = theme.font("italic", READABLE_TYPE).get_linesize() if tag_lines else 0
    if not text_lines or len(text_lines) * text_step + tag_h > room_below:
        text_lines = []
    if tag_h > room_below:
        tag_lines, tag_h = [], 0
    below = tag_h + len(text_lines) * text_step + (h * 0.02 if tag_h or text_lines else 0)
    art = pygame.Rect(w * 0.1, band.bottom + h * 0.03, w * 0.8, foot - below - band.bottom - h * 0.05)
    pygame.draw.rect(s, theme.mix(theme.PARCHMENT_DARK, accent, 0.18), art, border_radius=radius // 2)
    pygame.draw.rect(s, theme.darken(accent, 0.2), art, 2, border_radius=radius // 2)
    paint_art(s, art, data, accent)
    y = art.bottom + h * 0.02
    for line in tag_lines:
        theme.draw_text(s, line, (w / 2, y), "italic", READABLE_TYPE, theme.INK_SOFT, anchor="midtop", shadow=False)
        y += tag_h
    if text_lines:
        theme.pieces_of(text, text_lines)
    for line in text_lines:
        theme.draw_text(s, line, (w / 2, y), "text", READABLE_TYPE, theme.INK, anchor="midtop", shadow=False)
        y += text_step
    if value:
        theme.draw_text(s, value, (w * 0.9, h * 0.96), "display", value_size, theme.INK, anchor="bottomright",
                        shadow=False)
    return s


@holds_words
@functools.lru_cache(maxsize=32)
def card_back(size: tuple[int, int] = CARD_SIZE, accent: tuple[int, int, int] = (110, 28, 30),
              title: str = "", picture: str = "law-star") -> pygame.Surface:
    """A card's back: the game's accent with a diagonal weave, a gold frame, the game's picture
    in gold in the middle and its name (`title`, in the reader's language; none by default, as
    on the smallest backs) at the foot."""
    w, h = size
    s = pygame.Surface(size, pygame.SRCALPHA)
    radius = max(6, w // 14)
    pygame.draw.rect(s, theme.darken(accent, 0.25), s.get_rect(), border_radius=radius)
    inner = s.get_rect().inflate(-w * 0.12, -w * 0.12)
    pygame.draw.rect(s, accent, inner, border_radius=radius // 2)
    for i in range(-h, w, 14):
        pygame.draw.line(s, theme.darken(accent, 0.12), (inner.left + i, inner.top), (inner.left + i + h, inner.bottom), 2)
    pygame.draw.rect(s, theme.GOLD, inner, 2, border_radius=radius // 2)
    name_size = max(READABLE_TYPE, int(h * 0.06))
    least = theme.least_asked(name_size)  # grown type gives its growth back before the name goes
    while name_size > least and theme.text_width(title, "display", name_size) > inner.w - 6:
        name_size -= 1
    if title and theme.text_width(title, "display", name_size) > inner.w - 6:
        title = ""  # a name that cannot be read on so small a back: the game's picture says which deck it is
    side = int(min(w * 0.62, h * 0.5))
    spot = pygame.Rect(0, 0, side, side)
    spot.center = (w // 2, int(h * 0.46) if title else h // 2)
    icons.draw(s, picture, spot, theme.GOLD, shadow=theme.darken(accent, 0.55))
    if title:
        theme.draw_text(s, title, (w / 2, inner.bottom - 6), "display", name_size, theme.CREAM, anchor="midbottom")
    return s


@holds_words
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
    value = str(data.get("value") or "")
    if value and h < 4 * READABLE_TYPE:
        # a card too small for its name and its value both: the value alone, large, says which it is
        size = theme.fit_text(value, "black", max(READABLE_TYPE, w // 2), w - 4, min_size=MINI_SMALLEST)
        theme.draw_text(s, value, (w / 2, h * 0.6), "black", size, theme.OXBLOOD, anchor="center", shadow=False)
        return s
    longest = max(title.split() or [""], key=lambda word: theme.text_width(word, "bold", 20))
    size = max(READABLE_TYPE, w // 5)
    while size > MINI_SMALLEST and theme.text_width(longest, "bold", size) > w - 6:
        size -= 1
    if size < READABLE_TYPE:
        below = int(h * 0.26)  # a name too long to read on so small a card: its picture or value says which it is
    else:
        below = theme.draw_wrapped(s, title, pygame.Rect(3, h * 0.26, w - 6, h * 0.6), "bold", size,
                                   theme.INK, line_gap=0, align="center")
    if data.get("picture"):
        room = pygame.Rect(0, below + 1, w, h * 0.7 - below - 1)
        if room.h >= 14:
            icons.draw(s, data["picture"], room.inflate(0, -2), picture_ink(accent))
    if data.get("value"):
        theme.draw_text(s, str(data["value"]), (w - 4, h - 3), "black", max(READABLE_TYPE, w // 4), theme.OXBLOOD,
                        anchor="bottomright", shadow=False)
    return s


MINI_SMALLEST = 7
"""A small card's name shrinks to this size (its longest word across the card) before a word is
broken: a replay shows every hand at once, some cards under 30 pixels wide. A name too long even
then is left off a card that shows its value in the corner (the value says which card it is)."""


def mini_card(data: dict, size: tuple[int, int]) -> pygame.Surface:
    """A card too small for its text: colour band, name in large type, its picture under the
    name where there is room, value corner."""
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


_SHADOWED = PictureCache(16 * 2**20)
"""Cards on their shadows: a card lying still shows the same picture frame after frame."""


def _on_its_shadow(img: pygame.Surface, shade: pygame.Surface, offset: tuple[int, int]) -> pygame.Surface:
    """`img` over `shade` (its top left `offset` from the card's), as one picture whose top left
    is the nearer of the two: one blit in every frame instead of two of nearly the same pixels.
    `img` must be a cached surface (see `_transformed`); `shade` is the one its size and tilt
    make, so the card's identity and the offset name the picture."""
    key = (id(img), shade.get_size(), offset)
    hit = _SHADOWED.get(key, img)
    if hit is not None:
        return hit
    card = img.get_rect()
    under = shade.get_rect(topleft=offset)
    box = card.union(under)
    out = pygame.Surface(box.size, pygame.SRCALPHA)
    out.blit(shade, under.move(-box.x, -box.y))
    out.blit(img, card.move(-box.x, -box.y))
    return _SHADOWED.put(key, img, out)


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
                 face_up: bool = True, back_accent: tuple[int, int, int] = (110, 28, 30),
                 back_picture: str = "law-star"):
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
        self.back_title = N_("WILD WEST")
        """The name at the foot of the back: a message id, shown in the current language."""
        self.back_picture = back_picture
        self.tag: Any = None
        self.title_lines = 4
        """The most lines the name may take on the face (1 for a card tucked under another,
        whose name band alone shows)."""

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
            img = table_face(self.data, self.size, self.title_lines) if w >= 100 else mini_card(self.data, self.size)
        else:
            img = card_back(self.size, self.back_accent, _(self.back_title) if self.back_title else "",
                            self.back_picture)
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
        shade_at = shade.get_rect(center=(r.centerx + 4, r.centery + 8 + self.lift * 0.3))
        if self.reason is not None and showing_face and not self.legal and not self.selected:
            img = _transformed(_dimmed(_source), width, angle)
        if self.alpha < 255 or width != w:  # fading, or mid-flip: a new picture in every frame
            if self.alpha < 255:
                img = img.copy()
                img.set_alpha(int(self.alpha))
            surface.blit(shade, shade_at)
            surface.blit(img, r)
        else:
            offset = (shade_at.x - r.x, shade_at.y - r.y)
            shadowed = _on_its_shadow(img, shade, offset)
            surface.blit(shadowed, (min(r.x, shade_at.x), min(r.y, shade_at.y)))
        if self.selected or self.legal:
            ring = _ring((w, h), theme.GOLD if self.selected else theme.HIGHLIGHT, 5 if self.selected else 3)
            ring = _transformed(ring, ring.get_width() - (w - width), angle)
            surface.blit(ring, ring.get_rect(center=r.center))

    def hit(self, pos: tuple[int, int]) -> bool:
        return self.rect.collidepoint(pos)


ZOOM_SIZE = (330, 462)
ZOOM_VEIL = (8, 6, 4, 140)
"""The table dims under a card being read, and stays in sight."""


def zoom_rect(center: tuple[float, float], size: tuple[int, int] = ZOOM_SIZE,
              screen: tuple[int, int] = (1920, 1080)) -> pygame.Rect:
    """Where a card read large at `center` stands on a `screen` of that size, kept clear of its
    edges (the table rings it there for the keys and pads)."""
    r = pygame.Rect((0, 0), size)
    r.center = (int(center[0]), int(center[1]))
    return r.clamp(pygame.Rect((0, 0), screen).inflate(-24, -60))


def draw_zoom(surface: pygame.Surface, data: dict, center: tuple[float, float] | None = None,
              size: tuple[int, int] = ZOOM_SIZE, hint: str | None = None,
              veil: bool = True) -> pygame.Rect:
    """The larger readable view of a card (right-click / long-press): the table dims, the card is
    rendered crisply at `size` (not scaled up), with a hint under it. Returns the card's rect."""
    if veil:
        widgets.veil(surface, ZOOM_VEIL)
    if center is None:
        center = (surface.get_width() / 2, surface.get_height() / 2)
    img = card_face(data, size)
    r = zoom_rect(center, size, surface.get_size())
    surface.blit(backdrop.shadow(r.size, radius=16, alpha=150, blur=14), r.move(8, 14))
    surface.blit(img, r)
    hint = _("Right-click or click to close") if hint is None else hint
    if hint:
        theme.draw_text(surface, hint, (r.centerx, r.bottom + 12), "italic", 20, theme.CREAM, anchor="midtop")
    return r


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


def fan_in(positions: list[tuple[float, float, float]], zone: pygame.Rect,
           height: int) -> list[tuple[float, float, float]]:
    """`fan_positions` lifted as a whole, as little as needed, so that the lowest card of a wide
    fan (its outer cards droop) still ends inside `zone`, a hand's rack."""
    if not positions:
        return positions
    lowest = max(y for _x, y, _a in positions) + height / 2
    highest = min(y for _x, y, _a in positions) - height / 2
    lift = max(0.0, lowest - zone.bottom)
    lift = min(lift, max(0.0, highest - zone.top))
    return [(x, y - lift, a) for x, y, a in positions]


def spread_in(count: int, box: pygame.Rect, gap: int = 4) -> tuple[tuple[int, int], list[tuple[float, float]]]:
    """The card size and the centres that lay `count` cards face up in `box` (a small hand shown
    on a seat's mat), each as large as the box allows and overlapping the next as little as it
    can: in one row, or in two when that shows more of every card."""
    if count <= 0:
        return (0, 0), []
    ratio = CARD_SIZE[0] / CARD_SIZE[1]
    best = None
    for rows in (1, 2) if count > 1 else (1,):
        per_row = -(-count // rows)
        h = min((box.h - gap * (rows - 1)) / rows, box.w / ratio)
        w = h * ratio
        step = min(w + gap, (box.w - w) / (per_row - 1)) if per_row > 1 else 0.0
        shown = (min(step, w) if per_row > 1 else w) * h
        if best is None or shown > best[0]:
            best = (shown, rows, per_row, w, h, step)
    _shown, rows, per_row, w, h, step = best
    centres = []
    for i in range(count):
        row, col = divmod(i, per_row)
        in_row = min(per_row, count - row * per_row)
        left = box.centerx - (w + step * (in_row - 1)) / 2
        top = box.centery - (h * rows + gap * (rows - 1)) / 2
        centres.append((left + w / 2 + col * step, top + h / 2 + row * (h + gap)))
    return (int(w), int(h)), centres


def fanned_hand(cards: list[tuple[dict, object]], zone: pygame.Rect, size: tuple[int, int], arc: float = 2.0,
                gap: int = 12, margin: int = 40) -> list[CardSprite]:
    """A hand as the kit lays it on its rack: one face-up `CardSprite` per (card data, tag), fanned
    around `zone`'s centre, `gap` apart while they fit, closer when they do not (the fan keeps
    `margin` inside the zone's ends), each turned by its place in the fan (`arc` degrees apart)."""
    sprites = []
    for (data, tag), (x, y, angle) in zip(cards, fan_positions(len(cards), zone.center, size[0] + gap,
                                                              zone.w - size[0] - margin, arc)):
        sprite = CardSprite(data, (x, y), size)
        sprite.angle, sprite.tag = angle, tag
        sprites.append(sprite)
    return sprites
