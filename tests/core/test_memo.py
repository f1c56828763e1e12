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


def test_a_registered_dict_is_emptied_with_the_game():
    made_once = {"k": object()}
    memo.forget_with_the_game(made_once.clear)
    memo.forget_all()
    assert made_once == {}
