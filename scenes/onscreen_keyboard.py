"""The on-screen keyboard: a name typed with a game controller, a letter at a time.

Opened over a name field chosen with the pad's A (`App.open_keyboard`). The focus ring walks
its keys with the d-pad like any screen; A types the key under the ring into the field,
Backspace takes the last letter back, Done (or B) closes it with the name as typed. Nothing
the field refuses is lost silently: a letter past its limit shows the field's own warning.
"""
from __future__ import annotations

import functools

import pygame

from game.i18n import _
from game.stack import Scene
from game.ui import theme, widgets

ROWS = ("1234567890", "QWERTYUIOP", "ASDFGHJKL'", "ZXCVBNM-.")
KEY = 92
"""A letter key's side, canvas px."""
GAP = 10
PANEL_PAD = 36


class KeyboardScene(Scene):
    opaque = False

    def __init__(self, app, field: widgets.TextInput):
        super().__init__(app)
        self.field = field
        self.capitals = True
        self.widgets = widgets.WidgetGroup()
        self.build()

    def panel(self) -> pygame.Rect:
        width = 10 * KEY + 9 * GAP + 2 * PANEL_PAD
        height = 5 * KEY + 4 * GAP + 2 * PANEL_PAD + 60
        rect = pygame.Rect(0, 0, width, height)
        rect.midbottom = (960, 1060)
        return rect

    def build(self) -> None:
        self.widgets.clear()
        box = self.panel()
        top = box.y + PANEL_PAD + 60
        for r, row in enumerate(ROWS):
            x = box.centerx - (len(row) * KEY + (len(row) - 1) * GAP) // 2
            for ch in row:
                shown = ch if self.capitals else ch.lower()
                self.widgets.add(widgets.Button((x, top + r * (KEY + GAP), KEY, KEY), shown,
                                                functools.partial(self.type, shown), size=34))
                x += KEY + GAP
        y = top + 4 * (KEY + GAP)
        left = box.x + PANEL_PAD
        inner = box.w - 2 * PANEL_PAD
        parts = [(_("Shift"), self.shift, 2), (_("Space"), lambda: self.type(" "), 4),
                 (_("Backspace"), self.backspace, 3), (_("Done"), self.close, 3)]
        unit = (inner - GAP * (len(parts) - 1)) / sum(p[2] for p in parts)
        for words, action, span in parts:
            w = round(unit * span)
            style = "primary" if action == self.close else "wood"
            self.widgets.add(widgets.Button((left, y, w, KEY), words, action, style=style, size=26))
            left += w + GAP

    def type(self, ch: str) -> None:
        self.field._set(self.field.text + ch)
        if self.capitals and ch.isalpha():
            self.capitals = False
            self.build()

    def backspace(self) -> None:
        self.field._set(self.field.text[:-1])

    def shift(self) -> None:
        self.capitals = not self.capitals
        self.build()

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close()
            return True
        self.widgets.handle(event)
        return True  # the screen below waits until the name is done

    def update(self, dt: float) -> None:
        self.widgets.update(dt)
        self.field.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        widgets.veil(surface)
        box = self.panel()
        widgets.draw_panel(surface, box, "wood", radius=22)
        line = pygame.Rect(box.x + PANEL_PAD, box.y + 18, box.w - 2 * PANEL_PAD, 56)
        widgets.draw_panel(surface, line, "paper", radius=10, shadow=False)
        text = self.field.text or ""
        theme.draw_text(surface, text + "|", (line.x + 16, line.centery), "bold", 30, theme.INK, "midleft",
                        shadow=False)
        theme.draw_text(surface, f"{len(text)}/{self.field.max_len}", (line.right - 14, line.centery), "bold", 20,
                        theme.INK_SOFT, "midright", shadow=False)
        self.widgets.draw(surface)
