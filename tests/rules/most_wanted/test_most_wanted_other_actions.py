"""The non-robbery actions, both sides: Church/Saloon, Honest/Dishonest Labor, Duel/Shootout."""
import pytest

from game.rules.common.contract import IllegalAction
from game.rules.most_wanted.engine import RULES
from game.rules.most_wanted import events as ev
from game.rules.most_wanted.actions import (CHALLENGE, LET_IT_PASS, Choose, Declare, Discard, DuelWith,
                                            Labor, ShootoutWith, Work)
from game.rules.most_wanted.state import CHALLENGE as CHALLENGE_PHASE, SHOWDOWN

from mw_table import cards_of, draw_any, kinds, play, table


# -- Church and Saloon ----------------------------------------------------------------------------------
def test_church_only_you_take_it_discard_any_number_and_draw_until_7():
    state = table(3, ["6 7 8 9 10", None, None])
    RULES.apply(state, 0, Choose("church"))
    assert RULES.actors(state) == [0]
    events = RULES.apply(state, 0, Discard(cards_of(state, 0, "6 7 8")))
    assert len(kinds(events, ev.Discarded)) == 3
    assert state.draws == [0] * 5
    draw_any(state)
    assert len(state.hands[0]) == 7 and [len(h) for h in state.hands[1:]] == [5, 5]


def test_church_may_discard_no_cards_at_all():
    state = table(3)
    RULES.apply(state, 0, Choose("church"))
    assert Discard(()) in RULES.legal_actions(state, 0)
    RULES.apply(state, 0, Discard(()))
    assert state.draws == [0, 0]


def test_church_draws_nothing_with_7_or_more_cards_kept():
    state = table(3, ["6 7 8 9 10 J Q K", None, None])
    RULES.apply(state, 0, Choose("church"))
    RULES.apply(state, 0, Discard(()))
    assert state.draws == [] and state.active == 1


def test_saloon_pays_one_bag_to_the_supply_discards_and_draws_until_8():
    state = table(3, ["6 7 8 9 10", None, None], bags=[2, 0, 0], church_card="saloon")
    events = RULES.apply(state, 0, Choose("saloon"))
    assert state.bags[0] == 1 and kinds(events, ev.BagsMoved)[0].dst == "supply"
    RULES.apply(state, 0, Discard(cards_of(state, 0, "6")))
    draw_any(state)
    assert len(state.hands[0]) == 8


def test_saloon_without_a_bag_moves_you_back_one_space():
    state = table(3, score=[4, 0, 0], church_card="saloon")
    RULES.apply(state, 0, Choose("saloon"))
    assert state.score[0] == 3


# -- Honest Labor --------------------------------------------------------------------------------------
def test_honest_labor_plays_face_up_cards_of_one_colour_for_2_bags_each():
    state = table(3, ["Q_blue 7_blue 9_blue K_red 6_gold", None, None])
    RULES.apply(state, 0, Choose("honest_labor"))
    events = RULES.apply(state, 0, Labor(("7_blue", "9_blue", "Q_blue")))
    assert state.bags[0] == 6 and state.supply == 57
    assert kinds(events, ev.LaborPlayed)[0].cards == ("7_blue", "9_blue", "Q_blue")
    assert "7_blue" in state.discards
    assert state.draws == [0, 0, 0], "the worker draws back up to 5"


def test_honest_labor_refuses_cards_of_different_colours():
    state = table(3, ["Q_blue 7_red 9_blue K_red 6_gold", None, None])
    RULES.apply(state, 0, Choose("honest_labor"))
    with pytest.raises(IllegalAction, match="same colour"):
        RULES.apply(state, 0, Labor(("Q_blue", "7_red")))
    assert all(len({c.split("_")[1] for c in a.cards}) == 1 for a in RULES.legal_actions(state, 0))


def test_the_supply_pays_only_what_is_left():
    state = table(3, ["Q_blue 7_blue 9_blue K_red 6_gold", None, None], bags=[0, 60, 0])
    RULES.apply(state, 0, Choose("honest_labor"))
    RULES.apply(state, 0, Labor(("7_blue", "9_blue")))
    assert state.bags[0] == 3 and state.supply == 0


# -- Dishonest Labor ------------------------------------------------------------------------------------
def dishonest(hand, cards, colour, seats=3, **kw):
    state = table(seats, [hand] + [None] * (seats - 1), labor_card="dishonest_labor", **kw)
    RULES.apply(state, 0, Choose("dishonest_labor"))
    events = RULES.apply(state, 0, Work(tuple(cards)))
    events += RULES.apply(state, 0, Declare(colour))
    return state, events


