"""DÉS HÉROS, CRAPULES, MALFAITEURS, COMBAT FINAL and DUEL."""
import pytest

from game.rules.common.contract import CHANCE
from game.rules.common.events import GameEnded, PlayerEliminated
from game.rules.zorro.engine import RULES
from game.rules.zorro import turns
from game.rules.zorro.actions import ACCEPT, STOP, TAKE_FEAT_CARD, Discard, GearReroll, Travel
from game.rules.zorro.events import (AttemptEnded, AttemptStarted, DuelRound, EquipmentTaken, FinalFightOver,
                                     HeroDieGained, ScoundrelAppears, ScoundrelLeaves, SwordsShown, TurnStarted,
                                     VillainAppears)
from zorro_table import BLANK, actor, do, draw, give, hero, of, reroll, roll, table, task

T1_FACES = ("charm", "leap", "grab", "taunt", "dash", "dash")


def owns(state, seat, *feats):
    for f in feats:
        state.feat_deck.remove(f)
        state.feats[seat].append(f)


def win_t1(state, seat=0):
    """`seat` completes T1 (Tavern) in slot 0 and takes the card under it."""
    assert actor(state) == seat
    do(state, Travel(0))
    events = roll(state, *T1_FACES, *("taunt",) * len(state.hero_dice[seat]))
    events += do(state, TAKE_FEAT_CARD)
    return events


def fail(state, n_hero=0):
    """The roller fails: three rolls of LEAPs (TAUNT on Hero dice), then stops if anything is left."""
    a = state.attempt
    events = roll(state, *(("leap",) * 6 + ("taunt",) * n_hero))
    while state.attempt is a and a.rolls_used < a.rolls_allowed:
        reroll(state, 0)
        events += roll(state, "leap")
    if state.attempt is a:
        events += do(state, STOP)
    return events


def dice_out(state):
    return [i for i in range(len(state.attempt.specs))]


# -- Hero dice --------------------------------------------------------------------------------------
def test_a_second_feat_of_a_location_gives_the_first_hero_die_of_that_location():
    state = table(3)
    owns(state, 0, "T2")
    events = win_t1(state)
    gained = of(events, HeroDieGained)[0]
    assert (gained.seat, gained.location, gained.left) == (0, "tavern", 1)
    assert state.hero_dice[0] == ["tavern"] and state.hero_supply["tavern"] == 1


def test_a_first_feat_of_a_location_gives_no_hero_die():
    state = table(3)
    owns(state, 0, "P4")
    events = win_t1(state)
    assert not of(events, HeroDieGained) and state.hero_dice[0] == []


def test_a_third_feat_of_a_location_gives_the_second_hero_die():
    state = table(3)
    owns(state, 0, "T2", "T3")
    hero(state, 0, "tavern")
    events = win_t1(state)
    assert of(events, HeroDieGained)[0].left == 0
    assert state.hero_dice[0] == ["tavern", "tavern"]


def test_no_hero_die_is_taken_when_none_of_that_location_is_left():
    state = table(3)
    owns(state, 0, "T2")
    hero(state, 1, "tavern", "tavern")
    state.villain, state.villain_trigger = "farm", 2  # (already out: keep this test to the Hero die)
    events = win_t1(state)
    assert not of(events, HeroDieGained) and not of(events, ScoundrelAppears)
    assert state.hero_dice[0] == []


def test_hero_dice_are_rolled_in_every_later_attempt():
    state = table(2)
    hero(state, 0, "plaza", "plaza")
    events = do(state, Travel(0))
    assert of(events, AttemptStarted)[0].dice[6:] == ("plaza", "plaza")


# -- Scoundrels -------------------------------------------------------------------------------------
def scoundrel_table(seats=3):
    """Ana wins her second Tavern feat: Sergeant Gonzales appears; the slot is refilled."""
    state = table(seats)
    owns(state, 0, "T2")
    events = win_t1(state)
    events += draw(state, "P1", "sabre")
    return state, events


def test_the_first_hero_die_of_a_location_brings_its_scoundrel():
    state, events = scoundrel_table()
    assert of(events, ScoundrelAppears)[0].location == "tavern"
    assert state.scoundrel == "tavern"


