"""The window, and how the 1920x1080 canvas gets onto it.

Every scene draws on a fixed canvas; `Display` owns the window it is shown in. It opens the window
(resizable, or fullscreen on the desktop's own mode), letterboxes the canvas into it keeping its
aspect ratio, turns window positions back into canvas positions, and presents each drawn frame.

How a frame reaches the screen, and why (`benchmarks/present_paths.py`: one present, fullscreen
under Xvfb, no GPU, median ms; `benchmarks/window_frames.py` for whole frames at every table):

- Only what changed is sent. The canvas is compared with a copy of the frame last presented, in
  horizontal bands (a few canvas rows each, one `memcmp` per band); only the bands that differ are
  scaled into the window and handed to `pygame.display.update(rects)`. A frame that looks like the
  last one (an AI thinking, a tween between two equal pictures) puts nothing on the screen. While
  dice tumble only the dice tray's rows move: 0.8-1.4 ms at every size from 1366x768 to 3840x2160,
  where scaling and flipping the whole window took 9-59 ms.
- On X11 the window's surface is the X server's shared-memory image. SDL 2 otherwise keeps a
  window surface in an OpenGL texture and redraws the whole window on every update, however small
  the changed part; without a GPU (a VM, a remote desktop, Xvfb) that is Mesa's llvmpipe, and
  sending just a 300x200 patch that way cost 7-46 ms (1366x768 .. 3840x2160). SDL already makes the
  same choice on Windows and WSL. A user's own `SDL_FRAMEBUFFER_ACCELERATION` setting wins.
- Scaling: a plain copy at 1920x1080; pixel doubling at exact multiples (3840x2160), so the canvas
  stays sharp; otherwise pygame's smoothscale, as before. Scenes are not drawn at the window's
  scale on larger windows: a 3840x2160 canvas costs 20-25 ms a copy where 1920x1080 costs about
  1 ms (the README's "Why a 4K screen shows the 1080p picture doubled"). Bands are aligned to
  whole steps of the scale (at 1600x900 six canvas rows become exactly five window rows) and are
  scaled so that a band's pixels never depend on which other bands changed: the window always
  holds exactly what a full repaint of the current canvas would show, with no seams where old and
  new rows meet.
- Not SDL's `SCALED` mode or a renderer texture: both upload, redraw and present the whole window
  on every frame. With a GPU that is cheap; without one (OpenGL on llvmpipe) it measured 9-13 ms
  per present with blocky nearest-pixel scaling and 12-18 ms smoothed, at every size; SDL's
  software renderer 2-10 ms, blocky. SDL 2 offers no vsync for window surfaces; the loop paces
  itself at 60 FPS as before.

Pointer mapping: SDL reports window positions (it never maps them here, since no renderer has a
logical size), and `map_event` maps every mouse event once, posted or real. Positions over the
letterbox bars map outside 0..1919 / 0..1079, as they always did, so nothing at the canvas edge is
hit from a bar.
"""
from __future__ import annotations

import math
import os
import warnings
from typing import NamedTuple

import pygame

BAR_COLOUR = (8, 5, 3)
"""The letterbox bars: the saloon's darkest brown, not black, so the window never looks empty."""

MIN_BAND_ROWS = 8
"""Canvas rows per band when bands are copied or scaled exactly (a tumbling die spans a few bands)."""
MIN_SHRINKING_BAND_ROWS = 24
"""A band scaled down is scaled on its own (see `_Plan`); taller bands keep that to a few dozen calls."""
MIN_BANDS = 4
"""Fewer bands than this (a window size whose scale has no small whole step): repaint everything."""


class _Plan(NamedTuple):
    """How canvas rows land on window rows for one letterbox.

    Canvas row y (a multiple of `canvas_step`) lands on window row `box.y + y * window_step //
    canvas_step`, exactly. `how` is "copy" (same size), "double" (an exact whole multiple, pixels
    repeated), "expand" (smoothscale up) or "shrink" (smoothscale down).

    Expanding reads one row past a band (the row it blends towards), so bands join without seams;
    shrinking is scaled band by band because pygame's fixed-point shrink step would otherwise carry
    a rounding drift from one band into the next.
    """
    box: pygame.Rect
    how: str
    canvas_step: int
    window_step: int
    band: int

    def window_rows(self, y0: int, y1: int) -> pygame.Rect:
        top = self.box.y + y0 * self.window_step // self.canvas_step
        bottom = self.box.y + y1 * self.window_step // self.canvas_step
        return pygame.Rect(self.box.x, top, self.box.w, bottom - top)


