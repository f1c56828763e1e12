"""Playing with friends at other computers: the waiting room, Join a table, and what a table
shows of the people who are not at this screen.

    WaitingRoomScene(app, controller, hosting)   the host's screen before the table opens
    JoinScene(app)                               the menu's Join a table
    TableCompanion(table, hosting=None)          beside an online table (`table.online`):
                                                 "Reconnecting…", "Waiting for Ana (connection
                                                 lost 0:12)", preset messages and their bubbles

Why the network is never waited on here: every scene polls what has arrived once a frame
(`OnlineHost.poll` through the controller's `pump`, `Joining.poll`), so a slow or lost friend
never freezes a screen; the statuses drawn are read from the links (`Link.status`,
`OnlineHost.lost`, the host's public `away` fact at a guest).

What a screen may say of a friend comes from the host's public facts only: a guest knows the
seats' names and kinds (the welcome), who is away (`facts["away"]`), and what was said.
"""
from __future__ import annotations

import functools
import time
from dataclasses import dataclass
from typing import Any

import pygame

from game import games, i18n
from game.i18n import N_, _, pgettext
from game.seat_words import level_word, seat_kind_label
from game.stack import Scene
from game.ui import backdrop, theme, widgets
from game.ui.seat_marks import SeatMarks

PHRASE_WORDS = {
    "good_game": N_("Good game!"), "nice_roll": N_("Nice roll"), "well_played": N_("Well played"),
    "oops": N_("Oops"), "thinking": N_("Thinking…"), "thanks": N_("Thanks"), "your_turn": N_("Your turn"),
}
"""A preset phrase's id (what travels) -> its words (said in each reader's own language)."""
OFFERED_PHRASES = ("good_game", "nice_roll", "well_played", "oops", "thinking", "thanks")
JOINED = theme.darken(theme.SUCCESS, 0.35)
"""A seat that has its person: green that reads on parchment."""
BUBBLE_SECONDS = 4.0
COPIED_SECONDS = 2.0
JOIN_PATIENCE = 15.0
"""Seconds Join a table waits for the host's answer before it says there is none."""
DEFAULT_PORT = 47100
"""Where a host listens when it can (the port a person forwards on a home router)."""
LOST_SEAT_CHOICES = (0, 30, 60, 120, 300, 600)
"""The "hand a lost seat to an AI after" choices offered in the settings (0: never)."""


def phrase_words(phrase: str) -> str:
    message = PHRASE_WORDS.get(phrase)
    return _(message) if message else phrase


def clock_text(seconds: float) -> str:
    """0:12, 3:05: how long a connection has been lost."""
    whole = max(0, int(seconds))
    return f"{whole // 60}:{whole % 60:02d}"


def lost_seat_text(seconds: int) -> str:
    """A choice of the "hand a lost seat to an AI after" setting as the language says it."""
    if seconds <= 0:
        return _("Never")
    if seconds % 60 == 0:
        minutes = seconds // 60
        return i18n.ngettext("{count} minute", "{count} minutes", minutes).format(count=i18n.format_number(minutes))
    return _("{seconds} s").format(seconds=i18n.format_number(seconds))


def copy_to_clipboard(text: str) -> bool:
    """Put `text` on the system clipboard; False where there is none."""
    try:
        pygame.scrap.put_text(text)
        return True
    except (pygame.error, AttributeError):
        return False


def pasted_text() -> str:
    """The clipboard's text, one line, or "" where there is none."""
    try:
        text = pygame.scrap.get_text() or ""
    except (pygame.error, AttributeError):
        return ""
    return " ".join(text.split())[:400]


