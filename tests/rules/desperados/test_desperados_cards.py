"""THE WILD WEST CARDS played on your own turn, and how the deck behaves."""
import pytest

from game.rules.common.contract import CHANCE, IllegalAction
from game.rules.common.events import CardMoved, MoneyMoved
from game.rules.desperados.engine import RULES
from game.rules.desperados.actions import (DRAW_CARDS, PlayBackInTheCell, PlayCardSharp, PlayDynamite,
                                           PlayExtraBullet, PlayHacksaw, PlayLoadedDie, PlayLuckyHorseshoe,
                                           PlayPickpocket, Reroll, TAKE_ACTIONS)
from game.rules.desperados.events import CardPlayed, DeckReshuffled
from game.rules.desperados.state import BANK

from desperados_table import act, do, draw, give, legal_text, ranks, roll, rolled, set_money, set_ranks


def holding(*cards, faces=("action", "lady", "boss", "bad"), seats=2):
    state = rolled(seats, faces)
    give(state, 0, *cards)
    return state


def test_a_card_cannot_be_played_the_turn_it_was_drawn():
    state = holding()
    give(state, 0, "hacksaw", fresh=True)
    assert not any(t.startswith("hacksaw") for t in legal_text(state))
    with pytest.raises(IllegalAction, match="turn it was drawn"):
        RULES.apply(state, 0, PlayHacksaw("lady"))


def test_a_drawn_card_becomes_playable_on_the_players_next_turn():
    state = rolled(faces=("brain", "ugly", "lady", "boss"))
    do(state, DRAW_CARDS)
    draw(state, "hacksaw")
    assert state.current == 1 and state.fresh == [[], []]
    roll(state, "brain", "ugly", "lady", "boss")
    do(state, DRAW_CARDS)
    draw(state, "dynamite")
    roll(state, "action", "lady", "boss", "bad")
    assert "hacksaw member=lady" in legal_text(state)


def test_several_cards_may_be_played_in_one_turn():
    state = holding("hacksaw", "hacksaw", "pickpocket")
    do(state, PlayHacksaw("lady"), PlayHacksaw("lady"), PlayPickpocket(1))
    assert ranks(state, 0, "lady") == 3 and state.money[0] == 53


def test_a_played_card_goes_to_the_discard_pile():
    state = holding("hacksaw")
    events = do(state, PlayHacksaw("boss"))
    assert CardPlayed(0, "hacksaw", "boss") in events and CardMoved("hacksaw", 0, "discard") in events
    assert state.deck.discards == ["hacksaw"] and state.hands[0] == []


def test_extra_bullet_counts_as_one_more_action_face():
    state = holding("extra_bullet")
    do(state, PlayExtraBullet(), TAKE_ACTIONS)
    assert state.actions_left == 2


def test_extra_bullet_is_played_after_the_last_roll_so_rolling_stops():
    state = holding("extra_bullet")
    do(state, PlayExtraBullet())
    assert not any(t.startswith("reroll") for t in legal_text(state))


def test_extra_bullet_turns_misery_into_one_action():
    state = holding("extra_bullet", faces=("brain", "ugly", "lady", "boss"))
    do(state, PlayExtraBullet())
    assert "take_actions" in legal_text(state) and "draw_cards" not in legal_text(state)


def test_lucky_horseshoe_gives_one_extra_roll_beyond_the_three():
    state = holding("lucky_horseshoe")
    for _ in range(2):
        do(state, Reroll((3,)))
        roll(state, "bad")
    assert "lucky_horseshoe" in legal_text(state)
    do(state, PlayLuckyHorseshoe(), Reroll((0, 1)))
    roll(state, "boss", "boss")
    assert state.dice == ["boss", "boss", "boss", "bad"] and state.rolls_used == 4


def test_lucky_horseshoe_cannot_be_played_once_rolling_is_over():
    state = holding("lucky_horseshoe", "extra_bullet")
    do(state, PlayExtraBullet())
    assert "lucky_horseshoe" not in legal_text(state)


def test_loaded_die_turns_one_die_to_any_character_face():
    state = holding("loaded_die")
    do(state, PlayLoadedDie(0, "lady"))
    assert state.dice == ["lady", "lady", "boss", "bad"] and "draw_cards" in legal_text(state)
    assert "take_actions" not in legal_text(state)


def test_loaded_die_cannot_make_an_action_face():
    state = holding("loaded_die")
    assert not any("face=action" in t for t in legal_text(state))


