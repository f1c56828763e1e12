"""Blunders a Zorro player would laugh at, and no AI level makes (docs/ai.md lists them): asking a
rival for help (who then takes a card) when going alone already succeeds, and keeping dice that
cannot complete the requirement."""
import random

import pytest

from game.ai import zorro as Z
from game.ai.levels import make_agent
from game.rules.zorro import turns
from game.rules.zorro.actions import Reroll, Travel
from game.rules.zorro.engine import RULES
from zorro_table import do, give, hero, roll, table

LEVELS = ("easy", "medium", "hard")


def decide(level, state, seat):
    agent = Z.EasyAgent() if level == "easy" else make_agent("zorro", level, deterministic=True)
    return agent.choose(RULES, RULES.observe(state, seat), seat, random.Random(1))


@pytest.mark.parametrize("level", LEVELS)
def test_no_level_asks_for_help_when_going_alone_already_succeeds(level):
    """Ana's Guitar, Grappling Hook and Leather Gloves give the Tavern's Serenade CHARM, LEAP and
    GRAB: six dice in three rolls find its TAUNT 96 times in 100. A helper would add 2.5 of
    those and take a card for it."""
    state = table(3)
    give(state, 0, "guitar", "grappling_hook", "leather_gloves")
    assert Z.travel_odds(state, 0, 0, None) > 0.95
    move = decide(level, state, 0)
    assert isinstance(move, Travel) and move.helper is None


@pytest.mark.parametrize("level", LEVELS)
def test_no_level_keeps_a_die_the_feat_no_longer_needs(level):
    """Serenade a Señorita asks CHARM, LEAP, GRAB, TAUNT: the second CHARM and the DASHes cannot
    complete it, so they are rolled again (hard and medium roll like this too)."""
    state = table(3)
    do(state, Travel(0))
    roll(state, "charm", "charm", "grab", "dash", "dash", "dash")
    move = decide(level, state, 0)
    assert isinstance(move, Reroll) and {3, 4, 5} <= set(move.dice) and len({0, 1} & set(move.dice)) == 1
    assert 2 not in move.dice


@pytest.mark.parametrize("level", LEVELS)
def test_no_level_keeps_a_hero_die_the_foe_does_not_count(level):
    """The Cattle Rustlers do not count Hero dice showing DASH: that die is rolled again and the
    Zorro DASH kept."""
    state = table(2)
    hero(state, 1, "farm")
    state.scoundrel, state.scoundrel_trigger, state.tasks = "farm", 0, [("end_turn", None, None)]
    turns.advance(state, [])
    roll(state, "dash", "grab", "charm", "charm", "charm", "charm", "dash")
    move = decide(level, state, 1)
    assert isinstance(move, Reroll) and 6 in move.dice and 0 not in move.dice and 1 not in move.dice
