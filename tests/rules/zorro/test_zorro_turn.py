"""MISE EN PLACE and À VOTRE TOUR: setup, VOYAGE (travel), TENTATIVE (attempt), COLLECTE (collect)."""
import pytest

from game.rules.common.contract import CHANCE, IllegalAction
from game.rules.common.events import DieRolled, TurnStarted
from game.rules.zorro.engine import RULES
from game.rules.zorro.actions import (ACCEPT, DECLINE, DRAW_FROM_DECK, STOP, TAKE_FEAT_CARD, FirstPlayer, Reroll,
                                      Travel)
from game.rules.zorro.events import (AttemptEnded, AttemptStarted, DiceKept, EquipmentDiscarded, EquipmentRevealed,
                                     EquipmentTaken, FeatChosen, FeatRevealed, FeatTaken, HelpAnswered, HelperRolls)
from zorro_table import BLANK, FEATS4, GEAR4, actor, do, draw, give, hero, of, reroll, roll, table, task


# -- setup ------------------------------------------------------------------------------------------
def test_setup_puts_four_feats_face_up_each_on_a_face_up_common_equipment():
    state = table(3)
    assert state.feat_slots == list(FEATS4)
    assert state.slot_equipment == list(GEAR4)
    assert len(state.feat_deck) == 12 and len(state.common_deck) == 18 and len(state.rare_deck) == 7


def test_setup_draws_are_chance_steps_over_the_shuffled_decks():
    state = RULES.new_game(2)
    assert RULES.actors(state) == [CHANCE]
    assert len(RULES.chance_outcomes(state)) == 22  # a Common Equipment for the first slot
    draw(state, *GEAR4)
    assert len(RULES.chance_outcomes(state)) == 16  # then the feats
    events = draw(state, *FEATS4)
    assert len(of(events, FeatRevealed)) == 4


def test_the_first_player_is_picked_by_chance_by_default():
    state = RULES.new_game(4)
    draw(state, *GEAR4, *FEATS4)
    outcomes = RULES.chance_outcomes(state)
    assert [o for o, _ in outcomes] == [FirstPlayer(s) for s in range(4)]
    RULES.apply(state, CHANCE, FirstPlayer(2))
    assert RULES.actors(state) == [2] and task(state) == "travel"


def test_the_table_may_let_the_first_seat_start():
    state = RULES.new_game(3, {"first_player": "first seat"})
    draw(state, *GEAR4, *FEATS4)
    assert RULES.actors(state) == [0]


def test_each_player_has_a_hero_token_and_no_equipment_at_the_start():
    state = table(6)
    assert state.equipment == [[]] * 6 and state.hero_dice == [[]] * 6 and state.feats == [[]] * 6
    assert state.hero_supply == {"tavern": 2, "plaza": 2, "farm": 2, "market": 2}


# -- travel -----------------------------------------------------------------------------------------
def test_travel_to_one_of_the_four_face_up_feats_alone_or_asking_one_other_player():
    state = table(3)
    legal = RULES.legal_actions(state, 0)
    assert set(legal) == {Travel(slot, h) for slot in range(4) for h in (None, 1, 2)}
    with pytest.raises(IllegalAction):
        RULES.apply(state, 0, Travel(0, 0))  # not yourself


def test_the_asked_player_decides_whether_to_help():
    state = table(3)
    events = do(state, Travel(1, 2))
    assert of(events, FeatChosen)[0].helper == 2
    assert RULES.actors(state) == [2]
    assert set(RULES.legal_actions(state, 2)) == {ACCEPT, DECLINE}
    events = do(state, DECLINE)
    assert of(events, HelpAnswered)[0].accepted is False
    assert state.attempt.helper is None  # alone after a refusal


def test_the_first_roll_is_the_six_zorro_dice_and_your_hero_dice():
    state = table(2)
    hero(state, 0, "farm")
    events = do(state, Travel(0))
    started = of(events, AttemptStarted)[0]
    assert started.dice == ("zorro",) * 6 + ("farm",) and started.rolls == 3
    assert RULES.actors(state) == [CHANCE] and state.attempt.to_roll == list(range(7))


# -- the attempt ------------------------------------------------------------------------------------
def test_each_die_is_one_chance_step_and_lands_on_a_face_of_its_kind():
    state = table(2)
    hero(state, 0, "farm")
    do(state, Travel(0))
    assert {o.face for o, _ in RULES.chance_outcomes(state)} == {"charm", "leap", "dash", "grab", "thrust", "taunt"}
    roll(state, *BLANK)
    outcomes = dict((o.face, p) for o, p in RULES.chance_outcomes(state))
    assert outcomes == {"dash": pytest.approx(4 / 6), "thrust": pytest.approx(1 / 6), "taunt": pytest.approx(1 / 6)}


