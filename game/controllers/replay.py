"""Watching a past or saved table again, through its own table scene.

    controller = replay_controller(save_data)    # SaveError if the rules refuse any step
    controller.step_forward()  / .jump(position) / .jump_to_turn(n) / .watch(seat | PUBLIC | EVERYTHING)

The replay controller IS the game's own controller (Durango's prompts, Most Wanted's scores...),
with `ReplayMixin` put in front of it: the same state, log and events, so the game's table scene
(`scenes/table_<id>.py`) draws and animates it exactly as it did the game, with no second drawing
of any game. What the mixin changes is who moves the game on: nobody decides (no seat waits for a
person, no AI thinks); a step is taken from the recorded action list when the replay controls
ask (`step_forward`), and the table animates the events it returns as usual. Going back is a
replay from the start (the rules are fast; a game is its action list), which also rewrites the
log as it stood at that moment. A replay never saves and never makes a record.

What the screen shows follows `watching`: one seat's view (their own hand, as they saw it), the
table's public view, or, once the game is over, everything (the true state).
"""
from __future__ import annotations

import bisect
from typing import TYPE_CHECKING, Any, Sequence, cast

from game.i18n import N_
from game.rules.common.contract import CHANCE, IllegalAction

PUBLIC = -1
"""Watch what everyone at the table could see."""
EVERYTHING = -2
"""Watch the true state, every hand open: only for a game that is over."""


# The mixin is put in front of a game's controller class (`_replay_class`): type checkers read it
# as a TableController, at run time it stands on nothing of its own.
if TYPE_CHECKING:
    from game.controllers.base import TableController as _Controller
else:
    _Controller = object


class ReplayMixin(_Controller):
    is_replay = True
    shows_results = False

    def start_replay(self, steps: Sequence, finished: bool) -> None:
        self.script = list(steps)
        """Every recorded step, to the end of the record."""
        self.finished = finished
        """Whether the whole game is over at the script's end (then everything may be shown)."""
        self.watching = EVERYTHING if finished else PUBLIC
        self.wanted = 0
        """Steps the controls asked for that the table has not taken yet."""
        self.turn_starts = self._find_turn_starts()
        self.jump(0)

    # -- where the replay is -------------------------------------------------------------------
    @property
    def position(self) -> int:
        return len(self.history)

    @property
    def length(self) -> int:
        return len(self.script)

    def at_end(self) -> bool:
        return self.position >= self.length

    def turn_count(self) -> int:
        return len(self.turn_starts)

    def turn_at(self, position: int | None = None) -> int:
        """The turn (1-based) the step at `position` belongs to."""
        position = self.position if position is None else position
        return max(1, bisect.bisect_right(self.turn_starts, position))

    def _find_turn_starts(self) -> list[int]:
        """Where each turn begins in the script: where the game's own turn (or round) counter
        moves on, or for a game without one, where another seat takes its first step."""
        starts = [0]
        counter = self.progress_counter
        if counter is not None:
            state = self.rules.new_game(len(self.seats), self.options)
            last = getattr(state, counter[0], 0)
            for i, step in enumerate(self.script):
                self.rules.apply(state, step.seat, self.rules.parse_action(step.action))
                now = getattr(state, counter[0], 0)
                if now != last and i + 1 < len(self.script):
                    starts.append(i + 1)
                last = now
            return starts
        previous = None
        for i, step in enumerate(self.script):
            if step.seat != CHANCE and step.seat != previous:
                if previous is not None:
                    starts.append(i)
                previous = step.seat
        return starts

    # -- moving through it ---------------------------------------------------------------------
    def step_forward(self) -> None:
        """Ask for the next step; the table takes it (and animates it) when it is still."""
        if self.position + self.wanted < self.length:
            self.wanted += 1

    def jump(self, position: int) -> None:
        """Be at `position` at once (no animation): the state and the log as they were then."""
        position = max(0, min(self.length, position))
        self.cut_log(1)
        self._last_logged = None
        self._replay(self.script[:position], write_log=True)
        self.wanted = 0

    def jump_to_turn(self, turn: int) -> None:
        turn = max(1, min(self.turn_count(), turn))
        self.jump(self.turn_starts[turn - 1])

    def turn_back(self) -> None:
        """To the start of this turn, or of the one before when already there."""
        start = self.turn_starts[self.turn_at() - 1]
        self.jump(start if start < self.position else self.turn_starts[max(0, self.turn_at() - 2)])

    def turn_forward(self) -> None:
        turn = self.turn_at()
        self.jump(self.turn_starts[turn] if turn < self.turn_count() else self.length)

    def watch(self, seat: int) -> None:
        """Show what `seat` saw (or PUBLIC, or EVERYTHING once the game is over); the log is
        rewritten as that seat read it."""
        if seat == EVERYTHING and not self.finished:
            raise ValueError("everything is shown only once the game is over")
        self.watching = seat
        self.jump(self.position)

    # -- the table controller, as a replay -----------------------------------------------------
    def update(self) -> list:
        if self.wanted <= 0 or self.at_end():
            self.wanted = 0
            return []
        self.wanted -= 1
        step = self.script[self.position]
        return self._apply(step.seat, self.rules.parse_action(step.action))

    def waiting_humans(self) -> list[int]:
        return []

    def _answer_for_the_absent(self) -> list:
        """A replay makes no move of its own: the passes made for people are in its script."""
        return []

    def act(self, seat: int, action: Any) -> list:
        raise IllegalAction(N_("This is a replay: nobody moves here."))

    def ai_thinking(self) -> bool:
        return False

    def viewer(self) -> int | None:
        return self.watching if self.watching >= 0 else None

    def log_viewer(self) -> int | None:
        return self.viewer()

    def shows_everything(self) -> bool:
        return self.finished and self.watching == EVERYTHING

    def view(self, seat: int | None = None) -> Any:
        if seat is None and self.watching == EVERYTHING:
            return self.rules.clone(self.state)
        return super().view(seat)

    def needs_curtain(self, seat: int) -> bool:
        return False

    def pending_check(self) -> int | None:
        return None

    def can_undo(self, seat: int) -> bool:
        return False

    def _save_step(self) -> None:
        """A replay keeps nothing: no save, no record."""


def replay_controller(save_data: dict):
    """A replay of a save or a record (in save form): the game's controller, checked by replaying
    every step through the rules (`TableController.from_json`), then turned into its replay."""
    from game.controllers.base import TableController
    controller = TableController.from_json(save_data)
    finished = controller.is_over()
    # The game's controller class with the replay in front: the same object, now driven by the script.
    controller.__class__ = _replay_class(type(controller))
    replay = cast(ReplayMixin, controller)
    replay.start_replay(replay.history, finished)
    return replay


_CLASSES: dict[type, type] = {}


def _replay_class(cls: type) -> type:
    if cls not in _CLASSES:
        _CLASSES[cls] = type(f"Replay{cls.__name__}", (ReplayMixin, cls), {})
    return _CLASSES[cls]
