"""Desperados of Dice Town as data: the dice, the five desperados, the four gangs, the Brain
abilities and the 28 Wild West cards (desperados.components.md).

Everything the rules need to know about a component lives in these tables, so a rule module reads
`MEMBERS["lady"].attack` rather than `if member == "lady"`. Counts are checked against the
components file by tests/rules/desperados/test_desperados_content.py.
"""
from __future__ import annotations

from dataclasses import dataclass

from game.i18n import C_, N_
from game.rules.common.dice import DieSpec
from game.rules.common.events import CARD_NAMES, DIE_FACES

START_MONEY = 50
"""Each gang starts with $50 (5x$1 + 5x$5 + 2x$10); the table centre (the bank) starts empty."""
START_CHIPS = {1: 5, 5: 5, 10: 2}
ALL_CHIPS_VALUE = 200
"""$200 of chips in the box; with fewer than four players the unused chips leave the game."""

DICE = 4
ROLLS_PER_TURN = 3
ACTION = "action"


@dataclass(frozen=True)
class Member:
    """One desperado of a gang: his die face, how many jail ranks he must climb, and what one
    action costs each opponent once he has escaped (the Brain uses his gang's ability instead)."""

    key: str
    name: str
    """A message id, context "desperado": shown as ``pgettext("desperado", member.name)``."""
    symbol: str
    ranks: int
    attack: int


MEMBER_LIST: tuple[Member, ...] = (
    Member("brain", C_("desperado", "Brain"), "bottle", 2, 0),
    Member("ugly", C_("desperado", "Ugly"), "fist", 3, 3),
    Member("bad", C_("desperado", "Bad"), "knife", 4, 4),
    Member("lady", C_("desperado", "Lady"), "one gun", 5, 5),
    Member("boss", C_("desperado", "Boss"), "two guns", 6, 6),
)
MEMBERS: dict[str, Member] = {m.key: m for m in MEMBER_LIST}
MEMBER_KEYS: tuple[str, ...] = tuple(m.key for m in MEMBER_LIST)
MEMBER_INDEX: dict[str, int] = {k: i for i, k in enumerate(MEMBER_KEYS)}
BRAIN = "brain"

CHARACTER_FACES: tuple[str, ...] = MEMBER_KEYS
DIE = DieSpec("desperado", (ACTION, *CHARACTER_FACES))
"""Each of the 4 dice: one Action face and one Character face per desperado."""
DIE_FACES.update({ACTION: C_("die face", "action"), "brain": C_("die face", "brain"), "ugly": C_("die face", "ugly"),
                  "bad": C_("die face", "bad"), "lady": C_("die face", "lady"), "boss": C_("die face", "boss")})


@dataclass(frozen=True)
class Gang:
    key: str
    name: str
    """A message id (a gang's name may be translated)."""
    colour: str
    brain_ability: str
    members: dict[str, str]
    """Cosmetic names of the five desperados, by member key."""


GANG_LIST: tuple[Gang, ...] = (
    Gang("libertadores", N_("Los Libertadores"), "ochre", "rob_the_bank",
         {"boss": "G. Antonio", "lady": "Ana-Maria", "bad": "Diego", "ugly": "José", "brain": "Pedro"}),
    Gang("mavericks", N_("Mavericks"), "blue", "card_sharp",
         {"boss": "Jack Maverick", "lady": "Calamity Rose", "bad": "Slim", "ugly": "Mule", "brain": "Doc"}),
    Gang("oleson", N_("Oleson"), "green", "jailbreak_helper",
         {"boss": "Nellie", "lady": "Mattie", "bad": "Billy Boy", "ugly": "Big Joe", "brain": "Uncle Pat"}),
    Gang("red_damnation", N_("Red Damnation"), "red", "shoot_out",
         {"boss": "Colt", "lady": "Ruby", "bad": "Chuck", "ugly": "Bradley", "brain": "Willy"}),
)
GANGS: dict[str, Gang] = {g.key: g for g in GANG_LIST}
GANG_KEYS: tuple[str, ...] = tuple(g.key for g in GANG_LIST)


@dataclass(frozen=True)
class BrainStep:
    """What one use of a Brain ability does: `kind` names the effect, `amount` its size."""

    kind: str
    amount: int
    text: str
    """What it does, a message id."""


