"""The decisions of Desperados, with their text form (`str(action)` parses back).

Chance outcomes reuse the common ones: `face die=2 face=lady` (one die lands) and
`draw card=dynamite` (one Wild West card comes out of the deck, or out of a robbed hand), plus
`all_quiet`, the step that closes a reaction window (see reactions.py for why it is chance's).
"""
from __future__ import annotations

from itertools import combinations

from game.rules.common.actions import ActionRegistry, action

ACTIONS = ActionRegistry()


# -- rolling --------------------------------------------------------------------------------
@action("reroll", ACTIONS)
class Reroll:
    """Roll these dice again and keep the others (rolls 2 and 3, or a Lucky Horseshoe roll)."""

    dice: tuple[int, ...]


# -- the roll effect ------------------------------------------------------------------------
@action("take_actions", ACTIONS)
class TakeActions:
    """Stop rolling and let the desperados act: one action per Action face."""


@action("draw_cards", ACTIONS)
class DrawCards:
    """Stop rolling and draw Wild West cards for a Trio, a Set of Four or Misery."""


@action("act", ACTIONS)
class Act:
    """Give one action to `member`: a notch towards freedom if jailed, an attack if escaped,
    a Brain use if he is the escaped Brain. `target` is the jailed desperado an Oleson Brain
    helps; `victim` the opponent a Mavericks Brain robs on a third use (None: draw 2)."""

    member: str
    target: str | None = None
    victim: int | None = None


@action("keep", ACTIONS)
class Keep:
    """Keep these of the drawn Wild West cards; the others go to the discard pile."""

    cards: tuple[str, ...]


@action("end_turn", ACTIONS)
class EndTurn:
    """Finish the turn (unused actions are lost)."""


# -- Wild West cards played on your own turn ------------------------------------------------------
@action("extra_bullet", ACTIONS)
class PlayExtraBullet:
    pass


@action("lucky_horseshoe", ACTIONS)
class PlayLuckyHorseshoe:
    pass


@action("loaded_die", ACTIONS)
class PlayLoadedDie:
    die: int
    face: str


@action("hacksaw", ACTIONS)
class PlayHacksaw:
    member: str


@action("back_in_the_cell", ACTIONS)
class PlayBackInTheCell:
    seat: int
    member: str


@action("pickpocket", ACTIONS)
class PlayPickpocket:
    seat: int


@action("card_sharp", ACTIONS)
class PlayCardSharp:
    seat: int


@action("dynamite", ACTIONS)
class PlayDynamite:
    pass


# -- reactions on another player's turn ---------------------------------------------------------
@action("sheriffs_whistle", ACTIONS)
class PlayWhistle:
    """Cancel the action just declared."""


@action("take_cover", ACTIONS)
class PlayTakeCover:
    """Lose nothing from the attack just declared."""


@action("pass", ACTIONS)
class Pass:
    """Let the declared action go ahead without playing a card."""


# -- chance -----------------------------------------------------------------------------------
@action("all_quiet", ACTIONS)
class AllQuiet:
    """Chance outcome (probability 1): the reaction window closes and the action resolves."""


CARD_ACTION = {
    "extra_bullet": PlayExtraBullet, "lucky_horseshoe": PlayLuckyHorseshoe, "loaded_die": PlayLoadedDie,
    "hacksaw": PlayHacksaw, "back_in_the_cell": PlayBackInTheCell, "pickpocket": PlayPickpocket,
    "card_sharp": PlayCardSharp, "dynamite": PlayDynamite, "sheriffs_whistle": PlayWhistle,
    "take_cover": PlayTakeCover,
}
"""Wild West card key -> the action that plays it."""
ACTION_CARD = {cls: key for key, cls in CARD_ACTION.items()}

REROLLS: tuple[Reroll, ...] = tuple(Reroll(c) for n in range(1, 5) for c in combinations(range(4), n))
"""Every choice of dice to roll again (keeping the rest): 15 of them, built once."""
TAKE_ACTIONS, DRAW_CARDS, END_TURN, PASS, ALL_QUIET = TakeActions(), DrawCards(), EndTurn(), Pass(), AllQuiet()

# Every action with a target, built once: legal_actions hands out these shared (immutable) objects
# instead of building new ones at every step, which keeps random playouts fast.
from game.rules.desperados.content import CHARACTER_FACES, DICE, MEMBER_KEYS  # noqa: E402

MAX_SEATS = 4
ACT = {m: Act(m) for m in MEMBER_KEYS}
ACT_BRAIN_ON = {m: Act("brain", target=m) for m in MEMBER_KEYS}
ACT_BRAIN_ROB = {s: Act("brain", victim=s) for s in range(MAX_SEATS)}
HACKSAW = {m: PlayHacksaw(m) for m in MEMBER_KEYS}
BACK_IN_THE_CELL = {(s, m): PlayBackInTheCell(s, m) for s in range(MAX_SEATS) for m in MEMBER_KEYS}
PICKPOCKET = {s: PlayPickpocket(s) for s in range(MAX_SEATS)}
CARD_SHARP = {s: PlayCardSharp(s) for s in range(MAX_SEATS)}
LOADED_DIE = {(d, f): PlayLoadedDie(d, f) for d in range(DICE) for f in CHARACTER_FACES}
