"""Table furniture every game uses: the turn banner, the game log, the seat mat's band.

`TurnBanner` says whose decision it is and what to do. `LogPanel` shows the controller's log
lines (already written with seat names, never "You"), newest at the bottom, scrollable with the
mouse wheel. `draw_mat_band` is the coloured band at the top of every seat mat (the seat's mark, name,
Human/AI tag).
"""
from __future__ import annotations

from typing import Sequence

import pygame

from game.i18n import N_, _
from game.seat_words import seat_badge
from game.ui import furniture, theme, widgets

HINT_SIZES = (20, 19, 18, 17)
"""The hint reads at 17 canvas px or more (12 px on a 1366x768 screen)."""
HINT_MIN = 16
TITLE_SIZE, TWO_LINE_TITLE, TITLE_LEAST = 30, 26, 18
"""The banner's title: over a one-line hint, over two lines, and the least it shrinks to fit its width."""
TITLE_OVERLAP = 2
"""Rows of the title's descent the hint's first line may take (its ascent has room to spare)."""
BANNER_PAD = 2
"""The least room above the title and below the hint, inside the banner."""
PASSING_ON = N_("The screen passes to the next player")
"""What the banner says in place of a decision's words while the person it addresses is not yet
behind the screen (their hand-off curtain still to come): it names nobody."""


TOOL_GAP = 10
"""Pixels between the banner's tools, and between the last and the banner's edge."""


