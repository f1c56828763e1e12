"""AI for Durango.

- `EasyAgent` ("easy"): Rancher Rosa. She hires whoever brings in the most coal or silver for the
  kind her party already earns, keeps companions up her sleeve in the reserve, and aims every
  theft at whoever leads the herd count. She always springs an interrupt when she can.
- `rollout_policy`: the same instincts, cheap, for ISMCTS playouts.
- `evaluate`: for playouts cut short: herd size, Blue Ribbons and income.
- `LEVEL_SETTINGS`: ISMCTS budgets for medium and hard.
"""
from __future__ import annotations

import random
from typing import Any

from game.ai.hooks import AiHooks
from game.ai.base import wins_at_once
from game.rules.durango import content as C
from game.rules.durango.actions import (Aim, Arrange, Choose, Interrupt, MakeRoom, Pass, Select,
                                        Swap)
from game.rules.durango.engine import production
from game.rules.durango.table import party_limit

ACTION_VALUE = {
    "none": 0.0, "bonus": 0.8, "bonus_per_rival": 1.0, "peek_deck": 0.2, "peek_yard": 0.3,
    "peek_reserve": 0.1, "discard_reserve": 0.6, "steal_reserve": 0.7, "salvage": 0.6,
    "block": 0.9, "extra_recruit": 1.5, "discount": 0.8, "free_cattle": 3.5, "discard_hire": 2.0,
    "swap_hire": 2.0, "steal_hire": 3.0, "steal_cattle": 3.5,
}
ONGOING_VALUE = {
    "party_plus": 3.0, "hire_guard": 1.2, "cattle_guard": 1.2, "prod_bonus": 2.4, "store4": 1.2,
    "mixed_pay": 1.6, "cost_minus1": 2.0, "reserve_plus": 0.4,
}
INTERRUPT_IN_RESERVE = 2.0


def _hire_value(c: C.Card, same: bool, as_new: bool) -> float:
    v = c.produce * (1.15 if same else 0.9)
    if as_new:
        v += ACTION_VALUE.get(c.code, 0.0)
    return v


def _value_of(c: C.Card, same: bool, as_new: bool) -> float:
    if c.is_hire:
        return _hire_value(c, same, as_new)
    if c.arg == "ongoing":
        return ONGOING_VALUE.get(c.code, 0.5)
    return 0.1


_LEAN = {card_id: (1 if c.kind == C.FRONTIER else -1 if c.kind == C.TOWN else 0)
         for card_id, c in C.CARDS.items()}
"""+1 a coal earner, -1 a silver earner: a party earns coal when its sum is >= 0."""
_VALUE = {(card_id, coal_party, as_new): _value_of(c, (coal_party) == (c.kind == C.FRONTIER), as_new)
          for card_id, c in C.CARDS.items() for coal_party in (True, False) for as_new in (True, False)}
"""card_value's answer for every card, kind of party and newness: Rosa scores dozens of options
per playout step, and recounting the party for each was most of a playout's time."""


def _coal_party(party: list[str]) -> bool:
    """Does the party earn coal rather than silver (as many coal earners as silver ones or more)?"""
    return sum(_LEAN[x] for x in party) >= 0


def card_value(state, seat: int, card: str | None, as_new: bool = True) -> float:
    """How much a card is worth in `seat`'s party (its action counts only when newly added): a
    hire by what it produces (more if its kind is what the party already earns), an ongoing
    companion or item by its lasting effect."""
    if card is None:
        return 0.0
    return _VALUE[card, _coal_party(state.party[seat]), as_new]


def _cheapest(state, seat, exclude: str | None = None) -> float:
    party = state.party[seat]
    coal = _coal_party(party)
    vals = [_VALUE[c, coal, False] for c in party if c != exclude]
    return min(vals) if vals else 0.0


def _full(state, seat, extra: int = 0) -> bool:
    return len(state.party[seat]) + extra >= party_limit(state.party[seat])


def score_select(state, seat, a: Select) -> float:
    return _select_scorer(state, seat)(a)


