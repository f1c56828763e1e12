"""Durango's decisions as actions with a text form (saves and logs hold these strings)."""
from __future__ import annotations

from game.rules.common.actions import ActionRegistry, action

ACTIONS = ActionRegistry()

SELECT_OPTIONS = ("party", "reserve", "reserve_party", "reserve_reserve", "reserve_only", "none",
                  "reserve2_party", "reserve2_reserve", "reserve2_only")


@action("select", ACTIONS)
class Select:
    """The selection: `option` is one of SELECT_OPTIONS; `card` the index of the drawn card taken
    (-1 when none). party: card to party; reserve: card to the empty reserve; reserve_party: reserve
    card to party, then card to party; reserve_reserve: reserve card to party, then card to reserve.
    With Saddlebags' two reserve cards, `reserve2_...` does the same with the second one."""

    option: str
    card: int


@action("room", ACTIONS)
class MakeRoom:
    """Discard this party card to make room for the card being added."""

    card: str


@action("choose", ACTIONS)
class Choose:
    """A small choice: coal/silver, a card, a place (party/reserve/discard), take/leave."""

    value: str


@action("aim", ACTIONS)
class Aim:
    """Aim this turn's action at `seat` (and at `card` of theirs: a hire or a cattle; "" if none)."""

    seat: int
    card: str


@action("swap", ACTIONS)
class Swap:
    """Judge: give `mine` to `seat` and take their `theirs`."""

    mine: str
    seat: int
    theirs: str


@action("arrange", ACTIONS)
class Arrange:
    """Put the looked-at cards back: `order[i]` is the index (as looked at) of the new i-th card."""

    order: tuple[int, ...]


@action("interrupt", ACTIONS)
class Interrupt:
    """Add this reserve card to the party now and perform it; `room`: party card discarded to make
    room ("" if none needed); `give`: Cattle Baron's Daughter's cattle given in exchange."""

    card: str
    room: str
    give: str


@action("pass", ACTIONS)
class Pass:
    """Let the moment go by (do not interrupt)."""


@action("proceed", ACTIONS)
class Proceed:
    """Chance step with one outcome: the table moves on. Stands where an interrupt window may be
    open for someone, so nobody else can tell whether it was."""


@action("first", ACTIONS)
class FirstPlayer:
    """Chance outcome at setup: this seat starts."""

    seat: int
