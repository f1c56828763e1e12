"""Every engine keeps the rules contract (DESIGN.md), checked the same way for all of them.

Random playouts with sampled chance: actors always have a legal action, games end, the action
text list replays to the same state (saves depend on it), clones are independent, observations
are of the same class and determinize back to a state the search can play from. Hypothesis
throws illegal input at every engine: wrong seats, stale actions, malformed text. Each is
refused with a reason (IllegalAction) and leaves the state exactly as it was.
"""
from __future__ import annotations

import random
import time

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from game.ai.base import sample_outcome
from game.rules.common.contract import CHANCE, IllegalAction
from game import games
from game.games import GAME_IDS

GAMES = ["pig", *GAME_IDS]
MAX_STEPS = 20_000


def snapshot(rules, state) -> str:
    """A comparable picture of the whole state (dataclass reprs include every field)."""
    return repr(rules.clone(state))


def playout(rules, seats: int, seed: int, on_step=None):
    rng = random.Random(seed)
    state = rules.new_game(seats)
    history = []
    for _ in range(MAX_STEPS):
        if rules.is_over(state):
            return state, history
        actors = rules.actors(state)
        assert actors, "a game that is not over has someone to act"
        seat = actors[0]
        if seat == CHANCE:
            outcomes = rules.chance_outcomes(state)
            assert abs(sum(p for _, p in outcomes) - 1) < 1e-6
            action = sample_outcome(outcomes, rng)
        else:
            legal = rules.legal_actions(state, seat)
            assert legal, f"actor {seat} has no legal action"
            action = rng.choice(legal)
        if on_step:
            on_step(state, seat, action, rng)
        rules.apply(state, seat, action)
        history.append((seat, str(action)))
    raise AssertionError(f"game did not end within {MAX_STEPS} steps")


def seat_counts(rules):
    return list(range(rules.info.min_seats, rules.info.max_seats + 1))


@pytest.mark.parametrize("game_id", GAMES)
def test_random_games_end_and_replay_from_their_text(game_id):
    rules = games.get(game_id).rules()
    for i, seats in enumerate(seat_counts(rules) * 2):
        state, history = playout(rules, seats, seed=100 + i)
        assert rules.winners(state), "a finished game names its winners"
        replay = rules.new_game(seats)
        for seat, text in history:
            rules.apply(replay, seat, rules.parse_action(text))
        assert snapshot(rules, replay) == snapshot(rules, state)


@pytest.mark.parametrize("game_id", GAMES)
def test_same_seed_gives_the_same_game(game_id):
    rules = games.get(game_id).rules()
    seats = rules.info.min_seats
    assert playout(rules, seats, 7)[1] == playout(rules, seats, 7)[1]


@pytest.mark.parametrize("game_id", GAMES)
def test_observations_and_determinizations_are_playable_states(game_id):
    rules = games.get(game_id).rules()
    seats = rules.info.max_seats

    def check(state, seat, action, rng):
        if seat == CHANCE or rng.random() > 0.1:
            return
        obs = rules.observe(state, seat)
        assert type(obs) is type(state)
        public = rules.observe(state, -1)  # a shared screen: nobody's private information
        assert type(public) is type(state)
        assert set(map(str, rules.legal_actions(obs, seat))) == set(map(str, rules.legal_actions(state, seat)))
        guess = rules.determinize(obs, seat, rng)
        assert rules.actors(guess) == rules.actors(state)
        clone = rules.clone(guess)
        playout_from(rules, clone, rng)

    playout(rules, seats, seed=3, on_step=check)


def playout_from(rules, state, rng, limit=MAX_STEPS):
    for _ in range(limit):
        if rules.is_over(state):
            return
        seat = rules.actors(state)[0]
        if seat == CHANCE:
            action = sample_outcome(rules.chance_outcomes(state), rng)
        else:
            action = rng.choice(rules.legal_actions(state, seat))
        rules.apply(state, seat, action)
    raise AssertionError("a determinized game did not end")


@pytest.mark.parametrize("game_id", GAMES)
def test_a_clone_is_independent_of_its_original(game_id):
    rules = games.get(game_id).rules()
    rng = random.Random(5)
    state = rules.new_game(rules.info.min_seats)
    for _ in range(30):
        if rules.is_over(state):
            break
        before = snapshot(rules, state)
        copy = rules.clone(state)
        seat = rules.actors(copy)[0]
        action = (sample_outcome(rules.chance_outcomes(copy), rng) if seat == CHANCE
                  else rng.choice(rules.legal_actions(copy, seat)))
        rules.apply(copy, seat, action)
        assert snapshot(rules, state) == before
        rules.apply(state, seat, action)


