"""The window at every size, through the app's own loop: real pygame events posted at window
positions (clicks, motion, wheel, F11, resizes, quit) reach scenes at canvas positions, and the
window shows the whole canvas letterboxed however little of it each frame sends.

These open a real window under SDL's dummy video driver (any size; fullscreen is the dummy
desktop's 1024x768). `test_real_window.py` does the same clicks in an X window under Xvfb.
"""
from __future__ import annotations

import warnings

import pygame
import pytest

from game import display as display_mod
from game.stack import Scene

SIZES = [(1366, 768), (1600, 900), (1920, 1080), (2560, 1440)]


class Board(Scene):
    """Targets at known canvas places, every mouse event received, and a square that moves for
    `frames` frames (as a die tumbles) before the app is asked to quit."""

    TARGETS = {
        "centre": pygame.Rect(900, 500, 120, 80),
        "top left": pygame.Rect(0, 0, 40, 40),
        "bottom right": pygame.Rect(1880, 1040, 40, 40),
        "left edge": pygame.Rect(0, 500, 40, 80),
        "top edge": pygame.Rect(940, 0, 40, 40),
    }

    def __init__(self, app, frames: int = 0):
        super().__init__(app)
        self.positions: list[tuple[int, tuple[int, int]]] = []
        self.hits: list[str] = []
        self.wheel_at: list[tuple[int, int]] = []
        self.frames = frames
        self.moved = 0

    def handle(self, event):
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self.positions.append((event.type, event.pos))
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.hits += [name for name, rect in self.TARGETS.items() if rect.collidepoint(event.pos)]
        if event.type == pygame.MOUSEWHEEL:
            self.wheel_at.append(self.app.mouse_pos())
        return True

    def update(self, dt):
        if self.frames > 0:
            self.frames -= 1
            self.moved += 1
            if self.frames == 0:
                self.app.quit()

    def is_animating(self):
        return self.frames > 0

    def draw(self, surface):
        from game.ui import backdrop
        surface.blit(backdrop.table(self.app.size), (0, 0))
        for rect in self.TARGETS.values():
            pygame.draw.rect(surface, (200, 40, 40), rect)
        pygame.draw.rect(surface, (240, 230, 200), (200 + (self.moved * 23) % 1400, 620, 70, 70), border_radius=10)


@pytest.fixture
def window_app():
    """An App in a real (dummy-driver) window of the size asked for; closed down afterwards."""
    from game import settings as settings_mod
    from game.app import App
    made = []

    def make(size, fullscreen=False):
        app = App(settings=settings_mod.Settings(), headless=False, fullscreen=fullscreen, window_size=size)
        made.append(app)
        return app

    yield make
    pygame.display.set_mode((1920, 1080))  # leave the display as headless tests expect it


def to_window(app, canvas_pos):
    """The window pixel whose centre lies over canvas point `canvas_pos`."""
    box = app.letterbox()
    return (int(box.x + (canvas_pos[0] + 0.5) * box.w / 1920), int(box.y + (canvas_pos[1] + 0.5) * box.h / 1080))


def click(window_pos, button=1):
    return [pygame.event.Event(pygame.MOUSEMOTION, pos=window_pos, rel=(0, 0), buttons=(0, 0, 0)),
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=window_pos, button=button),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=window_pos, button=button)]


def run_loop(app, events=(), first=None):
    """Post `events` and a QUIT, then run the app's own loop (App.run) until it quits."""
    for event in events:
        pygame.event.post(event)
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    app.run(first)


