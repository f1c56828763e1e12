"""The pointer works the same at every window size: hit-tests are in canvas coordinates."""
from __future__ import annotations

import pytest

from game.controllers.base import make_controller
from game.controllers.seats import parse_seats
from scenes.menu import MenuScene
from person import WINDOWS


@pytest.mark.parametrize("window", WINDOWS)
def test_the_wheel_scrolls_the_log_wherever_the_pointer_is_over_it(make_driver, window):
    driver = make_driver(window)
    driver.start(MenuScene(driver.app))
    controller = make_controller("durango", parse_seats("ai:easy,ai:easy,ai:easy"), None, 2)
    driver.app.routes.table(controller)
    table = driver.top
    driver.until(lambda: len(controller.log) > 50)
    log = table.log.rect
    for x in (log.left + 8, log.centerx, log.right - 8):
        for y in (log.top + 80, log.centery, log.bottom - 20):
            table.log.scroll = 0
            driver.wheel((x, y), 1)
            assert table.log.scroll > 0, f"the wheel at canvas {(x, y)} in a {window} window"
    table.log.scroll = 0
    driver.wheel((log.left - 40, log.centery), 1)
    assert table.log.scroll == 0, "the wheel beside the log leaves it alone"


@pytest.mark.parametrize("window", WINDOWS)
def test_right_click_reads_a_card_and_the_button_under_the_pointer_lights_up(make_driver, window):
    from person import is_still
    driver = make_driver(window)
    driver.start(MenuScene(driver.app))
    controller = make_controller("most_wanted", parse_seats("human,ai:easy"), None, 3)
    driver.app.routes.table(controller)
    table = driver.top
    driver.until(lambda: is_still(table) and table.hand)
    card = table.hand[0]
    driver.click(card.rect.center, button=3)
    assert table.zoom == card.data, "the card under the pointer is read large"
    driver.click((300, 300))
    assert table.zoom is None
    button = next(iter(table.choices))
    driver.move(button.rect.center)
    assert table.choices.hovered is button, "the button under the pointer lights up (and shows its tooltip)"
    driver.move((button.rect.right + 30, button.rect.bottom + 30))
    assert table.choices.hovered is None