class TurnBanner:
    """Whose decision it is (the title) and what to do (the hint), the whole hint always shown:
    on one line under the title when it fits, else on two lines under a smaller title.

    The banner owns the table's tools (Hint, Undo) at its right end, in its own `buttons`: a
    game lays and clears its choices elsewhere (the table's choice bar), so no re-lay of a
    decision's buttons can take the tools away."""

    def __init__(self, rect: pygame.Rect, marks=None, may_address=None):
        self.rect = pygame.Rect(rect)
        self.marks = marks
        """The table's `SeatMarks` (a person's medallion before their turn), or None: seat tokens."""
        self.may_address = may_address
        """Whether the banner may speak to a seat now, or None (always): at a shared screen only
        the person whose curtain is up. Words set for anyone else show as `PASSING_ON`, so the
        banner never names the next person before their curtain, whatever set it."""
        self.title = ""
        self.detail = ""
        self.seat: int | None = None
        self.reserved = 0
        """Pixels kept free at the right end (for the tools drawn over the banner)."""
        self.buttons = widgets.WidgetGroup()
        """The tools (`offer_tools`), right-aligned at the banner's end."""
        self._laid: tuple | None = None
        """(what was laid out, `layout`'s answer): the banner is drawn every frame."""

    def offer_tools(self, tools: Sequence[tuple]) -> None:
        """Lay the banner's tools, rightmost first: each (label, callback, width, options for
        `widgets.Button`). The words keep clear of them (`reserved`)."""
        self.buttons.clear()
        right = self.rect.right - TOOL_GAP
        for label, callback, width, options in tools:
            rect = (right - width, self.rect.y + TOOL_GAP, width, self.rect.h - 2 * TOOL_GAP)
            self.buttons.add(widgets.Button(rect, label, callback, style="ghost", size=24, **options))
            right -= width + TOOL_GAP
        self.reserved = self.rect.right - right - TOOL_GAP if tools else 0

    def handle(self, event: pygame.event.Event) -> bool:
        return self.buttons.handle(event)

    def set(self, title: str, detail: str = "", seat: int | None = None) -> None:
        self.title, self.detail, self.seat = title, detail, seat

    def shown(self) -> tuple[str, str, int | None]:
        """(title, hint, seat) as the banner draws them now."""
        if self.seat is not None and self.may_address is not None and not self.may_address(self.seat):
            return _(PASSING_ON), "", None
        return self.title, self.detail, self.seat

    def text_left(self) -> int:
        return self.rect.x + 20 + (44 if self.shown()[2] is not None else 0)

    def layout(self) -> tuple[int, int, list[str]]:
        """(title size, hint size, hint lines) for the current text: the largest that fits the
        banner's width and height. At a larger text size the title and hint give back their
        growth, a step at a time, until both fit (never smaller than at 100%)."""
        title, detail, _seat = self.shown()
        width = self.rect.right - self.text_left() - 20 - self.reserved
        key = (title, detail, width, self.rect.h, theme.type_key())
        if self._laid is None or self._laid[0] != key or theme.watched():
            for shrink in range(0, TITLE_SIZE):
                plan = self._plan(title, detail, width, shrink)
                if self.height_of(*plan) <= self.rect.h - 2 * BANNER_PAD:
                    break
            self._laid = (key, plan)
        plan = self._laid[1]
        theme.pieces_of(detail, plan[2])
        return plan

    def _plan(self, title: str, detail: str, width: int, shrink: int) -> tuple[int, int, list[str]]:
        """The hint on one line under the title when it fits, else on two under a smaller title,
        else condensed onto two; every size `shrink` pixels smaller (no smaller than at 100%)."""
        def less(size: int, least: int) -> int:
            return max(size - shrink, theme.least_asked(least))

        def title_size(size: int) -> int:
            return theme.fit_text(title, "display", less(size, TWO_LINE_TITLE), width, theme.least_asked(TITLE_LEAST))

        if not detail:
            return title_size(TITLE_SIZE), 0, []
        for size in HINT_SIZES:
            if theme.text_width(detail, "italic", less(size, HINT_MIN)) <= width:
                return title_size(TITLE_SIZE), less(size, HINT_MIN), [detail]
        for size in (17, HINT_MIN):
            lines = theme.balanced_lines(detail, "italic", less(size, HINT_MIN), width)
            if lines and len(lines) <= 2:
                return title_size(TWO_LINE_TITLE), less(size, HINT_MIN), lines
        size = less(HINT_MIN, HINT_MIN)
        for percent in range(95, int(theme.CONDENSED_LEAST * 100) - 1, -5):  # large text: condensed, not cut
            lines = theme.whole_lines(detail, "italic", size, width * 100 // percent)
            if lines and len(lines) <= 2 and all(theme.condense(line, "italic", size, width) for line in lines):
                return title_size(TWO_LINE_TITLE), size, lines
        lines = theme.wrap_text(detail, "italic", size, width)
        return title_size(TWO_LINE_TITLE), size, [lines[0], theme.ellipsize(" ".join(lines[1:]), "italic", size, width)]

    @staticmethod
    def height_of(title_size: int, hint_size: int, lines: list[str]) -> int:
        """How tall the title and the hint's lines stand, as `_draw_words` sets them."""
        title = theme.font("display", title_size).get_height()
        if not lines:
            return title
        return title - TITLE_OVERLAP + len(lines) * theme.font("italic", hint_size).get_linesize()

    def draw(self, surface: pygame.Surface) -> None:
        self._draw_words(surface)
        self.buttons.draw(surface)

    def _draw_words(self, surface: pygame.Surface) -> None:
        text, _detail, seat = self.shown()
        if not text:
            return
        furniture.panel(surface, self.rect, "dark", radius=16)
        x = self.text_left()
        if seat is not None:
            draw_seat_mark(surface, self.marks, seat, (self.rect.x + 36, self.rect.centery), 16)
        title_size, hint_size, lines = self.layout()
        if not lines:
            theme.draw_text(surface, text, (x, self.rect.centery), "display", title_size, theme.CREAM, "midleft")
            return
        step = theme.font("italic", hint_size).get_linesize()
        y = self.rect.centery - self.height_of(title_size, hint_size, lines) // 2
        theme.draw_text(surface, text, (x, y), "display", title_size, theme.CREAM, "topleft")
        y += theme.font("display", title_size).get_height() - TITLE_OVERLAP
        for line in lines:
            theme.draw_text(surface, line, (x, y), "italic", hint_size, theme.CREAM_DIM, anchor="topleft", shadow=False)
            y += step


LOG_TITLE, LOG_BODY_TOP = 26, 54
"""The log's title size, and where its lines begin below the panel's top (at 100% text)."""


class LogPanel:
    def __init__(self, rect: pygame.Rect, title: str = N_("Game log")):
        self.rect = pygame.Rect(rect)
        self.title = title
        """A message id, shown in the current language."""
        self.scroll = 0
        self.title_reserved = 0
        """Room kept clear at the right of the title's row for what a screen lays there (an online
        table's Say… and "2 watching"): the title shrinks, then is cut short, to keep out of it."""
        self.line_height = 28
        """The least step from one line to the next; larger type (the text-size setting, a small
        window's floor) steps by its own line height."""
        self._rendered: dict[tuple[str, bool, int, bool], pygame.Surface] = {}

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEWHEEL and self.rect.collidepoint(getattr(event, "pos", (-1, -1))):
            self.scroll = max(0, self.scroll + event.y * 2)
            return True
        return False

    def body(self, title_size: int = 0) -> pygame.Rect:
        """Where the lines go: under the title (as tall as its type is now), to the panel's foot."""
        top = self.rect.y + theme.grown(LOG_BODY_TOP, "display", title_size or LOG_TITLE)
        return pygame.Rect(self.rect.x + 16, top, self.rect.w - 32, self.rect.bottom - 10 - top)

    def page(self, pages: int) -> None:
        """A page of lines back (`pages` > 0) or on, as Page Up / Page Down or a pad's shoulder."""
        lines = max(1, self.body().h // self.line_height - 1)
        self.scroll = max(0, self.scroll + pages * lines)

    @staticmethod
    def _render(text: str, header: bool, *_type) -> pygame.Surface:
        """A line in its type; `_type` (the typeset size, high contrast) only keys the cache."""
        colour = theme.strong_ink(theme.OXBLOOD if header else theme.INK)
        role = "bold" if header else "text"
        theme.note_drawn(text, role, 20)
        return theme.font(role, 20).render(text, True, colour)

    def draw(self, surface: pygame.Surface, lines: list[str], headers: Sequence[bool] = ()) -> None:
        """`lines` of the log, each shown as a header where `headers` says so (the controller's
        `log_headers`: the event behind the line begins a turn or a round)."""
        furniture.panel(surface, self.rect, "parchment", radius=16)
        title, room = _(self.title), self.rect.w - 36 - self.title_reserved
        title_size = theme.fit_text(title, "display", LOG_TITLE, room, 16)
        theme.draw_text(surface, theme.ellipsize(title, "display", title_size, room), (self.rect.x + 18, self.rect.y + 12),
                        "display", title_size, theme.INK, shadow=False)
        body = self.body(title_size)
        wrapped: list[tuple[str, bool]] = []
        first = max(0, len(lines) - 80)
        for index in range(first, len(lines)):
            line, header = lines[index], index < len(headers) and headers[index]
            for part in theme.wrap_text(line, "bold" if header else "text", 20, body.w):
                wrapped.append((part, header))
        step = max(self.line_height, theme.font("text", 20).get_linesize())
        visible = body.h // step
        self.scroll = min(self.scroll, max(0, len(wrapped) - visible))
        end = len(wrapped) - self.scroll
        shown = wrapped[max(0, end - visible):end]
        clip = surface.get_clip()
        surface.set_clip(body)
        # Log lines are rendered here, not in the shared text cache: every game writes new lines,
        # which would slowly fill that cache with pictures of text nobody sees again.
        rendered: dict[tuple[str, bool], pygame.Surface] = {}
        typed = (theme.typeset_size("text", 20), theme.high_contrast())
        for i, (line, header) in enumerate(shown):
            key = (line, header, *typed)
            img = rendered[key] = self._rendered.get(key) or self._render(*key)
            theme.note_placed(surface, line, surface.blit(img, (body.x, body.y + i * step)),
                              theme.OXBLOOD if header else theme.INK)
        self._rendered = rendered
        surface.set_clip(clip)
        if self.scroll:
            theme.draw_text(surface, _("scrolled back — wheel down for the latest"), (body.centerx, self.rect.bottom - 10),
                            "italic", 16, theme.INK_SOFT, anchor="midbottom", shadow=False)


def seat_tag(seat_config) -> str:
    """"HUMAN" or "AI · HARD": who sits in a seat, as every mat and badge says it (in the current
    language: `game.seat_words`)."""
    return seat_badge(seat_config)


def draw_seat_mark(surface: pygame.Surface, marks, seat: int, center, radius: float) -> pygame.Rect:
    """A seat's mark from the table's `SeatMarks` (a remembered person's medallion, else the
    token of the seat's colour), or the seat's own token where no marks are given."""
    if marks is not None:
        return marks.draw(surface, seat, center, radius)
    return theme.draw_seat_token(surface, seat, center, radius)


def draw_mat_band(surface: pygame.Surface, mat: pygame.Rect, seat: int, name: str, tag: str, height: int = 40,
                  colour=None, dim: bool = False, marks=None) -> pygame.Rect:
    """The top band of a seat's mat, the same at every table: the seat's colour (from the table's
    `marks`: a remembered person's own; or a game's `colour`, a Desperados gang's), its mark (the
    person's medallion, else the seat's token), the name and who sits there ("HUMAN", "AI ·
    HARD"), in cream or ink, whichever reads better on the colour. Every size follows from
    `height`, so a small mat is a smaller copy of a large one; on a narrow mat the tag gives way
    to the name, and a name grown by the text size stays within the band's height (no smaller
    than at 100%). Returns the band.

    The band changes only with what it shows, so at a table it is furniture (`furniture.painting`):
    painted once into the picture each frame starts from, not in every frame."""
    inset = max(5, height // 5)
    band = pygame.Rect(mat.x + inset, mat.y + inset, mat.w - 2 * inset, height)
    key = ("mat band", tuple(band), seat, name, tag, colour and tuple(colour), dim, marks, theme.colour_blind())
    furniture.painting(surface, key, lambda on: _paint_mat_band(on, band, seat, name, tag, colour, dim, marks))
    return band


def _paint_mat_band(surface: pygame.Surface, band: pygame.Rect, seat: int, name: str, tag: str, colour, dim: bool,
                    marks) -> None:
    height = band.h
    fill = colour or (marks.colour(seat) if marks is not None else theme.seat_colour(seat))
    fill = theme.mix(fill, (90, 90, 90), 0.7) if dim else fill
    pygame.draw.rect(surface, fill, band, border_radius=height // 4)
    ink = theme.CREAM if theme.contrast(theme.CREAM, fill) >= theme.contrast(theme.INK, fill) else theme.INK
    draw_seat_mark(surface, marks, seat, (band.x + height // 2, band.centery), round(height * 0.33))
    tag_size = max(12, round(height * 0.34))
    tag_w = theme.text_width(tag, "black", tag_size)
    name_x = band.x + height
    room = band.right - 10 - name_x
    largest = theme.fit_height("display", round(height * 0.64), height, theme.least_asked(round(height * 0.64)))
    name_size = theme.fit_text(name, "display", largest, room - tag_w - 14, 12)
    too_small = name_size < round(height * 0.5) or theme.text_width(name, "display", name_size) > room - tag_w - 14
    if too_small:  # a narrow mat: the name keeps the room, the tag goes
        tag = ""
        name_size = theme.fit_text(name, "display", largest, room, 12)
    theme.draw_text(surface, name, (name_x, band.centery), "display", name_size, ink, anchor="midleft",
                    shadow=ink == theme.CREAM)
    if tag:
        theme.draw_text(surface, tag, (band.right - 10, band.centery), "black", tag_size, ink, anchor="midright",
                        shadow=ink == theme.CREAM)


def draw_turn_ring(surface: pygame.Surface, mat: pygame.Rect) -> None:
    """The ring around the mat of the seat whose turn it is, the same at every table: in the
    highlight colour and thick enough to see at a glance (its band's colour is the seat's own)."""
    pygame.draw.rect(surface, theme.HIGHLIGHT, mat.inflate(8, 8), 4, border_radius=20)
