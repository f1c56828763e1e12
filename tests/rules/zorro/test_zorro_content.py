"""The box, counted against zorro.components.md and the rule book's MATÉRIEL list."""
from collections import Counter
from pathlib import Path

from game.rules.zorro.engine import RULES
from game.rules.zorro.content import (ACTION_SYMBOLS, COMMON_LIST, FEAT_LIST, FEATS, FREE, HERO_DICE_PER_LOCATION,
                                      HERO_DIE, HERO_TOKENS, LOCATION, LOCATIONS, MAX_EQUIPMENT, MAX_RARE, RARE_LIST,
                                      REROLL, SCOUNDREL, SYMBOLS, VILLAIN, ZORRO_DICE, ZORRO_DIE, describe_requirement)


def test_six_black_zorro_dice_with_one_face_of_each_symbol():
    assert ZORRO_DICE == 6
    assert sorted(ZORRO_DIE.faces) == sorted(SYMBOLS)
    assert SYMBOLS == ("charm", "leap", "dash", "grab", "thrust", "taunt")


def test_eight_hero_dice_two_per_location():
    assert len(LOCATIONS) * HERO_DICE_PER_LOCATION == 8


def test_a_hero_die_has_four_faces_of_its_location_action_one_thrust_one_taunt():
    for loc, die in HERO_DIE.items():
        c = Counter(die.faces)
        assert c == {LOCATION[loc].action: 4, "thrust": 1, "taunt": 1}


def test_location_actions_and_colours():
    assert {l: (LOCATION[l].action, LOCATION[l].colour) for l in LOCATIONS} == {
        "tavern": ("charm", "red"), "plaza": ("leap", "blue"), "farm": ("dash", "green"), "market": ("grab", "gold")}


def test_six_hero_tokens_so_two_to_six_players():
    assert HERO_TOKENS == 6
    assert (RULES.info.min_seats, RULES.info.max_seats) == (2, 6)


def test_sixteen_heroic_feats_four_per_location_four_symbols_each():
    assert len(FEAT_LIST) == 16
    assert Counter(f.location for f in FEAT_LIST) == {l: 4 for l in LOCATIONS}
    assert all(len(f.requirement) == 4 for f in FEAT_LIST)
    assert FEATS["P2"].name == "Stop a Runaway Stagecoach"
    assert Counter(FEATS["P2"].requirement) == {"leap": 2, "dash": 1, "grab": 1}


def test_every_feat_needs_its_location_action():
    for f in FEAT_LIST:
        assert LOCATION[f.location].action in f.requirement


def test_twenty_two_common_equipment_twelve_free_ten_reroll():
    assert len(COMMON_LIST) == 22
    assert len({e.key for e in COMMON_LIST}) == 22
    free = Counter(e.symbol for e in COMMON_LIST if e.kind == FREE)
    reroll = Counter(e.symbol for e in COMMON_LIST if e.kind == REROLL)
    assert free == {s: 2 for s in SYMBOLS}
    assert reroll == {**{s: 2 for s in ACTION_SYMBOLS}, "thrust": 1, "taunt": 1}
    assert any(e.name == "Dagger" and e.kind == FREE and e.symbol == "thrust" for e in COMMON_LIST)


def test_seven_rare_equipment():
    assert [e.name for e in RARE_LIST] == ["Zorro's Rapier", "Tornado", "Zorro's Whip", "Zorro's Mask",
                                           "Zorro's Cape", "Cordovan Hat", "Fox Gloves"]


def test_four_scoundrels_with_five_symbols_and_four_villains_with_six_or_five_and_a_roll_fewer():
    assert set(SCOUNDREL) == set(VILLAIN) == set(LOCATIONS)
    for loc in LOCATIONS:
        s, v = SCOUNDREL[loc], VILLAIN[loc]
        assert len(s.requirement) == 5 and s.rolls == 3
        assert (len(v.requirement), v.rolls) in ((6, 3), (5, 2))
        assert Counter(s.requirement)[LOCATION[loc].action] == 2
        assert Counter(v.requirement)[LOCATION[loc].action] == 2 and Counter(v.requirement)["thrust"] == 2


def test_every_foe_has_an_ability_that_works_through_the_dice_only():
    """A roll fewer, or Hero die faces that do not count: nothing that touches equipment."""
    for foe in (*SCOUNDREL.values(), *VILLAIN.values()):
        assert foe.rolls < 3 or foe.hero_blank
        assert set(foe.hero_blank) <= set(SYMBOLS) and foe.text


def test_equipment_limits_three_cards_one_rare():
    assert (MAX_EQUIPMENT, MAX_RARE) == (3, 1)


def test_the_rules_screen_names_every_foe_with_its_requirement_and_ability():
    """assets/rules/zorro.md shows each Scoundrel and Villain as the engine plays it, and no
    longer the withdrawn abilities (a discard, equipment switched off)."""
    text = (Path(__file__).resolve().parents[3] / "assets" / "rules" / "zorro.md").read_text(encoding="utf-8")
    for foe in (*SCOUNDREL.values(), *VILLAIN.values()):
        line = f"- {foe.name} ({LOCATION[foe.location].name}): {describe_requirement(foe.requirement)}. {foe.text}"
        assert line in text, line
    for withdrawn in ("give up one Common card", "REROLL cards do not work", "FREE GRAB cards do not count",
                      "Equipment cannot give THRUST", "never overrides them"):
        assert withdrawn not in text, withdrawn
    assert "Losing costs nothing: there is no penalty for losing to a Scoundrel." in text
    assert "the equipment wins" in text
