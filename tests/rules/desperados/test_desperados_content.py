"""The components, counted against desperados.components.md and the rule book."""
from collections import Counter

from game.rules.common.money import make_change
from game.rules.desperados.engine import RULES
from game.rules.desperados.content import (ALL_CHIPS_VALUE, BRAIN_ABILITIES, CARD_LIST, CARDS, DECK, DICE, DIE,
                                           GANG_LIST, GANGS, MEMBER_LIST, MEMBERS, OWN_AFTER_ANY_ROLL,
                                           OWN_AFTER_LAST_ROLL, OWN_ANY_TIME, REACT_TO_ACTION, REACT_TO_ATTACK,
                                           START_CHIPS, START_MONEY)


def test_four_dice_each_with_one_action_face_and_five_character_faces():
    assert DICE == 4
    assert len(DIE.faces) == 6 and DIE.faces.count("action") == 1
    assert set(DIE.faces) - {"action"} == {"brain", "ugly", "bad", "lady", "boss"}


def test_a_gang_has_five_desperados_with_different_symbols():
    assert len(MEMBER_LIST) == 5
    assert [m.symbol for m in MEMBER_LIST] == ["bottle", "fist", "knife", "one gun", "two guns"]


def test_jail_ranks_are_brain_2_ugly_3_bad_4_lady_5_boss_6():
    assert {m.key: m.ranks for m in MEMBER_LIST} == {"brain": 2, "ugly": 3, "bad": 4, "lady": 5, "boss": 6}


def test_attack_values_are_ugly_3_bad_4_lady_5_boss_6_and_the_brain_does_not_attack():
    assert {m.key: m.attack for m in MEMBER_LIST} == {"brain": 0, "ugly": 3, "bad": 4, "lady": 5, "boss": 6}


def test_four_gangs_identical_but_for_the_brain():
    assert [g.name for g in GANG_LIST] == ["Los Libertadores", "Mavericks", "Oleson", "Red Damnation"]
    assert {g.key: g.brain_ability for g in GANG_LIST} == {
        "libertadores": "rob_the_bank", "mavericks": "card_sharp", "oleson": "jailbreak_helper",
        "red_damnation": "shoot_out"}
    assert {g.colour for g in GANG_LIST} == {"ochre", "blue", "green", "red"}


def test_cosmetic_names_cover_every_member_of_every_gang():
    for gang in GANG_LIST:
        assert set(gang.members) == set(MEMBERS)
    assert GANGS["oleson"].members["brain"] == "Uncle Pat"
    assert GANGS["red_damnation"].members["boss"] == "Colt"


def test_brain_abilities_have_a_first_second_and_third_use():
    assert set(BRAIN_ABILITIES) == {g.brain_ability for g in GANG_LIST}
    assert [s.amount for s in BRAIN_ABILITIES["rob_the_bank"]] == [2, 3, 4]
    assert [s.amount for s in BRAIN_ABILITIES["shoot_out"]] == [1, 1, 8]
    assert [s.kind for s in BRAIN_ABILITIES["jailbreak_helper"]] == ["notch", "notch", "free"]
    assert [(s.kind, s.amount) for s in BRAIN_ABILITIES["card_sharp"]] == [("draw", 1), ("draw", 1),
                                                                           ("draw_or_steal", 2)]


def test_twenty_eight_wild_west_cards_with_the_listed_counts_and_timings():
    assert len(DECK) == 28
    assert {c.key: c.count for c in CARD_LIST} == {
        "extra_bullet": 4, "lucky_horseshoe": 3, "loaded_die": 3, "sheriffs_whistle": 3, "take_cover": 4,
        "hacksaw": 3, "back_in_the_cell": 2, "pickpocket": 3, "card_sharp": 1, "dynamite": 2}
    assert Counter(DECK) == {c.key: c.count for c in CARD_LIST}
    timing = {c.key: c.timing for c in CARD_LIST}
    assert timing["extra_bullet"] == timing["loaded_die"] == timing["dynamite"] == OWN_AFTER_LAST_ROLL
    assert timing["lucky_horseshoe"] == OWN_AFTER_ANY_ROLL
    assert timing["hacksaw"] == timing["back_in_the_cell"] == timing["pickpocket"] == timing["card_sharp"] \
        == OWN_ANY_TIME
    assert timing["sheriffs_whistle"] == REACT_TO_ACTION and timing["take_cover"] == REACT_TO_ATTACK
    assert CARDS["hacksaw"].name == "Hacksaw in a Cake"


def test_each_player_starts_with_fifty_dollars_in_chips_of_1_5_and_10():
    assert START_MONEY == 50 == sum(v * n for v, n in START_CHIPS.items())
    assert START_CHIPS == {1: 5, 5: 5, 10: 2}
    assert ALL_CHIPS_VALUE == 200 == 4 * START_MONEY
    assert make_change(START_MONEY) == {10: 5, 5: 0, 1: 0}  # the UI makes change automatically


def test_two_to_four_players_and_no_options():
    assert (RULES.info.min_seats, RULES.info.max_seats) == (2, 4)
    assert RULES.info.options == {}
