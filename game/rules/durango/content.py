"""Durango's cards as data tables (all PROPOSED, see durango.components.md).

Balance tuning (measured with simulated 3-player games, see the rules text): the Banker,
Mercantile Clerk, Coal Miner and Ranch Foreman produce 2 instead of the PROPOSED 3, so each hire set
produces 35 instead of 38 and a 3-player game lasts a median of about 12 rounds instead of 10.

A card in play is named by its ID ("T04"); copies share the ID. Effects are codes with an argument;
the engine maps each code to a small handler (`game.rules.durango.effects.EFFECTS`).
"""
from __future__ import annotations

from dataclasses import dataclass

from game.i18n import C_, N_, _, pgettext

TOWN, FRONTIER, COMPANION, ITEM, TRIGGER = "town", "frontier", "companion", "item", "trigger"
HIRE_KINDS = (TOWN, FRONTIER)
TRIGGER_ID = "CT"


@dataclass(frozen=True)
class Card:
    """A Durango card: `name` (context "card") and `text` are message ids, translated where shown
    (`card_name`, `card_text`)."""

    id: str
    name: str
    kind: str
    copies: int
    produce: int = 0
    code: str = "none"
    arg: str = ""
    text: str = ""

    @property
    def is_hire(self) -> bool:
        return self.kind in HIRE_KINDS

    @property
    def resource(self) -> str:
        return "silver" if self.kind == TOWN else "coal"


def _t(id, name, copies, silver, text, code="none", arg=""):
    return Card(id, name, TOWN, copies, silver, code, arg, text)


def _f(id, name, copies, coal, text, code="none", arg=""):
    return Card(id, name, FRONTIER, copies, coal, code, arg, text)


TOWN_HIRES = (
    _t("T01", C_("card", "Banker"), 1, 2, ""),  # tuned: PROPOSED 3
    _t("T02", C_("card", "Mercantile Clerk"), 2, 2, ""),  # tuned: PROPOSED 3
    _t("T03", C_("card", "Hotel Keeper"), 1, 3, ""),
    _t("T04", C_("card", "Bartender"), 2, 2, N_("+1 silver this turn."), "bonus", "silver,1"),
    _t("T05", C_("card", "Blacksmith"), 2, 2, N_("+1 coal this turn."), "bonus", "coal,1"),
    _t("T06", C_("card", "Stagecoach Driver"), 1, 2, N_("+1 coal or +1 silver this turn."), "bonus", "either,1"),
    _t("T07", C_("card", "Auctioneer"), 1, 2, N_("+2 silver this turn."), "bonus", "silver,2"),
    _t("T08", C_("card", "Telegraph Operator"), 1, 2, N_("Look at the top 3 cards of the Draw Deck; put them back in any order."), "peek_deck", "3"),
    _t("T09", C_("card", "Cattle Buyer"), 1, 2, N_("Look at the top 3 cattle of the Yard; put them back in any order."), "peek_yard", "3"),
    _t("T10", C_("card", "Schoolteacher"), 1, 2, N_("Look at another player's reserve."), "peek_reserve"),
    _t("T11", C_("card", "Deputy"), 2, 1, N_("Discard another player's reserve card."), "discard_reserve"),
    _t("T12", C_("card", "Undertaker"), 1, 1, N_("Take a Hire from the discard pile into your reserve."), "salvage"),
    _t("T13", C_("card", "Lawyer"), 1, 1, N_("Choose a player: their Town Hires produce nothing on their next turn."), "block", TOWN),
    _t("T14", C_("card", "Tax Collector"), 1, 1, N_("+1 silver this turn for each other player with a Town Hire."), "bonus_per_rival", "silver,town"),
    _t("T15", C_("card", "Postmaster"), 1, 1, N_("Draw a card and place it now."), "extra_recruit"),
    _t("T16", C_("card", "Land Agent"), 1, 1, N_("Your first cattle this turn costs 1 less."), "discount", "1"),
    _t("T17", C_("card", "Card Sharp"), 1, 1, N_("Look at another player's reserve; you may take a card from it into yours."), "steal_reserve"),
    _t("T18", C_("card", "Sheriff"), 1, 0, N_("Discard a Hire from another player's party."), "discard_hire"),
    _t("T19", C_("card", "Judge"), 1, 0, N_("Swap one of your Hires with a Hire in another player's party."), "swap_hire"),
    _t("T20", C_("card", "Pinkerton Detective"), 1, 0, N_("Take a Hire from another player's party into yours."), "steal_hire"),
    _t("T21", C_("card", "Railroad Agent"), 1, 0, N_("If the top cattle of the Yard is not Blue Ribbon, take it free; otherwise +3 silver this turn."), "free_cattle"),
)

