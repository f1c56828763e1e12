"""Durango rules: selection (draw 3), action, buy; Calamities; interrupts from the reserve.

The turn is a queue of small steps (`state.queue`, records of steps.py), each run by its type's
function in `STEPS`. A step that needs a decision or a chance outcome sets `state.prompt` (a prompt
record of steps.py) and waits; `apply` answers the prompt by its type (`ANSWER`) and the queue
runs on. Card effects are the table `effects.EFFECTS` (effect code -> handler).

Interrupt windows: when something an interrupt card answers happens on a player's turn (an action
aimed at a seat, a Calamity, a Blue Ribbon bought), a window step (InterruptWindow) opens for the seats it concerns.
Those seats are known from public facts only. If one of them holds a matching card in reserve it
is asked (Interrupt or Pass); otherwise the window closes by a chance step with the single outcome
`proceed`. `observe` shows every other seat that same chance step in both cases, so nobody can tell
whether a window was offered (see `observe`).
"""
from __future__ import annotations

from collections import Counter
from itertools import permutations
from typing import Any, NamedTuple, Sequence

from game.i18n import N_
from game.rules.common.actions import parse_action
from game.rules.common.contract import CHANCE, IllegalAction, check_actor
from game.rules.durango.info import INFO
from game.rules.common.deck import Drawn, true_cards
from game.rules.common.events import Event, GameEnded, TurnStarted
from game.rules.durango import content as C
from game.rules.durango.actions import (ACTIONS, Arrange, Choose, FirstPlayer, Interrupt,
                                        MakeRoom, Pass, Proceed, Select)
from game.rules.durango.events import (CalamityDeckReshuffled, CalamityRevealed, CardsDrawn,
                                       CattleMoved, DCardMoved, DeckReshuffled, Immune,
                                       Interrupted, Cancelled, Looked, Produced, ResourcesLost,
                                       Selected, YardTopRevealed)
from game.rules.durango import effects as _fx
from game.rules.durango.state import DurangoState
from game.rules.durango.steps import (CALAMITY_DRAW, DECK_DRAW, FIRST_PLAYER, PROCEED as PROCEED_CHANCE,
                                      YARD_DRAW, AddToParty, ArrangePrompt, AskCurrent, BeginTurn,
                                      BuyPhase, CalamityChance, CalamityChoicePrompt,
                                      CalamityStrikes, DeckChance, DiscardTrigger, DrawCards,
                                      EndTurn, FillYard, FirstPlayerChance, InterruptWindow,
                                      LookAtTop, LoseFromParty, PerformAction, PerformAdded,
                                      PlaceExtraPrompt, ProceedChance, Purchase, PutBackInOrder,
                                      ReservePickChance, ResolveAim, RevealCalamity, RevealTriggers,
                                      RoomPrompt, SelectPrompt, Selection, TakeReservePrompt,
                                      WindowPrompt, YardChance,
                                      a_turn, draw_cards, select_prompt)
from game.rules.durango.table import (check_win, discard_from_party, needs_room, ongoing,
                                      order_from, push, reserve_limit,
                                      room_choices)

CARDS = C.CARDS
PROCEED = Proceed()
_DRAWN = {c: Drawn(c) for c in (*C.CARDS, *C.CALAMITY_BY_ID, *set(C.cattle_cards()))}
"""The chance outcome of drawing each card, made at import and never added to (a table of the
content, like `_SELECT` and `_ROOM`, not a cache: nothing is remembered while games are played)."""


_SELECT = {(o, i): Select(o, i) for o in ("party", "reserve", "reserve_party", "reserve_reserve",
                                         "reserve2_party", "reserve2_reserve") for i in range(3)}
_SELECT[("reserve_only", -1)] = Select("reserve_only", -1)
_SELECT[("reserve2_only", -1)] = Select("reserve2_only", -1)
_SELECT[("none", -1)] = Select("none", -1)
_ROOM = {c: MakeRoom(c) for c in C.CARDS}


# ---------------------------------------------------------------- small rule helpers

def cattle_cost(state: DurangoState, seat: int) -> int:
    """5 coal or 5 silver; Drought +1; Railhead Boom and Windmill -1 each, never below 3."""
    cost = C.CATTLE_COST + (1 if ongoing(state, "drought", seat) else 0)
    cut = (1 if ongoing(state, "railhead_boom", seat) else 0) + (1 if C.WINDMILL in state.party[seat] else 0)
    if cut:
        cost = max(C.MIN_REDUCED_COST, cost - cut)
    return cost


