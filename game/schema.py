"""What a file the app reads must hold, as data: one schema per kind of file, checked before use.

    validate(SCHEMA, value) -> the value as the app may trust it     (Invalid says where and why)

A schema is built from a few field kinds, each a small frozen dataclass that checks one value:

    Whole(low, high)            an int (never a bool, never 1.5) in [low, high]
    Number(low, high)           an int or finite float in [low, high], given back as a float
    Text(most)                  a string of at most `most` characters, writable as UTF-8, no control characters
    Name()                      a person's name, cleaned (`game.names.clean_name`), never refused
    Flag()                      true or false
    Hex(digits)                 a string of exactly `digits` hexadecimal digits (a key)
    OneOf(values)               one of these values
    ListOf(item, most, least)   a list of `least` to `most` items, each checked by `item`
    Row(items)                  a list of exactly these items, in order (an index row)
    Fields(required, optional)  an object: these keys required, those allowed; other keys kept as they are
    Choices(options)            game options: every key one the game knows, every value one it allows
    Maybe(kind)                 null, or what `kind` allows
    Anything()                  kept as it is (a part the app never reads)

The file kinds' schemas live next to their readers (`game.records`, `game.saves`,
`game.players`), so a reader says in one place what it trusts. A value is checked once, as it
is read; a consumer then needs no `try` around a number that might be infinite or a seat that
might be 99. Every reason names where the fault is ("seats[2].level") and quotes at most a few
characters of what was found, so a refusal can never be larger than a sentence.
"""
from __future__ import annotations

import math
import unicodedata
from dataclasses import dataclass, field
from typing import Any, Mapping

from game.i18n import _, format_number
from game.names import clean_name

QUOTE_CHARS = 40
"""The most characters of a found value a reason quotes."""


class Invalid(ValueError):
    """A value that does not fit its schema; the message says where and why, in a sentence."""


def quote(value: Any, most: int = QUOTE_CHARS) -> str:
    """A short, printable quotation of `value` for a message: its repr cut to `most` characters.
    Linear in `most`, not in the size of `value` (a 1.8 MB move is quoted by its first letters)."""
    if isinstance(value, str):
        text = repr(value[: most + 1])
    elif isinstance(value, int) and value.bit_length() > 4 * most:
        text = "\u2026" * 3  # a number this long cannot be written out (Python refuses 4,300 digits)
    elif isinstance(value, (list, dict)):
        text = "[\u2026]" if isinstance(value, list) else "{\u2026}"
    else:
        text = repr(value)
    return text if len(text) <= most else text[: most - 1] + "\u2026"


def _fail(where: str, reason: str) -> Invalid:
    # Translators: {where} is a place in a file ("seats[2].name"), {reason} what is wrong there
    return Invalid(_("{where}: {reason}").format(where=where or "(top)", reason=reason))