def test_hacksaw_turns_one_of_your_jailed_desperados_one_notch():
    state = holding("hacksaw")
    set_ranks(state, 0, brain=1)
    events = do(state, PlayHacksaw("brain"))
    assert ranks(state, 0, "brain") == 0 and any(type(e).__name__ == "Escaped" for e in events)


def test_back_in_the_cell_turns_an_opponents_desperado_back_one_notch():
    state = holding("back_in_the_cell")
    set_ranks(state, 1, lady=3)
    do(state, PlayBackInTheCell(1, "lady"))
    assert ranks(state, 1, "lady") == 4


def test_back_in_the_cell_never_goes_past_the_starting_rank_nor_touches_the_escaped():
    state = holding("back_in_the_cell")
    set_ranks(state, 1, lady=3, boss=0)
    offered = {t for t in legal_text(state) if t.startswith("back_in_the_cell")}
    assert offered == {"back_in_the_cell seat=1 member=lady"}


def test_pickpocket_takes_3_dollars_from_one_opponent():
    state = holding("pickpocket")
    events = do(state, PlayPickpocket(1))
    assert MoneyMoved(1, 0, 3, "Pickpocket") in events and state.money[0] == 53 and state.money[1] == 47


def test_pickpocket_takes_what_is_left_and_may_eliminate():
    state = holding("pickpocket", seats=3)
    set_money(state, s1=2, bank=48)
    do(state, PlayPickpocket(1))
    assert state.money[0] == 52 and not state.alive[1]


def test_card_sharp_takes_one_random_card_from_an_opponent():
    state = holding("card_sharp")
    give(state, 1, "dynamite", "take_cover", "take_cover")
    do(state, PlayCardSharp(1))
    assert RULES.actors(state) == [CHANCE]
    assert dict((str(o), p) for o, p in RULES.chance_outcomes(state)) == pytest.approx(
        {"draw card=dynamite": 1 / 3, "draw card=take_cover": 2 / 3})
    events = draw(state, "take_cover")
    assert state.hands[0] == ["take_cover"] and state.fresh[0] == ["take_cover"]
    assert events[0].private_to == (0, 1) and events[0].redacted().card is None


def test_card_sharp_needs_an_opponent_with_cards():
    state = holding("card_sharp")
    assert not any(t.startswith("card_sharp") for t in legal_text(state))


def test_dynamite_makes_each_opponent_lose_2_ignoring_immunity():
    state = holding("dynamite", seats=3)
    set_ranks(state, 1, boss=0, lady=0)
    do(state, PlayDynamite())
    assert state.money[1] == state.money[2] == 48 and state.money[BANK] == 4


def test_any_time_cards_may_be_played_while_acting():
    state = holding("hacksaw", "pickpocket")
    do(state, TAKE_ACTIONS)
    assert {"hacksaw member=boss", "pickpocket seat=1"} <= legal_text(state)


def test_the_discards_become_a_new_deck_when_it_runs_out():
    state = rolled(faces=("bad", "bad", "bad", "boss"))
    state.deck.discards = state.deck.cards[1:]
    state.deck.cards = state.deck.cards[:1]
    top = state.deck.cards[0]
    do(state, DRAW_CARDS)
    events = draw(state, top)
    assert DeckReshuffled(27) in events and len(state.deck.cards) == 27 and state.deck.discards == []


def test_a_draw_stops_short_when_every_card_is_in_a_hand():
    state = rolled(faces=("bad", "bad", "bad", "boss"))
    cards = list(state.deck.cards)
    state.deck.cards = cards[:2]
    state.hands[1] = cards[2:]
    do(state, DRAW_CARDS)
    draw(state, *cards[:2])
    assert RULES.actors(state) == [0] and len(legal_text(state)) == len(set(cards[:2]))


def test_there_is_no_hand_limit():
    state = holding(*(["take_cover"] * 4 + ["pickpocket"] * 3 + ["dynamite"] * 2))
    assert len(state.hands[0]) == 9
    do(state, TAKE_ACTIONS)
    act(state, "lady")
    assert len(state.hands[0]) == 9


def test_cards_drawn_by_a_brain_cannot_be_played_that_turn_either():
    state = rolled(faces=("action", "action", "brain", "lady"))
    state.gangs[0] = "mavericks"
    set_ranks(state, 0, brain=0)
    do(state, TAKE_ACTIONS)
    act(state, "brain")
    draw(state, "hacksaw")
    assert state.fresh[0] == ["hacksaw"] and not any(t.startswith("hacksaw") for t in legal_text(state))


def test_every_players_money_is_visible_to_all():
    state = holding("pickpocket")
    obs = RULES.observe(state, 1)
    assert obs.money.balances == state.money.balances
    assert obs.hands[0] == [None]