def test_every_player_fights_the_scoundrel_alone_starting_with_the_next_player():
    state, events = scoundrel_table(3)
    fighters = []
    started = of(events, AttemptStarted)[-1]
    assert started.kind == "scoundrel" and started.seat == 1 and started.helper is None
    for expected in (1, 2, 0):
        a = state.attempt
        assert a.kind == "scoundrel" and a.attempter == expected
        fighters.append(expected)
        fail(state, len(a.specs) - 6)
    assert fighters == [1, 2, 0]


def test_the_player_who_took_the_hero_die_fights_with_it():
    state, _ = scoundrel_table(2)
    fail(state)  # Bill
    assert state.attempt.attempter == 0 and state.attempt.specs[6:] == ["tavern"]


def test_beating_a_scoundrel_wins_the_top_rare_equipment():
    state, _ = scoundrel_table(2)
    events = roll(state, "charm", "charm", "grab", "thrust", "taunt", "leap")  # 2 CHARM, GRAB, THRUST, TAUNT
    assert of(events, AttemptEnded)[0].success is True
    assert RULES.actors(state) == [CHANCE] and len(RULES.chance_outcomes(state)) == 7
    events = draw(state, "tornado")
    assert of(events, EquipmentTaken)[0] == EquipmentTaken(1, "tornado", "rare")
    assert state.equipment[1] == ["tornado"]


def test_losing_to_a_scoundrel_costs_nothing_but_gonzales_takes_a_common_card():
    state, _ = scoundrel_table(2)
    give(state, 1, "dagger", "black_sash")
    fail(state)
    assert task(state) == "gonzales" and actor(state) == 1
    assert set(RULES.legal_actions(state, 1)) == {Discard("dagger"), Discard("black_sash")}
    do(state, Discard("dagger"))
    assert state.equipment[1] == ["black_sash"] and state.common_under[-1] == "dagger"


def test_the_scoundrel_leaves_after_everyone_fought_and_feats_resume_with_the_next_player():
    state, _ = scoundrel_table(3)
    fail(state)
    fail(state)
    fail(state, 1)
    events = do(state, Discard("red_rose"))  # Sergeant Gonzales takes a card from the loser
    assert of(events, ScoundrelLeaves)[0].location == "tavern"
    assert state.scoundrel is None and state.scoundrels_gone == ["tavern"]
    assert of(events, TurnStarted)[0].seat == 1 and task(state) == "travel"


# -- the Villain ------------------------------------------------------------------------------------
def test_the_last_hero_die_of_a_location_brings_its_villain_and_the_final_fight():
    state = table(3)
    owns(state, 0, "T2")
    hero(state, 1, "tavern")
    events = win_t1(state)
    assert of(events, VillainAppears)[0] == VillainAppears("tavern", 0, "hero dice")
    assert state.scoundrel is None
    events = draw(state, "P1", "sabre")
    started = of(events, AttemptStarted)[0]
    assert started.kind == "villain" and started.seat == 1 and started.target == "tavern"


def test_drawing_the_last_feat_brings_the_villain_of_that_feats_location():
    state = table(2)
    keep = "F1"
    for f in list(state.feat_deck):
        if f != keep:
            owns(state, 1, f)
    win_t1(state)
    events = draw(state, keep)
    assert of(events, VillainAppears)[0] == VillainAppears("farm", 0, "last feat")


def test_a_scoundrel_that_appeared_the_same_turn_is_fought_before_the_final_fight():
    state = table(2)
    owns(state, 0, "T2")
    for f in list(state.feat_deck):
        if f != "F1":
            owns(state, 1, f)
    win_t1(state)
    events = draw(state, "F1")
    assert of(events, VillainAppears) and state.scoundrel == "tavern"
    draw(state, "sabre")
    assert state.attempt.kind == "scoundrel"
    fail(state)
    fail(state, 1)
    do(state, Discard("red_rose"))
    assert state.attempt.kind == "villain" and state.attempt.attempter == 1


def final(seats, villain="tavern", trigger=0, setup=None):
    """The Final Fight against `villain`, triggered by `trigger`."""
    state = table(seats)
    if setup:
        setup(state)
    state.villain, state.villain_trigger = villain, trigger
    state.tasks = []
    events = []
    turns._start_final(state, events)
    turns.advance(state, events)
    return state, events


