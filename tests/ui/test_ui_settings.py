"""Settings: round trip, damaged files, unknown keys, out-of-range values, atomic writes."""
from __future__ import annotations

import os
import tomllib

import pytest
from hypothesis import given, settings as hsettings, strategies as st

from game import settings as S


def test_round_trip_keeps_every_value(tmp_path):
    path = tmp_path / "settings.toml"
    s = S.Settings(fullscreen=True, window_width=1280, window_height=720, master_volume=0.35,
                   effects_volume=0.5, animation_speed="fast", ai_pacing=2.25, colour_blind=True,
                   default_seats={"desperados": "human,ai:hard,ai:easy"})
    S.save(s, path)
    loaded, notice = S.load(path)
    assert loaded == s
    assert notice is None


def test_the_file_carries_a_version_key(tmp_path):
    path = S.save(S.Settings(), tmp_path / "settings.toml")
    assert tomllib.loads(path.read_text())["version"] == S.SETTINGS_VERSION


def test_missing_file_gives_defaults_quietly(tmp_path):
    assert S.load(tmp_path / "nope.toml") == (S.Settings(), None)


@pytest.mark.parametrize("garbage", [b"this is = = not toml [[[", b"\xff\xfe\x00binary", b"[x\nnope"])
def test_a_damaged_file_gives_defaults_and_is_kept_aside(tmp_path, garbage):
    path = tmp_path / "settings.toml"
    path.write_bytes(garbage)
    loaded, notice = S.load(path)
    assert loaded == S.Settings()
    assert notice and "settings.toml.bad" in notice and "\n" not in notice
    assert (tmp_path / "settings.toml.bad").read_bytes() == garbage
    assert not path.exists()


def test_unknown_keys_are_ignored_with_a_notice(tmp_path):
    path = tmp_path / "settings.toml"
    path.write_text('version = 1\nmaster_volume = 0.25\nwarp_drive = true\n[spaceship]\nspeed = 9\n')
    loaded, notice = S.load(path)
    assert loaded.master_volume == 0.25
    assert "warp drive" in notice and "spaceship" in notice


def test_out_of_range_and_wrong_types_are_clamped_or_reset(tmp_path):
    path = tmp_path / "settings.toml"
    path.write_text('master_volume = 5.0\nwindow_width = 10\nanimation_speed = "warp"\nfullscreen = "yes"\n'
                    'ai_pacing = -3\ncolour_blind = 1\ndefault_seats = { desperados = "human,ai:godlike" }\n')
    loaded, notice = S.load(path)
    assert loaded.master_volume == 1.0
    assert loaded.window_width == 640
    assert loaded.animation_speed == "normal"
    assert loaded.fullscreen is False
    assert loaded.ai_pacing == 0.0
    assert loaded.colour_blind is False
    assert loaded.default_seats == {}
    for name in ("master volume", "window width", "animation speed", "fullscreen", "default seats"):
        assert name in notice


def test_a_newer_version_is_read_with_a_notice(tmp_path):
    path = tmp_path / "settings.toml"
    path.write_text("version = 99\nmaster_volume = 0.5\n")
    loaded, notice = S.load(path)
    assert loaded.master_volume == 0.5 and "newer version" in notice


def test_atomic_write_retries_when_windows_holds_the_file(tmp_path, monkeypatch):
    path = tmp_path / "settings.toml"
    real_replace = os.replace
    calls = {"n": 0}

    def flaky(src, dst):
        calls["n"] += 1
        if calls["n"] <= 2:
            raise PermissionError("file in use")
        return real_replace(src, dst)

    monkeypatch.setattr(os, "replace", flaky)
    S.save(S.Settings(master_volume=0.1), path)
    assert calls["n"] == 3
    assert S.load(path)[0].master_volume == 0.1


def test_a_failed_write_leaves_the_old_file_and_no_temp_files(tmp_path, monkeypatch):
    path = tmp_path / "settings.toml"
    S.save(S.Settings(master_volume=0.3), path)
    before = path.read_bytes()

    def boom(fd):
        raise OSError("disk full")

    monkeypatch.setattr(os, "fsync", boom)
    with pytest.raises(OSError):
        S.save(S.Settings(master_volume=0.9), path)
    assert path.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["settings.toml"]


def test_derived_values_for_the_table_kit():
    s = S.Settings(master_volume=0.5, effects_volume=0.5, animation_speed="instant")
    assert s.effects_gain == 0.25
    from game.ui.tween import SPEEDS
    assert set(SPEEDS) == set(S.ANIMATION_SPEEDS), "every speed a player can choose plays at its own pace"
    assert S.Settings().seats_for("zorro", 3) == ["human", "ai:medium", "ai:medium"]
    assert S.Settings(default_seats={"zorro": "human,ai:hard"}).seats_for("zorro", 3) == \
        ["human", "ai:hard", "ai:medium"]


values = st.one_of(st.none(), st.booleans(), st.integers(-10**9, 10**9), st.floats(allow_nan=True),
                   st.text(max_size=20), st.dictionaries(st.text(max_size=8), st.text(max_size=20), max_size=3))


@hsettings(max_examples=150, deadline=None)
@given(st.dictionaries(st.sampled_from([f.name for f in S.fields(S.Settings)] + ["version", "junk"]), values))
def test_any_table_of_values_loads_to_valid_settings(data):
    s, unknown, fixed = S.Settings.from_dict(data)
    assert 0.0 <= s.master_volume <= 1.0 and 0.0 <= s.effects_volume <= 1.0
    assert 640 <= s.window_width <= 7680 and 360 <= s.window_height <= 4320
    assert s.animation_speed in S.ANIMATION_SPEEDS
    assert isinstance(s.fullscreen, bool) and isinstance(s.colour_blind, bool)
    assert 0.0 <= s.ai_pacing <= 5.0
    # whatever was loaded saves and loads back unchanged
    again, _, fixed_again = S.Settings.from_dict(s.to_dict())
    assert again == s and fixed_again == []


def test_a_huge_settings_file_is_set_aside_without_being_read(tmp_path):
    from game import settings as settings_mod
    path = tmp_path / "settings.toml"
    path.write_text("# " + "x" * 2_000_000 + "\n")
    loaded, notice = settings_mod.load(path)
    assert loaded == settings_mod.Settings()
    assert "damaged" in notice and (tmp_path / "settings.toml.bad").exists()


def test_text_size_reduced_motion_and_high_contrast_round_trip(tmp_path):
    path = tmp_path / "settings.toml"
    S.save(S.Settings(text_size=150, reduced_motion=True, high_contrast=True), path)
    loaded, notice = S.load(path)
    assert (loaded.text_size, loaded.reduced_motion, loaded.high_contrast) == (150, True, True)
    assert notice is None


@pytest.mark.parametrize("line", ["text_size = 130", "text_size = 125.0", 'text_size = "150"', "text_size = true",
                                  'reduced_motion = "yes"', "high_contrast = 1"])
def test_a_text_size_or_motion_setting_that_is_not_one_offered_is_reset_with_a_notice(tmp_path, line):
    path = tmp_path / "settings.toml"
    path.write_text(f"version = 1\n{line}\n")
    loaded, notice = S.load(path)
    assert (loaded.text_size, loaded.reduced_motion, loaded.high_contrast) == (100, False, False)
    name = line.split(" = ")[0].replace("_", " ")
    assert notice and name in notice
