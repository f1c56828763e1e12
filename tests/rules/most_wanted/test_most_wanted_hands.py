"""Hand rankings (rule book pages 8-9), checked by example and against an independent oracle."""
from functools import lru_cache
from itertools import combinations, combinations_with_replacement
from typing import Sequence

from game.rules.most_wanted.hands import (DOUBLE_CROSSER, best_hand_from, best_hands,
                                          double_crosser_applies, hand_name, rank_hand, rank_hands)

RANKS = ["6", "7", "8", "9", "10", "J", "Q", "K", "A"]


def h(text: str) -> list[str]:
    return text.split()


# -- the examples of the rule book -------------------------------------------------------------------
def test_a_higher_ranked_hand_always_beats_a_lower_one_pair_of_7s_beats_high_card_ace():
    assert rank_hand(h("7 7")) > rank_hand(h("A K"))


def test_any_three_of_a_kind_beats_any_pair():
    assert rank_hand(h("6 6 6")) > rank_hand(h("A A K"))


def test_ranking_is_four_three_two_pair_pair_high_card():
    order = [h("9 8 7 6"), h("6 6 7 8"), h("6 6 7 7"), h("6 6 6 7"), h("6 6 6 6")]
    keys = [rank_hand(x) for x in order]
    assert keys == sorted(keys) and len(set(keys)) == 5


def test_in_hand_tie_break_leftover_card_decides_between_equal_three_of_a_kind():
    assert rank_hand(h("9 9 9 K")) > rank_hand(h("9 9 9 Q"))


def test_in_hand_tie_break_compares_kickers_highest_first():
    assert rank_hand(h("8 8 A 6")) > rank_hand(h("8 8 K Q"))
    assert rank_hand(h("A 9 7")) > rank_hand(h("A 9 6"))


def test_two_pair_compares_the_higher_pairs_first_queens_beat_jacks():
    assert rank_hand(h("Q Q 6 6")) > rank_hand(h("J J 10 10"))


def test_two_pair_with_equal_higher_pairs_compares_the_lower_pairs():
    assert rank_hand(h("Q Q 8 8")) > rank_hand(h("Q Q 7 7"))


def test_there_are_no_straights_or_flushes():
    straight = ["6_blue", "7_blue", "8_blue", "9_blue"]
    assert rank_hand(straight)[0] == rank_hand(h("6 8 10 Q"))[0] == 0
    assert rank_hand(straight) < rank_hand(h("6 6 7 8"))


def test_colours_never_rank():
    assert rank_hand(["Q_blue", "Q_red"]) == rank_hand(["Q_gold", "Q_green"])


def test_ace_is_always_high():
    assert rank_hand(h("A")) > rank_hand(h("K"))
    assert rank_hand(h("6")) < rank_hand(h("7"))


def test_double_crosser_all_6s_beats_every_hand_when_someone_plays_all_aces():
    hands = [h("6 6"), h("A A"), h("K K")]
    assert double_crosser_applies(hands)
    assert best_hands(hands) == [0]
    assert rank_hands(hands)[0] == (DOUBLE_CROSSER,)


def test_without_a_hand_of_aces_the_6s_are_a_low_pair_so_the_kings_win():
    assert not double_crosser_applies([h("6 6"), h("K K")])
    assert best_hands([h("6 6"), h("K K")]) == [1]


def test_double_crosser_needs_a_full_hand_of_6s_and_a_full_hand_of_aces():
    assert not double_crosser_applies([h("6 6 9"), h("A A A")])
    assert not double_crosser_applies([h("6 6 6"), h("A A K")])
    assert best_hands([h("6 6 9"), h("A A A")]) == [1]


def test_extra_card_of_a_larger_hand_never_makes_a_double_crosser():
    # The rule book's example: two 3-of-a-kind hands tie, the leftover card decides, no Double Crosser.
    assert best_hands([h("9 9 9 6"), h("9 9 9 A")]) == [1]


def test_a_1_card_6_against_a_1_card_ace_is_a_double_crosser():
    assert best_hands([h("A"), h("6"), h("K")]) == [1]


def test_the_aces_and_the_6s_must_be_different_hands():
    assert not double_crosser_applies([h("6 6")])
    assert not double_crosser_applies([h("A A")])


def test_two_double_crossers_tie():
    assert best_hands([h("6 6"), h("A A"), h("6 6")]) == [0, 2]