def _select_scorer(state, seat):
    """`score_select` for one decision: what the party earns, its cheapest card and its limit are
    read once, not for every option."""
    party = state.party[seat]
    coal = _coal_party(party)
    reserve = state.reserve[seat]
    drawn_cards = state.drawn
    limit = party_limit(party)
    size = len(party)
    cheapest = _cheapest(state, seat)
    value = _VALUE

    def score(a: Select) -> float:
        drawn = drawn_cards[a.card] if a.card >= 0 else None
        option = a.option.replace("reserve2_", "reserve_")
        pick = 1 if a.option.startswith("reserve2_") else 0
        res = reserve[pick] if len(reserve) > pick else None
        v = 0.0
        adds = 0
        if option.startswith("reserve_") and res is not None:
            v += value[res, coal, True]
            adds += 1
        if option in ("party", "reserve_party"):
            v += 0.0 if drawn is None else value[drawn, coal, True]
            adds += 1
        elif option in ("reserve", "reserve_reserve") and drawn is not None:
            c = C.CARDS[drawn]
            v += INTERRUPT_IN_RESERVE if c.arg == "interrupt" else 0.45 * value[drawn, coal, True]
        if option in ("party", "reserve_party") and drawn is not None and C.CARDS[drawn].arg == "interrupt":
            v -= 0.5
        over = size + adds - limit
        if over > 0:
            v -= over * cheapest
        if res is not None and not option.startswith("reserve_"):
            v += 0.3  # keeping the reserve card has some value
        return v
    return score


def score_target(state, seat, a) -> float:
    target = a.seat
    lead = len(state.herd[target]) + 2 * sum(map(C.is_blue, state.herd[target]))
    if isinstance(a, Swap):
        return lead + card_value(state, target, a.theirs, False) - card_value(state, seat, a.mine, False)
    card = a.card
    if card in C.CARDS:
        return lead + card_value(state, target, card, False)
    if card:
        return lead + (3 if C.is_blue(card) else 1)
    return lead + len(state.reserve[target]) + 0.5 * len(state.party[target])


def choose_heuristic(state, seat: int, legal: list, rng: random.Random, noise: float = 0.0) -> Any:
    if len(legal) == 1:
        return legal[0]
    first = legal[0]
    kind = state.prompt.kind if state.prompt else ""
    if isinstance(first, Select):
        score = _select_scorer(state, seat)
        return max(legal, key=lambda a: score(a) + rng.random() * noise)
    if isinstance(first, MakeRoom):
        value, coal = _VALUE, _coal_party(state.party[seat])
        return min(legal, key=lambda a: value[a.card, coal, False] + rng.random() * noise)
    if isinstance(first, (Aim, Swap)):
        return max(legal, key=lambda a: score_target(state, seat, a) + rng.random() * noise)
    if isinstance(first, (Pass, Interrupt)):
        ints = [a for a in legal if isinstance(a, Interrupt)]
        if not ints:
            return legal[0]
        return min(ints, key=lambda a: card_value(state, seat, a.room, False) if a.room else -1)
    if isinstance(first, Arrange):
        if state.prompt.what == "deck":
            top = state.deck_top
            nxt = (seat + 1) % state.seats
            return min(legal, key=lambda a: [card_value(state, nxt, top[i]) for i in a.order])
        return legal[0]
    if isinstance(first, Choose):
        return _choose(state, seat, legal, kind, rng)
    return rng.choice(legal)


def _choose(state, seat, legal, kind, rng):
    values = [a.value for a in legal]
    if kind == "either":
        coal = state.coal + sum(p[1] for p in production(state, seat))
        silver = state.silver + sum(p[2] for p in production(state, seat))
        # top up whichever kind then buys a cattle soonest
        return Choose("coal") if (coal % 5) >= (silver % 5) else Choose("silver")
    if kind == "salvage":
        return max(legal, key=lambda a: card_value(state, seat, a.value))
    if kind == "place_extra":
        card = state.extra
        v = card_value(state, seat, card)
        if "party" in values and (not _full(state, seat) or v > _cheapest(state, seat) + 0.5):
            return Choose("party")
        if "reserve" in values:
            return Choose("reserve")
        return Choose("discard")
    if kind == "take_reserve":
        takes = [a for a in legal if a.value.startswith("take:")]
        return takes[0] if takes else legal[-1]
    if kind == "calamity_choice":
        code = C.CALAMITY_BY_ID[state.active].code
        if code in ("gold_rush", "range_war"):
            return min(legal, key=lambda a: card_value(state, seat, a.value, False))
        counts = {v: state.herd[seat].count(v) for v in values}
        return max(legal, key=lambda a: counts[a.value])
    return rng.choice(legal)


