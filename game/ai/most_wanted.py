"""Most Wanted AI: "Dusty Dalton" (easy), the playout policy and evaluation for ISMCTS (medium/hard).

Dusty reads his hand against what the other outlaws probably hold: for every hand size he knows how
often a best hand picked from five random cards is weaker than his (`strength`). He robs with the
biggest robbery his hand can carry, joins when the odds pay for the bail he risks (and always when
he stands off the scoreboard, where bail is free), works honestly when broke, challenges anyone who
swears that four cards share a colour, and duels the leader with an Ace up his sleeve.
"""
from __future__ import annotations

import random
from bisect import bisect_right
from collections import Counter
from typing import Any

from game.rules.most_wanted.actions import (CHALLENGE, KEEP, LET_IT_PASS, STAY_OUT, Choose, Declare,
                                            Discard, DuelWith, Join, Labor, Play, Work)
from game.rules.most_wanted.content import (COLOUR, COLOURS, DECK, MOST_WANTED, RANK_VALUE, ROBBERY,
                                            SHERIFF, bail_for)
from game.rules.most_wanted.engine import canonical, robbery_points
from game.rules.most_wanted.hands import PAIR, best_hand_from, rank_hand
from game.rules.most_wanted.state import (CHALLENGE as CHALLENGE_PHASE, CHANGE, CHOOSE, DECLARE, DISCARD,
                                          JOIN, LABOR, PICK, ROB, SHOWDOWN, TIEBREAK, WORK,
                                          MostWantedState)

ROBBERY_KEYS = ("train", "stagecoach", "pony")
_TABLES: dict[int, list] = {}


def _table(size: int) -> list:
    """Sorted keys of the best `size`-card hand from five random cards (made once, seeded)."""
    table = _TABLES.get(size)
    if table is None:
        rng = random.Random(1000 + size)
        table = sorted(rank_hand(best_hand_from(rng.sample(DECK, 5), size)) for _ in range(1500))
        _TABLES[size] = table
    return table


def strength(hand) -> float:
    """How often this hand beats a rival's best hand of the same size (0..1)."""
    table = _table(len(hand))
    return bisect_right(table, rank_hand(hand)) / len(table)


def win_chance(hand, rivals: int) -> float:
    return strength(hand) ** max(rivals, 0)


def _leader(state: MostWantedState, seat: int) -> int:
    others = [s for s in range(state.seats) if s != seat]
    return max(others, key=lambda s: (state.score[s], -((s - seat) % state.seats)))


def _colour_groups(hand) -> list[list[str]]:
    groups: dict[str, list[str]] = {}
    for c in hand:
        groups.setdefault(COLOUR[c], []).append(c)
    return sorted(groups.values(), key=len, reverse=True)


def _junk(hand) -> tuple[str, ...]:
    """Cards worth throwing back at Church or the Saloon: lone cards below a Queen."""
    counts = Counter(c.split("_")[0] for c in hand)
    return canonical(c for c in hand if counts[c.split("_")[0]] == 1 and RANK_VALUE[c.split("_")[0]] < RANK_VALUE["Q"])


def _bail_risk(state: MostWantedState, seat: int) -> float:
    """What losing costs: the bail, doubled when it cannot be paid (spaces lost)."""
    owed = bail_for(state.score[seat])
    short = max(0, owed - state.bags[seat])
    return owed + short


def _expected_rivals(state: MostWantedState, size: int) -> float:
    joiners = sum(1 for s in range(state.seats) if s != state.active and len(state.hands[s]) >= size)
    rivals = joiners * 0.5
    if state.seats == 2:
        rivals += 1.5  # the Sheriff always comes, with the best of twice the cards
    return rivals


def choose_action(state: MostWantedState, seat: int, legal: list, rng: random.Random) -> Any:
    names = {a.action for a in legal}
    hand = [c for c in state.hands[seat] if c is not None]
    best_key, best_value = None, -1.0
    for key in ROBBERY_KEYS:
        if key not in names:
            continue
        size = ROBBERY[key].cards
        mine = best_hand_from(hand, size)
        rivals = _expected_rivals(state, size)
        p = win_chance(mine, round(rivals))
        value = p * robbery_points(state, key) - (1 - p) * 0.6 * _bail_risk(state, seat)
        if value > best_value:
            best_key, best_value = key, value
    broke = state.bags[seat] < bail_for(state.score[seat]) + 1 and state.score[seat] > 0
    groups = _colour_groups(hand)
    for labor in ("honest_labor", "dishonest_labor"):
        if labor in names and broke and groups and (len(groups[0]) >= 2 or best_value < 0.5):
            return Choose(labor)
    if "duel" in names:
        leader = _leader(state, seat)
        top = max((RANK_VALUE[c.split("_")[0]] for c in hand), default=0)
        if top == RANK_VALUE["A"] and bail_for(state.score[leader]) >= 2 and rng.random() < 0.7:
            return Choose("duel")
    if "shootout" in names and best_value > 1.0 and rng.random() < 0.3:
        return Choose("shootout")
    church = "church" if "church" in names else "saloon"
    if best_key is None or (best_value < 0.3 and len(_junk(hand)) >= 2):
        if church == "saloon" and state.bags[seat] == 0 and state.score[seat] > 0 and best_key:
            return Choose(best_key)
        return Choose(church)
    return Choose(best_key)


def _best_play(state: MostWantedState, seat: int, size: int) -> Play:
    hand = [c for c in state.hands[seat] if c is not None]
    return Play(canonical(best_hand_from(hand, size)))


