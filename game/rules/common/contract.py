"""The rules contract every game implements (see DESIGN.md, "The rules contract").

Modelled on OpenSpiel: chance is a seat (`CHANCE`), so the rules never roll or shuffle. A driver
(controller, simulator, AI search, test) asks `actors(state)`; when it is `[CHANCE]` it picks one of
`chance_outcomes(state)` with its own seeded RNG and applies it like any other action. A game is
therefore its options plus its action list, which is what saves and replays store.

Style chosen for all five games: `apply` MUTATES the state it is given and returns the events that
describe what happened. Search code calls `clone` first. Mutation keeps random playouts fast
(the engine-throughput target is 200 complete games per second).

Observations are redacted copies of the state, of the same class: hidden cards become `None`
(or are removed from lists that are only counted), secret bids are hidden, deck order never exists
(decks are unordered multisets; a draw is a chance step). `determinize` fills the hidden parts back
in with a consistent guess, which is what ISMCTS samples.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Generic, Protocol, Sequence, TypeVar, runtime_checkable

from game.i18n import N_, _, format_number, ngettext

CHANCE = -1
"""The seat number of chance (dice, draws, the revolver). Never a real seat."""

S = TypeVar("S")
A = TypeVar("A")


class IllegalAction(Exception):
    """An action the rules refuse, with a sentence fit to show a player.

    The rules never translate (they run in AI threads and the simulator, which never ask for
    words): they give the English sentence as a message id marked with ``N_`` (a plural pair with ``Nn_``) and the values to
    put in it, and the sentence is worded in the reader's language only where it is shown::

        raise IllegalAction(N_("Not enough money: {have} available, {need} needed."), have=3, need=5)
        raise IllegalAction(*Nn_("Play {n} card.", "Play {n} cards."), n=2)   # a plural pair
        raise IllegalAction(N_("It is not {name}'s decision now."), seats={"name": 1})

    `plural` is the plural form for the count `n` (also a value of the sentence). `seats` are
    values that name a seat: "seat 1" in `reason`, the seat's name in `worded(names)`.

    `reason` is the English sentence, formatted, for logs, saves' error messages and tests;
    `worded(names)` is the sentence in the current language (``game.i18n``), numbers written as
    that language writes them, for a person to read.
    """

    def __init__(self, message: str, plural: str | None = None, /, *, seats: dict[str, int] | None = None,
                 **values: Any):
        self.message = message
        self.plural = plural
        self.seats = dict(seats or {})
        self.values = values
        self.reason = self._fill(self._english_form(), {k: f"seat {s}" for k, s in self.seats.items()}, str)
        super().__init__(self.reason)

    def _english_form(self) -> str:
        return self.plural if self.plural is not None and self.values.get("n") != 1 else self.message

    def _fill(self, text: str, seat_words: dict[str, str], number) -> str:
        if not self.values and not seat_words:
            return text  # a sentence without values may hold braces of its own
        shown = {k: number(v) if isinstance(v, (int, float)) and not isinstance(v, bool) else v
                 for k, v in self.values.items()}
        return text.format(**shown, **seat_words)

    def worded(self, names: Sequence[str] = ()) -> str:
        """The refusal in the current language; a seat is called by its name in `names` (by
        "seat N" if `names` does not reach it)."""
        if self.plural is not None:
            text = ngettext(self.message, self.plural, int(self.values.get("n", 0)))
        else:
            text = _(self.message)
        seat_words = {k: names[s] if 0 <= s < len(names) else f"seat {s}" for k, s in self.seats.items()}
        return self._fill(text, seat_words, format_number)


@dataclass(frozen=True)
class GameInfo:
    """What the rules say of a game as a whole: its name (for the log), how many seats it takes
    and its options. The menu's words about it live in the app's registry (game/games.py)."""

    game_id: str
    name: str
    min_seats: int
    max_seats: int
    options: dict[str, tuple[Any, ...]] = field(default_factory=dict)
    """Option name -> allowed values; the first is the default."""

    def default_options(self) -> dict[str, Any]:
        return {name: values[0] for name, values in self.options.items()}


Outcome = tuple[Any, float]
"""A chance outcome (an action applied by the CHANCE seat) and its probability."""


@runtime_checkable
class Rules(Protocol, Generic[S, A]):
    """One game's rules. Implemented by one object per game (e.g. `game.rules.pig.RULES`)."""

    info: GameInfo

    def new_game(self, seats: int, options: dict[str, Any] | None = None) -> S:
        """The table before any chance step."""

    def actors(self, state: S) -> list[int]:
        """Seats that must decide now; `[CHANCE]` when the next step is random; `[]` when over.

        Several seats for simultaneous secret decisions; each submits one action via `apply`
        and the rules resolve when the last one is in.
        """

    def chance_outcomes(self, state: S) -> list[Outcome]:
        """When `actors(state) == [CHANCE]`: every outcome with its probability (sum 1)."""

    # Optional: `sample_chance(state, rng) -> Outcome` draws one outcome with exactly the
    # probabilities of `chance_outcomes` without building the list (a die face, a card from an
    # unordered pile). Playouts take most of the search's time and chance is their commonest
    # step; `game.ai.base.sample_chance` uses it when a game has it. A contract test checks it
    # against `chance_outcomes`.

    def legal_actions(self, state: S, seat: int) -> list[A]:
        """Never empty for a seat in `actors(state)`; empty for anyone else."""

    def apply(self, state: S, seat: int, action: A) -> list[Any]:
        """Validate and perform; mutate `state`; return events. Raise IllegalAction if refused,
        leaving `state` unchanged."""

    def is_over(self, state: S) -> bool: ...

    def winners(self, state: S) -> list[int]: ...

    def scores(self, state: S) -> list[float]: ...

    def observe(self, state: S, seat: int) -> S:
        """What `seat` may see, as a redacted copy of the state."""

    def clone(self, state: S) -> S: ...

    def determinize(self, observation: S, seat: int, rng: Any) -> S:
        """A full state consistent with `observation` (what `seat` knows), hidden parts guessed
        with `rng` (a `random.Random`)."""

    def parse_action(self, text: str) -> A:
        """Inverse of `str(action)`, for saves, logs and replays. Raises IllegalAction."""


def check_actor(rules: Rules, state: Any, seat: int) -> None:
    """Refuse an action from a seat that is not asked to decide. Shared by every engine."""
    if rules.is_over(state):
        raise IllegalAction(N_("The game is over."))
    actors = rules.actors(state)
    if seat not in actors:
        if actors == [CHANCE]:
            raise IllegalAction(N_("Waiting for a random outcome, not for a player."))
        raise IllegalAction(N_("It is not {name}'s decision now."), seats={"name": seat})
