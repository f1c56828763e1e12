"""The Zorro Dice Game: the rules contract (DESIGN.md) over the rule modules.

Who decides when (`actors`):
- chance rolls every die (one step per die), draws every card from the unseen part of a deck,
  and picks the first player when the table lets it;
- while dice are out, the roller decides (the attempter, or the helper on the 4th roll);
- otherwise the seat named by the task at the front of the queue (turns.py): the traveller, the
  asked helper, whoever chooses or must discard equipment.

`apply` checks the action against `legal_actions` before it changes anything, performs it, then
runs the automatic steps that follow (turns.advance).

Hidden information: only the contents of the three decks, which are unordered here (a draw is a
chance step), so `observe` blanks them and `determinize` refills them from the cards nobody can
see. Cards put under a deck are public and come out, in order, after the unseen ones.
"""
from __future__ import annotations

from collections import Counter
from typing import Any

from game.rules.common.actions import parse_action
from game.i18n import N_
from game.rules.common.contract import CHANCE, IllegalAction, check_actor
from game.rules.zorro.info import FIRST_RANDOM, INFO
from game.rules.common.deck import Drawn
from game.rules.common.dice import DieFace
from game.rules.common.events import Event
from game.rules.common.memo import made_once
from game.rules.zorro import attempt as dice
from game.rules.zorro import turns
from game.rules.zorro.actions import (ACTIONS, Answer, Discard, FirstPlayer, GearReroll, Reroll, Stop, TakeEquipment,
                                      Travel, UseCape, UseGloves, UseWhip)
from game.rules.zorro.content import (CAPE, COMMONS, FACE_UP_EQUIPMENT, FACE_UP_FEATS, FEAT_LIST, FOX_GLOVES,
                                      HERO_DICE_PER_LOCATION, LOCATIONS, RARES, SYMBOLS)
from game.rules.zorro.state import ZorroState



def _pile(state: ZorroState, kind: str) -> list:
    """The unseen cards a draw task of this kind takes from."""
    if kind == "draw_common":
        return state.common_deck
    if kind == "draw_rare":
        return state.rare_deck
    return state.feat_deck


_drawn = made_once(Drawn, maxsize=None)
"""Card -> the chance outcome of drawing it, made once (outcomes are frozen; at most 47 cards)."""


