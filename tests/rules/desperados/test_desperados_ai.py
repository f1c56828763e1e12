"""The Desperados AIs only ever choose legal moves, and the easy one plays with some sense."""
import random

from game.ai.base import RandomAgent, sample_outcome
from game.ai.desperados import EasyAgent, evaluate, rollout_policy
from game.rules.common.contract import CHANCE
from game.rules.desperados.engine import RULES
from game.rules.desperados.actions import PASS, PlayTakeCover, TAKE_ACTIONS, Act

from desperados_table import do, give, rolled, set_ranks


def play(agents, seed):
    rng = random.Random(seed)
    state = RULES.new_game(len(agents))
    while not RULES.is_over(state):
        (seat,) = RULES.actors(state)
        if seat == CHANCE:
            action = sample_outcome(RULES.chance_outcomes(state), rng)
        else:
            action = agents[seat](state, seat, rng)
            assert action in RULES.legal_actions(state, seat)
        RULES.apply(state, seat, action)
    return RULES.winners(state)


def easy(state, seat, rng):
    return EasyAgent().choose(RULES, RULES.observe(state, seat), seat, rng)


def rollout(state, seat, rng):
    return rollout_policy(RULES, state, seat, RULES.legal_actions(state, seat), rng)


def rand(state, seat, rng):
    return RandomAgent().choose(RULES, state, seat, rng)


def test_easy_and_rollout_players_only_make_legal_moves():
    for seed in range(6):
        play([easy, rollout, rand][: 2 + seed % 2], seed)


def test_easy_beats_random_more_often_than_not():
    wins = sum(play([easy, rand], seed) == [0] for seed in range(30))
    assert wins >= 18


def test_easy_takes_cover_from_a_big_attack():
    state = rolled(2, ("action", "boss", "lady", "bad"))
    set_ranks(state, 0, boss=0)
    give(state, 1, "take_cover")
    do(state, TAKE_ACTIONS, Act("boss"))
    assert EasyAgent().choose(RULES, RULES.observe(state, 1), 1, random.Random(1)) == PlayTakeCover()


def test_easy_lets_a_small_notch_go_by():
    state = rolled(2, ("action", "boss", "lady", "bad"))
    give(state, 1, "sheriffs_whistle")
    do(state, TAKE_ACTIONS, Act("boss"))
    assert EasyAgent().choose(RULES, RULES.observe(state, 1), 1, random.Random(1)) == PASS


def test_evaluate_gives_values_between_0_and_1():
    state = rolled(3)
    values = evaluate(RULES, state)
    assert len(values) == 3 and all(0 <= v <= 1 for v in values)
