"""Imports point one way (docs/architecture.md): scenes -> controllers -> rules, scenes -> the
kit, ai -> rules. A lower layer importing a higher one would make the rules need a display, or
the kit know a screen."""
from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
NEVER = {
    "game/rules": ("scenes", "game.ui", "game.controllers", "game.ai", "pygame"),
    "game/ai": ("scenes", "game.ui", "game.controllers", "pygame"),
    "game/controllers": ("scenes", "game.ui"),
    "game/ui": ("scenes", "game.controllers"),
    "game/online": ("scenes", "game.ui", "game.ai", "pygame"),
}


def imported(path: Path) -> set[str]:
    names = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            names.add(node.module)
    return names


@pytest.mark.parametrize("layer", sorted(NEVER))
def test_a_layer_imports_nothing_above_it(layer):
    wrong = {}
    for path in sorted((ROOT / layer).rglob("*.py")):
        bad = sorted(n for n in imported(path) if any(n == f or n.startswith(f + ".") for f in NEVER[layer]))
        if bad:
            wrong[str(path.relative_to(ROOT))] = bad
    assert not wrong, f"imports against the arrows: {wrong}"