def production(state: DurangoState, seat: int) -> list[tuple[str, int, int]]:
    """(source card, coal, silver) for every card of the party that produces this turn."""
    out = []
    blocked = state.blocked[seat]
    for c in state.party[seat]:
        card = CARDS[c]
        if card.is_hire:
            if card.kind in blocked:
                continue
            n = card.produce
            if card.kind == C.FRONTIER and ongoing(state, "blizzard", seat):
                n -= 1
            if card.kind == C.TOWN and ongoing(state, "bank_panic", seat):
                n -= 1
            if n > 0:
                out.append((c, n, 0) if card.kind == C.FRONTIER else (c, 0, n))
        elif card.code == "prod_bonus":
            out.append((c, 1, 1))
    return out


class Purse(NamedTuple):
    """What the seat whose turn it is has to buy cattle with: `coal` and `silver` produced so far
    this turn, and what the Buy phase will still add as things stand (`coal_to_come`,
    `silver_to_come`: the party's production and what the Strongbox keeps)."""
    coal: int = 0
    silver: int = 0
    coal_to_come: int = 0
    silver_to_come: int = 0


def purse(state: DurangoState, seat: int) -> Purse:
    """`seat`'s coal and silver for this turn's purchases, so far and still to come (all zero when
    it is not `seat`'s turn). Actions add theirs at once; the Buy phase adds the party's
    production and the Strongbox's, then spends."""
    if seat != state.current or state.winner is not None:
        return Purse()
    if not any(type(step) is BuyPhase for step in state.queue):
        return Purse(state.coal, state.silver)
    coal = sum(c for _, c, _ in production(state, seat))
    silver = sum(s for _, _, s in production(state, seat))
    kind, kept = state.strongbox[seat]
    return Purse(state.coal, state.silver, coal + (kept if kind == "coal" else 0),
                 silver + (kept if kind == "silver" else 0))


def buy_plan(coal: int, silver: int, cost: int, discount: int, mixed: bool):
    """The most cattle `coal` and `silver` can buy: a list of payments and what is left.
    Each cattle is 5 of one kind (never mixed) unless Bill of Sale; the first may be discounted."""
    first = max(1, cost - discount)
    if mixed:
        total = coal + silver
        if total < first:
            return [], coal, silver
        n = 1 + (total - first) // cost
        pays = []
        left_c, left_s = coal, silver
        for i in range(n):
            price = first if i == 0 else cost
            pc = min(left_c, price)
            ps = price - pc
            left_c -= pc
            left_s -= ps
            pays.append(f"{pc} coal + {ps} silver" if pc and ps else
                        (f"{pc} coal" if pc else f"{ps} silver"))
        return pays, left_c, left_s
    best = None
    for first_kind in ("coal", "silver"):
        c, s = coal, silver
        pays = []
        have = c if first_kind == "coal" else s
        if have >= first:
            if first_kind == "coal":
                c -= first
            else:
                s -= first
            pays.append(f"{first} {first_kind}")
        else:
            continue
        while c >= cost:
            c -= cost
            pays.append(f"{cost} coal")
        while s >= cost:
            s -= cost
            pays.append(f"{cost} silver")
        key = (len(pays), max(c, s))
        if best is None or key > best[0]:
            best = (key, pays, c, s)
    if best is None:
        return [], coal, silver
    return best[1], best[2], best[3]


# ---------------------------------------------------------------- the rules object

