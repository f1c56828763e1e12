"""Closing the window loses nothing, every table keeps its own save, Continue says which:
through the app's frame loop, as people use it."""
from __future__ import annotations

import json

import pygame

from game import saves
from game.controllers.base import TableController, make_controller
from game.controllers.seats import parse_seats
from person import Person, is_still
from scenes.menu import MenuScene
from scenes.new_table import NewTableScene
from scenes.pause import PauseScene
from scenes.saved_tables import SavedTablesScene
from scenes.table_base import BaseTableScene


def play_a_while(driver, table, gestures: int, seed: int = 0, steps: int | None = None) -> None:
    """A person's `gestures` at the table (fewer if the game ends), or until its history holds
    `steps` steps: a table started from the menu has a seed of its own, and a game whose AIs
    play well can end within a dozen of a person's moves (a Durango game of three in 104 steps)."""
    person = Person(__import__("random").Random(seed))
    done = 0
    while done < gestures and not table.controller.is_over():
        if steps is not None and len(table.controller.history) >= steps:
            return
        if driver.top is table and is_still(table):
            person.gesture(driver, table)
            done += 1
        else:
            driver.frame()


def sit_down(driver, game_id: str, seats: str, seed: int = 4):
    controller = make_controller(game_id, parse_seats(seats), None, seed)
    driver.app.routes.table(controller)
    return driver.top


def test_starting_from_the_menu_then_closing_the_window_loses_nothing(make_driver):
    driver = make_driver((1366, 768))
    driver.start(MenuScene(driver.app))
    driver.click(driver.app.stack.top.tiles["durango"].center)
    assert isinstance(driver.top, NewTableScene)
    driver.wait(0.5)
    driver.click_button("Start")
    table = driver.top
    assert isinstance(table, BaseTableScene)
    play_a_while(driver, table, 12, steps=40)
    driver.wait(0.5)
    assert not table.controller.is_over(), "the table is still being played when the window closes"
    history, log = list(table.controller.history), list(table.controller.log)
    state = table.controller.rules.clone(table.controller.state)
    path = table.controller.slot.path
    driver.close_window()
    assert not driver.app.running
    assert TableController.load(path).state == state, "the table as it was when the window closed"

    again = make_driver((1920, 1080))
    again.start(MenuScene(again.app))
    menu = again.top
    assert menu.latest is not None and menu.latest.headline.startswith("Durango with Ana")
    again.click_button("Continue")
    resumed = again.top
    assert isinstance(resumed, BaseTableScene)
    assert resumed.controller.history[:len(history)] == history, "it goes on from where it was"
    assert resumed.controller.log[:len(log)] == log, "the log comes back as it was"


def test_every_table_keeps_its_own_save_and_continue_takes_the_latest(make_driver):
    driver = make_driver((1600, 900))
    driver.start(MenuScene(driver.app))
    first = sit_down(driver, "desperados", "human,ai:easy")
    play_a_while(driver, first, 4)
    driver.key(pygame.K_ESCAPE)
    assert isinstance(driver.top, PauseScene)
    driver.click_button("Save and quit")
    second = sit_down(driver, "most_wanted", "human,ai:hard,ai:easy")
    play_a_while(driver, second, 3)
    driver.key(pygame.K_ESCAPE)
    driver.click_button("Save and quit")
    listed = saves.list_saves()
    assert [s.game_id for s in listed] == ["most_wanted", "desperados"], "two tables, two saves"
    menu = driver.top
    assert menu.latest.title == "Most Wanted with Ana, Bill (hard), Calamity (easy)"
    assert menu.latest.progress.startswith("round ")


