"""Most Wanted AI: "Dusty Dalton" (easy), the playout policy and evaluation for ISMCTS (medium/hard).

Dusty reads his hand against what the other outlaws probably hold: for every hand size he knows how
often a best hand picked from five random cards is weaker than his (`strength`). He robs with the
biggest robbery his hand can carry, joins when the odds pay for the bail he risks (and always when
he stands off the scoreboard, where bail is free), works honestly when broke, challenges anyone who
swears that four cards share a colour, and duels the leader with an Ace up his sleeve.

Medium and hard search with: `rollout_policy` (Dusty's instincts, cheap), `evaluate` (each seat's
chance to win from its standing, fitted), `determinize` (rivals' face-down choices made as people
make them), `root_candidates` (the best hand to lay; to join or not; no Duel that pays nothing)
and a tree one move deep (`LEVEL_SETTINGS`).
"""
from __future__ import annotations

import math
import random
from bisect import bisect_right
from collections import Counter
from typing import Any

from game.ai.hooks import AiHooks
from game.rules.common.memo import per_game
from game.rules.most_wanted.actions import (CHALLENGE, KEEP, LET_IT_PASS, STAY_OUT, Choose, Declare,
                                            Discard, DuelWith, Join, Labor, Play, Work)
from game.rules.most_wanted.content import (COLOUR, COLOURS, DECK, RANK_VALUE, ROBBERY,
                                            SHERIFF, bail_for)
from game.rules.most_wanted.engine import canonical, robbery_points, take
from game.rules.most_wanted.hands import PAIR, best_hand_from, rank_hand
from game.rules.most_wanted.state import (CHALLENGE as CHALLENGE_PHASE, CHANGE, CHOOSE, DECLARE, DISCARD,
                                          JOIN, LABOR, PICK, ROB, SHOWDOWN, TIEBREAK, WORK,
                                          MostWantedState)

ROBBERY_KEYS = ("train", "stagecoach", "pony")


@per_game(maxsize=None)
def _table(size: int) -> tuple:
    """Sorted keys of the best `size`-card hand from five random cards (made once per game, seeded,
    so the same every time)."""
    rng = random.Random(1000 + size)
    return tuple(sorted(rank_hand(best_hand_from(rng.sample(DECK, 5), size)) for _ in range(1500)))


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


def determinize(rules: Any, observation: MostWantedState, seat: int, rng: random.Random) -> MostWantedState:
    """The rules' guess of every unseen card, then the rivals' face-down choices as people make
    them instead of at random: a hand laid face down is the best of the rival's cards (a robber
    lays the best hand the robbery he chose can carry), and a rival who has already decided on
    joining decided as the easy player would with the cards dealt to him. With random laid hands
    the search met weak robbers and joined with hands that could not win."""
    state = rules.determinize(observation, seat, rng)
    for s, laid in observation.plays.items():
        if s != seat and s != SHERIFF and laid and laid[0] is None:
            cards = state.hands[s] + state.plays[s]
            best = best_hand_from(cards, len(laid))
            take(cards, best)
            state.plays[s], state.hands[s] = list(best), cards
    for s, decision in observation.pending.items():
        if s == seat or decision is not None or not isinstance(state.pending[s], tuple):
            continue
        state.hands[s] += state.pending[s]  # the rules' guess goes back to the hand
        if state.phase == JOIN:
            choice = _join_decision(state, s, bold=1.3)
            laid = () if choice == STAY_OUT else choice.cards
        else:
            laid = canonical(best_hand_from(state.hands[s], state.size))
        take(state.hands[s], laid)
        state.pending[s] = laid
    return state


def pays_nothing(state: MostWantedState, action: Any) -> bool:
    """A Duel that cannot pay: its winner receives the loser's bail, and a player not yet on the
    scoreboard owes none, so calling it on them only risks our own bail. `action` is the Duel
    card when no rival able to duel owes bail, or a `DuelWith` such a rival."""
    if isinstance(action, DuelWith):
        return bail_for(state.score[action.opponent]) == 0
    if isinstance(action, Choose) and action.action == "duel":
        return not any(bail_for(state.score[s]) for s in range(state.seats)
                       if s != state.active and state.hands[s])
    return False


