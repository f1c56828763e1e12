"""Every table's layout names exactly the regions the table draws from, at every seat count.

The table is played for a while through the frame loop (a person clicking what it offers, AIs
thinking) with its layout replaced by one that notes every region read. A region the table reads
that its Tiled map lacks, a region the map holds that the table never draws from (a stale
rectangle someone will one day "fix" in Tiled to no effect), a region off the canvas and two seat
mats on top of each other all fail.
"""
from __future__ import annotations

import itertools
import random

import pygame
import pytest
from person import CURTAINS, Person, is_still, lift_after_a_pause

from game import games
from game.controllers.base import make_controller
from game.controllers.seats import parse_seats
from game.games import KNOWN_IDS
from game.ui.layout import load_layout
from scenes import table_base
from scenes.menu import MenuScene
from scenes.results import ResultsScene

CANVAS = pygame.Rect(0, 0, 1920, 1080)
GESTURES = 60
"""More of a person's turns than any table needs to have drawn each of its regions: the play
stops as soon as every region has been read."""


class NotedRegions(dict):
    """A table's layout that notes the names read from it, and the names asked for but missing."""

    def __init__(self, regions: dict):
        super().__init__(regions)
        self.read: set[str] = set()
        self.missing: set[str] = set()

    def __getitem__(self, name):
        (self.read if name in self else self.missing).add(name)
        return super().__getitem__(name)

    def get(self, name, default=None):
        (self.read if name in self else self.missing).add(name)
        return super().get(name, default)


TABLED = [g for g in KNOWN_IDS if games.get(g).table_path is not None]
"""Every game with a table: the menu's, and one kept off it (the worked example, Pig)."""


def seat_counts():
    for game_id in TABLED:
        info = games.get(game_id).rules().info
        for seats in range(info.min_seats, info.max_seats + 1):
            yield game_id, seats


def play_until(driver, table, rng: random.Random, enough) -> None:
    person, gestures = Person(rng), 0
    while gestures < GESTURES and not isinstance(driver.top, ResultsScene) and not enough():
        if isinstance(driver.top, CURTAINS):
            lift_after_a_pause(driver, 0.2)
        elif driver.top is table and is_still(table):
            person.gesture(driver, table)
            gestures += 1
        else:
            driver.frame()


@pytest.mark.parametrize("game_id,seats", list(seat_counts()))
def test_the_layout_names_exactly_the_regions_the_table_draws_from(make_driver, monkeypatch, game_id, seats):
    noted: list[NotedRegions] = []

    def noting_layout(name, count):
        noted.append(NotedRegions(load_layout(name, count)))
        return noted[-1]

    monkeypatch.setattr(table_base, "load_layout", noting_layout)
    driver = make_driver((1366, 768))
    driver.start(MenuScene(driver.app))
    seat_list = ",".join(["human"] + ["ai:random"] * (seats - 1))
    driver.app.routes.table(make_controller(game_id, parse_seats(seat_list), None, seats))
    regions = noted[0]
    play_until(driver, driver.top, random.Random(seats), lambda: regions.read >= set(regions))
    assert not regions.missing, f"{game_id} at {seats} reads regions its map lacks: {sorted(regions.missing)}"
    unused = set(regions) - regions.read
    assert not unused, f"{game_id}.tmx at {seats} seats has regions the table never draws from: {sorted(unused)}"
    for name, rect in regions.items():
        assert CANVAS.contains(rect), f"{game_id}: {name} {rect} runs off the canvas"
    mats = [regions[f"seat_{s}"] for s in range(seats)]
    for a, b in itertools.combinations(mats, 2):
        assert not a.colliderect(b), f"{game_id} at {seats} seats: two seat mats overlap ({a}, {b})"
