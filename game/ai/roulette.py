"""Bulletbucks AI: "Lucky Lou" (easy), the playout policy and evaluation for ISMCTS (medium/hard).

The bidding is a game of reading the table. Winning the bid buys the choice of who risks the
revolver for the whole pot, and a click is worth far more than its pot to a player who already
holds stacks, because every marker multiplies the sum of all your stacks: taking a pot P on top of
stacks S with k markers turns S*k into (S+P)*(k+1). Bid-bills are worthless at the end, so they are
only a budget for the rounds still to come (about one round per marker left in the centre), and at
the last marker they are worth nothing but this pot.

Everything here reads only what the seat may see: other players' pending bids are hidden in the
observation, so the bots size the rivals' bids from the public record of earlier reveals.

- `projection`: a seat's score plus a rough value of the bid-bills it still has to play with.
- `choose_roller`: the high bidder compares, for every candidate, click (5/6: the candidate takes
  the pot) and bang (1/6: the candidate's future is gone), measured as its own projection against
  the best rival's, and picks the best. Sending yourself is usually right; sending a rival makes
  sense when the pot is small, you lead, and the rival would gain little from a click.
- `EasyAgent` (Lucky Lou): tries every bid he can pay, estimates how likely it beats each rival
  (from their past bids), who would hold the gun if he loses (and whom they would send), and
  bids what is worth most; a gambler's streak makes him push a little harder than he should.
- `rollout_policy`: the same sense in a few arithmetic steps (fast enough for thousands of playouts).
"""
from __future__ import annotations

import random
from typing import Any

from game.ai.hooks import AiHooks
from game.rules.common.memo import made_once, per_game
from game.rules.roulette.content import value
from game.rules.roulette.engine import (CHOOSE, CONVERT, Bid, Choose, Convert, RouletteState, bills_for,
                                        score)
from game.rules.roulette.state import ALIVE, BID, LEFT

DEFAULT_BID = 2500.0
"""What a player with no bidding record is expected to open with."""


# -- reading the table ------------------------------------------------------------------------
def held(state: RouletteState, seat: int) -> int:
    """What `seat` holds in bid-bills as far as anyone can tell (a hidden bid counts as held)."""
    bid = state.pending.get(seat)
    return value(state.bills[seat]) + (value(bid) if bid else 0)


def expected_bid(state: RouletteState, seat: int) -> float:
    """A rival's likely opening bid, read from its revealed bids (the latest counts most)."""
    past = state.history[seat]
    if not past:
        guess = DEFAULT_BID
    elif len(past) == 1:
        guess = float(past[0])
    else:
        guess = 0.6 * past[-1] + 0.4 * sum(past[:-1]) / (len(past) - 1)
    have = held(state, seat)
    if state.centre == 1:  # the last marker: bills are worth nothing afterwards
        guess = max(guess, 0.8 * have)
    return max(1000.0, min(guess, have))


def stake(state: RouletteState, seat: int) -> float:
    """How much of its bid-bills `seat` should be ready to spend this round: a share of the
    budget for the rounds left (about one per marker in the centre), more when its markers
    multiply a click and when more rivals feed the pot."""
    rounds = max(1, state.centre - 1)
    markers = len(state.stacks[seat])
    share = 0.6 * (1 + 0.3 * markers) * (len(state.living()) / 3) ** 0.5 / rounds ** 0.5
    return held(state, seat) * min(1.0, share)


def choose_roller(state: RouletteState, seat: int) -> int:
    """The high bidder's choice. A click pays the whole bid, so the revolver goes to yourself,
    unless the pot is too small to be worth a 1-in-6 risk while you lead: then it goes to the
    living rival who would gain least from it (no stacks to multiply, the smallest hand)."""
    pot = value(state.pot())
    stacks = state.stacks[seat]
    mine = sum(value(x) for x in stacks)
    gain = (mine + pot) * (len(stacks) + 1) - mine * len(stacks)
    rivals = [s for s in state.living() if s != seat]
    if not rivals or state.centre == 1:
        return seat
    best_rival = max(score(state, s) for s in range(state.seats) if s != seat)
    if score(state, seat) > best_rival and gain < 0.25 * score(state, seat):
        return min(rivals, key=lambda s: (len(state.stacks[s]), held(state, s), s))
    return seat


