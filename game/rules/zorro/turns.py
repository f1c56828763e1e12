"""The order of play, as a queue of tasks (state.tasks), named after the rule book.

A turn: `turn` -> `travel` (choose a feat, maybe ask a helper) -> `ask` (the helper answers) ->
`attempt` (the dice) -> on success `collect` (take the feat and maybe a Hero die), `equip` for the
attempter then the helper (face-up card or a draw; `limit` discards over 3 cards or 1 rare), `bury`
(the unclaimed face-up card goes under the deck), `draw_feat` and `draw_common` (refill the slot)
-> `end_turn`.

After a turn: a Scoundrel that appeared is fought by everyone (`fight`), starting with the player
after the one who took the Hero die, then leaves (`scoundrel_over`); a Villain that appeared starts
the Final Fight (`fight` each, from the player after the trigger, then `final_over`), and maybe
duels (`fight` in `duel` rounds, then `duel_over`).

Tasks are `(kind, seat, arg)`. Automatic kinds run as soon as they reach the front; the others
wait for a decision (DECISIONS) or for chance (draws, the first player).
"""
from __future__ import annotations


from typing import Any, Callable

from game.i18n import N_
from game.rules.common.events import GameEnded, PlayerEliminated, TurnStarted
from game.rules.common.memo import made_once, per_game
from game.rules.zorro import attempt as dice
from game.rules.zorro.actions import (ACCEPT, DECLINE, DRAW_FROM_DECK, FEAT_CARD, TAKE_FEAT_CARD, Discard,
                                      TakeEquipment, Travel)
from game.rules.zorro.content import COMMONS, EQUIPMENT, FEATS, MAX_EQUIPMENT, MAX_RARE, RARE
from game.rules.zorro.events import (AttemptEnded, DeckEmpty, DuelRound, EquipmentDiscarded, EquipmentRevealed,
                                     EquipmentTaken, FeatChosen, FeatRevealed, FeatTaken, FinalFightOver,
                                     HelpAnswered, HeroDieGained, ScoundrelAppears, ScoundrelLeaves, SwordsShown,
                                     VillainAppears)
from game.rules.zorro.requirement import swords
from game.rules.zorro.state import DUEL, FEAT, SCOUNDREL_FIGHT, VILLAIN_FIGHT, ZorroState

DECISIONS = frozenset({"travel", "ask", "equip", "limit"})
DRAWS = frozenset({"draw_common", "draw_feat", "draw_rare", "first"})
COMMON_SET = frozenset(COMMONS)


# -- keeping the game moving ------------------------------------------------------------------------
def advance(state: ZorroState, events: list) -> None:
    """Run automatic steps until a decision or a chance step is due (or the game is over)."""
    while state.winner is None:
        a = state.attempt
        if a is not None:
            if a.to_roll:
                return
            if a.over:
                _attempt_over(state, events)
                continue
            return
        if not state.tasks:
            return
        kind, seat, arg = state.tasks[0]
        if kind in DECISIONS:
            if decisions(state, kind, seat):
                return
            state.tasks.pop(0)
            continue
        if kind in DRAWS:
            if needs_chance(state, kind):
                return
            state.tasks.pop(0)
            _draw_without_chance(state, kind, seat, arg, events)
            continue
        state.tasks.pop(0)
        AUTO[kind](state, seat, arg, events)


def needs_chance(state: ZorroState, kind: str) -> bool:
    if kind == "first":
        return True
    if kind == "draw_common":
        return bool(state.common_deck)
    if kind == "draw_feat":
        return bool(state.feat_deck)
    return bool(state.rare_deck)


