"""Memory over a long AI-vs-AI session: tables of every game back to back through the frame loop.

    python benchmarks/soak_memory.py [--seconds 1800] [--speed fast]

Plays AI-only tables of every game in turn, as the app does (`App.tidy_if_due` after each), and
records the resident set size (RSS) between tables, after the first table of every game (the
warm-up: fonts, layouts, the AIs' odds tables). Prints it every few minutes with the range of the
first and the latest whole cycle of tables; the target is under 5 MB of growth after the warm-up.
"""
from __future__ import annotations

import argparse
import ctypes
import os
import resource
import sys
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("FRONTIER_TABLETOP_HOME", "/tmp/frontier-soak-home")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import pygame  # noqa: E402

from game import games  # noqa: E402
from game import settings as settings_mod  # noqa: E402
from game.app import App  # noqa: E402
from game.controllers.base import make_controller  # noqa: E402
from game.controllers.seats import parse_seats  # noqa: E402
from game.games import GAME_IDS  # noqa: E402
from scenes.results import ResultsScene  # noqa: E402
from scenes.routes import Routes  # noqa: E402


def rss_mb() -> float:
    with open("/proc/self/statm") as handle:
        pages = int(handle.read().split()[1])
    return pages * os.sysconf("SC_PAGE_SIZE") / 2**20


def trimmed_rss_mb() -> float:
    """RSS after asking glibc to hand freed heap pages back (`malloc_trim`): growth that this
    removes is fragmentation of freed memory, not memory still held."""
    try:
        ctypes.CDLL("libc.so.6").malloc_trim(0)
    except (OSError, AttributeError):
        pass
    return rss_mb()


class _MallInfo2(ctypes.Structure):
    _fields_ = [(name, ctypes.c_size_t) for name in
                ("arena", "ordblks", "smblks", "hblks", "hblkhd", "usmblks", "fsmblks", "uordblks", "fordblks",
                 "keepcost")]


def heap_in_use_mb() -> float:
    """Bytes glibc's malloc has handed out and not had back, over all arenas (NaN elsewhere).

    Beside the RSS it tells held memory from kept memory: RSS growing while this stays flat is
    the allocator keeping freed pages (fragmentation), not something the program still holds."""
    try:
        mallinfo2 = ctypes.CDLL("libc.so.6").mallinfo2
    except (OSError, AttributeError):
        return float("nan")
    mallinfo2.restype = _MallInfo2
    info = mallinfo2()
    return (info.uordblks + info.hblkhd) / 2**20


def cache_sizes() -> str:
    """Entries in every picture cache of the UI and the tables (bounded `lru_cache`s and the card
    transform dicts): they fill during the first games, and a cache still filling when the RSS
    steps up is the first suspect."""
    sizes, budgets = {}, {}
    for name, module in sorted(sys.modules.items()):
        if not (name.startswith("game.ui") or name.startswith("scenes.")):
            continue
        for attr, value in vars(module).items():
            label = f"{name.rsplit('.', 1)[-1]}.{attr}"
            info = getattr(value, "cache_info", None)
            value = getattr(value, "cache", value)
            if type(value).__name__ == "PictureCache":
                budgets[id(value)] = value.used
                sizes[label] = f"{len(value)} ({value.used / 2**20:.1f} MB)"
            elif callable(info) and getattr(vars(module)[attr], "__module__", None) == name:
                sizes[label] = info().currsize
    listed = ", ".join(f"{k} {v}" for k, v in sizes.items() if v)
    return f"{sum(budgets.values()) / 2**20:.1f} MB in budgeted caches: {listed}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=1800)
    parser.add_argument("--report", type=float, default=120)
    parser.add_argument("--speed", choices=settings_mod.ANIMATION_SPEEDS, default="fast",
                        help="animation speed at the tables (instant passes the warm-up in a short run)")
    parser.add_argument("--trim", action="store_true",
                        help="also print the RSS after malloc_trim (which then lowers every later figure)")
    args = parser.parse_args()
    settings = settings_mod.Settings()
    settings.animation_speed = args.speed
    settings.ai_pacing = 0.05
    app = App(settings=settings, headless=True, routes=Routes)  # a finished table goes to its results
    tables = list(GAME_IDS)
    canvas = pygame.Surface((1920, 1080))
    played, baseline, started, last_report = 0, None, time.time(), time.time()

    def new_table():
        game_id = tables[played % len(tables)]
        info = games.get(game_id).rules().info
        seats = ",".join(["ai:medium", "ai:easy", "ai:easy"][: max(info.min_seats, 3)][: info.max_seats])
        scene = games.get(game_id).table_class()(app, make_controller(game_id, parse_seats(seats), None, played))
        app.stack.clear_to(scene)
        return scene

    scene = new_table()
    between: list[float] = []
    heap_between: list[float] = []
    """RSS just after each table has been tidied away (the app's own step between tables), from the
    end of the warm-up on: the same moment of every cycle, so tables of different sizes compare."""

    def cycle(index: int) -> str:
        window = between[index * len(tables):(index + 1) * len(tables)] or [float("nan")]
        return f"{min(window):.1f}-{max(window):.1f}"

    while time.time() - started < args.seconds:
        if app._tidy_due:
            app.tidy_if_due()  # as App.run does at the start of every frame
            if played >= len(tables):
                between.append(rss_mb())
                heap_between.append(heap_in_use_mb())
                if baseline is None:
                    baseline = between[0]
                    print(f"after warm-up ({played} games), between tables: RSS {baseline:.1f} MB, "
                          f"{sys.getallocatedblocks() / 1000:.0f}k Python blocks", flush=True)
        app.stack.update(1 / 60)
        app.stack.draw(canvas)
        if isinstance(app.stack.top, ResultsScene):
            scene.controller.close()
            played += 1
            scene = new_table()
        if scene.controller.ai_thinking():
            time.sleep(0.001)
        if baseline is not None and time.time() - last_report > args.report:
            last_report = time.time()
            rss = rss_mb()
            trimmed = f"; {trimmed_rss_mb() - baseline:+.1f} MB trimmed" if args.trim else ""
            last = len(between) // len(tables) - 1
            latest = f", cycle {last + 1} {cycle(last)}" if last >= 1 else ""  # once a second one is whole
            print(f"{(time.time() - started) / 60:5.1f} min, {played} games: between tables {between[-1]:.1f} MB "
                  f"({between[-1] - baseline:+.1f}), cycle 1 {cycle(0)}{latest} MB; "
                  f"heap in use between tables {heap_between[-1]:.1f} MB ({heap_between[-1] - heap_between[0]:+.1f}); "
                  f"at a table {rss:.1f} MB{trimmed}; "
                  f"{sys.getallocatedblocks() / 1000:.0f}k Python blocks; "
                  f"{cache_sizes()}", flush=True)
    scene.controller.close()  # the last table's AI stops thinking
    if not between:
        print(f"end: {played} games in {(time.time() - started) / 60:.1f} min, too few to pass the warm-up "
              f"({len(tables)} games): give it more --seconds")
        return
    cycles = len(between) // len(tables)
    grown = max(between[(cycles - 1) * len(tables):cycles * len(tables)]) - max(between[:len(tables)]) \
        if cycles >= 2 else float("nan")
    print(f"end: {played} games in {(time.time() - started) / 60:.1f} min; between tables, the highest of the "
          f"last whole cycle minus the highest of the first: {grown:+.1f} MB (target < 5 MB); last {between[-1]:.1f} MB, "
          f"first {baseline:.1f} MB; peak RSS {resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024:.1f} MB")


if __name__ == "__main__":
    main()
