"""Words stay in their own place on the screen, in every language: no label runs into the next
one, no box covers a word of what is beside it, no notice or tooltip lies over a title or a dialog.

Screens are driven through the app's frame loop (`FrameDriver`, real events); where every word
was drawn is told by the text helpers (`theme.watch_text`, a watcher's `placed`).
"""
from __future__ import annotations

import pygame
import pytest

from game import i18n
from game.controllers.base import make_controller
from game.controllers.seats import parse_seats
from game.i18n import _
from game.ui import theme
from scenes.menu import MenuScene


class Placements:
    """Every word drawn on the canvas during one frame, with the rectangle it covers."""

    def __init__(self, canvas: pygame.Surface):
        self.canvas = canvas
        self.words: list[tuple[str, pygame.Rect]] = []
        self.elsewhere: list[str] = []
        """Words drawn onto other pictures (later scaled or blitted onto the canvas)."""

    def placed(self, surface, text, rect):
        if surface is self.canvas:
            self.words.append((text, ink_box(text, rect)))
        else:
            self.elsewhere.append(text)

    def drawn(self, text):
        pass

    def cut(self, text, how):
        pass

    def pieces(self, text, pieces):
        pass

    def where(self, text: str) -> list[pygame.Rect]:
        return [rect for word, rect in self.words if word == text]


def ink_box(text: str, rect: pygame.Rect) -> pygame.Rect:
    """The rectangle a word's letters cover: a font's line box less its leading and a shadow's pixel."""
    return rect.inflate(-2, -max(2, rect.h // 5))


def words_of_a_frame(driver) -> Placements:
    seen = Placements(driver.app.canvas)
    previous = theme.watch_text(seen)
    try:
        driver.app.draw_canvas()
    finally:
        theme.watch_text(previous)
    return seen


def sit_at(driver, game_id: str, seats: str = "human,ai:easy,ai:easy", seed: int = 3):
    """A table of `game_id` over the menu, run until it waits for the person."""
    driver.start(MenuScene(driver.app))
    driver.app.routes.table(make_controller(game_id, parse_seats(seats), None, seed))
    driver.until(lambda: driver.top is driver.app.stack.table()
                 and driver.app.stack.table().controller.waiting_humans())
    return driver.top


@pytest.fixture
def french(make_driver):
    """A driver making an app that speaks French, as chosen in its settings."""
    def make(window):
        driver = make_driver(window)
        driver.app.set_language("fr")
        return driver
    yield make
    i18n.set_language("en")


@pytest.mark.parametrize("window", [(1366, 768), (1920, 1080)])
def test_each_space_of_the_most_wanted_scoreboard_keeps_its_name_inside_it_in_french(french, window):
    driver = french(window)
    table = sit_at(driver, "most_wanted")
    seen = words_of_a_frame(driver)
    for space, name in enumerate([_("OFF"), *map(str, range(1, 13)), _("WANTED")]):
        box = table.space_box(space)
        drawn = [rect for rect in seen.where(name) if rect.colliderect(box)]
        assert drawn, f"space {space} shows no {name!r}"
        assert box.contains(drawn[0]), f"{name!r} runs out of space {space} into the next"


@pytest.mark.parametrize("game_id", ["most_wanted", "zorro"])
def test_what_can_i_do_now_fits_its_box_and_covers_no_word_of_the_pieces_in_french(french, game_id):
    from scenes.rules import RulesScene
    driver = french((1366, 768))
    sit_at(driver, game_id)
    driver.key(pygame.K_ESCAPE)
    driver.click_button(_("Rules"))
    rules = driver.top
    assert isinstance(rules, RulesScene)
    box = rules.help_layout().box
    seen = words_of_a_frame(driver)
    title = seen.where(_("What can I do now?"))
    assert title and box.contains(title[0]), "the help's title runs out of its box"
    help_words = set(rules.help_layout().lines) | {_("What can I do now?")}
    covered = [text for text, rect in seen.words if text not in help_words and rect.colliderect(box)
               and rect.bottom > box.top + 2]
    assert not covered, f"the help box covers {covered}"