def _draw_without_chance(state: ZorroState, kind: str, seat, arg, events: list) -> None:
    """The unseen part of the deck is used up: the cards put under it come out in order; with
    none, nothing is drawn or added."""
    if kind == "draw_common":
        if state.common_under:
            give_common(state, seat, arg, state.common_under.pop(0), events)
        else:
            events.append(DeckEmpty("common"))
    elif kind == "draw_rare":
        if state.rare_under:
            give_rare(state, seat, state.rare_under.pop(0), events)
        else:
            events.append(DeckEmpty("rare"))
    else:
        events.append(DeckEmpty("feat"))


def drawn(state: ZorroState, card: str, events: list) -> None:
    """Chance: `card` comes out of the unseen part of the deck the front task draws from."""
    kind, seat, arg = state.tasks.pop(0)
    if kind == "draw_common":
        state.common_deck.remove(card)
        give_common(state, seat, arg, card, events)
    elif kind == "draw_rare":
        state.rare_deck.remove(card)
        give_rare(state, seat, card, events)
    else:
        state.feat_deck.remove(card)
        reveal_feat(state, arg, card, events)


def push(state: ZorroState, *tasks) -> None:
    """Put tasks at the front of the queue, in this order."""
    state.tasks[0:0] = list(tasks)


# -- decisions ------------------------------------------------------------------------------------
def decisions(state: ZorroState, kind: str, seat: int) -> list:
    if kind == "travel":
        return list(_travels(state.seats, seat, tuple(f is not None for f in state.feat_slots)))
    if kind == "ask":
        return [ACCEPT, DECLINE]
    if kind == "equip":
        out = []
        if state.slot is not None and state.slot_equipment[state.slot] is not None:
            out.append(TAKE_FEAT_CARD)
        if state.common_deck or state.common_under:
            out.append(DRAW_FROM_DECK)
        return out
    # limit: over 3 cards or 1 rare, discard one
    held = state.equipment[seat]
    rares = [c for c in held if c not in COMMON_SET]
    if len(rares) > MAX_RARE:
        return [_discard(c) for c in rares]
    if len(held) > MAX_EQUIPMENT:
        return [_discard(c) for c in held]
    return []


_discard = made_once(Discard, maxsize=None)
"""Card -> the action discarding it, made once (at most 31 cards)."""


@per_game(maxsize=None)
def _travels(seats: int, seat: int, open_slots: tuple) -> tuple:
    helpers = [None] + [s for s in range(seats) if s != seat]
    return tuple(Travel(slot, h) for slot, ok in enumerate(open_slots) if ok for h in helpers)


def travel(state: ZorroState, seat: int, action: Travel, events: list) -> None:
    state.tasks.pop(0)
    state.slot = action.slot
    state.helper = None
    events.append(FeatChosen(seat, action.slot, state.feat_slots[action.slot], action.helper))
    if action.helper is not None:
        push(state, ("ask", action.helper, None), ("attempt", seat, None))
    else:
        push(state, ("attempt", seat, None))


def answer(state: ZorroState, seat: int, accept: bool, events: list) -> None:
    state.tasks.pop(0)
    events.append(HelpAnswered(seat, state.current, accept))
    state.helper = seat if accept else None


def take_equipment(state: ZorroState, seat: int, action: TakeEquipment, events: list) -> None:
    state.tasks.pop(0)
    if action.source == FEAT_CARD:
        slot = state.slot
        assert slot is not None, "a feat card is taken on the turn its slot was travelled to"
        card = state.slot_equipment[slot]
        state.slot_equipment[slot] = None
        state.equipment[seat].append(card)
        events.append(EquipmentTaken(seat, card, "feat", slot))
        push(state, ("limit", seat, None))
    else:
        push(state, ("draw_common", seat, None), ("limit", seat, None))


def discard(state: ZorroState, seat: int, card: str, events: list) -> None:
    """Over the limit: the card goes under its deck (the `limit` task stays until within it)."""
    state.equipment[seat].remove(card)
    if EQUIPMENT[card].kind == RARE:
        state.rare_under.append(card)
    else:
        state.common_under.append(card)
    events.append(EquipmentDiscarded(seat, card, "over the limit"))


