"""A page of tables in scrolling rows, each row with its buttons, that asks before it lets one go:
Saved tables (Delete) and Continue's "Continue which table?" (Forget).

The page owns the loop both share: while its question is up (`dialog`, the kit's `Confirm`) the
question takes every event and the focus ring; else the list scrolls and the page's buttons
answer. `draw_page` draws the backdrop, the title and the line under it, each shown row through
the screen's own `draw_row`, the hovered row's outline, the scroll bar, the buttons and the
question over them.
"""
from __future__ import annotations

from typing import Any, Callable

import pygame

from game.stack import Scene
from game.ui import focus, theme, widgets
from game.ui.confirm import Confirm
from game.ui.scroll_list import ScrollList


class ListPage(Scene):
    opaque = True
    list: ScrollList
    widgets: widgets.WidgetGroup
    dialog: Confirm | None = None
    """The question a row's button asks (Delete, Forget), while it asks (built with the page, in
    the language shown)."""
    confirming: Any = None
    """The row's thing the question is about (a saved table, a kept seat), until it is answered."""

    def lay_out(self) -> None:
        """Lay the page's buttons and its question out again (a screen whose `build` rereads
        what it lists lays out without rereading)."""
        self.build()

    def ask(self, thing: Any) -> None:
        """A row's Delete or Forget: ask about `thing` first."""
        self.confirming = thing
        self.lay_out()

    def keep(self) -> None:
        """Keep it: the question goes, nothing changes."""
        self.confirming = None
        self.lay_out()

    def focus_targets(self) -> list:
        """Only the question's two buttons while it asks; else the page."""
        return focus.widget_targets([self.dialog.buttons if self.dialog is not None else self.widgets])

    def handle(self, event: pygame.event.Event) -> bool:
        if self.dialog is not None:
            self.dialog.handle(event)
            return True
        return (self.list.handle(event) or self.widgets.handle(event)
                or event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN))

    def update(self, dt: float) -> None:
        self.widgets.update(dt)
        if self.dialog is not None:
            self.dialog.update(dt)

    def draw_page(self, surface: pygame.Surface, title: str, under: str,
                  draw_row: Callable[[pygame.Surface, int, pygame.Rect], None]) -> None:
        """The page with `title` and the line `under` it; `draw_row(surface, index, rect)` draws a row."""
        widgets.page(surface, title, 70, 72, least=40)
        theme.draw_text(surface, under, (self.app.size[0] // 2, 168), "italic", 26, theme.CREAM_DIM, "midtop")
        for index in self.list.shown():
            row = self.list.row_rect(index)
            draw_row(surface, index, row)
            if index == self.list.hovered:
                pygame.draw.rect(surface, theme.GOLD, row, 2, border_radius=16)
        self.list.draw_bar(surface)
        more = self.list.range_text()
        if more:
            theme.draw_text(surface, more, (self.list.area.right, self.list.area.bottom + 30), "italic", 24,
                            theme.CREAM_DIM, "midright")
        self.widgets.draw(surface)
        if self.dialog is not None:
            self.dialog.draw(surface)
