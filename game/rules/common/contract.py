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
from typing import Any, Generic, Protocol, TypeVar, runtime_checkable

CHANCE = -1
"""The seat number of chance (dice, draws, the revolver). Never a real seat."""

S = TypeVar("S")
A = TypeVar("A")


class IllegalAction(Exception):
    """An action the rules refuse. `reason` is a sentence fit to show a player."""

    def __init__(self, reason: str):
        super().__init__(reason)
        self.reason = reason


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
        raise IllegalAction("The game is over.")
    actors = rules.actors(state)
    if seat not in actors:
        if actors == [CHANCE]:
            raise IllegalAction("Waiting for a random outcome, not for a player.")
        raise IllegalAction(f"It is not seat {seat}'s decision now.")
