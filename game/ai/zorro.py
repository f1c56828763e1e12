"""AI for The Zorro Dice Game.

- `EasyAgent` ("easy"): Don Diego, a cheerful caballero and a newcomer. He travels to the feat
  his dice and gear suit best (he has not yet seen that a second feat of a location brings its
  Hero die: `plans_hero_dice`), is too proud to ask for help, keeps the dice the requirement
  still needs (Hero dice first: they roll their action four times in six), spends REROLL gear on
  dice he does not need before spending a roll, and in a duel keeps every sword. He helps anyone
  who is not running away with the game, prefers FREE equipment, and throws away whatever helps
  him least.
- `rollout_policy`: the same instincts, cheaply, for playouts (planning Hero dice).
- `evaluate`: each seat's chance to become the next Zorro: the exact odds of the dice on the
  table, of every seat against the Villain (its Hero dice and every card), and of the duels that
  follow; before the Villain is out, a whole round of turns (the rivals', then the mover's own
  next one) played with the easy player's instincts (planning Hero dice), and the table then
  read with the turn order.
- `OnePlyAgent` (medium and hard, `LEVEL_AGENTS`): weighs every sensible move one step ahead with
  `evaluate`. Hard measured 162 wins of 300 against two easy players, 1.62x its fair share
  (seed 11, iteration budgets; 144 before Don Diego's habit, 137 with the rivals' turns only;
  the ISMCTS it replaced: 1.04x). docs/ai.md says what was tried, where the ceiling is and why.
  Medium thinks with it on 45% of its decisions (`MEDIUM_THINKS`) and rolls the dice as the easy
  player does.
"""
from __future__ import annotations

import math
import random
import time
from itertools import combinations
from typing import Any

from game.ai.hooks import AiHooks
from game.rules.common.memo import per_game
from game.rules.zorro.actions import (ACCEPT, DECLINE, DRAW_FROM_DECK, STOP, TAKE_FEAT_CARD, Answer, Discard,
                                      GearReroll, Reroll, TakeEquipment, Travel, UseCape, UseGloves, UseWhip)
from game.rules.zorro.attempt import canonical
from game.rules.zorro.content import (CAPE, COMMONS, EQUIPMENT, FEATS, FOX_GLOVES, FREE, HAT, HERO_DIE, LOCATION,
                                      LOCATIONS, MASK, MAX_EQUIPMENT, MAX_RARE, RAPIER, RARE_FREE_SYMBOL, REROLL,
                                      SYMBOLS, TAUNT, THRUST, TORNADO, VILLAIN, WHIP, ZORRO, ZORRO_DICE, Foe)
from game.rules.zorro.requirement import requirement
from game.rules.zorro.state import DUEL, ZorroState

COMMON_SET = frozenset(COMMONS)
RARE_TASTE = {RAPIER: 9, TORNADO: 8, WHIP: 7, CAPE: 6, HAT: 5, MASK: 5, FOX_GLOVES: 4}


# -- what things are worth ---------------------------------------------------------------------------
def card_value(state: ZorroState, seat: int, card: str) -> float:
    e = EQUIPMENT[card]
    if e.kind == FREE:
        return 4.0 + (1.0 if e.symbol == THRUST else 0.0)
    if e.kind == REROLL:
        return 2.5 + (0.5 if e.symbol == THRUST else 0.0)
    value = RARE_TASTE.get(card, 4)
    if card == FOX_GLOVES and not state.hero_dice[seat]:
        value = 2
    return value


def strength(state: ZorroState, seat: int) -> float:
    """How close a player is to winning the Final Fight: Hero dice most, then gear, then feats."""
    gear = sum(card_value(state, seat, c) for c in state.equipment[seat])
    return 3.0 * len(state.hero_dice[seat]) + 0.6 * gear + 0.8 * len(state.feats[seat])


# -- the dice ------------------------------------------------------------------------------------------
def needs(state: ZorroState) -> dict[str, int]:
    """Symbols still wanted from the dice (the requirement less FREE symbols)."""
    a = state.attempt
    out: dict[str, int] = {}
    for s in requirement(a):
        out[s] = out.get(s, 0) + 1
    for s in list(out):
        out[s] -= a.free.get(s, 0)
        if out[s] <= 0:
            del out[s]
    return out


def keepers(state: ZorroState) -> set[int]:
    """Dice worth keeping: in a duel every sword; otherwise, for each symbol still wanted, that
    many dice showing it, Hero dice first (a Zorro die is better rerolled: it can show anything)."""
    a = state.attempt
    live = [i for i, f in enumerate(a.faces) if f is not None and not a.aside[i]]
    if a.kind == DUEL:
        return {i for i in live if a.faces[i] == THRUST}
    want = needs(state)
    keep: set[int] = set()
    order = sorted(live, key=lambda i: a.specs[i] == ZORRO)  # Hero dice first
    blank = a.hero_blank
    for i in order:
        face = a.faces[i]
        if blank and face in blank and a.specs[i] != ZORRO:
            continue  # the foe does not count it: roll it again
        if want.get(face, 0) > 0:
            want[face] -= 1
            keep.add(i)
    return keep


def _missing_after(state: ZorroState, keep: set[int]) -> dict[str, int]:
    a = state.attempt
    want = needs(state)
    for i in keep:
        f = a.faces[i]
        if want.get(f, 0) > 0:
            want[f] -= 1
    return {s: n for s, n in want.items() if n > 0}