def _is_whole(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


@dataclass(frozen=True)
class Whole:
    low: int
    high: int

    def check(self, value: Any, where: str) -> int:
        if not _is_whole(value) or not self.low <= value <= self.high:
            raise _fail(where, _("{found} is not a whole number from {low} to {high}").format(
                found=quote(value), low=format_number(self.low), high=format_number(self.high)))
        return value


@dataclass(frozen=True)
class Number:
    low: float
    high: float

    def check(self, value: Any, where: str) -> float:
        ok = (_is_whole(value) or isinstance(value, float) and math.isfinite(value)) and self.low <= value <= self.high
        if not ok:
            raise _fail(where, _("{found} is not a number from {low} to {high}").format(
                found=quote(value), low=format_number(self.low), high=format_number(self.high)))
        return float(value)


@dataclass(frozen=True)
class Text:
    most: int

    def check(self, value: Any, where: str) -> str:
        if not isinstance(value, str) or len(value) > self.most:
            raise _fail(where, _("{found} is not a text of at most {most} characters").format(
                found=quote(value), most=format_number(self.most)))
        if not value.isprintable() and any(unicodedata.category(ch) in ("Cc", "Cs") and ch not in "\n\t"
                                           for ch in value):
            raise _fail(where, _("{found} holds characters that are not text").format(found=quote(value)))
        return value


@dataclass(frozen=True)
class Name:
    most: int = 40

    def check(self, value: Any, where: str) -> str:
        if not isinstance(value, str):
            raise _fail(where, _("{found} is not a name").format(found=quote(value)))
        return clean_name(value, "?", self.most)


@dataclass(frozen=True)
class Flag:
    def check(self, value: Any, where: str) -> bool:
        if not isinstance(value, bool):
            raise _fail(where, _("{found} is not true or false").format(found=quote(value)))
        return value


@dataclass(frozen=True)
class Hex:
    digits: int

    def check(self, value: Any, where: str) -> str:
        if not isinstance(value, str) or len(value) != self.digits or \
                not all(ch in "0123456789abcdefABCDEF" for ch in value):
            raise _fail(where, _("{found} is not {digits} hexadecimal digits").format(
                found=quote(value), digits=format_number(self.digits)))
        return value


@dataclass(frozen=True)
class OneOf:
    values: tuple

    def check(self, value: Any, where: str) -> Any:
        if isinstance(value, bool) or not isinstance(value, (str, int)) or value not in self.values:
            raise _fail(where, _("{found} is not one of {values}").format(
                found=quote(value), values=", ".join(str(v) for v in self.values)))
        return value


@dataclass(frozen=True)
class ListOf:
    item: Any
    most: int
    least: int = 0

    def check(self, value: Any, where: str) -> list:
        if not isinstance(value, list) or not self.least <= len(value) <= self.most:
            raise _fail(where, _("{found} is not a list of {least} to {most} items").format(
                found=quote(value), least=format_number(self.least), most=format_number(self.most)))
        return [self.item.check(item, f"{where}[{i}]") for i, item in enumerate(value)]


@dataclass(frozen=True)
class Row:
    items: tuple

    def check(self, value: Any, where: str) -> list:
        if not isinstance(value, list) or len(value) != len(self.items):
            raise _fail(where, _("{found} is not a list of {most} items").format(found=quote(value),
                                                                                 most=len(self.items)))
        return [kind.check(item, f"{where}[{i}]") for i, (kind, item) in enumerate(zip(self.items, value))]


@dataclass(frozen=True)
class Fields:
    required: Mapping[str, Any]
    optional: Mapping[str, Any] = field(default_factory=dict)

    def check(self, value: Any, where: str) -> dict:
        if not isinstance(value, dict):
            raise _fail(where, _("{found} is not an object").format(found=quote(value)))
        out = dict(value)
        for key, kind in self.required.items():
            if key not in value:
                raise _fail(where, _("{key} is missing").format(key=key))
            out[key] = kind.check(value[key], f"{where}.{key}" if where else key)
        for key, kind in self.optional.items():
            if key in value:
                out[key] = kind.check(value[key], f"{where}.{key}" if where else key)
        return out


@dataclass(frozen=True)
class Choices:
    options: Mapping[str, tuple]

    def check(self, value: Any, where: str) -> dict:
        if value is None:
            return {}
        if not isinstance(value, dict):
            raise _fail(where, _("{found} is not an object").format(found=quote(value)))
        for key, chosen in value.items():
            if key not in self.options:
                raise _fail(where, _("{found} is not an option of this game").format(found=quote(key)))
            OneOf(tuple(self.options[key])).check(chosen, f"{where}.{key}")
        return dict(value)


@dataclass(frozen=True)
class Maybe:
    kind: Any

    def check(self, value: Any, where: str) -> Any:
        return None if value is None else self.kind.check(value, where)


@dataclass(frozen=True)
class Anything:
    def check(self, value: Any, where: str) -> Any:
        return value


def validate(schema: Any, value: Any) -> Any:
    """`value` checked against `schema` (names cleaned on the way); Invalid says where it does not fit."""
    return schema.check(value, "")
