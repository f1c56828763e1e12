"""Rule book 5a, the bidding phase: secret simultaneous bids, the reveal, ties, the high bidder's choice."""
import pytest

from game.rules.common.contract import CHANCE, IllegalAction
from game.rules.roulette.engine import RULES
from game.rules.roulette.content import value
from game.rules.roulette.engine import BID, CHOOSE, DEAD, SPIN, Bid, Choose, Convert
from roulette_table import BANG, bid, choose, first, kinds, snapshot, spin, table


def test_every_living_player_bids_at_the_same_time():
    state = table(4)
    assert RULES.actors(state) == [0, 1, 2, 3]
    RULES.apply(state, 2, Bid(1, 0))
    assert RULES.actors(state) == [0, 1, 3], "bids may come in any order; the rest still decide"


def test_the_dead_do_not_bid():
    state = table(4)
    bid(state, (0, 1), (1, 0), (1, 0), (1, 0))
    choose(state, 2)
    spin(state, BANG)
    assert state.status[2] == DEAD and RULES.actors(state) == [0, 1, 3]


def test_a_bid_is_at_least_one_bill():
    state = table()
    with pytest.raises(IllegalAction, match="at least one bill"):
        RULES.apply(state, 0, Bid(0, 0))
    assert Bid(0, 0) not in RULES.legal_actions(state, 0)


def test_a_bid_uses_only_bills_from_your_own_supply():
    state = table(bills=[(1, 0), (6, 6), (6, 6)])
    with pytest.raises(IllegalAction, match="do not have"):
        RULES.apply(state, 0, Bid(2, 0))
    with pytest.raises(IllegalAction, match="do not have"):
        RULES.apply(state, 0, Bid(0, 1))
    assert RULES.legal_actions(state, 0) == [Bid(1, 0)]


def test_bills_are_never_exchanged():
    """Two 2,000 bills cannot pay a 3,000 bid: no change is ever made."""
    state = table(bills=[(0, 2), (6, 6), (6, 6)])
    values = sorted(value(a.bills) for a in RULES.legal_actions(state, 0))
    assert values == [2000, 4000] and 3000 not in values
    bid(state, (0, 1), (1, 0), (1, 0))
    assert state.bills[0] == (0, 1), "the bill stays a 2,000 bill"


def test_every_combination_of_your_bills_may_be_bid():
    state = table()
    assert len(RULES.legal_actions(state, 0)) == 7 * 7 - 1
    RULES.apply(state, 0, Bid(6, 6))
    assert state.bills[0] == (0, 0), "you may bid everything you have"


def test_a_bid_is_hidden_under_the_hand_until_everyone_has_bid():
    state = table()
    events = RULES.apply(state, 0, Bid(2, 1))
    assert state.bids[0] == (0, 0), "not revealed yet"
    placed = first(events, "BidPlaced")
    assert placed.private_to == (0,) and placed.redacted().bills is None
    assert "BidsRevealed" not in kinds(events)


def test_all_bids_are_revealed_together():
    state = table()
    RULES.apply(state, 0, Bid(1, 0))
    events = RULES.apply(state, 1, Bid(0, 2))
    assert "BidsRevealed" not in kinds(events)
    events = RULES.apply(state, 2, Bid(1, 0))
    revealed = first(events, "BidsRevealed")
    assert revealed.seats == (0, 1, 2) and revealed.amounts == (1000, 4000, 1000)
    assert revealed.bills == ((1, 0), (0, 2), (1, 0)) and revealed.private_to is None
    assert state.bids == [(1, 0), (0, 2), (1, 0)]


def test_the_high_bidder_chooses_who_plays_russian_roulette():
    state = table()
    events = bid(state, (1, 0), (0, 2), (1, 0))
    assert first(events, "HighBidder").seat == 1
    assert state.phase == CHOOSE and RULES.actors(state) == [1]
    assert set(RULES.legal_actions(state, 1)) == {Choose(0), Choose(1), Choose(2)}
    events = RULES.apply(state, 1, Choose(0))
    assert state.roller == 0 and state.phase == SPIN and first(events, "RollerChosen").roller == 0


