"""Saving after every step: what it costs the frame loop, what it costs the writer, how big it gets.

    python benchmarks/saves.py [--games 3] [--game desperados] [--seats 4]

Plays whole games of AIs through the table controller with a save slot attached, as the app
does, in the game with the longest action lists (Desperados at four seats by default). For each
step it times the part on the UI thread (the snapshot handed to the writer: `to_json`) and, in
the writer thread, the JSON encoding plus the atomic write (temporary file, fsync, rename).
Prints median and p95 in ms of both, the number of steps and the file size at the end.
"""
from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("FRONTIER_TABLETOP_HOME", tempfile.mkdtemp(prefix="frontier-saves-bench-"))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game import saves  # noqa: E402
from game.controllers.base import make_controller  # noqa: E402
from game.controllers.seats import parse_seats  # noqa: E402


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(p * len(ordered)))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--game", default="desperados")
    parser.add_argument("--seats", type=int, default=4)
    args = parser.parse_args()

    snapshot_ms: list[float] = []
    write_ms: list[float] = []
    real_write = saves.atomic_write_text

    def timed_write(path, text, *a, **k):
        started = time.perf_counter()
        real_write(path, text, *a, **k)
        write_ms.append((time.perf_counter() - started) * 1000)

    saves.atomic_write_text = timed_write
    encode_ms: list[float] = []
    real_dumps = saves.json.dumps

    def timed_dumps(*a, **k):
        started = time.perf_counter()
        out = real_dumps(*a, **k)
        encode_ms.append((time.perf_counter() - started) * 1000)
        return out

    saves.json.dumps = timed_dumps
    steps, sizes = [], []
    for seed in range(args.games):
        controller = make_controller(args.game, parse_seats(",".join(["ai:easy"] * args.seats)), None, seed)
        slot = saves.SaveSlot(saves.new_save_path(args.game))
        controller.slot = slot
        real_to_json = controller.to_json

        def timed_to_json():
            started = time.perf_counter()
            out = real_to_json()
            snapshot_ms.append((time.perf_counter() - started) * 1000)
            return out

        controller.to_json = timed_to_json
        last_size = 0
        while not controller.is_over():
            if controller.update():
                slot.flush()  # one write per step, as a person's pace allows
                last_size = slot.path.stat().st_size if slot.path.exists() else last_size
            else:
                time.sleep(0.0005)
        steps.append(len(controller.history))
        sizes.append(last_size)
        controller.close()
    saves.flush_all()
    print(f"{args.game}, {args.seats} seats, {args.games} games: {statistics.median(steps):.0f} steps (longest {max(steps)})")
    print(f"snapshot on the UI thread (to_json): median {statistics.median(snapshot_ms):.3f} ms, "
          f"p95 {percentile(snapshot_ms, 0.95):.3f} ms, max {max(snapshot_ms):.3f} ms")
    print(f"JSON encoding in the writer:         median {statistics.median(encode_ms):.3f} ms, "
          f"p95 {percentile(encode_ms, 0.95):.3f} ms")
    print(f"atomic write (tmp, fsync, rename):   median {statistics.median(write_ms):.3f} ms, "
          f"p95 {percentile(write_ms, 0.95):.3f} ms")
    print(f"save file at the last step: {max(sizes) / 1024:.0f} KiB (largest)")


if __name__ == "__main__":
    main()
