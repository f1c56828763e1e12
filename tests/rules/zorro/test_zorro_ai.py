"""The Zorro AI: legal, sensible, and its dice odds agree with the components file."""
import random

import pytest

from game.ai import zorro as Z
from game.ai.base import RandomAgent, sample_outcome
from game.ai.levels import make_agent
from game.rules.common.contract import CHANCE
from game.rules.zorro import turns
from game.rules.zorro.engine import RULES
from game.rules.zorro.actions import ACCEPT, DECLINE, Reroll, Travel
from game.rules.zorro.content import SCOUNDREL, VILLAIN
from zorro_table import do, give, hero, roll, table

SIX = ("zorro",) * 6


def vec(**need):
    return Z._missing_vector(need)


def test_solo_odds_of_the_feats_match_the_components_file():
    easy = Z.odds(vec(charm=1, leap=1, grab=1, taunt=1), SIX, 3)
    medium = Z.odds(vec(charm=2, grab=1, taunt=1), SIX, 3)
    hard = Z.odds(vec(charm=2, taunt=2), SIX, 3)
    assert (round(easy, 2), round(medium, 2), round(hard, 2)) == (0.64, 0.54, 0.46)


def solo_odds(foe, hero=(), cards=()):
    state = RULES.new_game(2)
    state.hero_dice[0], state.equipment[0] = list(hero), list(cards)
    return Z.fight_odds(state, 0, foe)


def test_scoundrel_and_villain_odds_with_their_abilities_stay_near_the_components_file():
    """Scoundrels ~0.35 bare; Villains ~0.12 bare, ~0.35 with one Hero die, ~0.8 with one Hero die
    and two matching FREE cards (benchmarks/zorro_foes.py plays the same through the engine)."""
    for foe in SCOUNDREL.values():
        assert solo_odds(foe) == pytest.approx(0.35, abs=0.02)
    for loc, foe in VILLAIN.items():
        assert solo_odds(foe) == pytest.approx(0.12, abs=0.02)
        assert solo_odds(foe, (loc,)) == pytest.approx(0.35, abs=0.07)
        assert solo_odds(foe, (loc,), ("dagger", "black_sash")) == pytest.approx(0.8, abs=0.12)


def test_the_odds_know_a_foes_ability():
    """A Hero die showing a face the foe does not count helps less; a roll fewer lowers the odds."""
    assert solo_odds(SCOUNDREL["farm"], ("farm",)) < solo_odds(SCOUNDREL["tavern"], ("tavern",)) - 0.1
    no_ability = Z.odds(vec(dash=2, thrust=2, taunt=1), SIX, 3)
    assert solo_odds(VILLAIN["farm"]) < no_ability - 0.1


def play(agents, seats, seed):
    rng = random.Random(seed)
    state = RULES.new_game(seats)
    while not RULES.is_over(state):
        (seat,) = RULES.actors(state)
        if seat == CHANCE:
            action = sample_outcome(RULES.chance_outcomes(state), rng)
        else:
            action = agents[seat].choose(RULES, RULES.observe(state, seat), seat, rng)
            assert action in RULES.legal_actions(state, seat)
        RULES.apply(state, seat, action)
    return RULES.winners(state)[0]


def test_don_diego_plays_legal_moves_and_beats_random_players():
    wins = sum(play([Z.EasyAgent(), RandomAgent(), RandomAgent()], 3, s) == 0 for s in range(30))
    assert wins >= 20


def test_the_rollout_policy_plays_whole_games_legally():
    class Policy:
        def choose(self, rules, obs, seat, rng):
            return Z.rollout_policy(rules, obs, seat, rules.legal_actions(obs, seat), rng)
    for seats in (2, 5):
        play([Policy()] * seats, seats, seats)


def test_don_diego_keeps_the_dice_the_feat_still_needs():
    state = table(2)
    do(state, Travel(0))  # T1: CHARM, LEAP, GRAB, TAUNT
    roll(state, "charm", "charm", "grab", "dash", "dash", "dash")
    move = Z.EasyAgent().choose(RULES, RULES.observe(state, 0), 0, random.Random(1))
    assert move == Reroll((0, 3, 4, 5))  # one CHARM (the spare) and the three DASHes


def test_don_diego_keeps_hero_dice_before_zorro_dice():
    state = table(2)
    hero(state, 0, "plaza")
    do(state, Travel(1))  # P2: 2 LEAP, DASH, GRAB
    roll(state, "leap", "leap", "charm", "charm", "charm", "charm", "leap")
    move = Z.EasyAgent().choose(RULES, RULES.observe(state, 0), 0, random.Random(1))
    assert 6 not in move.dice and 0 in move.dice


