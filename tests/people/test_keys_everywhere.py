"""The screens around the tables by keys alone or a pad alone (issue 34): a lesson whose coach
and focus ring agree, New table with a name typed to the results, a replay, Settings' remap of
keys and pad buttons, the settings file read strictly, the on-screen keyboard, hot-plugging."""
from __future__ import annotations

import random

import pygame
import pytest

from game import settings as settings_mod
from game.ui.bindings import DEFAULT_KEYS
from game.ui.pad import family_of
from game.ui.widgets import Button, TextInput
from hands import KeysPerson, no_mouse, pad, play_to_the_end, press
from person import is_still
from scenes.controls import ControlsScene
from scenes.menu import MenuScene
from scenes.new_table import NewTableScene
from scenes.onscreen_keyboard import KeyboardScene
from scenes.replay import ReplayScene
from scenes.results import ResultsScene
from scenes.settings import SettingsScene


def ring(driver):
    return driver.app.focus


def label_of(thing) -> str:
    return str(getattr(thing, "label", ""))


def tab_to(driver, wanted, presses: int = 80, step=lambda d: press(d, pygame.K_TAB)) -> None:
    """Tab (or `step`) until the ring rests on what `wanted(thing)` accepts."""
    for _ in range(presses):
        if ring(driver).shown and ring(driver).thing is not None and wanted(ring(driver).thing):
            return
        step(driver)
    raise AssertionError(f"the ring never reached it; it is on {ring(driver).thing!r}")


def button(words: str):
    return lambda thing: isinstance(thing, Button) and label_of(thing).startswith(words)


def menu(driver):
    driver.start(MenuScene(driver.app))
    no_mouse(driver)
    return driver.top


def test_the_ring_shows_at_the_first_key_moves_with_arrows_and_tab_and_hides_on_the_mouse(make_driver):
    driver = make_driver((1366, 768))
    driver.start(MenuScene(driver.app))
    assert not ring(driver).shown
    press(driver, pygame.K_TAB)
    assert ring(driver).shown, "the first key shows the ring where it is"
    first = ring(driver).rect
    press(driver, pygame.K_TAB)
    assert ring(driver).rect.x > first.x and abs(ring(driver).rect.centery - first.centery) < 30, "Tab reads on to the right"
    tab_to(driver, button("Records"))
    records = ring(driver).rect
    press(driver, pygame.K_RIGHT)
    assert label_of(ring(driver).thing) == "Rules" and ring(driver).rect.x > records.x, "Right goes to the next one right"
    press(driver, pygame.K_UP)
    assert ring(driver).rect.bottom < records.top, "Up goes above"
    driver.move((960, 200))
    assert not ring(driver).shown, "the mouse hides the ring"


def test_new_table_with_a_name_typed_played_to_the_results_with_keys_alone(make_driver):
    driver = make_driver((1366, 768))
    driver.app.settings.default_seats["roulette"] = "human,ai:easy,ai:easy"
    menu(driver)
    tab_to(driver, button("New table"))
    press(driver, pygame.K_RETURN)
    assert isinstance(driver.top, NewTableScene)
    tab_to(driver, button("Bulletbucks"))
    press(driver, pygame.K_RETURN)
    tab_to(driver, lambda thing: isinstance(thing, TextInput) and thing.text == "Ana")  # the first seat's name
    press(driver, pygame.K_RETURN)
    field = ring(driver).thing
    assert field.focused, "Enter on a name starts typing"
    driver.post(pygame.KEYDOWN, key=pygame.K_a, mod=pygame.KMOD_CTRL, unicode="", scancode=0)
    driver.type_text("Josefina")
    press(driver, pygame.K_RETURN)
    assert field.text == "Josefina" and not field.focused
    tab_to(driver, button("Start"))
    press(driver, pygame.K_RETURN)
    table = driver.top
    assert table.is_table and table.controller.names[0] == "Josefina"
    play_to_the_end(driver, table, KeysPerson(random.Random(1)))
    assert isinstance(driver.top, ResultsScene)


def test_a_lesson_followed_with_keys_alone_its_coach_and_the_ring_agreeing(make_driver):
    driver = make_driver((1366, 768))
    menu(driver)
    driver.app.routes.lesson("roulette")
    driver.frame()
    table = driver.top
    coach = table.coach
    press(driver, pygame.K_DOWN)  # the ring shows
    while not coach.coach.finished:
        driver.until(lambda: coach.coach.finished or (coach._pointing() and is_still(table)), real_seconds=60)
        if coach.coach.finished:
            break
        index = coach.coach.index
        driver.pause(0.3)
        if coach.coach.step.do is None:
            tab_to(driver, button("Next"))
            press(driver, pygame.K_RETURN)
        else:
            for _click in coach.coach.step.point:  # one Enter for each thing the step has clicked, in turn
                if coach.coach.index != index:
                    break
                driver.frame()
                assert ring(driver).rect == coach.ringed()[0], f"step {index + 1}: the ring is where the coach rings"
                press(driver, pygame.K_RETURN)
        driver.until(lambda: coach.coach.finished or coach.coach.index > index, real_seconds=60)
    assert coach.coach.finished


