"""A settings row's label never runs under its control: a long label (a longer language, larger
text) is set smaller in the room left of the switch or the value box."""
import pygame
import pytest

from game.ui import theme, widgets

LONG = "Verlorenen Platz einer KI geben nach, und noch ein paar Wörter mehr"


class Where(theme.TextWatcher):
    """Where each string was drawn (the theme's text watcher)."""

    def __init__(self):
        self.rects: dict[str, pygame.Rect] = {}

    def placed(self, surface, text, rect, colour):
        self.rects[text] = pygame.Rect(rect)


@pytest.fixture(autouse=True)
def pygame_ready():
    pygame.init()
    yield


@pytest.mark.parametrize("make,control", [
    (lambda: widgets.Toggle((100, 100, 740, 48), True, label=LONG), lambda w: w.switch),
    (lambda: widgets.Choice((100, 100, 740, 48), [(1, "2 Minuten")], 1, label=LONG, value_width=220),
     lambda w: w.box),
], ids=["toggle", "choice"])
def test_a_long_label_stays_left_of_its_control(make, control):
    widget = make()
    where = Where()
    with theme.watching(where):
        widget.draw(pygame.Surface((1000, 300)))
    assert where.rects[LONG].right <= control(widget).left
