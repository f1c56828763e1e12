"""The app in a real X window: Xvfb for a screen, xdotool for a person's hands, xwd for their eyes.

    with XSession(screen=(1366, 768), home=tmp_path) as x:
        x.launch("--windowed", "--new", "most_wanted", "--seats", "human,human,ai:easy")
        x.wait_for_window()
        x.click(960, 540)            # canvas coordinates, placed through the window's letterbox
        rgb = x.pixel(300, 650)      # what the screen shows there, read back from the X server

Needs Debian's `xvfb`, `xdotool` and `x11-apps` (for xwd); `missing()` says what is not there,
for a skip with its reason. The app runs as a separate process with its own private home
(FRONTIER_TABLETOP_HOME), exactly as a person starts it.
"""
from __future__ import annotations

import os
import select
import shutil
import signal
import struct
import subprocess
import sys
import time
from pathlib import Path

CANVAS = (1920, 1080)
TOOLS = ("Xvfb", "xdotool", "xwd")
NO_RESET = ("-noreset",)
"""An X server resets itself when its last client leaves, and a client that connects during that
reset is refused: xdotool asking whether the screen serves, then the app starting, was such a
pair, and the app then found "no screen to open a window on" (in 2,000 connect-and-leave rounds
against a fresh Xvfb, 121 were refused; with -noreset, none). A person's X server always has a
client (the desktop), so it never resets under the app."""


def missing() -> list[str]:
    return [tool for tool in TOOLS if shutil.which(tool) is None]


