"""DESPERADOS' ACTIONS: notches in jail, escapes at the keys, attacks once escaped, the Brain."""
import pytest

from game.rules.common.events import MoneyMoved, PlayerEliminated
from game.rules.desperados.actions import TAKE_ACTIONS
from game.rules.desperados.events import Attacked, Escaped
from game.rules.desperados.state import BANK

from desperados_table import act, do, draw, give, legal_text, ranks, rolled, set_money, set_ranks


def acting(seats=2, faces=("action", "lady", "boss", "bad"), gangs=None):
    state = rolled(seats, faces)
    if gangs:
        state.gangs = list(gangs)
    return state


def test_an_action_on_a_jailed_desperado_turns_his_card_one_rank():
    state = acting()
    do(state, TAKE_ACTIONS)
    act(state, "lady")
    assert ranks(state, 0, "lady") == 4


def test_at_the_keys_the_desperado_escapes_and_is_flipped():
    state = acting(faces=("action", "action", "action", "lady"))
    set_ranks(state, 0, lady=1)
    do(state, TAKE_ACTIONS)
    events = act(state, "lady")
    assert ranks(state, 0, "lady") == 0 and Escaped(0, "lady") in events


def test_remaining_actions_of_a_freed_desperado_are_attacks():
    # Rule book example: 3 Action faces for the Lady, one rank left: free her, then two $5 attacks.
    state = acting(seats=3, faces=("action", "action", "action", "lady"))
    set_ranks(state, 0, lady=1)
    do(state, TAKE_ACTIONS)
    act(state, "lady")
    act(state, "lady")
    act(state, "lady")
    assert state.money[1] == state.money[2] == 40 and state.money[BANK] == 20


def test_an_attack_hits_only_opponents_whose_same_desperado_is_still_jailed():
    state = acting(seats=3, faces=("action", "boss", "ugly", "bad"))
    set_ranks(state, 0, boss=0)
    set_ranks(state, 2, boss=0)
    do(state, TAKE_ACTIONS)
    events = act(state, "boss")
    assert Attacked(0, "boss", (1,), (6,)) in events
    assert state.money[1] == 44 and state.money[2] == 50


def test_the_attacker_wins_nothing_the_money_goes_to_the_table_centre():
    state = acting(faces=("action", "bad", "ugly", "boss"))
    set_ranks(state, 0, bad=0)
    do(state, TAKE_ACTIONS)
    events = act(state, "bad")
    assert MoneyMoved(1, BANK, 4, "{desperado}'s attack", (("desperado", "desperado", "Bad"),)) in events
    assert state.money[0] == 50 and state.money[BANK] == 4


@pytest.mark.parametrize("member,amount", [("ugly", 3), ("bad", 4), ("lady", 5), ("boss", 6)])
def test_attack_values_per_action(member, amount):
    state = acting(faces=("action", member, member, member))
    set_ranks(state, 0, **{member: 0})
    do(state, TAKE_ACTIONS)
    act(state, member)
    assert state.money[1] == 50 - amount


def test_a_player_who_loses_his_last_dollar_is_eliminated_at_once():
    state = acting(seats=3, faces=("action", "boss", "ugly", "bad"))
    set_ranks(state, 0, boss=0)
    set_money(state, s1=4, bank=46)
    give(state, 1, "take_cover", "dynamite")
    state.hands[1].remove("take_cover")  # keep the window quiet: Bill holds only a Dynamite
    state.deck.cards.append("take_cover")
    do(state, TAKE_ACTIONS)
    events = act(state, "boss")
    assert MoneyMoved(1, BANK, 4, "{desperado}'s attack", (("desperado", "desperado", "Boss"),)) in events
    assert PlayerEliminated(1, "no money left") in events and not state.alive[1]
    assert state.hands[1] == [] and "dynamite" in state.deck.discards


def test_the_brain_does_not_attack_but_uses_the_gang_ability():
    state = acting(faces=("action", "brain", "ugly", "bad"), gangs=("libertadores", "oleson"))
    set_ranks(state, 0, brain=0)
    set_money(state, s1=40, bank=10)
    do(state, TAKE_ACTIONS)
    act(state, "brain")
    assert state.money[1] == 40 and state.money[0] == 52 and state.money[BANK] == 8


