"""The rules contract, proved end to end on Pig (the worked example engine)."""
import random

import pytest
from hypothesis import given, settings, strategies as st

from game.ai.base import sample_outcome
from game.rules.common.contract import CHANCE, IllegalAction
from game.rules.common.dice import DieFace
from game.rules.pig.engine import RULES, Hold, Roll


def play_random(seed: int, seats: int = 2):
    rng = random.Random(seed)
    state = RULES.new_game(seats)
    history = []
    while not RULES.is_over(state):
        seat = RULES.actors(state)[0]
        if seat == CHANCE:
            action = sample_outcome(RULES.chance_outcomes(state), rng)
        else:
            legal = RULES.legal_actions(state, seat)
            assert legal, "an actor always has a legal action"
            action = rng.choice(legal)
        RULES.apply(state, seat, action)
        history.append((seat, str(action)))
    return state, history


def test_rolling_a_one_loses_the_turn_total_and_passes_the_die():
    state = RULES.new_game(2)
    RULES.apply(state, 0, Roll())
    RULES.apply(state, CHANCE, DieFace(0, "5"))
    RULES.apply(state, 0, Roll())
    RULES.apply(state, CHANCE, DieFace(0, "1"))
    assert state.scores == [0, 0] and state.current == 1 and state.turn_total == 0


def test_holding_banks_the_turn_total():
    state = RULES.new_game(2)
    RULES.apply(state, 0, Roll())
    RULES.apply(state, CHANCE, DieFace(0, "6"))
    RULES.apply(state, 0, Hold())
    assert state.scores == [6, 0] and state.current == 1


def test_reaching_the_target_wins():
    state = RULES.new_game(2, {"target": 20})
    state.scores[0] = 15
    RULES.apply(state, 0, Roll())
    RULES.apply(state, CHANCE, DieFace(0, "5"))
    events = RULES.apply(state, 0, Hold())
    assert RULES.is_over(state) and RULES.winners(state) == [0]
    assert "Ana wins" in events[-1].describe(["Ana", "Bill"])


def test_holding_before_rolling_is_refused_with_a_reason_and_changes_nothing():
    state = RULES.new_game(2)
    before = RULES.clone(state)
    with pytest.raises(IllegalAction, match="roll at least once"):
        RULES.apply(state, 0, Hold())
    assert state == before


def test_a_seat_not_asked_to_decide_is_refused():
    state = RULES.new_game(2)
    with pytest.raises(IllegalAction, match="not seat 1"):
        RULES.apply(state, 1, Roll())


def test_chance_outcomes_are_probabilities():
    state = RULES.new_game(2)
    RULES.apply(state, 0, Roll())
    assert RULES.actors(state) == [CHANCE]
    assert abs(sum(p for _, p in RULES.chance_outcomes(state)) - 1) < 1e-9


@settings(max_examples=30, deadline=None)
@given(st.integers(0, 10**6), st.integers(2, 6))
def test_random_playouts_end_and_replay_from_their_action_text(seed, seats):
    state, history = play_random(seed, seats)
    replayed = RULES.new_game(seats)
    for seat, text in history:
        RULES.apply(replayed, seat, RULES.parse_action(text))
    assert replayed == state
    again, _ = play_random(seed, seats)
    assert again == state, "same seed and actions give the same game"


def test_clone_is_independent():
    state = RULES.new_game(3)
    copy = RULES.clone(state)
    copy.scores[0] = 99
    assert state.scores[0] == 0


def test_garbage_action_text_is_refused():
    for text in ("", "fly", "roll x=1", "face die=zero face=1"):
        with pytest.raises(IllegalAction):
            RULES.parse_action(text)


def test_each_roll_adds_its_pips_to_the_turn_total():
    state = RULES.new_game(2)
    for face in ("3", "6", "2"):
        RULES.apply(state, 0, Roll())
        RULES.apply(state, CHANCE, DieFace(0, face))
    assert state.turn_total == 11 and state.scores == [0, 0] and state.current == 0


def test_the_die_lies_showing_the_face_it_last_landed_on():
    state = RULES.new_game(2)
    assert state.last_roll is None, "nobody has rolled yet"
    RULES.apply(state, 0, Roll())
    RULES.apply(state, CHANCE, DieFace(0, "1"))
    assert state.last_roll == "1" and state.current == 1, "the 1 that ended the turn stays on the table"
    assert RULES.clone(state).last_roll == "1"


def test_a_turns_first_roll_opens_the_turn_and_later_rolls_do_not():
    from game.rules.common.events import TurnStarted
    state = RULES.new_game(2)
    assert RULES.apply(state, 0, Roll()) == [TurnStarted(0, 1)]
    RULES.apply(state, CHANCE, DieFace(0, "4"))
    assert RULES.apply(state, 0, Roll()) == []
    RULES.apply(state, CHANCE, DieFace(0, "1"))
    assert RULES.apply(state, 1, Roll()) == [TurnStarted(1, 2)], "Bill's turn is the game's second"