class DurangoRules:
    info = INFO

    # ---- setup
    def new_game(self, seats: int, options: dict[str, Any] | None = None) -> DurangoState:
        if not self.info.min_seats <= seats <= self.info.max_seats:
            raise IllegalAction(N_("Durango needs 2 to 5 players, not {count}."), count=seats)
        s = DurangoState(seats=seats)
        s.deck = list(C.draw_deck(seats))
        s.cal_deck = [k.id for k in C.CALAMITIES]
        s.yard = C.cattle_cards()
        s.immune = [False] * seats
        s.party = [[] for _ in range(seats)]
        s.reserve = [[] for _ in range(seats)]
        s.herd = [[] for _ in range(seats)]
        s.blocked = [[] for _ in range(seats)]
        s.strongbox = [["", 0] for _ in range(seats)]
        s.prompt = FIRST_PLAYER
        return s

    # ---- who decides
    def actors(self, state: DurangoState) -> list[int]:
        if state.winner is not None:
            return []
        p = state.prompt
        if p is None:
            return []
        if p.is_chance:
            return [CHANCE]
        if isinstance(p, CalamityChoicePrompt):
            return [s for s in p.seats if s not in state.choices]
        return [p.seat]

    def chance_outcomes(self, state: DurangoState):
        kind = type(state.prompt)
        if kind is FirstPlayerChance:
            return [(FirstPlayer(i), 1 / state.seats) for i in range(state.seats)]
        if kind is ProceedChance:
            return [(PROCEED, 1.0)]
        pool = self._pool(state)
        n = len(pool)
        d = _DRAWN
        return [(d[c], k / n) for c, k in Counter(pool).items()]

    def sample_chance(self, state: DurangoState, rng):
        """`chance_outcomes` without the list: each card of the pile equally likely."""
        kind = type(state.prompt)
        if kind is FirstPlayerChance:
            return FirstPlayer(int(rng.random() * state.seats))
        if kind is ProceedChance:
            return PROCEED
        pool = self._pool(state)
        return _DRAWN[pool[int(rng.random() * len(pool))]]

    @staticmethod
    def _pool(state: DurangoState) -> list[str]:
        p = state.prompt
        kind = type(p)
        if kind is DeckChance:
            return true_cards(state.deck)
        if kind is YardChance:
            return state.yard
        if kind is CalamityChance:
            return state.cal_deck
        assert isinstance(p, ReservePickChance), "the only other pile chance draws from is a reserve"
        return true_cards(state.reserve[p.target])

    def _chance_ok(self, state: DurangoState, action) -> bool:
        kind = type(state.prompt)
        if kind is FirstPlayerChance:
            return type(action) is FirstPlayer and 0 <= action.seat < state.seats
        if kind is ProceedChance:
            return type(action) is Proceed
        return type(action) is Drawn and action.card in self._pool(state)

    def legal_actions(self, state: DurangoState, seat: int) -> list:
        if seat not in self.actors(state):
            return []
        if seat == CHANCE:
            return [o for o, _ in self.chance_outcomes(state)]
        return LEGAL[type(state.prompt)](state, seat)

    # ---- doing
    def apply(self, state: DurangoState, seat: int, action) -> list[Event]:
        p = state.prompt
        if seat == CHANCE and state.winner is None and p is not None and p.is_chance:
            if not self._chance_ok(state, action):
                raise IllegalAction(N_("'{action}' is not a possible outcome now."), action=action)
        else:
            check_actor(self, state, seat)
            if action not in LEGAL[type(p)](state, seat):
                raise IllegalAction(N_("'{action}' is not allowed now."), action=action)
        events: list[Event] = []
        ANSWER[type(state.prompt)](state, seat, action, events)
        run(state, events)
        return events

    # ---- end
    def is_over(self, state: DurangoState) -> bool:
        return state.winner is not None

    def winners(self, state: DurangoState) -> list[int]:
        return list(state.winner or [])

    def scores(self, state: DurangoState) -> list[float]:
        return [float(len(h)) for h in state.herd]

    # ---- information
    def observe(self, state: DurangoState, seat: int) -> DurangoState:
        """What `seat` sees. Reserves of others: face down (None). The cards another player drew:
        None (a Calamity Trigger is shown: it is revealed). The Draw Deck: a count of face-down
        cards (None), because its make-up would reveal hidden reserves. Known top cards of the
        deck / Yard that someone else looked at go back among the unknown. Secret Calamity choices
        of others: None. An interrupt window open for another seat is shown as the chance step
        `proceed` (exactly what the table shows when nobody holds such a card), and other seats'
        passes are hidden."""
        o = state.clone()
        for s in range(o.seats):
            if s != seat:
                o.reserve[s] = [None] * len(o.reserve[s])
        if seat != o.current:
            o.drawn = [c if c == C.TRIGGER_ID else None for c in o.drawn]
            if o.extra is not None and o.extra != C.TRIGGER_ID:
                o.extra = None
            o.peeked = [None] * len(o.peeked)
        if o.deck_top_seer != seat:
            o.deck.extend(o.deck_top)
            o.deck_top = []
            o.deck_top_seer = -1
        o.deck = [None] * len(o.deck)
        if o.yard_top_seer != seat:
            o.yard.extend(o.yard_top[1:])
            del o.yard_top[1:]
            o.yard_top_seer = -1
        o.yard.sort()
        o.passed = [s for s in o.passed if s == seat]
        o.choices = {s: (v if s == seat else None) for s, v in o.choices.items()}
        if type(o.prompt) is WindowPrompt and o.prompt.seat != seat:
            o.prompt = PROCEED_CHANCE
        return o

    def clone(self, state: DurangoState) -> DurangoState:
        return state.clone()

    def determinize(self, observation: DurangoState, seat: int, rng) -> DurangoState:
        s = observation.clone()
        taking = s.prompt if type(s.prompt) is TakeReservePrompt else None
        if taking is not None and seat == s.current:
            s.reserve[taking.target] = list(s.peeked)
        seen = Counter(C.draw_deck(s.seats))
        limbo = [step.card for step in s.queue if type(step) is AddToParty]
        piles: tuple[Sequence[str | None], ...] = (*s.party, *s.reserve, s.drawn, s.deck_top, s.discard,
                                                   [s.extra], limbo)
        for cards in piles:
            for c in cards:
                if c is not None:
                    seen[c] -= 1
        pool = list(seen.elements())
        rng.shuffle(pool)

        def fill(cards):
            return [c if c is not None else pool.pop() for c in cards]

        s.reserve = [fill(r) for r in s.reserve]
        if taking is not None and None in s.peeked:
            # Another seat's guess: what the current player looked at is the (guessed) reserve they
            # looked into, so their Card Sharp choice can be searched like any other.
            s.peeked = list(s.reserve[taking.target])
        s.drawn = fill(s.drawn)
        if s.extra is None and type(s.prompt) is PlaceExtraPrompt:
            s.extra = pool.pop()
        s.deck = fill(s.deck)
        if s.choices:
            for k, v in list(s.choices.items()):
                if v is None:
                    opts = calamity_options(s, k)
                    s.choices[k] = rng.choice(opts) if opts else None
        return s

    def parse_action(self, text: str):
        return parse_action(text, ACTIONS)


