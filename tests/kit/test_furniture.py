"""A table's furniture (its mats, trays, log and banner boards) is painted once onto the backdrop,
under everything else the table draws, and a frame looks the same whatever frames came before."""
from __future__ import annotations

import random

import pygame
import pytest
from person import CURTAINS, Person, is_still, lift_after_a_pause

from game.controllers.base import make_controller
from game.controllers.seats import parse_seats
from game.games import GAME_IDS
from game.ui import furniture, theme, widgets
from game.ui.furniture import Furniture
from scenes.menu import MenuScene


def drawn(driver) -> bytes:
    return bytes(driver.app.draw_canvas().get_view("0"))


def drawn_afresh(driver, table) -> bytes:
    """The same frame drawn by a table that has drawn nothing before: no picture kept."""
    kept = table.furniture
    table.furniture = Furniture()
    try:
        return drawn(driver)
    finally:
        table.furniture = kept


def seat(driver, game_id: str, seed: int):
    driver.start(MenuScene(driver.app))
    driver.app.routes.table(make_controller(game_id, parse_seats("human,human,ai:easy"), None, seed))
    return driver.top


def sit_at_the_table(driver, table) -> None:
    """Wait for the table's first decision, lifting its curtain if one comes first."""
    driver.until(lambda: isinstance(driver.top, CURTAINS) or is_still(table))
    if isinstance(driver.top, CURTAINS):
        lift_after_a_pause(driver, 1.0)


def play_a_little(driver, table, rng: random.Random, gestures: int) -> None:
    person = Person(rng)
    for _ in range(gestures):
        driver.until(lambda: isinstance(driver.top, CURTAINS) or driver.top is table and is_still(table)
                     or table.controller.is_over())
        if table.controller.is_over():
            return
        if isinstance(driver.top, CURTAINS):
            lift_after_a_pause(driver, 1.0)
        else:
            person.gesture(driver, table)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_frame_drawn_from_kept_furniture_is_the_frame_drawn_afresh(make_driver, game_id):
    driver = make_driver((1366, 768))
    table = seat(driver, game_id, seed=4)
    rng = random.Random(4)
    for moment in range(3):
        play_a_little(driver, table, rng, gestures=3 * moment)
        if driver.top is not table:
            continue
        drawn(driver)
        assert len(table.furniture.holds) >= 5, "the table's mats, boards, log and banner are its furniture"
        assert drawn(driver) == drawn_afresh(driver, table), f"{game_id} after {3 * moment} gestures"


def test_a_mat_that_moves_is_drawn_where_it_is_and_back_in_its_place_after(make_driver):
    """Gunfire shakes a Desperados mat off its place and back."""
    driver = make_driver((1366, 768))
    table = seat(driver, "desperados", seed=4)
    sit_at_the_table(driver, table)
    still = drawn(driver)
    mat = table.gangs[1]
    mat.shake = 0.3
    shaken = drawn(driver)
    assert shaken != still and shaken == drawn_afresh(driver, table)
    mat.shake = 0.0
    assert drawn(driver) == still


def test_the_panels_are_painted_anew_when_their_look_changes(make_driver):
    """High contrast thickens every panel's outline: the picture painted before it is not used."""
    driver = make_driver((1366, 768))
    table = seat(driver, "roulette", seed=4)
    before = drawn(driver)
    theme.set_high_contrast(True)
    after = drawn(driver)
    assert after != before and after == drawn_afresh(driver, table)


def test_furniture_lies_under_what_the_table_drew_before_asking_for_it():
    """A glow drawn round one mat before the next mat is asked for lies over that mat's shadow:
    the furniture is the floor of the frame, whatever order the table asks for it in."""
    pygame.init()
    backdrop = pygame.Surface((400, 200))
    backdrop.fill((20, 60, 20))
    glow = pygame.Rect(150, 20, 12, 160)

    def draw_table(surface):
        furniture.panel(surface, pygame.Rect(20, 20, 130, 160), "parchment", radius=12)
        surface.fill((255, 200, 0), glow)
        furniture.panel(surface, pygame.Rect(170, 20, 130, 160), "parchment", radius=12)

    canvas = pygame.Surface((400, 200))
    Furniture().draw(canvas, backdrop, draw_table)
    assert all(canvas.get_at((x, 100))[:3] == (255, 200, 0) for x in range(glow.left, glow.right))


