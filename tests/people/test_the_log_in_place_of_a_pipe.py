"""A pipe put where the log file goes never hangs the app: when a screen fails, the error screen
comes up at once (the log is then not written) instead of the window waiting for a reader."""
from __future__ import annotations

import os
import threading

from game import paths
from game.stack import Scene
from scenes.error import ErrorScene
from scenes.menu import MenuScene


class Failing(Scene):
    opaque = True

    def update(self, dt: float) -> None:
        raise RuntimeError("a screen fails")


def test_a_screen_failing_with_a_pipe_for_a_log_shows_the_error_screen_at_once(make_driver):
    os.mkfifo(paths.log_path())
    driver = make_driver((1366, 768))
    driver.start(MenuScene(driver.app))
    driver.app.stack.push(Failing(driver.app))
    done = threading.Event()

    def one_frame() -> None:
        driver.frame()
        done.set()
    threading.Thread(target=one_frame, daemon=True).start()
    if not done.wait(10):
        with open(paths.log_path(), "rb"):  # let the stuck writer go, then fail
            pass
        raise AssertionError("the window stopped answering while writing the log")
    assert isinstance(driver.top, ErrorScene)
