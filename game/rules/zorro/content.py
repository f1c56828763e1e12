"""The components of The Zorro Dice Game, as data tables (shared/rules/zorro.components.md).

Everything is keyed by a short snake_case id; the names are what the table and the log show.
Requirements are tuples of symbols, one entry per symbol needed ("2 CHARM, GRAB" is
("charm", "charm", "grab")).
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from game.i18n import C_, N_, _, pgettext
from game.rules.common.dice import DieSpec
from game.rules.common.events import DIE_FACES

# -- dice ---------------------------------------------------------------------------------------
CHARM, LEAP, DASH, GRAB, THRUST, TAUNT = "charm", "leap", "dash", "grab", "thrust", "taunt"
SYMBOLS = (CHARM, LEAP, DASH, GRAB, THRUST, TAUNT)
ACTION_SYMBOLS = (CHARM, LEAP, DASH, GRAB)
"""The four location actions (the Cordovan Hat turns a THRUST or TAUNT die into one of them)."""
SWORD = THRUST
"""Duels count swords: the THRUST symbol."""
SYMBOL_NAMES = {
    # Translators: the six symbols of the Zorro dice, in capitals as the cards print them
    CHARM: C_("zorro symbol", "CHARM"), LEAP: C_("zorro symbol", "LEAP"), DASH: C_("zorro symbol", "DASH"),
    GRAB: C_("zorro symbol", "GRAB"), THRUST: C_("zorro symbol", "THRUST"), TAUNT: C_("zorro symbol", "TAUNT"),
}
"""A symbol as card text writes it (message ids, context "zorro symbol")."""
DIE_FACES.update({CHARM: C_("die face", "charm"), LEAP: C_("die face", "leap"), DASH: C_("die face", "dash"),
                  GRAB: C_("die face", "grab"), THRUST: C_("die face", "thrust"), TAUNT: C_("die face", "taunt")})


def symbol_name(symbol: str) -> str:
    """A Zorro die symbol in capitals ("CHARM") in the current language."""
    return pgettext("zorro symbol", SYMBOL_NAMES[symbol]) if symbol in SYMBOL_NAMES else symbol.upper()

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
    """A message id, context "location"."""
    french: str
    action: str
    colour: str


LOCATION = {
    # Translators: the four locations; the French rule book's words are Taverne, Place, Ferme, Marché
    TAVERN: Location(TAVERN, C_("location", "Tavern"), "Taverne", CHARM, "red"),
    PLAZA: Location(PLAZA, C_("location", "Plaza"), "Place", LEAP, "blue"),
    FARM: Location(FARM, C_("location", "Farm"), "Ferme", DASH, "green"),
    MARKET: Location(MARKET, C_("location", "Market"), "Marché", GRAB, "gold"),
}


def location_name(location: str) -> str:
    """"Tavern" in the current language."""
    return pgettext("location", LOCATION[location].name)

HERO_DICE_PER_LOCATION = 2
HERO_DIE = {loc: DieSpec(f"hero_{loc}", (LOCATION[loc].action,) * 4 + (THRUST, TAUNT)) for loc in LOCATIONS}
"""A Hero die: four faces of its location's action, one THRUST, one TAUNT."""

HERO_TOKENS = 6
MIN_PLAYERS, MAX_PLAYERS = 2, 6