def smallest_stack(state: RouletteState, seat: int) -> Convert:
    """Turning a stack back costs its marker either way: give up the least money."""
    stacks = state.stacks[seat]
    return Convert(min(range(len(stacks)), key=lambda i: value(stacks[i])))


def likely_sent(state: RouletteState, seat: int, high: int) -> bool:
    """Would `high`, holding the high bid, hand the revolver to `seat`? Only a player known to
    send others does, and then to the rival with the fewest stacks."""
    if state.chose_other[high] <= state.chose_self[high]:
        return False
    rivals = [s for s in state.living() if s != high]
    return bool(rivals) and min(rivals, key=lambda s: (len(state.stacks[s]), held(state, s), s)) == seat


def sensible_bid(state: RouletteState, seat: int, nerve: float = 1.0, margin: float = 1000.0) -> float:
    """The amount to bid: enough to beat the rival read as the highest bidder when the round is
    worth it, the least possible otherwise; everything on the last marker."""
    have = held(state, seat)
    rivals = [s for s in state.bidders if s != seat]
    if state.raise_no:
        # a tie: outbid everything a rival could still add, if that is affordable; else one bill
        most = max((held(state, r) for r in rivals), default=0)
        if most + 1000 <= have * nerve and most + 1000 <= max(stake(state, seat), 3000.0):
            return most + 1000.0
        return margin  # a small raise: tied players who all raise the same tie again, to the last bill
    if state.centre == 1 or not rivals:
        return float(have)
    top = max(rivals, key=lambda r: expected_bid(state, r))
    reading = expected_bid(state, top)
    if likely_sent(state, seat, top):
        return 1000.0  # the likely high bidder sends me anyway: let them pay for it
    want = reading + margin
    sure = held(state, top) + 1000.0  # more than the rival could bid at all
    budget = stake(state, seat) * nerve
    if sure <= budget:
        return sure
    return want if want <= budget else 1000.0


# -- Lucky Lou ----------------------------------------------------------------------------------
class EasyAgent:
    """Lucky Lou: reads each rival's bidding from the bids already revealed, outbids the one he
    expects highest when the round is worth his budget (and lies low otherwise), goes all in for
    the last marker, takes the revolver himself, and turns back his smallest stack when broke.
    He believes in his luck a little more than he should."""

    name = "easy"

    def __init__(self, nerve: float = 1.15):
        self.nerve = nerve

    def choose(self, rules: Any, observation: RouletteState, seat: int, rng: random.Random) -> Any:
        state = observation
        if state.phase == CONVERT:
            return smallest_stack(state, seat)
        if state.phase == CHOOSE:
            return Choose(choose_roller(state, seat))
        # the margin over the rival he reads highest, or his raise in a tie: one bill the first
        # time, then a raise nobody can guess, since two players who always raise the same tie
        # again until both must leave (the Bulletbucks lesson counts on that first bill)
        margins = ((1000.0, 1000.0, 2000.0) if not state.raise_no else
                   (1000.0,) if state.raise_no == 1 else (1000.0, 2000.0, 3000.0))
        amount = sensible_bid(state, seat, self.nerve, rng.choice(margins))
        return Bid(*bills_for(state.bills[seat], amount, rng.random() < 0.6))


# -- playouts ------------------------------------------------------------------------------------
@per_game(maxsize=4096)
def _history_guess(past: tuple[int, ...]) -> float:
    """`expected_bid`'s reading of a bidding record, before it is capped by what the seat holds."""
    if not past:
        return DEFAULT_BID
    if len(past) == 1:
        return float(past[0])
    return 0.6 * past[-1] + 0.4 * sum(past[:-1]) / (len(past) - 1)


_CHOOSE = [Choose(s) for s in range(8)]


def _choose(seat: int) -> Choose:
    return _CHOOSE[seat] if 0 <= seat < len(_CHOOSE) else Choose(seat)


_bid = made_once(Bid, maxsize=None)
"""Bids are immutable: one object per bill pair (a few dozen pairs), made once."""


