"""Guided first games ("Learn to play"): a lesson is data over the real rules and the real table.

A lesson file (`assets/lessons/<game>.toml`, read with tomllib: nothing in it is executed) names
the seats (the person and easy AIs, whose play follows from the seed), the arranged chance
outcomes (dice faces, cards drawn, the cylinder: ordinary chance steps, applied through the
engine in order whenever chance acts, so the lesson goes the same way every time) and the steps.
A step is the coach's words and either a move the person is asked to make (`do`, the action as
the rules write it) or nothing to do but read (a Next button); it is said when the person's turn
to decide comes. `point` names what the coach
rings on the table: `button:Place bid` (a button whose label starts so; `@1` the second such;
a label with blanks, `button:Keep {chosen} of {n}`, is the table's own message, matched whole
in the person's language),
`die:3`, `card:dynamite` (a card in the person's hand; `card:8_blue@1` the second copy),
`pick:2` (a card on offer), `region:pot`, `seat:1` (a layout rectangle). A table may name
pieces of its own (its `coach_target`): Durango's `card:T03` is a card of the person's party or
reserve, `drawn:0` a card just drawn, `purse:0` a seat's coal and silver this turn, `herd:0` its
cattle; Desperados' jail dials are `dial:lady` (`dial:bad@1`: seat 1's); Zorro's face-up feats
`feat:0`, its foes `foe:tavern` and, as `card:guitar`, the person's equipment.

`Coach` follows a lesson over a table's controller: it refuses any other move of the person's
with what the lesson wants instead, moves on when the asked move is made, plays the asked move
for a person who skips the step, and hands the table over as a normal game at the end.
"""
from __future__ import annotations

import time
import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game.i18n import _

LESSONS = Path(__file__).resolve().parent.parent / "assets" / "lessons"
POINT_KINDS = ("button", "die", "card", "pick", "region", "seat", "drawn", "purse", "herd", "dial", "feat", "foe")


class LessonError(Exception):
    """A lesson file that cannot be read or does not fit its game."""


@dataclass(frozen=True)
class Step:
    say: str
    do: str | None = None
    """The person's move this step waits for, as the rules write it; None: read, then Next."""
    point: tuple[str, ...] = ()
    """What the coach rings, in the order a person clicks it."""
    title: str = ""


@dataclass(frozen=True)
class Lesson:
    game_id: str
    title: str
    seats: tuple[str, ...]
    seed: int
    steps: tuple[Step, ...]
    chance: tuple[str, ...] = ()
    options: dict = field(default_factory=dict)
    names: tuple[str, ...] = ()

    @property
    def person(self) -> int:
        return self.seats.index("human")

    def seat_configs(self) -> list:
        """The table's seats, named by the lesson's `names` if it gives them (a rival called
        Calamity would be confusing in a game of Calamity cards), else by the usual names."""
        from game.controllers.seats import DEFAULT_NAMES, parse_seats
        return parse_seats(",".join(self.seats), self.names or DEFAULT_NAMES)


def lesson_path(game_id: str) -> Path:
    return LESSONS / f"{game_id}.toml"


def has_lesson(game_id: str) -> bool:
    return lesson_path(game_id).is_file()


def load(game_id: str) -> Lesson:
    """The lesson for `game_id`; LessonError says what is wrong with a damaged file."""
    path = lesson_path(game_id)
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError) as exc:
        raise LessonError(_("The lesson {file} cannot be read: {reason}").format(file=path.name, reason=exc)) from None
    try:
        steps = tuple(_step(s) for s in data["steps"])
        lesson = Lesson(game_id, str(data["title"]), tuple(map(str, data["seats"])), int(data["seed"]), steps,
                        tuple(map(str, data.get("chance", ()))), dict(data.get("options", {})),
                        tuple(map(str, data.get("names", ()))))
    except (KeyError, TypeError, ValueError) as exc:
        raise LessonError(_("The lesson {file} is missing or mistypes {field}").format(file=path.name, field=exc)) from None
    if lesson.seats.count("human") != 1 or not steps:
        raise LessonError(f"The lesson {path.name} needs one person and at least one step")
    if lesson.names and len(lesson.names) != len(lesson.seats):
        raise LessonError(f"The lesson {path.name} names {len(lesson.names)} players for {len(lesson.seats)} seats")
    return lesson


