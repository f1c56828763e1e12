"""The log reads like a person telling the game: no "card(s)", no empty brackets, no zero amounts."""
from game.rules.durango.content import BREEDS, CARDS
from game.rules.durango.events import Aimed, CardsDrawn, DCardMoved, Produced, ResourcesLost, YardTopRevealed

NAMES = ["Ana", "Bill"]


def test_a_hidden_draw_counts_its_cards_in_words():
    assert CardsDrawn(0, (None,)).describe(NAMES) == "Ana draws a card"
    assert CardsDrawn(0, (None, None)).describe(NAMES) == "Ana draws 2 cards"


def test_production_names_only_what_there_is():
    assert Produced(0, 1, 0, "Blacksmith").describe(NAMES) == "Ana gets 1 coal from Blacksmith"
    assert Produced(0, 1, 2).describe(NAMES) == "Ana gets 1 coal and 2 silver"


def test_unspent_resources_name_only_what_is_lost():
    assert ResourcesLost(1, 0, 3).describe(NAMES) == "Bill loses 3 silver left unspent"
    assert ResourcesLost(1, 0, 0).describe(NAMES) == "Bill has no coal or silver left over"


def test_aiming_without_a_detail_has_no_empty_brackets():
    line = Aimed(0, 1, next(iter(CARDS)), "").describe(NAMES)
    assert "()" not in line and line.startswith("Ana aims ")


def test_a_hidden_card_moving_starts_its_line_with_a_capital():
    line = DCardMoved(None, "hand:0", "reserve:0", why="reserved").describe(NAMES)
    assert line.startswith("A face-down card: ")


def test_the_yard_names_its_top_cattle_with_the_right_article():
    lines = {YardTopRevealed(breed).describe(NAMES) for breed in BREEDS}
    assert "The Yard shows an Angus" in lines
    assert not any(" a A" in line or " a E" in line for line in lines)
