"""The Credits screen, as a person finds it: from the menu, naming every picture's author and the
licence, and back to the menu with its button or Esc, at several window sizes."""
from __future__ import annotations

import pygame
import pytest

from game.ui import icons
from scenes.credits import CreditsScene, wall_layout
from scenes.menu import MenuScene


@pytest.mark.parametrize("window", [(1280, 720), (1920, 1080), (2560, 1440)])
def test_credits_open_from_the_menu_and_name_each_pictures_author(make_driver, window):
    driver = make_driver(window)
    driver.start(MenuScene(driver.app))
    driver.click_button("Credits")
    assert isinstance(driver.top, CreditsScene)
    name, rect = next((n, r) for n, r in wall_layout()[1] if icons.credits()["icons"][n] == "Lorc")
    driver.move(rect.center)
    assert driver.top.hover == name
    driver.click_button("Back")
    assert isinstance(driver.top, MenuScene)


def test_esc_leaves_the_credits(make_driver):
    driver = make_driver((1366, 768))
    driver.start(MenuScene(driver.app))
    driver.click_button("Credits")
    driver.key(pygame.K_ESCAPE)
    assert isinstance(driver.top, MenuScene)


def test_every_bundled_picture_is_on_the_credits_wall_under_its_author():
    labels, pictures = wall_layout()
    assert sorted(n for n, _ in pictures) == icons.names()
    assert [a for a, _ in labels] == list(icons.credits()["authors"])
    places = [r for _, r in pictures] + [r for _, r in labels]
    assert all(a.collidelist([b for b in places if b is not a]) == -1 for a in places), "nothing overlaps"
