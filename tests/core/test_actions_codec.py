"""Actions have a text form that parses back: saves and logs depend on it."""
from hypothesis import given, strategies as st

from game.rules.common.actions import ActionRegistry, action

REG = ActionRegistry()


@action("sample", REG)
class Sample:
    n: int
    word: str
    flag: bool
    maybe: int | None
    many: tuple[int, ...]
    names: tuple[str, ...]


@given(st.integers(), st.text(), st.booleans(), st.none() | st.integers(),
       st.lists(st.integers(), max_size=5), st.lists(st.text(min_size=1), max_size=4))
def test_every_action_text_parses_back(n, word, flag, maybe, many, names):
    sample = Sample(n, word, flag, maybe, tuple(many), tuple(names))
    assert REG.parse(str(sample)) == sample


def test_text_form_is_readable():
    assert str(Sample(2, "lady", True, None, (0, 3), ("a b",))) == "sample n=2 word=lady flag=yes maybe=~ many=0,3 names=a%20b"
