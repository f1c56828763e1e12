"""Ties (1-card rounds), bail and other payments, the reshuffle and its robbery flips."""
import pytest

from game.rules.common.contract import CHANCE
from game.rules.most_wanted.engine import RULES
from game.rules.most_wanted import events as ev
from game.rules.most_wanted.actions import KEEP, Choose, Discard
from game.rules.most_wanted.engine import robbery_points
from game.rules.most_wanted.state import TIEBREAK

from mw_table import draw, join, kinds, play, stay_out, table


def tied_pony(hands, **kw):
    state = table(3, hands, **kw)
    RULES.apply(state, 0, Choose("pony"))
    play(state, 0, "Q Q")
    join(state, 1, "Q Q")
    stay_out(state, 2)
    return state, RULES.apply(state, 0, KEEP)


# -- ties ------------------------------------------------------------------------------------------------
def test_a_tie_for_best_hand_makes_the_tied_players_play_1_card_face_down_hands():
    state, events = tied_pony(["Q Q 9 7 8", "Q Q K 6 7", None])
    assert kinds(events, ev.TieBreak)[0].seats == (0, 1)
    assert state.phase == TIEBREAK and RULES.actors(state) == [0, 1]
    assert all(len(a.cards) == 1 for a in RULES.legal_actions(state, 0))
    play(state, 1, "K")
    assert RULES.observe(state, 0).pending == {1: None}
    events = play(state, 0, "9")
    assert kinds(events, ev.ActionWon)[0].seat == 1 and state.score[1] == 2


def test_additional_ties_continue_with_more_1_card_hands_until_one_wins():
    state, _ = tied_pony(["Q Q 9 7 8", "Q Q 9 6 7", None])
    play(state, 0, "9")
    events = play(state, 1, "9")
    assert kinds(events, ev.TieBreak)[0].seats == (0, 1) and state.phase == TIEBREAK
    play(state, 0, "8")
    events = play(state, 1, "7")
    assert kinds(events, ev.ActionWon)[0].seat == 0


def test_only_the_tied_players_play_the_tie_break():
    state = table(4, ["Q Q 9 7 8", "Q Q K 6 7", "J J 8 8 8", None])
    RULES.apply(state, 0, Choose("pony"))
    play(state, 0, "Q Q")
    join(state, 1, "Q Q")
    join(state, 2, "J J")
    stay_out(state, 3)
    RULES.apply(state, 0, KEEP)
    assert RULES.actors(state) == [0, 1]


def test_a_tied_player_with_no_card_in_hand_draws_the_top_card_of_the_deck():
    state, _ = tied_pony(["Q Q", "Q Q K", None])
    assert state.hands[0] == []
    assert RULES.actors(state) == [CHANCE] and state.draws == [0]
    draw(state, "A")
    assert RULES.actors(state) == [0, 1]
    play(state, 1, "K")
    events = play(state, 0, "A")
    assert kinds(events, ev.ActionWon)[0].seat == 0


def test_you_can_double_cross_on_ties():
    state, _ = tied_pony(["Q Q A 7 8", "Q Q 6 9 7", None])
    play(state, 0, "A")
    events = play(state, 1, "6")
    revealed = kinds(events, ev.HandsRevealed)[0]
    assert revealed.ranks == ("High Card Ace", "Double Crosser")
    assert kinds(events, ev.ActionWon)[0].seat == 1


def test_the_loser_of_a_tie_break_pays_bail():
    state, _ = tied_pony(["Q Q 9 7 8", "Q Q K 6 7", None], score=[3, 0, 0], bags=[2, 0, 0])
    play(state, 1, "K")
    events = play(state, 0, "9")
    assert kinds(events, ev.BailPaid)[0].seat == 0 and state.bags[0] == 1


def test_tie_break_cards_are_discarded_with_the_rest():
    state, _ = tied_pony(["Q Q 9 7 8", "Q Q K 6 7", None])
    before = len(state.discards)
    play(state, 1, "K")
    play(state, 0, "9")
    assert len(state.discards) - before == 6


# -- bail -----------------------------------------------------------------------------------------------
def lose_pony(score, bags):
    state = table(3, ["A A 7 8 9", "6 7 8 9 10", None], score=score, bags=bags)
    RULES.apply(state, 0, Choose("pony"))
    play(state, 0, "A A")
    join(state, 1, "6 7")
    stay_out(state, 2)
    return state, RULES.apply(state, 0, KEEP)


