"""Pig's AI: the easy player's rule of thumb (hold at 20, hold at once when it wins, keep rolling
when a rival is about to win) and hard's "keep pace, end race"."""
from __future__ import annotations

import random

from game.ai.pig import EasyAgent, PaceAgent, keeps_rolling
from game.rules.pig.engine import RULES, Hold, Roll


def at_stake(turn_total: int, scores=(0, 0), target: int = 50):
    state = RULES.new_game(len(scores), {"target": target})
    state.scores, state.turn_total = list(scores), turn_total
    return state


def test_below_20_at_stake_a_roll_is_worth_the_risk_and_at_20_it_is_not():
    assert keeps_rolling(at_stake(19), 0)
    assert not keeps_rolling(at_stake(20), 0)


def test_a_turn_total_that_reaches_the_target_is_held_at_once():
    assert not keeps_rolling(at_stake(6, scores=(45, 0)), 0)


def test_with_a_rival_about_to_win_a_small_bank_will_not_do():
    assert keeps_rolling(at_stake(24, scores=(10, 42)), 0)


def test_the_easy_player_holds_a_little_early_when_she_leads():
    easy, rng = EasyAgent(), random.Random(0)
    assert easy.choose(RULES, at_stake(16, scores=(20, 10)), 0, rng) == Hold()
    assert easy.choose(RULES, at_stake(16, scores=(10, 20)), 0, rng) == Roll()


def test_hard_holds_later_when_behind_and_sooner_when_ahead():
    hard, rng = PaceAgent(), random.Random(0)
    assert hard.choose(RULES, at_stake(22, scores=(0, 16)), 0, rng) == Roll(), "16 behind: hold at 23"
    assert hard.choose(RULES, at_stake(19, scores=(16, 0)), 0, rng) == Hold(), "16 ahead: hold at 19"


def test_hard_races_once_anyone_is_near_the_target():
    hard, rng = PaceAgent(), random.Random(0)
    assert hard.choose(RULES, at_stake(30, scores=(10, 36)), 0, rng) == Roll()
    assert hard.choose(RULES, at_stake(5, scores=(45, 36)), 0, rng) == Hold(), "enough to win: hold"
