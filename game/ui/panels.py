"""Table furniture every game uses: the turn banner, the game log, player panels, action bar.

`TurnBanner` says whose decision it is and what to do. `LogPanel` shows the controller's log
lines (already written with seat names, never "You"), newest at the bottom, scrollable with the
mouse wheel. `draw_seat_badge` is a seat's token, name and Human/AI tag in one line;
`PlayerPanel` is a whole seat card (badge plus key numbers, a gold frame and a marker on the
seat whose turn it is); `ActionBar` lays out one button per action on offer, disabled ones
carrying the reason as their tooltip.
"""
from __future__ import annotations

from typing import Any, Callable, Sequence

import pygame

from game.ui import theme, widgets

HINT_SIZES = (20, 19, 18, 17)
"""The hint reads at 17 canvas px or more (12 px on a 1366x768 screen)."""
HINT_MIN = 16


class TurnBanner:
    """Whose decision it is (the title) and what to do (the hint), the whole hint always shown:
    on one line under the title when it fits, else on two lines under a smaller title."""

    def __init__(self, rect: pygame.Rect):
        self.rect = pygame.Rect(rect)
        self.title = ""
        self.detail = ""
        self.seat: int | None = None
        self.reserved = 0
        """Pixels kept free at the right end (for a button drawn over the banner)."""

    def set(self, title: str, detail: str = "", seat: int | None = None) -> None:
        self.title, self.detail, self.seat = title, detail, seat

    def text_left(self) -> int:
        return self.rect.x + 20 + (44 if self.seat is not None else 0)

    def layout(self) -> tuple[int, int, list[str]]:
        """(title size, hint size, hint lines) for the current text."""
        width = self.rect.right - self.text_left() - 20 - self.reserved
        if not self.detail:
            return 30, 0, []
        for size in HINT_SIZES:
            if theme.font("italic", size).size(self.detail)[0] <= width:
                return 30, size, [self.detail]
        for size in (17, HINT_MIN):
            lines = theme.wrap_text(self.detail, "italic", size, width)
            if len(lines) <= 2:
                return 26, size, lines
        lines = theme.wrap_text(self.detail, "italic", HINT_MIN, width)
        return 26, HINT_MIN, [lines[0], theme.ellipsize(" ".join(lines[1:]), "italic", HINT_MIN, width)]

    def draw(self, surface: pygame.Surface) -> None:
        if not self.title:
            return
        widgets.draw_panel(surface, self.rect, "dark", radius=16)
        x = self.text_left()
        if self.seat is not None:
            theme.draw_seat_token(surface, self.seat, (self.rect.x + 36, self.rect.centery), 16)
        title_size, hint_size, lines = self.layout()
        title = theme.text_surface(self.title, "display", title_size, theme.CREAM)
        if not lines:
            surface.blit(title, title.get_rect(midleft=(x, self.rect.centery)))
            return
        step = theme.font("italic", hint_size).get_linesize()
        below = title.get_height() - 4
        y = self.rect.centery - (below + len(lines) * step) // 2
        surface.blit(title, (x, y))
        y += below
        for line in lines:
            theme.draw_text(surface, line, (x, y), "italic", hint_size, theme.CREAM_DIM, anchor="topleft", shadow=False)
            y += step


