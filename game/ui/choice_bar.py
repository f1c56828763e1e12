"""The choice bar: the buttons a person decides with, at every table.

One bar for every game's choices, so five tables lay their decisions one way (one button
height, one words size, the same wrapping, squeezing and overflow) and a sixth gets it for
nothing. It holds only the decision's choices: the banner keeps Hint and Undo, so a game
re-laying its choices mid-decision (a card picked, a bill added, a sub-menu opened) never
touches them.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import partial
from typing import Callable

import pygame

from game.ui import theme, widgets

ROW_HEIGHT = 56
"""The height of a person's choice buttons at every table."""
ROW_GAP = 8
"""Pixels between two rows of choices."""
LOWER_ROWS = (48, 40)
"""Lower rows, tried in turn, when a decision's many choices need them to fit (`ChoiceBar.lay`)."""
CHOICE_SIZE, CHOICE_SMALL = 24, 20
CHOICE_SMALLEST = 16
"""The smallest a choice's words step down to where its rows must fit their zone (`lay`'s `fit`)."""
LONG_LABEL = 26
"""Choices with longer words than this are written smaller."""
BUTTON_GAP = 12
"""Pixels between two buttons of a row."""
STEP_WIDTH = 64
"""The width of a count's - and + buttons in the choice bar (`Count`)."""
STEP_SIZE = 30
COUNT_WORDS_WIDTH = 170
"""The least width of a count's words between its - and +, so the buttons stay put as it changes."""
COUNT_WORDS_SIZE = 26
COUNT_APART = 30
"""The gap after a count in the choice bar (12 between plain buttons): each -/+ pair reads as its own."""


@dataclass
class Count:
    """An entry of the choice bar that sets how many of something a person picks, between a -
    and a + ("-  2 x 1,000  +": how many bills of one kind go into a bid). A side that cannot step
    (nothing to take away, none left to add) is None and its button is shown disabled, with the
    reason why."""

    words: str
    less: Callable[[], None] | None
    more: Callable[[], None] | None
    less_refused: str = ""
    more_refused: str = ""

    def width(self) -> int:
        words = max(COUNT_WORDS_WIDTH, theme.text_width(self.words, "bold", COUNT_WORDS_SIZE) + 20)
        return 2 * STEP_WIDTH + words + 12

    def lay(self, group: widgets.WidgetGroup, x: int, y: int, height: int) -> None:
        """The -, the words and the + from `x` on, in `group`."""
        words = self.width() - 2 * STEP_WIDTH - 12
        group.add(widgets.Button((x, y, STEP_WIDTH, height), "-", self.less, size=STEP_SIZE,
                                 enabled=self.less is not None, disabled_reason=self.less_refused))
        group.add(widgets.Label((x + STEP_WIDTH + 6, y, words, height), self.words, size=COUNT_WORDS_SIZE,
                                anchor="center"))
        group.add(widgets.Button((x + STEP_WIDTH + words + 12, y, STEP_WIDTH, height), "+", self.more,
                                 size=STEP_SIZE, enabled=self.more is not None, disabled_reason=self.more_refused))


@dataclass(frozen=True)
class Menu:
    """A choice-bar entry that opens a sub-menu instead of making a move (Zorro's Whip: which
    die, then what face): written in place of the entry's callback, `(words, Menu("whip"), style)`.
    Clicking it opens `name` (the bar's `open_menu`, the table's) and the table lays that menu's
    choices; `Menu("")` is the quiet Back to the choices before."""

    name: str