RULES = DurangoRules()


# ---------------------------------------------------------------- the step runner

def run(state: DurangoState, events: list[Event]) -> None:
    """Run queued steps until one waits for a decision or chance, or the game ends."""
    while state.prompt is None and state.winner is None:
        if not state.yard_top and (state.yard or state.yard_bottom):
            if state.yard:
                state.prompt = YARD_DRAW
                return
            state.yard_top.append(state.yard_bottom.pop(0))
            events.append(YardTopRevealed(state.yard_top[0]))
            continue
        if not state.queue:
            if state.started:
                state.current = (state.current + 1) % state.seats
            state.started = True
            state.queue = a_turn()
        step = state.queue[0]
        STEPS[type(step)](state, step, events)


# ---- steps

def step_begin(state, step, events):
    state.queue.pop(0)
    state.turns += 1
    state.coal = state.silver = state.discount = 0
    state.added = []
    state.drawn = []
    state.triggers = 0
    events.append(TurnStarted(state.current, state.turns))
    if state.turns > C.TURN_LIMIT:
        best = max((len(h), sum(map(C.is_blue, h))) for h in state.herd)
        state.winner = [s for s in range(state.seats)
                        if (len(state.herd[s]), sum(map(C.is_blue, state.herd[s]))) == best]
        state.queue = []
        events.append(GameEnded(tuple(state.winner)))


def step_draw(state, step: DrawCards, events):
    """Draw the step's cards from the Draw Deck, one at a time (a known top card first)."""
    if step.left <= 0:
        state.queue.pop(0)
        return
    if state.deck_top and step.purpose != "peek":
        card = state.deck_top.pop(0)
        if not state.deck_top:
            state.deck_top_seer = -1
        deliver(state, card, events)
        return
    if not state.deck and state.discard:
        state.deck, state.discard = state.discard, []
        events.append(DeckReshuffled(len(state.deck)))
    if not state.deck:
        state.queue.pop(0)
        return
    state.prompt = DECK_DRAW


