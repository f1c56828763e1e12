"""Continue, when there is more than one table to sit at again: the tables this computer joined
at friends' (each kept with its seat's token, `game.online.kept`) and the latest table saved
here, the most recently played first.

    KeptTablesScene(app, kept, latest)

Why a chooser and not only the latest: a person may sit at two friends' tables in an evening;
Continue going only to the last one would leave the other seat empty for good, with no way
back to it but the invite. Each row says the game, whose table it is and as whom this computer
sits there, and when it was last sat at; Sit down rejoins that seat, Forget drops a table whose
host is gone for good (asked first: the seat's token goes with it, and without it nobody can
take that seat back), Resume opens the table saved here.
"""
from __future__ import annotations

import functools
from dataclasses import dataclass
from typing import Any

import pygame

from game import games
from game.i18n import _
from game.ui import theme, widgets
from game.ui.confirm import Confirm
from game.ui.dates import played_when
from game.ui.scroll_list import BAR_WIDTH, ScrollList
from scenes.list_page import ListPage

ROW_H, ROW_GAP = 96, 12
"""A row's least height and the gap between rows (rows grow with the text size: `row_height`)."""
TITLE_SIZE, DETAIL_SIZE = 30, 24
LIST = pygame.Rect(300, 240, 1320, 660)
BUTTON_H = 60
TEXT_WIDTH = LIST.w - 560
"""A row's words: the row less its colour strip and its two buttons."""


@dataclass(frozen=True)
class Choice:
    """One table Continue may go to: a seat kept at a friend's (`kept`) or the table saved here
    (`saved`), and when it was last played."""

    when: float
    kept: Any = None
    saved: Any = None

    @property
    def game_id(self) -> str:
        return self.kept.game if self.kept is not None else self.saved.game_id


def continue_choices(kept: list, latest: Any) -> list[Choice]:
    """Every table Continue may go to, the most recently played first: each kept seat of a game
    this app has, and the latest table saved here."""
    choices = [Choice(seat.kept_at, kept=seat) for seat in kept if seat.game in games.KNOWN_IDS]
    if latest is not None:
        choices.append(Choice(latest.saved_at, saved=latest))
    return sorted(choices, key=lambda choice: -choice.when)


def row_height() -> int:
    """A row holds its title and its detail line at the text size set now, with room around."""
    lines = theme.font("display", TITLE_SIZE).get_height() + theme.font("text", DETAIL_SIZE).get_height()
    return max(ROW_H, lines + 20)


def kept_table_words(seat) -> str:
    """"Durango at Ana's table, as Bill" (or "at a friend's table" when the host plays no seat,
    or the host's name was not kept)."""
    game = games.get(seat.game).name
    if seat.host:
        # Translators: a table joined at a friend's: "Durango at Ana's table, as Bill"
        return _("{game} at {host}'s table, as {name}").format(game=game, host=seat.host, name=seat.name)
    return _("{game} at a friend's table, as {name}").format(game=game, name=seat.name)


class KeptTablesScene(ListPage):
    def __init__(self, app, kept: list, latest: Any = None):
        super().__init__(app)
        self.latest = latest
        self.choices = continue_choices(kept, latest)
        self.list = ScrollList(LIST, row_height(), ROW_GAP, len(self.choices), on_scroll=self.build,
                               bar=(LIST.right + 14, LIST.y, BAR_WIDTH, 0), on="felt")
        self.widgets = widgets.WidgetGroup()
        self.confirming: Any = None
        """The kept seat Forget asks about, until Forget it or Keep it."""
        self.build()

    # -- buttons -----------------------------------------------------------------------------------
    def build(self) -> None:
        self.widgets.clear()
        for index in self.list.shown():
            choice, row = self.choices[index], self.list.row_rect(index)
            x, top = row.right - 24, row.centery - BUTTON_H // 2
            if choice.kept is not None:
                self.widgets.add(widgets.Button((x - 220, top, 220, BUTTON_H), _("Sit down"),
                                                functools.partial(self.sit_down, choice.kept), style="primary",
                                                size=28, tooltip=_("Sit again in your seat at this table")))
                self.widgets.add(widgets.Button((x - 220 - 16 - 180, top, 180, BUTTON_H), _("Forget"),
                                                functools.partial(self.ask, choice.kept), size=26,
                                                tooltip=_("This table is over for you: it leaves this list")))
            else:
                self.widgets.add(widgets.Button((x - 220, top, 220, BUTTON_H), _("Resume"), self.resume,
                                                style="primary", size=28))
        self.widgets.add(widgets.Button((60, 960, 360, 76), _("Back"), self.close, hotkey=pygame.K_ESCAPE))
        self.dialog = None if self.confirming is None else Confirm(
            self.app.size, _("Forget this table?"), kept_table_words(self.confirming),
            _("Your seat there cannot be taken back, even with the invite."), _("Forget it"), self.forget_confirmed,
            _("Keep it"), self.keep)

    # -- actions -----------------------------------------------------------------------------------
    def sit_down(self, seat) -> None:
        self.close()
        self.app.routes.rejoin(seat)

    def resume(self) -> None:
        self.close()
        self.app.routes.resume(self.latest)

    def forget_confirmed(self) -> None:
        from game.online.kept import forget_seat
        seat, self.confirming = self.confirming, None
        if seat is None:
            return
        forget_seat(seat.invite)
        self.choices = [c for c in self.choices if c.kept is None or c.kept.invite != seat.invite]
        self.list.set_count(len(self.choices))
        if not any(c.kept is not None for c in self.choices):
            self.close()  # nothing of a friend's is left to choose: Continue goes straight on again
            return
        self.build()

    # -- drawing ---------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        self.draw_page(surface, _("Continue which table?"),
                       _("Tables you joined at friends' and the table you played here last."),
                       lambda surface, index, row: self._draw_row(surface, row, self.choices[index]))

    def _draw_row(self, surface: pygame.Surface, row: pygame.Rect, choice: Choice) -> None:
        widgets.draw_panel(surface, row, "parchment", radius=16)
        meta = games.get(choice.game_id)
        pygame.draw.rect(surface, meta.accent, (row.x + 10, row.y + 10, 14, row.h - 20), border_radius=6)
        x = row.x + 44
        if choice.kept is not None:
            title = kept_table_words(choice.kept)
            # Translators: when this computer last sat at a friend's table: "last played today at 14:05"
            detail = _("last played {when}").format(when=played_when(choice.when))
        else:
            title = choice.saved.title
            # Translators: the table saved on this computer, among tables joined at friends'
            detail = _("saved on this computer  \u00b7  last played {when}").format(when=played_when(choice.when))
        title, title_size = widgets.fit_line(title, "display", TITLE_SIZE, TEXT_WIDTH, 20)
        detail, detail_size = widgets.fit_line(detail, "text", DETAIL_SIZE, TEXT_WIDTH, 18)
        title_h = theme.font("display", title_size).get_height()
        top = row.y + (row.h - title_h - theme.font("text", detail_size).get_height()) // 2
        theme.draw_text(surface, title, (x, top), "display", title_size, theme.INK, shadow=False)
        theme.draw_text(surface, detail, (x, top + title_h), "text", detail_size, theme.INK_SOFT, shadow=False)
