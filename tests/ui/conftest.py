"""Headless pygame for every UI test, and a private home so no test touches the user's files."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame
import pytest


@pytest.fixture(autouse=True)
def _headless(monkeypatch, tmp_path):
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    monkeypatch.setenv("FRONTIER_TABLETOP_HOME", str(tmp_path / "home"))
    yield


@pytest.fixture
def app():
    from game import settings as settings_mod
    from game.app import App
    from scenes.routes import Routes
    a = App(settings=settings_mod.Settings(), headless=True, routes=Routes)
    yield a
    for game in a.stack.held_games():
        game.close()


@pytest.fixture
def pig_table(app):
    """A stand-in table scene (the Pig example game) so the pause overlay has a controller to save."""
    from game.controllers.base import make_controller
    from game.controllers.seats import parse_seats
    from game.stack import Scene

    class PigTable(Scene):
        is_table = True

        def __init__(self, app):
            super().__init__(app)
            self.controller = make_controller("pig", parse_seats("human,ai:random"), None, 7)

        def held_game(self):
            return self.controller

        def handle(self, event):
            if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
                self.app.routes.pause()
                return True
            return False

        def draw(self, surface):
            from game.ui import backdrop
            surface.blit(backdrop.table(app.size), (0, 0))

    table = PigTable(app)
    app.stack.push(table)
    return table
