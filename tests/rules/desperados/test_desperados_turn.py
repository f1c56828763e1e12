"""GAME TURN: up to three rolls keeping any dice, then one effect — actions or a draw."""
import pytest

from game.rules.common.contract import CHANCE, IllegalAction
from game.rules.desperados.engine import RULES
from game.rules.desperados.actions import Act, DRAW_CARDS, END_TURN, Reroll, TAKE_ACTIONS
from game.rules.desperados.events import DiceKept, EffectChosen
from game.rules.desperados.state import ACTIONS

from desperados_table import act, do, draw, legal_text, ranks, roll, rolled, table


def test_a_turn_starts_by_rolling_all_four_dice():
    state = table()
    assert state.to_roll == [0, 1, 2, 3] and RULES.actors(state) == [CHANCE]


def test_the_player_may_roll_again_any_dice_keeping_the_others():
    state = rolled(faces=("action", "lady", "boss", "bad"))
    events = do(state, Reroll((2, 3)))
    assert DiceKept(0, (0, 1), (2, 3), ("action", "lady", "boss", "bad")) in events
    assert state.dice[:2] == ["action", "lady"] and state.to_roll == [2, 3]
    roll(state, "ugly", "ugly")
    assert state.dice == ["action", "lady", "ugly", "ugly"]


def test_every_choice_of_dice_to_roll_again_is_offered():
    state = rolled()
    assert sum(1 for t in legal_text(state) if t.startswith("reroll")) == 15


def test_no_more_than_three_rolls_per_turn():
    state = rolled(faces=("action", "lady", "boss", "bad"))
    do(state, Reroll((3,)))
    roll(state, "bad")
    do(state, Reroll((3,)))
    roll(state, "bad")
    assert not any(t.startswith("reroll") for t in legal_text(state))
    with pytest.raises(IllegalAction, match="No rolls are left"):
        RULES.apply(state, 0, Reroll((3,)))


def test_the_player_may_stop_after_the_first_roll():
    state = rolled(faces=("action", "lady", "boss", "bad"))
    do(state, TAKE_ACTIONS)
    assert state.phase == ACTIONS and state.actions_left == 1


def test_one_action_face_lets_one_shown_desperado_act_once():
    # Rule book example 1: 1 Action, 2 Lady, 1 Boss -> Lady once OR Boss once.
    state = rolled(faces=("action", "lady", "lady", "boss"))
    do(state, TAKE_ACTIONS)
    assert {t for t in legal_text(state) if t.startswith("act")} == {
        "act member=lady target=~ victim=~", "act member=boss target=~ victim=~"}
    act(state, "lady")
    assert state.actions_left == 0 and ranks(state, 0, "lady") == 4 and ranks(state, 0, "boss") == 6


def test_duplicate_character_faces_are_wasted():
    state = rolled(faces=("action", "lady", "lady", "boss"))
    events = do(state, TAKE_ACTIONS)
    assert EffectChosen(0, "actions", "", 1) in events


def test_several_action_faces_may_be_split_between_shown_desperados():
    # Rule book example 2: 2 Action, 1 Ugly, 1 Boss -> Ugly and Boss, or Boss twice.
    state = rolled(faces=("action", "action", "ugly", "boss"))
    do(state, TAKE_ACTIONS)
    act(state, "ugly")
    act(state, "boss")
    assert ranks(state, 0, "ugly") == 2 and ranks(state, 0, "boss") == 5


def test_several_action_faces_may_all_go_to_one_desperado():
    state = rolled(faces=("action", "action", "ugly", "boss"))
    do(state, TAKE_ACTIONS)
    act(state, "boss")
    act(state, "boss")
    assert ranks(state, 0, "boss") == 4 and ranks(state, 0, "ugly") == 3