class LogPanel:
    def __init__(self, rect: pygame.Rect, title: str = "Game log"):
        self.rect = pygame.Rect(rect)
        self.title = title
        self.scroll = 0
        self.line_height = 28
        self._rendered: dict[tuple[str, bool], pygame.Surface] = {}

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEWHEEL and self.rect.collidepoint(getattr(event, "pos", (-1, -1))):
            self.scroll = max(0, self.scroll + event.y * 2)
            return True
        return False

    @staticmethod
    def _render(text: str, header: bool) -> pygame.Surface:
        colour = theme.OXBLOOD if header else theme.INK
        return theme.font("bold" if header else "text", 20).render(text, True, colour)

    def draw(self, surface: pygame.Surface, lines: list[str]) -> None:
        widgets.draw_panel(surface, self.rect, "parchment", radius=16)
        theme.draw_text(surface, self.title, (self.rect.x + 18, self.rect.y + 12), "display", 26, theme.INK,
                        shadow=False)
        body = self.rect.inflate(-32, -64).move(0, 22)
        wrapped: list[tuple[str, bool]] = []
        for line in lines[-80:]:
            header = line.startswith("—") or line.endswith("'s turn")
            for part in theme.wrap_text(line, "bold" if header else "text", 20, body.w):
                wrapped.append((part, header))
        visible = body.h // self.line_height
        self.scroll = min(self.scroll, max(0, len(wrapped) - visible))
        end = len(wrapped) - self.scroll
        shown = wrapped[max(0, end - visible):end]
        clip = surface.get_clip()
        surface.set_clip(body)
        # Log lines are rendered here, not in the shared text cache: every game writes new lines,
        # which would slowly fill that cache with pictures of text nobody sees again.
        rendered: dict[tuple[str, bool], pygame.Surface] = {}
        for i, key in enumerate(shown):
            img = rendered[key] = self._rendered.get(key) or self._render(*key)
            surface.blit(img, (body.x, body.y + i * self.line_height))
        self._rendered = rendered
        surface.set_clip(clip)
        if self.scroll:
            theme.draw_text(surface, "scrolled back — wheel down for the latest", (body.centerx, self.rect.bottom - 10),
                            "italic", 16, theme.INK_SOFT, anchor="midbottom", shadow=False)


def seat_tag(seat_config) -> str:
    """"HUMAN" or "AI · HARD": who sits in a seat, as every mat and badge says it."""
    return "HUMAN" if seat_config.is_human else f"AI \u00b7 {seat_config.level.upper()}"


