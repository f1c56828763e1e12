"""Reading the dice against a requirement: what counts, whose equipment works, swords in a duel.

Whose equipment works (`sources`): your own; in a feat attempt also the helper's; on the helper's
4th roll only the helper's. FREE cards (and the Rapier and the Mask) count as fixed symbols; the
Cordovan Hat lets one THRUST or TAUNT *die* stand for a location action. Scoundrel and Villain
abilities are conditions of the fight and switch some of this off (see `content.SCOUNDREL`).
"""
from __future__ import annotations


from game.rules.common.memo import per_game
from game.rules.zorro.content import (ACTION_SYMBOLS, EQUIPMENT, FEATS, FREE, RARE, HAT, HERO_TAUNT_BLANK, LOCATION,
                                      NO_EQUIPMENT_THRUST, NO_FREE_OF_ACTION, NO_FREE_THRUST_TAUNT, NO_REROLL,
                                      RAPIER, RARE_FREE_SYMBOL, REROLL, SCOUNDREL, SYMBOLS, TAUNT, THRUST,
                                      VILLAIN, ZORRO, Foe)
from game.rules.zorro.state import DUEL, FEAT, SCOUNDREL_FIGHT, VILLAIN_FIGHT, Attempt, ZorroState


def foe(attempt: Attempt) -> Foe | None:
    return _foe(attempt.kind, attempt.target)


def _foe(kind: str, target: str) -> Foe | None:
    if kind == SCOUNDREL_FIGHT:
        return SCOUNDREL[target]
    if kind == VILLAIN_FIGHT:
        return VILLAIN[target]
    return None


def requirement(attempt: Attempt) -> tuple[str, ...]:
    if attempt.kind == FEAT:
        return FEATS[attempt.target].requirement
    f = foe(attempt)
    return f.requirement if f else ()


def sources(attempt: Attempt) -> tuple[int, ...]:
    """The seats whose equipment the roller may use right now."""
    if attempt.helper_turn:
        return (attempt.helper,)
    if attempt.helper is not None:
        return (attempt.attempter, attempt.helper)
    return (attempt.attempter,)


def usable_cards(state: ZorroState, attempt: Attempt) -> list[str]:
    cards: list[str] = []
    for s in sources(attempt):
        cards += state.equipment[s]
    return cards


def free_symbols(state: ZorroState, attempt: Attempt) -> dict[str, int]:
    """Fixed symbols from FREE cards and the Rapier/Mask, after the foe's ability."""
    return _free_symbols(attempt.kind, attempt.target, usable_cards(state, attempt))


def _free_symbols(kind: str, target: str, cards) -> dict[str, int]:
    ability = _foe(kind, target).ability if kind in (SCOUNDREL_FIGHT, VILLAIN_FIGHT) else None
    blocked_free: tuple[str, ...] = ()
    if ability == NO_FREE_THRUST_TAUNT:
        blocked_free = (THRUST, TAUNT)
    elif ability == NO_FREE_OF_ACTION:
        blocked_free = (LOCATION[target].action,)
    elif ability == NO_EQUIPMENT_THRUST:
        blocked_free = (THRUST,)
    out = dict.fromkeys(SYMBOLS, 0)
    for card in cards:
        e = EQUIPMENT[card]
        if e.kind == FREE:
            if e.symbol not in blocked_free:
                out[e.symbol] += 1
        elif card in RARE_FREE_SYMBOL:
            if not (ability == NO_EQUIPMENT_THRUST and card == RAPIER):
                out[RARE_FREE_SYMBOL[card]] += 1
    return out


def reroll_symbols(state: ZorroState, attempt: Attempt) -> dict[str, str]:
    """Symbol -> the REROLL card that rerolls Zorro dice showing it (none against a foe who
    forbids REROLL equipment)."""
    return _reroll_symbols(attempt.kind, attempt.target, usable_cards(state, attempt))


def _reroll_symbols(kind: str, target: str, cards) -> dict[str, str]:
    f = _foe(kind, target)
    if f is not None and f.ability == NO_REROLL:
        return {}
    out: dict[str, str] = {}
    for card in cards:
        e = EQUIPMENT[card]
        if e.kind == REROLL and e.symbol not in out:
            out[e.symbol] = card
    return out