def resize_window(size):
    """Resize the window as a person dragging its edge would (SDL resizes it and tells the app)."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        pygame.Window.from_display_module().size = size


def assert_lands_on(got, canvas_pos, app):
    slack = max(1, round(1920 / app.letterbox().w))  # one window pixel, in canvas pixels
    assert abs(got[0] - canvas_pos[0]) <= slack and abs(got[1] - canvas_pos[1]) <= slack, (got, canvas_pos)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_clicks_at_window_positions_reach_the_scene_at_canvas_positions(window_app, size):
    app = window_app(size)
    assert app.window.get_size() == size
    board = Board(app)
    points = [Board.TARGETS[name].center for name in ("centre", "top left", "bottom right")] + [(0, 0), (1919, 1079)]
    run_loop(app, [e for point in points for e in click(to_window(app, point))], first=board)
    downs = [pos for kind, pos in board.positions if kind == pygame.MOUSEBUTTONDOWN]
    assert len(downs) == len(points)
    for got, want in zip(downs, points):
        assert_lands_on(got, want, app)
    assert board.hits == ["centre", "top left", "bottom right", "top left", "bottom right"]


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_wheel_acts_where_the_pointer_is(window_app, size):
    app = window_app(size)
    board = Board(app)
    target = (1700, 300)
    run_loop(app, [pygame.event.Event(pygame.MOUSEMOTION, pos=to_window(app, target), rel=(4, 2), buttons=(0, 0, 0)),
                   pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False)], first=board)
    assert len(board.wheel_at) == 1
    assert_lands_on(board.wheel_at[0], target, app)
    assert_lands_on(app.mouse_pos(), target, app)


@pytest.mark.parametrize("window, bar_pos", [((1600, 1000), (800, 20)), ((1600, 1000), (3, 49)),
                                             ((2000, 900), (100, 450)), ((2000, 900), (199, 2)),
                                             ((3840, 2400), (1, 119))])
def test_a_click_over_a_letterbox_bar_lands_outside_the_canvas_and_hits_nothing(window_app, window, bar_pos):
    app = window_app(window)
    box = app.letterbox()
    assert not box.collidepoint(bar_pos)
    board = Board(app)
    run_loop(app, click(bar_pos), first=board)
    x, y = [pos for kind, pos in board.positions if kind == pygame.MOUSEBUTTONDOWN][0]
    assert not (0 <= x < 1920 and 0 <= y < 1080)
    assert board.hits == []


def test_f11_goes_fullscreen_and_back_and_clicks_still_land(window_app):
    app = window_app((1600, 900))
    board = Board(app)
    run_loop(app, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="", scancode=68)], first=board)
    assert app.settings.fullscreen and app.window.get_flags() & pygame.FULLSCREEN
    assert app.window.get_size() == pygame.display.get_desktop_sizes()[0]  # the dummy desktop: 1024x768
    box = app.letterbox()
    assert box.w == app.window.get_width() and box.y > 0  # bars above and below
    run_loop(app, click(to_window(app, Board.TARGETS["bottom right"].center)) + click((box.centerx, box.y - 1)))
    assert board.hits == ["bottom right"]
    from game import settings as settings_mod
    assert settings_mod.load()[0].fullscreen is True
    run_loop(app, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="", scancode=68)])
    assert not app.settings.fullscreen and app.window.get_size() == (1600, 900)
    run_loop(app, click(to_window(app, Board.TARGETS["centre"].center)))
    assert board.hits == ["bottom right", "centre"]


def test_resizing_the_window_remaps_the_pointer_and_remembers_the_size(window_app):
    app = window_app((1600, 900))
    board = Board(app)
    run_loop(app, first=board)
    resize_window((1366, 768))
    run_loop(app)
    assert app.window.get_size() == (1366, 768)
    assert app.settings.window_size == (1366, 768)
    run_loop(app, click(to_window(app, Board.TARGETS["centre"].center)))
    resize_window((1000, 1000))  # taller than 16:9: bars above and below
    run_loop(app)
    assert app.letterbox().y > 0
    run_loop(app, click(to_window(app, Board.TARGETS["top edge"].center)) + click((500, 10)))
    assert board.hits == ["centre", "top edge"]
    run_loop(app, [pygame.event.Event(pygame.VIDEORESIZE, size=(1000, 1000), w=1000, h=1000),
                   pygame.event.Event(pygame.WINDOWRESIZED, x=1000, y=1000)])
    assert app.window.get_size() == (1000, 1000)


def full_repaint(app):
    """What presenting the current canvas to a fresh window of the same size shows."""
    fresh = display_mod.Display(app.size)
    fresh.use_surface(pygame.Surface(app.window.get_size()))
    fresh.present(app.canvas)
    return fresh.surface


@pytest.mark.parametrize("size", SIZES + [(3840, 2160), (1000, 1000), (1587, 893)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_window_shows_the_whole_canvas_though_each_frame_sends_only_what_moved(window_app, size):
    app = window_app(size)
    board = Board(app, frames=40)
    app.run(board)
    assert board.moved == 40
    box = app.letterbox()
    sent = app.display.last_update
    if app.display._plan.band < 1080:
        assert sent and sum(rect.h for rect in sent) < box.h // 3, sent  # the moving square's rows only
    window = pygame.display.get_surface()
    assert window.get_buffer().raw == full_repaint(app).get_buffer().raw
    if box.x > 0 or box.y > 0:
        corner = (0, 0)
        assert window.get_at(corner)[:3] == display_mod.BAR_COLOUR


def share_differing(surface, other, levels):
    """The share of pixels where some colour channel of the two surfaces differs by more than `levels`."""
    alike = pygame.mask.from_threshold(surface, (0, 0, 0, 255), (levels + 1,) * 3 + (255,), other)
    return 1 - alike.count() / (surface.get_width() * surface.get_height())


@pytest.mark.parametrize("size, sharper", [((1366, 768), 0), ((1600, 900), 0), ((2560, 1440), 0.02), ((3840, 2160), 0.03)],
                         ids=lambda v: f"{v[0]}x{v[1]}" if isinstance(v, tuple) else "")
def test_the_canvas_looks_as_when_the_whole_of_it_was_smoothscaled(window_app, size, sharper):
    """Scaled down it is the same picture; scaled up, edges are crisper by at most half a pixel
    (pixels doubled at 2x; exact 3:4 sampling at 2560x1440), on a few percent of the pixels."""
    app = window_app(size)
    app.run(Board(app, frames=3))
    box = app.letterbox()
    shown = pygame.display.get_surface().subsurface(box)
    before = pygame.transform.smoothscale(app.canvas, box.size)
    assert share_differing(shown, before, 8) <= sharper
    assert share_differing(shown, before, 64) <= sharper / 40


def test_a_frame_that_looks_like_the_last_one_sends_nothing(window_app):
    app = window_app((1600, 900))

    class Still(Board):
        def draw(self, surface):
            surface.fill((30, 60, 30))

    app.run(Still(app, frames=10))
    assert app.frames >= 10
    assert app.display.last_update is None
    assert app.present() is False


def test_quit_ends_the_loop_at_once(window_app):
    app = window_app((1366, 768))
    board = Board(app, frames=10_000)
    run_loop(app, first=board)
    assert board.moved <= 2
