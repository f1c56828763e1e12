"""Pictures painted once and kept between runs: the table backdrops and the menu's tiles.

Painting the menu's first frame from nothing costs more than starting Python and pygame together
(the felt, the rail and five tiles are drawn in code). The entry point calls `keep_in(folder)`
with the user's cache folder; from then on `kept(name, size, paint, painters)` returns the
picture an earlier run painted, when its file is whole and was painted by the same code, and
else paints it and keeps it. The file name carries a fingerprint of the painting modules' source
(and pygame's version), so a change to how a picture is painted paints it anew. Files are raw
pixels, written atomically and checked by length: nothing in them is executed or unpickled, and
a torn or foreign file is painted over. Without `keep_in` (tests, screenshots) nothing is kept.
"""
from __future__ import annotations

import functools
import hashlib
from pathlib import Path
from types import ModuleType
from typing import Callable, Iterable

import pygame

from game.fileio import atomic_write_bytes, read_regular

_folder: Path | None = None


def keep_in(folder: Path | None) -> None:
    global _folder
    _folder = folder


@functools.lru_cache(maxsize=32)
def fingerprint(modules: tuple[str, ...]) -> str:
    """A short hash of the named modules' source files (the app's version where there are none,
    as in the packaged program) and of pygame's version."""
    import importlib.util
    digest = hashlib.sha1(pygame.version.ver.encode())
    for name in modules:
        spec = importlib.util.find_spec(name)  # found, not imported: the menu loads no look to show a kept tile
        path = spec.origin if spec is not None and spec.has_location else None
        try:
            digest.update(Path(path).read_bytes() if path else name.encode())
        except OSError:
            digest.update(name.encode())
    return digest.hexdigest()[:12]


def kept(name: str, size: tuple[int, int], paint: Callable[[], pygame.Surface],
         painters: Iterable[str | ModuleType], alpha: bool = False) -> pygame.Surface:
    """The picture `name` of `size`: read back if an earlier run kept it, else `paint()`ed (and
    kept). `alpha`: the picture has see-through parts (kept as RGBA, else as opaque RGB, which
    blits faster)."""
    if _folder is None:
        return paint()
    modules = tuple(m if isinstance(m, str) else m.__name__ for m in painters)
    w, h = size
    fmt = "RGBA" if alpha else "RGB"
    path = _folder / f"{name}-{w}x{h}-{fingerprint(modules)}.{fmt.lower()}"
    try:
        data = read_regular(path, w * h * len(fmt))  # a planted FIFO or a huge file is no picture
    except OSError:
        data = b""
    if len(data) == w * h * len(fmt):
        return pygame.image.frombytes(data, (w, h), fmt)
    surf = paint()
    try:
        atomic_write_bytes(path, pygame.image.tobytes(surf, fmt), durable=False)
        _forget_older(path, f"{name}-{w}x{h}-")
    except OSError:
        pass  # a read-only or full cache folder: painted again next time
    return surf


def _forget_older(path: Path, prefix: str) -> None:
    """Remove the pictures of the same name and size painted by older code, so the cache folder
    does not grow with every update."""
    for other in path.parent.glob(prefix + "*" + path.suffix):
        if other != path:
            other.unlink(missing_ok=True)
