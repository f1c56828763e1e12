"""Any file, of each kind the app keeps (a record, the records index, a save, the list of
players), made hostile at any place: it is taken whole or refused / set aside with a reason;
whatever is taken draws on its screen without the error screen; nothing is written outside the
app's folders. Hypothesis makes the files from a real one: a value swapped for a hostile one
(NaN, Infinity, a 5,000-digit integer, 1e300, a NUL, a lone surrogate, a long text, a list
nested 100,000 deep, a wrong type), a key dropped or added (issue 30)."""
from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from game import paths, players, records, saves, sharing
from game.controllers.base import TableController
from test_records import finish

BIG, DEEP, NAN, INF = "@@BIG@@", "@@DEEP@@", "@@NAN@@", "@@INF@@"
RAW = {BIG: "1" + "0" * 5000, DEEP: "[" * 100_000 + "]" * 100_000, NAN: "NaN", INF: "-Infinity"}
"""Values json.dumps cannot write, put in as text after it has written the rest."""

HOSTILE = st.one_of(
    st.sampled_from([BIG, DEEP, NAN, INF, None, True, False, 1e300, -1e300, 99, -99, 1.5, 2**63, 0, "", [], {},
                     "\u0000", "\ud800", "A\u0000na", "\u202e" * 50, "x" * 10_000, "../../../../escaped", "pig",
                     [99], [[99, "bid 1"]], {"first_player": "bogus"}]),
    st.integers(), st.floats(allow_nan=False, allow_infinity=False), st.text(max_size=30),
    st.lists(st.integers(-3, 12), max_size=4))

FAST = settings(max_examples=25, deadline=None, suppress_health_check=list(HealthCheck), derandomize=True)


def places(value, here=()) -> list[tuple]:
    """Every place in a JSON document (a path of keys and indices), the document itself first.
    Long lists (the moves, the log) offer their first few places only."""
    out = [here]
    if isinstance(value, dict):
        for key, item in value.items():
            out += places(item, (*here, key))
    elif isinstance(value, list):
        for i, item in enumerate(value[:4]):
            out += places(item, (*here, i))
    return out


@st.composite
def made_hostile(draw, document):
    """`document` (a JSON object) with one place changed: a value swapped, a key dropped or added."""
    doc = json.loads(json.dumps(document))
    where = draw(st.sampled_from(places(doc)[1:]))
    parent = doc
    for step in where[:-1]:
        parent = parent[step]
    how = draw(st.sampled_from(["swap", "swap", "drop", "add"]))
    value = draw(HOSTILE)
    if how == "swap":
        parent[where[-1]] = value
    elif how == "drop":
        del parent[where[-1]]
    elif isinstance(parent, dict):
        parent[draw(st.sampled_from(["x", "version", "format", "result", "seed"]))] = value
    else:
        parent.insert(where[-1], value)
    text = json.dumps(doc)
    for mark, raw in RAW.items():
        text = text.replace(json.dumps(mark), raw)
    return text


def files_outside(root: Path, home: Path, allowed: Path) -> set[Path]:
    inside = (home, allowed)
    return {p for p in root.rglob("*") if not any(p == folder or folder in p.parents for folder in inside)}


def draw_screen(app, scene) -> None:
    """`scene` drawn as the app draws it (an exception here is the error screen)."""
    app.stack.clear_to(scene)
    app.render()
    assert app.crashes == 0


@pytest.fixture
def a_record() -> dict:
    return json.loads(json.dumps(records.record_of(finish(seed=3))))


def test_any_hostile_shared_record_is_imported_whole_or_refused(a_record, tmp_path, app):
    from scenes.records import RecordsScene
    home = Path(paths.data_dir()).parent
    outside = tmp_path / "friend"
    outside.mkdir()

    @FAST
    @given(made_hostile(a_record))
    def check(text):
        shutil.rmtree(records.records_dir(), ignore_errors=True)
        path = outside / "shared.json"
        path.write_text(text, encoding="utf-8")
        try:
            row = sharing.import_file(path)
        except sharing.ImportRefused as refused:
            assert 0 < len(str(refused)) < 400
        else:
            assert records.read_record(row.path)["imported"] is True
        book = records.load_book(flush=False)
        assert book.notice is None, "what was taken reads back whole"
        draw_screen(app, RecordsScene(app))
        assert files_outside(tmp_path, home, outside) == set()

    check()


