"""Hand rankings, exactly as the rule book has them (pages 8 and 9).

Highest to lowest: Double Crosser, Four of a Kind, Three of a Kind, Two Pair, Pair, High Card.
There are no straights and no flushes; colours never rank; the Ace is always high. Hands of the
same rank compare their groups first (the higher pair, then for Two Pair the lower pair) and then
the leftover cards (kickers), highest first. A hand made entirely of 6s is a Double Crosser, which
beats everything, when another hand in the same action is made entirely of Aces.

A hand is any sequence of cards ('Q_blue') or bare ranks ('Q').
"""
from __future__ import annotations

from typing import Iterable, Sequence

from game.rules.common.memo import per_game
from game.rules.most_wanted.content import CARD_KINDS, PLURAL_NAMES, RANK_NAMES, RANK_VALUE, RANKS, VALUE

HIGH_CARD, PAIR, TWO_PAIR, THREE_OF_A_KIND, FOUR_OF_A_KIND, DOUBLE_CROSSER = range(6)
CATEGORY_NAMES = ("High Card", "Pair", "Two Pair", "Three of a Kind", "Four of a Kind",
                  "Double Crosser")
SIX, ACE = RANK_VALUE["6"], RANK_VALUE["A"]

_VALUES: dict[str, int] = {**RANK_VALUE, **{card: VALUE[card] for card in CARD_KINDS}}
"""The rank value of every card of the game and every bare rank, a table of the content's facts
made at import (never added to), so that a hand's values are one `map` over its __getitem__."""


def _value(card: str) -> int:
    """The rank value of a card or a bare rank, spelt any way ('Q_blue', 'Q', 'Q_any')."""
    v = _VALUES.get(card)
    return RANK_VALUE[card.split("_", 1)[0]] if v is None else v


def values(hand: Iterable[str]) -> list[int]:
    """The ranks of a hand as numbers, 0 (a 6) to 8 (an Ace)."""
    return [_value(c) for c in hand]


def is_all(hand: Sequence[str], rank: str) -> bool:
    """Every card of the (non-empty) hand is of this rank."""
    v = RANK_VALUE[rank]
    return bool(hand) and all(_value(c) == v for c in hand)


def double_crosser_applies(hands: Sequence[Sequence[str]]) -> bool:
    """In this action someone's whole hand is Aces and someone else's whole hand is 6s: then every
    all-6s hand is a Double Crosser. Extra cards of a larger hand never count (full hands only)."""
    aces = [i for i, h in enumerate(hands) if is_all(h, "A")]
    if not aces:
        return False
    sixes = [i for i, h in enumerate(hands) if is_all(h, "6")]
    return any(s != a for s in sixes for a in aces)


def rank_hand(hand: Sequence[str], double_cross: bool = False) -> tuple[int, ...]:
    """A key that orders hands of the same size: higher is better.

    (category, group ranks..., kickers...): groups by size then rank, kickers highest first.
    With `double_cross` (see `double_crosser_applies`) an all-6s hand is a Double Crosser.
    """
    vals = _values_of(hand)
    if double_cross and vals and all(v == SIX for v in vals):
        return (DOUBLE_CROSSER,)
    vals.sort()
    return _key_of(tuple(vals))


@per_game(maxsize=None)
def _key_of(vals: tuple[int, ...]) -> tuple[int, ...]:
    """The key of a hand of these sorted rank values. Remembered: a few thousand value sets
    exist, and every showdown and every AI's reading of a hand asks for one."""
    counts: dict[int, int] = {}
    for v in vals:
        counts[v] = counts.get(v, 0) + 1
    groups = sorted(counts.items(), key=lambda vc: (vc[1], vc[0]), reverse=True)
    top = groups[0][1] if groups else 0
    if top >= 4:
        category = FOUR_OF_A_KIND
    elif top == 3:
        category = THREE_OF_A_KIND
    elif top == 2:
        category = TWO_PAIR if len(groups) > 1 and groups[1][1] == 2 else PAIR
    else:
        category = HIGH_CARD
    return (category, *(v for v, _ in groups))


def rank_hands(hands: Sequence[Sequence[str]]) -> list[tuple[int, ...]]:
    """The keys of all hands played in one action (the Double Crosser decided among them).

    The same as `rank_hand(h, double_crosser_applies(hands))` for each hand, but every hand's
    sorted ranks are worked out once and looked up with `map`: a showdown ends every robbery, so
    this runs often. The Double Crosser is looked for only when someone laid all Aces."""
    signatures = list(map(_signature, hands))
    keys = list(map(_key_of, signatures))
    # A non-empty hand is all Aces when its lowest rank is an Ace (the highest rank there is).
    if ACE in map(min, filter(None, signatures)):
        keys = _with_double_crossers(keys, signatures)
    return keys


