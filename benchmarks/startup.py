"""Start-up time: `python -m game` until the first menu frame is drawn and shown, against a bare
pygame window in the same run.

    python benchmarks/startup.py [--runs 7] [--video dummy|x11] [--compare OTHER_TREE]

Each run starts a fresh interpreter with `--benchmark-first-frame` (the app exits right after the
first frame is presented) and measures the wall time from spawning the process to that moment,
as reported by the child, plus the whole process's lifetime. Runs alternate with the yardstick,
`import pygame; pygame.init(); set_mode((1920, 1080)); flip()` as a whole process, and the
ratio of the medians of the whole processes is printed. The very first start (no painted table
kept yet in the cache folder) is timed once on its own. With --video x11 (default when DISPLAY is
set) a real window is opened; otherwise SDL's dummy driver is used. Settings, saves, logs and the
cache go to a temporary home so the user's files are untouched. With --compare, a copy of
another source tree (say main's, `git archive main | tar -x -C /tmp/main-copy`) is started too,
its runs alternating with these and with its own temporary home, and the ratio of the two
median first frames is printed: a change's cost measured in the same run, on the same load.
"""
from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


BARE = "import pygame; pygame.init(); pygame.display.set_mode((1920, 1080)); pygame.display.flip()"


def child_env(video: str, home: str) -> dict:
    """The environment of a person's start: bytecode kept as an installed app has it."""
    env = dict(os.environ, FRONTIER_TABLETOP_HOME=home, SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    if video == "dummy":
        env["SDL_VIDEODRIVER"] = "dummy"
    else:
        env.pop("SDL_VIDEODRIVER", None)
    return env


def bare_run(video: str, home: str) -> float:
    env = child_env(video, home)
    start = time.perf_counter()
    subprocess.run([sys.executable, "-c", BARE], cwd=ROOT, env=env, stdout=subprocess.DEVNULL,
                   stderr=subprocess.DEVNULL, check=True)
    return time.perf_counter() - start


def one_run(video: str, home: str, root: Path = ROOT) -> tuple[float, float]:
    env = child_env(video, home)
    start = time.perf_counter()
    proc = subprocess.Popen([sys.executable, "-m", "game", "--benchmark-first-frame"], cwd=root, env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    first = None
    for line in proc.stdout:
        if line.startswith("first-frame"):
            first = time.perf_counter() - start
    proc.wait()
    total = time.perf_counter() - start
    if first is None:
        raise SystemExit(f"the app did not report a first frame (exit code {proc.returncode})")
    return first, total


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--runs", type=int, default=7)
    p.add_argument("--video", choices=("dummy", "x11"), default="x11" if os.environ.get("DISPLAY") else "dummy")
    p.add_argument("--compare", type=Path, help="another source tree to time in the same run")
    args = p.parse_args()
    with tempfile.TemporaryDirectory() as home, tempfile.TemporaryDirectory() as other_home:
        first_ever = one_run(args.video, home)  # also warms the OS file cache and __pycache__
        other_first = one_run(args.video, other_home, args.compare) if args.compare else None
        bare_run(args.video, home)
        runs, bare, other = [], [], []
        for _ in range(args.runs):
            runs.append(one_run(args.video, home))
            bare.append(bare_run(args.video, home))
            if args.compare:
                other.append(one_run(args.video, other_home, args.compare))
    firsts = [r[0] for r in runs]
    whole, yardstick = statistics.median(r[1] for r in runs), statistics.median(bare)
    print(f"video driver: {args.video}")
    print(f"very first start (nothing kept yet): first frame {first_ever[0]:.3f} s, process {first_ever[1]:.3f} s")
    print("first menu frame (s): " + ", ".join(f"{t:.3f}" for t in firsts))
    print(f"median start-up to first menu frame: {statistics.median(firsts):.3f} s (target < 1.0 s)")
    print(f"median whole process: {whole:.3f} s; bare pygame window, same run: {yardstick:.3f} s; "
          f"ratio {whole / yardstick:.2f} (target 2.0 or less)")
    if args.compare:
        theirs = statistics.median(r[0] for r in other)
        print(f"{args.compare}: very first start {other_first[0]:.3f} s; first menu frame (s): "
              + ", ".join(f"{r[0]:.3f}" for r in other))
        print(f"median first menu frame: this tree {statistics.median(firsts):.3f} s, {args.compare} {theirs:.3f} s, "
              f"ratio {statistics.median(firsts) / theirs:.3f}")


if __name__ == "__main__":
    main()