FRONTIER_HIRES = (
    _f("F01", C_("card", "Coal Miner"), 2, 2, ""),  # tuned: PROPOSED 3
    _f("F02", C_("card", "Ranch Foreman"), 1, 2, ""),  # tuned: PROPOSED 3
    _f("F03", C_("card", "Homesteader"), 1, 3, ""),
    _f("F04", C_("card", "Cowhand"), 2, 2, N_("+1 coal this turn."), "bonus", "coal,1"),
    _f("F05", C_("card", "Mule Skinner"), 1, 2, N_("+1 silver this turn."), "bonus", "silver,1"),
    _f("F06", C_("card", "Vaquero"), 1, 2, N_("+1 coal or +1 silver this turn."), "bonus", "either,1"),
    _f("F07", C_("card", "Trapper"), 1, 2, N_("+2 coal this turn."), "bonus", "coal,2"),
    _f("F08", C_("card", "Chuckwagon Cook"), 1, 2, N_("+1 coal and +1 silver this turn."), "bonus", "both,1"),
    _f("F09", C_("card", "Scout"), 1, 2, N_("Look at the top 3 cards of the Draw Deck; put them back in any order."), "peek_deck", "3"),
    _f("F10", C_("card", "Wrangler"), 1, 2, N_("Look at the top 3 cattle of the Yard; put them back in any order."), "peek_yard", "3"),
    _f("F11", C_("card", "Tracker"), 1, 2, N_("Look at another player's reserve."), "peek_reserve"),
    _f("F12", C_("card", "Bandit"), 2, 1, N_("Choose a player: their Frontier Hires produce nothing on their next turn."), "block", FRONTIER),
    _f("F13", C_("card", "Claim Jumper"), 1, 1, N_("+1 coal this turn for each other player with a Frontier Hire."), "bonus_per_rival", "coal,frontier"),
    _f("F14", C_("card", "Prospector"), 1, 1, N_("Draw a card and place it now."), "extra_recruit"),
    _f("F15", C_("card", "Trail Boss"), 1, 1, N_("Your first cattle this turn costs 1 less."), "discount", "1"),
    _f("F16", C_("card", "Drifter"), 1, 1, N_("Take a Hire from the discard pile into your reserve."), "salvage"),
    _f("F17", C_("card", "Bounty Hunter"), 1, 1, N_("Discard another player's reserve card."), "discard_reserve"),
    _f("F18", C_("card", "Night Rider"), 1, 1, N_("Look at another player's reserve; you may take a card from it into yours."), "steal_reserve"),
    _f("F19", C_("card", "Cattle Rustler"), 1, 0, N_("Take a non-Blue-Ribbon cattle from another player."), "steal_cattle", "non_blue"),
    _f("F20", C_("card", "Brand Artist"), 1, 0, N_("Take a cattle (Blue Ribbon allowed) of a breed you already own from another player."), "steal_cattle", "same_breed"),
    _f("F21", C_("card", "Horse Thief"), 1, 0, N_("Take a Hire from another player's party into yours."), "steal_hire"),
    _f("F22", C_("card", "Outlaw"), 1, 0, N_("Discard a Hire from another player's party."), "discard_hire"),
)

INTERRUPT, ONGOING = "interrupt", "ongoing"

