"""The Join screen's "On this network": tables hosted nearby, listed as they are announced, and
a knock at one of them (game.online.lan).

A table appears within a moment of its host opening it and leaves a few seconds after it falls
silent (full, started, closed), so the list is only ever what can be joined now. Picking one
knocks: "Ana decides whether to let you in" while the host's screen shows the knock; Let in
fills the Join screen's invite and asks the host which seats are open, exactly as a pasted
invite would (pinned to the certificate the table announced); Refuse or no answer is said here
in the person's own language, and the list stays to try another table.

`NearbyTables` is a part of the Join screen, not a scene: its buttons live among the screen's
own widgets (`lay_buttons`, so keys and pad reach them; laid again alone when the list changes,
so a field being typed in keeps its focus), and the screen calls `update` once a frame and `draw`.
"""
from __future__ import annotations

import functools
from typing import Any, Callable

import pygame

from game import games
from game.i18n import _, format_number, ngettext
from game.online import lan
from game.ui import theme, widgets
from game.ui.scroll_list import ScrollList

ROW_HEIGHT = 104
ROW_GAP = 10


def _shown(table: lan.Announcement) -> tuple:
    return (table.table, table.game, table.host, table.open, table.seats)


class NearbyTables:
    """Tables announced on this network, in `rect` of the Join screen, their buttons among
    `group`; `name()` the name to knock with, `busy()` whether the screen is joining already;
    `let_in(invite, pin)` is called once a host lets this person in; `clock` the app's (a
    table is forgotten STALE_AFTER seconds of it after it was last heard)."""

    def __init__(self, rect: pygame.Rect, group: widgets.WidgetGroup, name: Callable[[], str],
                 busy: Callable[[], bool], let_in: Callable[[str, bytes], Any],
                 clock: Callable[[], float] | None = None):
        self.rect = pygame.Rect(rect)
        self.group = group
        self.name = name
        self.busy = busy
        self.let_in = let_in
        self._buttons: list[widgets.Widget] = []
        self.listener = lan.Listener(clock=clock) if clock is not None else lan.Listener()
        self.tables: list[lan.Announcement] = []
        self.knocking: lan.Knocking | None = None
        self.answer = ""
        """What the last knock's answer means, when it was not Let in (said in the panel)."""
        area = pygame.Rect(self.rect.left + 30, self.rect.top + 186, self.rect.w - 70, self.rect.h - 226)
        self.list = ScrollList(area, ROW_HEIGHT, ROW_GAP, on_scroll=self.lay_buttons,
                               bar=(area.right + 12, area.top, 8, area.h))

    # -- once a frame ------------------------------------------------------------------------------
    def update(self) -> bool:
        """The tables heard now (the buttons laid again when the list changed), and the knock's
        answer once it came; True when what the panel shows changed (the screen draws again)."""
        heard = self.listener.tables()
        changed = [_shown(t) for t in heard] != [_shown(t) for t in self.tables]
        if changed:
            self.tables = heard
            self.list.set_count(len(heard))
            self.lay_buttons()
        knocking = self.knocking
        if knocking is None or knocking.status == "knocking":
            return changed
        self.knocking = None
        if knocking.status == "let-in":
            self.answer = ""
            self.let_in(knocking.invite, knocking.table.pin)
        else:
            self.answer = knocking.words()
        self.lay_buttons()
        return True

    def knock(self, table: lan.Announcement) -> None:
        if self.knocking is None:
            self.answer = ""
            self.knocking = lan.Knocking(table, self.name())
            self.lay_buttons()

    def cancel(self) -> None:
        if self.knocking is not None:
            self.knocking.cancel()
            self.knocking = None
            self.lay_buttons()

    def close(self) -> None:
        if self.knocking is not None:
            self.knocking.cancel()
        self.listener.close()

    def is_animating(self) -> bool:
        return self.knocking is not None  # the "Knocking…" wait; a list that changes asks for a frame

    # -- buttons -----------------------------------------------------------------------------------
    def lay_buttons(self) -> None:
        """Knock on each table on screen (none while joining or knocking), or Cancel the knock."""
        for button in self._buttons:
            self.group.remove(button)
        self._buttons = []
        add = self._add
        busy = self.busy()
        if self.knocking is not None:
            r = self.rect
            add(widgets.Button((r.centerx - 120, r.top + 420, 240, 64), _("Cancel"), self.cancel, size=26,
                                     style="parchment", tooltip=_("Stop knocking at this table")))
            return
        for index in self.list.shown():
            table = self.tables[index]
            row = self.list.row_rect(index)
            add(widgets.Button((row.right - 150, row.centery - 30, 140, 60), _("Knock"),
                                     functools.partial(self.knock, table), size=26, style="primary",
                                     enabled=not busy and table.open > 0,
                                     disabled_reason=_("Joining…") if busy else _("No seat is open."),
                                     tooltip=_("Ask {name} to let you in").format(name=table.host)))

    def _add(self, widget: widgets.Widget) -> None:
        self._buttons.append(self.group.add(widget))

    def handle(self, event: pygame.event.Event) -> bool:
        """The wheel and the bar scroll the list (the screen's only list); keys stay the Join
        screen's (its text fields own Home, End and the arrows; the focus ring reaches every Knock)."""
        if self.knocking is not None or event.type == pygame.KEYDOWN:
            return False
        return self.list.handle(event)

    # -- drawing -----------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        r = self.rect
        widgets.draw_panel(surface, r, "parchment", radius=20)
        x = r.left + 30
        title = _("On this network")
        theme.draw_text(surface, title, (x, r.top + 50), "display", theme.fit_text(title, "display", 32, r.w - 60, 20),
                        theme.INK, "midleft", False)
        theme.draw_wrapped(surface, _("Tables hosted nearby appear here by themselves. Knock, and the host lets "
                                      "you in."), pygame.Rect(x, r.top + 80, r.w - 60, 96), "italic", 20,
                           theme.INK_SOFT)
        if self.knocking is not None:
            self._draw_knocking(surface, self.knocking.table)
            return
        if self.answer:
            theme.draw_wrapped(surface, self.answer, pygame.Rect(x, r.bottom - 96, r.w - 60, 70), "bold", 20,
                               theme.DANGER)
        if not self.tables:
            words = self.listener.problem or _("No table is announced on this network just now.")
            theme.draw_wrapped(surface, words, pygame.Rect(x, r.top + 190, r.w - 60, 120), "italic", 22,
                               theme.INK_SOFT)
            return
        for index in self.list.shown():
            self._draw_row(surface, self.tables[index], self.list.row_rect(index), index)
        self.list.draw_bar(surface)

    def _draw_row(self, surface: pygame.Surface, table: lan.Announcement, row: pygame.Rect, index: int) -> None:
        pygame.draw.rect(surface, self.list.plate(index, theme.lighten(theme.PARCHMENT, 0.3)), row, border_radius=12)
        pygame.draw.rect(surface, theme.PARCHMENT_DARK, row, 2, border_radius=12)
        room = row.w - 190
        game = games.get(table.game).short
        theme.draw_text(surface, theme.ellipsize(game, "bold", 26, room), (row.x + 18, row.y + 32), "bold", 26,
                        theme.INK, "midleft", False)
        seats = ngettext("{open} open seat of {count}", "{open} open seats of {count}", table.open).format(
            open=format_number(table.open), count=format_number(table.seats))
        line = _("{host} · {seats}").format(host=table.host, seats=seats)
        size = theme.fit_text(line, "italic", 22, room, 14)
        theme.draw_text(surface, theme.ellipsize(line, "italic", size, room), (row.x + 18, row.y + 72), "italic",
                        size, theme.INK_SOFT, "midleft", False)

    def _draw_knocking(self, surface: pygame.Surface, table: lan.Announcement) -> None:
        r = self.rect
        box = pygame.Rect(r.left + 30, r.top + 190, r.w - 60, 210)
        pygame.draw.rect(surface, theme.lighten(theme.PARCHMENT, 0.3), box, border_radius=12)
        pygame.draw.rect(surface, theme.GOLD_DARK, box, 2, border_radius=12)
        heading = _("Knocking at {name}'s table…").format(name=table.host)
        theme.draw_text(surface, heading, (box.centerx, box.y + 44), "display",
                        theme.fit_text(heading, "display", 28, box.w - 40, 16), theme.INK, "center", False)
        theme.draw_text(surface, games.get(table.game).short, (box.centerx, box.y + 90), "bold", 24, theme.INK_SOFT,
                        "center", False)
        theme.draw_wrapped(surface, _("{name} decides whether to let you in.").format(name=table.host),
                           pygame.Rect(box.x + 20, box.y + 126, box.w - 40, 70), "italic", 22, theme.INK_SOFT,
                           align="center")
