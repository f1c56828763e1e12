"""Bulletbucks, rule by rule (roulette.rulebook.txt and roulette.components.md)."""
import random

import pytest
from hypothesis import given, settings, strategies as st

from game.ai.base import sample_outcome
from game.rules.common.contract import CHANCE, IllegalAction
from game.rules.common.dice import DieFace
from game.rules.roulette import RULES
from game.rules.roulette.content import CLICK_MARKERS, CYLINDER, START_BILLS, value
from game.rules.roulette.engine import (ALIVE, BID, CHOOSE, CONVERT, DEAD, LEFT, OVER, SPIN, Bid, Choose, Convert,
                                        score)

CLICK, BANG = DieFace(0, "blank"), DieFace(0, "bullet")


def bid_round(state, *bids):
    """Everyone bids in seat order: `bids` are (thousands, two_thousands) per living seat."""
    for seat, bills in zip(list(state.bidders), bids):
        RULES.apply(state, seat, Bid(*bills))


def total_money(state):
    pending = sum(value(b) for b in state.pending.values())
    return (sum(value(b) for b in state.bills) + sum(value(s) for st in state.stacks for s in st)
            + sum(value(b) for b in state.bids) + pending + state.removed)


def test_each_player_starts_with_six_of_each_bill_and_six_markers_wait_in_the_centre():
    state = RULES.new_game(4)
    assert START_BILLS == (6, 6) and state.bills == [(6, 6)] * 4
    assert state.centre == CLICK_MARKERS == 6


def test_the_cylinder_has_five_empty_chambers_and_one_bullet():
    assert CYLINDER.faces.count("blank") == 5 and CYLINDER.faces.count("bullet") == 1


def test_every_living_player_bids_at_the_same_time():
    state = RULES.new_game(3)
    assert RULES.actors(state) == [0, 1, 2]


def test_a_bid_is_at_least_one_bill_of_your_own():
    state = RULES.new_game(3)
    with pytest.raises(IllegalAction, match="at least one bill"):
        RULES.apply(state, 0, Bid(0, 0))
    with pytest.raises(IllegalAction, match="do not have"):
        RULES.apply(state, 0, Bid(7, 0))


def test_a_bid_is_secret_until_everyone_has_bid():
    state = RULES.new_game(3)
    RULES.apply(state, 0, Bid(2, 1))
    view = RULES.observe(state, 1)
    assert 0 in view.pending and view.pending[0] is None
    assert view.bills[0] == (6, 6), "the bills under the hand do not show how much was bid"
    assert RULES.observe(state, 0).pending[0] == (2, 1)


def test_all_bids_are_revealed_together_and_the_highest_chooses():
    state = RULES.new_game(3)
    RULES.apply(state, 0, Bid(1, 0))
    events = RULES.apply(state, 1, Bid(0, 2))
    assert not any(type(e).__name__ == "BidsRevealed" for e in events)
    events = RULES.apply(state, 2, Bid(1, 0))
    revealed = next(e for e in events if type(e).__name__ == "BidsRevealed")
    assert revealed.amounts == (1000, 4000, 1000)
    assert state.phase == CHOOSE and RULES.actors(state) == [1]


def test_tied_high_bidders_raise_in_secret_until_one_is_highest():
    state = RULES.new_game(3)
    bid_round(state, (0, 1), (0, 1), (1, 0))
    assert state.phase == BID and RULES.actors(state) == [0, 1]
    RULES.apply(state, 0, Bid(1, 0))
    RULES.apply(state, 1, Bid(1, 0))
    assert RULES.actors(state) == [0, 1], "still tied: raise again"
    RULES.apply(state, 0, Bid(0, 1))
    RULES.apply(state, 1, Bid(1, 0))
    assert state.phase == CHOOSE and state.high == 0
    assert value(state.bids[0]) == 2000 + 1000 + 2000, "raises are added to the bid"


def test_the_high_bidder_may_choose_themself():
    state = RULES.new_game(3)
    bid_round(state, (0, 1), (1, 0), (1, 0))
    assert Choose(0) in RULES.legal_actions(state, 0)
    RULES.apply(state, 0, Choose(0))
    assert state.phase == SPIN and RULES.actors(state) == [CHANCE]