def dice_move(state: ZorroState, seat: int, legal: list) -> Any:
    """The dice decision: free gear first, then a roll of everything not worth keeping."""
    a = state.attempt
    keep = keepers(state)
    missing = _missing_after(state, keep)
    duel = a.kind == DUEL
    rolls_left = a.rolls_used < a.rolls_allowed
    # REROLL gear on a Zorro die that is not needed
    for act in legal:
        if type(act) is GearReroll and act.die not in keep:
            spare = [i for i in range(len(a.faces)) if a.faces[i] == a.faces[act.die] and a.specs[i] == ZORRO
                     and i not in keep and not a.aside[i]]
            if spare:
                return GearReroll(spare[0]) if GearReroll(spare[0]) in legal else act
    # Fox Gloves on Hero dice not needed that could show something wanted
    gloves = [i for i, s in enumerate(a.specs) if s != ZORRO and not a.aside[i] and a.faces[i] is not None
              and i not in keep and (duel or any(f in missing for f in set(HERO_DIE[s].faces)))]
    if gloves:
        act = UseGloves(canonical(a, gloves))
        if act in legal:
            return act
    # Zorro's Whip: when it finishes the job, or on the last roll
    if any(type(x) is UseWhip for x in legal) and (duel or missing):
        total_missing = sum(missing.values())
        if duel or total_missing == 1 or not rolls_left:
            spare = [i for i in range(6) if i not in keep and a.faces[i] is not None and not a.aside[i]]
            target = THRUST if duel else next(iter(missing), None)
            if spare and target:
                act = UseWhip(canonical(a, [spare[0]])[0], target)
                if act in legal:
                    return act
    if rolls_left:
        again = [i for i in range(len(a.faces)) if a.faces[i] is not None and not a.aside[i] and i not in keep]
        if again or any(f is None and not a.aside[i] for i, f in enumerate(a.faces)):
            act = Reroll(canonical(a, again))
            if act in legal:
                return act
    # Zorro's Cape after the last roll
    capes = [x for x in legal if type(x) is UseCape]
    if capes:
        again = [i for i in range(len(a.faces)) if a.faces[i] is not None and not a.aside[i] and i not in keep]
        if again and (duel or sum(missing.values()) <= 2):
            act = UseCape(canonical(a, again[:2]))
            if act in legal:
                return act
    return STOP


# -- travelling ------------------------------------------------------------------------------------------
def gear_symbols(state: ZorroState, seat: int, helper: int | None) -> dict[str, int]:
    """Symbols the attempt gets for free from `seat`'s and the helper's equipment (FREE cards, and
    the rare cards that count as one)."""
    free: dict[str, int] = {}
    for s in (seat,) if helper is None else (seat, helper):
        for c in state.equipment[s]:
            e = EQUIPMENT[c]
            if e.kind == FREE or c in (RAPIER, MASK):
                free[e.symbol] = free.get(e.symbol, 0) + 1
    return free


def feat_score(state: ZorroState, seat: int, slot: int, helper: int | None, plans: bool = True) -> float:
    """How much a player likes the feat in `slot`: the symbols still missing after the gear, the
    Hero dice that can show them, and, when he `plans` for Hero dice, a second (or third) feat
    of a location that brings its Hero die."""
    feat = FEATS[state.feat_slots[slot]]
    free = gear_symbols(state, seat, helper)
    want: dict[str, int] = {}
    for s in feat.requirement:
        want[s] = want.get(s, 0) + 1
    missing = 0
    hero_help = 0.0
    actions = [LOCATION[loc].action for loc in state.hero_dice[seat]]
    for s, n in want.items():
        n -= free.get(s, 0)
        if n > 0:
            missing += n
            hero_help += min(n, actions.count(s))
    score = -missing + 0.7 * hero_help + (0.5 if helper is not None else 0.0)
    same = plans and any(FEATS[f].location == feat.location for f in state.feats[seat])
    if same and state.hero_supply[feat.location] > 0:
        score += 1.6
    card = state.slot_equipment[slot]
    if card is not None:
        score += 0.1 * card_value(state, seat, card)
    return score


def choose_helper(state: ZorroState, seat: int) -> int | None:
    others = [s for s in range(state.seats) if s != seat]
    if not others:
        return None
    weakest = min(others, key=lambda s: (strength(state, s), s))
    if state.seats == 2:
        # One rival: only worth it when his gear brings something.
        return weakest if state.equipment[weakest] else None
    return weakest


def travel_move(state: ZorroState, seat: int, legal: list, proud: bool = False, plans: bool = True) -> Travel:
    helper = None if proud else choose_helper(state, seat)
    slots = sorted({a.slot for a in legal})
    best = max(slots, key=lambda s: (feat_score(state, seat, s, helper, plans), -s))
    act = Travel(best, helper)
    return act if act in legal else Travel(best, None)


def answer_move(state: ZorroState, seat: int) -> Answer:
    """Help unless the one asking is running away with the game (or it brings nothing)."""
    asker = state.current
    gain = len(state.equipment[seat]) < 3 or state.slot_equipment[state.slot] is not None
    ahead = strength(state, asker) - max(strength(state, s) for s in range(state.seats) if s != asker)
    if gain and ahead < 4:
        return ACCEPT
    return DECLINE


def equipment_move(state: ZorroState, seat: int, legal: list) -> TakeEquipment:
    card = state.slot_equipment[state.slot] if state.slot is not None else None
    if TAKE_FEAT_CARD in legal and (DRAW_FROM_DECK not in legal or card_value(state, seat, card) >= 3.5):
        return TAKE_FEAT_CARD
    return DRAW_FROM_DECK if DRAW_FROM_DECK in legal else legal[0]


def discard_move(state: ZorroState, seat: int, legal: list) -> Discard:
    return min(legal, key=lambda d: (card_value(state, seat, d.card), d.card))


