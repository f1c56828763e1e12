"""Menu frame time at the 1920x1080 logical canvas, and the idle CPU of the running app.

    python benchmarks/menu_frame.py [--frames 300] [--idle-seconds 5]

Frame time: the menu scene drawn onto the canvas (with a hovered tile, as while the mouse moves),
median and p95 over --frames draws, then the same including presenting to a 1920x1080 window
(the changed rows copied) and to a 1280x720 window (the changed rows smoothscaled); see
benchmarks/window_frames.py for whole frames in a real window.
Idle CPU: starts `python -m game` (a real window under X11 when DISPLAY is set, else the dummy
driver), lets it settle, then reads its CPU time from /proc over --idle-seconds (Linux only).
"""
from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def frame_times(frames: int) -> None:
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"
    import pygame
    from game import settings as settings_mod
    from game.app import App
    from scenes.menu import MenuScene

    app = App(settings=settings_mod.Settings(), headless=True)
    menu = MenuScene(app)
    app.stack.push(menu)
    app.render()  # builds the cached surfaces: not what a frame costs
    tiles = list(menu.tiles.values())

    def sample(fn) -> list[float]:
        out = []
        for i in range(frames):
            pos = tiles[i % len(tiles)].center if i % 2 else (960, 60)
            app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
            app.stack.update(1 / 60)
            t = time.perf_counter()
            fn()
            out.append(time.perf_counter() - t)
        return out

    def report(label: str, times: list[float]) -> None:
        times = sorted(times)
        print(f"{label}: median {statistics.median(times) * 1000:.2f} ms, "
              f"p95 {times[int(len(times) * 0.95) - 1] * 1000:.2f} ms")

    report("menu draw on the 1920x1080 canvas", sample(app.draw_canvas))
    app.window = pygame.Surface((1920, 1080))
    report("draw + present to a 1920x1080 window (changed rows copied)", sample(lambda: (app.draw_canvas(), app.present())))
    app.window = pygame.Surface((1280, 720))
    report("draw + present to a 1280x720 window (changed rows smoothscaled)", sample(lambda: (app.draw_canvas(), app.present())))


def cpu_seconds(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    ticks = os.sysconf("SC_CLK_TCK")
    return (int(fields[11]) + int(fields[12])) / ticks


def idle_cpu(seconds: float) -> None:
    if not Path("/proc/self/stat").exists():
        print("idle CPU: needs Linux /proc; skipped")
        return
    with tempfile.TemporaryDirectory() as home:
        env = dict(os.environ, FRONTIER_TABLETOP_HOME=home, SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
        if not os.environ.get("DISPLAY"):
            env["SDL_VIDEODRIVER"] = "dummy"
        proc = subprocess.Popen([sys.executable, "-m", "game", "--windowed"], cwd=ROOT, env=env,
                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            time.sleep(2.0)
            c0, t0 = cpu_seconds(proc.pid), time.perf_counter()
            time.sleep(seconds)
            c1, t1 = cpu_seconds(proc.pid), time.perf_counter()
        finally:
            proc.terminate()
            proc.wait(timeout=10)
    driver = "x11" if os.environ.get("DISPLAY") else "dummy"
    print(f"idle CPU on the menu ({driver}): {100 * (c1 - c0) / (t1 - t0):.2f}% of one core over {t1 - t0:.1f} s")


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--frames", type=int, default=300)
    p.add_argument("--idle-seconds", type=float, default=5.0)
    args = p.parse_args()
    frame_times(args.frames)
    idle_cpu(args.idle_seconds)


if __name__ == "__main__":
    main()
