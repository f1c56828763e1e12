"""Nothing a file can do stops the app: a shared record dropped on the Import screen, a record,
an index, a save or a list of players on disk, each made hostile the way a prankster or a broken
disk would (issue 30). Through the app's frame loop, as a person meets them: the file is taken
whole (its names made plain text) or refused with the reason in a short sentence; the error
screen never shows; the app stays responsive; nothing is written outside the app's folders."""
from __future__ import annotations

import json
import shutil
import sys
import time
from pathlib import Path

import pygame
import pytest

from game import paths, players, records, saves, sharing
from scenes.error import ErrorScene
from scenes.import_records import ImportScene
from scenes.menu import MenuScene
from scenes.records import RecordsScene

sys.path.insert(0, str(Path(__file__).parents[1] / "core"))
from test_records import finish  # noqa: E402


def a_shared_record(game_id: str = "roulette", seats: str = "ai:random,ai:random,ai:random",
                    seed: int | None = 3) -> dict:
    """A finished table exported by a friend, as JSON; this computer's records are forgotten.
    `seed=None` makes it as New table does, its dice drawn from a secret key."""
    finish(game_id, seats, seed=seed)
    [row] = records.load_book().records
    data = json.loads(sharing.export(row).read_text(encoding="utf-8"))
    shutil.rmtree(records.records_dir())
    for exported in paths.shared_dir().glob("*.json"):
        exported.unlink()
    return data


def at_the_import_screen(make_driver):
    driver = make_driver((1366, 768))
    driver.start(MenuScene(driver.app))
    driver.click_button("Records")
    driver.click_button("Import")
    assert isinstance(driver.top, ImportScene)
    return driver


def drop(driver, path: Path) -> None:
    driver.post(pygame.DROPFILE, file=str(path))
    driver.frame()
    driver.wait(0.5)


def toast(driver) -> str:
    return driver.app._toast[0] if driver.app._toast else ""


def never_failed(driver) -> None:
    assert driver.app.crashes == 0 and not any(isinstance(s, ErrorScene) for s in driver.app.stack.scenes), \
        f"the error screen showed: {driver.app.last_error_log and driver.app.last_error_log.read_text()[-600:]}"