def _step(data: dict) -> Step:
    point = tuple(map(str, data.get("point", ())))
    for target in point:
        if target.split(":", 1)[0] not in POINT_KINDS or ":" not in target:
            raise ValueError(f"a target {target!r} (kinds: {', '.join(POINT_KINDS)})")
    do = data.get("do")
    return Step(str(data["say"]), None if do is None else str(do), point, str(data.get("title", "")))


class Coach:
    """A lesson followed over `controller` (a TableController whose person is `lesson.person`)."""

    def __init__(self, lesson: Lesson, controller: Any):
        self.lesson = lesson
        self.controller = controller
        self.index = 0
        self.skipped = 0
        self.handed_over = False
        controller.arrange(lesson.chance)
        controller.guard = self.refusal
        self._seen = len(controller.history)

    @property
    def step(self) -> Step | None:
        return self.lesson.steps[self.index] if self.index < len(self.lesson.steps) else None

    @property
    def finished(self) -> bool:
        return self.step is None

    def ready(self) -> bool:
        """The step's moment has come: the person is deciding (or the game is over). A step is
        said when it is the person's turn, so its words follow what the table has just shown."""
        return self.lesson.person in self.controller.waiting_humans() or self.controller.is_over()

    def waiting_for_move(self) -> bool:
        """The step asks for a move and the person is the one to decide now."""
        step = self.step
        return step is not None and step.do is not None and self.lesson.person in self.controller.waiting_humans()

    def expected(self) -> Any:
        return self.controller.rules.parse_action(self.step.do)

    def refusal(self, seat: int, action: Any) -> str | None:
        """Why the person may not make `action` now (None: they may): during a lesson the person
        makes the move the coach asks for, and reads before moving on."""
        step = self.step
        if self.handed_over or step is None or seat != self.lesson.person:
            return None
        if step.do is None:
            return _("Read the coach's note first, then click Next.")
        if str(action) == str(self.expected()):
            return None
        # Translators: {move} is the move the lesson asks for, as its button says it
        return _("Not yet: {move} is what this step shows.").format(move=self.controller.label(self.expected(), seat))

    def follow(self) -> None:
        """Move on when the person has made the asked move (called after every table update)."""
        history = self.controller.history
        while self._seen < len(history):
            step = history[self._seen]
            self._seen += 1
            if self.step is not None and self.step.do is not None and step.seat == self.lesson.person \
                    and step.action == str(self.expected()):
                self.index += 1

    def next(self) -> None:
        """The person has read a step with nothing to do."""
        if self.step is not None and self.step.do is None:
            self.index += 1

    def skip(self) -> list:
        """Play the asked move for the person (or read on), counting the skip; returns the
        move's events for the table to show."""
        step = self.step
        if step is None or (step.do is not None and not self.waiting_for_move()):
            return []
        self.skipped += 1
        if step.do is None:
            self.index += 1
            return []
        events = self.controller.act(self.lesson.person, self.expected())
        self.follow()
        return events

    def run_to(self, index: int, max_steps: int = 20_000) -> None:
        """Play the lesson by itself up to step `index` (each asked move made, each note read,
        the AIs and chance playing as usual), stopping when that step is said: for pictures and
        for checking a lesson file against its engine. Raises IllegalAction where an arranged
        outcome cannot happen, and LessonError where an asked move is not a legal one."""
        for _attempt in range(max_steps):
            if self.finished or (self.index >= index and self.ready()):
                return
            if self.ready() and self.step.do is None:
                self.next()
            elif self.waiting_for_move():
                legal = [str(a) for a in self.controller.legal_actions(self.lesson.person)]
                if self.step.do not in legal:
                    raise LessonError(f"step {self.index + 1} asks for {self.step.do!r}, not a legal move there "
                                      f"({', '.join(legal[:6])}...)")
                self.skip()
            elif self.controller.waiting_humans():
                raise LessonError(f"the person decides but step {self.index + 1} waits for the others")
            elif not self.controller.update():
                time.sleep(0.001)  # an AI thinks on its own thread
        raise LessonError(f"the lesson did not reach step {index + 1}")

    def hand_over(self) -> None:
        """The lesson is over: the table plays on as a normal game."""
        self.handed_over = True
        self.controller.guard = None