def test_keep_any_dice_and_roll_the_rest_up_to_three_rolls():
    state = table(2)
    do(state, Travel(0))  # T1: CHARM, LEAP, GRAB, TAUNT
    events = roll(state, "charm", "leap", "dash", "dash", "dash", "dash")
    assert len(of(events, DieRolled)) == 6
    events = reroll(state, 2, 3, 4, 5)
    kept = of(events, DiceKept)[0]
    assert kept.kept == (0, 1) and kept.rerolled == (2, 3, 4, 5) and kept.roll == 2
    roll(state, "dash", "dash", "dash", "dash")
    reroll(state, 2, 3, 4, 5)
    roll(state, "dash", "dash", "dash", "dash")
    assert not any(isinstance(a, Reroll) for a in RULES.legal_actions(state, 0)) or state.attempt is None


def test_three_rolls_without_the_requirement_fail_with_no_penalty_and_the_dice_pass_left():
    state = table(3)
    give(state, 0, "dagger")
    do(state, Travel(0))
    roll(state, *BLANK)
    reroll(state, 1, 2, 3, 4, 5)
    roll(state, "charm", "charm", "charm", "charm", "charm")
    reroll(state, 1, 2, 3, 4, 5)
    events = roll(state, "charm", "charm", "charm", "charm", "charm")
    ended = of(events, AttemptEnded)[0]
    assert ended.success is False and ended.target == "T1"
    assert state.equipment[0] == ["dagger"] and state.feats[0] == []
    assert state.feat_slots == list(FEATS4)
    assert of(events, TurnStarted)[0].seat == 1 and RULES.actors(state) == [1]


def test_the_requirement_met_completes_the_feat_at_once():
    state = table(2)
    do(state, Travel(0))
    events = roll(state, "charm", "leap", "grab", "taunt", "dash", "dash")
    assert of(events, AttemptEnded)[0].success is True
    assert of(events, FeatTaken)[0].feat == "T1" and state.feats[0] == ["T1"]


def test_rerolls_are_named_in_their_simplest_form():
    state = table(2)
    do(state, Travel(0))
    roll(state, "dash", "dash", "charm", "charm", "charm", "charm")
    legal = [a for a in RULES.legal_actions(state, 0) if isinstance(a, Reroll)]
    assert len(legal) == 3 * 5 - 1  # 0-2 dashes and 0-4 charms, not nothing
    assert Reroll((1,)) not in legal and Reroll((0,)) in legal
    assert RULES.canonical_dice(state, (1, 5)) == (0, 2)
    with pytest.raises(IllegalAction):
        RULES.apply(state, 0, Reroll((1,)))


def test_you_may_stop_rolling_early_and_the_attempt_is_judged_as_it_stands():
    state = table(2)
    do(state, Travel(0))
    roll(state, *BLANK)
    events = do(state, STOP)
    assert of(events, AttemptEnded)[0].success is False


# -- collect ----------------------------------------------------------------------------------------
def success(state, slot=0, helper=None, accept=True):
    """The current player completes the feat in `slot` (test feats T1 or P2) on the first roll."""
    do(state, Travel(slot, helper))
    if helper is not None:
        do(state, ACCEPT if accept else DECLINE)
    faces = {"T1": ("charm", "leap", "grab", "taunt", "dash", "dash"),
             "P2": ("leap", "leap", "dash", "grab", "charm", "charm"),
             "F4": ("dash", "dash", "grab", "grab", "charm", "charm"),
             "M2": ("grab", "grab", "dash", "charm", "leap", "leap")}[state.feat_slots[slot]]
    return roll(state, *faces)


def test_take_the_equipment_under_the_feat_or_draw_one_from_the_common_deck():
    state = table(2)
    success(state)
    assert actor(state) == 0 and task(state) == "equip"
    assert set(RULES.legal_actions(state, 0)) == {TAKE_FEAT_CARD, DRAW_FROM_DECK}
    events = do(state, TAKE_FEAT_CARD)
    assert of(events, EquipmentTaken)[0].card == "red_rose" and state.equipment[0] == ["red_rose"]


def test_drawing_equipment_is_a_chance_step_over_the_common_deck():
    state = table(2)
    success(state)
    do(state, DRAW_FROM_DECK)
    assert RULES.actors(state) == [CHANCE] and len(RULES.chance_outcomes(state)) == 18
    events = draw(state, "dagger")
    assert of(events, EquipmentTaken)[0].source == "deck" and state.equipment[0] == ["dagger"]
    # nobody took the Red Rose: it went under the deck, and the slot was refilled
    assert of(events, EquipmentDiscarded)[0].card == "red_rose" and state.common_under == ["red_rose"]


def test_a_new_feat_and_a_new_common_equipment_refill_the_slot():
    state = table(2)
    success(state)
    do(state, TAKE_FEAT_CARD)
    assert state.feat_slots[0] is None
    events = draw(state, "P4")
    assert of(events, FeatRevealed)[0].feat == "P4"
    events = draw(state, "sabre")
    assert of(events, EquipmentRevealed)[0].card == "sabre"
    assert state.feat_slots[0] == "P4" and state.slot_equipment[0] == "sabre"
    assert actor(state) == 1 and len(state.feat_deck) == 11


