"""The Debian package installs the game where a desktop looks for it, and the installed game starts.

The package is unpacked into a throw-away root with `dpkg-deb -x` (what `dpkg -i` writes, without
needing root or touching this system's package database), then the installed program's own
smoke test runs from there; dpkg itself installs and removes it on a root of its own. Slow: it starts from the shared one-folder build (conftest.py).
"""
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = "frontier-tabletop"

pytestmark = [pytest.mark.slow,
              pytest.mark.skipif(shutil.which("dpkg-deb") is None, reason="dpkg-deb is not installed (Debian's dpkg)")]


@pytest.fixture(scope="module")
def deb(one_folder_build) -> Path:
    result = subprocess.run([sys.executable, "scripts/build_deb.py", "--skip-build", "--compression", "gzip"], cwd=ROOT,
                            capture_output=True, text=True, timeout=900)
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]
    debs = sorted((ROOT / "dist").glob(f"{PACKAGE}_*_amd64.deb"))
    assert len(debs) == 1, debs
    return debs[0]


@pytest.fixture(scope="module")
def installed(deb, tmp_path_factory) -> Path:
    root = tmp_path_factory.mktemp("installed-root")
    subprocess.run(["dpkg-deb", "-x", str(deb), str(root)], check=True)
    return root


def inside(root: Path, absolute_link: Path) -> Path:
    """Where an absolute symlink of the package points once installed, looked up in the throw-away root."""
    target = Path(os.readlink(absolute_link))
    assert target.is_absolute(), f"{absolute_link} -> {target}"
    return root / target.relative_to("/")


def headless_env(home: Path) -> dict:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", HOME=str(home))
    for name in ("CONFIG", "DATA", "STATE", "CACHE"):
        env[f"XDG_{name}_HOME"] = str(home / name.lower())
    return env


def test_the_launcher_on_path_starts_the_installed_game_and_it_passes_its_smoke_test(installed, tmp_path):
    launcher = installed / "usr/bin" / PACKAGE
    assert launcher.is_symlink()
    program = inside(installed, launcher)
    assert program == installed / "opt" / PACKAGE / PACKAGE and os.access(program, os.X_OK)
    out = tmp_path / "shots"
    result = subprocess.run([str(program), "--smoke-test", str(out)], cwd=tmp_path, env=headless_env(tmp_path),
                            capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "smoke test ok" in result.stdout
    assert len(list(out.glob("table_*.png"))) == 5


def test_the_menu_entry_names_the_launcher_and_an_icon_the_desktop_finds(installed):
    entry = installed / "usr/share/applications" / f"{PACKAGE}.desktop"
    fields = dict(line.split("=", 1) for line in entry.read_text().splitlines() if "=" in line)
    assert fields["Exec"].split()[0] == PACKAGE and (installed / "usr/bin" / fields["Exec"].split()[0]).is_symlink()
    icons = sorted((installed / "usr/share/icons/hicolor").glob(f"*/apps/{fields['Icon']}.png"))
    sizes = {icon.parent.parent.name for icon in icons}
    assert {"48x48", "256x256"} <= sizes, sizes
    if shutil.which("desktop-file-validate"):
        check = subprocess.run(["desktop-file-validate", str(entry)], capture_output=True, text=True)
        assert check.returncode == 0 and not check.stdout.strip(), check.stdout


def test_the_copyright_file_carries_every_bundled_part_s_licence(installed):
    copyright_text = (installed / "usr/share/doc" / PACKAGE / "copyright").read_text(encoding="utf-8")
    for part in ("pygame", "SDL", "FreeType", "Python Software Foundation", "OpenSSL", "PyInstaller",
                 "Lato", "Roboto Slab", "game-icons.net"):
        assert part in copyright_text, part
    for licence in ("LGPL-2.1+", "Zlib", "OFL-1.1", "Apache-2.0", "CC-BY-3.0", "Expat"):
        assert f"License: {licence}" in copyright_text, licence
    assert "Reserved Font Name" in copyright_text  # the font licence's full text, not only its name
    assert (installed / "usr/share/doc" / PACKAGE / "changelog.gz").exists()
    assert (installed / "usr/share/man/man6" / f"{PACKAGE}.6.gz").exists()


def test_the_control_file_depends_on_libc_and_the_x11_libraries_sdl_opens(deb):
    control = subprocess.run(["dpkg-deb", "-f", str(deb)], capture_output=True, text=True, check=True).stdout
    fields = dict(line.split(": ", 1) for line in control.splitlines() if ": " in line and not line.startswith(" "))
    assert fields["Package"] == PACKAGE and fields["Architecture"] == "amd64"
    depends = [d.strip() for d in fields["Depends"].split(",")]
    assert depends[0].startswith("libc6 (>= 2.")
    assert {"libx11-6", "libxext6"} <= set(depends)


def test_the_package_has_no_maintainer_scripts_so_removing_it_leaves_nothing(deb, tmp_path):
    subprocess.run(["dpkg-deb", "-e", str(deb), str(tmp_path / "DEBIAN")], check=True)
    assert sorted(p.name for p in (tmp_path / "DEBIAN").iterdir()) == ["control", "md5sums"]
    listing = subprocess.run(["dpkg-deb", "-c", str(deb)], capture_output=True, text=True, check=True).stdout
    places = {line.split()[5].lstrip(".").split("/")[1] for line in listing.splitlines() if line.split()[5] != "./"}
    assert places == {"opt", "usr"}, places


def test_dpkg_installs_it_into_a_throw_away_root_and_removing_it_leaves_nothing(deb, tmp_path):
    """dpkg itself, unprivileged (--force-not-root) on a root of its own: nothing of this
    system's is touched. Depends are forced, as that root has no libc6 to satisfy them."""
    root = tmp_path / "root"
    for folder in ("var/lib/dpkg/info", "var/lib/dpkg/updates", "var/lib/dpkg/triggers"):
        (root / folder).mkdir(parents=True)
    (root / "var/lib/dpkg/status").touch()
    dpkg = ["dpkg", f"--root={root}", "--force-not-root", "--force-bad-path", "--force-depends", "--log=/dev/null"]
    subprocess.run(dpkg + ["-i", str(deb)], check=True, capture_output=True)
    assert (root / "usr/bin" / PACKAGE).is_symlink() and (root / "opt" / PACKAGE / PACKAGE).is_file()
    subprocess.run(dpkg + ["-r", PACKAGE], check=True, capture_output=True)
    left = sorted(str(p.relative_to(root)) for p in root.rglob("*") if p.relative_to(root).parts[0] != "var")
    assert left == []