class ZorroRules:
    info = INFO

    # -- the table before any chance step -----------------------------------------------------------
    def new_game(self, seats: int, options: dict[str, Any] | None = None) -> ZorroState:
        if not self.info.min_seats <= seats <= self.info.max_seats:
            raise IllegalAction(N_("Zorro needs 2 to 6 players, not {count}."), count=seats)
        opts = {**self.info.default_options(), **(options or {})}
        if opts["first_player"] not in self.info.options["first_player"]:
            raise IllegalAction(N_("Unknown first-player option '{value}'."), value=opts['first_player'])
        state = ZorroState(
            seats, feat_deck=[f.key for f in FEAT_LIST], feat_slots=[None] * FACE_UP_FEATS,
            slot_equipment=[None] * FACE_UP_EQUIPMENT, common_deck=list(COMMONS), rare_deck=list(RARES),
            equipment=[[] for _ in range(seats)], feats=[[] for _ in range(seats)],
            hero_dice=[[] for _ in range(seats)], hero_supply=dict.fromkeys(LOCATIONS, HERO_DICE_PER_LOCATION))
        state.tasks = [("draw_common", None, i) for i in range(FACE_UP_EQUIPMENT)]
        state.tasks += [("draw_feat", None, i) for i in range(FACE_UP_FEATS)]
        if opts["first_player"] == FIRST_RANDOM:
            state.tasks.append(("first", None, None))
        state.tasks.append(("turn", None, None))
        return state

    # -- who decides ------------------------------------------------------------------------------
    def actors(self, state: ZorroState) -> list[int]:
        if state.winner is not None:
            return []
        a = state.attempt
        if a is not None:
            return [CHANCE] if a.to_roll else [a.roller]
        kind, seat, _ = state.tasks[0]
        return [CHANCE] if kind in turns.DRAWS else [seat]

    def chance_outcomes(self, state: ZorroState):
        a = state.attempt
        if a is not None:
            return dice.outcomes(state)
        kind = state.tasks[0][0]
        if kind == "first":
            return [(FirstPlayer(s), 1 / state.seats) for s in range(state.seats)]
        cards = _pile(state, kind)
        p = 1 / len(cards)
        return [(_drawn(c), p) for c in sorted(cards)]

    def sample_chance(self, state: ZorroState, rng):
        """`chance_outcomes` without the list: a die face, a first player or a card."""
        a = state.attempt
        if a is not None:
            d = a.to_roll[0]
            row = dice.landings(a.specs[d], d)
            return row[int(rng.random() * len(row))]
        kind = state.tasks[0][0]
        if kind == "first":
            return FirstPlayer(int(rng.random() * state.seats))
        cards = _pile(state, kind)
        return _drawn(cards[int(rng.random() * len(cards))])

    def legal_actions(self, state: ZorroState, seat: int) -> list:
        if seat not in self.actors(state):
            return []
        if seat == CHANCE:
            return [o for o, _ in self.chance_outcomes(state)]
        if state.attempt is not None:
            return dice.choices(state)
        kind, who, _ = state.tasks[0]
        return turns.decisions(state, kind, who)

    # -- doing it ---------------------------------------------------------------------------------
    def apply(self, state: ZorroState, seat: int, action) -> list[Event]:
        a = state.attempt
        if seat == CHANCE and type(action) is DieFace and a is not None and a.to_roll and state.winner is None:
            # Most steps are dice landing: checked and done here.
            d = action.die
            if d != a.to_roll[0] or action.face not in dice.DIE_SPEC[a.specs[d]].faces:
                raise IllegalAction(N_("'{action}' cannot happen now."), action=action)
            state.steps += 1
            events: list[Event] = dice.land(state, d, action.face)
            if not a.to_roll:
                turns.advance(state, events)
            return events
        if state.winner is not None or seat not in self.actors(state):
            check_actor(self, state, seat)  # raises with the reason
        if a is None and seat == CHANCE and type(action) is Drawn:
            # A card from the pile the front task draws from (as `chance_outcomes` lists them).
            kind = state.tasks[0][0]
            ok = kind != "first" and action.card in _pile(state, kind)
        else:
            ok = action in self.legal_actions(state, seat)
        if not ok:
            raise self._why_not(state, seat, action)
        events = []
        state.steps += 1
        self._perform(state, seat, action, events)
        turns.advance(state, events)
        return events

    def _perform(self, state: ZorroState, seat: int, action, events: list) -> None:
        t = type(action)
        if seat == CHANCE:
            if t is FirstPlayer:
                state.tasks.pop(0)
                state.current = action.seat
            else:
                turns.drawn(state, action.card, events)
        elif t is Reroll:
            events += dice.reroll(state, action.dice)
        elif t is Stop:
            events += dice.end_of_roller(state)
        elif t is GearReroll:
            events += dice.gear_reroll(state, action.die)
        elif t is UseWhip:
            events += dice.whip(state, action.die, action.face)
        elif t is UseCape:
            events += dice.reroll_with(state, CAPE, action.dice)
        elif t is UseGloves:
            events += dice.reroll_with(state, FOX_GLOVES, action.dice)
        elif t is Travel:
            turns.travel(state, seat, action, events)
        elif t is Answer:
            turns.answer(state, seat, action.accept, events)
        elif t is TakeEquipment:
            turns.take_equipment(state, seat, action, events)
        elif t is Discard:
            turns.discard(state, seat, action.card, events)
        else:  # pragma: no cover - legal_actions admits nothing else
            raise IllegalAction(N_("'{action}' is not allowed now."), action=action)

    def _why_not(self, state: ZorroState, seat: int, action) -> IllegalAction:
        if seat == CHANCE:
            return IllegalAction(N_("'{action}' cannot happen now."), action=action)
        a = state.attempt
        t = type(action)
        if a is not None:
            if t is Reroll and a.rolls_used >= a.rolls_allowed:
                return IllegalAction(N_("No rolls are left."))
            if t is Reroll:
                return IllegalAction(N_("Roll dice that are on the table (the same dice in their simplest form: see canonical)."))
            if t is GearReroll:
                return IllegalAction(N_("No usable REROLL equipment matches that die."))
            if t in (UseWhip, UseCape, UseGloves):
                return IllegalAction(N_("That rare equipment cannot be used now."))
            return IllegalAction(N_("Dice are on the table: roll, use equipment or stop."))
        kind = state.tasks[0][0]
        if kind == "travel" and t is Travel:
            return IllegalAction(N_("Choose a face-up feat and, if you like, one other player to help."))
        if kind == "equip" and t is TakeEquipment:
            return IllegalAction(N_("That equipment is not there to take."))
        if t is Discard:
            return IllegalAction(N_("Discard one of your own cards (a rare one if you hold two rares)."))
        return IllegalAction(N_("'{action}' is not allowed now."), action=action)

    # -- the end ----------------------------------------------------------------------------------
    def is_over(self, state: ZorroState) -> bool:
        return state.winner is not None

    def winners(self, state: ZorroState) -> list[int]:
        return [] if state.winner is None else [state.winner]

    def scores(self, state: ZorroState) -> list[float]:
        """1 for the new Zorro at the end; during play, progress: feats, Hero dice and equipment."""
        if state.winner is not None:
            return [1.0 if s == state.winner else 0.0 for s in range(state.seats)]
        return [len(state.feats[s]) + 2 * len(state.hero_dice[s]) + len(state.equipment[s]) for s in range(state.seats)]

    # -- information ------------------------------------------------------------------------------
    def observe(self, state: ZorroState, seat: int) -> ZorroState:
        obs = state.clone()
        obs.feat_deck = [None] * len(obs.feat_deck)
        obs.common_deck = [None] * len(obs.common_deck)
        obs.rare_deck = [None] * len(obs.rare_deck)
        return obs

    def clone(self, state: ZorroState) -> ZorroState:
        return state.clone()

    def determinize(self, observation: ZorroState, seat: int, rng) -> ZorroState:
        """The unseen cards of each deck are exactly those nobody can see anywhere else."""
        state = observation.clone()
        held = [c for hand in state.equipment for c in hand]
        seen_common = Counter(held + [c for c in state.slot_equipment if c] + state.common_under)
        seen_rare = Counter(held + state.rare_under)
        seen_feats = Counter([f for fs in state.feats for f in fs] + [f for f in state.feat_slots if f])
        for name, full, seen in (("common_deck", COMMONS, seen_common), ("rare_deck", RARES, seen_rare),
                                 ("feat_deck", [f.key for f in FEAT_LIST], seen_feats)):
            pool = [c for c in full if seen[c] == 0]
            rng.shuffle(pool)
            deck = getattr(state, name)
            if len(pool) != len(deck):
                raise IllegalAction(N_("The {deck} does not match the cards in view."), deck=name.replace('_', ' '))
            setattr(state, name, pool)
        return state

    def parse_action(self, text: str):
        return parse_action(text, ACTIONS)

    # -- helpers for the table ----------------------------------------------------------------------
    @staticmethod
    def canonical_dice(state: ZorroState, chosen) -> tuple[int, ...]:
        """Any choice of dice in its legal form (interchangeable dice take the lowest numbers)."""
        assert state.attempt is not None, "dice are chosen only while they are out"
        return dice.canonical(state.attempt, chosen)


RULES = ZorroRules()
SYMBOL_NAMES = SYMBOLS
