"""Most Wanted components as data: the 72 playing cards, the scoreboard with its bail, the six
action cards (both sides), the bags of money and the outlaws.

Sources: most_wanted.rulebook.txt (wins on conflict) and most_wanted.components.md. PROPOSED
facts (colour names other than blue, bail boundaries, flip order, outlaw names) are marked.
"""
from __future__ import annotations

from dataclasses import dataclass

# -- the playing cards ----------------------------------------------------------------------------
RANKS = ("6", "7", "8", "9", "10", "J", "Q", "K", "A")
"""Lowest to highest: the Ace is always high."""
RANK_VALUE = {r: i for i, r in enumerate(RANKS)}
RANK_NAMES = {"6": "6", "7": "7", "8": "8", "9": "9", "10": "10", "J": "Jack", "Q": "Queen",
              "K": "King", "A": "Ace"}
PLURAL_NAMES = {"6": "6s", "7": "7s", "8": "8s", "9": "9s", "10": "10s", "J": "Jacks",
                "Q": "Queens", "K": "Kings", "A": "Aces"}
COPIES_PER_RANK = 8
COLOURS = ("blue", "red", "green", "gold")
"""Four colours; blue is CONFIRMED, the other three PROPOSED."""
COLOUR_MARKS = {"blue": "◆", "red": "●", "green": "▲", "gold": "■"}
"""Each colour also has a shape, so colour is never the only signal (PROPOSED)."""
COPIES_PER_COLOUR = 2
"""Two copies of each rank in each colour (INFERRED: a modified pinochle deck)."""


def card_name(rank: str, colour: str) -> str:
    """A card's id, e.g. 'Q_blue' (the rank, an underscore, the colour)."""
    return f"{rank}_{colour}"


def rank_of(card: str) -> str:
    return card.split("_", 1)[0]


def colour_of(card: str) -> str:
    return card.split("_", 1)[1]


CARD_KINDS = tuple(card_name(r, c) for r in RANKS for c in COLOURS)
"""The 36 different cards (rank and colour)."""
DECK = tuple(card for card in CARD_KINDS for _ in range(COPIES_PER_COLOUR))
"""All 72 playing cards."""
RANK = {card: rank_of(card) for card in CARD_KINDS}
COLOUR = {card: colour_of(card) for card in CARD_KINDS}
VALUE = {card: RANK_VALUE[RANK[card]] for card in CARD_KINDS}

HAND_SIZE = 5
"""Cards dealt at the start; participants draw back up to this many after an action."""

# -- money ----------------------------------------------------------------------------------------
BAGS_OF_MONEY = 63
"""The general supply; every player starts with none and money is always open."""
START_BAGS = 0

# -- the scoreboard -------------------------------------------------------------------------------
OFF_BOARD = 0
"""Tokens start off the board (position 0): no bail is due there."""
MOST_WANTED = 13
"""Spaces 1..13; reaching space 13 (Most Wanted) wins at once."""
BAIL_BY_SPACE = (0,) + (1,) * 4 + (2,) * 4 + (3,) * 4 + (3,)
"""Bail printed on each space 0..13: off the board 0, spaces 1-4 one bag, 5-8 two, 9-12 three
(boundaries PROPOSED: the real ones are on the board picture). Space 13 ends the game."""


def bail_for(position: int) -> int:
    """The bail shown on the scoreboard space a token stands on."""
    return BAIL_BY_SPACE[position]


# -- the action cards -----------------------------------------------------------------------------
@dataclass(frozen=True)
class Robbery:
    key: str
    name: str
    cards: int
    points: int
    flipped_points: int


ROBBERIES = (
    Robbery("pony", "Pony Express Robbery", 2, 2, 3),
    Robbery("stagecoach", "Stagecoach Robbery", 3, 3, 4),
    Robbery("train", "Train Robbery", 4, 4, 5),
)
ROBBERY = {r.key: r for r in ROBBERIES}
FLIP_ORDER = ("pony", "stagecoach", "train")
"""The first three reshuffles each flip one robbery card, in this order (PROPOSED order)."""


@dataclass(frozen=True)
class ActionCard:
    """A non-robbery action card: its front (standard) and back (alternate) action."""

    key: str
    front: str
    back: str


ACTION_CARDS = (
    ActionCard("church_card", "church", "saloon"),
    ActionCard("labor_card", "honest_labor", "dishonest_labor"),
    ActionCard("duel_card", "duel", "shootout"),
)
"""With the three robberies, the six action cards. The table setup picks a side of each."""
ACTION_NAMES = {
    "pony": "Pony Express Robbery", "stagecoach": "Stagecoach Robbery", "train": "Train Robbery",
    "church": "Church", "saloon": "Saloon", "honest_labor": "Honest Labor",
    "dishonest_labor": "Dishonest Labor", "duel": "Duel", "shootout": "Shootout",
}
CHURCH_DRAW_TO = 7
SALOON_DRAW_TO = 8
SALOON_PRICE = 1
LABOR_BAGS_PER_CARD = 2
DUEL_SIZES = (1, 2)
SHOOTOUT_SIZES = (1, 2, 3)
SHOOTOUT_POINTS = 2

# -- the outlaws ----------------------------------------------------------------------------------
CHARACTERS = ("Big Nose Nell", "Dusty Dalton", "Black Bart Boone", "Calamity Kate", "Lucky Lou",
              "The Deacon", "Rattlesnake Ruiz", "Kid Cassidy")
"""Eight outlaws, cosmetic (names PROPOSED)."""

SHERIFF = -2
"""Who the Sheriff is in events and plays (two-player games): never a real seat."""
SHERIFF_NAME = "the Sheriff"


COLOUR_SHAPES = {"blue": "diamond", "red": "circle", "green": "triangle", "gold": "square"}
"""The shape printed with each colour on the cards (our design: colour is never the only sign)."""
