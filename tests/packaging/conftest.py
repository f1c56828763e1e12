"""The one-folder build, made once per test run and shared by every packaging test: the build is
the slow part (minutes), and the .deb and the executable tests both start from the same folder."""
import importlib.util
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="session")
def one_folder_build() -> str:
    """Builds dist/frontier-tabletop/ and runs its smoke test; returns the build script's output.
    The packaging tests share one xdist group (tests/conftest.py), so one worker runs them all
    and this session fixture builds once."""
    if importlib.util.find_spec("PyInstaller") is None:
        pytest.skip("PyInstaller is not installed (pip install '.[build]')")
    result = subprocess.run([sys.executable, "scripts/build_executable.py", "--no-timing"], cwd=ROOT,
                            capture_output=True, text=True, timeout=1500)
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]
    return result.stdout
