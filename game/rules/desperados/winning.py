"""The end of the game: a gang with every desperado free that is the richest (ties count)
wins at once — checked after every step, because a freed gang may become the richest later
when money changes — or the last gang standing wins.
"""
from __future__ import annotations

from game.rules.common.events import Event, GameEnded
from game.rules.desperados.events import GangWins
from game.rules.desperados.state import OVER, DesperadosState

FREE_AND_RICHEST = "free and the richest"
LAST_STANDING = "the last gang standing"


def is_richest(state: DesperadosState, seat: int) -> bool:
    """Richest among living gangs; a tie for the most money counts."""
    top = max(state.money[s] for s in range(state.seats) if state.alive[s])
    return state.money[seat] >= top


def winner(state: DesperadosState) -> tuple[int, str] | None:
    """Who wins now, if anyone. When several freed gangs tie for richest at the same moment,
    the player whose turn it is wins first, then the others in turn order (House rule)."""
    alive = state.alive
    if alive.count(True) == 1:
        return alive.index(True), LAST_STANDING
    n = len(alive)
    for k in range(n):
        seat = (state.current + k) % n
        if alive[seat] and not any(state.jail[seat]) and is_richest(state, seat):
            return seat, FREE_AND_RICHEST
    return None


def check_end(state: DesperadosState) -> list[Event]:
    if state.phase == OVER:
        return []
    found = winner(state)
    if found is None:
        return []
    seat, reason = found
    state.phase = OVER
    state.winners = [seat]
    state.window = None
    state.drawing = None
    state.steal_from = None
    state.to_roll = []
    return [GangWins(seat, reason), GameEnded((seat,))]
