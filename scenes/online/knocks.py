"""People knocking at a hosted table announced on this network: "Ben asks to join", Let in,
Refuse (game.online.lan).

The host decides, and nothing else admits a knock: Let in hands that person the invite over the
connection pinned to this computer's certificate, Refuse tells them so (and they wait a minute
before knocking again), and a knock left alone is answered "no answer" after a minute. The cards
show in the waiting room under the seats and, while a seat is open, at the table under the
banner; a knock whose person gave up disappears by itself.

`KnockCards` is a part of a screen: its buttons live among the screen's own widgets
(`lay_buttons`, so keys and pad reach them), and the screen calls `update` and `draw`.
"""
from __future__ import annotations

import functools

import pygame

from game.i18n import _, format_number, ngettext
from game.ui import theme, widgets

CARD_HEIGHT = 64
CARD_GAP = 10


class KnockCards:
    """The knocks at `hosting`'s table (its `lan`), one card each in `area`, as many as fit
    (the rest counted under them); `on` is what they are drawn on: "parchment" or "felt"."""

    def __init__(self, hosting, group: widgets.WidgetGroup, area: pygame.Rect, on: str = "parchment"):
        self.hosting = hosting
        self.group = group
        self.area = pygame.Rect(area)
        self.on = on
        self.knocks: list = []
        self._buttons: list[widgets.Widget] = []

    @property
    def fits(self) -> int:
        return max(1, (self.area.h + CARD_GAP) // (CARD_HEIGHT + CARD_GAP))

    def shown(self) -> list:
        return self.knocks[:self.fits]

    def card(self, index: int) -> pygame.Rect:
        return pygame.Rect(self.area.x, self.area.y + index * (CARD_HEIGHT + CARD_GAP), self.area.w, CARD_HEIGHT)

    # -- once a frame ------------------------------------------------------------------------------
    def update(self) -> None:
        lan = getattr(self.hosting, "lan", None)
        knocks = lan.knocks() if lan is not None else []
        if knocks != self.knocks:
            self.knocks = knocks
            self.lay_buttons()

    def let_in(self, knock) -> None:
        self.hosting.lan.let_in(knock)
        self.update()

    def refuse(self, knock) -> None:
        self.hosting.lan.refuse(knock)
        self.update()

    def lay_buttons(self) -> None:
        for button in self._buttons:
            self.group.remove(button)
        self._buttons = []
        for index, knock in enumerate(self.shown()):
            card = self.card(index)
            refuse = widgets.Button((card.right - 180, card.y + 8, 170, card.h - 16), _("Refuse"),
                                    functools.partial(self.refuse, knock), size=22, style="parchment",
                                    tooltip=_("{name} is told you did not let them in").format(name=knock.name))
            let_in = widgets.Button((card.right - 390, card.y + 8, 200, card.h - 16), _("Let in"),
                                    functools.partial(self.let_in, knock), size=22, style="primary",
                                    tooltip=_("{name} is given the invite and chooses an open seat").format(
                                        name=knock.name))
            self._buttons += [self.group.add(let_in), self.group.add(refuse)]

    # -- drawing -----------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        ink = theme.INK if self.on == "parchment" else theme.CREAM
        soft = theme.INK_SOFT if self.on == "parchment" else theme.CREAM_DIM
        shown = self.shown()
        more = len(self.knocks) - len(shown)
        for index, knock in enumerate(shown):
            card = self.card(index)
            if self.on == "parchment":
                pygame.draw.rect(surface, theme.lighten(theme.PARCHMENT, 0.35), card, border_radius=12)
                pygame.draw.rect(surface, theme.GOLD_DARK, card, 2, border_radius=12)
            else:  # over the table: solid, so nothing of the seat under it shows through
                widgets.draw_shadow(surface, card, 12)
                pygame.draw.rect(surface, theme.WOOD_DARK, card, border_radius=12)
                pygame.draw.rect(surface, theme.GOLD, card, 2, border_radius=12)
            words = _("{name} asks to join").format(name=knock.name)
            room = card.w - 410
            size = theme.fit_text(words, "bold", 24, room, 14)
            last = index == len(shown) - 1 and more > 0
            centre = card.centery - (11 if last else 0)
            theme.draw_text(surface, theme.ellipsize(words, "bold", size, room), (card.x + 18, centre), "bold", size,
                            ink, "midleft", self.on != "parchment")
            if last:  # the ones that do not fit are counted on the last card
                count = ngettext("and {count} more knocking", "and {count} more knocking", more).format(
                    count=format_number(more))
                small = theme.fit_text(count, "italic", 18, room, 12)
                theme.draw_text(surface, count, (card.x + 18, card.centery + 15), "italic", small, soft, "midleft",
                                False)
