"""The records Durango's turn is made of: the steps on `state.queue` and the prompt in `state.prompt`.

A turn is a queue of small steps (draw three, reveal the triggers, select, perform, buy, ...); the
engine runs each by its type (`engine.STEPS`). A step that needs a decision or a chance outcome
sets `state.prompt` to one of the prompts below and waits; `apply` answers it by its type
(`engine.ANSWER`). Each record is a frozen slotted dataclass: the queue is copied shallowly when a
state is cloned (searches clone thousands), so a record is never changed in place, only replaced.

Every prompt has a `kind`, the word the table's texts are keyed by ("select", "window", ...), and
`is_chance`: whether chance (not a seat) answers it.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar, Literal, TypeVar, dataclass_transform

from game.rules.common.memo import made_once

T = TypeVar("T")


@dataclass_transform(frozen_default=True)
def record(cls: type[T]) -> type[T]:
    """A frozen slotted dataclass (type checkers are told so, with its fields as arguments)."""
    return dataclass(frozen=True, slots=True)(cls)


# ---------------------------------------------------------------- prompts: chance answers

@record
class FirstPlayerChance:
    """Setup: chance picks the seat that starts."""
    kind: ClassVar[str] = "first"
    is_chance: ClassVar[Literal[True]] = True


@record
class DeckChance:
    """The next card off the Draw Deck (for the draw step at the queue front)."""
    kind: ClassVar[str] = "draw"
    is_chance: ClassVar[Literal[True]] = True


@record
class YardChance:
    """The next cattle card of the Yard comes into view."""
    kind: ClassVar[str] = "yard"
    is_chance: ClassVar[Literal[True]] = True


@record
class CalamityChance:
    """The next Calamity off the Calamity Deck."""
    kind: ClassVar[str] = "calamity"
    is_chance: ClassVar[Literal[True]] = True


@record
class ProceedChance:
    """The single outcome `proceed`: the table moves on. It stands where an interrupt window may be
    open for someone, so nobody else can tell whether it was."""
    kind: ClassVar[str] = "proceed"
    is_chance: ClassVar[Literal[True]] = True


@record
class ReservePickChance:
    """Which of `target`'s reserve cards an aimed discard takes (they are face down: chance picks)."""
    target: int
    kind: ClassVar[str] = "reserve_pick"
    is_chance: ClassVar[Literal[True]] = True


# ---------------------------------------------------------------- prompts: a seat decides

@record
class SelectPrompt:
    """`seat` picks what of the cards drawn (and the reserve) joins the party."""
    seat: int
    kind: ClassVar[str] = "select"
    is_chance: ClassVar[Literal[False]] = False


@record
class RoomPrompt:
    """`card` is joining `seat`'s full party: which party card is discarded to make room."""
    seat: int
    card: str
    kind: ClassVar[str] = "room"
    is_chance: ClassVar[Literal[False]] = False


@record
class WindowPrompt:
    """`seat` holds a reserve card that answers what just happened (the interrupt window at the
    queue front): interrupt, or pass."""
    seat: int
    kind: ClassVar[str] = "window"
    is_chance: ClassVar[Literal[False]] = False


@record
class ArrangePrompt:
    """`seat` puts back the top cards of `what` ("deck" or "yard") it looked at, in an order."""
    seat: int
    what: str
    kind: ClassVar[str] = "arrange"
    is_chance: ClassVar[Literal[False]] = False


@record
class CalamityChoicePrompt:
    """The affected `seats` each pick, secretly and at once, which of their cards the Calamity
    takes (those who chose already are in `state.choices`)."""
    seats: tuple[int, ...]
    kind: ClassVar[str] = "calamity_choice"
    is_chance: ClassVar[Literal[False]] = False


@record
class EitherPrompt:
    """A bonus of `amount`: `seat` takes it as coal or as silver."""
    seat: int
    amount: int
    kind: ClassVar[str] = "either"
    is_chance: ClassVar[Literal[False]] = False


@record
class AimPrompt:
    """`seat` aims the action of its hire `card` at another seat (and a card of theirs)."""
    seat: int
    card: str
    kind: ClassVar[str] = "aim"
    is_chance: ClassVar[Literal[False]] = False


@record
class SalvagePrompt:
    """`seat` takes a hire from the discard pile into its reserve."""
    seat: int
    kind: ClassVar[str] = "salvage"
    is_chance: ClassVar[Literal[False]] = False


@record
class PlaceExtraPrompt:
    """`seat` puts the extra card it drew (state.extra) in its party, its reserve or the discard."""
    seat: int
    kind: ClassVar[str] = "place_extra"
    is_chance: ClassVar[Literal[False]] = False


@record
class TakeReservePrompt:
    """`seat` looked at `target`'s reserve (state.peeked): take one card of it, or leave them."""
    seat: int
    target: int
    kind: ClassVar[str] = "take_reserve"
    is_chance: ClassVar[Literal[False]] = False


