"""The turn: roll up to three times keeping any dice, then ONE roll effect — Desperado actions
or a Wild West draw — then the turn passes to the next gang still in the game.

Also the setup roll, which is all chance: each player in turn rolls 4 dice, rerolls Action faces
and faces beyond two of a kind until four Character faces with at most two alike show, and
turns those desperados one notch each.
"""
from __future__ import annotations

from game.rules.common.memo import made_once
from game.rules.common.events import DieRolled, Event, TurnStarted
from game.rules.desperados import cards, drawing, jail, rolls
from game.rules.desperados.actions import REROLLS
from game.rules.desperados.content import DICE, ROLLS_PER_TURN
from game.rules.desperados.events import DiceKept, EffectChosen, SetupReroll
from game.rules.desperados.state import ACTIONS, ROLLING, SETUP, DesperadosState

ALL_DICE = list(range(DICE))
KEPT = {a.dice: tuple(d for d in ALL_DICE if d not in a.dice) for a in REROLLS}
"""The dice left on the table for each choice of dice to roll again."""


die_rolled = made_once(DieRolled, maxsize=None)
"""Events are immutable: each (seat, die, face) landing is made once (dice are most steps)."""


def land_die(state: DesperadosState, die: int, face: str) -> list[Event]:
    """Chance outcome: the next die waiting to be rolled shows `face`."""
    state.to_roll.pop(0)
    state.dice[die] = face
    events: list[Event] = [die_rolled(state.current, die, face)]
    if state.phase == SETUP and not state.to_roll:
        events += _setup_roll_done(state)
    return events


def _setup_roll_done(state: DesperadosState) -> list[Event]:
    seat = state.current
    again = rolls.setup_rerolls(state.dice)
    if again:
        for d in again:
            state.dice[d] = None
        state.to_roll = list(again)
        return [SetupReroll(seat, again)]
    events: list[Event] = []
    for face in state.dice:
        events += jail.turn_towards_freedom(state, seat, face)
    if seat + 1 < state.seats:
        state.current = seat + 1
        state.dice = [None] * DICE
        state.to_roll = list(ALL_DICE)
    else:
        events += start_turn(state, 0)
    return events


def start_turn(state: DesperadosState, seat: int) -> list[Event]:
    """A new turn: the first roll of all four dice starts at once (chance steps); cards playable
    "any time in your turn" are offered from the moment those dice have landed (House rule)."""
    state.current = seat
    state.phase = ROLLING
    state.dice = [None] * DICE
    state.to_roll = list(ALL_DICE)
    state.rolls_used = 1
    state.rolls_allowed = ROLLS_PER_TURN
    state.rolling_over = False
    state.bullets = 0
    state.effect = None
    state.actions_left = 0
    state.brain_uses = 0
    state.drawing = None
    state.window = None
    state.steal_from = None
    state.turn += 1
    return [TurnStarted(seat, state.turn)]


def may_reroll(state: DesperadosState) -> bool:
    return state.phase == ROLLING and not state.rolling_over and state.rolls_used < state.rolls_allowed


def reroll(state: DesperadosState, dice: tuple[int, ...]) -> list[Event]:
    kept = KEPT[dice]
    event = DiceKept(state.current, kept, dice, tuple(state.dice))
    for d in dice:
        state.dice[d] = None
    state.to_roll = list(dice)
    state.rolls_used += 1
    return [event]


def can_take_actions(state: DesperadosState) -> bool:
    return rolls.actions_for(state.dice, state.bullets) > 0


def can_draw(state: DesperadosState) -> bool:
    return rolls.draw_for(state.dice, state.bullets) is not None


_effect_chosen = made_once(EffectChosen, maxsize=None)
"""Events are immutable: each roll effect chosen (seat, effect, combination, actions) is made
once (a few dozen of them; every turn chooses one)."""


def take_actions(state: DesperadosState) -> list[Event]:
    state.rolling_over = True
    state.phase = ACTIONS
    state.effect = "actions"
    state.actions_left = rolls.actions_for(state.dice, state.bullets)
    return [_effect_chosen(state.current, "actions", "", state.actions_left)]


def draw_cards(state: DesperadosState) -> list[Event]:
    draw = rolls.draw_for(state.dice, state.bullets)
    assert draw is not None, "offered only when the dice allow a draw"
    combo, count, keep = draw
    state.rolling_over = True
    state.phase = ACTIONS
    state.effect = "draw"
    return [_effect_chosen(state.current, "draw", combo, 0), *drawing.begin_draw(state, count, keep)]


def busy(state: DesperadosState) -> bool:
    """Something is under way that the turn cannot end in the middle of."""
    return bool(state.to_roll) or state.window is not None or state.drawing is not None \
        or state.steal_from is not None


def nothing_left_to_do(state: DesperadosState) -> bool:
    return state.phase == ACTIONS and not busy(state) and state.actions_left == 0 and not cards.plays(state)


def end_turn(state: DesperadosState) -> list[Event]:
    """Cards acquired this turn become playable; the next living gang rolls."""
    for f in state.fresh:
        f.clear()
    n = state.seats
    nxt = next(s for s in ((state.current + k) % n for k in range(1, n + 1)) if state.alive[s])
    return start_turn(state, nxt)
