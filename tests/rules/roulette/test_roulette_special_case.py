"""Rule book 5a, the special case: no bid-bills when a bid or raise is due."""
import pytest

from game.rules.common.contract import IllegalAction
from game.rules.roulette.engine import RULES
from game.rules.roulette.engine import BID, CHOOSE, CONVERT, LEFT, OVER, Bid, Convert
from game.rules.roulette.scoring import score
from roulette_table import bid, convert, first, kinds, snapshot, table


def test_no_bid_bills_at_the_start_of_bidding_means_converting_a_click_stack():
    state = table(bills=[(0, 0), (6, 6), (6, 6)], stacks=[[(1, 0), (0, 2)], [], []], centre=4)
    assert state.phase == CONVERT and RULES.actors(state) == [0]
    assert RULES.legal_actions(state, 0) == [Convert(0), Convert(1)]


def test_the_player_chooses_which_stack_to_convert():
    state = table(bills=[(0, 0), (6, 6), (6, 6)], stacks=[[(1, 0), (0, 2)], [], []], centre=4)
    events = convert(state, 0, 1)
    assert state.bills[0] == (0, 2) and state.stacks[0] == [(1, 0)]
    assert first(events, "StackConverted").amount == 4000


def test_a_converted_stacks_marker_returns_to_the_centre():
    state = table(bills=[(0, 0), (6, 6), (6, 6)], stacks=[[(1, 0), (0, 2)], [], []], centre=4)
    convert(state, 0, 0)
    assert state.centre == 5


def test_after_converting_everyone_bids():
    state = table(bills=[(0, 0), (6, 6), (6, 6)], stacks=[[(1, 0)], [], []], centre=5)
    convert(state, 0, 0)
    assert state.phase == BID and RULES.actors(state) == [0, 1, 2]
    assert RULES.legal_actions(state, 0) == [Bid(1, 0)]


def test_players_with_bid_bills_cannot_convert():
    state = table(stacks=[[(1, 0)], [], []], centre=5)
    before = snapshot(state)
    with pytest.raises(IllegalAction):
        RULES.apply(state, 0, Convert(0))
    assert snapshot(state) == before


def test_a_converting_player_must_convert_before_bidding():
    state = table(bills=[(0, 0), (6, 6), (6, 6)], stacks=[[(1, 0)], [], []], centre=5)
    with pytest.raises(IllegalAction, match="click stacks back"):
        RULES.apply(state, 0, Bid(1, 0))
    assert RULES.actors(state) == [0], "the others wait until the stack is turned back"


def test_two_players_without_bills_convert_in_seat_order():
    state = table(bills=[(6, 6), (0, 0), (0, 0)], stacks=[[], [(1, 0)], [(0, 1)]], centre=4)
    assert RULES.actors(state) == [1]
    convert(state, 1, 0)
    assert RULES.actors(state) == [2]
    convert(state, 2, 0)
    assert state.phase == BID and state.centre == 6


def test_no_bid_bills_for_a_raise_means_converting_a_click_stack():
    state = table(bills=[(0, 1), (0, 1), (6, 6)], stacks=[[(0, 3)], [(1, 1)], []], centre=4)
    bid(state, (0, 1), (0, 1), (1, 0))
    assert state.raise_no == 1 and state.phase == CONVERT and state.converting == [0, 1]
    convert(state, 0, 0)
    convert(state, 1, 0)
    assert state.phase == BID and RULES.actors(state) == [0, 1] and state.centre == 6
    bid(state, (0, 1), (1, 0))
    assert state.phase == CHOOSE and state.high == 0


def test_nothing_to_convert_means_leaving_the_game():
    state = RULES.new_game(4)
    state.bills[3] = (0, 0)
    events = []
    RULES._begin_round(state, events)
    assert state.status[3] == LEFT and 3 not in RULES.actors(state)
    assert first(events, "PlayerEliminated").seat == 3


def test_house_rule_a_player_who_leaves_scores_nothing():
    state = RULES.new_game(4)
    state.bills[3] = (0, 0)
    RULES._begin_round(state, [])
    assert score(state, 3) == 0


def test_house_rule_leaving_during_a_raise_takes_the_bid_out_of_the_game():
    state = table(4, bills=[(1, 0), (1, 0), (6, 6), (6, 6)])
    events = bid(state, (1, 0), (1, 0), (1, 0), (1, 0))
    assert state.status[:2] == [LEFT, LEFT], "seats 0 and 1 had nothing to raise with"
    assert state.bids[0] == state.bids[1] == (0, 0) and state.removed == 2000
    assert kinds(events).count("BillsLeaveGame") == 2
    assert RULES.actors(state) == [2, 3], "the two left in the tie raise"


def test_a_tie_that_loses_a_bidder_settles_among_those_left():
    """Two tied, one cannot raise and leaves: the other now holds the highest bid alone."""
    state = table(4, bills=[(0, 1), (6, 6), (6, 6), (6, 6)])
    events = bid(state, (0, 1), (0, 1), (1, 0), (1, 0))
    assert state.status[0] == LEFT, "seat 0 had nothing to raise with"
    assert state.phase == CHOOSE and state.high == 1 and "HighBidder" in kinds(events)


def test_the_last_player_standing_after_others_leave_ends_the_game():
    state = table(3, bills=[(0, 1), (0, 1), (6, 6)])
    bid(state, (0, 1), (0, 1), (1, 0))
    assert state.phase == OVER and state.status[:2] == [LEFT, LEFT]
