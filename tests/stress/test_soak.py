"""A soak: AI-only tables of every game back to back through the app's own frame loop (real
events, the app's crash handling). It fails when a table crashes (the
app would show its error screen), when a table stops moving on (no step for a long stretch of
frames while nobody is thinking), when a finished table's results disagree with its rules, or
when too few tables reached their end in the budget. CI runs a fixed number of frames with
instant animations (so most games reach their results); `SOAK_SECONDS=1800 SOAK_SPEED=fast` runs
half an hour with animations and also checks that memory stays flat (benchmarks/soak_memory.py
prints the figures)."""
import gc
import os
import time
import tracemalloc

from game import games
from game import settings as settings_mod
from game.controllers.base import make_controller
from game.controllers.seats import parse_seats
from game.frame_driver import FRAME_SECONDS, FrameDriver
from game.games import GAME_IDS
from scenes.error import ErrorScene
from scenes.menu import MenuScene
from scenes.results import ResultsScene
from scenes.routes import Routes

FRAMES = int(os.environ.get("SOAK_FRAMES", "1500"))
SECONDS = float(os.environ.get("SOAK_SECONDS", "0"))
SPEED = os.environ.get("SOAK_SPEED", "instant")
FRAME = FRAME_SECONDS if SECONDS else 1 / 20
"""CI's short soak passes its frames at a slow machine's 20 a second: the tables play three times
as far in the same frames (AI pacing and animations are timed in seconds). Not slower: an AI still
thinks in real time, a step or so a frame, and at 10 a second a table's 15 seconds ended before
most games did. The long soak runs at 60 frames a second, as a person's screen does."""
STALL_FRAMES = round(10 / FRAME)
"""Ten seconds of frames with no step and no AI thinking: a table that waits for nobody."""
TABLE_FRAMES = round(15 / FRAME)
"""A table is left for the next game after this many frames, so every game gets its turn."""
MEASURES_MEMORY = SECONDS >= 600
"""Only a long soak traces memory. tracemalloc.stop() races any thread that enters Python from
outside at that moment (CPython gh-128679, fixed in 3.13, not in 3.11): SDL's audio thread
handing back a finished sound effect did, and crashed stop 27's CI run with a segfault on a
thread with no Python frame. CI's short soak has no figure to take, so it traces nothing."""


def ai_table(driver: FrameDriver, game_id: str, seed: int):
    info = games.get(game_id).rules().info
    seats = ",".join(["ai:easy", "ai:random", "ai:easy", "ai:random", "ai:easy"][: max(info.min_seats, 3)]
                     [: info.max_seats])
    driver.app.routes.menu()
    driver.app.routes.table(make_controller(game_id, parse_seats(seats), None, seed))
    return driver.top


def check_results(driver: FrameDriver, controller) -> None:
    results = driver.top
    assert results.controller is controller
    assert controller.is_over()
    places = controller.places()
    assert min(places) == 1 and {places[s] for s in controller.winners()} == {1}, \
        f"{controller.game_id}: results places {places} disagree with the winners {controller.winners()}"


def test_ai_tables_run_back_to_back_without_error():
    settings = settings_mod.Settings()
    settings.animation_speed = SPEED
    settings.ai_pacing = 0.05
    driver = FrameDriver(window_size=(1366, 768), settings=settings, routes=Routes)
    driver.start(MenuScene(driver.app))
    tables, finished, played = list(GAME_IDS), 0, 0
    table = ai_table(driver, tables[0], 0)
    started, baseline = time.time(), None
    if MEASURES_MEMORY:
        tracemalloc.start()
    table_start = last_step_frame = driver.frames
    steps = 0
    try:
        while driver.frames < FRAMES or time.time() - started < SECONDS:
            driver.frame(FRAME)
            assert not isinstance(driver.top, ErrorScene), f"{table.controller.game_id} crashed: {driver.top.message}"
            controller = table.controller
            if len(controller.history) != steps or controller.ai_thinking():
                steps, last_step_frame = len(controller.history), driver.frames
            assert driver.frames - last_step_frame < STALL_FRAMES or isinstance(driver.top, ResultsScene), \
                f"{controller.game_id} stopped moving on after step {steps}"
            if isinstance(driver.top, ResultsScene) or driver.frames - table_start >= TABLE_FRAMES:
                if isinstance(driver.top, ResultsScene):
                    check_results(driver, controller)
                    finished += 1
                controller.close()
                played += 1
                table = ai_table(driver, tables[played % len(tables)], played)
                table_start = last_step_frame = driver.frames
                steps = 0
                if played == len(tables) and MEASURES_MEMORY:
                    gc.collect()
                    baseline = tracemalloc.get_traced_memory()[0]
    finally:
        table.controller.close()
        driver.app.shutdown()
    if MEASURES_MEMORY:
        gc.collect()
        grown = tracemalloc.get_traced_memory()[0] - baseline if baseline is not None else 0
        tracemalloc.stop()
        assert grown < 5 * 2**20, f"memory grew by {grown / 2**20:.1f} MiB"
    assert played >= len(tables), f"only {played} tables in {driver.frames} frames: every game gets its turn"
    assert finished >= played // 2, f"only {finished} of {played} tables reached their results"
    print(f"{played} tables, {finished} finished, in {driver.frames} frames")
