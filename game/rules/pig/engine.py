"""Pig rules. On your turn roll a die as often as you like; a 1 wipes the turn total and ends
the turn; holding banks the turn total. First to the target wins."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Sequence

from game.rules.common.actions import ActionRegistry, action, parse_action
from game.i18n import N_, _, format_number
from game.rules.common.contract import CHANCE, IllegalAction, check_actor
from game.rules.pig.info import INFO
from game.rules.common.dice import DieFace, DieSpec
from game.rules.common.events import DieRolled, Event, GameEnded, TurnStarted, event

ACTIONS = ActionRegistry()
D6 = DieSpec("d6", ("1", "2", "3", "4", "5", "6"))


@action("roll", ACTIONS)
class Roll:
    """Roll the die again."""


@action("hold", ACTIONS)
class Hold:
    """Bank the turn total and pass the die."""


@event
class Banked(Event):
    seat: int
    amount: int
    total: int

    def describe(self, names: Sequence[str]) -> str:
        return _("{name} banks {amount} (total {total})").format(
            name=names[self.seat], amount=format_number(self.amount), total=format_number(self.total))


@event
class Pigged(Event):
    seat: int

    def describe(self, names: Sequence[str]) -> str:
        return _("{name} rolls a 1 and loses the turn total").format(name=names[self.seat])


@dataclass
class PigState:
    scores: list[int]
    target: int = 50
    current: int = 0
    turn_total: int = 0
    rolling: bool = False
    """True between the Roll decision and the die's chance outcome."""
    winner: int | None = None
    turns: int = field(default=0)
    last_roll: str | None = None
    """The face the die last landed on (it lies on the table showing it), None before the first roll."""


class PigRules:
    info = INFO

    def new_game(self, seats: int, options: dict[str, Any] | None = None) -> PigState:
        opts = {**self.info.default_options(), **(options or {})}
        if not self.info.min_seats <= seats <= self.info.max_seats:
            raise IllegalAction(N_("Pig needs 2 to 6 seats, not {count}."), count=seats)
        return PigState(scores=[0] * seats, target=int(opts["target"]))

    def actors(self, state: PigState) -> list[int]:
        if state.winner is not None:
            return []
        return [CHANCE] if state.rolling else [state.current]

    def chance_outcomes(self, state: PigState):
        return D6.outcomes(0)

    def legal_actions(self, state: PigState, seat: int) -> list:
        if seat not in self.actors(state):
            return []
        if seat == CHANCE:
            return [o for o, _probability in self.chance_outcomes(state)]
        return [Roll(), Hold()] if state.turn_total else [Roll()]

    def apply(self, state: PigState, seat: int, action) -> list[Event]:
        check_actor(self, state, seat)
        if action not in self.legal_actions(state, seat):
            if isinstance(action, Hold):
                raise IllegalAction(N_("You must roll at least once before holding."))
            raise IllegalAction(N_("'{action}' is not allowed now."), action=action)
        if isinstance(action, Roll):
            state.rolling = True
            # a turn's first roll opens it (a later roll comes after a 2 or more, never at 0)
            return [TurnStarted(seat, state.turns + 1)] if not state.turn_total else []
        if isinstance(action, DieFace):
            return self._land(state, int(action.face))
        return self._hold(state)

    def _land(self, state: PigState, pips: int) -> list[Event]:
        state.rolling = False
        state.last_roll = str(pips)
        events: list[Event] = [DieRolled(state.current, 0, str(pips))]
        if pips == 1:
            events.append(Pigged(state.current))
            self._next_turn(state)
        else:
            state.turn_total += pips
        return events

    def _hold(self, state: PigState) -> list[Event]:
        seat = state.current
        state.scores[seat] += state.turn_total
        events: list[Event] = [Banked(seat, state.turn_total, state.scores[seat])]
        if state.scores[seat] >= state.target:
            state.winner = seat
            events.append(GameEnded((seat,)))
        else:
            self._next_turn(state)
        return events

    def _next_turn(self, state: PigState) -> None:
        state.turn_total = 0
        state.current = (state.current + 1) % len(state.scores)
        state.turns += 1

    def is_over(self, state: PigState) -> bool:
        return state.winner is not None

    def winners(self, state: PigState) -> list[int]:
        return [] if state.winner is None else [state.winner]

    def scores(self, state: PigState) -> list[float]:
        return [float(s) for s in state.scores]

    def observe(self, state: PigState, seat: int) -> PigState:
        return self.clone(state)

    def clone(self, state: PigState) -> PigState:
        return PigState(list(state.scores), state.target, state.current, state.turn_total,
                        state.rolling, state.winner, state.turns, state.last_roll)

    def determinize(self, observation: PigState, seat: int, rng) -> PigState:
        return self.clone(observation)

    def parse_action(self, text: str):
        return parse_action(text, ACTIONS)


RULES = PigRules()
