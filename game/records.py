"""Every finished table kept as a record, and the index that keeps the Records screen quick.

A record is a JSON file of its own under `records_dir()`: the game, options, seed, seats (with
the remembered person in each human seat), the whole action list (chance outcomes included, so
the game replays through the rules), the log, the result (winners, scores, places) and when it
ended. It is written once, when the game ends (`saves.SaveSlot.finish`, on the saves' writer thread,
atomically, before the table's save is deleted), and never changed.

`load_book()` lists them through `index.json`, one short row per record, so opening the Records
screen reads one file, not ten thousand. The index is a cache and heals itself: files the index
does not know are read and added, rows whose file is gone are dropped, and a damaged index is
rebuilt from the files. Each row keeps its file's size and modification time, and the index a
digest of its rows: a row whose file has changed since, or an index edited by hand, is read again
from the records rather than shown as fact. A record that cannot be read is moved to
`records/damaged/` (one from a newer version of the app to `records/newer/`, to be read by that
version) and named in the book's notice; the rest load.

Every record is checked against one schema as it is read (`RECORD_SCHEMA`, `game.schema`): the
game, seed, seats, moves, result and the moment it ended, each of its kind and in its range, the
names cleaned; so the Records screen, the statistics and a replay trust what they get.

Nothing of a record is executed or unpickled: it is JSON read with size bounds, and its actions
are parsed by the game's own action codec when it is replayed.
"""
from __future__ import annotations

import datetime
import hashlib
import json
import os
import secrets
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game import games, paths, saves
from game.controllers.seats import AI_LEVELS, SEAT_KINDS
from game.fileio import TooLarge, atomic_write_text, parse_json, read_regular, try_lock
from game.i18n import _, format_number, ngettext
from game.schema import Fields, Flag, Invalid, ListOf, Name, Number, OneOf, Row, Text, Whole, validate
from game.seat_words import level_word

RECORD_FORMAT = "frontier-tabletop-record"
RECORD_VERSION = 1
INDEX_FORMAT = "frontier-tabletop-records-index"
INDEX_VERSION = 2
"""2: each row also keeps its file's size and modification time, and the index a digest of its rows."""
INDEX_NAME = "index.json"
MAX_RECORD_BYTES = 2_000_000
"""The longest real game's record is well under 200 kB; anything past this is not a record."""
MAX_INDEX_BYTES = 200_000_000
LAST_MOMENT = 253_402_128_000.0
"""30 December 9999: the last moment a date can be shown in any time zone. A record that ended
later (or before 1970) did not end at all."""
MOST_SEATS = 8
MOST_SCORE = 1e12


class RecordError(Exception):
    """A record that cannot be read or replayed; the message says why in a sentence."""


class NewerRecord(RecordError):
    """A record a newer version of the app wrote: not damaged, only not readable here."""


def records_dir() -> Path:
    """The records folder, made when missing. Never raises: a folder that cannot be made (a file
    in its place, a read-only disk) is found out by whoever reads or writes in it, and said."""
    path = paths.data_dir() / "records"
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError:
        pass
    return path


def damaged_dir() -> Path:
    return records_dir() / "damaged"


def newer_dir() -> Path:
    return records_dir() / "newer"


# -- what a record holds ---------------------------------------------------------------------------
RESULT_SCHEMA = Fields({"winners": ListOf(Whole(0, MOST_SEATS - 1), MOST_SEATS),
                        "scores": ListOf(Number(-MOST_SCORE, MOST_SCORE), MOST_SEATS, 1)},
                       {"places": ListOf(Whole(0, MOST_SEATS), MOST_SEATS)})
RECORD_SCHEMA = Fields({"result": RESULT_SCHEMA, "finished": Number(0.0, LAST_MOMENT)},
                       {"finished_at": Text(64), "imported": Flag()})
"""A record's own parts; the table it holds (game, seed, seats, moves) is a save's
(`saves.checked_table`)."""
FILE_NAME = Text(255)
INDEX_SEAT = Row((Name(), OneOf(SEAT_KINDS), OneOf(AI_LEVELS), Text(40)))
INDEX_ROW = Row((FILE_NAME, OneOf(games.KNOWN_IDS), Number(0.0, LAST_MOMENT), ListOf(INDEX_SEAT, MOST_SEATS, 1),
                 ListOf(Whole(0, MOST_SEATS - 1), MOST_SEATS), ListOf(Number(-MOST_SCORE, MOST_SCORE), MOST_SEATS, 1),
                 Whole(0, saves.MAX_STEPS), Flag(), Whole(0, MAX_RECORD_BYTES), Whole(0, 2**63 - 1)))
