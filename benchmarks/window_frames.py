"""Whole frames in a real window: update + draw + present at every game's busiest table, at five
screen sizes, windowed and fullscreen, under Xvfb (software rendering, no GPU: the slowest case).

    python benchmarks/window_frames.py [--frames 300] [--game ID ...] [--size WxH ...]
                                       [--mode window|fullscreen ...] [--compare DIR] [--no-idle]

`benchmarks/tables.py` times update and draw under SDL's dummy driver, which never shows the step a
person waits for: scaling the canvas into the window and putting it on the screen. This script
starts an Xvfb server per screen size and, per game, a child process that opens the app's real
window there (the app's own `open_window`, `dispatch`, `render` pieces, paced at 60 FPS like
`App.run`) with the game's busiest table: its most seats, every seat an easy AI, no AI pacing,
normal animation speed. It times each frame's `stack.update`, `draw_canvas` and `present` after
30 warm-up frames and prints median / p95 in ms. "window" is a window of that size on a screen 60
rows taller (the room the app leaves for a task bar); "fullscreen" fills a screen of that size.

Idle CPU: the real loop (`App.run`) in the same window at the first game's table whose next decision
is a person's, process CPU time over 5 s after its first second, in % of one core. With `--lesson
STEP`, also at that game's guided first game at step STEP, the coach's words up and its ring
pulsing while the person reads.

--compare DIR measures the source tree in DIR as well (today's code: `git archive main | tar -x -C
DIR`), interleaved with this one game by game, and prints the two side by side with the ratio of
the whole frame's p95 (DIR / this tree).

Without Xvfb it says so and measures nothing (exit code 0).
"""
from __future__ import annotations

import argparse
import json
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SIZES = ["1366x768", "1600x900", "1920x1080", "2560x1440", "3840x2160"]
MODES = ["window", "fullscreen"]
WARM_UP_FRAMES = 30
TASK_BAR_ROWS = 60


# -- the child: one table in one real window --------------------------------------------------------
def child(args) -> None:
    sys.path.insert(0, str(Path(args.tree).resolve()))
    os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"
    import pygame

    from game import settings as settings_mod
    from game.app import App
    from game.controllers.base import make_controller
    from game.controllers.seats import parse_seats
    from game import games

    game = args.game[0]
    width, height = (int(v) for v in args.window.split("x"))
    fullscreen = args.mode[0] == "fullscreen"
    settings = settings_mod.Settings()
    settings.ai_pacing = 0.0
    app = App(settings=settings, headless=False, fullscreen=fullscreen,
              window_size=None if fullscreen else (width, height))
    seats = games.get(game).rules().info.max_seats

    def new_table(seed: int, first: str = "ai:easy"):
        controller = make_controller(game, parse_seats(",".join([first] + ["ai:easy"] * (seats - 1))), None, seed)
        app.stack.clear_to(games.get(game).table_class()(app, controller))
        return controller

    if args.idle and args.lesson:
        from scenes.shots import lesson_table
        table = lesson_table(app, games.get(game).table_class(), game, args.lesson)
        app.stack.clear_to(table)
        print(json.dumps({"idle_cpu": idle_cpu(app, table.controller), "window": list(app.window.get_size())}))
        return
    if args.idle:
        print(json.dumps({"idle_cpu": idle_cpu(app, new_table(1, "human")), "window": list(app.window.get_size())}))
        return
    controller = new_table(1)
    clock = pygame.time.Clock()
    times: dict[str, list[float]] = {"update": [], "draw": [], "present": [], "whole": []}
    sent = 0
    last = time.perf_counter()
    for frame in range(WARM_UP_FRAMES + args.frames):
        for event in pygame.event.get():
            app.dispatch(event)
        now = time.perf_counter()
        dt, last = min(0.1, now - last), now
        t0 = time.perf_counter()
        app.stack.update(dt)
        t1 = time.perf_counter()
        app.draw_canvas()
        t2 = time.perf_counter()
        shown = app.present()
        t3 = time.perf_counter()
        app.dirty = False
        if frame >= WARM_UP_FRAMES:
            for key, value in (("update", t1 - t0), ("draw", t2 - t1), ("present", t3 - t2), ("whole", t3 - t0)):
                times[key].append(value * 1000)
            sent += shown is not False
        if controller.is_over():
            controller.close()
            controller = new_table(frame + 2)
        clock.tick(60)
    controller.close()
    print(json.dumps({"times": times, "sent": sent, "window": list(app.window.get_size()),
                      "fullscreen": bool(app.window.get_flags() & pygame.FULLSCREEN)}))


