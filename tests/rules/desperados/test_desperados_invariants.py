"""Invariants under random play: money, cards and ranks conserved, games end, replays match,
observations hide what they must, and bad input is refused without changing anything."""
import random
from collections import Counter

import pytest
from hypothesis import given, settings, strategies as st

from game.ai.base import sample_outcome
from game.rules.common.contract import CHANCE, IllegalAction
from game.rules.common.events import Event
from game.rules.desperados.engine import RULES
from game.rules.desperados.content import DECK, MEMBER_LIST, START_MONEY

from desperados_table import NAMES

MAX_STEPS = 20_000


def check_invariants(state) -> None:
    assert state.money.total() == START_MONEY * state.seats, "money is never created or destroyed"
    assert all(v >= 0 for v in state.money.balances.values())
    cards = Counter(state.deck.cards) + Counter(state.deck.discards)
    for hand in state.hands:
        cards += Counter(hand)
    if state.drawing is not None:
        cards += Counter(state.drawing.drawn)
    assert cards == Counter(DECK), "the 28 Wild West cards are all somewhere, once"
    for seat in range(state.seats):
        assert not Counter(state.fresh[seat]) - Counter(state.hands[seat])
        for i, m in enumerate(MEMBER_LIST):
            assert 0 <= state.jail[seat][i] <= m.ranks
        if not state.alive[seat]:
            assert state.hands[seat] == [] and state.money[seat] == 0
        else:
            assert state.money[seat] > 0


def check_observation(state, seat) -> None:
    obs = RULES.observe(state, seat)
    assert all(c is None for c in obs.deck.cards) and len(obs.deck.cards) == len(state.deck.cards)
    for other in range(state.seats):
        if other != seat:
            assert all(c is None for c in obs.hands[other])
            assert len(obs.hands[other]) == len(state.hands[other])
    if state.drawing is not None and state.current != seat:
        assert all(c is None for c in obs.drawing.drawn)
    if state.window is not None and state.window.deciding != seat:
        assert obs.window.deciding is None and obs.window.cursor == 0


def playout(seed: int, seats: int, check=False):
    rng = random.Random(seed)
    state = RULES.new_game(seats)
    history, events = [], []
    for _ in range(MAX_STEPS):
        if RULES.is_over(state):
            return state, history, events
        (seat,) = RULES.actors(state)
        if seat == CHANCE:
            action = sample_outcome(RULES.chance_outcomes(state), rng)
        else:
            legal = RULES.legal_actions(state, seat)
            assert legal
            action = rng.choice(legal)
        events += RULES.apply(state, seat, action)
        history.append((seat, str(action)))
        if check:
            check_invariants(state)
            if seat != CHANCE and rng.random() < 0.2:
                check_observation(state, rng.randrange(-1, seats))
    raise AssertionError("a random game did not end")


@settings(max_examples=12, deadline=None)
@given(st.integers(0, 10**6), st.integers(2, 4))
def test_random_games_conserve_money_cards_and_ranks_and_end(seed, seats):
    state, history, _ = playout(seed, seats, check=True)
    assert len(RULES.winners(state)) == 1
    replay = RULES.new_game(seats)
    for seat, text in history:
        RULES.apply(replay, seat, RULES.parse_action(text))
    assert replay == state, "the action text list replays to the same game"


def test_the_same_seed_and_actions_give_the_same_game():
    assert playout(11, 3)[1] == playout(11, 3)[1]


def test_many_random_games_end_with_one_winner():
    for seed in range(40):
        state, _, _ = playout(seed, 2 + seed % 3)
        assert RULES.is_over(state) and len(RULES.winners(state)) == 1


def test_every_event_reads_as_a_log_line_and_private_draws_are_redacted():
    _, _, events = playout(5, 4)
    for e in events:
        assert isinstance(e, Event) and e.describe(NAMES)
        if e.private_to is not None:
            assert e.redacted().card is None
    kinds = {type(e).__name__ for e in events}
    assert {"DieRolled", "DiceKept", "JailTurned", "TurnStarted", "EffectChosen", "GameEnded"} <= kinds


def test_determinize_keeps_what_the_seat_knows_and_deals_the_rest():
    rng = random.Random(3)
    state = RULES.new_game(3)
    for _ in range(400):
        (seat,) = RULES.actors(state)
        if RULES.is_over(state):
            break
        if seat != CHANCE:
            guess = RULES.determinize(RULES.observe(state, seat), seat, rng)
            check_invariants(guess)
            assert guess.hands[seat] == state.hands[seat]
            assert RULES.legal_actions(guess, seat) == RULES.legal_actions(state, seat)
            action = rng.choice(RULES.legal_actions(state, seat))
        else:
            action = sample_outcome(RULES.chance_outcomes(state), rng)
        RULES.apply(state, seat, action)


@settings(max_examples=30, deadline=None)
@given(st.integers(0, 10**6), st.integers(0, 300), st.text(max_size=20))
def test_illegal_input_is_refused_and_changes_nothing(seed, steps, garbage):
    rng = random.Random(seed)
    state = RULES.new_game(3)
    seen = []
    for _ in range(steps):
        if RULES.is_over(state):
            break
        (seat,) = RULES.actors(state)
        if seat == CHANCE:
            action = sample_outcome(RULES.chance_outcomes(state), rng)
        else:
            seen += RULES.legal_actions(state, seat)
            action = rng.choice(RULES.legal_actions(state, seat))
        RULES.apply(state, seat, action)
    before = state.clone()
    actors = RULES.actors(state)
    for action in seen[-30:]:
        for seat in (-1, 0, 1, 2):
            if seat in actors and action in RULES.legal_actions(state, seat):
                continue
            with pytest.raises(IllegalAction):
                RULES.apply(state, seat, action)
            assert state == before
    try:
        parsed = RULES.parse_action(garbage)
    except IllegalAction:
        return
    for seat in (0, 1, 2):
        if seat not in actors or parsed not in RULES.legal_actions(state, seat):
            with pytest.raises(IllegalAction):
                RULES.apply(state, seat, parsed)
    assert state == before


def test_garbage_action_text_is_refused():
    for text in ("", "fly", "act", "act member=lady target", "reroll dice=x", "keep cards=1,2 x=3"):
        with pytest.raises(IllegalAction):
            RULES.parse_action(text)


def test_every_action_text_parses_back():
    for seat_action in ("reroll dice=0,2", "act member=brain target=bad victim=~", "keep cards=dynamite,hacksaw",
                        "back_in_the_cell seat=1 member=lady", "loaded_die die=3 face=boss", "pass", "all_quiet",
                        "face die=1 face=action", "draw card=take_cover"):
        assert str(RULES.parse_action(seat_action)) == seat_action
