"""How long each "Learn to play" lesson takes a newcomer: its steps, the person's moves, and the
minutes it lasts when played at normal speed through the app's frame loop.

    python benchmarks/lessons.py [--lesson ID ...] [--window 1366x768]

Every lesson in assets/lessons/ is measured (a lesson added later is measured too). Each is
opened from its menu tile's "Learn to play" and played by a person who follows the coach, with
the app's settings as shipped (normal animation speed, AI pacing 0.6 s) and the lesson's easy
AIs, through `game.frame_driver` at 1366x768:

- at each step the person reads the step's title and words at 200 words a minute;
- then, for each thing the coach rings (or the Next button), takes 2 s to find it and 1 s to
  click it;
- meanwhile the table plays its animations and the AIs' turns in their own time, a frame every
  1/60 s of the driver's virtual clock (an AI thinks on its own thread in real time).

The driver never sleeps: it moves its clock on instead, and while the person reads or looks for
the next target (nothing moves on the table then: a lesson holds the table until the person
acts) it passes the time in the loop's longest frames (0.1 s), so the frame loop sees the same
time pass at a fraction of the cost. A lesson's minutes are the virtual clock from the first
frame of the table to the step after the last one; "reading" and "table" split them into the
person's time and the time the table spends moving.
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
os.environ.setdefault("FRONTIER_TABLETOP_HOME", tempfile.mkdtemp(prefix="frontier-lessons-bench-"))
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from game import settings as settings_mod  # noqa: E402
from game.app import MAX_FRAME_SECONDS  # noqa: E402
from game.frame_driver import FrameDriver  # noqa: E402
from game.lessons import LESSONS, load  # noqa: E402
from scenes.menu import MenuScene  # noqa: E402
from scenes.routes import Routes  # noqa: E402

WORDS_PER_MINUTE = 200
FIND_SECONDS = 2.0
CLICK_SECONDS = 1.0


def person_pause(driver: FrameDriver, seconds: float) -> float:
    """The person reads or looks: the loop runs on for `seconds` in its longest frames."""
    driver.wait(seconds, frame_seconds=MAX_FRAME_SECONDS)
    return seconds


def coach_speaks(table) -> bool:
    """The coach's words are up and the table waits for the person (nothing moving)."""
    panel = table.coach
    return panel.coach.finished or (panel._pointing() and table.offered is not None and not table.animator.busy()
                                    and not table.tumbling.busy() and table.pacing <= 0)


def measure(game_id: str, window: tuple[int, int]) -> dict:
    """Play the lesson `game_id` by its coach; what it took."""
    settings = settings_mod.Settings()  # normal animation speed and AI pacing, as shipped
    driver = FrameDriver(window_size=window, settings=settings, routes=Routes)
    try:
        driver.start(MenuScene(driver.app))
        driver.wait(0.5)
        driver.click(driver.top.learn[game_id].rect.center)
        table = driver.top
        panel = table.coach
        coach = panel.coach
        started, reading, moves, clicks = driver.clock.now, 0.0, 0, 0
        real = time.perf_counter()
        while not coach.finished:
            driver.until(lambda: coach_speaks(table), real_seconds=120)
            if coach.finished:
                break
            step, index = coach.step, coach.index
            reading += person_pause(driver, len(f"{step.title} {step.say}".split()) / WORDS_PER_MINUTE * 60)
            if step.do is None:
                targets = [lambda: driver.find_button("Next").rect]
            else:
                moves += 1
                targets = [lambda n=n: panel.targets()[n] for n in range(len(step.point))]
            for target in targets:
                reading += person_pause(driver, FIND_SECONDS)
                driver.click(target().center)
                reading += person_pause(driver, CLICK_SECONDS)
                clicks += 1
            driver.until(lambda: coach.index > index, real_seconds=120)
        total = driver.clock.now - started
        return {"lesson": game_id, "steps": len(coach.lesson.steps), "moves": moves, "clicks": clicks,
                "minutes": total / 60, "reading": reading / 60, "table": (total - reading) / 60,
                "real": time.perf_counter() - real, "skipped": coach.skipped}
    finally:
        driver.app.shutdown()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lesson", action="append", help="a lesson's game id (default: every lesson)")
    parser.add_argument("--window", default="1366x768")
    args = parser.parse_args()
    window = tuple(int(v) for v in args.window.split("x"))
    lessons = args.lesson or sorted(p.stem for p in LESSONS.glob("*.toml"))
    for game_id in lessons:
        load(game_id)  # a damaged file says so before anything is measured
    print(f"window {args.window}, normal animation speed, reading {WORDS_PER_MINUTE} words a minute, "
          f"{FIND_SECONDS:.0f} s to find a target and {CLICK_SECONDS:.0f} s to click it")
    print(f"{'lesson':<14}{'steps':>6}{'moves':>7}{'clicks':>8}{'minutes':>9}{'reading':>9}{'table':>7}{'real s':>8}")
    for game_id in lessons:
        r = measure(game_id, window)
        print(f"{r['lesson']:<14}{r['steps']:>6}{r['moves']:>7}{r['clicks']:>8}{r['minutes']:>9.1f}"
              f"{r['reading']:>9.1f}{r['table']:>7.1f}{r['real']:>8.1f}", flush=True)


if __name__ == "__main__":
    main()
