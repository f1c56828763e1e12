"""The shared money ledger conserves money; decks draw as chance steps."""
import pytest
from hypothesis import given, strategies as st

from game.rules.common.contract import IllegalAction
from game.rules.common.deck import Deck, Drawn
from game.rules.common.money import Ledger, make_change


@given(st.lists(st.tuples(st.sampled_from([0, 1, 2, "bank"]), st.sampled_from([0, 1, 2, "bank"]),
                          st.integers(0, 80)), max_size=40))
def test_payments_never_create_or_destroy_money(payments):
    ledger = Ledger({0: 50, 1: 50, 2: 50, "bank": 0})
    for src, dst, amount in payments:
        ledger.pay(src, dst, amount)
        assert all(v >= 0 for v in ledger.balances.values())
    assert ledger.total() == 150


def test_a_payment_is_capped_by_what_the_payer_holds():
    ledger = Ledger({0: 3, "bank": 0})
    moved = ledger.pay(0, "bank", 10)
    assert moved.amount == 3 and ledger[0] == 0


def test_a_strict_payment_beyond_the_balance_is_refused():
    ledger = Ledger({0: 3})
    with pytest.raises(IllegalAction):
        ledger.pay(0, 1, 10, partial=False)


def test_change_uses_fewest_chips():
    assert make_change(27) == {10: 2, 5: 1, 1: 2}


def test_a_draw_is_a_chance_step_over_the_cards_left():
    deck = Deck(["a", "a", "b"])
    outcomes = dict(deck.draw_outcomes())
    assert outcomes == {Drawn("a"): 2 / 3, Drawn("b"): 1 / 3}
    deck.take("a")
    assert sorted(deck.cards) == ["a", "b"]


def test_an_empty_deck_takes_the_discards_as_its_new_deck():
    deck = Deck([], ["x", "y"])
    assert deck.recycle_discards() and sorted(deck.cards) == ["x", "y"] and deck.discards == []
