"""Invariants under random play: conservation, termination, determinism, replay, secrecy."""
import random
from collections import Counter

import pytest
from hypothesis import example, given, settings, strategies as st

from game.ai.base import sample_outcome
from game.rules.common.contract import CHANCE, IllegalAction
from game.rules.durango import content as C
from game.rules.durango.engine import RULES
from game.rules.durango.steps import AddToParty

MAX_STEPS = 20000


def cards_in_play(s):
    cards = Counter(s.deck) + Counter(s.deck_top) + Counter(s.discard) + Counter(s.drawn)
    for cs in (*s.party, *s.reserve):
        cards += Counter(cs)
    if s.extra:
        cards[s.extra] += 1
    for step in s.queue:
        if type(step) is AddToParty:
            cards[step.card] += 1
    return cards


def check(s):
    assert cards_in_play(s) == Counter(C.draw_deck(s.seats))
    assert sum(len(h) for h in s.herd) + len(s.yard) + len(s.yard_top) + len(s.yard_bottom) == 50
    assert len(s.cal_deck) + len(s.cal_revealed) == 10
    for seat in range(s.seats):
        assert len(s.party[seat]) <= (6 if "C7" in s.party[seat] else 4)
        assert s.coal >= 0 and s.silver >= 0


def play_random(seed, seats, checks=True):
    rng = random.Random(seed)
    s = RULES.new_game(seats)
    history = []
    for _ in range(MAX_STEPS):
        if RULES.is_over(s):
            break
        actors = RULES.actors(s)
        seat = actors[0]
        if seat == CHANCE:
            action = sample_outcome(RULES.chance_outcomes(s), rng)
        else:
            legal = RULES.legal_actions(s, seat)
            assert legal
            action = rng.choice(legal)
        RULES.apply(s, seat, action)
        history.append((seat, str(action)))
        if checks:
            check(s)
    return s, history


@pytest.mark.parametrize("seats", [2, 3, 4, 5])
def test_random_games_conserve_cards_and_cattle_and_always_end(seats):
    for seed in range(6):
        s, _ = play_random(seed * 10 + seats, seats)
        assert RULES.is_over(s) and len(RULES.winners(s)) >= 1


def test_the_same_seed_and_actions_give_the_same_game_and_text_replays_it():
    s1, h1 = play_random(7, 4, checks=False)
    s2, h2 = play_random(7, 4, checks=False)
    assert h1 == h2 and s1 == s2
    s3 = RULES.new_game(4)
    for seat, text in h1:
        RULES.apply(s3, seat, RULES.parse_action(text))
    assert s3 == s1


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10**6), seats=st.integers(2, 5), stop=st.integers(0, 400))
@example(seed=57, seats=5, stop=48)  # another seat's guess during a Card Sharp choice (found by hypothesis)
def test_observe_never_shows_hidden_cards_and_determinize_is_consistent(seed, seats, stop):
    rng = random.Random(seed)
    s = RULES.new_game(seats)
    for _ in range(stop):
        if RULES.is_over(s):
            break
        seat = RULES.actors(s)[0]
        a = sample_outcome(RULES.chance_outcomes(s), rng) if seat == CHANCE else \
            rng.choice(RULES.legal_actions(s, seat))
        RULES.apply(s, seat, a)
    for me in range(seats):
        o = RULES.observe(s, me)
        for other in range(seats):
            if other != me:
                assert all(c is None for c in o.reserve[other])
        assert all(c is None for c in o.deck)
        if me != s.current:
            assert all(c in (None, "CT") for c in o.drawn)
        d = RULES.determinize(o, me, rng)
        check(d)
        assert d.party == s.party and d.herd == s.herd and d.reserve[me] == s.reserve[me]
        if RULES.actors(d) and RULES.actors(d) != [CHANCE]:
            for who in RULES.actors(d):
                assert RULES.legal_actions(d, who)


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 10**6), stop=st.integers(0, 300))
def test_illegal_actions_raise_and_change_nothing(seed, stop):
    rng = random.Random(seed)
    s = RULES.new_game(3)
    for _ in range(stop):
        if RULES.is_over(s):
            break
        seat = RULES.actors(s)[0]
        a = sample_outcome(RULES.chance_outcomes(s), rng) if seat == CHANCE else \
            rng.choice(RULES.legal_actions(s, seat))
        RULES.apply(s, seat, a)
    before = RULES.clone(s)
    actors = RULES.actors(s)
    wrong = next((x for x in (0, 1, 2, CHANCE) if x not in actors), None)
    for seat, text in ((wrong, "select option=party card=0"), (wrong, "proceed"),
                       (actors[0] if actors else 0, "select option=fly card=9")):
        with pytest.raises(IllegalAction):
            RULES.apply(s, seat, RULES.parse_action(text))
    with pytest.raises(IllegalAction):
        RULES.parse_action("lasso the moon")
    assert s == before


def test_clone_is_independent_of_the_original():
    s, _ = play_random(3, 3, checks=False)
    c = RULES.clone(s)
    c.party[0].append("X")
    c.herd[1].append("Y")
    assert "X" not in s.party[0] and "Y" not in s.herd[1]
