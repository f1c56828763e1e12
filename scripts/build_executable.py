"""Build the one-folder executable and prove it starts: `python scripts/build_executable.py`.

1. `pyinstaller pyinstaller.spec` -> dist/frontier-tabletop/
2. Smoke check: run the frozen executable headless from a foreign working directory with
   `--smoke-test OUT`, which renders the menu and a table to PNGs and checks that every bundled
   asset can be opened; any missing file makes it fail loudly.
3. Figures: size on disk, frozen start-up to the first menu frame (median of 5) beside
   `python -m game` start-up measured in the same run.

Options: --skip-build (reuse dist/), --no-timing (smoke check only, as the slow test does).
"""
from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DIST = ROOT / "dist" / "frontier-tabletop"
EXE = DIST / ("frontier-tabletop.exe" if os.name == "nt" else "frontier-tabletop")


def headless_env(home: Path) -> dict[str, str]:
    """Dummy SDL drivers and throw-away user folders, so the check never touches real settings."""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    env.update(HOME=str(home), XDG_CONFIG_HOME=str(home / "config"), XDG_DATA_HOME=str(home / "data"),
               XDG_STATE_HOME=str(home / "state"), XDG_CACHE_HOME=str(home / "cache"),
               APPDATA=str(home / "appdata"), LOCALAPPDATA=str(home / "localappdata"))
    return env


def build() -> None:
    shutil.rmtree(DIST, ignore_errors=True)
    subprocess.run([sys.executable, "-m", "PyInstaller", "pyinstaller.spec", "--noconfirm",
                    "--distpath", str(ROOT / "dist"), "--workpath", str(ROOT / "build" / "pyinstaller")],
                   cwd=ROOT, check=True)


def smoke_test() -> list[Path]:
    if not EXE.exists():
        raise SystemExit(f"no executable at {EXE}: build first")
    with tempfile.TemporaryDirectory() as tmp:
        tmp_path = Path(tmp)
        out = tmp_path / "shots"
        # Run from an unrelated folder: assets must be found through the bundle, never the CWD.
        result = subprocess.run([str(EXE), "--smoke-test", str(out)], cwd=tmp_path, env=headless_env(tmp_path),
                                capture_output=True, text=True, timeout=300)
        if result.returncode != 0:
            raise SystemExit(f"smoke test failed (exit {result.returncode}):\n{result.stdout}\n{result.stderr}")
        shots = sorted(out.glob("*.png"))
        if len(shots) < 2 or any(p.stat().st_size < 10_000 for p in shots):
            raise SystemExit(f"smoke test wrote too little: {[(p.name, p.stat().st_size) for p in shots]}")
        kept = ROOT / "build" / "smoke"
        shutil.rmtree(kept, ignore_errors=True)
        shutil.copytree(out, kept)
        print(result.stdout.strip())
        return sorted(kept.glob("*.png"))


def first_frame_seconds(command: list[str], runs: int = 5) -> float:
    times = []
    with tempfile.TemporaryDirectory() as tmp:
        env = headless_env(Path(tmp))
        env["PYTHONPATH"] = str(ROOT)  # the source run finds the checkout even if not pip-installed
        for _ in range(runs):
            started = time.perf_counter()
            subprocess.run(command + ["--benchmark-first-frame"], cwd=tmp, env=env, check=True,
                           capture_output=True, timeout=120)
            times.append(time.perf_counter() - started)
    return statistics.median(times)


def size_on_disk(path: Path) -> int:
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file())


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--skip-build", action="store_true")
    parser.add_argument("--no-timing", action="store_true")
    args = parser.parse_args()
    if not args.skip_build:
        build()
    shots = smoke_test()
    print("smoke test passed:", ", ".join(str(p.relative_to(ROOT)) for p in shots))
    print(f"build size: {size_on_disk(DIST) / 2**20:.1f} MiB in {DIST.relative_to(ROOT)}")
    if not args.no_timing:
        frozen = first_frame_seconds([str(EXE)])
        source = first_frame_seconds([sys.executable, "-m", "game"])
        print(f"start-up to first menu frame, median of 5: frozen {frozen:.2f} s, "
              f"python -m game {source:.2f} s (frozen/source {frozen / source:.2f})")


if __name__ == "__main__":
    main()
