"""Desperados of Dice Town: the rules engine (the reference for the other four games).

How a turn flows (see `Phase`): the dice tumble (chance), the player rerolls any dice up to three
rolls, then picks the effect: Desperado actions (each Action face to one rolled desperado) or the
draw (Trio 3 keep 1, Set of Four 4 keep 2, Misery 1). Wild West cards are played in the windows
their timing names; a card that came this turn waits for the next one.

Reaction windows and hidden information: a declared action opens a window only for the
opponents who hold a playable Sheriff's Whistle (and an attack one for its victims holding Take
Cover). `observe` shows every other seat the table as if no window were open — the phase, the
waiting seats and the declared action are hidden — so nobody learns from the rules that a window
was offered. Which seat is deciding is the controller's to keep off the shared screen.
"""
from __future__ import annotations

from collections import Counter
from typing import Any

from game.rules.common.actions import parse_action
from game.rules.common.contract import CHANCE, GameInfo, IllegalAction, check_actor
from game.rules.common.deck import Deck, Drawn
from game.rules.common.dice import DieFace
from game.rules.common.events import (CardMoved, DieRolled, Event, GameEnded, MoneyMoved,
                                      PlayerEliminated)
from game.rules.common.money import Ledger
from game.rules.desperados import content as C
from game.rules.desperados.actions import (ACTIONS, Act, DrawCards, EndTurn, Free, Keep, Notch, Pass,
                                           PlayCard, React, Reroll, SharpDraw, SharpSteal, Stop,
                                           Stolen, TakeActions)
from game.rules.desperados.events import (ActionCancelled, ActionDeclared, Attacked, BrainUsed,
                                          CardPlayed, CardsKept, CardStolen, DeckReshuffled,
                                          DiceRerolled, EffectChosen, Escaped, NotchTurned,
                                          SetupRerolled, TurnBegins)
from game.rules.desperados.state import Declared, DesperadosState, Phase

BRAIN = C.MEMBERS.index("brain")
CHANCE_PHASES = (Phase.SETUP, Phase.ROLL, Phase.DRAW, Phase.STEAL)
REROLL_CHOICES = tuple(tuple(i for i in range(C.DICE) if mask >> i & 1) for mask in range(1, 1 << C.DICE))
REROLLS = tuple(Reroll(d) for d in REROLL_CHOICES)
ACTS = {m: Act(m) for m in C.MEMBERS}
"""Actions are immutable, so the commonest ones are made once (playouts build millions)."""


def member_index(member: str) -> int:
    try:
        return C.MEMBERS.index(member)
    except ValueError:
        raise IllegalAction(f"There is no desperado called {member!r}.") from None


# -- reading the dice -------------------------------------------------------------------------------
def combination(dice: list[str | None]) -> str | None:
    """'four', 'trio' or None: the best set of identical faces (Action faces count too)."""
    most = max(Counter(dice).values())
    return "four" if most >= 4 else "trio" if most == 3 else None


def action_faces(state: DesperadosState) -> int:
    return state.dice.count(C.ACTION)


def rolled_members(dice: list[str | None]) -> list[str]:
    """Desperados who may act: one entry per Character face shown (duplicates are wasted)."""
    return [m for m in C.MEMBERS if m in dice]


def can_take_actions(state: DesperadosState) -> bool:
    """An Action face (or Extra Bullet) and a rolled desperado to give it to. Four Action faces
    are a Set of Four and leave nobody to act, so they can only draw."""
    return action_faces(state) + state.extra_actions > 0 and bool(rolled_members(state.dice))


def draw_kind(state: DesperadosState) -> str | None:
    """The draw the dice allow: 'four', 'trio', 'misery' (no Action face, no set) or None."""
    combo = combination(state.dice)
    if combo:
        return combo
    if action_faces(state) + state.extra_actions == 0:
        return "misery"
    return None


DRAWS = {"four": (4, 2), "trio": (3, 1), "misery": (1, 1)}


