"""A blunder a Durango player would laugh at, and no search level makes (docs/ai.md lists it):
leaving the game open when a move wins it at once. Hard placed a hire in its party, and the
theft that followed left the game open, where putting it in reserve ended it with a win."""
import random

import pytest

from game.ai.base import sample_outcome, wins_at_once
from game.ai.durango import EasyAgent
from game.ai.levels import make_agent
from game.rules.common.contract import CHANCE
from game.rules.durango.engine import RULES


def positions_with_a_win_at_once(count: int):
    """Decisions of seeded easy games where a move wins at once and another does not."""
    found, easy = [], EasyAgent()
    for seed in range(40):
        rng = random.Random(seed)
        state = RULES.new_game(3)
        while not RULES.is_over(state) and len(found) < count:
            seat = RULES.actors(state)[0]
            if seat == CHANCE:
                RULES.apply(state, seat, sample_outcome(RULES.chance_outcomes(state), rng))
                continue
            legal = RULES.legal_actions(state, seat)
            winning = wins_at_once(RULES, state, seat, legal)
            if winning and len(winning) < len(legal):
                found.append((RULES.clone(state), seat, winning))
            RULES.apply(state, seat, easy.choose(RULES, RULES.observe(state, seat), seat, rng))
        if len(found) >= count:
            return found
    return found


@pytest.mark.parametrize("level", ("medium", "hard"))
def test_the_searches_take_a_move_that_wins_at_once(level):
    positions = positions_with_a_win_at_once(4)
    assert len(positions) == 4
    for state, seat, winning in positions:
        agent = make_agent("durango", level, deterministic=True)
        agent.iterations = 40
        assert agent.choose(RULES, RULES.observe(state, seat), seat, random.Random(1)) in winning
