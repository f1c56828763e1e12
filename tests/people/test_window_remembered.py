"""The window opens as a person last left it, within reason: its last size and place, never
smaller than readable, never off the screen, and the Settings screen says the size it really has.

Each launch is an app made from the settings file, as `python -m game` makes it, driven through
its own frame loop (`FrameDriver`, SDL's dummy driver); the desktop's size is the one a person's
screen reports (SDL's `get_desktop_sizes`).
"""
from __future__ import annotations

import warnings

import pygame
import pytest

from game import display, settings as settings_mod
from game.frame_driver import FrameDriver
from game.i18n import _
from scenes.menu import MenuScene
from scenes.routes import Routes


@pytest.fixture
def desktop(monkeypatch):
    """Say which screen the computer has: `desktop((3840, 2160))`."""
    def use(size):
        monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [size])
    return use


def launch() -> FrameDriver:
    """Start the app as its command does: settings from the file, the window they ask for."""
    pygame.display.quit()  # a new process: no window yet, the system places a new one
    settings, _notice = settings_mod.load()
    driver = FrameDriver(window_size=None, settings=settings, routes=Routes)
    driver.start(MenuScene(driver.app))
    return driver


def window_size() -> tuple[int, int]:
    return pygame.display.get_surface().get_size()


def drag_window_to(driver: FrameDriver, size=None, place=None) -> None:
    """A person drags the window's edge (or its title bar): SDL changes it and tells the app."""
    if size is not None:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", DeprecationWarning)
            pygame.Window.from_display_module().size = size
    if place is not None:
        pygame.display.set_window_position(place)
        driver.post(pygame.WINDOWMOVED, x=place[0], y=place[1])
    driver.frame()


def test_a_window_dragged_small_reopens_readable_on_a_large_screen(desktop):
    desktop((3840, 2160))
    driver = launch()
    assert window_size() == (1600, 900)
    drag_window_to(driver, size=(1000, 600))
    driver.close_window()

    launch()
    assert window_size() == display.READABLE_MINIMUM, "the app reopened at the small size it was dragged to"


def test_a_window_reopens_at_its_last_size_and_place(desktop):
    desktop((3840, 2160))
    driver = launch()
    drag_window_to(driver, size=(2200, 1300), place=(300, 200))
    driver.close_window()

    launch()
    assert window_size() == (2200, 1300)
    assert pygame.display.get_window_position() == (300, 200)


def test_a_place_on_a_screen_that_is_gone_is_not_restored(desktop):
    desktop((3840, 2160))
    driver = launch()
    drag_window_to(driver, place=(3000, 1600))
    driver.close_window()

    desktop((1366, 768))  # the large monitor is unplugged
    launch()
    x, y = pygame.display.get_window_position()  # where the system puts a new window (SDL centres it)
    assert x < 1366 - 100 and y < 768 - 100, "the window opened where no screen is"


def test_a_window_left_hanging_over_the_screen_edge_reopens_whole_on_it(desktop):
    desktop((1920, 1080))
    driver = launch()
    drag_window_to(driver, place=(1500, 100))  # most of it off to the right
    driver.close_window()

    launch()
    width, _height = window_size()
    assert pygame.display.get_window_position() == (1920 - width, 100)


def test_settings_names_the_size_the_window_opened_at_on_a_small_screen(desktop):
    desktop((1366, 768))
    driver = launch()
    width, height = window_size()
    assert width <= 1366 and height <= 768
    driver.click_button(_("Settings"))
    choice = next(w for w in driver.top.widgets if getattr(w, "label", None) == _("Window size"))
    assert choice.text == f"{width} \u00d7 {height}", f"Settings says {choice.text} of a {width}x{height} window"