VILLAIN_WIN = {"tavern": ("charm", "charm", "thrust", "thrust", "taunt", "grab"),
               "plaza": ("leap", "leap", "thrust", "thrust", "taunt", "dash"),
               "farm": ("dash", "dash", "thrust", "thrust", "taunt", "leap"),
               "market": ("grab", "grab", "thrust", "thrust", "taunt", "charm")}


def test_final_fight_each_player_has_one_attempt_starting_after_the_trigger():
    state, _ = final(4, trigger=1)
    order = []
    while state.attempt is not None and state.attempt.kind == "villain":
        order.append(state.attempt.attempter)
        fail(state)
    assert order == [2, 3, 0, 1]


def test_beating_the_villain_wins_no_equipment_and_a_lone_winner_is_the_next_zorro():
    state, _ = final(3)
    fail(state)                          # Bill
    roll(state, *VILLAIN_WIN["tavern"])  # Cole wins
    assert RULES.actors(state) != [CHANCE] or state.attempt is not None
    events = fail(state)                 # Ana
    assert of(events, FinalFightOver)[0].winners == (2,)
    assert of(events, GameEnded)[0].winners == (2,)
    assert RULES.is_over(state) and RULES.winners(state) == [2]
    assert state.equipment == [[], [], []]


def test_several_winners_duel():
    state, _ = final(3)
    roll(state, *VILLAIN_WIN["tavern"])  # Bill
    fail(state)                          # Cole
    events = roll(state, *VILLAIN_WIN["tavern"])  # Ana
    assert of(events, FinalFightOver)[0].winners == (1, 0)
    assert of(events, DuelRound)[0] == DuelRound(1, (1, 0))
    assert state.attempt.kind == "duel" and state.attempt.attempter == 1


def test_with_no_winner_everyone_duels():
    state, _ = final(3)
    fail(state)
    fail(state)
    events = fail(state)
    assert of(events, FinalFightOver)[0].winners == ()
    assert of(events, DuelRound)[0].duellists == (1, 2, 0)


def duel_turn(state, *faces):
    """A duellist rolls once and stops."""
    events = roll(state, *faces)
    return events + do(state, STOP)


def everyone_duels(seats=3, setup=None):
    state, _ = final(seats, setup=setup)
    for _ in range(seats):
        fail(state, len(state.attempt.specs) - 6)
    return state


def test_a_duel_turn_is_three_rolls_for_as_many_swords_as_possible():
    state = everyone_duels(2)
    roll(state, *BLANK)
    assert state.attempt.rolls_allowed == 3
    reroll(state, 0, 1, 2)
    roll(state, "thrust", "thrust", "charm")
    reroll(state, 2, 3)
    events = roll(state, "thrust", "thrust")  # the third roll: nothing left to do, the turn ends
    assert of(events, SwordsShown)[0] == SwordsShown(1, 4)


def test_a_duellist_may_stop_rolling_at_any_time():
    state = everyone_duels(2)
    roll(state, "thrust", "thrust", "thrust", "thrust", "thrust", "charm")
    events = do(state, STOP)
    assert of(events, SwordsShown)[0] == SwordsShown(1, 5)


def test_in_a_duel_fewer_swords_than_another_player_is_elimination():
    state = everyone_duels(3)
    duel_turn(state, "thrust", "thrust", "leap", "leap", "leap", "leap")  # Bill 2
    duel_turn(state, "thrust", "leap", "leap", "leap", "leap", "leap")    # Cole 1
    events = duel_turn(state, "thrust", "thrust", "thrust", "leap", "leap", "leap")  # Ana 3
    out = of(events, PlayerEliminated)
    assert {e.seat for e in out} == {1, 2}
    assert RULES.winners(state) == [0] and of(events, GameEnded)[0].winners == (0,)