class DesperadosRules:
    info = GameInfo("desperados", "Desperados of Dice Town", 2, 4,
                    "Roll the gang dice, spring your outlaws from jail and rob the town blind.")

    # -- the contract ------------------------------------------------------------------------------
    def new_game(self, seats: int, options: dict[str, Any] | None = None) -> DesperadosState:
        if not self.info.min_seats <= seats <= self.info.max_seats:
            raise IllegalAction(f"Desperados seats 2 to 4 players, not {seats}.")
        money = Ledger({s: C.START_MONEY for s in range(seats)})
        money.balances["bank"] = 0
        return DesperadosState(
            seats=seats, money=money, jail=[[C.DESPERADOS[m].ranks for m in C.MEMBERS] for _ in range(seats)],
            hands=[[] for _ in range(seats)], fresh=[0] * seats, deck=Deck(list(C.DECK)), alive=[True] * seats)

    def actors(self, state: DesperadosState) -> list[int]:
        if state.phase == Phase.OVER:
            return []
        if state.phase in CHANCE_PHASES:
            return [CHANCE]
        if state.phase == Phase.REACT:
            return state.reactors[:1]
        return [state.current]

    def chance_outcomes(self, state: DesperadosState):
        if state.phase in (Phase.SETUP, Phase.ROLL):
            return C.DIE.outcomes(state.to_roll[0])
        if state.phase == Phase.DRAW:
            return state.deck.draw_outcomes()
        if state.phase == Phase.STEAL:
            hand = state.hands[state.steal_from]
            return [(Stolen(card), n / len(hand)) for card, n in sorted(Counter(hand).items())]
        raise IllegalAction("No random step is due.")

    def legal_actions(self, state: DesperadosState, seat: int) -> list:
        if seat not in self.actors(state):
            return []
        if seat == CHANCE:
            return [o for o, _ in self.chance_outcomes(state)]
        phase = state.phase
        if phase == Phase.REACT:
            return [React(state.declared.card), Pass()]
        if phase == Phase.KEEP:
            return [Keep(cards) for cards in keep_choices(state.drawn, state.keep)]
        if phase == Phase.NOTCH:
            return [Notch(m) for i, m in enumerate(C.MEMBERS) if state.jail[seat][i]]
        if phase == Phase.FREE:
            return [Free(m) for i, m in enumerate(C.MEMBERS) if state.jail[seat][i]]
        if phase == Phase.SHARP:
            return [SharpDraw()] + [SharpSteal(t) for t in state.opponents(seat) if state.hands[t]]
        moves: list = []
        if phase == Phase.DECIDE:
            if state.rolls < C.MAX_ROLLS or state.extra_rolls:
                moves += REROLLS
            moves.append(Stop())
        elif phase == Phase.EFFECT:
            if can_take_actions(state):
                moves.append(TakeActions())
            if draw_kind(state):
                moves.append(DrawCards())
        elif phase == Phase.ACTIONS:
            moves += [ACTS[m] for m in rolled_members(state.dice)]
        elif phase == Phase.END:
            moves.append(EndTurn())
        return moves + self._card_plays(state, seat)

    def apply(self, state: DesperadosState, seat: int, action) -> list[Event]:
        check_actor(self, state, seat)
        if not (self._is_due_die(state, seat, action) or action in self.legal_actions(state, seat)):
            raise IllegalAction(self._why_not(state, seat, action))
        handler = HANDLERS[type(action)]
        events = handler(self, state, seat, action)
        events += self._settle(state, events)
        return events

    def _is_due_die(self, state: DesperadosState, seat: int, action) -> bool:
        """Fast check for the commonest step, a die landing (saves building the outcome list)."""
        return (seat == CHANCE and type(action) is DieFace and state.phase in (Phase.SETUP, Phase.ROLL)
                and action.die == state.to_roll[0] and action.face in C.DIE.faces)

    def is_over(self, state: DesperadosState) -> bool:
        return state.phase == Phase.OVER

    def winners(self, state: DesperadosState) -> list[int]:
        return [] if state.winner is None else [state.winner]

    def scores(self, state: DesperadosState) -> list[float]:
        """Money, plus a little for each escaped desperado (used to rank the losers)."""
        return [float(state.money[s]) + 0.1 * state.jail[s].count(0) if state.alive[s] else -1.0
                for s in range(state.seats)]

    def observe(self, state: DesperadosState, seat: int) -> DesperadosState:
        view = state.clone()
        for s in range(state.seats):
            if s != seat:
                view.hands[s] = [None] * len(view.hands[s])
        if seat != state.current:
            view.drawn = [None] * len(view.drawn)
        view.deck.cards = [None] * len(view.deck.cards)  # type: ignore[list-item]
        if view.phase == Phase.REACT and seat not in view.reactors:
            self._hide_window(view)
        elif view.phase == Phase.REACT:
            view.reactors = [seat]
        return view

    def clone(self, state: DesperadosState) -> DesperadosState:
        return state.clone()

    def determinize(self, observation: DesperadosState, seat: int, rng) -> DesperadosState:
        state = observation.clone()
        pool = Counter(C.DECK)
        for card in (c for h in state.hands for c in h if c is not None):
            pool[card] -= 1
        for card in (c for c in state.drawn if c is not None):
            pool[card] -= 1
        pool.subtract(Counter(state.deck.discards))
        unseen = sorted(pool.elements())
        rng.shuffle(unseen)
        for hand in state.hands:
            for i, card in enumerate(hand):
                if card is None:
                    hand[i] = unseen.pop()
        state.drawn = [c if c is not None else unseen.pop() for c in state.drawn]
        state.deck.cards = unseen
        return state

    def parse_action(self, text: str):
        return parse_action(text, ACTIONS)

    # -- why an action is refused ------------------------------------------------------------------
    def _why_not(self, state: DesperadosState, seat: int, action) -> str:
        if isinstance(action, PlayCard):
            if action.card not in state.hands[seat]:
                return "That card is not in your hand."
            if action.card not in state.playable(seat):
                return "A card cannot be played in the turn it was drawn."
            return f"{C.CARDS[action.card].name} is played {C.CARDS[action.card].when}, with a valid target."
        if isinstance(action, Reroll) and state.phase == Phase.DECIDE:
            return "You have used your three rolls."
        if isinstance(action, Act) and state.phase == Phase.ACTIONS:
            return f"Only a desperado whose face you rolled may act, and the {action.member} was not rolled."
        if isinstance(action, DrawCards):
            return "You draw only on a Trio, a Set of Four or Misery (no Action face)."
        if isinstance(action, TakeActions):
            return "You need an Action face (and a rolled desperado) to take actions."
        return f"'{action}' is not allowed now."

    # -- card plays ---------------------------------------------------------------------------------
    def _card_plays(self, state: DesperadosState, seat: int) -> list[PlayCard]:
        if seat != state.current or state.phase not in (Phase.DECIDE, Phase.EFFECT, Phase.ACTIONS, Phase.END):
            return []
        plays: list[PlayCard] = []
        for card in sorted(set(state.playable(seat))):
            plays += CARD_TARGETS[card](state, seat)
        return plays

    # -- after every step: chance bookkeeping, ends of turn, the win ------------------------------
    def _settle(self, state: DesperadosState, happened: list[Event]) -> list[Event]:
        events: list[Event] = []
        if state.phase == Phase.OVER:
            return events
        if any(type(e) in WIN_TRIGGERS for e in happened):
            events += self._check_end(state)
        if state.phase == Phase.OVER:
            return events
        if state.phase == Phase.DRAW and not state.deck.cards:
            if state.deck.recycle_discards():
                events.append(DeckReshuffled(len(state.deck.cards)))
            else:
                state.to_draw = 0
        if state.phase == Phase.DRAW and state.to_draw == 0:
            events += self._finish_draw(state)
        if state.phase == Phase.ACTIONS and state.actions_left == 0:
            state.phase = Phase.END
        if state.phase == Phase.END and not self._card_plays(state, state.current):
            events += self._next_turn(state)
        return events

    def _check_end(self, state: DesperadosState) -> list[Event]:
        """Last gang standing, or a gang all out of jail that is (at least tied) richest."""
        living = [s for s in range(state.seats) if state.alive[s]]
        winner = None
        if len(living) == 1:
            winner = living[0]
        else:
            richest = max(state.money[s] for s in living)
            for s in [state.current] + state.opponents(state.current):
                if state.alive[s] and not any(state.jail[s]) and state.money[s] >= richest:
                    winner = s
                    break
        if winner is None:
            return []
        state.winner = winner
        state.phase = Phase.OVER
        return [GameEnded((winner,))]

    def _next_turn(self, state: DesperadosState) -> list[Event]:
        state.fresh = [0] * state.seats
        state.current = state.opponents(state.current)[0]
        state.turn += 1
        state.dice = [None] * C.DICE
        state.to_roll = list(range(C.DICE))
        state.rolls = state.extra_rolls = state.extra_actions = state.actions_left = state.brain_uses = 0
        state.phase = Phase.ROLL
        return [TurnBegins(state.current, state.turn)]

    # -- setup and rolling -----------------------------------------------------------------------
    def _land_die(self, state: DesperadosState, seat: int, action: DieFace) -> list[Event]:
        die = state.to_roll.pop(0)
        if action.die != die:
            raise IllegalAction(f"Die {die} is rolling, not die {action.die}.")
        state.dice[die] = action.face
        owner = state.setup_seat if state.phase == Phase.SETUP else state.current
        events: list[Event] = [DieRolled(owner, die, action.face)]
        if state.to_roll:
            return events
        if state.phase == Phase.SETUP:
            return events + self._finish_setup_roll(state)
        state.rolls += 1
        state.phase = Phase.DECIDE
        if state.rolls >= C.MAX_ROLLS and not state.extra_rolls and "lucky_horseshoe" not in state.playable(state.current):
            state.phase = Phase.EFFECT
        return events

    def _finish_setup_roll(self, state: DesperadosState) -> list[Event]:
        """Reroll Action faces and faces beyond two of a kind; else turn the rolled desperados."""
        seen: Counter = Counter()
        again = []
        for i, face in enumerate(state.dice):
            seen[face] += 1
            if face == C.ACTION or seen[face] > 2:
                again.append(i)
        seat = state.setup_seat
        if again:
            state.to_roll = again
            return [SetupRerolled(seat, tuple(again))]
        events: list[Event] = []
        for face in state.dice:
            events += self._turn_notch(state, seat, C.MEMBERS.index(face))
        state.setup_seat += 1
        state.dice = [None] * C.DICE
        state.to_roll = list(range(C.DICE))
        if state.setup_seat == state.seats:
            state.current = state.seats - 1
            events += self._next_turn(state)
            state.turn = 1
        return events

    def _reroll(self, state: DesperadosState, seat: int, action: Reroll) -> list[Event]:
        if state.rolls >= C.MAX_ROLLS:
            state.extra_rolls -= 1
        for d in action.dice:
            state.dice[d] = None
        state.to_roll = list(action.dice)
        state.phase = Phase.ROLL
        return [DiceRerolled(seat, action.dice, state.rolls + 1)]

    def _stop(self, state: DesperadosState, seat: int, action: Stop) -> list[Event]:
        state.phase = Phase.EFFECT
        return []

    # -- the effect of the roll ------------------------------------------------------------------
    def _take_actions(self, state: DesperadosState, seat: int, action: TakeActions) -> list[Event]:
        state.actions_left = action_faces(state) + state.extra_actions
        state.phase = Phase.ACTIONS
        return [EffectChosen(seat, "actions")]

    def _draw_cards(self, state: DesperadosState, seat: int, action: DrawCards) -> list[Event]:
        kind = draw_kind(state)
        state.to_draw, state.keep = DRAWS[kind]
        state.drawn = []
        state.resume = Phase.KEEP
        state.phase = Phase.DRAW
        return [EffectChosen(seat, kind)]

    def _card_drawn(self, state: DesperadosState, seat: int, action: Drawn) -> list[Event]:
        state.deck.take(action.card)
        state.drawn.append(action.card)
        state.to_draw -= 1
        return [CardMoved(action.card, "deck", state.current, face_up=False, private_to=(state.current,))]

    def _finish_draw(self, state: DesperadosState) -> list[Event]:
        """All cards are in: choose which to keep, or keep them outright if there is no choice."""
        if state.resume == Phase.KEEP and len(state.drawn) > state.keep:
            state.phase = Phase.KEEP
            return []
        events = self._keep_cards(state, tuple(state.drawn))
        state.phase = Phase.END if state.resume == Phase.KEEP else state.resume
        return events

    def _keep(self, state: DesperadosState, seat: int, action: Keep) -> list[Event]:
        events = self._keep_cards(state, action.cards)
        state.phase = Phase.END
        return events

    def _keep_cards(self, state: DesperadosState, cards: tuple[str, ...]) -> list[Event]:
        seat = state.current
        rest = list(state.drawn)
        for card in cards:
            rest.remove(card)
        state.hands[seat].extend(cards)
        state.fresh[seat] += len(cards)
        state.deck.discard(*rest)
        state.drawn = []
        return [CardsKept(seat, tuple(cards), tuple(rest), private_to=(seat,))]

    # -- desperado actions -------------------------------------------------------------------------
    def _act(self, state: DesperadosState, seat: int, action: Act) -> list[Event]:
        events: list[Event] = [ActionDeclared(seat, action.member)]
        whistlers = [s for s in state.opponents(seat) if "sheriffs_whistle" in state.playable(s)]
        state.declared = Declared(action.member, "sheriffs_whistle")
        if whistlers:
            state.reactors = whistlers
            state.phase = Phase.REACT
            return events
        return events + self._carry_out(state)

    def _carry_out(self, state: DesperadosState) -> list[Event]:
        """The declared action happens: a notch, an attack (after Take Cover) or a Brain use."""
        seat, member = state.current, state.declared.member
        index = C.MEMBERS.index(member)
        state.phase = Phase.ACTIONS
        if state.jail[seat][index]:
            state.actions_left -= 1
            state.declared = None
            return self._turn_notch(state, seat, index)
        if index == BRAIN:
            state.actions_left -= 1
            state.declared = None
            return self._use_brain(state, seat)
        victims = [s for s in state.opponents(seat) if state.jail[s][index]]
        state.victims = victims
        covered = [s for s in victims if "take_cover" in state.playable(s)]
        if covered:
            state.declared = Declared(member, "take_cover")
            state.reactors = covered
            state.phase = Phase.REACT
            return []
        return self._resolve_attack(state)

    def _resolve_attack(self, state: DesperadosState) -> list[Event]:
        seat, member = state.current, state.declared.member
        amount = C.DESPERADOS[member].attack
        events: list[Event] = [Attacked(seat, member, tuple(state.victims), amount)]
        for victim in state.victims:
            events += self._lose(state, victim, amount, f"{member} attack")
        state.victims = []
        state.declared = None
        state.actions_left -= 1
        state.phase = Phase.ACTIONS
        return events

    def _react(self, state: DesperadosState, seat: int, action: React) -> list[Event]:
        card = state.declared.card
        self._discard_from_hand(state, seat, card)
        events: list[Event] = [CardPlayed(seat, card)]
        if card == "sheriffs_whistle":
            state.reactors = []
            events.append(ActionCancelled(state.current, seat))
            state.declared = None
            state.actions_left -= 1
            state.phase = Phase.ACTIONS
            return events
        state.victims.remove(seat)
        return events + self._next_reactor(state)

    def _pass(self, state: DesperadosState, seat: int, action: Pass) -> list[Event]:
        return self._next_reactor(state)

    def _next_reactor(self, state: DesperadosState) -> list[Event]:
        state.reactors.pop(0)
        if state.reactors:
            return []
        if state.declared.card == "sheriffs_whistle":
            return self._carry_out(state)
        return self._resolve_attack(state)

    def _hide_window(self, view: DesperadosState) -> None:
        """What a seat outside the reaction window sees: the action still being declared."""
        view.phase = Phase.ACTIONS
        view.reactors = []
        view.declared = None
        view.victims = []

    def _turn_notch(self, state: DesperadosState, seat: int, index: int) -> list[Event]:
        member = C.MEMBERS[index]
        if not state.jail[seat][index]:
            return []
        state.jail[seat][index] -= 1
        events: list[Event] = [NotchTurned(seat, member, state.jail[seat][index])]
        if state.jail[seat][index] == 0:
            events.append(Escaped(seat, member))
        return events

    def _lose(self, state: DesperadosState, seat: int, amount: int, reason: str) -> list[Event]:
        """Money lost goes to the bank; at $0 the gang is out of the game."""
        moved = state.money.pay(seat, "bank", amount, reason)
        events: list[Event] = [moved] if moved else []
        if state.alive[seat] and state.money[seat] == 0:
            events += self._eliminate(state, seat)
        return events

    def _eliminate(self, state: DesperadosState, seat: int) -> list[Event]:
        state.alive[seat] = False
        state.deck.discard(*[c for c in state.hands[seat] if c is not None])
        events: list[Event] = [CardMoved(c, seat, "discard") for c in state.hands[seat]]
        state.hands[seat] = []
        state.fresh[seat] = 0
        if seat in state.reactors:
            state.reactors.remove(seat)
        return events + [PlayerEliminated(seat, "lost the last dollar")]

    def _gain(self, state: DesperadosState, seat: int, amount: int, reason: str) -> list[Event]:
        """Winnings from cards and abilities come from the bank, and only what it holds."""
        moved = state.money.pay("bank", seat, amount, reason)
        return [moved] if moved else []

    # -- the Brains --------------------------------------------------------------------------------
    def _use_brain(self, state: DesperadosState, seat: int) -> list[Event]:
        state.brain_uses += 1
        use = min(state.brain_uses, 3)
        ability = C.GANGS[seat].brain_ability
        events: list[Event] = [BrainUsed(seat, ability, use)]
        if ability == "rob_the_bank":
            return events + self._gain(state, seat, C.BANK_ROBBERY[use - 1], "Brain: rob the bank")
        if ability == "shoot_out":
            for victim in state.opponents(seat):
                events += self._lose(state, victim, C.SHOOT_OUT[use - 1], "Brain: shoot-out")
            return events
        if ability == "jailbreak_helper":
            if any(state.jail[seat]):
                state.phase = Phase.FREE if use == 3 else Phase.NOTCH
            return events
        if use < 3:
            return events + self._start_draw(state, 1, Phase.ACTIONS)
        state.phase = Phase.SHARP
        return events

    def _notch(self, state: DesperadosState, seat: int, action: Notch) -> list[Event]:
        state.phase = Phase.ACTIONS
        return self._turn_notch(state, seat, member_index(action.member))

    def _free(self, state: DesperadosState, seat: int, action: Free) -> list[Event]:
        index = member_index(action.member)
        events: list[Event] = []
        while state.jail[seat][index]:
            events += self._turn_notch(state, seat, index)
        state.phase = Phase.ACTIONS
        return events

    def _sharp_draw(self, state: DesperadosState, seat: int, action: SharpDraw) -> list[Event]:
        return self._start_draw(state, 2, Phase.ACTIONS)

    def _sharp_steal(self, state: DesperadosState, seat: int, action: SharpSteal) -> list[Event]:
        return self._start_steal(state, action.target, Phase.ACTIONS)

    def _start_draw(self, state: DesperadosState, count: int, resume: str) -> list[Event]:
        state.to_draw, state.keep, state.resume = count, count, resume
        state.drawn = []
        state.phase = Phase.DRAW
        return []

    def _start_steal(self, state: DesperadosState, victim: int, resume: str) -> list[Event]:
        state.steal_from, state.resume = victim, resume
        state.phase = Phase.STEAL
        return []

    def _stolen(self, state: DesperadosState, seat: int, action: Stolen) -> list[Event]:
        thief, victim = state.current, state.steal_from
        state.hands[victim].remove(action.card)
        state.fresh[victim] = min(state.fresh[victim], len(state.hands[victim]))
        state.hands[thief].append(action.card)
        state.fresh[thief] += 1
        state.steal_from = None
        state.phase = state.resume
        return [CardStolen(thief, victim, action.card, private_to=(thief, victim))]

    # -- Wild West cards ---------------------------------------------------------------------------
    def _play_card(self, state: DesperadosState, seat: int, action: PlayCard) -> list[Event]:
        self._discard_from_hand(state, seat, action.card)
        events: list[Event] = [CardPlayed(seat, action.card, action.target, action.member)]
        return events + CARD_EFFECTS[action.card](self, state, seat, action)

    def _discard_from_hand(self, state: DesperadosState, seat: int, card: str) -> None:
        hand = state.hands[seat]
        fresh = hand[len(hand) - state.fresh[seat]:]
        older = hand[: len(hand) - state.fresh[seat]]
        older.remove(card)
        state.hands[seat] = older + fresh
        state.deck.discard(card)


