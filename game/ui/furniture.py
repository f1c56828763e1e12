"""A table's furniture: the panels it stands its pieces on (the mats, the dice tray, the piles'
bank, the log's board, the banner), under everything else the table draws, painted once onto its
backdrop instead of in every frame.

A panel is a soft shadow and a parchment, felt or dark board blended onto the canvas: at a table
the ten or so of them were two thirds of the pixels a frame blended, and blending, not deciding
what to draw, was most of a frame's cost (a table animating at 60 frames a second, and every
test that plays a table through the frame loop). A table draws its furniture through `panel()`
where it draws the rest of each mat or board; `Furniture.draw` draws the frame starting from a
picture of the backdrop with every furniture panel of the frame already on it, in the order the
table asks for them, and skips them where they are asked for. So a frame is always the backdrop,
then the furniture, then everything else in the table's order: whatever lies on a panel's edge
(a turn's glow round a mat, a card's corner) lies over the neighbouring panel's shadow too.

What lies on a panel and changes only with a few words (a mat's band: its colour, the seat's
mark, the name and who sits there) is furniture too, through `painting()`: painted into the picture
over every panel, as a frame painting it itself would lay it over every panel's shadow.

Which panels a frame has is known once it is drawn: the frame starts from the picture of the
last frame's furniture, and when the table asked for other panels (a mat shuddering under
gunfire, the banner with nothing to say), it is drawn again from the picture of its own. A frame
is therefore the same whatever came before it (the privacy checks draw a frame twice from two
states and compare the pixels). Pictures are kept for the last few sets of panels, per backdrop
and per look of the panels (text size, high contrast: `theme.when_type_changes`; the seat palette).
"""
from __future__ import annotations

from collections import OrderedDict
from typing import Callable

import pygame

from game.ui import theme, widgets

PanelKey = tuple
"""What makes a panel's pixels: its rectangle, style, radius, shadow, border and accent; or, for
a painting (`painting()`), PAINTING and what makes its pixels."""
PAINTING = "painting"

PICTURES_KEPT = 4
"""Pictures kept per table: the furniture of a still table, of a mat shaking, of a banner gone."""

_drawing: "Furniture | None" = None
"""The furniture whose table frame is being drawn now (one at a time: the UI thread draws)."""
_look = 0
"""Counts changes of the panels' look; a picture painted under another look is painted again."""


def _look_changed() -> None:
    global _look
    _look += 1


theme.when_type_changes(_look_changed)


def panel(surface: pygame.Surface, rect: pygame.Rect, style: str = "parchment", radius: int = 18,
          shadow: bool = True, border: bool = True, accent: tuple | None = None) -> pygame.Rect:
    """`widgets.draw_panel` for a table's furniture: while a table's frame is drawn, already in the
    picture the frame starts from (see the module's docstring); anywhere else simply drawn."""
    rect = pygame.Rect(rect)
    key = (tuple(rect), style, radius, shadow, border, tuple(accent) if accent else None)
    if _drawing is not None and _drawing.stands(surface, key):
        return rect
    return widgets.draw_panel(surface, rect, style, radius, shadow, border, accent)


def painting(surface: pygame.Surface, key: tuple, paint: Callable[[pygame.Surface], object]) -> None:
    """What lies on a panel and changes only with `key` (a mat's band: the seat's colour, its
    mark, the name and who sits there), painted by `paint(surface)`: while a table's frame is
    drawn, in the picture the frame starts from, like a panel; anywhere else simply painted.
    `key` must hold everything `paint` reads (the type's look and the colour-blind palette are
    added here), and `paint` must paint what `key` says whenever it is called (a later frame may
    paint a picture again): give it values, not a piece that moves on. While a watcher
    reads every word drawn (tests' `theme.watch_text`), it is painted in every frame, so each of
    its words is told."""
    if _drawing is not None and not theme.watched() and _drawing.stands(surface, (PAINTING, key), paint):
        return
    paint(surface)


