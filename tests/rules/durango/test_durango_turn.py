"""The turn as the rule book has it: selection, action, buy; the win."""
import pytest

from game.rules.common.contract import CHANCE, IllegalAction
from game.rules.common.deck import Drawn
from game.rules.durango.actions import Choose, MakeRoom, Select, FirstPlayer
from game.rules.durango.engine import RULES, buy_plan
from game.rules.durango.events import CardsDrawn
from game.rules.durango.steps import YARD_DRAW, RoomPrompt, SelectPrompt
from durango_table import draw, play, table


def test_a_starting_player_is_chosen_at_random():
    s = RULES.new_game(4)
    assert RULES.actors(s) == [CHANCE]
    outs = RULES.chance_outcomes(s)
    assert [o for o, _ in outs] == [FirstPlayer(i) for i in range(4)]
    RULES.apply(s, CHANCE, FirstPlayer(2))
    assert s.current == 2


def test_there_is_no_player_setup_and_the_yard_shows_its_top_cattle():
    s = RULES.new_game(3)
    RULES.apply(s, CHANCE, FirstPlayer(0))
    assert s.prompt == YARD_DRAW
    RULES.apply(s, CHANCE, Drawn("Hereford*"))
    assert s.party == [[], [], []] and s.reserve == [[], [], []]
    for seat in range(3):
        assert RULES.observe(s, seat).yard_top == ["Hereford*"]


def test_selection_draws_three_cards_from_the_draw_deck():
    s = table()
    events = draw(s, "F01", "T04", "C1")
    assert s.drawn == ["F01", "T04", "C1"]
    assert s.prompt == SelectPrompt(0)
    assert sum(isinstance(e, CardsDrawn) for e in events) == 3


def test_the_cards_drawn_are_private_to_the_drawer():
    s = table()
    events = draw(s, "F01", "T04", "C1")
    assert RULES.observe(s, 1).drawn == [None, None, None]
    assert RULES.observe(s, 0).drawn == ["F01", "T04", "C1"]
    assert all(e.visible_to(1).cards == (None,) for e in events if isinstance(e, CardsDrawn))


def test_select_one_card_to_the_party_and_the_rest_are_discarded():
    s = table()
    draw(s, "F01", "T04", "C1")
    play(s, Select("party", 0))
    assert s.party[0] == ["F01"]
    assert sorted(s.discard) == ["C1", "T04"]


def test_select_one_card_to_the_reserve_only_if_the_reserve_is_empty():
    s = table(reserve={0: ["T01"]})
    draw(s, "F01", "T04", "C1")
    assert Select("reserve", 0) not in RULES.legal_actions(s, 0)
    s = table()
    draw(s, "F01", "T04", "C1")
    play(s, Select("reserve", 1))
    assert s.reserve[0] == ["T04"] and s.party[0] == []


def test_reserve_card_to_party_then_a_card_to_the_party():
    s = table(reserve={0: ["T04"]})
    draw(s, "F01", "F04", "C1")
    play(s, Select("reserve_party", 1))
    assert s.party[0] == ["T04", "F04"] and s.reserve[0] == []


def test_reserve_card_to_party_then_a_card_to_the_now_empty_reserve():
    s = table(reserve={0: ["T04"]})
    draw(s, "F01", "F04", "C1")
    play(s, Select("reserve_reserve", 0))
    assert s.party[0] == ["T04"] and s.reserve[0] == ["F01"]


def test_the_reserve_card_is_face_down_to_others():
    s = table(reserve={0: ["T04"]})
    assert RULES.observe(s, 1).reserve[0] == [None]
    assert RULES.observe(s, 0).reserve[0] == ["T04"]


def test_reserved_cards_produce_nothing():
    s = table(reserve={0: ["F01"]}, party={0: ["T01"]})
    draw(s, "C2", "C3", "C4")
    play(s, Select("party", 0))
    assert s.coal == 0  # the Coal Miner in reserve did not produce; Banker's 3 silver not enough


def test_party_holds_four_and_a_fifth_card_first_discards_one():
    s = table(party={0: ["T01", "T02", "T03", "F01"]})
    draw(s, "F02", "C1", "C2")
    play(s, Select("party", 0))
    assert s.prompt == RoomPrompt(0, "F02")
    assert set(RULES.legal_actions(s, 0)) == {MakeRoom(c) for c in ("T01", "T02", "T03", "F01")}
    play(s, MakeRoom("T02"))
    assert s.party[0] == ["T01", "T03", "F01", "F02"]
    assert "T02" in s.discard


def test_segundo_lets_the_party_hold_six():
    s = table(party={0: ["C7", "T01", "T02", "T03", "F01"]})
    draw(s, "F02", "C1", "C2")
    play(s, Select("party", 0))
    assert len(s.party[0]) == 6


