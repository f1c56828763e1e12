"""Long lists, as people use them: Records, Saved tables, Import and Players scroll the same way
(one list widget, `game.ui.scroll_list`). With more rows than the screen holds, the wheel brings
the last row on screen, and a button on that row does what it says; the keys and the bar's
handle reach both ends too. Through the app's frame loop, in a laptop's window."""
from __future__ import annotations

import pygame

from game import paths, players, records, saves, sharing
from game.controllers.base import make_controller
from game.controllers.seats import parse_seats
from scenes.import_records import ImportScene
from scenes.menu import MenuScene
from scenes.players import PlayersScene
from scenes.records import RecordsScene
from scenes.saved_tables import SavedTablesScene

WINDOW = (1366, 768)
SAVED_TABLES = [("roulette", "human,ai:easy,ai:easy"), ("durango", "human,ai:hard"), ("desperados", "human,ai:easy"),
                ("zorro", "human,ai:medium"), ("most_wanted", "human,ai:easy,ai:hard"),
                ("roulette", "human,ai:hard,ai:hard"), ("durango", "human,ai:easy,ai:easy"),
                ("desperados", "human,ai:hard"), ("zorro", "human,ai:easy"), ("most_wanted", "human,ai:medium,ai:medium")]
PEOPLE = ("Ana", "Bill", "Mara", "Tom", "Wyatt", "Belle", "Jesse", "Annie", "Butch", "Pearl")


def past_tables(count: int) -> None:
    """`count` finished tables in this home's records (tools/sample_records: five real games,
    copied with other people in the seats)."""
    from tools import sample_records
    sample_records.fill(count, seed=2)


def saved_tables() -> None:
    for seed, (game_id, seats) in enumerate(SAVED_TABLES):
        controller = make_controller(game_id, parse_seats(seats), None, seed)
        controller.save(saves.new_save_path(game_id))
        controller.close()


def remembered_people() -> None:
    roster, _notice = players.load()
    for name in PEOPLE:
        roster.add(name)
    players.save(roster)


def wheel_to_the_end(driver, screen, over: tuple[int, int]) -> None:
    """Turn the wheel down over the list until it moves no more."""
    for _turn in range(screen.list.count + 2):
        before = screen.list.first
        driver.wheel(over, -1)
        if screen.list.first == before:
            break
    assert screen.list.count - 1 in screen.list.shown(), "the wheel brings the last row on screen"
    assert screen.list.count > screen.list.visible, "(the list is longer than the screen)"


def open_from_the_menu(make_driver, button: str, kind):
    """A person opens a list screen from the menu: the app's driver and the screen."""
    driver = make_driver(WINDOW)
    driver.start(MenuScene(driver.app))
    driver.click_button(button)
    assert isinstance(driver.top, kind)
    return driver, driver.top


def button_on_row(driver, screen, index: int, label: str):
    row = screen.row_rect(index)
    [button] = [b for b in driver.buttons() if b.label == label and row.colliderect(b.rect)]
    return button


def test_the_records_list_scrolls_to_its_last_table_and_exports_it(make_driver):
    past_tables(14)
    driver, screen = open_from_the_menu(make_driver, "Records", RecordsScene)
    wheel_to_the_end(driver, screen, (1400, 600))
    last = screen.shown[-1]
    driver.click(button_on_row(driver, screen, len(screen.shown) - 1, "Export").rect.center)
    assert (paths.shared_dir() / sharing.export_name(last)).is_file(), "the last table is exported"


def test_the_saved_tables_list_scrolls_to_its_last_table_and_deletes_it(make_driver):
    saved_tables()
    driver, screen = open_from_the_menu(make_driver, "Saved tables", SavedTablesScene)
    wheel_to_the_end(driver, screen, (960, 500))
    last = screen.saved[-1]
    driver.click(button_on_row(driver, screen, len(screen.saved) - 1, "Delete").rect.center)
    driver.click_button("Delete it")
    assert last.path not in [s.path for s in saves.list_saves()], "the last saved table is deleted"
    assert len(saves.list_saves()) == len(SAVED_TABLES) - 1


def test_the_import_list_scrolls_to_its_last_file_and_imports_it(make_driver, monkeypatch, tmp_path):
    monkeypatch.setenv(paths.ENV_HOME, str(tmp_path / "friend"))
    past_tables(10)
    friends = {sharing.export(row).name: row for row in records.load_book().records}
    monkeypatch.setenv(paths.ENV_HOME, str(tmp_path / "home"))
    downloads = paths.downloads_dir()
    downloads.mkdir(parents=True)
    for name in friends:
        (downloads / name).write_bytes((tmp_path / "friend" / "shared" / name).read_bytes())
    driver = make_driver(WINDOW)
    driver.start(MenuScene(driver.app))
    driver.click_button("Records")
    driver.click_button("Import")
    screen = driver.top
    assert isinstance(screen, ImportScene) and len(screen.files) == 10
    wheel_to_the_end(driver, screen, (960, 500))
    last = screen.files[-1]
    close = driver.find_button("Close").rect
    assert not any(screen.row_rect(i).colliderect(close) for i in screen.list.shown()), "no row under Close"
    driver.click(button_on_row(driver, screen, len(screen.files) - 1, "Import").rect.center)
    [imported] = records.load_book().records
    source = friends[last.name]
    assert imported.imported and (imported.game, imported.finished) == (source.game, source.finished), \
        "the last file is imported"


def test_the_players_list_scrolls_to_its_last_person_and_removes_them(make_driver):
    remembered_people()
    driver = make_driver(WINDOW)
    driver.start(MenuScene(driver.app))
    driver.click_button("Records")
    driver.click_button("Players")
    screen = driver.top
    assert isinstance(screen, PlayersScene)
    wheel_to_the_end(driver, screen, (960, 500))
    last = screen.roster.players[-1]
    assert last.name == PEOPLE[-1]
    driver.click(button_on_row(driver, screen, len(PEOPLE) - 1, "Remove").rect.center)
    assert [p.name for p in players.load()[0].players] == list(PEOPLE[:-1]), "the last person is forgotten"


def test_a_long_list_reaches_both_ends_by_its_keys_and_by_dragging_its_bar(make_driver):
    past_tables(20)
    driver = make_driver(WINDOW)
    driver.start(MenuScene(driver.app))
    driver.click_button("Records")
    listing = driver.top.list
    driver.key(pygame.K_END)
    assert listing.first == listing.last_first
    driver.key(pygame.K_HOME)
    assert listing.first == 0
    driver.key(pygame.K_PAGEDOWN)
    assert listing.first == listing.visible

    handle = listing.handle_rect()
    driver.point(handle.center)
    driver.frame()
    driver.post(pygame.MOUSEBUTTONDOWN, pos=driver.to_window(handle.center), button=1)
    driver.frame()
    driver.move((handle.centerx, listing.track.bottom + 40))
    driver.post(pygame.MOUSEBUTTONUP, pos=driver.to_window((handle.centerx, listing.track.bottom + 40)), button=1)
    driver.frame()
    assert listing.first == listing.last_first, "dragging the handle to the bottom shows the last rows"
    driver.click((listing.track.centerx, listing.track.y + 4))
    assert listing.first == listing.last_first - listing.visible, "a click above the handle goes up a page"
