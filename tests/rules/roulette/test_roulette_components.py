"""The box (roulette.components.md, rule book sections 1, 3 and 4) and setup."""
import pytest

from game.rules.common.contract import CHANCE, IllegalAction
from game.rules.roulette.engine import RULES
from game.rules.roulette.content import (BILL_VALUES, BILLS_PER_PLAYER, CHAMBERS, CLICK_MARKERS, CYLINDER,
                                         START_BILLS, count, value)
from game.rules.roulette.engine import BID, SPIN, ALIVE
from roulette_table import BANG, CLICK, bid, choose, spin, table


def test_three_to_six_players():
    assert (RULES.info.min_seats, RULES.info.max_seats) == (3, 6)
    for seats in (3, 4, 5, 6):
        assert RULES.new_game(seats).seats == seats
    for seats in (2, 7):
        with pytest.raises(IllegalAction, match="3 to 6"):
            RULES.new_game(seats)


def test_the_game_is_called_bulletbucks_in_the_app():
    assert RULES.info.game_id == "roulette" and RULES.info.name == "Bulletbucks"


def test_bills_come_in_1000_and_2000_bulletbucks():
    assert BILL_VALUES == (1000, 2000)


def test_each_player_gets_twelve_bills_six_of_each():
    state = RULES.new_game(5)
    assert START_BILLS == (6, 6) and count(START_BILLS) == BILLS_PER_PLAYER == 12
    assert state.bills == [(6, 6)] * 5
    assert value(START_BILLS) == 18000


def test_six_click_markers_wait_in_the_centre_shared_by_all():
    for seats in (3, 6):
        state = RULES.new_game(seats)
        assert CLICK_MARKERS == 6 and state.centre == 6
        assert all(s == [] for s in state.stacks), "no player holds a marker at the start"


def test_at_the_start_the_only_money_is_bid_money():
    state = RULES.new_game(4)
    assert state.stacks == [[], [], [], []] and all(s == ALIVE for s in state.status)


def test_the_cylinder_has_six_chambers_five_dry_and_one_live():
    assert len(CYLINDER.faces) == CHAMBERS == 6
    assert CYLINDER.faces.count("blank") == 5 and CYLINDER.faces.count("bullet") == 1


def test_the_spin_is_a_chance_step_one_in_six_bang():
    state = table()
    bid(state, (0, 1), (1, 0), (1, 0))
    choose(state, 0)
    assert state.phase == SPIN and RULES.actors(state) == [CHANCE]
    outcomes = dict(RULES.chance_outcomes(state))
    assert outcomes == pytest.approx({CLICK: 5 / 6, BANG: 1 / 6})


def test_the_cylinder_is_loaded_and_spun_afresh_every_time():
    """The bullet goes back in and the cylinder is spun again: the odds never change."""
    state = table(4)
    for _ in range(3):
        bid(state, *[(0, 1) if s == state.bidders[0] else (1, 0) for s in state.bidders])
        choose(state, state.high)
        assert dict(RULES.chance_outcomes(state)) == pytest.approx({CLICK: 5 / 6, BANG: 1 / 6})
        spin(state, CLICK)


def test_no_random_step_outside_the_spin():
    state = table()
    assert state.phase == BID
    with pytest.raises(IllegalAction):
        RULES.chance_outcomes(state)
    with pytest.raises(IllegalAction):
        spin(state, CLICK)
