"""Build the Debian package from the one-folder build: `python scripts/build_deb.py`.

    dist/frontier-tabletop/  ->  dist/frontier-tabletop_<version>_amd64.deb

The package lays the one-folder build where a desktop looks for each part:

    /opt/frontier-tabletop/                          the frozen program, as built
    /usr/bin/frontier-tabletop                       a link to it, so it is on PATH
    /usr/share/applications/frontier-tabletop.desktop
    /usr/share/icons/hicolor/<N>x<N>/apps/frontier-tabletop.png
    /usr/share/man/man6/frontier-tabletop.6.gz
    /usr/share/doc/frontier-tabletop/copyright       every bundled part's licence, fonts included
    /usr/share/doc/frontier-tabletop/changelog.gz
    /usr/share/lintian/overrides/frontier-tabletop   why each remaining lintian tag is expected

It has no maintainer scripts: the icon cache and the menu are refreshed by the triggers of
hicolor-icon-theme and desktop-file-utils, so `dpkg -r` removes exactly the files listed here.
Depends is worked out from the build itself (see `system_depends`). The archive is the same byte
for byte for the same folder: file times are clamped to SOURCE_DATE_EPOCH (default: the last
commit's time), owners are root, and the file order is sorted by dpkg-deb.

Options: --skip-build (package the dist/ folder as it is; by default the one-folder build and its
smoke test run first), --lintian (run lintian on the result and fail on any tag not overridden),
--compression gzip (quicker, a third larger: the tests check what is inside, not the compressor;
the package to hand out is xz, Debian's default).
"""
from __future__ import annotations

import argparse
import gzip
import hashlib
import os
import re
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import build_executable  # noqa: E402  (a sibling script, not a package)

ROOT = build_executable.ROOT
DIST = build_executable.DIST
PACKAGE = "frontier-tabletop"
PREFIX = Path("opt") / PACKAGE
DEB_SOURCES = ROOT / "packaging" / "deb"
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256)
"""hicolor sizes made from the 256 px icon: menus, docks and app grids each pick the nearest."""

LIBRARIES_OPENED_AT_RUN_TIME = {
    "libx11-6": "SDL opens libX11 with dlopen() to make the window (no DT_NEEDED, so ldd misses it)",
    "libxext6": "SDL's X11 video needs the shared-memory extension from libXext, also by dlopen()",
}
"""Libraries SDL (inside the pygame-ce wheel) loads by name while running, not at link time:
without them there is no window. Sound (libasound2/libpulse0) is only Recommended: without it
the game plays silently."""
RECOMMENDS = "libpulse0 | libasound2, libxcursor1, libxrandr2, libxi6, libxkbcommon0"
SOURCE_LIBRARY_DIRS = ("/lib/", "/usr/lib/", "/lib64/", "/usr/lib64/")


def version() -> str:
    return tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["version"]


def deb_path() -> Path:
    return ROOT / "dist" / f"{PACKAGE}_{version()}_amd64.deb"


def source_date_epoch() -> int:
    """The time every packaged file is given: the last commit's, so rebuilding changes nothing."""
    if "SOURCE_DATE_EPOCH" in os.environ:
        return int(os.environ["SOURCE_DATE_EPOCH"])
    out = subprocess.run(["git", "log", "-1", "--format=%ct"], cwd=ROOT, capture_output=True, text=True)
    return int(out.stdout.strip() or 0)


def elf_files(folder: Path) -> list[Path]:
    return sorted(p for p in folder.rglob("*") if p.is_file() and not p.is_symlink()
                  and p.open("rb").read(4) == b"\x7fELF")


def system_libraries(folder: Path) -> set[str]:
    """Shared libraries the build's ELF files load from the system, found as the frozen program
    finds them: PyInstaller's bootloader puts its own `_internal` first on the library path."""
    env = dict(os.environ, LD_LIBRARY_PATH=str(folder / "_internal"))
    found = set()
    for elf in elf_files(folder):
        out = subprocess.run(["ldd", str(elf)], env=env, capture_output=True, text=True).stdout
        for target in re.findall(r"=> (/\S+)", out):
            if not target.startswith(str(folder)):
                found.add(os.path.realpath(target))
    return found


def owning_package(library: str) -> str:
    """The Debian package that ships a library (`dpkg -S`), without its :arch suffix."""
    for path in (library, library.replace("/usr/lib/", "/lib/", 1), library.replace("/lib/", "/usr/lib/", 1)):
        out = subprocess.run(["dpkg", "-S", path], capture_output=True, text=True)
        if out.returncode == 0:
            return out.stdout.split(":", 1)[0].strip()
    raise SystemExit(f"no Debian package ships {library}: bundle it or name its package by hand")


