"""Every table's own save, written after every step, and the list of saved tables.

A table in the app keeps a `SaveSlot`: a file of its own under `paths.saves_dir()`, never shared
with another table. After each step the controller hands its slot a snapshot (plain lists and
strings, made on the UI thread); one writer thread turns the newest snapshot into JSON and
writes it atomically (`fileio.atomic_write_text`). So a save never costs a frame, a burst of
steps is written once, and a crash, a killed process or a closed window loses at most the step
in progress. When the app closes it waits for the writer (`flush_all`).

A write that fails (a full disk, a read-only folder) leaves the last good file as it was; the slot
keeps the reason in `failure` for the table to say, and tries again with the next step. When the
game ends the slot writes the finished game, then its record, and deletes the save only once the
record is on disk (`SaveSlot.finish`): a record that cannot be written leaves the save listed as
finished, recorded when there is room (`records.record_finished_saves`).

A table open in one copy of the app holds its save's lock (`SaveSlot.claim`, `fileio.try_lock`),
so a second copy on the same folder cannot continue it, or record it a second time.

`list_saves()` reads only each file's summary (game, players, progress, when), newest first, so
the menu never replays a game to show it; a file that cannot be read is listed as damaged with
the reason, and never hides the others.
"""
from __future__ import annotations

import datetime
import functools
import json
import re
import secrets
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game import games, paths
from game.chance import KEY_HEX_DIGITS
from game.controllers.seats import AI_LEVELS, SEAT_KINDS
from game.fileio import Lock, TooLarge, atomic_write_text, parse_json, read_regular, try_lock
from game.i18n import _, format_number, ngettext
from game.rules.common.contract import CHANCE
from game.schema import (Anything, Choices, Fields, Hex, Invalid, ListOf, Maybe, Name, OneOf, Row, Text, Whole,
                         validate)
from game.seat_words import seat_with_level

SAVE_FORMAT = "frontier-tabletop-save"
SAVE_VERSION = 1
MAX_SAVE_BYTES = 5_000_000
MAX_STEPS = 200_000
"""More steps than any game reaches (a long Durango is about 2,000)."""
MAX_ACTION_CHARS = 400
"""A move's text form is a few words ("buy 3 12"); past this it is not a move."""
MAX_SEED = 2**63 - 1


class SaveError(Exception):
    """A save file that cannot be loaded; the message says why in a sentence."""


def new_save_path(game_id: str) -> Path:
    """A file no other table uses: the game, the moment it began and a few random letters."""
    stamp = datetime.datetime.now().strftime("%Y%m%d-%H%M%S")
    return paths.saves_dir() / f"{game_id}-{stamp}-{secrets.token_hex(3)}.json"


# -- what a save holds ----------------------------------------------------------------------------
CHANCE_SEGMENT = Fields({"from": Whole(0, MAX_STEPS), "to": Whole(0, MAX_STEPS), "key": Hex(KEY_HEX_DIGITS)})
SEAT_SCHEMA = Fields({"name": Name()}, {"kind": OneOf(SEAT_KINDS), "level": OneOf(AI_LEVELS), "player": Text(40)})


@functools.cache
def table_schema() -> Fields:
    """What every save and record holds about its table: the game, its seed, its seats and its
    moves ([seat, text]; seat -1 is chance), and for a keyed table the keys of its ended chance
    segments (`game.chance`; each holds at least one step, so there are no more than steps). The
    log is never read back (it is written anew from the moves), so it is kept as it is."""
    most_seats = max(games.get(g).info.max_seats for g in games.KNOWN_IDS)
    action = Row((Whole(CHANCE, most_seats - 1), Text(MAX_ACTION_CHARS)))
    return Fields({"game": OneOf(games.KNOWN_IDS), "seed": Whole(-MAX_SEED, MAX_SEED),
                   "seats": ListOf(SEAT_SCHEMA, most_seats, 1), "actions": ListOf(action, MAX_STEPS)},
                  {"log": Anything(),
                   "chance_keys": ListOf(CHANCE_SEGMENT, MAX_STEPS),
                   "online": Fields({"code": Text(40), "remote": ListOf(Whole(0, most_seats - 1), most_seats),
                                     "tokens": ListOf(Row((Whole(0, most_seats - 1), Text(64))), most_seats)},
                                    {"relay": Maybe(Text(300)), "port": Whole(0, 65535)}),
                   "summary": Maybe(Fields({}, {"round": Maybe(Whole(0, 10**9)), "steps": Whole(0, MAX_STEPS),
                                                "progress": Maybe(Text(200))}))})


