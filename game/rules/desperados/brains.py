"""The Brain's special ability: each gang's own, growing with each use in a turn.

One Brain use is one action given to an escaped Brain. The 1st, 2nd and 3rd use in a turn do
what content.BRAIN_ABILITIES says; a 4th use starts the ladder again (House rule). Brain effects
ignore immunity: the Shoot-out hits every opponent, freed Brain or not.
"""
from __future__ import annotations

from game.i18n import N_
from game.rules.common.events import Event
from game.rules.desperados import drawing, jail, money
from game.rules.desperados.content import BRAIN_ABILITIES, GANGS, BrainStep
from game.rules.desperados.state import DesperadosState, opponents


def brain_step(state: DesperadosState, seat: int, level: int) -> BrainStep:
    """What the Brain of `seat`'s gang does on use number `level + 1` of the ladder."""
    return BRAIN_ABILITIES[GANGS[state.gangs[seat]].brain_ability][level]


def next_level(state: DesperadosState) -> int:
    """0, 1, 2 for the 1st, 2nd, 3rd Brain use this turn; then the ladder starts again."""
    return state.brain_uses % 3


def use_brain(state: DesperadosState, seat: int, level: int, target: str | None,
              victim: int | None) -> list[Event]:
    step = brain_step(state, seat, level)
    if step.kind == "take_from_bank":
        return money.earn_from_bank(state, seat, step.amount, N_("Rob the bank"))
    if step.kind == "each_opponent_loses":
        events: list[Event] = []
        for opp in opponents(state, seat):
            events += money.lose(state, opp, step.amount, N_("Shoot-out"))
        return events
    if step.kind == "notch":
        return jail.turn_towards_freedom(state, seat, target) if target else []
    if step.kind == "free":
        return jail.free_at_once(state, seat, target) if target else []
    if step.kind == "draw_or_steal" and victim is not None:
        state.steal_from = victim
        return []
    return drawing.begin_draw(state, step.amount, None)

