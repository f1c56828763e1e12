"""Invariants under random play: cards and bags conserved, no negative counts, games end, replays
match, observations hide what they must, bad input is refused without changing anything."""
import random
from collections import Counter

import pytest
from hypothesis import given, settings, strategies as st

from game.ai.base import sample_outcome
from game.rules.common.contract import CHANCE, IllegalAction
from game.rules.common.events import Event
from game.rules.most_wanted.engine import RULES
from game.rules.most_wanted.content import BAGS_OF_MONEY, DECK, MOST_WANTED, SHERIFF

from mw_table import NAMES

MAX_STEPS = 60_000
ALTERNATE = {"church_card": "saloon", "labor_card": "dishonest_labor", "duel_card": "shootout"}


def check_invariants(state) -> None:
    assert Counter(state.all_cards()) == Counter(DECK), "all 72 cards are somewhere, once"
    assert sum(state.bags) + state.supply + state.on_cards == BAGS_OF_MONEY, "bags are conserved"
    assert state.supply >= 0 and state.on_cards >= 0 and min(state.bags) >= 0
    assert all(0 <= s <= MOST_WANTED for s in state.score)


def check_observation(state, seat) -> None:
    obs = RULES.observe(state, seat)
    assert len(obs.deck) == len(state.deck) and all(c is None for c in obs.deck)
    assert obs.hands[seat] == state.hands[seat]
    for other in range(state.seats):
        if other != seat:
            assert all(c is None for c in obs.hands[other])
            hidden = state.pending.get(other)
            extra = len(hidden) if isinstance(hidden, tuple) else 0
            assert len(obs.hands[other]) == len(state.hands[other]) + extra
            if other in state.pending:
                assert obs.pending[other] is None
    for who, laid in obs.plays.items():
        if who != seat:
            assert all(c is None for c in laid)
    assert all(c is None for c in obs.sheriff_cards)
    assert RULES.actors(obs) == RULES.actors(state)
    guess = RULES.determinize(obs, seat, random.Random(0))
    assert Counter(guess.all_cards()) == Counter(DECK)
    assert guess.hands[seat] == state.hands[seat]
    assert [len(h) for h in guess.hands] == [len(h) for h in state.hands] or state.pending


def playout(seed: int, seats: int, options=None, check=False):
    rng = random.Random(seed)
    state = RULES.new_game(seats, options)
    history, events = [], []
    for _ in range(MAX_STEPS):
        if RULES.is_over(state):
            return state, history, events
        actors = RULES.actors(state)
        seat = rng.choice(actors)
        if seat == CHANCE:
            action = sample_outcome(RULES.chance_outcomes(state), rng)
        else:
            legal = RULES.legal_actions(state, seat)
            assert legal, "an actor always has a legal action"
            action = rng.choice(legal)
        if check and seat != CHANCE and rng.random() < 0.05:
            check_observation(state, seat)
        events += RULES.apply(state, seat, action)
        history.append((seat, str(action)))
        if check:
            check_invariants(state)
    raise AssertionError(f"game {seed} did not end in {MAX_STEPS} steps")


@pytest.mark.parametrize("seats", range(2, 9))
def test_random_games_end_with_one_winner_and_conserve_everything(seats):
    for seed in range(3):
        state, _, events = playout(seed, seats, ALTERNATE if seed % 2 else None, check=True)
        assert RULES.winners(state) == [state.winner] and state.score[state.winner] == MOST_WANTED
        for e in events:
            assert isinstance(e, Event)
            seen = e.visible_to(None)
            if seen is not None:
                assert "You" not in seen.describe(NAMES[:seats])


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 10_000), seats=st.integers(2, 8), alternate=st.booleans())
def test_property_any_random_game_conserves_cards_and_bags(seed, seats, alternate):
    playout(seed, seats, ALTERNATE if alternate else None, check=True)


