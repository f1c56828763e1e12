"""Ways to put the 1920x1080 canvas on the screen, compared in real fullscreen windows under Xvfb
(software rendering, no GPU): why `game/display.py` presents the way it does.

    python benchmarks/present_paths.py [--frames 150] [--size WxH ...]

Each way runs in its own process (SDL makes some choices once per process) on a screen of each
size, presenting the README's Desperados picture with a 300x200 patch (a dice tray's worth)
changing every frame, and prints the time of one present, median / p95 in ms:

  flip, SDL's default     the old `App.present`: smoothscale the whole canvas into the window
                          surface, `display.flip()`; on X11 SDL keeps that surface in an OpenGL
                          texture (llvmpipe without a GPU) and redraws the whole window
  patch, SDL's default    only the changed patch scaled and sent (`display.update(rect)`) to that
                          same surface: SDL still redraws the whole window
  SCALED, nearest         pygame's SCALED mode (SDL's renderer, here OpenGL on llvmpipe): blit the
                          canvas into the 1920x1080 display surface, `display.flip()`; blocky when
                          scaling down
  SCALED, linear          the same with SDL_RENDER_SCALE_QUALITY=linear (smooth, as smoothscale)
  SCALED, software        SCALED with SDL's software renderer on the X server's own framebuffer
  X11 framebuffer, all    `Display.present` with every row changed (a new scene), on the X server's
                          shared-memory window surface (SDL_FRAMEBUFFER_ACCELERATION=0)
  X11 framebuffer, rows   `Display.present` as the app runs it: only the changed rows are sent

Without Xvfb it says so and measures nothing.
"""
from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
PICTURE = ROOT / "docs" / "screenshots" / "table_desperados.png"
SIZES = ["1366x768", "1600x900", "1920x1080", "2560x1440", "3840x2160"]
WAYS = {
    "flip, SDL's default": {},
    "patch, SDL's default": {},
    "SCALED, nearest": {},
    "SCALED, linear": {"SDL_RENDER_SCALE_QUALITY": "linear", "SDL_HINT_RENDER_SCALE_QUALITY": "1"},
    "SCALED, software": {"SDL_RENDER_DRIVER": "software", "SDL_FRAMEBUFFER_ACCELERATION": "0"},
    "X11 framebuffer, all": {},
    "X11 framebuffer, rows": {},
}


def child(way: str, frames: int) -> None:
    os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"
    import warnings
    warnings.simplefilter("ignore")
    import pygame
    pygame.display.init()
    canvas = pygame.Surface((1920, 1080))
    canvas.blit(pygame.image.load(str(PICTURE)), (0, 0))
    picture = canvas.copy()
    if way.startswith("SCALED"):
        window = pygame.display.set_mode((1920, 1080), pygame.SCALED | pygame.FULLSCREEN)

        def present() -> None:
            window.blit(canvas, (0, 0))
            pygame.display.flip()
    elif way.startswith("flip") or way.startswith("patch"):
        window = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        w, h = window.get_size()
        scale = min(w / 1920, h / 1080)
        box = pygame.Rect(0, 0, round(1920 * scale), round(1080 * scale))
        box.center = (w // 2, h // 2)
        patch = pygame.Rect(760, 440, 300, 200)
        target = pygame.Rect(box.x + int(patch.x * scale), box.y + int(patch.y * scale),
                             int(patch.w * scale), int(patch.h * scale))

        def present() -> None:
            if way.startswith("patch"):
                pygame.transform.smoothscale(canvas.subsurface(patch), target.size, window.subsurface(target))
                pygame.display.update(target)
            elif box.size == (1920, 1080):
                window.blit(canvas, box)
                pygame.display.flip()
            else:
                pygame.transform.smoothscale(canvas, box.size, window.subsurface(box))
                pygame.display.flip()
    else:
        from game.display import Display
        display = Display((1920, 1080))
        display.open(True, (1920, 1080))

        def present() -> None:
            display.present(canvas)
    times = []
    for frame in range(10 + frames):
        pygame.event.pump()
        if way.endswith("all"):
            canvas.blit(picture, (0, 0))
            canvas.fill((frame % 2 * 40,) * 3, special_flags=pygame.BLEND_RGB_ADD)
        else:
            canvas.blit(picture, (760, 440), (760, 440, 300, 200))
            pygame.draw.circle(canvas, (240, 230, 200), (800 + frame * 7 % 220, 540), 40)
        started = time.perf_counter()
        present()
        if frame >= 10:
            times.append((time.perf_counter() - started) * 1000)
        time.sleep(0.004)
    print(json.dumps({"times": times, "window": list(pygame.display.get_window_size())}))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--frames", type=int, default=150)
    parser.add_argument("--size", action="append", help=f"WxH (default: {', '.join(SIZES)})")
    parser.add_argument("--child", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        child(args.child, args.frames)
        return
    if shutil.which("Xvfb") is None:
        print("Xvfb is not installed: presenting in a real window cannot be measured here (nothing measured).")
        return
    from benchmarks.window_frames import Xvfb
    print(f"load average at start: {' '.join(f'{v:.2f}' for v in os.getloadavg())} ({os.cpu_count()} cores)")
    print(f"one present, ms, median / p95 over {args.frames} frames, fullscreen under Xvfb")
    print(f"{'screen':>10}  " + "  ".join(f"{way:>21}" for way in WAYS))
    for size in args.size or SIZES:
        width, height = (int(v) for v in size.split("x"))
        server = Xvfb(width, height)
        cells = []
        try:
            for way, extra in WAYS.items():
                env = {k: v for k, v in os.environ.items() if k not in ("SDL_VIDEODRIVER", "SDL_FRAMEBUFFER_ACCELERATION")}
                env.update(extra, DISPLAY=server.display, SDL_AUDIODRIVER="dummy")
                result = subprocess.run([sys.executable, __file__, "--child", way, "--frames", str(args.frames)],
                                        env=env, capture_output=True, text=True, timeout=300)
                lines = [line for line in result.stdout.splitlines() if line.startswith("{")]
                if not lines:
                    cells.append(f"{'failed':>21}")
                    sys.stderr.write(result.stderr[-2000:])
                    continue
                times = sorted(json.loads(lines[-1])["times"])
                cells.append(f"{statistics.median(times):12.2f} /{times[int(0.95 * (len(times) - 1))]:7.2f}")
        finally:
            server.stop()
        print(f"{size:>10}  " + "  ".join(cells), flush=True)
    print(f"load average at end: {' '.join(f'{v:.2f}' for v in os.getloadavg())}")


if __name__ == "__main__":
    main()
