"""Setup, the turn, and robberies: declaring, secret joins, changing cards, the reveal, bail."""
import pytest

from game.rules.common.contract import CHANCE, IllegalAction
from game.rules.most_wanted.engine import RULES
from game.rules.most_wanted import events as ev
from game.rules.most_wanted.actions import KEEP, Choose, Join, Play
from game.rules.most_wanted.state import CHANGE, CHOOSE, JOIN, ROB

from mw_table import cards_of, draw_any, join, kinds, play, stay_out, table


# -- setup ---------------------------------------------------------------------------------------------
def test_setup_deals_5_face_down_cards_to_each_player():
    state = RULES.new_game(4)
    assert RULES.actors(state) == [CHANCE]
    events = draw_any(state)
    assert [len(h) for h in state.hands] == [5, 5, 5, 5]
    assert len(state.deck) == 72 - 20
    drew = kinds(events, ev.Drew)
    assert len(drew) == 20 and all(d.private_to == (d.dst,) for d in drew)


def test_youngest_player_goes_first_seat_0():
    state = RULES.new_game(3)
    draw_any(state)
    assert state.phase == CHOOSE and RULES.actors(state) == [0]


def test_two_to_eight_players_only():
    for n in (1, 9):
        with pytest.raises(IllegalAction):
            RULES.new_game(n)


# -- the turn ------------------------------------------------------------------------------------------
def test_on_your_turn_select_one_action_from_the_action_cards():
    state = table(3)
    legal = {a.action for a in RULES.legal_actions(state, 0)}
    assert legal == {"pony", "stagecoach", "train", "church", "honest_labor", "duel"}


def test_the_face_up_sides_chosen_at_setup_are_the_actions_offered():
    state = table(3, church_card="saloon", labor_card="dishonest_labor", duel_card="shootout")
    legal = {a.action for a in RULES.legal_actions(state, 0)}
    assert legal == {"pony", "stagecoach", "train", "saloon", "dishonest_labor", "shootout"}
    with pytest.raises(IllegalAction):
        RULES.apply(state, 0, Choose("church"))


def test_play_continues_clockwise_after_the_action():
    state = table(3, ["9 9 7 7 6", None, None])
    RULES.apply(state, 0, Choose("church"))
    RULES.apply(state, 0, RULES.parse_action("discard cards="))
    draw_any(state)
    assert state.active == 1 and state.phase == CHOOSE
    assert state.hands[0] and len(state.hands[0]) == 7


# -- robberies -----------------------------------------------------------------------------------------
def robbery(seats=3, hands=None, kind="pony", **kw):
    state = table(seats, hands, **kw)
    RULES.apply(state, 0, Choose(kind))
    return state


def test_declaring_a_robbery_commits_you_to_lay_that_many_face_down_cards():
    state = robbery(3, ["Q Q 7 8 9", None, None], "pony")
    assert state.phase == ROB and RULES.actors(state) == [0]
    with pytest.raises(IllegalAction):
        RULES.apply(state, 0, Play(cards_of(state, 0, "Q Q 7")))
    with pytest.raises(IllegalAction):
        RULES.apply(state, 0, Choose("church"))
    events = play(state, 0, "Q Q")
    laid = kinds(events, ev.HandLaid)[0]
    assert laid.private_to == (0,) and laid.redacted().cards is None and laid.count == 2


def test_robbery_needs_as_many_cards_as_its_hand():
    state = table(3, ["Q Q 7", None, None])
    legal = {a.action for a in RULES.legal_actions(state, 0)}
    assert "pony" in legal and "stagecoach" in legal and "train" not in legal


def test_every_other_player_decides_to_join_at_the_same_time_in_secret():
    state = robbery(4, ["Q Q 7 8 9", None, None, None])
    play(state, 0, "Q Q")
    assert state.phase == JOIN and RULES.actors(state) == [1, 2, 3]
    stay_out(state, 2)
    assert RULES.actors(state) == [1, 3]
    obs = RULES.observe(state, 1)
    assert obs.pending == {2: None}, "another player's decision stays secret"
    assert len(obs.hands[2]) == 5
    assert {type(a).__name__ for a in RULES.legal_actions(state, 1)} == {"StayOut", "Join"}


def test_a_join_is_hidden_from_the_others_until_the_reveal():
    state = robbery(3, ["Q Q 7 8 9", "K K 6 7 8", None])
    play(state, 0, "Q Q")
    events = join(state, 1, "K K")
    decided = kinds(events, ev.JoinDecided)[0]
    assert decided.private_to == (1,)
    assert decided.redacted().joined is None and decided.redacted().cards is None
    obs = RULES.observe(state, 2)
    assert obs.pending[1] is None and len(obs.hands[1]) == 5 and all(c is None for c in obs.hands[1])


def test_joining_takes_the_same_number_of_cards_as_the_robbery():
    state = robbery(3, ["Q Q 7 8 9", "K K 6 7 8", None])
    play(state, 0, "Q Q")
    with pytest.raises(IllegalAction):
        RULES.apply(state, 1, Join(cards_of(state, 1, "K K 6")))
    with pytest.raises(IllegalAction):
        RULES.apply(state, 1, Join(("A_blue", "A_red")))


def test_a_player_without_enough_cards_cannot_join():
    state = robbery(3, ["Q Q 7 8 9", "K", None], "pony")
    play(state, 0, "Q Q")
    assert RULES.actors(state) == [2]


