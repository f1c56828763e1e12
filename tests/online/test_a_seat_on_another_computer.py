"""A seat played from another computer, as the host's screen sees it: the table waits for that
person as for a person, but treats the seat as it treats an AI's: no curtain is raised for it,
its private things are never drawn, its decisions are never offered as clicks here, and its
moves come in checked (`take_remote_move`) and are animated like any step."""
from __future__ import annotations

import random

import pytest

from game.controllers.base import make_controller
from game.controllers.seats import SeatConfig, parse_seats
from game.games import GAME_IDS
from game.rules.common.contract import IllegalAction
from person import CURTAINS, Person, is_still, lift_after_a_pause, under_way
from scenes.menu import MenuScene
from scenes.results import ResultsScene


def test_remote_is_a_seat_kind_on_the_command_line():
    seats = parse_seats("human,remote,ai:easy")
    assert [s.label for s in seats] == ["human", "remote", "ai:easy"]
    assert seats[1].is_remote and seats[1].is_person and not seats[1].is_human
    assert SeatConfig.from_json(seats[1].to_json()) == seats[1]
    with pytest.raises(ValueError, match="remote"):
        parse_seats("human,robot")


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_host_screen_never_offers_nor_shows_a_remote_seat(make_driver, game_id):
    """One person at the host's screen, one at another computer (answered here at random), an AI:
    the table plays to its results; no curtain ever goes up (one person at this screen), the
    screen only ever shows seat 0's view, and the remote seat's moves are never clicks here."""
    controller = make_controller(game_id, parse_seats("human,remote,ai:easy"), None, 11)
    under_way(controller, 11)
    driver = make_driver((1366, 768))
    driver.start(MenuScene(driver.app))
    driver.app.routes.table(controller)
    table = driver.top
    person, far_away = Person(random.Random(11)), random.Random(12)
    for _frame in range(60_000):
        if isinstance(driver.top, ResultsScene):
            break
        assert not isinstance(driver.top, CURTAINS), "a curtain went up at a screen with one person"
        assert controller.viewer() == 0
        assert 1 not in controller.waiting_humans(), "the remote seat's decision was offered here"
        if 1 in controller.waiting_people() and 1 not in controller.remote_moves:
            controller.take_remote_move(1, str(far_away.choice(controller.legal_actions(1))))
        if driver.top is table and is_still(table):
            assert table.offered == 0
            person.gesture(driver, table)
        else:
            driver.watch()
    assert isinstance(driver.top, ResultsScene)


def test_a_remote_move_out_of_turn_or_against_the_rules_is_refused_with_the_rules_reason():
    controller = make_controller("pig", parse_seats("remote,human"), None, 1)
    with pytest.raises(IllegalAction) as refused:
        controller.take_remote_move(1, "roll")  # seat 1 is the person here
    assert "decision" in refused.value.worded(controller.names)
    with pytest.raises(IllegalAction):
        controller.take_remote_move(0, "fly away")
    assert not controller.remote_moves and controller.moves_made() == 0


def test_two_people_at_the_host_screen_still_pass_it_behind_curtains(make_driver):
    """Hot-seat people beside a remote seat keep their curtains between them."""
    controller = make_controller("most_wanted", parse_seats("human,human,remote"), None, 5)
    driver = make_driver((1366, 768))
    driver.start(MenuScene(driver.app))
    driver.app.routes.table(controller)
    table, person, far_away = driver.top, Person(random.Random(5)), random.Random(6)
    curtains = []
    for _frame in range(20_000):
        if len(curtains) >= 3 or isinstance(driver.top, ResultsScene):
            break
        if 2 in controller.waiting_people() and 2 not in controller.remote_moves:
            controller.take_remote_move(2, str(far_away.choice(controller.legal_actions(2))))
        if isinstance(driver.top, CURTAINS):
            curtains.append(lift_after_a_pause(driver, 0.3))
        elif driver.top is table and is_still(table):
            person.gesture(driver, table)
        else:
            driver.watch()
    assert curtains and set(curtains) <= {0, 1}, "a curtain is for a person at this screen only"
