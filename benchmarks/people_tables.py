"""Two people and an AI at one screen, each game played to its end through the app's frame loop.

    python benchmarks/people_tables.py [--window 1366x768] [--speed instant] [--seed 1]

Uses the frame-loop driver (`game.frame_driver`) and the person of the tests
(`tests/people/person.py`): people click what each table offers, every hand-off curtain stays
up a second before the click, and the screen is checked for privacy after each curtain. Prints,
per game, the frames run, the curtains passed, the seconds of play the frames stand for (at 60
frames a second) and the real seconds the run took.
"""
from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("FRONTIER_TABLETOP_HOME", tempfile.mkdtemp(prefix="frontier-people-bench-"))
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "people"))

from game import settings as settings_mod  # noqa: E402
from game.controllers.base import make_controller  # noqa: E402
from game.controllers.seats import parse_seats  # noqa: E402
from game.frame_driver import FRAME_SECONDS, FrameDriver  # noqa: E402
from game.games import GAME_IDS  # noqa: E402
from person import assert_screen_private, sit_through  # noqa: E402
from scenes.menu import MenuScene  # noqa: E402
from scenes.routes import Routes  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--window", default="1366x768")
    parser.add_argument("--speed", default="instant", choices=["instant", "fast", "normal"])
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    window = tuple(int(v) for v in args.window.split("x"))
    print(f"window {args.window}, animations {args.speed}, people: human,human + ai:easy, seed {args.seed}")
    print(f"{'game':<14}{'frames':>9}{'curtains':>10}{'play s':>9}{'real s':>9}")
    for game_id in (g for g in GAME_IDS if g != "pig"):
        settings = settings_mod.Settings()
        settings.animation_speed = args.speed
        settings.ai_pacing = 0.0
        driver = FrameDriver(window_size=window, settings=settings, routes=Routes)
        driver.start(MenuScene(driver.app))
        driver.app.routes.table(make_controller(game_id, parse_seats("human,human,ai:easy"), None, args.seed))
        started = time.perf_counter()
        sitting = sit_through(driver, driver.top, seed=args.seed, after_curtain=assert_screen_private)
        real = time.perf_counter() - started
        print(f"{game_id:<14}{sitting.frames:>9}{len(sitting.curtains):>10}{sitting.frames * FRAME_SECONDS:>9.0f}"
              f"{real:>9.1f}")
        driver.app.shutdown()


if __name__ == "__main__":
    main()
