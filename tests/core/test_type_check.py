"""The rules and the table controllers type-check clean: mypy over `game/rules` and
`game/controllers` (and what they import) finds no error. A hook a controller calls but never
defines, an observation's hidden card passed on as a card, a path where text is wanted: each is
found here, before a game is played."""
from __future__ import annotations

import importlib.util
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
CHECKED = ("game/rules", "game/controllers")


@pytest.fixture
def mypy_cache(request, tmp_path) -> Path:
    """mypy's cache, kept in pytest's cache between runs (a warm check takes about a second),
    or in the test's own folder when the cache is switched off (`-p no:cacheprovider`)."""
    cache = getattr(request.config, "cache", None)
    return cache.mkdir("mypy") if cache is not None else tmp_path / "mypy"


@pytest.mark.skipif(importlib.util.find_spec("mypy") is None,
                    reason="mypy is not installed (it comes with the test extras: pip install '.[test]')")
def test_the_rules_and_the_controllers_type_check_without_an_error(mypy_cache):
    found = subprocess.run([sys.executable, "-m", "mypy", "--cache-dir", str(mypy_cache), *CHECKED],
                           cwd=ROOT, capture_output=True, text=True, timeout=600)
    assert found.returncode == 0, f"mypy {' '.join(CHECKED)} finds errors:\n{found.stdout}{found.stderr}"
