"""TENTATIVE (the attempt): rolling the dice against a feat, a Scoundrel, the Villain or in a duel.

- The first roll is all the dice (6 Zorro dice plus the roller's Hero dice); then up to two more
  rolls (`reroll`), each keeping any dice and rolling the rest. A foe may allow a roll fewer; the
  Tornado always adds one.
- REROLL equipment (`gear_reroll`) rolls any Zorro die showing its symbol again (the player picks
  which), as often as you like, without spending a roll; rare equipment acts once per attempt.
- A feat, Scoundrel or Villain attempt succeeds the moment the requirement shows. Otherwise it
  ends when the roller stops or has nothing left to do; then a helper, if any, takes the 4th and
  last roll with only their own Hero dice and their own equipment (`hand_to_helper`).
- A duel turn is the same rolling; it ends when the duellist stops, and swords are counted.
"""
from __future__ import annotations

from game.rules.common.dice import DieFace, DieSpec
from game.rules.common.events import DieRolled, Event
from game.rules.common.memo import made_once, per_game
from game.rules.zorro.actions import Reroll, UseCape, UseGloves, GearReroll, UseWhip, STOP
from game.rules.zorro.content import (CAPE, FOX_GLOVES, HERO_DIE, ROLLS, SYMBOLS, TORNADO, WHIP, ZORRO,
                                      ZORRO_DICE, ZORRO_DIE)
from game.rules.zorro.events import AttemptStarted, DiceKept, GearUsed, HelperRolls, RareUsed
from game.rules.zorro.requirement import foe, hero_blank, refresh, requirement_met
from game.rules.zorro.state import DUEL, FEAT, Attempt, ZorroState

DIE_SPEC: dict[str, DieSpec] = {ZORRO: ZORRO_DIE, **HERO_DIE}

# Dice landing make three steps in four of a game, so what they hand out is made once: frozen
# outcomes and events are equal by value, and a dict lookup costs a twentieth of building one.
@per_game(maxsize=None)
def landings(spec: str, die: int) -> tuple[DieFace, ...]:
    """Die `die` of kind `spec` landing on each face position in turn: a fair roll is one of these
    picked uniformly (the probabilities of `outcomes`). One row per (kind of die, die number)."""
    return tuple(DieFace(die=die, face=face) for face in DIE_SPEC[spec].faces)


_die_rolled = made_once(DieRolled, maxsize=None)
"""(roller, die number, face) -> its event: at most 6 seats x 14 dice x 6 faces."""


def start(state: ZorroState, kind: str, seat: int, target: str, helper: int | None = None) -> list[Event]:
    """Put the dice out for `seat` and roll them all (the first roll)."""
    specs = [ZORRO] * ZORRO_DICE + list(state.hero_dice[seat])
    n = len(specs)
    a = Attempt(kind, seat, target, helper, seat, specs, [seat] * n, [None] * n, [False] * n, list(range(n)))
    a.rolls_used = 1
    refresh(state, a)
    a.rolls_allowed = rolls_allowed(a)
    a.hero_blank = hero_blank(a)
    state.attempt = a
    return [AttemptStarted(kind, seat, target, helper, tuple(specs), a.rolls_allowed)]


def rolls_allowed(a: Attempt) -> int:
    """Three rolls, or what the foe allows; the Tornado adds its roll in full, whatever the foe
    (equipment first)."""
    f = foe(a)
    return (f.rolls if f is not None else ROLLS) + (1 if TORNADO in a.rares else 0)


# -- what the roller may do -------------------------------------------------------------------------
@per_game(maxsize=4096)
def _subsets(keys: tuple, lo: int, hi: int) -> tuple[tuple[int, ...], ...]:
    """Every choice of `lo`..`hi` dice up to swapping interchangeable dice: within each group of
    equal keys, the lowest-numbered dice are the ones chosen. `keys[i]` None: die i not eligible.
    In order of size, then of the dice numbers.

    New shapes of dice keep turning up game after game (up to 2^14 choices each), so this is
    built over whole lists, from the last die back to the first, each list already in order of
    the dice numbers: the choices among dice i.. are the empty one, then die i added to every
    choice among dice i+1.., then the other choices among dice i+1.. except those holding the
    next die of i's group without i. One stable sort by size finishes the order."""
    next_of_group: list = [None] * len(keys)
    last_seen: dict = {}
    for i in range(len(keys) - 1, -1, -1):
        if keys[i] is not None:
            next_of_group[i] = last_seen.get(keys[i])
            last_seen[keys[i]] = i
    choices: list[tuple[int, ...]] = [()]
    for i in range(len(keys) - 1, -1, -1):
        if keys[i] is None:
            continue
        with_i = [(i,) + c for c in choices]
        later = next_of_group[i]
        without_i = choices[1:] if later is None else [c for c in choices[1:] if later not in c]
        choices = [(), *with_i, *without_i]
    out = [c for c in choices if lo <= len(c) <= hi]
    out.sort(key=len)  # stable: by size, and within a size still by the dice numbers
    return tuple(out)


