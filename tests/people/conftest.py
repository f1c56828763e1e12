"""Tests of what people do at one screen, through the app's own frame loop (`FrameDriver`)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))


@pytest.fixture
def make_driver():
    """FrameDriver(window_size, speed=...): an app in a window of that size under SDL's dummy
    driver; every driver made is shut down at the end of the test."""
    from game import settings as settings_mod
    from game.frame_driver import FrameDriver
    from scenes.routes import Routes
    made = []

    def make(window_size=(1366, 768), speed: str = "instant", pacing: float = 0.0):
        settings = settings_mod.Settings()
        settings.animation_speed = speed
        settings.ai_pacing = pacing
        driver = FrameDriver(window_size=window_size, settings=settings, routes=Routes)
        made.append(driver)
        return driver

    yield make
    for driver in made:
        if driver.app.running:
            driver.app.shutdown()
