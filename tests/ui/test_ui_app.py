"""The app shell: hit-testing after window scaling, letterboxing, crash handling, menu flows."""
from __future__ import annotations

import pygame
import pytest

from game.stack import Scene


def click_at(app, window_pos, button=1):
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        app.dispatch(pygame.event.Event(kind, pos=window_pos, button=button))


def move_to(app, window_pos):
    app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=window_pos, rel=(0, 0), buttons=(0, 0, 0)))


@pytest.mark.parametrize("window", [(1920, 1080), (1280, 720), (1000, 1000), (2560, 1080), (800, 600)])
def test_the_canvas_is_letterboxed_and_keeps_its_aspect(app, window):
    app.window = pygame.Surface(window)
    box = app.letterbox()
    assert abs(box.w / box.h - 16 / 9) < 0.01
    assert box.w == window[0] or box.h == window[1]
    assert app.window.get_rect().contains(box)
    assert app.to_canvas(box.center) == pytest.approx((960, 540), abs=2)
    assert app.to_canvas(box.topleft) == (0, 0)


@pytest.mark.parametrize("window", [(1280, 720), (1000, 1000), (2560, 1080)])
def test_a_button_is_hit_where_it_is_drawn_in_a_scaled_window(app, window):
    from game.ui import widgets

    class One(Scene):
        def __init__(self, app):
            super().__init__(app)
            self.clicks = 0
            self.group = widgets.WidgetGroup([widgets.Button((900, 500, 120, 80), "Go", self.hit)])

        def hit(self):
            self.clicks += 1

        def handle(self, event):
            return self.group.handle(event)

        def draw(self, surface):
            surface.fill((0, 0, 0))
            self.group.draw(surface)

    scene = One(app)
    app.stack.push(scene)
    app.window = pygame.Surface(window)
    box = app.letterbox()
    scale = box.w / 1920

    def to_window(x, y):
        return (round(box.x + x * scale), round(box.y + y * scale))

    click_at(app, to_window(960, 540))
    assert scene.clicks == 1
    click_at(app, to_window(880, 540))  # left of the button
    click_at(app, to_window(960, 595))  # below it
    assert scene.clicks == 1
    app.render()  # scaling into the window works at any size
    assert app.window.get_at(to_window(960, 540))[:3] != (0, 0, 0)


def test_mouse_motion_is_scaled_too(app):
    seen = []

    class Watch(Scene):
        def handle(self, event):
            seen.append(event)
            return True

    app.stack.push(Watch(app))
    app.window = pygame.Surface((960, 540))
    app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=(480, 270), rel=(10, 5), buttons=(0, 0, 0)))
    assert seen[0].pos == (960, 540) and seen[0].rel == (20, 10)


def test_an_exception_in_a_scene_shows_the_error_scene_and_logs_the_traceback(app):
    from game import paths
    from scenes.error import ErrorScene

    class Boom(Scene):
        def update(self, dt):
            raise RuntimeError("the saloon caught fire")

    app.stack.push(Boom(app))
    pygame.event.clear()
    pygame.time.set_timer(pygame.QUIT, 300, 1)  # the window is closed a moment after the crash
    app.run()
    assert isinstance(app.stack.top, ErrorScene)
    assert "the saloon caught fire" in app.stack.top.message
    log = paths.log_path().read_text()
    assert "Traceback" in log and "RuntimeError: the saloon caught fire" in log and "in update" in log
    assert app.stack.top.log_path == str(paths.log_path())
    app.draw_canvas()


def test_a_crash_in_the_windows_build_without_a_console_still_shows_the_error_scene(app, monkeypatch):
    """The Windows build opens no console, so Python gives it no sys.stderr (None): the
    traceback goes to the log and the error scene all the same."""
    from scenes.error import ErrorScene

    class Boom(Scene):
        def update(self, dt):
            raise RuntimeError("the stagecoach lost a wheel")

    monkeypatch.setattr("sys.stderr", None)
    app.stack.push(Boom(app))
    pygame.event.clear()
    pygame.time.set_timer(pygame.QUIT, 300, 1)
    app.run()
    assert isinstance(app.stack.top, ErrorScene)
    assert "the stagecoach lost a wheel" in app.stack.top.message


def test_error_scene_leads_back_to_a_fresh_menu(app):
    from scenes.error import ErrorScene
    from scenes.menu import MenuScene
    err = ErrorScene(app, "x", None)
    app.stack.push(err)
    err.to_menu()
    assert isinstance(app.stack.top, MenuScene) and len(app.stack) == 1


def test_the_loop_idles_when_nothing_moves(app):
    """No scene animates: the loop draws once, then waits for events instead of spinning."""
    from scenes.menu import MenuScene
    app.stack.push(MenuScene(app))
    frames = []
    app.on_first_frame = lambda: (frames.append(1), pygame.time.set_timer(pygame.QUIT, 700, 1))
    app.run()
    assert app.frames <= 3


