"""Files written so that a crash or a kill mid-write never loses what was there before.

Write to a temporary file in the same folder, flush and fsync it, then `os.replace` it over the
target (atomic on POSIX and Windows). Windows may refuse the replace for a moment while another
process (an antivirus, an indexer) holds the old file open: retry briefly.
"""
from __future__ import annotations

import os
import tempfile
import time
from pathlib import Path


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
    old one is kept for a person to look at); returns the kept file's name, or None when it could
    not be moved. The caller words the notice as one sentence for each case (the reader's
    language, not an English piece glued into it)."""
    target = Path(path)
    bad = target.with_name(target.name + ".bad")
    try:
        os.replace(target, bad)
    except OSError:
        return None
    return bad.name