COMPANIONS = (
    Card("C1", C_("card", "Loyal Dog"), COMPANION, 1, 0, "cancel_cattle_steal", INTERRUPT,
         N_("When another player would steal one of your cattle, cancel it.")),
    Card("C2", C_("card", "Faithful Partner"), COMPANION, 1, 0, "cancel_hire_attack", INTERRUPT,
         N_("When another player would steal, swap or discard one of your Hires, cancel it.")),
    Card("C3", C_("card", "Sharpshooter"), COMPANION, 1, 0, "cancel_any", INTERRUPT,
         N_("Cancel any action aimed at you. The card that made it is discarded from its owner's party.")),
    Card("C4", C_("card", "Lookout"), COMPANION, 1, 0, "ignore_calamity", INTERRUPT,
         N_("When a Calamity is revealed, it does not affect you for as long as it lasts.")),
    Card("C5", C_("card", "Old Friend"), COMPANION, 1, 0, "save_discard", INTERRUPT,
         N_("When one of your cards would be discarded by another player's action or a Calamity, "
            "put it in your reserve instead of this card.")),
    Card("C6", C_("card", "Cattle Baron's Daughter"), COMPANION, 1, 0, "snatch_blue", INTERRUPT,
         N_("When another player buys a Blue Ribbon cattle, give them one of your non-Blue-Ribbon "
            "cattle and take the Blue Ribbon.")),
    Card("C7", C_("card", "Segundo"), COMPANION, 1, 0, "party_plus", ONGOING,
         N_("Your party may hold 6 cards (this one included).")),
    Card("C8", C_("card", "Bodyguard"), COMPANION, 1, 0, "hire_guard", ONGOING,
         N_("Other players cannot steal, swap or discard your Hires. Calamities still apply.")),
)

ITEMS = (
    Card("I1", C_("card", "Branding Iron"), ITEM, 1, 0, "cattle_guard", ONGOING,
         N_("Your cattle cannot be stolen, and Cattle Baron's Daughter cannot take a cattle you buy.")),
    Card("I2", C_("card", "Chuck Wagon"), ITEM, 1, 0, "prod_bonus", ONGOING, N_("+1 coal and +1 silver every turn.")),
    Card("I3", C_("card", "Strongbox"), ITEM, 1, 0, "store4", ONGOING,
         N_("After buying, keep up to 4 unspent coal or silver (one kind) on this card. They count "
            "toward your next turn's purchases and are lost if the Strongbox leaves your party.")),
    Card("I4", C_("card", "Bill of Sale"), ITEM, 1, 0, "mixed_pay", ONGOING,
         N_("You may pay for cattle with any mix of coal and silver.")),
    Card("I5", C_("card", "Windmill"), ITEM, 1, 0, "cost_minus1", ONGOING, N_("Cattle cost you 1 less (never below 3).")),
    Card("I6", C_("card", "Saddlebags"), ITEM, 1, 0, "reserve_plus", ONGOING,
         N_("Your reserve holds 2 cards, and other players cannot discard or take your reserve cards.")),
)

SEGUNDO, BODYGUARD = "C7", "C8"
BRANDING_IRON, STRONGBOX, BILL_OF_SALE, WINDMILL, SADDLEBAGS = "I1", "I3", "I4", "I5", "I6"
"""The cards whose lasting effect the rules look for in a party, by name."""

CALAMITY_TRIGGER = Card(TRIGGER_ID, C_("card", "Calamity Trigger"), TRIGGER, 2, 0, "calamity", "",
                        N_("CALAMITY! Reveal the top Calamity. It replaces the current one and every "
                           "player performs it."))

CARDS: dict[str, Card] = {c.id: c for c in (*TOWN_HIRES, *FRONTIER_HIRES, *COMPANIONS, *ITEMS,
                                             CALAMITY_TRIGGER)}


@dataclass(frozen=True)
class Calamity:
    """A Calamity: `name` (context "card") and `text` are message ids."""

    id: str
    name: str
    ongoing: bool
    code: str
    text: str