def test_hand_names_read_like_the_rule_book():
    assert hand_name(rank_hand(h("Q Q 7"))) == "Pair of Queens"
    assert hand_name(rank_hand(h("K K 7 7"))) == "Two Pair, Kings and 7s"
    assert hand_name(rank_hand(h("A 9"))) == "High Card Ace"
    assert hand_name(rank_hand(h("6 6"), True)) == "Double Crosser"
    assert hand_name(rank_hand(h("J J J J"))) == "Four of a Kind, Jacks"


def test_best_hand_from_picks_the_highest_ranked_hand_of_the_size():
    assert sorted(best_hand_from(h("Q 6 Q 6"), 2)) == ["Q", "Q"]
    assert sorted(best_hand_from(h("6 9 6 7"), 2)) == ["6", "6"]


# -- an independent oracle, written from the rule book's words ---------------------------------------
def oracle_compare(a: list[str], b: list[str], double_cross: bool = False) -> int:
    """1 if hand a beats hand b, -1 if b beats a, 0 for a tie. Written straight from the rule book:
    categories in order; within a category the made group(s) first (Two Pair: higher pair, then
    lower pair), then the leftover cards, highest first; a full hand of 6s is a Double Crosser
    when the action also has a full hand of Aces."""
    ra = [RANKS.index(x) for x in a]
    rb = [RANKS.index(x) for x in b]

    def is_dc(r):
        return double_cross and all(x == 0 for x in r)

    if is_dc(ra) or is_dc(rb):
        return (is_dc(ra) > is_dc(rb)) - (is_dc(ra) < is_dc(rb))

    ca, ga, ka = _describe(tuple(ra))
    cb, gb, kb = _describe(tuple(rb))
    if ca != cb:
        return 1 if ca > cb else -1
    for x, y in zip(ga, gb):
        if x != y:
            return 1 if x > y else -1
    for x, y in zip(ka, kb):
        if x != y:
            return 1 if x > y else -1
    return 0


@lru_cache(maxsize=None)
def _describe(r):
    """Category (1 high card .. 5 four of a kind), the made groups and the leftover cards."""
    count = {x: sum(1 for y in r if y == x) for x in range(9)}
    fours = [x for x in range(8, -1, -1) if count[x] == 4]
    threes = [x for x in range(8, -1, -1) if count[x] == 3]
    pairs = [x for x in range(8, -1, -1) if count[x] == 2]
    singles = [x for x in range(8, -1, -1) if count[x] == 1]
    if fours:
        return 5, fours, singles
    if threes:
        return 4, threes, singles
    if len(pairs) == 2:
        return 3, pairs, singles  # pairs already highest first
    if len(pairs) == 1:
        return 2, pairs, singles
    return 1, [], singles


def _sign(x) -> int:
    return (x > 0) - (x < 0)


def test_rank_hand_orders_every_hand_of_up_to_4_cards_like_the_rule_book_oracle():
    for size in range(1, 5):
        hands = [list(c) for c in combinations_with_replacement(RANKS, size)]
        keys = [rank_hand(x) for x in hands]
        for i, a in enumerate(hands):
            for j, b in enumerate(hands):
                mine = (keys[i] > keys[j]) - (keys[i] < keys[j])
                assert mine == oracle_compare(a, b), (a, b)


def test_double_crosser_agrees_with_the_oracle_for_every_hand_against_aces_and_6s():
    for size in range(1, 5):
        aces, sixes = ["A"] * size, ["6"] * size
        for c in combinations_with_replacement(RANKS, size):
            other = list(c)
            hands = [aces, sixes, other]
            keys = rank_hands(hands)
            assert double_crosser_applies(hands)
            for i in range(3):
                for j in range(3):
                    mine = _sign((keys[i] > keys[j]) - (keys[i] < keys[j]))
                    assert mine == oracle_compare(hands[i], hands[j], True), (hands[i], hands[j])


def test_best_hand_from_agrees_with_trying_every_combination():
    import random
    from collections import Counter

    from game.rules.most_wanted.content import DECK

    rng = random.Random(4)
    for _ in range(3000):
        n = rng.randint(1, 8)
        size = rng.randint(1, min(4, n))
        cards = rng.sample(DECK, n)
        best = best_hand_from(cards, size)
        assert len(best) == size and not Counter(best) - Counter(cards)
        assert rank_hand(best) == rank_hand(best_hand_by_search(cards, size))


def best_hand_by_search(cards: Sequence[str], size: int) -> tuple[str, ...]:
    """The same by trying every combination (slow: the reference `best_hand_from` is held to)."""
    best: tuple[str, ...] = tuple(cards[:size])
    best_key = rank_hand(best)
    for combo in combinations(cards, size):
        key = rank_hand(combo)
        if key > best_key:
            best, best_key = combo, key
    return best
