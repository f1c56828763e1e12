"""Every table laid at its largest counts keeps its pieces in their places: the most seats, the
most click stacks, the longest choice rows. A person's buttons stay in the button strip, off the
log and the mats; the words drawn on a mat stay on it and never run into one another (a dead
gambler's "BANG" over his click stacks' values, a sixth stack cut off under the next mat).

Each table is sat down at such a position and driven through the app's frame loop until it waits
for the person; every text drawn in that frame is noted with where it went.
"""
from __future__ import annotations

import pygame
import pytest
from person import is_still

from game.controllers.base import make_controller
from game.controllers.seats import parse_seats
from game.rules.roulette.engine import CONVERT, DEAD, RouletteRules
from game.ui import theme
from scenes.menu import MenuScene

WINDOWS = [(1366, 768), (1920, 1080)]


def roulette_six_stacks():
    """Six gamblers; Ana must turn one of her six click stacks back (the most a mat can hold: six
    markers in all), and Fay, shot, keeps six stacks of her own for the count."""
    rules = RouletteRules()
    state = rules.new_game(6, None)
    stacks = [(3, 5), (6, 1), (1, 1), (4, 4), (9, 2), (2, 0)]
    state.stacks[0], state.bills[0] = list(stacks), (0, 0)
    state.stacks[5], state.status[5], state.bills[5] = list(stacks), DEAD, (0, 0)
    state.phase, state.converting, state.bidders = CONVERT, [0], [0, 1, 2, 3, 4]
    return state


class NotedText:
    """Every string drawn in a frame and its rectangle (through `theme.draw_text`)."""

    def __init__(self, monkeypatch):
        self.seen: list[tuple[str, pygame.Rect]] = []
        real = theme.draw_text

        def noting(surface, text, *args, **kwargs):
            rect = real(surface, text, *args, **kwargs)
            self.seen.append((text, rect))
            return rect
        monkeypatch.setattr(theme, "draw_text", noting)

    def within(self, area: pygame.Rect) -> list[tuple[str, pygame.Rect]]:
        return [(t, r) for t, r in self.seen if area.collidepoint(r.center)]


def sit_at(make_driver, window, game_id: str, state, seats: str):
    driver = make_driver(window)
    driver.start(MenuScene(driver.app))
    controller = make_controller(game_id, parse_seats(seats), None, 5)
    controller.state = state
    driver.app.routes.table(controller)
    table = driver.top
    driver.until(lambda: is_still(table), seconds=30)
    return driver, table


def assert_buttons_in_their_strip(table, seats: int) -> None:
    strip, log = table.layout["buttons"], table.layout["log"]
    mats = [table.layout[f"seat_{s}"] for s in range(seats)]
    offered = [b for b in table.buttons if b.visible and b.rect.colliderect(strip)]
    assert offered, "the person's choices are on offer"
    for button in offered:
        label = getattr(button, "label", "")
        assert strip.contains(button.rect), f"'{label}' runs out of the button strip: {button.rect} vs {strip}"
        assert not button.rect.colliderect(log), f"'{label}' covers the log"
        assert not any(button.rect.colliderect(m) for m in mats), f"'{label}' covers a mat"


def assert_words_on_mats_apart(noted: NotedText, table, seats: int) -> None:
    for seat in range(seats):
        mat = table.layout[f"seat_{seat}"]
        words = noted.within(mat)
        for text, rect in words:
            assert mat.contains(rect), f"seat {seat}: '{text}' runs off its mat ({rect} vs {mat})"
        for i, (a, ra) in enumerate(words):
            for b, rb in words[i + 1:]:
                assert not ra.colliderect(rb), f"seat {seat}: '{a}' and '{b}' are drawn over each other"


@pytest.mark.parametrize("window", WINDOWS)
def test_bulletbucks_with_six_click_stacks_keeps_its_buttons_and_stacks_in_place(make_driver, monkeypatch, window):
    driver, table = sit_at(make_driver, window, "roulette", roulette_six_stacks(),
                           "human,ai:random,ai:random,ai:random,ai:random,ai:random")
    assert len([b for b in table.buttons if b.label.startswith("Convert")]) == 6
    noted = NotedText(monkeypatch)
    driver.app.draw_canvas()
    assert_buttons_in_their_strip(table, 6)
    assert_words_on_mats_apart(noted, table, 6)
    values = [t for t, _r in noted.within(table.layout["seat_5"]) if t[0].isdigit()]
    assert len(values) == 6, f"Fay's six stacks read beside her BANG, not {values}"


def zorro_ana_chooses():
    """Ana chooses a feat after Cole has played his turn."""
    import sys
    from pathlib import Path
    sys.path.insert(0, str(Path(__file__).parents[1] / "rules" / "zorro"))
    from zorro_table import table
    return table(3, first=2)