def give_common(state: ZorroState, seat, slot, card: str, events: list) -> None:
    if seat is None:
        state.slot_equipment[slot] = card
        events.append(EquipmentRevealed(slot, card))
    else:
        state.equipment[seat].append(card)
        events.append(EquipmentTaken(seat, card, "deck"))


def give_rare(state: ZorroState, seat: int, card: str, events: list) -> None:
    state.equipment[seat].append(card)
    events.append(EquipmentTaken(seat, card, "rare"))


def reveal_feat(state: ZorroState, slot: int, feat: str, events: list) -> None:
    state.feat_slots[slot] = feat
    events.append(FeatRevealed(slot, feat))
    if not state.feat_deck and state.villain is None:
        appear_villain(state, FEATS[feat].location, state.current, "last feat", events)


def appear_villain(state: ZorroState, location: str, seat: int, reason: str, events: list) -> None:
    state.villain, state.villain_trigger = location, seat
    events.append(VillainAppears(location, seat, reason))


# -- automatic steps ---------------------------------------------------------------------------------
def _turn(state: ZorroState, seat, arg, events: list) -> None:
    state.turn += 1
    events.append(TurnStarted(state.current, state.turn))
    push(state, ("travel", state.current, None))


def _attempt(state: ZorroState, seat, arg, events: list) -> None:
    assert state.slot is not None, "a feat is attempted after travelling to its slot"
    events += dice.start(state, FEAT, state.current, state.feat_slots[state.slot], state.helper)


def _collect(state: ZorroState, seat: int, arg, events: list) -> None:
    """Take the feat; a second or third feat of a location brings a Hero die, if one is left,
    and with it the location's Scoundrel (first die) or Villain (last die)."""
    slot = state.slot
    assert slot is not None, "a feat is collected from the slot travelled to"
    feat = state.feat_slots[slot]
    location = FEATS[feat].location
    already = any(FEATS[f].location == location for f in state.feats[seat])
    state.feats[seat].append(feat)
    state.feat_slots[slot] = None
    events.append(FeatTaken(seat, feat, slot))
    if already and state.hero_supply[location] > 0:
        state.hero_supply[location] -= 1
        state.hero_dice[seat].append(location)
        left = state.hero_supply[location]
        events.append(HeroDieGained(seat, location, left))
        if left == 0:
            if state.villain is None:
                appear_villain(state, location, seat, "hero dice", events)
        elif location not in state.scoundrels_gone and state.scoundrel is None:
            state.scoundrel, state.scoundrel_trigger = location, seat
            events.append(ScoundrelAppears(location, seat))


def _bury(state: ZorroState, seat, slot: int, events: list) -> None:
    card = state.slot_equipment[slot]
    if card is not None:
        state.slot_equipment[slot] = None
        state.common_under.append(card)
        events.append(EquipmentDiscarded(None, card, "not taken", slot))


def _end_turn(state: ZorroState, seat, arg, events: list) -> None:
    state.helper = None
    state.slot = None
    if state.scoundrel is not None:
        assert state.scoundrel_trigger is not None, "a Scoundrel appears with the seat that brought it"
        fights = [("fight", s, SCOUNDREL_FIGHT) for s in state.after(state.scoundrel_trigger)]
        push(state, *fights, ("scoundrel_over", None, None))
        return
    _carry_on(state, events)


def _carry_on(state: ZorroState, events: list) -> None:
    """After a turn (and its Scoundrel): the Final Fight if the Villain is out, else the next turn."""
    if state.villain is not None and not state.final_started:
        _start_final(state, events)
        return
    state.current = (state.current + 1) % state.seats
    push(state, ("turn", None, None))


def _scoundrel_over(state: ZorroState, seat, arg, events: list) -> None:
    assert state.scoundrel is not None, "queued only while a Scoundrel is out"
    events.append(ScoundrelLeaves(state.scoundrel))
    state.scoundrels_gone.append(state.scoundrel)
    state.scoundrel = None
    _carry_on(state, events)


