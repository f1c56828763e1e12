"""Rancher Rosa (easy) and the rollout policy only ever pick legal moves and finish games."""
import random

import pytest

from game.ai.base import sample_outcome
from game.ai.durango import EasyAgent, evaluate, rollout_policy
from game.rules.common.contract import CHANCE
from game.rules.durango.engine import RULES


def test_easy_agents_and_rollouts_play_whole_games_with_legal_moves():
    for seed, seats in ((1, 3), (2, 5), (3, 2)):
        rng = random.Random(seed)
        s = RULES.new_game(seats)
        easy = EasyAgent()
        steps = 0
        while not RULES.is_over(s):
            seat = RULES.actors(s)[0]
            if seat == CHANCE:
                a = sample_outcome(RULES.chance_outcomes(s), rng)
            elif seat % 2:
                a = easy.choose(RULES, RULES.observe(s, seat), seat, rng)
            else:
                a = rollout_policy(RULES, s, seat, RULES.legal_actions(s, seat), rng)
            assert a in RULES.legal_actions(s, seat)
            RULES.apply(s, seat, a)
            steps += 1
        assert steps < 5000
        vals = evaluate(RULES, s)
        assert len(vals) == seats and abs(sum(vals) - 1) < 1e-9


def test_rosa_hires_the_bigger_earner():
    from game.rules.durango.actions import Select
    from durango_table import draw, table
    s = table()
    draw(s, "T18", "T03", "C4")
    a = EasyAgent().choose(RULES, RULES.observe(s, 0), 0, random.Random(0))
    assert a in (Select("party", 1), Select("reserve", 2))


def test_hard_searches_only_rosas_three_best_selections():
    from game.ai.durango import ROOT_WIDTH, root_candidates, score_select
    from durango_table import draw, table
    s = table()
    draw(s, "T18", "T03", "C4")
    view = RULES.observe(s, 0)
    legal = RULES.legal_actions(view, 0)
    picked = root_candidates(RULES, view, 0, legal)
    assert len(legal) > ROOT_WIDTH and len(picked) == ROOT_WIDTH
    worst_kept = min(score_select(view, 0, a) for a in picked)
    assert all(score_select(view, 0, a) <= worst_kept for a in legal if a not in picked)


def test_rosa_prizes_a_hire_of_the_kind_her_party_earns_and_counts_its_action_only_when_new():
    """Rosa's values come from a table made once per card (the playouts ask for them thousands of
    times): a Homesteader (3 coal) is worth more to a party of coal earners than to a party of
    silver earners, whose Hotel Keeper (3 silver) is the better hire; a tie counts as coal. A
    Cowhand's +1 coal counts when he joins, not once he is in the party."""
    from game.ai.durango import ACTION_VALUE, card_value
    from durango_table import table
    s = table(party={0: ["F01", "F02"], 1: ["T02", "T04"], 2: ["F01", "T02"]})
    assert card_value(s, 0, "F03") > card_value(s, 1, "F03")
    assert card_value(s, 1, "T03") > card_value(s, 1, "F03")
    assert card_value(s, 2, "F03") == card_value(s, 0, "F03")
    assert card_value(s, 0, "F04") - card_value(s, 0, "F04", as_new=False) == pytest.approx(ACTION_VALUE["bonus"])
    assert card_value(s, 0, None) == 0.0
