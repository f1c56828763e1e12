"""The decisions of Zorro, with their text form (`str(action)` parses back).

Chance outcomes: `face die=3 face=charm` (one die lands), `draw card=lasso` (a card comes out of
the unseen part of a deck) and `first seat=2` (who starts, when the table lets chance decide).

Dice that show the same face on the same kind of die are interchangeable, so a reroll names the
lowest-numbered ones of each kind: `canonical(attempt, dice)` turns any choice of dice into that
form (the table calls it when a person clicks dice).
"""
from __future__ import annotations

from game.rules.common.actions import ActionRegistry, action

ACTIONS = ActionRegistry()


@action("first", ACTIONS)
class FirstPlayer:
    """Chance outcome at setup: `seat` starts."""

    seat: int


# -- the turn ---------------------------------------------------------------------------------------
@action("travel", ACTIONS)
class Travel:
    """Put your Hero token on the face-up feat in `slot`; ask `helper` to help (None: alone)."""

    slot: int
    helper: int | None = None


@action("help", ACTIONS)
class Answer:
    """The asked player's answer: come and help (yes) or not (no)."""

    accept: bool


# -- the dice -------------------------------------------------------------------------------------
@action("reroll", ACTIONS)
class Reroll:
    """Spend a roll: roll these dice again and keep the others. On the helper's 4th roll, the
    helper's own Hero dice are rolled too (so the list may be empty)."""

    dice: tuple[int, ...]


@action("stop", ACTIONS)
class Stop:
    """Stop rolling (the attempt is judged on the dice as they are)."""


@action("gear", ACTIONS)
class GearReroll:
    """REROLL equipment: roll this Zorro die again without spending a roll."""

    die: int


@action("whip", ACTIONS)
class UseWhip:
    """Zorro's Whip: turn this Zorro die to `face`."""

    die: int
    face: str


@action("cape", ACTIONS)
class UseCape:
    """Zorro's Cape: after the last roll, roll up to two dice once more."""

    dice: tuple[int, ...]


@action("gloves", ACTIONS)
class UseGloves:
    """Fox Gloves: roll these Hero dice again without spending a roll."""

    dice: tuple[int, ...]


# -- equipment ------------------------------------------------------------------------------------
FEAT_CARD, DECK = "feat", "deck"


@action("equipment", ACTIONS)
class TakeEquipment:
    """After a feat: take the equipment that lay under it (`feat`) or draw one (`deck`)."""

    source: str


@action("discard", ACTIONS)
class Discard:
    """Put this equipment card under its deck (over the limit, or for a Scoundrel/Villain)."""

    card: str


STOP = Stop()
ACCEPT, DECLINE = Answer(True), Answer(False)
TAKE_FEAT_CARD, DRAW_FROM_DECK = TakeEquipment(FEAT_CARD), TakeEquipment(DECK)
