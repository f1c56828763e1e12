"""Start-up time: `python -m game` until the first menu frame is drawn and shown, median of 5 runs.

    python benchmarks/startup.py [--runs 5] [--video dummy|x11]

Each run starts a fresh interpreter with `--benchmark-first-frame` (the app exits right after the
first frame is presented) and measures the wall time from spawning the process to that moment,
as reported by the child, plus the total process lifetime. With --video x11 (default when DISPLAY
is set) a real window is opened; otherwise SDL's dummy driver is used. Settings and logs go to a
temporary home so the user's files are untouched.
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


def one_run(video: str, home: str) -> tuple[float, float]:
    env = dict(os.environ, FRONTIER_TABLETOP_HOME=home, SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    if video == "dummy":
        env["SDL_VIDEODRIVER"] = "dummy"
    else:
        env.pop("SDL_VIDEODRIVER", None)
    start = time.perf_counter()
    proc = subprocess.Popen([sys.executable, "-m", "game", "--benchmark-first-frame"], cwd=ROOT, env=env,
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
    p.add_argument("--runs", type=int, default=5)
    p.add_argument("--video", choices=("dummy", "x11"), default="x11" if os.environ.get("DISPLAY") else "dummy")
    args = p.parse_args()
    with tempfile.TemporaryDirectory() as home:
        one_run(args.video, home)  # warm the OS file cache and __pycache__ once, not counted
        runs = [one_run(args.video, home) for _ in range(args.runs)]
    firsts = [r[0] for r in runs]
    print(f"video driver: {args.video}")
    print("first menu frame (s): " + ", ".join(f"{t:.3f}" for t in firsts))
    print(f"median start-up to first menu frame: {statistics.median(firsts):.3f} s (target < 1.0 s)")
    print(f"median process lifetime: {statistics.median(r[1] for r in runs):.3f} s")


if __name__ == "__main__":
    main()