def deliver(state, card, events):
    """A card came off the Draw Deck for the purpose of the draw step at the queue front."""
    step = state.queue[0]
    purpose = step.purpose
    state.queue[0] = draw_cards(purpose, step.left - 1)
    if step.left - 1 <= 0:
        state.queue.pop(0)
    seat = state.current
    if purpose == "hand":
        state.drawn.append(card)
        if card == C.TRIGGER_ID:
            state.triggers += 1
            events.append(DCardMoved(card, "deck", f"hand:{seat}", why=N_("Calamity Trigger!")))
        else:
            events.append(CardsDrawn(seat, (card,), private_to=(seat,)))
    elif purpose == "peek":
        state.deck_top.append(card)
    elif purpose == "extra":
        if card == C.TRIGGER_ID:
            events.append(DCardMoved(card, "deck", f"hand:{seat}", why=N_("Calamity Trigger!")))
            state.extra = None
            state.discard.append(card)
            push(state, RevealCalamity())
        else:
            state.extra = card
            events.append(CardsDrawn(seat, (card,), private_to=(seat,)))
    elif purpose == "burn":
        state.discard.append(card)
        events.append(DCardMoved(card, "deck", "discard", why=N_("Prairie Fire")))


def step_triggers(state, step, events):
    """Finish drawing, then each Calamity Trigger drawn reveals a Calamity and is discarded."""
    state.queue.pop(0)
    push(state, *[each for _ in range(state.triggers) for each in (RevealCalamity(), DiscardTrigger())])


def step_discard_trigger(state, step, events):
    state.queue.pop(0)
    if C.TRIGGER_ID in state.drawn:
        state.drawn.remove(C.TRIGGER_ID)
        state.discard.append(C.TRIGGER_ID)
        events.append(DCardMoved(C.TRIGGER_ID, f"hand:{state.current}", "discard",
                                 why=N_("the Trigger is spent")))


def step_calamity(state, step, events):
    if not state.cal_deck:
        state.cal_deck = [k.id for k in C.CALAMITIES]
        state.cal_revealed = []
        events.append(CalamityDeckReshuffled())
    state.prompt = CALAMITY_DRAW


def step_select(state, step, events):
    state.prompt = select_prompt(state.current)


def step_add(state, step: AddToParty, events):
    """Add a card to a party, making room first if full."""
    seat, card, src = step.seat, step.card, step.source
    if needs_room(state, seat):
        state.prompt = RoomPrompt(seat, card)
        return
    state.queue.pop(0)
    state.party[seat].append(card)
    if isinstance(src, int):
        events.append(DCardMoved(card, src, seat, why=N_("stolen")))
    else:
        events.append(DCardMoved(card, f"hand:{seat}" if src == "hand" else src, seat,
                                 why=N_("joins the party")))
    if step.acts and CARDS[card].is_hire:
        state.added.append(card)


def step_actions(state, step, events):
    """Perform the action of every hire added this turn, in the order added."""
    state.queue.pop(0)
    push(state, *[PerformAction(c) for c in state.added])


def step_act(state, step: PerformAction, events):
    state.queue.pop(0)
    _fx.perform(state, state.current, step.card, events)


def step_window(state, step: InterruptWindow, events):
    """Offer the interrupt to the window's seats holding a matching card, in order."""
    for s in step.seats:
        if s not in state.passed and window_cards(state, s, step.trigger, step.payload):
            state.prompt = WindowPrompt(s)
            return
    state.prompt = PROCEED_CHANCE


def step_resolve(state, step: ResolveAim, events):
    state.queue.pop(0)
    _fx.RESOLVE[step.code](state, step, events)


def step_lose_party(state, step: LoseFromParty, events):
    state.queue.pop(0)
    if step.card in state.party[step.seat]:
        discard_from_party(state, step.seat, step.card, step.why, events)


def step_perform(state, step: CalamityStrikes, events):
    state.queue.pop(0)
    _fx.CALAMITY_EFFECTS[C.CALAMITY_BY_ID[step.calamity].code](state, step.calamity, events)


def step_fill_yard(state, step, events):
    """Bring the Yard's top 3 into view (for a Cattle Buyer / Wrangler)."""
    if len(state.yard_top) < 3 and state.yard:
        state.prompt = YARD_DRAW
        return
    while len(state.yard_top) < 3 and state.yard_bottom:
        state.yard_top.append(state.yard_bottom.pop(0))
    state.queue.pop(0)


def step_look(state, step: LookAtTop, events):
    what, seat = step.what, step.seat
    state.queue.pop(0)
    cards = state.deck_top[:3] if what == "deck" else state.yard_top[:3]
    if what == "deck":
        state.deck_top_seer = seat
    else:
        state.yard_top_seer = seat
    events.append(Looked(seat, what, tuple(cards), private_to=(seat,)))
    if len(cards) > 1:
        push(state, PutBackInOrder(what, seat))


def step_arrange(state, step: PutBackInOrder, events):
    state.prompt = ArrangePrompt(step.seat, step.what)


