"""Records: who is ahead, against which AIs, over time, and every past table to look back at.

    RecordsScene(app)

At the top, the game and the person to look at (All games / Everyone by default). On the left
the standings of the people at those tables (tables played, won, their share, how they fare at
tables with easy, medium and hard AIs, and with one game chosen their best score), and two
charts: wins over time and the win share against each AI level beside chance's share. On the
right every past table, newest first: who won, who played, when; Replay watches it again
through its own table, Export writes it to a file to share. Import takes a shared record.

The book comes from `game.records.load_book()` (one index file); counting is
`game.record_stats`; the charts are `game.ui.charts`. Only the rows on screen have buttons, so
ten thousand tables cost no more to show than ten.
"""
from __future__ import annotations

import functools

import pygame

from game import games, players, record_stats, records
from game.i18n import C_, _, format_number, ngettext, pgettext
from game.seat_words import level_word
from game.stack import Scene
from game.ui import charts, theme, widgets
from game.ui.dates import played_when
from game.ui.portraits import draw_portrait
from game.ui.scroll_list import ScrollList

STANDINGS = pygame.Rect(70, 192, 870, 360)
WINS_CHART = pygame.Rect(70, 566, 425, 364)
SHARE_CHART = pygame.Rect(515, 566, 425, 364)
LIST = pygame.Rect(965, 192, 885, 738)
ROW_H, ROW_GAP = 86, 8
ROW_TITLE_H = 44
"""A past table's row: its title's line (from the row's top) over its detail's."""
LIST_TOP = LIST.y + 70
ROWS = pygame.Rect(LIST.x + 16, LIST_TOP, LIST.w - 32, LIST.bottom - LIST_TOP - 40)
"""The past tables' rows ("1–6 of 60" under them)."""
BAR = pygame.Rect(LIST.right - 13, LIST_TOP, 5, 0)
"""The scroll bar, slim, in the panel's margin beside the rows: the rows keep all their width (the
names at a table of four only just fit)."""
ROW_PLATE = theme.mix(theme.PARCHMENT, theme.PARCHMENT_DARK, 0.4)
STANDING_ROWS = 5
COLUMNS = ((C_("records column", "Played"), 320), (C_("records column", "Won"), 400),
           (C_("records column", "Share"), 480), (C_("records column", "vs easy"), 570),
           (C_("records column", "vs medium"), 680), (C_("records column", "vs hard"), 770),
           (C_("records column", "Best"), 850))
"""The standings' column headings (message ids, context "records column": ~9 letters at most) and
where each ends."""


