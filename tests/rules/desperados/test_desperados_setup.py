"""SETUP: $50 each, gangs in jail, the setup roll, the youngest (seat 0) begins."""
import pytest

from game.rules.common.contract import CHANCE, IllegalAction
from game.rules.common.dice import DieFace
from game.rules.common.events import DieRolled, TurnStarted
from game.rules.desperados.engine import RULES
from game.rules.desperados.events import Escaped, SetupReroll
from game.rules.desperados.state import BANK, ROLLING, SETUP

from desperados_table import ranks


def setup_roll(state, *faces):
    events = []
    for face in faces:
        events += RULES.apply(state, CHANCE, DieFace(state.to_roll[0], face))
    return events


def test_each_gang_starts_in_jail_with_fifty_dollars_and_an_empty_bank():
    state = RULES.new_game(3)
    assert state.money[0] == state.money[1] == state.money[2] == 50 and state.money[BANK] == 0
    assert state.jail == [[2, 3, 4, 5, 6]] * 3
    assert len(state.deck.cards) == 28 and state.hands == [[], [], []]


def test_unused_chips_are_out_of_the_game_with_fewer_than_four_players():
    assert RULES.new_game(2).money.total() == 100


def test_player_counts_outside_two_to_four_are_refused():
    for seats in (1, 5):
        with pytest.raises(IllegalAction):
            RULES.new_game(seats)


def test_setup_is_a_roll_of_four_dice_one_chance_step_each():
    state = RULES.new_game(2)
    assert state.phase == SETUP and RULES.actors(state) == [CHANCE]
    events = setup_roll(state, "bad", "bad", "lady", "boss")
    assert [e.face for e in events if isinstance(e, DieRolled)] == ["bad", "bad", "lady", "boss"]


def test_each_character_face_turns_that_desperado_one_rank_towards_freedom():
    state = RULES.new_game(2)
    setup_roll(state, "bad", "bad", "lady", "boss")  # the rule book's example
    assert ranks(state, 0, "bad") == 2 and ranks(state, 0, "lady") == 4 and ranks(state, 0, "boss") == 5
    assert ranks(state, 0, "brain") == 2 and ranks(state, 0, "ugly") == 3


def test_setup_rerolls_action_faces_until_four_character_faces_show():
    state = RULES.new_game(2)
    events = setup_roll(state, "action", "lady", "action", "boss")
    assert SetupReroll(0, (0, 2)) in events and state.to_roll == [0, 2]
    setup_roll(state, "action", "ugly")
    assert state.to_roll == [0]
    setup_roll(state, "bad")
    assert state.current == 1 and ranks(state, 0, "bad") == 3 and ranks(state, 0, "ugly") == 2


def test_setup_rerolls_faces_beyond_two_of_a_kind():
    state = RULES.new_game(2)
    events = setup_roll(state, "lady", "lady", "lady", "lady")
    assert SetupReroll(0, (2, 3)) in events
    setup_roll(state, "lady", "boss")
    assert state.to_roll == [2]
    setup_roll(state, "ugly")
    assert ranks(state, 0, "lady") == 3


def test_two_brain_faces_at_setup_start_the_brain_escaped():
    state = RULES.new_game(2)
    events = setup_roll(state, "brain", "brain", "lady", "boss")
    assert ranks(state, 0, "brain") == 0 and Escaped(0, "brain") in events


def test_every_player_rolls_at_setup_then_the_youngest_seat_0_begins():
    state = RULES.new_game(3)
    setup_roll(state, "bad", "bad", "lady", "boss")
    assert state.phase == SETUP and state.current == 1
    setup_roll(state, "ugly", "ugly", "lady", "boss")
    setup_roll(state, "brain", "ugly", "lady", "boss")
    assert ranks(state, 1, "ugly") == 1 and ranks(state, 2, "brain") == 1
    assert state.phase == ROLLING and state.current == 0


def test_the_first_turn_starts_with_a_roll_of_all_four_dice():
    state = RULES.new_game(2)
    setup_roll(state, "bad", "bad", "lady", "boss")
    events = setup_roll(state, "bad", "ugly", "lady", "boss")
    assert TurnStarted(0, 1) in events and state.to_roll == [0, 1, 2, 3]