def step_prompt(state, step: AskCurrent, events):
    """Steps that only wait for the current player's answer to their prompt."""
    if type(step.prompt) is PlaceExtraPrompt and state.extra is None:
        state.queue.pop(0)
        return
    state.prompt = step.prompt


def step_buy(state, step, events):
    """Add up this turn's coal and silver and buy as many cattle as they pay for."""
    state.queue.pop(0)
    seat = state.current
    for card, coal, silver in production(state, seat):
        state.coal += coal
        state.silver += silver
        events.append(Produced(seat, coal, silver, card))
    kind, amount = state.strongbox[seat]
    if amount:
        if kind == "coal":
            state.coal += amount
        else:
            state.silver += amount
        events.append(Produced(seat, amount if kind == "coal" else 0,
                               amount if kind == "silver" else 0, "the Strongbox"))
        state.strongbox[seat] = ["", 0]
    pays, state.coal, state.silver = buy_plan(state.coal, state.silver, cattle_cost(state, seat),
                                              state.discount, C.BILL_OF_SALE in state.party[seat])
    push(state, *[Purchase(p) for p in pays])


def step_purchase(state, step: Purchase, events):
    state.queue.pop(0)
    seat = state.current
    if not state.yard_top:
        return
    cattle = state.yard_top.pop(0)
    if not state.yard_top:
        state.yard_top_seer = -1
    state.herd[seat].append(cattle)
    events.append(CattleMoved(cattle, "yard", seat, paid=step.paid))
    if state.yard_top:
        events.append(YardTopRevealed(state.yard_top[0]))
    if check_win(state, seat, events):
        return
    if C.is_blue(cattle) and C.BRANDING_IRON not in state.party[seat]:
        others = tuple(s for s in order_from(state, seat) if s != seat
                       and any(not C.is_blue(c) for c in state.herd[s]))
        if others:
            push(state, InterruptWindow("blue", others, (seat, cattle)))


def step_end(state, step, events):
    """Unspent coal and silver expire (a Strongbox keeps up to 4 of one kind)."""
    state.queue.pop(0)
    seat = state.current
    kept = 0
    if C.STRONGBOX in state.party[seat] and (state.coal or state.silver):
        kind = "coal" if state.coal >= state.silver else "silver"
        kept = min(C.STRONGBOX_LIMIT, state.coal if kind == "coal" else state.silver)
        state.strongbox[seat] = [kind, kept]
    if state.coal or state.silver:
        events.append(ResourcesLost(seat, state.coal, state.silver, kept))
    state.coal = state.silver = state.discount = 0
    state.blocked[seat] = []
    for c in state.drawn:
        if c is not None:
            state.discard.append(c)
    state.drawn = []


STEPS = {
    BeginTurn: step_begin, DrawCards: step_draw, RevealTriggers: step_triggers,
    DiscardTrigger: step_discard_trigger, RevealCalamity: step_calamity, Selection: step_select,
    AddToParty: step_add, PerformAdded: step_actions, PerformAction: step_act,
    InterruptWindow: step_window, ResolveAim: step_resolve, LoseFromParty: step_lose_party,
    CalamityStrikes: step_perform, FillYard: step_fill_yard, LookAtTop: step_look,
    PutBackInOrder: step_arrange, AskCurrent: step_prompt, BuyPhase: step_buy,
    Purchase: step_purchase, EndTurn: step_end,
}


# ---------------------------------------------------------------- interrupt cards

WINDOW_CODES = {
    "cancel_cattle_steal": lambda trig: trig == "aim:steal_cattle",
    "cancel_hire_attack": lambda trig: trig in ("aim:steal_hire", "aim:swap_hire", "aim:discard_hire"),
    "cancel_any": lambda trig: trig.startswith("aim:"),
    "ignore_calamity": lambda trig: trig == "calamity",
    "save_discard": lambda trig: trig in ("aim:discard_hire", "calamity_discard"),
    "snatch_blue": lambda trig: trig == "blue",
}


def window_cards(state, seat, trig, payload) -> list[str]:
    out = []
    for c in state.reserve[seat]:
        if c is None:
            continue
        test = WINDOW_CODES.get(CARDS[c].code)
        if test is not None and test(trig) and c not in out:
            out.append(c)
    return out


