"""The rules screen reads like a page of the rule book: headings of every depth, numbered steps
and bold words drawn as such (never "###" or "**" on the page), and "What can I do now?" holding
its whole text, for every game and every decision a table asks of a person."""
from __future__ import annotations

import random

import pygame
import pytest

from game.controllers.base import make_controller
from game.controllers.seats import parse_seats
from game.games import GAME_IDS
from scenes import rules as R

GAMES = [g for g in GAME_IDS if g != "pig"]
SEATS = {"desperados": "human,human", "zorro": "human,human,human", "roulette": "human,human,human",
         "durango": "human,human,human", "most_wanted": "human,human,human"}


def words_on_the_page(monkeypatch, game_id: str) -> list[tuple[str, str, int]]:
    """(text, font role, size) of every piece of text the rules page draws."""
    drawn = []
    real = R.theme.draw_text

    def spy(surface, text, pos, role="text", size=28, *args, **kwargs):
        drawn.append((text, role, size))
        return real(surface, text, pos, role, size, *args, **kwargs)
    monkeypatch.setattr(R.theme, "draw_text", spy)
    R._render_rules.__wrapped__(game_id, "en")
    return drawn


@pytest.mark.parametrize("game_id", GAMES)
def test_no_markdown_marks_show_on_the_rules_page(app, monkeypatch, game_id):
    drawn = words_on_the_page(monkeypatch, game_id)
    assert drawn
    raw = [text for text, _, _ in drawn if "**" in text or text.startswith("#") or "`" in text]
    assert not raw, f"raw Markdown on the {game_id} page: {raw[:5]}"


def test_durangos_turn_phases_are_headings_under_a_turn(app, monkeypatch):
    drawn = words_on_the_page(monkeypatch, "durango")
    heading_words = {text for text, role, size in drawn if role == "display" and size == R.STYLE["h3"][1]}
    assert {"1.", "Selection", "2.", "Action", "3.", "Buying", "cattle"} <= heading_words
    assert {"Town", "Hires", "(silver)"} <= heading_words


def test_desperados_turn_is_a_numbered_list_with_its_numbers_in_the_margin(app, monkeypatch):
    blocks = R.parse(R.rules_text("desperados"))
    steps = [text for kind, text in blocks if kind == "numbered"]
    assert [s.split(" ")[0] for s in steps] == ["1.", "2."]
    drawn = words_on_the_page(monkeypatch, "desperados")
    assert ("1.", R.STRONG, R.STYLE["numbered"][1]) in drawn and ("2.", R.STRONG, R.STYLE["numbered"][1]) in drawn


def test_bold_words_are_drawn_bold_and_keep_their_punctuation(app, monkeypatch):
    drawn = words_on_the_page(monkeypatch, "roulette")
    assert ("Bid-bills", R.STRONG, R.STYLE["bullet"][1]) in drawn
    assert (":", "text", R.STYLE["bullet"][1]) in drawn, "the colon after a bold word follows it, in plain type"
    assert ("Undo", R.STRONG, R.STYLE["bullet"][1]) in drawn


def test_a_line_straight_under_a_house_rule_carries_it_on():
    blocks = R.parse("House rule: the table shows the count,\nface down.\n\nNext paragraph.")
    assert blocks == [("house", "House rule: the table shows the count, face down."), ("para", "Next paragraph.")]


def hints_a_table_gives(game_id: str, steps: int = 250, seed: int = 1) -> set[str]:
    """Every "What can I do now?" text met while people play `steps` random moves of a game."""
    controller = make_controller(game_id, parse_seats(SEATS[game_id]), None, seed)
    rng = random.Random(seed)
    seen = set()
    try:
        for _ in range(steps):
            if controller.is_over():
                break
            waiting = controller.waiting_humans()
            if waiting:
                seat = waiting[0]
                seen.add(f"{controller.names[seat]}: {controller.hint(seat)}")
                controller.act(seat, rng.choice(controller.legal_actions(seat)))
            else:
                controller.update()
    finally:
        controller.close()
    return seen


def assert_holds(scene: R.RulesScene) -> R.HelpBox:
    layout = scene.help_layout()
    assert R.SIDE.contains(layout.box), "the box stays on the side panel"
    assert " ".join(layout.lines).split() == scene.help_text.split(), "every word is drawn"
    assert layout.tops[0] >= layout.box.y + 40, "under the box's title"
    assert layout.tops[-1] + layout.line_height <= layout.box.bottom - 8, "the last line is inside the box"
    assert layout.size * 1366 / 1920 >= 12, "readable on a 1366x768 screen"
    return layout


@pytest.mark.parametrize("game_id", GAMES)
def test_what_can_i_do_now_holds_its_whole_text_at_every_decision(app, game_id):
    hints = hints_a_table_gives(game_id)
    assert hints
    canvas = pygame.Surface((1920, 1080))
    for text in sorted(hints, key=len, reverse=True)[:6]:
        scene = R.RulesScene(app, game_id, help_text=text)
        assert_holds(scene)
        scene.draw(canvas)


def test_a_help_text_twice_as_long_as_any_grows_the_box_over_the_pieces(app):
    text = "Ana: " + " ".join(["Add one drawn card to your party, or put it in reserve for later."] * 7)
    scene = R.RulesScene(app, "durango", help_text=text)
    layout = assert_holds(scene)
    assert layout.box.top < R.HELP_TOP
    short = R.RulesScene(app, "durango", help_text="Ana: coal or silver?").help_layout()
    assert short.box.top == R.HELP_TOP, "a short text leaves the pieces alone"
