"""Files written so that a crash or a kill mid-write never loses what was there before.

Write to a temporary file in the same folder, flush and fsync it, then `os.replace` it over the
target (atomic on POSIX and Windows). Windows may refuse the replace for a moment while another
process (an antivirus, an indexer) holds the old file open: retry briefly.
"""
from __future__ import annotations

import errno
import json
import math
import os
import re
import stat
import sys
import tempfile
import time
from pathlib import Path
from typing import Any, Iterable

from game.i18n import _


def atomic_write_text(path: str | os.PathLike, text: str, retries: int = 10) -> None:
    atomic_write_bytes(path, text.encode("utf-8"), retries=retries)


def atomic_write_bytes(path: str | os.PathLike, data: bytes, retries: int = 10, durable: bool = True) -> None:
    """Write `data` so that the file is the old one or the new one, never a part. `durable=False`
    skips the fsync, for files that may be lost but must not be torn (a cache: its reader checks
    its length)."""
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            if durable:
                os.fsync(handle.fileno())
        for attempt in range(retries):
            try:
                os.replace(tmp, target)
                return
            except PermissionError:
                if attempt == retries - 1:
                    raise
                time.sleep(0.05 * (attempt + 1))
    finally:
        if os.path.exists(tmp):
            os.unlink(tmp)


def set_aside(path: Path | str) -> str | None:
    """Move a damaged file out of the way as `<name>.bad` (the next write starts afresh and the
    old one is kept for a person to look at; one set aside before keeps its place, the newer is
    `<name>.2.bad`, ...); returns the kept file's name, or None when it could not be moved. The
    caller words the notice as one sentence for each case (the reader's language, not an English
    piece glued into it)."""
    target = Path(path)
    for number in range(1, 1000):
        bad = target.with_name(target.name + (".bad" if number == 1 else f".{number}.bad"))
        if os.path.lexists(bad):
            continue
        try:
            os.replace(target, bad)
        except OSError:
            return None
        return bad.name
    return None


# -- reading: regular files only, never more than a limit ------------------------------------------
class NotAFile(OSError):
    """The path is a pipe, a device, a folder or a socket: nothing the app reads is one of those.
    (A FIFO would block the read forever, /dev/zero would fill memory.)"""


class TooLarge(OSError):
    """The file is larger than its reader's limit: damage, not something the app wrote."""