@pytest.mark.parametrize("game_id", GAMES)
@settings(max_examples=25, deadline=None, suppress_health_check=list(HealthCheck))
@given(data=st.data())
def test_illegal_input_is_refused_with_a_reason_and_changes_nothing(game_id, data):
    rules = games.get(game_id).rules()
    seed = data.draw(st.integers(0, 10**6), label="seed")
    stop = data.draw(st.integers(0, 150), label="steps before the bad input")
    rng = random.Random(seed)
    state = rules.new_game(rules.info.min_seats)
    stale = []
    for _ in range(stop):
        if rules.is_over(state):
            break
        seat = rules.actors(state)[0]
        legal = rules.legal_actions(state, seat) if seat != CHANCE else []
        stale.extend(legal)
        action = sample_outcome(rules.chance_outcomes(state), rng) if seat == CHANCE else rng.choice(legal)
        rules.apply(state, seat, action)
    before = snapshot(rules, state)
    actors = rules.actors(state)
    n = rules.info.max_seats
    bad_seat = data.draw(st.sampled_from([s for s in range(-1, n + 1) if s not in actors] or [n + 5]),
                         label="a seat not asked to decide")
    candidates = stale[-20:] or [None]
    action = data.draw(st.sampled_from(candidates), label="an action")
    if action is not None:
        with pytest.raises(IllegalAction) as refused:
            rules.apply(state, bad_seat, action)
        assert refused.value.reason
        assert snapshot(rules, state) == before
        for seat in actors:
            if seat != CHANCE and action not in rules.legal_actions(state, seat):
                with pytest.raises(IllegalAction):
                    rules.apply(state, seat, action)
                assert snapshot(rules, state) == before
    garbage = data.draw(st.text(max_size=30) | st.sampled_from(["", "roll keep=x", "draw card=", "~", "pass extra=1"]),
                        label="garbage action text")
    try:
        parsed = rules.parse_action(garbage)
    except IllegalAction as refused:
        assert refused.reason
    else:
        for seat in actors:
            if seat == CHANCE or parsed in rules.legal_actions(state, seat):
                continue
            with pytest.raises(IllegalAction):
                rules.apply(state, seat, parsed)
    assert snapshot(rules, state) == before


@pytest.mark.parametrize("game_id", [g for g in GAMES if g != "pig"])
def test_a_saved_game_loads_back_to_the_same_table(game_id, tmp_path):
    """Saves hold the action list; loading replays it through the rules to the same state."""
    from game.controllers.base import TableController, make_controller
    from game.controllers.seats import parse_seats
    rules = games.get(game_id).rules()
    seats = ",".join(["ai:random"] * rules.info.min_seats)
    controller = make_controller(game_id, parse_seats(seats), None, 21)
    for _ in range(400):
        if controller.is_over():
            break
        controller.update()
        while controller.ai_thinking():
            time.sleep(0.001)
    controller.close()
    path = tmp_path / f"{game_id}.json"
    controller.save(path)
    loaded = TableController.load(path)
    assert type(loaded) is type(controller)
    assert snapshot(rules, loaded.state) == snapshot(rules, controller.state)
    loaded.close()


@pytest.mark.parametrize("game_id", [g for g in GAMES if hasattr(games.get(g).rules(), "sample_chance")])
def test_the_fast_chance_sampler_draws_what_chance_outcomes_lists(game_id):
    """At chance steps of random games, `sample_chance` only gives listed outcomes, and over many
    draws at one step each outcome comes up about as often as its probability says."""
    rules = games.get(game_id).rules()
    rng = random.Random(5)
    checked = 0

    def check(state, seat, action, step_rng):
        nonlocal checked
        if seat != CHANCE or checked >= 40:
            return
        outcomes = rules.chance_outcomes(state)
        expected: dict = {}
        for outcome, p in outcomes:
            expected[outcome] = expected.get(outcome, 0.0) + p
        draws = 600
        seen: dict = {}
        for _ in range(draws):
            outcome = rules.sample_chance(state, rng)
            assert outcome in expected, f"{outcome} is not among the listed outcomes"
            seen[outcome] = seen.get(outcome, 0) + 1
        for outcome, p in expected.items():
            share = seen.get(outcome, 0) / draws
            assert abs(share - p) < 4 * (p * (1 - p) / draws) ** 0.5 + 0.01, (outcome, share, p)
        checked += 1

    for seed in range(3):
        playout(rules, seat_counts(rules)[-1], seed, on_step=check)
    assert checked > 0