def sensible(state: ZorroState, seat: int, legal: list, proud: bool = False, plans: bool = True) -> Any:
    if state.attempt is not None:
        return dice_move(state, seat, legal)
    first = legal[0]
    t = type(first)
    if t is Travel:
        return travel_move(state, seat, legal, proud, plans)
    if t is Answer:
        return answer_move(state, seat)
    if t is TakeEquipment:
        return equipment_move(state, seat, legal)
    if t is Discard:
        return discard_move(state, seat, legal)
    return first


class EasyAgent:
    """Don Diego: sensible and sunny, never sly (see the module notes)."""

    name = "easy"
    proud = True
    """Don Diego never asks anyone to help him (though he gladly helps others)."""
    plans_hero_dice = False
    """...and, like most newcomers, he has not yet seen that a second feat of a location brings
    its Hero die: he goes where his dice and gear suit best (see docs/ai.md, "Don Diego's habit")."""

    def choose(self, rules: Any, observation: Any, seat: int, rng: random.Random) -> Any:
        legal = rules.legal_actions(observation, seat)
        if len(legal) == 1:
            return legal[0]
        act = sensible(observation, seat, legal, proud=self.proud, plans=self.plans_hero_dice)
        return act if act in legal else rng.choice(legal)


def rollout_policy(rules: Any, state: ZorroState, seat: int, legal: list, rng: random.Random) -> Any:
    if len(legal) == 1:
        return legal[0]
    if state.attempt is None and type(legal[0]) is Travel and rng.random() < 0.15:
        return rng.choice(legal)
    act = sensible(state, seat, legal)
    return act if act in legal else rng.choice(legal)


# -- odds: how likely is a roll to come good ----------------------------------------------------------
SYMBOL_INDEX = {s: i for i, s in enumerate(SYMBOLS)}
BLANK = 6
"""The index a face gets when it does not count (a Hero die face a foe blanks)."""
DIE_PROBS = {ZORRO: tuple((i, 1 / 6) for i in range(6))}
for _loc, _spec in HERO_DIE.items():
    _faces = _spec.faces
    DIE_PROBS[_loc] = tuple((SYMBOL_INDEX[f], _faces.count(f) / 6) for f in sorted(set(_faces)))
    for _blank in ((THRUST,), (TAUNT,), (THRUST, TAUNT), (LOCATION[_loc].action,)):
        # A Hero die against a foe that does not count these faces: kind "farm-thrust+taunt".
        _probs: dict[int, float] = {}
        for f in _faces:
            k = BLANK if f in _blank else SYMBOL_INDEX[f]
            _probs[k] = _probs.get(k, 0.0) + 1 / 6
        DIE_PROBS[f"{_loc}-{'+'.join(_blank)}"] = tuple(sorted(_probs.items()))
for _n in range(1, 5):
    for _gone in combinations(SYMBOLS, _n):
        # A Zorro die whose faces `_gone` are rolled again for free (REROLL cards of symbols the
        # requirement does not want): it ends on one of the others, evenly.
        _left = [s for s in SYMBOLS if s not in _gone]
        DIE_PROBS[f"{ZORRO}-{'+'.join(_gone)}"] = tuple((SYMBOL_INDEX[s], 1 / len(_left)) for s in _left)


def die_kind(spec: str, blank: tuple) -> str:
    """The kind `odds` knows a die by: a Zorro die, a Hero die, or a Hero die with faces that
    do not count."""
    if spec == ZORRO or not blank:
        return spec
    mine = tuple(f for f in blank if f in HERO_DIE[spec].faces)
    return f"{spec}-{'+'.join(mine)}" if mine else spec


def zorro_kind(rerolled: set, want: dict[str, int]) -> str:
    """A Zorro die when REROLL cards roll these symbols again: the symbols nobody wants drop out."""
    gone = tuple(s for s in SYMBOLS if s in rerolled and want.get(s, 0) <= 0)
    return f"{ZORRO}-{'+'.join(gone)}" if gone and len(gone) < 5 else ZORRO


@per_game(maxsize=4096)
def _roll(missing: tuple, pool: tuple) -> tuple:
    """One roll of `pool` (die kinds, Hero dice first) against `missing` (counts per symbol): the
    (missing after, dice left unmatched) outcomes with their probabilities. A die showing a
    still-missing symbol is kept. An entry is ~3 KB and a game adds a few hundred new ones, so the
    cache is bounded well below the old 200,000 (which let a long session grow by megabytes a game)."""
    states = {(missing, ()): 1.0}
    for die in pool:
        nxt: dict = {}
        for (m, rest), p in states.items():
            for sym, q in DIE_PROBS[die]:
                if sym < BLANK and m[sym] > 0:
                    key = (m[:sym] + (m[sym] - 1,) + m[sym + 1:], rest)
                else:
                    key = (m, rest + (die,))
                nxt[key] = nxt.get(key, 0.0) + p * q
        states = nxt
    return tuple(states.items())


def odds(missing: tuple, pool: tuple, rolls: int, slack: int = 0) -> float:
    """Chance to cover `missing` with `pool` in `rolls` rolls, keeping every useful die; with
    `slack`, that many symbols may stay missing (Zorro's Whip makes one more). Dice that cannot
    show anything still missing are left out first: they are never kept, so they change nothing,
    and the tables remembered are fewer (hard's thinking was half spent here, missing the cache)."""
    short = sum(missing)
    if short <= slack:
        return 1.0
    if rolls <= 0:
        return 0.0
    pool = tuple(d for d in pool if _helps(d, missing))
    if short - slack > len(pool):
        return 0.0
    return _odds(missing, pool, rolls, slack)


def _helps(die: str, missing: tuple) -> bool:
    return any(sym < BLANK and missing[sym] for sym, _ in DIE_PROBS[die])


