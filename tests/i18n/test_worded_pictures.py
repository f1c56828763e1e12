"""Pictures with words in them are painted again after a change of language: a card face, a die
caption or a menu tile kept from before a switch in Settings would keep the old language."""
from __future__ import annotations

import pytest

from game import i18n
from game.ui import picture_cache


@pytest.fixture
def english():
    i18n.set_language("en")
    yield
    i18n.set_language("en")


def test_a_switch_of_language_forgets_the_pictures_with_words(english):
    from game.ui import cards
    from scenes import menu
    face = cards.card_back((120, 168), title="WILD WEST")
    tile = menu.tile_art("desperados", (292, 236))
    assert cards.card_back((120, 168), title="WILD WEST") is face  # kept while the language stays
    i18n.set_language(i18n.PSEUDO)
    assert cards.card_back((120, 168), title="WILD WEST") is not face
    assert menu.tile_art("desperados", (292, 236)) is not tile


def test_setting_the_same_language_keeps_them(english):
    from game.ui import cards
    face = cards.card_back((120, 168), title="WILD WEST")
    i18n.set_language("en")
    assert cards.card_back((120, 168), title="WILD WEST") is face


def test_forget_words_empties_every_marked_painter(english):
    from game.ui import cards, chips
    cards.card_back((120, 168), title="WILD WEST")
    chips.bill_surface(500)
    picture_cache.forget_words()
    for cached in picture_cache._WORDED:
        info = getattr(cached, "cache_info", None)
        held = info().currsize if info else len(cached.cache)
        assert held == 0, cached.__name__
