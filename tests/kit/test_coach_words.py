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


class Cuts(theme.TextWatcher):
    """What the text helpers cut while a step's words are drawn."""

    def __init__(self):
        self.seen: list[str] = []

    def cut(self, text, how):
        self.seen.append(how)




@pytest.mark.parametrize("language", ["fr", "de"])
@pytest.mark.parametrize("game_id", LESSON_IDS)
def test_every_step_fits_the_coach_panel_at_150_percent_text_in_french_and_german(game_id, language):
    """At the largest text size, in the two longest languages, in the Steam Deck's window: each
    step's words fit under its title, the type giving back its growth if need be (never smaller
    than at 100%: `theme.least_asked`), then condensed a little: never a line dropped nor a word
    broken."""
    from game import i18n
    from game.i18n import _
    pygame.font.init()
    lesson = load(game_id)
    log = load_layout(games.get(game_id).layout, len(lesson.seats))["log"]
    panel = pygame.Rect(log.x, log.y, log.w, PANEL_HEIGHT)
    i18n.set_language(language)
    theme.set_type_scale(150, 1280 / 1920)
    try:
        for number, step in enumerate(lesson.steps, 1):
            box = words_box(panel, bool(step.title))
            words = _(step.say)
            size, _lines = theme.fit_wrapped(words, "text", WORDS_SIZE, box.size, theme.least_asked(WORDS_SIZE))
            cuts = Cuts()
            with theme.watching(cuts):
                theme.draw_wrapped(pygame.Surface(panel.size), words, box.move(-panel.x, -panel.y), "text", size)
            assert not cuts.seen, f"step {number} ({step.title!r}) does not fit the panel: {cuts.seen}"
    finally:
        theme.set_type_scale(100, 1.0)
        i18n.set_language("en")
