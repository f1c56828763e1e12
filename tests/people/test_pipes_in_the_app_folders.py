"""A pipe put where the app keeps a file never hangs it: in place of players.json, New table opens
at once and says the list was set aside; in place of the log, a failing screen brings the error
screen up at once (the log is then not written) instead of the window waiting for a reader."""
from __future__ import annotations

import os
import threading

from game import paths
from game.stack import Scene
from scenes.error import ErrorScene
from scenes.menu import MenuScene


def within(gesture, pipe, seconds: float = 10.0) -> bool:
    """Run `gesture` (frames of the app); False when it did not come back within `seconds` (then the
    pipe is opened from this side, so the blocked app lets go of the test)."""
    done = threading.Event()

    def run() -> None:
        gesture()
        done.set()
    threading.Thread(target=run, daemon=True).start()
    if done.wait(seconds):
        return True
    os.close(os.open(pipe, os.O_RDWR))
    done.wait(5)
    return False


def test_new_table_opens_at_once_with_a_pipe_for_the_list_of_players(make_driver):
    from game import players
    from scenes.new_table import NewTableScene
    os.mkfifo(players.players_path())
    driver = make_driver((1366, 768))
    driver.start(MenuScene(driver.app))
    new_table = driver.find_button("New table").rect.center
    assert within(lambda: driver.click(new_table), players.players_path()), "the window stopped answering"
    assert isinstance(driver.top, NewTableScene)
    assert "players.json.bad" in driver.app._toast[0], "the list was set aside, and that is said"


class Failing(Scene):
    opaque = True

    def update(self, dt: float) -> None:
        raise RuntimeError("a screen fails")


def test_a_screen_failing_with_a_pipe_for_a_log_shows_the_error_screen_at_once(make_driver):
    os.mkfifo(paths.log_path())
    driver = make_driver((1366, 768))
    driver.start(MenuScene(driver.app))
    driver.app.stack.push(Failing(driver.app))
    assert within(driver.frame, paths.log_path()), "the window stopped answering while writing the log"
    assert isinstance(driver.top, ErrorScene)
