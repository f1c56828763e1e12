"""Dice as data. A die is its tuple of faces; rolling one die is one chance step.

Rolling several dice is several chance steps (one `DieFace` outcome each), which keeps each
chance node small for search and lets a test force exactly the faces it needs.
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from game.rules.common.actions import action
from game.rules.common.contract import Outcome
from game.rules.common.memo import per_game


@dataclass(frozen=True)
class DieSpec:
    """A die's faces, in order; a face may repeat (its probability grows with its count)."""

    name: str
    faces: tuple[str, ...]

    def outcomes(self, die: int) -> list[Outcome]:
        """Every face of die number `die` with its probability. Cached: a fresh list of the same
        immutable outcomes, since chance steps are the commonest steps of a dice game."""
        return list(_outcomes(self, die))


@per_game(maxsize=None)
def _outcomes(spec: DieSpec, die: int) -> tuple[Outcome, ...]:
    counts = Counter(spec.faces)
    n = len(spec.faces)
    return tuple((DieFace(die=die, face=face), count / n) for face, count in counts.items())


@action("face")
class DieFace:
    """Chance outcome: die number `die` lands on `face`."""

    die: int
    face: str


def counts(faces) -> Counter:
    """How many dice show each face (None = not rolled yet is ignored)."""
    return Counter(f for f in faces if f is not None)
