"""Blunders a Bulletbucks player would laugh at, and the AI must not make (docs/ai.md lists them).

Three medium players used to bid (nearly) every bill in round one, tie, raise their last bills and
all leave the game, so nobody scored; three easy players tied in a raise raised the same bill
again and again until both had to leave."""
import random

from game.ai import roulette as R
from game.ai.levels import make_agent
from game.rules.roulette.content import value
from game.rules.roulette.engine import RULES, Bid
from roulette_table import bid, table


def searched(state, seat):
    return R.root_candidates(RULES, RULES.observe(state, seat), seat, RULES.legal_actions(state, seat))


def test_no_level_opens_round_one_with_every_bill():
    state = table(3)
    everything = Bid(*state.bills[0])
    assert R.reckless(state, 0, everything)
    assert everything not in searched(state, 0)
    for level in ("medium", "hard"):
        agent = make_agent("roulette", level, deterministic=True)
        agent.iterations = 80
        for seed in range(3):
            chosen = agent.choose(RULES, RULES.observe(state, 0), 0, random.Random(seed))
            assert value(chosen.bills) < value(state.bills[0]) / 2, (level, seed, chosen)


def test_the_search_keeps_round_one_bids_within_the_budget_of_the_rounds_to_come():
    """Six markers to play for: what a round is worth is a share of the bills, not all of them
    (everyone holds the same bills in round one, so any bid can be matched)."""
    state = table(3)
    ceiling = max(2 * R.stake(state, 0), R.sensible_bid(state, 0), 1000)
    bids = searched(state, 0)
    assert max(value(b.bills) for b in bids) <= ceiling < value(state.bills[0])
    assert len(bids) <= 12  # a few amounts told apart, not 150 ways of paying them


def test_a_seat_with_a_click_stack_keeps_a_bill_for_the_next_round():
    """With no bid-bills at the next bidding, the rule book makes it turn its stack back (its
    marker, and the multiplier, are gone)."""
    state = table(3, bills=[(0, 2), (6, 6), (6, 6)], stacks=[[(9, 5)], [], []], centre=5)
    bids = searched(state, 0)
    assert Bid(0, 2) not in bids and bids == [Bid(0, 1)]


def test_the_last_marker_may_take_every_bill_when_no_rival_can_match_it():
    state = table(3, bills=[(6, 6), (1, 1), (2, 0)], centre=1)
    assert not R.reckless(state, 0, Bid(6, 6))
    assert Bid(6, 6) in searched(state, 0)
    matched = table(3, bills=[(1, 1), (6, 6), (2, 0)], centre=1)
    assert R.reckless(matched, 0, Bid(1, 1))


def test_tied_easy_players_do_not_raise_the_same_bill_until_both_must_leave():
    """Two easy players tied with the same bills: their raises differ soon and one takes the bid."""
    settled = 0
    for seed in range(40):
        state = table(3)
        bid(state, (0, 2), (0, 2), (1, 0))  # Ana and Bill tie at 4,000
        agents = [R.EasyAgent(), R.EasyAgent()]
        rngs = [random.Random(seed * 2), random.Random(seed * 2 + 1)]
        while state.phase == "bid" and state.raise_no and all(state.bills[s] != (0, 0) for s in (0, 1)):
            bid(state, *(agents[s].choose(RULES, RULES.observe(state, s), s, rngs[s]).bills
                         for s in list(state.bidders)))
        settled += state.phase != "bid" or not state.raise_no
    assert settled >= 38


def test_later_hard_may_bid_big_and_medium_stays_within_the_budget():
    """Round three, Ana holds more than either rival could bid: hard weighs a big bid (a bid
    comes back with the pot when it wins); medium, whose budget cannot tell a big bid's worth,
    keeps to the round's share."""
    state = table(3, bills=[(6, 6), (2, 1), (1, 2)], centre=4)
    state.round = 3
    legal = RULES.legal_actions(state, 0)
    obs = RULES.observe(state, 0)
    hard = R.root_candidates(RULES, obs, 0, legal)
    medium = R.thrifty_root_candidates(RULES, obs, 0, legal)
    ceiling = max(2 * R.stake(state, 0), R.sensible_bid(state, 0))
    assert max(value(b.bills) for b in medium) <= ceiling < max(value(b.bills) for b in hard)
