"""What the PyInstaller build does differently on each desktop, as data: pyinstaller.spec reads it,
and tests/packaging/test_platform_choices.py checks it on Linux, where PyInstaller cannot build
for Windows or macOS (it does not cross-compile).

Loaded by file path (`runpy.run_path`), not imported: a folder named `packaging` would shadow the
PyPI `packaging` library that PyInstaller itself imports.
"""
from __future__ import annotations

import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
NAME = "frontier-tabletop"
DISPLAY_NAME = "Frontier Tabletop"
BUNDLE_IDENTIFIER = "io.github.frontier-tabletop"
"""The macOS bundle identifier: reverse-DNS, letters, digits, hyphens and dots only. It names the
app to macOS (its settings, its permissions) and must never change once people have installed it."""
COMPANY = "Frontier Tabletop contributors"
DESCRIPTION = "Five Wild West tabletop games at one screen"


def version() -> str:
    return tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["version"]


def version_numbers(text: str) -> tuple[int, int, int, int]:
    """'0.1.0' -> (0, 1, 0, 0): Windows keeps a file version as four 16-bit numbers."""
    numbers = [int(part) for part in text.split(".")[:4]]
    return tuple(numbers + [0] * (4 - len(numbers)))  # type: ignore[return-value]


def windows_version_file_text(text: str) -> str:
    """PyInstaller's version-file format (the text of a VSVersionInfo structure, read by
    `PyInstaller.utils.win32.versioninfo` on Windows): what Explorer shows under Properties >
    Details, and what the Windows SmartScreen and installers name the program by."""
    numbers = version_numbers(text)
    strings = {"CompanyName": COMPANY, "FileDescription": DISPLAY_NAME, "FileVersion": text,
               "InternalName": NAME, "LegalCopyright": f"{COMPANY}, MIT licence",
               "OriginalFilename": f"{NAME}.exe", "ProductName": DISPLAY_NAME, "ProductVersion": text,
               "Comments": DESCRIPTION}
    table = ",\n          ".join(f"StringStruct({key!r}, {value!r})" for key, value in strings.items())
    return f"""VSVersionInfo(
  ffi=FixedFileInfo(filevers={numbers}, prodvers={numbers}, mask=0x3f, flags=0x0, OS=0x40004,
                    fileType=0x1, subtype=0x0, date=(0, 0)),
  kids=[
    StringFileInfo([StringTable('040904B0', [
          {table}])]),
    VarFileInfo([VarStruct('Translation', [1033, 1200])])
  ]
)
"""


def choices(platform: str) -> dict:
    """The build's options for one platform ('win32', 'darwin' or 'linux', as sys.platform says).

    exe:    keyword arguments for PyInstaller's EXE: the program file's name, no console window
            (a double-clicked game must not open a terminal beside it), the icon.
    bundle: keyword arguments for BUNDLE (macOS only): the .app folder people drag to
            Applications, with its icon and identifier, or None where there is no such thing.
    """
    exe: dict = {"name": NAME, "console": False}
    bundle = None
    if platform == "win32":
        exe["icon"] = "assets/icon/icon.ico"
        exe["version_file_text"] = windows_version_file_text(version())
    elif platform == "darwin":
        exe["icon"] = "assets/icon/icon.icns"
        bundle = {"name": f"{DISPLAY_NAME}.app", "icon": "assets/icon/icon.icns",
                  "bundle_identifier": BUNDLE_IDENTIFIER, "version": version(),
                  "info_plist": {"CFBundleDisplayName": DISPLAY_NAME, "CFBundleName": DISPLAY_NAME,
                                 "CFBundleShortVersionString": version(),
                                 "LSApplicationCategoryType": "public.app-category.board-games",
                                 "NSHighResolutionCapable": True}}
    return {"exe": exe, "bundle": bundle}
