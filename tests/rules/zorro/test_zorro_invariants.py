"""Invariants under random play: every card, Hero die and feat is somewhere exactly once, limits
hold, games end, replays and observations behave, bad input is refused and changes nothing."""
import random
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from game.ai.base import sample_outcome
from game.rules.common.contract import CHANCE, IllegalAction
from game.rules.zorro.engine import RULES
from game.rules.zorro.content import COMMONS, FEAT_LIST, LOCATIONS, MAX_EQUIPMENT, MAX_RARE, RARES

MAX_STEPS = 20_000
ALL_COMMON = Counter(COMMONS)
ALL_RARE = Counter(RARES)
ALL_FEATS = Counter(f.key for f in FEAT_LIST)


def check(state) -> None:
    held = [c for hand in state.equipment for c in hand]
    commons = Counter(state.common_deck + state.common_under + [c for c in state.slot_equipment if c]
                      + [c for c in held if c in ALL_COMMON])
    rares = Counter(state.rare_deck + state.rare_under + [c for c in held if c in ALL_RARE])
    feats = Counter(state.feat_deck + [f for f in state.feat_slots if f] + [f for fs in state.feats for f in fs])
    assert commons == ALL_COMMON and rares == ALL_RARE and feats == ALL_FEATS
    for loc in LOCATIONS:
        held_dice = sum(h.count(loc) for h in state.hero_dice)
        assert state.hero_supply[loc] >= 0 and state.hero_supply[loc] + held_dice == 2
    for seat, hand in enumerate(state.equipment):
        over = len(hand) > MAX_EQUIPMENT or sum(c in ALL_RARE for c in hand) > MAX_RARE
        if over:  # only while that player is choosing what to discard (or drawing the card in)
            assert state.tasks[0][1] == seat and state.tasks[0][0] in ("limit", "draw_common", "draw_rare")
            assert len(hand) <= MAX_EQUIPMENT + 1
    if state.attempt is not None:
        a = state.attempt
        assert 0 <= a.rolls_used <= a.rolls_allowed <= 4
        assert a.specs[:6] == ["zorro"] * 6


def playout(seats, seed, on_step=None):
    rng = random.Random(seed)
    state = RULES.new_game(seats)
    history = []
    for _ in range(MAX_STEPS):
        if RULES.is_over(state):
            return state, history
        (seat,) = RULES.actors(state)
        if seat == CHANCE:
            outcomes = RULES.chance_outcomes(state)
            assert abs(sum(p for _, p in outcomes) - 1) < 1e-9
            action = sample_outcome(outcomes, rng)
        else:
            legal = RULES.legal_actions(state, seat)
            assert legal and len(set(legal)) == len(legal)
            action = rng.choice(legal)
        if on_step:
            on_step(state, seat, action, rng)
        RULES.apply(state, seat, action)
        history.append((seat, str(action)))
    raise AssertionError("the game did not end")


@settings(max_examples=20, deadline=None, suppress_health_check=list(HealthCheck))
@given(seats=st.integers(2, 6), seed=st.integers(0, 10**9))
def test_random_games_conserve_everything_and_end_with_one_new_zorro(seats, seed):
    state, history = playout(seats, seed, on_step=lambda s, *_: check(s))
    check(state)
    assert len(RULES.winners(state)) == 1
    assert RULES.winners(state)[0] not in state.eliminated
    assert state.final_started and state.villain is not None


def test_many_random_games_end_within_the_bound_at_every_table_size():
    lengths = []
    for i in range(60):
        state, history = playout(2 + i % 5, 1000 + i)
        lengths.append(len(history))
        check(state)
    assert max(lengths) < MAX_STEPS


def test_the_same_seed_and_actions_give_the_same_game_and_the_text_replays_it():
    state, history = playout(4, 77)
    again, history2 = playout(4, 77)
    assert history == history2 and repr(state) == repr(again)
    replay = RULES.new_game(4)
    for seat, text in history:
        RULES.apply(replay, seat, RULES.parse_action(text))
    assert repr(replay) == repr(state)


def test_observe_shows_no_deck_contents_and_determinize_refills_them_consistently():
    seen = []

    def look(state, seat, action, rng):
        if rng.random() > 0.05:
            return
        for viewer in range(state.seats):
            obs = RULES.observe(state, viewer)
            assert all(c is None for c in obs.common_deck + obs.rare_deck + obs.feat_deck)
            assert len(obs.common_deck) == len(state.common_deck)
            assert obs.common_under == state.common_under and obs.equipment == state.equipment
            guess = RULES.determinize(obs, viewer, rng)
            assert sorted(guess.common_deck) == sorted(state.common_deck)
            assert sorted(guess.feat_deck) == sorted(state.feat_deck)
            assert RULES.actors(guess) == RULES.actors(state)
            check(guess)
            seen.append(1)
    playout(5, 12, on_step=look)
    assert seen


def test_observe_returns_a_copy():
    state, _ = playout(2, 3)
    obs = RULES.observe(state, 0)
    obs.equipment[0].append("x")
    assert "x" not in state.equipment[0]


def test_wrong_seats_stale_actions_and_garbage_are_refused_and_change_nothing():
    rng = random.Random(9)
    state = RULES.new_game(3)
    stale = []
    for step in range(400):
        (seat,) = RULES.actors(state)
        if seat != CHANCE and step % 7 == 0:
            before = repr(state)
            for wrong in (s for s in range(-1, 4) if s != seat):
                for action in RULES.legal_actions(state, seat)[:3]:
                    with pytest.raises(IllegalAction):
                        RULES.apply(state, wrong, action)
            for action in stale[-15:]:
                if action not in RULES.legal_actions(state, seat):
                    with pytest.raises(IllegalAction) as refused:
                        RULES.apply(state, seat, action)
                    assert refused.value.reason
            for text in ("", "reroll dice=x", "travel slot=9", "discard card=nothing", "help accept=maybe"):
                try:
                    action = RULES.parse_action(text)
                except IllegalAction:
                    continue
                with pytest.raises(IllegalAction):
                    RULES.apply(state, seat, action)
            assert repr(state) == before
        if seat == CHANCE:
            action = sample_outcome(RULES.chance_outcomes(state), rng)
        else:
            legal = RULES.legal_actions(state, seat)
            stale += legal[:5]
            action = rng.choice(legal)
        RULES.apply(state, seat, action)
        if RULES.is_over(state):
            break


def test_a_clone_is_independent():
    state, _ = playout(3, 5)
    state = RULES.new_game(3)
    rng = random.Random(1)
    for _ in range(200):
        copy = RULES.clone(state)
        before = repr(state)
        (seat,) = RULES.actors(copy)
        action = (sample_outcome(RULES.chance_outcomes(copy), rng) if seat == CHANCE
                  else rng.choice(RULES.legal_actions(copy, seat)))
        RULES.apply(copy, seat, action)
        assert repr(state) == before
        RULES.apply(state, seat, action)
