"""A person's name as the app keeps it: text a person could type, and short.

    clean_name(text, fallback="", most=MAX_NAME) -> str

Every name that enters the app goes through `clean_name`: a seat's name (`SeatConfig`, so the
New table screen, a save, a record and an import alike), a remembered player's
(`game.players`), a record's seat in the Records index (`game.records`). A name comes from a
keyboard, so what no keyboard types is dropped: control characters (a NUL makes SDL refuse to
draw the line), lone surrogates (not text at all: they cannot even be written as UTF-8),
invisible format characters (right-to-left overrides, 10,000 marks that draw nothing but fill a
file), line breaks. Runs of spaces become one. A name is at most `MAX_NAME` characters, so no
name can make a line, a log or a record huge, or a screen slow to measure it.

Pure Python: no pygame, no files, so the rules' callers, the schema and the tests share it.
"""
from __future__ import annotations

import itertools
import unicodedata

MAX_NAME = 40
"""The longest name kept anywhere, in characters."""

KEPT_FORMAT = frozenset("\u200c\u200d")
"""The invisible joiners some scripts and emoji need inside a word (ZWNJ, ZWJ); every other
format character (category Cf: bidi overrides and marks, zero-width spaces, BOMs) is dropped."""
DROPPED = frozenset(("Cc", "Cs", "Cf", "Zl", "Zp"))
"""Unicode categories no typed name holds: controls, surrogates, format characters, line and
paragraph separators."""


def _typed(ch: str) -> bool:
    return ch in KEPT_FORMAT or unicodedata.category(ch) not in DROPPED


def clean_name(text: object, fallback: str = "", most: int = MAX_NAME) -> str:
    """`text` as a name: only what a person could type, spaces tidied, at most `most`
    characters; `fallback` when nothing is left (or `text` is not a string). Linear in the
    length of `text`, whatever it holds."""
    if not isinstance(text, str):
        return fallback
    kept = "".join(itertools.islice(filter(_typed, text), most * 4))  # stops once enough is kept
    kept = " ".join(unicodedata.normalize("NFC", kept).split())
    return kept[:most].rstrip() or fallback
