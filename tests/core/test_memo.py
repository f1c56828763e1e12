"""Caches that serve one game: kept while it is played, forgotten when its table is left."""
from game.rules.common import memo


def test_a_per_game_cache_remembers_until_the_game_is_forgotten():
    calls = []

    @memo.per_game(maxsize=8)
    def square(n):
        calls.append(n)
        return n * n

    assert square(3) == square(3) == 9 and calls == [3]
    memo.forget_all()
    assert square(3) == 9 and calls == [3, 3]


def test_an_object_made_once_is_shared_until_the_game_is_forgotten():
    pair = memo.made_once(tuple, maxsize=4)
    first = pair("ab")
    assert pair("ab") is first and first == ("a", "b")
    memo.forget_all()
    assert pair("ab") is not first and pair("ab") == first
