"""The tests that share something of the whole machine (the packaging tests' build/ folder, the
real-window tests' X displays) run on one process, one after another, when the suite runs on
several (tests/conftest.py: ONE_AT_A_TIME). Until their mark came before pytest-xdist's own
hook, they were spread over the processes, and two .deb builds met in one folder."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path
from types import SimpleNamespace

import pytest
import suite_order

ROOT = Path(__file__).resolve().parents[2]


def test_a_groups_tests_all_run_on_one_process_of_several():
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    result = subprocess.run([sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-n", "2", "-v",
                             "tests/packaging/test_platform_choices.py"],
                            cwd=ROOT, env=env, capture_output=True, text=True, timeout=300)
    lines = [line for line in result.stdout.splitlines() if " PASSED " in line or " FAILED " in line]
    assert result.returncode == 0 and len(lines) >= 5, result.stdout[-2000:]
    assert all(line.rstrip().endswith("@packaging") for line in lines), "each test carries its group"
    assert len({line.split()[0] for line in lines}) == 1, "one process ran them all"


def test_a_run_whose_groups_were_not_kept_stops_before_any_test_starts(pytestconfig):
    """pytest 9.2 with pytest-xdist 3.8 collected the packaging tests without their "@packaging":
    the groups would have been spread over the processes. The run stops, saying what to install."""
    conftest = pytestconfig.pluginmanager.get_plugin(str(ROOT / "tests" / "conftest.py"))
    with pytest.raises(pytest.exit.Exception, match=r"did not keep tests/packaging/test_x.py::test_a in its group"):
        conftest.pytest_xdist_node_collection_finished(None, ["tests/rules/test_y.py::test_b",
                                                              "tests/packaging/test_x.py::test_a"])
    conftest.pytest_xdist_node_collection_finished(None, ["tests/rules/test_y.py::test_b",
                                                          "tests/packaging/test_x.py::test_a@packaging"])


def test_a_fresh_checkout_starts_its_longest_tests_first():
    """With no cache (a fresh checkout, CI's `-p no:cacheprovider`), the order comes from the
    seconds kept in tests/durations.json: a long test is handed out before short ones, which
    keep their order."""
    kept = suite_order.kept_durations()
    longest = max(kept, key=kept.get)
    assert kept[longest] >= suite_order.LONG_SECONDS
    items = [SimpleNamespace(nodeid=nodeid) for nodeid in ("tests/a.py::test_short", longest, "tests/b.py::test_short")]
    suite_order.longest_first(items, {}, kept)
    assert [item.nodeid for item in items] == [longest, "tests/a.py::test_short", "tests/b.py::test_short"]


def test_the_kept_seconds_name_test_files_that_exist():
    """tests/durations.json goes stale as tests move: `python -m tools.suite_durations` keeps it."""
    files = {nodeid.split("::")[0] for nodeid in suite_order.kept_durations()}
    assert files and all((ROOT / f).is_file() for f in files), sorted(f for f in files if not (ROOT / f).is_file())
