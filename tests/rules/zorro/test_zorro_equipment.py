"""ÉQUIPEMENT: Common (FREE and REROLL), Rare, limits, discards, an exhausted deck."""
import pytest

from game.rules.common.contract import CHANCE, IllegalAction
from game.rules.zorro.engine import RULES
from game.rules.zorro.actions import (DRAW_FROM_DECK, STOP, TAKE_FEAT_CARD, Discard, GearReroll, Reroll, Travel,
                                      UseCape, UseGloves, UseWhip)
from game.rules.zorro.events import AttemptEnded, AttemptStarted, DeckEmpty, EquipmentDiscarded, GearUsed, RareUsed
from zorro_table import BLANK, actor, do, draw, give, hero, of, reroll, roll, table, task

OTHER_GEAR = ("dagger", "black_sash", "disguise", "fencing_manual")
"""Face-up cards that keep the FREE DASH/GRAB/LEAP cards in the deck for these tests."""


def fresh(seats=2):
    return table(seats, gear=OTHER_GEAR)


def ended(events):
    found = of(events, AttemptEnded)
    return found[0].success if found else None


# -- Common Equipment: FREE -------------------------------------------------------------------------
def test_free_equipment_is_like_an_extra_die_fixed_on_its_symbol():
    state = fresh()
    give(state, 0, "spurs")  # FREE DASH
    do(state, Travel(2))  # F4: 2 DASH, 2 GRAB
    assert ended(roll(state, "dash", "grab", "grab", "charm", "charm", "charm")) is True


def test_free_equipment_of_the_same_symbol_stacks():
    state = fresh()
    give(state, 0, "spurs", "saddle")
    do(state, Travel(2))
    assert ended(roll(state, "grab", "grab", "charm", "charm", "charm", "charm")) is True


def test_free_equipment_is_never_used_up():
    state = fresh()
    give(state, 0, "spurs", "saddle")
    give(state, 1, "lasso", "leather_gloves")
    do(state, Travel(2))
    roll(state, "grab", "grab", "charm", "charm", "charm", "charm")
    do(state, DRAW_FROM_DECK)
    draw(state, "rope", "F2", "guitar")
    assert state.equipment[0] == ["spurs", "saddle", "rope"]
    do(state, Travel(2))  # Bill: F2: 2 DASH, GRAB, THRUST
    roll(state, *BLANK)
    reroll(state, 0, 1, 2, 3, 4, 5)
    roll(state, *BLANK)
    reroll(state, 0, 1, 2, 3, 4, 5)
    roll(state, *BLANK)
    assert actor(state) == 0
    do(state, Travel(1))  # P1 was not drawn: slot 1 still holds P2 (2 LEAP, DASH, GRAB) -> needs LEAPs
    assert state.attempt.free["dash"] == 2 and state.attempt.free["leap"] == 1


# -- Common Equipment: REROLL -----------------------------------------------------------------------
def test_reroll_equipment_rerolls_a_zorro_die_of_its_symbol_without_spending_a_roll():
    state = fresh()
    give(state, 0, "lace_fan")  # REROLL CHARM
    do(state, Travel(2))
    roll(state, *BLANK)
    events = do(state, GearReroll(0))
    assert of(events, GearUsed)[0].card == "lace_fan" and state.attempt.to_roll == [0]
    roll(state, "charm")
    assert state.attempt.rolls_used == 1


def test_reroll_equipment_lets_the_player_pick_any_zorro_die_showing_its_symbol():
    """"Vous permet de relancer tout Dé Zorro présentant ce symbole": any of them, the player picks
    which (the one they meant to keep stays), and only dice showing the symbol."""
    state = fresh()
    give(state, 0, "lace_fan")  # REROLL CHARM
    do(state, Travel(2))
    roll(state, "charm", "dash", "charm", "leap", "grab", "charm")
    picks = {a.die for a in RULES.legal_actions(state, 0) if isinstance(a, GearReroll)}
    assert picks == {0, 2, 5}
    do(state, GearReroll(5))
    assert state.attempt.to_roll == [5] and state.attempt.faces[0] == "charm"


def test_reroll_equipment_may_be_used_any_number_of_times():
    state = fresh()
    give(state, 0, "lace_fan")
    do(state, Travel(2))
    roll(state, *BLANK)
    for _ in range(10):
        do(state, GearReroll(0))
        roll(state, "charm")
    do(state, GearReroll(0))
    roll(state, "dash")
    assert state.attempt.faces[0] == "dash" and state.attempt.rolls_used == 1


