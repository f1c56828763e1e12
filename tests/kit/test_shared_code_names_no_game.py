"""What every game shares names no game: a game's colours, dice and pictures live in its registry
entry (`game/games.py`) and its look (`game/ui/looks/<id>.py`), so adding a sixth game never
means an `if game_id == ...` in the menu, New table or the kit. And the screens darken what lies
under a dialog with the kit's one veil, not each with its own."""
from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from game import games

ROOT = Path(__file__).resolve().parents[2]


def shared_modules() -> list[Path]:
    """The code every game goes through: the screens that are not a game's table, the kit (not
    the looks), the app and its command line, and the controllers and AIs that are not one
    game's. The registry is where games are named, so it is left out."""
    per_game = set(games.KNOWN_IDS)
    found = [p for p in (ROOT / "scenes").rglob("*.py") if not p.stem.startswith("table_")]
    found += list((ROOT / "game" / "ui").glob("*.py"))
    found += [p for p in (ROOT / "game").glob("*.py") if p.stem != "games"]
    for package in ("controllers", "ai"):
        found += [p for p in (ROOT / "game" / package).glob("*.py") if p.stem not in per_game]
    return sorted(found)


def _docstrings(tree: ast.AST) -> set[int]:
    """The ids of the bare strings that explain code (docstrings, a constant's note): they may
    mention a game as an example; only code that runs counts."""
    return {id(node.value) for node in ast.walk(tree) if isinstance(node, ast.Expr)
            and isinstance(node.value, ast.Constant) and isinstance(node.value.value, str)}


def _words(node: ast.AST) -> list[str]:
    """The names and strings a node puts in the code."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [node.value]
    if isinstance(node, ast.Name):
        return [node.id]
    if isinstance(node, ast.Attribute):
        return [node.attr]
    if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
        return [node.name]
    if isinstance(node, ast.arg):
        return [node.arg]
    if isinstance(node, ast.ImportFrom):
        return [node.module or "", *(alias.name for alias in node.names)]
    if isinstance(node, ast.Import):
        return [alias.name for alias in node.names]
    return []


def game_names_in(path: Path, ids: tuple[str, ...]) -> list[str]:
    """Each place in `path` that names one of the games `ids` ("menu.py:64 'zorro'")."""
    word = re.compile(r"(?<![a-z])(" + "|".join(map(re.escape, ids)) + r")(?![a-z])")
    tree = ast.parse(path.read_text(encoding="utf-8"))
    notes = _docstrings(tree)
    found = []
    for node in ast.walk(tree):
        if id(node) in notes:
            continue
        for text in _words(node):
            if word.search(text.lower() if not isinstance(node, ast.Constant) else text):
                found.append(f"{path.name}:{getattr(node, 'lineno', '?')} {text[:60]!r}")
    return found


def test_the_scan_finds_a_game_named_in_shared_code(tmp_path):
    planted = tmp_path / "menu.py"
    planted.write_text('"""The menu (Zorro is an example here)."""\n'
                       'BAND = {"zorro": (30, 24, 28)}\n'
                       'from game.ui.looks import desperados\n'
                       'def fill(meta):\n'
                       '    return meta.accent if meta.id != "most_wanted" else ZORRO_BAND\n', encoding="utf-8")
    found = game_names_in(planted, games.KNOWN_IDS)
    assert len(found) == 4, found


@pytest.mark.parametrize("path", shared_modules(), ids=lambda p: str(p.relative_to(ROOT)))
def test_shared_code_never_names_a_game(path):
    found = game_names_in(path, games.KNOWN_IDS)
    assert not found, ("a game is special-cased in shared code; give the difference to its registry entry "
                       f"(game/games.py) or its look (game/ui/looks/): {found}")


def test_every_screen_darkens_what_lies_below_with_the_kit_s_one_veil():
    own = []
    for path in [*(ROOT / "scenes").rglob("*.py"), *(ROOT / "game" / "ui").rglob("*.py")]:
        if path.name == "widgets.py":
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        own += [f"{path.relative_to(ROOT)}:{node.lineno} {node.name}" for node in ast.walk(tree)
                if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and "veil" in node.name.lower()]
    assert not own, f"use widgets.veil(surface, rgba), not a veil of one's own: {own}"
