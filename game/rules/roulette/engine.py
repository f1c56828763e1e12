"""Bulletbucks rules: secret simultaneous bids, tie raises, the high bidder's choice, the cylinder.

A round (rule book, section 5): every living player bids at least one bid-bill in secret; all bids
are revealed at once; tied high bidders raise in secret until one bid is highest; the high bidder
chooses who plays Russian roulette (themself included); the cylinder is a chance step (five empty
chambers, one bullet, loaded and spun afresh every time). Click: the roller takes the whole
round's bid as a new click stack topped by a click marker from the centre. Bang: the roller is out;
the marker stays in the centre; the round's bid and the roller's bid-bills leave the game (house
rule P1: the other bidders' bills go too); the roller's click stacks stay for scoring.

The special case: a player with no bid-bills when a bid or raise is due turns one click stack back
into bid-bills (its marker returns to the centre); with no stack either, they leave the game.
The game ends at the start of a bidding phase with no marker in the centre, or when one player is
left. Score: the sum of your click stacks times the markers you hold; the dead can win.

Hidden information: a bid is secret until the reveal. `observe` shows that a seat has bid (a hand
on the table) but puts the bills under the hand back among that seat's bid-bills, so nobody can
tell the hand from the bid; `determinize` re-deals a bid out of those bills. Once bids are
revealed, what a player holds follows from what the whole table saw (the starting bills, every
revealed bid, every stack turned back), so the observation keeps that.
"""
from __future__ import annotations

from typing import Any

from game.rules.common.actions import parse_action
from game.rules.common.contract import CHANCE, IllegalAction
from game.rules.roulette.info import INFO
from game.rules.common.dice import DieFace
from game.i18n import N_
from game.rules.common.events import Event, GameEnded, PlayerEliminated
from game.rules.roulette.actions import ACTIONS, Bid, Choose, Convert, bid_options
from game.rules.roulette.content import (CLICK_MARKERS, CYLINDER, LOADED, MAX_SEATS, MIN_SEATS, NO_BILLS,
                                         START_BILLS, Bills, add, count, sub, value)
from game.rules.roulette.events import (BidPlaced, BidsRevealed, BillsLeaveGame, CylinderStopped, FinalScores,
                                        HighBidder, RollerChosen, RoundBegins, StackConverted, StackTaken,
                                        TieToRaise)
from game.rules.roulette.scoring import best, markers, score, stack_sum
from game.rules.roulette.state import (ALIVE, BID, CHOOSE, CONVERT, DEAD, LEFT, OVER, SPIN, RouletteState,
                                       fresh_bids)

__all__ = ["RULES", "RouletteRules", "RouletteState", "ACTIONS", "Bid", "Choose", "Convert", "bid_options",
           "score", "ALIVE", "DEAD", "LEFT", "BID", "CONVERT", "CHOOSE", "SPIN", "OVER", "CHANCE"]

SPIN_OUTCOMES = CYLINDER.outcomes(0)
_CLICK, _CLICK_P = SPIN_OUTCOMES[0]
_BANG = SPIN_OUTCOMES[-1][0]


