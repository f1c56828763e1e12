"""Test helpers: set a Most Wanted table up in a few lines and force the draws.

Imported by the test modules of this folder (pytest puts the folder on sys.path).
"""
from __future__ import annotations

from game.rules.common.contract import CHANCE
from game.rules.common.deck import Drawn
from game.rules.most_wanted.engine import RULES
from game.rules.most_wanted.content import DECK, RANKS

NAMES = ["Ana", "Bill", "Cole", "Dora", "Eli", "Faye", "Gus", "Hank"]


class Pool:
    """Hands out real cards for short specs like 'Q Q 7' (bare ranks take any free colour) or
    'Q_blue' (that exact card), never more copies than the deck holds."""

    def __init__(self) -> None:
        self.left = list(DECK)

    def take(self, spec: str) -> str:
        if "_" in spec:
            self.left.remove(spec)
            return spec
        assert spec in RANKS, spec
        card = next(c for c in self.left if c.split("_")[0] == spec)
        self.left.remove(card)
        return card

    def hand(self, spec: str | list) -> list[str]:
        items = spec.split() if isinstance(spec, str) else spec
        return [self.take(s) for s in items]


def table(seats: int = 3, hands: list | None = None, *, deck: str | list | None = None,
          score: list | None = None, bags: list | None = None, active: int = 0, discards=None,
          **options):
    """Right after the deal: seat `active` chooses an action. `hands` default to five cards each,
    `deck` lists the cards the deck holds (default: every other card), scores and bags as given."""
    state = RULES.new_game(seats, options or None)
    pool = Pool()
    given = hands or [None] * seats
    state.hands = [pool.hand(h) if h is not None else [] for h in given]
    fixed_deck = pool.hand(deck) if deck is not None else None
    state.discards = pool.hand(discards) if discards is not None else []
    for s, h in enumerate(given):
        if h is None:
            state.hands[s] = [pool.left.pop(0) for _ in range(5)]
    if fixed_deck is None:
        state.deck = list(pool.left)
    else:
        # cards given to nobody sit in the discard pile so all 72 stay at the table
        state.deck = fixed_deck
        state.discards += pool.left
    pool.left = []
    state.draws, state.then = [], ""
    if score:
        state.score = list(score)
    if bags:
        state.bags = list(bags)
        state.supply -= sum(bags)
    RULES._begin_turn(state, active, [])
    state.turn = 1
    return state


def cards_of(state, seat: int, ranks: str) -> tuple[str, ...]:
    """The actual cards in `seat`'s hand matching the ranks given ('Q Q 7')."""
    hand = list(state.hands[seat])
    picked = []
    for r in ranks.split():
        card = next(c for c in hand if c == r or c.split("_")[0] == r)
        hand.remove(card)
        picked.append(card)
    return tuple(picked)


def do(state, seat: int, action) -> list:
    if isinstance(action, str):
        action = RULES.parse_action(action)
    return RULES.apply(state, seat, action)


def draw(state, *cards: str) -> list:
    """The waiting draws find these cards (full ids, or bare ranks: any copy in the deck)."""
    events = []
    for spec in cards:
        assert RULES.actors(state) == [CHANCE], "no card is waiting to be drawn"
        card = spec if "_" in spec else next(c for c in state.deck if c.split("_")[0] == spec)
        events += RULES.apply(state, CHANCE, Drawn(card))
    return events


def draw_any(state) -> list:
    """Let every waiting draw take the first card of the deck."""
    events = []
    while RULES.actors(state) == [CHANCE]:
        events += RULES.apply(state, CHANCE, Drawn(state.deck[0]))
    return events


def play(state, seat: int, ranks: str) -> list:
    from game.rules.most_wanted.actions import Play
    return RULES.apply(state, seat, Play(cards_of(state, seat, ranks)))


def join(state, seat: int, ranks: str) -> list:
    from game.rules.most_wanted.actions import Join
    return RULES.apply(state, seat, Join(cards_of(state, seat, ranks)))


def stay_out(state, seat: int) -> list:
    from game.rules.most_wanted.actions import STAY_OUT
    return RULES.apply(state, seat, STAY_OUT)


def kinds(events, cls) -> list:
    return [e for e in events if isinstance(e, cls)]