def _join_decision(state: MostWantedState, seat: int, bold: float) -> Any:
    hand = state.hands[seat]
    mine = best_hand_from(hand, state.size)
    rivals = 1 + max(0, (len(state.deciders) - 1)) * 0.5 + (1.5 if state.seats == 2 else 0)
    p = win_chance(mine, round(rivals))
    gain = robbery_points(state, state.action)
    risk = _bail_risk(state, seat)
    if risk == 0 or p * gain * bold > (1 - p) * risk:
        return Join(canonical(mine))
    return STAY_OUT


def _dishonest_work(hand, rng: random.Random) -> Work:
    group = _colour_groups(hand)[0]
    cards = list(group)
    others = [c for c in hand if c not in group]
    if others and rng.random() < 0.35:
        cards.append(min(others, key=lambda c: RANK_VALUE[c.split("_")[0]]))
    return Work(canonical(cards))


def _declared_colour(state: MostWantedState, seat: int) -> Declare:
    cards = state.plays.get(seat) or []
    counts = Counter(COLOUR[c] for c in cards if c is not None)
    return Declare(counts.most_common(1)[0][0] if counts else COLOURS[0])


def _pick(state: MostWantedState, seat: int, legal: list) -> Any:
    leader = _leader(state, seat)
    hand = state.hands[seat]
    if isinstance(legal[0], DuelWith):
        pair = best_hand_from(hand, 2)
        size = 2 if rank_hand(pair)[0] >= PAIR else 1
        for a in legal:
            if a.opponent == leader and a.size == size:
                return a
        return max(legal, key=lambda a: (state.score[a.opponent], -a.size))
    mine = {size: strength(best_hand_from(hand, size)) for size in (1, 2, 3) if size <= len(hand)}
    size = max(mine, key=mine.get)
    options = [a for a in legal if a.size == size] or legal
    return max(options, key=lambda a: (len(a.targets), sum(state.score[t] for t in a.targets)))


def easy_move(state: MostWantedState, seat: int, legal: list, rng: random.Random) -> Any:
    """Dusty Dalton's move among `legal`."""
    phase = state.phase
    if phase == CHOOSE:
        return choose_action(state, seat, legal, rng)
    if phase in (ROB, SHOWDOWN, TIEBREAK):
        return _best_play(state, seat, state.size)
    if phase == JOIN:
        return _join_decision(state, seat, bold=1.3)
    if phase == CHANGE:
        return KEEP
    if phase == DISCARD:
        return Discard(_junk(state.hands[seat]))
    if phase == LABOR:
        return Labor(canonical(_colour_groups(state.hands[seat])[0]))
    if phase == WORK:
        return _dishonest_work(state.hands[seat], rng)
    if phase == DECLARE:
        return _declared_colour(state, seat)
    if phase == CHALLENGE_PHASE:
        count = len(state.plays.get(state.active, []))
        return CHALLENGE if count >= 4 or (count == 3 and rng.random() < 0.4) else LET_IT_PASS
    if phase == PICK:
        return _pick(state, seat, legal)
    return rng.choice(legal)


class EasyAgent:
    """Dusty Dalton: bold with a pair in hand, careful when bail would cost him a space."""

    name = "easy"

    def choose(self, rules: Any, observation: MostWantedState, seat: int, rng: random.Random) -> Any:
        return easy_move(observation, seat, rules.legal_actions(observation, seat), rng)


def rollout_policy(rules: Any, state: MostWantedState, seat: int, legal: list, rng: random.Random) -> Any:
    """A cheap, sensible playout move: strong hands rob and join, weak ones stay out or refresh."""
    phase = state.phase
    if phase == CHOOSE:
        hand = state.hands[seat]
        names = [a.action for a in legal]
        if state.bags[seat] == 0 and state.score[seat] > 0 and rng.random() < 0.6:
            for labor in ("honest_labor", "dishonest_labor"):
                if labor in names:
                    return Choose(labor)
        paired = len({c.split("_", 1)[0] for c in hand}) < len(hand)
        robberies = [k for k in ROBBERY_KEYS if k in names]
        if robberies and (paired or rng.random() < 0.3):
            return Choose(robberies[0] if paired and rng.random() < 0.5 else rng.choice(robberies))
        return rng.choice(legal)
    if phase in (ROB, SHOWDOWN, TIEBREAK):
        return Play(canonical(best_hand_from(state.hands[seat], state.size)))
    if phase == JOIN:
        mine = best_hand_from(state.hands[seat], state.size)
        if bail_for(state.score[seat]) == 0 or rank_hand(mine)[0] >= PAIR:
            return Join(canonical(mine))
        return STAY_OUT
    if phase == CHANGE:
        return KEEP
    if phase == DISCARD:
        return Discard(_junk(state.hands[seat]))
    if phase == LABOR:
        return Labor(canonical(_colour_groups(state.hands[seat])[0]))
    if phase == WORK:
        return Work(canonical(_colour_groups(state.hands[seat])[0]))
    if phase == DECLARE:
        return _declared_colour(state, seat)
    if phase == CHALLENGE_PHASE:
        return CHALLENGE if rng.random() < 0.2 else LET_IT_PASS
    return rng.choice(legal)


def evaluate(rules: Any, state: MostWantedState) -> list[float]:
    """A seat's standing: its scoreboard space, plus a little for bags that cover future bail."""
    values = [state.score[s] + 0.25 * min(state.bags[s], 6) for s in range(state.seats)]
    top = max(values)
    if top <= 0:
        return [1.0 / state.seats] * state.seats
    return [min(1.0, v / max(top, MOST_WANTED * 0.5)) for v in values]


LEVEL_SETTINGS = {
    "medium": {"iterations": 150, "seconds": 0.12, "rollout_depth": 40},
    "hard": {"iterations": 500, "seconds": 0.25, "rollout_depth": 60},
}

__all__ = ["EasyAgent", "rollout_policy", "evaluate", "LEVEL_SETTINGS", "strength", "SHERIFF"]
