"""Handing freed memory back to the system when a table is left.

A table paints hundreds of pictures (card faces, fans, dice, text) and its AI builds search trees
on a worker thread. When the table goes, Python frees them, but glibc's allocator keeps most of
the freed pages for reuse: over a long session of table after table the process grows by tens of
megabytes that it is not using (measured by `benchmarks/soak_memory.py --trim`). A collection
and `malloc_trim` at that moment, once per table, returns them; it costs a few tens of
milliseconds between scenes, where nobody sees it. Elsewhere than glibc it only collects.
"""
from __future__ import annotations

import ctypes
import ctypes.util
import gc
import sys
from functools import lru_cache


@lru_cache(maxsize=1)
def _malloc_trim():
    """glibc's `malloc_trim`, or None on other C libraries (macOS, Windows, musl)."""
    if not sys.platform.startswith("linux"):
        return None
    try:
        libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6")
        trim = libc.malloc_trim
    except (OSError, AttributeError):
        return None
    trim.argtypes, trim.restype = [ctypes.c_size_t], ctypes.c_int
    return trim


def hand_back_freed_memory() -> bool:
    """Collect cyclic garbage, then give freed heap pages back. True when pages were returned."""
    gc.collect()
    trim = _malloc_trim()
    return bool(trim(0)) if trim is not None else False


def forget_the_last_table() -> bool:
    """A table has left the screen: drop the pictures painted for it and what its engine and AIs
    remembered for that game, then hand the freed memory back."""
    from game.rules.common import memo
    from game.ui import picture_cache
    picture_cache.clear_all()
    memo.forget_all()
    return hand_back_freed_memory()
