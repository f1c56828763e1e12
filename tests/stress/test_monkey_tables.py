"""Monkeys at every table: random clicks, keys and window resizes while dice roll and AIs think.

Nothing may raise, and no illegal action may reach the rules: the scene only sends what it
offers, so the controller must never see a refusal.
"""
import os
import random

import pygame
import pytest

from game import games
from game.controllers.base import make_controller
from game.controllers.seats import parse_seats
from game.rules.common.contract import IllegalAction
from game.games import GAME_IDS

TABLES = list(GAME_IDS)
STEPS = int(os.environ.get("MONKEY_STEPS", "1500"))
KEYS = [pygame.K_SPACE, pygame.K_RETURN, pygame.K_r, pygame.K_z, pygame.K_TAB, pygame.K_LEFT, pygame.K_a,
        pygame.K_ESCAPE]


def random_event(rng: random.Random, app):
    kind = rng.random()
    pos = (rng.randrange(1920), rng.randrange(1080))
    if kind < 0.45:
        return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=rng.choice((1, 1, 1, 3)))
    if kind < 0.6:
        return pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)
    if kind < 0.8:
        return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    if kind < 0.95:
        key = rng.choice(KEYS)
        return pygame.event.Event(pygame.KEYDOWN, key=key, mod=rng.choice((0, pygame.KMOD_CTRL)), unicode="")
    return pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice((-1, 1)), flipped=False)


@pytest.mark.parametrize("game_id", TABLES)
def test_random_input_at_a_table_never_breaks_it(app, game_id):
    info = games.get(game_id).rules().info
    count = max(info.min_seats, min(info.max_seats, 3))
    seats = ",".join(["human", "ai:random", "human"][:count])
    app.settings.animation_speed = "fast"  # monkeys must also hit tables mid-animation
    controller = make_controller(game_id, parse_seats(seats), None, 5)
    refused = []
    real_act = controller.act

    def watched_act(seat, action):
        try:
            return real_act(seat, action)
        except IllegalAction as exc:
            refused.append(str(exc))
            raise
    controller.act = watched_act
    scene = games.get(game_id).table_class()(app, controller)
    app.stack.push(scene)
    rng = random.Random(game_id)
    canvas = pygame.Surface((1920, 1080))
    for step in range(STEPS):
        app.stack.handle(random_event(rng, app))
        if len(app.stack) > 1 and app.stack.top is not scene and rng.random() < 0.3:
            app.stack.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode=""))
        if step % 97 == 0:
            app.dispatch(pygame.event.Event(pygame.VIDEORESIZE, size=(rng.randrange(640, 2000), rng.randrange(360, 1200)),
                                            w=800, h=600))
        app.stack.update(1 / 60)
        if step % 10 == 0:
            app.stack.draw(canvas)
        if scene not in app.stack.scenes:
            break
    assert not refused, f"the table sent actions the rules refused: {refused[:3]}"
