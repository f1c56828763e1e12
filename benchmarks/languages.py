"""French against English, in the same run: start-up to the first menu frame, and a table's frame.

    python benchmarks/languages.py [--runs 7] [--frames 120] [--game roulette] [--language fr]

Start-up: fresh interpreters with `--benchmark-first-frame` (benchmarks/startup.py's run), each
language with its own temporary home and no settings file, so the first start follows the
system's language (LANGUAGE=fr or en); runs alternate. Table frame: one process, a table of
`--game` played 12 steps, its canvas drawn `--frames` times in English, then in the other
language, alternating in blocks of 10, with the table's text cache cleared at each switch (what
a person sees right after changing the language in Settings); medians and p95s in ms.

Catalogs that are still mostly untranslated cost the same lookups as full ones (a gettext
lookup is one dict access whether or not the message has a translation), so the figure holds.
"""
from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from startup import one_run  # noqa: E402


def p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]


def startup(runs: int, language: str) -> dict[str, list[float]]:
    times: dict[str, list[float]] = {"en": [], language: []}
    homes = {code: tempfile.mkdtemp(prefix=f"lang-{code}-") for code in times}
    saved = os.environ.get("LANGUAGE")
    try:
        for code in times:  # warm: __pycache__, kept pictures
            os.environ["LANGUAGE"] = code
            one_run("dummy", homes[code])
        for _ in range(runs):
            for code in times:
                os.environ["LANGUAGE"] = code
                times[code].append(one_run("dummy", homes[code])[0])
    finally:
        if saved is None:
            os.environ.pop("LANGUAGE", None)
        else:
            os.environ["LANGUAGE"] = saved
    return times


def table_frames(game_id: str, frames: int, language: str) -> dict[str, list[float]]:
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("FRONTIER_TABLETOP_HOME", tempfile.mkdtemp(prefix="lang-frames-"))
    from game import i18n
    from game import settings as settings_mod
    from game.app import App
    from game.ui import theme
    from scenes.routes import Routes
    from scenes.shots import make_scene
    settings = settings_mod.Settings()
    settings.animation_speed, settings.ai_pacing = "instant", 0.0
    app = App(settings=settings, headless=True, routes=Routes)
    scene = make_scene(app, f"table:{game_id}", 7, "human,ai:easy,ai:easy", 12)
    app.stack.push(scene)
    for _ in range(30):
        app.stack.update(1 / 60)
    times: dict[str, list[float]] = {"en": [], language: []}
    for block in range(frames // 10):
        for code in times:
            app.set_language(code)
            theme._TEXT.clear()
            for _ in range(10):
                start = time.perf_counter()
                app.draw_canvas()
                times[code].append(time.perf_counter() - start)
    for game in app.stack.held_games():
        game.close()
    i18n.set_language("en")
    return times


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--runs", type=int, default=7)
    p.add_argument("--frames", type=int, default=120)
    p.add_argument("--game", default="roulette")
    p.add_argument("--language", default="fr", choices=("fr", "de"))
    args = p.parse_args()
    starts = startup(args.runs, args.language)
    en, other = statistics.median(starts["en"]), statistics.median(starts[args.language])
    print(f"start-up to the first menu frame, median of {args.runs}: en {en * 1000:.0f} ms, "
          f"{args.language} {other * 1000:.0f} ms, ratio {other / en:.3f}")
    frames = table_frames(args.game, args.frames, args.language)
    for code, values in frames.items():
        ms = [v * 1000 for v in values]
        print(f"{args.game} table frame, {code}: median {statistics.median(ms):.2f} ms, p95 {p95(ms):.2f} ms "
              f"({len(ms)} frames)")
    ratio = statistics.median(frames[args.language]) / statistics.median(frames["en"])
    print(f"table frame ratio {args.language}/en (medians): {ratio:.3f}")


if __name__ == "__main__":
    main()
