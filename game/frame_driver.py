"""Drive the app's own frame loop with real pygame events, as a person at the screen does.

Tests and benchmarks that check what people do use this instead of calling scenes or
controllers: events are posted onto SDL's queue at window positions (a click is a motion, a
press and a release; a key is a KEYDOWN and a KEYUP; closing the window is QUIT), and each frame
is one `App.run_frame` pass, the same dispatch, scene-stack update and render as `App.run`.

Time is virtual: `FrameDriver` hands the app a clock it advances by one frame per pass and
never sleeps, so "leave the curtain up for a second" is 60 frames and costs what 60 frames cost,
not a second. AI players still think on their own thread in real time; while one thinks, a frame
lasts its real 1/60 s, as in the app (the driver sleeps and the AI has the processor).

    driver = FrameDriver(window_size=(1366, 768), routes=Routes)   # scenes.routes.Routes
    driver.start(MenuScene(driver.app))
    driver.click(driver.find_button("New table").rect.center)   # canvas coordinates
    driver.wait(1.0)                                            # a person's pause
    driver.close_window()                                       # the window's close button
"""
from __future__ import annotations

import time
from typing import Any, Callable, Iterable

import pygame

from game import settings as settings_mod
from game.app import MAX_FRAME_SECONDS, App

FRAME_SECONDS = 1 / 60
WATCH_FRAME_SECONDS = MAX_FRAME_SECONDS
"""A frame while a person only watches the table move on by itself (dice tumbling, cards flying,
an AI's pause): the app's loop at its slowest (MAX_FRAME_SECONDS, a busy machine). Animations and
pauses are timed in seconds, so they end at the same moment in a sixth of the frames (a step of
the game still takes a frame of its own); tests that check what each frame shows (privacy,
animations) run at FRAME_SECONDS."""


