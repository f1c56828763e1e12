"""Saved tables: every game still going, the most recently played first; resume one or delete it.

    SavedTablesScene(app)

Each table is saved on its own after every step (`game.saves`), so several games can be kept
going at once. A row shows the game's colour, who sits at it (with the AIs' levels), how far it
has gone and when it was last played, with Replay (watch it from the start), Resume and Delete;
Delete asks first. A save that cannot be read is listed as damaged with the reason and can only
be deleted; it never hides the others. A finished game whose record could not be written (a full
disk) is listed as finished, with Replay and Delete: opening this screen records it when there is
room again (`records.record_finished_saves`). Wheel or arrow keys scroll a long list.
"""
from __future__ import annotations

import dataclasses
import functools

import pygame

from game import games, records, saves
from game.fileio import try_lock
from game.i18n import _
from game.ui import theme, widgets
from game.ui.confirm import Confirm
from game.ui.dates import played_when
from game.ui.scroll_list import BAR_WIDTH, ScrollList
from scenes.list_page import ListPage

ROW_H, ROW_GAP = 92, 10
LIST = pygame.Rect(250, 222, 1420, 716)
"""Seven rows of two lines each fit the list; a longer list scrolls."""
TITLE_SIZE, SMALLEST_TITLE = 30, 22
BUTTON_H = 58
TITLE_WIDTH = LIST.w - 660
"""A title's room: the row less its colour strip and its three buttons."""


