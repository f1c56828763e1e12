"""The Bulletbucks AI's playout shortcuts: they must make the same moves as the readable rules
of thumb they stand in for."""
import random

from game.ai import roulette as R
from game.ai.base import sample_outcome
from game.ai.levels import make_agent
from game.rules.common.contract import CHANCE
from game.rules.roulette.engine import RULES
from game.rules.roulette.engine import BID, CHOOSE


def walk(seed, seats):
    """Every decision of a game played half by the playout policy, half at random."""
    rng = random.Random(seed)
    state = RULES.new_game(seats)
    while not RULES.is_over(state):
        seat = RULES.actors(state)[0]
        if seat == CHANCE:
            RULES.apply(state, seat, sample_outcome(RULES.chance_outcomes(state), rng))
            continue
        yield state, seat, rng
        if rng.random() < 0.5:
            action = R.rollout_policy(RULES, state, seat, [], rng)
            assert action in RULES.legal_actions(state, seat)
        else:
            action = rng.choice(RULES.legal_actions(state, seat))
        RULES.apply(state, seat, action)


def test_the_playout_shortcuts_agree_with_sensible_bid_and_choose_roller():
    checked = 0
    for seed in range(60):
        for state, seat, rng in walk(seed, 3 + seed % 4):
            if state.phase == BID:
                nerve, margin = 0.5 + rng.random(), rng.choice((1000.0, 2000.0))
                assert R._playout_bid(state, seat, nerve, margin) == R.sensible_bid(state, seat, nerve, margin)
                checked += 1
            elif state.phase == CHOOSE:
                assert R._playout_roller(state, seat) == R.choose_roller(state, seat)
    assert checked > 500


def test_hard_picks_a_legal_bid_with_a_fixed_budget():
    agent = make_agent("roulette", "hard", deterministic=True)
    agent.iterations = 60
    state = RULES.new_game(3)
    obs = RULES.observe(state, 0)
    assert agent.choose(RULES, obs, 0, random.Random(1)) in RULES.legal_actions(obs, 0)
