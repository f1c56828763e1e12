"""Sharing a game: an exported record imports elsewhere only after the rules replay it to the
result it claims; a damaged, impossible or oversized file is refused with the reason."""
from __future__ import annotations

import json
import shutil

import pytest

from game import paths, records, sharing
from test_records import finish


def exported():
    finish("durango", "ai:random,ai:random,ai:random", seed=4)
    [row] = records.load_book().records
    return row, sharing.export(row)


def forget_everything():
    shutil.rmtree(records.records_dir())


def test_an_exported_table_is_imported_on_another_computer_and_counted():
    row, path = exported()
    assert path.parent == paths.shared_dir()
    assert all("player" not in seat for seat in json.loads(path.read_text(encoding="utf-8"))["seats"])
    forget_everything()
    imported = sharing.import_file(path)
    assert imported.imported and imported.winners == row.winners and imported.steps == row.steps
    assert [r.file for r in records.load_book().records] == [imported.file]
    assert path in sharing.candidates()


def test_the_same_table_is_not_imported_twice():
    _, path = exported()
    with pytest.raises(sharing.ImportRefused, match="already in your records"):
        sharing.import_file(path)


def edited(path, change):
    data = json.loads(path.read_text(encoding="utf-8"))
    change(data)
    path.write_text(json.dumps(data), encoding="utf-8")
    forget_everything()


def test_a_record_claiming_another_winner_is_refused():
    _, path = exported()
    edited(path, lambda d: d["result"].update(winners=[(d["result"]["winners"][0] + 1) % 3]))
    with pytest.raises(sharing.ImportRefused, match="not the result its moves give"):
        sharing.import_file(path)
    assert records.load_book().records == [], "a refused file writes nothing"


def test_a_record_with_a_move_the_rules_refuse_is_refused():
    _, path = exported()
    edited(path, lambda d: d["actions"].insert(3, d["actions"][2]) if d["actions"][2][0] >= 0 else
           d["actions"].insert(3, [0, "no such move"]))
    with pytest.raises(sharing.ImportRefused, match="rules"):
        sharing.import_file(path)


def test_an_unfinished_record_is_refused():
    _, path = exported()
    edited(path, lambda d: d.update(actions=d["actions"][:10]))
    with pytest.raises(sharing.ImportRefused, match="before the end"):
        sharing.import_file(path)


@pytest.mark.parametrize("content, reason", [
    (b"\x00\x01 not json", "cannot be read"),
    (b'{"format": "something-else"}', "not a Frontier Tabletop record"),
    (b'{"format": "frontier-tabletop-record", "version": 99}', "newer version"),
    (b'{"format": "frontier-tabletop-record", "version": 1, "game": "chess", "seats": [], "actions": []}', "damaged"),
])
def test_damaged_files_are_refused_with_the_reason(tmp_path, content, reason):
    path = tmp_path / "friend.json"
    path.write_bytes(content)
    with pytest.raises(sharing.ImportRefused, match=reason):
        sharing.import_file(path)


def test_an_oversized_file_is_refused_unread(tmp_path):
    path = tmp_path / "huge.json"
    with open(path, "wb") as handle:
        handle.truncate(records.MAX_RECORD_BYTES + 1)
    with pytest.raises(sharing.ImportRefused, match="too large"):
        sharing.import_file(path)