# -- Heroic Feats -------------------------------------------------------------------------------
@dataclass(frozen=True)
class Feat:
    """A Heroic Feat (French rule book: Prouesse Héroïque); `name` is a message id, context "card"."""

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
    # Translators: the names of the Heroic Feats (Prouesses Héroïques)
    Feat("T1", TAVERN, C_("card", "Serenade a Señorita"), _req("CHARM, LEAP, GRAB, TAUNT")),
    Feat("T2", TAVERN, C_("card", "Win at Cards Against a Cheat"), _req("2 CHARM, GRAB, TAUNT")),
    Feat("T3", TAVERN, C_("card", "Break Up a Tavern Brawl"), _req("2 CHARM, GRAB, THRUST")),
    Feat("T4", TAVERN, C_("card", "Unmask an Informant"), _req("2 CHARM, 2 TAUNT")),
    Feat("P1", PLAZA, C_("card", "Ring the Mission Bell"), _req("LEAP, CHARM, DASH, TAUNT")),
    Feat("P2", PLAZA, C_("card", "Stop a Runaway Stagecoach"), _req("2 LEAP, DASH, GRAB")),
    Feat("P3", PLAZA, C_("card", "Leap from the Balcony"), _req("2 LEAP, CHARM, THRUST")),
    Feat("P4", PLAZA, C_("card", "Rescue a Prisoner from the Gallows"), _req("2 LEAP, 2 THRUST")),
    Feat("F1", FARM, C_("card", "Warn the Vaqueros"), _req("DASH, LEAP, GRAB, THRUST")),
    Feat("F2", FARM, C_("card", "Save the Herd"), _req("2 DASH, GRAB, THRUST")),
    Feat("F3", FARM, C_("card", "Outride the Lancers"), _req("2 DASH, LEAP, TAUNT")),
    Feat("F4", FARM, C_("card", "Put Out the Barn Fire"), _req("2 DASH, 2 GRAB")),
    Feat("M1", MARKET, C_("card", "Return a Stolen Purse"), _req("GRAB, CHARM, DASH, TAUNT")),
    Feat("M2", MARKET, C_("card", "Catch a Pickpocket"), _req("2 GRAB, DASH, CHARM")),
    Feat("M3", MARKET, C_("card", "Overturn the Tax Collector's Cart"), _req("2 GRAB, LEAP, THRUST")),
    Feat("M4", MARKET, C_("card", "Recover the Mission Silver"), _req("2 GRAB, 2 CHARM")),
)
FEATS = {f.key: f for f in FEAT_LIST}
FACE_UP_FEATS = 4
"""Four feats lie face up, each on a face-up Common Equipment."""


# -- Equipment ----------------------------------------------------------------------------------
FREE, REROLL, RARE = "free", "reroll", "rare"


@dataclass(frozen=True)
class Equipment:
    """Common or Rare Equipment (French rule book: Équipement Commun / Rare); `name` is a message
    id (context "card"), `text` one too."""

    key: str
    name: str
    kind: str
    """'free' (a permanent extra symbol), 'reroll' (free rerolls of Zorro dice), or 'rare'."""
    symbol: str | None = None
    text: str = ""


def _common(kind: str, symbol: str, *names: str) -> tuple[Equipment, ...]:
    return tuple(Equipment(n.lower().replace('"', "").replace(" ", "_"), n, kind, symbol) for n in names)


COMMON_LIST = (
    # Translators: Common Equipment cards (Équipements Communs)
    *_common(FREE, CHARM, C_("card", "Red Rose"), C_("card", "Guitar")),
    *_common(FREE, LEAP, C_("card", "Rope"), C_("card", "Grappling Hook")),
    *_common(FREE, DASH, C_("card", "Spurs"), C_("card", "Saddle")),
    *_common(FREE, GRAB, C_("card", "Lasso"), C_("card", "Leather Gloves")),
    *_common(FREE, THRUST, C_("card", "Dagger"), C_("card", "Sabre")),
    *_common(FREE, TAUNT, C_("card", "Black Sash"), C_("card", 'Calling Card "Z"')),
    *_common(REROLL, CHARM, C_("card", "Lace Fan"), C_("card", "Bottle of Wine")),
    *_common(REROLL, LEAP, C_("card", "Climbing Boots"), C_("card", "Lantern")),
    *_common(REROLL, DASH, C_("card", "Horseshoe"), C_("card", "Canteen")),
    *_common(REROLL, GRAB, C_("card", "Bolas"), C_("card", "Fishing Net")),
    *_common(REROLL, THRUST, C_("card", "Fencing Manual")),
    *_common(REROLL, TAUNT, C_("card", "Disguise")),
)

RAPIER, TORNADO, WHIP, MASK, CAPE, HAT, FOX_GLOVES = (
    "zorros_rapier", "tornado", "zorros_whip", "zorros_mask", "zorros_cape", "cordovan_hat", "fox_gloves")