@per_game(maxsize=16_384)
def _odds(missing: tuple, pool: tuple, rolls: int, slack: int) -> float:
    if rolls == 1:
        return _last_roll(missing, pool, slack)
    total = 0.0
    for (m, rest), p in _roll(missing, pool):
        total += p * odds(m, rest, rolls - 1, slack)
    return total


def _last_roll(missing: tuple, pool: tuple, slack: int) -> float:
    """`odds` of a single roll: only what is still missing matters, not which dice are left."""
    states = {missing: 1.0}
    for die in pool:
        nxt: dict = {}
        for m, p in states.items():
            for sym, q in DIE_PROBS[die]:
                key = m[:sym] + (m[sym] - 1,) + m[sym + 1:] if sym < BLANK and m[sym] > 0 else m
                nxt[key] = nxt.get(key, 0.0) + p * q
        states = nxt
    return sum(p for m, p in states.items() if sum(m) <= slack)


def _pool(kinds) -> tuple:
    """Hero dice first, Zorro dice (of any kind) last: the order `_roll` keeps dice in."""
    return tuple(sorted(kinds, key=lambda k: (k.startswith(ZORRO), k)))


def _missing_vector(want: dict[str, int]) -> tuple:
    v = [0] * 6
    for s, n in want.items():
        if n > 0:
            v[SYMBOL_INDEX[s]] = n
    return tuple(v)


RESCUE = {CAPE: 0.28, HAT: 0.25}
"""Share of failed attempts the Cape and the Hat turn into successes (measured with
benchmarks/zorro_foes.py's set-up: one Hero die against a Villain)."""
GLOVES_RESCUE = 0.03
"""...and the Fox Gloves, per Hero die."""


@per_game(maxsize=16_384)
def chance(need: tuple, hero: tuple, cards: tuple, rolls: int, blank: tuple = ()) -> float:
    """Chance that these Hero dice and cards cover `need` from scratch in `rolls` rolls, played
    the easy way (keep what is wanted, Hero dice first): FREE cards, the Rapier and the Mask as
    fixed symbols, REROLL cards of unwanted symbols as Zorro dice that never end on them, the
    Whip as one symbol that may stay missing, the Cape, the Hat and the Gloves as a share of
    failures rescued. `rolls` counts the Tornado already."""
    want: dict[str, int] = {}
    for s in need:
        want[s] = want.get(s, 0) + 1
    rerolled = set()
    slack, fail = 0, 1.0
    for c in cards:
        e = EQUIPMENT[c]
        if e.kind == FREE:
            want[e.symbol] = want.get(e.symbol, 0) - 1
        elif e.kind == REROLL:
            rerolled.add(e.symbol)
        elif c in RARE_FREE_SYMBOL:
            want[RARE_FREE_SYMBOL[c]] = want.get(RARE_FREE_SYMBOL[c], 0) - 1
        elif c == WHIP:
            slack = 1
        elif c in RESCUE:
            fail *= 1 - RESCUE[c]
        elif c == FOX_GLOVES:
            fail *= 1 - GLOVES_RESCUE * len(hero)
    pool = _pool([zorro_kind(rerolled, want)] * 6 + [die_kind(h, blank) for h in hero])
    return 1 - (1 - odds(_missing_vector(want), pool, rolls, slack)) * fail


def fight_chance(hero: tuple, cards: tuple, foe: Foe) -> float:
    """`chance` against a Scoundrel or Villain, alone, with its rolls and blank Hero faces."""
    return chance(foe.requirement, hero, cards, foe.rolls + (1 if TORNADO in cards else 0), foe.hero_blank)


def fight_odds(state: ZorroState, seat: int, foe: Foe) -> float:
    """Chance that `seat`, alone, beats `foe` from scratch (its rolls and the Hero die faces it
    does not count; every card counts)."""
    return fight_chance(tuple(sorted(state.hero_dice[seat])), tuple(sorted(state.equipment[seat])), foe)


def attempt_odds(state: ZorroState) -> float:
    """Chance that the attempt on the table succeeds, from the dice as they lie (a helper's last
    roll counts as one more roll; unused rare cards as in `chance`)."""
    a = state.attempt
    want = needs(state)
    blank = a.hero_blank
    landed = [i for i, f in enumerate(a.faces) if f is not None and not a.aside[i]]
    pending = [i for i, f in enumerate(a.faces) if f is None and not a.aside[i]]
    used = set()
    for i in sorted(landed, key=lambda i: a.specs[i] == ZORRO):
        f = a.faces[i]
        if want.get(f, 0) > 0 and not (blank and f in blank and a.specs[i] != ZORRO):
            want[f] -= 1
            used.add(i)
    missing = _missing_vector(want)
    rolls = a.rolls_allowed - a.rolls_used + (1 if a.helper is not None and not a.helper_turn else 0)
    zorro = zorro_kind(set(a.gear), want)
    slack = 1 if WHIP in a.rares and WHIP not in a.used else 0
    fail = 1.0
    for c in a.rares:
        if c in RESCUE and c not in a.used:
            fail *= 1 - RESCUE[c]

    def kind(i: int) -> str:
        return zorro if a.specs[i] == ZORRO else die_kind(a.specs[i], blank)

    spare = tuple(kind(i) for i in landed if i not in used)
    if sum(missing) <= slack:
        return 1.0
    if pending:
        total = 0.0
        for (m, rest), p in _roll(missing, _pool(kind(i) for i in pending)):
            total += p * odds(m, _pool(rest + spare), rolls, slack)
    else:
        total = odds(missing, _pool(spare), rolls, slack)
    return 1 - (1 - total) * fail


