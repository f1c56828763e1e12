"""Players: the people remembered at this computer, each with a name, a colour and a picture.

    PlayersScene(app)

One row per person: their medallion, their name (click to type), the eight seat colours to pick
from, the picture (arrows cycle `game.players.PICTURES`) and when they take the screen for a
reaction window (`game.players.REACTION_CHOICES`); Remove forgets a person (their past tables
stay in the records under their name). Every change is written at once
(`game.players.save`, atomic). New table offers these people for its human seats.
"""
from __future__ import annotations

import functools

import pygame

from game import players
from game.i18n import _, format_number, ngettext
from game.stack import Scene
from game.ui import theme, widgets
from game.ui.portraits import draw_portrait
from game.ui.scroll_list import BAR_WIDTH, ScrollList

PANEL = pygame.Rect(60, 190, 1800, 740)
ROW_H = 100
ROW_GAP = 12
VISIBLE = 6
ROWS = pygame.Rect(PANEL.x + 30, PANEL.y + 100, PANEL.w - 60, VISIBLE * ROW_H - ROW_GAP)
ROW_PLATE = theme.mix(theme.PARCHMENT, theme.PARCHMENT_DARK, 0.35)
SWATCH = 40
COLUMNS = {"name": (110, 310), "colour": (440, 8 * (SWATCH + 8)), "picture": (845, 290), "reactions": (1155, 400),
           "remove": (1575, 155)}
"""Each column of a row: (left edge from the row's left, width)."""


