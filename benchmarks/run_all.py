"""Run every benchmark and print their figures in one go: `python benchmarks/run_all.py`.

Each script also runs on its own (see its docstring). Targets: start-up < 1 s; menu frame median
< 4 ms; table p95 frame < 8 ms (update + draw), < 16.7 ms in a real window (update + draw +
present); idle CPU near zero; engine >= 200 random games/s; hard AI p95 decision < 1 s; Records with 10,000 tables opens in
< 1 s and counts and draws its charts in < 100 ms.
"""
from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
SCRIPTS = [
    ("start-up", ["startup.py"]),
    ("menu frame and idle CPU", ["menu_frame.py"]),
    ("busy table kit frame", ["frame_kit.py"]),
    ("tables: frame time and idle CPU", ["tables.py"]),
    ("tables: whole frames in a real fullscreen window (Xvfb)",
     ["window_frames.py", "--mode", "fullscreen", "--frames", "150", "--no-idle"]),
    ("engine throughput", ["engine_throughput.py"]),
    ("hard AI decisions", ["ai_decisions.py", "--games", "2"]),
    ("saving after every step", ["saves.py"]),
    ("the Records screen with 10,000 past tables", ["records.py"]),
    ("two people and an AI at every table, through the frame loop", ["people_tables.py"]),
]


def main() -> int:
    failed = 0
    for title, command in SCRIPTS:
        print(f"\n== {title} ({' '.join(command)})", flush=True)
        started = time.perf_counter()
        result = subprocess.run([sys.executable, str(HERE / command[0]), *command[1:]], capture_output=True, text=True)
        lines = [line for line in result.stdout.splitlines() if line.strip() and not line.startswith("pygame-ce")]
        print("\n".join(lines))
        if result.returncode:
            failed += 1
            print(f"(failed with exit code {result.returncode})\n{result.stderr[-2000:]}")
        print(f"({time.perf_counter() - started:.0f} s)")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