def interrupt_options(state, seat) -> list:
    window = state.queue[0]
    trig, payload = window.trigger, window.payload
    out: list = [Pass()]
    for card in window_cards(state, seat, trig, payload):
        code = CARDS[card].code
        rooms = [""]
        if code != "save_discard" and needs_room(state, seat):
            rooms = room_choices(state, seat)
        gives = [""]
        if code == "snatch_blue":
            gives = sorted({c for c in state.herd[seat] if not C.is_blue(c)})
        out += [Interrupt(card, r, g) for r in rooms for g in gives]
    return out


def answer_window(state, seat, action, events):
    state.prompt = None
    if isinstance(action, Pass):
        state.passed.append(seat)
        return
    payload = state.queue[0].payload
    card = action.card
    state.reserve[seat].remove(card)
    code = CARDS[card].code
    events.append(Interrupted(seat, card, state.current))
    if code == "save_discard":
        nxt = state.queue[1]
        saved = nxt.theirs if type(nxt) is ResolveAim else nxt.card
        state.queue[0:2] = []
        state.passed = []
        i = state.party[seat].index(saved)
        state.party[seat][i] = card
        if saved == C.STRONGBOX:
            state.strongbox[seat] = ["", 0]
        state.reserve[seat].append(saved)
        events.append(DCardMoved(card, f"reserve:{seat}", seat, why=N_("Old Friend steps in")))
        events.append(DCardMoved(saved, seat, f"reserve:{seat}", why=N_("saved by Old Friend")))
        return
    if action.room:
        discard_from_party(state, seat, action.room, N_("to make room"), events)
    state.party[seat].append(card)
    events.append(DCardMoved(card, f"reserve:{seat}", seat, why=N_("interrupt")))
    if code in ("cancel_cattle_steal", "cancel_hire_attack", "cancel_any"):
        attacker, src = payload
        state.queue[0:2] = []
        state.passed = []
        events.append(Cancelled(attacker, src))
        if code == "cancel_any" and src in state.party[attacker]:
            discard_from_party(state, attacker, src, N_("shot by the Sharpshooter"), events)
    elif code == "ignore_calamity":
        state.immune[seat] = True
        state.passed.append(seat)
        events.append(Immune(seat))
    elif code == "snatch_blue":
        buyer, cattle = payload
        state.queue.pop(0)
        state.passed = []
        state.herd[seat].remove(action.give)
        state.herd[buyer].append(action.give)
        state.herd[buyer].remove(cattle)
        state.herd[seat].append(cattle)
        events.append(CattleMoved(action.give, seat, buyer, why=N_("Cattle Baron's Daughter")))
        events.append(CattleMoved(cattle, buyer, seat, why=N_("Cattle Baron's Daughter")))
        check_win(state, seat, events)


# ---------------------------------------------------------------- answers to prompts

def answer_first(state, seat, action, events):
    state.prompt = None
    state.current = action.seat


def answer_draw(state, seat, action, events):
    state.prompt = None
    state.deck.remove(action.card)
    deliver(state, action.card, events)
    if state.prompt is None and state.queue and type(state.queue[0]) is DrawCards and state.deck \
            and not state.deck_top:
        state.prompt = DECK_DRAW  # the next card of the same draw: straight to chance


def answer_yard(state, seat, action, events):
    state.prompt = None
    state.yard.remove(action.card)
    state.yard_top.append(action.card)
    if len(state.yard_top) == 1:
        events.append(YardTopRevealed(action.card))


def answer_calamity(state, seat, action, events):
    state.prompt = None
    kid = action.card
    state.cal_deck.remove(kid)
    state.cal_revealed.append(kid)
    state.active = kid
    state.immune = [False] * state.seats
    state.queue.pop(0)
    events.append(CalamityRevealed(state.current, kid))
    others = tuple(s for s in order_from(state, state.current) if s != state.current)
    push(state, InterruptWindow("calamity", others, kid), CalamityStrikes(kid))


def answer_proceed(state, seat, action, events):
    state.prompt = None
    state.queue.pop(0)
    state.passed = []


def answer_reserve_pick(state, seat, action, events):
    target = state.prompt.target
    state.prompt = None
    state.reserve[target].remove(action.card)
    state.discard.append(action.card)
    events.append(DCardMoved(action.card, f"reserve:{target}", "discard", why=N_("reserve discarded")))


