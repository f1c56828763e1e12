"""The app in a real window, reporting what it sees: for `test_real_window.py`.

    python tests/ui/real_window_app.py OUT.jsonl WIDTHxHEIGHT

Runs `App.run` in a window of that size (DISPLAY must name an X server) with one scene that writes
a JSON line to OUT.jsonl for every mouse button press (its canvas position) and whenever the
window's size or fullscreen state changes (with the letterbox), so a test driving the window from
outside (xdotool) can check where its clicks landed.
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

import pygame  # noqa: E402

from game import settings as settings_mod  # noqa: E402
from game.app import App  # noqa: E402
from game.stack import Scene  # noqa: E402


class Reporter(Scene):
    def __init__(self, app, out: Path):
        super().__init__(app)
        self.out = out
        self.seen = None

    def write(self, **fields) -> None:
        with self.out.open("a") as handle:
            handle.write(json.dumps(fields) + "\n")

    def handle(self, event):
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.write(click=list(event.pos), button=event.button)
        return True

    def update(self, dt):
        state = (self.app.window.get_size(), self.app.display.fullscreen)
        if state != self.seen:
            self.seen = state
            self.write(window=list(state[0]), fullscreen=state[1], letterbox=list(self.app.letterbox()))

    def draw(self, surface):
        surface.fill((40, 70, 40))
        for x in range(0, 1920, 120):
            pygame.draw.line(surface, (90, 130, 90), (x, 0), (x, 1079))
        for y in range(0, 1080, 120):
            pygame.draw.line(surface, (90, 130, 90), (0, y), (1919, y))


def main() -> None:
    out, size = Path(sys.argv[1]), tuple(int(v) for v in sys.argv[2].split("x"))
    app = App(settings=settings_mod.Settings(), headless=False, window_size=size)
    app.run(Reporter(app, out))


if __name__ == "__main__":
    main()
