"""Every table's own save, written after every step, and the list of saved tables.

A table in the app keeps a `SaveSlot`: a file of its own under `paths.saves_dir()`, never shared
with another table. After each step the controller hands its slot a snapshot (plain lists and
strings, made on the UI thread); one writer thread turns the newest snapshot into JSON and
writes it atomically (`fileio.atomic_write_text`). So a save never costs a frame, a burst of
steps is written once, and a crash, a killed process or a closed window loses at most the step
in progress. When the app closes it waits for the writer (`flush_all`).

A write that fails (a full disk, a read-only folder) leaves the last good file as it was; the slot
keeps the reason in `failure` for the table to say, and tries again with the next step.

`list_saves()` reads only each file's summary (game, players, progress, when), newest first, so
the menu never replays a game to show it; a file that cannot be read is listed as damaged with
the reason, and never hides the others.
"""
from __future__ import annotations

import datetime
import json
import secrets
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game import paths
from game.fileio import atomic_write_text

SAVE_FORMAT = "frontier-tabletop-save"
SAVE_VERSION = 1
MAX_SAVE_BYTES = 5_000_000


class SaveError(Exception):
    """A save file that cannot be loaded; the message says why in a sentence."""


def new_save_path(game_id: str) -> Path:
    """A file no other table uses: the game, the moment it began and a few random letters."""
    stamp = datetime.datetime.now().strftime("%Y%m%d-%H%M%S")
    return paths.saves_dir() / f"{game_id}-{stamp}-{secrets.token_hex(3)}.json"


def read_save(path: str | Path) -> dict:
    """The JSON object of a save file, checked for what every save has; SaveError says what is wrong."""
    path = Path(path)
    try:
        if path.stat().st_size > MAX_SAVE_BYTES:
            raise SaveError("The save file is too large to be a Frontier Tabletop save.")
        data = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise SaveError(f"No save file at {path}.") from None
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise SaveError(f"The save file cannot be read ({exc}).") from None
    check_format(data)
    return data


def check_format(data: Any) -> None:
    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        raise SaveError("This is not a Frontier Tabletop save file.")
    version = data.get("version")
    if isinstance(version, int) and version > SAVE_VERSION:
        raise SaveError(f"This save comes from a newer version of Frontier Tabletop (save version {version}); "
                        f"update the game to continue it.")
    if version != SAVE_VERSION:
        raise SaveError(f"This save is version {version!r}; this game reads version {SAVE_VERSION}.")


# -- the saved tables ----------------------------------------------------------------------------
@dataclass(frozen=True)
class SavedTable:
    """One save as the menu lists it."""

    path: Path
    game_id: str = ""
    title: str = ""
    """"Desperados with Ana, Bill (hard)"."""
    progress: str = ""
    """"round 7"."""
    saved_at: float = 0.0
    """When it was last played (seconds since the epoch)."""
    damaged: str | None = None
    """Why it cannot be resumed, or None."""

    @property
    def headline(self) -> str:
        """"Desperados with Ana, Bill (hard) — round 7"."""
        return f"{self.title} — {self.progress}" if self.progress else self.title


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
        title = str(summary.get("title") or _title_from_seats(game_id, data.get("seats")))
        return SavedTable(path, game_id, title[:200], str(summary.get("progress") or "")[:60], modified)
    except SaveError as exc:
        return SavedTable(path, "", path.name, "", modified, damaged=str(exc))


def _title_from_seats(game_id: str, seats: Any) -> str:
    """A title for a save written before saves had summaries."""
    from game import games
    try:
        name = games.get(game_id).name
    except KeyError:
        name = game_id or "A game"
    names = [str(s.get("name", "?")) for s in seats if isinstance(s, dict)] if isinstance(seats, list) else []
    return f"{name} with {', '.join(names)}" if names else name


def list_saves() -> list[SavedTable]:
    """Every save in the saves folder, the most recently played first, damaged ones last."""
    try:
        files = [p for p in paths.saves_dir().glob("*.json") if p.is_file()]
    except OSError:
        return []
    return sorted((summary_of(p) for p in files), key=lambda s: (s.damaged is not None, -s.saved_at))


def newest_resumable() -> SavedTable | None:
    return next((s for s in list_saves() if s.damaged is None), None)


def delete_save(path: Path) -> None:
    """Remove a save (the person asked, or its game is over); a missing file is already gone."""
    _writer.forget(Path(path))
    try:
        Path(path).unlink()
    except FileNotFoundError:
        pass


# -- writing after every step --------------------------------------------------------------------
class SaveSlot:
    """Where one table's game is kept: its file, and whether the last write failed."""

    def __init__(self, path: Path):
        self.path = Path(path)
        self.failure: str | None = None
        """Why the newest snapshot could not be written (None once a write succeeds)."""

    def keep(self, snapshot: dict) -> None:
        """Write `snapshot` soon, off the UI thread (a newer snapshot replaces one not yet written)."""
        _writer.submit(self, snapshot)

    def flush(self, timeout: float = 5.0) -> None:
        """Wait until this slot's newest snapshot is on disk (or its write failed)."""
        _writer.wait_for(self.path, timeout)

    def discard(self) -> None:
        delete_save(self.path)


class _Writer:
    """One daemon thread that writes the newest snapshot of each slot, oldest request first."""

    def __init__(self) -> None:
        self._lock = threading.Condition()
        self._pending: dict[Path, tuple[SaveSlot, dict]] = {}
        self._busy: Path | None = None
        self._thread: threading.Thread | None = None

    def submit(self, slot: SaveSlot, snapshot: dict) -> None:
        with self._lock:
            self._pending.pop(slot.path, None)
            self._pending[slot.path] = (slot, snapshot)
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
                slot, snapshot = self._pending.pop(path)
                self._busy = path
            try:
                atomic_write_text(path, json.dumps(snapshot, separators=(",", ":"), ensure_ascii=False))
                slot.failure = None
            except (OSError, ValueError, TypeError) as exc:
                slot.failure = getattr(exc, "strerror", None) or str(exc) or type(exc).__name__
            finally:
                with self._lock:
                    self._busy = None
                    self._lock.notify_all()


_writer = _Writer()


def flush_all(timeout: float = 5.0) -> None:
    """Wait until every snapshot handed over is on disk (the app is closing)."""
    _writer.wait_for(None, timeout)
