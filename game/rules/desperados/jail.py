"""The jail cards: ranks climbed one notch at a time; at the keys the desperado escapes.

`state.jail[seat][i]` is how many ranks member i still has to climb (content.MEMBER_KEYS order);
0 means he has escaped and his card shows the Escaped side.
"""
from __future__ import annotations

from game.rules.common.memo import made_once
from game.rules.common.events import Event
from game.rules.desperados.content import MEMBER_INDEX, MEMBER_KEYS, MEMBERS
from game.rules.desperados.events import Escaped, JailTurned
from game.rules.desperados.state import DesperadosState


jail_turned = made_once(JailTurned, maxsize=None)
"""Events are immutable: each (seat, member, ranks left) notch forward is made once (a few
hundred at most; every notch of every Desperado action makes one)."""


def ranks_left(state: DesperadosState, seat: int, member: str) -> int:
    return state.jail[seat][MEMBER_INDEX[member]]


def is_jailed(state: DesperadosState, seat: int, member: str) -> bool:
    return state.jail[seat][MEMBER_INDEX[member]] > 0


def jailed_members(state: DesperadosState, seat: int) -> list[str]:
    row = state.jail[seat]
    return [m for i, m in enumerate(MEMBER_KEYS) if row[i] > 0]


def turn_towards_freedom(state: DesperadosState, seat: int, member: str, notches: int = 1) -> list[Event]:
    """Turn a jailed desperado's card `notches` ranks; at the keys he escapes (card flipped)."""
    i = MEMBER_INDEX[member]
    if state.jail[seat][i] == 0:
        return []
    state.jail[seat][i] = max(0, state.jail[seat][i] - notches)
    key = (seat, member, state.jail[seat][i])
    events: list[Event] = [jail_turned(*key)]
    if state.jail[seat][i] == 0:
        events.append(Escaped(seat, member))
    return events


def free_at_once(state: DesperadosState, seat: int, member: str) -> list[Event]:
    return turn_towards_freedom(state, seat, member, state.jail[seat][MEMBER_INDEX[member]])


def can_turn_back(state: DesperadosState, seat: int, member: str) -> bool:
    """Back in the Cell: only a jailed desperado who has climbed at least one rank."""
    left = state.jail[seat][MEMBER_INDEX[member]]
    return 0 < left < MEMBERS[member].ranks


def turn_back(state: DesperadosState, seat: int, member: str) -> list[Event]:
    i = MEMBER_INDEX[member]
    state.jail[seat][i] += 1
    return [JailTurned(seat, member, state.jail[seat][i], back=True)]
