"""AI for The Zorro Dice Game.

- `EasyAgent` ("easy"): Don Diego, a cheerful caballero. He travels to the feat his dice and gear
  suit best (a second feat of a location he already has, for the Hero die, if it is close), asks
  the least dangerous rival to help, keeps the dice the requirement still needs (Hero dice first:
  they roll their action four times in six), spends REROLL gear on dice he does not need before
  spending a roll, and in a duel keeps every sword. He helps anyone who is not running away with
  the game, prefers FREE equipment, and throws away whatever helps him least.
- `rollout_policy`: the same instincts, cheaply, for ISMCTS playouts.
- `evaluate`: for playouts cut short — feats, Hero dice and gear, against the best at the table.
- `LEVEL_SETTINGS`: ISMCTS budgets for medium and hard.
"""
from __future__ import annotations

import random
from typing import Any

from game.rules.common.memo import per_game
from game.rules.zorro.actions import (ACCEPT, DECLINE, DRAW_FROM_DECK, STOP, TAKE_FEAT_CARD, Answer, Discard,
                                      GearReroll, Reroll, TakeEquipment, Travel, UseCape, UseGloves, UseWhip)
from game.rules.zorro.attempt import canonical
from game.rules.zorro.content import (CAPE, COMMONS, EQUIPMENT, FEATS, FOX_GLOVES, FREE, HAT, HERO_DIE, LOCATION,
                                      MASK, RAPIER, REROLL, TAUNT, THRUST, TORNADO, VILLAIN, WHIP, ZORRO, Foe)
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


def feat_score(state: ZorroState, seat: int, slot: int, helper: int | None) -> float:
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
    same = any(FEATS[f].location == feat.location for f in state.feats[seat])
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


def travel_move(state: ZorroState, seat: int, legal: list, proud: bool = False) -> Travel:
    helper = None if proud else choose_helper(state, seat)
    slots = sorted({a.slot for a in legal})
    best = max(slots, key=lambda s: (feat_score(state, seat, s, helper), -s))
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


def sensible(state: ZorroState, seat: int, legal: list, proud: bool = False) -> Any:
    if state.attempt is not None:
        return dice_move(state, seat, legal)
    first = legal[0]
    t = type(first)
    if t is Travel:
        return travel_move(state, seat, legal, proud)
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

    def choose(self, rules: Any, observation: Any, seat: int, rng: random.Random) -> Any:
        legal = rules.legal_actions(observation, seat)
        if len(legal) == 1:
            return legal[0]
        act = sensible(observation, seat, legal, proud=self.proud)
        return act if act in legal else rng.choice(legal)


def rollout_policy(rules: Any, state: ZorroState, seat: int, legal: list, rng: random.Random) -> Any:
    if len(legal) == 1:
        return legal[0]
    if state.attempt is None and type(legal[0]) is Travel and rng.random() < 0.15:
        return rng.choice(legal)
    act = sensible(state, seat, legal)
    return act if act in legal else rng.choice(legal)


# -- odds: how likely is a roll to come good ----------------------------------------------------------
SYMBOL_INDEX = {s: i for i, s in enumerate(("charm", "leap", "dash", "grab", "thrust", "taunt"))}
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


def die_kind(spec: str, blank: tuple) -> str:
    """The kind `odds` knows a die by: a Zorro die, a Hero die, or a Hero die with faces that
    do not count."""
    if spec == ZORRO or not blank:
        return spec
    mine = tuple(f for f in blank if f in HERO_DIE[spec].faces)
    return f"{spec}-{'+'.join(mine)}" if mine else spec


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


@per_game(maxsize=16_384)
def odds(missing: tuple, pool: tuple, rolls: int) -> float:
    """Chance to cover `missing` with `pool` in `rolls` rolls, keeping every useful die."""
    if not any(missing):
        return 1.0
    if rolls <= 0 or sum(missing) > len(pool):
        return 0.0
    total = 0.0
    for (m, rest), p in _roll(missing, pool):
        total += p * odds(m, rest, rolls - 1)
    return total


def _pool(kinds) -> tuple:
    return tuple(sorted(kinds, key=lambda k: (k == ZORRO, k)))


def _missing_vector(want: dict[str, int]) -> tuple:
    v = [0] * 6
    for s, n in want.items():
        if n > 0:
            v[SYMBOL_INDEX[s]] = n
    return tuple(v)


