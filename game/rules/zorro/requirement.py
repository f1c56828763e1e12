"""Reading the dice against a requirement: what counts, whose equipment works, swords in a duel.

Whose equipment works (`sources`): your own; in a feat attempt also the helper's; on the helper's
4th roll only the helper's. FREE cards (and the Rapier and the Mask) count as fixed symbols; the
Cordovan Hat lets one THRUST or TAUNT *die* stand for a location action.

A Scoundrel's or Villain's ability works through the dice only (`content.SCOUNDREL`): Hero dice
showing some faces do not count (`hero_blank`), or the fight has a roll fewer. Equipment is never
switched off: "Si l'effet d'un Équipement contredit la capacité d'une Crapule ou d'un Malfaiteur,
résolvez d'abord l'effet de l'Équipement" - every card counts in full against every foe, and the
Hat may still use a Hero die the foe does not count.
"""
from __future__ import annotations

from game.rules.common.memo import per_game
from game.rules.zorro.content import (ACTION_SYMBOLS, EQUIPMENT, FEATS, FREE, RARE, HAT, RARE_FREE_SYMBOL,
                                      REROLL, SCOUNDREL, SYMBOLS, TAUNT, THRUST, VILLAIN, ZORRO, Foe)
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
        assert attempt.helper is not None, "only a helper takes a helper's turn"
        return (attempt.helper,)
    if attempt.helper is not None:
        return (attempt.attempter, attempt.helper)
    return (attempt.attempter,)


def usable_cards(state: ZorroState, attempt: Attempt) -> list[str]:
    cards: list[str] = []
    for s in sources(attempt):
        cards += state.equipment[s]
    return cards


def _free_symbols(cards) -> dict[str, int]:
    """Fixed symbols from FREE cards and the Rapier/Mask (every foe lets them count)."""
    out = dict.fromkeys(SYMBOLS, 0)
    for card in cards:
        e = EQUIPMENT[card]
        if e.kind == FREE:
            assert e.symbol is not None, "a FREE card names its symbol"
            out[e.symbol] += 1
        elif card in RARE_FREE_SYMBOL:
            out[RARE_FREE_SYMBOL[card]] += 1
    return out


def _reroll_symbols(cards) -> dict[str, str]:
    """Symbol -> the REROLL card that rerolls Zorro dice showing it (against every foe too)."""
    out: dict[str, str] = {}
    for card in cards:
        e = EQUIPMENT[card]
        if e.kind == REROLL and e.symbol not in out:
            assert e.symbol is not None, "a REROLL card names its symbol"
            out[e.symbol] = card
    return out


def refresh(state: ZorroState, attempt: Attempt) -> None:
    """Work out what the roller's usable equipment gives (at the start, and when the helper
    takes over). The three are read, never changed, so attempts with the same cards share them."""
    attempt.rares, attempt.gear, attempt.free = _effects(tuple(usable_cards(state, attempt)))


@per_game(maxsize=1024)
def _effects(cards: tuple[str, ...]) -> tuple[tuple[str, ...], dict, dict]:
    """Rare cards, REROLL symbol -> card and FREE symbol counts of these usable cards."""
    rares = tuple(c for c in cards if EQUIPMENT[c].kind == RARE)
    return rares, _reroll_symbols(cards), _free_symbols(cards)


def hero_blank(attempt: Attempt) -> tuple[str, ...]:
    """Faces that do not count on a Hero die in this attempt (the foe's ability; none in feats
    and duels)."""
    f = foe(attempt)
    return f.hero_blank if f is not None else ()


def dice_counts(attempt: Attempt) -> dict[str, int]:
    """Symbols shown by the dice that count: landed, not set aside, and not a Hero die showing a
    face the foe blanks."""
    faces, aside = attempt.faces, attempt.aside
    blank = attempt.hero_blank
    if not blank and True not in aside:
        # The usual case, asked after every roll: every landed die counts (None is no symbol).
        return {s: faces.count(s) for s in SYMBOLS}
    out = dict.fromkeys(SYMBOLS, 0)
    specs = attempt.specs
    for i, face in enumerate(faces):
        if face is None or aside[i]:
            continue
        if face in blank and specs[i] != ZORRO:
            continue
        out[face] += 1
    return out


def blanked_wilds(attempt: Attempt) -> int:
    """Hero dice showing THRUST or TAUNT that the foe does not count: the Cordovan Hat may still
    make one of them stand for a location action (equipment first)."""
    blank = attempt.hero_blank
    if THRUST not in blank and TAUNT not in blank:
        return 0
    return sum(1 for i, face in enumerate(attempt.faces)
               if face in blank and face in (THRUST, TAUNT) and attempt.specs[i] != ZORRO and not attempt.aside[i])


@per_game(maxsize=64)
def _symbol_counts(need: tuple[str, ...]) -> dict[str, int]:
    """Symbol -> how many `need` asks for, in order of first mention. Counted once per
    requirement (there are 24), not after every roll; callers only read it."""
    counts: dict[str, int] = {}
    for s in need:
        counts[s] = counts.get(s, 0) + 1
    return counts


def met(need: tuple[str, ...], dice: dict[str, int], free: dict[str, int], hat: bool, blanked: int = 0) -> bool:
    """Does what shows cover `need`? With the Hat, one surplus THRUST/TAUNT die (or one that
    `blanked` says the foe does not count) may fill one missing location action."""
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
    if blanked:
        return True
    for wild in (THRUST, TAUNT):
        if dice[wild] > 0 and dice[wild] + free[wild] - counts.get(wild, 0) >= 1:
            return True
    return False


def requirement_met(state: ZorroState, attempt: Attempt) -> bool:
    if attempt.kind == DUEL:
        return False
    hat = HAT in attempt.rares
    return met(requirement(attempt), dice_counts(attempt), attempt.free, hat, hat and blanked_wilds(attempt))


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