def newest_glibc_symbol(folder: Path) -> str:
    """The newest GLIBC_x.y symbol version any packaged ELF file asks for: libc6's lower bound."""
    versions = set()
    for elf in elf_files(folder):
        out = subprocess.run(["objdump", "-T", str(elf)], capture_output=True, text=True).stdout
        versions.update(re.findall(r"GLIBC_(\d+\.\d+(?:\.\d+)?)", out))
    return max(versions, key=lambda v: tuple(int(n) for n in v.split(".")))


def system_depends(folder: Path) -> str:
    """Depends: the packages of the system libraries the build links to (libc6 at the newest
    symbol version used), plus those SDL opens at run time."""
    packages = {owning_package(lib) for lib in system_libraries(folder)}
    packages.discard("libc6")
    fields = [f"libc6 (>= {newest_glibc_symbol(folder)})"] + sorted(packages | set(LIBRARIES_OPENED_AT_RUN_TIME))
    return ", ".join(fields)


def write_icons(root: Path) -> None:
    """The hicolor theme's PNG sizes, scaled from the project's 256 px icon with pygame-ce."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame
    icon = pygame.image.load(str(ROOT / "assets" / "icon" / "icon.png"))
    for size in ICON_SIZES:
        target = root / "usr/share/icons/hicolor" / f"{size}x{size}" / "apps" / f"{PACKAGE}.png"
        target.parent.mkdir(parents=True, exist_ok=True)
        scaled = icon if icon.get_size() == (size, size) else pygame.transform.smoothscale(icon, (size, size))
        pygame.image.save(scaled, str(target))


def copyright_text() -> str:
    """packaging/deb/copyright.in with the fonts' own copyright paragraphs put in (the licence
    files shipped beside the fonts are Debian copyright files themselves)."""
    font_paragraphs = []
    fonts = {"Lato": ("LICENSE-Lato.txt", "Lato-*"), "Roboto Slab": ("LICENSE-RobotoSlab.txt", "RobotoSlab-*")}
    for font, (licence_file, pattern) in fonts.items():
        text = (ROOT / "assets" / "fonts" / licence_file).read_text(encoding="utf-8")
        first_files = next(p for p in text.split("\n\n") if p.startswith("Files:"))
        body = first_files.split("\n", 1)[1]
        body = "\n".join(line.rstrip() for line in body.splitlines())
        font_paragraphs.append(f"Files: {PREFIX}/_internal/assets/fonts/{pattern}\n{body}\n"
                               f"Comment: The {font} type, as in assets/fonts/{licence_file}.")
    template = (DEB_SOURCES / "copyright.in").read_text(encoding="utf-8")
    return template.replace("@FONT_PARAGRAPHS@", "\n\n".join(font_paragraphs))


def gzip_bytes(data: bytes) -> bytes:
    """gzip -9n: no name and no time in the header, so the bytes depend on the content only."""
    return gzip.compress(data, compresslevel=9, mtime=0)


def changelog(epoch: int) -> bytes:
    from email.utils import formatdate
    return (f"{PACKAGE} ({version()}) unstable; urgency=medium\n\n"
            f"  * Built from the one-folder PyInstaller build (scripts/build_deb.py).\n\n"
            f" -- Frontier Tabletop contributors <frontier-tabletop@users.noreply.github.com>  "
            f"{formatdate(epoch, localtime=False, usegmt=False)}\n").encode()


def stage(root: Path, epoch: int) -> None:
    """Lay every file of the package out under root, as it will be on the installed system."""
    shutil.copytree(DIST, root / PREFIX, symlinks=True)
    (root / "usr/bin").mkdir(parents=True)
    # Across top-level folders Debian wants an absolute link; the frozen program finds its
    # _internal folder from the link's target (/proc/self/exe), not from the link.
    (root / "usr/bin" / PACKAGE).symlink_to(f"/{PREFIX}/{PACKAGE}")
    applications = root / "usr/share/applications"
    applications.mkdir(parents=True)
    shutil.copy(ROOT / "packaging" / f"{PACKAGE}.desktop", applications)
    write_icons(root)
    man = root / "usr/share/man/man6"
    man.mkdir(parents=True)
    (man / f"{PACKAGE}.6.gz").write_bytes(gzip_bytes((DEB_SOURCES / f"{PACKAGE}.6").read_bytes()))
    doc = root / "usr/share/doc" / PACKAGE
    doc.mkdir(parents=True)
    (doc / "copyright").write_text(copyright_text(), encoding="utf-8")
    (doc / "changelog.gz").write_bytes(gzip_bytes(changelog(epoch)))
    overrides = root / "usr/share/lintian/overrides"
    overrides.mkdir(parents=True)
    shutil.copy(DEB_SOURCES / "lintian-overrides", overrides / PACKAGE)


def normalise(root: Path, epoch: int) -> None:
    """Modes Debian expects (0755 folders and programs, 0644 the rest) and one time for all."""
    for path in sorted(root.rglob("*"), reverse=True):
        if path.is_symlink():
            os.utime(path, (epoch, epoch), follow_symlinks=False)
            continue
        executable = path.is_dir() or os.access(path, os.X_OK) and path.suffix != ".so" and ".so." not in path.name
        path.chmod(0o755 if executable else 0o644)
        os.utime(path, (epoch, epoch))
    root.chmod(0o755)


def write_control(root: Path) -> None:
    installed_kib = sum(-(-p.lstat().st_size // 1024) for p in root.rglob("*") if not p.is_dir()) + \
        sum(1 for p in root.rglob("*") if p.is_dir())
    control = f"""Package: {PACKAGE}