class VirtualClock:
    """Seconds that pass only when the driver says so."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


class FrameDriver:
    def __init__(self, window_size: tuple[int, int] = (1920, 1080), settings: settings_mod.Settings | None = None,
                 fullscreen: bool = False, routes=None):
        self.clock = VirtualClock()
        if settings is None:
            settings = settings_mod.Settings()
        self.app = App(settings=settings, fullscreen=fullscreen, window_size=window_size, clock=self.clock,
                       routes=routes)
        self.frames = 0
        pygame.event.clear()

    # -- the loop --------------------------------------------------------------------------------
    def start(self, first: Any = None) -> "FrameDriver":
        """What `App.run` does before its first frame."""
        if first is not None:
            self.app.stack.push(first)
        self.app.running = True
        self.frame()
        return self

    def frame(self, seconds: float = FRAME_SECONDS) -> None:
        """One pass of the app's loop, `seconds` (one frame) later."""
        self.clock.now += seconds
        self.app.run_frame(idle_wait=False)
        self.frames += 1
        if not self.app.running:
            self.app.shutdown()
        elif self._ai_thinking():
            self._let_the_ai_think(seconds)

    def watch(self) -> None:
        """One frame of a person watching the table move on by itself (WATCH_FRAME_SECONDS)."""
        self.frame(WATCH_FRAME_SECONDS)

    def wait(self, seconds: float, frame_seconds: float = FRAME_SECONDS) -> None:
        """A person's pause: the loop runs on for `seconds` of virtual time, a frame every
        `frame_seconds` (up to MAX_FRAME_SECONDS, the most one pass of the app's loop takes:
        longer frames pass a long pause at less cost)."""
        frame_seconds = min(frame_seconds, MAX_FRAME_SECONDS)
        for _ in range(max(1, round(seconds / frame_seconds))):
            if not self.app.running:
                return
            self.frame(frame_seconds)

    def pause(self, seconds: float) -> None:
        """A person's pause while the screen only waits on them (reading the coach's words,
        walking up to a curtain): the same virtual seconds as `wait`, at the slowest frame the
        app's loop takes (MAX_FRAME_SECONDS, the pace of a busy machine), so a second costs 10
        passes of the loop, not 60. What the pause checks (nothing moves on, the curtain stays
        up, the note stays said) holds at any frame rate."""
        self.wait(seconds, frame_seconds=MAX_FRAME_SECONDS)

    def until(self, done: Callable[[], bool], seconds: float = 600.0, real_seconds: float = 120.0,
              frame_seconds: float = FRAME_SECONDS) -> None:
        """Run frames until `done()` holds; fail after `seconds` of virtual or `real_seconds` of real time.
        `frame_seconds` as in `wait`: a person watching the table go on by itself (a replay
        playing at its pace) can be run at the loop's slowest frame, MAX_FRAME_SECONDS."""
        frame_seconds = min(frame_seconds, MAX_FRAME_SECONDS)
        deadline = time.monotonic() + real_seconds
        for _ in range(round(seconds / frame_seconds)):
            if done():
                return
            if not self.app.running:
                raise AssertionError("the app stopped before the condition held")
            if time.monotonic() > deadline:
                break
            self.frame(frame_seconds)
        if not done():
            raise AssertionError(f"timed out waiting; the stack is {self.app.stack.scenes}")

    def _let_the_ai_think(self, seconds: float) -> None:
        """While an AI thinks (on its own thread, to a budget of real seconds), a frame lasts as
        long in real time as in virtual time, as in `App.run` at 60 FPS: the driver sleeps and
        the AI has the processor, instead of drawing frames as fast as it can and slowing the
        AI's search down. The frame ends early once the AI has decided."""
        deadline = time.monotonic() + seconds
        while self._ai_thinking() and time.monotonic() < deadline:
            time.sleep(0.001)

    def _ai_thinking(self) -> bool:
        return any(game.ai_thinking() for game in self.app.stack.held_games())

    # -- where things are ------------------------------------------------------------------------
    @property
    def top(self) -> Any:
        return self.app.stack.top

    def to_window(self, canvas_pos: tuple[float, float]) -> tuple[int, int]:
        """The window pixel that shows canvas point `canvas_pos` (inverse of `App.to_canvas`)."""
        box = self.app.letterbox()
        x = box.x + (canvas_pos[0] + 0.5) * box.w / self.app.size[0]
        y = box.y + (canvas_pos[1] + 0.5) * box.h / self.app.size[1]
        return (int(x), int(y))

    # -- a person's gestures (canvas coordinates) ----------------------------------------------
    def post(self, kind: int, **data: Any) -> None:
        pygame.event.post(pygame.event.Event(kind, **data))

    def point(self, canvas_pos: tuple[float, float]) -> tuple[int, int]:
        """Put the pointer over `canvas_pos` the way a mouse does: SDL warps its pointer and sends
        the motion event itself. Returns the window position."""
        pos = self.to_window(canvas_pos)
        pygame.mouse.set_pos(pos)
        return pos

    def move(self, canvas_pos: tuple[float, float]) -> None:
        self.point(canvas_pos)
        self.frame()

    def click(self, canvas_pos: tuple[float, float], button: int = 1) -> None:
        """Point, press, release: three frames, as a real click spans several."""
        pos = self.point(canvas_pos)
        self.frame()
        self.post(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)
        self.frame()
        self.post(pygame.MOUSEBUTTONUP, pos=pos, button=button)
        self.frame()

    def wheel(self, canvas_pos: tuple[float, float], dy: int) -> None:
        """Turn the wheel with the pointer over `canvas_pos`: like SDL under X11, a press and release
        of button 4 or 5, then the wheel event, each with the pointer's window position."""
        pos = self.point(canvas_pos)
        self.frame()
        button = 4 if dy > 0 else 5
        self.post(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)
        self.post(pygame.MOUSEBUTTONUP, pos=pos, button=button)
        self.post(pygame.MOUSEWHEEL, x=0, y=dy, flipped=False, precise_x=0.0, precise_y=float(dy), pos=pos)
        self.frame()

    def key(self, key: int, mod: int = 0, unicode: str = "") -> None:
        self.post(pygame.KEYDOWN, key=key, mod=mod, unicode=unicode, scancode=0)
        self.frame()
        self.post(pygame.KEYUP, key=key, mod=mod, unicode=unicode, scancode=0)
        self.frame()

    def type_text(self, text: str) -> None:
        for ch in text:
            self.post(pygame.TEXTINPUT, text=ch)
        self.frame()

    def close_window(self) -> None:
        """The window's close button, Alt+F4 or a logout: SDL turns each into QUIT."""
        self.post(pygame.WINDOWCLOSE)
        self.post(pygame.QUIT)
        self.frame()

    # -- finding what the screen offers ----------------------------------------------------------
    def buttons(self, scene: Any = None) -> list:
        """The enabled, visible buttons of `scene` (default: the top scene), wherever it keeps them."""
        scene = scene or self.top
        found = []
        for group in _widget_groups(scene):
            for widget in group:
                if getattr(widget, "visible", True) and getattr(widget, "enabled", True) and hasattr(widget, "label"):
                    found.append(widget)
        return found

    def find_button(self, label: str, scene: Any = None) -> Any:
        """The enabled button whose label starts with `label`."""
        for button in self.buttons(scene):
            if str(button.label).startswith(label):
                return button
        raise AssertionError(f"no enabled button {label!r}; offered: {[b.label for b in self.buttons(scene)]}")

    def click_button(self, label: str) -> None:
        self.click(self.find_button(label).rect.center)


def _widget_groups(scene: Any) -> Iterable:
    """Every WidgetGroup a scene holds as an attribute (buttons, widgets, picker), or one of its
    parts holds as `buttons` (a lesson's coach panel)."""
    from game.ui.widgets import WidgetGroup
    for value in vars(scene).values():
        if isinstance(value, WidgetGroup):
            yield value
        elif isinstance(getattr(value, "buttons", None), WidgetGroup):
            yield value.buttons
