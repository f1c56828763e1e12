"""The one-folder executable builds and starts: a packaging break cannot land unnoticed.

Slow (a PyInstaller build takes minutes), so it is marked `slow`; `.ci/run` installs the build
extras and runs it. Without PyInstaller installed it is skipped, saying why.
"""
import importlib.util
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.slow
@pytest.mark.skipif(importlib.util.find_spec("PyInstaller") is None,
                    reason="PyInstaller is not installed (pip install '.[build]')")
def test_the_executable_builds_and_passes_its_smoke_test():
    result = subprocess.run([sys.executable, "scripts/build_executable.py", "--no-timing"], cwd=ROOT,
                            capture_output=True, text=True, timeout=1500)
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]
    assert "smoke test passed" in result.stdout
