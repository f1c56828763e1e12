"""Drawing Wild West cards: one chance step per card, the keep choice, and stealing.

The deck is an unordered multiset (common Deck), so "the top card" is a chance outcome over the
cards it holds. When it runs out the discard pile becomes the new deck. Every card a player
gets this turn — drawn, kept or stolen — is also listed in `state.fresh[seat]`: it cannot be
played before that player's next turn.
"""
from __future__ import annotations

from game.rules.common.memo import made_once
from game.rules.common.contract import Outcome
from game.rules.common.deck import Drawn
from game.rules.common.events import CardMoved, Event
from game.rules.desperados.content import CARDS
from game.rules.desperados.events import DeckReshuffled
from game.rules.desperados.state import Drawing, DesperadosState


drawn_by = made_once(lambda card, seat: CardMoved(card, "deck", seat, face_up=False, private_to=(seat,)),
                     maxsize=None)
"""Events are immutable: each (card, seat) face-down draw is made once (ten cards, four seats)."""


def begin_draw(state: DesperadosState, count: int, keep: int | None) -> list[Event]:
    state.drawing = Drawing(count, keep)
    return settle(state)


def settle(state: DesperadosState) -> list[Event]:
    """Reshuffle if the deck is empty; hand the cards over once no choice is left to make."""
    d = state.drawing
    events: list[Event] = []
    if d is None:
        return events
    if d.count > 0 and not state.deck.cards:
        if state.deck.discards:
            n = len(state.deck.discards)
            state.deck.recycle_discards()
            events.append(DeckReshuffled(n))
        else:
            d.count = 0  # every card is in someone's hand: the draw stops short
    if d.count == 0 and (d.keep is None or len(d.drawn) <= d.keep):
        seat = state.current
        state.hands[seat].extend(d.drawn)
        state.fresh[seat].extend(d.drawn)
        state.drawing = None
    return events


def draw_one(state: DesperadosState, card: str) -> list[Event]:
    """Chance outcome: `card` comes off the deck into the current player's view."""
    seat = state.current
    d = state.drawing
    assert d is not None, "a card is drawn only while a draw is on"
    state.deck.take(card)
    d.drawn.append(card)
    d.count -= 1
    return [drawn_by(card, seat), *settle(state)]


def keep_options(drawing: Drawing) -> list[tuple[str, ...]]:
    """Every distinct choice of `keep` cards among those drawn."""
    from itertools import combinations
    assert drawing.keep is not None, "asked only of a draw that keeps some of its cards"
    return sorted({tuple(sorted(c)) for c in combinations(drawing.drawn, drawing.keep)})


def keep(state: DesperadosState, cards: tuple[str, ...]) -> list[Event]:
    seat = state.current
    assert state.drawing is not None, "cards are kept only from a draw"
    rest = list(state.drawing.drawn)
    for card in cards:
        rest.remove(card)
    state.hands[seat].extend(cards)
    state.fresh[seat].extend(cards)
    state.deck.discard(*rest)
    state.drawing = None
    return [CardMoved(card, seat, "discard") for card in rest]


DRAWN = {card: Drawn(card) for card in CARDS}
"""One shared outcome object per card (outcomes are immutable), so listing them is cheap."""


def outcomes(cards: list[str]) -> list[Outcome]:
    """Each distinct card of an unordered pile with its chance of coming out (the deck, or the
    hand a Card Sharp picks from)."""
    counts: dict[str, int] = {}
    for card in cards:
        counts[card] = counts.get(card, 0) + 1
    n = len(cards)
    return [(DRAWN[card], k / n) for card, k in sorted(counts.items())]


def steal_outcomes(state: DesperadosState) -> list[Outcome]:
    assert state.steal_from is not None, "only while a hand is being robbed"
    return outcomes(state.hands[state.steal_from])


def steal(state: DesperadosState, card: str) -> list[Event]:
    """Chance outcome: `card` is the one taken at random from the robbed hand."""
    victim, thief = state.steal_from, state.current
    assert victim is not None, "only while a hand is being robbed"
    state.hands[victim].remove(card)
    if card in state.fresh[victim]:
        state.fresh[victim].remove(card)
    state.hands[thief].append(card)
    state.fresh[thief].append(card)
    state.steal_from = None
    return [CardMoved(card, victim, thief, face_up=False, private_to=(thief, victim))]