class RecordsScene(Scene):
    opaque = True
    notice_area = pygame.Rect(LIST.x - 620, LIST.bottom + 14, LIST.w + 620, 64)
    """Notices ("Exported to ...") stand beside Back, under the list, not over the title."""

    def __init__(self, app):
        super().__init__(app)
        self.book = records.load_book()
        if self.book.notice:
            app.notify(self.book.notice, seconds=8)
        self.roster, notice = players.load()
        if notice:
            app.notify(notice)
        self.game: str | None = None
        self.person: str | None = None
        self.widgets = widgets.WidgetGroup()
        self.rows = widgets.WidgetGroup()
        self.list = ScrollList(ROWS, ROW_H, ROW_GAP, on_scroll=self._build_rows, bar=BAR)
        self.everyone = record_stats.people(self.book.records)
        self.refilter()

    # -- what is shown -----------------------------------------------------------------------------
    def refilter(self) -> None:
        """Count again for the chosen game and person (the charts and list follow)."""
        self.shown = record_stats.only(self.book.records, self.game, self.person)
        self.standings = record_stats.standings(self.shown)
        self.count_for_charts()
        self.list.set_count(len(self.shown))
        self.build()

    def colour_of(self, person: str) -> tuple:
        """A remembered person's own colour; a guest gets a seat colour by their place in the list."""
        player = self.roster.by_id(person)
        if player is not None:
            return theme.seat_colour(player.colour)
        order = list(self.everyone)
        return theme.seat_colour(order.index(person) if person in order else 0)

    def row_rect(self, index: int) -> pygame.Rect:
        return self.list.row_rect(index)

    def on_screen(self) -> list[tuple[int, records.RecordSummary]]:
        return [(i, self.shown[i]) for i in self.list.shown()]

    # -- widgets -----------------------------------------------------------------------------------
    def build(self) -> None:
        self.widgets.clear()
        game_options = [(None, _("All games"))] + [(g.id, g.short) for g in games.GAMES]
        self.widgets.add(self._choice((70, 126, 500, 54), game_options, self.game, self.set_game, _("Game")))
        person_options = [(None, _("Everyone"))] + list(self.everyone.items())
        self.widgets.add(self._choice((600, 126, 540, 54), person_options, self.person, self.set_person,
                                      _("Player")))
        self.widgets.add(widgets.Button((1430, 124, 200, 58), _("Players"), self.app.routes.players, size=26,
                                        tooltip=_("Add the people who play here, with a colour and a picture")))
        self.widgets.add(widgets.Button((1650, 124, 200, 58), _("Import"), self.open_import, size=26,
                                        tooltip=_("Add a table someone shared with you")))
        self.widgets.add(widgets.Button((70, 946, 240, 60), _("Back"), self.close, size=28, hotkey=pygame.K_ESCAPE))
        self._build_rows()

    def _choice(self, rect, options, value, on_change, label) -> widgets.Choice:
        choice = widgets.Choice(rect, options, value, on_change, label=label, size=24, value_width=rect[2] - 140)
        return choice

    def _build_rows(self) -> None:
        self.rows.clear()
        for index, row in self.on_screen():
            r = self.row_rect(index)
            self.rows.add(widgets.Button((r.right - 150, r.centery - 26, 136, 52), _("Export"),
                                         functools.partial(self.export, row), size=22,
                                         tooltip=_("Write this table to a file to share")))
            self.rows.add(widgets.Button((r.right - 300, r.centery - 26, 140, 52), _("Replay"),
                                         functools.partial(self.replay, row), style="primary", size=24))

    # -- actions -----------------------------------------------------------------------------------
    def set_game(self, game_id: str | None) -> None:
        self.game, self.list.first = game_id, 0
        self.refilter()

    def set_person(self, person: str | None) -> None:
        self.person, self.list.first = person, 0
        self.refilter()

    def replay(self, row: records.RecordSummary) -> None:
        self.app.routes.replay_record(row)

    def export(self, row: records.RecordSummary) -> None:
        self.app.routes.export_record(row)

    def open_import(self) -> None:
        self.app.routes.import_records()

    def on_uncover(self) -> None:
        """Back from Players, a replay or an import: read the book and the people again."""
        self.book = records.load_book()
        self.roster, _notice = players.load()
        self.everyone = record_stats.people(self.book.records)
        if self.person is not None and self.person not in self.everyone:
            self.person = None
        self.refilter()

    # -- loop --------------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        if self.widgets.handle(event) or self.rows.handle(event) or self.list.handle(event):
            return True
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN)

    def update(self, dt: float) -> None:
        self.widgets.update(dt)
        self.rows.update(dt)

    def is_animating(self) -> bool:
        return self.widgets.is_animating() or self.rows.is_animating()

    # -- drawing -----------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        widgets.page(surface, _("RECORDS"), 50, 60)
        self.draw_standings(surface)
        self.draw_charts(surface)
        self.draw_list(surface)
        self.widgets.draw(surface)
        self.rows.draw(surface)

    def draw_standings(self, surface: pygame.Surface) -> None:
        box = widgets.draw_panel(surface, STANDINGS, "parchment", radius=18)
        theme.draw_text(surface, _("Standings"), (box.x + 24, box.y + 16), "display", 34, theme.INK, shadow=False)
        columns = COLUMNS if self.game is not None else COLUMNS[:-1]
        grown = theme.grown(0, "display", 34)  # the title's growth moves the headings and rows down
        heads = box.y + 78 + grown
        previous = 150  # no heading over the names: the first one may reach over them
        for head, x in columns:
            self._draw_heading(surface, pgettext("records column", head), box.x + x, heads, x - previous - 10)
            previous = x
        if not self.standings:
            text = (_("No finished tables yet: every game played to its end is counted here.")
                    if not self.book.records else _("No person played at these tables."))
            theme.draw_wrapped(surface, text, box.inflate(-80, -160).move(0, 30), "italic", 26, theme.INK_SOFT,
                               align="center")
            return
        y = box.y + 100 + grown
        rows = min(STANDING_ROWS, (box.bottom - 6 - y) // 54)
        for st in self.standings[:rows]:
            row = pygame.Rect(box.x + 14, y, box.w - 28, 50)
            if self.person == st.person:
                pygame.draw.rect(surface, theme.mix(theme.PARCHMENT, theme.GOLD, 0.4), row, border_radius=10)
            player = self.roster.by_id(st.person)
            if player is not None:
                draw_portrait(surface, player, (row.x + 26, row.centery), 20)
            else:
                pygame.draw.circle(surface, theme.INK, (row.x + 26, row.centery), 17)
                pygame.draw.circle(surface, self.colour_of(st.person), (row.x + 26, row.centery), 15)
            name = theme.ellipsize(st.name, "display", 28, 230)
            theme.draw_text(surface, name, (row.x + 56, row.centery), "display", 28, theme.INK, "midleft", shadow=False)
            values = [format_number(st.played), format_number(st.won), charts.percent(st.share)]
            for level in record_stats.LEVELS:
                played = st.played_vs.get(level, 0)
                values.append(f"{format_number(st.won_vs.get(level, 0))}/{format_number(played)}" if played else "\u2014")
            if self.game is not None:
                values.append(self._score_text(st.best))
            for (_head, x), value in zip(columns, values):
                theme.draw_text(surface, value, (box.x + x, row.centery), "bold", 24, theme.INK, "midright",
                                shadow=False)
            y += 54
        if len(self.standings) > rows:
            more = len(self.standings) - rows
            theme.draw_text(surface, ngettext("and {count} more: choose a player above",
                                              "and {count} more: choose a player above", more).format(
                                count=format_number(more)),
                            (box.right - 24, box.bottom - 14), "italic", 18, theme.INK_SOFT, "bottomright",
                            shadow=False)

    @staticmethod
    def _draw_heading(surface: pygame.Surface, text: str, right: int, mid: int, width: int) -> None:
        """A column heading right-aligned on its column, in its width: smaller type first, then two
        lines (a language's "vs medium" runs longer than the column)."""
        size = 17
        while size > 14 and theme.text_width(text, "black", size) > width:
            size -= 1
        lines = [text] if theme.condense(text, "black", size, width) else theme.wrap_text(text, "black", 14, width)[:2]
        size = size if len(lines) == 1 else 14
        step = theme.font("black", size).get_linesize()
        top = mid - step * len(lines) // 2
        for i, line in enumerate(lines):
            theme.draw_text(surface, line, (right, top + i * step), "black", size, theme.INK_SOFT, "topright",
                            shadow=False)

    @staticmethod
    def _score_text(score: float | None) -> str:
        if score is None:
            return "\u2014"
        return format_number(score) if abs(score) >= 1000 or score == round(score) else format_number(score, 1)

    def chart_people(self) -> list[str]:
        """Whose lines the wins chart draws: the chosen person, else the four with most wins."""
        if self.person is not None:
            return [self.person]
        return [st.person for st in self.standings[:4]]

    def count_for_charts(self) -> None:
        """The charts' figures, counted once per filter (drawing them is then only drawing)."""
        names = {st.person: st.name for st in self.standings}
        people = self.chart_people()
        lines = record_stats.wins_over_time_of(self.shown, people)
        self.series = [(names.get(p, "?"), self.colour_of(p), lines[p]) for p in people]
        self.shares = record_stats.share_against_levels(self.shown, self.person)

    def bars(self) -> list[tuple[str, float, float, str]]:
        """The share chart's bars, worded in the current language when drawn."""
        return [(_capitalized(level_word(s.level)), s.share, s.fair,
                 ngettext("{count} table", "{count} tables", s.tables).format(count=format_number(s.tables))
                 if s.tables else "") for s in self.shares]

    def draw_charts(self, surface: pygame.Surface) -> None:
        charts.line_chart(surface, WINS_CHART, _("Wins over time"), self.series,
                          _("The wins of each person, table by table, once tables are finished."))
        colour = self.colour_of(self.person) if self.person is not None else theme.GOLD
        charts.bar_chart(surface, SHARE_CHART, _("Win share vs AI"), self.bars(), colour,
                         _("How often people win at tables with easy, medium and hard AIs (dashes: chance's share)."))

    def draw_list(self, surface: pygame.Surface) -> None:
        box = widgets.draw_panel(surface, LIST, "parchment", radius=18)
        count = len(self.shown)
        title_size = theme.fit_height("display", 34, LIST_TOP - LIST.y - 16, theme.least_asked(34))  # above the rows
        theme.draw_text(surface, _("Past tables ({count})").format(count=format_number(count)), (box.x + 24, box.y + 16),
                        "display", title_size, theme.INK, shadow=False)
        theme.draw_text(surface, _("newest first"), (box.right - 24, box.y + 34), "italic", 20, theme.INK_SOFT,
                        "midright", shadow=False)
        if not self.shown:
            theme.draw_wrapped(surface, _("No tables here yet. Finish a game and it is kept here, to count and to "
                                 "watch again."), box.inflate(-120, -300), "italic", 26, theme.INK_SOFT, align="center")
        for index, row in self.on_screen():
            r = self.row_rect(index)
            pygame.draw.rect(surface, self.list.plate(index, ROW_PLATE), r, border_radius=12)
            try:
                game = games.get(row.game)
                accent, name = game.accent, game.short
            except KeyError:
                accent, name = theme.DISABLED, row.game
            pygame.draw.rect(surface, accent, (r.x + 8, r.y + 8, 12, r.h - 16), border_radius=5)
            room = r.w - 340
            largest = theme.fit_height("display", 26, ROW_TITLE_H, theme.least_asked(26))  # two lines in the row
            title, size = widgets.fit_line(row.title(name), "display", largest, room, min(20, largest))
            theme.draw_text(surface, title, (r.x + 34, r.y + 10 + (26 - size) // 2), "display", size, theme.INK,
                            shadow=False)
            detail = f"{played_when(row.finished)}  \u00b7  {row.players_line()}"
            if row.imported:
                # Translators: a record someone else exported; {detail} is when and who played
                detail = _("shared with you  \u00b7  {detail}").format(detail=detail)
            largest = theme.fit_height("text", 20, ROW_H - 52 - 8, theme.least_asked(20))
            detail, size = widgets.fit_line(detail, "text", largest, room, min(16, largest))
            theme.draw_text(surface, detail, (r.x + 34, r.y + 52 + (20 - size) // 2), "text", size, theme.INK_SOFT,
                            shadow=False)
        self.list.draw_bar(surface)
        more = self.list.range_text()
        if more:
            theme.draw_text(surface, more, (box.right - 24, box.bottom - 14), "italic", 20, theme.INK_SOFT,
                            "bottomright", shadow=False)


def _capitalized(text: str) -> str:
    return text[:1].upper() + text[1:]
