"""Most Wanted components as data: the 72 playing cards, the scoreboard with its bail, the six
action cards (both sides), the bags of money and the outlaws.

Sources: most_wanted.rulebook.txt (wins on conflict) and most_wanted.components.md. PROPOSED
facts (colour names other than blue, bail boundaries, flip order, outlaw names) are marked.
"""
from __future__ import annotations

from dataclasses import dataclass

from game.i18n import C_, _, pgettext

# -- the playing cards ----------------------------------------------------------------------------
RANKS = ("6", "7", "8", "9", "10", "J", "Q", "K", "A")
"""Lowest to highest: the Ace is always high."""
RANK_VALUE = {r: i for i, r in enumerate(RANKS)}
RANK_NAMES = {"6": "6", "7": "7", "8": "8", "9": "9", "10": "10", "J": C_("card rank", "Jack"),
              "Q": C_("card rank", "Queen"), "K": C_("card rank", "King"), "A": C_("card rank", "Ace")}
"""Each rank's name (message ids, context "card rank"; the numbers are the same everywhere)."""
PLURAL_NAMES = {"6": C_("card ranks", "6s"), "7": C_("card ranks", "7s"), "8": C_("card ranks", "8s"),
                "9": C_("card ranks", "9s"), "10": C_("card ranks", "10s"), "J": C_("card ranks", "Jacks"),
                "Q": C_("card ranks", "Queens"), "K": C_("card ranks", "Kings"), "A": C_("card ranks", "Aces")}
"""Several cards of a rank, as hand names say them ("Pair of Jacks"; context "card ranks")."""
RANK_LETTERS = {"J": C_("card rank letter", "J"), "Q": C_("card rank letter", "Q"), "K": C_("card rank letter", "K"),
                "A": C_("card rank letter", "A")}
"""The letter a card's corner shows for a face rank (message ids: a Jack is "V" in French)."""
COPIES_PER_RANK = 8
COLOURS = ("blue", "red", "green", "gold")
"""Four colours; blue is CONFIRMED, the other three PROPOSED."""
COLOUR_NAMES = {"blue": C_("colour", "blue"), "red": C_("colour", "red"), "green": C_("colour", "green"),
                "gold": C_("colour", "gold")}
"""Each colour's name (message ids, context "colour")."""
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
DECK = tuple(card for card in CARD_KINDS for _copy in range(COPIES_PER_COLOUR))
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
    Robbery("pony", C_("card", "Pony Express Robbery"), 2, 2, 3),
    Robbery("stagecoach", C_("card", "Stagecoach Robbery"), 3, 3, 4),
    Robbery("train", C_("card", "Train Robbery"), 4, 4, 5),
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
    "pony": C_("card", "Pony Express Robbery"), "stagecoach": C_("card", "Stagecoach Robbery"),
    "train": C_("card", "Train Robbery"), "church": C_("card", "Church"), "saloon": C_("card", "Saloon"),
    "honest_labor": C_("card", "Honest Labor"), "dishonest_labor": C_("card", "Dishonest Labor"),
    "duel": C_("card", "Duel"), "shootout": C_("card", "Shootout"),
}
"""Each action's name (message ids, context "card"): shown through `action_name`."""


def action_name(action: str) -> str:
    """An action card's name in the current language."""
    return pgettext("card", ACTION_NAMES[action]) if action in ACTION_NAMES else action


def rank_name(rank: str) -> str:
    """"Jack", "7" in the current language."""
    return pgettext("card rank", RANK_NAMES[rank]) if rank in RANK_LETTERS else RANK_NAMES[rank]


def ranks_name(rank: str) -> str:
    """"Jacks", "7s" in the current language."""
    return pgettext("card ranks", PLURAL_NAMES[rank])


def colour_name(colour: str) -> str:
    """"blue" in the current language."""
    return pgettext("colour", COLOUR_NAMES[colour]) if colour in COLOUR_NAMES else colour


def rank_letter(rank: str) -> str:
    """A card's corner: "J", "10" in the current language ("B" for a Bube in German)."""
    return pgettext("card rank letter", RANK_LETTERS[rank]) if rank in RANK_LETTERS else rank


def card_label(card: str) -> str:
    """A playing card as the log names it: "J Blue", "10 Red" (its corner letter and colour)."""
    rank = rank_of(card)
    letter = rank_letter(rank)
    colour = colour_name(colour_of(card))
    # Translators: a playing card: its rank letter or number, then its colour ("J Blue")
    return _("{rank} {colour}").format(rank=letter, colour=colour[:1].upper() + colour[1:])
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


COLOUR_SHAPES = {"blue": "diamond", "red": "circle", "green": "triangle", "gold": "square"}
"""The shape printed with each colour on the cards (our design: colour is never the only sign)."""
