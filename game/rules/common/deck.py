"""Decks as unordered multisets: a draw is a chance step, so the rules never shuffle.

The deck has no order to hide: `draw_outcomes()` lists every card still in it with its
probability, the driver picks one, `take(card)` removes it. When the deck runs out the discard
pile becomes the new deck (`recycle_discards`) — the "reshuffle" — and the next draw is again a
chance step over what it holds. Determinizing a hidden hand is then just drawing from the unseen
pool.
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import cast

from game.rules.common.actions import action
from game.i18n import N_
from game.rules.common.contract import IllegalAction, Outcome


def true_cards(cards: list[str | None]) -> list[str]:
    """A pile of the true state, where no card is hidden. Piles are typed for observations too,
    where a card nobody may see is None; chance is only ever drawn from the truth."""
    return cast("list[str]", cards)


@action("draw")
class Drawn:
    """Chance outcome: `card` is the card drawn."""

    card: str


@dataclass
class Deck:
    cards: list[str | None] = field(default_factory=list)
    """The unseen cards, unordered; in an observation each is None (the deck's make-up would
    tell what other hands hold)."""
    discards: list[str] = field(default_factory=list)

    def __len__(self) -> int:
        return len(self.cards)

    def clone(self) -> "Deck":
        return Deck(list(self.cards), list(self.discards))

    def draw_outcomes(self) -> list[Outcome]:
        if not self.cards:
            raise IllegalAction(N_("The deck is empty."))
        n = len(self.cards)
        return [(Drawn(card), c / n) for card, c in sorted(Counter(true_cards(self.cards)).items())]

    def take(self, card: str) -> None:
        try:
            self.cards.remove(card)
        except ValueError:
            raise IllegalAction(N_("{card} is not in the deck."), card=card) from None

    def discard(self, *cards: str) -> None:
        self.discards.extend(cards)

    def recycle_discards(self) -> bool:
        """When the deck is empty, the discards become the deck. True if that happened."""
        if self.cards or not self.discards:
            return False
        self.cards, self.discards = list(self.discards), []
        return True

    def can_draw(self) -> bool:
        return bool(self.cards) or bool(self.discards)
