"""Component counts and facts, against most_wanted.components.md."""
from collections import Counter

from game.rules.most_wanted.engine import RULES
from game.rules.most_wanted.content import (ACTION_CARDS, BAGS_OF_MONEY, CHARACTERS, COLOURS,
                                            COLOUR_MARKS, DECK, FLIP_ORDER, MOST_WANTED, RANKS,
                                            ROBBERY, ROBBERIES, START_BAGS, bail_for, colour_of, rank_of)


def test_72_playing_cards_8_copies_of_each_number_6_through_ace():
    assert len(DECK) == 72
    assert RANKS == ("6", "7", "8", "9", "10", "J", "Q", "K", "A")
    assert Counter(rank_of(c) for c in DECK) == {r: 8 for r in RANKS}


def test_four_colours_one_of_them_blue_two_copies_of_each_rank_per_colour():
    assert len(COLOURS) == 4 and "blue" in COLOURS
    assert Counter(colour_of(c) for c in DECK) == {c: 18 for c in COLOURS}
    assert set(Counter(DECK).values()) == {2}


def test_every_colour_has_its_own_shape_so_colour_is_never_the_only_signal():
    assert set(COLOUR_MARKS) == set(COLOURS) and len(set(COLOUR_MARKS.values())) == 4


def test_63_bags_of_money_in_the_supply_and_players_start_with_none():
    state = RULES.new_game(4)
    assert BAGS_OF_MONEY == 63 and START_BAGS == 0
    assert state.supply == 63 and state.bags == [0, 0, 0, 0]


def test_scoreboard_tokens_start_off_the_board_and_space_13_is_most_wanted():
    state = RULES.new_game(3)
    assert state.score == [0, 0, 0]
    assert MOST_WANTED == 13


def test_bail_per_space_off_board_0_then_1_2_3_bags():
    assert bail_for(0) == 0
    assert [bail_for(p) for p in range(1, 5)] == [1] * 4
    assert [bail_for(p) for p in range(5, 9)] == [2] * 4
    assert [bail_for(p) for p in range(9, 13)] == [3] * 4


def test_three_robbery_cards_with_their_hand_sizes_and_points_both_sides():
    assert [(r.key, r.cards, r.points, r.flipped_points) for r in ROBBERIES] == [
        ("pony", 2, 2, 3), ("stagecoach", 3, 3, 4), ("train", 4, 4, 5)]
    assert ROBBERY["train"].name == "Train Robbery"


def test_first_three_reshuffles_flip_pony_then_stagecoach_then_train():
    assert FLIP_ORDER == ("pony", "stagecoach", "train")


def test_six_action_cards_three_robberies_and_three_two_sided_cards():
    assert len(ROBBERIES) + len(ACTION_CARDS) == 6
    assert [(a.front, a.back) for a in ACTION_CARDS] == [
        ("church", "saloon"), ("honest_labor", "dishonest_labor"), ("duel", "shootout")]


def test_table_setup_chooses_a_side_of_each_non_robbery_card():
    assert RULES.info.options == {"church_card": ("church", "saloon"),
                                  "labor_card": ("honest_labor", "dishonest_labor"),
                                  "duel_card": ("duel", "shootout")}
    assert RULES.info.default_options() == {"church_card": "church", "labor_card": "honest_labor",
                                            "duel_card": "duel"}


def test_eight_outlaws_and_two_to_eight_players():
    assert len(CHARACTERS) == 8 and len(set(CHARACTERS)) == 8
    assert (RULES.info.min_seats, RULES.info.max_seats) == (2, 8)
