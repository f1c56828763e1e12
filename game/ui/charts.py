"""Charts in the app's style: ink on parchment, gold rules, poster type for the title.

    line_chart(surface, rect, title, series, empty)   wins over time, one line per person
    bar_chart(surface, rect, title, bars, empty)      win share against each AI level

A series is (name, colour, [(x, y), ...]); a bar is (label, share 0..1, fair share 0..1, caption).
Both draw straight onto the surface in a few milliseconds: the points are thinned by the caller
(`game.record_stats`), and nothing is cached, so a filter change shows at once.
"""
from __future__ import annotations

import pygame

from game.i18n import _, format_number
from game.ui import theme, widgets
from game.ui.dates import short_date

PAD = 24
TITLE_H, TITLE_SIZE = 52, 28
FOOT, LABEL_SIZE, CAPTION_SIZE = 48, 18, 15
"""Under the plot: the room for its labels (a bar's level and its count of tables, a date), and their sizes."""


def _frame(surface: pygame.Surface, rect: pygame.Rect, title: str) -> pygame.Rect:
    """The chart's card and title; returns the plotting area."""
    widgets.draw_panel(surface, rect, "parchment", radius=16, shadow=False)
    size = theme.fit_text(title, "display", TITLE_SIZE, rect.w - 2 * PAD, 16)
    theme.draw_text(surface, title, (rect.x + PAD, rect.y + 16), "display", size, theme.INK, shadow=False)
    title_h = theme.grown(TITLE_H, "display", size)  # the plot starts under the title as tall as it is now
    foot = theme.grown(theme.grown(FOOT, "bold", LABEL_SIZE), "text", CAPTION_SIZE)  # and ends above its labels
    return pygame.Rect(rect.x + PAD + 44, rect.y + title_h + 12, rect.w - 2 * PAD - 44, rect.h - title_h - 12 - foot)


def _empty(surface: pygame.Surface, area: pygame.Rect, text: str) -> None:
    room = area.inflate(-20, -20)
    size, _lines = theme.fit_wrapped(text, "italic", 22, room.size, theme.least_asked(18))
    theme.draw_wrapped(surface, text, room, "italic", size, theme.INK_SOFT, align="center")


def _axes(surface: pygame.Surface, area: pygame.Rect, y_max: float, y_format, steps: int = 4) -> None:
    """Gold rules at `steps` heights with their values, and the ink base line."""
    for k in range(steps + 1):
        y = area.bottom - area.h * k / steps
        if k:
            pygame.draw.line(surface, theme.mix(theme.PARCHMENT, theme.GOLD_DARK, 0.35), (area.x, y), (area.right, y), 1)
        theme.draw_text(surface, y_format(y_max * k / steps), (area.x - 8, y), "text", 16, theme.INK_SOFT, "midright",
                        shadow=False)
    pygame.draw.line(surface, theme.INK, area.bottomleft, area.bottomright, 2)
    pygame.draw.line(surface, theme.INK, area.bottomleft, area.topleft, 2)


def percent(share: float) -> str:
    """A share (0..1) as a percentage the way the current language writes one: "42%", "42 %"."""
    # Translators: a percentage; French and German put a no-break space before the sign ("42\u00a0%")
    return _("{number}%").format(number=format_number(share * 100))


