"""Rule book 5b, the Russian roulette phase: click pays the whole bid, bang puts the roller out."""
from game.rules.roulette.engine import RULES
from game.rules.roulette.content import value
from game.rules.roulette.engine import ALIVE, BID, DEAD
from game.rules.roulette.scoring import score
from roulette_table import BANG, CLICK, bid, choose, first, kinds, spin, table


def test_a_click_pays_the_entire_bid_of_every_player_to_the_roller():
    state = table(4)
    bid(state, (0, 1), (1, 0), (2, 0), (0, 2))
    choose(state, 2)
    events = spin(state, CLICK)
    assert state.stacks[2] == [(3, 3)], "every bill bid this round, by every player, as one stack"
    taken = first(events, "StackTaken")
    assert taken.seat == 2 and value(taken.bills) == 9000 and first(events, "CylinderStopped").chamber == "blank"


def test_a_click_stack_is_topped_by_the_click_marker_from_the_centre():
    state = table()
    bid(state, (0, 1), (1, 0), (1, 0))
    choose(state, 0)
    events = spin(state, CLICK)
    assert state.centre == 5 and len(state.stacks[0]) == 1
    taken = first(events, "StackTaken")
    assert taken.markers_held == 1 and taken.markers_left == 5


def test_each_click_makes_a_new_stack():
    state = table()
    for _ in range(2):
        bid(state, (0, 1), (1, 0), (1, 0))
        choose(state, 0)
        spin(state, CLICK)
    assert state.stacks[0] == [(2, 1), (2, 1)] and state.centre == 4


def test_click_stacks_are_not_bid_money():
    state = table()
    bid(state, (0, 1), (1, 0), (1, 0))
    choose(state, 0)
    spin(state, CLICK)
    assert state.bills[0] == (6, 5), "the stack did not go back into the hand"
    assert all(value(a.bills) <= value(state.bills[0]) for a in RULES.legal_actions(state, 0))


def test_a_bang_puts_the_roller_out_of_the_game():
    state = table()
    bid(state, (0, 1), (1, 0), (1, 0))
    choose(state, 1)
    events = spin(state, BANG)
    assert state.status[1] == DEAD and first(events, "PlayerEliminated").seat == 1
    assert first(events, "CylinderStopped").chamber == "bullet"
    assert 1 not in RULES.actors(state)


def test_after_a_bang_the_marker_goes_back_to_the_centre():
    state = table()
    bid(state, (0, 1), (1, 0), (1, 0))
    choose(state, 1)
    spin(state, BANG)
    assert state.centre == 6 and state.stacks[1] == []


def test_after_a_bang_the_bid_and_the_rollers_bid_bills_leave_the_game():
    state = table()
    bid(state, (0, 1), (1, 0), (1, 0))
    choose(state, 1)
    events = spin(state, BANG)
    assert state.bills[1] == (0, 0) and state.bids == [(0, 0)] * 3
    gone = first(events, "BillsLeaveGame")
    assert gone.bid == 4000 and gone.hand == value((5, 6))
    assert state.removed == 4000 + value((5, 6))


def test_house_rule_on_a_bang_the_other_bidders_bills_are_lost_too():
    state = table()
    bid(state, (0, 1), (1, 0), (1, 0))
    choose(state, 1)
    spin(state, BANG)
    assert state.bills[0] == (6, 5) and state.bills[2] == (5, 6), "nobody gets their bid back"
    assert state.stacks == [[], [], []]


def test_the_dead_keep_their_click_stacks_for_the_final_scoring():
    state = table(stacks=[[], [(3, 3)], []], centre=5)
    bid(state, (0, 1), (1, 0), (1, 0))
    choose(state, 1)
    spin(state, BANG)
    assert state.stacks[1] == [(3, 3)] and score(state, 1) == 9000


def test_a_new_round_starts_after_the_spin():
    state = table()
    bid(state, (0, 1), (1, 0), (1, 0))
    choose(state, 2)
    events = spin(state, CLICK)
    assert "RoundBegins" in kinds(events) and state.round == 2
    assert state.phase == BID and state.bids == [(0, 0)] * 3 and state.roller is None
    assert all(state.status[s] == ALIVE for s in RULES.actors(state))
