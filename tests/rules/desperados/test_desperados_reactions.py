"""Reactions on another player's turn: Sheriff's Whistle and Take Cover, and the secrecy of the
reaction window (see game/rules/desperados/reactions.py)."""
import pytest

from game.rules.common.contract import CHANCE, IllegalAction
from game.rules.desperados.engine import RULES
from game.rules.desperados.actions import ALL_QUIET, Act, PASS, PlayTakeCover, PlayWhistle, TAKE_ACTIONS
from game.rules.desperados.events import ActionCancelled, ActionDeclared, Attacked

from desperados_table import act, do, give, legal_text, quiet, ranks, rolled, set_ranks


def declared(member="lady", seats=3, faces=("action", "action", "lady", "boss"), escaped=()):
    state = rolled(seats, faces)
    for m in escaped:
        set_ranks(state, 0, **{m: 0})
    return state


def test_every_declared_action_opens_a_window_that_chance_closes_when_nobody_can_react():
    state = declared()
    do(state, TAKE_ACTIONS)
    events = do(state, Act("lady"))
    assert ActionDeclared(0, "lady", "notch") in events and ranks(state, 0, "lady") == 5
    assert RULES.actors(state) == [CHANCE] and RULES.chance_outcomes(state) == [(ALL_QUIET, 1.0)]
    quiet(state)
    assert ranks(state, 0, "lady") == 4


def test_an_opponent_holding_a_whistle_decides_whether_to_blow_it():
    state = declared()
    give(state, 2, "sheriffs_whistle")
    do(state, TAKE_ACTIONS, Act("lady"))
    assert RULES.actors(state) == [2]
    assert legal_text(state, 2) == {"pass", "sheriffs_whistle"}


def test_the_whistle_cancels_the_action_and_its_action_face_is_spent():
    state = declared()
    give(state, 2, "sheriffs_whistle")
    do(state, TAKE_ACTIONS, Act("lady"))
    events = RULES.apply(state, 2, PlayWhistle())
    assert ActionCancelled(0, 2) in events
    assert ranks(state, 0, "lady") == 5 and state.actions_left == 1 and state.window is None
    assert state.hands[2] == [] and state.deck.discards == ["sheriffs_whistle"]


def test_a_pass_lets_the_action_resolve():
    state = declared()
    give(state, 1, "sheriffs_whistle")
    do(state, TAKE_ACTIONS, Act("lady"))
    RULES.apply(state, 1, PASS)
    assert RULES.actors(state) == [CHANCE]
    quiet(state)
    assert ranks(state, 0, "lady") == 4 and state.hands[1] == ["sheriffs_whistle"]


def test_holders_are_asked_in_turn_order_from_the_active_players_left():
    state = declared(seats=4)
    give(state, 3, "sheriffs_whistle")
    give(state, 1, "sheriffs_whistle")
    do(state, TAKE_ACTIONS, Act("lady"))
    assert RULES.actors(state) == [1]
    RULES.apply(state, 1, PASS)
    assert RULES.actors(state) == [3]


def test_the_whistle_cancels_attacks_and_brain_uses_too():
    state = declared(faces=("action", "action", "brain", "boss"), escaped=("boss", "brain"))
    state.gangs[0] = "libertadores"
    give(state, 1, "sheriffs_whistle", "sheriffs_whistle")
    do(state, TAKE_ACTIONS, Act("boss"))
    RULES.apply(state, 1, PlayWhistle())
    do(state, Act("brain"))
    RULES.apply(state, 1, PlayWhistle())
    assert state.money[1] == state.money[2] == 50 and state.money[0] == 50


def test_a_cancelled_brain_use_still_counts_as_a_use():
    state = declared(faces=("action", "action", "brain", "boss"), escaped=("brain",))
    state.gangs[0] = "libertadores"
    state.money.balances.update({1: 30, "bank": 20})
    give(state, 1, "sheriffs_whistle")
    do(state, TAKE_ACTIONS, Act("brain"))
    RULES.apply(state, 1, PlayWhistle())
    act(state, "brain")
    assert state.money[0] == 53  # the 2nd use: $3


def test_a_player_never_reacts_to_his_own_actions():
    state = declared()
    give(state, 0, "sheriffs_whistle", "take_cover")
    do(state, TAKE_ACTIONS, Act("lady"))
    assert RULES.actors(state) == [CHANCE]


