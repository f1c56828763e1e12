"""Desperados of Dice Town as data: dice, gangs, desperados, Brain abilities, Wild West cards.

Sources: the rule book (`desperados.rulebook.txt`) and `desperados.components.md`. Facts marked
PROPOSED there are our own design and are flagged as house rules in the in-game rules.
"""
from __future__ import annotations

from dataclasses import dataclass

from game.rules.common.dice import DieSpec

ACTION = "action"
MEMBERS = ("brain", "ugly", "bad", "lady", "boss")
"""The five desperados of every gang, by their die face."""

DIE = DieSpec("desperados", (ACTION, *MEMBERS))
"""Each of the 4 dice: one Action face and one face per desperado."""
DICE = 4
MAX_ROLLS = 3
START_MONEY = 50
START_CHIPS = {1: 5, 5: 5, 10: 2}
"""$50 as 5x$1 + 5x$5 + 2x$10."""


@dataclass(frozen=True)
class Desperado:
    member: str
    symbol: str
    ranks: int
    """Notches to turn before the keys: the difficulty of the jailbreak."""
    attack: int
    """Dollars each opponent with this desperado still jailed loses per action (0: the Brain)."""


DESPERADOS = {
    d.member: d for d in (
        Desperado("brain", "bottle", 2, 0),
        Desperado("ugly", "fist", 3, 3),
        Desperado("bad", "knife", 4, 4),
        Desperado("lady", "one gun", 5, 5),
        Desperado("boss", "two guns", 6, 6),
    )
}


@dataclass(frozen=True)
class Gang:
    gang_id: str
    name: str
    colour: str
    brain_ability: str
    members: tuple[str, str, str, str, str]
    """Cosmetic names in the order Boss, Lady, Bad, Ugly, Brain."""


GANGS = (
    Gang("libertadores", "Los Libertadores", "ochre", "rob_the_bank",
         ("G. Antonio", "Ana-Maria", "Diego", "José", "Pedro")),
    Gang("mavericks", "Mavericks", "blue", "card_sharp",
         ("Jack Maverick", "Calamity Rose", "Slim", "Mule", "Doc")),
    Gang("oleson", "Oleson", "green", "jailbreak_helper",
         ("Nellie", "Mattie", "Billy Boy", "Big Joe", "Uncle Pat")),
    Gang("red_damnation", "Red Damnation", "red", "shoot_out",
         ("Colt", "Ruby", "Chuck", "Bradley", "Willy")),
)

BRAIN_ABILITIES = {
    # ability: (name, text of 1st, 2nd, 3rd use in one turn)
    "rob_the_bank": ("Rob the bank", ("take $2 from the bank", "take $3 more", "take $4 more")),
    "shoot_out": ("Shoot-out", ("each opponent loses $1", "each loses $1 more", "each loses $8 more")),
    "jailbreak_helper": ("Jailbreak helper", ("turn a jailed desperado one notch", "one notch again",
                                              "free a jailed desperado at once")),
    "card_sharp": ("Card sharp", ("draw a Wild West card", "draw one more",
                                  "draw 2 more, or take a random card from an opponent")),
}
BANK_ROBBERY = (2, 3, 4)
"""Los Libertadores: dollars taken from the bank on the 1st, 2nd, 3rd Brain use of a turn."""
SHOOT_OUT = (1, 1, 8)
"""Red Damnation: dollars each opponent loses on the 1st, 2nd, 3rd Brain use of a turn."""

OWN = "own"
REACT = "react"
ANY_TIME = "any time in your turn"
AFTER_ANY_ROLL = "after any roll"
AFTER_LAST_ROLL = "after your last roll"
ON_ACTION = "when an opponent declares one action"
ON_ATTACK = "when you would lose money to an attack"


@dataclass(frozen=True)
class WildWestCard:
    card_id: str
    name: str
    count: int
    timing: str
    when: str
    text: str


CARDS = {
    c.card_id: c for c in (
        WildWestCard("extra_bullet", "Extra Bullet", 4, OWN, AFTER_LAST_ROLL,
                     "Counts as one more Action face this turn."),
        WildWestCard("lucky_horseshoe", "Lucky Horseshoe", 3, OWN, AFTER_ANY_ROLL,
                     "One extra roll of any of your dice, beyond the three."),
        WildWestCard("loaded_die", "Loaded Die", 3, OWN, AFTER_LAST_ROLL,
                     "Turn one die to any Character face."),
        WildWestCard("sheriffs_whistle", "Sheriff's Whistle", 3, REACT, ON_ACTION,
                     "Cancel that action: an escape notch, an attack or a Brain use. The Action face is spent."),
        WildWestCard("take_cover", "Take Cover", 4, REACT, ON_ATTACK,
                     "You lose nothing from that one action."),
        WildWestCard("hacksaw", "Hacksaw in a Cake", 3, OWN, ANY_TIME,
                     "Turn one of your jailed desperados one notch."),
        WildWestCard("back_in_the_cell", "Back in the Cell", 2, OWN, ANY_TIME,
                     "Turn one opponent's jailed desperado back one notch (never past its starting rank)."),
        WildWestCard("pickpocket", "Pickpocket", 3, OWN, ANY_TIME, "Take $3 from one opponent."),
        WildWestCard("card_sharp", "Card Sharp", 1, OWN, ANY_TIME,
                     "Take one random Wild West card from an opponent."),
        WildWestCard("dynamite", "Dynamite", 2, OWN, AFTER_LAST_ROLL,
                     "Each opponent loses $2 to the bank, ignoring immunity."),
    )
}
DECK = tuple(card_id for card_id, card in CARDS.items() for _ in range(card.count))
"""The 28 Wild West cards."""

PICKPOCKET = 3
DYNAMITE = 2
