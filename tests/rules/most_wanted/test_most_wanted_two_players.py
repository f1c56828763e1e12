"""Two-player games: the Sheriff joins every robbery with the best hand from twice the cards."""
from game.rules.common.contract import CHANCE
from game.rules.most_wanted.engine import RULES
from game.rules.most_wanted import events as ev
from game.rules.most_wanted.actions import KEEP, Choose, DuelWith
from game.rules.most_wanted.content import SHERIFF
from game.rules.most_wanted.state import CHANGE, SHOWDOWN

from mw_table import draw, join, kinds, play, stay_out, table


def sheriff_robbery(kind, sheriff_cards, hands=("A A 7 8 9", "K K 6 7 8"), **kw):
    state = table(2, list(hands), **kw)
    RULES.apply(state, 0, Choose(kind))
    events = draw(state, *sheriff_cards)
    return state, events


def test_the_sheriff_draws_twice_the_robbery_hand_face_down():
    for kind, count in (("pony", 4), ("stagecoach", 6), ("train", 8)):
        state = table(2)
        RULES.apply(state, 0, Choose(kind))
        assert state.draws == [SHERIFF] * count and RULES.actors(state) == [CHANCE]
    state, events = sheriff_robbery("pony", ["9", "9", "7", "8"])
    assert len(state.sheriff_cards) == 4
    assert all(d.private_to == () and d.redacted().card is None for d in kinds(events, ev.Drew))
    assert RULES.observe(state, 0).sheriff_cards == [None] * 4


def test_the_sheriff_participates_in_every_robbery_even_if_the_other_player_stays_out():
    state, _ = sheriff_robbery("pony", ["K", "K", "7", "8"])
    play(state, 0, "A 7")
    stay_out(state, 1)
    assert state.phase == CHANGE, "the Sheriff is in, so there is a reveal"
    events = RULES.apply(state, 0, KEEP)
    flipped = kinds(events, ev.HandsRevealed)[0]
    assert flipped.seats == (0, SHERIFF) and flipped.ranks[1] == "Pair of Kings"
    assert kinds(events, ev.ActionWon)[0].seat == SHERIFF


def test_beating_the_sheriff_scores_the_robbery():
    state, _ = sheriff_robbery("pony", ["K", "Q", "7", "8"])
    play(state, 0, "A A")
    join(state, 1, "K K")
    RULES.apply(state, 0, KEEP)
    assert state.score == [2, 0]


def test_when_the_sheriff_wins_nobody_scores_and_every_player_pays_bail():
    state, _ = sheriff_robbery("pony", ["A", "A", "J", "8"], hands=("Q Q 7 8 9", "K K 6 7 8"),
                               score=[2, 5], bags=[5, 5])
    play(state, 0, "Q Q")
    join(state, 1, "K K")
    events = RULES.apply(state, 0, KEEP)
    assert state.score == [2, 5] and state.bags == [4, 3]
    assert {b.seat for b in kinds(events, ev.BailPaid)} == {0, 1}


def test_the_sheriff_plays_the_pair_of_queens_over_the_pair_of_6s_even_against_aces():
    state, _ = sheriff_robbery("pony", ["Q", "Q", "6", "6"])
    play(state, 0, "A A")
    stay_out(state, 1)
    events = RULES.apply(state, 0, KEEP)
    flipped = kinds(events, ev.HandsRevealed)[0]
    assert flipped.ranks == ("Pair of Aces", "Pair of Queens")
    assert kinds(events, ev.ActionWon)[0].seat == 0


def test_the_sheriff_double_crosses_when_the_best_hand_is_all_6s():
    state, _ = sheriff_robbery("pony", ["6", "6", "9", "7"])
    play(state, 0, "A A")
    stay_out(state, 1)
    events = RULES.apply(state, 0, KEEP)
    flipped = kinds(events, ev.HandsRevealed)[0]
    assert flipped.ranks == ("Pair of Aces", "Double Crosser")
    assert kinds(events, ev.ActionWon)[0].seat == SHERIFF


def test_the_sheriffs_cards_all_go_to_the_discard_pile():
    state, _ = sheriff_robbery("pony", ["K_red", "K_green", "7_red", "8_red"])
    play(state, 0, "A A")
    stay_out(state, 1)
    RULES.apply(state, 0, KEEP)
    assert {"K_red", "K_green", "7_red", "8_red"} <= set(state.discards)
    assert state.sheriff_cards == []


def test_a_tie_with_the_sheriff_is_broken_with_the_sheriffs_best_spare_card():
    state, _ = sheriff_robbery("pony", ["A", "A", "K", "7"], hands=("A A Q 8 9", "K K 6 7 8"))
    play(state, 0, "A A")
    stay_out(state, 1)
    RULES.apply(state, 0, KEEP)
    assert state.contenders == [0, SHERIFF] and RULES.actors(state) == [0]
    events = play(state, 0, "Q")
    assert kinds(events, ev.HandsRevealed)[-1].hands[1][0].startswith("K")
    assert kinds(events, ev.ActionWon)[0].seat == SHERIFF


def test_the_sheriff_only_shows_up_for_robberies_not_duels():
    state = table(2)
    RULES.apply(state, 0, Choose("duel"))
    RULES.apply(state, 0, DuelWith(1, 1))
    assert state.phase == SHOWDOWN and state.draws == [] and RULES.actors(state) == [0, 1]
