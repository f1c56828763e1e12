"""A question asked before something that cannot be undone: delete a saved table, forget a
friend's table.

The page under it is veiled; a parchment box says what is asked ("Delete this saved table?"),
names the thing, and says what it costs; two buttons answer: the one that does it (red) and the
one that keeps things as they are (Esc). While it asks, only its two buttons take clicks, keys
and the focus ring: the screen that asks hands them its events (`handle`) and its focus targets
(`buttons`).
"""
from __future__ import annotations

from typing import Callable

import pygame

from game.ui import theme, widgets

BOX = (1000, 380)
BUTTON = (280, 76)
BUTTON_GAP = 40
"""Between the two buttons, which stand centred at the box's foot."""
MARGIN = 60
"""Between the box's sides and its words."""


class Confirm:
    def __init__(self, canvas_size: tuple[int, int], title: str, thing: str, cost: str,
                 do_words: str, do: Callable[[], None], keep_words: str, keep: Callable[[], None]):
        self.title, self.thing, self.cost = title, thing, cost
        self.box = pygame.Rect((0, 0), BOX)
        self.box.center = (canvas_size[0] // 2, canvas_size[1] // 2)
        top = self.box.bottom - 110
        self.buttons = widgets.WidgetGroup()
        self.buttons.add(widgets.Button((self.box.centerx - BUTTON_GAP // 2 - BUTTON[0], top, *BUTTON), do_words, do,
                                        style="danger", size=30))
        self.buttons.add(widgets.Button((self.box.centerx + BUTTON_GAP // 2, top, *BUTTON), keep_words, keep,
                                        style="wood", size=30, hotkey=pygame.K_ESCAPE))

    def handle(self, event: pygame.event.Event) -> None:
        self.buttons.handle(event)

    def update(self, dt: float) -> None:
        self.buttons.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        widgets.veil(surface)
        box, width = self.box, self.box.w - 2 * MARGIN
        widgets.draw_panel(surface, box, "parchment", radius=22)
        theme.draw_text(surface, self.title, (box.centerx, box.y + 40), "display",
                        theme.fit_text(self.title, "display", 48, width, 30), theme.INK, "midtop", shadow=False)
        theme.draw_text(surface, theme.ellipsize(self.thing, "text", 28, width), (box.centerx, box.y + 120), "text",
                        28, theme.INK, "midtop", shadow=False)
        theme.draw_wrapped(surface, self.cost, pygame.Rect(box.x + MARGIN, box.y + 170, width, 80), "italic", 26,
                           theme.INK_SOFT, align="center")
        self.buttons.draw(surface)
