"""Nothing in the app's folders stops it from starting: `python -m game` is run as a real process
over a home of hostile files (as a friend, an unlucky disk or a killed run leaves them), and the
window always comes up on the menu, with what could not be read set aside or listed as damaged,
what a killed run left swept away, and the games a full disk kept from the records recorded."""
from __future__ import annotations

import json
import os
import subprocess
import sys
import time
import tomllib
from pathlib import Path

from game import paths, records, saves
from random_tables import finished_game

ROOT = Path(__file__).resolve().parents[2]
DEEP_JSON = "[" * 100_000 + "]" * 100_000
DEEP_TOML = "a = " + "[" * 100_000 + "]" * 100_000 + "\n"
LONG_AGO = time.time() - 3600


def start_the_app(home: Path) -> subprocess.CompletedProcess:
    """`python -m game` until its first menu frame is drawn (then it closes as the window would)."""
    env = {**os.environ, paths.ENV_HOME: str(home), "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    return subprocess.run([sys.executable, "-m", "game", "--benchmark-first-frame"], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=120)


def assert_started(run: subprocess.CompletedProcess, home: Path) -> None:
    assert run.returncode == 0 and "first-frame" in run.stdout, run.stderr[-2000:]
    assert "Traceback" not in run.stderr, run.stderr[-2000:]
    log = home / "log" / "frontier-tabletop.log"
    assert not log.exists() or "Unexpected error" not in log.read_text(), log.read_text()[-2000:]


def test_a_save_nested_100000_deep_or_holding_a_5000_digit_number_is_listed_as_damaged_and_the_app_starts(tmp_path):
    home = Path(os.environ[paths.ENV_HOME])
    (home / "data" / "saves").mkdir(parents=True)
    deep = home / "data" / "saves" / "desperados-20260101-120000-aaaaaa.json"
    deep.write_text(DEEP_JSON)
    digits = home / "data" / "saves" / "zorro-20260101-120000-bbbbbb.json"
    digits.write_text('{"format": "frontier-tabletop-save", "version": 1, "seed": ' + "7" * 5000 + "}")
    assert_started(start_the_app(home), home)
    listed = {s.path.name: s for s in saves.list_saves()}
    assert listed[deep.name].damaged and listed[digits.name].damaged, "both listed as damaged, with the reason"
    assert deep.exists() and digits.exists(), "nothing is deleted behind the person's back"


def test_a_damaged_settings_file_is_set_aside_and_one_set_aside_before_is_kept_too(tmp_path):
    home = Path(os.environ[paths.ENV_HOME])
    (home / "config").mkdir(parents=True)
    (home / "config" / "settings.toml.bad").write_text("the first damaged file\n")
    (home / "config" / "settings.toml").write_text(DEEP_TOML)
    assert_started(start_the_app(home), home)
    assert (home / "config" / "settings.toml.bad").read_text() == "the first damaged file\n"
    assert (home / "config" / "settings.toml.2.bad").read_text() == DEEP_TOML
    again = start_the_app(home)
    assert_started(again, home)
    assert tomllib.loads((home / "config" / "settings.toml").read_text())["window_width"], "fresh settings"


def test_a_newer_versions_settings_are_kept_when_the_app_closes(tmp_path):
    home = Path(os.environ[paths.ENV_HOME])
    (home / "config").mkdir(parents=True)
    (home / "config" / "settings.toml").write_text('version = 2\ncolour_blind = true\nhdr = "on"\n'
                                                   '[shaders]\nbloom = 2\n')
    assert_started(start_the_app(home), home)
    kept = tomllib.loads((home / "config" / "settings.toml").read_text())
    assert kept["hdr"] == "on" and kept["shaders"] == {"bloom": 2} and kept["version"] == 2
    assert kept["colour_blind"] is True


def test_what_a_killed_run_left_is_tidied_and_its_finished_games_recorded_at_start(tmp_path):
    home = Path(os.environ[paths.ENV_HOME])
    config, data, saves_dir = home / "config", home / "data", home / "data" / "saves"
    for folder in (config, saves_dir):
        folder.mkdir(parents=True, exist_ok=True)
    stale = [config / ".settings.toml.k3j4h5g6.tmp", data / ".players.json.ab_cd123.tmp",
             saves_dir / ".zorro-20260101-120000-cccccc.json.x1y2z3w4.tmp"]
    for path in stale:
        path.write_text("half a write")
        os.utime(path, (LONG_AGO, LONG_AGO))
    in_progress = saves_dir / ".durango-20260101-120000-dddddd.json.q1w2e3r4.tmp"
    in_progress.write_text("another copy writing right now")
    not_ours = data / "notes.tmp"
    not_ours.write_text("a person's own file")
    os.utime(not_ours, (LONG_AGO, LONG_AGO))
    stale_lock = saves_dir / "zorro-20260101-120000-cccccc.json.lock"
    stale_lock.write_text("")
    os.utime(stale_lock, (LONG_AGO, LONG_AGO))

    # a game that ended on a full disk: its finished save is kept, its record was never written
    unrecorded = saves_dir / "roulette-20260101-120000-eeeeee.json"
    unrecorded.write_text(json.dumps(finished_game(3).to_json()))
    # killed between writing the record and deleting the save: both are there
    both = saves_dir / "roulette-20260101-120000-ffffff.json"
    game = finished_game(4)
    both.write_text(json.dumps(game.to_json()))
    (data / "records").mkdir()
    (data / "records" / both.name).write_text(json.dumps(records.record_of(game)))

    assert_started(start_the_app(home), home)
    assert not any(p.exists() for p in stale), "the stale temporaries are swept"
    assert not stale_lock.exists(), "a lock nobody holds is swept"
    assert in_progress.exists() and not_ours.exists(), "a write in progress and a person's files are left alone"
    assert saves.list_saves() == [], "both finished games left the saved tables"
    book = records.load_book()
    assert sorted(r.file for r in book.records) == sorted([unrecorded.name, both.name]), "each recorded once"
    assert book.notice is None