def test_a_click_pays_the_whole_bid_as_a_click_stack_with_a_marker():
    state = RULES.new_game(3)
    bid_round(state, (0, 1), (1, 0), (1, 0))
    RULES.apply(state, 0, Choose(2))
    RULES.apply(state, CHANCE, CLICK)
    assert state.stacks[2] == [(2, 1)] and state.centre == 5
    assert score(state, 2) == 4000 * 1


def test_a_bang_puts_the_roller_out_and_the_round_bid_and_their_bills_leave_the_game():
    state = RULES.new_game(3)
    bid_round(state, (0, 1), (1, 0), (1, 0))
    RULES.apply(state, 0, Choose(1))
    RULES.apply(state, CHANCE, BANG)
    assert state.status[1] == DEAD and state.bills[1] == (0, 0)
    assert state.centre == 6, "the marker goes back to the centre"
    assert state.removed == 4000 + value((5, 6))


def test_the_dead_keep_their_click_stacks_and_can_win():
    state = RULES.new_game(3)
    state.stacks[1] = [(3, 3)]
    bid_round(state, (0, 1), (1, 0), (1, 0))
    RULES.apply(state, 0, Choose(1))
    RULES.apply(state, CHANCE, BANG)
    assert state.stacks[1] == [(3, 3)] and score(state, 1) == 9000


def test_no_bid_bills_means_converting_a_click_stack_whose_marker_returns():
    state = RULES.new_game(3)
    state.bills[0] = (0, 0)
    state.stacks[0] = [(1, 0), (0, 2)]
    state.centre = 4
    RULES._begin_round(state, [])
    assert state.phase == CONVERT and RULES.actors(state) == [0]
    assert set(RULES.legal_actions(state, 0)) == {Convert(0), Convert(1)}, "the owner chooses which stack"
    RULES.apply(state, 0, Convert(1))
    assert state.bills[0] == (0, 2) and state.centre == 5 and state.phase == BID


def test_with_nothing_to_convert_a_player_leaves_the_game_and_scores_nothing():
    state = RULES.new_game(4)
    state.bills[3] = (0, 0)
    RULES._begin_round(state, [])
    assert state.status[3] == LEFT and 3 not in RULES.actors(state)
    assert score(state, 3) == 0


def test_the_game_ends_when_no_marker_is_left_at_the_start_of_a_bidding_phase():
    state = RULES.new_game(3)
    state.centre = 1
    bid_round(state, (0, 1), (1, 0), (1, 0))
    RULES.apply(state, 0, Choose(0))
    RULES.apply(state, CHANCE, CLICK)
    assert state.centre == 0 and state.phase == OVER and RULES.winners(state) == [0]


def test_the_game_ends_when_one_player_is_left():
    state = RULES.new_game(3)
    state.status[2] = DEAD
    RULES._begin_round(state, [])
    bid_round(state, (0, 1), (1, 0))
    RULES.apply(state, 0, Choose(1))
    RULES.apply(state, CHANCE, BANG)
    assert state.phase == OVER


def test_score_is_the_sum_of_click_stacks_times_the_markers_held_and_ties_share():
    state = RULES.new_game(3)
    state.stacks = [[(2, 0), (1, 0)], [(0, 3)], [(3, 0), (0, 0)]]
    assert [score(state, s) for s in range(3)] == [3000 * 2, 6000 * 1, 3000 * 2]
    state.phase = OVER
    assert RULES.winners(state) == [0, 1, 2]


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 10**6), st.integers(3, 6))
def test_money_is_conserved_and_every_game_ends(seed, seats):
    rng = random.Random(seed)
    state = RULES.new_game(seats)
    start = total_money(state)
    for _ in range(5000):
        if RULES.is_over(state):
            break
        seat = RULES.actors(state)[0]
        action = (sample_outcome(RULES.chance_outcomes(state), rng) if seat == CHANCE
                  else rng.choice(RULES.legal_actions(state, seat)))
        RULES.apply(state, seat, action)
        assert total_money(state) == start
        assert all(min(b) >= 0 for b in state.bills)
        assert 0 <= state.centre <= CLICK_MARKERS
    assert RULES.is_over(state)
    assert all(s in (ALIVE, DEAD, LEFT) for s in state.status)
