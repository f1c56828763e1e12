"""Every hire's action, from its effect code; steal/swap/discard rules."""
from game.rules.durango.actions import Aim, Arrange, Choose, MakeRoom, Select, Swap
from game.rules.durango.engine import RULES
from game.rules.durango.steps import CALAMITY_DRAW, ArrangePrompt, ReservePickChance, RoomPrompt
from durango_table import draw, finish_turn, play, table


def recruit(card, **kw):
    """Current seat 0 draws `card` plus two Items no one wants, and adds `card` to the party."""
    s = table(**kw)
    placed = {c for part in ("party", "reserve") for cards in kw.get(part, {}).values() for c in cards}
    filler = [c for c in ("I2", "I4", "I5", "I6", "C5", "C6") if c not in placed and c != card]
    draw(s, card, *filler[:2])
    events = play(s, Select("party", 0))
    return s, events


def names(events):
    return [type(e).__name__ for e in events]


def test_bonus_silver_counts_for_this_turns_purchases():
    s, ev = recruit("T07", party={0: ["T01"]}, yard_top=["Angus", "Hereford"])  # 3+2+2 silver
    assert s.herd[0] == ["Angus"]


def test_bonus_either_asks_coal_or_silver():
    s, _ = recruit("T06")
    assert set(RULES.legal_actions(s, 0)) == {Choose("coal"), Choose("silver")}
    play(s, Choose("coal"))
    assert s.current == 1


def test_bonus_both_gives_one_coal_and_one_silver():
    s, ev = recruit("F08")
    got = [(e.coal, e.silver) for e in ev if type(e).__name__ == "Produced"]
    assert (1, 1) in got


def test_bonus_per_rival_counts_other_players_with_a_town_hire():
    s, ev = recruit("T14", party={1: ["T01"], 2: ["T02"]})
    got = [e for e in ev if type(e).__name__ == "Produced" and e.source == "T14"]
    assert got[0].silver == 2


def test_discount_makes_the_first_cattle_cost_one_less():
    s, _ = recruit("T16", party={0: ["F01"]}, yard_top=["Angus", "Hereford"])  # 1 silver + 3 coal
    assert s.herd[0] == []
    s, _ = recruit("T16", party={0: ["T03"]}, yard_top=["Angus", "Hereford"])  # 4 silver, costs 4
    assert s.herd[0] == ["Angus"]


def test_free_cattle_takes_the_top_of_the_yard_if_not_blue_ribbon():
    s, _ = recruit("T21", yard_top=["Angus", "Hereford"])
    assert s.herd[0] == ["Angus"]


def test_free_cattle_gives_three_silver_when_the_top_is_blue_ribbon():
    s, ev = recruit("T21", yard_top=["Angus*", "Hereford"])
    assert s.herd[0] == [] and any(getattr(e, "silver", 0) == 3 for e in ev)


def test_peek_deck_looks_at_three_and_puts_them_back_in_any_order():
    s, _ = recruit("T08")
    draw(s, "F01", "F02", "F03")
    assert type(s.prompt) is ArrangePrompt
    assert RULES.observe(s, 0).deck_top == ["F01", "F02", "F03"]
    assert RULES.observe(s, 1).deck_top == []
    play(s, Arrange((2, 0, 1)))
    # next player's draws come off the known top, no chance step needed
    assert s.current == 1 and s.drawn == ["F03", "F01", "F02"]


def test_peek_yard_rearranges_the_top_three_and_the_top_stays_face_up():
    s, _ = recruit("T09", yard_top=["Angus"])
    draw(s, "Hereford", "Criollo")
    assert RULES.observe(s, 1).yard_top == ["Angus"]
    assert RULES.observe(s, 0).yard_top == ["Angus", "Hereford", "Criollo"]
    play(s, Arrange((1, 2, 0)))
    assert s.yard_top == ["Hereford", "Criollo", "Angus"]
    assert RULES.observe(s, 2).yard_top == ["Hereford"]


def test_peek_reserve_shows_the_card_to_the_looker_only():
    s, _ = recruit("T10", reserve={2: ["F01"]})
    ev = play(s, Aim(2, ""))
    look = [e for e in ev if type(e).__name__ == "Looked"][0]
    assert look.cards == ("F01",) and look.visible_to(1).cards == (None,)


