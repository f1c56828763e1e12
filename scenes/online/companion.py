"""Beside an online table: who is away and since when, "Reconnecting…" while this guest's own
link is down, the preset messages' button and bubbles, the said lines in the log, and how many
people watch ("2 watching"). At a watcher's table the button's place says "You are watching":
a watcher hears the players but says nothing (game.online.host says why)."""
from __future__ import annotations

import functools
import time
from dataclasses import dataclass

import pygame

from game.i18n import _, format_number, ngettext
from game.ui import theme, widgets
from scenes.online.knocks import KnockCards
from scenes.online.words import OFFERED_PHRASES, clock_text, phrase_words

BUBBLE_SECONDS = 4.0
WATCHING_ROOM = 130
"""The width "2 watching" may take on the log's title row (a longer language's words shrink)."""


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
        self.knock_buttons = widgets.WidgetGroup()
        self.knocks = None if hosting is None else KnockCards(hosting, self.knock_buttons, self._knock_area(), on="felt")
        """At the host: people knocking at the table announced on this network while a seat
        is open (scenes.online.knocks), under the banner."""
        self._keep_the_title_clear()

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

    @property
    def is_watcher(self) -> bool:
        """This computer watches the table (no seat): nothing to say, nothing to play."""
        return self.is_guest and self.controller.seat is None

    def watching(self) -> int:
        """How many people watch the table now, as the host counts them."""
        return len(self.hosting.watchers) if not self.is_guest else self.controller.watcher_count()

    def watching_words(self) -> str:
        count = self.watching()
        # Translators: how many people watch an online table without a seat ("2 watching")
        return ngettext("{count} watching", "{count} watching", count).format(count=format_number(count)) \
            if count else ""

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
        self._keep_the_title_clear()
        if self.knocks is not None:
            area = self._knock_area()
            if area != self.knocks.area:  # the away strip came or went: the cards move under it
                self.knocks.area = area
                self.knocks.lay_buttons()
            self.knocks.update()

    def _knock_area(self) -> pygame.Rect:
        """Under the banner (and under the away strip while it shows): one card's height."""
        banner = self.table.banner.rect if hasattr(self.table.banner, "rect") else pygame.Rect(440, 20, 1040, 90)
        top = banner.bottom + 6 + (52 if self.hosting is not None and self.away() else 0)
        width = min(banner.w, 760)
        return pygame.Rect(banner.centerx - width // 2, top, width, 64)

    def _tell_notices(self) -> None:
        """What the host tells every table (an AI plays for a friend who is away until they are
        back, the friend is back), the same words at the host and at each guest, each in its
        own language; and at a guest's table, what the host refused of this seat, worded here
        from the host's code (a move the table no longer allowed, a seat taken on a rejoin)."""
        notices = self.controller.notices if self.is_guest else self.hosting.notices
        for words in notices:
            self.table.app.notify(words, seconds=8)
        notices.clear()
        if self.is_guest:
            for words in self.controller.refused:
                self.table.say(words)
            self.controller.refused.clear()

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
        return bool(self.bubbles or self.away() or self.reconnecting() or (self.knocks and self.knocks.knocks))

    # -- input ------------------------------------------------------------------------------------
    def focus_targets(self) -> list:
        """What the keyboard's and pad's ring may rest on beside the game: a knock's Let in and
        Refuse while someone knocks (the host answers them whoever's turn it is)."""
        from game.ui.focus import widget_targets
        return widget_targets([self.knock_buttons]) if self.knocks is not None and self.knocks.knocks else []

    def handle(self, event: pygame.event.Event) -> bool:
        if self.reconnecting() and event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.KEYDOWN):
            return event.type != pygame.KEYDOWN or event.key != pygame.K_ESCAPE  # nothing to send until it is back
        if self.is_watcher:
            return False
        if self.menu_open:
            if self.phrases.handle(event):
                return True
            if event.type == pygame.MOUSEBUTTONDOWN and not self.button.rect.collidepoint(event.pos):
                self.menu_open = False
                return True
            if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
                self.menu_open = False
                return True
        if self.knocks is not None and self.knocks.knocks and self.knock_buttons.handle(event):
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
        if self.is_watcher:
            self._draw_watching_plate(surface)
        else:
            self.button.draw(surface)
            if self.menu_open:
                self.phrases.draw(surface)
        self._draw_watching(surface)
        for bubble in self.bubbles:
            self._draw_bubble(surface, bubble)
        if self.away():
            self._draw_strip(surface, self.away_words())
        if self.knocks is not None and self.knocks.knocks:
            self.knocks.draw(surface)
            self.knock_buttons.draw(surface)
        if self.reconnecting():
            widgets.veil(surface, (8, 5, 3, 150))
            box = pygame.Rect(0, 0, 640, 150)
            box.center = (surface.get_width() // 2, surface.get_height() // 2)
            widgets.draw_panel(surface, box, "dark", radius=18)
            theme.draw_text(surface, _("Reconnecting…"), (box.centerx, box.centery - 18), "display", 44,
                            theme.HIGHLIGHT, "center")
            theme.draw_text(surface, _("The table comes back as it stands at the host."),
                            (box.centerx, box.centery + 36), "italic", 22, theme.CREAM_DIM, "center")

    def _watching_plate(self) -> tuple[pygame.Surface, pygame.Rect]:
        """The words a watcher reads where a player's Say… is, and the plate under them."""
        words = _("You are watching")
        text = theme.text_surface(words, "bold", theme.fit_text(words, "bold", 20, 240, 12), theme.HIGHLIGHT)
        plate = self.button.rect.copy()
        plate.w = max(plate.w, text.get_width() + 24)
        plate.right = self.button.rect.right
        return text, plate

    def _plate_width(self) -> int:
        return self._watching_plate()[1].w

    def _draw_watching_plate(self, surface: pygame.Surface) -> None:
        """Where a player's Say… button is, a watcher reads that it watches."""
        text, plate = self._watching_plate()
        widgets.draw_panel(surface, plate, "dark", radius=10, shadow=False)
        surface.blit(text, text.get_rect(center=plate.center))

    def _draw_watching(self, surface: pygame.Surface) -> None:
        """"2 watching" while anyone watches: a player reads it on the log's title row, left of
        Say… (the title keeps clear of both: `LogPanel.title_reserved`); a watcher, whose banner
        never holds tools, at the banner's right end."""
        words = self.watching_words()
        if self.is_watcher:
            if words:
                banner = self.table.banner.rect
                size = theme.fit_text(words, "italic", 22, banner.w // 3, 12)
                theme.draw_text(surface, words, (banner.right - 24, banner.centery), "italic", size,
                                theme.CREAM_DIM, "midright")
            return
        if words:
            right = self.button.rect.left - 10
            words, size = widgets.fit_line(words, "italic", 20, WATCHING_ROOM, 12)
            theme.draw_text(surface, words, (right, self.button.rect.centery), "italic", size, theme.INK_SOFT,
                            "midright", False)

    def _keep_the_title_clear(self) -> None:
        """The log's title keeps clear of what sits on its row: Say… (or a watcher's plate) and,
        while anyone watches, "2 watching"."""
        log = self.table.log
        if self.is_watcher:
            log.title_reserved = self._plate_width() + 12
        else:
            watching = WATCHING_ROOM + 10 if self.watching() else 0
            log.title_reserved = log.rect.right - self.button.rect.left + watching - 8

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
