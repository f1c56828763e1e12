"""A dice tray: the dice of a roll in one row across the tray, any set aside small at its end.

A table hands the tray the dice of a roll (`lay`: each die's kind, whether it is set aside, its
face or None) and the tray keeps their sprites where they belong: the dice in play as large as the
row lets them be, centred; dice set aside (a helper's roll in Zorro) two by two at the right end,
under a veil. A kept die stays in its place; when the rules roll another die of the same kind and
face than the one a person meant (a canonical roll), `trade_places` swaps the two first, so the
die the person kept never moves. The tray keeps what a person has kept for the next roll (`keep`,
`picked`: a language change or an Undo lays it again) and the words stamped over the dice once a
roll is judged (`stamp`, until the next roll starts). The tray draws only the dice; a table draws
what lies over them.
"""
from __future__ import annotations

from typing import Callable

import pygame

from game.i18n import _
from game.ui import theme
from game.ui.dice import DieSprite

MARGIN = 20
"""Pixels between the tray's edge and the row of dice, and between dice (less their own gap)."""
GAP = 16
ASIDE_ROOM = 110
"""Pixels the set-aside dice take at the tray's right end."""
ASIDE_AT = (80, 70)
"""The middle of the set-aside pairs: from the tray's right edge, and its first row from the top."""
ASIDE_STEP = 46
ROW_RISE = 6
"""Pixels the row of dice sits above the tray's middle, leaving room for the KEPT tags below."""
WORDS_TOP = 22
VEIL = (0, 0, 0, 120)


