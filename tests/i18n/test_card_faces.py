"""Card faces read in the chosen language: a Most Wanted hand's Jack is a Bube (B) in German."""
from __future__ import annotations

from game import i18n
from game.ui.looks.most_wanted import card_data


def test_a_most_wanted_jack_is_named_and_lettered_in_german():
    i18n.set_language("de")
    face = card_data("J_green")
    assert (face["title"], face["value"]) == ("Bube", "B")


def test_a_number_card_keeps_its_number_in_every_language():
    i18n.set_language("fr")
    assert card_data("10_red")["value"] == "10"