def attempt_odds(state: ZorroState) -> float:
    """Chance that the attempt on the table succeeds (roughly: gear rerolls, rare tricks and the
    Hat are left out; a helper's last roll counts as one more roll)."""
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
    spare = tuple(die_kind(a.specs[i], blank) for i in landed if i not in used)
    if pending:
        total = 0.0
        for (m, rest), p in _roll(missing, _pool(die_kind(a.specs[i], blank) for i in pending)):
            total += p * odds(m, _pool(rest + spare), rolls)
        return total
    return odds(missing, _pool(spare), rolls)


def fight_odds(state: ZorroState, seat: int, foe: Foe) -> float:
    """Chance that `seat`, alone, beats `foe` from scratch (its rolls and the Hero die faces it
    does not count; every card counts)."""
    free: dict[str, int] = {}
    for c in state.equipment[seat]:
        e = EQUIPMENT[c]
        if e.kind == FREE or c in (RAPIER, MASK):
            free[e.symbol] = free.get(e.symbol, 0) + 1
    want: dict[str, int] = {}
    for s in foe.requirement:
        want[s] = want.get(s, 0) + 1
    for s in list(want):
        want[s] -= free.get(s, 0)
    rolls = foe.rolls + (1 if TORNADO in state.equipment[seat] else 0)
    pool = _pool([ZORRO] * 6 + [die_kind(h, foe.hero_blank) for h in state.hero_dice[seat]])
    return odds(_missing_vector(want), pool, rolls)


def expected_swords(state: ZorroState, seat: int) -> float:
    free = sum(1 for c in state.equipment[seat]
               if c == RAPIER or (EQUIPMENT[c].kind == FREE and EQUIPMENT[c].symbol == THRUST))
    rolls = 4 if TORNADO in state.equipment[seat] else 3
    return free + (6 + len(state.hero_dice[seat])) * (1 - (5 / 6) ** rolls)


ONE_PLY = [1.0] * 6


def hard_card_value(card: str, hero: int) -> float:
    """Gear as the end of the game sees it: every Villain wants two THRUST and a TAUNT, and
    duels count swords."""
    e = EQUIPMENT[card]
    if e.kind == FREE:
        return {THRUST: 5.0, "taunt": 4.0}.get(e.symbol, 3.0)
    if e.kind == REROLL:
        return 2.0
    if card == FOX_GLOVES:
        return 2.0 + hero
    return RARE_TASTE.get(card, 4) * 0.8


def potential(state: ZorroState, seat: int) -> float:
    """Hero dice within reach: feats of a location whose dice are not all gone."""
    out = 0.0
    held = state.hero_dice[seat]
    for loc in LOCATION:
        if state.hero_supply[loc] == 0:
            continue
        mine = sum(1 for f in state.feats[seat] if FEATS[f].location == loc)
        if mine == 1 or (mine == 2 and loc in held):
            out += 1.0
    return out


def STRENGTH(state: ZorroState, seat: int) -> float:
    """What the table is worth to `seat` on the way to the Final Fight: Hero dice above all
    (they decide most Villain fights and duels), then gear, feats that lead to Hero dice."""
    hero = len(state.hero_dice[seat])
    gear = sum(hard_card_value(c, hero) for c in state.equipment[seat])
    return 1.0 + 4.0 * hero + 0.45 * gear + 0.4 * len(state.feats[seat]) + potential(state, seat)


def _duel_value(state: ZorroState, s: int) -> float:
    """Expected swords at the end of a duellist's turn."""
    a = state.attempt
    if s in state.swords:
        return float(state.swords[s])
    if a is None or a.attempter != s:
        return expected_swords(state, s)
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


def _feat_gain(state: ZorroState, seat: int, feat: str) -> float:
    """What completing `feat` adds to STRENGTH (the equipment counted at an average card)."""
    loc = FEATS[feat].location
    mine = sum(1 for f in state.feats[seat] if FEATS[f].location == loc)
    gain = 0.4 + 0.45 * 3.4
    if state.hero_supply[loc] > 0:
        if mine >= 1:
            gain += 4.0 + (0.0 if mine == 2 and loc in state.hero_dice[seat] else 0.0)
            if mine == 1 or (mine == 2 and loc in state.hero_dice[seat]):
                gain -= 1.0  # that feat's potential is used up...
            if state.hero_supply[loc] > 1:
                gain += 1.0  # ...unless a second die waits
        else:
            gain += 1.0
    return gain