def test_a_replay_stepped_and_left_with_keys_alone(make_driver):
    from test_records_and_replays import a_finished_game
    driver = make_driver((1366, 768))
    menu(driver)
    driver.app.routes.replay(a_finished_game("zorro"), "a past table")
    driver.frame()
    replay = driver.top
    assert isinstance(replay, ReplayScene)
    controller = replay.controller
    press(driver, pygame.K_TAB)
    tab_to(driver, lambda thing: label_of(thing) == "\u203a")
    for _ in range(3):
        press(driver, pygame.K_RETURN)
        driver.until(lambda: not replay.table.animator.busy())
    assert controller.position == 3, "three steps forward by Enter on ›"
    tab_to(driver, lambda thing: label_of(thing) == "\u00bb")
    press(driver, pygame.K_RETURN)
    driver.until(lambda: not replay.table.animator.busy())
    assert controller.position > 3, "a turn forward by Enter on »"
    press(driver, pygame.K_ESCAPE)
    assert replay not in driver.app.stack.scenes, "Esc leaves the replay"


def open_controls(driver):
    menu(driver)
    tab_to(driver, button("Settings"))
    press(driver, pygame.K_RETURN)
    assert isinstance(driver.top, SettingsScene)
    tab_to(driver, button("Keys and game controller"))
    press(driver, pygame.K_RETURN)
    assert isinstance(driver.top, ControlsScene)
    return driver.top


def row_cell(controls, action: str, column: int):
    """The key (0) or pad (1) cell of `action`'s row."""
    from game.ui.bindings import ACTIONS
    row = [a for a, _w in ACTIONS].index(action)
    cells = [w for w in controls.widgets if isinstance(w, Button)]
    return cells[2 * row + column]


def test_a_key_remapped_in_settings_works_at_the_table_and_the_old_one_stops(make_driver):
    driver = make_driver((1366, 768))
    controls = open_controls(driver)
    tab_to(driver, lambda thing: thing is row_cell(controls, "hint", 0))
    press(driver, pygame.K_RETURN)
    assert controls.captures_input
    press(driver, pygame.K_j)
    assert driver.app.settings.keys["hint"] == ["j"]
    saved, _notice = settings_mod.load()
    assert saved.keys["hint"] == ["j"], "kept in settings.toml"
    # a clash is refused, with the action that has the key
    tab_to(driver, lambda thing: thing is row_cell(controls, "undo", 0))
    press(driver, pygame.K_RETURN)
    press(driver, pygame.K_j)
    assert driver.app.settings.keys["undo"] == ["ctrl+z"]
    assert "already does Hint" in driver.app._toast[0]
    # the pad's buttons too
    tab_to(driver, lambda thing: thing is row_cell(controls, "hint", 1))
    press(driver, pygame.K_RETURN)
    pad(driver, pygame.CONTROLLER_BUTTON_LEFTSTICK)
    assert driver.app.settings.pad["hint"] == "leftstick"
    # at a table: J asks the hint, H does nothing now
    from game.controllers.base import make_controller
    from game.controllers.seats import parse_seats
    driver.app.routes.table(make_controller("zorro", parse_seats("human,ai:easy"), None, 2))
    table = driver.top
    driver.until(lambda: is_still(table))
    seat = table.offered
    press(driver, pygame.K_h)
    assert not (table.controller.hint_thinking(seat) or table.controller.hint_ready(seat)), "H is no longer Hint"
    press(driver, pygame.K_j)
    assert table.controller.hint_thinking(seat) or table.controller.hint_ready(seat), "J asks the hint"


def test_reset_to_defaults_puts_every_key_and_button_back(make_driver):
    driver = make_driver((1366, 768))
    driver.app.settings.keys["hint"] = ["j"]
    driver.app.settings.pad["choose"] = "y"
    driver.app.settings.pad["hint"] = "a"
    driver.app.apply_settings()
    controls = open_controls(driver)
    tab_to(driver, button("Reset to defaults"))
    press(driver, pygame.K_RETURN)
    assert driver.app.settings.keys == DEFAULT_KEYS and driver.app.settings.pad["choose"] == "a"
    assert controls.widgets