_reroll = made_once(Reroll, maxsize=None)
"""Dice numbers -> the Reroll naming them, made once: the same choices recur in many shapes of
dice. At most 2^14 (an attempt has at most 14 dice: 6 Zorro and the game's 8 Hero dice)."""


@per_game(maxsize=4096)
def _rerolls(keys: tuple, allow_empty: bool) -> tuple[Reroll, ...]:
    return tuple(map(_reroll, _subsets(keys, 0 if allow_empty else 1, len(keys))))


_gear_reroll = made_once(GearReroll, maxsize=None)
"""Die number -> its GearReroll, made once (at most 14 dice)."""


@per_game(maxsize=4096)
def _capes(keys: tuple) -> tuple[UseCape, ...]:
    return tuple(UseCape(d) for d in _subsets(keys, 1, 2))


@per_game(maxsize=4096)
def _gloves(keys: tuple) -> tuple[UseGloves, ...]:
    return tuple(UseGloves(d) for d in _subsets(keys, 1, len(keys)))


def _keys(a: Attempt, hero_only: bool = False) -> tuple:
    """Each die's group (dice of the same kind showing the same face share one), numbered in
    order of first appearance so that equal shapes share one cache entry; None: not eligible."""
    ids: dict = {}
    out: list[int | None] = []
    for spec, face, off in zip(a.specs, a.faces, a.aside):
        if face is None or off or (hero_only and spec == ZORRO):
            out.append(None)
        else:
            out.append(ids.setdefault((spec, face), len(ids)))
    return tuple(out)


def canonical(a: Attempt, dice) -> tuple[int, ...]:
    """The legal form of a choice of dice: the same number of each kind and face, taken from the
    lowest-numbered dice of that kind and face."""
    want: dict = {}
    for d in dice:
        key = (a.specs[d], a.faces[d])
        want[key] = want.get(key, 0) + 1
    out = []
    for i, (spec, face) in enumerate(zip(a.specs, a.faces)):
        if a.aside[i] or face is None:
            continue
        if want.get((spec, face), 0) > 0:
            want[(spec, face)] -= 1
            out.append(i)
    return tuple(out)


def _unrolled(a: Attempt) -> bool:
    """Dice not yet rolled this attempt (the helper's own Hero dice before the 4th roll)."""
    faces = a.faces
    if None not in faces:  # the usual case, asked at every decision: settled dice
        return False
    return any(f is None and not off for f, off in zip(faces, a.aside))


def choices(state: ZorroState) -> list:
    a = state.attempt
    assert a is not None, "only while dice are out"
    out: list = []
    if a.rolls_used < a.rolls_allowed:
        out += _rerolls(_keys(a), _unrolled(a))
    gear = a.gear
    if gear:  # "any of your Zorro dice showing" the card's symbol: the player picks which
        for i, face in enumerate(a.faces):
            if face in gear and a.specs[i] == ZORRO and not a.aside[i]:
                out.append(_gear_reroll(i))
    if WHIP not in a.used and WHIP in a.rares:
        seen = set()
        for i, face in enumerate(a.faces):
            if a.specs[i] == ZORRO and face is not None and face not in seen:
                seen.add(face)
                out += [UseWhip(i, f) for f in SYMBOLS if f != face]
    if CAPE not in a.used and a.rolls_used >= a.rolls_allowed and CAPE in a.rares:
        out += _capes(_keys(a))
    if FOX_GLOVES not in a.used and FOX_GLOVES in a.rares:
        keys = _keys(a, hero_only=True)
        if any(k is not None for k in keys):
            out += _gloves(keys)
    out.append(STOP)
    return out


def has_options(state: ZorroState) -> bool:
    """Anything left to do but stop?"""
    a = state.attempt
    assert a is not None, "only while dice are out"
    if a.rolls_used < a.rolls_allowed:
        return True
    gear = a.gear
    if gear and any(f in gear and a.specs[i] == ZORRO and not a.aside[i] for i, f in enumerate(a.faces)):
        return True
    if WHIP not in a.used and WHIP in a.rares:
        return True
    if CAPE not in a.used and CAPE in a.rares:
        return True
    if FOX_GLOVES not in a.used and FOX_GLOVES in a.rares:
        return any(k is not None for k in _keys(a, hero_only=True))
    return False


