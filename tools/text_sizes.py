"""How small the type of every screen comes out in a window: `python -m tools.text_sizes`
writes docs/text-sizes.md, the least type each screen draws at 1280x800 (the Steam Deck's
screen), at each text size, in window pixels.

Every string the kit draws goes through `game.ui.theme` (`text_surface`, or `note_drawn` for a
panel rendering its own lines), which tells a watcher the pixel size the string was set in
(``letters(text, role, px)``); scaled by the window's letterbox, that is the size a person sees.
Valve's Deck Verified asks for no type under 9 pixels at 1280x800, 12 recommended for body text.
The screen-fit test (`tests/i18n/test_pseudo_screens.py`) holds every screen to the same figures.
"""
from __future__ import annotations

import argparse
import os
from pathlib import Path

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
from game.ui.theme import TextWatcher  # noqa: E402 - after the line above, which pygame reads as it loads

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "docs" / "text-sizes.md"
SCREENS = ["menu", "settings", "new_table", "saved_tables", "credits", "players", "records",
           *[f"rules:{g}" for g in ("desperados", "zorro", "roulette", "durango", "most_wanted")],
           *[f"table:{g}" for g in ("desperados", "zorro", "roulette", "durango", "most_wanted")],
           "results:roulette", "replay:most_wanted", "lesson:roulette", "lesson:most_wanted"]
"""Every screen the screen-fit test draws (the same list)."""
DECK = (1280, 800)
PERCENTS = (100, 125, 150)


class TypeWatch(TextWatcher):
    """The least pixel size any string was set in, and the least of body text, while watching."""

    def __init__(self):
        self.least: tuple[float, str] | None = None
        self.least_body: tuple[float, str] | None = None

    def letters(self, text: str, role: str, px: int) -> None:
        from game.ui import theme
        seen = (px * theme.window_scale(), text)
        if self.least is None or seen < self.least:
            self.least = seen
        if role in theme.BODY_ROLES and (self.least_body is None or seen < self.least_body):
            self.least_body = seen





def measure(spec: str, window_size: tuple[int, int], percent: int, language: str = "en") -> TypeWatch:
    """Draw `spec` in a window of `window_size` with text at `percent`, watching its type."""
    from game import i18n
    from game import settings as settings_mod
    from game.app import App
    from game.ui import picture_cache, theme
    from scenes.routes import Routes
    from scenes.shots import make_scene
    settings = settings_mod.Settings()
    settings.animation_speed, settings.ai_pacing, settings.text_size = "instant", 0.0, percent
    app = App(settings=settings, headless=True, routes=Routes, window_size=window_size)
    i18n.set_language(language)
    picture_cache.forget_words()
    try:
        scenes = make_scene(app, spec, 7, "human,ai:easy,ai:easy" if not spec.startswith("results") else
                            "ai:easy,ai:easy,ai:easy", 12)
        for scene in scenes if isinstance(scenes, list) else [scenes]:
            app.stack.push(scene)
        for _ in range(20):
            app.stack.update(1 / 60)
            if not app.stack.is_animating():
                break
        watch = TypeWatch()
        with theme.watching(watch):
            app.draw_canvas()
    finally:
        for game in app.stack.held_games():
            game.close()
    return watch


def table(language: str = "en") -> str:
    lines = ["# How small the type comes out at 1280x800",
             "",
             "Written by `python -m tools.text_sizes` (do not edit by hand). The least pixel size of "
             "any string each screen draws, and of its body text (log lines, rules, descriptions), "
             "in a 1280x800 window (the 1920x1080 canvas shown at 2/3), in English, at each "
             "Text size setting. Valve's Deck Verified asks for 9 pixels at least and 12 for body "
             "text; `tests/i18n/test_pseudo_screens.py` fails a screen under 9, and one whose words are cut "
             "or run into each other at any text size in French or German. A dash: the screen's "
             "body text was painted into a picture before it was drawn (a rules page's, once, when it "
             "opens: 25 canvas pixels, 16.7 here at 100%).",
             "",
             "| screen | " + " | ".join(f"{p}%: least / body" for p in PERCENTS) + " |",
             "|---|" + "---|" * len(PERCENTS)]
    for spec in SCREENS:
        cells = []
        for percent in PERCENTS:
            watch = measure(spec, DECK, percent, language)
            least = f"{watch.least[0]:.1f}" if watch.least else "-"
            body = f"{watch.least_body[0]:.1f}" if watch.least_body else "-"
            cells.append(f"{least} / {body}")
        lines.append(f"| `{spec}` | " + " | ".join(cells) + " |")
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=OUT, help=f"where to write the table (default {OUT})")
    args = parser.parse_args(argv)
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    text = table()
    args.out.write_text(text, encoding="utf-8")
    print(text, end="")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
