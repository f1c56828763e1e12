"""The state of a Desperados table: jails, money, hands, the deck and where the turn stands."""
from __future__ import annotations

from dataclasses import dataclass, field

from game.rules.common.deck import Deck
from game.rules.common.money import Ledger


class Phase:
    """Where the turn stands. Chance phases (dice or cards to come) are marked in `engine`."""

    SETUP = "setup"          # chance: the setup roll of `setup_seat`
    ROLL = "roll"            # chance: dice in `to_roll` are tumbling
    DECIDE = "decide"        # roll again (keeping any dice) or stop
    EFFECT = "effect"        # after the last roll: take Desperado actions or draw
    ACTIONS = "actions"      # give each Action face to one of the rolled desperados
    DRAW = "draw"            # chance: Wild West cards coming off the deck
    KEEP = "keep"            # choose which drawn cards to keep
    STEAL = "steal"          # chance: a random card from `steal_from`'s hand
    NOTCH = "notch"          # Oleson's Brain: choose the desperado to turn a notch
    FREE = "free"            # Oleson's Brain, 3rd use: choose the desperado freed at once
    SHARP = "sharp"          # Mavericks' Brain, 3rd use: draw 2 or steal a random card
    REACT = "react"          # opponents holding a reaction card decide to play it or not
    END = "end"              # actions done: play any-time cards or end the turn
    OVER = "over"


@dataclass
class Declared:
    """An action (or an attack) awaiting the reaction window."""

    member: str
    card: str
    """The reaction card asked for: sheriffs_whistle (cancel) or take_cover (an attack's victims)."""


@dataclass
class DesperadosState:
    seats: int
    money: Ledger
    jail: list[list[int]]
    """Per seat, per desperado (content.MEMBERS order): notches left before escape; 0 = escaped."""
    hands: list[list[str | None]]
    """Wild West cards in hand; None where the card is hidden from the observer."""
    fresh: list[int]
    """How many of the LAST cards of each hand came this turn (they cannot be played yet)."""
    deck: Deck
    alive: list[bool]
    current: int = 0
    phase: str = Phase.SETUP
    setup_seat: int = 0
    dice: list[str | None] = field(default_factory=lambda: [None] * 4)
    to_roll: list[int] = field(default_factory=lambda: [0, 1, 2, 3])
    rolls: int = 0
    extra_rolls: int = 0
    extra_actions: int = 0
    actions_left: int = 0
    brain_uses: int = 0
    drawn: list[str | None] = field(default_factory=list)
    to_draw: int = 0
    keep: int = 0
    resume: str = Phase.END
    """Where the turn goes when a card draw or steal inside it is done."""
    steal_from: int | None = None
    declared: Declared | None = None
    reactors: list[int] = field(default_factory=list)
    """Seats still to decide in the reaction window, in turn order."""
    victims: list[int] = field(default_factory=list)
    """An attack's victims still to pay (the covered ones removed)."""
    winner: int | None = None
    turn: int = 0

    def escaped(self, seat: int, member_index: int) -> bool:
        return self.jail[seat][member_index] == 0

    def playable(self, seat: int) -> list[str]:
        """Cards in hand that did not come this turn."""
        hand = self.hands[seat]
        return [c for c in hand[: len(hand) - self.fresh[seat]] if c is not None]

    def opponents(self, seat: int) -> list[int]:
        """Living opponents of `seat`, in turn order after it."""
        return [(seat + i) % self.seats for i in range(1, self.seats) if self.alive[(seat + i) % self.seats]]

    def clone(self) -> "DesperadosState":
        return DesperadosState(
            self.seats, self.money.clone(), [list(j) for j in self.jail], [list(h) for h in self.hands],
            list(self.fresh), self.deck.clone(), list(self.alive), self.current, self.phase, self.setup_seat,
            list(self.dice), list(self.to_roll), self.rolls, self.extra_rolls, self.extra_actions,
            self.actions_left, self.brain_uses, list(self.drawn), self.to_draw, self.keep, self.resume,
            self.steal_from, None if self.declared is None else Declared(self.declared.member, self.declared.card),
            list(self.reactors), list(self.victims), self.winner, self.turn)
