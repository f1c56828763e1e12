"""A table killed (kill -9) around the moment its game ends is never lost: the app is a real
process, playing a saved table's last steps through its frame loop, killed at moments from the
instant it ends to a little after. What is left is always the save, the record, or both; the next
start (`records.record_finished_saves`, what `python -m game` does before the menu) leaves
exactly one record, or a save to continue; never nothing, never the game recorded twice."""
from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from game import paths, records, saves
from game.controllers.base import TableController
from random_tables import near_the_end

ROOT = Path(__file__).resolve().parents[2]
PLAY_TO_THE_END = """
from game import settings
from game.frame_driver import FrameDriver
from scenes.menu import MenuScene
from scenes.routes import Routes
quick = settings.Settings(animation_speed="instant", ai_pacing=0.0)
driver = FrameDriver(window_size=(960, 540), settings=quick, routes=Routes)
driver.start(MenuScene(driver.app))
driver.click_button("Continue")
table = driver.top
while not table.controller.is_over():
    driver.frame()
print("over", flush=True)
while True:
    driver.frame()
"""
KILL_AFTER = ("as the save goes", 0.0, 0.003)
"""When the app is killed: the instant its save is deleted (watched for in a tight loop), or so
many seconds after the game's last step (before, during and after its record is written)."""


def save_near_the_end(seed: int) -> Path:
    path = saves.new_save_path("roulette")
    path.write_text(json.dumps(near_the_end(seed, steps_left=4)))
    return path


def kill_at_the_end(home: Path, save: Path, after: float | str) -> None:
    env = {**os.environ, paths.ENV_HOME: str(home), "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    app = subprocess.Popen([sys.executable, "-c", PLAY_TO_THE_END], cwd=ROOT, env=env, stdout=subprocess.PIPE,
                           stderr=subprocess.PIPE, text=True)
    try:
        if isinstance(after, str):
            deadline = time.monotonic() + 120
            while save.exists() and app.poll() is None and time.monotonic() < deadline:
                pass
        else:
            line = app.stdout.readline()
            assert line.strip() == "over", app.stderr.read()[-2000:]
            time.sleep(after)
        assert app.poll() is None, app.stderr.read()[-2000:]
        app.send_signal(signal.SIGKILL)
    finally:
        app.kill()
        app.wait(10)


@pytest.mark.parametrize("after", KILL_AFTER)
def test_a_kill_as_the_game_ends_leaves_its_save_or_its_record_and_the_next_start_records_it_once(
        monkeypatch, tmp_path, after):
    home = tmp_path / "killed"
    monkeypatch.setenv(paths.ENV_HOME, str(home))
    save = save_near_the_end(seed=KILL_AFTER.index(after) + 3)
    kill_at_the_end(home, save, after)
    left = [p.name for p in records.records_dir().glob("*.json")]
    assert save.exists() or left, "killed as the game ended, the table is gone"

    records.record_finished_saves()  # the next start
    book = records.load_book()
    still = saves.list_saves()
    if book.records:
        assert [r.file for r in book.records] == [save.name] and still == [], "recorded once, save gone"
        replayed = TableController.from_json(records.as_save(records.read_record(book.records[0].path)))
        replayed.close()
        assert replayed.is_over()
    else:
        [kept] = still
        assert kept.path == save and kept.damaged is None and not kept.finished, "the last save, to continue"