def idle_cpu(app, controller, seconds: float = 5.0) -> float:
    deadline = time.time() + 30
    while not controller.waiting_humans() and time.time() < deadline:
        app.stack.update(1 / 60)
        time.sleep(0.001)
    for _ in range(120):  # let the offer settle
        app.stack.update(1 / 60)
    marks: list = []

    def mark() -> None:
        marks.append((resource.getrusage(resource.RUSAGE_SELF), time.perf_counter()))

    threading.Timer(1.0, mark).start()
    threading.Timer(1.0 + seconds, app.quit).start()
    app.run()
    mark()
    controller.close()
    (before, started), (after, ended) = marks
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return 100 * cpu / (ended - started)


# -- the parent: Xvfb servers, children, the table ---------------------------------------------------
class Xvfb:
    """An Xvfb server of our own on a free display number, stopped by its process id."""

    def __init__(self, width: int, height: int):
        self.number = next(n for n in range(140, 400)
                           if not Path(f"/tmp/.X11-unix/X{n}").exists() and not Path(f"/tmp/.X{n}-lock").exists())
        self.process = subprocess.Popen(["Xvfb", f":{self.number}", "-screen", "0", f"{width}x{height}x24", "-nolisten", "tcp",
                                         "-noreset"],  # see tests/xwindow/xsession.py's NO_RESET
                                        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        for _ in range(100):
            if Path(f"/tmp/.X11-unix/X{self.number}").exists():
                break
            time.sleep(0.05)
        self.display = f":{self.number}"

    def stop(self) -> None:
        self.process.terminate()
        self.process.wait(timeout=10)


def run_child(display: str, tree: Path, game: str, window: str, mode: str, frames: int, idle: bool, home: str,
              lesson: int = 0) -> dict:
    env = dict(os.environ, DISPLAY=display, SDL_AUDIODRIVER="dummy", FRONTIER_TABLETOP_HOME=home)
    env.pop("SDL_VIDEODRIVER", None)
    command = [sys.executable, str(Path(__file__).resolve()), "--child", "--tree", str(tree), "--game", game,
               "--window", window, "--mode", mode, "--frames", str(frames)] + (["--idle"] if idle else []) \
        + (["--lesson", str(lesson)] if lesson else [])
    result = subprocess.run(command, cwd=str(tree), env=env, capture_output=True, text=True, timeout=600)
    lines = [line for line in result.stdout.splitlines() if line.startswith("{")]
    if result.returncode or not lines:
        raise RuntimeError(f"{game} {window} {mode} in {tree} failed:\n{result.stderr[-3000:]}")
    return json.loads(lines[-1])


def summary(values: list[float]) -> tuple[float, float]:
    ordered = sorted(values)
    return statistics.median(ordered), ordered[int(0.95 * (len(ordered) - 1))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--frames", type=int, default=300)
    parser.add_argument("--game", action="append")
    parser.add_argument("--size", action="append", help=f"WxH (default: {', '.join(SIZES)})")
    parser.add_argument("--mode", action="append", choices=MODES)
    parser.add_argument("--compare", metavar="DIR", help="another source tree to measure alongside this one")
    parser.add_argument("--no-idle", action="store_true", help="skip the idle CPU figures")
    parser.add_argument("--lesson", type=int, default=0, metavar="STEP",
                        help="also idle CPU at the first game's lesson at this step (the coach's ring pulsing)")
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--idle", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--tree", default=str(ROOT), help=argparse.SUPPRESS)
    parser.add_argument("--window", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        child(args)
        return
    if shutil.which("Xvfb") is None:
        print("Xvfb is not installed: whole frames in a real window cannot be measured here (nothing measured).")
        print("Install it (Debian: apt-get install xvfb) or see benchmarks/tables.py for update + draw alone.")
        return
    sys.path.insert(0, str(ROOT))
    from game import games
    from game.games import GAME_IDS
    chosen = args.game or list(GAME_IDS)
    trees = [("this", ROOT)] + ([("compare", Path(args.compare).resolve())] if args.compare else [])
    print(f"load average at start: {' '.join(f'{v:.2f}' for v in os.getloadavg())} ({os.cpu_count()} cores)")
    print(f"Xvfb, SDL's x11 driver; {args.frames} frames per table after {WARM_UP_FRAMES} warm-up frames; "
          f"figures in ms, median / p95; a window's screen is {TASK_BAR_ROWS} rows taller than the window")
    if args.compare:
        print(f"'before' = {trees[1][1]}, 'after' = {ROOT}; ratio = before whole p95 / after whole p95")
    header = f"{'game':12} {'seats':>5} {'screen':>10} {'mode':10} {'window':>10} {'tree':7} {'update':>13} {'draw':>13} " \
             f"{'present':>13} {'whole frame':>13} {'sent':>5}"
    print(header)
    rows_idle = []
    with tempfile.TemporaryDirectory() as home:
        for size in args.size or SIZES:
            width, height = (int(v) for v in size.split("x"))
            for mode in args.mode or MODES:
                server = Xvfb(width, height + TASK_BAR_ROWS if mode == "window" else height)
                try:
                    for game in chosen:
                        p95s = {}
                        for label, tree in trees:
                            data = run_child(server.display, tree, game, size, mode, args.frames, False, home)
                            if data["fullscreen"] != (mode == "fullscreen"):
                                raise RuntimeError(f"{game} {size} {mode} in {tree}: the window opened "
                                                   f"{'fullscreen' if data['fullscreen'] else 'as a window'}")
                            t = data["times"]
                            cells = [summary(t[k]) for k in ("update", "draw", "present", "whole")]
                            p95s[label] = cells[3][1]
                            name = "after" if args.compare and label == "this" else ("before" if label == "compare" else "")
                            print(f"{game:12} {games.get(game).rules().info.max_seats:5} {size:>10} {mode:10} "
                                  f"{'x'.join(map(str, data['window'])):>10} {name:7} "
                                  + " ".join(f"{m:6.2f} /{p:6.2f}" for m, p in cells) + f" {data['sent']:5}", flush=True)
                        if args.compare:
                            print(f"{'':12} {'':5} {'':>10} {'':10} {'':>10} {'ratio':7} {'':>13} {'':>13} {'':>13} "
                                  f"{p95s['compare'] / p95s['this']:12.2f}x", flush=True)
                    if not args.no_idle:
                        for label, tree in trees:
                            data = run_child(server.display, tree, chosen[0], size, mode, args.frames, True, home)
                            rows_idle.append((chosen[0], size, mode, label, data["idle_cpu"]))
                            if args.lesson:
                                data = run_child(server.display, tree, chosen[0], size, mode, args.frames, True, home,
                                                 args.lesson)
                                rows_idle.append((f"{chosen[0]} lesson step {args.lesson}", size, mode, label,
                                                  data["idle_cpu"]))
                finally:
                    server.stop()
    if rows_idle:
        print(f"\nidle CPU, % of one core, at a {chosen[0]} table waiting for a person (App.run, 5 s after its first second):")
        for game, size, mode, label, cpu in rows_idle:
            name = {"this": "after" if args.compare else "", "compare": "before"}[label]
            print(f"  {game:28} {size:>10} {mode:10} {name:7} {cpu:6.2f}")
    print(f"load average at end: {' '.join(f'{v:.2f}' for v in os.getloadavg())}")


if __name__ == "__main__":
    main()
