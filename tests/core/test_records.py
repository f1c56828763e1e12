"""Every finished table kept as a record; the index keeps the book quick and heals itself;
a damaged record is set aside with a notice and the rest load."""
from __future__ import annotations

import json

from game import records, saves
from game.controllers.base import TableController, make_controller
from game.controllers.seats import SeatConfig, parse_seats


def finish(game_id: str = "roulette", seats: str = "ai:random,ai:random,ai:random", seed: int = 3) -> TableController:
    """A table played to its end with a save slot, as the app plays one."""
    controller = make_controller(game_id, parse_seats(seats), None, seed)
    controller.keep_saved(saves.SaveSlot(saves.new_save_path(game_id)))
    while not controller.is_over():
        for seat in controller.actors():
            if seat >= 0:
                controller._apply(seat, controller.legal_actions(seat)[0])
                break
        else:
            controller.update()
    controller.close()
    saves.flush_all()  # the record is on disk before a test looks (or clears the folder)
    return controller


def test_a_finished_table_becomes_a_record_and_leaves_the_saved_tables():
    controller = finish()
    book = records.load_book()
    assert saves.list_saves() == []
    [row] = book.records
    assert row.game == "roulette" and row.winners == tuple(controller.winners())
    assert row.steps == len(controller.history) and book.notice is None
    data = records.read_record(row.path)
    assert data["actions"] == [[s.seat, s.action] for s in controller.history]
    assert data["result"]["scores"] == [float(x) for x in controller.scores()]
    again = TableController.from_json(records.as_save(data))
    assert again.is_over() and again.state == controller.state, "the record replays to the same end"


def test_a_seat_keeps_its_remembered_person_in_the_record():
    controller = make_controller("roulette", [SeatConfig("Ana", "human", player="ab12"),
                                              SeatConfig("Wyatt", "ai", "hard"), SeatConfig("Belle", "ai", "easy")], None, 1)
    data = records.record_of(controller)
    summary = records.summary_from("x.json", {**data, "result": {"winners": [0], "scores": [1, 0, 0]}})
    assert summary.seats[0].person == "ab12" and summary.seats[1].person == "name:Wyatt"


def test_the_index_is_used_and_heals_when_files_come_and_go():
    finish(seed=1)
    finish(seed=2)
    first = records.load_book()
    assert len(first.records) == 2
    assert records.records_dir().joinpath(records.INDEX_NAME).exists()
    records.delete_record(first.records[0])
    assert [r.file for r in records.load_book().records] == [first.records[1].file]


def test_a_damaged_record_is_set_aside_with_a_notice_and_the_rest_load():
    finish(seed=5)
    bad = records.records_dir() / "desperados-20260101-000000-abcdef.json"
    bad.write_text('{"format": "frontier-tabletop-record", "version": 1, "seats": 7}', encoding="utf-8")
    book = records.load_book()
    assert len(book.records) == 1 and "1 damaged record was set aside" in book.notice
    assert not bad.exists() and (records.damaged_dir() / bad.name).exists()


def test_a_damaged_index_is_rebuilt_from_the_records():
    finish(seed=6)
    records.load_book()
    (records.records_dir() / records.INDEX_NAME).write_text("garbage", encoding="utf-8")
    book = records.load_book()
    assert len(book.records) == 1 and "rebuilt" in book.notice
    json.loads((records.records_dir() / records.INDEX_NAME).read_text(encoding="utf-8"))


def test_an_oversized_file_is_refused_before_it_is_read(tmp_path):
    big = tmp_path / "big.json"
    big.write_bytes(b" " * (records.MAX_RECORD_BYTES + 1))
    try:
        records.read_record(big)
    except records.RecordError as exc:
        assert "too large" in str(exc)
    else:
        raise AssertionError("an oversized file was read")
