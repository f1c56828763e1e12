"""What people do at one screen, in a real X window (Xvfb): slow, one test per flow.

The app runs as its own process; xdotool moves the pointer, clicks and turns the wheel at screen
positions; the screen is read back with xwd; saves are read from the app's private home.
"""
from __future__ import annotations

import contextlib
import json
import time

import pygame
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
        x.click(440, 921)  # Continue
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
        x.click(440, 921)  # Continue
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


def a_near_finished_table(ana_id: str):
    """Bulletbucks, Ana (remembered) against two easy AIs: Ana bids all she has, takes the high
    bid, spins for herself and meets the bullet. The AIs finish the game when it is continued."""
    from game.controllers.base import make_controller
    from game.controllers.seats import SeatConfig
    from game.rules.common.contract import CHANCE
    from game.rules.roulette.content import value
    from game.rules.roulette.engine import ALIVE, CHOOSE, Choose
    seats = [SeatConfig("Ana", "human", player=ana_id), SeatConfig("Wyatt", "ai", "easy"),
             SeatConfig("Belle", "ai", "easy")]
    controller = make_controller("roulette", seats, None, 11)
    while controller.state.status[0] == ALIVE:
        if controller.waiting_humans():
            legal = controller.legal_actions(0)
            controller.act(0, Choose(0) if controller.state.phase == CHOOSE
                           else max(legal, key=lambda a: value(getattr(a, "bills", (0, 0)))))
        elif controller.actors() == [CHANCE] and controller.state.roller == 0:
            controller.arrange([str(o) for o, _ in controller.rules.chance_outcomes(controller.state)
                                if "bullet" in str(o)][:1])
            controller.update()
        elif not controller.update():
            time.sleep(0.001)
    assert not controller.is_over(), "the AIs still have a game to finish"
    return controller


@contextlib.contextmanager
def picture_on_failure(x: XSession, folder):
    """Keep what the screen showed when a step fails, beside the test's files (and say where)."""
    try:
        yield
    except AssertionError as failure:
        picture = folder / "screen-at-failure.png"
        x.grab().save(picture)
        raise AssertionError(f"{failure} (the screen: {picture})") from None


def gold(rgb) -> bool:
    """The gold of a primary button or of the part of a replay's timeline already played."""
    r, g, b = rgb
    return r > 180 and g > 120 and b < 120


def test_a_finished_table_is_counted_replayed_exported_and_imported_by_a_friend(tmp_path, monkeypatch):
    """Continue a Bulletbucks table the AIs finish, go to the menu, see the table in Records,
    replay it to the end and back to the start, export it; a friend imports the file."""
    from game import players, records, saves, settings
    from scenes import records as records_screen
    from scenes import replay as replay_screen
    from scenes.import_records import PANEL as IMPORT_PANEL, ROW_H as IMPORT_ROW_H
    home, friend = tmp_path / "home", tmp_path / "friend"
    monkeypatch.setenv("FRONTIER_TABLETOP_HOME", str(home))
    roster, _ = players.load()
    ana = roster.add("Ana")
    players.save(roster)
    quick = settings.Settings()
    quick.animation_speed, quick.ai_pacing = "fast", 0.0
    settings.save(quick)
    controller = a_near_finished_table(ana.id)
    controller.keep_saved(saves.SaveSlot(saves.new_save_path("roulette")))
    controller.slot.flush()
    controller.close()

    row = pygame.Rect(records_screen.LIST.x + 16, records_screen.LIST_TOP, records_screen.LIST.w - 32,
                      records_screen.ROW_H)
    replay_button, export_button = (row.right - 290, row.centery + 16), (row.right - 82, row.centery)
    """(Inside the Replay button, clear of its word: its gold says a table is listed.)"""
    bar = replay_screen.PANEL
    timeline_end = (bar.right - 26, bar.y + 84)
    records_button, continue_button = (1064, 945), (440, 945)
    play_again, new_table = (575, 968), (245, 975)
    """(Inside the results' Play again and the menu's New table, clear of their words.)"""
    with XSession(screen=(1366, 768), home=home) as x, picture_on_failure(x, tmp_path):
        x.launch("--windowed")
        x.wait_for_window()
        time.sleep(1.0)
        x.click(*continue_button)
        x.wait_until(lambda: records.load_book(flush=False).records, timeout=120, what="the table to end as a record")
        x.wait_until(lambda: gold(x.pixel(*play_again)), what="the results")
        time.sleep(1.0)  # a look at who won
        x.click(1180, 940)  # Back to menu
        x.wait_until(lambda: gold(x.pixel(*new_table)), what="the menu")
        x.click(*records_button)
        x.wait_until(lambda: gold(x.pixel(*replay_button)), what="the table listed in Records with its Replay button")
        [kept] = records.load_book(flush=False).records
        assert kept.game == "roulette" and kept.seats[0].person == ana.id, "Ana's table is counted"

        x.click(*replay_button)
        x.wait_until(lambda: not gold(x.pixel(*replay_button)), what="the replay over its table")
        time.sleep(1.0)
        assert not gold(x.pixel(*timeline_end)), "a replay starts at the first step"
        x.key("End")
        x.wait_until(lambda: gold(x.pixel(*timeline_end)), what="the end of the replay")
        x.key("Home")
        x.wait_until(lambda: not gold(x.pixel(*timeline_end)), what="the start again")
        x.key("Right")
        time.sleep(0.5)
        x.key("Escape")
        x.wait_until(lambda: gold(x.pixel(*replay_button)), what="Records again")

        x.click(*export_button)
        shared = home / "shared"
        x.wait_until(lambda: list(shared.glob("*.json")), what="the exported file")
        assert x.stop_app() == 0

        # a friend's computer: the file arrives in Downloads, Records -> Import takes it
        (friend / "downloads").mkdir(parents=True)
        [exported] = shared.glob("*.json")
        (friend / "downloads" / exported.name).write_bytes(exported.read_bytes())
        x.home = friend
        x.launch("--windowed")
        x.wait_for_window()
        time.sleep(1.0)
        x.click(*records_button)
        time.sleep(1.5)
        assert not gold(x.pixel(*replay_button)), "the friend has no tables yet"
        x.click(1750, 153)  # Import
        time.sleep(1.0)
        first = pygame.Rect(IMPORT_PANEL.x + 40, IMPORT_PANEL.y + 190, IMPORT_PANEL.w - 80, IMPORT_ROW_H)
        x.click(first.right - 95, first.centery)
        x.wait_until(lambda: gold(x.pixel(*replay_button)), what="the imported table in the friend's Records")
        monkeypatch.setenv("FRONTIER_TABLETOP_HOME", str(friend))
        [imported] = records.load_book(flush=False).records
        assert imported.imported and imported.steps == kept.steps and imported.winners == kept.winners
        assert x.stop_app() == 0
