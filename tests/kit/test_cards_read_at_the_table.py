"""A card lying on the table reads without the hover preview at 1366x768, the smallest window
the app opens: no letter of it is under 9 window pixels tall there (the canvas at 71%).

Every card of every game is drawn as the tables draw it (`CardSprite`: a table face from 100
pixels wide, a mini card below, backs with their names) at every size a table uses, in English
and French, and the type of every word it prints is measured: the height of a capital in that
font at that size, scaled to the window. Words that would need smaller type are left to the card
read large, which still shows them all (`card_face`). One exception is measured and bounded: a
name with a word too long for its card at READABLE_TYPE shrinks, never under SMALLEST_TABLE_TITLE.
"""
from __future__ import annotations

import functools

import pygame
import pytest

from game import i18n
from game.ui import cards, picture_cache, theme

WINDOW_SCALE = 1366 / 1920
TABLE_FACES = [(110, 154), (116, 164), (120, 168), (128, 180), (146, 204), (170, 238)]
"""Sizes a table draws a card's face at, from the smallest (Most Wanted's actions and hands,
Durango's piles, Zorro's feats, Desperados' piles) to the largest (Desperados' hand)."""
MINI_CARDS = [(26, 36), (62, 86), (74, 104)]
"""Cards laid small: a Most Wanted hand on the table, every hand in a replay, Zorro's decks."""


class Type(theme.TextWatcher):
    def __init__(self):
        self.set: list[tuple[str, str, int]] = []

    def typeset(self, text, role, size):
        self.set.append((text, role, size))





@functools.lru_cache(maxsize=None)
def capital_height(role: str, size: int) -> float:
    """How tall a capital of `role` at `size` canvas pixels stands in a 1366x768 window."""
    return theme.font(role, size).render("H", True, (0, 0, 0)).get_bounding_rect().h * WINDOW_SCALE


def every_card() -> list[dict]:
    from game.rules.desperados import content as desperados
    from game.rules.durango import content as durango
    from game.rules.most_wanted import content as most_wanted
    from game.rules.zorro import content as zorro
    from game.ui.looks import desperados as ld, durango as lu, most_wanted as lm, zorro as lz
    datas = [ld.card_data(k) for k in desperados.CARDS] + [lu.card_data(k) for k in durango.CARDS]
    datas += [lu.calamity_data(k) for k in durango.CALAMITY_BY_ID]
    datas += [lz.feat_data(k) for k in zorro.FEATS] + [lz.equipment_data(k) for k in zorro.EQUIPMENT]
    datas += [lz.foe_data(place, villain) for place in zorro.LOCATION for villain in (False, True)]
    datas += [lm.card_data(c) for c in sorted(set(most_wanted.DECK))]
    datas += [lm.action_data(k, 3) for k in most_wanted.ACTION_NAMES]
    return datas


def type_on_the_table(language: str) -> list[tuple[str, str, int, str]]:
    """(text, role, size, which card) of every word the tables print on their cards."""
    i18n.set_language(language)
    picture_cache.forget_words()
    seen = Type()
    printed = []
    try:
        with theme.watching(seen):
            for data in every_card():
                for size in TABLE_FACES:
                    sprite = cards.CardSprite(data, (0, 0), size)
                    seen.set.clear()
                    sprite.draw(pygame.Surface((400, 400), pygame.SRCALPHA))
                    printed += [(*typed, f"{data['title']} at {size}") for typed in seen.set]
                for size in MINI_CARDS:
                    seen.set.clear()
                    cards.CardSprite(data, (0, 0), size).draw(pygame.Surface((400, 400), pygame.SRCALPHA))
                    printed += [(*typed, f"{data['title']} at {size}") for typed in seen.set]
            for size in [*TABLE_FACES, *MINI_CARDS]:
                for name in (_("WILD WEST"), _("DURANGO"), _("WANTED"), _("VILLAIN"), _("SCOUNDREL")):
                    seen.set.clear()
                    cards.card_back(size, (110, 28, 30), name)
                    printed += [(*typed, f"a back at {size}") for typed in seen.set]
    finally:
        i18n.set_language("en")
        picture_cache.forget_words()
    return printed


def _(message: str) -> str:
    return i18n._(message)


@pytest.fixture(scope="module")
def pygame_up():
    pygame.init()
    yield


@pytest.mark.parametrize("language", ["en", "fr", "de"])
def test_no_letter_on_a_card_at_the_table_is_under_9_px_at_1366x768(pygame_up, language):
    titles = {data["title"] for data in every_card()}
    i18n.set_language(language)
    titles |= {data["title"] for data in every_card()}
    small = [(text, role, size, where) for text, role, size, where in type_on_the_table(language)
             if capital_height(role, size) < 9]
    titles = {title.replace(cards.SOFT_HYPHEN, "") for title in titles}
    words = [entry for entry in small if not any(piece in title or title in piece for title in titles
                                                  for piece in [entry[0].removesuffix("-")])]
    assert not words, f"{len(words)} words under 9 px: {sorted(set(words))[:10]}"
    for text, role, size, where in small:  # a name with a word too long for its card
        assert size >= cards.SMALLEST_TABLE_TITLE, f"{text!r} at {size} px on {where}"


def test_a_long_german_name_breaks_where_its_translator_marked_it(pygame_up):
    """German joins words ("Postkutschenüberfall"): a soft hyphen in the catalog says where the
    name may break on a small card, and the line it breaks shows a hyphen."""
    role, size, lines = cards.legible_title("Postkutschen\u00adüberfall", 100)
    assert lines == ["Postkutschen-", "überfall"] and size >= cards.SMALLEST_TABLE_TITLE
    assert cards.legible_title("Postkutschen\u00adüberfall", 400)[2] == ["Postkutschen\u00adüberfall"]