def test_the_helper_also_chooses_equipment_even_when_not_needed():
    state = table(3)
    success(state, slot=1, helper=2)
    assert actor(state) == 0
    do(state, TAKE_FEAT_CARD)
    assert actor(state) == 2 and task(state) == "equip"
    assert RULES.legal_actions(state, 2) == [DRAW_FROM_DECK]  # the face-up card is gone
    do(state, DRAW_FROM_DECK)
    draw(state, "sabre")
    assert state.equipment == [["rope"], [], ["sabre"]]


def test_the_helper_may_take_the_face_up_card_the_attempter_left():
    state = table(3)
    success(state, slot=1, helper=2)
    do(state, DRAW_FROM_DECK)
    draw(state, "sabre")
    do(state, TAKE_FEAT_CARD)
    assert state.equipment[2] == ["rope"] and state.common_under == []


# -- the helper ---------------------------------------------------------------------------------------
def three_blank_rolls(state, faces=BLANK):
    roll(state, *faces)
    for _ in range(2):
        reroll(state, *range(1, 6))
        roll(state, *faces[1:])


def test_the_attempter_may_use_the_helpers_equipment():
    state = table(3)
    give(state, 2, "leather_gloves")  # FREE GRAB
    give(state, 0, "grappling_hook")  # FREE LEAP
    do(state, Travel(0, 2), ACCEPT)  # T1: CHARM, LEAP, GRAB, TAUNT
    events = roll(state, "charm", "taunt", "dash", "dash", "dash", "dash")
    assert of(events, AttemptEnded)[0].success is True


def test_the_helper_takes_a_fourth_and_last_roll_after_a_failed_third():
    state = table(3)
    do(state, Travel(0, 1), ACCEPT)
    three_blank_rolls(state)
    assert RULES.actors(state) == [1] and state.attempt.helper_turn
    reroll(state, 1, 2, 3)
    events = roll(state, "leap", "grab", "taunt")
    assert of(events, AttemptEnded)[0].success is True
    assert state.feats == [["T1"], [], []]  # the feat is the attempter's


def test_the_helper_rolls_his_own_hero_dice_and_not_the_attempters():
    state = table(3)
    hero(state, 0, "tavern")
    hero(state, 1, "plaza")
    do(state, Travel(1, 1), ACCEPT)  # P2: 2 LEAP, DASH, GRAB
    roll(state, *BLANK, "charm")
    for _ in range(2):
        reroll(state, *range(1, 7))
        roll(state, "charm", "charm", "charm", "charm", "charm", "charm")
    events = of(RULES.apply(state, 0, STOP), HelperRolls) if RULES.actors(state) == [0] else []
    a = state.attempt
    assert a.roller == 1 and a.aside[6] is True and a.specs[7] == "plaza" and a.faces[7] is None
    assert Reroll(()) in RULES.legal_actions(state, 1)  # his Hero die alone
    assert all(6 not in r.dice for r in RULES.legal_actions(state, 1) if isinstance(r, Reroll))
    reroll(state, 1, 2, 3)
    assert a.to_roll == [0, 1, 2, 7]
    events = roll(state, "leap", "dash", "grab", "leap")
    assert of(events, AttemptEnded)[0].success is True


def test_the_helper_cannot_use_the_attempters_equipment_on_the_fourth_roll():
    state = table(3)
    give(state, 0, "leather_gloves")  # FREE GRAB of the attempter
    do(state, Travel(0, 1), ACCEPT)  # T1: CHARM, LEAP, GRAB, TAUNT
    three_blank_rolls(state)
    assert state.attempt.free["grab"] == 0
    reroll(state, 1, 2)
    events = roll(state, "leap", "taunt")  # CHARM LEAP TAUNT, but the Gloves no longer counts
    assert of(events, AttemptEnded)[0].success is False
    assert actor(state) == 1  # the turn passed


def test_the_helper_uses_his_own_equipment_on_the_fourth_roll():
    state = table(3)
    give(state, 1, "leather_gloves")
    do(state, Travel(0, 1), ACCEPT)
    three_blank_rolls(state)
    reroll(state, 1, 2)
    events = roll(state, "leap", "taunt")
    assert of(events, AttemptEnded)[0].success is True


def test_without_a_helper_three_rolls_end_the_attempt():
    state = table(2)
    do(state, Travel(0))
    three_blank_rolls(state)
    assert state.attempt is None and actor(state) == 1


def test_a_failed_attempt_with_a_helper_gives_nobody_equipment():
    state = table(3)
    do(state, Travel(0, 1), ACCEPT)
    three_blank_rolls(state)
    do(state, STOP)
    assert state.equipment == [[], [], []] and actor(state) == 1
