"""The host's waiting room: the invite to read aloud or copy, each remote seat filling as its
person joins, Start once everyone is here. A saved online table opened again (Continue) opens
here too, so the host sees the invite and who is back before playing on."""
from __future__ import annotations

import functools

import pygame

from game import games, i18n
from game.i18n import _, pgettext
from game.seat_words import level_word, seat_kind_label
from game.stack import Scene
from game.ui import theme, widgets
from game.ui.seat_marks import SeatMarks
from scenes.online.clipboard import copy_to_clipboard
from scenes.online.knocks import KnockCards

JOINED = theme.darken(theme.SUCCESS, 0.35)
"""A seat that has its person: green that reads on parchment."""
COPIED_SECONDS = 2.0


INVITE_SIZE, INVITE_LEAST = 24, 18
"""The whole invite's type: as large as fits on one line down to INVITE_LEAST, else on several."""


def encrypted_words() -> str:
    """What the host is told of what travels (the same words under every invite)."""
    return _("Everything is encrypted; your friends' computers are sent only what their own seat may see.")


def invite_lines(text: str, width: int, least: int = INVITE_LEAST) -> tuple[list[str], int]:
    """The whole invite as it is drawn in `width` pixels: (lines, size). One line when it fits at
    `least` or larger; an invite naming several relays is long, so it breaks after a relay's
    comma and before the code (never inside an address, and without adding a space a person
    could copy by hand into it)."""
    for size in range(INVITE_SIZE, least - 1, -1):  # measured, not drawn: nothing is cut yet
        if theme.text_width(text, "text", size) <= width:
            return [text], size
    where, _slash, code = text.rpartition("/")
    pieces = [piece + "," for piece in where.split(",")]
    pieces[-1] = pieces[-1][:-1]
    pieces.append("/" + code)
    size = least
    face = theme.font("text", size)
    lines = [""]
    for piece in pieces:
        if lines[-1] and face.size(lines[-1] + piece)[0] > width:
            lines.append("")
        lines[-1] += piece
    return lines, size


