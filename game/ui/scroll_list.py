"""One list widget for every screen that lists rows: Records, Saved tables, Import and Players.

    ScrollList(area, row_height, gap=0, count=0, on_scroll=None, bar=None, on="parchment")

The list knows which rows are on screen and where each is drawn; the screen draws a row's
insides and owns its buttons (it builds them again in `on_scroll`, for the rows on screen only,
so ten thousand rows cost no more than ten). A long list scrolls a row at a time, the same way
on every screen: the wheel (wherever the pointer is), Up/Down, Page Up/Page Down, Home/End, and
the bar beside the rows (drag its handle, or click above or below it for a page). The bar is
drawn only when there is more to see, with "1–6 of 60" under the rows (`range_text`).
`hovered` is the row under the pointer, so a screen can light it: the buttons at a row's end
then plainly belong to it.
"""
from __future__ import annotations

from typing import Callable

import pygame

from game.i18n import _, format_number
from game.ui import theme

BAR_WIDTH = 8
"""The bar beside the rows: narrow, out of the rows' way."""
SMALLEST_HANDLE = 36
"""The handle never shrinks below a size a pointer can catch, however long the list."""
HOVER_TINT = 0.14
"""How much of the lamp's gold lights the row under the pointer (`plate`)."""

KEY_STEPS = {pygame.K_UP: -1, pygame.K_DOWN: 1}
PAGE_KEYS = {pygame.K_PAGEUP: -1, pygame.K_PAGEDOWN: 1}
END_KEYS = {pygame.K_HOME: -1, pygame.K_END: 1}


