"""Dice and cards nobody at the table can read ahead of time, and a record that proves its dice.

A table people play (made with no seed) draws the outcome of the chance step at history index
`i` from a key: `draw_rng(key, i)` is a Random seeded by HMAC-SHA256(key, "chance:i"), handed to
the one sampling every table uses (`sample_outcome`). So an outcome is a function of (key, step,
state), and without the key nobody can tell it before it comes. A seeded table (tests, `--seed`,
the simulator, lessons, screenshots) draws from its seed as it always has, and is no keyed table.

The key is made afresh (`secrets`) each time the table is opened in the app, a new game or a save
continued; the steps played under one key are a *segment*. The key of the segment being played is
never written into a save: the save holds the seed, the moves and the log, and a person reading it
learns nothing of the next die. When the segment ends (the table closes normally, or the game is
over) its key explains only the past, so it is written: `chance_keys` in a save or a record is
the ended segments, `[{"from": 0, "to": 31, "key": "<64 hex digits>"}, ...]`, ascending and
apart. `to` is kept because a kill loses the current segment's key: the steps it played belong to
no key and are left unchecked rather than refused.

A record's chance steps inside a keyed segment are checked on load (`check_draw`): the outcome
written must be the one the key draws on the replayed state, so a die swapped for a luckier legal
one is refused. Steps in no keyed segment (a record from before keys, a seeded table, a segment
cut short by a kill) cannot be checked and are accepted as legality alone allows.
"""
from __future__ import annotations

import hmac
import random
import secrets
from dataclasses import dataclass
from typing import Any, Sequence

from game.ai.base import sample_outcome

KEY_BYTES = 32
KEY_HEX_DIGITS = 2 * KEY_BYTES


def draw_rng(key: bytes, step: int) -> random.Random:
    """The Random a keyed table draws the chance step at history index `step` with."""
    return random.Random(int.from_bytes(hmac.digest(key, b"chance:%d" % step, "sha256"), "big"))


@dataclass(frozen=True)
class Segment:
    """Steps [start, end) of a table, drawn with `key`."""

    start: int
    end: int
    key: bytes

    def to_json(self) -> dict:
        return {"from": self.start, "to": self.end, "key": self.key.hex()}


class ChanceKeys:
    """A keyed table's keys: the ended segments' (from its save) and the one it draws with now."""

    def __init__(self, ended: Sequence[dict] = (), start: int = 0):
        self.ended = [Segment(int(s["from"]), int(s["to"]), bytes.fromhex(s["key"])) for s in ended]
        self.start = start
        self.key: bytes | None = secrets.token_bytes(KEY_BYTES)
        """The current segment's key; None once the segment has ended (the table closed)."""

    def rng_for(self, step: int) -> random.Random:
        """The Random for the chance step at `step`; a table played on after its segment ended
        (closed, then shown again) begins a new segment with a new key, as a reopening would."""
        if self.key is None:
            self.key, self.start = secrets.token_bytes(KEY_BYTES), step
        return draw_rng(self.key, step)

    def key_for(self, step: int) -> bytes | None:
        """The key that drew `step`, or None when no kept key covers it (it cannot be checked)."""
        for segment in self.ended:
            if segment.start <= step < segment.end:
                return segment.key
        if self.key is not None and step >= self.start:
            return self.key
        return None

    def segments(self, length: int, over: bool) -> list[dict]:
        """What a save or record writes: the ended segments, and the current one too once the
        game is over (nothing is left to predict). A segment that drew nothing is left out."""
        shown = list(self.ended)
        if over and self.key is not None and self.start < length:
            shown.append(Segment(self.start, length, self.key))
        return [s.to_json() for s in shown]

    def end(self, length: int) -> None:
        """The table closes: the current segment (steps start..length) is over and its key may be
        written. The table draws no more (a reopening makes a new key)."""
        if self.key is not None and self.start < length:
            self.ended.append(Segment(self.start, length, self.key))
        self.key = None

    def cut(self, length: int) -> None:
        """The history was cut to `length` steps (a move taken back): no segment reaches past it,
        and the current segment draws from there."""
        self.ended = [Segment(s.start, min(s.end, length), s.key) for s in self.ended if s.start < length]
        self.start = min(self.start, length)


class ForgedChance(ValueError):
    """A chance step that is not what its segment's key draws; `step` is its history index."""

    def __init__(self, step: int):
        super().__init__(step)
        self.step = step


def check_draw(keys: ChanceKeys, step: int, outcomes: Sequence[tuple[Any, float]], written: str) -> None:
    """ForgedChance unless `written` is what the key of `step`'s segment draws from `outcomes`
    (the replayed state's); a step no key covers passes (it cannot be checked)."""
    key = keys.key_for(step)
    if key is None:
        return
    if str(sample_outcome(outcomes, draw_rng(key, step))) != written:
        raise ForgedChance(step)
