"""What a player can do in Most Wanted, as small frozen dataclasses with a text form.

A turn is two steps, like at the table: `choose` an action card, then say how (which cards, whom
to challenge). Other players answer with their own secret decisions (join or stay out, challenge
or let it pass) and everyone involved plays face-down hands for duels, shootouts and tie-breaks.
"""
from __future__ import annotations

from game.rules.common.actions import ActionRegistry, action, parse_action as _parse
from game.rules.common.deck import Drawn

ACTIONS = ActionRegistry()


@action("choose", ACTIONS)
class Choose:
    """Take this action card: pony, stagecoach, train, church, saloon, honest_labor,
    dishonest_labor, duel or shootout."""

    action: str


@action("play", ACTIONS)
class Play:
    """Lay these cards face down: a robbery hand, a duel or shootout hand, a tie-break card; or,
    before a robbery's reveal, the active player's new choice of cards."""

    cards: tuple[str, ...]


@action("keep", ACTIONS)
class Keep:
    """Before a robbery's reveal, the active player keeps the cards already laid down."""


@action("join", ACTIONS)
class Join:
    """Join the robbery with these face-down cards (a secret decision)."""

    cards: tuple[str, ...]


@action("stay_out", ACTIONS)
class StayOut:
    """Stay out of the robbery (a secret decision)."""


@action("discard", ACTIONS)
class Discard:
    """Church or Saloon: discard these cards (any number, none included), then draw up."""

    cards: tuple[str, ...]


@action("labor", ACTIONS)
class Labor:
    """Honest Labor: play these cards face up, all of one colour, for 2 bags each."""

    cards: tuple[str, ...]


@action("work", ACTIONS)
class Work:
    """Dishonest Labor: play these cards face down (2 bags go on each)."""

    cards: tuple[str, ...]


@action("declare", ACTIONS)
class Declare:
    """Dishonest Labor: declare that every card played is of this colour (a bluff is allowed)."""

    colour: str


@action("challenge", ACTIONS)
class Challenge:
    """Dishonest Labor: call the bluff (a secret decision)."""


@action("let_it_pass", ACTIONS)
class LetItPass:
    """Dishonest Labor: do not challenge (a secret decision)."""


@action("duel", ACTIONS)
class DuelWith:
    """Duel: challenge `opponent` with hands of `size` cards (1 or 2)."""

    opponent: int
    size: int


@action("shootout", ACTIONS)
class ShootoutWith:
    """Shootout: challenge these players with hands of `size` cards (1 to 3)."""

    targets: tuple[int, ...]
    size: int


KEEP = Keep()
STAY_OUT = StayOut()
CHALLENGE = Challenge()
LET_IT_PASS = LetItPass()


def parse_action(text: str):
    return _parse(text, ACTIONS)


__all__ = ["ACTIONS", "Choose", "Play", "Keep", "Join", "StayOut", "Discard", "Labor", "Work",
           "Declare", "Challenge", "LetItPass", "DuelWith", "ShootoutWith", "Drawn", "KEEP",
           "STAY_OUT", "CHALLENGE", "LET_IT_PASS", "parse_action"]