def test_a_tie_for_the_most_swords_duels_again():
    state = everyone_duels(3)
    duel_turn(state, "thrust", "thrust", "leap", "leap", "leap", "leap")  # Bill 2
    duel_turn(state, "thrust", "leap", "leap", "leap", "leap", "leap")    # Cole 1
    events = duel_turn(state, "thrust", "thrust", "leap", "leap", "leap", "leap")  # Ana 2
    assert [e.seat for e in of(events, PlayerEliminated)] == [2]
    assert of(events, DuelRound)[-1] == DuelRound(2, (1, 0))
    duel_turn(state, "leap", "leap", "leap", "leap", "leap", "leap")  # Bill 0
    events = duel_turn(state, "thrust", "leap", "leap", "leap", "leap", "leap")
    assert RULES.winners(state) == [0]


def test_duels_use_equipment_and_hero_dice_free_thrust_and_the_rapier_are_swords():
    def setup(state):
        give(state, 1, "dagger", "zorros_rapier")
        hero(state, 1, "farm")
    state = everyone_duels(2, setup)
    assert state.attempt.specs[6:] == ["farm"]
    events = duel_turn(state, "leap", "leap", "leap", "leap", "leap", "leap", "thrust")
    assert of(events, SwordsShown)[0].swords == 3


# -- Scoundrel and Villain abilities -----------------------------------------------------------------
def scoundrel(location, seats=2, setup=None):
    state = table(seats)
    if setup:
        setup(state)
    state.scoundrel, state.scoundrel_trigger = location, 0
    state.tasks = [("end_turn", None, None)]
    events = []
    turns.advance(state, events)
    return state


def test_lancer_patrol_and_barbados_forbid_reroll_equipment():
    state = scoundrel("plaza", setup=lambda s: give(s, 1, "climbing_boots"))
    roll(state, "charm", "leap", "leap", "leap", "leap", "leap")
    assert GearReroll(1) not in RULES.legal_actions(state, 1)
    state, _ = final(2, "market", setup=lambda s: give(s, 1, "bolas"))
    roll(state, *BLANK)
    assert not any(isinstance(a, GearReroll) for a in RULES.legal_actions(state, 1))


def test_cattle_rustlers_ignore_free_thrust_and_taunt_cards():
    state = scoundrel("farm", setup=lambda s: give(s, 1, "sabre", "black_sash"))
    events = roll(state, "dash", "dash", "grab", "leap", "leap", "leap")  # needs THRUST and TAUNT dice
    assert not of(events, AttemptEnded)


def test_the_crooked_moneylender_ignores_free_grab_cards():
    state = scoundrel("market", setup=lambda s: give(s, 1, "leather_gloves"))
    events = roll(state, "grab", "charm", "thrust", "taunt", "leap", "leap")
    assert not of(events, AttemptEnded)


def test_the_hired_blade_blanks_hero_dice_showing_taunt():
    state, _ = final(2, "tavern", setup=lambda s: hero(s, 1, "farm"))
    events = roll(state, "charm", "charm", "thrust", "thrust", "grab", "leap", "taunt")
    assert not of(events, AttemptEnded)


def test_capitan_ramon_ignores_equipment_thrust():
    state, _ = final(2, "plaza", setup=lambda s: give(s, 1, "sabre", "zorros_rapier"))
    events = roll(state, "leap", "leap", "taunt", "dash", "charm", "charm")
    assert not of(events, AttemptEnded)
    assert state.attempt.free["thrust"] == 0


def test_the_tax_collector_takes_a_common_card_before_each_attempt():
    state, _ = final(2, "farm", setup=lambda s: give(s, 1, "dagger", "zorros_mask"))
    assert task(state) == "tax" and actor(state) == 1
    assert RULES.legal_actions(state, 1) == [Discard("dagger")]  # Common only
    do(state, Discard("dagger"))
    assert state.attempt.attempter == 1 and state.equipment[1] == ["zorros_mask"]


def test_the_tax_collector_skips_players_with_no_common_card():
    state, _ = final(2, "farm")
    assert state.attempt is not None and state.attempt.attempter == 1


def test_scoundrel_and_villain_abilities_leave_other_equipment_working():
    state, _ = final(2, "tavern", setup=lambda s: give(s, 1, "zorros_mask", "dagger"))
    events = roll(state, "charm", "charm", "thrust", "grab", "leap", "leap")
    assert of(events, AttemptEnded)[0].success is True
