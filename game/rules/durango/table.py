"""The small rules Durango's turn (engine.py) and its card effects (effects.py) both use: how
much a party and a reserve hold, who is hit by the Calamity in force, a win, the order around the
table, and putting steps on the turn's queue. Both import this module; neither imports the other's
helpers (the engine runs the effects, the effects never import the engine).
"""
from __future__ import annotations

from game.rules.common.events import Event, GameEnded
from game.rules.durango import content as C
from game.rules.durango.events import DCardMoved
from game.rules.durango.state import DurangoState
from game.rules.durango.steps import Step

CARDS = C.CARDS


def party_limit(party: list[str]) -> int:
    """4 cards, 6 with Segundo (ongoing)."""
    return C.SEGUNDO_PARTY_LIMIT if C.SEGUNDO in party else C.PARTY_LIMIT


def reserve_limit(party: list[str]) -> int:
    """1 card, 2 with Saddlebags (ongoing)."""
    return C.SADDLEBAGS_RESERVE_LIMIT if C.SADDLEBAGS in party else C.RESERVE_LIMIT


def hires(party: list[str]) -> list[str]:
    return [c for c in party if CARDS[c].is_hire]


def room_choices(state: DurangoState, seat: int) -> list[str]:
    """Party cards `seat` may discard to make room: afterwards the new card must fit."""
    party = state.party[seat]
    if C.SEGUNDO not in party and C.SADDLEBAGS not in party:
        return list(dict.fromkeys(party))
    out = []
    for c in dict.fromkeys(party):
        rest = list(party)
        rest.remove(c)
        if len(rest) < party_limit(rest) and not (c == C.SADDLEBAGS and len(state.reserve[seat]) > 1):
            out.append(c)
    return out


def needs_room(state: DurangoState, seat: int) -> bool:
    return len(state.party[seat]) >= party_limit(state.party[seat])


def affected(state: DurangoState, seat: int) -> bool:
    """Is `seat` affected by the Calamity in force? (Lookout makes a seat immune to it.)"""
    return not state.immune[seat]


def ongoing(state: DurangoState, code: str, seat: int) -> bool:
    return state.active is not None and C.CALAMITY_BY_ID[state.active].code == code \
        and not state.immune[seat]


def check_win(state: DurangoState, seat: int, events: list[Event]) -> bool:
    """The moment a player has 10 cattle or 5 Blue Ribbon cattle, that player wins."""
    herd = state.herd[seat]
    if len(herd) >= C.WIN_CATTLE or sum(1 for c in herd if C.is_blue(c)) >= C.WIN_BLUE:
        state.winner = [seat]
        state.queue = []
        state.prompt = None
        events.append(GameEnded((seat,)))
        return True
    return False


def remove_from_party(state: DurangoState, seat: int, card: str) -> None:
    state.party[seat].remove(card)
    if card == C.STRONGBOX and C.STRONGBOX not in state.party[seat]:
        state.strongbox[seat] = ["", 0]


def discard_from_party(state: DurangoState, seat: int, card: str, why: str, events) -> None:
    remove_from_party(state, seat, card)
    state.discard.append(card)
    events.append(DCardMoved(card, seat, "discard", why=why))


def push(state: DurangoState, *steps: Step) -> None:
    """Put steps at the front of the queue (run next, in the given order)."""
    state.queue[0:0] = steps


def order_from(state, seat):
    return [(seat + i) % state.seats for i in range(state.seats)]