def test_dishonest_labor_places_2_bags_on_each_face_down_card_and_declares_a_colour():
    state, events = dishonest("Q_blue 7_blue 9_red K_red 6_gold", ["Q_blue", "9_red"], "blue")
    assert state.on_cards == 4 and state.supply == 59
    assert kinds(events, ev.HandLaid)[0].redacted().cards is None
    assert kinds(events, ev.LaborDeclared)[0].colour == "blue"
    assert RULES.observe(state, 1).plays[0] == [None, None]


def test_other_players_decide_to_challenge_at_the_same_time_in_secret():
    state, _ = dishonest("Q_blue 7_blue 9_red K_red 6_gold", ["Q_blue"], "blue", seats=4)
    assert state.phase == CHALLENGE_PHASE and RULES.actors(state) == [1, 2, 3]
    events = RULES.apply(state, 2, CHALLENGE)
    assert kinds(events, ev.ChallengeDecided)[0].redacted().challenge is None
    assert RULES.observe(state, 1).pending == {2: None}


def test_truth_keeps_the_money_and_every_challenger_loses_their_next_turn():
    state, _ = dishonest("Q_blue 7_blue 9_red K_red 6_gold", ["Q_blue", "7_blue"], "blue", seats=4)
    RULES.apply(state, 1, CHALLENGE)
    RULES.apply(state, 2, LET_IT_PASS)
    events = RULES.apply(state, 3, CHALLENGE)
    assert kinds(events, ev.LaborRevealed)[0].honest
    assert state.bags == [4, 0, 0, 0] and state.lose_turn == [False, True, False, True]
    events = draw_any(state)
    assert [e.seat for e in kinds(events, ev.TurnLost)] == [1]
    assert state.active == 2
    # Cole plays, then Dora's lost turn is skipped and it comes back to Ana
    RULES.apply(state, 2, Choose("church"))
    events = RULES.apply(state, 2, Discard(()))
    events += draw_any(state)
    assert [e.seat for e in kinds(events, ev.TurnLost)] == [3] and state.active == 0
    assert state.lose_turn == [False] * 4


def test_a_caught_bluff_splits_the_bags_evenly_extra_money_goes_back_to_the_supply():
    state, _ = dishonest("Q_blue 7_blue 9_red K_red 6_gold", ["Q_blue", "9_red", "K_red"], "blue", seats=4)
    assert state.on_cards == 6
    RULES.apply(state, 1, CHALLENGE)
    RULES.apply(state, 2, CHALLENGE)
    events = RULES.apply(state, 3, CHALLENGE)
    assert not kinds(events, ev.LaborRevealed)[0].honest
    assert state.bags == [1, 1, 1, 1] and state.supply == 63 - 4
    assert state.lose_turn == [False] * 4


def test_all_cards_of_another_single_colour_are_still_a_bluff_about_the_declared_colour():
    state, _ = dishonest("9_red K_red 7_blue Q_blue 6_gold", ["9_red", "K_red"], "blue")
    RULES.apply(state, 1, CHALLENGE)
    events = RULES.apply(state, 2, LET_IT_PASS)
    assert not kinds(events, ev.LaborRevealed)[0].honest
    assert state.bags == [2, 2, 0]


def test_nobody_challenges_so_the_bluffer_keeps_all_the_money():
    state, _ = dishonest("Q_blue 7_blue 9_red K_red 6_gold", ["Q_blue", "9_red"], "blue")
    RULES.apply(state, 1, LET_IT_PASS)
    RULES.apply(state, 2, LET_IT_PASS)
    assert state.bags[0] == 4 and state.on_cards == 0
    assert set(state.discards) >= {"Q_blue", "9_red"}


# -- Duel ---------------------------------------------------------------------------------------------
def duel(hands, opponent, size, **kw):
    state = table(len(hands), hands, **kw)
    RULES.apply(state, 0, Choose("duel"))
    events = RULES.apply(state, 0, DuelWith(opponent, size))
    return state, events


def test_duel_challenges_one_player_with_a_hand_size_of_1_or_2():
    state = table(3)
    RULES.apply(state, 0, Choose("duel"))
    legal = RULES.legal_actions(state, 0)
    assert {(a.opponent, a.size) for a in legal} == {(1, 1), (2, 1), (1, 2), (2, 2)}
    for bad in (DuelWith(0, 1), DuelWith(1, 3), DuelWith(5, 1)):
        with pytest.raises(IllegalAction):
            RULES.apply(state, 0, bad)


