"""Pig's look: the menu tile (a piggy bank and a tumbling die) and the pieces beside its rules.

Pig draws nothing of its own at the table: one ivory pip die (the kit's "pips" faces), chips for
the points. A look is where a game's own pictures live; a game with a die of its own registers
its faces here with `game.ui.dice.face_painter`. Pictures are game-icons.net silhouettes
(`ICON_NAMES`: the tool bundles exactly these, a test checks their credits).

Used by the menu, the new-table screen and the rules screen (see game/ui/looks/__init__.py)."""
from __future__ import annotations

import pygame

from game.ui import art, icons, theme
from game.ui.chips import ChipStack
from game.ui.dice import painted_face

BANK_PICTURE = "piggy-bank"
ICON_NAMES = frozenset({BANK_PICTURE})
PINK = (214, 140, 150)
"""The piggy bank's colour (the registry's accent for Pig)."""
PIPS = "pips"
"""The die's style: the kit's ivory die with pips."""


def paint_tile(s: pygame.Surface, meta) -> None:
    """The picture on the menu tile (and the new-table screen's thumbnail): a piggy bank in the
    accent colour, a die tumbling past it."""
    w, h = s.get_size()
    s.blit(art.gradient((w, h), theme.darken(meta.felt, 0.1), theme.darken(meta.felt, 0.6)), (0, 0))
    icons.draw(s, BANK_PICTURE, pygame.Rect(w // 8, h // 6, w * 3 // 5, h * 3 // 4), meta.accent, shadow=(6, 8, 10))
    s.blit(art.die(h // 3, theme.CREAM, theme.INK, 5, -18), (w * 2 // 3, h // 2))


def paint_pieces(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """The pieces shown beside the rules: the die (a 5, and the 1 that loses the turn) over the
    bank, with chips for the points banked."""
    size = rect.w // 3
    gap = size // 3
    for i, face in enumerate(("5", "1")):
        surface.blit(painted_face(PIPS, face, size), (rect.x + gap + i * (size + gap), rect.y))
    bank = pygame.Rect(rect.x, rect.y + size + gap, rect.w, rect.h - size - 2 * gap)
    icons.draw(surface, BANK_PICTURE, bank, PINK, shadow=(6, 8, 10))
    ChipStack((bank.centerx, bank.bottom), 27, show_total=False).draw(surface)
