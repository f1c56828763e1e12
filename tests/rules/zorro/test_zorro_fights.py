"""DÉS HÉROS, CRAPULES, MALFAITEURS, COMBAT FINAL and DUEL."""
import pytest

from game.rules.common.contract import CHANCE
from game.rules.common.events import GameEnded, PlayerEliminated, TurnStarted
from game.rules.zorro.engine import RULES
from game.rules.zorro import turns
from game.rules.zorro.actions import STOP, TAKE_FEAT_CARD, GearReroll, Travel
from game.rules.zorro.content import SCOUNDREL, VILLAIN
from game.rules.zorro.events import (AttemptEnded, AttemptStarted, DuelRound, EquipmentDiscarded, EquipmentTaken,
                                     FinalFightOver, HeroDieGained, ScoundrelAppears, ScoundrelLeaves, SwordsShown,
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


@pytest.mark.parametrize("location", ["tavern", "plaza", "farm", "market"])
def test_losing_to_a_scoundrel_costs_nothing(location):
    """"Il n'y a aucune pénalité lorsque vous échouez un combat face à une Crapule." Bill loses
    to each Scoundrel in turn: he keeps every card, feat and Hero die, is asked for nothing, and
    the next player fights at once."""
    state = scoundrel(location, seats=3, setup=lambda s: (give(s, 1, "dagger", "black_sash", "zorros_mask"),
                                                          hero(s, 1, "farm"), s.feats[1].append("F2")))
    before = (list(state.equipment[1]), list(state.feats[1]), list(state.hero_dice[1]))
    events = fail(state, 1)
    assert of(events, AttemptEnded)[0].success is False
    assert (state.equipment[1], state.feats[1], state.hero_dice[1]) == before
    assert state.attempt is not None and state.attempt.attempter == 2  # no decision for the loser
    assert not of(events, EquipmentDiscarded)


def test_the_scoundrel_leaves_after_everyone_fought_and_feats_resume_with_the_next_player():
    state, _ = scoundrel_table(3)
    fail(state)
    fail(state)
    events = fail(state, 1)
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


def fight(kind, location, setup=None):
    """Bill, first to fight, faces this Scoundrel or Villain."""
    if kind == "scoundrel":
        return scoundrel(location, setup=setup)
    return final(2, location, setup=setup)[0]


FOES = [(kind, loc) for kind in ("scoundrel", "villain") for loc in ("tavern", "plaza", "farm", "market")]


@pytest.mark.parametrize("kind,location", FOES)
def test_equipment_is_resolved_before_a_scoundrels_or_villains_ability(kind, location):
    """"Si l'effet d'un Équipement contredit la capacité d'une Crapule ou d'un Malfaiteur,
    résolvez d'abord l'effet de l'Équipement." Against every foe, every FREE card counts its
    symbol, every REROLL card rerolls a Zorro die of its symbol, and the Tornado adds its roll,
    exactly as in a feat."""
    free_cards = {"charm": "guitar", "leap": "grappling_hook", "dash": "saddle", "grab": "leather_gloves",
                  "thrust": "dagger", "taunt": "black_sash"}
    reroll_cards = {"charm": "lace_fan", "leap": "climbing_boots", "dash": "horseshoe", "grab": "bolas",
                    "thrust": "fencing_manual", "taunt": "disguise"}
    for symbol in free_cards:
        state = fight(kind, location, setup=lambda s: give(s, 1, free_cards[symbol], "zorros_rapier"))
        assert state.attempt.free[symbol] == 1 + (symbol == "thrust")  # the Rapier is a THRUST too
        state = fight(kind, location, setup=lambda s: give(s, 1, reroll_cards[symbol]))
        roll(state, *(symbol,) * 6)
        assert GearReroll(0) in RULES.legal_actions(state, 1)
    plain = fight(kind, location).attempt.rolls_allowed
    assert fight(kind, location, setup=lambda s: give(s, 1, "tornado")).attempt.rolls_allowed == plain + 1


def test_the_cordovan_hat_still_uses_a_hero_die_the_foe_does_not_count():
    """Barbados does not count Hero dice showing THRUST or TAUNT, but the Hat says such a die may
    stand for an action: equipment first, so it fills the missing CHARM."""
    state = fight("villain", "market", setup=lambda s: (give(s, 1, "cordovan_hat"), hero(s, 1, "farm")))
    events = roll(state, "grab", "grab", "thrust", "thrust", "taunt", "leap", "taunt")
    assert of(events, AttemptEnded)[0].success is True


def test_without_the_hat_a_hero_die_the_foe_does_not_count_stays_blank():
    state = fight("villain", "market", setup=lambda s: hero(s, 1, "farm"))
    events = roll(state, "grab", "grab", "thrust", "charm", "taunt", "leap", "thrust")
    assert not of(events, AttemptEnded)


HERO_SHOWING = {"taunt": "market", "thrust": "market", "dash": "farm", "grab": "market"}
"""A Hero die that has the face (every Hero die has THRUST and TAUNT)."""


@pytest.mark.parametrize("kind,location,face", [("scoundrel", "tavern", "taunt"), ("scoundrel", "plaza", "thrust"),
                                                ("scoundrel", "farm", "dash"), ("scoundrel", "market", "grab"),
                                                ("villain", "tavern", "taunt"), ("villain", "plaza", "thrust"),
                                                ("villain", "market", "thrust"), ("villain", "market", "taunt")])
def test_a_foe_does_not_count_hero_dice_showing_its_faces(kind, location, face):
    """Sergeant Gonzales and the Hired Blade: TAUNT; the Lancer Patrol and Capitán Ramón: THRUST;
    the Cattle Rustlers: DASH; the Crooked Moneylender: GRAB; Barbados: THRUST and TAUNT. The
    same face on a Zorro die counts."""
    with_die = lambda s: hero(s, 1, HERO_SHOWING[face])  # noqa: E731
    need = list((SCOUNDREL if kind == "scoundrel" else VILLAIN)[location].requirement)
    filler = next(s for s in ("charm", "leap", "dash", "grab") if s not in need)
    short = list(need)
    short.remove(face)
    state = fight(kind, location, setup=with_die)
    events = roll(state, *short, *[filler] * (6 - len(short)), face)  # only the Hero die shows `face`
    assert not of(events, AttemptEnded)
    state = fight(kind, location, setup=with_die)
    events = roll(state, *need, *[filler] * (6 - len(need)), face)  # a Zorro die shows it
    assert of(events, AttemptEnded)[0].success is True


def test_the_tax_collector_allows_one_roll_fewer():
    state = fight("villain", "farm")
    assert state.attempt.rolls_allowed == 2
    events = fail(state)
    assert of(events, AttemptEnded)[0].success is False and state.attempt.attempter == 0


def test_the_tornado_still_adds_its_roll_against_the_tax_collector():
    state = fight("villain", "farm", setup=lambda s: give(s, 1, "tornado"))
    assert state.attempt.rolls_allowed == 3


def test_feats_scoundrels_and_other_villains_keep_three_rolls():
    for kind, location in FOES:
        if (kind, location) != ("villain", "farm"):
            assert fight(kind, location).attempt.rolls_allowed == 3