class PlayersScene(Scene):
    opaque = True

    def __init__(self, app):
        super().__init__(app)
        self.roster, notice = players.load()
        if notice:
            app.notify(notice)
        self.widgets = widgets.WidgetGroup()
        self.list = ScrollList(ROWS, ROW_H - ROW_GAP, ROW_GAP, len(self.roster.players), on_scroll=self.build,
                               bar=(PANEL.right - 22, ROWS.y, BAR_WIDTH, 0))
        self.build()

    # -- layout ------------------------------------------------------------------------------------
    def proper_names(self) -> set[str]:
        """The people's names, drawn as they typed them in every language."""
        return {p.name for p in self.roster.players}

    def row_rect(self, index: int) -> pygame.Rect:
        return self.list.row_rect(index)

    def swatch_rect(self, row: pygame.Rect, colour: int) -> pygame.Rect:
        return pygame.Rect(row.x + COLUMNS["colour"][0] + colour * (SWATCH + 8), row.centery - SWATCH // 2, SWATCH,
                           SWATCH)

    @staticmethod
    def cell(row: pygame.Rect, column: str) -> pygame.Rect:
        left, width = COLUMNS[column]
        return pygame.Rect(row.x + left, row.centery - 28, width, 56)

    def shown(self) -> list[tuple[int, players.Player]]:
        return [(i, self.roster.players[i]) for i in self.list.shown()]

    def build(self) -> None:
        self.widgets.clear()
        for index, player in self.shown():
            row = self.row_rect(index)
            self.widgets.add(widgets.TextInput(self.cell(row, "name"), player.name,
                                               functools.partial(self.rename, player.id), max_len=players.MAX_NAME,
                                               placeholder=_("Name"), size=28))
            pictures = [(p.id, _(p.label)) for p in players.PICTURES]
            self.widgets.add(widgets.Choice(self.cell(row, "picture"), pictures, player.picture,
                                            functools.partial(self.set_picture, player.id), size=22))
            reactions = [(when, _(label)) for when, label in players.REACTION_CHOICES.items()]
            self.widgets.add(widgets.Choice(self.cell(row, "reactions"), reactions, player.reactions,
                                            functools.partial(self.set_reactions, player.id), size=22,
                                            tooltip=_(players.REACTION_TIP)))
            self.widgets.add(widgets.Button(self.cell(row, "remove"), _("Remove"),
                                            functools.partial(self.remove, player.id), style="danger", size=24))
        full = len(self.roster.players) >= players.MAX_PLAYERS
        self.widgets.add(widgets.Button((PANEL.right - 400, PANEL.bottom + 30, 400, 76), _("Add a player"), self.add,
                                        style="primary", size=32, enabled=not full,
                                        disabled_reason=ngettext("At most {count} player is remembered.",
                                                                 "At most {count} players are remembered.",
                                                                 players.MAX_PLAYERS).format(
                                            count=format_number(players.MAX_PLAYERS))))
        self.widgets.add(widgets.Button((PANEL.x, PANEL.bottom + 30, 300, 76), _("Back"), self.close,
                                        hotkey=pygame.K_ESCAPE))

    # -- changes, each written at once ---------------------------------------------------------------
    def _keep(self) -> None:
        try:
            players.save(self.roster)
        except OSError as exc:
            self.app.notify(_("The players could not be saved ({reason}).").format(reason=exc.strerror or exc))

    def rename(self, pid: str, name: str) -> None:
        if name.strip():
            self.roster.update(pid, name=name)
            self._keep()

    def set_picture(self, pid: str, picture_id: str) -> None:
        self.roster.update(pid, picture=picture_id)
        self._keep()

    def set_reactions(self, pid: str, when: str) -> None:
        self.roster.update(pid, reactions=when)
        self._keep()

    def set_colour(self, pid: str, colour: int) -> None:
        self.roster.update(pid, colour=colour)
        self._keep()

    def add(self) -> None:
        taken = {p.name.casefold() for p in self.roster.players}
        number = len(self.roster.players) + 1
        # Translators: the name a newly added player starts with, until they type theirs
        while _("Player {number}").format(number=number).casefold() in taken:
            number += 1
        self.roster.add(_("Player {number}").format(number=number))
        self._keep()
        self.list.set_count(len(self.roster.players))
        self.list.show(len(self.roster.players) - 1)
        self.build()

    def remove(self, pid: str) -> None:
        self.roster.remove(pid)
        self._keep()
        self.list.set_count(len(self.roster.players))
        self.build()

    # -- loop --------------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        if self.widgets.handle(event):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for index, player in self.shown():
                row = self.row_rect(index)
                for colour in range(players.PALETTE_SIZE):
                    if self.swatch_rect(row, colour).collidepoint(event.pos):
                        self.set_colour(player.id, colour)
                        return True
        if self.list.handle(event):
            return True
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN)

    def update(self, dt: float) -> None:
        self.widgets.update(dt)

    def is_animating(self) -> bool:
        return self.widgets.is_animating()

    def draw(self, surface: pygame.Surface) -> None:
        widgets.page(surface, _("PLAYERS"), 52, 72)
        theme.draw_text(surface, _("The people at this computer: chosen once, offered at every new table, "
                                   "counted in the records."), (self.app.size[0] // 2, 140), "italic", 26, theme.CREAM_DIM,
                        "midtop")
        widgets.draw_panel(surface, PANEL, "parchment", radius=20)
        for column, head in (("name", _("Name")), ("colour", _("Colour")), ("picture", _("Picture")),
                             ("reactions", _("Reaction windows"))):
            theme.draw_text(surface, head, (PANEL.x + 30 + COLUMNS[column][0] + 20, PANEL.y + 60), "black", 20,
                            theme.INK_SOFT, "midleft", shadow=False)
        if not self.roster.players:
            theme.draw_text(surface, _("Nobody is remembered yet: add the people who play here."),
                            (PANEL.centerx, PANEL.centery), "display", 38, theme.INK, "center", shadow=False)
        for index, player in self.shown():
            row = self.row_rect(index)
            pygame.draw.rect(surface, self.list.plate(index, ROW_PLATE), row, border_radius=14)
            draw_portrait(surface, player, (row.x + 56, row.centery), 38)
            for colour in range(players.PALETTE_SIZE):
                box = self.swatch_rect(row, colour)
                pygame.draw.rect(surface, theme.seat_colour(colour), box, border_radius=10)
                chosen = colour == player.colour
                pygame.draw.rect(surface, theme.INK if chosen else theme.INK_SOFT, box.inflate(6, 6) if chosen else box,
                                 4 if chosen else 1, border_radius=12)
        if self.roster.players:
            theme.draw_text(surface, _(players.REACTION_EXPLAINED), (PANEL.x + 30, PANEL.bottom - 24), "italic", 22,
                            theme.INK_SOFT, "midleft", shadow=False)
        self.list.draw_bar(surface)
        more = self.list.range_text()
        if more:
            theme.draw_text(surface, more, (PANEL.right - 30, PANEL.bottom - 24), "italic", 22, theme.INK_SOFT,
                            "midright", shadow=False)
        self.widgets.draw(surface)