def plan_for(box: pygame.Rect, canvas_size: tuple[int, int]) -> _Plan:
    cw, ch = canvas_size
    common = math.gcd(box.h, ch)
    canvas_step, window_step = ch // common, box.h // common
    if box.size == canvas_size:
        how = "copy"
    elif box.w % cw == 0 and box.h % ch == 0 and box.w // cw == box.h // ch:
        how = "double"
    elif box.h > ch:
        how = "expand"
    else:
        how = "shrink"
    rows = MIN_SHRINKING_BAND_ROWS if how == "shrink" else MIN_BAND_ROWS
    band = canvas_step * math.ceil(rows / canvas_step)
    if band * MIN_BANDS > ch:
        band = ch
    return _Plan(box, how, canvas_step, window_step, band)


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
    and tests) the window is the canvas's size and presenting is a copy of the changed rows.
    """

    def __init__(self, canvas_size: tuple[int, int], headless: bool = False):
        self.canvas_size = canvas_size
        self.headless = headless
        self.surface: pygame.Surface | None = None
        self._plan: _Plan | None = None
        self._shown: bytearray | None = None
        """The canvas's pixels as last presented: what the window shows now, to find what changed."""
        self._stale = True
        """The whole window must be painted (new window, new size, uncovered)."""
        self._pointer: tuple[int, int] | None = None
        """Window position of the last mouse event mapped, for `mouse_pos`."""
        self._padded: pygame.Surface | None = None
        self.last_update: list[pygame.Rect] | None = None
        """The window rectangles the last `present` sent (None: nothing), for tests and benchmarks."""

    # -- the window --------------------------------------------------------------------------------
    def open(self, fullscreen: bool, size: tuple[int, int], exact_size: bool = False,
             position: tuple[int, int] | None = None) -> str | None:
        """Open (or re-open) the window: fullscreen at the desktop's size, else a resizable window of
        `size`, never smaller than READABLE_MINIMUM nor larger than the desktop (unless
        `exact_size`, as a program asking for one size wants), at `position` when that lies on
        the desktop. Returns a notice when fullscreen is not available; a window opens instead."""
        if self.headless:
            self.surface = pygame.display.set_mode(self.canvas_size)
        elif fullscreen:
            prefer_native_framebuffer()
            try:
                self.surface = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
            except pygame.error as exc:
                self.open(False, size, exact_size, position)
                return f"Fullscreen is not available here ({exc}); staying in a window."
        else:
            prefer_native_framebuffer()
            if not exact_size:
                size = fit_to_desktop(readable(size))
            with warnings.catch_warnings(record=True):
                self.surface = pygame.display.set_mode(size, pygame.RESIZABLE)
            if self.surface.get_size() != tuple(size):
                # Leaving fullscreen, X11 can keep the fullscreen size for the first request when
                # SDL uses the X server's framebuffer (seen under Xvfb; pygame warns "forcibly
                # resized"). The second request finds the window out of fullscreen and is honoured.
                self.surface = pygame.display.set_mode(size, pygame.RESIZABLE)
            place = None if position is None else place_on_desktop(position, self.surface.get_size())
            if place is not None:
                pygame.display.set_window_position(place)
        self.invalidate()
        return None

    def position(self) -> tuple[int, int] | None:
        """Where the window's top left is on the desktop (None headless or fullscreen)."""
        if self.headless or self.surface is None or self.fullscreen or self.surface is not pygame.display.get_surface():
            return None
        return tuple(pygame.display.get_window_position())

    @property
    def fullscreen(self) -> bool:
        return bool(self.surface is not None and self.surface.get_flags() & pygame.FULLSCREEN)

    def use_surface(self, surface: pygame.Surface | None) -> None:
        """Present into `surface` from now on (the window's own, or a stand-in of some size)."""
        self.surface = surface
        self.invalidate()

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
        self._stale = True

    # -- positions ---------------------------------------------------------------------------------
    def letterbox(self) -> pygame.Rect:
        """Where the canvas lands in the window."""
        size = self.surface.get_size() if self.surface is not None else self.canvas_size
        return letterbox(size, self.canvas_size)

    def to_canvas(self, pos: tuple[float, float]) -> tuple[int, int]:
        """Canvas coordinates of a window position: the canvas pixel under it. Over the bars they fall
        outside the canvas (rounded down, so a bar pixel next to the canvas never maps onto its edge
        when the canvas is scaled up)."""
        box = self.letterbox()
        x = (pos[0] - box.x) * self.canvas_size[0] / box.w
        y = (pos[1] - box.y) * self.canvas_size[1] / box.h
        return (math.floor(x), math.floor(y))

    def map_event(self, event: pygame.event.Event) -> pygame.event.Event:
        """The event with window positions turned into canvas positions: mouse motion, buttons and
        the wheel (pygame-ce puts the pointer's window position on a wheel event; one without a
        position gets the pointer's), so that what the wheel turns over is found like a click."""
        if event.type == pygame.MOUSEWHEEL and not hasattr(event, "pos"):
            return pygame.event.Event(event.type, {**event.dict, "pos": self.mouse_pos()})
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP,
                          pygame.MOUSEWHEEL) and hasattr(event, "pos"):
            self._pointer = event.pos
            data = dict(event.dict)
            data["pos"] = self.to_canvas(event.pos)
            if "rel" in data:
                box = self.letterbox()
                cw, ch = self.canvas_size
                data["rel"] = (int(data["rel"][0] * cw / box.w), int(data["rel"][1] * ch / box.h))
            return pygame.event.Event(event.type, data)
        return event

    def mouse_pos(self) -> tuple[int, int]:
        """Canvas position of the pointer: where the last mouse event mapped happened (so a scene
        handling an event, and tests posting events, see the same place as the event), else SDL's
        pointer position."""
        return self.to_canvas(self._pointer if self._pointer is not None else pygame.mouse.get_pos())

    # -- presenting --------------------------------------------------------------------------------
    def present(self, canvas: pygame.Surface) -> bool:
        """Show `canvas` in the window, sending only the rows that changed since the last frame.
        Returns whether anything was sent."""
        surface = self.surface
        self.last_update = None
        if surface is None:
            return False
        box = self.letterbox()
        if self._plan is None or self._plan.box != box:
            self._plan = plan_for(box, self.canvas_size)
            self._stale = True
        plan = self._plan
        changed = self._changed_bands(canvas, plan.band)
        height = self.canvas_size[1]
        if self._stale or changed is None:
            self._paint_bars(box)
            self._paint(canvas, [(0, height)])
            self._stale = False
            rects = [surface.get_rect()]
        elif not changed:
            return False
        else:
            runs: list[list[int]] = []
            for index in changed:
                y0 = index * plan.band
                y1 = min(height, y0 + plan.band)
                if runs and runs[-1][1] == y0:
                    runs[-1][1] = y1
                else:
                    runs.append([y0, y1])
            rects = self._paint(canvas, runs)
        if surface is pygame.display.get_surface():
            pygame.display.update(rects)
        self.last_update = rects
        return True

    def _paint_bars(self, box: pygame.Rect) -> None:
        """The letterbox bars: the window around the canvas."""
        width, height = self.surface.get_size()
        for bar in ((0, 0, width, box.y), (0, box.bottom, width, height - box.bottom),
                    (0, box.y, box.x, box.h), (box.right, box.y, width - box.right, box.h)):
            if bar[2] > 0 and bar[3] > 0:
                self.surface.fill(BAR_COLOUR, bar)

    def _changed_bands(self, canvas: pygame.Surface, band: int) -> list[int] | None:
        """Indices of the bands of `band` rows whose pixels differ from the last frame presented
        (and remember the new ones); None when there is no last frame to compare with."""
        view = memoryview(canvas.get_buffer())
        shown = self._shown
        if shown is None or len(shown) != view.nbytes:
            self._shown = bytearray(view)
            return None
        step = band * canvas.get_pitch()
        changed = []
        into = memoryview(shown)  # a slice of a memoryview takes a band without copying it first
        for index, start in enumerate(range(0, view.nbytes, step)):
            part = view[start:start + step]
            if not shown.startswith(part, start):
                into[start:start + len(part)] = part
                changed.append(index)
        return changed

    def _paint(self, canvas: pygame.Surface, runs) -> list[pygame.Rect]:
        """Scale canvas rows [y0, y1) of each run into the window; returns the window rectangles."""
        plan = self._plan
        surface = self.surface
        cw = self.canvas_size[0]
        rects = []
        for y0, y1 in runs:
            target = plan.window_rows(y0, y1)
            rects.append(target)
            if plan.how == "copy":
                surface.blit(canvas, target.topleft, (0, y0, cw, y1 - y0))
            elif plan.how == "double":
                pygame.transform.scale(canvas.subsurface((0, y0, cw, y1 - y0)), target.size, surface.subsurface(target))
            elif plan.how == "expand":
                pygame.transform.smoothscale(self._rows_and_next(canvas, y0, y1), target.size, surface.subsurface(target))
            else:
                for top in range(y0, y1, plan.band):
                    bottom = min(y1, top + plan.band)
                    part = plan.window_rows(top, bottom)
                    pygame.transform.smoothscale(canvas.subsurface((0, top, cw, bottom - top)), part.size,
                                                 surface.subsurface(part))
        return rects

    def _rows_and_next(self, canvas: pygame.Surface, y0: int, y1: int) -> pygame.Surface:
        """Canvas rows [y0, y1] (one more than the band: the row its last window rows blend towards);
        below the canvas's last row that row is repeated, as a whole-canvas scale does at its edge.
        Scaled to (y1 - y0) * window_step / canvas_step rows, pygame then samples row y / scale
        exactly, whatever rows the band starts at."""
        cw, ch = self.canvas_size
        if y1 < ch:
            return canvas.subsurface((0, y0, cw, y1 - y0 + 1))
        if self._padded is None:
            self._padded = pygame.Surface((cw, ch + 1), 0, canvas)
        self._padded.blit(canvas, (0, 0), (0, y0, cw, y1 - y0))
        self._padded.blit(canvas, (0, y1 - y0), (0, ch - 1, cw, 1))
        return self._padded.subsurface((0, 0, cw, y1 - y0 + 1))