Prompt = (FirstPlayerChance | DeckChance | YardChance | CalamityChance | ProceedChance
          | ReservePickChance | SelectPrompt | RoomPrompt | WindowPrompt | ArrangePrompt
          | CalamityChoicePrompt | EitherPrompt | AimPrompt | SalvagePrompt | PlaceExtraPrompt
          | TakeReservePrompt)

FIRST_PLAYER = FirstPlayerChance()
DECK_DRAW = DeckChance()
YARD_DRAW = YardChance()
CALAMITY_DRAW = CalamityChance()
PROCEED = ProceedChance()


# ---------------------------------------------------------------- steps of the turn

@record
class BeginTurn:
    """The turn starts: counters reset; past the turn limit the game ends."""


@record
class DrawCards:
    """Draw `left` more cards from the Draw Deck for `purpose`: "hand" (the selection), "peek"
    (onto the known top, for a look), "extra" (a second recruit) or "burn" (Prairie Fire)."""
    purpose: str
    left: int


@record
class RevealTriggers:
    """Each Calamity Trigger drawn reveals a Calamity, then is discarded."""


@record
class DiscardTrigger:
    """A Calamity Trigger that did its work goes to the discard pile."""


@record
class RevealCalamity:
    """Turn over the next Calamity (a chance draw)."""


@record
class Selection:
    """The current seat selects from the cards drawn."""


@record
class AddToParty:
    """Add `card` to `seat`'s party (making room first if it is full). `source`: where it comes
    from: "hand", a zone like "reserve:1", or the seat it was stolen from. `acts`: whether it is
    performed this turn (a hire recruited, not one stolen)."""
    seat: int
    card: str
    source: Any
    acts: bool


@record
class PerformAdded:
    """Perform the action of every hire added this turn, in the order added."""


@record
class PerformAction:
    """Perform the action of the current seat's hire `card`."""
    card: str


@record
class InterruptWindow:
    """Something a reserve card can answer happened: offer it to `seats`, in order. `trigger`:
    what happened ("aim:<effect code>", "calamity", "calamity_discard", "blue"); `payload`: what
    the answer needs: (attacker, their card) when aimed at, the Calamity's id, (buyer, cattle)
    for a Blue Ribbon bought, None for a card a Calamity discards."""
    trigger: str
    seats: tuple[int, ...]
    payload: Any


@record
class ResolveAim:
    """Do the aimed deed of effect `code` (the hire `card` of `seat`) to `target`: `arg` is the
    card's argument, `theirs` the target's card aimed at ("" if none), `mine` the card given in a
    swap ("" if none)."""
    code: str
    target: int
    arg: str
    theirs: str
    mine: str
    seat: int
    card: str


@record
class LoseFromParty:
    """`seat` discards `card` from its party (if it is still there), because of `why`."""
    seat: int
    card: str
    why: str


@record
class CalamityStrikes:
    """The Calamity `calamity` (its id) does what it does on being revealed."""
    calamity: str


@record
class FillYard:
    """Bring the Yard's top 3 into view (for a Cattle Buyer or Wrangler)."""


@record
class LookAtTop:
    """`seat` looks at the top 3 of `what` ("deck" or "yard")."""
    what: str
    seat: int


@record
class PutBackInOrder:
    """`seat` puts the top cards of `what` it looked at back in an order of its choosing."""
    what: str
    seat: int


@record
class AskCurrent:
    """Wait for the current seat's answer to `prompt` (a bonus to take, a target to aim at...)."""
    prompt: Any


@record
class BuyPhase:
    """Add up this turn's coal and silver and buy as many cattle as they pay for."""


@record
class Purchase:
    """Take the Yard's top cattle, `paid` (how it was paid, for the log)."""
    paid: str


@record
class EndTurn:
    """Unspent coal and silver expire (a Strongbox keeps some)."""


Step = (BeginTurn | DrawCards | RevealTriggers | DiscardTrigger | RevealCalamity | Selection
        | AddToParty | PerformAdded | PerformAction | InterruptWindow | ResolveAim | LoseFromParty
        | CalamityStrikes | FillYard | LookAtTop | PutBackInOrder | AskCurrent | BuyPhase
        | Purchase | EndTurn)


TURN: tuple[Step, ...] = (BeginTurn(), DrawCards("hand", 3), RevealTriggers(), Selection(),
                          PerformAdded(), BuyPhase(), EndTurn())
"""The steps of a turn, as it starts (records are immutable, so every turn shares them)."""


def a_turn() -> list[Step]:
    """A fresh queue for a turn that starts."""
    return list(TURN)


draw_cards = made_once(DrawCards, maxsize=None)
"""DrawCards(purpose, left), one shared record each: a draw step is replaced after every card
drawn, and there are only a few purposes and counts."""
select_prompt = made_once(SelectPrompt, maxsize=None)
"""SelectPrompt(seat), one shared record per seat: every turn asks it."""
