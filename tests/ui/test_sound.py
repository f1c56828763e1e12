"""Sound effects: every effect the tables ask for is a readable WAV file, and under SDL's dummy
audio driver (where nobody can hear) nothing is played at all, so no audio thread calls back into
Python during the tests (see game/ui/sound.py)."""
import wave
from importlib import resources

from game.ui import sound

EFFECTS = ("card", "chips", "click", "dice", "gunshot", "tick", "win")


def test_every_effect_is_a_readable_wav_file():
    for name in EFFECTS:
        with resources.as_file(resources.files("assets") / "sounds" / f"{name}.wav") as path:
            with wave.open(str(path)) as wav:
                assert wav.getnframes() > 0, name
                assert 0.02 < wav.getnframes() / wav.getframerate() < 3.0, name


def test_under_the_dummy_driver_no_effect_is_played(monkeypatch):
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    monkeypatch.setattr(sound, "_available", None)
    monkeypatch.setattr(sound, "_sounds", {})
    sound.play("dice")
    assert not sound.audible()
    assert sound._sounds == {}


def test_a_real_audio_driver_is_audible(monkeypatch):
    monkeypatch.setenv("SDL_AUDIODRIVER", "pulseaudio")
    assert sound.audible()