def line_chart(surface: pygame.Surface, rect: pygame.Rect, title: str,
               series: list[tuple[str, tuple, list[tuple[float, float]]]], empty: str) -> None:
    area = _frame(surface, rect, title)
    drawn = [(name, colour, points) for name, colour, points in series if points]
    if not drawn:
        _empty(surface, area, empty)
        return
    xs = [x for _label, _colour, points in drawn for x, _y in points]
    x0, x1 = min(xs), max(xs)
    y_max = max(1, max(y for _label, _colour, points in drawn for _x, y in points))
    y_max = y_max if y_max <= 4 else (int(y_max + 3) // 4) * 4
    # wins are whole numbers: one rule per win up to four, else four rules at whole numbers
    _axes(surface, area, y_max, lambda v: format_number(round(v)), steps=min(4, int(y_max)))
    span = (x1 - x0) or 1.0

    def at(x: float, y: float) -> tuple[float, float]:
        return (area.x + (x - x0) / span * area.w if x1 > x0 else area.centerx, area.bottom - y / y_max * area.h)

    for name, colour, points in drawn:
        line = [at(x, y) for x, y in points]
        ink = theme.darken(colour, 0.35)
        if len(line) > 1:
            # a step line: the count rises at the table that was won
            steps = [line[0]]
            for (px, py), (nx, ny) in zip(line, line[1:]):
                steps += [(nx, py), (nx, ny)]
            pygame.draw.lines(surface, ink, False, [(x, y + 2) for x, y in steps], 5)
            pygame.draw.lines(surface, colour, False, steps, 4)
        end = line[-1]
        pygame.draw.circle(surface, ink, end, 8)
        pygame.draw.circle(surface, colour, end, 6)
    first, half = short_date(x0), area.w // 2 - 6  # the dates at the ends, each in its half of the axis
    theme.draw_text(surface, first, (area.x, area.bottom + 8), "text", theme.fit_text(first, "text", 16, half, 10),
                    theme.INK_SOFT, "topleft", shadow=False)
    if x1 > x0:
        last = short_date(x1)
        theme.draw_text(surface, last, (area.right, area.bottom + 8), "text", theme.fit_text(last, "text", 16, half, 10),
                        theme.INK_SOFT, "topright", shadow=False)
    # the key: each person's colour, name and wins, in the plot's empty upper left
    y = area.y + 4
    for name, colour, points in drawn[:4]:
        pygame.draw.rect(surface, colour, (area.x + 12, y, 18, 18), border_radius=4)
        pygame.draw.rect(surface, theme.INK, (area.x + 12, y, 18, 18), 1, border_radius=4)
        label = theme.ellipsize(f"{name} {format_number(points[-1][1])}", "bold", 18, 170)
        theme.draw_text(surface, label, (area.x + 36, y + 9), "bold", 18, theme.INK, "midleft", shadow=False)
        y += 24


def bar_chart(surface: pygame.Surface, rect: pygame.Rect, title: str,
              bars: list[tuple[str, float, float, str]], colour: tuple, empty: str) -> None:
    area = _frame(surface, rect, title)
    if not any(caption for *_bar, caption in bars):
        _empty(surface, area, empty)
        return
    _axes(surface, area, 1.0, percent)
    slot = area.w / max(1, len(bars))
    width = min(110, slot * 0.56)
    for k, (label, share, fair, caption) in enumerate(bars):
        cx = area.x + slot * (k + 0.5)
        if caption:
            h = max(2, share * area.h)
            bar = pygame.Rect(0, 0, width, h)
            bar.midbottom = (cx, area.bottom)
            pygame.draw.rect(surface, theme.darken(colour, 0.35), bar.move(3, 0), border_top_left_radius=8,
                             border_top_right_radius=8)
            pygame.draw.rect(surface, colour, bar, border_top_left_radius=8, border_top_right_radius=8)
            pygame.draw.rect(surface, theme.lighten(colour, 0.3), bar.inflate(-width * 0.6, 0).move(-width * 0.18, 0))
            # chance's share: a dashed ink rule across the bar
            fy = area.bottom - fair * area.h
            for dx in range(int(-width / 2 - 10), int(width / 2 + 10), 10):
                pygame.draw.line(surface, theme.INK, (cx + dx, fy), (cx + dx + 6, fy), 3)
            figure = percent(share)
            if bar.top - 4 - theme.font("bold", 20).get_height() >= area.top:
                theme.draw_text(surface, figure, (cx, bar.top - 4), "bold", 20, theme.INK, "midbottom", shadow=False)
            else:  # a share near 100%: its figure goes inside the bar's top, not up into the title
                theme.draw_text(surface, figure, (cx, bar.top + 6), "bold", 20, theme.readable_on(theme.INK, colour),
                                "midtop", shadow=False)
        theme.draw_text(surface, label, (cx, area.bottom + 6), "bold", theme.fit_text(label, "bold", LABEL_SIZE, slot - 6, 10),
                        theme.INK, "midtop", shadow=False)
        caption = caption or _("no tables")
        theme.draw_text(surface, caption, (cx, area.bottom + theme.grown(28, "bold", LABEL_SIZE)), "text",
                        theme.fit_text(caption, "text", CAPTION_SIZE, slot - 6, 10), theme.INK_SOFT, "midtop", shadow=False)
