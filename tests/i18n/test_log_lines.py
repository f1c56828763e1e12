"""Every log line of every game reads in the chosen language (issue 23).

Random games of each table are played through the rules; every event they make is described in
the pseudo-language, as the owner of its secret sees it and as everyone else does. A line may
hold seat names, numbers and signs outside the translated message; a word of English outside it
means a sentence was glued from pieces that never went through the catalog.
"""
from __future__ import annotations

import random
import re

import pytest

from game import games, i18n
from game.ai.base import sample_outcome
from game.games import GAME_IDS
from game.rules.common.contract import CHANCE

NAMES = ("Ana", "Bill", "Cole", "Dora", "Eve", "Finn", "Gus", "Hal")
SEEDS = (1, 2)
MAX_STEPS = 3000


def played_events(game_id: str, seats: int, seed: int):
    """The events of one random game (cut short after MAX_STEPS steps)."""
    rules = games.get(game_id).rules()
    rng = random.Random(seed)
    state = rules.new_game(seats)
    for _step in range(MAX_STEPS):
        if rules.is_over(state):
            return
        seat = rules.actors(state)[0]
        if seat == CHANCE:
            action = sample_outcome(rules.chance_outcomes(state), rng)
        else:
            action = rng.choice(rules.legal_actions(state, seat))
        yield from rules.apply(state, seat, action)


def english_left(line: str, names) -> list[str]:
    """Words of a line outside its ⟦translated⟧ parts that are not seat names."""
    outside = re.sub(r"⟦[^⟦⟧]*⟧", " ", line)
    while "⟦" in outside:  # messages inside messages
        outside = re.sub(r"⟦[^⟦⟧]*⟧", " ", outside)
    return [w for w in re.findall(r"[^\W\d_]{2,}", outside) if w not in names]


@pytest.fixture
def pseudo():
    i18n.set_language(i18n.PSEUDO)
    yield
    i18n.set_language(i18n.DEFAULT)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_log_line_is_made_of_translated_sentences(game_id, pseudo):
    info = games.get(game_id).rules().info
    seats = min(info.max_seats, 4)
    names = NAMES[:seats]
    untranslated = {}
    for seed in SEEDS:
        for event in played_events(game_id, seats, seed):
            for seen in {event, event.redacted()} - {None}:
                line = seen.describe(names)
                if line and english_left(line, names):
                    untranslated.setdefault(type(seen).__name__, line)
    assert not untranslated, f"log lines with words outside the catalog: {untranslated}"
