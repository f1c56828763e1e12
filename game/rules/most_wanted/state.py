"""The table of a game of Most Wanted, as one mutable dataclass with a hand-written `clone`.

Hidden information, which `observe` redacts to None: the cards in other players' hands, the deck
(an unordered multiset: a draw is a chance step), face-down hands not yet flipped (including the
Sheriff's cards and a Dishonest Labor's cards), and secret decisions not yet revealed (`pending`).
The discard pile is face up and public.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from game.rules.most_wanted.content import DECK

DEAL, CHOOSE, ROB, JOIN, CHANGE, DISCARD, LABOR, WORK, DECLARE, CHALLENGE, PICK, SHOWDOWN, \
    TIEBREAK, OVER = ("deal", "choose", "rob", "join", "change", "discard", "labor", "work",
                      "declare", "challenge", "pick", "showdown", "tiebreak", "over")
"""Phases. deal: the opening deal. choose: the active player picks an action card. rob: they lay
their robbery hand. join: the others decide in secret. change: the active player may change cards
before the reveal. discard: Church/Saloon. labor: Honest Labor. work/declare/challenge: Dishonest
Labor. pick: whom to Duel or Shootout. showdown: everyone involved lays a face-down hand.
tiebreak: tied players lay 1-card hands. over: someone is Most Wanted."""

SECRET_PHASES = (JOIN, CHALLENGE, SHOWDOWN, TIEBREAK)
"""Phases where several seats decide at once, in secret."""


@dataclass
class MostWantedState:
    seats: int
    sides: tuple[str, str, str]
    """The face-up side of the three non-robbery cards: church|saloon, honest_labor|dishonest_labor,
    duel|shootout."""
    hands: list[list]
    deck: list
    discards: list[str] = field(default_factory=list)
    bags: list[int] = field(default_factory=list)
    supply: int = 0
    on_cards: int = 0
    """Bags sitting on a Dishonest Labor's face-down cards."""
    score: list[int] = field(default_factory=list)
    reshuffles: int = 0
    lose_turn: list[bool] = field(default_factory=list)
    active: int = 0
    turn: int = 0
    phase: str = DEAL
    action: str | None = None
    size: int = 0
    draws: list[int] = field(default_factory=list)
    """Who still draws a card, in order (a seat, or SHERIFF): each draw is a chance step."""
    then: str = ""
    """What happens once `draws` are done ("start", "next_turn" or "tiebreak"; see engine._flow)."""
    plays: dict = field(default_factory=dict)
    """Face-down hands on the table this action: seat (or SHERIFF) -> list of cards (None in an
    observation). When hands flip they move to `table`."""
    sheriff_cards: list = field(default_factory=list)
    """The Sheriff's 2x cards for a robbery (hidden until the reveal; the spares stay hidden until
    they are discarded)."""
    pending: dict = field(default_factory=dict)
    """Secret decisions made in the current simultaneous step: seat -> cards tuple (join, showdown,
    tie-break; () = stay out) or bool (challenge). None in an observation: made but hidden."""
    deciders: list[int] = field(default_factory=list)
    """Seats asked to decide in the current simultaneous step."""
    participants: list[int] = field(default_factory=list)
    """Seats taking part in the current action (they draw back up to 5 afterwards)."""
    contenders: list[int] = field(default_factory=list)
    """Who is still competing for the best hand (tie-breaks narrow it), SHERIFF included."""
    table: dict = field(default_factory=dict)
    """Face-up cards of this action, by who played them: flipped hands (every tie-break round
    adds to them) and Honest Labor cards. They go to the discard pile when the action ends."""
    colour: str | None = None
    challengers: list[int] = field(default_factory=list)
    winner: int | None = None

    def clone(self) -> "MostWantedState":
        s = MostWantedState.__new__(MostWantedState)
        d = s.__dict__
        d.update(self.__dict__)
        d["hands"] = [list(h) for h in self.hands]
        d["deck"] = list(self.deck)
        d["discards"] = list(self.discards)
        d["bags"] = list(self.bags)
        d["score"] = list(self.score)
        d["lose_turn"] = list(self.lose_turn)
        d["draws"] = list(self.draws)
        d["plays"] = {k: list(v) for k, v in self.plays.items()}
        d["sheriff_cards"] = list(self.sheriff_cards)
        d["pending"] = dict(self.pending)
        d["deciders"] = list(self.deciders)
        d["participants"] = list(self.participants)
        d["contenders"] = list(self.contenders)
        d["table"] = {k: list(v) for k, v in self.table.items()}
        d["challengers"] = list(self.challengers)
        return s

    def all_cards(self) -> list:
        """Every card at the table, wherever it is (72 of them, for the conservation check)."""
        cards = [*self.deck, *self.discards, *self.sheriff_cards]
        for shown in self.table.values():
            cards += shown
        for hand in self.hands:
            cards += hand
        for seat, play in self.plays.items():
            cards += play
        for decision in self.pending.values():
            if isinstance(decision, tuple):
                cards += decision
        return cards


def new_state(seats: int, sides: tuple[str, str, str], supply: int) -> MostWantedState:
    return MostWantedState(seats=seats, sides=sides, hands=[[] for _ in range(seats)], deck=list(DECK),
                           bags=[0] * seats, supply=supply, score=[0] * seats,
                           lose_turn=[False] * seats)