# -- the Final Fight and the duels, as chances to win -----------------------------------------------
@per_game(maxsize=4096)
def sword_dist(hero: int, cards: tuple) -> tuple:
    """Chances of ending a duel turn with 0, 1, 2... swords: every die rolled until it shows a
    sword (REROLL cards of other symbols roll Zorro dice again for free), FREE THRUST cards and
    the Rapier, the Whip turning one die."""
    free = sum(1 for c in cards if c == RAPIER or (EQUIPMENT[c].kind == FREE and EQUIPMENT[c].symbol == THRUST))
    rolls = 4 if TORNADO in cards else 3
    rerolled = {EQUIPMENT[c].symbol for c in cards if EQUIPMENT[c].kind == REROLL and EQUIPMENT[c].symbol != THRUST}
    q_zorro = 1 - (1 - 1 / (6 - len(rerolled))) ** rolls
    q_hero = 1 - (5 / 6) ** rolls
    dist = [1.0]
    for q in (q_zorro,) * ZORRO_DICE + (q_hero,) * hero:
        nxt = [0.0] * (len(dist) + 1)
        for k, p in enumerate(dist):
            nxt[k] += p * (1 - q)
            nxt[k + 1] += p * q
        dist = nxt
    if WHIP in cards:
        dist = [0.0] + dist[:-2] + [dist[-2] + dist[-1]]
    return tuple([0.0] * free + dist)


def duel_chances(dists) -> list[float]:
    """Each duellist's chance to win, from their sword distributions (a tie for the most duels
    again, so only a clear best counts)."""
    return list(_duel_chances(tuple(dists)))


@per_game(maxsize=16_384)
def _duel_chances(dists: tuple) -> tuple:
    """`duel_chances`, remembered: the same few sword distributions meet again and again (it took
    a quarter of hard's thinking when worked out afresh for every Final Fight it weighed)."""
    top = max(len(d) for d in dists)
    below = []  # below[j][k]: chance that duellist j shows fewer than k swords
    for d in dists:
        acc, row = 0.0, [0.0]
        for k in range(top):
            acc += d[k] if k < len(d) else 0.0
            row.append(acc)
        below.append(row)
    clear = []
    for i, d in enumerate(dists):
        total = 0.0
        for k, p in enumerate(d):
            if p:
                for j in range(len(dists)):
                    if j != i:
                        p *= below[j][k]
                total += p
        clear.append(total)
    norm = sum(clear)
    return tuple(c / norm for c in clear) if norm else (1 / len(dists),) * len(dists)


def final_chances(p: list[float], dists: list) -> list[float]:
    """Each seat's chance to be the next Zorro when each beats the Villain with chance `p` and
    would duel with these sword distributions: one winner wins; several, or none, duel."""
    return list(_final_chances(tuple(p), tuple(dists)))


@per_game(maxsize=16_384)
def _final_chances(p: tuple, dists: tuple) -> tuple:
    """`final_chances`, remembered (the tables a look-ahead reads share most holdings)."""
    n = len(p)
    out = [0.0] * n
    for mask in range(1 << n):
        q = 1.0
        for i in range(n):
            q *= p[i] if mask >> i & 1 else 1 - p[i]
        if not q:
            continue
        winners = [i for i in range(n) if mask >> i & 1] or list(range(n))
        if len(winners) == 1:
            out[winners[0]] += q
            continue
        for i, c in zip(winners, duel_chances([dists[i] for i in winners])):
            out[i] += q * c
    return tuple(out)


# -- what a table is worth: each seat's chance to become the next Zorro -------------------------------
POTENTIAL = 0.4
"""Chance that a seat one feat away from a Hero die gets it before the Final Fight."""
CARD_WORTH = {RAPIER: 9, WHIP: 9, TORNADO: 7, CAPE: 6, HAT: 5, MASK: 5, FOX_GLOVES: 2}
"""Which card goes when a seat is over the limit (FREE 5, REROLL 4, see `_keep`)."""


def _worth(card: str) -> float:
    e = EQUIPMENT[card]
    if e.kind == FREE:
        return 5.0 + (e.symbol in (THRUST, TAUNT))
    if e.kind == REROLL:
        return 4.0
    return CARD_WORTH.get(card, 4)


def _keep(cards: tuple) -> tuple:
    """The cards kept after the limits (1 Rare, 3 in all): the least worth goes."""
    cards = list(cards)
    rares = [c for c in cards if c not in COMMON_SET]
    while len(rares) > MAX_RARE:
        worst = min(rares, key=_worth)
        rares.remove(worst)
        cards.remove(worst)
    while len(cards) > MAX_EQUIPMENT:
        cards.remove(min(cards, key=_worth))
    return tuple(sorted(cards))


def _near(state: ZorroState, seat: int, hero: tuple) -> str | None:
    """A location where one more feat brings `seat` a Hero die (the one with most dice left)."""
    best = None
    for loc in LOCATIONS:
        left = state.hero_supply[loc]
        if left == 0:
            continue
        mine = sum(1 for f in state.feats[seat] if FEATS[f].location == loc)
        if mine == 1 or (mine == 2 and loc in hero):
            if best is None or left > state.hero_supply[best]:
                best = loc
    return best


def villain_weights(state: ZorroState, supply: dict) -> dict[str, float]:
    """Where the Villain is likely to come from: the location whose Hero dice run out first."""
    weights = {loc: math.exp(-supply[loc]) for loc in LOCATIONS if supply[loc] > 0}
    total = sum(weights.values())
    return {loc: w / total for loc, w in weights.items()} if total else {loc: 0.25 for loc in LOCATIONS}