def test_the_high_bidder_may_choose_themself():
    state = table()
    bid(state, (0, 1), (1, 0), (1, 0))
    RULES.apply(state, 0, Choose(0))
    assert state.roller == 0 and RULES.actors(state) == [CHANCE]


def test_only_a_living_player_can_be_sent():
    state = table(4)
    bid(state, (1, 0), (1, 0), (1, 0), (0, 1))
    choose(state, 1)
    spin(state, BANG)
    bid(state, (0, 1), (1, 0), (1, 0))
    assert Choose(1) not in RULES.legal_actions(state, state.high)
    before = snapshot(state)
    with pytest.raises(IllegalAction, match="still at the table"):
        RULES.apply(state, state.high, Choose(1))
    assert snapshot(state) == before


def test_only_the_high_bidder_chooses():
    state = table()
    bid(state, (0, 1), (1, 0), (1, 0))
    with pytest.raises(IllegalAction, match="not that seat's decision"):
        RULES.apply(state, 1, Choose(1))


def test_tied_high_bidders_must_raise():
    state = table(4)
    events = bid(state, (0, 1), (0, 1), (1, 0), (1, 0))
    tie = first(events, "TieToRaise")
    assert tie.seats == (0, 1) and tie.amount == 2000
    assert state.phase == BID and RULES.actors(state) == [0, 1], "only the tied high bidders raise"


def test_a_raise_is_at_least_one_more_bill_chosen_in_secret():
    state = table()
    bid(state, (0, 1), (0, 1), (1, 0))
    with pytest.raises(IllegalAction, match="at least one bill"):
        RULES.apply(state, 0, Bid(0, 0))
    events = RULES.apply(state, 0, Bid(1, 0))
    assert first(events, "BidPlaced").raise_ and first(events, "BidPlaced").private_to == (0,)
    assert RULES.observe(state, 1).pending[0] is None


def test_raises_are_revealed_together_and_added_to_the_bid():
    state = table()
    bid(state, (0, 1), (0, 1), (1, 0))
    RULES.apply(state, 0, Bid(1, 0))
    events = RULES.apply(state, 1, Bid(0, 1))
    revealed = first(events, "BidsRevealed")
    assert revealed.raise_ and revealed.seats == (0, 1) and revealed.amounts == (1000, 2000)
    assert revealed.totals == (3000, 4000, 1000)
    assert state.bids[1] == (0, 2) and state.high == 1


def test_ties_repeat_until_one_bid_is_highest():
    state = table()
    bid(state, (0, 1), (0, 1), (1, 0))
    bid(state, (1, 0), (1, 0))
    assert RULES.actors(state) == [0, 1] and state.raise_no == 2, "still tied: raise again"
    bid(state, (0, 1), (1, 0))
    assert state.phase == CHOOSE and state.high == 0
    assert value(state.bids[0]) == 2000 + 1000 + 2000


def test_a_three_way_tie_raises_all_three():
    state = table(3)
    bid(state, (1, 0), (1, 0), (1, 0))
    assert RULES.actors(state) == [0, 1, 2]
    bid(state, (1, 0), (1, 0), (0, 1))
    assert state.high == 2


def test_bid_bills_leave_the_hand_when_bid():
    state = table()
    bid(state, (2, 1), (1, 0), (1, 0))
    assert state.bills[0] == (4, 5)


def test_a_bid_out_of_turn_is_refused_and_changes_nothing():
    state = table()
    RULES.apply(state, 0, Bid(1, 0))
    before = snapshot(state)
    with pytest.raises(IllegalAction, match="not that seat's decision"):
        RULES.apply(state, 0, Bid(1, 0))
    with pytest.raises(IllegalAction):
        RULES.apply(state, 1, Convert(0))
    with pytest.raises(IllegalAction):
        RULES.apply(state, 1, Choose(1))
    with pytest.raises(IllegalAction):
        RULES.apply(state, 1, Bid(-1, 2))
    assert snapshot(state) == before
