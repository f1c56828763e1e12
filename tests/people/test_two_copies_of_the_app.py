"""Two copies of the app on one folder (two windows, two logins sharing a home): a table open in
one cannot be continued or deleted in the other, which says so; once the first copy is gone, even
killed, the table is free again; and a person added in one copy's Players is not lost when the
other saves its own. The other copy is a real process (`python -m game`); this one is driven
through its frame loop."""
from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

from game import players, saves
from scenes.menu import MenuScene
from scenes.players import PlayersScene
from scenes.saved_tables import SavedTablesScene
from scenes.table_base import BaseTableScene

ROOT = Path(__file__).resolve().parents[2]
OPEN_ELSEWHERE = "This table is open in another window."


def other_copy(*args: str) -> subprocess.Popen:
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    return subprocess.Popen([sys.executable, "-m", "game", *args], cwd=ROOT, env=env,
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)


def wait_for_a_save(copy: subprocess.Popen, seconds: float = 90.0) -> Path:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        listed = [s for s in saves.list_saves() if s.damaged is None]
        if listed:
            return listed[0].path
        assert copy.poll() is None, copy.stderr.read().decode()[-2000:]
        time.sleep(0.1)
    raise AssertionError("the other copy never saved its table")


def toast(driver) -> str:
    return driver.app._toast[0] if driver.app._toast else ""


def test_a_table_open_in_another_copy_is_neither_continued_nor_deleted_here_until_that_copy_is_gone(make_driver):
    copy = other_copy("--new", "roulette", "--seats", "human,ai:easy,ai:easy", "--seed", "5")
    try:
        save = wait_for_a_save(copy)
        driver = make_driver((1366, 768))
        driver.start(MenuScene(driver.app))
        driver.click_button("Continue")
        assert isinstance(driver.top, MenuScene) and toast(driver) == OPEN_ELSEWHERE

        driver.click_button("Saved tables")
        assert isinstance(driver.top, SavedTablesScene)
        driver.click_button("Resume")
        assert isinstance(driver.top, SavedTablesScene) and toast(driver) == OPEN_ELSEWHERE
        [row] = driver.top.saved
        assert row.damaged is None, "a table open elsewhere is not called damaged"
        driver.click_button("Delete")
        driver.click_button("Delete it")
        assert toast(driver) == OPEN_ELSEWHERE and save.exists()

        copy.send_signal(signal.SIGKILL)  # the other copy dies without letting go of anything
        copy.wait(10)
        driver.click_button("Resume")
        assert isinstance(driver.top, BaseTableScene), "a dead copy's lock does not hold the table"
        assert driver.top.controller.slot.path == save
    finally:
        if copy.poll() is None:
            copy.kill()
            copy.wait(10)


def test_a_person_added_in_another_copy_is_kept_when_this_copy_adds_one(make_driver):
    driver = make_driver((1366, 768))
    driver.start(MenuScene(driver.app))
    driver.app.routes.players()
    assert isinstance(driver.top, PlayersScene)
    # meanwhile, in the other copy, Belle is added
    added = subprocess.run([sys.executable, "-c", "from game import players\n"
                            "roster, _ = players.load()\nroster.add('Belle')\nplayers.save(roster)\n"],
                           cwd=ROOT, env=dict(os.environ), capture_output=True, text=True, timeout=60)
    assert added.returncode == 0, added.stderr
    driver.click_button("Add a player")
    names = sorted(p.name for p in players.load()[0].players)
    assert names == ["Belle", "Player 1"], "neither copy's person is lost"
    assert sorted(p.name for p in driver.top.roster.players) == names, "this copy now knows Belle too"