class ChoiceBar(widgets.WidgetGroup):
    """The choices of the decision on screen, as buttons laid in a zone of the table.

    Why a bar of its own: every game's choices are laid the same one way (`lay`), and the bar
    holds nothing else, so clearing and re-laying it mid-decision can never take away the
    banner's Hint and Undo. A table clears it when a decision is over or changes and lays it
    again; the kit draws it, sends it input and finds the hint's button in it."""

    def __init__(self, zone: pygame.Rect, open_menu: Callable[[str], None]):
        super().__init__()
        self.zone = pygame.Rect(zone)
        """Where the choices go unless a table names another zone (the layout's `buttons`)."""
        self.open_menu = open_menu
        """What a `Menu` entry's click calls with the menu's name ("" to go back)."""

    def lay(self, entries: list, zone: pygame.Rect | None = None, grow: str | None = "down",
            x: int | None = None, height: int = ROW_HEIGHT, column: bool = False,
            overflow: pygame.Rect | None = None, fit: bool = False) -> pygame.Rect:
        """A person's choices as a row of buttons in `zone` (default: the bar's own), each as wide
        as its words, wrapping to a new row below (`grow="down"`) or above (`"up"`) when full, or
        (`grow=None`, where the table has no room above or below) squeezed into the one row: the
        buttons share its width and their words shrink to fit. An entry is (label, callback,
        style) with an optional dict of Button options (enabled, disabled_reason, hotkey, ...),
        or a `Count` (a - and + around how many); one size and height for every table. An entry
        whose callback is a `Menu` opens that sub-menu (its Back, `Menu("")`, is drawn quiet).

        `column`: while they fit, the buttons stand one under the other as wide as the zone (a
        short menu beside a hand). `overflow`: a larger zone the rows take, lower where need be,
        when they do not fit in `zone` (a card's many targets over the whole rack). `fit`: the rows
        stay inside `zone` (a table's cards lie just below it), every button's words one size,
        stepping down to CHOICE_SMALLEST until they fit. The choices are added to what the bar
        holds (a table clears it first). Returns the zone the buttons took."""
        zone = zone or self.zone
        entries = [self._menu_entry(*e) if not isinstance(e, Count) and isinstance(e[1], Menu) else e
                   for e in entries]
        counts = [isinstance(e, Count) for e in entries]
        if column and not any(counts) and self._lay_column(entries, zone):
            return zone
        x = zone.x if x is None else x
        gaps = [COUNT_APART if count else BUTTON_GAP for count in counts]
        for size in range(CHOICE_SIZE, CHOICE_SMALLEST - 1, -2) if fit else (None,):
            sizes = [0 if count else size or (CHOICE_SMALL if len(e[0]) > LONG_LABEL else CHOICE_SIZE)
                     for e, count in zip(entries, counts)]
            widths = _entry_widths(entries, sizes)
            if size is None or all(zone.contains(r) for r in _row_rects(widths, zone, x, height, grow, gaps)):
                break
        room = zone.right - x - BUTTON_GAP * (len(entries) - 1)
        if grow is None and sum(widths) > room:
            share = (room - sum(w for w, count in zip(widths, counts) if count)) // max(1, counts.count(False))
            widths = [w if count else share for w, count in zip(widths, counts)]
            sizes = [s if count else theme.fit_text(e[0], "display", s, share - 24, 14)
                     for e, s, count in zip(entries, sizes, counts)]
        rects = _row_rects(widths, zone, x, height, grow, gaps)
        if overflow is not None and not all(zone.contains(r) for r in rects):
            smallest = min((s for s, count in zip(sizes, counts) if not count), default=CHOICE_SIZE)
            zone, sizes = overflow, [s if count else smallest for s, count in zip(sizes, counts)]  # one size
            widths = _entry_widths(entries, sizes)
            for row in (height, *LOWER_ROWS):  # lower rows where need be; the lowest run on if still too many
                rects = _row_rects(widths, zone, zone.x, row, "down", gaps)
                if all(zone.contains(r) for r in rects):
                    break
        for entry, size, rect in zip(entries, sizes, rects):
            if isinstance(entry, Count):
                entry.lay(self, rect.x, rect.y, rect.h)
                continue
            label, callback, style, *options = entry
            self.add(widgets.Button(rect, label, callback, style=style, size=size, **(options[0] if options else {})))
        return zone

    def _menu_entry(self, words: str, menu: Menu, style: str, *options) -> tuple:
        """A `Menu` entry as a button that opens it (Back quiet, whatever the style asked)."""
        return (words, partial(self.open_menu, menu.name), style if menu.name else "ghost", *options)

    def _lay_column(self, entries: list, zone: pygame.Rect) -> bool:
        """The choices one under the other across `zone`, if they fit in it (else nothing is laid)."""
        height = min(ROW_HEIGHT, (zone.h + ROW_GAP) // max(1, len(entries)) - ROW_GAP)
        if height < LOWER_ROWS[-1]:
            return False
        sizes = [min(theme.fit_text(e[0], "display", CHOICE_SIZE, zone.w - 40, CHOICE_SMALL) for e in entries)] * len(entries)
        if any(theme.text_width(e[0], "display", s) > zone.w - 40 for e, s in zip(entries, sizes)):
            return False
        for i, ((label, callback, style, *options), size) in enumerate(zip(entries, sizes)):
            rect = (zone.x, zone.y + i * (height + ROW_GAP), zone.w, height)
            self.add(widgets.Button(rect, label, callback, style=style, size=size, **(options[0] if options else {})))
        return True


def _entry_widths(entries: list, sizes: list[int]) -> list[int]:
    """How wide each choice of the bar is: a count as its -, words and +; a button as its words."""
    return [e.width() if isinstance(e, Count) else max(150, min(600, theme.text_width(e[0], "display", s) + 40))
            for e, s in zip(entries, sizes)]


def _row_rects(widths: list[int], zone: pygame.Rect, x: int, height: int, grow: str | None,
               gaps: list[int] | None = None) -> list[pygame.Rect]:
    """Buttons of `widths` from `x` along the top of `zone`, 12 px apart (or each `gaps` after
    it), a new row below (`grow` "down") or above ("up") when one is full; one row (None) however
    long it runs."""
    rects, y = [], zone.y
    for width, gap in zip(widths, gaps or [BUTTON_GAP] * len(widths)):
        if x + width > zone.right and x > zone.x and grow is not None:
            x, y = zone.x, y + (height + ROW_GAP) * (1 if grow == "down" else -1)
        rects.append(pygame.Rect(x, y, width, height))
        x += width + gap
    return rects
