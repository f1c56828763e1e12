"""Desperados' actions: the Character faces say who may act, each Action face (or Extra
Bullet) gives one action to one of them.

An action on a jailed desperado turns his card one notch (he escapes at the keys). An escaped
desperado attacks: every opponent whose same desperado is still in jail loses his attack value
to the bank — the attacker wins nothing. An escaped Brain uses the gang's ability instead.
Each action is declared, may draw reactions (reactions.py), and then resolves.
"""
from __future__ import annotations

from game.rules.common.memo import made_once
from game.i18n import N_
from game.rules.common.events import Event
from game.rules.desperados import brains, jail, money, reactions, rolls
from game.rules.desperados.actions import ACT, ACT_BRAIN_ON, ACT_BRAIN_ROB, Act
from game.rules.desperados.content import BRAIN, MEMBERS
from game.rules.desperados.events import ActionDeclared, Attacked
from game.rules.desperados.state import DesperadosState, Window, opponents

NOTCH, ATTACK, BRAIN_USE = "notch", "attack", "brain"

declared = made_once(ActionDeclared, maxsize=None)
"""Events are immutable: each (seat, member, kind, brain use) declaration is made once (at most
4 seats x 6 members x 3 kinds x 4 uses; a random game declares some eighty actions)."""


def kind_of(state: DesperadosState, seat: int, member: str) -> str:
    if jail.is_jailed(state, seat, member):
        return NOTCH
    return BRAIN_USE if member == BRAIN else ATTACK


def victims_of(state: DesperadosState, seat: int, member: str) -> tuple[int, ...]:
    """Opponents an escaped `member` can hit: those whose own `member` is still jailed."""
    return tuple(o for o in opponents(state, seat) if jail.is_jailed(state, o, member))


def options(state: DesperadosState) -> list[Act]:
    """Every action the current player may give now (one per desperado who may act, more for
    Brain uses that need a target)."""
    seat = state.current
    result: list[Act] = []
    for member in rolls.characters(state.dice):
        if kind_of(state, seat, member) != BRAIN_USE:
            result.append(ACT[member])
            continue
        step = brains.brain_step(state, seat, brains.next_level(state))
        if step.kind in ("notch", "free"):
            targets = jail.jailed_members(state, seat)
            result += [ACT_BRAIN_ON[t] for t in targets] or [ACT[BRAIN]]
        elif step.kind == "draw_or_steal":
            result.append(ACT[BRAIN])
            result += [ACT_BRAIN_ROB[o] for o in opponents(state, seat) if state.hands[o]]
        else:
            result.append(ACT[BRAIN])
    return result


def declare(state: DesperadosState, act: Act) -> list[Event]:
    """Spend one action on `act.member` and open the reaction window."""
    seat = state.current
    state.actions_left -= 1
    kind = kind_of(state, seat, act.member)
    level = 0
    if kind == BRAIN_USE:
        level = brains.next_level(state)
        state.brain_uses += 1
    victims = victims_of(state, seat, act.member) if kind == ATTACK else ()
    window = Window(seat, act.member, act.target, act.victim, level if kind == BRAIN_USE else -1, victims, ())
    key = (seat, act.member, kind, level + 1 if kind == BRAIN_USE else 0)
    events: list[Event] = [declared(*key)]
    reactions.open_window(state, window)
    return events


def resolve(state: DesperadosState, w: Window) -> list[Event]:
    """The declared action takes effect (nobody whistled)."""
    if w.brain_level >= 0:
        return brains.use_brain(state, w.seat, w.brain_level, w.target, w.victim)
    if jail.is_jailed(state, w.seat, w.member):
        return jail.turn_towards_freedom(state, w.seat, w.member)
    return attack(state, w)


def attack(state: DesperadosState, w: Window) -> list[Event]:
    amount = MEMBERS[w.member].attack
    lost = tuple(0 if v in w.covered else min(amount, state.money[v]) for v in w.victims)
    events: list[Event] = [Attacked(w.seat, w.member, w.victims, lost)]
    for v, a in zip(w.victims, lost):
        if a:
            events += money.lose(state, v, a, N_("{desperado}'s attack"),
                                 (("desperado", "desperado", MEMBERS[w.member].name),))
    return events
