"""Bulletbucks rules: secret simultaneous bids, tie raises, the high bidder's choice, the cylinder.

A round: every living player bids at least one bid-bill in secret; all bids are revealed at once;
tied high bidders raise in secret until one bid is highest; the high bidder chooses who plays
Russian roulette (themself included); the cylinder is a chance step (5 empty chambers, 1 bullet).
Click: the roller takes the whole round's bid as a new click stack topped by a click marker from
the centre. Bang: the roller is out; the marker stays in the centre; the round's bids and the
roller's bid-bills leave the game (house rule P1: the other bidders' bills go too).

A player with no bid-bills when a bid or raise is due converts one click stack back into bid-bills
(its marker returns to the centre); with no stack either, they leave the game. The game ends at the
start of a bidding phase with no marker in the centre, or with one player left. Score: the sum of
your click stacks times the number of markers you hold; the dead can win; ties share the win.

Hidden information: a bid is secret until the reveal. `observe` keeps that a seat has bid (the
table sees a hand on the table) but not how much; `determinize` guesses those amounts. Bid-bills in
hand are shown face down by the table, but their count is deducible from the revealed bids, so the
engine does not pretend otherwise.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Sequence

from game.rules.common.actions import ActionRegistry, parse_action
from game.rules.common.contract import CHANCE, GameInfo, IllegalAction
from game.rules.common.dice import DieFace
from game.rules.common.events import Event, GameEnded, PlayerEliminated, event
from game.rules.roulette.content import (CLICK_MARKERS, CYLINDER, START_BILLS, Bills, add, count,
                                         value)

ACTIONS = ActionRegistry()
BID, CONVERT, CHOOSE, SPIN, OVER = "bid", "convert", "choose", "spin", "over"
ALIVE, DEAD, LEFT = "alive", "dead", "left"


@ACTIONS.action("bid")
class Bid:
    """Put these bills under your hand (a bid, or a raise when tied)."""

    thousands: int
    two_thousands: int


@ACTIONS.action("convert")
class Convert:
    """Turn your click stack number `stack` back into bid-bills (its marker goes to the centre)."""

    stack: int


@ACTIONS.action("choose")
class Choose:
    """The high bidder sends `seat` (possibly themself) to play Russian roulette."""

    seat: int


@dataclass
class RouletteState:
    seats: int
    bills: list[Bills]
    stacks: list[list[Bills]]
    status: list[str]
    centre: int = CLICK_MARKERS
    phase: str = BID
    bids: list[Bills] = field(default_factory=list)
    """What each seat has put in this round (revealed)."""
    pending: dict = field(default_factory=dict)
    """Secret bids submitted in the current (sub)round: seat -> Bills (None: hidden from the observer)."""
    bidders: list[int] = field(default_factory=list)
    """Who must (re)bid in the current (sub)round."""
    converting: list[int] = field(default_factory=list)
    high: int | None = None
    roller: int | None = None
    removed: int = 0
    """Money that left the game (bang rounds, players leaving), for the conservation check."""
    round: int = 1

    def clone(self) -> "RouletteState":
        s = RouletteState.__new__(RouletteState)
        s.__dict__.update(self.__dict__)
        s.bills = list(self.bills)
        s.stacks = [list(x) for x in self.stacks]
        s.status = list(self.status)
        s.bids = list(self.bids)
        s.pending = dict(self.pending)
        s.bidders = list(self.bidders)
        s.converting = list(self.converting)
        return s

    def living(self) -> list[int]:
        return [s for s in range(self.seats) if self.status[s] == ALIVE]


# -- events ---------------------------------------------------------------------------------------
def _money(amount: int) -> str:
    return f"{amount:,} bulletbucks"


@event
class BidPlaced(Event):
    seat: int
    bills: Bills | None
    raise_: bool = False
    private_to: tuple[int, ...] | None = None

    def describe(self, names: Sequence[str]) -> str:
        what = "raises" if self.raise_ else "bids"
        if self.bills is None:
            return f"{names[self.seat]} {what} in secret"
        return f"{names[self.seat]} {what} {_money(value(self.bills))} in secret"

    def redacted(self) -> Event:
        return BidPlaced(self.seat, None, self.raise_, None)


@event
class BidsRevealed(Event):
    seats: tuple[int, ...]
    amounts: tuple[int, ...]
    """This (sub)round's bids as revealed; `totals` are the whole round's bids."""
    totals: tuple[int, ...]

    def describe(self, names: Sequence[str]) -> str:
        return "Bids revealed: " + ", ".join(f"{names[s]} {_money(a)}" for s, a in zip(self.seats, self.amounts))


@event
class TieToRaise(Event):
    seats: tuple[int, ...]

    def describe(self, names: Sequence[str]) -> str:
        return "Tied for the highest bid: " + " and ".join(names[s] for s in self.seats) + " must raise"


@event
class HighBidder(Event):
    seat: int
    amount: int

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.seat]} has the high bid ({_money(self.amount)}) and chooses who plays"


@event
class RollerChosen(Event):
    by: int
    roller: int

    def describe(self, names: Sequence[str]) -> str:
        if self.by == self.roller:
            return f"{names[self.by]} picks up the revolver"
        return f"{names[self.by]} hands the revolver to {names[self.roller]}"


@event
class CylinderStopped(Event):
    roller: int
    chamber: str
    pot: int

    def describe(self, names: Sequence[str]) -> str:
        if self.chamber == "bullet":
            return f"BANG! {names[self.roller]} is out; the {_money(self.pot)} bid is lost"
        return f"Click! {names[self.roller]} takes the {_money(self.pot)} bid as a click stack"


@event
class StackConverted(Event):
    seat: int
    amount: int

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.seat]} turns a click stack of {_money(self.amount)} back into bid-bills"


@event
class RoundBegins(Event):
    round: int
    markers: int

    def describe(self, names: Sequence[str]) -> str:
        return f"— Round {self.round}: {self.markers} click marker{'s' if self.markers != 1 else ''} in the centre —"


# -- the rules ------------------------------------------------------------------------------------
def score(state: RouletteState, seat: int) -> int:
    if state.status[seat] == LEFT:
        return 0  # house rule P3
    stacks = state.stacks[seat]
    return sum(value(s) for s in stacks) * len(stacks)


def bid_options(bills: Bills) -> list[Bid]:
    return [Bid(a, b) for a in range(bills[0] + 1) for b in range(bills[1] + 1) if a + b >= 1]


class RouletteRules:
    info = GameInfo("roulette", "Bulletbucks", 3, 6, "Bid in secret for the pot, then spin the cylinder.")

    def new_game(self, seats: int, options: dict[str, Any] | None = None) -> RouletteState:
        if not self.info.min_seats <= seats <= self.info.max_seats:
            raise IllegalAction(f"Bulletbucks needs 3 to 6 players, not {seats}.")
        state = RouletteState(seats, [START_BILLS] * seats, [[] for _ in range(seats)], [ALIVE] * seats)
        self._begin_round(state, [])
        return state

    def actors(self, state: RouletteState) -> list[int]:
        if state.phase == OVER:
            return []
        if state.phase == SPIN:
            return [CHANCE]
        if state.phase == CONVERT:
            return state.converting[:1]
        if state.phase == CHOOSE:
            return [state.high]
        return [s for s in state.bidders if s not in state.pending]

    def chance_outcomes(self, state: RouletteState):
        if state.phase != SPIN:
            raise IllegalAction("No random step is due.")
        return CYLINDER.outcomes(0)

    def legal_actions(self, state: RouletteState, seat: int) -> list:
        if seat not in self.actors(state):
            return []
        if seat == CHANCE:
            return [o for o, _ in self.chance_outcomes(state)]
        if state.phase == CONVERT:
            return [Convert(i) for i in range(len(state.stacks[seat]))]
        if state.phase == CHOOSE:
            return [Choose(s) for s in state.living()]
        return bid_options(state.bills[seat])

    def apply(self, state: RouletteState, seat: int, action) -> list[Event]:
        if state.phase == OVER:
            raise IllegalAction("The game is over.")
        if seat not in self.actors(state):
            raise IllegalAction("It is not that seat's decision now." if seat != CHANCE
                                else "No random step is due.")
        if action not in self.legal_actions(state, seat):
            raise IllegalAction(self._why_not(state, seat, action))
        events: list[Event] = []
        if isinstance(action, DieFace):
            self._spin(state, action.face, events)
        elif isinstance(action, Convert):
            self._convert(state, seat, action.stack, events)
        elif isinstance(action, Choose):
            state.roller = action.seat
            state.phase = SPIN
            events.append(RollerChosen(seat, action.seat))
        else:
            self._bid(state, seat, (action.thousands, action.two_thousands), events)
        return events

    def _why_not(self, state: RouletteState, seat: int, action) -> str:
        if isinstance(action, Bid):
            if action.thousands + action.two_thousands < 1:
                return "A bid is at least one bill."
            return "You cannot bid bills you do not have."
        if isinstance(action, Choose):
            return "Only a player still at the table can be sent to play."
        return f"'{action}' is not allowed now."

    # -- the round --------------------------------------------------------------------------------
    def _begin_round(self, state: RouletteState, events: list[Event]) -> None:
        living = state.living()
        if state.centre == 0 or len(living) <= 1:
            self._end(state, events)
            return
        state.bids = [(0, 0)] * state.seats
        state.pending = {}
        state.high = state.roller = None
        events.append(RoundBegins(state.round, state.centre))
        self._ask_bids(state, living, events)

    def _ask_bids(self, state: RouletteState, seats: list[int], events: list[Event]) -> None:
        """Ask `seats` for a secret (re)bid; whoever has no bid-bills converts a stack or leaves."""
        state.bidders = list(seats)
        state.pending = {}
        for s in seats:
            if count(state.bills[s]) == 0 and not state.stacks[s]:
                self._leave(state, s, events)
        state.bidders = [s for s in state.bidders if state.status[s] == ALIVE]
        state.converting = [s for s in state.bidders if count(state.bills[s]) == 0]
        state.phase = CONVERT if state.converting else BID
        self._after_leaving(state, events)

    def _after_leaving(self, state: RouletteState, events: list[Event]) -> None:
        if state.phase != OVER and len(state.living()) <= 1:
            self._end(state, events)
        elif state.phase == BID and not state.bidders:
            self._resolve(state, events)

    def _leave(self, state: RouletteState, seat: int, events: list[Event]) -> None:
        state.status[seat] = LEFT
        state.removed += value(state.bids[seat])
        state.bids[seat] = (0, 0)
        events.append(PlayerEliminated(seat, "no bid-bills and no click stack to convert"))

    def _convert(self, state: RouletteState, seat: int, index: int, events: list[Event]) -> None:
        stack = state.stacks[seat].pop(index)
        state.bills[seat] = add(state.bills[seat], stack)
        state.centre += 1
        events.append(StackConverted(seat, value(stack)))
        state.converting.pop(0)
        if not state.converting:
            state.phase = BID

    def _bid(self, state: RouletteState, seat: int, bills: Bills, events: list[Event]) -> None:
        have = state.bills[seat]
        state.bills[seat] = (have[0] - bills[0], have[1] - bills[1])
        state.pending[seat] = bills
        raising = any(state.bids[s] != (0, 0) for s in state.bidders)
        events.append(BidPlaced(seat, bills, raising, private_to=(seat,)))
        if all(s in state.pending for s in state.bidders):
            self._resolve(state, events)

    def _resolve(self, state: RouletteState, events: list[Event]) -> None:
        """Reveal this (sub)round's bids; a single highest bid chooses, ties raise."""
        seats = tuple(sorted(state.pending))
        for s in seats:
            state.bids[s] = add(state.bids[s], state.pending[s])
        totals = tuple(value(b) for b in state.bids)
        if seats:
            events.append(BidsRevealed(seats, tuple(value(state.pending[s]) for s in seats), totals))
        competing = [s for s in (seats or state.living()) if state.status[s] == ALIVE]
        if not competing:
            competing = state.living()
        top = max(totals[s] for s in competing)
        tied = [s for s in competing if totals[s] == top]
        state.pending = {}
        if len(tied) == 1:
            state.high = tied[0]
            state.bidders = []
            state.phase = CHOOSE
            events.append(HighBidder(tied[0], top))
            return
        events.append(TieToRaise(tuple(tied)))
        self._ask_bids(state, tied, events)

    def _spin(self, state: RouletteState, chamber: str, events: list[Event]) -> None:
        roller = state.roller
        pot = (sum(b[0] for b in state.bids), sum(b[1] for b in state.bids))
        events.append(CylinderStopped(roller, chamber, value(pot)))
        if chamber == "bullet":
            state.status[roller] = DEAD
            state.removed += value(pot) + value(state.bills[roller])
            state.bills[roller] = (0, 0)
            events.append(PlayerEliminated(roller, "bang"))
        else:
            state.stacks[roller].append(pot)
            state.centre -= 1
        state.bids = [(0, 0)] * state.seats
        state.round += 1
        self._begin_round(state, events)

    def _end(self, state: RouletteState, events: list[Event]) -> None:
        state.phase = OVER
        state.bidders, state.pending, state.converting = [], {}, []
        events.append(GameEnded(tuple(self.winners(state))))

    # -- the end ----------------------------------------------------------------------------------
    def is_over(self, state: RouletteState) -> bool:
        return state.phase == OVER

    def winners(self, state: RouletteState) -> list[int]:
        if state.phase != OVER:
            return []
        scores = [score(state, s) for s in range(state.seats)]
        best = max(scores)
        return [s for s in range(state.seats) if scores[s] == best]

    def scores(self, state: RouletteState) -> list[float]:
        return [float(score(state, s)) for s in range(state.seats)]

    # -- information ------------------------------------------------------------------------------
    def observe(self, state: RouletteState, seat: int) -> RouletteState:
        view = state.clone()
        view.pending = {s: (b if s == seat else None) for s, b in state.pending.items()}
        for s in state.pending:
            if s != seat:  # the hidden bid's bills are back "somewhere under the hand"
                bid = state.pending[s]
                view.bills[s] = add(view.bills[s], bid)
        return view

    def clone(self, state: RouletteState) -> RouletteState:
        return state.clone()

    def determinize(self, observation: RouletteState, seat: int, rng) -> RouletteState:
        state = observation.clone()
        for s, bid in observation.pending.items():
            if bid is None:
                guess = rng.choice(bid_options(state.bills[s]))
                guess = (guess.thousands, guess.two_thousands)
                have = state.bills[s]
                state.bills[s] = (have[0] - guess[0], have[1] - guess[1])
                state.pending[s] = guess
        return state

    def parse_action(self, text: str):
        return parse_action(text, ACTIONS)


RULES = RouletteRules()