def _playout_bid(state: RouletteState, seat: int, nerve: float, margin: float) -> float:
    """`sensible_bid` in straight-line arithmetic (same answer): playouts make it thousands of
    times a second, so every seat's holding and the rivals' readings are each worked out once."""
    pending = state.pending
    held_ = []
    for s, b in enumerate(state.bills):
        bid = pending.get(s)
        held_.append(b[0] * 1000 + b[1] * 2000 + (bid[0] * 1000 + bid[1] * 2000 if bid else 0))
    have = held_[seat]
    rivals = [s for s in state.bidders if s != seat]
    centre = state.centre
    raising = state.raise_no
    if not raising and (centre == 1 or not rivals):
        return float(have)
    status = state.status
    living = [s for s in range(state.seats) if status[s] == ALIVE]
    share = (0.6 * (1 + 0.3 * len(state.stacks[seat])) * _SQRT_THIRDS[len(living)]
             / _SQRT[centre - 1 if centre > 2 else 1])
    stake_ = have * (share if share < 1.0 else 1.0)
    if raising:
        most = max([held_[r] for r in rivals], default=0)
        if most + 1000 <= have * nerve and most + 1000 <= max(stake_, 3000.0):
            return most + 1000.0
        return margin
    history = state.history
    top, reading = -1, -1.0
    for r in rivals:
        h = held_[r]
        e = _history_guess(history[r])
        if e > h:
            e = h
        if e < 1000.0:
            e = 1000.0
        if e > reading:
            top, reading = r, e
    if state.chose_other[top] > state.chose_self[top]:  # likely_sent
        others = [s for s in living if s != top]
        if others and min(others, key=lambda s: (len(state.stacks[s]), held_[s], s)) == seat:
            return 1000.0
    want = reading + margin
    sure = held_[top] + 1000.0
    budget = stake_ * nerve
    if sure <= budget:
        return sure
    return want if want <= budget else 1000.0


_SQRT = [n ** 0.5 for n in range(16)]
_SQRT_THIRDS = [(n / 3) ** 0.5 for n in range(16)]


def _playout_roller(state: RouletteState, seat: int) -> int:
    """`choose_roller` with every seat's score worked out once (same answer)."""
    if state.centre == 1:
        return seat
    status, stacks = state.status, state.stacks
    rivals = [s for s in range(state.seats) if s != seat and status[s] == ALIVE]
    if not rivals:
        return seat
    scores = []
    for s in range(state.seats):
        st = stacks[s]
        scores.append(0 if status[s] == LEFT else sum([b[0] * 1000 + b[1] * 2000 for b in st]) * len(st))
    mine_score = scores[seat]
    if mine_score > max([scores[s] for s in range(state.seats) if s != seat]):
        bids = state.bids
        pot = sum([b[0] for b in bids]) * 1000 + sum([b[1] for b in bids]) * 2000
        st = stacks[seat]
        mine = sum([b[0] * 1000 + b[1] * 2000 for b in st])
        if (mine + pot) * (len(st) + 1) - mine * len(st) < 0.25 * mine_score:
            return min(rivals, key=lambda s: (len(stacks[s]), held(state, s), s))
    return seat


def rollout_policy(rules: Any, state: RouletteState, seat: int, legal: list, rng: random.Random) -> Any:
    """A playout move. It makes its own (always payable) move, so it needs no legal list."""
    phase = state.phase
    if phase == CHOOSE:
        return _choose(_playout_roller(state, seat))
    if phase == CONVERT:
        return smallest_stack(state, seat)
    amount = _playout_bid(state, seat, 0.7 + 0.6 * rng.random(), 1000.0 * (1 + (rng.random() < 0.3)))
    return _bid(*bills_for(state.bills[seat], amount, rng.random() < 0.5))



def evaluate(rules: Any, state: RouletteState) -> list[float]:
    """Per-seat value in [0, 1] for a playout cut short: score plus the bid-bills still to play
    (worth more to a seat with markers to multiply them), scaled to the best."""
    proj = [score(state, s) + (0.5 * value(state.bills[s]) * (len(state.stacks[s]) + 1)
                               if state.status[s] == "alive" else 0.0) for s in range(state.seats)]
    top = max(proj)
    if top <= 0:
        return [1.0 / state.seats] * state.seats
    return [p / top for p in proj]


def reckless(state: RouletteState, seat: int, bid: Bid) -> bool:
    """A bid of every bill the seat holds, when either
    - a rival could match it: the tie asks for a raise the seat can pay only by turning a click
      stack back (its marker, and the multiplier, are gone) or, with no stack, by leaving the game
      (three medium players did it in round one, tied, and all left: nobody scored); or
    - a marker will be left for another round: the seat starts it with no bid-bills, and the rule
      book makes it turn a stack back or leave then (a medium player went all in with its stack
      of 35,000 behind it, tied, turned it back and finished on 0).
    Only the last marker's bid may take every bill, and only when no rival can match it."""
    bills = state.bills[seat]
    if bid.bills != bills:
        return False
    if state.centre > 1:
        return True
    amount = value(bills)
    rivals = [r for r in state.bidders if r != seat]
    if state.raise_no:
        amount += value(state.bids[seat])
        return any(value(state.bids[r]) + held(state, r) >= amount for r in rivals)
    return any(held(state, r) >= amount for r in rivals)