SHAPE = (0.75, 0.18, 0.0)
"""Before the Villain is out, a seat's chance is read as TC^a * e^(b*feats + c*cards) shared out
(TC: `table_chances`' Final Fight odds), times `ORDER` for its place in the turn order. Fitted on
34,749 turn starts of 3,000 games of three easy players (log-loss 0.978 on a held-out fifth; the
shape without the turn order 0.986, a coin toss 1.099): feats held mid-game say more about the end
than the odds of a Final Fight fought at once; cards, once TC counts them, say nothing more."""
ORDER = -0.33
"""...and e^(ORDER * k / (seats - 1)) for the seat k places after the one about to travel: the
fit gives -0.17 and -0.33 at three seats (the player about to move has a turn in hand)."""


def table_chances(state: ZorroState, hero: list, cards: list, villain: str | None = None,
                  supply: dict | None = None, feats: list | None = None, first: int | None = None) -> list[float]:
    """Each seat's chance to become the next Zorro if the Final Fight were fought with these
    holdings (per seat, sorted tuples) against `villain`, or against the likely Villains; a seat
    one feat from a Hero die gets it with chance POTENTIAL; `first`: the seat about to travel
    (its turn in hand counts, `ORDER`)."""
    n = state.seats
    dists = [sword_dist(len(hero[s]), cards[s]) for s in range(n)]
    weights = {villain: 1.0} if villain else villain_weights(state, supply or state.hero_supply)
    near = [None if villain else _near(state, s, hero[s]) for s in range(n)]
    out = [0.0] * n
    for loc, w in weights.items():
        foe = VILLAIN[loc]
        p = []
        for s in range(n):
            q = fight_chance(hero[s], cards[s], foe)
            if near[s] is not None:
                q += POTENTIAL * (fight_chance(tuple(sorted(hero[s] + (near[s],))), cards[s], foe) - q)
            p.append(q)
        for s, c in enumerate(final_chances(p, dists)):
            out[s] += w * c
    if villain or SHAPE is None:
        return out
    a, b, c = SHAPE
    feats = feats or [len(f) for f in state.feats]
    order = [0.0] * n if first is None or n < 2 else [ORDER * ((s - first) % n) / (n - 1) for s in range(n)]
    shaped = [max(out[s], 1e-6) ** a * math.exp(b * feats[s] + c * len(cards[s]) + order[s]) for s in range(n)]
    total = sum(shaped)
    return [x / total for x in shaped]


def _holdings(state: ZorroState) -> tuple[list, list]:
    return ([tuple(sorted(h)) for h in state.hero_dice], [tuple(sorted(e)) for e in state.equipment])


def _mix(p: float, win: list[float], lose: list[float]) -> list[float]:
    return [p * w + (1 - p) * l for w, l in zip(win, lose)]


# A table "as if": a clone of the state with no dice out, changed by hand to what a success or a
# card would make it, and judged by `outlook`.
def _board(state: ZorroState) -> ZorroState:
    hyp = state.clone()
    hyp.attempt = None
    return hyp


def _with_card(hyp: ZorroState, seat: int, card: str) -> ZorroState:
    out = hyp.clone()
    out.equipment[seat] = list(_keep(tuple(hyp.equipment[seat]) + (card,)))
    return out


def _won_feat(hyp: ZorroState, seat: int, slot: int) -> ZorroState:
    """`seat` completes the feat in `slot`: the feat, maybe a Hero die (the last one brings the
    Villain), and the card under the feat. The slot stays empty (its next feat is unknown)."""
    out = hyp.clone()
    feat = out.feat_slots[slot]
    loc = FEATS[feat].location
    if any(FEATS[f].location == loc for f in out.feats[seat]) and out.hero_supply[loc] > 0:
        out.hero_supply[loc] -= 1
        out.hero_dice[seat].append(loc)
        if out.hero_supply[loc] == 0 and out.villain is None:
            out.villain = loc
    out.feats[seat].append(feat)
    out.feat_slots[slot] = None
    card = out.slot_equipment[slot]
    if card is not None:
        out.slot_equipment[slot] = None
        out.equipment[seat] = list(_keep(tuple(out.equipment[seat]) + (card,)))
    return out


LOOKAHEAD = None
"""How many next turns `outlook` plays out (each as the easy player would); None: a whole round,
the rivals' turns and then the mover's own next one. Two (the rivals' turns only) judged the
mover's move by what the rivals would make of it but never by what the mover would make of its
own next turn: 137 wins of 300 against two easy players (seed 11), a whole round 150."""


class _Table:
    """What `outlook` depends on (slots, feats, Hero dice, cards, supply) as a hashable key, with
    the table itself while its outlook is worked out; then the table is dropped, so the remembered
    outlooks hold keys, not tables."""

    __slots__ = ("hyp", "key")

    def __init__(self, hyp: ZorroState) -> None:
        self.hyp: ZorroState | None = hyp
        self.key = (tuple(hyp.feat_slots), tuple(hyp.slot_equipment), tuple(map(tuple, hyp.feats)),
                    tuple(map(tuple, hyp.hero_dice)), tuple(map(tuple, hyp.equipment)),
                    tuple(hyp.hero_supply.values()))

    def __hash__(self) -> int:
        return hash(self.key)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, _Table) and self.key == other.key


def outlook(hyp: ZorroState, first: int, turns: int) -> list[float]:
    """Each seat's chance to become the next Zorro from the table `hyp`: the next `turns` players
    from `first` travel, alone, to the feat the easy player would pick and complete it with its
    odds (a mix of both outcomes); then `table_chances`. A Villain that comes out ends it."""
    if hyp.villain is not None or turns <= 0:
        return table_chances(hyp, *_holdings(hyp), hyp.villain, first=first)
    return _outlook(_Table(hyp), first, turns)


