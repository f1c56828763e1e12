"""Secret bids (rule book 4 and 5a): bid-bills are managed in secret and bids are hidden until the reveal."""
import random

from game.ai.ismcts import ISMCTSAgent
from game.ai.roulette import EasyAgent, evaluate, rollout_policy
from game.rules.common.events import describe_all
from game.rules.roulette.engine import RULES
from game.rules.roulette.content import add
from game.rules.roulette.engine import Bid
from roulette_table import NAMES, bid, table


def two_tables_differing_only_in_a_secret_bid():
    a, b = table(4), table(4)
    RULES.apply(a, 0, Bid(1, 2))
    RULES.apply(b, 0, Bid(5, 0))
    return a, b


def test_another_players_pending_bid_is_hidden():
    state = table()
    RULES.apply(state, 0, Bid(2, 1))
    view = RULES.observe(state, 1)
    assert 0 in view.pending and view.pending[0] is None, "a hand is on the table, nothing more"
    assert RULES.observe(state, -1).pending[0] is None, "a shared screen sees no bid either"


def test_your_own_bid_is_yours_to_see():
    state = table()
    RULES.apply(state, 0, Bid(2, 1))
    assert RULES.observe(state, 0).pending[0] == (2, 1)
    assert RULES.observe(state, 0).bills[0] == (4, 5)


def test_nobody_can_tell_the_hand_from_the_bid_before_the_reveal():
    a, b = two_tables_differing_only_in_a_secret_bid()
    for seat in (1, 2, 3, -1):
        assert repr(RULES.observe(a, seat)) == repr(RULES.observe(b, seat))
    assert RULES.observe(a, 1).bills[0] == (6, 6)


def test_observing_never_changes_the_table():
    state = table()
    RULES.apply(state, 0, Bid(2, 1))
    before = repr(state)
    RULES.observe(state, 1)
    assert repr(state) == before


def test_the_log_tells_others_only_that_a_bid_was_placed():
    state = table()
    events = RULES.apply(state, 0, Bid(2, 1))
    assert describe_all(events, NAMES, 1) == ["Ana bids in secret"]
    assert describe_all(events, NAMES, None) == ["Ana bids in secret"]
    assert "4,000" in describe_all(events, NAMES, 0)[0]


def test_determinize_redeals_a_consistent_secret_bid():
    state = table(4)
    RULES.apply(state, 0, Bid(1, 2))
    view = RULES.observe(state, 2)
    rng = random.Random(1)
    guesses = set()
    for _ in range(40):
        guess = RULES.determinize(view, 2, rng)
        bid0 = guess.pending[0]
        assert bid0 is not None and min(bid0) >= 0 and sum(bid0) >= 1
        assert add(guess.bills[0], bid0) == view.bills[0], "the guess is made of the bills seat 0 held"
        assert guess.bills[2] == state.bills[2] and guess.stacks == state.stacks and guess.centre == state.centre
        guesses.add(bid0)
    assert len(guesses) > 3, "different guesses, not the truth every time"


def test_determinize_keeps_the_observers_own_bid():
    state = table()
    RULES.apply(state, 0, Bid(0, 3))
    RULES.apply(state, 1, Bid(1, 0))
    guess = RULES.determinize(RULES.observe(state, 1), 1, random.Random(2))
    assert guess.pending[1] == (1, 0)


def test_revealed_bids_are_public():
    state = table()
    bid(state, (0, 1), (1, 0), (1, 0))
    view = RULES.observe(state, 2)
    assert view.bids == [(0, 1), (1, 0), (1, 0)] and view.history[0] == (2000,)


def test_the_easy_ai_never_sees_a_bid_early():
    a, b = two_tables_differing_only_in_a_secret_bid()
    for seat in (1, 2, 3):
        pick_a = EasyAgent().choose(RULES, RULES.observe(a, seat), seat, random.Random(4))
        pick_b = EasyAgent().choose(RULES, RULES.observe(b, seat), seat, random.Random(4))
        assert pick_a == pick_b


def test_the_search_ai_never_sees_a_bid_early():
    a, b = two_tables_differing_only_in_a_secret_bid()
    agent = ISMCTSAgent(iterations=60, rollout_policy=rollout_policy, rollout_depth=20, evaluate=evaluate)
    pick_a = agent.choose(RULES, RULES.observe(a, 1), 1, random.Random(5))
    pick_b = agent.choose(RULES, RULES.observe(b, 1), 1, random.Random(5))
    assert pick_a == pick_b