class ScrollList:
    """Rows of one height in `area`, `first` the row at the top. `bar`: where the scroll bar
    stands (beside the rows, in the screen's margin); `on`: what it is drawn on, "parchment"
    (a panel) or "felt" (the table)."""

    def __init__(self, area: pygame.Rect | tuple, row_height: int, gap: int = 0, count: int = 0,
                 on_scroll: Callable[[], None] | None = None, bar: pygame.Rect | tuple | None = None,
                 on: str = "parchment"):
        self.area = pygame.Rect(area)
        self.row_height = row_height
        self.gap = gap
        self.count = count
        self.first = 0
        self.on_scroll = on_scroll
        self.track = pygame.Rect(bar) if bar is not None else pygame.Rect(self.area.right + 10, self.area.y,
                                                                          BAR_WIDTH, self.area.h)
        self.track.h = self.visible * self.step - self.gap
        self.on = on
        self.hovered: int | None = None
        self._pointer: tuple[int, int] | None = None
        self._grab: int | None = None
        """While the handle is dragged: where on it the pointer caught it."""

    # -- what is on screen ---------------------------------------------------------------------
    @property
    def step(self) -> int:
        return self.row_height + self.gap

    @property
    def visible(self) -> int:
        """How many rows the area holds."""
        return max(1, (self.area.h + self.gap) // self.step)

    @property
    def last_first(self) -> int:
        """The top row when the list is scrolled to its end."""
        return max(0, self.count - self.visible)

    def scrolls(self) -> bool:
        return self.count > self.visible

    def shown(self) -> range:
        """The indices of the rows on screen, top first."""
        return range(self.first, min(self.count, self.first + self.visible))

    def row_rect(self, index: int) -> pygame.Rect:
        return pygame.Rect(self.area.x, self.area.y + (index - self.first) * self.step, self.area.w, self.row_height)

    def row_at(self, pos: tuple[int, int]) -> int | None:
        for index in self.shown():
            if self.row_rect(index).collidepoint(pos):
                return index
        return None

    # -- moving ----------------------------------------------------------------------------------
    def set_count(self, count: int) -> None:
        """The list grew or shrank: the top row stays where it can, never past the end."""
        self.count = count
        self.first = min(self.first, self.last_first)
        self._track_pointer()

    def scroll_to(self, first: int) -> bool:
        """Put row `first` at the top (as near as the list allows); True when that moved it."""
        first = max(0, min(self.last_first, first))
        if first == self.first:
            return False
        self.first = first
        self._track_pointer()
        if self.on_scroll is not None:
            self.on_scroll()
        return True

    def scroll_by(self, rows: int) -> bool:
        return self.scroll_to(self.first + rows)

    def show(self, index: int) -> bool:
        """Scroll just enough for row `index` to be on screen (a row just added)."""
        if index < self.first:
            return self.scroll_to(index)
        if index >= self.first + self.visible:
            return self.scroll_to(index - self.visible + 1)
        return False

    # -- the bar -----------------------------------------------------------------------------------
    def handle_rect(self) -> pygame.Rect:
        """The bar's handle: as long as the share of the list on screen, where that share is."""
        span = self.track.h
        length = max(SMALLEST_HANDLE, span * self.visible // max(1, self.count))
        travel = span - length
        top = self.track.y + (travel * self.first // self.last_first if self.last_first else 0)
        return pygame.Rect(self.track.x, top, self.track.w, min(length, span))

    def _drag_to(self, y: int) -> None:
        handle = self.handle_rect()
        travel = self.track.h - handle.h
        if travel > 0:
            self.scroll_to(round((y - self._grab - self.track.y) * self.last_first / travel))

    # -- input -------------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        """The wheel, the scrolling keys and the bar; True when the event was the list's."""
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_by(-event.y)
            return True
        if event.type == pygame.KEYDOWN:
            return self._key(event.key)
        if event.type == pygame.MOUSEMOTION:
            self._pointer = event.pos
            if self._grab is not None:
                self._drag_to(event.pos[1])
                return True
            self._track_pointer()
            return False
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self._grab is not None:
            self._grab = None
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.scrolls():
            return self._press(event.pos)
        return False

    def _key(self, key: int) -> bool:
        if key in KEY_STEPS:
            self.scroll_by(KEY_STEPS[key])
        elif key in PAGE_KEYS:
            self.scroll_by(PAGE_KEYS[key] * self.visible)
        elif key in END_KEYS:
            self.scroll_to(0 if END_KEYS[key] < 0 else self.last_first)
        else:
            return False
        return True

    def _press(self, pos: tuple[int, int]) -> bool:
        catch = self.track.inflate(16, 0)  # a thin bar is caught a little beside it too
        if not catch.collidepoint(pos):
            return False
        handle = self.handle_rect()
        if handle.top <= pos[1] < handle.bottom:
            self._grab = pos[1] - handle.y
        else:
            self.scroll_by(self.visible if pos[1] >= handle.bottom else -self.visible)
        return True

    def _track_pointer(self) -> None:
        """The row under the pointer, again: the rows moved under a pointer that stayed."""
        self.hovered = self.row_at(self._pointer) if self._pointer is not None else None

    def unhover(self) -> None:
        """The pointer left the list (another scene came over it)."""
        self._pointer, self.hovered, self._grab = None, None, None

    # -- drawing -------------------------------------------------------------------------------------
    def plate(self, index: int, colour: tuple[int, int, int]) -> tuple[int, int, int]:
        """A row's plate colour: `colour`, lit a little while the pointer is over the row."""
        return theme.mix(colour, theme.GOLD, HOVER_TINT) if index == self.hovered else colour

    def draw_bar(self, surface: pygame.Surface) -> None:
        """The scroll bar, when there is more to see than the area shows."""
        if not self.scrolls():
            return
        radius = self.track.w // 2
        if self.on == "felt":
            track, handle = (14, 10, 8), theme.CREAM_DIM
        else:
            track, handle = theme.mix(theme.PARCHMENT_DARK, theme.INK, 0.25), theme.WOOD
        pygame.draw.rect(surface, track, self.track, border_radius=radius)
        lit = self._grab is not None or (self._pointer is not None and self.track.inflate(16, 0).collidepoint(
            self._pointer))
        pygame.draw.rect(surface, theme.GOLD if lit else handle, self.handle_rect(), border_radius=radius)

    def range_text(self) -> str:
        """Which rows are on screen, for the line under a long list ("" when it all shows)."""
        if not self.scrolls():
            return ""
        shown = self.shown()
        # Translators: which rows of a long list are shown: "1–6 of 9 · wheel or arrows for more"
        return _("{first}\u2013{last} of {count}  \u00b7  wheel or arrows for more").format(
            first=format_number(shown.start + 1), last=format_number(shown.stop),
            count=format_number(self.count))