CALAMITIES = (
    Calamity("K01", C_("card", "Stampede"), False, "stampede", N_("Each player returns 1 non-Blue-Ribbon cattle.")),
    Calamity("K02", C_("card", "Texas Fever"), False, "texas_fever",
             N_("Each player returns 1 non-Blue-Ribbon cattle that is not a Longhorn.")),
    Calamity("K03", C_("card", "Range War"), False, "range_war",
             N_("Each player passes 1 Hire from their party to the player on their left, all at once. "
                "A player whose party is full discards the Hire passed to them.")),
    Calamity("K04", C_("card", "Gold Rush"), False, "gold_rush", N_("Each player discards 1 Hire from their party.")),
    Calamity("K05", C_("card", "Prairie Fire"), False, "prairie_fire",
             N_("Each player discards their reserve, then discard the top 3 cards of the Draw Deck.")),
    Calamity("K06", C_("card", "Drought"), True, "drought", N_("Cattle cost 1 more.")),
    Calamity("K07", C_("card", "Blizzard"), True, "blizzard", N_("Each Frontier Hire produces 1 less coal (minimum 0).")),
    Calamity("K08", C_("card", "Bank Panic"), True, "bank_panic", N_("Each Town Hire produces 1 less silver (minimum 0).")),
    Calamity("K09", C_("card", "Quarantine"), True, "quarantine",
             N_("No player may steal, swap or discard another player's Hires or cattle.")),
    Calamity("K10", C_("card", "Railhead Boom"), True, "railhead_boom", N_("Cattle cost 1 less (never below 3).")),
)
CALAMITY_BY_ID = {k.id: k for k in CALAMITIES}

BREEDS = ("Longhorn", "Hereford", "Shorthorn", "Angus", "Criollo")
"""The breeds, also their ids; shown through BREED_NAMES."""
BREED_NAMES = {"Longhorn": C_("cattle", "Longhorn"), "Hereford": C_("cattle", "Hereford"),
               "Shorthorn": C_("cattle", "Shorthorn"), "Angus": C_("cattle", "Angus"),
               "Criollo": C_("cattle", "Criollo")}
BLUE_PER_BREED = {"Longhorn": 2, "Hereford": 3, "Shorthorn": 3, "Angus": 3, "Criollo": 3}
CATTLE_PER_BREED = 10
BLUE_MARK = "*"
"""A Blue Ribbon cattle is its breed name with this mark: "Hereford*"."""

CATTLE_COST = 5
MIN_REDUCED_COST = 3
PARTY_LIMIT = 4
SEGUNDO_PARTY_LIMIT = 6
RESERVE_LIMIT = 1
SADDLEBAGS_RESERVE_LIMIT = 2
WIN_CATTLE = 10
WIN_BLUE = 5
STRONGBOX_LIMIT = 4
TURN_LIMIT = 400
"""House rule: a safety stop; never reached in ordinary play."""


def is_blue(cattle: str) -> bool:
    return cattle.endswith(BLUE_MARK)


def breed(cattle: str) -> str:
    return cattle.rstrip(BLUE_MARK)


def cattle_cards() -> list[str]:
    out = []
    for b in BREEDS:
        blue = BLUE_PER_BREED[b]
        out += [b + BLUE_MARK] * blue + [b] * (CATTLE_PER_BREED - blue)
    return out


def draw_deck(seats: int) -> list[str]:
    """The Draw Deck: all hires, companions, items, and 2 Triggers (1 at 2-3 players)."""
    out = []
    for c in CARDS.values():
        copies = c.copies
        if c.kind == TRIGGER and seats <= 3:
            copies = 1
        out += [c.id] * copies
    return out


def card_name(card_id: str | None) -> str:
    """A card's name (or a Calamity's) in the current language; "a face-down card" when hidden."""
    if card_id is None:
        return _("a face-down card")
    if card_id in CARDS:
        return pgettext("card", CARDS[card_id].name)
    if card_id in CALAMITY_BY_ID:
        return pgettext("card", CALAMITY_BY_ID[card_id].name)
    return card_id


def card_text(card_id: str) -> str:
    """What a card (or a Calamity) does, in the current language ("" for a plain hire)."""
    card = CARDS.get(card_id) or CALAMITY_BY_ID.get(card_id)
    return _(card.text) if card is not None and card.text else ""


def breed_name(cattle: str) -> str:
    """A breed ("Angus") in the current language."""
    b = breed(cattle)
    return pgettext("cattle", BREED_NAMES[b]) if b in BREED_NAMES else b


def cattle_name(cattle: str) -> str:
    """"Angus" or "Blue Ribbon Angus" in the current language."""
    if is_blue(cattle):
        # Translators: a prize cattle card; {breed} is Longhorn, Hereford, Angus...
        return _("Blue Ribbon {breed}").format(breed=breed_name(cattle))
    return breed_name(cattle)
