"""Starting the app where no screen can be reached says so and stops, never sits windowless.

Seen on fresh machines: a live process with no window, printing only Wayland's "XDG_RUNTIME_DIR
is invalid". SDL, reaching neither an X server nor a Wayland compositor, falls back by itself to
its offscreen driver; the app then ran on, drawing into memory. Tried here as a person's launch:
`python -m game` as its own process, no X server, XDG_RUNTIME_DIR unset, no driver chosen.
"""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def launch_without_a_screen(home: Path, **extra: str) -> subprocess.CompletedProcess:
    env = {key: value for key, value in os.environ.items()
           if key not in ("SDL_VIDEODRIVER", "XDG_RUNTIME_DIR", "WAYLAND_DISPLAY", "DISPLAY")}
    env.update(DISPLAY=":987", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1", LANGUAGE="en", **extra)
    for sub, var in (("config", "XDG_CONFIG_HOME"), ("data", "XDG_DATA_HOME"), ("state", "XDG_STATE_HOME"),
                     ("cache", "XDG_CACHE_HOME")):
        env[var] = str(home / sub)
    return subprocess.run([sys.executable, "-m", "game"], cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=30)


def test_a_launch_with_no_display_to_reach_exits_saying_why(tmp_path):
    try:
        run = launch_without_a_screen(tmp_path)
    except subprocess.TimeoutExpired:
        raise AssertionError("the app sat running with no window for half a minute") from None
    assert run.returncode == 1
    assert "no screen to open a window on" in run.stderr
    assert "DISPLAY=:987" in run.stderr


def test_a_driver_chosen_on_purpose_is_respected(tmp_path):
    """SDL_VIDEODRIVER=dummy (tests, screenshots, benchmarks) still runs: here to its first frame."""
    env = {key: value for key, value in os.environ.items() if key != "DISPLAY"}
    for sub, var in (("config", "XDG_CONFIG_HOME"), ("data", "XDG_DATA_HOME"), ("state", "XDG_STATE_HOME"),
                     ("cache", "XDG_CACHE_HOME")):
        env[var] = str(tmp_path / sub)
    env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    run = subprocess.run([sys.executable, "-m", "game", "--benchmark-first-frame"], cwd=ROOT, env=env,
                         capture_output=True, text=True, timeout=60)
    assert run.returncode == 0, run.stderr
    assert "first-frame" in run.stdout
