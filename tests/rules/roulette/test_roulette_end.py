"""Rule book sections 6 and 7: the end of the game, scoring and winning."""
import pytest

from game.rules.common.contract import IllegalAction
from game.rules.roulette.engine import RULES
from game.rules.roulette.engine import BID, DEAD, OVER, Bid
from game.rules.roulette.scoring import markers, score, stack_sum
from roulette_table import BANG, CLICK, bid, choose, first, kinds, spin, table


def test_the_game_ends_when_no_marker_is_left_at_the_start_of_a_bidding_phase():
    state = table(centre=1)
    bid(state, (0, 1), (1, 0), (1, 0))
    choose(state, 0)
    events = spin(state, CLICK)
    assert state.centre == 0 and state.phase == OVER and RULES.is_over(state)
    assert "RoundBegins" not in kinds(events) and RULES.actors(state) == []


def test_a_bang_on_the_last_marker_returns_it_and_play_goes_on():
    state = table(4, centre=1)
    bid(state, (0, 1), (1, 0), (1, 0), (1, 0))
    choose(state, 0)
    spin(state, BANG)
    assert state.centre == 1 and state.phase == BID


def test_a_stack_turned_back_brings_its_marker_back_and_play_goes_on():
    state = table(bills=[(0, 0), (6, 6), (6, 6)], stacks=[[(2, 0)], [(1, 0)], []], centre=0)
    assert state.phase == OVER, "no marker in the centre at the start of bidding"
    state = table(bills=[(1, 0), (6, 6), (6, 6)], stacks=[[(2, 0)], [(1, 0)], []], centre=1)
    bid(state, (1, 0), (0, 1), (1, 0))
    choose(state, 1)
    spin(state, CLICK)
    assert state.phase == OVER


def test_the_game_ends_when_only_one_player_is_left():
    state = table(3)
    bid(state, (0, 1), (1, 0), (1, 0))
    choose(state, 2)
    spin(state, BANG)
    bid(state, (0, 1), (1, 0))
    choose(state, 1)
    events = spin(state, BANG)
    assert state.phase == OVER and state.living() == [0]
    assert "GameEnded" in kinds(events)


def test_score_is_the_sum_of_click_stacks_times_the_markers_held():
    state = table(stacks=[[(2, 0), (1, 0)], [(0, 3)], [(3, 0), (0, 1), (1, 1)]], centre=0)
    assert [stack_sum(state, s) for s in range(3)] == [3000, 6000, 8000]
    assert [markers(state, s) for s in range(3)] == [2, 1, 3]
    assert [score(state, s) for s in range(3)] == [6000, 6000, 24000]
    assert RULES.scores(state) == [6000.0, 6000.0, 24000.0]


def test_bid_bills_are_worthless_at_the_end():
    state = table(bills=[(6, 6), (0, 0), (0, 0)], stacks=[[], [(1, 0)], [(1, 0)]], centre=0)
    assert score(state, 0) == 0 and RULES.winners(state) == [1, 2]


def test_the_highest_score_wins_even_if_dead():
    state = table(stacks=[[], [(3, 3), (3, 3)], []], centre=1)
    bid(state, (0, 1), (1, 0), (1, 0))
    choose(state, 1)
    spin(state, BANG)
    bid(state, (0, 1), (1, 0))
    choose(state, 0)
    spin(state, CLICK)
    assert state.status[1] == DEAD and state.phase == OVER
    assert RULES.winners(state) == [1]


def test_house_rule_equal_best_scores_share_the_win():
    state = table(stacks=[[(2, 0), (1, 0)], [(0, 3)], [(1, 0)]], centre=0)
    assert RULES.winners(state) == [0, 1]


def test_the_end_lists_every_score():
    state = table(centre=1)
    bid(state, (0, 1), (1, 0), (1, 0))
    choose(state, 0)
    events = spin(state, CLICK)
    final = first(events, "FinalScores")
    assert final.sums == (4000, 0, 0) and final.markers == (1, 0, 0) and final.scores == (4000, 0, 0)
    assert first(events, "GameEnded").winners == (0,)
    assert kinds(events)[-2:] == ["FinalScores", "GameEnded"]


def test_no_winner_before_the_end_and_no_move_after_it():
    state = table()
    assert RULES.winners(state) == []
    state = table(centre=0)
    with pytest.raises(IllegalAction, match="over"):
        RULES.apply(state, 0, Bid(1, 0))
