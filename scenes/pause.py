"""The pause overlay over a table (Esc): Resume, Rules, Settings, Save and quit to menu.

    PauseScene(app, table=None)   `table`: the table scene below (default: the topmost table on the
                                  stack). Not opaque: the table stays
                                  visible, dimmed. Modal: the table gets no input while paused.
                                  `pauses_below`: the table gets no update either (AI turns wait).

Every table is saved after every step (`game.saves`); "Save and quit" makes sure the newest
step is on disk, stops the AI worker and returns to a fresh menu, whose Continue resumes it. A
failed save says why and stays paused.
"""
from __future__ import annotations

import pygame

from game import games, saves
from game.i18n import _
from game.stack import Scene
from game.ui import theme, widgets

VEIL = (8, 5, 3, 165)
"""The paused table stays in sight, dimmed."""


class PauseScene(Scene):
    opaque = False
    modal = True
    pauses_below = True  # the game (AI turns, animations) stops while paused

    def __init__(self, app, table=None):
        super().__init__(app)
        self.table = table if table is not None else app.stack.table()
        self.panel = pygame.Rect(0, 0, 600, 640)
        self.panel.center = (app.size[0] // 2, app.size[1] // 2)
        self.widgets = widgets.WidgetGroup()
        self.build()

    def build(self) -> None:
        """The buttons in the current language (again when it changes in Settings)."""
        self.widgets.clear()
        x, w = self.panel.left + 90, self.panel.w - 180
        y = self.panel.top + 170
        has_controller = self._controller() is not None
        for label, cb, style in ((_("Resume"), self.resume, "primary"), (_("Rules"), self.rules, "wood"),
                                 (_("Settings"), self.settings, "wood"),
                                 (_("Save and quit to menu"), self.save_and_quit, "danger")):
            enabled = has_controller or cb in (self.resume, self.settings)
            self.widgets.add(widgets.Button((x, y, w, 80), label, cb, style=style, size=32, enabled=enabled,
                                            disabled_reason=None if enabled else _("No game to save.")))
            y += 104

    def _controller(self):
        return self.table.controller if self.table is not None else None

    def game_name(self) -> str:
        c = self._controller()
        return games.get(c.game_id).name if c is not None else ""

    # -- actions ---------------------------------------------------------------------------------
    def resume(self) -> None:
        self.close()

    def rules(self) -> None:
        c = self._controller()
        if c is not None:
            self.app.routes.rules(c.game_id)

    def settings(self) -> None:
        self.app.routes.settings()

    def save_and_quit(self) -> None:
        c = self._controller()
        if c is None:
            return
        if c.slot is None and not c.is_over():
            c.keep_saved(saves.SaveSlot(saves.new_save_path(c.game_id)))
        if c.slot is not None:
            c.slot.flush()
        failure = c.save_failure()
        if failure:  # disk full, permissions: say so, keep the game
            self.app.notify(_("The game could not be saved: {reason}").format(reason=failure))
            return
        try:
            c.close()
        except Exception:
            pass
        self.app.routes.menu()
        self.app.notify(_("Game saved. Continue picks it up where you left it."))

    # -- loop ------------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        if self.widgets.handle(event):
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.resume()
            return True
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.KEYDOWN, pygame.TEXTINPUT)

    def draw(self, surface: pygame.Surface) -> None:
        widgets.veil(surface, VEIL)
        p = self.panel
        widgets.draw_panel(surface, p, "parchment", radius=22)
        theme.draw_text(surface, _("PAUSED"), (p.centerx, p.top + 70), "display", 64, theme.INK, "center", shadow=False)
        name = self.game_name()
        if name:
            theme.draw_text(surface, name, (p.centerx, p.top + 126), "italic", 26, theme.INK_SOFT, "center",
                            shadow=False)
        self.widgets.draw(surface)
