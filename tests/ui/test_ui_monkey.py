"""Monkey test: thousands of random clicks, drags, keys and typed text across the menu, new table,
settings and pause screens must never raise."""
from __future__ import annotations

import random

import pygame
import pytest

KEYS = [pygame.K_ESCAPE, pygame.K_TAB, pygame.K_RETURN, pygame.K_SPACE, pygame.K_LEFT, pygame.K_RIGHT,
        pygame.K_UP, pygame.K_DOWN, pygame.K_BACKSPACE, pygame.K_a, pygame.K_n, pygame.K_d, pygame.K_F11,
        pygame.K_KP_ENTER]


def random_event(rng: random.Random) -> list[pygame.event.Event]:
    pos = (rng.randrange(-20, 1940), rng.randrange(-20, 1100))
    roll = rng.random()
    if roll < 0.35:
        return [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(rng.randint(-30, 30), rng.randint(-30, 30)),
                                   buttons=(rng.random() < 0.2, 0, 0))]
    if roll < 0.7:
        button = rng.choice((1, 1, 1, 3))
        return [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
                pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button),
                pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button)]
    if roll < 0.75:
        return [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice((-1, 1)), flipped=False)]
    if roll < 0.9:
        key = rng.choice(KEYS)
        mod = pygame.KMOD_SHIFT if rng.random() < 0.1 else 0
        return [pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=""),
                pygame.event.Event(pygame.KEYUP, key=key, mod=mod)]
    text = rng.choice(["a", "Z", "é", "  ", "Doc", "\u2603", "x" * 30])
    return [pygame.event.Event(pygame.TEXTINPUT, text=text)]


@pytest.fixture
def no_tables(monkeypatch):
    """Keep the monkey on the shell's own screens: Start and Continue open no real table."""
    from scenes.routes import Routes
    monkeypatch.setattr(Routes, "table", lambda self, controller, replace=False: controller.close())


def run_monkey(app, rng, steps, reset):
    from scenes.error import ErrorScene
    seen = set()
    for i in range(steps):
        if not app.stack.scenes or not app.running:
            reset()
            app.running = True
        for event in random_event(rng):
            app.dispatch(event)  # raises if any scene fails: the test fails with the traceback
        app.stack.update(rng.choice((0.0, 0.016, 0.05)))
        assert not isinstance(app.stack.top, ErrorScene)
        seen.add(type(app.stack.top).__name__)
        if i % 25 == 0:
            app.draw_canvas()
    return seen


def test_monkey_from_the_menu(app, no_tables):
    from scenes.menu import MenuScene

    def reset():
        app.stack.clear_to(MenuScene(app))

    reset()
    app.running = True
    seen = run_monkey(app, random.Random(1), 3000, reset)
    assert {"MenuScene", "NewTableScene"} <= seen


def test_monkey_on_the_settings_screen(app, no_tables):
    from scenes.menu import MenuScene
    from scenes.settings import SettingsScene

    def reset():
        app.stack.clear_to(MenuScene(app))
        app.stack.push(SettingsScene(app))

    reset()
    app.running = True
    seen = run_monkey(app, random.Random(4), 2000, reset)
    assert "SettingsScene" in seen


def test_monkey_on_the_new_table_screen(app, no_tables):
    from scenes.menu import MenuScene
    from scenes.new_table import NewTableScene

    def reset():
        app.stack.clear_to(MenuScene(app))
        app.stack.push(NewTableScene(app, random.choice(["desperados", "most_wanted", "roulette"])))

    reset()
    app.running = True
    run_monkey(app, random.Random(2), 2000, reset)


def test_monkey_over_a_paused_table(app, pig_table, no_tables):
    from scenes.menu import MenuScene
    from scenes.pause import PauseScene

    def reset():
        app.stack.clear_to(MenuScene(app))

    app.stack.push(PauseScene(app))
    app.running = True
    seen = run_monkey(app, random.Random(3), 2000, reset)
    assert "PauseScene" in seen


def test_monkey_on_the_rules_screen_of_every_game(app, no_tables):
    from game.games import GAME_IDS
    from scenes.menu import MenuScene
    from scenes.rules import RulesScene
    rng = random.Random(4)

    def reset():
        app.stack.clear_to(MenuScene(app))
        app.stack.push(RulesScene(app, rng.choice(GAME_IDS)))

    reset()
    app.running = True
    seen = run_monkey(app, rng, 1500, reset)
    assert "RulesScene" in seen
