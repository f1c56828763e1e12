"""END OF GAME: the last desperado freed AND the richest wins at once (ties count), possibly
later when money changes; or the last gang standing."""
from game.rules.common.events import GameEnded
from game.rules.desperados.engine import RULES
from game.rules.desperados.actions import (PlayDynamite, PlayPickpocket, TAKE_ACTIONS)
from game.rules.desperados.events import GangWins

from desperados_table import act, do, give, rolled, set_money, set_ranks


def nearly_free(seats=2, faces=("action", "lady", "boss", "bad")):
    state = rolled(seats, faces)
    state.jail[0] = [0, 0, 0, 1, 0]  # only the Lady is left, one rank from the keys
    return state


def test_freeing_the_last_desperado_while_richest_wins_at_once():
    state = nearly_free()
    set_money(state, s0=60, s1=40)
    do(state, TAKE_ACTIONS)
    events = act(state, "lady")
    assert RULES.is_over(state) and RULES.winners(state) == [0]
    assert GangWins(0, "free and the richest") in events and GameEnded((0,)) in events


def test_a_tie_for_richest_counts_as_richest():
    state = nearly_free()
    do(state, TAKE_ACTIONS)
    act(state, "lady")
    assert RULES.winners(state) == [0]


def test_a_freed_gang_that_is_not_the_richest_plays_on():
    state = nearly_free()
    set_money(state, s0=40, s1=60)
    do(state, TAKE_ACTIONS)
    act(state, "lady")
    assert not RULES.is_over(state) and state.current == 1


def test_a_freed_gang_wins_later_by_lowering_the_others_wealth():
    state = nearly_free(faces=("action", "lady", "lady", "bad"))
    set_money(state, s0=49, s1=51)
    give(state, 0, "dynamite")
    do(state, TAKE_ACTIONS)
    act(state, "lady")
    assert not RULES.is_over(state)
    do(state, PlayDynamite())
    assert RULES.winners(state) == [0]


def test_a_freed_gang_wins_later_by_raising_its_own_wealth():
    state = nearly_free()
    state.jail[0] = [0] * 5
    set_money(state, s0=47, s1=53)
    give(state, 0, "pickpocket")
    do(state, PlayPickpocket(1))
    assert RULES.winners(state) == [0]


def test_a_freed_opponent_who_becomes_the_richest_on_my_turn_wins():
    state = rolled(3, ("action", "boss", "bad", "ugly"))
    state.jail[1] = [0] * 5
    set_ranks(state, 0, boss=0)
    set_money(state, s0=47, s1=48, s2=52, bank=3)
    do(state, TAKE_ACTIONS)
    act(state, "boss")  # only seat 2 has a jailed Boss: it drops to $46
    assert RULES.winners(state) == [1]


def test_when_two_freed_gangs_qualify_at_once_the_active_player_wins():
    state = rolled(3, ("action", "boss", "bad", "ugly"))
    state.jail[0] = [0] * 5
    state.jail[1] = [0] * 5
    set_money(state, s0=49, s1=49, s2=52)
    do(state, TAKE_ACTIONS)
    act(state, "boss")
    assert RULES.winners(state) == [0]


def test_the_last_gang_standing_wins():
    state = rolled(2, ("action", "boss", "bad", "ugly"))
    set_ranks(state, 0, boss=0)
    set_money(state, s1=5, bank=45)
    do(state, TAKE_ACTIONS)
    events = act(state, "boss")
    assert RULES.winners(state) == [0] and GangWins(0, "the last gang standing") in events
    assert RULES.actors(state) == []


def test_eliminated_gangs_do_not_count_for_richest():
    from game.rules.desperados import winning
    state = rolled(3, ("action", "boss", "bad", "ugly"))
    state.jail[0] = [0] * 5
    state.alive[2] = False
    set_money(state, s0=20, s1=10, s2=0, bank=120)
    assert winning.winner(state) == (0, "free and the richest")
