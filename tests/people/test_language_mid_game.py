"""Changing the language in the middle of a game, through the app's frame loop: Esc, Settings,
another language. Every word on the table changes at once (behind the Settings overlay too),
and what the person had picked for the decision on screen stays picked."""
from __future__ import annotations

import pygame

from game import i18n
from game.i18n import _
from person import sit_down
from scenes.settings import LANGUAGE_BOX, SettingsScene


def choose_language(driver, code: str) -> None:
    """Esc, Settings, then the language choice's arrow until it shows `code`."""
    driver.key(pygame.K_ESCAPE)
    driver.click_button(_("Settings"))
    assert isinstance(driver.top, SettingsScene)
    for _turn in range(len(i18n.LANGUAGES)):
        if i18n.language() == code:
            return
        driver.click((LANGUAGE_BOX.right - 20, LANGUAGE_BOX.centery))  # the choice's right arrow
    assert i18n.language() == code


def words_on_the_table(table) -> list[str]:
    buttons = [*table.choices, *table.banner.buttons]  # the choices, then the banner's Hint and Undo
    return [table.banner.title, *(b.label for b in buttons if hasattr(b, "label"))]


def test_the_banner_and_buttons_of_the_decision_on_screen_change_language_at_once(make_driver):
    """The play test's case: French chosen at a Desperados table, then German in the pause menu;
    "Aide" and "Lancer 4 dés" stayed until the next decision, behind the Settings too."""
    driver = make_driver((1366, 768))
    driver.app.set_language("fr")  # chosen at an earlier sitting
    table = sit_down(driver, "desperados")
    assert "Aide" in words_on_the_table(table)
    driver.click(table.dice[1].rect.center)  # Ana keeps a die before she rolls again
    assert "Lancer 3 dés" in words_on_the_table(table)
    choose_language(driver, "de")
    driver.wait(0.2)
    german = words_on_the_table(table)
    assert "3 Würfel werfen" in german, f"behind the Settings: {german}"
    assert german[0].startswith("Ana: Würfel behalten"), german[0]
    driver.click_button("Fertig")
    driver.key(pygame.K_ESCAPE)
    driver.wait(0.2)
    assert driver.top is table
    assert words_on_the_table(table) == german
    assert table.keep == {1} and table.dice[1].kept, "the die Ana kept is still kept"


def test_a_bid_being_made_up_stays_as_it_was_when_the_language_changes(make_driver):
    driver = make_driver((1366, 768))
    table = sit_down(driver, "roulette")
    driver.click_button("+")
    driver.click_button("+")  # two more 1,000 bills: a bid of 3,000
    assert driver.find_button("Place bid: 3,000")
    choose_language(driver, "fr")
    driver.click_button("Terminé")
    driver.key(pygame.K_ESCAPE)
    labels = [b.label for b in table.choices if hasattr(b, "label")]
    assert _("Place bid: {amount}").format(amount=i18n.format_number(3000)) in labels, labels
    assert table.compose == [3, 0]


def test_the_settings_title_keeps_clear_of_the_language_choice_in_german(make_driver):
    from game.ui import theme
    driver = make_driver((1366, 768))
    driver.app.set_language("de")
    sit_down(driver, "zorro")
    driver.key(pygame.K_ESCAPE)
    driver.click_button("Einstellungen")
    drawn = []
    real = theme.draw_text

    def spy(surface, text, pos, role="text", size=24, *args, **kwargs):
        drawn.append((text, pos, role, size))
        return real(surface, text, pos, role, size, *args, **kwargs)
    theme.draw_text = spy
    try:
        driver.app.draw_canvas()
    finally:
        theme.draw_text = real
    text, pos, role, size = next(d for d in drawn if d[0] == "EINSTELLUNGEN")
    right = pos[0] + theme.font(role, size).size(text)[0] / 2
    assert right <= LANGUAGE_BOX.x - 40, f"the title ends at {right}, 'Sprache' begins at {LANGUAGE_BOX.x}"