READABLE_MINIMUM = (1366, 768)
"""The smallest window the app opens (where the desktop is as large): the canvas at 71%, where
the smallest card text is still 9 px tall. A person may drag it smaller for the session."""


def readable(size: tuple[int, int]) -> tuple[int, int]:
    """`size`, grown to READABLE_MINIMUM where it is smaller (a window once dragged small)."""
    return (max(size[0], READABLE_MINIMUM[0]), max(size[1], READABLE_MINIMUM[1]))


def place_on_desktop(position: tuple[int, int], size: tuple[int, int], grip: int = 120) -> tuple[int, int] | None:
    """Where to put a window of `size` saved at `position`: there, moved back just enough to lie
    wholly on the desktops (taken side by side from (0, 0)) when it fits; None (the system
    places it) when the place is off every desktop, as on a screen that is gone."""
    desktops = pygame.display.get_desktop_sizes()
    if not desktops:
        return None
    x, y = position
    width, height = sum(w for w, _h in desktops), max(h for _w, h in desktops)
    if not (-size[0] + grip <= x <= width - grip and 0 <= y <= height - grip):
        return None
    return (max(0, min(x, width - size[0])), max(0, min(y, height - size[1])))


def fit_to_desktop(size: tuple[int, int]) -> tuple[int, int]:
    """A window size that fits the first desktop, leaving room for a task bar and title bar."""
    desktop = pygame.display.get_desktop_sizes()
    if not desktop:
        return size
    dw, dh = desktop[0]
    return (min(size[0], dw), min(size[1], max(360, dh - 60)))
