"""Every table: frame time while its pieces move, and CPU while it waits for a person.

    python benchmarks/tables.py [--frames 600]

Frame time: an AI-only table at normal animation speed with no pacing, so something is always
moving (dice tumbling, cards flying, chips landing); each frame is update + draw of the whole
1920x1080 canvas, median and p95 (target p95 under 8 ms). Idle CPU: the real app loop at a table
whose next decision is a human's, measured over 5 s of process CPU time after its first second
(target near zero).

Under SDL's dummy driver this never shows the step a person waits for, putting the frame on the
screen: `benchmarks/window_frames.py` times update + draw + present in a real window (Xvfb).
"""
from __future__ import annotations

import argparse
import os
import resource
import statistics
import sys
import threading
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("FRONTIER_TABLETOP_HOME", "/tmp/frontier-bench-home")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import pygame  # noqa: E402

from game import games  # noqa: E402
from game import settings as settings_mod  # noqa: E402
from game.app import App  # noqa: E402
from game.controllers.base import make_controller  # noqa: E402
from game.controllers.seats import parse_seats  # noqa: E402
from game.games import GAME_IDS  # noqa: E402


def seats_for(game_id: str, first: str) -> str:
    info = games.get(game_id).rules().info
    n = min(info.max_seats, max(info.min_seats, 4))
    return ",".join([first] + ["ai:easy"] * (n - 1))


def frame_times(game_id: str, frames: int) -> tuple[float, float]:
    settings = settings_mod.Settings()
    settings.ai_pacing = 0.0
    app = App(settings=settings, headless=True)
    controller = make_controller(game_id, parse_seats(seats_for(game_id, "ai:easy")), None, 1)
    scene = games.get(game_id).table_class()(app, controller)
    app.stack.push(scene)
    canvas = pygame.Surface((1920, 1080))
    times = []
    for _ in range(frames):
        started = time.perf_counter()
        app.stack.update(1 / 60)
        app.stack.draw(canvas)
        times.append((time.perf_counter() - started) * 1000)
        if controller.is_over():
            break
        time.sleep(0.002)
    controller.close()
    ordered = sorted(times)
    return statistics.median(times), ordered[int(0.95 * (len(ordered) - 1))]


def idle_cpu(game_id: str, seconds: float = 5.0) -> float:
    app = App(settings=settings_mod.Settings(), headless=True)
    controller = make_controller(game_id, parse_seats(seats_for(game_id, "human")), None, 1)
    app.stack.push(games.get(game_id).table_class()(app, controller))
    deadline = time.time() + 30
    while not controller.waiting_humans() and time.time() < deadline:
        app.stack.update(1 / 60)
        time.sleep(0.001)
    for _ in range(120):  # let the offer settle
        app.stack.update(1 / 60)
    # Measured from one second in: the loop's first frame paints the window's backdrop at its
    # size (~0.1 s, once per window), which is not what a table costs while it waits.
    marks: list = []

    def mark() -> None:
        marks.append((resource.getrusage(resource.RUSAGE_SELF), time.perf_counter()))

    threading.Timer(1.0, mark).start()
    threading.Timer(1.0 + seconds, app.quit).start()
    app.run()
    mark()
    (before, started), (after, ended) = marks
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return 100 * cpu / (ended - started)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--frames", type=int, default=600)
    parser.add_argument("--game", action="append")
    args = parser.parse_args()
    print(f"{'table':14} {'frame median ms':>16} {'p95 ms':>8} {'idle CPU %':>11}")
    for game_id in args.game or GAME_IDS:
        median, p95 = frame_times(game_id, args.frames)
        cpu = idle_cpu(game_id)
        print(f"{game_id:14} {median:16.2f} {p95:8.2f} {cpu:11.2f}")


if __name__ == "__main__":
    main()