def read_regular(path: str | os.PathLike, limit: int) -> bytes:
    """The bytes of `path` if it is a regular file (a symlink to one is fine) of at most `limit`
    bytes. Opened without blocking, so a FIFO cannot hang the caller, then checked on the open
    handle (no swap between a look and the read) and read no further than `limit`.
    FileNotFoundError when it is missing; NotAFile, TooLarge or another OSError otherwise."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    fd = os.open(path, flags)
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise NotAFile(errno.EINVAL, _("not a regular file"), str(path))
        if info.st_size > limit:
            raise TooLarge(errno.EFBIG, _("file too large"), str(path))
        chunks, left = [], limit + 1
        while left > 0:
            chunk = os.read(fd, min(left, 1 << 20))
            if not chunk:
                break
            chunks.append(chunk)
            left -= len(chunk)
        data = b"".join(chunks)
        if len(data) > limit:  # it grew while being read
            raise TooLarge(errno.EFBIG, _("file too large"), str(path))
        return data
    finally:
        os.close(fd)


def append_regular(path: str | os.PathLike, data: bytes) -> None:
    """Append `data` to `path` (made if missing) if it is a regular file: opened without blocking,
    so a FIFO put in its place cannot hang the caller (the log is written as the app fails)."""
    fd = os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT | getattr(os, "O_NONBLOCK", 0), 0o644)
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise NotAFile(errno.EINVAL, "not a regular file", str(path))
        os.write(fd, data)
    finally:
        os.close(fd)


MAX_NUMBER_DIGITS = 40
"""The most digits a number in one of the app's files has (a seed, a time): Python refuses to
read an integer past 4,300 digits, and nothing of ours needs a tenth of 40."""


def _whole_number(text: str) -> int:
    if len(text) > MAX_NUMBER_DIGITS:
        raise ValueError(f"a number of {len(text)} digits")
    return int(text)


def _finite_number(text: str) -> float:
    if len(text) > MAX_NUMBER_DIGITS * 2:
        raise ValueError(f"a number of {len(text)} characters")
    value = float(text)
    if not math.isfinite(value):
        raise ValueError(f"{text[:20]} is beyond any number")
    return value


def _no_constant(name: str) -> float:
    raise ValueError(f"{name} is not a number")


def parse_json(data: bytes | str) -> Any:
    """JSON as the app's files hold it: UTF-8, numbers that are finite and short, nesting a
    reader can follow. ValueError (with the reason) for anything else: bad UTF-8 or syntax, NaN,
    Infinity, 1e400, an integer of 5,000 digits, 100,000 nested lists."""
    try:
        text = data.decode("utf-8") if isinstance(data, bytes) else data
        return json.loads(text, parse_int=_whole_number, parse_float=_finite_number, parse_constant=_no_constant)
    except RecursionError:
        raise ValueError(_("nested too deeply")) from None
    except (UnicodeDecodeError, ValueError) as exc:  # JSONDecodeError and int-digit limits are ValueErrors
        raise ValueError(str(exc)[:200]) from None


def shown(path: str | os.PathLike) -> str:
    """A file's path (or name) fit to draw: bytes that are not UTF-8 (kept by Python as lone
    surrogates, which no font can render) become "?", as `ls` shows them (the app's fonts have no
    U+FFFD)."""
    return _SURROGATE.sub("?", os.fspath(path))


_SURROGATE = re.compile("[\ud800-\udfff]")


# -- the app's own stale temporaries ---------------------------------------------------------------
_TEMPORARY = re.compile(r"^\..+\.[A-Za-z0-9_]{6,}\.tmp$")
STALE_SECONDS = 60.0
"""A temporary lives for the moment of one write; one this old was left by a killed process."""


def sweep_temporaries(folders: Iterable[str | os.PathLike[str]], older_than: float = STALE_SECONDS) -> int:
    """Remove the temporaries `atomic_write_bytes` leaves when a process is killed mid-write (only
    names it makes, only ones too old to be another copy's write in progress), and the lock files
    a killed process leaves (only those nobody holds); how many went."""
    swept, now = 0, time.time()
    for folder in folders:
        try:
            entries = list(os.scandir(os.fspath(folder)))
        except OSError:
            continue
        for entry in entries:
            try:
                if not entry.is_file(follow_symlinks=False) or now - entry.stat(follow_symlinks=False).st_mtime <= older_than:
                    continue
                if _TEMPORARY.match(entry.name):
                    os.unlink(entry.path)
                    swept += 1
                elif entry.name.endswith(".lock"):
                    lock = try_lock(entry.path[:-len(".lock")])
                    if lock is not None:
                        lock.release()  # nobody held it: releasing removes the file
                        swept += 1
            except OSError:
                continue
    return swept


# -- one writer at a time --------------------------------------------------------------------------
class Lock:
    """An exclusive lock on a `<file>.lock` beside what it guards, held until `release()` (or the
    process ends: the system drops a dead process's locks, so a stale lock file never blocks)."""

    def __init__(self, path: Path, fd: int):
        self.path = path
        self._fd: int | None = fd

    def release(self) -> None:
        if self._fd is None:
            return
        try:
            os.unlink(self.path)  # while still held: whoever opens it next makes a fresh one
        except OSError:
            pass
        os.close(self._fd)
        self._fd = None

    def __del__(self) -> None:
        fd = getattr(self, "_fd", None)
        if fd is not None:
            os.close(fd)


def try_lock(guarded: str | os.PathLike) -> Lock | None:
    """The lock of `guarded` if no other process holds it, else None. A folder where no lock
    file can be made (read-only) locks nothing: the lock is granted, as nothing can be written
    there for another copy to spoil."""
    path = Path(os.fspath(guarded) + ".lock")
    for _attempt in range(5):
        try:
            fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o644)
        except OSError:
            return Lock(path, os.open(os.devnull, os.O_RDONLY))
        if not _lock_fd(fd):
            os.close(fd)
            return None
        try:
            same = os.stat(path).st_ino == os.fstat(fd).st_ino
        except OSError:
            same = False
        if same:
            return Lock(path, fd)
        os.close(fd)  # its holder released it (and unlinked it) between our open and our lock
    return None


def hold_lock(guarded: str | os.PathLike, timeout: float = 2.0) -> Lock | None:
    """`try_lock`, waiting up to `timeout` seconds for another copy's short write to end."""
    deadline = time.monotonic() + timeout
    while True:
        lock = try_lock(guarded)
        if lock is not None or time.monotonic() > deadline:
            return lock
        time.sleep(0.02)


def _lock_fd(fd: int) -> bool:
    try:
        if sys.platform == "win32":
            import msvcrt
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        else:
            import fcntl
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        return True
    except OSError:
        return False
