"""The Records screen with many past tables: how long it takes to open and to draw its charts.

    python benchmarks/records.py [--tables 10000] [--repeat 15]

Fills a private home with `--tables` records (tools/sample_records.py: real games, replayable,
with four remembered people and AIs of every level over a year), then times, in one run:

- opening the screen (`RecordsScene(app)`: the book through the index, brought up to date with
  the folder, the standings and the list's buttons), target under 1 s;
- the same with no index (the book rebuilt by reading every file), for the ratio: what the
  index buys;
- the two charts (wins over time, win share against each AI level): counting their figures and
  drawing them for everyone, and drawing them for everyone and for one person, target under
  100 ms; choosing a person (everything counted again); the whole screen's draw.

Prints median and p95 in ms of each.
"""
from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ["FRONTIER_TABLETOP_HOME"] = tempfile.mkdtemp(prefix="frontier-records-bench-")
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tools"))

from game import records  # noqa: E402


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(p * len(ordered)))]


def timed(action, repeat: int) -> list[float]:
    out = []
    for _ in range(repeat):
        started = time.perf_counter()
        action()
        out.append((time.perf_counter() - started) * 1000)
    return out


def line(label: str, ms: list[float], target: float | None = None) -> str:
    median, p95 = statistics.median(ms), percentile(ms, 0.95)
    verdict = "" if target is None else f"   (target < {target:.0f} ms: {'met' if p95 < target else 'MISSED'})"
    return f"{label:<44} median {median:8.1f} ms   p95 {p95:8.1f} ms{verdict}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", type=int, default=10_000)
    parser.add_argument("--repeat", type=int, default=15)
    args = parser.parse_args()
    import sample_records
    started = time.perf_counter()
    sample_records.fill(args.tables)
    print(f"{args.tables:,} records written in {time.perf_counter() - started:.1f} s "
          f"(index {records.records_dir().joinpath(records.INDEX_NAME).stat().st_size / 1e6:.1f} MB)")

    from game import settings as settings_mod
    from game.app import App
    from scenes.records import RecordsScene
    from scenes.routes import Routes
    app = App(settings=settings_mod.Settings(), headless=True, routes=Routes)
    app.notify = lambda *a, **k: None
    open_ms = timed(lambda: RecordsScene(app), args.repeat)
    scene = RecordsScene(app)
    assert len(scene.book.records) == args.tables, len(scene.book.records)

    index = records.records_dir() / records.INDEX_NAME

    def without_index() -> None:
        index.unlink()
        RecordsScene(app)
    rebuild_ms = timed(without_index, max(2, args.repeat // 5))

    surface = app.canvas
    def count_and_draw() -> None:
        scene.count_for_charts()
        scene.draw_charts(surface)
    counted_ms = timed(count_and_draw, args.repeat * 2)
    everyone_ms = timed(lambda: scene.draw_charts(surface), args.repeat * 2)
    scene.set_person(next(iter(scene.everyone)))
    person_ms = timed(lambda: scene.draw_charts(surface), args.repeat * 2)
    filter_ms = timed(lambda: scene.set_person(next(iter(scene.everyone))), args.repeat)
    scene.set_person(None)
    draw_ms = timed(lambda: scene.draw(surface), args.repeat * 2)

    print(line("open the Records screen (index)", open_ms, 1000))
    print(line("open it with no index (every file read)", rebuild_ms))
    print(f"{'':<44} the index makes opening {statistics.median(rebuild_ms) / statistics.median(open_ms):.0f}x quicker")
    print(line("count and draw both charts, everyone", counted_ms, 100))
    print(line("draw both charts, everyone", everyone_ms, 100))
    print(line("draw both charts, one person", person_ms, 100))
    print(line("choose a person (count again)", filter_ms))
    print(line("draw the whole screen", draw_ms))
    app.shutdown()


if __name__ == "__main__":
    main()
