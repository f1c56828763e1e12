"""Blunders a Desperados player would laugh at, and no AI level makes (docs/ai.md lists them):
rolling again when the dice already free the whole gang, and rolling an Action face again."""
import random

import pytest

from desperados_table import free_all, give, roll, set_ranks, table
from game.ai import desperados as D
from game.ai.levels import make_agent
from game.rules.desperados.actions import Act, Reroll, TakeActions
from game.rules.desperados.engine import RULES

LEVELS = ("easy", "medium", "hard")


def decide(level, state, seat=0, seed=1):
    agent = D.EasyAgent() if level == "easy" else make_agent("desperados", level, deterministic=True)
    return agent.choose(RULES, RULES.observe(state, seat), seat, random.Random(seed))


def last_one_left(*faces):
    """Ana's gang is out but for the Lady, one rank from freedom; the dice show `faces`."""
    state = table(3)
    free_all(state, 0)
    set_ranks(state, 0, lady=1)
    roll(state, *faces)
    return state


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("faces", [("action", "lady", "boss", "bad"), ("bad", "lady", "boss", "action")])
def test_no_level_rolls_again_when_the_dice_already_free_the_whole_gang(level, faces):
    """Medium and hard rolled again here (even the Action face): every playout from a reroll
    still won, so the search could not tell the moves apart."""
    state = last_one_left(*faces)
    assert D.breaks_out_now(state, 0)
    assert decide(level, state) == TakeActions()
    RULES.apply(state, 0, TakeActions())
    assert decide(level, state) == Act("lady")


@pytest.mark.parametrize("level", ("medium", "hard"))
def test_the_searches_never_roll_an_action_face_again(level):
    state = table(3)
    roll(state, "action", "bad", "bad", "bad")
    searched = D.root_candidates(RULES, RULES.observe(state, 0), 0, RULES.legal_actions(state, 0))
    rerolls = [a for a in searched if isinstance(a, Reroll)]
    assert rerolls and all(0 not in a.dice for a in rerolls)
    for seed in range(3):
        move = decide(level, state, seed=seed)
        assert not (isinstance(move, Reroll) and 0 in move.dice)


@pytest.mark.parametrize("level", LEVELS)
def test_a_hacksaw_that_frees_the_last_desperado_at_once_beats_a_notch_a_whistle_can_stop(level):
    """Ana is the richest; the Lady is one rank from freedom and Action + Lady show. A notch opens
    a reaction window (a rival's Sheriff's Whistle can cancel it); her Hacksaw frees the Lady at
    once and wins."""
    state = last_one_left("action", "lady", "boss", "bad")
    state.money.balances[0] = 60
    give(state, 0, "hacksaw")
    move = decide(level, state)
    after = RULES.clone(state)
    RULES.apply(after, 0, move)
    assert RULES.is_over(after) and RULES.winners(after) == [0], move
