"""The Durango table: decks, yard, parties, reserves, herds, and the steps still to run this turn.

Decks are unordered multisets (`deck`, `yard`, `cal_deck`); a draw is a chance step. Cards whose
place on top is KNOWN (after a Telegraph Operator or Cattle Buyer looked) sit in `deck_top` /
`yard_top`, in order; `yard_top[0]` is the Yard's face-up top card and is public.

`queue` holds the rest of the turn as small steps (DrawCards, Selection, PerformAction, BuyPhase...:
the records of steps.py); `prompt` is the decision (or chance step) the queue is waiting for, a
prompt record of steps.py (SelectPrompt, DeckChance...).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.rules.durango.steps import Prompt, Step


@dataclass
class DurangoState:
    seats: int
    current: int = 0
    started: bool = False
    deck: list[str | None] = field(default_factory=list)
    """The Draw Deck's cards, unordered; in an observation a count of face-down cards (None)."""
    deck_top: list[str] = field(default_factory=list)
    deck_top_seer: int = -1
    discard: list[str] = field(default_factory=list)
    cal_deck: list[str] = field(default_factory=list)
    cal_revealed: list[str] = field(default_factory=list)
    active: str | None = None
    """The Calamity in force (its id); ongoing ones act until the next is revealed."""
    immune: list[bool] = field(default_factory=list)
    yard: list[str] = field(default_factory=list)
    yard_top: list[str] = field(default_factory=list)
    yard_top_seer: int = -1
    yard_bottom: list[str] = field(default_factory=list)
    party: list[list[str]] = field(default_factory=list)
    reserve: list[list[str | None]] = field(default_factory=list)
    """Each seat's face-down reserve; in an observation, another seat's cards are None."""
    herd: list[list[str]] = field(default_factory=list)
    blocked: list[list[str]] = field(default_factory=list)
    strongbox: list[list] = field(default_factory=list)
    """Per seat [kind, amount] kept on the Strongbox."""
    drawn: list[str | None] = field(default_factory=list)
    extra: str | None = None
    triggers: int = 0
    coal: int = 0
    silver: int = 0
    discount: int = 0
    queue: list[Step] = field(default_factory=list)
    prompt: Prompt | None = None
    passed: list[int] = field(default_factory=list)
    """Seats that declined the interrupt window now open (private to each)."""
    choices: dict[int, Any] = field(default_factory=dict)
    """Secret simultaneous Calamity choices made so far."""
    winner: list[int] | None = None
    turns: int = 0
    added: list[str] = field(default_factory=list)
    """Hires added to the current party this turn, in order: their actions are performed."""
    peeked: list[str | None] = field(default_factory=list)
    """What the current seat has just looked at (a reserve), for its Card Sharp choice."""

    def clone(self) -> "DurangoState":
        s = DurangoState.__new__(DurangoState)
        s.__dict__.update(self.__dict__)
        s.deck = self.deck[:]
        s.deck_top = self.deck_top[:]
        s.discard = self.discard[:]
        s.cal_deck = self.cal_deck[:]
        s.cal_revealed = self.cal_revealed[:]
        s.immune = self.immune[:]
        s.yard = self.yard[:]
        s.yard_top = self.yard_top[:]
        s.yard_bottom = self.yard_bottom[:]
        s.party = [p[:] for p in self.party]
        s.reserve = [r[:] for r in self.reserve]
        s.herd = [h[:] for h in self.herd]
        s.blocked = [b[:] for b in self.blocked]
        s.strongbox = [b[:] for b in self.strongbox]
        s.drawn = self.drawn[:]
        s.queue = self.queue[:]
        s.passed = self.passed[:]
        s.choices = dict(self.choices)
        s.winner = None if self.winner is None else self.winner[:]
        s.peeked = self.peeked[:]
        s.added = self.added[:]
        return s
