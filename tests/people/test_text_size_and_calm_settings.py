"""Text size, Reduced motion and High contrast, chosen in Settings through the app's frame loop
at a 1280x800 window (the Steam Deck's): each takes effect at once, on the screen under the
Settings too, and is kept in settings.toml."""
from __future__ import annotations

import pygame
import pytest

from game import settings as settings_mod
from game.i18n import _
from game.ui import theme
from person import sit_down
from scenes.settings import SECTIONS, ROW_STEP, SettingsScene
from tools.text_sizes import TypeWatch

DECK = (1280, 800)
ROW_RIGHT_ARROW_X = 150 + 760 - 20
"""Where a person clicks a setting's right arrow (or its switch) on the left panel."""


def open_settings(driver) -> SettingsScene:
    driver.key(pygame.K_ESCAPE)
    driver.click_button(_("Settings"))
    assert isinstance(driver.top, SettingsScene)
    return driver.top


def click_row(driver, section: int, row: int) -> None:
    """The right end of a setting's row: a choice's right arrow, a toggle's switch."""
    driver.click((ROW_RIGHT_ARROW_X, SECTIONS[section][1] + 30 + row * ROW_STEP + 28))


def least_type(driver) -> tuple[float, str]:
    watch = TypeWatch()
    with theme.watching(watch):
        driver.app.draw_canvas()
    return watch.least


def log_line_size(driver) -> int:
    """The window pixels a log line's type stands at now."""
    return round(theme.typeset_size("text", 20) * theme.window_scale())


@pytest.mark.parametrize("window", [DECK, (1280, 720)], ids=["1280x800", "1280x720"])
def test_at_a_handheld_size_no_type_is_under_9_pixels_and_body_text_is_12(make_driver, window):
    driver = make_driver(window)
    sit_down(driver, "desperados")
    least, text = least_type(driver)
    assert least >= 9, f"{text!r} at {least:.1f} px"
    assert log_line_size(driver) >= 12


def test_text_grows_at_the_table_under_the_settings_at_once_and_is_kept(make_driver):
    driver = make_driver(DECK)
    table = sit_down(driver, "desperados")
    before = log_line_size(driver)
    open_settings(driver)
    click_row(driver, 3, 0)  # Text size: 100% -> 125%
    assert driver.app.settings.text_size == 125
    driver.click_button(_("Done"))
    driver.key(pygame.K_ESCAPE)
    assert driver.top is table
    assert log_line_size(driver) >= before * 1.2, "the log's lines grew at once"
    least, text = least_type(driver)
    assert least >= 9 * 1.2, f"{text!r} at {least:.1f} px"
    saved, _notice = settings_mod.load()
    assert saved.text_size == 125


def test_with_reduced_motion_dice_land_without_spinning_or_gliding(make_driver):
    driver = make_driver(DECK, speed="normal")
    table = sit_down(driver, "desperados")
    open_settings(driver)
    click_row(driver, 2, 2)  # Reduced motion: on
    assert driver.app.settings.reduced_motion
    driver.click_button(_("Done"))
    driver.key(pygame.K_ESCAPE)
    roll = next(b for b in table.choices if getattr(b, "label", "").startswith(_("Roll")))
    driver.click(roll.rect.center)
    seen: dict[int, set] = {i: set() for i in range(len(table.dice))}
    for _frame in range(90):
        driver.frame()
        for i, die in enumerate(table.dice):
            seen[i].add((round(die.angle) % 360, round(die.x), round(die.y)))
    rolled = [poses for poses in seen.values() if len(poses) > 1]
    assert all(len(poses) <= 5 for poses in seen.values()), (
        "a die stands in a handful of places and angles, each taken at once (before the roll, thrown, "
        "landed, its last angle, upright), never the dozens of a tumble: "
        f"{[len(p) for p in seen.values()]}")
    assert rolled or all(die.kept for die in table.dice)


def test_high_contrast_edges_every_word_at_once(make_driver):
    driver = make_driver(DECK)
    driver.app.set_language("en")
    sit_down(driver, "desperados")
    settings = open_settings(driver)
    title = pygame.Rect(760, 40, 400, 80)  # SETTINGS, in cream, centred at the top

    def darkest_in_title() -> int:
        canvas = driver.app.draw_canvas()
        return min(sum(canvas.get_at((x, y))[:3]) for x in range(title.left, title.right, 2)
                   for y in range(title.top, title.bottom, 2))

    soft = darkest_in_title()
    click_row(driver, 3, 2)  # High contrast: on
    assert driver.app.settings.high_contrast and theme.high_contrast()
    assert darkest_in_title() < soft, "the title's letters have a black edge"
    assert driver.top is settings
