"""Blunders a Most Wanted player would laugh at, and the AI must not make (docs/ai.md lists them):
joining a robbery with a hand that cannot win while bail would cost spaces, and calling a Duel on
a player off the scoreboard (its winner receives the loser's bail: none)."""
import random
from collections import Counter

import pytest

from game.ai import most_wanted as M
from game.ai.levels import make_agent
from game.rules.most_wanted.actions import STAY_OUT, Choose, DuelWith
from game.rules.most_wanted.content import DECK
from game.rules.most_wanted.engine import RULES
from game.rules.most_wanted.hands import best_hand_from, rank_hand
from game.rules.most_wanted.state import JOIN
from mw_table import play, stay_out, table


def searchers():
    for level in ("medium", "hard"):
        agent = make_agent("most_wanted", level, deterministic=True)
        agent.iterations = 120
        yield level, agent


def a_robbery_bill_joins(bill_hand: str, score: int = 10, bags: int = 0):
    """Bill robs the stagecoach with three Aces; Cole stays out; Ana, holding `bill_hand`, decides."""
    state = table(3, ["7 8 9 J Q", "A A A K 10", "6 7 8 9 10"], score=[score, 2, 2], bags=[bags, 3, 3],
                  active=1)
    RULES.apply(state, 1, Choose("stagecoach"))
    play(state, 1, "A A A")
    stay_out(state, 2)
    assert state.phase == JOIN and RULES.actors(state) == [0]
    return state


@pytest.mark.parametrize("seed", range(3))
def test_no_level_joins_a_robbery_with_a_hand_that_cannot_win_when_bail_costs_spaces(seed):
    """Ana has no pair (her best three cards are Queen high) against a robber who chose to rob;
    losing would cost her three bags she does not have: three spaces back."""
    state = a_robbery_bill_joins("7 8 9 J Q")
    obs = RULES.observe(state, 0)
    assert M.EasyAgent().choose(RULES, obs, 0, random.Random(seed)) == STAY_OUT
    for level, agent in searchers():
        assert agent.choose(RULES, obs, 0, random.Random(seed)) == STAY_OUT, level


def test_the_search_guesses_a_robbers_face_down_hand_as_the_best_of_his_cards():
    """What the seat has seen counts: Bill chose to rob, so his laid hand is his best, not three
    cards at random; every card is still dealt exactly once and Ana's own hand is hers."""
    state = a_robbery_bill_joins("7 8 9 J Q")
    obs = RULES.observe(state, 0)
    for seed in range(20):
        guess = M.determinize(RULES, obs, 0, random.Random(seed))
        assert Counter(guess.all_cards()) == Counter(DECK)
        assert guess.hands[0] == state.hands[0]
        assert [len(h) for h in guess.hands[:2]] == [len(h) for h in state.hands[:2]]  # Cole's choice is hidden
        laid = guess.plays[1]
        assert rank_hand(laid) == rank_hand(best_hand_from(guess.hands[1] + laid, 3))


def test_a_duel_on_a_player_off_the_scoreboard_is_never_searched():
    state = table(3, score=[4, 0, 6])
    RULES.apply(state, 0, Choose("duel"))
    searched = M.root_candidates(RULES, RULES.observe(state, 0), 0, RULES.legal_actions(state, 0))
    assert searched and all(a.opponent == 2 for a in searched)
    for level, agent in searchers():
        chosen = agent.choose(RULES, RULES.observe(state, 0), 0, random.Random(1))
        assert isinstance(chosen, DuelWith) and chosen.opponent == 2, level


def test_the_duel_card_is_not_searched_when_nobody_can_pay_for_it():
    state = table(3, score=[4, 0, 0])
    legal = RULES.legal_actions(state, 0)
    assert Choose("duel") in legal
    searched = M.root_candidates(RULES, RULES.observe(state, 0), 0, legal)
    assert Choose("duel") not in searched and searched