INDEX_SCHEMA = Fields({"format": OneOf((INDEX_FORMAT,)), "version": OneOf((INDEX_VERSION,)),
                       "rows": ListOf(INDEX_ROW, 10_000_000), "digest": Text(64)})


def result_fits(seats: tuple | list, winners: tuple | list, scores: tuple | list) -> bool:
    """Whether a result names only seats there are, and scores each seat once."""
    return bool(seats) and all(0 <= w < len(seats) for w in winners) and len(scores) == len(seats)


# -- one record ------------------------------------------------------------------------------------
@dataclass(slots=True)
class Seat:
    name: str
    kind: str
    level: str
    player: str = ""

    @property
    def is_human(self) -> bool:
        """A person played this seat (at the table's screen or from another computer)."""
        return self.kind != "ai"

    @property
    def person(self) -> str:
        """Who a human seat counts for: the remembered person's id, else "name:<name>"."""
        return self.player or f"name:{self.name}"


@dataclass(slots=True)
class RecordSummary:
    """One record as the Records screen counts and lists it (one row of the index). Not frozen:
    ten thousand frozen instances take twice as long to build when the screen opens; nothing
    changes one after it is made."""

    file: str
    game: str
    finished: float
    """When the game ended (seconds since the epoch)."""
    seats: tuple[Seat, ...]
    winners: tuple[int, ...]
    scores: tuple[float, ...]
    steps: int
    imported: bool = False
    signature: tuple[int, int] = (0, 0)
    """Its file's (size, modification time in ns) when it was read: a row whose file no longer
    matches is read again."""

    def to_row(self) -> list:
        return [self.file, self.game, self.finished, [[s.name, s.kind, s.level, s.player] for s in self.seats],
                list(self.winners), list(self.scores), self.steps, self.imported, *self.signature]

    @classmethod
    def from_row(cls, row: list, seats_seen: dict | None = None) -> "RecordSummary":
        """An index row (checked by INDEX_ROW) back as a summary. `seats_seen` shares one Seat
        among the rows where the same person or AI sat (a household's ten thousand tables have a
        few dozen seats)."""
        file, game, finished, seats, winners, scores, steps, imported, size, modified = row
        seen = {} if seats_seen is None else seats_seen
        kept = []
        for s in seats:
            key = tuple(s)
            seat = seen.get(key)
            if seat is None:
                name, kind, level, player = key
                seat = seen[key] = Seat(str(name), str(kind), str(level), str(player))
            kept.append(seat)
        return cls(file, game, finished, tuple(kept), tuple(winners), tuple(scores), steps, imported, (size, modified))

    @property
    def path(self) -> Path:
        return records_dir() / self.file

    def title(self, game_name: str) -> str:
        """"Desperados: Ana won" / "Durango: Ana and Bill shared the win"."""
        names = [self.seats[w].name for w in self.winners if 0 <= w < len(self.seats)]
        if not names:
            # Translators: a past table's title when nobody won; {game} is the game's name
            return _("{game}: no winner").format(game=game_name)
        if len(names) == 1:
            return _("{game}: {name} won").format(game=game_name, name=names[0])
        # Translators: {names} is a list of players ("Ana, Bill"), {last} the last of the winners
        return _("{game}: {names} and {last} shared the win").format(game=game_name, names=", ".join(names[:-1]),
                                                                     last=names[-1])

    def players_line(self) -> str:
        """"Ana, Bill (AI hard)": who sat at the table, in the current language."""
        # Translators: an AI seat in a past table's list of players: "Bill (AI hard)"
        return ", ".join(s.name if s.is_human else _("{name} (AI {level})").format(name=s.name, level=level_word(s.level))
                         for s in self.seats)


def record_of(controller, finished: float | None = None) -> dict:
    """The record of a finished table: its save (game, options, seed, seats, actions, log) with
    the result and the moment it ended."""
    data = controller.to_json()
    data.pop("summary", None)
    finished = time.time() if finished is None else finished
    data.update({
        "format": RECORD_FORMAT, "version": RECORD_VERSION,
        "result": {"winners": list(controller.winners()), "scores": [float(s) for s in controller.scores()],
                   "places": list(controller.places())},
        "finished": finished,
        "finished_at": datetime.datetime.fromtimestamp(finished).astimezone().isoformat(timespec="seconds"),
    })
    return data


def new_record_path(game_id: str, finished: float | None = None) -> Path:
    stamp = datetime.datetime.fromtimestamp(time.time() if finished is None else finished).strftime("%Y%m%d-%H%M%S")
    return records_dir() / f"{game_id}-{stamp}-{secrets.token_hex(3)}.json"