RARE_LIST = (
    # Translators: Rare Equipment cards (Équipements Rares); THRUST, TAUNT... are the dice symbols
    Equipment(RAPIER, C_("card", "Zorro's Rapier"), RARE, THRUST, N_("Counts as 1 THRUST in every attempt and every duel.")),
    Equipment(TORNADO, C_("card", "Tornado"), RARE, None, N_("Your attempts get one more roll (a 4th).")),
    Equipment(WHIP, C_("card", "Zorro's Whip"), RARE, None, 
              N_("Once per attempt, after any roll, turn one Zorro die to a face of your choice.")),
    Equipment(MASK, C_("card", "Zorro's Mask"), RARE, TAUNT, N_("Counts as 1 TAUNT in every attempt.")),
    Equipment(CAPE, C_("card", "Zorro's Cape"), RARE, None, 
              N_("Once per attempt, after your last roll, reroll up to 2 dice one more time.")),
    Equipment(HAT, C_("card", "Cordovan Hat"), RARE, None, 
              N_("Once per attempt, one die showing THRUST or TAUNT counts as CHARM, LEAP, DASH or GRAB.")),
    Equipment(FOX_GLOVES, C_("card", "Fox Gloves"), RARE, None, 
              N_("Once per attempt, reroll any of your Hero dice without spending a roll.")),
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
    """What a piece of equipment does, in the current language."""
    e = EQUIPMENT[key]
    if e.kind not in (FREE, REROLL):
        return _(e.text)
    assert e.symbol is not None, "FREE and REROLL cards name a symbol"
    if e.kind == FREE:
        # Translators: {symbol} is a dice symbol in capitals ("CHARM")
        return _("Counts as one extra {symbol} in every attempt.").format(symbol=symbol_name(e.symbol))
    return _("Reroll any Zorro die showing {symbol}, as often as you like, without spending a roll.").format(
        symbol=symbol_name(e.symbol))


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
    """A Scoundrel (French rule book: Crapule) or Villain (Malfaiteur); `name` (context "card")
    and `text` are message ids."""

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
    # Translators: the Scoundrels (Crapules) and their abilities; TAUNT, THRUST... are the dice symbols
    TAVERN: Foe(TAVERN, C_("card", "Sergeant Gonzales"), _req("2 CHARM, GRAB, THRUST, TAUNT"),
                N_("He has heard every insult: Hero dice showing TAUNT do not count."), hero_blank=(TAUNT,)),
    PLAZA: Foe(PLAZA, C_("card", "Lancer Patrol"), _req("2 LEAP, DASH, THRUST, TAUNT"),
               N_("Their lances keep blades at bay: Hero dice showing THRUST do not count."), hero_blank=(THRUST,)),
    FARM: Foe(FARM, C_("card", "Cattle Rustlers"), _req("2 DASH, GRAB, THRUST, TAUNT"),
              N_("They ride faster than you: Hero dice showing DASH do not count."), hero_blank=(DASH,)),
    MARKET: Foe(MARKET, C_("card", "Crooked Moneylender"), _req("2 GRAB, CHARM, THRUST, TAUNT"),
                N_("He holds his purse tight: Hero dice showing GRAB do not count."), hero_blank=(GRAB,)),
}
VILLAIN = {
    # Translators: the Villains (Malfaiteurs) and their abilities
    TAVERN: Foe(TAVERN, C_("card", "The Hired Blade"), _req("2 CHARM, 2 THRUST, TAUNT, GRAB"),
                N_("Your taunts do not touch him: Hero dice showing TAUNT do not count."), hero_blank=(TAUNT,)),
    PLAZA: Foe(PLAZA, C_("card", "Capitán Ramón"), _req("2 LEAP, 2 THRUST, TAUNT, DASH"),
               N_("The finest sword in the pueblo: Hero dice showing THRUST do not count."), hero_blank=(THRUST,)),
    FARM: Foe(FARM, C_("card", "The Tax Collector"), _req("2 DASH, 2 THRUST, TAUNT"),
              N_("His cart will not wait: one roll fewer (the Tornado still adds its roll)."), rolls=ROLLS - 1),
    MARKET: Foe(MARKET, C_("card", "Barbados the Pirate"), _req("2 GRAB, 2 THRUST, TAUNT, CHARM"),
                N_("He fights dirty: Hero dice showing THRUST or TAUNT do not count."), hero_blank=(THRUST, TAUNT)),
}

def describe_requirement(requirement: tuple[str, ...]) -> str:
    """"2 CHARM, GRAB, TAUNT" in the current language."""
    c = Counter(requirement)
    # Translators: {n} dice showing a symbol in a requirement ("2 CHARM")
    return ", ".join(_("{n} {symbol}").format(n=n, symbol=symbol_name(s)) if n > 1 else symbol_name(s)
                     for s, n in c.items())