def test_discard_reserve_discards_another_players_reserve_card():
    s, _ = recruit("T11", reserve={1: ["F01"]})
    play(s, Aim(1, ""))
    finish_turn(s)
    assert s.reserve[1] == [] and "F01" in s.discard


def test_discard_reserve_picks_at_random_when_two_are_held():
    s, _ = recruit("T11", reserve={1: ["F01", "F02"]})
    play(s, Aim(1, ""))
    finish_turn(s)
    assert s.prompt == ReservePickChance(1)
    draw(s, "F02")
    assert s.reserve[1] == ["F01"]


def test_steal_reserve_looks_and_may_take_the_card_into_your_reserve():
    s, _ = recruit("T17", reserve={1: ["F01"], 0: ["T01"]})
    play(s, Aim(1, ""))
    finish_turn(s)
    assert set(RULES.legal_actions(s, 0)) == {Choose("take:F01"), Choose("leave")}
    play(s, Choose("take:F01"))
    assert s.reserve[0] == ["F01"] and s.reserve[1] == [] and "T01" in s.discard


def test_salvage_takes_a_hire_from_the_discard_pile_into_the_reserve():
    s, _ = recruit("T12", discard=["F01", "C1"])
    assert set(RULES.legal_actions(s, 0)) == {Choose("F01")}
    play(s, Choose("F01"))
    assert s.reserve[0] == ["F01"]


def test_block_stops_a_players_town_hires_producing_on_their_next_turn():
    s, _ = recruit("T13", party={1: ["T01", "F01"]}, yard_top=["Angus", "Hereford"])
    play(s, Aim(1, ""))
    finish_turn(s)
    draw(s, "C1", "C2", "C3")
    play(s, Select("party", 0))
    assert s.herd[1] == []  # only the Coal Miner's 3 coal
    assert s.blocked[1] == []


def test_extra_recruit_draws_a_card_placed_now_and_a_hire_placed_acts_too():
    s, _ = recruit("T15", party={0: ["T01"]}, yard_top=["Angus", "Hereford"])
    draw(s, "T07")
    assert set(RULES.legal_actions(s, 0)) == {Choose("party"), Choose("reserve"), Choose("discard")}
    ev = play(s, Choose("party"))
    assert "T07" in s.party[0]
    assert any(type(e).__name__ == "ActionPerformed" and e.card == "T07" for e in ev)
    assert s.herd[0] == ["Angus"]  # 3 + 1 + 2 + 2 = 8 silver


def test_discard_hire_targets_only_party_hires_not_reserve_cards():
    s, _ = recruit("T18", party={1: ["F01", "I2"]}, reserve={1: ["F02"]})
    assert set(RULES.legal_actions(s, 0)) == {Aim(1, "F01")}
    play(s, Aim(1, "F01"))
    finish_turn(s)
    assert s.party[1] == ["I2"] and "F01" in s.discard


def test_swap_exchanges_one_of_your_other_hires_with_one_of_theirs():
    s, _ = recruit("T19", party={0: ["F04"], 1: ["F01"]})
    assert set(RULES.legal_actions(s, 0)) == {Swap("F04", 1, "F01")}
    play(s, Swap("F04", 1, "F01"))
    finish_turn(s)
    assert "F01" in s.party[0] and s.party[1] == ["F04"]


def test_a_stolen_hire_joins_your_party_produces_for_you_and_does_not_act():
    s, _ = recruit("T20", party={0: ["F03"], 1: ["F07"]}, yard_top=["Angus", "Hereford"])
    play(s, Aim(1, "F07"))
    ev = finish_turn(s)
    assert s.party[0] == ["F03", "T20", "F07"] and s.party[1] == []
    assert not any(type(e).__name__ == "ActionPerformed" and e.card == "F07" for e in ev)
    assert s.herd[0] == ["Angus"]  # 3 + 2 coal produced, the Trapper's +2 not performed


def test_a_stolen_hire_into_a_full_party_makes_you_discard_another_card_not_it():
    s, _ = recruit("T20", party={0: ["F01", "F02", "F03"], 1: ["F07"]})
    play(s, Aim(1, "F07"))
    finish_turn(s)
    assert s.prompt == RoomPrompt(0, "F07")
    assert MakeRoom("F07") not in RULES.legal_actions(s, 0)
    play(s, MakeRoom("F01"))
    assert "F07" in s.party[0]


