"""The coach's panel drops words that fall below its box, so every step of every lesson must fit
it: the whole say, under the step's title, above the Next / Skip buttons, on the panel the
game's table lays where its log sits."""
import pygame
import pytest

from game import games
from game.lessons import LESSONS, load
from game.ui import theme
from game.ui.layout import load_layout
from scenes.coach import PANEL_HEIGHT, WORDS_SIZE, words_box

LESSON_IDS = sorted(p.stem for p in LESSONS.glob("*.toml"))


@pytest.mark.parametrize("game_id", LESSON_IDS)
def test_every_step_of_the_lesson_fits_the_coach_panel_above_its_buttons(game_id):
    pygame.font.init()
    lesson = load(game_id)
    log = load_layout(games.get(game_id).layout, len(lesson.seats))["log"]
    panel = pygame.Rect(log.x, log.y, log.w, PANEL_HEIGHT)
    face = theme.font("text", WORDS_SIZE)
    for number, step in enumerate(lesson.steps, 1):
        box = words_box(panel, bool(step.title))
        lines = theme.wrap_text(step.say, "text", WORDS_SIZE, box.w)
        bottom = box.y + (len(lines) - 1) * (face.get_linesize() + 4) + face.get_height()
        assert bottom <= box.bottom, f"step {number} ({step.title!r}) runs {bottom - box.bottom} px past the panel"
        assert theme.font("bold", 22).size(step.title)[0] <= box.w, f"step {number}'s title is wider than the panel"