def test_segundo_cannot_be_discarded_to_make_room_while_it_holds_more_than_four():
    s = table(party={0: ["C7", "T01", "T02", "T03", "F01", "F02"]})
    draw(s, "F03", "C1", "C2")
    play(s, Select("party", 0))
    assert MakeRoom("C7") not in RULES.legal_actions(s, 0)


def test_actions_of_hires_added_this_turn_happen_in_the_order_added():
    s = table(reserve={0: ["T07"]})  # Auctioneer +2 silver
    draw(s, "F07", "C1", "C2")       # Trapper +2 coal
    events = play(s, Select("reserve_party", 0))
    produced = [e.source for e in events if type(e).__name__ == "Produced"]
    assert produced[:2] == ["T07", "F07"]  # the Auctioneer, then the Trapper (sources are card ids)


def test_a_hire_already_in_the_party_does_not_act_again():
    s = table(party={0: ["T07"]})
    draw(s, "F01", "C1", "C2")
    events = play(s, Select("party", 1))
    assert not any(type(e).__name__ == "ActionPerformed" and e.card == "T07" for e in events)
    assert s.herd[0] == []  # only its 2 silver production: no cattle


def test_cattle_cost_five_coal_or_five_silver_never_mixed():
    assert buy_plan(3, 2, 5, 0, False)[0] == []
    assert buy_plan(5, 10, 5, 0, False)[0] == ["5 coal", "5 silver", "5 silver"]


def test_buy_as_many_cattle_as_you_can_afford_from_the_top_of_the_yard():
    s = table(party={0: ["T03", "T02", "T02"]}, yard_top=["Angus", "Hereford*", "Criollo"])
    draw(s, "T07", "C1", "C2")
    play(s, Select("party", 0))  # 3 + 2 + 2 + 2, and the Auctioneer's +2: 11 silver, two cattle
    assert s.herd[0] == ["Angus", "Hereford*"]
    assert s.yard_top[0] == "Criollo"


def test_unspent_coal_and_silver_are_lost_at_the_end_of_the_turn():
    s = table(party={0: ["T03", "T02"]}, yard_top=["Angus", "Hereford"])
    draw(s, "F03", "C1", "C2")
    events = play(s, Select("party", 0))  # 5 silver + 3 coal -> 1 cattle, 3 coal lost
    lost = [e for e in events if type(e).__name__ == "ResourcesLost"]
    assert (lost[0].coal, lost[0].silver) == (3, 0)
    assert s.coal == 0 and s.silver == 0 and s.current == 1


def test_play_passes_clockwise_after_the_buy_phase():
    s = table(current=2)
    draw(s, "C1", "C2", "C3")
    play(s, Select("party", 0))
    assert s.current == 0


def test_ten_cattle_wins_at_once():
    s = table(party={0: ["T03", "T02"]}, herd={0: ["Angus"] * 5 + ["Longhorn"] * 4}, yard_top=["Hereford", "Criollo"])
    draw(s, "C1", "C2", "C3")
    play(s, Select("party", 0))
    assert RULES.winners(s) == [0] and RULES.is_over(s) and RULES.actors(s) == []


def test_five_blue_ribbon_cattle_win_at_once():
    s = table(party={0: ["T03", "T02"]}, herd={0: ["Angus*", "Hereford*", "Criollo*", "Shorthorn*"]},
              yard_top=["Longhorn*", "Criollo"])
    draw(s, "C1", "C2", "C3")
    play(s, Select("party", 0))
    assert RULES.winners(s) == [0]


def test_wrong_seat_and_illegal_actions_are_refused_and_change_nothing():
    s = table()
    draw(s, "F01", "T04", "C1")
    before = RULES.clone(s)
    with pytest.raises(IllegalAction):
        RULES.apply(s, 1, Select("party", 0))
    with pytest.raises(IllegalAction):
        RULES.apply(s, 0, Select("party", 7))
    with pytest.raises(IllegalAction):
        RULES.parse_action("gallop away")
    assert s == before


def test_actions_read_back_from_their_text():
    for a in (Select("reserve_party", 2), MakeRoom("T01"), Choose("coal")):
        assert RULES.parse_action(str(a)) == a


def test_when_the_draw_deck_runs_out_the_discards_are_shuffled_into_a_new_one():
    from game.rules.durango.engine import run
    s = table()
    s.discard, s.deck = s.deck, []
    s.prompt = None
    events = []
    run(s, events)
    assert any(type(e).__name__ == "DeckReshuffled" for e in events)
    assert s.discard == [] and len(s.deck) == 65
    draw(s, "F01")
    assert "F01" in s.drawn
