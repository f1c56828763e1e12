"""The window, and how the 1920x1080 canvas gets onto it.

Every scene draws on a fixed canvas; `Display` owns the window it is shown in. It opens the window
(resizable, or fullscreen on the desktop's own mode), letterboxes the canvas into it keeping its
aspect ratio, turns window positions back into canvas positions, and presents each drawn frame.

On X11 the window's surface is the X server's shared-memory image. SDL 2 otherwise keeps a window
surface in an OpenGL texture and redraws the whole window on every update, however small the
changed part; without a GPU (a VM, a remote desktop, Xvfb) that is Mesa's llvmpipe and costs more
than the rest of the frame together (under Xvfb a 10x10 update costs as much as a whole 4K flip,
~50 ms; `benchmarks/present_paths.py`). SDL already makes the same choice on Windows and WSL. A
user's own `SDL_FRAMEBUFFER_ACCELERATION` setting wins.

Pointer mapping: SDL reports window positions, and `map_event` maps every mouse event once, posted
or real. Positions over the letterbox bars map outside 0..1919 / 0..1079.
"""
from __future__ import annotations

import os
import warnings

import pygame

BAR_COLOUR = (8, 5, 3)
"""The letterbox bars: the saloon's darkest brown, not black, so the window never looks empty."""


def letterbox(window_size: tuple[int, int], canvas_size: tuple[int, int]) -> pygame.Rect:
    """Where the canvas lands in a window of `window_size`: as large as fits, centred."""
    ww, wh = window_size
    scale = min(ww / canvas_size[0], wh / canvas_size[1])
    w, h = max(1, round(canvas_size[0] * scale)), max(1, round(canvas_size[1] * scale))
    return pygame.Rect((ww - w) // 2, (wh - h) // 2, w, h)


def prefer_native_framebuffer() -> None:
    """Ask SDL for the X server's shared-memory window surface instead of an OpenGL texture
    (see the module docstring). Read by SDL when a window's surface is first made, so this runs
    before every `set_mode`; other platforms keep SDL's own choice."""
    if pygame.display.get_init() and pygame.display.get_driver() == "x11":
        os.environ.setdefault("SDL_FRAMEBUFFER_ACCELERATION", "0")


class Display:
    """The app's window: opens it, maps pointer positions into the canvas, presents frames.

    `surface` is the window's surface (`App.window`); a plain Surface may stand in for it, as tests
    do to try a window size without opening one. Headless (SDL's dummy driver, for `--screenshot`
    and tests) the window is the canvas's size and presenting is a copy.
    """

    def __init__(self, canvas_size: tuple[int, int], headless: bool = False):
        self.canvas_size = canvas_size
        self.headless = headless
        self.surface: pygame.Surface | None = None

    # -- the window --------------------------------------------------------------------------------
    def open(self, fullscreen: bool, size: tuple[int, int], exact_size: bool = False) -> str | None:
        """Open (or re-open) the window: fullscreen at the desktop's size, else a resizable window of
        `size` (kept inside the desktop unless `exact_size`, as a program asking for one size wants).
        Returns a notice when fullscreen is not available; a window opens instead."""
        if self.headless:
            self.surface = pygame.display.set_mode(self.canvas_size)
        elif fullscreen:
            prefer_native_framebuffer()
            try:
                self.surface = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
            except pygame.error as exc:
                self.open(False, size, exact_size)
                return f"Fullscreen is not available here ({exc}); staying in a window."
        else:
            prefer_native_framebuffer()
            if not exact_size:
                size = fit_to_desktop(size)
            with warnings.catch_warnings(record=True):
                self.surface = pygame.display.set_mode(size, pygame.RESIZABLE)
            if self.surface.get_size() != tuple(size):
                # Leaving fullscreen, X11 can keep the fullscreen size for the first request when
                # SDL uses the X server's framebuffer (seen under Xvfb; pygame warns "forcibly
                # resized"). The second request finds the window out of fullscreen and is honoured.
                self.surface = pygame.display.set_mode(size, pygame.RESIZABLE)
        return None

    @property
    def fullscreen(self) -> bool:
        return bool(self.surface is not None and self.surface.get_flags() & pygame.FULLSCREEN)

    def use_surface(self, surface: pygame.Surface | None) -> None:
        """Present into `surface` from now on (the window's own, or a stand-in of some size)."""
        self.surface = surface

    def window_resized(self) -> tuple[int, int] | None:
        """SDL resized the window (the person dragged its edge, or it went fullscreen): take its
        new surface. Returns the window's size."""
        surface = pygame.display.get_surface()
        if surface is None:
            return None
        self.use_surface(surface)
        return surface.get_size()

    def invalidate(self) -> None:
        """Paint the whole window at the next `present` (it was uncovered, restored, resized)."""

    # -- positions ---------------------------------------------------------------------------------
    def letterbox(self) -> pygame.Rect:
        """Where the canvas lands in the window."""
        size = self.surface.get_size() if self.surface is not None else self.canvas_size
        return letterbox(size, self.canvas_size)

    def to_canvas(self, pos: tuple[float, float]) -> tuple[int, int]:
        """Canvas coordinates of a window position; over the bars they fall outside the canvas."""
        box = self.letterbox()
        x = (pos[0] - box.x) * self.canvas_size[0] / box.w
        y = (pos[1] - box.y) * self.canvas_size[1] / box.h
        return (int(x), int(y))

    def map_event(self, event: pygame.event.Event) -> pygame.event.Event:
        """The event with window positions turned into canvas positions (mouse motion and buttons)."""
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and hasattr(event, "pos"):
            data = dict(event.dict)
            data["pos"] = self.to_canvas(event.pos)
            if "rel" in data:
                box = self.letterbox()
                cw, ch = self.canvas_size
                data["rel"] = (int(data["rel"][0] * cw / box.w), int(data["rel"][1] * ch / box.h))
            return pygame.event.Event(event.type, data)
        return event

    def mouse_pos(self) -> tuple[int, int]:
        """Canvas position of SDL's pointer."""
        return self.to_canvas(pygame.mouse.get_pos())

    # -- presenting --------------------------------------------------------------------------------
    def present(self, canvas: pygame.Surface) -> bool:
        """Scale `canvas` into the window, letterboxed, and show it. Returns whether anything was sent."""
        surface = self.surface
        if surface is None:
            return False
        box = self.letterbox()
        if box.size == self.canvas_size and box.topleft == (0, 0):
            surface.blit(canvas, (0, 0))
        else:
            surface.fill(BAR_COLOUR)
            pygame.transform.smoothscale(canvas, box.size, surface.subsurface(box))
        if surface is pygame.display.get_surface():
            pygame.display.flip()
        return True


def fit_to_desktop(size: tuple[int, int]) -> tuple[int, int]:
    """A window size that fits the first desktop, leaving room for a task bar and title bar."""
    desktop = pygame.display.get_desktop_sizes()
    if not desktop:
        return size
    dw, dh = desktop[0]
    return (min(size[0], dw), min(size[1], max(360, dh - 60)))
