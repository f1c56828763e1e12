"""Import a shared record: pick a file from the shared or downloads folder, or drop one on the window.

    ImportScene(app)     an overlay over the Records screen (`app.routes.import_records`)

Each file found (`game.sharing.candidates`) is listed with when it arrived and an Import button;
a long list scrolls (wheel, arrow keys, the bar), clear of Close.
A file is replayed through the rules before it is taken (`game.sharing.import_file`); a refused
one stays listed with the reason in red, so a person sees why. A file dropped on the window is
imported the same way.
"""
from __future__ import annotations

import functools
from pathlib import Path

import pygame

from game import paths, sharing
from game.fileio import shown
from game.i18n import _, format_number
from game.stack import Scene
from game.ui import theme, widgets
from game.ui.dates import played_when
from game.ui.scroll_list import BAR_WIDTH, ScrollList

PANEL = pygame.Rect(260, 130, 1400, 820)
ROW_H = 74
ROW_GAP = 8
VISIBLE = 6
"""Rows on screen at once: the seventh would stand under Close."""
ROWS = pygame.Rect(PANEL.x + 40, PANEL.y + 190, PANEL.w - 80, VISIBLE * (ROW_H + ROW_GAP) - ROW_GAP)
ROW_PLATE = theme.mix(theme.PARCHMENT, theme.PARCHMENT_DARK, 0.4)


class ImportScene(Scene):
    opaque = False

    def __init__(self, app):
        super().__init__(app)
        self.files = sharing.candidates()
        self.refused: dict[Path, str] = {}
        self.widgets = widgets.WidgetGroup()
        self.list = ScrollList(ROWS, ROW_H, ROW_GAP, len(self.files), on_scroll=self.build,
                               bar=(PANEL.right - 30, ROWS.y, BAR_WIDTH, 0))
        self.build()

    def build(self) -> None:
        self.widgets.clear()
        for i in self.list.shown():
            path, row = self.files[i], self.row_rect(i)
            self.widgets.add(widgets.Button((row.right - 180, row.centery - 27, 170, 54), _("Import"),
                                            functools.partial(self.take, path), style="primary", size=26))
        self.widgets.add(widgets.Button((PANEL.centerx - 140, PANEL.bottom - 96, 280, 70), _("Close"), self.close,
                                        hotkey=pygame.K_ESCAPE, size=30))

    def row_rect(self, index: int) -> pygame.Rect:
        return self.list.row_rect(index)

    def take(self, path: Path) -> None:
        try:
            row = sharing.import_file(path)
        except sharing.ImportRefused as refused:
            self.refused[path] = str(refused)
            self.app.notify(_("Not imported: {reason}").format(reason=refused), seconds=8)
            return
        except OSError as exc:  # a read-only or full data folder: the file is fine, it cannot be kept
            # Translators: {reason} is the system's words, e.g. "Read-only file system"
            reason = _("Your records cannot be written ({reason}).").format(reason=exc.strerror or exc)
            self.refused[path] = reason
            self.app.notify(_("Not imported: {reason}").format(reason=reason), seconds=8)
            return
        from game import games
        self.app.notify(_("Imported: {table}.").format(table=row.title(games.get(row.game).short)))
        self.close()

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.DROPFILE:
            path = Path(event.file)
            if path not in self.files:
                self.files.insert(0, path)
                self.list.set_count(len(self.files))
                self.list.scroll_to(0)
                self.build()
            self.take(path)
            return True
        if not self.widgets.handle(event):
            self.list.handle(event)
        return True

    def update(self, dt: float) -> None:
        self.widgets.update(dt)

    def is_animating(self) -> bool:
        return self.widgets.is_animating()

    def draw(self, surface: pygame.Surface) -> None:
        widgets.veil(surface)
        widgets.draw_panel(surface, PANEL, "parchment", radius=22)
        theme.draw_text(surface, _("Import a shared table"), (PANEL.centerx, PANEL.y + 30), "display", 48, theme.INK,
                        "midtop", shadow=False)
        # Translators: {shared} and {downloads} are two folders' paths
        where = _("Files in {shared} and {downloads}, newest first. Or drop a file on this window.").format(
            shared=shown(paths.shared_dir()), downloads=shown(paths.downloads_dir()))
        theme.draw_wrapped(surface, where, pygame.Rect(PANEL.x + 60, PANEL.y + 100, PANEL.w - 120, 70), "italic", 22,
                           theme.INK_SOFT, align="center")
        if not self.files:
            theme.draw_wrapped(surface, _("No record files there yet. Ask a friend to export a table from their "
                                 "Records and put the file in one of these folders."),
                               pygame.Rect(PANEL.x + 120, PANEL.y + 300, PANEL.w - 240, 120), "display", 32, theme.INK,
                               align="center")
        for i in self.list.shown():
            path, row = self.files[i], self.row_rect(i)
            pygame.draw.rect(surface, self.list.plate(i, ROW_PLATE), row, border_radius=12)
            name = theme.ellipsize(shown(path.name), "bold", 24, row.w - 240)
            theme.draw_text(surface, name, (row.x + 20, row.y + 10), "bold", 24, theme.INK, shadow=False)
            reason = self.refused.get(path)
            if reason:
                line, colour = theme.ellipsize(reason, "text", 19, row.w - 240), theme.DANGER
            else:
                try:
                    stat = path.stat()
                    # Translators: a file's folder, its size and when it was written
                    line = _("{folder}  \u00b7  {size} kB  \u00b7  {when}").format(
                        folder=shown(path.parent), size=format_number(stat.st_size / 1000),
                        when=played_when(stat.st_mtime))
                except OSError:
                    line = shown(path.parent)
                line, colour = theme.ellipsize(line, "text", 19, row.w - 240), theme.INK_SOFT
            theme.draw_text(surface, line, (row.x + 20, row.y + 44), "text", 19, colour, shadow=False)
        self.list.draw_bar(surface)
        more = self.list.range_text()
        if more:
            theme.draw_text(surface, more, (ROWS.right, ROWS.bottom + 30), "italic", 20, theme.INK_SOFT, "midright",
                            shadow=False)
        self.widgets.draw(surface)
