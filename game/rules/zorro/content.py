"""The components of The Zorro Dice Game, as data tables (shared/rules/zorro.components.md).

Everything is keyed by a short snake_case id; the names are what the table and the log show.
Requirements are tuples of symbols, one entry per symbol needed ("2 CHARM, GRAB" is
("charm", "charm", "grab")).
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from game.rules.common.dice import DieSpec

# -- dice ---------------------------------------------------------------------------------------
CHARM, LEAP, DASH, GRAB, THRUST, TAUNT = "charm", "leap", "dash", "grab", "thrust", "taunt"
SYMBOLS = (CHARM, LEAP, DASH, GRAB, THRUST, TAUNT)
ACTION_SYMBOLS = (CHARM, LEAP, DASH, GRAB)
"""The four location actions (the Cordovan Hat turns a THRUST or TAUNT die into one of them)."""
SWORD = THRUST
"""Duels count swords: the THRUST symbol."""

ZORRO_DICE = 6
ZORRO = "zorro"
ZORRO_DIE = DieSpec("zorro", SYMBOLS)
"""A black Zorro die: one face of each symbol."""

TAVERN, PLAZA, FARM, MARKET = "tavern", "plaza", "farm", "market"
LOCATIONS = (TAVERN, PLAZA, FARM, MARKET)


@dataclass(frozen=True)
class Location:
    key: str
    name: str
    french: str
    action: str
    colour: str


LOCATION = {
    TAVERN: Location(TAVERN, "Tavern", "Taverne", CHARM, "red"),
    PLAZA: Location(PLAZA, "Plaza", "Place", LEAP, "blue"),
    FARM: Location(FARM, "Farm", "Ferme", DASH, "green"),
    MARKET: Location(MARKET, "Market", "Marché", GRAB, "gold"),
}

HERO_DICE_PER_LOCATION = 2
HERO_DIE = {loc: DieSpec(f"hero_{loc}", (LOCATION[loc].action,) * 4 + (THRUST, TAUNT)) for loc in LOCATIONS}
"""A Hero die: four faces of its location's action, one THRUST, one TAUNT."""

HERO_TOKENS = 6
MIN_PLAYERS, MAX_PLAYERS = 2, 6


# -- Heroic Feats -------------------------------------------------------------------------------
@dataclass(frozen=True)
class Feat:
    key: str
    location: str
    name: str
    requirement: tuple[str, ...]


def _req(text: str) -> tuple[str, ...]:
    """'2 charm, grab' -> ('charm', 'charm', 'grab')."""
    out: list[str] = []
    for part in text.split(","):
        words = part.split()
        n = int(words[0]) if words[0].isdigit() else 1
        out += [words[-1].lower()] * n
    return tuple(out)


FEAT_LIST = (
    Feat("T1", TAVERN, "Serenade a Señorita", _req("CHARM, LEAP, GRAB, TAUNT")),
    Feat("T2", TAVERN, "Win at Cards Against a Cheat", _req("2 CHARM, GRAB, TAUNT")),
    Feat("T3", TAVERN, "Break Up a Tavern Brawl", _req("2 CHARM, GRAB, THRUST")),
    Feat("T4", TAVERN, "Unmask an Informant", _req("2 CHARM, 2 TAUNT")),
    Feat("P1", PLAZA, "Ring the Mission Bell", _req("LEAP, CHARM, DASH, TAUNT")),
    Feat("P2", PLAZA, "Stop a Runaway Stagecoach", _req("2 LEAP, DASH, GRAB")),
    Feat("P3", PLAZA, "Leap from the Balcony", _req("2 LEAP, CHARM, THRUST")),
    Feat("P4", PLAZA, "Rescue a Prisoner from the Gallows", _req("2 LEAP, 2 THRUST")),
    Feat("F1", FARM, "Warn the Vaqueros", _req("DASH, LEAP, GRAB, THRUST")),
    Feat("F2", FARM, "Save the Herd", _req("2 DASH, GRAB, THRUST")),
    Feat("F3", FARM, "Outride the Lancers", _req("2 DASH, LEAP, TAUNT")),
    Feat("F4", FARM, "Put Out the Barn Fire", _req("2 DASH, 2 GRAB")),
    Feat("M1", MARKET, "Return a Stolen Purse", _req("GRAB, CHARM, DASH, TAUNT")),
    Feat("M2", MARKET, "Catch a Pickpocket", _req("2 GRAB, DASH, CHARM")),
    Feat("M3", MARKET, "Overturn the Tax Collector's Cart", _req("2 GRAB, LEAP, THRUST")),
    Feat("M4", MARKET, "Recover the Mission Silver", _req("2 GRAB, 2 CHARM")),
)
FEATS = {f.key: f for f in FEAT_LIST}
FACE_UP_FEATS = 4
"""Four feats lie face up, each on a face-up Common Equipment."""