class WaitingRoomScene(Scene):
    """The invite code, large, to read aloud or copy; each remote seat filling as its person
    joins; Start once all have joined; a seat that never came given to an AI; Cancel.

    `hosting` is the table's `OnlineHost` (its `invite` says where and the code). The table is
    not played until Start: the guests who join already see it as it stands.

    `resumed`: a table played before and opened again (Continue). Its friends' computers sit
    again by themselves with the tokens they kept, so the room says who is back, and Play on
    returns to the table once everyone is (or their seat is given to an AI until they are)."""

    PANEL = pygame.Rect(120, 160, 1680, 740)

    def __init__(self, app, controller, hosting, resumed: bool = False):
        super().__init__(app)
        self.controller = controller
        self.hosting = hosting
        self.resumed = resumed
        self.copied = 0.0
        self.widgets = widgets.WidgetGroup()
        self.marks = SeatMarks.of(controller.seats)
        self._shown: tuple = ()
        self.knocks = KnockCards(hosting, self.widgets, self.knock_area())
        self.build()

    @property
    def invite(self):
        return self.hosting.invite

    def held_game(self):
        return self.controller

    # -- what the room shows ---------------------------------------------------------------------
    def seat_status(self, seat: int) -> tuple[str, tuple]:
        """What a seat's row says and its colour."""
        config = self.controller.seats[seat]
        if config.is_human:
            return _("at this screen"), theme.INK_SOFT
        if seat not in self.hosting.remote_seats():
            return seat_kind_label(config.label), theme.INK_SOFT
        if seat in self.hosting.guests:
            return (_("back") if self.resumed else _("joined")), JOINED
        if seat in self.hosting.given:
            return _("played by an AI ({level})").format(level=level_word(self.hosting.given[seat])), theme.INK_SOFT
        if self.resumed and seat in self.hosting.joined:
            return _("not back yet"), theme.INK_SOFT
        if seat in self.hosting.lost:
            return _("connection lost"), theme.DANGER
        return _("waiting…"), theme.INK_SOFT

    def waiting_for(self) -> list[int]:
        return [seat for seat in self.hosting.remote_seats()
                if seat not in self.hosting.guests and seat not in self.hosting.given]

    def state(self) -> tuple:
        return (tuple(self.waiting_for()), tuple(self.hosting.given), self.copied > 0)

    # -- layout ------------------------------------------------------------------------------------
    def build(self) -> None:
        self.widgets.clear()
        p = self.PANEL
        self.widgets.add(widgets.Button((p.left + 60, p.top + 330, 300, 68), _("Copy invite"), self.copy,
                                        style="primary", size=28,
                                        tooltip=_("Copy the whole invite, to paste into a message to your friends")))
        waiting = self.waiting_for()
        names = ", ".join(self.controller.names[s] for s in waiting)
        start = widgets.Button((p.right - 380, p.bottom + 40, 320, 84), self.start_words(), self.start,
                               style="primary", size=38, enabled=not waiting,
                               disabled_reason=(_("Waiting for {names} to come back.") if self.resumed
                                                else _("Waiting for {names} to join.")).format(names=names),
                               accent=games.get(self.controller.game_id).accent)
        self.widgets.add(start)
        self.widgets.add(widgets.Button((p.left, p.bottom + 40, 260, 84), _("Cancel"), self.cancel, size=32,
                                        hotkey=pygame.K_ESCAPE))
        for seat, rect in self.seat_rows():
            if seat in waiting:
                self.widgets.add(widgets.Button(self.give_rect(rect), _("Give to an AI"),
                                                functools.partial(self.give_to_ai, seat), size=22, style="parchment",
                                                tooltip=_("An AI plays this seat: the game need not wait for it")))
        self.knocks.lay_buttons()
        self._shown = self.state()

    def start_words(self) -> str:
        """Start opens a new table; Play on returns to one played before."""
        return _("Play on") if self.resumed else _("Start")

    @staticmethod
    def give_rect(row: pygame.Rect) -> pygame.Rect:
        """Where a waited-for seat's "Give to an AI" stands: at the row's end."""
        return pygame.Rect(row.right - 220, row.y + 8, 210, row.h - 16)

    @classmethod
    def status_room(cls, row: pygame.Rect, with_button: bool) -> pygame.Rect:
        """Where a seat's status is written: after its name, up to its button if it has one."""
        right = cls.give_rect(row).left - 12 if with_button else row.right - 10
        return pygame.Rect(row.x + 300, row.y, right - (row.x + 300), row.h)

    def seat_rows(self) -> list[tuple[int, pygame.Rect]]:
        p = self.PANEL
        count = len(self.controller.seats)
        height = min(72, (p.h - 150) // max(1, count))
        return [(seat, pygame.Rect(p.left + 900, p.top + 120 + seat * height, 720, height))
                for seat in range(count)]

    def knock_area(self) -> pygame.Rect:
        """Under the seats: where people knocking at a table announced on this network show."""
        rows = self.seat_rows()
        top = rows[-1][1].bottom + 20 if rows else self.PANEL.top + 120
        return pygame.Rect(self.PANEL.left + 900, top, 720, self.PANEL.bottom - 100 - top)

    # -- actions -------------------------------------------------------------------------------------
    def copy(self) -> None:
        if copy_to_clipboard(self.invite.text):
            self.copied = COPIED_SECONDS
        else:
            self.app.notify(_("There is no clipboard here: read the code aloud, or copy the invite by hand."))

    def give_to_ai(self, seat: int) -> None:
        self.hosting.give_to_ai(seat)
        self.marks = SeatMarks.of(self.controller.seats)
        self.build()

    def start(self) -> None:
        if self.waiting_for():
            return
        self.app.routes.online_table(self.controller, self.hosting, replace=True)

    def cancel(self) -> None:
        self.hosting.close()
        self.controller.close()
        self.close()

    # -- loop ------------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        return self.widgets.handle(event)

    def update(self, dt: float) -> None:
        self.controller.pump()  # the host takes in who has come
        self.copied = max(0.0, self.copied - dt)
        if self.state() != self._shown:
            self.build()
        self.knocks.update()
        self.widgets.update(dt)

    def is_animating(self) -> bool:
        return True  # friends arrive over the network: keep looking

    def draw(self, surface: pygame.Surface) -> None:
        meta = games.get(self.controller.game_id)
        widgets.page(surface, _("WAITING FOR YOUR FRIENDS"), 96, 60, anchor="center")
        p = self.PANEL
        widgets.draw_panel(surface, p, "parchment", radius=20)
        x = p.left + 60
        theme.draw_text(surface, meta.name, (x, p.top + 50), "display", 40, theme.INK, "midleft", False)
        theme.draw_text(surface, _("Invite code"), (x, p.top + 120), "black", 22, theme.INK_SOFT, "midleft", False)
        code = self.invite.code
        size = theme.fit_text(code, "bold", 72, 760, 36)
        box = pygame.Rect(x - 10, p.top + 146, 810, 110)
        pygame.draw.rect(surface, theme.lighten(theme.PARCHMENT, 0.4), box, border_radius=12)
        pygame.draw.rect(surface, theme.GOLD_DARK, box, 2, border_radius=12)
        theme.draw_text(surface, code, box.center, "bold", size, theme.INK, "center", False)
        theme.draw_wrapped(surface, _("Read it aloud or send it: whoever has it can sit down, nobody else can."),
                           pygame.Rect(x, p.top + 270, 790, 60), "italic", 22, theme.INK_SOFT)
        if self.copied > 0:
            theme.draw_text(surface, _("Copied"), (x + 320, p.top + 364), "bold", 26, theme.SUCCESS, "midleft", False)
        theme.draw_text(surface, _("The whole invite"), (x, p.top + 440), "black", 20, theme.INK_SOFT, "midleft", False)
        self.draw_where(surface, pygame.Rect(x, p.top + 456, 790, p.bottom - 10 - (p.top + 456)))
        # the seats
        sx = p.left + 900
        pygame.draw.line(surface, theme.PARCHMENT_DARK, (sx - 40, p.top + 40), (sx - 40, p.bottom - 40), 2)
        theme.draw_text(surface, pgettext("column heading", "Seats"), (sx, p.top + 50), "display", 36, theme.INK,
                        "midleft", False)
        waiting = self.waiting_for()
        for seat, rect in self.seat_rows():
            self.marks.draw(surface, seat, (rect.x + 26, rect.centery), 20)
            name = theme.ellipsize(self.controller.names[seat], "bold", 28, 224)
            theme.draw_text(surface, name, (rect.x + 60, rect.centery), "bold", 28, theme.INK, "midleft", False)
            words, colour = self.seat_status(seat)
            room = self.status_room(rect, seat in waiting)
            words, size = widgets.fit_line(words, "italic", 24, room.w, 14)
            theme.draw_text(surface, words, room.midleft, "italic", size, colour, "midleft", False)
        theme.draw_wrapped(surface, self.note(waiting), pygame.Rect(sx, p.bottom - 90, 720, 60), "italic", 22,
                           theme.INK_SOFT)
        if self.hosting.lan is not None and not self.knocks.knocks and self.hosting.open_seats():
            theme.draw_wrapped(surface, _("Announced on this network: people nearby can knock, and you let them "
                                          "in."), self.knock_area(), "italic", 20, theme.INK_SOFT)
        self.knocks.draw(surface)
        watching = self.watching_words()
        if watching:
            words, size = widgets.fit_line(watching, "bold", 22, 720, 14)
            theme.draw_text(surface, words, (sx, p.bottom - 118), "bold", size, theme.INK, "midleft", False)
        self.widgets.draw(surface)

    def draw_where(self, surface: pygame.Surface, box: pygame.Rect) -> None:
        """The whole invite, where friends meet the table, and that it is all encrypted, one
        under the other in `box`: at their usual places, or, for a long invite (several relays)
        that takes lines of its own, flowed down and set smaller until all of it fits."""
        lines, size, words_size = self.where_layout(box)
        line_height = theme.font("text", size).get_linesize()
        y = box.top + 20 - line_height // 2
        for line in lines:
            theme.draw_text(surface, line, (box.x, y), "text", size, theme.INK, "topleft", False)
            y += line_height
        y = theme.draw_wrapped(surface, self.where_words(), pygame.Rect(box.x, max(box.top + 64, y + 14), box.w, 120),
                               "italic", words_size, theme.INK_SOFT)
        theme.draw_wrapped(surface, encrypted_words(), pygame.Rect(box.x, max(box.top + 184, y + 8), box.w,
                                                                   max(90, box.bottom - y - 8)),
                           "italic", words_size, theme.INK_SOFT)

    def where_layout(self, box: pygame.Rect) -> tuple[list[str], int, int]:
        """(the invite's lines, their size, the words' size) for `draw_where`: the largest that
        fit `box`, the words no smaller than 16, the invite no smaller than 14."""
        def height(text: str, size: int) -> int:
            return len(theme.wrap_text(text, "italic", size, box.w)) * (theme.font("italic", size).get_linesize() + 4)
        for words_size in (22, 20, 18, 16):
            for least in (INVITE_LEAST, 16, 14):
                lines, size = invite_lines(self.invite.text, box.w, least)
                invite_bottom = box.top + 20 + (len(lines) - 1) * theme.font("text", size).get_linesize() \
                    + theme.font("text", size).get_linesize() // 2
                where_bottom = max(box.top + 64, invite_bottom + 14) + height(self.where_words(), words_size)
                if max(box.top + 184, where_bottom + 8) + height(encrypted_words(), words_size) <= box.bottom:
                    return lines, size, words_size
        return lines, size, words_size

    def where_words(self) -> str:
        """Where friends meet this table: the relay, every relay the invite names (tried in turn,
        so the table goes on through the next when one stops), or this computer directly."""
        invite = self.invite
        if invite.relay and invite.more_relays:
            return _("Friends meet this table through any of the {count} relays the invite names: when one "
                     "stops, everyone goes on through the next.").format(count=len(invite.addresses))
        if invite.relay:
            return _("Friends meet this table through the relay {address}.").format(address=invite.places)
        return _("Friends connect to this computer directly ({address}): on the same network, or through a "
                 "forwarded port. A relay in the settings helps friends behind home routers.").format(
            address=invite.places)

    def note(self, waiting: list[int]) -> str:
        """What Start (or Play on) waits for, under the seats."""
        count = len(waiting)
        if self.resumed:
            if waiting:
                return i18n.ngettext("Play on returns to the table once {count} more person is back.",
                                     "Play on returns to the table once {count} more people are back.", count).format(
                    count=i18n.format_number(count))
            return _("Everyone is back: Play on returns to the table.")
        if waiting:
            return i18n.ngettext("Start opens the table once {count} more person has joined.",
                                 "Start opens the table once {count} more people have joined.", count).format(
                count=i18n.format_number(count))
        return _("Everyone is here: Start opens the table.")

    def watching_words(self) -> str:
        """Who watches the table (no seat) as it fills: "2 watching: Cleo, Dora"."""
        names = self.hosting.watching()
        if not names:
            return ""
        count = len(names)
        # Translators: people watching an online table without a seat, then their names
        return i18n.ngettext("{count} watching: {names}", "{count} watching: {names}", count).format(
            count=i18n.format_number(count), names=", ".join(names))