def test_cattle_rustler_takes_a_non_blue_ribbon_cattle():
    s, _ = recruit("F19", herd={1: ["Angus*", "Hereford"]})
    assert set(RULES.legal_actions(s, 0)) == {Aim(1, "Hereford")}
    play(s, Aim(1, "Hereford"))
    finish_turn(s)
    assert s.herd[0] == ["Hereford"]


def test_brand_artist_takes_a_breed_you_own_blue_ribbon_allowed():
    s, _ = recruit("F20", herd={0: ["Angus"], 1: ["Angus*", "Hereford"]})
    assert set(RULES.legal_actions(s, 0)) == {Aim(1, "Angus*")}


def test_an_action_with_no_target_does_nothing():
    s, ev = recruit("F22")
    assert "Nothing" in names(ev) and s.current == 1


def test_bodyguard_protects_hires_and_branding_iron_protects_cattle():
    s, ev = recruit("F22", party={1: ["C8", "F01"]})
    assert "Nothing" in names(ev)
    s, ev = recruit("F19", party={1: ["I1"]}, herd={1: ["Angus"]})
    assert "Nothing" in names(ev)


def test_saddlebags_hold_two_reserve_cards_that_others_cannot_touch():
    s, ev = recruit("T11", party={1: ["I6"]}, reserve={1: ["F01", "F02"]})
    assert "Nothing" in names(ev)
    s = table(party={0: ["I6"]}, reserve={0: ["F01"]})
    draw(s, "F02", "C1", "C2")
    assert Select("reserve", 0) in RULES.legal_actions(s, 0)


def test_saddlebags_owner_chooses_which_reserve_card_comes_out():
    """House rule: with two different cards in the Saddlebags reserve, the player picks which one
    joins the party; the other stays in reserve."""
    s = table(party={0: ["I6"]}, reserve={0: ["F01", "T03"]})
    draw(s, "F02", "C1", "C2")
    legal = RULES.legal_actions(s, 0)
    assert Select("reserve_party", 0) in legal and Select("reserve2_party", 0) in legal
    RULES.apply(s, 0, Select("reserve2_party", 0))
    assert s.reserve[0] == ["F01"]
    same = table(party={0: ["I6"]}, reserve={0: ["F01", "F01"]})
    draw(same, "F02", "C1", "C2")
    assert not any(a.option.startswith("reserve2_") for a in RULES.legal_actions(same, 0)), \
        "two copies of one card: nothing to choose"


def test_chuck_wagon_windmill_and_bill_of_sale_work_every_turn():
    s, _ = recruit("F05", party={0: ["I2", "I5"]}, yard_top=["Angus", "Hereford"])
    assert s.herd[0] == []  # Mule Skinner 2 coal +1 silver, Chuck Wagon +1/+1: 3 coal, 2 silver
    s, _ = recruit("T03", party={0: ["I2", "I5"]}, yard_top=["Angus", "Hereford"])
    assert s.herd[0] == ["Angus"]  # 3 + 1 silver: the Windmill makes a cattle cost 4
    s, _ = recruit("F05", party={0: ["I4"]}, yard_top=["Angus", "Hereford"])  # 2 coal + 1 silver
    assert s.herd[0] == []
    s, _ = recruit("F07", party={0: ["I4", "T04"]}, yard_top=["Angus", "Hereford"])  # 4c + 2s
    assert s.herd[0] == ["Angus"]


def test_strongbox_keeps_up_to_four_of_one_kind_for_next_turn():
    s, _ = recruit("F07", party={0: ["I3"]})  # 4 coal
    assert s.strongbox[0] == ["coal", 4]


def test_bandit_blocks_frontier_hires_but_action_bonuses_still_count():
    s, _ = recruit("F12", party={1: ["F01", "T04"]}, yard_top=["Angus", "Hereford"])
    play(s, Aim(1, ""))
    finish_turn(s)
    assert s.blocked[1] == ["frontier"]
    draw(s, "F07", "C1", "C2")
    play(s, Select("party", 0))  # Trapper: blocked 2 coal, but +2 coal from its action; 2 silver
    assert s.herd[1] == [] and s.blocked[1] == []


def test_a_trigger_drawn_by_the_postmaster_reveals_a_calamity_and_nothing_is_placed():
    s, _ = recruit("T15")
    draw(s, "CT")
    assert s.prompt == CALAMITY_DRAW
    draw(s, "K06")
    finish_turn(s)
    assert s.active == "K06" and s.current == 1 and "CT" in s.discard
