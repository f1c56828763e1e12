"""The hand-off curtain of a hot-seat table: "Pass to Ana", and a button "I'm Ana".

Opaque, so nothing of the previous player's hand shows through. A click anywhere, Enter or Space
(a pad's A) lifts it and tells the controller who now has the screen; Esc opens the pause menu
over it. Like the pause overlay, a curtain stops the table below (`pauses_below`): a table that
went on updating under its curtain offered the same decision again every frame, and each offer
pushed one more curtain.

The button is there for the person with keys or a pad: the focus ring rests on it (and the strip
of glyphs shows how to choose), as on every other screen. Choosing it with the ring is a press
like any other (`Lift.ring_pressed`): the curtain still lifts only on the release of a press made
once it is armed, so a key held down since the last person's move never lifts the next curtain.
"""
from __future__ import annotations

import abc
from typing import Callable

import pygame

from game.i18n import _
from game.stack import Scene
from game.ui import backdrop, theme, widgets
from game.ui.focus import Target
from game.ui.panels import draw_seat_mark

LIFT_KEYS = (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER)
ARMING_SECONDS = 0.3
"""A curtain takes no press in its first moments: the previous person's click that finished an
animation, or a held Space's repeats, must not lift the next person's curtain."""
RING_PRESS = "ring"
"""A press made with the focus ring on the curtain's button: any lifting key's release ends it."""
BUTTON_SIZE = (420, 76)


class Lift:
    """When a click, Enter or Space lifts a curtain: a press made once the curtain is armed, then
    its release. A release whose press the curtain never saw is not a lift."""

    def __init__(self) -> None:
        self.age = 0.0
        self.pressed: object = None

    def update(self, dt: float) -> None:
        self.age += dt

    def feed(self, event: pygame.event.Event) -> bool:
        """True when `event` completes a lift."""
        press = (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and "mouse"
                 or event.type == pygame.KEYDOWN and event.key in LIFT_KEYS and event.key)
        if press:
            self._press(press)
            return False
        release = (event.type == pygame.MOUSEBUTTONUP and event.button == 1 and "mouse"
                   or event.type == pygame.KEYUP and event.key in LIFT_KEYS and event.key)
        if release and (release == self.pressed or self.pressed == RING_PRESS and release != "mouse"):
            self.pressed = None
            return True
        return False

    def ring_pressed(self) -> None:
        """Enter, Space or a pad's A chose the curtain's button with the focus ring (which took
        the key down): the key's release lifts, as any press's does."""
        self._press(RING_PRESS)

    def _press(self, press: object) -> None:
        if self.age >= ARMING_SECONDS:
            self.pressed = press


SWALLOWED = (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.KEYDOWN, pygame.KEYUP, pygame.MOUSEWHEEL,
             pygame.TEXTINPUT)
"""Input a curtain keeps from the table below: no click or key may act on a hidden hand."""


class Curtain(Scene, abc.ABC):
    """What both curtains share: they stop the table, lift with one click and open the pause menu
    on Esc; their one button (`button_words`, under `card`) is where the focus ring rests."""

    pauses_below = True

    def __init__(self, app, seat: int, name: str, on_lifted: Callable[[], None]):
        super().__init__(app)
        self.seat, self.name, self.on_lifted = seat, name, on_lifted
        self.lift = Lift()
        self.buttons = widgets.WidgetGroup()
        self.build()

    @abc.abstractmethod
    def card(self) -> pygame.Rect:
        """The panel the curtain's words stand on (canvas coordinates)."""

    @abc.abstractmethod
    def button_words(self) -> str:
        """The words on the button that lifts the curtain."""

    def build(self) -> None:
        """The button in the current language, centred near the foot of the card. It takes no
        click itself: a click anywhere on the curtain lifts it (`Lift`), the button's too."""
        card = self.card()
        rect = pygame.Rect((0, 0), BUTTON_SIZE)
        rect.midbottom = (card.centerx, card.bottom - 34)
        self.buttons.clear()
        self.buttons.add(widgets.Button(rect, self.button_words(), style="primary", size=34))

    def draw_title(self, surface: pygame.Surface, text: str, top: int, size: int) -> pygame.Rect:
        """The curtain's title across the card, smaller where a long name needs it."""
        card = self.card()
        size = theme.fit_text(text, "display", size, card.w - 80)
        return theme.draw_text(surface, text, (card.centerx, top), "display", size, theme.INK, anchor="midtop",
                               shadow=False)

    def draw_words(self, surface: pygame.Surface, text: str, top: int) -> None:
        """Words under the title, on as many lines as fit above the button (two where a language
        or a larger text size needs them)."""
        card, button = self.card(), self.buttons.widgets[0].rect
        theme.draw_wrapped(surface, text, (card.x + 40, top, card.w - 80, button.top - 8 - top), "italic", 28,
                           theme.INK_SOFT, line_gap=0, align="center")

    def focus_targets(self) -> list[Target]:
        return [Target(pygame.Rect(b.rect), self.lift.ring_pressed, b) for b in self.buttons]

    def update(self, dt: float) -> None:
        self.lift.update(dt)

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.buttons.handle(event)  # the button lights under the pointer; the click is the curtain's
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.routes.pause()
            return True
        if self.lift.feed(event):
            self.close()
            self.on_lifted()
            return True
        return event.type in SWALLOWED


class HandoffScene(Curtain):
    opaque = True

    def __init__(self, app, seat: int, name: str, on_ready: Callable[[], None], reason: str = "", marks=None):
        super().__init__(app, seat, name, on_ready)
        self.reason = reason
        """What the curtain keeps from the others (`TableController.curtain_reason`), or nothing."""
        self.marks = marks
        """The table's `SeatMarks`: the person's medallion on the curtain, or their seat's token."""

    def card(self) -> pygame.Rect:
        card = pygame.Rect(0, 0, 900, 460)
        card.center = (self.app.size[0] // 2, self.app.size[1] // 2)
        return card

    def button_words(self) -> str:
        # Translators: the hand-off curtain's button; the person named takes the screen
        return _("I'm {name}").format(name=self.name)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(backdrop.table(surface.get_size(), theme.OXBLOOD), (0, 0))
        card = self.card()
        widgets.draw_panel(surface, card, "parchment", radius=24)
        draw_seat_mark(surface, self.marks, self.seat, (card.centerx, card.y + 80), 40)
        title = self.draw_title(surface, _("Pass to {name}").format(name=self.name), card.y + 134, 64)
        if self.reason:
            self.draw_words(surface, self.reason, title.bottom + 4)
        self.buttons.draw(surface)


class NothingToPlayScene(Curtain):
    """What a hot-seat player sees when a reaction window concerns them but they hold nothing
    for it: the same curtain everyone gets, so nobody learns who holds a reaction card."""

    opaque = False

    def card(self) -> pygame.Rect:
        card = pygame.Rect(0, 0, 860, 340)
        card.center = (740, 560)
        return card

    def button_words(self) -> str:
        return _("Continue")

    def draw(self, surface: pygame.Surface) -> None:
        card = self.card()
        widgets.draw_panel(surface, card, "parchment", radius=22)
        title = self.draw_title(surface, _("{name}: nothing to react with").format(name=self.name), card.y + 40, 44)
        # the same words whoever plays next (it may be this person again) and whatever they hold
        self.draw_words(surface, _("Nothing you hold answers this moment."), title.bottom + 16)
        self.buttons.draw(surface)