# -- doing it -----------------------------------------------------------------------------------------
def outcomes(state: ZorroState):
    a = state.attempt
    assert a is not None, "only while dice are out"
    d = a.to_roll[0]
    return DIE_SPEC[a.specs[d]].outcomes(d)


def land(state: ZorroState, die: int, face: str) -> list[Event]:
    a = state.attempt
    assert a is not None, "only while dice are out"
    a.to_roll.pop(0)
    a.faces[die] = face
    events: list[Event] = [_die_rolled(a.roller, die, face)]
    if not a.to_roll:
        _settled(state, events)
    return events


def _settled(state: ZorroState, events: list) -> None:
    """All dice are still: judge the requirement, or end the roller's go if nothing is left."""
    a = state.attempt
    assert a is not None, "only while dice are out"
    if a.kind != DUEL and requirement_met(state, a):
        a.over, a.success = True, True
        return
    if not has_options(state):
        events += end_of_roller(state)


def reroll(state: ZorroState, dice: tuple[int, ...]) -> list[Event]:
    a = state.attempt
    assert a is not None, "only while dice are out"
    a.rolls_used += 1
    faces, aside = a.faces, a.aside
    rolled = set(dice)
    if None in faces:  # dice not rolled yet (the helper's own Hero dice) join this roll
        rolled.update(i for i, f in enumerate(faces) if f is None and not aside[i])
        shown = tuple(f or "" for f in faces)
    else:
        shown = tuple(faces)
    again = sorted(rolled)
    kept = tuple(i for i, off in enumerate(aside) if not off and i not in rolled)
    roll_no = a.rolls_used + (3 if a.helper_turn else 0)
    for i in dice:
        faces[i] = None
    a.to_roll = again
    return [DiceKept(a.roller, kept, tuple(again), shown, roll_no)]


def gear_reroll(state: ZorroState, die: int) -> list[Event]:
    a = state.attempt
    assert a is not None, "only while dice are out"
    face = a.faces[die]
    card = a.gear[face]
    a.faces[die] = None
    a.to_roll = [die]
    return [GearUsed(a.roller, card, die, face)]


def whip(state: ZorroState, die: int, face: str) -> list[Event]:
    a = state.attempt
    assert a is not None, "only while dice are out"
    a.used.append(WHIP)
    a.faces[die] = face
    events: list[Event] = [RareUsed(a.roller, WHIP, (die,), face)]
    _settled(state, events)
    return events


def reroll_with(state: ZorroState, card: str, dice: tuple[int, ...]) -> list[Event]:
    """Zorro's Cape or Fox Gloves: roll these dice again, no roll spent."""
    a = state.attempt
    assert a is not None, "only while dice are out"
    a.used.append(card)
    for i in dice:
        a.faces[i] = None
    a.to_roll = list(dice)
    return [RareUsed(a.roller, card, tuple(dice))]


def end_of_roller(state: ZorroState) -> list[Event]:
    """The roller stops: a feat attempt passes to the helper for the 4th roll, anything else ends."""
    a = state.attempt
    assert a is not None, "only while dice are out"
    if a.kind == FEAT and a.helper is not None and not a.helper_turn:
        return hand_to_helper(state)
    a.over = True
    a.success = a.kind != DUEL and requirement_met(state, a)
    return []


def hand_to_helper(state: ZorroState) -> list[Event]:
    """The helper's 4th and last roll: the attempter's Hero dice go aside, the helper's own Hero
    dice join (unrolled until the roll), the attempter's equipment stops counting."""
    a = state.attempt
    assert a is not None, "only while dice are out"
    helper = a.helper
    assert helper is not None, "only a feat with a helper passes to the helper"
    aside = tuple(i for i, s in enumerate(a.specs) if s != ZORRO)
    for i in aside:
        a.aside[i] = True
    start = len(a.specs)
    for loc in state.hero_dice[helper]:
        a.specs.append(loc)
        a.owners.append(helper)
        a.faces.append(None)
        a.aside.append(False)
    a.helper_turn = True
    a.roller = helper
    a.rolls_used, a.rolls_allowed = 0, 1
    refresh(state, a)
    return [HelperRolls(helper, a.attempter, aside, tuple(range(start, len(a.specs))))]