def legal_select(state, seat):
    idx = [i for i, c in enumerate(state.drawn) if c != C.TRIGGER_ID]
    has_res = bool(state.reserve[seat])
    room = len(state.reserve[seat]) < reserve_limit(state.party[seat])
    out = []
    sel = _SELECT
    second = _second_reserve_differs(state, seat)
    for i in idx:
        out.append(sel["party", i])
        if room:
            out.append(sel["reserve", i])
        if has_res:
            out.append(sel["reserve_party", i])
            out.append(sel["reserve_reserve", i])
        if second:
            out.append(sel["reserve2_party", i])
            out.append(sel["reserve2_reserve", i])
    if not idx:
        out.append(sel["reserve_only", -1] if has_res else sel["none", -1])
        if second:
            out.append(sel["reserve2_only", -1])
    return out


def _second_reserve_differs(state, seat) -> bool:
    """Saddlebags hold two reserve cards: the player picks which one comes out (the `reserve2_`
    options name the second), offered only when the two are different cards."""
    res = state.reserve[seat]
    return len(res) > 1 and res[0] != res[1]


def answer_select(state, seat, action, events):
    state.prompt = None
    state.queue.pop(0)
    opt = action.option
    events.append(Selected(seat, opt))
    steps = []
    if opt.startswith("reserve_") or opt.startswith("reserve2_"):
        card = state.reserve[seat].pop(1 if opt.startswith("reserve2_") else 0)
        steps.append(AddToParty(seat, card, f"reserve:{seat}", True))
    chosen = state.drawn[action.card] if action.card >= 0 else None
    if chosen is not None:
        del state.drawn[action.card]
        if opt in ("party", "reserve_party", "reserve2_party"):
            steps.append(AddToParty(seat, chosen, "hand", True))
        else:
            state.reserve[seat].append(chosen)
            events.append(DCardMoved(chosen, f"hand:{seat}", f"reserve:{seat}", face_up=False,
                                     private_to=(seat,), why=N_("reserved")))
    for c in state.drawn:
        state.discard.append(c)
        events.append(DCardMoved(c, f"hand:{seat}", "discard", why=N_("not taken")))
    state.drawn = []
    push(state, *steps)


def legal_room(state, seat):
    return [_ROOM[c] for c in room_choices(state, seat)]


def answer_room(state, seat, action, events):
    state.prompt = None
    discard_from_party(state, seat, action.card, N_("to make room"), events)


def legal_arrange(state, seat):
    what = state.prompt.what
    n = min(3, len(state.deck_top if what == "deck" else state.yard_top))
    return [Arrange(p) for p in permutations(range(n))]


def answer_arrange(state, seat, action, events):
    what = state.prompt.what
    state.prompt = None
    state.queue.pop(0)
    top = state.deck_top if what == "deck" else state.yard_top
    n = len(action.order)
    before = top[0] if top else None
    top[0:n] = [top[i] for i in action.order]
    if what == "yard" and top and top[0] != before:
        events.append(YardTopRevealed(top[0]))


def legal_calamity_choice(state, seat):
    return [Choose(v) for v in calamity_options(state, seat)]


def calamity_options(state, seat):
    code = C.CALAMITY_BY_ID[state.active].code
    return _fx.CHOICE_OPTIONS[code](state, seat)


def answer_calamity_choice(state, seat, action, events):
    state.choices[seat] = action.value
    if all(s in state.choices for s in state.prompt.seats):
        state.prompt = None
        _fx.resolve_calamity_choices(state, events)


def answer_from_effects(answer_prompt):
    """An answer to a prompt an AskCurrent step set: the step goes, the effect's answer runs."""
    def answer(state, seat, action, events):
        prompt = state.prompt
        state.prompt = None
        state.queue.pop(0)
        answer_prompt(state, seat, action, events, prompt)
    return answer


LEGAL = {
    SelectPrompt: legal_select, RoomPrompt: legal_room, WindowPrompt: interrupt_options,
    ArrangePrompt: legal_arrange, CalamityChoicePrompt: legal_calamity_choice,
    **_fx.ASK_LEGAL,
}
ANSWER = {
    FirstPlayerChance: answer_first, DeckChance: answer_draw, YardChance: answer_yard,
    CalamityChance: answer_calamity, ProceedChance: answer_proceed,
    ReservePickChance: answer_reserve_pick, SelectPrompt: answer_select, RoomPrompt: answer_room,
    WindowPrompt: answer_window, ArrangePrompt: answer_arrange,
    CalamityChoicePrompt: answer_calamity_choice,
    **{kind: answer_from_effects(answer) for kind, answer in _fx.ASK_ANSWER.items()},
}