def test_take_cover_is_offered_to_a_victim_about_to_lose_money():
    state = declared(escaped=("lady",))
    give(state, 1, "take_cover")
    do(state, TAKE_ACTIONS, Act("lady"))
    assert RULES.actors(state) == [1] and legal_text(state, 1) == {"pass", "take_cover"}


def test_take_cover_means_losing_nothing_from_that_one_action():
    state = declared(escaped=("lady",))
    give(state, 1, "take_cover")
    do(state, TAKE_ACTIONS, Act("lady"))
    RULES.apply(state, 1, PlayTakeCover())
    events = quiet(state)
    assert Attacked(0, "lady", (1, 2), (0, 5)) in events
    assert state.money[1] == 50 and state.money[2] == 45
    act(state, "lady")
    assert state.money[1] == 45, "the next attack hits again"


def test_take_cover_is_not_offered_to_a_player_the_attack_does_not_touch():
    state = declared(escaped=("lady",))
    set_ranks(state, 1, lady=0)
    give(state, 1, "take_cover")
    do(state, TAKE_ACTIONS, Act("lady"))
    assert RULES.actors(state) == [CHANCE]


def test_take_cover_does_not_stop_a_notch_a_shoot_out_or_dynamite():
    state = declared(faces=("action", "action", "brain", "lady"), escaped=("brain",))
    state.gangs[0] = "red_damnation"
    give(state, 1, "take_cover")
    do(state, TAKE_ACTIONS, Act("lady"))
    assert RULES.actors(state) == [CHANCE]
    quiet(state)
    do(state, Act("brain"))
    assert RULES.actors(state) == [CHANCE]


def test_the_whistle_comes_before_take_cover():
    state = declared(escaped=("lady",))
    give(state, 1, "take_cover", "sheriffs_whistle")
    do(state, TAKE_ACTIONS, Act("lady"))
    assert legal_text(state, 1) == {"pass", "sheriffs_whistle"}
    RULES.apply(state, 1, PASS)
    assert legal_text(state, 1) == {"pass", "take_cover"}


def test_a_reaction_card_drawn_this_turn_cannot_be_played():
    state = declared()
    give(state, 1, "sheriffs_whistle", fresh=True)
    do(state, TAKE_ACTIONS, Act("lady"))
    assert RULES.actors(state) == [CHANCE]


def test_the_active_player_waits_while_the_window_is_open():
    state = declared()
    give(state, 1, "sheriffs_whistle")
    do(state, TAKE_ACTIONS, Act("lady"))
    with pytest.raises(IllegalAction):
        RULES.apply(state, 0, Act("lady"))
    assert RULES.legal_actions(state, 0) == []


def test_observe_does_not_show_whether_an_opponent_holds_a_reaction_card():
    with_card, without = declared(), declared()
    give(with_card, 1, "sheriffs_whistle")
    give(without, 1, "pickpocket")
    for state in (with_card, without):
        do(state, TAKE_ACTIONS, Act("lady"))
    assert RULES.actors(with_card) == [1] and RULES.actors(without) == [CHANCE]
    for seat in (0, 2, -1):
        assert RULES.observe(with_card, seat) == RULES.observe(without, seat)
        assert RULES.actors(RULES.observe(with_card, seat)) == [CHANCE]


def test_observe_matches_up_to_hand_size_when_the_opponent_holds_nothing():
    with_card, empty = declared(), declared()
    give(with_card, 1, "sheriffs_whistle")
    with_card.deck.cards.append("sheriffs_whistle")  # keep the deck alike; only hands differ
    for state in (with_card, empty):
        do(state, TAKE_ACTIONS, Act("lady"))
    a, b = RULES.observe(with_card, 0), RULES.observe(empty, 0)
    a.hands[1] = b.hands[1]
    assert a == b


def test_the_deciding_seat_sees_its_own_decision():
    state = declared()
    give(state, 2, "sheriffs_whistle")
    do(state, TAKE_ACTIONS, Act("lady"))
    obs = RULES.observe(state, 2)
    assert RULES.actors(obs) == [2] and legal_text(obs, 2) == {"pass", "sheriffs_whistle"}
