"""Calamity Triggers and the ten Calamities."""
from game.rules.common.contract import CHANCE
from game.rules.durango.actions import Choose, Select
from game.rules.durango.engine import RULES, cattle_cost, production
from game.rules.durango.steps import CALAMITY_DRAW, DECK_DRAW, CalamityChoicePrompt
from durango_table import draw, finish_turn, play, table


def trigger(kid, **kw):
    """Seat 0 draws a Calamity Trigger among its three cards; the Calamity revealed is `kid`."""
    s = table(**kw)
    draw(s, "CT", "C5", "C6")
    assert s.prompt == CALAMITY_DRAW
    ev = draw(s, kid)
    ev += finish_turn(s)
    return s, ev


def test_a_trigger_lets_the_drawing_finish_then_reveals_a_calamity():
    s = table()
    draw(s, "F01", "CT")
    assert s.prompt == DECK_DRAW  # the third card is still drawn
    draw(s, "C1")
    assert s.prompt == CALAMITY_DRAW


def test_the_trigger_is_never_selectable_not_replaced_and_is_discarded():
    s, _ = trigger("K06")
    assert s.drawn == ["C5", "C6"] and "CT" in s.discard
    assert {a.card for a in RULES.legal_actions(s, 0)} == {0, 1}


def test_the_trigger_is_shown_to_everyone():
    s = table()
    draw(s, "CT")
    assert RULES.observe(s, 1).drawn == ["CT"]


def test_a_revealed_calamity_replaces_the_current_one():
    s, _ = trigger("K06", active="K07")
    assert s.active == "K06" and s.cal_revealed[-1] == "K06"


def test_ongoing_calamities_last_until_a_new_one_is_revealed():
    s, _ = trigger("K06")
    play(s, Select("party", 0))
    assert cattle_cost(s, 1) == 6 and cattle_cost(s, 0) == 6


def test_when_all_ten_have_struck_they_are_shuffled_into_a_new_calamity_deck():
    s = table()
    for k in list(s.cal_deck):
        s.cal_deck.remove(k)
        s.cal_revealed.append(k)
    s.active = "K10"
    draw(s, "CT", "C5", "C6")
    assert sorted(s.cal_deck) == sorted(f"K{i:02d}" for i in range(1, 11))
    draw(s, "K06")
    assert s.cal_revealed == ["K06"]


def test_stampede_each_player_returns_a_non_blue_ribbon_cattle_to_the_bottom_of_the_yard():
    s, _ = trigger("K01", herd={0: ["Angus", "Angus*"], 1: ["Hereford", "Criollo"], 2: ["Angus*"]})
    assert s.prompt == CalamityChoicePrompt((1,))  # seat 0 has one choice; seat 2 none
    assert RULES.actors(s) == [1]
    play(s, Choose("Criollo"))
    assert s.herd == [["Angus*"], ["Hereford"], ["Angus*"]]
    assert s.yard_bottom == ["Angus", "Criollo"]


def test_texas_fever_spares_longhorns():
    s, _ = trigger("K02", herd={0: ["Longhorn", "Angus"], 1: ["Longhorn"]})
    assert s.herd[0] == ["Longhorn"] and s.herd[1] == ["Longhorn"]


def test_secret_calamity_choices_are_hidden_until_all_are_in():
    s, _ = trigger("K01", herd={0: ["Angus", "Hereford"], 1: ["Hereford", "Criollo"]})
    assert RULES.actors(s) == [0, 1]
    RULES.apply(s, 0, Choose("Angus"))
    assert RULES.observe(s, 1).choices == {0: None}
    assert s.herd[0] == ["Angus", "Hereford"]
    RULES.apply(s, 1, Choose("Criollo"))
    assert s.herd[0] == ["Hereford"] and s.herd[1] == ["Hereford"]


def test_range_war_passes_a_hire_to_the_left_all_at_once_and_full_parties_discard_it():
    s, _ = trigger("K03", party={0: ["T01"], 1: ["I1", "I2", "I3", "I4"], 2: ["T02", "F01"]},
                   seats=3)
    assert s.prompt == CalamityChoicePrompt((2,))
    play(s, Choose("F01"))
    assert s.party[0] == ["F01"]
    assert s.party[1] == ["I1", "I2", "I3", "I4"] and "T01" in s.discard
    assert s.party[2] == ["T02"]


def test_gold_rush_each_player_discards_a_hire():
    s, _ = trigger("K04", party={0: ["T01", "I2"], 1: ["F01"]})
    assert s.party == [["I2"], [], []] and {"T01", "F01"} <= set(s.discard)


def test_prairie_fire_burns_reserves_and_the_top_three_of_the_draw_deck():
    s = table(reserve={1: ["F01"], 2: ["T01"]})
    draw(s, "CT", "C5", "C6")
    draw(s, "K05")
    finish_turn(s)
    draw(s, "F02", "F03", "T03")
    assert s.reserve[1] == [] and s.reserve[2] == []
    assert {"F01", "T01", "F02", "F03", "T03"} <= set(s.discard)


def test_blizzard_and_bank_panic_cut_production_by_one():
    s = table(party={0: ["F03", "T03"]}, active="K07")
    assert sorted(production(s, 0)) == [("F03", 2, 0), ("T03", 0, 3)]
    s = table(party={0: ["F03", "T03"]}, active="K08")
    assert sorted(production(s, 0)) == [("F03", 3, 0), ("T03", 0, 2)]


def test_drought_and_railhead_boom_change_the_cattle_price():
    assert cattle_cost(table(active="K06"), 0) == 6
    assert cattle_cost(table(active="K10"), 0) == 4
    assert cattle_cost(table(active="K10", party={0: ["I5"]}), 0) == 3
    assert cattle_cost(table(active="K06", party={0: ["I5"]}), 0) == 5


def test_quarantine_stops_steals_swaps_and_discards_of_hires_and_cattle():
    s = table(party={1: ["F01"]}, active="K09")
    draw(s, "F22", "C5", "C6")
    ev = play(s, Select("party", 0))
    assert any(type(e).__name__ == "Nothing" and e.reason == "Quarantine" for e in ev)
    assert s.party[1] == ["F01"]


def test_two_triggers_in_one_draw_reveal_two_calamities():
    s = table(seats=4)
    draw(s, "CT", "CT", "C5")
    draw(s, "K06")
    finish_turn(s)
    draw(s, "K07")
    finish_turn(s)
    assert s.cal_revealed == ["K06", "K07"] and s.active == "K07"
    assert s.discard.count("CT") == 2 and s.drawn == ["C5"]


def test_returned_cattle_come_back_only_after_the_rest_of_the_yard():
    s, _ = trigger("K01", herd={0: ["Angus"]}, yard_top=["Hereford"])
    assert s.yard_bottom == ["Angus"] and s.yard_top == ["Hereford"] and "Angus" in s.yard


def test_a_calamity_window_is_invisible_to_others_too():
    a = table(reserve={1: ["C4"]}, herd={0: ["Angus"], 1: ["Angus"]})
    b = table(reserve={1: ["F01"]}, herd={0: ["Angus"], 1: ["Angus"]})
    for s in (a, b):
        draw(s, "CT", "C5", "C6")
        draw(s, "K01")
    assert RULES.actors(a) == [1] and RULES.actors(b) == [CHANCE]
    for seat in (0, 2):
        assert RULES.observe(a, seat) == RULES.observe(b, seat)
