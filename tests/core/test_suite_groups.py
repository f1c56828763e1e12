"""The tests that share something of the whole machine (the packaging tests' build/ folder, the
real-window tests' X displays) run on one process, one after another, when the suite runs on
several (tests/conftest.py: ONE_AT_A_TIME). Until their mark came before pytest-xdist's own
hook, they were spread over the processes, and two .deb builds met in one folder."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

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
