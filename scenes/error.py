"""Shown instead of crashing: a short message, where the full traceback was written, and a way out.

    ErrorScene(app, message, log_path=None)
Buttons: "Back to the menu" (clears the stack to a fresh menu) and "Quit".
"""
from __future__ import annotations

from pathlib import Path

import pygame

from game.i18n import _
from game.stack import Scene
from game.ui import backdrop, theme, widgets


INTRO_ROOM = 150
"""The most the words under the title take, before the error's message and where its report is."""

class ErrorScene(Scene):
    opaque = True
    modal = True

    def __init__(self, app, message: str, log_path: Path | str | None = None):
        super().__init__(app)
        self.message = message if len(message) <= 300 else message[:297] + "..."
        self.log_path = str(log_path) if log_path else None
        self.panel = pygame.Rect(0, 0, 1180, 620)
        self.panel.center = (960, 540)
        self.widgets = widgets.WidgetGroup()
        y = self.panel.bottom - 120
        self.widgets.add(widgets.Button((self.panel.centerx - 330, y, 300, 76), _("Back to the menu"),
                                        self.to_menu, style="primary"))
        self.widgets.add(widgets.Button((self.panel.centerx + 30, y, 300, 76), _("Quit"), app.quit, style="danger"))

    def to_menu(self) -> None:
        self.app.routes.menu()

    def handle(self, event: pygame.event.Event) -> bool:
        if self.widgets.handle(event):
            return True
        return event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(backdrop.table(self.app.size, theme.OXBLOOD), (0, 0))
        p = self.panel
        widgets.draw_panel(surface, p, "parchment", radius=20)
        theme.draw_text(surface, _("Well, that wasn't supposed to happen"), (p.centerx, p.top + 70), "display", 50,
                        theme.INK, "center", shadow=False)
        pygame.draw.line(surface, theme.GOLD_DARK, (p.left + 120, p.top + 118), (p.right - 120, p.top + 118), 2)
        intro = _("Something went wrong and this screen was stopped. Your settings are safe. "
                  "The details below help whoever fixes it.")
        box = pygame.Rect(p.left + 80, p.top + 150, p.w - 160, INTRO_ROOM)  # grown words shrink back into it
        size, lines = theme.fit_wrapped(intro, "text", 28, box.size, theme.least_asked(28))
        box.h = len(lines) * (theme.font("text", size).get_linesize() + 4)
        y = theme.draw_wrapped(surface, intro, box, "text", size, theme.INK)
        y = theme.draw_wrapped(surface, self.message, pygame.Rect(p.left + 80, y + 16, p.w - 160, 110), "bold", 26,
                               theme.DANGER)
        if self.log_path:
            theme.draw_text(surface, _("Full report written to:"), (p.left + 80, y + 14), "italic", 24, theme.INK_SOFT,
                            shadow=False)
            size = theme.fit_text(self.log_path, "text", 24, p.w - 160, 14)
            theme.draw_text(surface, self.log_path, (p.left + 80, y + 14 + theme.grown(34, "italic", 24)), "text", size,
                            theme.INK, shadow=False)
        self.widgets.draw(surface)
