"""Sharing a game: export a record to a file, import one a friend sent.

    export(row) -> Path            the record written to paths.shared_dir(), atomically
    import_file(path) -> RecordSummary    ImportRefused says why a file is not taken
    candidates() -> [Path]         record files in the shared and downloads folders, newest first

An exported record is the record itself without this computer's player ids (they mean nothing
elsewhere). An import is accepted only after it has been replayed through the rules to its end
and the result it claims is the result the rules give: a file too large, not JSON, not a record,
from a newer version, of an unknown game, with a move the rules refuse, unfinished, or claiming
another winner is refused with the reason, and nothing is written. Only the games on the menu
are taken (a game kept off it, a developer's worked example, is not a friend's). An accepted one
becomes a new record of this computer (marked as shared), made afresh from the replayed table
(so its names are cleaned and its log is this app's own) and checked for size before it is
kept; it is counted and replayable like any other.
Nothing of a file is executed or unpickled: it is size-bounded JSON checked against the record
schema (`game.records`), and the moves are parsed by each game's action codec.

An exported file's name is made of letters, digits and dashes only (`_slug`), whatever a
record's game id or names hold, so an export lands in the shared folder and nowhere else.
"""
from __future__ import annotations

import json
import os
import re
from pathlib import Path

from game import games, paths, records
from game.fileio import atomic_write_text
from game.i18n import _, format_number
from game.schema import quote

EXPORT_SUFFIX = ".json"
MAX_CANDIDATES = 40


class ImportRefused(Exception):
    """A file that is not taken as a record; the message says why in a sentence."""


def _slug(text: str, most: int = 40) -> str:
    """`text` in letters a-z, digits and single dashes only: safe in a file name anywhere."""
    return re.sub(r"[^a-z0-9]+", "-", text[: most * 4].lower()).strip("-")[:most].strip("-") or "table"


def export_name(row: records.RecordSummary) -> str:
    """"frontier-durango-20250101-120000-ana.json": the game, when it was kept and who won, each
    part from a fixed alphabet (no dot, no slash), so no record can name a file elsewhere."""
    winners = "-".join(_slug(row.seats[w].name) for w in row.winners[:2]) or "table"
    stamp = _slug("-".join(Path(row.file).stem.split("-")[1:3]), 20)
    return f"frontier-{_slug(row.game, 20)}-{stamp}-{winners}{EXPORT_SUFFIX}"


def export(row: records.RecordSummary) -> Path:
    """Write `row`'s record where a person finds it to send; returns the file."""
    data = records.read_record(row.path)
    data["seats"] = [{k: v for k, v in seat.items() if k != "player"} for seat in data["seats"]]
    target = paths.shared_dir() / export_name(row)
    atomic_write_text(target, json.dumps(data, indent=1, ensure_ascii=False))
    return target


def import_file(path: str | os.PathLike) -> records.RecordSummary:
    """Check `path` through the rules and keep it as a record of this computer."""
    path = Path(path)
    try:
        size = path.stat().st_size
    except OSError as exc:
        raise ImportRefused(_("The file cannot be opened ({reason}).").format(reason=exc.strerror or exc)) from None
    if size > records.MAX_RECORD_BYTES:
        raise ImportRefused(_("The file is {size} MB: too large to be a record (at most {most} MB).").format(
            size=format_number(size / 1_000_000, 1), most=format_number(records.MAX_RECORD_BYTES // 1_000_000)))
    try:
        data = records.read_record(path)
        claimed = records.summary_from(path.name, data)
    except records.RecordError as exc:
        raise ImportRefused(str(exc)) from None
    if claimed.game not in games.GAME_IDS:
        # Translators: {game} is the game id a shared file names ("pig")
        raise ImportRefused(_("The record is of a game that is not on the menu ({game}).").format(
            game=quote(claimed.game)))
    controller = _replayed(data, path)
    controller.close()
    if not controller.is_over():
        raise ImportRefused(_("The record stops before the end of the game."))
    if tuple(controller.winners()) != claimed.winners or \
            any(abs(a - b) > 1e-6 for a, b in zip(controller.scores(), claimed.scores)):
        raise ImportRefused(_("The record's result is not the result its moves give: it has been changed."))
    book = records.load_book()
    same = [r for r in book.records if r.game == claimed.game and r.steps == claimed.steps
            and abs(r.finished - claimed.finished) < 1e-3 and r.winners == claimed.winners]
    for r in same:
        try:
            if records.read_record(r.path).get("actions") == data.get("actions"):
                raise ImportRefused(_("This table is already in your records."))
        except records.RecordError:
            continue
    kept = records.record_of(controller, claimed.finished)
    kept["seats"] = [{k: v for k, v in s.to_json().items() if k != "player"} for s in controller.seats]
    kept["imported"] = True
    text = json.dumps(kept, separators=(",", ":"), ensure_ascii=False)
    size = len(text.encode("utf-8"))
    if size > records.MAX_RECORD_BYTES:
        raise ImportRefused(_("The record would be {size} MB here, more than the {most} MB a record may be.").format(
            size=format_number(size / 1_000_000, 1), most=format_number(records.MAX_RECORD_BYTES // 1_000_000)))
    target = records.new_record_path(controller.game_id, claimed.finished)
    atomic_write_text(target, text)  # an OSError (a full disk, a records folder that is a file) is the screen's to word
    return records.summary_from(target.name, kept)


def _replayed(data: dict, path: Path):
    """The table a checked record holds, replayed through the rules to its end; ImportRefused
    when the rules refuse it. A rule failing on a move no real game makes is written to the log
    and refused like any other: a file must never stop the app."""
    from game.controllers.base import TableController
    from game.saves import SaveError
    try:
        return TableController.from_json(records.as_save(data), kind="record")
    except SaveError as exc:
        raise ImportRefused(str(exc)) from None
    except Exception as exc:  # noqa: BLE001 - whatever the rules raise on a hostile file, it is refused
        import traceback
        from game.app import write_log
        write_log(f"A shared record made the rules fail ({path.name}):\n" + traceback.format_exc())
        raise ImportRefused(_("The record holds a move the rules cannot read ({error}).").format(
            error=quote(str(exc), 120))) from None


def candidates() -> list[Path]:
    """Files that may be shared records, in the folders a person would look, newest first."""
    found = []
    for folder in (paths.shared_dir(), paths.downloads_dir()):
        try:
            entries = list(os.scandir(folder))
        except OSError:
            continue
        for entry in entries:
            try:  # a symlink loop or a dangling link is no file to offer
                if entry.name.endswith(".json") and entry.is_file():
                    found.append((entry.stat().st_mtime, Path(entry.path)))
            except OSError:
                continue
    found.sort(key=lambda t: -t[0])
    return [p for _stamp, p in found[:MAX_CANDIDATES]]