def test_a_bad_key_in_the_settings_file_is_set_aside_with_the_reason_and_the_rest_kept(tmp_path):
    path = tmp_path / "settings.toml"
    path.write_text('[keys]\nhint = "nokey"\nundo = ["ctrl+u"]\nteleport = "t"\n[pad]\nchoose = "b"\n')
    settings, notice = settings_mod.load(path)
    assert settings.keys["hint"] == ["h"] and settings.keys["undo"] == ["ctrl+u"]
    assert settings.pad["choose"] == "a", "B is Back's: Choose keeps its A"
    assert "hint names no key" in notice and "teleport is no action" in notice and "share b" in notice


def test_a_name_typed_with_the_pad_on_the_onscreen_keyboard(make_driver):
    driver = make_driver((1280, 800))
    menu(driver)
    driver.app.routes.new_table("roulette")
    driver.frame()
    walk = lambda d: pad(d, pygame.CONTROLLER_BUTTON_BACK)
    pad(driver, pygame.CONTROLLER_BUTTON_DPAD_DOWN)
    tab_to(driver, lambda thing: isinstance(thing, TextInput), step=walk)
    field = ring(driver).thing
    pad(driver, pygame.CONTROLLER_BUTTON_A)
    assert isinstance(driver.top, KeyboardScene), "A on a name opens the on-screen keyboard"
    keyboard = driver.top
    tab_to(driver, button("Backspace"), step=walk)
    while field.text:
        pad(driver, pygame.CONTROLLER_BUTTON_A)
    for letter in "Kit":
        tab_to(driver, lambda thing: label_of(thing) == letter, step=walk)
        pad(driver, pygame.CONTROLLER_BUTTON_A)
    tab_to(driver, button("Done"), step=walk)
    pad(driver, pygame.CONTROLLER_BUTTON_A)
    assert keyboard not in driver.app.stack.scenes and field.text == "Kit"


def test_pads_plugged_in_and_out_while_the_app_runs_change_nothing_else(make_driver):
    driver = make_driver((1366, 768))
    menu(driver)
    driver.post(pygame.CONTROLLERDEVICEADDED, device_index=7, which=7)
    driver.frame()
    driver.post(pygame.CONTROLLERDEVICEREMOVED, instance_id=7, which=7)
    driver.frame()
    pad(driver, pygame.CONTROLLER_BUTTON_DPAD_RIGHT)
    assert ring(driver).shown and driver.app.device == "pad"
    press(driver, pygame.K_TAB)
    assert driver.app.device == "keyboard", "the glyphs follow what was used last"


@pytest.mark.parametrize("name, family", [("PS5 Controller", "playstation"), ("DualSense Wireless Controller", "playstation"),
                                          ("Nintendo Switch Pro Controller", "nintendo"),
                                          ("Xbox Series X Controller", "xbox"), ("8BitDo SN30 Pro", "xbox")])
def test_the_glyphs_follow_the_pad_family_sdl_names(name, family):
    assert family_of(name) == family


def test_in_settings_left_and_right_change_the_choice_under_the_ring_and_esc_goes_back(make_driver):
    driver = make_driver((1366, 768))
    menu(driver)
    tab_to(driver, button("Settings"))
    press(driver, pygame.K_RETURN)
    settings = driver.top
    tab_to(driver, lambda thing: getattr(thing, "label", None) == "Animation speed")
    before = driver.app.settings.animation_speed
    press(driver, pygame.K_RIGHT)
    assert driver.app.settings.animation_speed != before, "Right steps the choice the ring is on"
    assert getattr(ring(driver).thing, "label", None) == "Animation speed", "and the ring stays on it"
    press(driver, pygame.K_DOWN)
    assert getattr(ring(driver).thing, "label", None) == "AI pacing", "Down goes to the row below"
    press(driver, pygame.K_ESCAPE)
    assert settings not in driver.app.stack.scenes


def test_page_up_and_the_left_shoulder_page_the_log_back(make_driver):
    from person import sit_down
    driver = make_driver((1366, 768))
    table = sit_down(driver, "desperados", seats="human,ai:easy,ai:easy")
    no_mouse(driver)
    assert len(table.controller.log) > 20, "a log longer than its panel"
    press(driver, pygame.K_PAGEUP)
    assert table.log.scroll > 0, "Page Up shows earlier lines"
    press(driver, pygame.K_PAGEDOWN)
    assert table.log.scroll == 0
    pad(driver, pygame.CONTROLLER_BUTTON_LEFTSHOULDER)
    assert table.log.scroll > 0, "the left shoulder pages back too"
