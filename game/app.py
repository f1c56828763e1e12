"""The window, the logical canvas, the scene stack and the main loop.

Render strategy (chosen once, never switched): every scene draws on a fixed 1920x1080 canvas
(`app.canvas`, a plain Surface). The window is an ordinary RESIZABLE (or FULLSCREEN) display
surface; `game.display.Display` letterboxes the canvas into it, keeping its aspect ratio, and
presents only the rows that changed since the last frame. Mouse events are mapped back to canvas
coordinates before any scene sees them, so scenes never know the window size.

While no scene animates and nothing asked for a redraw the loop draws nothing and sleeps in short
naps between event checks (about 0.3% of a core); while anything animates it runs at 60 FPS, or
at the slower rate a scene asks for when its only motion is a glow and the person is still
(`Scene.frame_rate`: a lesson's pulsing ring). F11 toggles fullscreen anywhere.
An exception escaping a scene is written with its traceback to the log file
(`paths.log_path()`) and replaced by the error scene; the app itself does not crash.

The app owns the scene stack and knows no concrete scene: the entry point hands it `routes`
(`scenes.routes.Routes`), through which scenes go from one screen to another and the app shows
its error screen.

What scenes may use:
    app.canvas, app.size (1920, 1080), app.stack (SceneStack), app.settings (game.settings.Settings)
    app.request_redraw()          something changed but nothing animates
    app.notify(text, seconds=6)   a one-line notice drawn above every scene
    app.apply_settings(save=True) apply changed settings live (fullscreen, colour-blind) and save them
    app.save_settings()
    app.toggle_fullscreen()
    app.quit()
    app.to_canvas((x, y)) -> canvas coordinates of a window position; app.mouse_pos() -> canvas position
    app.crash(exc)                (the loop calls this) log + error scene
    app.time                      seconds since start (monotonic), for idle effects
    app.routes                    menu(), new_table(id), table(controller), pause(), rules(id), ...
"""
from __future__ import annotations

import datetime
import os
import sys
import time
import traceback
from pathlib import Path
from typing import Any, Callable

import pygame

from game import memory, paths, saves
from game import i18n
from game.i18n import _
from game import settings as settings_mod
from game.display import Display, letterbox as letterbox_of
from game.fileio import append_regular
from game.stack import FULL_RATE, Scene, SceneStack
from game.ui import focus, glyphs, sound, theme, tween, widgets
from game.ui.bindings import Bindings
from game.ui.pad import PAD_EVENTS, Pads

CANVAS_SIZE = (1920, 1080)
FPS = FULL_RATE
MAX_FRAME_SECONDS = 0.1
"""The longest step of time one frame passes to the scenes (a stall is not a jump ahead)."""
IDLE_POLL_S = 0.008
IDLE_POLL_LONG_S = 0.033
NOTICE_AREA = pygame.Rect(210, 24, 1500, 64)
"""Where a notice (`App.notify`) stands unless the top scene names its own `notice_area` (a
screen whose title is where notices stand puts them where they cover nothing)."""
ACTIVE_S = 0.5
"""For this long after a person's last event the loop keeps the full frame rate, whatever the
scenes ask for: a hover or a click answers at 60 frames a second, a slow glow alone at fewer."""


MAX_NOTICE_CHARS = 300
"""A notice is one line: longer text is cut (whatever a file's refusal quoted)."""


def notice_line(text: str) -> str:
    """`text` as a notice can show it: printable characters only, at most MAX_NOTICE_CHARS."""
    text = str(text)[: MAX_NOTICE_CHARS * 2]
    if not text.isprintable():
        text = "".join(ch if ch.isprintable() else " " for ch in text)
    return text if len(text) <= MAX_NOTICE_CHARS else text[: MAX_NOTICE_CHARS - 1] + "\u2026"


def write_log(text: str) -> Path | None:
    """Append `text` (with a timestamp) to the log file; returns its path, None if it cannot be written."""
    try:
        path = paths.log_path()
        stamp = datetime.datetime.now().isoformat(timespec="seconds")
        append_regular(path, f"--- {stamp} ---\n{text.rstrip()}\n".encode("utf-8", "replace"))
        return path
    except OSError:
        return None


INVISIBLE_DRIVERS = ("offscreen", "dummy")
"""SDL video drivers that show nothing: SDL falls back to "offscreen" by itself when it reaches
neither an X server nor a Wayland compositor."""


class NoScreen(RuntimeError):
    """No display could be reached: a window opened now would be seen by nobody."""