def record_path_for(save: Path) -> Path:
    """The record of the table kept in `save`: the save's own name, so that writing it twice (a
    kill between writing the record and deleting the save) writes the same file."""
    return records_dir() / Path(save).name


def check_record(data: Any) -> None:
    """RecordError unless `data` looks like a record this version reads."""
    if not isinstance(data, dict) or data.get("format") != RECORD_FORMAT:
        raise RecordError(_("This is not a Frontier Tabletop record."))
    version = data.get("version")
    if isinstance(version, int) and not isinstance(version, bool) and version > RECORD_VERSION:
        raise NewerRecord(_("This record comes from a newer version of Frontier Tabletop (record version {version}).")
                          .format(version=version))
    if version != RECORD_VERSION:
        raise RecordError(_("This record is version {found}; this game reads version {version}.").format(
            found=repr(version), version=RECORD_VERSION))


def checked_record(data: Any) -> dict:
    """`data` as a record this version reads, every part checked (RECORD_SCHEMA and the table's
    own schema), names cleaned; RecordError (NewerRecord for a newer version's) says why not."""
    check_record(data)
    try:
        data = saves.checked_table(validate(RECORD_SCHEMA, data))
    except Invalid as exc:
        # Translators: {reason} says where the record is damaged and how
        raise RecordError(_("The record is damaged ({reason}).").format(reason=exc)) from None
    result = data["result"]
    if not result_fits(data["seats"], result["winners"], result["scores"]):
        raise RecordError(_("The record's result does not fit its seats."))
    return data