BID_LADDER = (1000, 2000, 3000, 4000, 5000, 6000, 8000, 10000, 12000, 15000, 18000, 22000, 26000, 30000,
              36000, 45000, 60000)
"""The bid amounts a search tells apart: fine steps where a round is usually decided, coarser above."""


def candidate_bids(state: RouletteState, seat: int, thrifty: bool = False) -> list[Bid]:
    """A few bids that differ in what they risk: one way of paying each amount of `BID_LADDER`,
    the easy player's reading of the table, and just over what each rival could bid at all (a
    sure win). Many of the legal bids pay the same amount with other bills; a medium budget spread
    over all of them (up to 150) visited each less than twice, and bid at random.

    `thrifty` (medium), and every level in round one: before the last marker, nothing over twice
    this round's share of the bid-bills (`stake`) or the easy player's bid. Three medium players
    opened with 15,000 of 18,000 in round one, tied, raised their last bills and all left the game
    (three hard players too, in 14 games of 20; capped in round one, 3). Later, when the players'
    bills differ, hard's budget tells a big bid's worth well enough: capped throughout, it won 10.7
    of 30 games against two easy players, capped in round one only 16.8, never capped 17.8 (seed
    11, iteration budgets)."""
    have = state.bills[seat]
    most = value(have)
    rivals = [r for r in state.bidders if r != seat]
    sure = [held(state, r) + (value(state.bids[r]) - value(state.bids[seat]) if state.raise_no else 0) + 1000
            for r in rivals]
    easy = sensible_bid(state, seat)
    if (thrifty or state.round == 1) and state.centre > 1:
        most = min(most, max(1000 * int(max(2 * stake(state, seat), easy) // 1000), 1000))
    amounts = {a for a in BID_LADDER if a <= most} | {most, easy} | {a for a in sure if a <= most}
    bids = {Bid(*bills_for(have, a)) for a in amounts if a <= value(have)}
    return sorted(bids, key=lambda b: (value(b.bills), b.bills))


def root_candidates(rules: Any, observation: RouletteState, seat: int, legal: list,
                    thrifty: bool = False) -> list:
    """The bids worth searching (`candidate_bids`) but a reckless all-in (`reckless`); in the
    other phases, every legal move."""
    if observation.phase != BID:
        return legal
    allowed = set(legal)
    wanted = [b for b in candidate_bids(observation, seat, thrifty)
              if b in allowed and not reckless(observation, seat, b)]
    return wanted or [b for b in legal if not reckless(observation, seat, b)] or legal


def thrifty_root_candidates(rules: Any, observation: RouletteState, seat: int, legal: list) -> list:
    """Medium's root candidates: bids within the budget of the rounds to come (`candidate_bids`)."""
    return root_candidates(rules, observation, seat, legal, thrifty=True)


LEVEL_SETTINGS = {
    "medium": {"iterations": 250, "seconds": 0.12, "rollout_depth": 30, "root_candidates": thrifty_root_candidates},
    "hard": {"iterations": 1500, "seconds": 0.28, "rollout_depth": 60},
}
MEDIUM_THINKS = 0.25
"""Medium thinks out a quarter of its bids and choices (levels.MediumAgent): at half it won
151 of 300 against two easy players, hardly below hard; at a quarter 135.5 (1.35x, iteration
budgets, seed 11)."""

__all__ = ["EasyAgent", "rollout_policy", "evaluate", "root_candidates", "LEVEL_SETTINGS", "HOOKS", "choose_roller",
           "sensible_bid", "reckless", "candidate_bids", "thrifty_root_candidates"]

HOOKS = AiHooks(easy=EasyAgent, medium_thinks=MEDIUM_THINKS, level_settings=LEVEL_SETTINGS,
                rollout_policy=rollout_policy, rollout_needs_legal=False, evaluate=evaluate,
                root_candidates=root_candidates)
"""What the levels take from this module (`game.ai.hooks`): its playout policy makes its own
(always payable) move, so the search builds no legal list for it."""
