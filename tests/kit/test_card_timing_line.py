"""A card's timing line ("On another's turn: when you would lose money to an attack") is read
whole on every card of every game, at every size a card is drawn with its face."""
from __future__ import annotations

import pygame
import pytest

from game.ui import theme
from game.ui.cards import card_face, tag_layout

FACE_SIZES = [(100, 140), (110, 154), (116, 164), (120, 168), (128, 180), (130, 182), (140, 196), (146, 204),
              (150, 210), (170, 238), (180, 252), (250, 350), (330, 462)]
"""Cards narrower than 100 are drawn as mini cards, without a timing line."""


def tagged_cards() -> dict[str, dict]:
    """One card's data for each timing line any game prints, by that line."""
    from game.rules.desperados import content as desperados
    from game.rules.durango import content as durango
    from game.rules.most_wanted import content as most_wanted
    from game.rules.zorro import content as zorro
    from game.ui.looks import desperados as look_desperados, durango as look_durango
    from game.ui.looks import most_wanted as look_most_wanted, zorro as look_zorro
    datas = [look_desperados.card_data(k) for k in desperados.CARDS]
    datas += [look_durango.card_data(k) for k in durango.CARDS]
    datas += [look_durango.calamity_data(k) for k in durango.CALAMITY_BY_ID]
    datas += [look_zorro.feat_data(k) for k in zorro.FEATS] + [look_zorro.equipment_data(k) for k in zorro.EQUIPMENT]
    datas += [look_zorro.foe_data(place, villain) for place in zorro.LOCATION for villain in (False, True)]
    datas += [look_most_wanted.card_data(c) for c in sorted(set(most_wanted.DECK))]
    datas += [look_most_wanted.action_data(k, 3) for k in most_wanted.ACTION_NAMES]
    return {d["tag"]: d for d in datas if d.get("tag")}


@pytest.fixture(scope="module")
def tags():
    pygame.init()
    return tagged_cards()


def test_every_cards_timing_line_fits_inside_the_card_with_no_word_lost(tags):
    assert "On another's turn: when you would lose money to an attack" in tags, "Take Cover's line is checked"
    for tag in tags:
        for w, h in FACE_SIZES:
            size, lines = tag_layout(tag, (w, h))
            assert " ".join(lines) == tag, f"{tag!r} on a {w}x{h} card loses words: {lines}"
            for line in lines:
                assert theme.font("italic", size).size(line)[0] <= int(w * 0.9), f"{line!r} clipped on a {w}x{h} card"


def test_a_timing_line_read_large_is_at_least_16_px(tags):
    """The preview and the right-click view are there to be read: no line shrinks under 16 px."""
    for tag in tags:
        for w, h in ((250, 350), (330, 462)):
            size, _lines = tag_layout(tag, (w, h))
            assert size >= 16, f"{tag!r} at {size} px on a {w}x{h} card"


def test_take_cover_sets_its_timing_line_on_two_lines_and_short_lines_keep_one(tags):
    size, lines = tag_layout("On another's turn: when you would lose money to an attack", (140, 196))
    assert len(lines) == 2
    for short in ("Town hire", "Heroic Feat · Tavern", "Robbery", "Your turn: after any roll"):
        assert len(tag_layout(short, (150, 210))[1]) == 1


def test_a_two_line_timing_line_takes_its_room_from_the_art_not_the_card_text(tags):
    """The card's text starts where it does under a one-line timing line: nothing of it is pushed
    off the card's foot."""
    long = tags["On another's turn: when you would lose money to an attack"]
    short = {**long, "tag": "Reaction"}
    for w, h in ((140, 196), (250, 350)):
        below_the_timing_line = pygame.Rect(0, int(h * 0.66), w, h - int(h * 0.66))
        assert (pygame.image.tobytes(card_face(long, (w, h)).subsurface(below_the_timing_line), "RGBA")
                == pygame.image.tobytes(card_face(short, (w, h)).subsurface(below_the_timing_line), "RGBA"))
