"""Every screen in the pseudo-language (each message accented, ~40% longer, in ⟦…⟧), at the two
smallest window sizes (1280x800, the Steam Deck's; 1366x768) and at every Text size setting:
(a) no text runs out of its box (cut with "…", lines dropped, a word broken, or too wide at the
smallest type), (b) no text is drawn that did not go through the catalog (`_()`), (c) no two strings
overlap (their letters' boxes, as the text helpers tell where each was put; words a dialog's veil
covers are forgotten), (d) no string is set in type under 9 window pixels at the default text size (`theme.LEAST_LETTER`, Valve's
Deck Verified figure; the table of each screen's least is docs/text-sizes.md).

Pictures with words in them (card faces, die captions, menu tiles) are forgotten before each
screen, so every word is painted, and watched, anew whatever ran before.

The text helpers of game/ui/theme.py tell a watcher of every string drawn and every one cut
(`theme.watch_text`); seat names people type (a held game's, or a scene's ``proper_names()``: the
people at New table, the authors on Credits) and numbers are exempt. Screens whose words are
not all in the catalog yet are listed in NOT_YET; each is expected to fail until it is wrapped
(remove it from the list then: an unexpected pass is reported as XPASS).
"""
from __future__ import annotations

import re

import pygame
import pytest

from game import i18n
from game import settings as settings_mod
from game.ui import theme
from tools import text_sizes

SIZES = [(1280, 800), (1366, 768)]
TEXT_SIZES = settings_mod.TEXT_SIZES
SCREENS = text_sizes.SCREENS
NOT_YET: set[str] = set()
"""Screens with words still outside the catalog (issue 23 is wrapping them screen by screen)."""
TOO_TIGHT: dict[str, str] = {}
"""Screens (and text size, language) whose words are all in the catalog but do not fit yet, and why."""
ALWAYS_OK = set(i18n.LANGUAGES.values()) | {"FRONTIER TABLETOP"}
"""Words that are the same in every language: each language's own name, the app's name."""


class Watch(text_sizes.TypeWatch):
    """What the text helpers report while one screen is drawn."""

    def __init__(self, names, canvas):
        super().__init__()
        self.canvas = canvas
        self.boxes: list[tuple[str, pygame.Rect]] = []
        """Every string put on the canvas and the box its letters cover, since the last veil."""
        self.exempt = set(names) | ALWAYS_OK
        self.derived: set[str] = set()
        self.unmarked: list[str] = []
        self.cuts: list[tuple[str, str]] = []

    def pieces(self, text, pieces):
        if i18n.is_pseudo(text) or self._exempt(text):
            self.derived.update(pieces)

    def cut(self, text, how):
        self.cuts.append((how, text))

    def placed(self, surface, text, rect, colour):
        if surface is self.canvas:
            self.boxes.append((text, letters_box(rect)))

    def covered(self, surface):
        if surface is self.canvas:
            self.boxes.clear()

    def overlaps(self) -> list[tuple[str, str]]:
        """Pairs of strings whose letters' boxes meet (a string drawn twice in one place is one)."""
        boxes = sorted(self.boxes, key=lambda item: item[1].x)
        found = []
        for i, (text, box) in enumerate(boxes):
            for other, other_box in boxes[i + 1:]:
                if other_box.x >= box.right:
                    break
                if box.colliderect(other_box) and (text, box) != (other, other_box):
                    found.append((text, other))
        return found

    def drawn(self, text):
        if text in self.derived or i18n.is_pseudo(text) or self._exempt(text):
            return
        self.unmarked.append(text)

    def _exempt(self, text):
        if re.fullmatch(r"[\w.:~\\/-]+", text) and ("/" in text or "\\" in text):
            return True  # a file's path
        rest = text
        for word in sorted(self.exempt, key=len, reverse=True):
            rest = rest.replace(word, "")
        return not re.search(r"[^\W\d_]{2,}", rest)  # no word of two letters or more left


def letters_box(rect: pygame.Rect) -> pygame.Rect:
    """The box a line's letters cover: its line box less the font's leading and a shadow's pixel."""
    return rect.inflate(-2, -max(2, rect.h // 5))


def _render(app, spec):
    from game.ui import picture_cache
    from scenes.shots import make_scene
    picture_cache.forget_words()  # a picture painted for an earlier screen would hide its words
    scenes = make_scene(app, spec, 7, "human,ai:easy,ai:easy" if not spec.startswith("results") else
                        "ai:easy,ai:easy,ai:easy", 12)
    for scene in scenes if isinstance(scenes, list) else [scenes]:
        app.stack.push(scene)
    for _ in range(20):
        app.stack.update(1 / 60)
        if not app.stack.is_animating():
            break
    names = set()
    for game in app.stack.held_games():
        names.update(game.names)
    for scene in app.stack:  # people's and authors' names a screen draws as they are written
        names.update(getattr(scene, "proper_names", set)())
    watch = Watch(names, app.canvas)
    with theme.watching(watch):
        theme._wrap.cache_clear()
        app.draw_canvas()
    return watch


WORDS = [(100, i18n.PSEUDO), *((percent, language) for percent in TEXT_SIZES[1:] for language in ("fr", "de"))]
"""(text size, language): the pseudo-language's 40% margin at the default size; French and
German, the longest of the three languages, at the larger text sizes (150% type with 140% words
would be a stricter test than any person's screen)."""


def _check(spec, size, percent, language):
    from game.app import App
    from scenes.routes import Routes
    settings = settings_mod.Settings()
    settings.animation_speed, settings.ai_pacing, settings.text_size = "instant", 0.0, percent
    app = App(settings=settings, headless=True, routes=Routes, window_size=size)
    i18n.set_language(language)
    try:
        watch = _render(app, spec)
    finally:
        for game in app.stack.held_games():
            game.close()
    untranslated = sorted(set(watch.unmarked))
    cut = sorted(set(watch.cuts))
    if language == i18n.PSEUDO:
        assert not untranslated, f"{len(untranslated)} strings drawn without _(): {untranslated[:12]}"
    assert not cut, f"{len(cut)} strings out of their box: {cut[:12]}"
    overlapping = sorted(set(watch.overlaps()))
    assert not overlapping, f"{len(overlapping)} strings run into each other: {overlapping[:12]}"
    assert watch.least is None or watch.least[0] >= theme.LEAST_LETTER - 1e-6, (
        f"{watch.least[1]!r} is set in {watch.least[0]:.1f}-pixel type in a {size[0]}x{size[1]} window")


@pytest.mark.parametrize("language", ["fr", "de"])
@pytest.mark.parametrize("spec", ["error", "pause"])
def test_the_error_and_pause_screens_fit_at_150_percent(spec, language):
    """The screens a person meets seldom (a crash's apology, the pause over a table), at the
    largest text in the two longest languages in the Steam Deck's window."""
    _check(spec, SIZES[0], 150, language)


@pytest.mark.parametrize("percent,language", WORDS, ids=[f"text{p}-{lang}" for p, lang in WORDS])
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("spec", SCREENS)
def test_every_word_is_translated_fits_its_box_and_reads(spec, size, percent, language, request):
    if spec in NOT_YET:
        request.node.add_marker(pytest.mark.xfail(reason="words not all in the catalog yet", strict=False))
    elif f"{spec}-text{percent}-{language}" in TOO_TIGHT:
        request.node.add_marker(pytest.mark.xfail(reason=TOO_TIGHT[f"{spec}-text{percent}-{language}"], strict=False))
    _check(spec, size, percent, language)