# -- Equipment ----------------------------------------------------------------------------------
FREE, REROLL, RARE = "free", "reroll", "rare"


@dataclass(frozen=True)
class Equipment:
    key: str
    name: str
    kind: str
    """'free' (a permanent extra symbol), 'reroll' (free rerolls of Zorro dice), or 'rare'."""
    symbol: str | None = None
    text: str = ""


def _common(kind: str, symbol: str, *names: str) -> tuple[Equipment, ...]:
    return tuple(Equipment(n.lower().replace('"', "").replace(" ", "_"), n, kind, symbol) for n in names)


COMMON_LIST = (
    *_common(FREE, CHARM, "Red Rose", "Guitar"),
    *_common(FREE, LEAP, "Rope", "Grappling Hook"),
    *_common(FREE, DASH, "Spurs", "Saddle"),
    *_common(FREE, GRAB, "Lasso", "Leather Gloves"),
    *_common(FREE, THRUST, "Dagger", "Sabre"),
    *_common(FREE, TAUNT, "Black Sash", 'Calling Card "Z"'),
    *_common(REROLL, CHARM, "Lace Fan", "Bottle of Wine"),
    *_common(REROLL, LEAP, "Climbing Boots", "Lantern"),
    *_common(REROLL, DASH, "Horseshoe", "Canteen"),
    *_common(REROLL, GRAB, "Bolas", "Fishing Net"),
    *_common(REROLL, THRUST, "Fencing Manual"),
    *_common(REROLL, TAUNT, "Disguise"),
)

RAPIER, TORNADO, WHIP, MASK, CAPE, HAT, FOX_GLOVES = (
    "zorros_rapier", "tornado", "zorros_whip", "zorros_mask", "zorros_cape", "cordovan_hat", "fox_gloves")
RARE_LIST = (
    Equipment(RAPIER, "Zorro's Rapier", RARE, THRUST, "Counts as 1 THRUST in every attempt and every duel."),
    Equipment(TORNADO, "Tornado", RARE, None, "Your attempts get one more roll (a 4th)."),
    Equipment(WHIP, "Zorro's Whip", RARE, None,
              "Once per attempt, after any roll, turn one Zorro die to a face of your choice."),
    Equipment(MASK, "Zorro's Mask", RARE, TAUNT, "Counts as 1 TAUNT in every attempt."),
    Equipment(CAPE, "Zorro's Cape", RARE, None,
              "Once per attempt, after your last roll, reroll up to 2 dice one more time."),
    Equipment(HAT, "Cordovan Hat", RARE, None,
              "Once per attempt, one die showing THRUST or TAUNT counts as CHARM, LEAP, DASH or GRAB."),
    Equipment(FOX_GLOVES, "Fox Gloves", RARE, None,
              "Once per attempt, reroll any of your Hero dice without spending a roll."),
)
EQUIPMENT = {e.key: e for e in (*COMMON_LIST, *RARE_LIST)}
COMMONS = tuple(e.key for e in COMMON_LIST)
RARES = tuple(e.key for e in RARE_LIST)
RARE_FREE_SYMBOL = {RAPIER: THRUST, MASK: TAUNT}
"""Rare equipment that counts as a fixed symbol (the Rapier also in duels)."""

MAX_EQUIPMENT = 3
MAX_RARE = 1
FACE_UP_EQUIPMENT = 4


