"""Desperados of Dice Town: the rules contract (DESIGN.md) over the rule modules.

Who decides when (`actors`):
- chance rolls every die (one step per die, the setup rerolls included), draws every Wild West
  card, picks the card a robbed hand loses, and closes each reaction window (`all_quiet`);
- the player whose turn it is decides everything else on that turn;
- on another player's turn, a seat decides only when a reaction window reaches it AND it holds
  a matching card (reactions.py explains why this reveals nothing to the other seats).

`apply` validates against `legal_actions` before it changes anything, performs the step, then
checks the end of the game and ends the turn when nothing is left to do. The module names follow
the rule book: rolls, turns, desperado_actions, brains, jail, money, drawing, cards, reactions,
winning; content holds the components as data.

Hidden information and `observe`: other seats' hands (and which of their cards are new this
turn) become `None` placeholders, the deck's cards become `None` (only the count shows), cards
being looked at while drawing are hidden from everyone but the drawer, and a reaction window
hides whose decision is pending. The discard pile is face up. `determinize` deals the unseen
cards back at random.
"""
from __future__ import annotations

from collections import Counter
from typing import Any

from game.rules.common.actions import listed, parse_action
from game.i18n import N_
from game.rules.common.contract import CHANCE, IllegalAction, check_actor
from game.rules.desperados.info import INFO
from game.rules.common.deck import Deck, Drawn, true_cards
from game.rules.common.dice import DieFace
from game.rules.common.events import Event
from game.rules.common.memo import per_game
from game.rules.common.money import Ledger
from game.rules.desperados import (cards, desperado_actions, drawing, reactions, rolls, turns, winning)
from game.rules.desperados.actions import (ACTION_CARD, ACTIONS, ALL_QUIET, DRAW_CARDS, END_TURN, PASS,
                                           REROLLS, TAKE_ACTIONS, Act, AllQuiet, DrawCards, EndTurn,
                                           Keep, Pass, PlayTakeCover, PlayWhistle, Reroll, TakeActions)
from game.rules.desperados.content import (DECK, DIE, DICE, GANG_KEYS, MEMBER_LIST,
                                           START_MONEY)
from game.rules.desperados.state import BANK, OVER, ROLLING, SETUP, DesperadosState

DIE_OUTCOMES = [DIE.outcomes(d) for d in range(DICE)]
DIE_ROLLS = tuple(tuple(DieFace(die=d, face=f) for f in DIE.faces) for d in range(DICE))
"""Per die, the outcome of each face position: what `DIE.sample` picks from, kept here so that
a roll (a third of all steps) is one index (same draw of the rng, same outcomes)."""
QUIET = [(ALL_QUIET, 1.0)]
DIE_FACES = frozenset(DIE.faces)
REACTION_ACTION = {"sheriffs_whistle": PlayWhistle(), "take_cover": PlayTakeCover()}


@per_game(maxsize=None)
def roll_choices(dice: tuple, bullets: int, may_reroll: bool) -> tuple:
    """After a roll: roll again (any dice, while rolls are left), take the Desperado actions the
    dice give, or draw the Wild West cards they give (card plays come on top).

    Remembered per game: every rolling decision asks it twice (listing the choices, then checking
    the one made), and there are at most 7**4 dice (None included) times a few bullet counts."""
    return ((*REROLLS,) if may_reroll else ()) \
        + ((TAKE_ACTIONS,) if rolls.actions_for(dice, bullets) > 0 else ()) \
        + ((DRAW_CARDS,) if rolls.draw_for(dice, bullets) is not None else ())