def _with_double_crossers(keys: list, signatures: list) -> list:
    """When someone's hand is all Aces and someone else's all 6s, every all-6s hand is a Double
    Crosser. A non-empty hand is all 6s when its highest rank is a 6."""
    aces = [i for i, sig in enumerate(signatures) if sig and sig[0] == ACE]
    sixes = [i for i, sig in enumerate(signatures) if sig and sig[-1] == SIX]
    if not any(s != a for s in sixes for a in aces):
        return keys
    return [(DOUBLE_CROSSER,) if sig and sig[-1] == SIX else key for key, sig in zip(keys, signatures)]


def _signature(hand: Sequence[str]) -> tuple[int, ...]:
    """The ranks of a hand, sorted low to high (what its key depends on)."""
    try:
        return tuple(sorted(map(_VALUES.__getitem__, hand)))
    except KeyError:
        return tuple(sorted(_value(c) for c in hand))


def _values_of(hand: Sequence[str]) -> list[int]:
    """`values(hand)`, by one `map` when every card is known (always, in a game)."""
    try:
        return list(map(_VALUES.__getitem__, hand))
    except KeyError:
        return [_value(c) for c in hand]


def best_hands(hands: Sequence[Sequence[str]]) -> list[int]:
    """Indices of the hands that tie for best in one action (one index: a clear winner)."""
    keys = rank_hands(hands)
    top = max(keys)
    return [i for i, k in enumerate(keys) if k == top]


def hand_names(keys: Sequence[tuple[int, ...]]) -> tuple[str, ...]:
    """`hand_name` of each key, looked up with one `map` (every showdown names every hand)."""
    return tuple(map(hand_name, keys))


@per_game(maxsize=None)
def hand_name(key: tuple[int, ...]) -> str:
    """'Pair of Queens', 'Two Pair, Kings and 7s', 'High Card Ace', 'Double Crosser'. Made once
    per key (there are a few hundred keys; every showdown names each hand)."""
    category = key[0]
    if category == DOUBLE_CROSSER:
        return "Double Crosser"
    first = RANKS[key[1]]
    if category == HIGH_CARD:
        return f"High Card {RANK_NAMES[first]}"
    if category == TWO_PAIR:
        return f"Two Pair, {PLURAL_NAMES[first]} and {PLURAL_NAMES[RANKS[key[2]]]}"
    if category == PAIR:
        return f"Pair of {PLURAL_NAMES[first]}"
    return f"{CATEGORY_NAMES[category]}, {PLURAL_NAMES[first]}"


def best_hand_from(cards: Sequence[str], size: int) -> tuple[str, ...]:
    """The best `size`-card hand among `cards` by the ordinary ranking (no Double Crosser): how
    the Sheriff picks, and how the AI finds its strongest play.

    Built directly instead of trying every combination: the made group of the highest category
    possible (the highest rank that has enough copies), then the highest leftover cards as kickers.
    A test checks it against trying every combination.
    """
    by_rank: dict[int, list[str]] = {}
    values = _VALUES
    for c in cards:
        v = values[c] if c in values else _value(c)
        group = by_rank.get(v)
        if group is None:
            by_rank[v] = [c]
        else:
            group.append(c)
    ranks = sorted(by_rank, reverse=True)
    made: list[str] = []
    chosen: tuple[int, ...] = ()
    top = max(map(len, by_rank.values()), default=0)
    if top >= 3 and size >= 3:
        need = 4 if top >= 4 and size >= 4 else 3
        rank = next(r for r in ranks if len(by_rank[r]) >= need)
        made, chosen = by_rank[rank][:need], (rank,)
    elif top >= 2 and size >= 2:
        chosen = tuple(r for r in ranks if len(by_rank[r]) >= 2)[:2 if size >= 4 else 1]
        for r in chosen:
            made += by_rank[r][:2]
    # kickers: the highest cards of other ranks (one per rank: a second copy would have been a pair)
    hand = made + [by_rank[r][0] for r in ranks if r not in chosen][:size - len(made)]
    if len(hand) < size:  # too few different ranks: fill with the highest cards left
        pool = list(cards)
        for c in hand:
            pool.remove(c)
        pool.sort(key=_value, reverse=True)
        hand += pool[:size - len(hand)]
    return tuple(hand)