@functools.cache
def game_schema(game_id: str) -> Fields:
    """What the game itself allows: its options' values and its number of seats (rules' data)."""
    info = games.get(game_id).info
    return Fields({"seats": ListOf(Anything(), info.max_seats, info.min_seats)}, {"options": Choices(info.options)})


def checked_table(data: Any) -> dict:
    """`data` (a save or a record, its format already checked) with every part the table reads
    checked and its names cleaned; Invalid says where it does not fit."""
    data = validate(table_schema(), data)
    _check_chance_segments(data.get("chance_keys", ()), len(data["actions"]))
    return validate(game_schema(data["game"]), data)


def _check_chance_segments(segments: list, steps: int) -> None:
    """Each chance segment holds steps of the game (from < to <= steps), in order and apart."""
    done = 0
    for i, segment in enumerate(segments):
        start = Whole(done, steps - 1).check(segment["from"], f"chance_keys[{i}].from")
        done = Whole(start + 1, steps).check(segment["to"], f"chance_keys[{i}].to")


def read_save(path: str | Path) -> dict:
    """The JSON object of a save file, checked for what every save has; SaveError says what is wrong."""
    path = Path(path)
    try:
        data = parse_json(read_regular(path, MAX_SAVE_BYTES))
    except FileNotFoundError:
        raise SaveError(_("No save file at {path}.").format(path=path)) from None
    except TooLarge:
        raise SaveError(_("The save file is too large to be a Frontier Tabletop save.")) from None
    except (OSError, ValueError) as exc:
        # Translators: {reason} is the system's own words for what went wrong
        raise SaveError(_("The save file cannot be read ({reason}).").format(
            reason=getattr(exc, "strerror", None) or exc)) from None
    check_format(data)
    try:
        return checked_table(data)
    except Invalid as exc:
        raise SaveError(_("The save file is damaged ({error}).").format(error=exc)) from None


def check_format(data: Any) -> None:
    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        raise SaveError(_("This is not a Frontier Tabletop save file."))
    version = data.get("version")
    if isinstance(version, int) and version > SAVE_VERSION:
        raise SaveError(_("This save comes from a newer version of Frontier Tabletop (save version {version}); "
                          "update the game to continue it.").format(version=version))
    if version != SAVE_VERSION:
        raise SaveError(_("This save is version {found}; this game reads version {version}.").format(
            found=repr(version), version=SAVE_VERSION))


# -- the saved tables ----------------------------------------------------------------------------
@dataclass(frozen=True)
class SavedTable:
    """One save as the menu lists it: facts only (the game, who sits, how far it has gone), worded
    in the current language each time they are shown, so the list reads in whatever language the
    person has chosen since the table was saved."""

    path: Path
    game_id: str = ""
    seats: tuple[tuple[str, str | None], ...] = ()
    """(name, AI level or None for a person) per seat."""
    round: int | None = None
    """The round the game has reached, for a game that counts rounds; else None."""
    steps: int = 0
    """How many steps have been played."""
    saved_at: float = 0.0
    """When it was last played (seconds since the epoch)."""
    damaged: str | None = None
    """Why it cannot be resumed, or None."""
    finished: bool = False
    """The game is over but not yet in the records (they could not be written when it ended)."""

    @property
    def title(self) -> str:
        """"Desperados with Ana, Bill (hard)": the game and who sits at it."""
        from game import games
        try:
            name = games.get(self.game_id).name
        except KeyError:
            name = self.game_id or _("A game")
        if not self.seats:
            return name
        players = ", ".join(seat_with_level(seat, level) for seat, level in self.seats)
        # Translators: a saved table's title: the game's name and who sits at it
        return _("{game} with {players}").format(game=name, players=players)

    @property
    def progress(self) -> str:
        """"round 7" (or "12 steps" for a game that counts no rounds)."""
        if self.round is not None:
            # Translators: how far a saved game has gone, in the list of saved tables
            return _("round {number}").format(number=format_number(self.round))
        return ngettext("{count} step", "{count} steps", self.steps).format(count=format_number(self.steps))

    @property
    def headline(self) -> str:
        """"Desperados with Ana, Bill (hard) — round 7"."""
        # Translators: a saved table's title and how far it has gone
        return _("{title} \u2014 {progress}").format(title=self.title, progress=self.progress)