Version: {version()}
Architecture: amd64
Maintainer: Frontier Tabletop contributors <frontier-tabletop@users.noreply.github.com>
Installed-Size: {installed_kib}
Depends: {system_depends(DIST)}
Recommends: {RECOMMENDS}
Section: games
Priority: optional
Description: Wild West dice and card games for friends and AI at one screen
 Frontier Tabletop seats local players and computer opponents at one screen
 for five Wild West tabletop games: Desperados of Dice Town, The Zorro Dice
 Game, Bulletbucks, Durango and Most Wanted. Each game has its rules book, a
 lesson, saved tables, records and replays; the menu and the tables speak
 English, French and German.
 .
 The program is a self-contained build with its own Python interpreter,
 installed under /opt/frontier-tabletop.
"""
    debian = root / "DEBIAN"
    debian.mkdir()
    (debian / "control").write_text(control)
    sums = []
    for path in sorted(p for p in root.rglob("*") if p.is_file() and not p.is_symlink() and "DEBIAN" not in p.parts):
        sums.append(f"{hashlib.md5(path.read_bytes()).hexdigest()}  {path.relative_to(root).as_posix()}\n")
    (debian / "md5sums").write_text("".join(sums))
    for name in ("control", "md5sums"):
        (debian / name).chmod(0o644)


COMPRESSION = {"xz": ["-Zxz"], "gzip": ["-Zgzip", "-z1"]}


def build_deb(compression: str = "xz") -> Path:
    if not build_executable.EXE.exists():
        raise SystemExit(f"no one-folder build at {DIST}: run without --skip-build")
    epoch = source_date_epoch()
    root = ROOT / "build" / "deb" / "root"
    shutil.rmtree(root.parent, ignore_errors=True)
    root.mkdir(parents=True)
    stage(root, epoch)
    normalise(root, epoch)
    write_control(root)
    os.utime(root / "DEBIAN", (epoch, epoch))
    target = deb_path()
    env = dict(os.environ, SOURCE_DATE_EPOCH=str(epoch))
    subprocess.run(["dpkg-deb", "--root-owner-group", *COMPRESSION[compression], "--build", str(root), str(target)],
                   env=env, check=True, stdout=subprocess.DEVNULL)
    return target


def run_lintian(deb: Path) -> None:
    if shutil.which("lintian") is None:
        raise SystemExit("lintian is not installed (apt-get install lintian)")
    # Errors and warnings, lintian's default: its informational tags here all speak of the bundled
    # libraries' own builds (hardening flags, typos in their strings) and of the files the game
    # reads from its folder (rules, licences), listed in packaging/deb/lintian-overrides' head.
    result = subprocess.run(["lintian", str(deb)], capture_output=True, text=True)
    tags = [line for line in result.stdout.splitlines() if line[:2] in ("E:", "W:")]
    print("\n".join(tags) or "lintian: no tags beyond the explained overrides")
    if tags:
        raise SystemExit("lintian found tags that packaging/deb/lintian-overrides does not explain")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--skip-build", action="store_true")
    parser.add_argument("--lintian", action="store_true")
    parser.add_argument("--compression", choices=sorted(COMPRESSION), default="xz")
    args = parser.parse_args()
    if not args.skip_build:
        build_executable.build()
        build_executable.smoke_test()
    deb = build_deb(args.compression)
    print(f"built {deb.relative_to(ROOT)}: {deb.stat().st_size / 2**20:.1f} MiB")
    if args.lintian:
        run_lintian(deb)


if __name__ == "__main__":
    main()
