"""Caches that serve one game: kept while it is played, forgotten when its table is left."""
import ast
from pathlib import Path

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


ROOT = Path(__file__).resolve().parents[2]
FILLS = {"setdefault", "update", "append", "add", "extend", "insert", "__setitem__"}


def _remembered_outside_memo(path) -> list[str]:
    """A function filling a module-level name (`_CACHE[key] = value`, `.setdefault`, ...), or a
    functools cache: something the module remembers that `memo.forget_all` never empties."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    module_names = {t.id for node in tree.body
                    for t in (node.targets if isinstance(node, ast.Assign) else
                              [node.target] if isinstance(node, ast.AnnAssign) else [])
                    if isinstance(t, ast.Name)}
    found = []
    for node in ast.walk(tree):
        if isinstance(node, (ast.Import, ast.ImportFrom)) and any(
                alias.name in ("lru_cache", "cache", "cached_property") for alias in node.names):
            found.append(f"{node.lineno}: a functools cache")
        if not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
            continue
        for inner in ast.walk(node):
            targets = inner.targets if isinstance(inner, ast.Assign) else \
                [inner.target] if isinstance(inner, (ast.AugAssign, ast.AnnAssign)) else []
            filled = [t.value.id for t in targets if isinstance(t, ast.Subscript) and isinstance(t.value, ast.Name)]
            if isinstance(inner, ast.Call) and isinstance(inner.func, ast.Attribute) \
                    and inner.func.attr in FILLS and isinstance(inner.func.value, ast.Name):
                filled.append(inner.func.value.id)
            found += [f"{inner.lineno}: {getattr(node, 'name', 'lambda')} fills {name}"
                      for name in filled if name in module_names]
    return found


def test_rules_and_ais_remember_only_through_memo():
    """DESIGN: one way to remember. A dict a rule fills as it goes outlives the table (the app
    empties only memo's caches when a table is left) and is a second cache design to read."""
    found = []
    for folder in ("game/rules", "game/ai"):
        for path in sorted((ROOT / folder).rglob("*.py")):
            if path.name != "memo.py":
                found += [f"{path.relative_to(ROOT)}:{line}" for line in _remembered_outside_memo(path)]
    assert not found, "remember through game.rules.common.memo (per_game, made_once):\n" + "\n".join(found)