def test_reroll_equipment_does_not_work_on_hero_dice():
    state = fresh()
    give(state, 0, "horseshoe")  # REROLL DASH
    hero(state, 0, "farm")
    do(state, Travel(0))  # T1
    roll(state, "charm", "charm", "charm", "charm", "charm", "charm", "dash")
    assert not any(isinstance(a, GearReroll) for a in RULES.legal_actions(state, 0))


def test_after_the_last_roll_reroll_equipment_is_still_usable_then_stop():
    state = fresh()
    give(state, 0, "lace_fan")
    do(state, Travel(2))
    roll(state, *BLANK)
    for _ in range(2):
        reroll(state, 0, 1, 2, 3, 4, 5)
        roll(state, *BLANK)
    assert state.attempt is not None and set(RULES.legal_actions(state, 0)) == {*map(GearReroll, range(6)), STOP}
    events = do(state, STOP)
    assert ended(events) is False


# -- Rare Equipment -----------------------------------------------------------------------------------
def test_zorros_rapier_counts_as_a_thrust():
    state = fresh()
    give(state, 0, "zorros_rapier")
    state.feat_slots[0] = "T3"  # 2 CHARM, GRAB, THRUST
    state.feat_deck.remove("T3"); state.feat_deck.append("T1")
    do(state, Travel(0))
    assert ended(roll(state, "charm", "charm", "grab", "leap", "leap", "leap")) is True


def test_zorros_mask_counts_as_a_taunt():
    state = fresh()
    give(state, 0, "zorros_mask")
    do(state, Travel(0))  # T1: CHARM, LEAP, GRAB, TAUNT
    assert ended(roll(state, "charm", "leap", "grab", "dash", "dash", "dash")) is True


def test_tornado_gives_your_attempts_a_fourth_roll():
    state = fresh()
    give(state, 0, "tornado")
    events = do(state, Travel(0))
    assert of(events, AttemptStarted)[0].rolls == 4
    roll(state, *BLANK)
    for _ in range(3):
        reroll(state, 0, 1, 2, 3, 4, 5)
        roll(state, *BLANK)
    assert state.attempt is None and actor(state) == 1


def test_zorros_whip_turns_one_zorro_die_to_any_face_once_per_attempt():
    state = fresh()
    give(state, 0, "zorros_whip")
    do(state, Travel(0))  # T1: CHARM, LEAP, GRAB, TAUNT
    roll(state, "charm", "leap", "grab", "dash", "dash", "dash")
    legal = RULES.legal_actions(state, 0)
    assert UseWhip(3, "taunt") in legal and UseWhip(4, "taunt") not in legal
    events = do(state, UseWhip(3, "taunt"))
    assert of(events, RareUsed)[0].face == "taunt" and ended(events) is True


def test_the_whip_is_spent_for_the_rest_of_the_attempt():
    state = fresh()
    give(state, 0, "zorros_whip")
    do(state, Travel(2))  # F4
    roll(state, *BLANK)
    do(state, UseWhip(0, "dash"))
    assert not any(isinstance(a, UseWhip) for a in RULES.legal_actions(state, 0))


def test_zorros_cape_rerolls_up_to_two_dice_after_the_last_roll_only():
    state = fresh()
    give(state, 0, "zorros_cape")
    do(state, Travel(0))
    roll(state, *BLANK)
    assert not any(isinstance(a, UseCape) for a in RULES.legal_actions(state, 0))
    for _ in range(2):
        reroll(state, 0, 1, 2, 3, 4, 5)
        roll(state, "charm", "leap", "grab", "dash", "dash", "dash")
    capes = [a for a in RULES.legal_actions(state, 0) if isinstance(a, UseCape)]
    assert capes and max(len(c.dice) for c in capes) == 2
    do(state, UseCape((3,)))
    assert ended(roll(state, "taunt")) is True


def test_the_cordovan_hat_lets_one_thrust_or_taunt_die_stand_for_an_action():
    state = fresh()
    give(state, 0, "cordovan_hat")
    do(state, Travel(0))  # T1: CHARM, LEAP, GRAB, TAUNT
    assert ended(roll(state, "charm", "leap", "taunt", "thrust", "dash", "dash")) is True


def test_the_cordovan_hat_covers_only_one_missing_symbol():
    state = fresh()
    give(state, 0, "cordovan_hat")
    do(state, Travel(0))
    assert ended(roll(state, "charm", "taunt", "thrust", "thrust", "dash", "dash")) is None


