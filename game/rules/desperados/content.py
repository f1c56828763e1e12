"""Desperados of Dice Town as data: the dice, the five desperados, the four gangs, the Brain
abilities and the 28 Wild West cards (desperados.components.md).

Everything the rules need to know about a component lives in these tables, so a rule module reads
`MEMBERS["lady"].attack` rather than `if member == "lady"`. Counts are checked against the
components file by tests/rules/desperados/test_desperados_content.py.
"""
from __future__ import annotations

from dataclasses import dataclass

from game.rules.common.dice import DieSpec

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
    symbol: str
    ranks: int
    attack: int


MEMBER_LIST: tuple[Member, ...] = (
    Member("brain", "Brain", "bottle", 2, 0),
    Member("ugly", "Ugly", "fist", 3, 3),
    Member("bad", "Bad", "knife", 4, 4),
    Member("lady", "Lady", "one gun", 5, 5),
    Member("boss", "Boss", "two guns", 6, 6),
)
MEMBERS: dict[str, Member] = {m.key: m for m in MEMBER_LIST}
MEMBER_KEYS: tuple[str, ...] = tuple(m.key for m in MEMBER_LIST)
MEMBER_INDEX: dict[str, int] = {k: i for i, k in enumerate(MEMBER_KEYS)}
BRAIN = "brain"

CHARACTER_FACES: tuple[str, ...] = MEMBER_KEYS
DIE = DieSpec("desperado", (ACTION, *CHARACTER_FACES))
"""Each of the 4 dice: one Action face and one Character face per desperado."""


@dataclass(frozen=True)
class Gang:
    key: str
    name: str
    colour: str
    brain_ability: str
    members: dict[str, str]
    """Cosmetic names of the five desperados, by member key."""


GANG_LIST: tuple[Gang, ...] = (
    Gang("libertadores", "Los Libertadores", "ochre", "rob_the_bank",
         {"boss": "G. Antonio", "lady": "Ana-Maria", "bad": "Diego", "ugly": "José", "brain": "Pedro"}),
    Gang("mavericks", "Mavericks", "blue", "card_sharp",
         {"boss": "Jack Maverick", "lady": "Calamity Rose", "bad": "Slim", "ugly": "Mule", "brain": "Doc"}),
    Gang("oleson", "Oleson", "green", "jailbreak_helper",
         {"boss": "Nellie", "lady": "Mattie", "bad": "Billy Boy", "ugly": "Big Joe", "brain": "Uncle Pat"}),
    Gang("red_damnation", "Red Damnation", "red", "shoot_out",
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


BRAIN_ABILITIES: dict[str, tuple[BrainStep, BrainStep, BrainStep]] = {
    # 1st, 2nd and 3rd Brain use in one turn (components file, "Brain abilities").
    "rob_the_bank": (
        BrainStep("take_from_bank", 2, "take $2 from the bank"),
        BrainStep("take_from_bank", 3, "take $3 more from the bank"),
        BrainStep("take_from_bank", 4, "take $4 more from the bank"),
    ),
    "shoot_out": (
        BrainStep("each_opponent_loses", 1, "each opponent loses $1"),
        BrainStep("each_opponent_loses", 1, "each opponent loses $1 more"),
        BrainStep("each_opponent_loses", 8, "each opponent loses $8 more"),
    ),
    "jailbreak_helper": (
        BrainStep("notch", 1, "turn one of your jailed desperados one notch"),
        BrainStep("notch", 1, "turn one jailed desperado one notch again"),
        BrainStep("free", 0, "free one jailed desperado at once"),
    ),
    "card_sharp": (
        BrainStep("draw", 1, "draw 1 Wild West card"),
        BrainStep("draw", 1, "draw 1 more"),
        BrainStep("draw_or_steal", 2, "draw 2 more, or take 1 random card from an opponent"),
    ),
}
BRAIN_NAMES = {"rob_the_bank": "Rob the bank", "shoot_out": "Shoot-out",
               "jailbreak_helper": "Jailbreak helper", "card_sharp": "Card sharp"}

# -- Wild West cards ---------------------------------------------------------------------------
OWN_ANY_TIME = "any time in your turn"
OWN_AFTER_ANY_ROLL = "after any roll"
OWN_AFTER_LAST_ROLL = "after your last roll"
REACT_TO_ACTION = "when an opponent declares one action"
REACT_TO_ATTACK = "when you would lose money to an attack"
REACTIONS = (REACT_TO_ACTION, REACT_TO_ATTACK)


@dataclass(frozen=True)
class Card:
    key: str
    name: str
    count: int
    timing: str
    effect: str


CARD_LIST: tuple[Card, ...] = (
    Card("extra_bullet", "Extra Bullet", 4, OWN_AFTER_LAST_ROLL, "counts as one more Action face this turn"),
    Card("lucky_horseshoe", "Lucky Horseshoe", 3, OWN_AFTER_ANY_ROLL,
         "one extra roll of any of your dice (beyond the 3)"),
    Card("loaded_die", "Loaded Die", 3, OWN_AFTER_LAST_ROLL, "turn one die to any Character face"),
    Card("sheriffs_whistle", "Sheriff's Whistle", 3, REACT_TO_ACTION,
         "cancel that action (escape notch, attack or Brain use); the Action face is spent"),
    Card("take_cover", "Take Cover", 4, REACT_TO_ATTACK, "you lose nothing from that one action"),
    Card("hacksaw", "Hacksaw in a Cake", 3, OWN_ANY_TIME, "turn one of your jailed desperados one notch"),
    Card("back_in_the_cell", "Back in the Cell", 2, OWN_ANY_TIME,
         "turn one opponent's jailed desperado back one notch (never past its starting rank)"),
    Card("pickpocket", "Pickpocket", 3, OWN_ANY_TIME, "take $3 from one opponent"),
    Card("card_sharp", "Card Sharp", 1, OWN_ANY_TIME, "take one random Wild West card from an opponent"),
    Card("dynamite", "Dynamite", 2, OWN_AFTER_LAST_ROLL, "each opponent loses $2 to the bank, ignoring immunity"),
)
CARDS: dict[str, Card] = {c.key: c for c in CARD_LIST}
DECK: tuple[str, ...] = tuple(c.key for c in CARD_LIST for _ in range(c.count))
"""The 28 Wild West cards, one entry per physical card."""

PICKPOCKET_AMOUNT = 3
DYNAMITE_AMOUNT = 2

DRAW_FOR_TRIO = (3, 1)
DRAW_FOR_SET_OF_FOUR = (4, 2)
DRAW_FOR_MISERY = (1, 1)
"""(cards drawn, cards kept) for each drawing combination."""
