"""Records, replays and sharing as people use them, through the app's frame loop with real
events: finish a table, open Records, see it counted, replay it to the end and back to the
start, export it and import it."""
from __future__ import annotations

import pygame
import pytest

from game import paths, players, records
from game.controllers.base import make_controller
from game.controllers.seats import SeatConfig
from person import sit_through
from scenes.import_records import ImportScene
from scenes.menu import MenuScene
from scenes.records import RecordsScene
from scenes.replay import ReplayScene
from scenes.results import ResultsScene
from scenes.table_base import BaseTableScene


def finish_a_table(driver, ana: players.Player) -> None:
    """Ana (remembered) plays Bulletbucks against two AIs to the results, then goes to the menu."""
    seats = [SeatConfig(ana.name, "human", player=ana.id), SeatConfig("Wyatt", "ai", "easy"),
             SeatConfig("Belle", "ai", "hard")]
    driver.app.routes.table(make_controller("roulette", seats, None, 7))
    sit_through(driver, driver.top, seed=3)
    assert isinstance(driver.top, ResultsScene)
    driver.click_button("Back to menu")
    assert isinstance(driver.top, MenuScene)


def toast(driver) -> str:
    return driver.app._toast[0] if driver.app._toast else ""


@pytest.mark.parametrize("window", [(1366, 768), (1920, 1080)])
def test_a_finished_table_is_counted_replayed_exported_and_imported(make_driver, window):
    roster, _ = players.load()
    ana = roster.add("Ana")
    players.save(roster)
    driver = make_driver(window)
    driver.start(MenuScene(driver.app))
    finish_a_table(driver, ana)

    driver.click_button("Records")
    screen = driver.top
    assert isinstance(screen, RecordsScene)
    [row] = screen.shown
    [standing] = screen.standings
    assert (standing.person, standing.name, standing.played) == (ana.id, "Ana", 1), "Ana's table is counted"
    assert standing.won == (0 in row.winners)
    assert standing.played_vs == {"easy": 1, "hard": 1}

    # replay it: to the end, back to the start, a step and a turn forward, then play it through
    driver.click_button("Replay")
    replay = driver.top
    assert isinstance(replay, ReplayScene)
    table = driver.app.stack.scenes[-2]
    assert isinstance(table, BaseTableScene) and table.controller is replay.controller
    controller = replay.controller
    assert controller.position == 0 and controller.length == row.steps
    driver.key(pygame.K_END)
    assert controller.is_over() and controller.position == row.steps
    driver.wait(2.0)
    assert driver.top is replay, "the end of a replay leads to no results screen"
    driver.key(pygame.K_HOME)
    assert controller.position == 0 and controller.log == controller.log[:1]
    driver.wait(1.0)
    assert not driver.app.stack.is_animating(), "a paused replay lets the app idle"
    driver.click_button("\u203a")
    driver.wait(0.5)
    assert controller.position == 1
    driver.click_button("\u00bb")
    assert controller.turn_at() == 2
    driver.click_button("\u2039")
    assert controller.turn_at() == 1
    driver.click_button("Play")
    driver.until(controller.at_end, seconds=600)
    driver.wait(0.5)
    assert controller.is_over() and not replay.playing, "played through to the end, where it stops"
    driver.click_button("Close")
    assert driver.top is screen and table not in driver.app.stack.scenes

    # export it, forget it, import it back
    driver.click_button("Export")
    exported = sorted(paths.shared_dir().glob("*.json"))
    assert len(exported) == 1 and "Exported to" in toast(driver)
    records.delete_record(row)
    driver.click_button("Import")
    assert isinstance(driver.top, ImportScene)
    assert driver.top.files[0] == exported[0]
    driver.click_button("Import")
    assert driver.top is screen, "an accepted file closes the import"
    assert "Imported" in toast(driver)
    [again] = screen.shown
    assert again.imported and again.winners == row.winners and again.steps == row.steps


def test_a_damaged_file_dropped_on_the_window_is_refused_with_the_reason(make_driver, tmp_path):
    driver = make_driver((1366, 768))
    driver.start(MenuScene(driver.app))
    driver.click_button("Records")
    driver.click_button("Import")
    importer = driver.top
    bad = tmp_path / "from-a-friend.json"
    bad.write_text('{"format": "frontier-tabletop-record", "version": 1, "game": "roulette"}', encoding="utf-8")
    driver.post(pygame.DROPFILE, file=str(bad))
    driver.frame()
    assert driver.top is importer and "damaged" in importer.refused[bad]
    assert "Not imported" in toast(driver)
    assert records.load_book().records == []


def test_people_are_added_once_and_seated_at_a_new_table_with_a_click(make_driver):
    from scenes.new_table import NewTableScene
    from scenes.players import PlayersScene
    driver = make_driver((1366, 768))
    driver.start(MenuScene(driver.app))
    driver.click(driver.top.tiles["durango"].center)
    assert isinstance(driver.top, NewTableScene)
    driver.click_button("Edit players")
    assert isinstance(driver.top, PlayersScene)
    driver.click_button("Add a player")
    driver.click_button("Add a player")
    mara = driver.top.roster.players[1]
    driver.click(driver.top.swatch_rect(driver.top.row_rect(1), 6).center)
    driver.click_button("Back")
    new_table = driver.top
    assert [p.name for p in new_table.roster.players] == ["Player 1", "Player 2"]
    assert players.load()[0].by_id(mara.id).colour == 6, "the colour is kept at once"
    assert new_table.seat_names[0] == "Player 1", "a human seat starts with a remembered person"
    chip = dict((p.id, rect) for p, rect in new_table.person_chips())[mara.id]
    driver.click(chip.center)
    seats = new_table.seat_configs()
    assert [(s.name, s.kind, s.player) for s in seats if s.is_human] == [
        ("Player 1", "human", new_table.roster.players[0].id), ("Player 2", "human", mara.id)]
    driver.click_button("Start")
    assert isinstance(driver.top, BaseTableScene)
    assert [s.player for s in driver.top.controller.seats if s.is_human] == [new_table.roster.players[0].id, mara.id]
