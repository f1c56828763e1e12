"""`_` is gettext in every module that shows words, so no function of such a module may bind `_`
as a throwaway name: `for _ in range(n)` (or `a, _, b = ...`, a comprehension's `for x, _ in`)
makes `_` local to the whole function, and the next `_("...")` someone adds there raises
UnboundLocalError (or calls an int) instead of translating. A module's `_` counts as gettext when
it imports `_` from game.i18n or calls `_()` with a literal, as extraction sees it."""
import ast
import symtable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SCANNED = ("game", "scenes")


def _uses_gettext(tree: ast.Module) -> bool:
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module == "game.i18n" \
                and any((alias.asname or alias.name) == "_" for alias in node.names):
            return True
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "_" \
                and node.args and isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str):
            return True
    return False


def _scopes_binding_underscore(table: symtable.SymbolTable):
    """Every function, lambda or comprehension under `table` in which `_` is a local name."""
    for child in table.get_children():
        if child.get_type() == "function" and "_" in child.get_identifiers() and child.lookup("_").is_local():
            yield child
        yield from _scopes_binding_underscore(child)


def gettext_shadows(source: str, filename: str) -> list[str]:
    """`file:line name` of each scope that binds `_` in a module whose `_` is gettext."""
    if not _uses_gettext(ast.parse(source, filename)):
        return []
    return [f"{filename}:{scope.get_lineno()} {scope.get_name()}"
            for scope in _scopes_binding_underscore(symtable.symtable(source, filename, "exec"))]


def test_the_scan_finds_a_loop_that_shadows_gettext():
    source = ("from game.i18n import _\n"
              "def flights(count):\n"
              "    for _ in range(count):\n"
              "        pass\n"
              "    return _('Cards laid')\n")
    assert gettext_shadows(source, "table.py") == ["table.py:2 flights"]
    assert gettext_shadows(source.replace("for _ in", "for _card in"), "table.py") == []


def test_the_scan_finds_a_comprehension_or_unpacking_that_shadows_gettext():
    source = ("def labels(options, path):\n"
              "    module, _, name = path.partition(':')\n"
              "    return [_(label) for value, _ in options] + [_('Back')]\n")
    assert sorted(gettext_shadows(source, "menu.py")) == ["menu.py:1 labels", "menu.py:3 listcomp"]


def test_modules_without_gettext_may_throw_values_away_with_underscore():
    assert gettext_shadows("def roll(n):\n    return [1 for _ in range(n)]\n", "dice.py") == []


def test_no_function_of_the_app_binds_the_gettext_name():
    found = []
    for folder in SCANNED:
        for path in sorted((ROOT / folder).rglob("*.py")):
            found += gettext_shadows(path.read_text(encoding="utf-8"), str(path.relative_to(ROOT)))
    assert not found, ("these bind `_`, which their module uses as gettext (the next `_()` there "
                       "fails): name the thrown-away value instead\n" + "\n".join(found))