def summary_of(path: Path) -> SavedTable:
    try:
        modified = path.stat().st_mtime
    except OSError:
        modified = 0.0
    try:
        data = read_save(path)
        summary = data.get("summary")
        if not isinstance(summary, dict):
            summary = {}
        game_id = str(data.get("game", ""))
        round_, steps = _progress_facts(summary, data.get("actions"))
        return SavedTable(path, game_id, _seats_of(data.get("seats")), round_, steps, modified,
                          finished=summary.get("over") is True)
    except SaveError as exc:
        return SavedTable(path, "", saved_at=modified, damaged=str(exc))


def _seats_of(seats: Any) -> tuple[tuple[str, str | None], ...]:
    """(name, AI level or None) for each seat a save lists; what is not a seat is left out."""
    if not isinstance(seats, list):
        return ()
    out = []
    for seat in seats[:MAX_SEATS_SHOWN]:
        if isinstance(seat, dict):
            level = None if seat.get("kind", "human") != "ai" else str(seat.get("level", "medium"))[:12]
            out.append((str(seat.get("name", "?"))[:40], level))
    return tuple(out)


MAX_SEATS_SHOWN = 8


def _progress_facts(summary: dict, actions: Any) -> tuple[int | None, int]:
    """(round or None, steps) from a save's summary: {"round": 7, "steps": 40}; a save written
    before saves kept facts says "round 7" or "40 steps" in English, read back into numbers."""
    steps = summary.get("steps")
    if not isinstance(steps, int):
        steps = len(actions) if isinstance(actions, list) else 0
    round_ = summary.get("round")
    if isinstance(round_, int) and not isinstance(round_, bool):
        return max(round_, 1), steps
    old = re.fullmatch(r"round (\d+)", str(summary.get("progress") or ""))
    return (int(old.group(1)) if old else None), steps


def list_saves() -> list[SavedTable]:
    """Every save in the saves folder, the most recently played first, damaged ones last."""
    try:
        files = [p for p in paths.saves_dir().glob("*.json") if p.is_file()]
    except OSError:
        return []
    return sorted((summary_of(p) for p in files), key=lambda s: (s.damaged is not None, -s.saved_at))


def newest_resumable() -> SavedTable | None:
    return next((s for s in list_saves() if s.damaged is None and not s.finished), None)


def delete_save(path: Path) -> None:
    """Remove a save (the person asked, or its game is over and recorded); a missing file is
    already gone. OSError when it cannot be removed (a read-only folder)."""
    _writer.forget(Path(path))
    Path(path).unlink(missing_ok=True)