class XSession:
    def __init__(self, screen: tuple[int, int], home: Path):
        self.screen = screen
        self.home = Path(home)
        self.display = ""
        """":N", chosen by the X server itself when it starts (see __enter__)."""
        self.xvfb: subprocess.Popen | None = None
        self.app: subprocess.Popen | None = None
        self.log = self.home / "app-output.txt"

    # -- the screen -----------------------------------------------------------------------------
    def __enter__(self) -> "XSession":
        """Start Xvfb on a display number it picks itself (-displayfd) and wait until it serves.

        Picking a free number here and handing it to Xvfb raced between test processes: two
        took :140 at once, the second Xvfb failed, its test's app ran on the first one's server
        and found no X display once that test ended. Xvfb takes its lock atomically and writes
        back the number it holds."""
        read_end, write_end = os.pipe()
        try:
            self.xvfb = subprocess.Popen(["Xvfb", "-displayfd", str(write_end), "-screen", "0",
                                          f"{self.screen[0]}x{self.screen[1]}x24", "-nolisten", "tcp",
                                          *NO_RESET],
                                         pass_fds=(write_end,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            os.close(write_end)
            self.display = ":" + self._display_number(read_end)
        finally:
            os.close(read_end)
        deadline = time.monotonic() + 10
        while subprocess.run(["xdotool", "getdisplaygeometry"], env=self.env(), capture_output=True).returncode != 0:
            if time.monotonic() > deadline or self.xvfb.poll() is not None:
                raise RuntimeError("Xvfb did not start")
            time.sleep(0.05)
        return self

    def _display_number(self, read_end: int, timeout: float = 10.0) -> str:
        """The number Xvfb writes back once it listens, read with a deadline."""
        number = b""
        deadline = time.monotonic() + timeout
        while not number.endswith(b"\n"):
            ready, _, _ = select.select([read_end], [], [], max(0.0, deadline - time.monotonic()))
            chunk = os.read(read_end, 16) if ready else b""
            if not chunk:
                self.xvfb.kill()
                raise RuntimeError("Xvfb did not start")
            number += chunk
        return number.decode().strip()

    def __exit__(self, *exc) -> None:
        self.stop_app()
        if self.xvfb is not None:
            self.xvfb.terminate()
            self.xvfb.wait(5)

    def env(self) -> dict:
        env = dict(os.environ)
        env.update(DISPLAY=self.display, SDL_AUDIODRIVER="dummy", FRONTIER_TABLETOP_HOME=str(self.home))
        env.pop("SDL_VIDEODRIVER", None)
        return env

    # -- the app --------------------------------------------------------------------------------
    def launch(self, *args: str) -> None:
        self.home.mkdir(parents=True, exist_ok=True)
        with open(self.log, "ab") as out:
            self.app = subprocess.Popen([sys.executable, "-m", "game", *args], env=self.env(), stdout=out,
                                        stderr=subprocess.STDOUT, cwd=str(Path(__file__).resolve().parents[2]))

    def stop_app(self, sig: int = signal.SIGTERM, timeout: float = 10.0) -> int | None:
        """End the app as a logout does (SIGTERM, which SDL turns into a window close)."""
        if self.app is None or self.app.poll() is not None:
            return None if self.app is None else self.app.returncode
        self.app.send_signal(sig)
        try:
            return self.app.wait(timeout)
        except subprocess.TimeoutExpired:
            self.app.kill()
            return self.app.wait(5)

    def output(self) -> str:
        return self.log.read_text(errors="replace") if self.log.exists() else ""

    def xdotool(self, *args: str) -> str:
        return subprocess.run(["xdotool", *args], env=self.env(), capture_output=True, text=True).stdout

    def wait_for_window(self, timeout: float = 30.0) -> tuple[int, int, int, int]:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.app is not None and self.app.poll() is not None:
                raise AssertionError(f"the app exited ({self.app.returncode}): {self.output()[-2000:]}")
            geometry = self.window()
            if geometry is not None:
                time.sleep(0.5)
                return geometry
            time.sleep(0.1)
        raise AssertionError("no window appeared")

    def window(self) -> tuple[int, int, int, int] | None:
        ids = self.xdotool("search", "--onlyvisible", "--pid", str(self.app.pid)).split() if self.app else []
        if not ids:
            return None
        values = dict(line.split("=", 1) for line in self.xdotool("getwindowgeometry", "--shell", ids[-1]).split()
                      if "=" in line)
        return int(values["X"]), int(values["Y"]), int(values["WIDTH"]), int(values["HEIGHT"])

    def to_root(self, canvas_x: float, canvas_y: float) -> tuple[int, int]:
        """The screen pixel showing a canvas point: the canvas is letterboxed into the window."""
        x, y, w, h = self.window()
        scale = min(w / CANVAS[0], h / CANVAS[1])
        left, top = x + (w - CANVAS[0] * scale) / 2, y + (h - CANVAS[1] * scale) / 2
        return int(left + (canvas_x + 0.5) * scale), int(top + (canvas_y + 0.5) * scale)

    # -- a person's hands ---------------------------------------------------------------------
    def point(self, canvas_x: float, canvas_y: float) -> None:
        self.xdotool("mousemove", *map(str, self.to_root(canvas_x, canvas_y)))

    def click(self, canvas_x: float, canvas_y: float, button: int = 1) -> None:
        self.point(canvas_x, canvas_y)
        time.sleep(0.15)
        self.xdotool("click", str(button))

    def wheel(self, canvas_x: float, canvas_y: float, up: bool = True, notches: int = 1) -> None:
        self.point(canvas_x, canvas_y)
        time.sleep(0.15)
        self.xdotool("click", "--repeat", str(notches), "--delay", "60", "4" if up else "5")

    def key(self, name: str) -> None:
        self.xdotool("key", name)

    def focus_keyboard(self) -> None:
        """Give the app's window the keyboard (there is no window manager to do it), without the
        pointer: a person with only a keyboard never touches it."""
        ids = self.xdotool("search", "--onlyvisible", "--pid", str(self.app.pid)).split() if self.app else []
        if ids:
            self.xdotool("windowfocus", "--sync", ids[-1])

    # -- a person's eyes ------------------------------------------------------------------------
    def grab(self) -> "Picture":
        raw = subprocess.run(["xwd", "-root", "-silent"], env=self.env(), capture_output=True).stdout
        return Picture(raw)

    def pixel(self, canvas_x: float, canvas_y: float) -> tuple[int, int, int]:
        return self.grab().at(*self.to_root(canvas_x, canvas_y))

    def region(self, canvas_rect: tuple[int, int, int, int]) -> bytes:
        """The screen's bytes under a canvas rectangle (to tell whether it changed)."""
        x0, y0 = self.to_root(canvas_rect[0], canvas_rect[1])
        x1, y1 = self.to_root(canvas_rect[0] + canvas_rect[2], canvas_rect[1] + canvas_rect[3])
        picture = self.grab()
        return b"".join(picture.row(y, x0, x1) for y in range(y0, y1))

    def wait_until(self, done, timeout: float = 20.0, what: str = "the screen") -> None:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if done():
                return
            time.sleep(0.2)
        raise AssertionError(f"timed out waiting for {what}; app output: {self.output()[-1500:]}")


class Picture:
    """An xwd dump of the root window (ZPixmap, 24-bit colour in 24- or 32-bit pixels)."""

    def __init__(self, raw: bytes):
        header = struct.unpack(">25I", raw[:100])
        header_size, self.width, self.height = header[0], header[4], header[5]
        self.byte_order, bits, self.stride, ncolours = header[7], header[11], header[12], header[19]
        if bits not in (24, 32):
            raise ValueError(f"unexpected {bits} bits per pixel")
        self.size = bits // 8
        self.data = raw[header_size + 12 * ncolours:]

    def at(self, x: int, y: int) -> tuple[int, int, int]:
        i = y * self.stride + x * self.size
        pixel = self.data[i:i + 3]
        return (pixel[2], pixel[1], pixel[0]) if self.byte_order == 0 else tuple(self.data[i + self.size - 3:i + self.size])

    def row(self, y: int, x0: int, x1: int) -> bytes:
        return self.data[y * self.stride + x0 * self.size:y * self.stride + x1 * self.size]

    def rgb(self) -> bytes:
        """The whole screen as packed RGB rows (for saving a picture of a failure)."""
        out = bytearray()
        for y in range(self.height):
            row = self.row(y, 0, self.width)
            pixels = bytearray(self.width * 3)
            first = 0 if self.byte_order == 0 else self.size - 3
            pixels[0::3], pixels[1::3], pixels[2::3] = row[first + 2::self.size], row[first + 1::self.size], row[first::self.size]
            out += pixels
        return bytes(out)

    def save(self, path) -> None:
        import pygame
        pygame.image.save(pygame.image.frombuffer(self.rgb(), (self.width, self.height), "RGB"), str(path))
