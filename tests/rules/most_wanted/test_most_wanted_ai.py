"""The Most Wanted AIs: every move they make is legal, games finish, and Dusty plays sensibly."""
import random

from game.ai.base import sample_outcome
from game.ai.ismcts import ISMCTSAgent
from game.ai.levels import make_agent
from game.ai.most_wanted import EasyAgent, evaluate, rollout_policy, strength
from game.rules.common.contract import CHANCE
from game.rules.most_wanted.engine import RULES
from game.rules.most_wanted.actions import STAY_OUT, Choose, Join, Play

from mw_table import play, table

ALTERNATE = {"church_card": "saloon", "labor_card": "dishonest_labor", "duel_card": "shootout"}


def play_game(agents, seed, options=None):
    rng = random.Random(seed)
    state = RULES.new_game(len(agents), options)
    for _ in range(20_000):
        if RULES.is_over(state):
            return state
        seat = RULES.actors(state)[0]
        if seat == CHANCE:
            action = sample_outcome(RULES.chance_outcomes(state), rng)
        else:
            action = agents[seat].choose(RULES, RULES.observe(state, seat), seat, rng)
            assert action in RULES.legal_actions(state, seat)
        RULES.apply(state, seat, action)
    raise AssertionError("the game did not end")


class Rollout:
    name = "rollout"

    def choose(self, rules, observation, seat, rng):
        return rollout_policy(rules, observation, seat, rules.legal_actions(observation, seat), rng)


def test_easy_agents_finish_games_at_every_table_size_with_both_card_sides():
    for seats in range(2, 9):
        state = play_game([EasyAgent() for _ in range(seats)], seats, ALTERNATE if seats % 2 else None)
        assert RULES.winners(state)


def test_rollout_policy_finishes_games():
    for seats in (2, 4, 7):
        state = play_game([Rollout() for _ in range(seats)], seats, ALTERNATE if seats == 4 else None)
        assert RULES.winners(state)


def test_hard_agent_picks_a_legal_move_with_a_small_budget():
    agent = ISMCTSAgent(iterations=30, rollout_policy=rollout_policy, rollout_depth=30, evaluate=evaluate)
    state = table(3)
    action = agent.choose(RULES, RULES.observe(state, 0), 0, random.Random(1))
    assert action in RULES.legal_actions(state, 0)


def test_levels_exist_for_most_wanted():
    assert make_agent("most_wanted", "easy").name == "easy"
    assert make_agent("most_wanted", "hard").name == "hard"


def test_dusty_lays_his_best_hand():
    state = table(3, ["Q Q 7 8 A", None, None])
    RULES.apply(state, 0, Choose("pony"))
    action = EasyAgent().choose(RULES, RULES.observe(state, 0), 0, random.Random(0))
    assert isinstance(action, Play) and sorted(c[0] for c in action.cards) == ["Q", "Q"]


def test_dusty_joins_for_free_when_off_the_scoreboard_and_stays_out_with_junk_under_bail():
    state = table(3, ["A A 7 8 9", "6 7 8 9 J", "6 7 8 9 J"], score=[0, 0, 9])
    RULES.apply(state, 0, Choose("train"))
    play(state, 0, "A A 7 8")
    agent = EasyAgent()
    assert isinstance(agent.choose(RULES, RULES.observe(state, 1), 1, random.Random(0)), Join)
    assert agent.choose(RULES, RULES.observe(state, 2), 2, random.Random(0)) == STAY_OUT


def test_strength_orders_hands():
    assert strength(["A_blue", "A_red"]) > strength(["K_blue", "Q_red"]) > strength(["7_blue", "6_red"])