def test_don_diego_rolls_again_a_hero_die_the_foe_does_not_count():
    """The Cattle Rustlers do not count Hero dice showing DASH: he keeps the Zorro DASH instead."""
    state = table(2)
    hero(state, 1, "farm")
    state.scoundrel, state.scoundrel_trigger, state.tasks = "farm", 0, [("end_turn", None, None)]
    turns.advance(state, [])
    roll(state, "dash", "grab", "charm", "charm", "charm", "charm", "dash")  # Bill: 2 DASH, GRAB, THRUST, TAUNT
    move = Z.EasyAgent().choose(RULES, RULES.observe(state, 1), 1, random.Random(1))
    assert 6 in move.dice and 0 not in move.dice and 1 not in move.dice


def test_don_diego_is_too_proud_to_ask_for_help():
    state = table(3)
    move = Z.EasyAgent().choose(RULES, RULES.observe(state, 0), 0, random.Random(1))
    assert isinstance(move, Travel) and move.helper is None


def test_an_ai_asked_for_help_comes_unless_the_asker_is_running_away_with_it():
    state = table(3)
    do(state, Travel(0, 1))
    assert Z.EasyAgent().choose(RULES, RULES.observe(state, 1), 1, random.Random(1)) == ACCEPT
    state = table(3)
    hero(state, 0, "tavern", "farm")
    give(state, 0, "zorros_rapier", "dagger", "sabre")
    do(state, Travel(0, 1))
    assert Z.EasyAgent().choose(RULES, RULES.observe(state, 1), 1, random.Random(1)) == DECLINE


def test_hard_picks_the_reroll_with_the_best_odds():
    state = table(3)
    do(state, Travel(0))  # T1
    roll(state, "charm", "charm", "dash", "thrust", "leap", "dash")
    hard = make_agent("zorro", "hard", deterministic=True)
    move = hard.choose(RULES, RULES.observe(state, 0), 0, random.Random(1))
    assert move == Reroll((0, 2, 3, 5))  # keep one CHARM and the LEAP


def test_hard_goes_for_a_second_feat_of_a_location_for_its_hero_die():
    """Ana holds a Market feat: the Market's Catch a Pickpocket brings a Hero die, and no other
    feat on the table is easier (the Serenade, easier still, is not out: with it hard may take
    the easy feat first and the Market one on its next turn, as the easy rivals will not)."""
    state = table(3, feats=("T2", "P2", "F4", "M2"))
    state.feats[0].append("M4")
    state.feat_deck.remove("M4")
    hard = make_agent("zorro", "hard", deterministic=True)
    move = hard.choose(RULES, RULES.observe(state, 0), 0, random.Random(1))
    assert isinstance(move, Travel) and state.feat_slots[move.slot] == "M2"


def test_don_diego_has_not_yet_seen_that_a_second_feat_of_a_location_brings_a_hero_die():
    """Don Diego's newcomer habit: holding a Market feat, he goes where his dice suit best (the
    first of the equally likely feats), not for the Market's Hero die, as hard does above."""
    state = table(3, feats=("T2", "P2", "F4", "M2"))
    state.feats[0].append("M4")
    state.feat_deck.remove("M4")
    assert Z.travel_odds(state, 0, 0, None) == pytest.approx(Z.travel_odds(state, 0, 3, None))
    move = Z.EasyAgent().choose(RULES, RULES.observe(state, 0), 0, random.Random(1))
    assert move == Travel(0)  # Win at Cards Against a Cheat (T2), not Catch a Pickpocket (M2)


def test_evaluate_gives_each_seat_a_value_between_0_and_1():
    rng = random.Random(2)
    state = RULES.new_game(4)
    for _ in range(600):
        if RULES.is_over(state):
            break
        values = Z.evaluate(RULES, state)
        assert len(values) >= 4 and all(0.0 <= v <= 1.0 for v in values[:4])
        (seat,) = RULES.actors(state)
        action = (sample_outcome(RULES.chance_outcomes(state), rng) if seat == CHANCE
                  else Z.rollout_policy(RULES, state, seat, RULES.legal_actions(state, seat), rng))
        RULES.apply(state, seat, action)


def test_hard_weighs_every_travel_alone_before_any_that_asks_for_help():
    """At play time the budget may run out mid-travel: the travels alone, likeliest first, are
    weighed before those that ask a rival (who would take a card) to help."""
    state = table(3)
    legal = RULES.legal_actions(state, 0)
    moves = Z.root_candidates(RULES, RULES.observe(state, 0), 0, legal)
    assert sorted(moves, key=str) == sorted(legal, key=str)
    alone = [m.helper is None for m in moves]
    assert alone == sorted(alone, reverse=True) and sum(alone) == 4
    odds = [Z.travel_odds(state, 0, m.slot, None) for m in moves[:4]]
    assert odds == sorted(odds, reverse=True)


def test_the_player_about_to_travel_counts_its_turn_in_hand():
    """Equal holdings before the Villain is out: the seat about to travel is likelier to become
    the next Zorro than the one who travels last (the fit of Z.ORDER)."""
    state = table(3)
    hero, cards = Z._holdings(state)
    chances = Z.table_chances(state, hero, cards, first=1)
    assert chances[1] > chances[2] > chances[0]
    assert Z.table_chances(state, hero, cards) == pytest.approx([1 / 3] * 3)
