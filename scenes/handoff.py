"""The hand-off curtain of a hot-seat table: "Pass to Ana — click when ready".

Opaque, so nothing of the previous player's hand shows through. A click or a key lifts it and
tells the controller who now has the screen.
"""
from __future__ import annotations

from typing import Callable

import pygame

from game.ui import backdrop, theme, widgets
from scenes.base import Scene


class HandoffScene(Scene):
    opaque = True

    def __init__(self, app, seat: int, name: str, on_ready: Callable[[], None], reason: str = ""):
        super().__init__(app)
        self.seat = seat
        self.name = name
        self.on_ready = on_ready
        self.reason = reason or "Your cards are hidden until you are in the chair."

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 or event.type == pygame.KEYDOWN and event.key in (
                pygame.K_SPACE, pygame.K_RETURN):
            self.close()
            self.on_ready()
            return True
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN, pygame.MOUSEBUTTONUP)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(backdrop.table(surface.get_size(), theme.OXBLOOD), (0, 0))
        card = pygame.Rect(0, 0, 900, 420)
        card.center = (surface.get_width() // 2, surface.get_height() // 2)
        widgets.draw_panel(surface, card, "parchment", radius=24)
        theme.draw_seat_token(surface, self.seat, (card.centerx, card.y + 80), 40)
        theme.draw_text(surface, f"Pass to {self.name}", (card.centerx, card.y + 140), "display", 64, theme.INK,
                        anchor="midtop", shadow=False)
        theme.draw_text(surface, self.reason, (card.centerx, card.y + 240), "italic", 28, theme.INK_SOFT,
                        anchor="midtop", shadow=False)
        theme.draw_text(surface, f"{self.name}: click when ready", (card.centerx, card.bottom - 60), "bold", 30,
                        theme.OXBLOOD, anchor="midtop", shadow=False)


class NothingToPlayScene(Scene):
    """What a hot-seat player sees when a reaction window concerns them but they hold nothing
    for it: the same curtain everyone gets, so nobody learns who holds a reaction card."""

    opaque = False

    def __init__(self, app, seat: int, name: str, on_done: Callable[[], None]):
        super().__init__(app)
        self.seat, self.name, self.on_done = seat, name, on_done

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 or event.type == pygame.KEYDOWN and event.key in (
                pygame.K_SPACE, pygame.K_RETURN):
            self.close()
            self.on_done()
            return True
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN, pygame.MOUSEBUTTONUP)

    def draw(self, surface: pygame.Surface) -> None:
        card = pygame.Rect(0, 0, 860, 300)
        card.center = (740, 560)
        widgets.draw_panel(surface, card, "parchment", radius=22)
        theme.draw_text(surface, f"{self.name}: nothing to react with", (card.centerx, card.y + 50), "display", 44,
                        theme.INK, anchor="midtop", shadow=False)
        theme.draw_text(surface, "None of your cards answers this moment. Click to hand the screen back.",
                        (card.centerx, card.y + 140), "italic", 26, theme.INK_SOFT, anchor="midtop", shadow=False)