def _lone_cards(hand) -> tuple[str, ...]:
    counts = Counter(c.split("_")[0] for c in hand)
    return canonical(c for c in hand if counts[c.split("_")[0]] == 1)


def root_candidates(rules: Any, observation: MostWantedState, seat: int, legal: list) -> list:
    """The moves worth searching. A hand laid face down is the best hand of its size (to rob, to
    join, to stay in a showdown or a tie), so the budget goes to whether to take part, not to
    which worse cards to lay: with 35 ways to join beside staying out, the best of 35 noisy
    means beat the honest one and hard joined a robbery with a Queen high. Church or the Saloon
    throws away nothing, the easy player's junk, every lone card, or everything. A Duel that
    pays nothing (`pays_nothing`) is left out."""
    state, phase = observation, observation.phase
    hand = [c for c in state.hands[seat] if c is not None]
    if phase in (CHOOSE, PICK):
        wanted = [a for a in legal if not pays_nothing(state, a)]
    elif phase in (ROB, SHOWDOWN, TIEBREAK):
        wanted = [Play(canonical(best_hand_from(hand, state.size)))]
    elif phase == JOIN:
        wanted = [Join(canonical(best_hand_from(hand, state.size))), STAY_OUT]
    elif phase == CHANGE:
        best = canonical(best_hand_from(hand + list(state.plays[seat]), state.size))
        wanted = [KEEP, Play(best)]
    elif phase == DISCARD:
        wanted = [Discard(cards) for cards in {(), _junk(hand), _lone_cards(hand), canonical(hand)}]
    else:
        return legal
    allowed = set(legal)
    return [a for a in wanted if a in allowed] or legal


SPREAD = 4.5
"""How many scoreboard spaces of lead make a seat e (2.7) times likelier to win (`evaluate`)."""
BAG_WORTH, BAG_CAP = 0.25, 9
"""A bag of money is worth a quarter space (bail it can pay), up to nine bags."""


def evaluate(rules: Any, state: MostWantedState) -> list[float]:
    """Each seat's chance to win from here, for a playout cut short: in proportion to
    exp(standing / SPREAD), the standing being its space plus a quarter per bag. Fitted on 600
    three-seat games of easy players (8,639 positions): log-loss 0.944, a coin toss 1.099. The
    evaluation it replaces gave each seat its share of the leader's standing, so the leader was
    worth 1.0 whatever it lost: hard joined a robbery with a Queen high that would cost it three
    spaces."""
    weights = [math.exp((state.score[s] + BAG_WORTH * min(state.bags[s], BAG_CAP)) / SPREAD)
               for s in range(state.seats)]
    total = sum(weights)
    return [w / total for w in weights]


LEVEL_SETTINGS = {
    # the tree holds our move only (`ISMCTSAgent.tree_depth`): a robber in the tree changed his
    # laid hand for random cards, and joining with a Queen high looked as good as staying out
    "medium": {"iterations": 150, "seconds": 0.12, "rollout_depth": 40, "tree_depth": 1},
    "hard": {"iterations": 500, "seconds": 0.25, "rollout_depth": 60, "tree_depth": 1},
}

__all__ = ["EasyAgent", "rollout_policy", "evaluate", "determinize", "root_candidates", "pays_nothing", "LEVEL_SETTINGS", "HOOKS", "strength", "SHERIFF", "easy_move"]

HOOKS = AiHooks(easy=EasyAgent, level_settings=LEVEL_SETTINGS, rollout_policy=rollout_policy,
                evaluate=evaluate, root_candidates=root_candidates, determinize=determinize)
"""What the levels take from this module (`game.ai.hooks`)."""