class Furniture:
    """One table's furniture: the panels its last frame asked for, and their pictures."""

    def __init__(self) -> None:
        self.holds: tuple[PanelKey, ...] | None = None
        """The panels of the last frame drawn, in the order the table asked for them."""
        self._pictures: OrderedDict[tuple, tuple[pygame.Surface, pygame.Surface]] = OrderedDict()
        self._painters: dict[PanelKey, Callable[[pygame.Surface], object]] = {}
        """How each painting of the last frames is painted (its key says what it shows)."""
        self._asked: list[PanelKey] = []
        self._canvas: pygame.Surface | None = None
        self._skipping = False

    def draw(self, surface: pygame.Surface, backdrop: pygame.Surface,
             draw_furnished: Callable[[pygame.Surface], None]) -> None:
        """Draw a frame of the table: `backdrop`, the furniture, then the rest of what
        `draw_furnished(surface)` draws (it asks for its furniture through `panel()`)."""
        expected = self.holds
        if expected is not None:
            self._frame(surface, self._picture(backdrop, expected), draw_furnished)
        else:
            self._frame(surface, backdrop, draw_furnished, learning=True)
        asked = tuple(self._asked)
        if asked != expected:
            self._frame(surface, self._picture(backdrop, asked), draw_furnished)
        self.holds = asked

    def _frame(self, surface, start: pygame.Surface, draw_furnished, learning: bool = False) -> None:
        global _drawing
        surface.blit(start, (0, 0))
        self._asked, self._canvas, self._skipping = [], surface, not learning
        _drawing = self
        try:
            draw_furnished(surface)
        finally:
            _drawing = None
            self._canvas = None

    def stands(self, surface: pygame.Surface, key: PanelKey, paint: Callable[[pygame.Surface], object] | None = None
               ) -> bool:
        """Note that the table asked for panel (or painting) `key`; whether it is already on `surface`."""
        if surface is not self._canvas:
            return False  # a mat painted elsewhere (a lesson's picture of it): not the table's furniture
        self._asked.append(key)
        if paint is not None:
            self._painters[key] = paint
        return self._skipping

    def _picture(self, backdrop: pygame.Surface, keys: tuple[PanelKey, ...]) -> pygame.Surface:
        """The backdrop with the panels `keys` on it, painted once per set of panels."""
        name = (id(backdrop), backdrop.get_size(), _look, theme.colour_blind(), keys)
        kept = self._pictures.get(name)
        picture = kept[1] if kept is not None and kept[0] is backdrop else None
        if picture is None:
            picture = self._backdrop_copy(backdrop)
            for rect, style, radius, shadow, border, accent in (key for key in keys if key[0] != PAINTING):
                widgets.draw_panel(picture, pygame.Rect(rect), style, radius, shadow, border, accent)
            for key in keys:  # over every panel, as in a frame that paints them itself
                if key[0] == PAINTING:
                    self._painters[key](picture)
            self._pictures[name] = (backdrop, picture)
            while len(self._pictures) > PICTURES_KEPT:
                self._pictures.popitem(last=False)
            kept = {key for *_name, keys_kept in self._pictures for key in keys_kept}
            self._painters = {key: paint for key, paint in self._painters.items() if key in kept or key in keys}
        self._pictures.move_to_end(name)
        return picture

    def _backdrop_copy(self, backdrop: pygame.Surface) -> pygame.Surface:
        """A copy of `backdrop` for a new picture: on the oldest kept picture's surface once all
        are kept (a canvas-sized `copy()` costs three times a blit, most of it in fresh memory)."""
        if len(self._pictures) >= PICTURES_KEPT:
            _name, (_backdrop, oldest) = self._pictures.popitem(last=False)
            if oldest.get_size() == backdrop.get_size() and oldest.get_flags() == backdrop.get_flags():
                oldest.blit(backdrop, (0, 0))
                return oldest
        return backdrop.copy()
