"""Interrupts from the reserve on other players' turns, and their secrecy."""
from game.rules.common.contract import CHANCE
from game.rules.durango.actions import Aim, Interrupt, Pass, Proceed, Select
from game.rules.durango.engine import RULES
from durango_table import draw, finish_turn, play, table


def attack(card, target_reserve, **kw):
    """Seat 0 recruits `card` and aims it at seat 1, who holds `target_reserve`."""
    kw.setdefault("reserve", {})[1] = target_reserve
    s = table(**kw)
    draw(s, card, "I2", "I4")
    play(s, Select("party", 0))
    return s


def test_the_window_is_offered_to_a_target_holding_a_matching_interrupt():
    s = attack("F22", ["C2"], party={1: ["F01"]})
    play(s, Aim(1, "F01"))
    assert RULES.actors(s) == [1]
    assert set(RULES.legal_actions(s, 1)) == {Pass(), Interrupt("C2", "", "")}


def test_no_window_is_offered_to_a_target_without_one_the_table_just_proceeds():
    s = attack("F22", ["F02"], party={1: ["F01"]})
    play(s, Aim(1, "F01"))
    assert RULES.actors(s) == [CHANCE]
    assert RULES.chance_outcomes(s) == [(Proceed(), 1.0)]


def test_observe_for_others_is_identical_whether_or_not_the_target_holds_an_interrupt():
    with_card = attack("F22", ["C2"], party={1: ["F01"]})
    without = attack("F22", ["C3"], party={1: ["F01"]})
    without.reserve[1] = ["F02"]
    without.deck.remove("F02")
    without.deck.append("C2")
    without.deck.sort()
    with_card.deck.sort()
    for s in (with_card, without):
        play(s, Aim(1, "F01"))
    for seat in (0, 2):
        assert RULES.observe(with_card, seat) == RULES.observe(without, seat)
    # and after the target passes, still nothing to tell apart
    RULES.apply(with_card, 1, Pass())
    for seat in (0, 2):
        assert RULES.observe(with_card, seat) == RULES.observe(without, seat)


def test_faithful_partner_cancels_a_hire_attack_and_joins_the_party():
    s = attack("F22", ["C2"], party={1: ["F01"]})
    play(s, Aim(1, "F01"))
    play(s, Interrupt("C2", "", ""))
    assert s.party[1] == ["F01", "C2"] and s.reserve[1] == []


def test_loyal_dog_cancels_a_cattle_steal():
    s = attack("F19", ["C1"], herd={1: ["Angus"]})
    play(s, Aim(1, "Angus"), Interrupt("C1", "", ""))
    assert s.herd[1] == ["Angus"] and s.herd[0] == []


def test_sharpshooter_cancels_and_discards_the_attacking_card():
    s = attack("T11", ["C3"])
    play(s, Aim(1, ""), Interrupt("C3", "", ""))
    assert s.reserve[1] == [] and s.party[1] == ["C3"]
    assert "T11" not in s.party[0] and "T11" in s.discard


def test_an_interrupt_into_a_full_party_discards_a_card_to_make_room():
    s = attack("F19", ["C1"], herd={1: ["Angus"]}, party={1: ["F01", "F02", "F03", "T01"]})
    play(s, Aim(1, "Angus"))
    assert Interrupt("C1", "", "") not in RULES.legal_actions(s, 1)
    play(s, Interrupt("C1", "T01", ""))
    assert "C1" in s.party[1] and "T01" in s.discard


def test_old_friend_saves_a_discarded_hire_into_the_reserve():
    s = attack("F22", ["C5"], party={1: ["F01"]})
    play(s, Aim(1, "F01"), Interrupt("C5", "", ""))
    assert s.party[1] == ["C5"] and s.reserve[1] == ["F01"]


def test_lookout_makes_its_holder_immune_to_the_calamity():
    s = table(reserve={1: ["C4"]}, herd={0: ["Angus"], 1: ["Angus"], 2: ["Angus"]})
    draw(s, "CT", "C5", "C6")
    draw(s, "K01")
    assert RULES.actors(s) == [1]
    play(s, Interrupt("C4", "", ""))
    finish_turn(s)
    assert s.herd[1] == ["Angus"] and s.herd[0] == [] and s.herd[2] == []


def test_the_current_player_is_never_offered_a_window_on_their_own_turn():
    s = table(reserve={0: ["C4"]}, herd={0: ["Angus"]})
    draw(s, "CT", "C5", "C6")
    draw(s, "K01")
    assert RULES.actors(s) == [CHANCE]


def test_cattle_barons_daughter_swaps_a_plain_cattle_for_a_bought_blue_ribbon():
    s = table(party={0: ["T03", "T02"]}, reserve={2: ["C6"]}, herd={2: ["Angus"]},
              yard_top=["Hereford*", "Criollo"])
    draw(s, "C1", "C2", "C3")
    play(s, Select("party", 0))
    assert RULES.actors(s) == [2]
    play(s, Interrupt("C6", "", "Angus"))
    assert s.herd[0] == ["Angus"] and s.herd[2] == ["Hereford*"]


def test_branding_iron_keeps_a_bought_blue_ribbon_from_the_daughter():
    s = table(party={0: ["T03", "T02", "I1"]}, reserve={2: ["C6"]}, herd={2: ["Angus"]},
              yard_top=["Hereford*", "Criollo"])
    draw(s, "C1", "C2", "C3")
    play(s, Select("party", 0))
    assert s.current == 1 and s.herd[0] == ["Hereford*"]


def test_an_interrupt_added_on_your_own_turn_does_nothing():
    s = table()
    draw(s, "C1", "C2", "C3")
    play(s, Select("party", 0))
    assert s.party[0] == ["C1"] and s.current == 1