# -- writing after every step --------------------------------------------------------------------
class SaveSlot:
    """Where one table's game is kept: its file, whether the last write failed, and the lock that
    keeps a second copy of the app from playing (and recording) the same table."""

    def __init__(self, path: Path):
        self.path = Path(path)
        self.failure: str | None = None
        """Why the newest snapshot could not be written (None once a write succeeds)."""
        self.written = False
        """Whether this slot has written its file once (else a failure keeps nothing at all)."""
        self.finishing = False
        """The game is over: its record is written (or it is kept, finished, until it can be)."""
        self.unrecorded = False
        """The game is over but its record could not be written: the save is kept, finished,
        and recorded when there is room (`records.record_finished_saves`)."""
        self.lock: Lock | None = None

    def claim(self) -> bool:
        """Hold this table's lock while it is open; False when another copy of the app has it open."""
        if self.lock is None:
            self.lock = try_lock(self.path)
        return self.lock is not None

    def release(self) -> None:
        """Let another copy open this table (it is closed here)."""
        if self.lock is not None:
            self.lock.release()
            self.lock = None

    def keep(self, snapshot: dict) -> None:
        """Write `snapshot` soon, off the UI thread (a newer snapshot replaces one not yet written)."""
        _writer.submit(self, snapshot)

    def finish(self, snapshot: dict, record_path: Path, record: dict) -> None:
        """The game is over: write its last snapshot, then its record, and only once the record is
        on disk delete the save. A record that cannot be written leaves the finished save (a kill at
        any moment leaves the save, the record, or both: never neither)."""
        self.finishing = True
        _writer.submit(self, snapshot, (Path(record_path), record))

    def flush(self, timeout: float = 5.0) -> None:
        """Wait until this slot's newest snapshot is on disk (or its write failed)."""
        _writer.wait_for(self.path, timeout)


def _dumps(data: dict) -> str:
    return json.dumps(data, separators=(",", ":"), ensure_ascii=False)


def _reason(exc: BaseException) -> str:
    return getattr(exc, "strerror", None) or str(exc) or type(exc).__name__


class _Writer:
    """One daemon thread that writes the newest snapshot of each slot, oldest request first."""

    def __init__(self) -> None:
        self._lock = threading.Condition()
        self._pending: dict[Path, tuple[SaveSlot, dict, tuple[Path, dict] | None]] = {}
        self._busy: Path | None = None
        self._thread: threading.Thread | None = None

    def submit(self, slot: SaveSlot, snapshot: dict, record: tuple[Path, dict] | None = None) -> None:
        with self._lock:
            self._pending.pop(slot.path, None)
            self._pending[slot.path] = (slot, snapshot, record)
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(target=self._run, name="saves", daemon=True)
                self._thread.start()
            self._lock.notify_all()

    def forget(self, path: Path) -> None:
        """Drop a snapshot not yet written and wait out a write in progress (the file is being deleted)."""
        with self._lock:
            self._pending.pop(path, None)
            while self._busy == path:
                self._lock.wait(0.05)

    def wait_for(self, path: Path | None, timeout: float) -> None:
        with self._lock:
            self._lock.wait_for(lambda: (path not in self._pending and self._busy != path) if path is not None
                                else (not self._pending and self._busy is None), timeout)

    def _run(self) -> None:
        while True:
            with self._lock:
                self._lock.wait_for(lambda: bool(self._pending))
                path = next(iter(self._pending))
                slot, snapshot, record = self._pending.pop(path)
                self._busy = path
            try:
                self._write(slot, snapshot, record)
            finally:
                with self._lock:
                    self._busy = None
                    self._lock.notify_all()

    @staticmethod
    def _write(slot: SaveSlot, snapshot: dict, record: tuple[Path, dict] | None) -> None:
        try:
            atomic_write_text(slot.path, _dumps(snapshot))
            slot.failure, slot.written = None, True
        except (OSError, ValueError, TypeError) as exc:
            slot.failure = _reason(exc)
        if record is None:
            return
        record_path, data = record
        try:
            atomic_write_text(record_path, _dumps(data))
        except (OSError, ValueError, TypeError) as exc:
            slot.failure, slot.unrecorded = _reason(exc), True
            slot.release()  # nothing more is written here: whoever finds room records it
            return
        slot.unrecorded = False
        try:
            Path(slot.path).unlink(missing_ok=True)
            slot.failure = None
        except OSError as exc:  # the record is kept; the save goes the next time the saves are read
            slot.failure = _reason(exc)
        slot.release()


_writer = _Writer()


def flush_all(timeout: float = 5.0) -> None:
    """Wait until every snapshot handed over is on disk (the app is closing)."""
    _writer.wait_for(None, timeout)
