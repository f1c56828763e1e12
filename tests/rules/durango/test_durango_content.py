"""The card list of durango.components.md, counted."""
from collections import Counter

from game.rules.durango import content as C
from game.rules.durango.effects import CALAMITY_EFFECTS, EFFECTS
from game.rules.durango.engine import RULES, WINDOW_CODES


def kinds(seats):
    return Counter(C.CARDS[c].kind for c in C.draw_deck(seats))


def test_draw_deck_holds_25_town_25_frontier_8_companions_6_items_and_2_triggers():
    assert kinds(4) == {"town": 25, "frontier": 25, "companion": 8, "item": 6, "trigger": 2}
    assert kinds(5)["trigger"] == 2


def test_only_one_calamity_trigger_at_two_or_three_players():
    assert kinds(2)["trigger"] == 1 and kinds(3)["trigger"] == 1


def test_each_hire_set_produces_35_after_balance_tuning():
    """PROPOSED: 4 x 3, 9 x 2, 8 x 1, 4 x 0 (38). Tuned: Banker, Mercantile Clerk (2), Coal Miner
    (2) and Ranch Foreman produce 2, so 1 x 3, 12 x 2, 8 x 1, 4 x 0 (35)."""
    for hires in (C.TOWN_HIRES, C.FRONTIER_HIRES):
        assert sum(h.copies for h in hires) == 25
        assert sum(h.copies * h.produce for h in hires) == 35
        spread = Counter()
        for h in hires:
            spread[h.produce] += h.copies
        assert spread == {3: 1, 2: 12, 1: 8, 0: 4}
    tuned = {h.id: h.produce for h in (*C.TOWN_HIRES, *C.FRONTIER_HIRES)}
    assert tuned["T01"] == tuned["T02"] == tuned["F01"] == tuned["F02"] == 2


def test_town_hires_produce_silver_and_frontier_hires_coal():
    assert {h.resource for h in C.TOWN_HIRES} == {"silver"}
    assert {h.resource for h in C.FRONTIER_HIRES} == {"coal"}


def test_production_three_hires_have_no_action():
    for h in (*C.TOWN_HIRES, *C.FRONTIER_HIRES):
        if h.produce == 3:
            assert h.code == "none"
        if h.code == "none":
            assert h.produce >= 2


def test_hire_interaction_counts_match_the_components_table():
    codes = Counter()
    for h in (*C.TOWN_HIRES, *C.FRONTIER_HIRES):
        codes[h.code] += h.copies
    assert codes["steal_hire"] == 2 and codes["swap_hire"] == 1 and codes["discard_hire"] == 2
    assert codes["steal_cattle"] == 2 and codes["free_cattle"] == 1
    assert codes["discard_reserve"] + codes["steal_reserve"] == 5
    assert codes["block"] == 3


def test_six_companions_are_interrupts_and_two_ongoing():
    assert Counter(c.arg for c in C.COMPANIONS) == {"interrupt": 6, "ongoing": 2}
    assert all(WINDOW_CODES.get(c.code) for c in C.COMPANIONS if c.arg == "interrupt")


def test_six_items_all_ongoing_producing_nothing():
    assert len(C.ITEMS) == 6 and all(i.arg == "ongoing" and i.produce == 0 for i in C.ITEMS)


def test_ten_calamities_five_immediate_five_ongoing_each_with_a_handler():
    assert len(C.CALAMITIES) == 10
    assert sum(k.ongoing for k in C.CALAMITIES) == 5
    assert {k.code for k in C.CALAMITIES} == set(CALAMITY_EFFECTS)


def test_every_hire_effect_code_has_a_handler():
    assert {h.code for h in (*C.TOWN_HIRES, *C.FRONTIER_HIRES)} <= set(EFFECTS)


def test_yard_has_50_cattle_14_blue_ribbon_in_five_breeds_of_ten():
    yard = C.cattle_cards()
    assert len(yard) == 50
    assert sum(map(C.is_blue, yard)) == 14
    per = Counter(C.breed(c) for c in yard)
    assert per == {b: 10 for b in C.BREEDS}
    blue = Counter(C.breed(c) for c in yard if C.is_blue(c))
    assert blue == {"Longhorn": 2, "Hereford": 3, "Shorthorn": 3, "Angus": 3, "Criollo": 3}


def test_game_info_is_two_to_five_players():
    assert (RULES.info.min_seats, RULES.info.max_seats) == (2, 5)
    assert RULES.info.game_id == "durango"


def test_the_in_game_rules_have_a_glossary_and_mark_house_rules():
    from pathlib import Path
    text = (Path(__file__).resolve().parents[3] / "assets" / "rules" / "durango.md").read_text()
    assert text.startswith("# Durango")
    assert "## Glossary" in text
    assert text.count("\nHouse rule:") + text.count("\n- House rule:") >= 8