def test_the_saved_tables_screen_resumes_one_and_deletes_one_after_asking(make_driver):
    driver = make_driver((1366, 768))
    driver.start(MenuScene(driver.app))
    for game_id, seats in (("roulette", "human,ai:easy,ai:easy"), ("durango", "human,ai:easy")):
        table = sit_down(driver, game_id, seats)
        play_a_while(driver, table, 2)
        driver.key(pygame.K_ESCAPE)
        driver.click_button("Save and quit")
    broken = saves.new_save_path("zorro")
    broken.write_text('{"format": "frontier-tabletop-save", "version": 1, "game": "zorro", "actions": [')
    newer = saves.new_save_path("durango")
    newer.write_text(json.dumps({"format": "frontier-tabletop-save", "version": 7}))
    driver.click_button("Saved tables")
    screen = driver.top
    assert isinstance(screen, SavedTablesScene)
    damaged = [s for s in screen.saved if s.damaged]
    assert len(screen.saved) == 4 and len(damaged) == 2, "damaged saves are listed, and hide nothing"
    assert any("newer version" in s.damaged for s in damaged)

    roulette_row = next(i for i, s in enumerate(screen.saved) if s.game_id == "roulette")
    delete = [b for b in driver.buttons() if b.label == "Delete" and screen.row_rect(roulette_row).colliderect(b.rect)]
    driver.click(delete[0].rect.center)
    driver.wait(0.5)
    driver.click_button("Keep it")
    assert len(saves.list_saves()) == 4, "Keep it keeps it"
    driver.click(delete[0].rect.center)
    driver.click_button("Delete it")
    assert [s.game_id for s in saves.list_saves() if not s.damaged] == ["durango"]

    durango_row = next(i for i, s in enumerate(screen.saved) if s.game_id == "durango")
    resume = [b for b in driver.buttons() if b.label == "Resume" and screen.row_rect(durango_row).colliderect(b.rect)]
    driver.click(resume[0].rect.center)
    assert isinstance(driver.top, BaseTableScene) and driver.top.controller.game_id == "durango"
    assert isinstance(driver.app.stack.scenes[0], MenuScene) and len(driver.app.stack) == 2


def test_a_table_goes_on_when_saving_fails_and_the_last_good_save_stays(make_driver, monkeypatch):
    driver = make_driver((1366, 768))
    driver.start(MenuScene(driver.app))
    table = sit_down(driver, "desperados", "human,ai:easy")
    play_a_while(driver, table, 3)
    table.controller.slot.flush()
    path = table.controller.slot.path
    good = path.read_text()

    def disk_full(*args, **kwargs):
        raise OSError(28, "No space left on device")
    monkeypatch.setattr(saves, "atomic_write_text", disk_full)
    steps = len(table.controller.history)
    play_a_while(driver, table, 4)
    driver.wait(0.2)
    assert len(table.controller.history) > steps, "play goes on"
    assert "could not be saved" in driver.app._toast[0] and "No space left" in driver.app._toast[0]
    assert path.read_text() == good, "the last good save is intact"


def test_a_finished_table_leaves_the_saved_tables(make_driver):
    from person import sit_through
    driver = make_driver((1366, 768))
    driver.start(MenuScene(driver.app))
    table = sit_down(driver, "roulette", "human,ai:easy,ai:easy")
    sit_through(driver, table, seed=2)
    saves.flush_all()
    assert saves.list_saves() == []


def test_a_name_is_typed_selected_with_ctrl_a_and_the_limit_is_said(make_driver):
    driver = make_driver((1366, 768))
    driver.start(MenuScene(driver.app))
    driver.click_button("New table")
    screen = driver.top
    from game.ui.widgets import TextInput
    field = next(w for w in screen.widgets if isinstance(w, TextInput))
    driver.click(field.rect.center)
    driver.key(pygame.K_a, mod=pygame.KMOD_CTRL)
    driver.type_text("Calamity Jane")
    assert field.text == "Calamity Jane", "Ctrl+A then typing replaces the name"
    driver.type_text("ttt")
    assert field.text == "Calamity Janet" and len(field.text) == field.max_len
    assert field.full > 0, "the refused letter is said, not silently dropped"
    driver.wait(2.5)
    assert field.full == 0


def test_default_seats_in_settings_keep_mixed_ai_levels_until_one_is_chosen(make_driver):
    from game.ui.widgets import Choice, Stepper
    from scenes.settings import SettingsScene
    driver = make_driver((1600, 900))
    driver.app.settings.default_seats["durango"] = "human,ai:easy,ai:hard"
    driver.start(MenuScene(driver.app))
    driver.click_button("Settings")
    screen = driver.top
    assert isinstance(screen, SettingsScene)
    [level] = [w for w in screen.widgets if isinstance(w, Choice) and w.value == "mixed"]
    assert level.text == "Mixed", "easy and hard are not shown as Easy"
    assert level.tooltip == "At a new table: a person, an AI (easy), an AI (hard)"
    [count] = [w for w in screen.widgets if isinstance(w, Stepper) and "Durango" in (w.tooltip or "")]
    driver.click((count.rect.right - 20, count.rect.centery))  # one seat more
    assert driver.app.settings.default_seats["durango"] == "human,ai:easy,ai:hard,ai:medium", \
        "a seat more keeps the others as they were"
    [level] = [w for w in screen.widgets if isinstance(w, Choice) and w.value == "mixed"]
    driver.click(level.left_arrow.center)
    assert driver.app.settings.default_seats["durango"] == "human,ai:hard,ai:hard,ai:hard", "one level for every AI"