class RouletteRules:
    info = INFO

    # -- setup --------------------------------------------------------------------------------
    def new_game(self, seats: int, options: dict[str, Any] | None = None) -> RouletteState:
        if not MIN_SEATS <= seats <= MAX_SEATS:
            raise IllegalAction(N_("Bulletbucks needs {least} to {most} players, not {count}."), least=MIN_SEATS, most=MAX_SEATS, count=seats)
        state = RouletteState(seats, [START_BILLS] * seats, [[] for _ in range(seats)], [ALIVE] * seats,
                              centre=CLICK_MARKERS, history=[()] * seats, chose_self=[0] * seats,
                              chose_other=[0] * seats)
        self._begin_round(state, [])
        return state

    # -- whose decision -----------------------------------------------------------------------
    def actors(self, state: RouletteState) -> list[int]:
        phase = state.phase
        if phase == BID:
            return [s for s in state.bidders if s not in state.pending]
        if phase == SPIN:
            return [CHANCE]
        if phase == CHOOSE:
            assert state.high is not None, "the choice phase follows a high bid"
            return [state.high]
        if phase == CONVERT:
            return state.converting[:1]
        return []

    def chance_outcomes(self, state: RouletteState):
        if state.phase != SPIN:
            raise IllegalAction(N_("No random step is due."))
        return list(SPIN_OUTCOMES)

    def sample_chance(self, state: RouletteState, rng):
        """`chance_outcomes` without the list: one random number against the click's 5/6, the
        same draw `sample_outcome` makes over the list, so seeded games replay the same."""
        return _CLICK if rng.random() < _CLICK_P else _BANG

    def legal_actions(self, state: RouletteState, seat: int) -> list:
        if seat not in self.actors(state):
            return []
        if seat == CHANCE:
            return [o for o, _ in SPIN_OUTCOMES]
        if state.phase == CONVERT:
            return [Convert(i) for i in range(len(state.stacks[seat]))]
        if state.phase == CHOOSE:
            return [Choose(s) for s in state.living()]
        return bid_options(state.bills[seat])

    # -- acting -------------------------------------------------------------------------------
    def apply(self, state: RouletteState, seat: int, action) -> list[Event]:
        if seat not in self.actors(state):
            if state.phase == OVER:
                raise IllegalAction(N_("The game is over."))
            if seat == CHANCE:
                raise IllegalAction(N_("No random step is due."))
            raise IllegalAction(N_("It is not that seat's decision now."))
        refusal = self._refusal(state, seat, action)
        if refusal is not None:
            raise refusal
        events: list[Event] = []
        if seat == CHANCE:
            self._spin(state, action.face, events)
        elif state.phase == BID:
            self._bid(state, seat, action.bills, events)
        elif state.phase == CONVERT:
            self._convert(state, seat, action.stack, events)
        else:
            self._choose(state, seat, action.seat, events)
        return events

    def _refusal(self, state: RouletteState, seat: int, action) -> IllegalAction | None:
        """Why `action` is not allowed now (None: it is). Checked before anything changes."""
        phase = state.phase
        if phase == BID:  # (only players bid: chance is never asked then)
            if not isinstance(action, Bid):
                return IllegalAction(N_("Now you must bid: put at least one bill under your hand."))
            ones, twos = action.thousands, action.two_thousands
            if ones < 0 or twos < 0 or ones + twos < 1:
                return IllegalAction(N_("A bid is at least one bill."))
            have = state.bills[seat]
            if ones > have[0] or twos > have[1]:
                return IllegalAction(N_("You cannot bid bills you do not have (bills are never changed)."))
            return None
        if seat == CHANCE:
            if isinstance(action, DieFace) and action.die == 0 and action.face in CYLINDER.faces:
                return None
            return IllegalAction(N_("'{action}' is not a chamber of the cylinder."), action=action)
        if phase == CONVERT:
            if not isinstance(action, Convert):
                return IllegalAction(N_("You have no bid-bills: first turn one of your click stacks back into bid-bills."))
            if not 0 <= action.stack < len(state.stacks[seat]):
                return IllegalAction(N_("You have no such click stack."))
            return None
        if not isinstance(action, Choose):
            return IllegalAction(N_("The high bidder must now choose who plays Russian roulette."))
        if not (0 <= action.seat < state.seats and state.status[action.seat] == ALIVE):
            return IllegalAction(N_("Only a player still at the table can be sent to play."))
        return None

    # -- the bidding phase --------------------------------------------------------------------
    def _begin_round(self, state: RouletteState, events: list[Event]) -> None:
        """Section 6: the game ends here if no click marker is left in the centre or one player is left."""
        living = state.living()
        if state.centre == 0 or len(living) <= 1:
            self._end(state, events)
            return
        state.bids = fresh_bids(state.seats)
        state.pending = {}
        state.high = state.roller = None
        state.raise_no = 0
        events.append(RoundBegins(state.round, state.centre))
        self._ask_bids(state, living, events)

    def _ask_bids(self, state: RouletteState, seats: list[int], events: list[Event]) -> None:
        """Ask `seats` for a secret bid (or raise). The special case first: whoever has no
        bid-bills turns a click stack back, and whoever has no stack either leaves the game."""
        state.pending = {}
        left = [s for s in seats if count(state.bills[s]) == 0 and not state.stacks[s]]
        for s in left:
            self._leave(state, s, events)
        if left:
            if len(state.living()) <= 1:
                self._end(state, events)
                return
            if state.raise_no:  # a tied bidder left: who is highest now?
                self._settle(state, events)
                return
        state.bidders = [s for s in seats if state.status[s] == ALIVE]
        state.converting = [s for s in state.bidders if count(state.bills[s]) == 0]
        state.phase = CONVERT if state.converting else BID

    def _leave(self, state: RouletteState, seat: int, events: list[Event]) -> None:
        state.status[seat] = LEFT
        bid = value(state.bids[seat])
        state.removed += bid
        state.bids[seat] = NO_BILLS
        if bid:  # house rule: a player leaving during a raise takes their bid out of the game
            events.append(BillsLeaveGame(seat, bid, 0))
        events.append(PlayerEliminated(seat, N_("no bid-bills and no click stack to convert")))

    def _convert(self, state: RouletteState, seat: int, index: int, events: list[Event]) -> None:
        stack = state.stacks[seat].pop(index)
        state.bills[seat] = add(state.bills[seat], stack)
        state.centre += 1
        events.append(StackConverted(seat, value(stack), stack))
        state.converting.pop(0)
        if not state.converting:
            state.phase = BID

    def _bid(self, state: RouletteState, seat: int, bills: Bills, events: list[Event]) -> None:
        have = state.bills[seat]
        state.bills[seat] = (have[0] - bills[0], have[1] - bills[1])
        pending = state.pending
        pending[seat] = bills
        events.append(BidPlaced(seat, bills, state.raise_no > 0, (seat,)))
        if len(pending) == len(state.bidders):
            self._reveal(state, events)

    def _reveal(self, state: RouletteState, events: list[Event]) -> None:
        """Everyone's bid (or raise) is turned over at the same moment."""
        pending, bids, history, opening = state.pending, state.bids, state.history, not state.raise_no
        seats = tuple(sorted(pending))
        put = tuple([pending[s] for s in seats])
        amounts = tuple([b[0] * 1000 + b[1] * 2000 for b in put])
        for s, bills, amount in zip(seats, put, amounts):
            old = bids[s]
            bids[s] = (old[0] + bills[0], old[1] + bills[1])
            if opening:
                history[s] = history[s] + (amount,)
        state.pending = {}
        events.append(BidsRevealed(seats, amounts, tuple([b[0] * 1000 + b[1] * 2000 for b in bids]),
                                   put, not opening))
        self._settle(state, events)

    def _settle(self, state: RouletteState, events: list[Event]) -> None:
        """One highest bid: that bidder chooses. A tie: the tied high bidders raise in secret."""
        bids, status = state.bids, state.status
        top, tied = -1, []
        for s in range(state.seats):
            if status[s] == ALIVE:
                total = bids[s][0] * 1000 + bids[s][1] * 2000
                if total > top:
                    top, tied = total, [s]
                elif total == top:
                    tied.append(s)
        state.bidders = []
        if len(tied) == 1:
            state.high = tied[0]
            state.phase = CHOOSE
            events.append(HighBidder(tied[0], top))
            return
        state.raise_no += 1
        events.append(TieToRaise(tuple(tied), top))
        self._ask_bids(state, tied, events)

    def _choose(self, state: RouletteState, seat: int, roller: int, events: list[Event]) -> None:
        if roller == seat:
            state.chose_self[seat] += 1
        else:
            state.chose_other[seat] += 1
        state.roller = roller
        state.phase = SPIN
        events.append(RollerChosen(seat, roller))

    # -- the Russian roulette phase -----------------------------------------------------------
    def _spin(self, state: RouletteState, chamber: str, events: list[Event]) -> None:
        roller = state.roller
        assert roller is not None, "the cylinder spins for the roller chosen"
        pot = state.pot()
        events.append(CylinderStopped(roller, chamber, value(pot)))
        if chamber == LOADED:
            hand = value(state.bills[roller])
            state.status[roller] = DEAD
            state.removed += value(pot) + hand
            state.bills[roller] = NO_BILLS
            events.append(BillsLeaveGame(roller, value(pot), hand))
            events.append(PlayerEliminated(roller, N_("bang")))
        else:
            state.stacks[roller].append(pot)
            state.centre -= 1
            events.append(StackTaken(roller, pot, len(state.stacks[roller]), state.centre))
        state.bids = fresh_bids(state.seats)
        state.roller = None
        state.round += 1
        self._begin_round(state, events)

    # -- the end ------------------------------------------------------------------------------
    def _end(self, state: RouletteState, events: list[Event]) -> None:
        state.phase = OVER
        state.bidders, state.pending, state.converting = [], {}, []
        seats = range(state.seats)
        events.append(FinalScores(tuple(stack_sum(state, s) for s in seats), tuple(markers(state, s) for s in seats),
                                  tuple(score(state, s) for s in seats)))
        events.append(GameEnded(tuple(best(state))))

    def is_over(self, state: RouletteState) -> bool:
        return state.phase == OVER

    def winners(self, state: RouletteState) -> list[int]:
        return best(state) if state.phase == OVER else []

    def scores(self, state: RouletteState) -> list[float]:
        return [float(score(state, s)) for s in range(state.seats)]

    # -- information --------------------------------------------------------------------------
    def observe(self, state: RouletteState, seat: int) -> RouletteState:
        view = state.clone()
        for s, bid in state.pending.items():
            if s != seat:  # the bills under the hand are not told apart from the hand
                view.bills[s] = add(view.bills[s], bid)
                view.pending[s] = None
        return view

    def clone(self, state: RouletteState) -> RouletteState:
        return state.clone()

    def determinize(self, observation: RouletteState, seat: int, rng) -> RouletteState:
        state = observation.clone()
        for s, bid in observation.pending.items():
            if bid is None:
                guess = guess_bid(observation, s, rng)
                state.bills[s] = sub(state.bills[s], guess)
                state.pending[s] = guess
        return state

    def parse_action(self, text: str):
        return parse_action(text, ACTIONS)


def guess_bid(view: RouletteState, seat: int, rng) -> Bills:
    """A bid `seat` could have placed out of the bills it held (hand and bid together): sized like
    its earlier revealed bids, all in when the last marker is at stake, small for a raise."""
    have = view.bills[seat]
    past = view.history[seat]
    mean = sum(past) / len(past) if past else 2000.0
    if view.raise_no:
        mean = min(mean, 2000.0)
    elif view.centre == 1:
        mean = max(mean, 0.8 * value(have))
    return bills_for(have, mean * (0.35 + 1.3 * rng.random()), rng.random() < 0.5)


def bills_for(have: Bills, target: float, big_first: bool = True) -> Bills:
    """The bid nearest `target` that `have` can pay (at least one bill, no change)."""
    units = max(1, int(target / 1000 + 0.5))
    if big_first:
        twos = min(have[1], units // 2)
        ones = min(have[0], units - 2 * twos)
    else:
        ones = min(have[0], units)
        twos = min(have[1], (units - ones + 1) // 2)
    if ones + twos == 0:
        return (1, 0) if have[0] else (0, 1)
    return (ones, twos)


RULES = RouletteRules()