def test_the_challenged_player_must_participate_both_lay_hands_in_secret():
    state, events = duel(["K K 7 8 9", "A 6 7 8 9", None], 1, 2)
    assert kinds(events, ev.Challenged)[0].targets == (1,)
    assert state.phase == SHOWDOWN and RULES.actors(state) == [0, 1]
    assert all(len(a.cards) == 2 for a in RULES.legal_actions(state, 1))


def test_duel_winner_receives_points_equal_to_the_losers_bail_and_the_loser_pays_it():
    state, _ = duel(["K K 7 8 9", "A 6 7 8 9", None], 1, 2, score=[2, 6, 0], bags=[0, 5, 0])
    play(state, 1, "A 9")
    events = play(state, 0, "K K")
    assert kinds(events, ev.ActionWon)[0].seat == 0
    assert state.score == [4, 6, 0] and state.bags[1] == 3


def test_duel_against_a_player_off_the_board_scores_nothing():
    state, _ = duel(["K K 7 8 9", "A 6 7 8 9", None], 1, 1, score=[2, 0, 0])
    play(state, 1, "6")
    play(state, 0, "K")
    assert state.score == [2, 0, 0]


def test_duel_loser_may_be_the_challenger():
    state, _ = duel(["K K 7 8 9", "A A 7 8 9", None], 1, 1, score=[5, 1, 0], bags=[2, 0, 0])
    play(state, 0, "K")
    play(state, 1, "A")
    assert state.score == [5, 3, 0] and state.bags[0] == 0


def test_both_duelists_draw_back_up_to_5():
    state, _ = duel(["K K 7 8 9", "A 6 7 8 9", None], 1, 2)
    play(state, 1, "A 9")
    play(state, 0, "K K")
    assert sorted(state.draws) == [0, 0, 1, 1]


def test_a_double_crosser_works_in_a_duel():
    state, _ = duel(["A 7 8 9 K", "6 7 8 9 10", None], 1, 1, score=[0, 0, 0])
    play(state, 0, "A")
    events = play(state, 1, "6")
    assert kinds(events, ev.ActionWon)[0].seat == 1


# -- Shootout -----------------------------------------------------------------------------------------
def test_shootout_challenges_one_or_more_players_with_1_2_or_3_cards():
    state = table(4, duel_card="shootout")
    RULES.apply(state, 0, Choose("shootout"))
    legal = RULES.legal_actions(state, 0)
    assert {a.size for a in legal} == {1, 2, 3}
    assert {a.targets for a in legal} == {(1,), (2,), (3,), (1, 2), (1, 3), (2, 3), (1, 2, 3)}
    with pytest.raises(IllegalAction):
        RULES.apply(state, 0, ShootoutWith((), 1))


def test_shootout_winner_receives_2_points_and_each_loser_pays_bail():
    state = table(4, ["K K K 8 9", "A 6 7 8 9", "Q Q 7 8 9", "6 6 7 7 8"], duel_card="shootout",
                  score=[0, 3, 6, 0], bags=[0, 1, 0, 0])
    RULES.apply(state, 0, Choose("shootout"))
    RULES.apply(state, 0, ShootoutWith((1, 2), 3))
    assert RULES.actors(state) == [0, 1, 2]
    play(state, 2, "Q Q 7")
    play(state, 1, "A 6 7")
    events = play(state, 0, "K K K")
    assert state.score == [2, 3, 4, 0] and state.bags[1] == 0
    assert {b.seat for b in kinds(events, ev.BailPaid)} == {1, 2}


def test_only_players_holding_enough_cards_can_be_called_to_a_shootout():
    state = table(3, ["K K K 8 9", "A 6", None], duel_card="shootout")
    RULES.apply(state, 0, Choose("shootout"))
    legal = RULES.legal_actions(state, 0)
    assert ShootoutWith((1, 2), 3) not in legal and ShootoutWith((2,), 3) in legal
    with pytest.raises(IllegalAction):
        RULES.apply(state, 0, ShootoutWith((1, 2), 3))


def test_a_player_with_no_cards_can_only_go_to_church():
    state = table(3, [[], None, None])
    assert [a.action for a in RULES.legal_actions(state, 0)] == ["church"]