@pytest.mark.parametrize("space,bail", [(1, 1), (4, 1), (5, 2), (8, 2), (9, 3), (12, 3)])
def test_bail_is_the_amount_shown_on_your_scoreboard_space(space, bail):
    state, events = lose_pony([0, space, 0], [0, 5, 0])
    assert state.bags[1] == 5 - bail and state.score[1] == space
    assert kinds(events, ev.BailPaid)[0].owed == bail


def test_no_bail_if_you_are_not_yet_on_the_scoreboard():
    state, events = lose_pony([0, 0, 0], [0, 5, 0])
    assert state.bags[1] == 5 and kinds(events, ev.BailPaid)[0].owed == 0


def test_bail_goes_to_the_general_supply():
    state, events = lose_pony([0, 6, 0], [0, 5, 0])
    moved = [m for m in kinds(events, ev.BagsMoved) if m.reason == "bail"][0]
    assert (moved.src, moved.dst, moved.amount) == (1, "supply", 2)
    assert state.supply == 63 - 5 + 2


def test_clara_pays_2_of_3_bags_and_moves_back_1_space():
    state, events = lose_pony([0, 10, 0], [0, 2, 0])
    assert state.bags[1] == 0 and state.score[1] == 9
    paid = kinds(events, ev.BailPaid)[0]
    assert (paid.owed, paid.paid, paid.back) == (3, 2, 1)


def test_moving_back_stops_at_the_start_of_the_scoreboard():
    state, _ = lose_pony([0, 1, 0], [0, 0, 0])
    assert state.score[1] == 0


# -- the reshuffle ----------------------------------------------------------------------------------------
def test_an_empty_draw_deck_is_refilled_from_the_discard_pile():
    state = table(3, ["9 9 7 7 6", None, None], deck="A")
    pile = len(state.discards)
    RULES.apply(state, 0, Choose("church"))
    RULES.apply(state, 0, Discard(()))
    events = draw(state, "A")
    shuffled = kinds(events, ev.DeckReshuffled)[0]
    assert shuffled.cards == pile and state.reshuffles == 1
    assert len(state.deck) == pile and state.discards == []
    assert RULES.actors(state) == [CHANCE], "the second card is drawn from the new deck"


def test_each_of_the_first_three_reshuffles_flips_a_robbery_card_pony_stagecoach_train():
    state = table(3)
    assert [robbery_points(state, k) for k in ("pony", "stagecoach", "train")] == [2, 3, 4]
    flips = []
    for _ in range(4):
        state.deck, state.discards = [], ["6_blue"]
        state.draws = [0]
        events = []
        RULES._flow(state, events)
        flips += [(e.robbery, e.points) for e in kinds(events, ev.RobberyFlipped)]
        state.hands[0].append(state.deck.pop())
        state.draws = []
        state.deck = []
    assert flips == [("pony", 3), ("stagecoach", 4), ("train", 5)]
    assert [robbery_points(state, k) for k in ("pony", "stagecoach", "train")] == [3, 4, 5]


def test_a_flipped_robbery_is_worth_more_for_the_rest_of_the_game():
    state = table(3, ["A A 7 8 9", "6 7 8 9 10", None])
    state.reshuffles = 1
    RULES.apply(state, 0, Choose("pony"))
    play(state, 0, "A A")
    stay_out(state, 1)
    stay_out(state, 2)
    assert state.score[0] == 3


def test_you_may_not_hide_your_bags_of_money():
    state = table(3, bags=[4, 2, 0], score=[3, 1, 0])
    obs = RULES.observe(state, 1)
    assert obs.bags == [4, 2, 0] and obs.score == [3, 1, 0] and obs.supply == 57


def test_a_draw_with_no_cards_left_anywhere_is_skipped():
    state = table(3, ["9 9 7 7 6", None, None], deck="", discards="")
    state.hands[1] += state.discards  # every spare card is held by Bill: nothing to draw or reshuffle
    state.discards = []
    RULES.apply(state, 0, Choose("church"))
    events = RULES.apply(state, 0, Discard(()))
    assert kinds(events, ev.CannotDraw) and state.reshuffles == 0
    assert state.active == 1 and len(state.hands[0]) == 5


def test_a_tied_player_who_cannot_get_any_card_drops_out_of_the_tie():
    state = table(3, ["Q Q", "Q Q K 6 7", None], deck="", discards="")
    state.hands[2] += state.discards
    state.discards = []
    RULES.apply(state, 0, Choose("pony"))
    play(state, 0, "Q Q")
    join(state, 1, "Q Q")
    stay_out(state, 2)
    events = RULES.apply(state, 0, KEEP)
    assert kinds(events, ev.CannotDraw)[0].seat == 0
    assert kinds(events, ev.ActionWon)[0].seat == 1
