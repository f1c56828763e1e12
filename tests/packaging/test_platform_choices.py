"""The Windows and macOS builds get what each desktop needs, checked here on Linux.

PyInstaller does not cross-compile, so the Windows and macOS builds run only on those systems
(.github/workflows/build.yml). What can be checked without them is checked here: the icons the
spec hands PyInstaller hold every size each desktop asks for and are the project's own picture,
and the spec's per-platform options (packaging/platform_choices.py) say what they should.
Fast: no build.
"""
import io
import os
import re
import runpy
import shutil
import struct
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
ICON = ROOT / "assets" / "icon"
choices_module = runpy.run_path(str(ROOT / "packaging" / "platform_choices.py"))
choices = choices_module["choices"]


@pytest.fixture(scope="module")
def pygame_module():
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame
    return pygame


def png_size(pygame, data: bytes) -> tuple[int, int]:
    assert data.startswith(b"\x89PNG\r\n\x1a\n")
    return pygame.image.load(io.BytesIO(data), "icon.png").get_size()


def ico_images(path: Path) -> dict[int, bytes]:
    data = path.read_bytes()
    reserved, kind, count = struct.unpack("<HHH", data[:6])
    assert (reserved, kind) == (0, 1), "not an icon file"
    images = {}
    for i in range(count):
        width, height, _, _, _, _, size, offset = struct.unpack("<BBBBHHII", data[6 + 16 * i:22 + 16 * i])
        images[width or 256] = data[offset:offset + size]
    return images


def icns_images(path: Path) -> dict[str, bytes]:
    data = path.read_bytes()
    assert data[:4] == b"icns" and struct.unpack(">I", data[4:8])[0] == len(data)
    images, at = {}, 8
    while at < len(data):
        code, length = data[at:at + 4].decode(), struct.unpack(">I", data[at + 4:at + 8])[0]
        images[code] = data[at + 8:at + length]
        at += length
    assert at == len(data)
    return images


def test_the_windows_icon_holds_every_size_explorer_shows_each_the_project_s_picture(pygame_module):
    images = ico_images(ICON / "icon.ico")
    assert set(images) == {16, 32, 48, 64, 256}
    for size, data in images.items():
        assert png_size(pygame_module, data) == (size, size)
    assert images[256] == (ICON / "icon.png").read_bytes()


def test_the_mac_icon_holds_every_size_and_retina_double_finder_asks_for(pygame_module):
    images = icns_images(ICON / "icon.icns")
    expected = {"icp4": 16, "icp5": 32, "ic11": 32, "icp6": 64, "ic12": 64, "ic07": 128, "ic13": 256,
                "ic08": 256, "ic14": 512, "ic09": 512, "ic10": 1024}
    assert set(images) == set(expected)
    for code, size in expected.items():
        assert png_size(pygame_module, images[code]) == (size, size), code
    assert images["ic08"] == (ICON / "icon.png").read_bytes()


@pytest.mark.skipif(shutil.which("icns2png") is None, reason="icns2png is not installed (Debian's icnsutils)")
def test_another_icns_reader_finds_the_large_mac_icons(tmp_path):
    """libicns (icnsutils) as a second, independent reader; it knows the classic types up to
    512 and 1024 px, not the newer small PNG types, so those are checked above by size."""
    listing = subprocess.run(["icns2png", "-l", str(ICON / "icon.icns")], capture_output=True, text=True).stdout
    for code, size in (("ic08", 256), ("ic09", 512), ("ic10", 1024)):
        assert re.search(rf"'{code}' {size}x{size} 32-bit icon", listing), listing


def test_the_icon_files_are_drawn_again_byte_for_byte_by_the_icon_tool(tmp_path, monkeypatch, pygame_module):
    tool = runpy.run_path(str(ROOT / "tools" / "make_icon.py"))
    monkeypatch.setitem(tool["main"].__globals__, "OUT", tmp_path)
    tool["main"]()
    for name in ("icon.png", "icon.ico", "icon.icns"):
        assert (tmp_path / name).read_bytes() == (ICON / name).read_bytes(), name


def evaluate_version_file(text: str) -> dict:
    """Evaluates the version file as PyInstaller's Windows build does (eval with its structure
    classes in scope); the classes are stood in for by records, since PyInstaller's own import
    pywin32 and load only on Windows."""
    def record(kind):
        return lambda *args, **kwargs: {"kind": kind, "args": args, **kwargs}
    names = ("VSVersionInfo", "FixedFileInfo", "StringFileInfo", "StringTable", "StringStruct",
             "VarFileInfo", "VarStruct")
    return eval(text, {"__builtins__": {}}, {name: record(name) for name in names})  # noqa: S307


def test_the_windows_build_opens_no_console_and_carries_the_icon_and_the_version(pygame_module):
    windows = choices("win32")
    assert windows["exe"]["console"] is False
    assert windows["exe"]["icon"] == "assets/icon/icon.ico" and (ROOT / windows["exe"]["icon"]).exists()
    assert windows["bundle"] is None
    info = evaluate_version_file(windows["exe"]["version_file_text"])
    version = choices_module["version"]()
    numbers = tuple(int(n) for n in version.split(".")) + (0,) * (4 - len(version.split(".")))
    assert info["ffi"]["filevers"] == info["ffi"]["prodvers"] == numbers
    string_table = info["kids"][0]["args"][0][0]["args"][1]
    strings = {entry["args"][0]: entry["args"][1] for entry in string_table}
    assert strings["ProductName"] == "Frontier Tabletop" and strings["ProductVersion"] == version
    assert strings["OriginalFilename"] == "frontier-tabletop.exe"


def test_the_mac_build_is_an_app_bundle_with_its_icon_identifier_and_version():
    mac = choices("darwin")
    assert mac["exe"]["console"] is False
    bundle = mac["bundle"]
    assert bundle["name"] == "Frontier Tabletop.app"
    assert bundle["icon"].endswith(".icns") and (ROOT / bundle["icon"]).exists()
    assert re.fullmatch(r"[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+", bundle["bundle_identifier"])
    version = choices_module["version"]()
    assert bundle["version"] == bundle["info_plist"]["CFBundleShortVersionString"] == version
    assert bundle["info_plist"]["NSHighResolutionCapable"] is True


def test_the_linux_build_is_the_plain_folder_without_console():
    linux = choices("linux")
    assert linux == {"exe": {"name": "frontier-tabletop", "console": False}, "bundle": None}