def test_same_seed_and_actions_give_the_same_game():
    a, ha, _ = playout(7, 4)
    b, hb, _ = playout(7, 4)
    assert ha == hb and a == b


def test_replaying_the_action_text_through_parse_action_gives_the_same_state():
    for seats, options in ((2, None), (5, ALTERNATE)):
        final, history, _ = playout(11, seats, options)
        state = RULES.new_game(seats, options)
        for seat, text in history:
            RULES.apply(state, seat, RULES.parse_action(text))
        assert state == final


def test_observe_never_shows_another_seats_hidden_cards_or_secret_choices():
    for seats in (2, 3, 6):
        rng = random.Random(seats)
        state = RULES.new_game(seats, ALTERNATE if seats == 3 else None)
        for _ in range(3000):
            if RULES.is_over(state):
                break
            actors = RULES.actors(state)
            seat = rng.choice(actors)
            if seat == CHANCE:
                action = sample_outcome(RULES.chance_outcomes(state), rng)
            else:
                for viewer in range(seats):
                    check_observation(state, viewer)
                action = rng.choice(RULES.legal_actions(state, seat))
            RULES.apply(state, seat, action)


def test_private_events_name_only_their_owner():
    state, _, events = playout(3, 3)
    for e in events:
        if e.private_to is not None:
            assert e.redacted() is None or e.redacted().private_to is None


def mid_game(seed=5, seats=4, steps=200):
    """A game `steps` steps in (another seed if that one has already ended)."""
    rng = random.Random(seed)
    state = RULES.new_game(seats)
    for _ in range(steps):
        if RULES.is_over(state):
            return mid_game(seed + 100, seats, steps)
        seat = RULES.actors(state)[0]
        action = (sample_outcome(RULES.chance_outcomes(state), rng) if seat == CHANCE
                  else rng.choice(RULES.legal_actions(state, seat)))
        RULES.apply(state, seat, action)
    return state


def test_illegal_actions_raise_and_change_nothing():
    state = mid_game()
    while RULES.actors(state) == [CHANCE]:
        RULES.apply(state, CHANCE, RULES.chance_outcomes(state)[0][0])
    before = state.clone()
    actor = RULES.actors(state)[0]
    other = next(s for s in range(state.seats) if s not in RULES.actors(state))
    legal = RULES.legal_actions(state, actor)
    with pytest.raises(IllegalAction):
        RULES.apply(state, other, legal[0])
    with pytest.raises(IllegalAction):
        RULES.apply(state, CHANCE, RULES.parse_action("draw card=A_blue"))
    for text in ("play cards=A_blue,A_blue,A_blue,A_blue,A_blue", "choose action=bank", "join cards=Q_red",
                 "duel opponent=9 size=1", "declare colour=purple", "keep", "stay_out", "challenge"):
        action = RULES.parse_action(text)
        if action in legal:
            continue
        with pytest.raises(IllegalAction):
            RULES.apply(state, actor, action)
    for garbage in ("", "fly away", "play cards", "duel opponent=x size=1"):
        with pytest.raises(IllegalAction):
            RULES.parse_action(garbage)
    assert state == before


def test_legal_actions_are_all_accepted():
    state = mid_game(seed=9, seats=3, steps=150)
    for seat in RULES.actors(state):
        if seat == CHANCE:
            continue
        for action in RULES.legal_actions(state, seat):
            RULES.apply(state.clone(), seat, action)


def test_text_form_of_every_legal_action_parses_back():
    state = mid_game(seed=2, seats=5, steps=300)
    for seat in RULES.actors(state):
        options = RULES.legal_actions(state, seat) if seat != CHANCE else [o for o, _ in RULES.chance_outcomes(state)]
        for action in options:
            assert RULES.parse_action(str(action)) == action


def test_sheriff_is_never_a_seat_in_play():
    state, _, _ = playout(4, 2, check=True)
    assert SHERIFF not in range(state.seats)
