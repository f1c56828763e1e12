"""A record's dice are the ones its table drew (issue 30 item 8): a friend's record whose die or
card was swapped for a luckier legal one is refused on the Import screen with the reason, and
an honest one is taken. Through the app's frame loop, as a person drops the file."""
from __future__ import annotations

import json
import sys
from pathlib import Path

from game import records
from game.controllers.base import Step, make_controller
from game.controllers.seats import SeatConfig
from scenes.records import RecordsScene

sys.path.insert(0, str(Path(__file__).parent))
from test_hostile_files import a_shared_record, at_the_import_screen, drop, never_failed, toast, written  # noqa: E402


SEATS = "ai:random,ai:random,ai:random"


def a_shared_record_of_a_table_people_played() -> dict:
    """A finished Most Wanted table made as New table makes one (no seed: its dice drawn from a
    secret key), exported by a friend; this computer's records are forgotten."""
    return a_shared_record("most_wanted", SEATS, seed=None)


def with_a_luckier_die(data: dict) -> tuple[dict, int]:
    """`data` with its first chance step that could have gone otherwise changed to another
    outcome the rules allow there (so only the key can tell), and that step's number."""
    table = make_controller(data["game"], [SeatConfig.from_json(s) for s in data["seats"]], data.get("options"), 1)
    for index, (seat, outcome) in enumerate(data["actions"]):
        if seat != -1:
            continue
        table._replay([Step(s, a) for s, a in data["actions"][:index]])
        others = [str(o) for o, _p in table.rules.chance_outcomes(table.state) if str(o) != outcome]
        if others:
            forged = json.loads(json.dumps(data))
            forged["actions"][index][1] = others[0]
            return forged, index + 1
    raise AssertionError("no chance step in this record could have gone otherwise")


def test_a_record_of_a_table_people_played_is_imported_with_the_keys_that_prove_its_dice(make_driver, tmp_path):
    data = a_shared_record_of_a_table_people_played()
    assert data["chance_keys"] and data["chance_keys"][-1]["to"] == len(data["actions"])
    driver = at_the_import_screen(make_driver)
    drop(driver, written(tmp_path, "honest.json", json.dumps(data)))
    never_failed(driver)
    assert isinstance(driver.top, RecordsScene) and "Imported" in toast(driver)
    [row] = records.load_book().records
    assert records.read_record(row.path)["chance_keys"] == data["chance_keys"]


def test_a_die_swapped_for_a_luckier_legal_one_is_refused_with_the_move_it_is_at(make_driver, tmp_path):
    forged, move = with_a_luckier_die(a_shared_record_of_a_table_people_played())
    driver = at_the_import_screen(make_driver)
    drop(driver, written(tmp_path, "lucky.json", json.dumps(forged)))
    never_failed(driver)
    assert toast(driver) == (f"Not imported: A die or card in this record is not the one its table drew "
                             f"(move {move}).")
    assert records.load_book().records == []


def test_closing_the_window_writes_the_key_of_the_sitting_that_ended_and_not_before(make_driver):
    from scenes.menu import MenuScene
    driver = make_driver((1366, 768))
    driver.start(MenuScene(driver.app))
    table = make_controller("most_wanted", [SeatConfig.from_json(s) for s in
                                            ({"name": n, "kind": "ai", "level": "random"} for n in "ABC")])
    driver.app.routes.table(table)  # as New table seats one: no seed
    driver.until(lambda: sum(s.seat == -1 for s in table.history) >= 3 or table.is_over())
    table.slot.flush()
    assert not table.is_over()
    key = table.chance_keys.key.hex()
    assert key not in table.slot.path.read_text(encoding="utf-8"), "a save of a game still going tells no die"
    driver.close_window()
    saved = json.loads(table.slot.path.read_text(encoding="utf-8"))
    assert saved["chance_keys"] == [{"from": 0, "to": len(saved["actions"]), "key": key}]