def test_the_cordovan_hat_needs_a_die_not_a_card():
    state = fresh()
    give(state, 0, "cordovan_hat")
    give(state, 0, "sabre")  # FREE THRUST is a card, not a die
    do(state, Travel(0))
    assert ended(roll(state, "charm", "leap", "taunt", "dash", "dash", "dash")) is None


def test_fox_gloves_reroll_your_hero_dice_without_spending_a_roll():
    state = fresh()
    give(state, 0, "fox_gloves")
    hero(state, 0, "farm", "market")
    do(state, Travel(0))
    roll(state, *BLANK, "thrust", "thrust")
    gloves = [a for a in RULES.legal_actions(state, 0) if isinstance(a, UseGloves)]
    assert set(gloves) == {UseGloves((6,)), UseGloves((7,)), UseGloves((6, 7))}
    do(state, UseGloves((6, 7)))
    roll(state, "dash", "grab")
    assert state.attempt.rolls_used == 1
    assert not any(isinstance(a, UseGloves) for a in RULES.legal_actions(state, 0))


# -- limits and discards ------------------------------------------------------------------------------
def win_first_feat(state, equipment_choice=TAKE_FEAT_CARD):
    do(state, Travel(0))  # T1
    roll(state, "charm", "leap", "grab", "taunt", "dash", "dash")
    do(state, equipment_choice)


def test_a_fourth_card_means_discarding_one_of_the_four():
    state = fresh()
    give(state, 0, "spurs", "saddle", "lasso")
    win_first_feat(state)
    assert task(state) == "limit" and actor(state) == 0
    assert set(RULES.legal_actions(state, 0)) == {Discard(c) for c in ("spurs", "saddle", "lasso", "dagger")}
    events = do(state, Discard("saddle"))
    assert of(events, EquipmentDiscarded)[0].card == "saddle"
    assert state.equipment[0] == ["spurs", "lasso", "dagger"]


def test_discarded_equipment_goes_under_its_deck_and_comes_out_last():
    state = fresh()
    give(state, 0, "spurs", "saddle", "lasso")
    win_first_feat(state)
    do(state, Discard("saddle"))
    assert state.common_under == ["saddle"]
    draw(state, "P1")
    # the refill draws from the unseen part first; the saddle waits under it
    assert len(RULES.chance_outcomes(state)) == len(state.common_deck)
    assert ("saddle" not in state.common_deck)


def test_cards_under_the_deck_are_drawn_in_order_once_the_unseen_cards_are_gone():
    state = fresh()
    state.common_under = state.common_deck[:2]
    state.common_deck = []
    first, second = state.common_under
    win_first_feat(state, DRAW_FROM_DECK)
    assert state.equipment[0] == [first]  # no chance step: the known card comes out
    draw(state, "P1")
    assert state.slot_equipment[0] == second


def test_a_second_rare_means_discarding_one_of_your_rares():
    state = fresh()
    give(state, 0, "tornado", "zorros_mask")
    state.tasks.insert(0, ("limit", 0, None))
    assert set(RULES.legal_actions(state, 0)) == {Discard("tornado"), Discard("zorros_mask")}
    do(state, Discard("tornado"))
    assert state.rare_under == ["tornado"] and task(state) == "travel"


def test_an_empty_common_deck_adds_or_draws_nothing():
    state = fresh()
    state.common_deck = []
    win_first_feat(state)
    assert task(state) != "limit"
    events = draw(state, "P1")
    assert of(events, DeckEmpty)[0].deck == "common"
    assert state.slot_equipment[0] is None and state.feat_slots[0] == "P1"


def test_with_no_card_under_the_feat_and_an_empty_deck_there_is_nothing_to_take():
    state = fresh()
    state.common_deck = []
    state.slot_equipment[0] = None
    do(state, Travel(0))
    roll(state, "charm", "leap", "grab", "taunt", "dash", "dash")
    assert RULES.actors(state) == [CHANCE] and task(state) == "draw_feat"


def test_using_equipment_is_optional():
    state = fresh()
    give(state, 0, "lace_fan")
    do(state, Travel(0))
    roll(state, *BLANK)
    assert STOP in RULES.legal_actions(state, 0)
    assert any(isinstance(a, Reroll) for a in RULES.legal_actions(state, 0))


def test_equipment_that_is_not_yours_cannot_be_used():
    state = fresh()
    give(state, 1, "lace_fan")
    do(state, Travel(0))
    roll(state, *BLANK)
    with pytest.raises(IllegalAction):
        RULES.apply(state, 0, GearReroll(0))