def _start_final(state: ZorroState, events: list) -> None:
    state.final_started = True
    assert state.villain_trigger is not None, "the Villain appears with the seat that brought it"
    push(state, *[("fight", s, VILLAIN_FIGHT) for s in state.after(state.villain_trigger)],
         ("final_over", None, None))


def _fight(state: ZorroState, seat: int, kind: str, events: list) -> None:
    target = {SCOUNDREL_FIGHT: state.scoundrel, VILLAIN_FIGHT: state.villain}.get(kind, "")
    assert target is not None, "a fight is queued only against a foe that is out"
    events += dice.start(state, kind, seat, target)


def _attempt_over(state: ZorroState, events: list) -> None:
    a = state.attempt
    assert a is not None, "only while dice are out"
    seat = a.attempter
    if a.kind == DUEL:
        n = swords(state, a)
        state.attempt = None
        state.swords[seat] = n
        events += [AttemptEnded(a.kind, seat, a.target, False, tuple(f or "" for f in a.faces)),
                   SwordsShown(seat, n)]
        return
    state.attempt = None
    events.append(AttemptEnded(a.kind, seat, a.target, a.success, tuple(f or "" for f in a.faces)))
    if a.kind == FEAT:
        if a.success:
            tasks: list[tuple[str, int | None, int | None]] = [("collect", seat, None), ("equip", seat, None)]
            if a.helper is not None:
                tasks.append(("equip", a.helper, None))
            tasks += [("bury", None, state.slot), ("draw_feat", None, state.slot),
                      ("draw_common", None, state.slot), ("end_turn", None, None)]
            push(state, *tasks)
        else:
            push(state, ("end_turn", None, None))
    elif a.kind == SCOUNDREL_FIGHT:
        # "Il n'y a aucune pénalité lorsque vous échouez un combat face à une Crapule."
        if a.success:
            push(state, ("draw_rare", seat, None), ("limit", seat, None))
    else:
        state.final_fought.append(seat)
        if a.success:
            state.final_winners.append(seat)


def _final_over(state: ZorroState, seat, arg, events: list) -> None:
    winners = list(state.final_winners)
    events.append(FinalFightOver(tuple(winners)))
    if len(winners) == 1:
        _end(state, winners[0], events)
        return
    assert state.villain_trigger is not None, "the Final Fight follows the Villain's appearance"
    order = state.after(state.villain_trigger)
    state.duellists = [s for s in order if s in winners] if winners else order
    _duel_round(state, events)


def _duel_round(state: ZorroState, events: list) -> None:
    state.duel_round += 1
    state.swords = {}
    events.append(DuelRound(state.duel_round, tuple(state.duellists)))
    push(state, *[("fight", s, DUEL) for s in state.duellists], ("duel_over", None, None))


def _duel_over(state: ZorroState, seat, arg, events: list) -> None:
    """Anyone who showed fewer swords than another is out; a tie for the most duels again."""
    best = max(state.swords[s] for s in state.duellists)
    for s in state.duellists:
        if state.swords[s] < best:
            state.eliminated.append(s)
            events.append(PlayerEliminated(s, N_("fewer swords in the duel")))
    state.duellists = [s for s in state.duellists if state.swords[s] == best]
    if len(state.duellists) == 1:
        _end(state, state.duellists[0], events)
    else:
        _duel_round(state, events)


def _end(state: ZorroState, seat: int, events: list) -> None:
    state.winner = seat
    state.tasks = []
    events.append(GameEnded((seat,)))


AUTO: dict[str, Callable[[ZorroState, Any, Any, list], None]] = {
    "turn": _turn, "attempt": _attempt, "collect": _collect, "bury": _bury, "end_turn": _end_turn,
    "scoundrel_over": _scoundrel_over, "fight": _fight, "final_over": _final_over, "duel_over": _duel_over,
}