@per_game(maxsize=20_000)
def _outlook(table: _Table, first: int, turns: int) -> list[float]:
    hyp, table.hyp = table.hyp, None
    nxt = (first + 1) % hyp.seats
    slots = [i for i, f in enumerate(hyp.feat_slots) if f is not None]
    if not slots:
        return outlook(hyp, nxt, turns - 1)
    slot = max(slots, key=lambda i: (feat_score(hyp, first, i, None), -i))
    p = travel_odds(hyp, first, slot, None)
    return _mix(p, outlook(_won_feat(hyp, first, slot), nxt, turns - 1), outlook(hyp, nxt, turns - 1))


def _value(hyp: ZorroState) -> list[float]:
    """`outlook` from the next player to start a turn: the one whose turn it is if it has not
    begun, else the one after."""
    begun = not (hyp.tasks and hyp.tasks[0][0] in ("turn", "travel"))
    return outlook(hyp, (hyp.current + begun) % hyp.seats, LOOKAHEAD or hyp.seats)


def _draw_value(hyp: ZorroState, seat: int, pile: list) -> list[float]:
    """`_value` averaged over the card `seat` may draw from `pile` (the unseen cards, as the
    search's guess of the deck holds them)."""
    if not pile:
        return _value(hyp)
    total = [0.0] * hyp.seats
    for card in set(pile):
        share = pile.count(card) / len(pile)
        for s, c in enumerate(_value(_with_card(hyp, seat, card))):
            total[s] += share * c
    return total


def _won_value(state: ZorroState, seat: int, slot: int, helper: int | None) -> list[float]:
    won = _won_feat(_board(state), seat, slot)
    if helper is None:
        return _value(won)
    return _draw_value(won, helper, [c for c in state.common_deck if c] or list(state.common_under[:1]))



def _duel_value(state: ZorroState, s: int) -> float:
    """Expected swords at the end of a duellist's turn."""
    a = state.attempt
    if s in state.swords:
        return float(state.swords[s])
    if a is None or a.attempter != s:
        return sum(k * p for k, p in enumerate(sword_dist(len(state.hero_dice[s]), tuple(state.equipment[s]))))
    left = a.rolls_allowed - a.rolls_used
    later = 1 - (5 / 6) ** left
    total = float(a.free.get(THRUST, 0))
    for i, f in enumerate(a.faces):
        if a.aside[i]:
            continue
        if f == THRUST:
            total += 1
        elif f is None:
            total += 1 / 6 + 5 / 6 * later
        else:
            total += later
    return total


def evaluate(rules: Any, state: ZorroState) -> list[float]:
    """Per-seat chance to become the next Zorro, for a search that looks one move ahead: the
    Final Fight's odds worked out exactly from each seat's Hero dice and cards (`table_chances`),
    and, for an attempt on the table, its odds of success mixing the table it would make with
    the table as it is."""
    n = state.seats
    if state.winner is not None:
        return [1.0 if s == state.winner else 0.0 for s in range(n)]
    a = state.attempt
    hero, cards = _holdings(state)
    if state.final_started:
        if state.duel_round:
            if a is not None and a.kind == DUEL:
                base = [2.0 ** _duel_value(state, s) if s in state.duellists else 0.0 for s in range(n)]
                total = sum(base) or 1.0
                return [b / total for b in base]
            dists = [sword_dist(len(hero[s]), cards[s]) for s in state.duellists]
            out = [0.0] * n
            for s, c in zip(state.duellists, duel_chances(dists)):
                out[s] = c
            return out
        foe = VILLAIN[state.villain]
        p = []
        for s in range(n):
            if s in state.final_winners:
                p.append(1.0)
            elif s in state.final_fought:
                p.append(0.0)
            elif a is not None and a.attempter == s:
                p.append(attempt_odds(state))
            else:
                p.append(fight_chance(hero[s], cards[s], foe))
        return final_chances(p, [sword_dist(len(hero[s]), cards[s]) for s in range(n)])
    now = _value(_board(state))
    if a is not None and a.kind == "feat":
        return _mix(attempt_odds(state), _won_value(state, a.attempter, state.slot, a.helper), now)
    if a is not None and a.kind == "scoundrel":
        rares = [c for c in state.rare_deck if c] or list(state.rare_under[:1])
        return _mix(attempt_odds(state), _draw_value(_board(state), a.attempter, rares), now)
    if state.tasks:
        kind, seat, _ = state.tasks[0]
        if kind == "ask" and state.slot is not None:
            asker = state.current
            helper = seat if answer_move(state, seat) is ACCEPT else None
            return _mix(travel_odds(state, asker, state.slot, helper), _won_value(state, asker, state.slot, helper), now)
        if kind == "draw_common" and seat is not None:
            pile = [c for c in state.common_deck if c] or list(state.common_under[:1])
            return _draw_value(_board(state), seat, pile)
        if kind == "draw_rare":
            pile = [c for c in state.rare_deck if c] or list(state.rare_under[:1])
            return _draw_value(_board(state), seat, pile)
    return now


def travel_odds(state: ZorroState, seat: int, slot: int, helper: int | None) -> float:
    """Chance to complete the feat in `slot` from scratch, with `helper`'s gear and last roll."""
    feat = FEATS[state.feat_slots[slot]]
    cards = tuple(sorted(state.equipment[seat] + (state.equipment[helper] if helper is not None else [])))
    rolls = 3 + (TORNADO in cards) + (helper is not None)
    return chance(feat.requirement, tuple(sorted(state.hero_dice[seat])), cards, rolls)