class DesperadosRules:
    info = INFO

    # -- the table before any chance step -----------------------------------------------------------
    def new_game(self, seats: int, options: dict[str, Any] | None = None) -> DesperadosState:
        if not self.info.min_seats <= seats <= self.info.max_seats:
            raise IllegalAction(N_("Desperados needs 2 to 4 players, not {count}."), count=seats)
        money = Ledger({s: START_MONEY for s in range(seats)})
        money.balances[BANK] = 0
        return DesperadosState(
            gangs=list(GANG_KEYS[:seats]),
            jail=[[m.ranks for m in MEMBER_LIST] for _ in range(seats)],
            money=money, hands=[[] for _ in range(seats)], fresh=[[] for _ in range(seats)],
            deck=Deck(list(DECK)), alive=[True] * seats, current=0, phase=SETUP,
            to_roll=list(range(DICE)))

    # -- who decides ------------------------------------------------------------------------------
    def actors(self, state: DesperadosState) -> list[int]:
        if state.phase == OVER:
            return []
        if state.to_roll:
            return [CHANCE]
        w = state.window
        if w is not None:
            return [CHANCE if w.deciding is None else w.deciding]
        if state.steal_from is not None:
            return [CHANCE]
        d = state.drawing
        if d is not None and d.count > 0:
            return [CHANCE]
        return [state.current]

    def chance_outcomes(self, state: DesperadosState):
        if state.to_roll:
            return DIE_OUTCOMES[state.to_roll[0]]
        if state.window is not None:
            return QUIET
        if state.steal_from is not None:
            return drawing.steal_outcomes(state)
        return drawing.outcomes(true_cards(state.deck.cards))

    def sample_chance(self, state: DesperadosState, rng):
        """`chance_outcomes` without the list: a die face, the all-quiet, or a card from a pile."""
        if state.to_roll:
            row = DIE_ROLLS[state.to_roll[0]]
            return row[int(rng.random() * len(row))]
        if state.window is not None:
            return ALL_QUIET
        pile = state.hands[state.steal_from] if state.steal_from is not None else true_cards(state.deck.cards)
        return drawing.DRAWN[pile[int(rng.random() * len(pile))]]

    def legal_actions(self, state: DesperadosState, seat: int) -> list:
        if seat not in self.actors(state):
            return []
        if seat == CHANCE:
            return [o for o, _ in self.chance_outcomes(state)]
        return self._choices(state, seat)

    def _choices(self, state: DesperadosState, seat: int) -> list:
        """The legal actions of `seat`, a player asked to decide now."""
        if state.window is not None:
            return [PASS] + [REACTION_ACTION[c] for c in reactions.reaction_choices(state, seat)]
        if state.drawing is not None:
            return [Keep(c) for c in drawing.keep_options(state.drawing)]
        if state.phase == ROLLING:
            return [*roll_choices(tuple(state.dice), state.bullets, turns.may_reroll(state)), *cards.plays(state)]
        if state.actions_left > 0:
            return desperado_actions.options(state) + cards.plays(state)
        return cards.plays(state) + [END_TURN]

    # -- doing it ---------------------------------------------------------------------------------
    def apply(self, state: DesperadosState, seat: int, action) -> list[Event]:
        if seat == CHANCE:
            return self._happen(state, action)
        if seat not in self.actors(state):
            check_actor(self, state, seat)  # raises, saying why
        if not listed(action, self._choices(state, seat)):
            raise self._why_not(state, action)
        return self._after(state, self._perform(state, seat, action), action)

    def _after(self, state: DesperadosState, events: list[Event], action) -> list[Event]:
        """The end of the game, or of the turn, once `action` is done."""
        if type(action) is AllQuiet or type(action) in ACTION_CARD:
            # Only a resolved Desperado action or a card play moves money or jail cards.
            events += winning.check_end(state)
        if turns.nothing_left_to_do(state):
            events += turns.end_turn(state)
        return events

    def _perform(self, state: DesperadosState, seat: int, action) -> list[Event]:
        if state.window is not None:
            if isinstance(action, Pass):
                return reactions.pass_(state)
            return reactions.play(state, seat, ACTION_CARD[type(action)])
        if isinstance(action, Reroll):
            return turns.reroll(state, action.dice)
        if isinstance(action, TakeActions):
            return turns.take_actions(state)
        if isinstance(action, DrawCards):
            return turns.draw_cards(state)
        if isinstance(action, Keep):
            return drawing.keep(state, action.cards)
        if isinstance(action, Act):
            return desperado_actions.declare(state, action)
        if isinstance(action, EndTurn):
            return turns.end_turn(state)
        return cards.play(state, action)

    def _happen(self, state: DesperadosState, outcome) -> list[Event]:
        """The chance step due now has `outcome` (refused unless chance decides now and it can
        happen): the next die lands, a declared action resolves (nobody reacted), a card leaves
        the robbed hand or the deck; then the end of the game or of the turn (`_after`)."""
        if state.to_roll:
            # Dice waiting to land means chance decides (`actors`; a game that ends empties
            # to_roll). Dice land only while rolling (the setup's included): more dice are due or
            # the player decides next, so neither the turn nor the game can end here.
            if not isinstance(outcome, DieFace) or outcome.die != state.to_roll[0] \
                    or outcome.face not in DIE_FACES:
                raise IllegalAction(N_("'{outcome}' cannot happen now."), outcome=outcome)
            return turns.land_die(state, outcome.die, outcome.face)
        if CHANCE not in self.actors(state):
            check_actor(self, state, CHANCE)  # raises, saying why
        if state.window is not None:
            if not isinstance(outcome, AllQuiet):
                raise IllegalAction(N_("'{outcome}' cannot happen now."), outcome=outcome)
            w, state.window = state.window, None
            return self._after(state, desperado_actions.resolve(state, w), outcome)
        pile = state.hands[state.steal_from] if state.steal_from is not None else state.deck.cards
        if not isinstance(outcome, Drawn) or outcome.card not in pile:
            raise IllegalAction(N_("'{outcome}' cannot happen now."), outcome=outcome)
        if state.steal_from is not None:
            return self._after(state, drawing.steal(state, outcome.card), outcome)
        return self._after(state, drawing.draw_one(state, outcome.card), outcome)

    def _why_not(self, state: DesperadosState, action) -> IllegalAction:
        if isinstance(action, Reroll) and state.phase == ROLLING and not turns.may_reroll(state):
            return IllegalAction(N_("No rolls are left this turn."))
        if isinstance(action, (TakeActions, Act)) and state.phase == ROLLING and not turns.can_take_actions(state):
            return IllegalAction(N_("The dice give no Desperado action."))
        if isinstance(action, DrawCards) and not turns.can_draw(state):
            return IllegalAction(N_("Only a Trio, a Set of Four or Misery draws Wild West cards."))
        if type(action) in ACTION_CARD:
            card = ACTION_CARD[type(action)]
            if card not in state.hands[state.current] and state.window is None:
                return IllegalAction(N_("You do not hold that card."))
            if not reactions.can_play(state, state.current, card) and state.window is None:
                return IllegalAction(N_("A card cannot be played the turn it was drawn."))
            return IllegalAction(N_("That card cannot be played now (or not on that target)."))
        return IllegalAction(N_("'{action}' is not allowed now."), action=action)

    # -- the end ----------------------------------------------------------------------------------
    def is_over(self, state: DesperadosState) -> bool:
        return state.phase == OVER

    def winners(self, state: DesperadosState) -> list[int]:
        return list(state.winners)

    def scores(self, state: DesperadosState) -> list[float]:
        """Money, the figure that decides between freed gangs (eliminated gangs score -1)."""
        return [float(state.money[s]) if state.alive[s] else -1.0 for s in range(state.seats)]

    # -- information ------------------------------------------------------------------------------
    def observe(self, state: DesperadosState, seat: int) -> DesperadosState:
        obs = state.clone()
        for s in range(obs.seats):
            if s != seat:
                obs.hands[s] = [None] * len(obs.hands[s])
                obs.fresh[s] = [None] * len(obs.fresh[s])
        obs.deck.cards = [None] * len(obs.deck.cards)
        if obs.drawing is not None and obs.current != seat:
            obs.drawing.drawn = [None] * len(obs.drawing.drawn)
        if obs.window is not None:
            reactions.hide(obs.window, seat)
        return obs

    def clone(self, state: DesperadosState) -> DesperadosState:
        return state.clone()

    def determinize(self, observation: DesperadosState, seat: int, rng) -> DesperadosState:
        state = observation.clone()
        unseen = Counter(DECK)
        places = [*state.hands, state.deck.cards, state.deck.discards]
        if state.drawing is not None:
            places.append(state.drawing.drawn)
        for place in places:
            unseen.subtract(c for c in place if c is not None)
        pool = list(unseen.elements())
        rng.shuffle(pool)
        for place in places:
            for i, card in enumerate(place):
                if card is None:
                    place[i] = pool.pop()
        for s, fresh in enumerate(state.fresh):
            if any(c is None for c in fresh):
                state.fresh[s] = rng.sample(state.hands[s], len(fresh))
        return state

    def parse_action(self, text: str):
        return parse_action(text, ACTIONS)


RULES = DesperadosRules()
