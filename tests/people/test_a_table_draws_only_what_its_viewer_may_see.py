"""A table draws only from what its controller says the person looking may see (`view`) and from
the protocol's other members (`TableController.HOST_ANSWERS`), never from the true state: so a
controller that holds only one seat's observation (a replay; a seat at a table hosted on another
computer) can drive the same table. Each game's table is played here, through the frame loop,
by a controller whose true state only the protocol's host members may touch."""
from __future__ import annotations

import functools
import inspect
import random
import sys
import time

import pygame
import pytest

from game import games
from game.controllers.base import TableController, make_controller
from game.controllers.seats import parse_seats
from game.games import GAME_IDS
from person import CURTAINS, Person, a_game_well_under_way, is_still, lift_after_a_pause
from scenes.menu import MenuScene
from scenes.results import ResultsScene

TRUE_STATE = ("state", "history")
"""What only the host holds: the whole table (hands, decks, secret bids) and every step as it
was taken (a secret bid's amount)."""


class TrueStateRead(AssertionError):
    """A table (or a member a table calls that the host does not answer) read the true state."""


def _host_member(member):
    """`member` run as the host answering it: the true state may be read while it runs."""
    @functools.wraps(member)
    def answered(self, *args, **kwargs):
        inside = self.__dict__
        inside["_answering"] = inside.get("_answering", 0) + 1
        try:
            return member(self, *args, **kwargs)
        finally:
            inside["_answering"] -= 1
    return answered


def _walled(name: str) -> property:
    def read(self):
        if not self.__dict__.get("_answering"):
            caller = sys._getframe(1).f_code
            where = f"{caller.co_filename.split('/')[-1]} {caller.co_name}"
            self.__dict__.setdefault("_true_reads", []).append(where)  # (the app turns a scene's
            raise TrueStateRead(f"`{name}` read outside the protocol's host members in {where}")  # failure into its error screen)
        return self.__dict__[name]

    def write(self, value):
        self.__dict__[name] = value
    return property(read, write)


def observation_only(controller: TableController) -> TableController:
    """`controller`, from now on letting only its host members (HOST_ANSWERS and the game's
    `host_answers`) touch its true state: the rest of it, and the table, see what `view` says."""
    cls = type(controller)
    members: dict = {name: _walled(name) for name in TRUE_STATE}
    for name in cls.HOST_ANSWERS | cls.host_answers:
        found = inspect.getattr_static(cls, name)
        if isinstance(found, property):
            members[name] = property(_host_member(found.fget), found.fset)
        elif isinstance(found, classmethod):
            continue
        else:
            members[name] = _host_member(found)
    controller.__class__ = type(f"ObservationOnly{cls.__name__}", (cls,), members)
    return controller


def true_reads(controller) -> list[str]:
    """Where the true state was read outside the host's members (the app turns the failure into
    its error screen, so the wall notes each read as well as raising)."""
    return controller.__dict__.get("_true_reads", [])


def ask_for_a_hint(driver, table) -> None:
    """Press H and wait (a second at most) for the hint to be drawn: what it points at is found
    on the table."""
    driver.key(pygame.K_h)
    for _frame in range(100):
        if table.shown_hint() is not None:
            break
        time.sleep(0.01)
        driver.frame()
    driver.frame()


def play(driver, controller, gestures: int, seed: int) -> int:
    """Seat the people at `controller`'s table from the menu and let them make up to `gestures`
    choices (curtains lifted after a pause), or play to the results; returns the choices made."""
    driver.start(MenuScene(driver.app))
    driver.app.routes.table(controller)
    table = driver.top
    person = Person(random.Random(seed))
    made = 0
    while made < gestures and not isinstance(driver.top, ResultsScene):
        assert not true_reads(controller), true_reads(controller)
        assert driver.top is table or isinstance(driver.top, CURTAINS), f"the table failed: {driver.top}"
        if isinstance(driver.top, CURTAINS):
            lift_after_a_pause(driver, 0.5)
            driver.frame()
        elif driver.top is table and is_still(table):
            if made == 3:
                ask_for_a_hint(driver, table)
            person.gesture(driver, table)
            made += 1
        else:
            driver.frame()
    return made


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_table_plays_from_the_start_on_what_its_viewer_may_see(make_driver, game_id):
    """Two people and an AI at one screen: curtains, the AI's public turns, hints."""
    controller = observation_only(make_controller(game_id, parse_seats("human,human,ai:easy"), None, 3))
    assert controller.agents, "the AI seat thinks on observations, as ever"
    made = play(make_driver((1366, 768)), controller, gestures=8, seed=3)
    assert made == 8 and not true_reads(controller)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_table_plays_to_its_results_on_what_its_viewer_may_see(make_driver, game_id):
    """The end of a game and the results screen, from a game well under way."""
    seats = ",".join(["human"] * games.get(game_id).min_players)
    controller = observation_only(a_game_well_under_way(game_id, seats, seed=4, played=0.995))
    driver = make_driver((1366, 768))
    play(driver, controller, gestures=2000, seed=4)
    assert isinstance(driver.top, ResultsScene) and not true_reads(controller)


def test_every_host_member_is_a_member_of_the_protocol():
    """The list a host answers names real members (a misspelt name would leave a hole in it)."""
    for game_id in (*GAME_IDS, "pig"):
        cls = games.get(game_id).controller_class()
        for name in cls.HOST_ANSWERS | cls.host_answers:
            assert hasattr(cls, name), f"{cls.__module__}.{cls.__name__} has no {name}"


def test_the_wall_catches_a_table_reading_the_true_state(make_driver):
    """The check itself: a table that reads `controller.state` is caught on the frame it does."""
    controller = observation_only(make_controller("pig", parse_seats("human,ai:easy"), None, 1))
    with pytest.raises(TrueStateRead):
        controller.state
    assert controller.view() is not None and controller.legal_actions(0)