def test_a_panel_drawn_on_another_surface_is_not_the_tables_furniture():
    """A mat painted into a picture of its own while the table draws (a lesson's) is drawn there."""
    pygame.init()
    canvas, aside = pygame.Surface((400, 300)), pygame.Surface((400, 300))
    aside.fill((0, 0, 0))

    def draw_table(surface):
        furniture.panel(aside, pygame.Rect(20, 20, 300, 200), "parchment", radius=16)

    table = Furniture()
    table.draw(canvas, pygame.Surface((400, 300)), draw_table)
    table.draw(canvas, pygame.Surface((400, 300)), draw_table)
    assert table.holds == ()
    assert aside.get_at((170, 120)) == widgets.panel_surface((300, 200), "parchment", 16).get_at((150, 100))


class EveryWord(theme.TextWatcher):
    """A watcher of the words drawn, as the words tests have: while one reads, every painting
    (a mat's band) is painted in the frame itself, not kept with the furniture."""





@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_mats_band_kept_with_the_furniture_is_the_band_painted_in_the_frame(make_driver, game_id):
    """Each mat's band (colour, mark, name, who sits there), and what else stays the same for
    long (a Desperados gang's line, Most Wanted's scoreboard spaces), is painted once into the
    picture the frame starts from: the frame is the one painting them in it would give, and a
    name changed (a friend's seat an AI now plays) shows in the next frame."""
    driver = make_driver((1366, 768))
    table = seat(driver, game_id, seed=4)
    play_a_little(driver, table, random.Random(4), gestures=2)
    if driver.top is not table:
        driver.until(lambda: isinstance(driver.top, CURTAINS))
        lift_after_a_pause(driver, 1.0)
    kept = drawn(driver)
    assert sum(key[0] == furniture.PAINTING for key in table.furniture.holds) >= len(table.controller.seats)
    with theme.watching(EveryWord()):
        assert drawn(driver) == kept, "the band kept with the furniture is the band painted in the frame"
    table.controller.names[1] = "Zed"
    renamed = drawn(driver)
    assert renamed != kept and renamed == drawn_afresh(driver, table)



def test_the_colour_blind_palette_switched_at_a_table_shows_in_the_next_frame(make_driver):
    """Settings applies the palette live: every mat's band kept with the furniture takes the new
    seat colours in the next frame."""
    driver = make_driver((1366, 768))
    table = seat(driver, "durango", seed=4)
    sit_at_the_table(driver, table)
    usual = drawn(driver)
    theme.set_colour_blind(True)
    try:
        switched = drawn(driver)
        assert switched != usual and switched == drawn_afresh(driver, table)
    finally:
        theme.set_colour_blind(False)
    assert drawn(driver) == usual


@pytest.mark.parametrize("style", widgets.OPAQUE_PANELS)
def test_a_panel_laid_on_its_shadow_is_the_shadow_then_the_panel_pixel_for_pixel(style):
    """A panel that is not furniture is blitted on its shadow as one picture made once
    (`widgets.lay_on_shadow`): the pixels of a shadow drawn, then the panel over it."""
    from game.ui import backdrop
    ground = backdrop.table((1920, 1080)).subsurface((300, 300, 500, 400)).copy()
    for size, radius in (((300, 120), 18), ((180, 60), 14)):
        rect = pygame.Rect((60, 60), size)
        apart, laid = ground.copy(), ground.copy()
        widgets.draw_shadow(apart, rect, radius)
        apart.blit(widgets.panel_surface(size, style, radius, True, None), rect)
        widgets.draw_panel(laid, rect, style, radius)
        assert pygame.image.tobytes(laid, "RGB") == pygame.image.tobytes(apart, "RGB"), (style, size)