def written(tmp_path: Path, name: str, text: str) -> Path:
    path = tmp_path / "downloads-of-a-friend" / name
    path.parent.mkdir(exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


# -- names that are not text a person types ------------------------------------------------------
@pytest.mark.parametrize("name, shown", [("A\u0000na", "Ana"), ("Bi\ud800ll", "Bill"), ("\u202eAna", "Ana")])
def test_a_winner_named_with_a_control_character_is_imported_as_plain_text_and_the_app_keeps_going(
        make_driver, tmp_path, name, shown):
    data = a_shared_record()
    data["seats"][data["result"]["winners"][0]]["name"] = name
    path = written(tmp_path, "odd-name.json", json.dumps(data))  # "\ud800" is written as the escape it is
    driver = at_the_import_screen(make_driver)
    drop(driver, path)
    never_failed(driver)
    assert isinstance(driver.top, RecordsScene) and f"{shown}" in toast(driver) and "Imported" in toast(driver)
    [row] = driver.top.shown
    assert shown in [seat.name for seat in row.seats]
    driver.wait(8.0)  # the notice's whole life on screen
    driver.key(pygame.K_ESCAPE)
    driver.click_button("Records")  # the next visit, as on the next start
    never_failed(driver)
    assert isinstance(driver.top, RecordsScene) and len(driver.top.shown) == 1


def test_a_notice_that_cannot_be_drawn_fails_once_not_every_frame(make_driver):
    driver = make_driver((1366, 768))
    driver.start(MenuScene(driver.app))
    driver.app._toast = ("A\u0000na", driver.app.clock() + 60)  # slipped past every door
    driver.app.request_redraw()
    driver.wait(1.0)
    assert driver.app.crashes == 1 and driver.app.running, "one error screen, then the app goes on"
    driver.key(pygame.K_ESCAPE)
    driver.wait(0.5)
    assert driver.app.crashes == 1 and driver.app.running


def test_a_name_of_ten_thousand_letters_is_kept_as_forty_and_records_draw_at_once(make_driver, tmp_path):
    data = a_shared_record()
    data["seats"][0]["name"] = "W" * 10_000
    data["seats"][1]["name"] = "\u200f" * 10_000 + "Bill"
    path = written(tmp_path, "long-name.json", json.dumps(data))
    driver = at_the_import_screen(make_driver)
    started = time.perf_counter()
    drop(driver, path)
    never_failed(driver)
    [row] = driver.top.shown
    assert [len(seat.name) for seat in row.seats[:2]] == [40, 4] and row.seats[1].name == "Bill"
    assert records.read_record(row.path)["seats"][0]["name"] == "W" * 40
    assert row.path.stat().st_size < 50_000, "the log names each seat often: a short name keeps it small"
    driver.app.request_redraw()
    driver.frame()
    assert time.perf_counter() - started < 15, "imported and drawn in moments, not minutes"


def test_a_name_of_two_megabytes_is_not_kept_and_not_kept_again(make_driver, tmp_path):
    data = a_shared_record()
    data["seats"][0]["name"] = "W" * (records.MAX_RECORD_BYTES - 100_000)
    path = written(tmp_path, "huge-name.json", json.dumps(data))
    driver = at_the_import_screen(make_driver)
    drop(driver, path)
    never_failed(driver)
    [row] = driver.top.shown
    assert row.path.stat().st_size < 50_000
    driver.click_button("Import")
    drop(driver, path)
    assert "already in your records" in driver.top.refused[path]
    assert len(list(records.records_dir().glob("*.json"))) == 2, "the one record and its index"


def test_a_refusal_quoting_a_move_of_megabytes_is_a_short_line(make_driver, tmp_path):
    data = a_shared_record()
    data["actions"][1][1] = "bid " + "9" * 1_800_000
    path = written(tmp_path, "huge-move.json", json.dumps(data))
    driver = at_the_import_screen(make_driver)
    importer = driver.top
    started = time.perf_counter()
    drop(driver, path)
    never_failed(driver)
    assert driver.top is importer and len(importer.refused[path]) < 300 and len(toast(driver)) <= 300
    assert time.perf_counter() - started < 15


# -- numbers, seats, options and games a record must not hold -------------------------------------
BIG = "1" + "0" * 5000


def _edit(key, value):
    def change(data):
        data[key] = value
    return change


HOSTILE_RECORDS = {
    "a 5,000-digit seed": (lambda text: text.replace('"seed": 3', f'"seed": {BIG}'), "cannot be read"),
    "a 5,000-digit score": (lambda text: text.replace('"scores": [', f'"scores": [{BIG}, '), "cannot be read"),
    "finished NaN": (lambda text: text.replace('"finished": ', '"finished": NaN, "was": '), "cannot be read"),
    "finished Infinity": (lambda text: text.replace('"finished": ', '"finished": Infinity, "was": '), "cannot be read"),
    "finished -Infinity": (lambda text: text.replace('"finished": ', '"finished": -Infinity, "was": '),
                           "cannot be read"),
    "finished 1e300": (lambda text: text.replace('"finished": ', '"finished": 1e300, "was": '), "finished"),
    "finished -1e300": (lambda text: text.replace('"finished": ', '"finished": -1e300, "was": '), "finished"),
    "finished in the year 10000": (lambda text: text.replace('"finished": ', '"finished": 253402300800, "was": '),
                                   "finished"),
    "seed Infinity": (lambda text: text.replace('"seed": 3', '"seed": Infinity'), "cannot be read"),
    "seed 1.5": (lambda text: text.replace('"seed": 3', '"seed": 1.5'), "seed"),
    "a winner in seat 99": (lambda text: text.replace('"winners": [', '"winners": [99, '), "winners"),
    "a move by seat 99": (lambda text: text.replace('"actions": [[', '"actions": [[99, "bid 1"], ['), "actions"),
    "an option the rules reject": (lambda text: text.replace('"game": "roulette"', '"game": "zorro"')
                                   .replace('"options": {}', '"options": {"first_player": "bogus"}'), "first_player"),
    "the rules' example game": (lambda text: text.replace('"game": "roulette"', '"game": "pig"'), "not on the menu"),
    "a game id that is a path": (lambda text: text.replace('"game": "roulette"', '"game": "../../../../escaped"'),
                                 "game"),
    "nested 100,000 deep": (lambda text: text.replace('"options": {}', '"options": ' + "[" * 100_000 + "]" * 100_000),
                            "cannot be read"),
}


@pytest.mark.parametrize("case", list(HOSTILE_RECORDS))
def test_a_hostile_record_dropped_on_the_window_is_refused_with_the_reason(make_driver, tmp_path, case):
    change, reason = HOSTILE_RECORDS[case]
    text = json.dumps(a_shared_record())
    hostile = change(text)
    assert hostile != text, "the edit found its place"
    path = written(tmp_path, "hostile.json", hostile)
    driver = at_the_import_screen(make_driver)
    importer = driver.top
    drop(driver, path)
    never_failed(driver)
    assert driver.top is importer and reason in importer.refused[path], importer.refused.get(path)
    assert "Not imported" in toast(driver)
    assert not list(records.records_dir().glob("*-*.json")), "a refused file writes nothing"
    assert not (tmp_path / "escaped").exists() and not (Path(paths.data_dir()).parent / "escaped").exists()


def test_a_real_pig_record_is_refused_as_a_game_not_on_the_menu(make_driver, tmp_path):
    import random
    from game.controllers.base import make_controller
    from game.controllers.seats import parse_seats
    pig, luck = make_controller("pig", parse_seats("human,human"), None, 3), random.Random(3)
    while not pig.is_over():
        seat = pig.actors()[0]
        if seat >= 0:
            pig._apply(seat, luck.choice(pig.legal_actions(seat)))
        else:
            pig.update()
    data = json.loads(json.dumps(records.record_of(pig)))
    path = written(tmp_path, "pig.json", json.dumps(data))
    driver = at_the_import_screen(make_driver)
    drop(driver, path)
    never_failed(driver)
    assert "not on the menu" in driver.top.refused[path]


# -- the app's own folder ------------------------------------------------------------------------
def test_a_record_from_a_newer_version_is_kept_aside_as_such_not_called_damaged(make_driver):
    data = a_shared_record()
    records.records_dir().joinpath("roulette-29990101-000000-abcdef.json").write_text(
        json.dumps({**data, "version": records.RECORD_VERSION + 1}), encoding="utf-8")
    driver = make_driver((1366, 768))
    driver.start(MenuScene(driver.app))
    driver.click_button("Records")
    never_failed(driver)
    assert "newer version" in toast(driver) and "damaged" not in toast(driver)
    assert (records.newer_dir() / "roulette-29990101-000000-abcdef.json").exists()


def test_a_lying_index_is_not_shown_as_fact(make_driver):
    finish("roulette", "human,ai:random,ai:random", seed=3)
    book = records.load_book()
    [truth] = book.records
    index = records.records_dir() / records.INDEX_NAME
    data = json.loads(index.read_text(encoding="utf-8"))
    loser = next(i for i in range(3) if i not in truth.winners) if len(truth.winners) < 3 else 0
    data["rows"][0][4] = [loser]
    data["rows"][0][5] = [99.0, 0.0, 0.0]
    index.write_text(json.dumps(data), encoding="utf-8")
    driver = make_driver((1366, 768))
    driver.start(MenuScene(driver.app))
    driver.click_button("Records")
    never_failed(driver)
    [row] = driver.top.shown
    assert row.winners == truth.winners and row.scores == truth.scores


def test_a_record_whose_file_changed_since_the_index_was_written_is_read_again():
    finish(seed=3)
    [row] = records.load_book().records
    data = json.loads(row.path.read_text(encoding="utf-8"))
    data["seats"][0]["name"] = "Renamed"
    row.path.write_text(json.dumps(data), encoding="utf-8")
    [again] = records.load_book().records
    assert again.seats[0].name == "Renamed"


def test_hostile_rows_in_the_index_are_rebuilt_from_the_records():
    finish(seed=3)
    records.load_book()
    index = records.records_dir() / records.INDEX_NAME
    data = json.loads(index.read_text(encoding="utf-8"))
    data["rows"][0][4] = [99]
    data["digest"] = records._digest(data["rows"])  # even with its digest made to match
    index.write_text(json.dumps(data), encoding="utf-8")
    book = records.load_book()
    assert book.records[0].winners != (99,) and "rebuilt" in book.notice


def test_an_export_of_a_record_naming_a_path_as_its_game_stays_in_the_shared_folder():
    row = records.RecordSummary("../../x-20250101-120000-abc.json", "../../../../escaped", 0.0,
                                (records.Seat("../../Ana", "human", "medium"),), (0,), (1.0,), 3)
    name = sharing.export_name(row)
    assert "/" not in name and "\\" not in name and ".." not in name and name.endswith(".json")
    assert (paths.shared_dir() / name).resolve().parent == paths.shared_dir().resolve()


def test_the_records_folder_being_a_file_is_said_and_the_app_goes_on(make_driver, tmp_path):
    data = a_shared_record()
    path = written(tmp_path, "fine.json", json.dumps(data))
    shutil.rmtree(records.records_dir(), ignore_errors=True)
    (paths.data_dir() / "records").write_text("not a folder", encoding="utf-8")
    driver = at_the_import_screen(make_driver)
    assert "cannot be read" in toast(driver)
    drop(driver, path)
    never_failed(driver)
    assert "cannot be written" in driver.top.refused[path]


def test_a_save_with_an_infinite_seed_is_listed_as_damaged(make_driver):
    finish_line = saves.new_save_path("roulette")
    finish_line.parent.mkdir(parents=True, exist_ok=True)
    good = a_shared_record()
    save = {**records.as_save(good), "actions": good["actions"][:5]}
    finish_line.write_text(json.dumps(save).replace('"seed": 3', '"seed": Infinity'), encoding="utf-8")
    driver = make_driver((1366, 768))
    driver.start(MenuScene(driver.app))
    driver.click_button("Saved tables")
    never_failed(driver)
    [listed] = saves.list_saves()
    assert listed.damaged and "cannot be read" in listed.damaged


def test_a_list_of_players_nested_100000_deep_is_set_aside_and_the_screen_opens(make_driver):
    players.players_path().parent.mkdir(parents=True, exist_ok=True)
    players.players_path().write_text("[" * 100_000 + "]" * 100_000, encoding="utf-8")
    driver = make_driver((1366, 768))
    driver.start(MenuScene(driver.app))
    driver.click_button("Records")
    never_failed(driver)
    assert isinstance(driver.top, RecordsScene) and "list of players was damaged" in toast(driver)
    assert players.players_path().with_name("players.json.bad").exists()


def test_names_are_cleaned_wherever_they_enter():
    from game.controllers.seats import SeatConfig
    roster = players.Roster()
    assert roster.add("A\u0000na\u202e").name == "Ana"
    assert SeatConfig("Bi\ud800ll\n" + "x" * 100).name == "Bill" + "x" * 36
    path = players.players_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"format": players.PLAYERS_FORMAT, "version": 1,
                                "players": [{"id": "ab12", "name": "C\u0000al"}]}), encoding="utf-8")
    [cal] = players.load()[0].players
    assert cal.name == "Cal"


def test_shortening_a_long_title_measures_only_what_can_fit(monkeypatch):
    """Cutting a title short with "…" looked at the whole text once per letter removed: 20 s for a
    10,000-letter name on every redraw. Now a dozen measurements of at most a line's width."""
    from game.ui import theme
    pygame.font.init()
    measured = []

    class Counting:
        def __init__(self, face):
            self.face = face

        def size(self, text):
            measured.append(len(text))
            return self.face.size(text)

    real = theme.font
    monkeypatch.setattr(theme, "font", lambda role, size: Counting(real(role, size)))
    short = theme.ellipsize("W" * 10_000, "display", 26, 545)
    assert short.endswith("\u2026") and real("display", 26).size(short)[0] <= 545
    assert len(measured) <= 16 and sum(measured) <= 16 * 545