BRAIN_ABILITIES: dict[str, tuple[BrainStep, BrainStep, BrainStep]] = {
    # 1st, 2nd and 3rd Brain use in one turn (components file, "Brain abilities").
    "rob_the_bank": (
        BrainStep("take_from_bank", 2, N_("take $2 from the bank")),
        BrainStep("take_from_bank", 3, N_("take $3 more from the bank")),
        BrainStep("take_from_bank", 4, N_("take $4 more from the bank")),
    ),
    "shoot_out": (
        BrainStep("each_opponent_loses", 1, N_("each opponent loses $1")),
        BrainStep("each_opponent_loses", 1, N_("each opponent loses $1 more")),
        BrainStep("each_opponent_loses", 8, N_("each opponent loses $8 more")),
    ),
    "jailbreak_helper": (
        BrainStep("notch", 1, N_("turn one of your jailed desperados one notch")),
        BrainStep("notch", 1, N_("turn one jailed desperado one notch again")),
        BrainStep("free", 0, N_("free one jailed desperado at once")),
    ),
    "card_sharp": (
        BrainStep("draw", 1, N_("draw 1 Wild West card")),
        BrainStep("draw", 1, N_("draw 1 more")),
        BrainStep("draw_or_steal", 2, N_("draw 2 more, or take 1 random card from an opponent")),
    ),
}
BRAIN_NAMES = {"rob_the_bank": N_("Rob the bank"), "shoot_out": N_("Shoot-out"),
               "jailbreak_helper": N_("Jailbreak helper"), "card_sharp": N_("Card sharp")}
"""Each Brain ability's name (message ids)."""

# -- Wild West cards ---------------------------------------------------------------------------
OWN_ANY_TIME = N_("any time in your turn")
OWN_AFTER_ANY_ROLL = N_("after any roll")
OWN_AFTER_LAST_ROLL = N_("after your last roll")
REACT_TO_ACTION = N_("when an opponent declares one action")
REACT_TO_ATTACK = N_("when you would lose money to an attack")
REACTIONS = (REACT_TO_ACTION, REACT_TO_ATTACK)


@dataclass(frozen=True)
class Card:
    """A Wild West card: `name` (context "card"), `timing` and `effect` are message ids, shown
    through the catalog where the table draws them."""

    key: str
    name: str
    count: int
    timing: str
    effect: str


CARD_LIST: tuple[Card, ...] = (
    Card("extra_bullet", C_("card", "Extra Bullet"), 4, OWN_AFTER_LAST_ROLL, N_("counts as one more Action face this turn")),
    Card("lucky_horseshoe", C_("card", "Lucky Horseshoe"), 3, OWN_AFTER_ANY_ROLL,
         N_("one extra roll of any of your dice (beyond the 3)")),
    Card("loaded_die", C_("card", "Loaded Die"), 3, OWN_AFTER_LAST_ROLL, N_("turn one die to any Character face")),
    Card("sheriffs_whistle", C_("card", "Sheriff's Whistle"), 3, REACT_TO_ACTION,
         N_("cancel that action (escape notch, attack or Brain use); the Action face is spent")),
    Card("take_cover", C_("card", "Take Cover"), 4, REACT_TO_ATTACK, N_("you lose nothing from that one action")),
    Card("hacksaw", C_("card", "Hacksaw in a Cake"), 3, OWN_ANY_TIME, N_("turn one of your jailed desperados one notch")),
    Card("back_in_the_cell", C_("card", "Back in the Cell"), 2, OWN_ANY_TIME,
         N_("turn one opponent's jailed desperado back one notch (never past its starting rank)")),
    Card("pickpocket", C_("card", "Pickpocket"), 3, OWN_ANY_TIME, N_("take $3 from one opponent")),
    Card("card_sharp", C_("card", "Card Sharp"), 1, OWN_ANY_TIME, N_("take one random Wild West card from an opponent")),
    Card("dynamite", C_("card", "Dynamite"), 2, OWN_AFTER_LAST_ROLL, N_("each opponent loses $2 to the bank, ignoring immunity")),
)
CARDS: dict[str, Card] = {c.key: c for c in CARD_LIST}
CARD_NAMES.update({c.key: c.name for c in CARD_LIST})
DECK: tuple[str, ...] = tuple(c.key for c in CARD_LIST for _ in range(c.count))
"""The 28 Wild West cards, one entry per physical card."""

PICKPOCKET_AMOUNT = 3
DYNAMITE_AMOUNT = 2

DRAW_FOR_TRIO = (3, 1)
DRAW_FOR_SET_OF_FOUR = (4, 2)
DRAW_FOR_MISERY = (1, 1)
"""(cards drawn, cards kept) for each drawing combination."""
