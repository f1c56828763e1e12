"""The rule book's sentences checked once more at their edges, and the PROPOSED readings of the
components file that the in-game rules mark as house rules."""
from game.rules.common.contract import CHANCE
from game.rules.common.dice import DieFace
from game.rules.desperados.engine import RULES
from game.rules.desperados.actions import Act, TAKE_ACTIONS
from game.rules.desperados.events import Attacked, SetupReroll
from game.rules.desperados.state import BANK

from desperados_table import (act, do, draw, free_all, give, legal_text, quiet, ranks, roll, rolled, set_money,
                              set_ranks, table)


def test_setup_rerolls_action_faces_and_third_of_a_kind():
    state = RULES.new_game(2)
    events = []
    for die, face in enumerate(("lady", "lady", "lady", "action")):
        events += RULES.apply(state, CHANCE, DieFace(die, face))
    assert SetupReroll(0, (2, 3)) in events and state.to_roll == [2, 3]
    roll(state, "boss", "bad")
    assert (ranks(state, 0, "lady"), ranks(state, 0, "boss"), ranks(state, 0, "bad")) == (3, 5, 3)
    assert state.current == 1 and state.to_roll == [0, 1, 2, 3]


def test_three_action_faces_count_as_a_trio_and_the_player_chooses():
    state = rolled(2, ("action", "action", "action", "lady"))
    assert {"take_actions", "draw_cards"} <= legal_text(state)
    drawing = state.clone()
    do(drawing, "draw_cards")
    assert (drawing.drawing.count, drawing.drawing.keep) == (3, 1)
    do(state, TAKE_ACTIONS)
    assert state.actions_left == 3


def test_an_extra_bullet_does_not_count_towards_a_trio():
    state = rolled(2, ("lady", "lady", "boss", "action"))
    give(state, 0, "extra_bullet")
    do(state, "extra_bullet")
    assert "draw_cards" not in legal_text(state)
    do(state, TAKE_ACTIONS)
    assert state.actions_left == 2


def test_a_loaded_die_on_the_only_action_face_turns_the_roll_into_misery():
    state = rolled(2, ("action", "lady", "boss", "bad"))
    give(state, 0, "loaded_die")
    do(state, "loaded_die die=0 face=ugly")
    assert legal_text(state) == {"draw_cards"}
    do(state, "draw_cards")
    draw(state, "dynamite")
    assert state.hands[0] == ["dynamite"] and state.drawing is None


def test_escaped_attack_hits_only_opponents_whose_same_desperado_is_jailed():
    state = rolled(4, ("action", "lady", "boss", "bad"))
    set_ranks(state, 0, lady=0)
    set_ranks(state, 2, lady=0)
    do(state, TAKE_ACTIONS)
    events = act(state, "lady")
    assert Attacked(0, "lady", (1, 3), (5, 5)) in events
    assert [state.money[s] for s in range(4)] == [50, 45, 50, 45] and state.money[BANK] == 10


def test_an_eliminated_gang_is_never_a_victim_again():
    state = rolled(3, ("action", "lady", "boss", "bad"))
    set_ranks(state, 0, boss=0)
    set_money(state, s0=50, s1=3, s2=50, bank=47)
    do(state, TAKE_ACTIONS)
    events = act(state, "boss")
    assert Attacked(0, "boss", (1, 2), (3, 6)) in events
    assert not state.alive[1] and state.money[1] == 0
    assert not RULES.is_over(state)


def test_an_attack_takes_no_more_than_the_victim_has_and_the_last_gang_standing_wins():
    state = rolled(2, ("action", "boss", "lady", "bad"))
    set_ranks(state, 0, boss=0)
    set_money(state, s0=50, s1=2, bank=48)
    do(state, TAKE_ACTIONS)
    act(state, "boss")
    assert state.money[1] == 0 and state.money[BANK] == 50
    assert RULES.is_over(state) and RULES.winners(state) == [0]


def test_freeing_the_last_desperado_wins_only_when_richest_ties_included():
    for money, wins in (((50, 50, 50), True), ((50, 40, 51), False), ((60, 60, 10), True)):
        state = rolled(3, ("action", "lady", "boss", "bad"))
        state.jail[0] = [0, 0, 0, 1, 0]
        set_money(state, s0=money[0], s1=money[1], s2=money[2], bank=150 - sum(money))
        do(state, TAKE_ACTIONS)
        act(state, "lady")
        assert RULES.is_over(state) is wins, money
        assert RULES.winners(state) == ([0] if wins else [])


def test_pickpocket_takes_from_the_opponent_even_with_an_empty_bank():
    state = rolled(2)
    give(state, 0, "pickpocket")
    assert state.money[BANK] == 0
    do(state, "pickpocket seat=1")
    assert (state.money[0], state.money[1], state.money[BANK]) == (53, 47, 0)


def test_the_bank_starts_empty_at_every_player_count():
    for seats in (2, 3, 4):
        state = table(seats)
        assert state.money[BANK] == 0
        assert state.money.total() == 50 * seats


def test_the_shoot_out_third_use_can_eliminate():
    state = rolled(3, ("action", "action", "action", "brain"))
    state.gangs[0] = "red_damnation"
    set_ranks(state, 0, brain=0)
    set_money(state, s0=50, s1=9, s2=50, bank=41)
    do(state, TAKE_ACTIONS)
    for _ in range(3):
        act(state, "brain")
    assert not state.alive[1] and state.money[2] == 40 and state.money[BANK] == 41 + 9 + 10


def test_back_in_the_cell_only_targets_opponents():
    state = rolled(2)
    give(state, 0, "back_in_the_cell")
    set_ranks(state, 0, boss=3)
    set_ranks(state, 1, boss=3)
    plays = {a for a in legal_text(state) if a.startswith("back_in_the_cell")}
    assert plays == {"back_in_the_cell seat=1 member=boss"}


def test_the_discard_pile_is_public_and_cards_being_chosen_are_private():
    state = rolled(2, ("lady", "lady", "lady", "boss"))
    do(state, "draw_cards")
    draw(state, "dynamite", "hacksaw", "pickpocket")
    assert RULES.observe(state, 1).drawing.drawn == [None, None, None]
    assert sorted(RULES.observe(state, 0).drawing.drawn) == ["dynamite", "hacksaw", "pickpocket"]
    do(state, "keep cards=hacksaw")
    assert sorted(RULES.observe(state, 1).deck.discards) == ["dynamite", "pickpocket"]
    assert RULES.observe(state, 1).hands[0] == [None]


def test_a_player_at_zero_dollars_is_eliminated_and_skipped():
    state = rolled(3, ("action", "lady", "boss", "bad"))
    set_ranks(state, 0, lady=0)
    set_money(state, s0=50, s1=5, s2=50, bank=45)
    give(state, 1, "take_cover")
    do(state, TAKE_ACTIONS)
    do(state, Act("lady"))
    RULES.apply(state, 1, RULES.parse_action("pass"))
    quiet(state)
    assert not state.alive[1] and state.hands[1] == [] and "take_cover" in state.deck.discards
    assert state.current == 2, "the turn passes over the eliminated gang"


def test_a_gang_with_every_desperado_free_still_rolls_and_attacks():
    state = rolled(2, ("action", "boss", "lady", "bad"))
    free_all(state, 0)
    set_money(state, s0=40, s1=60)
    do(state, TAKE_ACTIONS)
    act(state, "boss")
    assert state.money[1] == 54 and not RULES.is_over(state)