def travel_odds(state: ZorroState, seat: int, slot: int, helper: int | None) -> float:
    """Chance to complete the feat in `slot` from scratch, with `helper`'s gear and last roll."""
    feat = FEATS[state.feat_slots[slot]]
    free = gear_symbols(state, seat, helper)
    want: dict[str, int] = {}
    for sym in feat.requirement:
        want[sym] = want.get(sym, 0) + 1
    for sym in list(want):
        want[sym] -= free.get(sym, 0)
    tornado = any(TORNADO in state.equipment[s] for s in ((seat,) if helper is None else (seat, helper)))
    rolls = (4 if tornado else 3) + (1 if helper is not None else 0)
    return odds(_missing_vector(want), _pool([ZORRO] * 6 + list(state.hero_dice[seat])), rolls)


def final_strength(state: ZorroState, seat: int) -> float:
    """How well `seat` is set for the end: the chance to beat a Villain (averaged over the four,
    or the one that is out), swords for a duel, and feats on the way to more Hero dice."""
    villains = [state.villain] if state.villain else list(VILLAIN)
    p = sum(fight_odds(state, seat, VILLAIN[v]) for v in villains) / len(villains)
    near = 0.0
    for loc in LOCATION:
        mine = sum(1 for f in state.feats[seat] if FEATS[f].location == loc)
        if mine >= 1 and state.hero_supply[loc] > 0 and mine < 3:
            near += 0.3
    return 1.0 + 12.0 * p + 0.4 * expected_swords(state, seat) + 0.25 * len(state.feats[seat]) + near


def evaluate(rules: Any, state: ZorroState) -> list[float]:
    """Per-seat value in [0, 1] for a playout cut short: each seat's share of the table's
    strength, counting what the attempt on the table (or about to start) is likely to bring."""
    n = state.seats
    if state.winner is not None:
        return [1.0 if s == state.winner else 0.0 for s in range(n)]
    if state.search_root is not None and state.steps - state.search_root > 1:
        # Deeper than one move: this dice-heavy tree is too sparse for its averages to mean
        # much (each die is a chance node), so the search is kept to what the first move
        # brings, judged by the exact odds below.
        return ONE_PLY
    a = state.attempt
    if state.final_started:
        if state.duel_round:
            base = [2.0 ** _duel_value(state, s) if s in state.duellists else 0.0 for s in range(n)]
            total = sum(base) or 1.0
            return [b / total for b in base]
        villain = VILLAIN[state.villain]
        odds_ = []
        for s in range(n):
            if s in state.final_winners:
                odds_.append(1.0)
            elif s in state.final_fought:
                odds_.append(0.0)
            elif a is not None and a.attempter == s:
                odds_.append(attempt_odds(state))
            else:
                odds_.append(fight_odds(state, s, villain))
        w = [2.0 ** expected_swords(state, s) for s in range(n)]
        nobody = 1.0
        for p in odds_:
            nobody *= 1 - p
        total_w = sum(w)
        base = []
        for s in range(n):
            rivals = sum(odds_[j] * w[j] for j in range(n) if j != s)
            base.append(odds_[s] * w[s] / (w[s] + rivals) + nobody * w[s] / total_w)
        total = sum(base) or 1.0
        return [b / total for b in base]
    base = [STRENGTH(state, s) for s in range(n)]
    if a is not None and a.kind != DUEL:
        p = attempt_odds(state)
        if a.kind == "feat":
            base[a.attempter] += p * _feat_gain(state, a.attempter, a.target)
            if a.helper is not None:
                base[a.helper] += p * 0.45 * 3.4
        else:
            base[a.attempter] += p * 4.0
    elif state.tasks:
        kind, seat, _ = state.tasks[0]
        if kind == "ask" and state.slot is not None:
            p = travel_odds(state, state.current, state.slot, seat)
            base[state.current] += p * _feat_gain(state, state.current, state.feat_slots[state.slot])
            base[seat] += p * 0.45 * 3.4
        elif kind == "draw_common" and seat is not None:
            base[seat] += 0.45 * 3.4
        elif kind == "draw_rare":
            base[seat] += 0.45 * 5.0
    total = sum(base)
    return [b / total for b in base]


LEVEL_SETTINGS = {
    # The search looks one move deep (see `evaluate`), so it needs one iteration per legal move
    # and one more: hard has room for the largest choices of dice; medium looks at a sample.
    "medium": {"iterations": 40, "seconds": 0.1, "rollout_depth": 0, "exploration": 0.0},
    "hard": {"iterations": 700, "seconds": 0.25, "rollout_depth": 0, "exploration": 0.0},
}
