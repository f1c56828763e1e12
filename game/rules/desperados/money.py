"""Money at the table: losses go to the table centre (the bank); winnings come out of it and
are capped by what it holds; a gang at $0 is out of the game at once.

Every change is a `Ledger.pay`, so the total ($50 a seat) never changes.
"""
from __future__ import annotations

from game.i18n import N_
from game.rules.common.events import CardMoved, Event, PlayerEliminated
from game.rules.desperados.state import BANK, DesperadosState


def lose(state: DesperadosState, seat: int, amount: int, reason: str,
         reason_words: tuple[tuple[str, str, str], ...] = ()) -> list[Event]:
    """`seat` pays up to `amount` into the bank; at $0 the gang is eliminated. `reason` is a
    message id (see MoneyMoved)."""
    events: list[Event] = []
    moved = state.money.pay(seat, BANK, amount, reason, reason_words=reason_words)
    if moved is not None:
        events.append(moved)
    if state.alive[seat] and state.money[seat] == 0:
        events += eliminate(state, seat)
    return events


def earn_from_bank(state: DesperadosState, seat: int, amount: int, reason: str) -> list[Event]:
    """Winnings from a card or an ability: never more than the bank holds."""
    moved = state.money.pay(BANK, seat, amount, reason)
    return [moved] if moved is not None else []


def take_from(state: DesperadosState, thief: int, victim: int, amount: int, reason: str) -> list[Event]:
    """Money straight from one gang to another (Pickpocket); the victim may be eliminated."""
    events: list[Event] = []
    moved = state.money.pay(victim, thief, amount, reason)
    if moved is not None:
        events.append(moved)
    if state.alive[victim] and state.money[victim] == 0:
        events += eliminate(state, victim)
    return events


def eliminate(state: DesperadosState, seat: int) -> list[Event]:
    """Out of the game: any chips go to the bank, the Wild West cards to the discard pile."""
    events: list[Event] = []
    state.alive[seat] = False
    left = state.money.pay(seat, BANK, state.money[seat], N_("eliminated"))
    if left is not None:
        events.append(left)
    for card in state.hands[seat]:
        state.deck.discard(card)
        events.append(CardMoved(card, seat, "discard"))
    state.hands[seat] = []
    state.fresh[seat] = []
    events.append(PlayerEliminated(seat, N_("no money left")))
    return events
