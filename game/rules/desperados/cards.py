"""Wild West cards played on your own turn: when each may be played, and what it does.

Timings (content.CARDS): "any time in your turn" (Hacksaw in a Cake, Back in the Cell,
Pickpocket, Card Sharp), "after any roll" (Lucky Horseshoe: rolling must not be over) and "after
your last roll" (Extra Bullet, Loaded Die, Dynamite: playing one ends the rolling). A card may
not be played the turn it was acquired; several cards may be played in one turn. The reactions
(Sheriff's Whistle, Take Cover) live in reactions.py.
"""
from __future__ import annotations

from game.rules.common.events import CardMoved, Event
from game.rules.common.memo import per_game
from game.rules.desperados import jail, money
from game.rules.desperados.actions import (ACTION_CARD, BACK_IN_THE_CELL, CARD_SHARP, HACKSAW, LOADED_DIE,
                                           PICKPOCKET, PlayBackInTheCell, PlayCardSharp, PlayDynamite,
                                           PlayExtraBullet, PlayHacksaw, PlayLoadedDie, PlayLuckyHorseshoe,
                                           PlayPickpocket)
from game.rules.desperados.content import (CARD_LIST, CARDS, REACTIONS, CHARACTER_FACES, DYNAMITE_AMOUNT, MEMBER_KEYS,
                                           OWN_AFTER_ANY_ROLL, OWN_AFTER_LAST_ROLL, OWN_ANY_TIME,
                                           PICKPOCKET_AMOUNT)
from game.rules.desperados.events import CardPlayed
from game.rules.desperados.state import ACTIONS, ROLLING, DesperadosState, opponents

REACTION_CARDS = frozenset(c.key for c in CARD_LIST if c.timing in REACTIONS)
"""Never played on your own turn (reactions.py)."""
ONLY_WHILE_ACTING = frozenset(("extra_bullet", "loaded_die"))
"""After the roll effect is chosen these still matter only if it was Desperado actions."""
PLAIN = {"extra_bullet": PlayExtraBullet(), "lucky_horseshoe": PlayLuckyHorseshoe(), "dynamite": PlayDynamite()}


def timing_open(card: str, phase: str, rolling_over: bool, effect: str | None) -> bool:
    """Is it the right moment in the current player's turn (its phase, whether rolling is over,
    the roll effect chosen) for `card`?"""
    timing = CARDS[card].timing
    if timing == OWN_ANY_TIME:
        return True
    if timing == OWN_AFTER_ANY_ROLL:
        return phase == ROLLING and not rolling_over
    if timing == OWN_AFTER_LAST_ROLL:
        if phase == ROLLING or card not in ONLY_WHILE_ACTING:
            return True
        return effect == "actions"
    return False


@per_game(maxsize=4096)
def open_cards(hand: tuple[str, ...], fresh: tuple[str, ...], phase: str, rolling_over: bool,
               effect: str | None) -> tuple[str, ...]:
    """The cards of `hand` that may be played now, each once, in card order: not a reaction, not
    a card whose every copy was acquired this turn (`fresh`), and at its moment of the turn.

    Remembered per game: every decision of a turn asks it (listing the choices, checking the one
    made, asking whether anything is left to do) while a hand changes a few times a turn."""
    return tuple(card for card in sorted(set(hand) - REACTION_CARDS)
                 if hand.count(card) > fresh.count(card) and timing_open(card, phase, rolling_over, effect))


def plays(state: DesperadosState) -> list:
    """Every card play open to the current player now (targets included)."""
    seat = state.current
    hand = state.hands[seat]
    if len(hand) <= len(state.fresh[seat]):  # no card, or only cards acquired this turn
        return []
    result: list = []
    for card in open_cards(tuple(hand), tuple(state.fresh[seat]), state.phase, state.rolling_over, state.effect):
        result += _targets(state, seat, card)
    return result


@per_game(maxsize=None)
def loaded_die_plays(dice: tuple) -> tuple:
    """Loaded Die: any die to any Character face it does not show. Remembered per game: twenty
    targets to list at most decisions of a turn once it is in hand, over at most 7**4 dice."""
    return tuple(LOADED_DIE[d, f] for d in range(len(dice)) for f in CHARACTER_FACES if dice[d] != f)


def _targets(state: DesperadosState, seat: int, card: str) -> list | tuple:
    if card in PLAIN:
        return [PLAIN[card]]
    if card == "loaded_die":
        return loaded_die_plays(tuple(state.dice))
    if card == "hacksaw":
        return [HACKSAW[m] for m in jail.jailed_members(state, seat)]
    if card == "back_in_the_cell":
        return [BACK_IN_THE_CELL[o, m] for o in opponents(state, seat) for m in MEMBER_KEYS
                if jail.can_turn_back(state, o, m)]
    if card == "pickpocket":
        return [PICKPOCKET[o] for o in opponents(state, seat)]
    if card == "card_sharp":
        return [CARD_SHARP[o] for o in opponents(state, seat) if state.hands[o]]
    return []  # reactions are never played on your own turn


def play(state: DesperadosState, action) -> list[Event]:
    """Discard the card, then apply its effect."""
    seat = state.current
    card = ACTION_CARD[type(action)]
    state.hands[seat].remove(card)
    state.deck.discard(card)
    events: list[Event] = [CardPlayed(seat, card, _detail(action)), CardMoved(card, seat, "discard")]
    if CARDS[card].timing == OWN_AFTER_LAST_ROLL and state.phase == ROLLING:
        state.rolling_over = True
    if isinstance(action, PlayExtraBullet):
        state.bullets += 1
        if state.phase == ACTIONS:
            state.actions_left += 1
    elif isinstance(action, PlayLuckyHorseshoe):
        state.rolls_allowed += 1
    elif isinstance(action, PlayLoadedDie):
        state.dice[action.die] = action.face
    elif isinstance(action, PlayHacksaw):
        events += jail.turn_towards_freedom(state, seat, action.member)
    elif isinstance(action, PlayBackInTheCell):
        events += jail.turn_back(state, action.seat, action.member)
    elif isinstance(action, PlayPickpocket):
        events += money.take_from(state, seat, action.seat, PICKPOCKET_AMOUNT, "Pickpocket")
    elif isinstance(action, PlayCardSharp):
        state.steal_from = action.seat
    elif isinstance(action, PlayDynamite):
        for opp in opponents(state, seat):
            events += money.lose(state, opp, DYNAMITE_AMOUNT, "Dynamite")
    return events


def _detail(action) -> str:
    if isinstance(action, PlayLoadedDie):
        return f"die {action.die + 1} to {action.face}"
    if isinstance(action, (PlayHacksaw,)):
        return action.member
    if isinstance(action, PlayBackInTheCell):
        return f"seat {action.seat}'s {action.member}"
    return ""