def refuse_an_invisible_window() -> None:
    """Stop when SDL found no screen, rather than run a window nobody sees.

    Without an X server or Wayland compositor to talk to (DISPLAY not set yet at a session's
    start, an unreachable server, a login without a desktop), SDL prints only Wayland's
    "XDG_RUNTIME_DIR is invalid" and quietly picks its offscreen driver: the app would then run
    on, alive and drawing into memory, with no window anywhere. A driver chosen on purpose
    (SDL_VIDEODRIVER, as the tests and screenshots do) is respected."""
    driver = pygame.display.get_driver()
    if driver in INVISIBLE_DRIVERS and not os.environ.get("SDL_VIDEODRIVER"):
        pygame.display.quit()
        raise NoScreen(_("no screen to open a window on (SDL found no X11 or Wayland display: "
                         "DISPLAY={display}, WAYLAND_DISPLAY={wayland}). Start it from a desktop "
                         "session, or set DISPLAY").format(display=os.environ.get("DISPLAY") or "-",
                                                           wayland=os.environ.get("WAYLAND_DISPLAY") or "-"))


class App:
    def __init__(self, settings: settings_mod.Settings | None = None, notice: str | None = None,
                 headless: bool = False, fullscreen: bool | None = None, window_size: tuple[int, int] | None = None,
                 clock: Callable[[], float] = time.perf_counter, routes: Callable[["App"], Any] | None = None):
        self.clock = clock
        """Seconds (monotonic) for frame times, notices and idle effects; the frame-loop test
        driver hands in a clock it advances itself."""
        self.started = clock()
        self._last_frame = self._idle_since = self.started
        if settings is None:
            settings, loaded_notice = settings_mod.load()
            notice = notice or loaded_notice
        self.settings = settings
        self.settings_notice = notice
        """The one-line notice from loading the settings (None when they loaded cleanly)."""
        self.headless = headless
        if fullscreen is not None:
            self.settings.fullscreen = fullscreen
        i18n.set_language(self.settings.language_shown)
        theme.set_colour_blind(self.settings.colour_blind)
        theme.set_high_contrast(self.settings.high_contrast)
        tween.set_reduced_motion(self.settings.reduced_motion)
        theme.set_type_scale(self.settings.text_size, 1.0)
        widgets.set_click_sound(lambda: sound.play("tick", self.settings))
        pygame.display.init()
        if not headless:
            refuse_an_invisible_window()
        pygame.font.init()
        pygame.key.set_repeat(400, 40)
        self.size = CANVAS_SIZE
        self.canvas = pygame.Surface(CANVAS_SIZE)
        self.stack = SceneStack(on_change=self._stack_changed)
        self._games_on_stack: dict[int, Any] = {}
        self._tidy_due = False
        self.running = False
        self.dirty = True
        self.frames = 0
        self.crashes = 0
        self.last_error_log: Path | None = None
        self._toast: tuple[str, float] | None = None
        self._window_size_override = window_size
        """A window size asked for by the caller (tests, benchmarks): opened as is, not fitted to the desktop."""
        self.display = Display(CANVAS_SIZE, headless)
        self.routes = routes(self) if routes is not None else None
        """Where scenes lead (the entry point's `scenes.routes.Routes`); None in a bare app."""
        self.on_first_frame: Any = None
        self.bindings = Bindings.of(self.settings)
        """The person's keys and pad buttons (Settings, Controls), as the screens understand them."""
        self.pads = Pads()
        self.focus = focus.FocusRing()
        """The keyboard's and pad's focus ring over the top scene's choices (game/ui/focus.py)."""
        self.device = "keyboard"
        """What was used last, "keyboard" or "pad": whose glyphs the hints show."""
        self.hints_rect: pygame.Rect | None = None
        """Where the strip of key or pad glyphs was last drawn (None while the ring is hidden)."""
        if not headless:
            self.pads.open_present()
        if not headless:
            pygame.display.set_caption("Frontier Tabletop")
            self._set_icon()
        self.open_window()
        if notice:
            self.notify(notice)

    # -- window ----------------------------------------------------------------------------------
    def _set_icon(self) -> None:
        try:
            from importlib import resources
            icon = resources.files("assets") / "icon" / "icon.png"
            if icon.is_file():
                pygame.display.set_icon(pygame.image.load(str(icon)))
        except Exception:
            pass

    @property
    def window(self) -> pygame.Surface | None:
        """The window's surface; a plain Surface may be assigned to try a window size without one."""
        return self.display.surface

    @window.setter
    def window(self, surface: pygame.Surface | None) -> None:
        self.display.use_surface(surface)

    def open_window(self) -> None:
        """Open the window as the settings say: fullscreen, or the last window's size and place
        (never smaller than readable, never larger than the desktop); the settings then say the
        size it opened at, so the Settings screen tells the truth."""
        asked = self._window_size_override
        position = tuple(self.settings.window_position) if self.settings.window_position and asked is None else None
        notice = self.display.open(self.settings.fullscreen, asked or self.settings.window_size,
                                   exact_size=asked is not None, position=position)
        if notice:
            self.settings.fullscreen = False
            self.notify(notice)
        if asked is None and not self.headless and not self.display.fullscreen and self.window is not None:
            self.settings.window_width, self.settings.window_height = self.window.get_size()
        self.fit_type()
        self.request_redraw()

    def fit_type(self) -> None:
        """Type as the text-size setting and the window's real scale make it (`theme.typeset_size`:
        a capital never under 9 window pixels); when that changed, every scene on the stack lays
        its words out again, as after a change of language."""
        asked = self._window_size_override
        box = letterbox_of(asked, CANVAS_SIZE) if self.headless and asked else self.letterbox()
        scale = box.w / CANVAS_SIZE[0]
        if theme.set_type_scale(self.settings.text_size, scale):
            for scene in list(self.stack):
                scene.on_language_changed()
            self.request_redraw()

    def remember_window_place(self) -> None:
        """Keep where the window stands, to open there next time (a window, not fullscreen)."""
        position = None if self.settings.fullscreen or self._window_size_override else self.display.position()
        if position is not None:
            self.settings.window_position = list(position)

    def toggle_fullscreen(self) -> None:
        self.settings.fullscreen = not self.settings.fullscreen
        if not self.headless:
            self.open_window()
        self.save_settings()

    def letterbox(self) -> pygame.Rect:
        """Where the canvas lands in the window."""
        return self.display.letterbox()

    def to_canvas(self, pos: tuple[float, float]) -> tuple[int, int]:
        """Canvas coordinates of a window position (outside the canvas over the letterbox bars)."""
        return self.display.to_canvas(pos)

    def mouse_pos(self) -> tuple[int, int]:
        """Canvas position of the pointer (where the last mouse event handled happened)."""
        return self.display.mouse_pos()

    def map_event(self, event: pygame.event.Event) -> pygame.event.Event:
        """The event with window positions turned into canvas positions."""
        return self.display.map_event(event)

    # -- services for scenes ---------------------------------------------------------------------
    @property
    def time(self) -> float:
        return self.clock() - self.started

    def request_redraw(self) -> None:
        self.dirty = True

    def _stack_changed(self) -> None:
        """Redraw; and when a game's controller has left the stack (the table and its results are
        gone), hand its memory back at the start of the next frame, once nothing refers to it."""
        self.request_redraw()
        games = {id(game): game for game in self.stack.held_games()}
        for gone in self._games_on_stack.keys() - games.keys():
            self._tidy_due = True
            release = getattr(self._games_on_stack[gone], "release_table", None)
            if release is not None:
                release()  # another copy of the app may continue it now
        self._games_on_stack = games

    def tidy_if_due(self) -> None:
        """After a table: drop what was painted and remembered for it, then return the freed memory."""
        if self._tidy_due:
            self._tidy_due = False
            memory.forget_the_last_table()

    def notify(self, text: str, seconds: float = 6.0) -> None:
        """Show `text` for `seconds` as one line above every scene. What could not be drawn or
        read as one line (a control character a file slipped in, a quoted megabyte) is left out."""
        self._toast = (notice_line(text), self.clock() + seconds)
        self.request_redraw()

    def save_settings(self) -> None:
        try:
            settings_mod.save(self.settings)
        except OSError as exc:
            self.notify(_("Settings could not be saved: {reason}").format(reason=exc.strerror or exc))

    def apply_settings(self, save: bool = True) -> None:
        theme.set_colour_blind(self.settings.colour_blind)
        tween.set_reduced_motion(self.settings.reduced_motion)
        theme.set_high_contrast(self.settings.high_contrast)
        self.fit_type()
        self.bindings = Bindings.of(self.settings)
        fullscreen_now = bool(self.window and (self.window.get_flags() & pygame.FULLSCREEN))
        if not self.headless and fullscreen_now != self.settings.fullscreen:
            self.open_window()
        if save:
            self.save_settings()
        self.request_redraw()

    def set_language(self, code: str) -> None:
        """Speak `code` ("en", "fr", "de") from now on: remembered in the settings, and every
        scene on the stack makes its words again (`Scene.on_language_changed`)."""
        self.settings.language = code
        i18n.set_language(code)
        for scene in list(self.stack):
            scene.on_language_changed()
        self.request_redraw()

    def quit(self) -> None:
        self.running = False

    # -- errors ----------------------------------------------------------------------------------
    def crash(self, exc: BaseException) -> None:
        """Log the traceback and show the error scene instead of dying."""
        self.crashes += 1
        self._toast = None  # a notice that failed to draw must not fail again on the error screen
        text = "".join(traceback.format_exception(type(exc), exc, exc.__traceback__))
        self.last_error_log = write_log(f"Unexpected error (scene stack: {self.stack.scenes})\n{text}")
        if sys.stderr is not None:  # a no-console Windows build has no stderr: the log has it all
            sys.stderr.write(text)
        if self.crashes > 5:
            raise SystemExit(f"Frontier Tabletop keeps failing; see {self.last_error_log}") from exc
        message = f"{type(exc).__name__}: {exc}" if str(exc) else type(exc).__name__
        self._close_games()
        if self.routes is None:
            raise SystemExit(f"Frontier Tabletop failed: {message}; see {self.last_error_log}") from exc
        self.routes.error(message, self.last_error_log)
        self.request_redraw()

    def _close_games(self) -> None:
        """Stop every game's AI thinking (the window is closing, or a scene failed)."""
        for game in self.stack.held_games():
            try:
                game.close()
            except Exception:
                pass

    # -- one frame -------------------------------------------------------------------------------
    def dispatch(self, event: pygame.event.Event) -> None:
        """One event from SDL: a pad's button becomes its action's key, a remapped key the key
        the screens understand (`game/ui/bindings.py`), then the window's own events, the focus
        ring, and the scenes."""
        capturing = self.stack.top is not None and self.stack.top.captures_input
        if event.type in PAD_EVENTS and not (capturing and event.type == pygame.CONTROLLERBUTTONDOWN):
            for key_event in self.pads.feed(event, self.bindings):
                self.device = "pad"
                self._dispatch(key_event)
            self.request_redraw()
            return
        if event.type in (pygame.KEYDOWN, pygame.KEYUP) and not self._raw_keys():
            translated = self.bindings.translate_key(event)
            if translated is None:
                return
            event = translated
            if event.type == pygame.KEYDOWN:
                self.device = "keyboard"
        self._dispatch(event)

    def _raw_keys(self) -> bool:
        """Keys go to the top scene as they are: a name being typed, a key being bound."""
        top = self.stack.top
        return top is not None and (top.captures_input or focus.typing(top))

    def _dispatch(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:
            self.quit()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
            return
        if event.type in (pygame.VIDEORESIZE, pygame.WINDOWRESIZED, pygame.WINDOWSIZECHANGED):
            size = self.display.window_resized()
            if size is not None and not self.settings.fullscreen and not self.headless:
                self.settings.window_width, self.settings.window_height = size
            self.fit_type()
            self.request_redraw()
            return
        if event.type == pygame.WINDOWMOVED:
            self.remember_window_place()
            return
        if event.type in (pygame.WINDOWEXPOSED, pygame.WINDOWSHOWN, pygame.WINDOWRESTORED, pygame.WINDOWMAXIMIZED):
            self.display.invalidate()
            self.request_redraw()
            return
        event = self.map_event(event)
        self.request_redraw()
        top = self.stack.top
        if not (top is not None and (top.captures_input or focus.typing(top))):
            if self.focus.handle(event, top, self.device, self.open_keyboard):
                return
        self.stack.handle(event)

    def open_keyboard(self, field) -> None:
        """Names typed with a pad: the on-screen keyboard over `field` (a TextInput)."""
        if self.routes is not None:
            self.routes.keyboard(field)

    def draw_canvas(self) -> pygame.Surface:
        self.stack.draw(self.canvas)
        self.hints_rect = None
        if self.focus.draw(self.canvas, self.stack.top) is not None:
            self.hints_rect = glyphs.draw_hints(self.canvas, self.device, self.pads.family, self.bindings,
                                                glyphs.hinted(self.stack.top))
        if self._toast is not None:
            self._draw_toast(self.canvas)
        return self.canvas

    def _draw_toast(self, surface: pygame.Surface) -> None:
        from game.ui import widgets
        text, until = self._toast
        if self.clock() > until:
            self._toast = None
            return
        size = 26
        area = getattr(self.stack.top, "notice_area", None) or NOTICE_AREA
        w = min(area.w, theme.text_width(text, "bold", size) + 80)
        rect = pygame.Rect(0, 0, w, area.h)
        rect.midtop = area.midtop
        widgets.draw_panel(surface, rect, "parchment", radius=12)
        size = theme.fit_text(text, "bold", size, rect.w - 60)
        theme.draw_text(surface, text, rect.center, "bold", size, theme.INK, "center", shadow=False)

    def present(self) -> bool:
        """Show the canvas in the window (only the rows that changed); False when nothing had."""
        return self.display.present(self.canvas)

    def render(self) -> None:
        self.draw_canvas()
        self.present()
        self.dirty = False
        self.frames += 1
        if self.frames == 1 and self.on_first_frame is not None:
            self.on_first_frame()

    def run(self, first: Scene | None = None) -> None:
        """The main loop; returns when the player quits."""
        if first is not None:
            self.stack.push(first)
        self.running = True
        pacer = pygame.time.Clock()
        while self.running:
            self.run_frame(pacer)
        self.shutdown()

    def run_frame(self, pacer: pygame.time.Clock | None = None, idle_wait: bool = True) -> None:
        """One pass of the main loop: read the events (napping first while nothing moves),
        dispatch them, update the running scenes and draw when anything changed.

        `App.run` calls this with a pacer that holds 60 FPS; the frame-loop test driver calls
        it with no pacer and no idle nap, on a clock it advances itself, so tests go through
        exactly what a person's events go through."""
        try:
            animating = self.stack.is_animating()
            events = pygame.event.get()
            if events:
                self._idle_since = self.clock()
            elif idle_wait and not (animating or self.dirty):
                # Idle: sleep briefly and look again. (pygame's event.wait polls every 1 ms
                # inside SDL, ~2.5% CPU; short sleeps cost ~0.3%, with <= 33 ms latency.)
                quiet = self.clock() - self._idle_since
                time.sleep(IDLE_POLL_S if quiet < 1.0 else IDLE_POLL_LONG_S)
                events = pygame.event.get()
                if events:
                    self._idle_since = self.clock()
            if self._toast is not None and self.clock() > self._toast[1]:
                self.request_redraw()
            now = self.clock()
            dt = min(MAX_FRAME_SECONDS, now - self._last_frame)
            self._last_frame = now
            for event in events:
                self.dispatch(event)
                if not self.running:
                    return  # closing: nothing moves on after the window's close button (its save is final)
            self.tidy_if_due()
            self.stack.update(dt)
            if not self.stack.scenes:
                self.running = False
                return
            if self.dirty or animating or self.stack.needs_redraw() or self.stack.is_animating():
                self.render()
                if pacer is not None:
                    active = self.clock() - self._idle_since < ACTIVE_S
                    pacer.tick(FPS if active or self.dirty else self.stack.frame_rate())
        except Exception as exc:  # noqa: BLE001 - any scene failure becomes the error scene
            self.crash(exc)

    def shutdown(self) -> None:
        """The window is closing (its close button, Alt+F4, a logout): every table is already
        saved after its last step; wait for those writes, then stop the AIs."""
        saves.flush_all()
        self._close_games()
        if not self.headless:
            self.remember_window_place()
            try:
                settings_mod.save(self.settings)
            except OSError:
                pass

    # -- offscreen -------------------------------------------------------------------------------
    def settle(self, frames: int = 90, dt: float = 1 / 60) -> None:
        """Run up to `frames` updates, until nothing animates (entry animations finish)."""
        for frame in range(frames):
            for event in pygame.event.get():
                if event.type != pygame.QUIT:
                    self.dispatch(event)
            self.stack.update(dt)
            if not self.stack.is_animating() and frame > 2:
                break

    def press_keys(self, keys: list[int]) -> None:
        """Tap each key in turn as a person's hand does (down, up, a frame), through the same
        dispatch as SDL's events: the focus ring shows and moves where those keys put it."""
        for key in keys:
            for kind in (pygame.KEYDOWN, pygame.KEYUP):
                self.dispatch(pygame.event.Event(kind, key=key, mod=0, unicode="", scancode=0))
            self.settle()

    def screenshot(self, path: str | os.PathLike, settle_frames: int = 90, dt: float = 1 / 60) -> Path:
        """Run `settle_frames` updates (so entry animations finish), draw the canvas, save a PNG."""
        self.settle(settle_frames, dt)
        self.draw_canvas()
        out = Path(path)
        if out.parent and not out.parent.exists():
            out.parent.mkdir(parents=True, exist_ok=True)
        pygame.image.save(self.canvas, str(out))
        return out