def test_any_hostile_record_in_the_records_folder_is_listed_or_set_aside(a_record, tmp_path, app):
    from scenes.records import RecordsScene
    home = Path(paths.data_dir()).parent

    @FAST
    @given(made_hostile(a_record))
    def check(text):
        shutil.rmtree(records.records_dir(), ignore_errors=True)
        records.records_dir().joinpath("roulette-20250101-120000-abcdef.json").write_text(text, encoding="utf-8")
        book = records.load_book(flush=False)
        aside = list(records.damaged_dir().glob("*.json")) + list(records.newer_dir().glob("*.json"))
        assert len(book.records) + len(aside) == 1
        assert bool(aside) == bool(book.notice)
        draw_screen(app, RecordsScene(app))
        assert files_outside(tmp_path, home, home) == set()

    check()


def test_any_hostile_index_is_trusted_only_as_written_or_rebuilt(tmp_path, app):
    from scenes.records import RecordsScene
    finish(seed=3)
    finish("roulette", "human,ai:random,ai:random", seed=4)
    truth = {r.file: (r.winners, r.scores, r.seats) for r in records.load_book().records}
    index = records.records_dir() / records.INDEX_NAME
    document = json.loads(index.read_text(encoding="utf-8"))

    @FAST
    @given(made_hostile(document), st.booleans())
    def check(text, digest_matches):
        if digest_matches:  # a careful forger: the digest made to fit the edited rows
            try:
                edited = json.loads(text)
                edited["digest"] = records._digest(edited["rows"])
                text = json.dumps(edited)
            except (ValueError, TypeError, KeyError, RecursionError):
                pass
        index.write_text(text, encoding="utf-8")
        book = records.load_book(flush=False)
        assert sorted(r.file for r in book.records) == sorted(truth)
        for row in book.records:
            assert records.result_fits(row.seats, row.winners, row.scores)
            if not digest_matches:
                assert (row.winners, row.scores, row.seats) == truth[row.file], "an edited index is not believed"
        draw_screen(app, RecordsScene(app))

    check()


def test_any_hostile_save_is_continued_or_listed_as_damaged(a_record, app):
    from scenes.saved_tables import SavedTablesScene
    save = {**records.as_save(a_record), "actions": a_record["actions"][:6]}
    for key in ("result", "finished", "finished_at"):
        save.pop(key)

    @FAST
    @given(made_hostile(save))
    def check(text):
        shutil.rmtree(paths.saves_dir(), ignore_errors=True)
        path = saves.new_save_path("roulette")
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
        [listed] = saves.list_saves()
        assert listed.damaged is None or 0 < len(listed.damaged) < 400
        if listed.damaged is None:
            try:
                TableController.load(path).close()
            except saves.SaveError as refused:
                assert 0 < len(str(refused)) < 400
        draw_screen(app, SavedTablesScene(app))

    check()


def test_any_hostile_list_of_players_is_read_whole_in_part_or_set_aside(app):
    from scenes.players import PlayersScene
    roster = players.Roster()
    for name in ("Ana", "Bill"):
        roster.add(name)
    document = roster.to_json()

    @FAST
    @given(made_hostile(document))
    def check(text):
        path = players.players_path()
        path.parent.mkdir(parents=True, exist_ok=True)
        path.with_name("players.json.bad").unlink(missing_ok=True)
        path.write_text(text, encoding="utf-8")
        loaded, notice = players.load()
        assert notice is None or len(notice) < 400
        for person in loaded.players:
            assert person.name.isprintable() and 0 < len(person.name) <= players.MAX_NAME
        draw_screen(app, PlayersScene(app))

    check()
