"""Sound effects, loaded lazily from assets/sounds and played at the settings' volume.

`play(name, settings)` never raises: a machine without an audio device simply stays silent.
Volume is master x effects from the settings at the moment of playing, so a change in the
settings screen is heard at once.

Under SDL's dummy audio driver (the tests, the headless screenshots, CI) nobody can hear a thing,
so no effect is played at all. pygame's mixer hands every finished effect back to Python from
SDL's audio thread (it takes the GIL from outside Python), and in the soak test that thread met
`tracemalloc.stop()` and crashed stop 27's CI run (CPython gh-128679; see tests/stress/test_soak.py).
Silence that nobody hears costs nothing, and keeps the tests free of a thread entering Python
from outside.
"""
from __future__ import annotations

import os
from importlib import resources
from typing import Any

import pygame

_sounds: dict[str, Any] = {}
_available: bool | None = None


def audible() -> bool:
    """Whether SDL would send sound to a device a person can hear (not its dummy driver)."""
    return os.environ.get("SDL_AUDIODRIVER", "").strip().lower() != "dummy"


def _mixer_ready() -> bool:
    global _available
    if _available is None:
        if not audible():
            _available = False
            return False
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init(frequency=22050, size=-16, channels=2, buffer=512)
            _available = True
        except pygame.error:
            _available = False
    return _available


def _load(name: str):
    if name not in _sounds:
        path = resources.files("assets") / "sounds" / f"{name}.wav"
        try:
            _sounds[name] = pygame.mixer.Sound(str(path))
        except (pygame.error, FileNotFoundError):
            _sounds[name] = None
    return _sounds[name]


def volume(settings: Any) -> float:
    """What an effect plays at: the settings' effects gain (the defaults' without settings)."""
    if settings is None:
        from game.settings import Settings
        settings = Settings()
    return settings.effects_gain


def play(name: str, settings: Any = None) -> None:
    level = volume(settings)
    if level <= 0 or not _mixer_ready():
        return
    sound = _load(name)
    if sound is not None:
        sound.set_volume(level)
        sound.play()