# -- medium and hard: one move ahead, judged by the odds -------------------------------------------------
def useless_dice(state: ZorroState) -> set[int]:
    """Dice on the table that no roll should keep: in a duel every die not showing a sword;
    otherwise dice showing a symbol the requirement no longer wants (or a face the foe does not
    count). Rolling them again never does worse than keeping them (a roll is spent either way)."""
    a = state.attempt
    live = [i for i, f in enumerate(a.faces) if f is not None and not a.aside[i]]
    if a.kind == DUEL:
        return {i for i in live if a.faces[i] != THRUST}
    want = needs(state)
    hat = HAT in a.rares and HAT not in a.used
    out = set()
    for i in live:
        face = a.faces[i]
        if a.hero_blank and face in a.hero_blank and a.specs[i] != ZORRO:
            if not (hat and face in (THRUST, TAUNT)):
                out.add(i)
        elif want.get(face, 0) <= 0 and not (hat and face in (THRUST, TAUNT)):
            out.add(i)
    return out


def root_candidates(rules: Any, observation: ZorroState, seat: int, legal: list) -> list:
    """The moves worth weighing: with dice out, only rolls (and the Cape) that roll again every
    die nobody wants; every other decision in full, travels alone first (see `_travels_first`)."""
    a = observation.attempt
    if a is None:
        return _travels_first(observation, seat, legal) if type(legal[0]) is Travel else legal
    if len(legal) <= 8:
        return legal
    useless = useless_dice(observation)
    if not useless:
        return legal
    groups: dict = {}
    for i in useless:
        key = (a.specs[i], a.faces[i])
        groups[key] = groups.get(key, 0) + 1

    def rolls_every_useless(dice) -> bool:
        seen: dict = {}
        for d in dice:
            key = (a.specs[d], a.faces[d])
            seen[key] = seen.get(key, 0) + 1
        return all(seen.get(k, 0) >= n for k, n in groups.items())

    out = []
    for act in legal:
        t = type(act)
        if t is Reroll and not rolls_every_useless(act.dice):
            continue
        if t is UseCape and not all((a.specs[d], a.faces[d]) in groups for d in act.dice):
            continue
        out.append(act)
    return out or legal


def _travels_first(state: ZorroState, seat: int, legal: list) -> list:
    """Travels alone first, the likeliest feats first, then those asking a helper: at play time
    the budget ran out before every travel was weighed in 33 of 53 travels (load average 4), and
    asking for help was worth nothing measurable (forbidding it: 74 wins of 150 against 75)."""
    def promise(move: Travel) -> tuple:
        return (move.helper is not None, -travel_odds(state, seat, move.slot, move.helper), move.slot)
    return sorted(legal, key=promise)


class OnePlyAgent:
    """Medium and hard for Zorro: weigh every move worth weighing one step ahead, by each seat's
    chance to become the next Zorro (`evaluate`), and take the best.

    Every die is a chance step, so a search tree over Zorro's turns is mostly chance nodes and
    its averages need far more playouts than a turn of thinking allows; the exact odds of the
    dice (`attempt_odds`, `chance`) and of the Final Fight (`final_chances`) judge a move better.
    The hidden cards are the decks' order only, and a draw is judged over every unseen card, so
    one guess of the decks (`determinize`) serves every move. The easy player's move is weighed
    first, so a move is always ready if the time budget (`seconds`) runs out."""

    def __init__(self, name: str, seconds: float | None = None, judge=None, dice: bool = True):
        self.name = name
        self.seconds = seconds
        self.judge = judge or evaluate
        self.dice = dice
        """False: roll the dice as the easy player does (medium)."""
        self.last_iterations = 0

    def choose(self, rules: Any, observation: ZorroState, seat: int, rng: random.Random) -> Any:
        legal = rules.legal_actions(observation, seat)
        if len(legal) == 1:
            self.last_iterations = 0
            return legal[0]
        first = sensible(observation, seat, legal, proud=True)
        if not self.dice and observation.attempt is not None:
            self.last_iterations = 0
            return first
        deadline = None if self.seconds is None else time.perf_counter() + self.seconds
        state = rules.determinize(observation, seat, rng)
        moves = [first] + [m for m in root_candidates(rules, observation, seat, legal) if m != first]
        best, best_value = first, -1.0
        for n, move in enumerate(moves):
            if deadline is not None and n and time.perf_counter() >= deadline:
                break
            after = state.clone()
            rules.apply(after, seat, move)
            value = self.judge(rules, after)[seat]
            if value > best_value + 1e-9:
                best, best_value = move, value
            self.last_iterations = n + 1
        return best


def level_agent(level: str, deterministic: bool = False) -> OnePlyAgent:
    """The medium and hard players (game.ai.levels asks for them by `LEVEL_AGENTS`)."""
    settings = dict(LEVEL_SETTINGS[level])
    seconds = settings.pop("seconds")
    return OnePlyAgent(level, None if deterministic else seconds, **settings)


LEVEL_SETTINGS = {
    # Medium weighs its travels, answers and equipment like hard, and rolls like the easy player.
    "medium": {"seconds": 0.1, "dice": False},
    "hard": {"seconds": 0.3},
}
MEDIUM_THINKS = 0.45
"""Medium thinks out 45% of its decisions (levels.MediumAgent): Zorro's travels carry most of
what thinking wins, so at half it measured level with hard (156 of 300 against two easy players,
iteration budgets, seed 11); at 0.45 it won 275 of 600 (1.38x, seed 5000)."""
LEVEL_AGENTS = {"medium": level_agent, "hard": level_agent}

HOOKS = AiHooks(easy=EasyAgent, medium_thinks=MEDIUM_THINKS, level_settings=LEVEL_SETTINGS,
                level_agents=LEVEL_AGENTS, rollout_policy=rollout_policy, evaluate=evaluate,
                root_candidates=root_candidates)
"""What the levels take from this module (`game.ai.hooks`). Its medium and hard are its own
one-move look-ahead (`LEVEL_AGENTS`); the search hooks serve a plain ISMCTS agent built on
this game (tests, benchmarks)."""