def has_rare(state: ZorroState, attempt: Attempt, card: str) -> bool:
    return any(card in state.equipment[s] for s in sources(attempt))


def refresh(state: ZorroState, attempt: Attempt) -> None:
    """Work out what the roller's usable equipment gives (at the start, and when the helper
    takes over). The three are read, never changed, so attempts with the same foe and cards
    share them."""
    attempt.rares, attempt.gear, attempt.free = _effects(attempt.kind, attempt.target,
                                                         tuple(usable_cards(state, attempt)))


@per_game(maxsize=1024)
def _effects(kind: str, target: str, cards: tuple[str, ...]) -> tuple[tuple[str, ...], dict, dict]:
    """Rare cards, REROLL symbol -> card and FREE symbol counts of these usable cards in this
    kind of attempt against this target."""
    rares = tuple(c for c in cards if EQUIPMENT[c].kind == RARE)
    return rares, _reroll_symbols(kind, target, cards), _free_symbols(kind, target, cards)


def dice_counts(attempt: Attempt) -> dict[str, int]:
    """Symbols shown by the dice that count (not set aside, landed; the Hired Blade blanks Hero
    dice showing TAUNT)."""
    blank_hero_taunt = attempt.kind == VILLAIN_FIGHT and VILLAIN[attempt.target].ability == HERO_TAUNT_BLANK
    faces, aside = attempt.faces, attempt.aside
    if not blank_hero_taunt and True not in aside:
        # The usual case, asked after every roll: every landed die counts (None is no symbol).
        return {s: faces.count(s) for s in SYMBOLS}
    out = dict.fromkeys(SYMBOLS, 0)
    specs = attempt.specs
    for i, face in enumerate(attempt.faces):
        if face is None or aside[i]:
            continue
        if blank_hero_taunt and face == TAUNT and specs[i] != ZORRO:
            continue
        out[face] += 1
    return out


@per_game(maxsize=64)
def _symbol_counts(need: tuple[str, ...]) -> dict[str, int]:
    """Symbol -> how many `need` asks for, in order of first mention. Counted once per
    requirement (there are 24), not after every roll; callers only read it."""
    counts: dict[str, int] = {}
    for s in need:
        counts[s] = counts.get(s, 0) + 1
    return counts


def met(need: tuple[str, ...], dice: dict[str, int], free: dict[str, int], hat: bool) -> bool:
    """Does what shows cover `need`? With the Hat, one surplus THRUST/TAUNT die may fill one
    missing location action."""
    missing: list[str] = []
    counts = _symbol_counts(need)
    for s, n in counts.items():
        short = n - dice[s] - free[s]
        if short > 0:
            missing += [s] * short
    if not missing:
        return True
    if not hat or len(missing) != 1 or missing[0] not in ACTION_SYMBOLS:
        return False
    for wild in (THRUST, TAUNT):
        if dice[wild] > 0 and dice[wild] + free[wild] - counts.get(wild, 0) >= 1:
            return True
    return False


def requirement_met(state: ZorroState, attempt: Attempt) -> bool:
    if attempt.kind == DUEL:
        return False
    return met(requirement(attempt), dice_counts(attempt), attempt.free, HAT in attempt.rares)


def swords(state: ZorroState, attempt: Attempt) -> int:
    """Duel: THRUST dice plus FREE THRUST cards and the Rapier."""
    return dice_counts(attempt)[THRUST] + attempt.free[THRUST]


def missing_symbols(state: ZorroState, attempt: Attempt) -> dict[str, int]:
    """Symbol -> how many more are needed (ignoring the Hat), for the AI and the table's hints."""
    dice, free = dice_counts(attempt), attempt.free
    out: dict[str, int] = {}
    for s in requirement(attempt):
        out[s] = out.get(s, 0) + 1
    return {s: n - dice[s] - free[s] for s, n in out.items() if n - dice[s] - free[s] > 0}