def test_only_desperados_shown_by_a_character_face_may_act():
    state = rolled(faces=("action", "action", "ugly", "boss"))
    do(state, TAKE_ACTIONS)
    with pytest.raises(IllegalAction):
        RULES.apply(state, 0, Act("lady"))


def test_a_trio_draws_three_and_keeps_one():
    state = rolled(faces=("lady", "lady", "lady", "boss"))
    events = do(state, DRAW_CARDS)
    assert EffectChosen(0, "draw", "trio") in events
    draw(state, "dynamite", "pickpocket", "hacksaw")
    assert len(legal_text(state)) == 3
    do(state, "keep cards=pickpocket")
    assert state.hands[0] == ["pickpocket"]
    assert sorted(state.deck.discards) == ["dynamite", "hacksaw"]


def test_a_set_of_four_draws_four_and_keeps_two():
    state = rolled(faces=("bad", "bad", "bad", "bad"))
    events = do(state, DRAW_CARDS)
    assert EffectChosen(0, "draw", "set_of_four") in events
    draw(state, "dynamite", "pickpocket", "hacksaw", "take_cover")
    assert len(legal_text(state)) == 6
    do(state, "keep cards=dynamite,take_cover")
    assert sorted(state.hands[0]) == ["dynamite", "take_cover"] and len(state.deck.discards) == 2


def test_misery_draws_one_card_and_keeps_it():
    state = rolled(faces=("brain", "ugly", "lady", "boss"))
    assert "take_actions" not in legal_text(state)
    events = do(state, DRAW_CARDS)
    assert EffectChosen(0, "draw", "misery") in events
    draw(state, "dynamite")
    assert state.hands[1] == [] and state.current == 1  # nothing left to do: the turn passed
    assert state.hands[0] == ["dynamite"]


def test_four_action_faces_are_a_set_of_four_not_four_actions():
    state = rolled(faces=("action",) * 4)
    assert "take_actions" not in legal_text(state)
    events = do(state, DRAW_CARDS)
    assert EffectChosen(0, "draw", "set_of_four") in events


def test_a_roll_with_actions_and_a_trio_lets_the_player_choose():
    state = rolled(faces=("action", "lady", "lady", "lady"))
    assert {"take_actions", "draw_cards"} <= legal_text(state)


def test_drawing_cards_means_no_desperado_action():
    state = rolled(faces=("action", "lady", "lady", "lady"))
    do(state, DRAW_CARDS)
    draw(state, "dynamite", "pickpocket", "hacksaw")
    do(state, "keep cards=dynamite")
    assert state.current == 1 and ranks(state, 0, "lady") == 5


def test_a_roll_with_action_faces_and_no_combination_cannot_draw():
    state = rolled(faces=("action", "lady", "boss", "bad"))
    assert "draw_cards" not in legal_text(state)
    with pytest.raises(IllegalAction, match="Trio"):
        RULES.apply(state, 0, DRAW_CARDS)


def test_every_action_is_given_before_the_turn_ends():
    state = rolled(faces=("action", "action", "ugly", "boss"))
    do(state, TAKE_ACTIONS)
    assert "end_turn" not in legal_text(state)
    act(state, "ugly")
    act(state, "ugly")
    assert state.current == 1


def test_the_turn_waits_for_end_turn_while_a_card_could_still_be_played():
    state = rolled(faces=("action", "lady", "boss", "bad"))
    state.hands[0].append("hacksaw")
    state.deck.cards.remove("hacksaw")
    do(state, TAKE_ACTIONS)
    act(state, "lady")
    assert state.current == 0 and legal_text(state) >= {"end_turn"}
    do(state, END_TURN)
    assert state.current == 1 and state.to_roll == [0, 1, 2, 3]


def test_the_turn_passes_to_the_next_gang_still_in_the_game():
    state = rolled(seats=3, faces=("action", "lady", "boss", "bad"))
    state.alive[1] = False
    do(state, TAKE_ACTIONS)
    act(state, "lady")
    assert state.current == 2