class DiceTray:
    """The dice on the table during a roll: their sprites, which are kept, which set aside."""

    def __init__(self, rect: pygame.Rect, biggest: int, smallest: int, set_aside: int,
                 style: Callable[[str], str] = str, faces: Callable[[str], tuple] = lambda kind: ()):
        self.rect = pygame.Rect(rect)
        self.biggest, self.smallest, self.set_aside = biggest, smallest, set_aside
        self.style = style
        """A die's painter style from its kind (Zorro's black dice, a location's Hero dice)."""
        self.faces = faces
        """A die's faces from its kind: what it shows as it tumbles."""
        self.stamp: tuple[str, tuple[int, int, int]] | None = None
        """(words, colour) stamped over the dice once the roll is judged ("SUCCESS!"), or None."""
        self.dice: list[DieSprite] = []
        """The dice, in the rules' order; always this one list, laid anew in place."""
        self.kinds: list[str] = []
        self.aside: list[bool] = []
        self.keep: set[int] = set()
        self.places: list[int] = []
        """Where each die sits in the row (die number -> place): kept dice stay put while like
        dice trade places under them (`trade_places`)."""

    def start(self, kinds) -> None:
        """A new roll's dice (none for an empty tray), none kept, none set aside, none showing a
        face yet; the last roll's stamp goes."""
        self.keep, self.stamp = set(), None
        self.places = list(range(len(kinds)))
        self.lay(kinds, [False] * len(kinds), [None] * len(kinds))

    def lay(self, kinds, aside, faces) -> None:
        """These dice in the tray (kinds, set-aside flags, faces showing or None); a die still
        tumbling keeps tumbling, to land where it now belongs."""
        self.kinds, self.aside = list(kinds), list(aside)
        old, laid, homes = list(self.dice), [], self.homes()
        for i, kind in enumerate(self.kinds):
            home, size = homes[i]
            die = DieSprite(self.style(kind), home, size, faces[i])
            if i < len(old) and old[i].style == die.style and old[i].blur > 0:
                die = old[i]
                die.home, die.size = home, size
            die.kept = i in self.keep
            laid.append(die)
        self.dice[:] = laid  # the same list: a table may hand it on as its `dice`

    def homes(self) -> dict[int, tuple[tuple[int, int], int]]:
        """Each die's centre and size, in the order of its place."""
        places = self.places + list(range(len(self.places), len(self.kinds)))
        order = sorted(range(len(self.kinds)), key=places.__getitem__)
        live, aside = [i for i in order if not self.aside[i]], [i for i in order if self.aside[i]]
        room = self.rect.w - 2 * MARGIN - (ASIDE_ROOM if aside else 0)
        size = int(max(self.smallest, min(self.biggest, room / max(1, len(live)) - GAP)))
        step = size + GAP
        x0 = self.rect.x + MARGIN + step / 2 + (room - step * len(live)) / 2
        spots = {die: ((int(x0 + k * step), self.rect.centery - ROW_RISE), size) for k, die in enumerate(live)}
        right, top = self.rect.right - ASIDE_AT[0] - ASIDE_STEP // 2, self.rect.y + ASIDE_AT[1]
        for k, die in enumerate(aside):
            spots[die] = ((right + (k % 2) * ASIDE_STEP, top + (k // 2) * ASIDE_STEP), self.set_aside)
        return spots

    def join(self, kinds, set_aside=()) -> None:
        """Dice of `kinds` join the roll (a helper's Hero dice), and the dice `set_aside` step out
        of it: they stay in sight, small and veiled, at the tray's end."""
        self.keep -= set(set_aside)
        aside = [flag or i in set_aside for i, flag in enumerate(self.aside)] + [False] * len(kinds)
        self.lay(self.kinds + list(kinds), aside, [d.face for d in self.dice] + [None] * len(kinds))

    def roll(self, die: int, face, tumbling) -> None:
        """Die number `die` tumbles (on the `tumbling` animator) to land on `face`, no longer kept."""
        self.dice[die].roll(face, tumbling, self.faces(self.kinds[die]))

    def unkeep(self, dice) -> None:
        """The dice `dice` lose their KEPT tag (a card rerolled or turned them)."""
        for die in dice:
            self.dice[die].kept = False

    def picked(self) -> frozenset[int]:
        """The dice a person has kept for the next roll (what `kept_only` lays again)."""
        return frozenset(self.keep)

    def kept_only(self, kept) -> None:
        """Exactly the dice `kept` are kept (a move made, an Undo's choices brought back)."""
        self.keep = {i for i in kept if i < len(self.dice) and not self.aside[i]}
        for i, die in enumerate(self.dice):
            die.kept = i in self.keep

    def toggle(self, die: int) -> None:
        self.kept_only(self.keep ^ {die})

    def loose(self, faces, only=lambda i: True) -> tuple[int, ...]:
        """The dice showing a face, neither kept nor set aside (those `only` allows)."""
        return tuple(i for i, face in enumerate(faces)
                     if face is not None and not self.aside[i] and i not in self.keep and only(i))

    def selectable(self, which=None) -> None:
        """Which dice a click may take (None: every die in play)."""
        for i, die in enumerate(self.dice):
            die.selectable = not self.aside[i] if which is None else i in which

    def trade_places(self, rolled, meant, faces) -> None:
        """The rules roll the dice `rolled` where the person meant `meant`: each die they meant to
        roll trades places with the like die (same kind, same face) the rules will roll. Like
        dice look alike, so the trade is not seen."""
        self.places += range(len(self.places), len(self.kinds))
        stays = [d for d in meant if d not in rolled]
        for die in (d for d in rolled if d not in meant):
            twin = next(d for d in stays if (self.kinds[d], faces[d]) == (self.kinds[die], faces[die]))
            stays.remove(twin)
            self.places[die], self.places[twin] = self.places[twin], self.places[die]
        homes = self.homes()
        for i, sprite in enumerate(self.dice):
            sprite.home, sprite.size = homes[i]
            sprite.x, sprite.y = sprite.home

    def still(self) -> None:
        """No die may be clicked, none lifts under the pointer (a decision is over)."""
        for die in self.dice:
            die.selectable = die.hover = False

    def settle(self) -> None:
        """The roll is over: nothing kept, nothing to click."""
        self.keep = set()
        for die in self.dice:
            die.kept = die.selectable = False

    def update(self, dt: float) -> None:
        for die in self.dice:
            die.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        """The dice, those set aside under a veil with the words "set aside" above them."""
        for die, apart in zip(self.dice, self.aside):
            die.draw(surface)
            if apart:
                veil = pygame.Surface(die.rect.size, pygame.SRCALPHA)
                veil.fill(VEIL)
                surface.blit(veil, die.rect)
        if any(self.aside):
            theme.draw_text(surface, _("set aside"), (self.rect.right - ASIDE_AT[0], self.rect.y + WORDS_TOP),
                            "italic", 15, theme.CREAM_DIM, anchor="midtop")
