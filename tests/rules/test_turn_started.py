"""A turn starting is one event in every game (issue 31): `TurnStarted` in game/rules/common/events.py,
which every table animates and every log tells from one place, not a TurnStarted or TurnBegins per
game package that a table, a log or an AI has to know four names for."""
import ast
import re
from pathlib import Path

from game.rules.common.events import TurnStarted

RULES = Path(__file__).resolve().parents[2] / "game" / "rules"
TURN_START = re.compile(r"^Turn\w*(Start|Begin)")


def test_no_game_package_defines_its_own_turn_start_event():
    own = [f"{path.relative_to(RULES)}: class {node.name}"
           for path in sorted(RULES.glob("*/*.py")) if path.parent.name != "common"
           for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
           if isinstance(node, ast.ClassDef) and TURN_START.match(node.name)]
    assert own == [], "a game's turn start is the common TurnStarted: " + "; ".join(own)


def test_the_log_tells_a_turn_start_as_each_game_always_has():
    assert TurnStarted(1, 3).describe(["Ana", "Bill"]) == "Bill's turn"
    assert TurnStarted(1, 3, numbered=True).describe(["Ana", "Bill"]) == "— Turn 3: Bill —"
    assert TurnStarted(0, 1).heads_log


def test_how_the_log_words_a_turn_is_not_part_of_what_happened():
    """The rules fingerprint hashes an event's repr: the wording switch stays out of it."""
    assert repr(TurnStarted(1, 3, numbered=True)) == "TurnStarted(seat=1, turn=3)"
