"""The rules' imports point one way: no module of game/rules imports one that imports it back (as
Durango's engine and effects once did), and none imports anything of the project outside
game.rules (DESIGN.md: "game.rules imports nothing else of the project") but game.i18n, the
pure-Python catalog lookup events describe themselves with (issue 23)."""
import ast
from pathlib import Path

RULES = Path(__file__).resolve().parents[2] / "game" / "rules"


def module_name(path: Path) -> str:
    parts = path.relative_to(RULES.parents[1]).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imports_of(path: Path) -> set[str]:
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.module:
            found.add(node.module)
            found.update(f"{node.module}.{alias.name}" for alias in node.names)
        elif isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
    return found


def rules_graph() -> dict[str, set[str]]:
    modules = {module_name(p): imports_of(p) for p in RULES.rglob("*.py")}
    return {m: {d for d in deps if d in modules and d != m and not m.startswith(d + ".")}
            for m, deps in modules.items()}


def test_no_rules_module_imports_one_that_imports_it_back():
    graph = rules_graph()
    cycles = []

    def visit(start: str, node: str, path: list[str]) -> None:
        for nxt in graph[node]:
            if nxt == start:
                cycles.append(" -> ".join(path + [start]))
            elif nxt not in path:
                visit(start, nxt, path + [nxt])

    for module in graph:
        visit(module, module, [module])
    assert not cycles, cycles


def test_the_rules_import_nothing_else_of_the_project():
    outside = {(module_name(p), dep) for p in RULES.rglob("*.py") for dep in imports_of(p)
               if dep.split(".")[0] in ("game", "scenes") and not dep.startswith(("game.rules", "game.i18n"))}
    assert not outside