def brain_turn(gang, actions=3, seats=2):
    faces = ("action",) * actions + ("brain",) * (4 - actions)
    state = acting(seats, faces, gangs=(gang, "oleson", "mavericks", "red_damnation")[:seats])
    set_ranks(state, 0, brain=0)
    do(state, TAKE_ACTIONS)
    return state


def test_rob_the_bank_takes_2_then_3_then_4_from_the_bank():
    state = brain_turn("libertadores")
    set_money(state, s1=30, bank=20)
    for expected in (52, 55, 59):
        act(state, "brain")
        assert state.money[0] == expected


def test_winnings_are_capped_by_what_the_table_centre_holds():
    state = brain_turn("libertadores")
    set_money(state, s1=47, bank=3)
    act(state, "brain")
    act(state, "brain")
    assert state.money[0] == 53 and state.money[BANK] == 0


def test_shoot_out_makes_each_opponent_lose_1_then_1_then_8_ignoring_immunity():
    state = brain_turn("red_damnation", seats=3)
    set_ranks(state, 1, brain=0)  # a freed Brain is no protection from a Brain
    for expected in (49, 48, 40):
        act(state, "brain")
        assert state.money[1] == state.money[2] == expected
    assert state.money[BANK] == 20


def test_jailbreak_helper_turns_one_notch_twice_then_frees_one_desperado():
    state = brain_turn("oleson")
    act(state, "brain", target="boss")
    act(state, "brain", target="lady")
    assert ranks(state, 0, "boss") == 5 and ranks(state, 0, "lady") == 4
    assert "act member=brain target=bad victim=~" in legal_text(state)
    act(state, "brain", target="bad")
    assert ranks(state, 0, "bad") == 0


def test_card_sharp_brain_draws_1_then_1_then_2():
    state = brain_turn("mavericks")
    act(state, "brain")
    draw(state, "dynamite")
    act(state, "brain")
    draw(state, "hacksaw")
    act(state, "brain")
    draw(state, "pickpocket", "take_cover")
    assert sorted(state.hands[0]) == ["dynamite", "hacksaw", "pickpocket", "take_cover"]


def test_card_sharp_brain_third_use_may_take_a_random_card_from_an_opponent():
    state = brain_turn("mavericks")
    give(state, 1, "dynamite", "pickpocket")
    act(state, "brain")
    draw(state, "hacksaw")
    act(state, "brain")
    draw(state, "hacksaw")
    act(state, "brain", victim=1)
    draw(state, "pickpocket")
    assert state.hands[1] == ["dynamite"] and "pickpocket" in state.hands[0]
    assert state.current == 1, "a stolen card cannot be played this turn, so nothing is left to do"


def test_a_fourth_brain_use_starts_the_ladder_again():
    state = acting(faces=("action", "action", "action", "brain"), gangs=("libertadores", "oleson"))
    set_ranks(state, 0, brain=0)
    set_money(state, s1=20, bank=30)
    state.bullets = 1  # an Extra Bullet played after the last roll
    do(state, TAKE_ACTIONS)
    assert state.actions_left == 4
    for _ in range(4):
        act(state, "brain")
    assert state.money[0] == 50 + 2 + 3 + 4 + 2


def test_an_escape_by_a_brain_action_then_counts_later_actions_as_brain_uses():
    state = acting(faces=("action", "action", "brain", "ugly"), gangs=("libertadores", "oleson"))
    set_ranks(state, 0, brain=1)
    set_money(state, s1=40, bank=10)
    do(state, TAKE_ACTIONS)
    act(state, "brain")
    assert ranks(state, 0, "brain") == 0 and state.money[0] == 50
    act(state, "brain")
    assert state.money[0] == 52


def test_an_attack_with_no_jailed_victim_hits_nobody():
    state = acting(faces=("action", "boss", "ugly", "bad"))
    set_ranks(state, 0, boss=0)
    set_ranks(state, 1, boss=0)
    do(state, TAKE_ACTIONS)
    events = act(state, "boss")
    assert Attacked(0, "boss", (), ()) in events and state.money[1] == 50