def read_record(path: str | Path) -> dict:
    path = Path(path)
    try:
        data = parse_json(read_regular(path, MAX_RECORD_BYTES))
    except FileNotFoundError:
        raise RecordError(_("No record at {path}.").format(path=path)) from None
    except TooLarge:
        raise RecordError(_("The file is larger than {size} MB: too large to be a record.").format(
            size=format_number(MAX_RECORD_BYTES // 1_000_000))) from None
    except (OSError, ValueError) as exc:
        # Translators: {reason} is the system's own words for what went wrong
        raise RecordError(_("The file cannot be read as a record ({reason}).").format(
            reason=getattr(exc, "strerror", None) or exc)) from None
    return checked_record(data)


def summary_from(file: str, data: dict, signature: tuple[int, int] = (0, 0)) -> RecordSummary:
    """The index row of a record's JSON, as `checked_record` gave it back."""
    seats = tuple(Seat(s["name"], s.get("kind", "human"), s.get("level", "medium"), s.get("player", "") or "")
                  for s in data["seats"])
    result = data["result"]
    return RecordSummary(file, data["game"], data["finished"], seats, tuple(result["winners"]),
                         tuple(result["scores"]), len(data["actions"]), bool(data.get("imported")), signature)


def as_save(data: dict) -> dict:
    """A record read as a save, so the table controller can replay it (`TableController.from_json`)."""
    return {**data, "format": saves.SAVE_FORMAT, "version": saves.SAVE_VERSION}


# -- the book of records ---------------------------------------------------------------------------
@dataclass
class RecordBook:
    records: list[RecordSummary] = field(default_factory=list)
    """Newest first."""
    notice: str | None = None
    """One line for the screen: records set aside as damaged, an index rebuilt."""


def _index_path() -> Path:
    return records_dir() / INDEX_NAME


def _digest(rows: Any) -> str:
    """A digest of the index's rows: an index changed by anything but `write_index` is rebuilt."""
    return hashlib.sha256(json.dumps(rows, separators=(",", ":"), ensure_ascii=False).encode("utf-8",
                                                                                          "surrogatepass")).hexdigest()


def read_index() -> dict[str, RecordSummary] | None:
    """The index's rows by file name, or None when it is missing, damaged, of another version or
    edited by hand (then it is rebuilt). Every row is checked (INDEX_SCHEMA) before it is used."""
    try:
        data = parse_json(read_regular(_index_path(), MAX_INDEX_BYTES))
        if not isinstance(data, dict) or data.get("version") != INDEX_VERSION:
            return None
        raw_rows = data.get("rows")
        data = validate(INDEX_SCHEMA, data)
    except (OSError, ValueError):
        return None
    if data["digest"] != _digest(raw_rows):
        return None
    seats_seen: dict = {}
    rows = [RecordSummary.from_row(row, seats_seen) for row in data["rows"]]
    if not all(result_fits(r.seats, r.winners, r.scores) for r in rows):
        return None
    return {r.file: r for r in rows}


def write_index(rows: list[RecordSummary]) -> None:
    table = [r.to_row() for r in rows]
    data = {"format": INDEX_FORMAT, "version": INDEX_VERSION, "rows": table, "digest": _digest(table)}
    atomic_write_text(_index_path(), json.dumps(data, separators=(",", ":"), ensure_ascii=False))


def set_aside(path: Path, folder: Path | None = None) -> Path | None:
    """Move a record that cannot be read here out of the way, into `folder` (records/damaged by
    default): kept, never deleted; None when it cannot be moved."""
    target = (folder or damaged_dir()) / path.name
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        os.replace(path, target)
        return target
    except OSError:
        return None


def load_book(flush: bool = True) -> RecordBook:
    """Every record, newest first, through the index (brought up to date with the folder)."""
    if flush:
        saves.flush_all(2.0)  # a record handed to the writer a moment ago belongs in the book
    folder = records_dir()
    try:
        on_disk = _record_files(folder)
    except OSError:
        return RecordBook([], _("The records folder cannot be read."))
    index = read_index()
    rebuilt = index is None and _index_path().exists() and not _index_is_older()
    rows = {} if index is None else {f: r for f, r in index.items() if on_disk.get(f) == r.signature}
    changed = index is None or len(rows) != len(index)
    damaged: list[str] = []
    newer: list[str] = []
    for name in sorted(on_disk.keys() - rows.keys()):
        path = folder / name
        try:
            rows[name] = summary_from(name, read_record(path), on_disk[name])
        except NewerRecord:
            set_aside(path, newer_dir())
            newer.append(name)
        except RecordError:
            set_aside(path)
            damaged.append(name)
        changed = True
    if changed:
        try:
            write_index(list(rows.values()))
        except OSError:
            pass  # the book is right this time; the index is rebuilt next time
    notes = []
    if damaged:
        files = ", ".join(damaged[:2]) + (", ..." if len(damaged) > 2 else "")
        # Translators: {files} names the first damaged files; records/damaged is a folder's name
        notes.append(ngettext("{count} damaged record was set aside in records/damaged ({files}).",
                              "{count} damaged records were set aside in records/damaged ({files}).",
                              len(damaged)).format(count=format_number(len(damaged)), files=files))
    if newer:
        # Translators: records/newer is a folder's name
        notes.append(ngettext("{count} record from a newer version of Frontier Tabletop was kept aside in "
                              "records/newer.",
                              "{count} records from a newer version of Frontier Tabletop were kept aside in "
                              "records/newer.", len(newer)).format(count=format_number(len(newer))))
    if rebuilt:
        notes.append(_("The records index was rebuilt."))
    records = sorted(rows.values(), key=lambda r: (-r.finished, r.file))
    return RecordBook(records, " ".join(notes) or None)


def _record_files(folder: Path) -> dict[str, tuple[int, int]]:
    """Each record file in `folder` with its (size, modification time in ns)."""
    files = {}
    for entry in os.scandir(folder):
        name = entry.name
        if not name.endswith(".json") or name == INDEX_NAME or name.startswith("."):
            continue
        try:
            if entry.is_file():
                info = entry.stat()
                files[name] = (info.st_size, info.st_mtime_ns)
        except OSError:
            continue
    return files


def _index_is_older() -> bool:
    """Whether the index was written by an older version (it is rebuilt without a notice: the
    person lost nothing and has nothing to do)."""
    try:
        data = parse_json(read_regular(_index_path(), MAX_INDEX_BYTES))
    except (OSError, ValueError):
        return False
    version = data.get("version") if isinstance(data, dict) else None
    return isinstance(version, int) and not isinstance(version, bool) and version < INDEX_VERSION


def delete_record(summary: RecordSummary) -> None:
    try:
        summary.path.unlink()
    except FileNotFoundError:
        pass


def record_finished_saves() -> str | None:
    """Record the finished games whose record could not be written when they ended (a full disk),
    and delete their saves once it is. Each is replayed through the rules first; one open in
    another copy of the app is left to it. Returns why they could not be recorded, or None."""
    failure = None
    for saved in saves.list_saves():
        if not saved.finished or saved.damaged is not None:
            continue
        lock = try_lock(saved.path)
        if lock is None:
            continue
        try:
            target = record_path_for(saved.path)
            if not target.exists():
                from game.controllers.base import TableController  # only now: start-up stays light
                controller = TableController.load(saved.path)
                controller.close()
                if not controller.is_over():
                    continue
                if controller.guided:  # a lesson's game is no record: its save just goes
                    saves.delete_save(saved.path)
                    continue
                atomic_write_text(target, json.dumps(record_of(controller, saved.saved_at), separators=(",", ":"),
                                                     ensure_ascii=False))
            saves.delete_save(saved.path)
        except saves.SaveError:
            continue
        except OSError as exc:
            failure = exc.strerror or str(exc)
        finally:
            lock.release()
    return failure
