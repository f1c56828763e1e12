"""The hand-off curtain of a hot-seat table: "Pass to Ana — click when ready".

Opaque, so nothing of the previous player's hand shows through. A click, Enter or Space lifts it
and tells the controller who now has the screen; Esc opens the pause menu over it. Like the pause
overlay, a curtain stops the table below (`pauses_below`): a table that went on updating under
its curtain offered the same decision again every frame, and each offer pushed one more curtain.
"""
from __future__ import annotations

from typing import Callable

import pygame

from game.i18n import _
from game.stack import Scene
from game.ui import backdrop, theme, widgets
from game.ui.panels import draw_seat_mark

LIFT_KEYS = (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER)
ARMING_SECONDS = 0.3
"""A curtain takes no press in its first moments: the previous person's click that finished an
animation, or a held Space's repeats, must not lift the next person's curtain."""


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
            if self.age >= ARMING_SECONDS:
                self.pressed = press
            return False
        release = (event.type == pygame.MOUSEBUTTONUP and event.button == 1 and "mouse"
                   or event.type == pygame.KEYUP and event.key in LIFT_KEYS and event.key)
        if release and release == self.pressed:
            self.pressed = None
            return True
        return False


SWALLOWED = (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.KEYDOWN, pygame.KEYUP, pygame.MOUSEWHEEL,
             pygame.TEXTINPUT)
"""Input a curtain keeps from the table below: no click or key may act on a hidden hand."""


class Curtain(Scene):
    """What both curtains share: they stop the table, lift with one click and open the pause menu on Esc."""

    pauses_below = True

    def __init__(self, app, seat: int, name: str, on_lifted: Callable[[], None]):
        super().__init__(app)
        self.seat, self.name, self.on_lifted = seat, name, on_lifted
        self.lift = Lift()

    def update(self, dt: float) -> None:
        self.lift.update(dt)

    def handle(self, event: pygame.event.Event) -> bool:
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

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(backdrop.table(surface.get_size(), theme.OXBLOOD), (0, 0))
        card = pygame.Rect(0, 0, 900, 420)
        card.center = (surface.get_width() // 2, surface.get_height() // 2)
        widgets.draw_panel(surface, card, "parchment", radius=24)
        draw_seat_mark(surface, self.marks, self.seat, (card.centerx, card.y + 80), 40)
        theme.draw_text(surface, _("Pass to {name}").format(name=self.name), (card.centerx, card.y + 140), "display", 64, theme.INK,
                        anchor="midtop", shadow=False)
        if self.reason:  # on two lines where a language needs them
            theme.draw_wrapped(surface, self.reason, (card.x + 40, card.y + 226, card.w - 80, 84), "italic", 28,
                               theme.INK_SOFT, line_gap=0, align="center")
        theme.draw_text(surface, _("{name}: click when ready").format(name=self.name), (card.centerx, card.bottom - 60), "bold", 30,
                        theme.OXBLOOD, anchor="midtop", shadow=False)


class NothingToPlayScene(Curtain):
    """What a hot-seat player sees when a reaction window concerns them but they hold nothing
    for it: the same curtain everyone gets, so nobody learns who holds a reaction card."""

    opaque = False

    def draw(self, surface: pygame.Surface) -> None:
        card = pygame.Rect(0, 0, 860, 300)
        card.center = (740, 560)
        widgets.draw_panel(surface, card, "parchment", radius=22)
        theme.draw_text(surface, _("{name}: nothing to react with").format(name=self.name), (card.centerx, card.y + 50), "display", 44,
                        theme.INK, anchor="midtop", shadow=False)
        # the same words whoever plays next (it may be this person again) and whatever they hold
        theme.draw_wrapped(surface, _("Nothing you hold answers this moment. Click to go on."),
                           (card.x + 40, card.y + 130, card.w - 80, 120), "italic", 26, theme.INK_SOFT, align="center")
