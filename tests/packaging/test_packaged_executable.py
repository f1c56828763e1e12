"""The one-folder executable builds and starts: a packaging break cannot land unnoticed.

Slow (a PyInstaller build takes minutes), so it is marked `slow`; `.ci/run` installs the build
extras and runs it. Without PyInstaller installed it is skipped, saying why. The build itself is
the `one_folder_build` fixture (conftest.py), shared with the Debian package's tests.
"""
import pytest


@pytest.mark.slow
def test_the_executable_builds_and_passes_its_smoke_test(one_folder_build):
    assert "smoke test passed" in one_folder_build
