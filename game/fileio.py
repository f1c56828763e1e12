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
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as handle:
            handle.write(text)
            handle.flush()
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
