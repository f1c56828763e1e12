"""Money on the table: chip stacks by denomination, and chips that fly between stacks.

A `ChipStack` shows an amount as columns of $10/$5/$1 chips (fewest chips, via the rules'
`make_change`), with the total written under it. It shows `shown`, not the true balance: when
money moves, `fly(...)` sends chips from one stack to another and each stack's shown amount
changes when the chips leave or land, so the numbers always match what the eye sees.
"""
from __future__ import annotations

import functools

import pygame

from game.i18n import N_, _, format_number, ngettext
from game.rules.common.money import make_change
from game.ui import theme
from game.ui.picture_cache import cached_pictures, holds_words
from game.ui.tween import Animator, Call, Sequence, Tween

CHIP_COLOURS = {1: ((236, 232, 220), (60, 60, 60)), 5: ((192, 48, 44), (245, 240, 230)),
                10: ((40, 84, 160), (245, 240, 230))}


@holds_words
@functools.lru_cache(maxsize=64)
def chip_surface(denomination: int, radius: int) -> pygame.Surface:
    """One chip seen from slightly above: body, edge stripes, inner ring and value."""
    body, stripe = CHIP_COLOURS[denomination]
    w, h = radius * 2, int(radius * 1.3)
    s = pygame.Surface((w, h + 8), pygame.SRCALPHA)
    pygame.draw.ellipse(s, theme.darken(body, 0.35), (0, 8, w, h))
    pygame.draw.ellipse(s, body, (0, 0, w, h))
    for i in range(8):
        import math
        a = i * math.pi / 4
        x = radius + (radius - 5) * math.cos(a)
        y = h / 2 + (h / 2 - 4) * math.sin(a)
        pygame.draw.ellipse(s, stripe, (x - 5, y - 3, 10, 6))
    pygame.draw.ellipse(s, theme.darken(body, 0.15), (radius * 0.35, h * 0.22, radius * 1.3, h * 0.56), 2)
    label = theme.text_surface(f"${denomination}", "black", max(10, radius // 2), stripe if denomination != 1 else theme.INK,
                               shadow=False)
    s.blit(label, label.get_rect(center=(radius, h / 2)))
    return s


@functools.lru_cache(maxsize=32)
def _stack_shadow(w: int, h: int) -> pygame.Surface:
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.ellipse(s, (0, 0, 0, 70), s.get_rect())
    pygame.draw.ellipse(s, (0, 0, 0, 50), s.get_rect().inflate(-w // 6, -h // 4))
    return s


DOLLARS = N_("${amount}")
"""A stack's total as money: what chips count unless a game counts something else (points)."""


class ChipStack:
    def __init__(self, pos: tuple[float, float], amount: int = 0, radius: int = 22, label: str | None = None,
                 show_total: bool = True, total_words: str = DOLLARS):
        self.pos = pos
        self.total_words = total_words
        """The total under the stack, a message id with {amount}: dollars, unless the game counts points."""
        self.shown = amount
        self.radius = radius
        self.label = label
        self.show_total = show_total
        self.pulse = 0.0

    def set(self, amount: int) -> None:
        self.shown = amount

    def columns(self) -> list[tuple[int, int]]:
        chips = make_change(max(0, self.shown))
        return [(d, n) for d, n in sorted(chips.items(), reverse=True) if n]

    def draw(self, surface: pygame.Surface) -> None:
        x0, y0 = self.pos
        cols = self.columns()
        width = self.radius * 2 + 6
        start = x0 - (len(cols) * width) / 2
        if cols:
            shade = _stack_shadow(int(len(cols) * width + 12), int(self.radius * 0.9))
            surface.blit(shade, shade.get_rect(center=(x0 + 3, y0 - self.radius * 0.3)))
        for i, (denomination, count) in enumerate(cols):
            chip = chip_surface(denomination, self.radius)
            x = start + i * width
            for j in range(min(count, 12)):
                surface.blit(chip, (x, y0 - j * 7 - chip.get_height()))
            if count > 12:
                theme.draw_text(surface, f"x{format_number(count)}", (x + width / 2, y0 - 12 * 7 - chip.get_height() - 4),
                                "black", 16, theme.CREAM, anchor="midbottom")
        if self.show_total:
            colour = theme.HIGHLIGHT if self.pulse > 0 else theme.CREAM
            theme.draw_text(surface, _(self.total_words).format(amount=format_number(self.shown)), (x0, y0 + 6), "display", 30, colour, anchor="midtop")
        if self.label:
            theme.draw_text(surface, self.label, (x0, y0 + 42), "bold", 20, theme.CREAM_DIM, anchor="midtop")

    def update(self, dt: float) -> None:
        self.pulse = max(0.0, self.pulse - dt)


class FlyingChips:
    """A little stack of chips in flight, with the amount written beside it."""

    def __init__(self, amount: int, pos: tuple[float, float], radius: int = 20, words: str = DOLLARS):
        self.amount = amount
        self.words = words
        """The amount's words, a message id with {amount}: as the stack it flies to counts them."""
        self.x, self.y = pos
        self.radius = radius
        self.alpha = 255.0

    def draw(self, surface: pygame.Surface) -> None:
        chips = make_change(self.amount)
        top = max((d for d, n in chips.items() if n), default=1)
        chip = chip_surface(top, self.radius)
        for j in range(min(4, sum(chips.values()))):
            surface.blit(chip, chip.get_rect(center=(self.x, self.y - j * 6)))
        theme.draw_text(surface, _(self.words).format(amount=format_number(self.amount)), (self.x + self.radius + 8, self.y - 10), "display", 28,
                        theme.HIGHLIGHT, anchor="midleft")


def fly(animator: Animator, flights: list, src: ChipStack, dst: ChipStack, amount: int,
        delay: float = 0.0, on_land=None) -> None:
    """Send `amount` from `src` to `dst`: the source drops when the chips leave, the destination
    grows when they land. `flights` is the scene's list of chips in the air (drawn on top)."""
    chip = FlyingChips(amount, (src.pos[0], src.pos[1] - 20), words=dst.total_words)

    def leave() -> None:
        src.shown -= amount
        flights.append(chip)

    def land() -> None:
        if chip in flights:
            flights.remove(chip)
        dst.shown += amount
        dst.pulse = 0.5
        if on_land:
            on_land()

    animator.add(Sequence(Tween(chip, delay or 1e-6, "linear"), Call(leave),
                          Tween(chip, 0.42, "in_out_quad", x=dst.pos[0], y=dst.pos[1] - 20),
                          Call(land)))


@holds_words
@functools.lru_cache(maxsize=32)
def bill_surface(value: int, width: int = 120) -> pygame.Surface:
    """A banknote (the Bulletbucks 1,000 and 2,000 bills): green paper, border, value corners."""
    h = int(width * 0.46)
    s = pygame.Surface((width, h), pygame.SRCALPHA)
    paper = (196, 222, 186) if value < 2000 else (176, 206, 196)
    ink = (38, 92, 58) if value < 2000 else (34, 76, 90)
    pygame.draw.rect(s, paper, s.get_rect(), border_radius=6)
    pygame.draw.rect(s, ink, s.get_rect().inflate(-6, -6), 2, border_radius=5)
    pygame.draw.ellipse(s, theme.mix(paper, ink, 0.25), (width * 0.36, h * 0.18, width * 0.28, h * 0.64))
    label = theme.text_surface(format_number(value), "black", max(10, h // 3), ink, shadow=False)
    s.blit(label, label.get_rect(topleft=(8, 5)))
    s.blit(label, label.get_rect(bottomright=(width - 8, h - 5)))
    return s


class BillStack:
    """Bills fanned like a hand of money; `bills` is the list of bill values shown."""

    def __init__(self, pos: tuple[float, float], bills: list[int] | None = None, width: int = 120,
                 face_down: bool = False, max_span: float = 240.0):
        self.pos = pos
        self.bills = list(bills or [])
        self.width = width
        self.face_down = face_down
        self.max_span = max_span
        """The fan never gets wider than this, however many bills it holds."""

    def draw(self, surface: pygame.Surface) -> None:
        x0, y0 = self.pos
        fan = _bill_fan(tuple(sorted(self.bills)), self.width, self.face_down, self.max_span)
        surface.blit(fan, fan.get_rect(center=(x0, y0)))
        if not self.face_down and self.bills:
            theme.draw_text(surface, format_number(sum(self.bills)), (x0, y0 + self.width * 0.4), "display", 24,
                            theme.CREAM, anchor="midtop")


@functools.lru_cache(maxsize=8)
def bill_back(width: int = 120) -> pygame.Surface:
    """The back of a bill (a secret bid): engraved green with a guilloche band and a seal."""
    h = int(width * 0.46)
    s = pygame.Surface((width, h), pygame.SRCALPHA)
    base, line = (54, 82, 66), (96, 132, 108)
    pygame.draw.rect(s, base, s.get_rect(), border_radius=6)
    for i in range(-h, width, 7):
        pygame.draw.line(s, theme.mix(base, line, 0.45), (i, 0), (i + h, h), 1)
    pygame.draw.rect(s, line, s.get_rect().inflate(-6, -6), 2, border_radius=5)
    seal = (width / 2, h / 2)
    pygame.draw.circle(s, base, seal, h * 0.32)
    pygame.draw.circle(s, (196, 170, 96), seal, h * 0.32, 2)
    mark = theme.text_surface("B", "display", max(10, int(h * 0.36)), (196, 170, 96), shadow=False)
    s.blit(mark, mark.get_rect(center=seal))
    return s


@holds_words
@cached_pictures(4 * 2**20)
def _bill_fan(bills: tuple[int, ...], width: int, face_down: bool, max_span: float) -> pygame.Surface:
    """A whole fan of bills as one cached picture: rotating each bill every frame cost a
    Bulletbucks table several milliseconds."""
    n = len(bills)
    size = (int(max_span + width * 1.6), int(width * 1.3))
    fan = pygame.Surface(size, pygame.SRCALPHA)
    cx, cy = size[0] / 2, size[1] / 2
    step = min(width * 0.45, max_span / max(1, n - 1))
    tilt = min(6.0, 40.0 / max(1, n))
    back = bill_back(width)
    for i, value in enumerate(bills):
        offset = i - (n - 1) / 2
        bill = back if face_down else bill_surface(value, width)
        img = pygame.transform.rotate(bill, -offset * tilt)
        fan.blit(img, img.get_rect(center=(cx + offset * step, cy + abs(offset) * 2)))
    return fan


@holds_words
@functools.lru_cache(maxsize=16)
def money_bag_surface(size: int = 64, label: str = "$") -> pygame.Surface:
    """A burlap money bag tied at the neck, marked with `label` (Most Wanted's loot)."""
    s = pygame.Surface((size, size), pygame.SRCALPHA)
    body = (170, 130, 80)
    pygame.draw.ellipse(s, theme.darken(body, 0.3), (size * 0.1, size * 0.3, size * 0.8, size * 0.68))
    pygame.draw.ellipse(s, body, (size * 0.12, size * 0.3, size * 0.76, size * 0.64))
    pygame.draw.polygon(s, body, [(size * 0.34, size * 0.34), (size * 0.5, size * 0.1), (size * 0.66, size * 0.34)])
    pygame.draw.line(s, (90, 60, 30), (size * 0.34, size * 0.3), (size * 0.66, size * 0.3), max(2, size // 16))
    text = theme.text_surface(label, "display", size // 3, (70, 44, 20), shadow=False)
    s.blit(text, text.get_rect(center=(size * 0.5, size * 0.64)))
    return s


class MoneyBags:
    """A row of money bags: the count a player holds, with the number written under it."""

    def __init__(self, pos: tuple[float, float], count: int = 0, size: int = 56):
        self.pos = pos
        self.count = count
        self.size = size

    def draw(self, surface: pygame.Surface) -> None:
        x0, y0 = self.pos
        bag = money_bag_surface(self.size)
        shown = min(self.count, 6)
        for i in range(shown):
            surface.blit(bag, bag.get_rect(midbottom=(x0 + (i - (shown - 1) / 2) * self.size * 0.78, y0)))
        words = ngettext("{n} bag", "{n} bags", self.count).format(n=format_number(self.count))
        theme.draw_text(surface, words, (x0, y0 + 4), "bold", 22, theme.CREAM, anchor="midtop")