def test_menu_tile_opens_the_new_table_for_that_game(app):
    from scenes.menu import MenuScene
    from scenes.new_table import NewTableScene
    menu = MenuScene(app)
    app.stack.push(menu)
    rect = menu.tiles["durango"]
    move_to(app, rect.center)
    click_at(app, rect.center)
    assert isinstance(app.stack.top, NewTableScene) and app.stack.top.game_id == "durango"


def test_save_and_quit_then_continue(app, pig_table):
    from game import saves
    from scenes.menu import MenuScene
    from scenes.pause import PauseScene
    c = pig_table.controller
    for _ in range(3):
        seat = c.waiting_humans()[0] if c.waiting_humans() else None
        if seat is None:
            c.update()
        else:
            c.act(seat, c.legal_actions(seat)[0])
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="\x1b"))
    pause = app.stack.top
    assert isinstance(pause, PauseScene)
    pause.save_and_quit()
    assert [s.game_id for s in saves.list_saves()] == ["pig"]
    menu = app.stack.top
    assert isinstance(menu, MenuScene) and len(app.stack) == 1
    cont = next(w for w in menu.widgets if getattr(w, "label", "") == "Continue")
    assert cont.enabled
    cont.activate()
    from scenes.table_pig import TableScene
    back = app.stack.top
    assert isinstance(back, TableScene), "Continue sits the person back at the table they left"
    assert len(back.controller.history) == len(c.history)


def test_esc_resumes_from_pause(app, pig_table):
    from scenes.pause import PauseScene
    esc = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="\x1b")
    app.dispatch(esc)
    assert isinstance(app.stack.top, PauseScene)
    app.dispatch(esc)
    assert app.stack.top is pig_table


def test_settings_changes_apply_live_and_are_saved(app):
    from game import settings as S
    from game.ui import theme
    from scenes.settings import SettingsScene
    scene = SettingsScene(app)
    app.stack.push(scene)
    toggle = next(w for w in scene.widgets if getattr(w, "label", "") == "Colour-blind palette")
    toggle.activate()
    assert theme.colour_blind() is True
    scene.back()
    loaded, _ = S.load()
    assert loaded.colour_blind is True
    theme.set_colour_blind(False)


def test_f11_toggles_fullscreen_in_the_settings(app):
    before = app.settings.fullscreen
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode=""))
    assert app.settings.fullscreen is (not before)


def test_menu_can_be_driven_from_the_keyboard(app):
    from scenes.menu import MenuScene
    from scenes.new_table import NewTableScene
    menu = MenuScene(app)
    app.stack.push(menu)
    for key in (pygame.K_RIGHT, pygame.K_RIGHT, pygame.K_RETURN):
        app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""))
    assert isinstance(app.stack.top, NewTableScene) and app.stack.top.game_id == "zorro"


def test_sitting_down_opens_the_table_the_registry_names_and_keeps_it_saved(app):
    from game.controllers.base import make_controller
    from game.controllers.seats import parse_seats
    from scenes.table_durango import TableScene
    controller = make_controller("durango", parse_seats("human,ai:random"), None, 3)
    table = app.routes.table(controller)
    assert isinstance(table, TableScene) and app.stack.top is table and table.controller is controller
    assert controller.slot is not None, "a table is saved after every step from the moment it opens"


def test_a_damaged_settings_file_is_reported_once_at_start(monkeypatch):
    from game import paths
    from game.app import App
    paths.settings_path().write_text("[[[ broken")
    a = App(headless=True)
    assert a.settings_notice and "settings.toml.bad" in a.settings_notice
    assert a._toast is not None and a._toast[0] == a.settings_notice
    assert (paths.config_dir() / "settings.toml.bad").exists()


def test_leaving_a_table_hands_its_memory_back_once_at_the_next_frame(app, pig_table, monkeypatch):
    from game import memory
    from game.stack import Scene
    calls = []
    monkeypatch.setattr(memory, "hand_back_freed_memory", lambda: calls.append(1))
    app.stack.clear_to(pig_table)
    app.tidy_if_due()
    assert calls == []  # a table arriving frees nothing
    pig_table.controller.close()
    app.stack.clear_to(Scene(app))
    assert calls == []  # not while the old scenes may still be referred to
    app.tidy_if_due()
    app.tidy_if_due()
    assert calls == [1]


def test_leaving_a_table_forgets_what_its_engine_and_ais_cached(app, pig_table):
    from game.ai import zorro
    zorro.odds((1, 0, 0, 0, 0, 0), ("zorro",), 2)  # remembered by zorro._odds, after the useless dice go
    assert zorro._odds.cache_info().currsize > 0
    pig_table.controller.close()
    app.stack.clear_to(Scene(app))
    app.tidy_if_due()
    assert zorro._odds.cache_info().currsize == 0


def test_handing_memory_back_is_safe_to_call_anywhere():
    from game import memory
    assert memory.hand_back_freed_memory() in (True, False)
