"""Naming the seats on the New table screen, through the app's frame loop."""
from __future__ import annotations

from game.ui.widgets import TextInput
from scenes.menu import MenuScene
from scenes.table_base import BaseTableScene


def test_a_click_on_start_while_typing_a_name_ends_the_typing_and_starts_the_table(make_driver):
    """A click outside the name field only takes the focus away from it: the button clicked gets
    the click too, so nobody has to click Start twice after typing a name."""
    driver = make_driver((1366, 768))
    driver.start(MenuScene(driver.app))
    driver.click_button("New table")
    field = next(w for w in driver.top.widgets if isinstance(w, TextInput))
    driver.click(field.rect.center)
    assert field.focused
    driver.type_text("Calamity")
    driver.click_button("Start")
    assert not field.focused
    assert isinstance(driver.top, BaseTableScene), "one click on Start starts the table"
    assert field.text.endswith("Calamity") and driver.top.controller.names[0] == field.text
