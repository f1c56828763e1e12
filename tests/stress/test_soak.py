"""A soak: AI-only tables of every game back to back through the app's frame loop, animations at
normal speed. CI runs a fixed number of frames; `SOAK_SECONDS=1800` runs half an hour and also
checks that memory stays flat (benchmarks/soak_memory.py prints the figures)."""
import gc
import os
import time
import tracemalloc

import pygame

from game import games
from game.controllers.base import make_controller
from game.controllers.seats import parse_seats
from game.games import GAME_IDS
from scenes.results import ResultsScene

FRAMES = int(os.environ.get("SOAK_FRAMES", "2400"))
SECONDS = float(os.environ.get("SOAK_SECONDS", "0"))


def ai_table(app, game_id: str, seed: int):
    info = games.get(game_id).rules().info
    seats = ",".join(["ai:easy", "ai:random", "ai:easy", "ai:random", "ai:easy"][: max(info.min_seats, 3)]
                     [: info.max_seats])
    controller = make_controller(game_id, parse_seats(seats), None, seed)
    scene = games.get(game_id).table_class()(app, controller)
    app.stack.clear_to(scene)
    return scene


def test_ai_tables_run_back_to_back_without_error(app):
    app.settings.animation_speed = "fast"
    app.settings.ai_pacing = 0.05
    tables = list(GAME_IDS)
    canvas = pygame.Surface((1920, 1080))
    games = 0
    scene = ai_table(app, tables[0], 0)
    started = time.time()
    tracemalloc.start()
    baseline = None
    frame = 0
    while frame < FRAMES or time.time() - started < SECONDS:
        app.stack.update(1 / 60)
        app.stack.draw(canvas)
        if isinstance(app.stack.top, ResultsScene) or frame and frame % 900 == 0:
            scene.controller.close()
            games += 1
            scene = ai_table(app, tables[games % len(tables)], games)
            if games == len(tables):
                gc.collect()
                baseline = tracemalloc.get_traced_memory()[0]
        if scene.controller.ai_thinking():
            time.sleep(0.001)
        frame += 1
    scene.controller.close()
    gc.collect()
    if SECONDS >= 600 and baseline is not None:
        grown = tracemalloc.get_traced_memory()[0] - baseline
        assert grown < 5 * 2**20, f"memory grew by {grown / 2**20:.1f} MiB"
    tracemalloc.stop()
    assert games >= 1
