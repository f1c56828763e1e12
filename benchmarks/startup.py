"""Start-up time: `python -m game` until the first menu frame is drawn and shown, against a bare
pygame window in the same run.

    python benchmarks/startup.py [--runs 7] [--video dummy|x11] [--compare OTHER_TREE] [--frozen EXE]

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
With --frozen (say dist/frontier-tabletop/frontier-tabletop from scripts/build_executable.py),
the frozen program is started too, alternating with `python -m game`, and the median and 95th
percentile of both are printed with the ratio of the medians (the packaged game's goal: 1.3 or less).
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


def one_run(video: str, home: str, root: Path = ROOT, program: list[str] | None = None) -> tuple[float, float]:
    """One start of the app (`python -m game` in root, or the given program, say a frozen build)."""
    env = child_env(video, home)
    start = time.perf_counter()
    proc = subprocess.Popen((program or [sys.executable, "-m", "game"]) + ["--benchmark-first-frame"], cwd=root, env=env,
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
    p.add_argument("--frozen", type=Path, help="a frozen build's executable to time against python -m game")
    args = p.parse_args()
    if args.frozen:
        compare_frozen(args)
        return
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


def p95(values: list[float]) -> float:
    return statistics.quantiles(values, n=20, method="inclusive")[18]


def compare_frozen(args) -> None:
    """The frozen build against `python -m game`, runs alternating, each with its own home."""
    frozen = [str(args.frozen.resolve())]
    with tempfile.TemporaryDirectory() as home, tempfile.TemporaryDirectory() as frozen_home:
        one_run(args.video, home)  # the first starts fill the OS file cache and the painted-table cache
        one_run(args.video, frozen_home, program=frozen)
        source, built = [], []
        for _ in range(args.runs):
            source.append(one_run(args.video, home))
            built.append(one_run(args.video, frozen_home, program=frozen))
    print(f"video driver: {args.video}; {args.runs} runs each, alternating")
    for label, index in (("first menu frame", 0), ("whole process", 1)):
        s, f = [r[index] for r in source], [r[index] for r in built]
        print(f"{label}: python -m game median {statistics.median(s):.3f} s, p95 {p95(s):.3f} s; "
              f"frozen median {statistics.median(f):.3f} s, p95 {p95(f):.3f} s; "
              f"ratio frozen/source {statistics.median(f) / statistics.median(s):.2f} (goal 1.3 or less)")


if __name__ == "__main__":
    main()
