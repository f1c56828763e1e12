"""What people do at one screen, in a real X window (Xvfb): slow, one test per flow.

The app runs as its own process; xdotool moves the pointer, clicks and turns the wheel at screen
positions; the screen is read back with xwd; saves are read from the app's private home.
"""
from __future__ import annotations

import json
import time

import pytest

from xsession import XSession, missing

pytestmark = [pytest.mark.slow,
              pytest.mark.skipif(bool(missing()), reason=f"needs Xvfb, xdotool and xwd (missing: {', '.join(missing())}); "
                                                          "apt-get install xvfb xdotool x11-apps")]

CURTAIN_SPOT = (300, 650)
"""Oxblood backdrop on a hand-off curtain; the green felt where Most Wanted's hands are laid."""


def curtain_up(x: XSession) -> bool:
    r, g, b = x.pixel(*CURTAIN_SPOT)
    return r > g + 30


def saves_in(home) -> list[dict]:
    folder = home / "data" / "saves"
    return [json.loads(p.read_text()) for p in sorted(folder.glob("*.json"))] if folder.exists() else []


def test_two_people_pass_the_screen_close_the_window_and_continue(tmp_path):
    with XSession(screen=(1366, 768), home=tmp_path / "home") as x:
        x.launch("--windowed", "--new", "most_wanted", "--seats", "human,human,ai:easy", "--seed", "1")
        x.wait_for_window()
        x.wait_until(lambda: curtain_up(x), what="the first curtain")
        time.sleep(1.5)  # the person walks up to the screen
        x.click(960, 540)
        time.sleep(1.5)
        assert not curtain_up(x), "one click lifts the curtain, and it stays lifted"
        x.click(200, 798)  # "Pony Express (2 pts)": Ana declares a robbery
        x.wait_until(lambda: any(step[0] == 0 for save in saves_in(x.home) for step in save["actions"]),
                     what="the step to be saved")
        assert x.stop_app() == 0, "a logout closes the app cleanly"
        [save] = saves_in(x.home)
        assert save["game"] == "most_wanted" and save["log"][-1].startswith("Ana declares a Pony Express Robbery")

        x.launch("--windowed")
        x.wait_for_window()
        time.sleep(1.0)
        x.click(615, 921)  # Continue
        x.wait_until(lambda: curtain_up(x), what="the curtain of the continued table")
        time.sleep(1.0)
        x.click(960, 540)
        time.sleep(1.5)
        assert not curtain_up(x)
        assert x.stop_app() == 0


def test_the_wheel_scrolls_the_log_under_the_pointer_in_a_scaled_window(tmp_path):
    from game.controllers.base import make_controller
    from game.controllers.seats import parse_seats
    from game import saves
    home = tmp_path / "home"
    controller = make_controller("durango", parse_seats("human,ai:easy"), None, 5)
    while len(controller.log) < 60 or not controller.waiting_humans():  # a long log, then Ana decides
        if controller.waiting_humans():
            seat = controller.waiting_humans()[0]
            controller.act(seat, controller.legal_actions(seat)[0])
        elif not controller.update():
            time.sleep(0.001)
    import os
    os.environ["FRONTIER_TABLETOP_HOME"] = str(home)
    controller.keep_saved(saves.SaveSlot(saves.new_save_path("durango")))
    controller.slot.flush()
    controller.close()
    with XSession(screen=(1366, 768), home=home) as x:
        x.launch("--windowed")
        x.wait_for_window()
        time.sleep(1.0)
        x.click(615, 921)  # Continue
        time.sleep(2.5)
        log = (1506, 110, 358, 880)
        before = x.region(log)
        for canvas_x in (1510, 1690, 1860):  # the log's left edge, middle and right edge
            x.wheel(canvas_x, 600, up=True, notches=3)
            time.sleep(0.6)
            assert x.region(log) != before, f"the wheel at canvas x={canvas_x} scrolls the log"
            x.wheel(canvas_x, 600, up=False, notches=10)
            time.sleep(0.6)
            assert x.region(log) == before, "and back down to the latest lines"
        x.stop_app()


def test_learn_to_play_opens_from_the_menu_and_the_coach_answers_clicks(tmp_path):
    """The Bulletbucks tile's Learn to play tab opens the guided game; Next moves the coach on to
    the first move (where Next gives way to Skip this step); a lesson is not saved."""
    from game.ui.layout import load_layout
    from scenes.coach import PANEL_HEIGHT
    log = load_layout("roulette", 3)["log"]
    next_button = (log.right - 150, log.y + PANEL_HEIGHT - 34)  # inside the button, clear of its word

    def next_shown() -> bool:
        r, g, b = x.pixel(*next_button)
        return r > 180 and g > 120 and b < 120  # the gold of a primary button

    with XSession(screen=(1920, 1080), home=tmp_path / "home") as x:
        x.launch("--windowed")
        x.wait_for_window()
        time.sleep(1.0)
        x.click(960, 872)  # "Learn to play" under the Bulletbucks tile
        x.wait_until(next_shown, what="the coach's Next button")
        for _ in range(3):
            time.sleep(1.0)  # a person reads the note
            x.click(*next_button)
            time.sleep(0.8)
        assert not next_shown(), "the fourth step asks for a move: no Next"
        assert not saves_in(x.home), "a lesson is not saved"
        assert x.stop_app() == 0