class SavedTablesScene(ListPage):
    def __init__(self, app):
        super().__init__(app)
        self.list = ScrollList(LIST, ROW_H, ROW_GAP, on_scroll=self.lay_out,
                               bar=(LIST.right + 14, LIST.y, BAR_WIDTH, 0), on="felt")
        self.confirming: saves.SavedTable | None = None
        self.failed: dict[str, str] = {}
        """Saves that failed to load here, by path: listed as damaged with the reason."""
        self.widgets = widgets.WidgetGroup()
        self.record_finished()
        self.reload()

    def record_finished(self) -> None:
        """Games that ended when their record could not be written go to the records now, if they can."""
        failure = records.record_finished_saves()
        if failure:
            # Translators: {reason} is the system's words, e.g. "No space left on device"
            self.app.notify(_("Finished games still cannot be added to your records ({reason}).").format(
                reason=failure), seconds=8)

    # -- data --------------------------------------------------------------------------------------
    def reload(self) -> None:
        self.saved = [self._with_failure(s) for s in saves.list_saves()]
        self.list.set_count(len(self.saved))
        self.lay_out()

    def _with_failure(self, saved: saves.SavedTable) -> saves.SavedTable:
        reason = self.failed.get(str(saved.path))
        if reason and saved.damaged is None:
            return dataclasses.replace(saved, damaged=reason)
        return saved

    def row_rect(self, index: int) -> pygame.Rect:
        return self.list.row_rect(index)

    def shown(self) -> list[tuple[int, saves.SavedTable]]:
        return [(i, self.saved[i]) for i in self.list.shown()]

    # -- buttons -----------------------------------------------------------------------------------
    def build(self) -> None:
        """The list again in the current language (the app calls this when it changes): a
        damaged save's reason is worded when the list is read."""
        self.reload()

    def lay_out(self) -> None:
        self.widgets.clear()
        for index, saved in self.shown():
            row = self.row_rect(index)
            x = row.right - 24
            top = row.centery - BUTTON_H // 2
            delete = widgets.Button((x - 170, top, 170, BUTTON_H), _("Delete"),
                                    functools.partial(self.ask, saved), style="danger", size=26)
            self.widgets.add(delete)
            if saved.damaged is None:
                if not saved.finished:
                    self.widgets.add(widgets.Button((x - 170 - 16 - 200, top, 200, BUTTON_H), _("Resume"),
                                                    functools.partial(self.resume, saved), style="primary", size=28))
                self.widgets.add(widgets.Button((x - 170 - 16 - 200 - 16 - 170, top, 170, BUTTON_H), _("Replay"),
                                                functools.partial(self.replay, saved), size=26,
                                                tooltip=_("Watch this table from its first move to where it was left")))
        self.widgets.add(widgets.Button((60, 960, 360, 76), _("Back"), self.close, hotkey=pygame.K_ESCAPE))
        saved = self.confirming
        self.dialog = None if saved is None else Confirm(
            self.app.size, _("Delete this saved table?"), saved.headline if saved.damaged is None else saved.path.name,
            _("It cannot be brought back."), _("Delete it"), self.delete_confirmed, _("Keep it"), self.keep)

    # -- actions -----------------------------------------------------------------------------------
    def resume(self, saved: saves.SavedTable) -> None:
        reason = self.app.routes.resume(saved, replace=True)
        if reason is not None:
            self.failed[str(saved.path)] = reason
            self.reload()

    def replay(self, saved: saves.SavedTable) -> None:
        reason = self.app.routes.replay_save(saved)
        if reason is not None:
            self.failed[str(saved.path)] = reason
            self.reload()

    def delete_confirmed(self) -> None:
        saved, self.confirming = self.confirming, None
        if saved is not None:
            lock = try_lock(saved.path)
            if lock is None:
                self.app.notify(_("This table is open in another window."))
            else:
                try:
                    saves.delete_save(saved.path)
                except OSError as exc:
                    self.app.notify(_("The save could not be deleted: {reason}").format(reason=exc.strerror or exc))
                finally:
                    lock.release()
        self.reload()

    # -- drawing ---------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        title_size = self.title_size()
        self.draw_page(surface, _("Saved tables"),
                       _("Every table is saved after every move. Finished games leave this list."),
                       lambda surface, index, row: self._draw_row(surface, row, self.saved[index], title_size))
        if not self.saved:
            theme.draw_text(surface, _("No saved tables yet: start one with New table on the menu."),
                            (self.app.size[0] // 2, 480), "display", 40, theme.CREAM, "center")

    def title_size(self) -> int:
        """One type size for every title on screen: the largest at which they all fit (down to
        SMALLEST_TITLE, below which the longest are cut short with "…" instead)."""
        size = TITLE_SIZE
        for _index, saved in self.shown():
            if saved.damaged is None:
                size = min(size, widgets.fit_line(saved.title, "display", TITLE_SIZE, TITLE_WIDTH, SMALLEST_TITLE)[1])
        return size

    def _draw_row(self, surface: pygame.Surface, row: pygame.Rect, saved: saves.SavedTable, title_size: int) -> None:
        widgets.draw_panel(surface, row, "parchment", radius=16)
        try:
            accent = games.get(saved.game_id).accent
        except KeyError:
            accent = theme.DISABLED
        pygame.draw.rect(surface, accent, (row.x + 10, row.y + 10, 14, row.h - 20), border_radius=6)
        text_w = TITLE_WIDTH
        x = row.x + 44
        if saved.damaged is not None:
            theme.draw_text(surface, _("Damaged save: {file}").format(file=saved.path.name), (x, row.y + 10), "display",
                            title_size, theme.DANGER, shadow=False)
            reason = theme.ellipsize(saved.damaged, "italic", 22, text_w)
            theme.draw_text(surface, reason, (x, row.y + 54), "italic", 22, theme.INK_SOFT, shadow=False)
            return
        title = theme.ellipsize(saved.title, "display", title_size, text_w)
        theme.draw_text(surface, title, (x, row.y + 10 + (TITLE_SIZE - title_size) // 2), "display", title_size,
                        theme.INK, shadow=False)
        if saved.finished:
            # Translators: under a finished table's title, when its record could not be written (a full
            # disk): it goes into Records as soon as it can
            detail = _("Finished {when}  \u00b7  not yet in Records").format(when=played_when(saved.saved_at))
        else:
            # Translators: under a saved table's title: "Round 7  ·  last played today at 14:05"
            detail = _("{progress}  \u00b7  last played {when}").format(progress=_capitalized(saved.progress),
                                                                       when=played_when(saved.saved_at))
        detail_size = min(24, title_size)
        detail, size = widgets.fit_line(detail, "text", detail_size, text_w, 18)
        theme.draw_text(surface, detail, (x, row.y + 52 + (detail_size - size) // 2), "text", size, theme.INK_SOFT,
                        shadow=False)


def _capitalized(text: str) -> str:
    """`text` with its first letter a capital (and the rest as it is, unlike str.capitalize)."""
    return text[:1].upper() + text[1:]