def test_joins_are_revealed_together_when_everyone_has_decided():
    state = robbery(4, ["Q Q 7 8 9", "K K 6 7 8", None, "A A 9 9 8"])
    play(state, 0, "Q Q")
    join(state, 1, "K K")
    stay_out(state, 2)
    events = join(state, 3, "A A")
    revealed = kinds(events, ev.JoinsRevealed)[0]
    assert revealed.joined == (1, 3) and revealed.stayed == (2,)
    assert state.phase == CHANGE and RULES.actors(state) == [0]


def test_the_active_player_may_change_the_cards_played_until_the_reveal():
    state = robbery(3, ["Q Q 8 8 8", "K K 6 7 8", None], "stagecoach")
    play(state, 0, "Q Q 8")
    join(state, 1, "K K 6")
    stay_out(state, 2)
    new = cards_of(state, 0, "8 8") + (state.plays[0][2],)
    events = RULES.apply(state, 0, Play(new))
    assert kinds(events, ev.HandLaid)[0].changed
    won = kinds(events, ev.ActionWon)[0]
    assert won.seat == 0, "three 8s beat the pair of Kings"


def test_laying_the_same_cards_again_is_refused_keeping_them_is_keep():
    state = robbery(3, ["Q Q 8 8 8", "K K 6 7 8", None], "stagecoach")
    play(state, 0, "Q Q 8")
    join(state, 1, "K K 6")
    stay_out(state, 2)
    with pytest.raises(IllegalAction, match="already laid"):
        RULES.apply(state, 0, Play(tuple(state.plays[0])))
    assert state.phase == CHANGE, "nothing changed: the robber still chooses"


def test_keeping_the_cards_flips_all_hands_together():
    state = robbery(3, ["Q Q 7 8 9", "K K 6 7 8", None])
    play(state, 0, "Q Q")
    join(state, 1, "K K")
    stay_out(state, 2)
    events = RULES.apply(state, 0, KEEP)
    flipped = kinds(events, ev.HandsRevealed)[0]
    assert flipped.seats == (0, 1) and flipped.ranks == ("Pair of Queens", "Pair of Kings")
    assert kinds(events, ev.ActionWon)[0].seat == 1


@pytest.mark.parametrize("kind,points", [("pony", 2), ("stagecoach", 3), ("train", 4)])
def test_the_best_hand_wins_the_points_on_the_robbery_card(kind, points):
    size = {"pony": 2, "stagecoach": 3, "train": 4}[kind]
    state = robbery(3, ["A A A A 9", "6 7 8 9 10", None], kind)
    play(state, 0, " ".join(["A"] * size))
    join(state, 1, " ".join("6 7 8 9".split()[:size]))
    stay_out(state, 2)
    events = RULES.apply(state, 0, KEEP)
    assert state.score[0] == points
    assert kinds(events, ev.ScoreMoved)[0].after == points


def test_if_no_one_else_participates_you_automatically_win():
    state = robbery(3, ["6 7 8 9 10", None, None], "train")
    play(state, 0, "6 7 8 9")
    stay_out(state, 1)
    events = stay_out(state, 2)
    assert kinds(events, ev.ActionWon)[0].seat == 0
    assert not kinds(events, ev.HandsRevealed)
    assert state.score[0] == 4


def test_all_losing_players_pay_bail_the_winner_does_not():
    state = robbery(4, ["A A 7 8 9", "K K 6 7 8", "Q Q 6 7 8", None], score=[1, 5, 9, 2], bags=[3, 3, 3, 3])
    play(state, 0, "A A")
    join(state, 1, "K K")
    join(state, 2, "Q Q")
    stay_out(state, 3)
    events = RULES.apply(state, 0, KEEP)
    assert state.bags == [3, 1, 0, 3]
    bail = {b.seat: (b.owed, b.paid) for b in kinds(events, ev.BailPaid)}
    assert bail == {1: (2, 2), 2: (3, 3)}
    assert state.supply == 63 - 12 + 5


def test_all_cards_played_are_discarded_face_up():
    state = robbery(3, ["A A 7 8 9", "K K 6 7 8", None])
    a, k = cards_of(state, 0, "A A"), cards_of(state, 1, "K K")
    play(state, 0, "A A")
    join(state, 1, "K K")
    stay_out(state, 2)
    before = len(state.discards)
    events = RULES.apply(state, 0, KEEP)
    assert sorted(state.discards[before:]) == sorted(a + k)
    assert kinds(events, ev.TableCleared)


def test_participants_draw_until_they_have_5_cards_others_do_not():
    state = robbery(3, ["A A 7 8 9", "K K 6 7 8", "Q Q 6"])
    play(state, 0, "A A")
    join(state, 1, "K K")
    stay_out(state, 2)
    RULES.apply(state, 0, KEEP)
    assert state.draws == [0, 0, 1, 1]
    draw_any(state)
    assert [len(h) for h in state.hands] == [5, 5, 3]


def test_players_do_not_draw_if_they_already_hold_5_or_more():
    state = robbery(3, ["A A 7 8 9 9 9 9", "K K 6 7 8", None])
    play(state, 0, "A A")
    join(state, 1, "K K")
    stay_out(state, 2)
    RULES.apply(state, 0, KEEP)
    assert state.draws == [1, 1]


def test_reaching_the_most_wanted_space_wins_the_game_at_once():
    state = robbery(3, ["A A 7 8 9", "K K 6 7 8", None], score=[11, 0, 0])
    play(state, 0, "A A")
    join(state, 1, "K K")
    stay_out(state, 2)
    events = RULES.apply(state, 0, KEEP)
    assert RULES.is_over(state) and RULES.winners(state) == [0] and state.score[0] == 13
    assert RULES.actors(state) == []
    assert events[-1].winners == (0,)
    with pytest.raises(IllegalAction):
        RULES.apply(state, 1, Choose("church"))
