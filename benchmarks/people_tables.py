"""Two people and an AI at one screen, each game played to its end through the app's frame loop.

    python benchmarks/people_tables.py [--window 1366x768] [--speed instant] [--seeds 1,2]
                                       [--games desperados,durango] [--reactions holding]

Uses the frame-loop driver (`game.frame_driver`) and the person of the tests
(`tests/people/person.py`): people click what each table offers, every hand-off curtain stays
up a second before the click, and the screen is checked for privacy after each curtain. Prints,
per game (summed over the seeds), the rounds played, the frames run, the curtains passed, the
seconds of play the frames stand for (at 60 frames a second) and the real seconds the run took;
then what the curtains cost per round: hand-offs ("Pass to Ana"), the part of them a reaction
window asked for, and the clicks spent on curtains (a hand-off, or the "nothing to react with"
panel after one), beside the clicks made at the table itself. `--reactions` seats both people
with that reaction-window choice (always, holding, never; default: the app's own default).
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
    parser.add_argument("--seeds", default="1", help="comma-separated seeds, one game each")
    parser.add_argument("--seed", type=int, help="one seed (same as --seeds N)")
    parser.add_argument("--games", default=",".join(g for g in GAME_IDS if g != "pig"))
    parser.add_argument("--reactions", default="", help="always, holding or never for both people")
    args = parser.parse_args()
    window = tuple(int(v) for v in args.window.split("x"))
    seeds = [args.seed] if args.seed is not None else [int(s) for s in args.seeds.split(",")]
    print(f"window {args.window}, animations {args.speed}, people: human,human + ai:easy, seeds {seeds}"
          f"{', reaction windows: ' + args.reactions if args.reactions else ''}")
    rows = [(game_id, play(game_id, window, args.speed, seeds, args.reactions)) for game_id in args.games.split(",")]
    print(f"{'game':<14}{'rounds':>7}{'frames':>9}{'curtains':>10}{'play s':>9}{'real s':>9}")
    for game_id, row in rows:
        print(f"{game_id:<14}{row['rounds']:>7}{row['frames']:>9}{row['curtains']:>10}{row['play']:>9.0f}{row['real']:>9.1f}")
    print(f"per round:    {'hand-offs':>10}{'reaction':>10}{'curtain clicks':>16}{'table clicks':>14}")
    for game_id, row in rows:
        rounds = max(row["rounds"], 1)
        print(f"{game_id:<14}{row['handoffs'] / rounds:>10.2f}{row['reaction'] / rounds:>10.2f}"
              f"{row['curtains'] / rounds:>16.2f}{row['gestures'] / rounds:>14.2f}")


def play(game_id: str, window: tuple[int, int], speed: str, seeds: list[int], reactions: str) -> dict:
    """Two people and an AI play one game of `game_id` for each seed; what it cost, summed."""
    total = {"rounds": 0, "frames": 0, "curtains": 0, "handoffs": 0, "reaction": 0, "gestures": 0, "play": 0.0,
             "real": 0.0}
    for seed in seeds:
        settings = settings_mod.Settings()
        settings.animation_speed = speed
        settings.ai_pacing = 0.0
        driver = FrameDriver(window_size=window, settings=settings, routes=Routes)
        driver.start(MenuScene(driver.app))
        controller = make_controller(game_id, parse_seats("human,human,ai:easy"), None, seed)
        driver.app.routes.table(controller)
        if reactions:
            controller.ask_reactions({seat: reactions for seat in controller.humans})
        started = time.perf_counter()
        sitting = sit_through(driver, driver.top, seed=seed, after_curtain=assert_screen_private)
        total["real"] += time.perf_counter() - started
        total["rounds"] += controller.round_reached() or 1
        total["frames"] += sitting.frames
        total["play"] += sitting.frames * FRAME_SECONDS
        total["curtains"] += len(sitting.curtains)
        total["handoffs"] += sum(kind != "nothing" for kind in sitting.kinds)
        total["reaction"] += sum(kind == "reaction" for kind in sitting.kinds)
        total["gestures"] += sitting.gestures
        driver.app.shutdown()
    return total


if __name__ == "__main__":
    main()
