"""The table of a game of Desperados, as one mutable dataclass with a hand-written `clone`.

Hidden information lives in exactly three places, which `observe` redacts: the cards in each
hand (and which of them were acquired this turn), the unseen cards of the Wild West deck, and the
cards a player is looking at while choosing which to keep. The reaction window also carries one
secret: whose reaction decision is pending (see reactions.py).
"""
from __future__ import annotations

from dataclasses import dataclass, field

from game.rules.common.deck import Deck
from game.rules.common.memo import per_game
from game.rules.common.money import Ledger

SETUP, ROLLING, ACTIONS, OVER = "setup", "rolling", "actions", "over"
"""Phases: the setup roll, the rolling part of a turn (until an effect is chosen), the spending
of actions (or the rest of the turn after a draw), and the end."""

BANK = "bank"
"""The table centre, where lost money goes and from which winnings are paid."""


@dataclass
class Drawing:
    """Wild West cards being drawn for the current player: `count` still to come from the deck,
    `keep` how many of `drawn` they will keep (None: all of them, no choice)."""

    count: int
    keep: int | None
    drawn: list = field(default_factory=list)

    def clone(self) -> "Drawing":
        return Drawing(self.count, self.keep, list(self.drawn))


@dataclass
class Window:
    """A declared Desperado action waiting for reactions before it resolves.

    `slots` are the (card, seat) chances to react, in order: every living opponent may whistle,
    then every victim of an attack may take cover. `cursor` is the next slot to look at and
    `deciding` the seat whose reaction is pending (None: nobody holds a card, or all have
    answered, and the window closes on the next chance step). Both are secret to other seats.
    """

    seat: int
    member: str
    target: str | None
    victim: int | None
    brain_level: int
    victims: tuple[int, ...]
    slots: tuple[tuple[str, int], ...]
    cursor: int = 0
    deciding: int | None = None
    covered: tuple[int, ...] = ()

    def clone(self) -> "Window":
        return Window(self.seat, self.member, self.target, self.victim, self.brain_level, self.victims,
                      self.slots, self.cursor, self.deciding, self.covered)


@dataclass
class DesperadosState:
    gangs: list[str]
    jail: list[list[int]]
    """Ranks still to climb, per seat, per member (content.MEMBER_KEYS order). 0 = escaped."""
    money: Ledger
    hands: list[list]
    fresh: list[list]
    """Cards each seat acquired this turn: they cannot be played before the next turn."""
    deck: Deck
    alive: list[bool]
    current: int = 0
    phase: str = SETUP
    dice: list = field(default_factory=lambda: [None] * 4)
    to_roll: list[int] = field(default_factory=list)
    """Dice waiting for their chance outcome, in order."""
    rolls_used: int = 0
    rolls_allowed: int = 3
    rolling_over: bool = False
    bullets: int = 0
    effect: str | None = None
    """'actions' or 'draw' once the roll effect has been chosen."""
    actions_left: int = 0
    brain_uses: int = 0
    drawing: Drawing | None = None
    window: Window | None = None
    steal_from: int | None = None
    winners: list[int] = field(default_factory=list)
    turn: int = 0

    @property
    def seats(self) -> int:
        return len(self.gangs)

    def clone(self) -> "DesperadosState":
        return DesperadosState(
            list(self.gangs), [list(j) for j in self.jail], Ledger(dict(self.money.balances)),
            [list(h) for h in self.hands], [list(f) for f in self.fresh],
            Deck(list(self.deck.cards), list(self.deck.discards)), list(self.alive),
            self.current, self.phase, list(self.dice), list(self.to_roll), self.rolls_used,
            self.rolls_allowed, self.rolling_over, self.bullets, self.effect, self.actions_left,
            self.brain_uses, self.drawing.clone() if self.drawing else None,
            self.window.clone() if self.window else None, self.steal_from,
            list(self.winners), self.turn)


def opponents(state: DesperadosState, seat: int) -> tuple[int, ...]:
    """Living opponents of `seat`, in turn order starting at its left."""
    return living_opponents(seat, tuple(state.alive))


@per_game(maxsize=None)
def living_opponents(seat: int, alive: tuple[bool, ...]) -> tuple[int, ...]:
    """The seats after `seat` round the table whose gang is still in the game. Remembered per
    game: attacks, reactions, card targets and Brain uses ask it at most steps of a turn, and
    there are at most four seats times sixteen ways gangs can be out."""
    n = len(alive)
    return tuple(s for s in ((seat + k) % n for k in range(1, n)) if alive[s])