class EasyAgent:
    """Rancher Rosa: greedy for income, keeps companions in reserve, robs the leader."""

    name = "easy"

    def choose(self, rules: Any, observation: Any, seat: int, rng: random.Random) -> Any:
        legal = rules.legal_actions(observation, seat)
        return choose_heuristic(observation, seat, legal, rng, noise=0.6)


def rollout_policy(rules: Any, state: Any, seat: int, legal: list, rng: random.Random) -> Any:
    if len(legal) == 1:
        return legal[0]
    return choose_heuristic(state, seat, legal, rng, noise=0.3)


def evaluate(rules: Any, state: Any) -> list[float]:
    """Per-seat value in [0, 1]: herd progress (10 cattle or 5 Blue Ribbons) plus some income."""
    vals = []
    for s in range(state.seats):
        herd = state.herd[s]
        blue = sum(map(C.is_blue, herd))
        progress = max(len(herd) / C.WIN_CATTLE, blue / C.WIN_BLUE)
        income = sum(p[1] + p[2] for p in production(state, s)) / 40.0
        vals.append(progress + income)
    total = sum(vals) or 1.0
    return [v / total for v in vals]


LEVEL_SETTINGS = {
    "medium": {"iterations": 120, "seconds": 0.12, "rollout_depth": 40},
    "hard": {"iterations": 400, "seconds": 0.35, "rollout_depth": 60},
}
"""Hard's 400 iterations won 179 of 300 games against two easy players (1.79x, seed 11), medium's
120 won 160 (1.60x). A free core plays 400 hard iterations of a mid-game position in about
0.26 s, so the 0.35 s (p95 359 ms in 300 games) buys the whole budget there and about 330 on a
busy machine (load average 6; hard then won 164 of 300, medium 151: docs/ai.md). Medium's
figures are from when it searched every decision; it now mixes (MEDIUM_THINKS)."""
MEDIUM_THINKS = 0.75
"""Medium thinks out three decisions in four (levels.MediumAgent): Rosa's instincts are good at
telling a poor hire from a fair one but not the fair ones apart, so at half medium won only 121
of 300 against two easy players; at three in four 137 (1.37x, iteration budgets, seed 11)."""


ROOT_WIDTH = 3
"""How many of Rosa's favourite moves the hard search compares (her scores are good at telling
a poor hire from a fair one, the playouts at telling the fair ones apart)."""


def root_candidates(rules: Any, observation: Any, seat: int, legal: list) -> list:
    """The moves worth searching: a move that wins at once if there is one (`wins_at_once`: the
    herds decide it, and everyone sees them; hard placed a hire in its party, and the theft that
    followed left the game open, where the reserve ended it with a win), else for a hire, a party
    slot or a target, Rosa's best few."""
    winning = wins_at_once(rules, observation, seat, legal)
    if winning:
        return winning
    if len(legal) <= ROOT_WIDTH:
        return legal
    first = legal[0]
    state = observation
    if isinstance(first, Select):
        score = _select_scorer(state, seat)
        key = lambda a: -score(a)  # noqa: E731
    elif isinstance(first, MakeRoom):
        key = lambda a: card_value(state, seat, a.card, False)  # noqa: E731
    elif isinstance(first, (Aim, Swap)):
        key = lambda a: -score_target(state, seat, a)  # noqa: E731
    else:
        return legal
    return sorted(legal, key=key)[:ROOT_WIDTH]

HOOKS = AiHooks(easy=EasyAgent, medium_thinks=MEDIUM_THINKS, level_settings=LEVEL_SETTINGS,
                rollout_policy=rollout_policy, evaluate=evaluate, root_candidates=root_candidates)
"""What the levels take from this module (`game.ai.hooks`)."""
