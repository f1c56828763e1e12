"""Reading the dice: the setup roll, the combinations that draw Wild West cards, and who may act.

Pure functions of the faces showing, so the rule book's sentences map one to one:
`setup_rerolls` ("reroll Action faces and more than two matching dice"), `combination`
("Trio", "Set of Four"), `is_misery` ("no Action face and no combination"), `characters`
("the Character faces say who may act; duplicates are wasted").
"""
from __future__ import annotations

from collections import Counter
from typing import Sequence

from game.rules.desperados.content import (ACTION, CHARACTER_FACES, DRAW_FOR_MISERY, DRAW_FOR_SET_OF_FOUR,
                                           DRAW_FOR_TRIO)

TRIO, SET_OF_FOUR, MISERY = "trio", "set_of_four", "misery"


def setup_rerolls(faces: Sequence[str]) -> tuple[int, ...]:
    """Setup: the dice to roll again — every Action face, and every die beyond the second
    showing the same Character face. Empty once four Character faces, at most two alike."""
    seen: Counter = Counter()
    again = []
    for die, face in enumerate(faces):
        if face == ACTION or seen[face] >= 2:
            again.append(die)
        else:
            seen[face] += 1
    return tuple(again)


def combination(faces: Sequence[str]) -> str | None:
    """'set_of_four' for 4 identical faces (4 Action faces included), 'trio' for 3, else None."""
    most = max(map(faces.count, faces))
    if most >= 4:
        return SET_OF_FOUR
    if most == 3:
        return TRIO
    return None


def characters(faces: Sequence[str]) -> list[str]:
    """The desperados who may act: each Character face showing, once (duplicates are wasted)."""
    return [c for c in CHARACTER_FACES if c in faces]


def is_misery(faces: Sequence[str], bullets: int = 0) -> bool:
    """Misery: no Action face (an Extra Bullet counts as one) and no Trio or Set of Four."""
    return bullets == 0 and ACTION not in faces and combination(faces) is None


def draw_for(faces: Sequence[str], bullets: int = 0) -> tuple[str, int, int] | None:
    """(combination, cards drawn, cards kept) if these dice allow a draw, else None."""
    combo = combination(faces)
    if combo == SET_OF_FOUR:
        return (SET_OF_FOUR, *DRAW_FOR_SET_OF_FOUR)
    if combo == TRIO:
        return (TRIO, *DRAW_FOR_TRIO)
    if bullets == 0 and ACTION not in faces:  # Misery (combination already ruled out)
        return (MISERY, *DRAW_FOR_MISERY)
    return None


def actions_for(faces: Sequence[str], bullets: int = 0) -> int:
    """How many Desperado actions the dice give: one per Action face (and Extra Bullet), none if
    no Character face shows (four Action faces are a Set of Four, not four actions)."""
    actions = faces.count(ACTION)
    if actions == len(faces):  # no Character face shows
        return 0
    return actions + bullets