# -- the host's waiting room ---------------------------------------------------------------------
class WaitingRoomScene(Scene):
    """The invite code, large, to read aloud or copy; each remote seat filling as its person
    joins; Start once all have joined; a seat that never came given to an AI; Cancel.

    `hosting` is the table's `OnlineHost` (its `invite` says where and the code). The table is
    not played until Start: the guests who join already see it as it stands."""

    PANEL = pygame.Rect(120, 160, 1680, 740)

    def __init__(self, app, controller, hosting):
        super().__init__(app)
        self.controller = controller
        self.hosting = hosting
        self.copied = 0.0
        self.widgets = widgets.WidgetGroup()
        self.marks = SeatMarks.of(controller.seats)
        self._shown: tuple = ()
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
            return _("joined"), JOINED
        if seat in self.hosting.given:
            return _("played by an AI ({level})").format(level=level_word(self.hosting.given[seat])), theme.INK_SOFT
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
        start = widgets.Button((p.right - 380, p.bottom + 40, 320, 84), _("Start"), self.start, style="primary",
                               size=38, enabled=not waiting,
                               disabled_reason=_("Waiting for {names} to join.").format(names=names),
                               accent=games.get(self.controller.game_id).accent)
        self.widgets.add(start)
        self.widgets.add(widgets.Button((p.left, p.bottom + 40, 260, 84), _("Cancel"), self.cancel, size=32,
                                        hotkey=pygame.K_ESCAPE))
        for seat, rect in self.seat_rows():
            if seat in waiting:
                self.widgets.add(widgets.Button((rect.right - 250, rect.y + 8, 240, rect.h - 16), _("Give to an AI"),
                                                functools.partial(self.give_to_ai, seat), size=22, style="parchment",
                                                tooltip=_("An AI plays this seat: the game need not wait for it")))
        self._shown = self.state()

    def seat_rows(self) -> list[tuple[int, pygame.Rect]]:
        p = self.PANEL
        count = len(self.controller.seats)
        height = min(72, (p.h - 150) // max(1, count))
        return [(seat, pygame.Rect(p.left + 900, p.top + 120 + seat * height, 720, height))
                for seat in range(count)]

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
        self.widgets.update(dt)

    def is_animating(self) -> bool:
        return True  # friends arrive over the network: keep looking

    def draw(self, surface: pygame.Surface) -> None:
        meta = games.get(self.controller.game_id)
        surface.blit(backdrop.table(self.app.size), (0, 0))
        title = _("WAITING FOR YOUR FRIENDS")
        theme.draw_text(surface, title, (960, 96), "display", theme.fit_text(title, "display", 60, 1600, 36),
                        theme.CREAM, "center")
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
        text = self.invite.text
        theme.draw_text(surface, text, (x, p.top + 476), "text", theme.fit_text(text, "text", 24, 790, 12),
                        theme.INK, "midleft", False)
        if self.invite.relay:
            where = _("Friends meet this table through the relay {address}.").format(
                address=f"{self.invite.host}:{self.invite.port}")
        else:
            where = _("Friends connect to this computer directly ({address}): on the same network, or through a "
                      "forwarded port. A relay in the settings helps friends behind home routers.").format(
                address=f"{self.invite.host}:{self.invite.port}")
        theme.draw_wrapped(surface, where, pygame.Rect(x, p.top + 520, 790, 120), "italic", 22, theme.INK_SOFT)
        theme.draw_wrapped(surface, _("Everything is encrypted; your friends' computers are sent only what "
                                      "their own seat may see."),
                           pygame.Rect(x, p.top + 640, 790, 90), "italic", 22, theme.INK_SOFT)
        # the seats
        sx = p.left + 900
        pygame.draw.line(surface, theme.PARCHMENT_DARK, (sx - 40, p.top + 40), (sx - 40, p.bottom - 40), 2)
        theme.draw_text(surface, pgettext("column heading", "Seats"), (sx, p.top + 50), "display", 36, theme.INK,
                        "midleft", False)
        waiting = self.waiting_for()
        for seat, rect in self.seat_rows():
            self.marks.draw(surface, seat, (rect.x + 26, rect.centery), 20)
            name = theme.ellipsize(self.controller.names[seat], "bold", 28, 260)
            theme.draw_text(surface, name, (rect.x + 60, rect.centery), "bold", 28, theme.INK, "midleft", False)
            words, colour = self.seat_status(seat)
            room = 330 if seat in waiting else 380
            size = theme.fit_text(words, "italic", 24, room - 20, 14)
            theme.draw_text(surface, words, (rect.x + 340, rect.centery), "italic", size, colour, "midleft", False)
        if waiting:
            count = len(waiting)
            note = i18n.ngettext("Start opens the table once {count} more person has joined.",
                                 "Start opens the table once {count} more people have joined.", count).format(
                count=i18n.format_number(count))
        else:
            note = _("Everyone is here: Start opens the table.")
        theme.draw_wrapped(surface, note, pygame.Rect(sx, p.bottom - 90, 720, 60), "italic", 22, theme.INK_SOFT)
        self.widgets.draw(surface)


# -- the guest's Join a table ----------------------------------------------------------------------
class JoinScene(Scene):
    """Type or paste an invite (Ctrl+V, or the Paste button), Join: the host says which seats
    are open, the person picks theirs, and the table opens. A wrong code, a full table, another
    version or no answer is said under the field, in the person's language, and the field keeps
    what was typed."""

    PANEL = pygame.Rect(360, 160, 1200, 760)

    def __init__(self, app, relay: str | None = None):
        super().__init__(app)
        self.widgets = widgets.WidgetGroup()
        self.text = ""
        self.name = _default_name()
        self.problem = ""
        self.joining: Any = None
        self.relay = relay
        """The relay a bare code is joined through (the command line's --relay), else the settings'."""
        self.seats: list[tuple[int, str]] | None = None
        """The open seats the host offers, once it has said."""
        self.chosen: int | None = None
        self.asked_at = 0.0
        self.address = ""
        self.build()

    def build(self) -> None:
        self.widgets.clear()
        p = self.PANEL
        self.field = self.widgets.add(widgets.TextInput((p.left + 60, p.top + 200, 880, 64), self.text, self.set_text,
                                                        max_len=400, placeholder=_("frontier://… or the code"),
                                                        size=26))
        self.widgets.add(widgets.Button((p.left + 960, p.top + 200, 180, 64), _("Paste"), self.paste, size=26,
                                        style="parchment", tooltip=_("Paste the invite you were sent (Ctrl+V)")))
        self.widgets.add(widgets.TextInput((p.left + 60, p.top + 380, 400, 60), self.name, self.set_name, max_len=14,
                                           placeholder=_("Your name"), size=26))
        busy = self.joining is not None
        self.widgets.add(widgets.Button((p.right - 340, p.bottom - 116, 280, 84), _("Join"), self.join,
                                        style="primary", size=36, enabled=not busy and bool(self.text.strip()),
                                        disabled_reason=_("Joining…") if busy else _("Type or paste the invite first.")))
        self.widgets.add(widgets.Button((p.left + 60, p.bottom - 116, 240, 84), _("Back"), self.back, size=32,
                                        hotkey=pygame.K_ESCAPE))
        for i, (seat, name) in enumerate(self.seats or []):
            label = _("Sit as {name}").format(name=name)
            self.widgets.add(widgets.Button((p.left + 60 + (i % 3) * 360, p.top + 520 + (i // 3) * 76, 340, 64), label,
                                            functools.partial(self.choose, seat), style="primary", size=26,
                                            enabled=self.chosen is None))

    def set_text(self, text: str) -> None:
        had = bool(self.text.strip())
        self.text, self.problem = text, ""
        if had != bool(text.strip()):
            self.build()
            self.field.focused = True

    def set_name(self, name: str) -> None:
        self.name = name

    def paste(self) -> None:
        text = pasted_text()
        if not text:
            self.problem = _("The clipboard holds no text.")
            return
        self.text, self.problem = text, ""
        self.build()

    def join(self, any_seat: bool = False) -> None:
        """Connect and ask the host which seats are open (nothing is taken yet); with
        `any_seat` (the command line's --join) sit at the first open one."""
        from game.online.invite import InviteError
        from game.online.session import join_table
        if self.joining is not None:
            return
        relay = self.relay or (getattr(self.app.settings, "relay", "") or "").strip() or None
        try:
            self.joining = join_table(self.text, name=self.name.strip() or _default_name(),
                                      language=i18n.language(), seat=-1 if any_seat else None,
                                      default_relay=relay)
        except InviteError as refused:
            self.problem = refused.reason
            return
        invite = self.joining.invite
        self.address = f"{invite.host}:{invite.port}"
        self.seats, self.asked_at, self.problem = None, self.app.time, ""
        self.chosen = -1 if any_seat else None
        self.build()

    def rejoin(self, kept) -> None:
        """Sit again in the seat this computer kept (`session.KeptSeat`, Continue), with its
        token: the table opens once the host has it again; else the reason is said here."""
        from game.online.invite import InviteError
        from game.online.session import rejoin
        self.text, self.name = kept.invite, kept.name
        try:
            self.joining = rejoin(kept, language=i18n.language())
        except InviteError as refused:
            self.problem = refused.reason
            self.build()
            return
        invite = self.joining.invite
        self.address = f"{invite.host}:{invite.port}"
        self.seats, self.chosen, self.asked_at, self.problem = None, kept.seat, self.app.time, ""
        self.build()

    def choose(self, seat: int) -> None:
        """Sit in `seat`: the table opens once the host has seated this computer."""
        if self.joining is not None:
            self.joining.choose(seat)
            self.chosen, self.asked_at = seat, self.app.time
            self.build()

    def back(self) -> None:
        self.give_up()
        self.close()

    def give_up(self) -> None:
        if self.joining is not None:
            self.joining.link.close()
            self.joining = None
        self.seats, self.chosen = None, None

    def update(self, dt: float) -> None:
        self.widgets.update(dt)
        if self.joining is None:
            return
        controller = self.joining.poll()
        if controller is not None:
            self.joining = None
            self.app.routes.online_table(controller, None, replace=True)
            return
        offered = self.joining.open_seats()
        if offered is not None and self.seats is None and self.chosen is None:
            if not offered:
                self.problem = _("This table has no open seat left.")
                self.give_up()
            else:
                self.seats = offered
            self.build()
            return
        if self.seats is not None and self.chosen is None:
            return  # the person is choosing: no hurry
        if self.joining.refused is not None:
            self.problem = refusal_words(self.joining.refused)
            self.give_up()
            self.build()
        elif self.app.time - self.asked_at > JOIN_PATIENCE:
            self.problem = _("No answer from {address}: check the invite, and that the host's table is still "
                             "open.").format(address=self.address)
            self.give_up()
            self.build()

    def handle(self, event: pygame.event.Event) -> bool:
        if (event.type == pygame.KEYDOWN and event.key == pygame.K_v and event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META)
                and not self.widgets_focused_name()):
            self.paste()
            return True
        if self.widgets.handle(event):
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.text.strip():
            self.join()
            return True
        return False

    def widgets_focused_name(self) -> bool:
        return any(isinstance(w, widgets.TextInput) and w.focused and w is not self.field for w in self.widgets.widgets)

    def is_animating(self) -> bool:
        return self.joining is not None or self.widgets.is_animating()

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(backdrop.table(self.app.size), (0, 0))
        title = _("JOIN A TABLE")
        theme.draw_text(surface, title, (960, 110), "display", theme.fit_text(title, "display", 60, 1600, 36),
                        theme.CREAM, "center")
        p = self.PANEL
        widgets.draw_panel(surface, p, "parchment", radius=20)
        x = p.left + 60
        theme.draw_wrapped(surface, _("Paste the invite a friend sent you, or type the code they read to you."),
                           pygame.Rect(x, p.top + 50, p.w - 120, 70), "italic", 26, theme.INK_SOFT)
        theme.draw_text(surface, _("Invite"), (x, p.top + 186), "black", 20, theme.INK_SOFT, "bottomleft", False)
        if self.problem:
            theme.draw_wrapped(surface, self.problem, pygame.Rect(x, p.top + 280, p.w - 120, 70), "bold", 22,
                               theme.DANGER)
        elif self.joining is not None and self.seats is None:
            theme.draw_text(surface, _("Connecting to {address}…").format(address=self.address), (x, p.top + 296),
                            "italic", 24, theme.INK_SOFT, "midleft", False)
        theme.draw_text(surface, _("Your name at the table"), (x, p.top + 366), "black", 20, theme.INK_SOFT,
                        "bottomleft", False)
        if self.seats:
            theme.draw_text(surface, _("Which seat is yours?"), (x, p.top + 490), "display", 30, theme.INK,
                            "midleft", False)
        else:
            theme.draw_wrapped(surface, _("Join asks the host which seats are open; you choose yours. Your table "
                                          "speaks your own language."),
                               pygame.Rect(x, p.top + 470, p.w - 120, 70), "italic", 22, theme.INK_SOFT)
        self.widgets.draw(surface)


def _default_name() -> str:
    from game import players
    roster, _notice = players.load()
    return roster.players[0].name if roster.players else _("Guest")


def refusal_words(reason: str) -> str:
    """What the host's refusal means to the person joining, in their language (the host words
    its refusals for the log: a few are recognised and said plainly)."""
    import re
    found = re.match(r"rules version (\S+), the host plays (\S+)", reason)
    if found:
        return _("This table plays another version of the games (the host's rules: {theirs}; yours: {ours}). "
                 "Both computers need the same version of Frontier Tabletop.").format(theirs=found.group(2),
                                                                                       ours=found.group(1))
    if "is taken" in reason or "is not a seat for a person" in reason:
        return _("This table has no open seat left.")
    if "not yours" in reason:
        return _("This seat belongs to someone else.")
    return _("The host refused: {reason}").format(reason=reason)


# -- beside a table ----------------------------------------------------------------------------------
@dataclass
class Bubble:
    seat: int
    words: str
    until: float


class TableCompanion:
    """What an online table shows beside the game: who is away and since when, "Reconnecting…"
    while this guest's own link is down, the preset messages' button and bubbles, and the said
    lines in the log. `hosting`: the host's OnlineHost, or None at a guest's table."""

    BUTTON = pygame.Rect(0, 0, 150, 44)

    def __init__(self, table, hosting=None):
        self.table = table
        self.controller = table.controller
        self.hosting = hosting
        self.bubbles: list[Bubble] = []
        self.said_lines: list[tuple[int, str]] = []
        """(log lines shown when it was said, the line): where the line sits in the log."""
        self._taken = 0
        self.away_since: dict[int, float] = {}
        self._forgotten = False
        self.menu_open = False
        log = table.log.rect
        self.button = widgets.Button((log.right - 138, log.top + 8, 128, 40), _("Say…"), self.toggle_menu, size=22,
                                     style="parchment", tooltip=_("Say something to the table"))
        self.phrases = widgets.WidgetGroup()
        self._lay_phrases()

    def _lay_phrases(self) -> None:
        self.phrases.clear()
        b = self.button.rect
        for i, phrase in enumerate(OFFERED_PHRASES):
            rect = (b.right - 260, b.bottom + 8 + i * 52, 260, 46)
            self.phrases.add(widgets.Button(rect, phrase_words(phrase), functools.partial(self.say, phrase), size=22,
                                            style="parchment"))

    @property
    def is_guest(self) -> bool:
        return self.hosting is None

    def my_seat(self) -> int | None:
        """Who speaks from this screen: a guest's own seat; at the host, the person whose screen
        it is (the first person's when the screen is nobody's)."""
        c = self.controller
        if self.is_guest:
            return c.seat
        viewer = c.viewer()
        if viewer is not None and c.seats[viewer].is_human:
            return viewer
        return next((i for i, s in enumerate(c.seats) if s.is_human), None)

    # -- actions -----------------------------------------------------------------------------------
    def toggle_menu(self) -> None:
        self.menu_open = not self.menu_open

    def say(self, phrase: str) -> None:
        from game.online import messages
        self.menu_open = False
        seat = self.my_seat()
        if seat is None:
            return
        if self.is_guest:
            self.controller.link.send(messages.make("say", 0, phrase=phrase))
            self.heard(seat, phrase)  # the host tells the others, not the one who said it
        else:
            self.hosting.say(seat, phrase)

    def heard(self, seat: int, phrase: str) -> None:
        words = phrase_words(phrase)
        now = time.monotonic()
        self.bubbles = [b for b in self.bubbles if b.seat != seat] + [Bubble(seat, words, now + BUBBLE_SECONDS)]
        line = _("{name}: “{words}”").format(name=self.controller.names[seat], words=words)
        self.said_lines.append((len(self.controller.log), line))
        self.table.app.request_redraw()

    # -- once a frame --------------------------------------------------------------------------------
    def leave(self) -> None:
        """The table is left for good: the host closes its table to everyone, a guest its link."""
        if self.is_guest:
            self.controller.link.close()
        else:
            self.hosting.close()

    def _forget_when_over(self) -> None:
        """At a guest whose game is over: Continue has nothing to sit at again (a rematch keeps
        the seat again)."""
        kept = getattr(self.controller, "kept_seat", None)
        if self.is_guest and kept is not None and self.controller.is_over() and not self._forgotten:
            from game.online.session import forget_seat
            self._forgotten = True
            forget_seat(kept.invite)

    def _rematched(self) -> bool:
        """At a guest whose results are up: the host started the next game (everyone stays
        seated), so this computer sits down at it."""
        if not (self.is_guest and self.table.results_shown) or self.controller.is_over():
            return False
        kept = getattr(self.controller, "kept_seat", None)
        if kept is not None:
            from game.online.session import keep_seat
            keep_seat(kept)  # closed during the next game, Continue here sits again
        app = self.table.app
        app.routes.menu()
        app.routes.online_table(self.controller, None)
        return True

    def update(self, dt: float) -> None:
        if self._rematched():
            return
        self._forget_when_over()
        said = self.controller.said if self.is_guest else self.hosting.said
        for seat, phrase in said[self._taken:]:
            if not (self.is_guest and seat == self.controller.seat):
                self.heard(seat, phrase)
        self._taken = len(said)
        now = time.monotonic()
        self.bubbles = [b for b in self.bubbles if b.until > now]
        for seat in self.away():
            self.away_since.setdefault(seat, now)
        for seat in list(self.away_since):
            if seat not in self.away():
                del self.away_since[seat]
        self._hand_over_lost_seats()
        self._tell_notices()

    def _tell_notices(self) -> None:
        """What the host tells every table (an AI plays for a friend who is away until they are
        back, the friend is back), the same words at the host and at each guest, each in its
        own language."""
        notices = self.controller.notices if self.is_guest else self.hosting.notices
        for words in notices:
            self.table.app.notify(words, seconds=8)
        notices.clear()

    def _hand_over_lost_seats(self) -> None:
        """At the host: a seat whose person has been gone longer than the setting is played by
        an AI until they return (everyone is told)."""
        if self.is_guest:
            return
        after = int(getattr(self.table.app.settings, "lost_seat_to_ai_after", 0))
        if after <= 0:
            return
        for seat, since in list(self.hosting.lost.items()):
            if time.monotonic() - since >= after and seat not in self.hosting.given:
                self.hosting.stand_in(seat)

    def away(self) -> list[int]:
        """Remote seats whose person is not connected now (never the seat of this screen)."""
        if self.is_guest:
            return [s for s in self.controller.facts.get("away", []) if s != self.controller.seat]
        return sorted(seat for seat in self.hosting.lost if seat not in self.hosting.given)

    def reconnecting(self) -> bool:
        return self.is_guest and self.controller.link.status in ("lost", "connecting")

    def lost_since(self, seat: int) -> float:
        if not self.is_guest and seat in self.hosting.lost:
            return self.hosting.lost[seat]
        return self.away_since.get(seat, time.monotonic())

    def away_words(self) -> str:
        now = time.monotonic()
        parts = [_("Waiting for {name} (connection lost {time})").format(
            name=self.controller.names[seat], time=clock_text(now - self.lost_since(seat))) for seat in self.away()]
        return "  ·  ".join(parts)

    def is_animating(self) -> bool:
        return bool(self.bubbles or self.away() or self.reconnecting())

    # -- input ------------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        if self.reconnecting() and event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.KEYDOWN):
            return event.type != pygame.KEYDOWN or event.key != pygame.K_ESCAPE  # nothing to send until it is back
        if self.menu_open:
            if self.phrases.handle(event):
                return True
            if event.type == pygame.MOUSEBUTTONDOWN and not self.button.rect.collidepoint(event.pos):
                self.menu_open = False
                return True
            if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
                self.menu_open = False
                return True
        return self.button.handle(event)

    # -- drawing -----------------------------------------------------------------------------------
    def log_lines(self, lines: list[str], headers: list[bool]) -> tuple[list[str], list[bool]]:
        """The table's log lines with what was said put in where it was said."""
        if not self.said_lines:
            return lines, headers
        out, flags, said = [], [], list(self.said_lines)
        for i, line in enumerate(lines):
            while said and said[0][0] <= i:
                out.append(said.pop(0)[1])
                flags.append(False)
            out.append(line)
            flags.append(headers[i] if i < len(headers) else False)
        for _at, line in said:
            out.append(line)
            flags.append(False)
        return out, flags

    def draw(self, surface: pygame.Surface) -> None:
        self.button.draw(surface)
        if self.menu_open:
            self.phrases.draw(surface)
        for bubble in self.bubbles:
            self._draw_bubble(surface, bubble)
        if self.away():
            self._draw_strip(surface, self.away_words())
        if self.reconnecting():
            widgets.veil(surface, (8, 5, 3, 150))
            box = pygame.Rect(0, 0, 640, 150)
            box.center = (surface.get_width() // 2, surface.get_height() // 2)
            widgets.draw_panel(surface, box, "dark", radius=18)
            theme.draw_text(surface, _("Reconnecting…"), (box.centerx, box.centery - 18), "display", 44,
                            theme.HIGHLIGHT, "center")
            theme.draw_text(surface, _("The table comes back as it stands at the host."),
                            (box.centerx, box.centery + 36), "italic", 22, theme.CREAM_DIM, "center")

    def _draw_strip(self, surface: pygame.Surface, words: str) -> None:
        banner = self.table.banner.rect if hasattr(self.table.banner, "rect") else pygame.Rect(440, 20, 1040, 90)
        size = theme.fit_text(words, "bold", 26, banner.w - 40, 14)
        strip = pygame.Rect(banner.x, banner.bottom + 6, banner.w, 46)
        widgets.draw_panel(surface, strip, "dark", radius=12, shadow=False)
        theme.draw_text(surface, words, strip.center, "bold", size, theme.HIGHLIGHT, "center")

    def _draw_bubble(self, surface: pygame.Surface, bubble: Bubble) -> None:
        mats = self.table.mats
        if bubble.seat >= len(mats):
            return
        mat = mats[bubble.seat].rect
        text = theme.text_surface(bubble.words, "bold", 24, theme.INK, shadow=False)
        box = text.get_rect().inflate(28, 16)
        box.midbottom = (mat.centerx, mat.top + 10)
        box.clamp_ip(surface.get_rect().inflate(-12, -12))
        pygame.draw.rect(surface, theme.PARCHMENT, box, border_radius=box.h // 2)
        pygame.draw.rect(surface, theme.INK, box, 2, border_radius=box.h // 2)
        tail = [(box.centerx - 10, box.bottom - 1), (box.centerx + 10, box.bottom - 1), (box.centerx, box.bottom + 12)]
        pygame.draw.polygon(surface, theme.PARCHMENT, tail)
        pygame.draw.lines(surface, theme.INK, False, [tail[0], tail[2], tail[1]], 2)
        surface.blit(text, text.get_rect(center=box.center))


# -- connecting ------------------------------------------------------------------------------------
def reopen_hosting(controller):
    """The `OnlineHost` of a saved online table opened again: the same code, met where the save
    says (its relay, or the port it listened on when it is free), so the invite its friends
    hold still reaches it. OSError or InviteError (a ValueError) with the reason."""
    from game.online.session import host_table
    return host_table(controller, relay=None, bind="0.0.0.0")


def open_hosting(controller, settings, port: int | None = None, relay: str | None = None, bind: str = "0.0.0.0"):
    """The `OnlineHost` (game.online.session.host_table) for `controller`'s remote seats: met at
    the relay given or set in the settings, else listening on `port` (by default DEFAULT_PORT,
    the one to forward on a home router, or any free one when it is taken). OSError or
    InviteError (a ValueError) with the reason when it cannot open."""
    from game.online.session import host_table
    relay = relay or (getattr(settings, "relay", "") or "").strip() or None
    if relay or port is not None:
        return host_table(controller, relay=relay, port=port or 0, bind=bind)
    try:
        return host_table(controller, relay=None, port=DEFAULT_PORT, bind=bind)
    except OSError:
        return host_table(controller, relay=None, port=0, bind=bind)  # the usual port is taken: any free one