def keep_choices(drawn: list, keep: int) -> list[tuple[str, ...]]:
    """Every distinct choice of `keep` cards among those drawn (sorted, so duplicates collapse)."""
    from itertools import combinations
    return sorted({tuple(sorted(c)) for c in combinations(drawn, keep)})


# -- each card: who or what it may target, and what it does ---------------------------------------
def _targets_none(state, seat, card, phases):
    return [PlayCard(card)] if state.phase in phases else []


AFTER_LAST = (Phase.EFFECT, Phase.ACTIONS)
ANY_TIME = (Phase.DECIDE, Phase.EFFECT, Phase.ACTIONS, Phase.END)

CARD_TARGETS = {
    "extra_bullet": lambda s, seat: _targets_none(s, seat, "extra_bullet", AFTER_LAST),
    "lucky_horseshoe": lambda s, seat: _targets_none(s, seat, "lucky_horseshoe", (Phase.DECIDE,)),
    "dynamite": lambda s, seat: _targets_none(s, seat, "dynamite", AFTER_LAST),
    "loaded_die": lambda s, seat: [PlayCard("loaded_die", die=d, face=f) for d in range(C.DICE)
                                   for f in C.MEMBERS if s.dice[d] != f] if s.phase == Phase.EFFECT else [],
    "hacksaw": lambda s, seat: [PlayCard("hacksaw", member=m) for i, m in enumerate(C.MEMBERS)
                                if s.jail[seat][i]] if s.phase in ANY_TIME else [],
    "back_in_the_cell": lambda s, seat: [
        PlayCard("back_in_the_cell", target=t, member=m) for t in s.opponents(seat) for i, m in enumerate(C.MEMBERS)
        if 0 < s.jail[t][i] < C.DESPERADOS[m].ranks] if s.phase in ANY_TIME else [],
    "pickpocket": lambda s, seat: [PlayCard("pickpocket", target=t) for t in s.opponents(seat)]
    if s.phase in ANY_TIME else [],
    "card_sharp": lambda s, seat: [PlayCard("card_sharp", target=t) for t in s.opponents(seat) if s.hands[t]]
    if s.phase in ANY_TIME else [],
    "sheriffs_whistle": lambda s, seat: [],
    "take_cover": lambda s, seat: [],
}


