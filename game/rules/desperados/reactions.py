"""Reaction windows: Sheriff's Whistle and Take Cover, played on another player's turn.

After a Desperado action is declared, it does not resolve at once. The window offers, in turn
order from the active player's left, a Sheriff's Whistle to every living opponent, then (for an
attack) a Take Cover to every victim. Only a seat that HOLDS a playable matching card is asked
(`deciding`): its legal actions are [pass, play]. Nobody auto-passes for a person or an AI.

Hidden information: whether anyone was asked must not leak. So every declared action opens a
window, card or no card, and every window closes with the chance step `all_quiet` (probability
1) once nobody is left to ask. Other seats' observations show the window but never `deciding`
or `cursor`: observe(state, A) is the same whether or not B holds a Whistle (up to B's hand
size). A Whistle closes the window at once (the card is played face up, nothing is secret).
"""
from __future__ import annotations

from game.rules.common.events import CardMoved, Event
from game.rules.desperados.events import ActionCancelled, CardPlayed
from game.rules.desperados.state import DesperadosState, Window, opponents

WHISTLE, TAKE_COVER = "sheriffs_whistle", "take_cover"


def can_play(state: DesperadosState, seat: int, card: str) -> bool:
    """`seat` holds `card` and did not get it this turn."""
    hand = state.hands[seat]
    return card in hand and hand.count(card) > state.fresh[seat].count(card)


def open_window(state: DesperadosState, w: Window) -> None:
    slots = [(WHISTLE, s) for s in opponents(state, w.seat)]
    slots += [(TAKE_COVER, v) for v in w.victims]
    w.slots = tuple(slots)
    state.window = w
    _ask_next(state)


def _ask_next(state: DesperadosState) -> None:
    """Move the cursor to the next seat holding a matching card; None if there is nobody."""
    w = state.window
    assert w is not None, "only while a reaction window is open"
    while w.cursor < len(w.slots):
        card, seat = w.slots[w.cursor]
        if state.alive[seat] and can_play(state, seat, card):
            w.deciding = seat
            return
        w.cursor += 1
    w.deciding = None


def reaction_choices(state: DesperadosState, seat: int) -> list[str]:
    """The card the deciding seat may play now (one), or nothing."""
    w = state.window
    if w is None or w.deciding != seat:
        return []
    return [w.slots[w.cursor][0]]


def pass_(state: DesperadosState) -> list[Event]:
    assert state.window is not None, "a seat passes only in an open reaction window"
    state.window.cursor += 1
    _ask_next(state)
    return []


def play(state: DesperadosState, seat: int, card: str) -> list[Event]:
    """Play the offered reaction card. A Whistle cancels the action; Take Cover shields `seat`."""
    w = state.window
    assert w is not None, "a reaction card is played only in an open reaction window"
    state.hands[seat].remove(card)
    state.deck.discard(card)
    events: list[Event] = [CardPlayed(seat, card), CardMoved(card, seat, "discard")]
    if card == WHISTLE:
        state.window = None
        events.append(ActionCancelled(w.seat, seat))
        return events
    w.covered = (*w.covered, seat)
    w.cursor += 1
    _ask_next(state)
    return events


def hide(w: Window, viewer: int) -> None:
    """Redact the secret part of a window for `viewer` (observe)."""
    if w.deciding != viewer:
        w.deciding = None
        w.cursor = 0