def equipment_text(key: str) -> str:
    e = EQUIPMENT[key]
    if e.kind == FREE:
        return f"Counts as one extra {e.symbol.upper()} in every attempt."
    if e.kind == REROLL:
        return f"Reroll any Zorro die showing {e.symbol.upper()}, as often as you like, without spending a roll."
    return e.text


# -- Scoundrels and Villains --------------------------------------------------------------------
# The rule book gives each foe "une compétence qui la rend plus difficile" and two limits:
# "Il n'y a aucune pénalité lorsque vous échouez un combat face à une Crapule" (no discard, no
# cost), and "Si l'effet d'un Équipement contredit la capacité d'une Crapule ou d'un Malfaiteur,
# résolvez d'abord l'effet de l'Équipement" (an ability never switches equipment off). So every
# ability works through the dice only: a roll fewer, or Hero die faces that do not count.
ROLLS = 3
"""Rolls in an attempt (feats, fights and duels), before equipment adds any."""


@dataclass(frozen=True)
class Foe:
    location: str
    name: str
    requirement: tuple[str, ...]
    text: str
    """The ability in words, as the table and the rules screen show it."""
    rolls: int = ROLLS
    """Rolls the fight allows before equipment adds any (the Tornado still adds its roll)."""
    hero_blank: tuple[str, ...] = ()
    """Faces that do not count when a Hero die shows them (the Cordovan Hat still uses such a
    THRUST or TAUNT die)."""


SCOUNDREL = {
    TAVERN: Foe(TAVERN, "Sergeant Gonzales", _req("2 CHARM, GRAB, THRUST, TAUNT"),
                "He has heard every insult: Hero dice showing TAUNT do not count.", hero_blank=(TAUNT,)),
    PLAZA: Foe(PLAZA, "Lancer Patrol", _req("2 LEAP, DASH, THRUST, TAUNT"),
               "Their lances keep blades at bay: Hero dice showing THRUST do not count.", hero_blank=(THRUST,)),
    FARM: Foe(FARM, "Cattle Rustlers", _req("2 DASH, GRAB, THRUST, TAUNT"),
              "They ride faster than you: Hero dice showing DASH do not count.", hero_blank=(DASH,)),
    MARKET: Foe(MARKET, "Crooked Moneylender", _req("2 GRAB, CHARM, THRUST, TAUNT"),
                "He holds his purse tight: Hero dice showing GRAB do not count.", hero_blank=(GRAB,)),
}
VILLAIN = {
    TAVERN: Foe(TAVERN, "The Hired Blade", _req("2 CHARM, 2 THRUST, TAUNT, GRAB"),
                "Your taunts do not touch him: Hero dice showing TAUNT do not count.", hero_blank=(TAUNT,)),
    PLAZA: Foe(PLAZA, "Capitán Ramón", _req("2 LEAP, 2 THRUST, TAUNT, DASH"),
               "The finest sword in the pueblo: Hero dice showing THRUST do not count.", hero_blank=(THRUST,)),
    FARM: Foe(FARM, "The Tax Collector", _req("2 DASH, 2 THRUST, TAUNT"),
              "His cart will not wait: one roll fewer (the Tornado still adds its roll).", rolls=ROLLS - 1),
    MARKET: Foe(MARKET, "Barbados the Pirate", _req("2 GRAB, 2 THRUST, TAUNT, CHARM"),
                "He fights dirty: Hero dice showing THRUST or TAUNT do not count.", hero_blank=(THRUST, TAUNT)),
}

FRENCH = {
    "Heroic Feat": "Prouesse Héroïque",
    "Common Equipment": "Équipement Commun",
    "Rare Equipment": "Équipement Rare",
    "Scoundrel": "Crapule",
    "Villain": "Malfaiteur",
    "Hero die": "Dé Héros",
    "Hero token": "Jeton Héros",
    "roll": "LANCER",
    "turn": "TOUR",
    "Final Fight": "Combat Final",
}


def requirement_counts(requirement: tuple[str, ...]) -> dict[str, int]:
    return dict(Counter(requirement))


def describe_requirement(requirement: tuple[str, ...]) -> str:
    c = Counter(requirement)
    return ", ".join(f"{n} {s.upper()}" if n > 1 else s.upper() for s, n in c.items())
