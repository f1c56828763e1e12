"""Text wrapping in the kit: words stay whole where they fit, and a word too long for its box is
broken with a hyphen, so a small card reads "Homestea-" / "der", not two strange words."""
import pygame

from game.ui import theme


def test_words_that_fit_are_never_broken():
    lines = theme.wrap_text("Cattle Baron's Daughter", "bold", 20, 400)
    assert lines == ["Cattle Baron's Daughter"]


def test_a_word_too_long_for_the_box_is_broken_with_a_hyphen():
    pygame.font.init()
    width = theme.font("bold", 20).size("Homesteader")[0] * 2 // 3
    lines = theme.wrap_text("Homesteader", "bold", 20, width)
    assert len(lines) >= 2
    assert all(line.endswith("-") for line in lines[:-1])
    assert "".join(line.rstrip("-") for line in lines) == "Homesteader"
    assert all(theme.font("bold", 20).size(line)[0] <= width for line in lines)


def test_a_closing_dash_is_never_left_alone_on_a_line():
    pygame.font.init()
    text = "— Round 5: 4 click markers in the centre —"
    for width in range(120, 420, 7):
        lines = theme.wrap_text(text, "bold", 20, width)
        assert all(line.strip() not in ("—", "") for line in lines[1:]), (width, lines)