def draw_mat_band(surface: pygame.Surface, mat: pygame.Rect, seat: int, name: str, tag: str, height: int = 40,
                  colour=None, dim: bool = False) -> pygame.Rect:
    """The top band of a seat's mat, the same at every table: the seat's colour (or `colour`),
    its token, the name and who sits there ("HUMAN", "AI · HARD"), in cream or ink, whichever
    reads better on the colour. Every size follows from `height`, so a small mat is a smaller
    copy of a large one; on a narrow mat the tag gives way to the name. Returns the band."""
    inset = max(5, height // 5)
    band = pygame.Rect(mat.x + inset, mat.y + inset, mat.w - 2 * inset, height)
    fill = colour or theme.seat_colour(seat)
    fill = theme.mix(fill, (90, 90, 90), 0.7) if dim else fill
    pygame.draw.rect(surface, fill, band, border_radius=height // 4)
    ink = theme.CREAM if theme.contrast(theme.CREAM, fill) >= theme.contrast(theme.INK, fill) else theme.INK
    theme.draw_seat_token(surface, seat, (band.x + height // 2, band.centery), round(height * 0.33))
    tag_size = max(12, round(height * 0.34))
    tag_w = theme.font("black", tag_size).size(tag)[0]
    name_x = band.x + height
    room = band.right - 10 - name_x
    name_size = theme.fit_text(name, "display", round(height * 0.64), room - tag_w - 14, 12)
    too_small = name_size < round(height * 0.5) or theme.font("display", name_size).size(name)[0] > room - tag_w - 14
    if too_small:  # a narrow mat: the name keeps the room, the tag goes
        tag = ""
        name_size = theme.fit_text(name, "display", round(height * 0.64), room, 12)
    theme.draw_text(surface, name, (name_x, band.centery), "display", name_size, ink, anchor="midleft",
                    shadow=ink == theme.CREAM)
    if tag:
        theme.draw_text(surface, tag, (band.right - 10, band.centery), "black", tag_size, ink, anchor="midright",
                        shadow=ink == theme.CREAM)
    return band


def draw_seat_badge(surface: pygame.Surface, seat: int, name: str, is_human: bool, level: str,
                    pos: tuple[int, int], colour=theme.CREAM, active: bool = False) -> pygame.Rect:
    x, y = pos
    theme.draw_seat_token(surface, seat, (x + 14, y + 16), 14)
    r = theme.draw_text(surface, name, (x + 36, y), "display", 28, theme.HIGHLIGHT if active else colour)
    tag = "HUMAN" if is_human else f"AI \u00b7 {level.upper()}"
    label = theme.text_surface(tag, "black", 15, theme.INK, shadow=False)
    box = pygame.Rect(r.right + 10, y + 6, label.get_width() + 14, label.get_height() + 4)
    pygame.draw.rect(surface, theme.CREAM if is_human else theme.GOLD, box, border_radius=8)
    surface.blit(label, label.get_rect(center=box.center))
    return r.union(box)


class PlayerPanel:
    """One seat's card: token, name, Human/AI badge and a row of key numbers.

    `stats` is a list of (label, value) pairs such as [("Money", "$12"), ("Cards", "3")]. The
    seat whose turn it is gets a gold frame and a "TURN" tab (not colour alone); an eliminated
    seat is dimmed and says so.
    """

    def __init__(self, rect: pygame.Rect, seat: int, name: str, is_human: bool, level: str = ""):
        self.rect = pygame.Rect(rect)
        self.seat, self.name, self.is_human, self.level = seat, name, is_human, level
        self.stats: list[tuple[str, str]] = []
        self.active = False
        self.out = False

    def set(self, stats: Sequence[tuple[str, Any]], active: bool = False, out: bool = False) -> None:
        self.stats = [(str(k), str(v)) for k, v in stats]
        self.active, self.out = active, out

    def draw(self, surface: pygame.Surface) -> None:
        r = self.rect
        widgets.draw_panel(surface, r, "dark", radius=14)
        stripe = pygame.Rect(r.x + 6, r.y + 6, 8, r.h - 12)
        pygame.draw.rect(surface, theme.seat_colour(self.seat), stripe, border_radius=4)
        draw_seat_badge(surface, self.seat, self.name, self.is_human, self.level or "ai", (r.x + 22, r.y + 10),
                        active=self.active)
        if self.stats:
            width = (r.w - 36) / len(self.stats)
            for i, (label, value) in enumerate(self.stats):
                x = r.x + 24 + i * width
                theme.draw_text(surface, label.upper(), (x, r.bottom - 56), "black", 14, theme.CREAM_DIM, shadow=False)
                size = theme.fit_text(value, "display", 28, int(width - 8), min_size=16)
                theme.draw_text(surface, value, (x, r.bottom - 38), "display", size, theme.CREAM)
        if self.active:
            pygame.draw.rect(surface, theme.GOLD, r.inflate(6, 6), 4, border_radius=16)
            tab = theme.text_surface("TURN", "black", 14, theme.INK, shadow=False)
            box = pygame.Rect(0, 0, tab.get_width() + 16, tab.get_height() + 4)
            box.midtop = (r.right - box.w // 2 - 14, r.top - 10)
            pygame.draw.rect(surface, theme.GOLD, box, border_radius=8)
            surface.blit(tab, tab.get_rect(center=box.center))
        if self.out:
            veil = pygame.Surface(r.size, pygame.SRCALPHA)
            veil.fill((10, 8, 6, 150))
            surface.blit(veil, r)
            theme.draw_text(surface, "OUT", r.center, "display", 40, theme.DANGER, anchor="center")


class ActionBar:
    """Buttons for the actions on offer, laid out left to right in `rect` (wrapping upward).

    `offer([(label, callback, reason_or_None), ...])` replaces the buttons; an entry whose reason
    is not None is shown disabled with the reason as its tooltip. The buttons live in `group`
    (a WidgetGroup), so `handle`/`draw` are the group's.
    """

    def __init__(self, rect: pygame.Rect, size: int = 26, gap: int = 14, height: int = 60):
        self.rect = pygame.Rect(rect)
        self.size, self.gap, self.height = size, gap, height
        self.group = widgets.WidgetGroup()

    def offer(self, entries: Sequence[tuple[str, Callable[[], Any] | None, str | None]],
              style: str = "wood") -> list[widgets.Button]:
        self.group.clear()
        x, y = self.rect.x, self.rect.bottom - self.height
        made = []
        for label, callback, reason in entries:
            width = max(150, theme.font("display", self.size).size(label)[0] + 48)
            if x + width > self.rect.right and x > self.rect.x:
                x, y = self.rect.x, y - self.height - self.gap
            button = widgets.Button((x, y, width, self.height), label, callback, style=style, size=self.size,
                                    enabled=reason is None, disabled_reason=reason)
            made.append(self.group.add(button))
            x += width + self.gap
        return made

    def clear(self) -> None:
        self.group.clear()

    def handle(self, event: pygame.event.Event) -> bool:
        return self.group.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        self.group.draw(surface)