def _extra_bullet(rules, state, seat, action):
    state.extra_actions += 1
    if state.phase == Phase.ACTIONS:
        state.actions_left += 1
    return []


def _lucky_horseshoe(rules, state, seat, action):
    state.extra_rolls += 1
    return []


def _loaded_die(rules, state, seat, action):
    state.dice[action.die] = action.face
    return [DieRolled(seat, action.die, action.face)]


def _dynamite(rules, state, seat, action):
    events = []
    for victim in state.opponents(seat):
        events += rules._lose(state, victim, C.DYNAMITE, "dynamite")
    return events


def _hacksaw(rules, state, seat, action):
    return rules._turn_notch(state, seat, member_index(action.member))


def _back_in_the_cell(rules, state, seat, action):
    index = member_index(action.member)
    state.jail[action.target][index] += 1
    return [NotchTurned(action.target, action.member, state.jail[action.target][index], step=-1)]


def _pickpocket(rules, state, seat, action):
    moved = state.money.pay(action.target, seat, C.PICKPOCKET, "pickpocket")
    events = [moved] if moved else []
    if state.money[action.target] == 0:
        events += rules._eliminate(state, action.target)
    return events


def _card_sharp(rules, state, seat, action):
    return rules._start_steal(state, action.target, state.phase)


