"""In a real X window (Xvfb, clicks by xdotool): a click at a window position lands on the canvas
point under it, at two window sizes and after F11. Slow: it starts an X server and the app.

The same flows run under SDL's dummy driver in `test_ui_window.py`; this one checks what only a
real window does (SDL's own events, the X server resizing the window, going fullscreen).
"""
from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.xwindow.xsession import XSession, missing

pytestmark = pytest.mark.slow

HERE = Path(__file__).resolve().parent
SCREEN = (1920, 1080)


@pytest.fixture
def x_display(tmp_path):
    """An Xvfb server of our own on a free display number (skips when Xvfb or xdotool is missing)."""
    if missing():
        pytest.skip(f"needs {' and '.join(missing())} for a real X window (Debian: apt-get install xvfb xdotool x11-apps)")
    with XSession(SCREEN, tmp_path / "x") as session:
        yield session.display


def wait_for(test, what, timeout=20.0):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        result = test()
        if result:
            return result
        time.sleep(0.05)
    raise AssertionError(f"timed out waiting for {what}")


class RealWindow:
    """The app in a window on `display`, driven by xdotool, reporting through a JSON-lines file."""

    def __init__(self, display: str, size: tuple[int, int], tmp_path: Path):
        self.display = display
        self.out = tmp_path / "seen.jsonl"
        env = {k: v for k, v in os.environ.items() if k != "SDL_VIDEODRIVER"}
        env.update(DISPLAY=display, SDL_AUDIODRIVER="dummy", FRONTIER_TABLETOP_HOME=str(tmp_path / "home"))
        self.process = subprocess.Popen([sys.executable, str(HERE / "real_window_app.py"), str(self.out), f"{size[0]}x{size[1]}"],
                                        env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        try:
            self.window_id = wait_for(self._find_window, "the app's window", timeout=30)
        except AssertionError as exc:
            windows = self.xdotool("search", "--pid", str(self.process.pid)).split()
            self.close()
            raise AssertionError(f"{exc}: the app's windows {windows}, it reported {self.lines()}, "
                                 f"stderr {self.process.communicate()[1].decode()[-2000:]!r}") from None

    def _find_window(self):
        if self.process.poll() is not None:
            raise AssertionError(f"the app exited: {self.process.stderr.read().decode()[-2000:]}")
        ids = self.xdotool("search", "--onlyvisible", "--pid", str(self.process.pid)).split()
        return ids[-1] if ids else None

    def xdotool(self, *args) -> str:
        return subprocess.run(["xdotool", *args], env=dict(os.environ, DISPLAY=self.display),
                              capture_output=True, text=True).stdout

    def lines(self) -> list[dict]:
        return [json.loads(line) for line in self.out.read_text().splitlines()] if self.out.exists() else []

    def state(self, window, fullscreen=False) -> dict:
        """Wait until the app reports this window size and fullscreen state; returns the report."""
        def reported():
            states = [line for line in self.lines() if "window" in line]
            last = states[-1] if states else None
            return last if last and tuple(last["window"]) == tuple(window) and last["fullscreen"] == fullscreen else None
        state = wait_for(reported, f"a {window[0]}x{window[1]} {'fullscreen' if fullscreen else 'window'}")
        self.window_id = wait_for(self._find_window, "the app's window")  # SDL may have made a new one
        return state

    def click_canvas_point(self, state: dict, canvas_pos: tuple[int, int]) -> list[int]:
        """Click the window pixel over `canvas_pos` (from the letterbox the app reported); returns
        the canvas position the app's scene received."""
        x, y, w, h = state["letterbox"]
        window_pos = (int(x + (canvas_pos[0] + 0.5) * w / 1920), int(y + (canvas_pos[1] + 0.5) * h / 1080))
        clicks = len([line for line in self.lines() if "click" in line])
        self.xdotool("mousemove", "--window", self.window_id, str(window_pos[0]), str(window_pos[1]))
        time.sleep(0.1)
        self.xdotool("click", "1")
        return wait_for(lambda: ([line["click"] for line in self.lines() if "click" in line][clicks:] or [None])[0],
                        f"the click at canvas {canvas_pos}")

    def close(self) -> None:
        """Stop the app: SIGTERM (SDL turns it into a QUIT the loop handles), then SIGKILL."""
        self.process.terminate()
        try:
            self.process.wait(timeout=5)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait(timeout=5)


def assert_lands(got, want, state):
    slack = max(1, round(1920 / state["letterbox"][2]))  # one window pixel, in canvas pixels
    assert abs(got[0] - want[0]) <= slack and abs(got[1] - want[1]) <= slack, (got, want, state)


POINTS = [(960, 540), (130, 90), (1500, 700)]


def test_clicks_land_on_the_canvas_point_under_them_in_a_real_window(x_display, tmp_path):
    app = RealWindow(x_display, (1600, 900), tmp_path)
    try:
        state = app.state((1600, 900))
        for point in POINTS:
            assert_lands(app.click_canvas_point(state, point), point, state)

        app.xdotool("windowsize", app.window_id, "1366", "768")  # as a person dragging the edge
        state = app.state((1366, 768))
        for point in POINTS:
            assert_lands(app.click_canvas_point(state, point), point, state)

        app.xdotool("key", "--window", app.window_id, "F11")
        state = app.state(SCREEN, fullscreen=True)
        for point in POINTS:  # without a window manager the window keeps its offset: points near the top left
            assert_lands(app.click_canvas_point(state, point), point, state)
    finally:
        app.close()