CARD_EFFECTS = {
    "extra_bullet": _extra_bullet, "lucky_horseshoe": _lucky_horseshoe, "loaded_die": _loaded_die,
    "dynamite": _dynamite, "hacksaw": _hacksaw, "back_in_the_cell": _back_in_the_cell,
    "pickpocket": _pickpocket, "card_sharp": _card_sharp,
}

WIN_TRIGGERS = (MoneyMoved, Escaped, PlayerEliminated)
"""The win can only change when money moves, a desperado escapes or a gang is out."""

HANDLERS = {
    DieFace: DesperadosRules._land_die, Drawn: DesperadosRules._card_drawn, Stolen: DesperadosRules._stolen,
    Reroll: DesperadosRules._reroll, Stop: DesperadosRules._stop, TakeActions: DesperadosRules._take_actions,
    DrawCards: DesperadosRules._draw_cards, Act: DesperadosRules._act, Keep: DesperadosRules._keep,
    React: DesperadosRules._react, Pass: DesperadosRules._pass, Notch: DesperadosRules._notch,
    Free: DesperadosRules._free, SharpDraw: DesperadosRules._sharp_draw, SharpSteal: DesperadosRules._sharp_steal,
    PlayCard: DesperadosRules._play_card, EndTurn: lambda rules, state, seat, action: rules._next_turn(state),
}

RULES = DesperadosRules()
