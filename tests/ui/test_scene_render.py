"""Every scene of the app shell renders headless, and looks like something (not a blank canvas)."""
from __future__ import annotations

import pygame
import pytest

from game import games


def _not_blank(surface: pygame.Surface) -> bool:
    small = pygame.transform.smoothscale(surface, (48, 27))
    colours = {small.get_at((x, y))[:3] for x in range(0, 48, 3) for y in range(0, 27, 3)}
    return len(colours) > 20


def render(app, scene):
    app.stack.push(scene)
    for _ in range(5):
        app.stack.update(1 / 60)
    app.draw_canvas()
    return app.canvas


def test_menu_renders(app):
    from scenes.menu import MenuScene
    assert _not_blank(render(app, MenuScene(app)))


@pytest.mark.parametrize("game_id", games.GAME_IDS)
def test_new_table_renders_for_every_game(app, game_id):
    from scenes.new_table import NewTableScene
    scene = NewTableScene(app, game_id)
    assert _not_blank(render(app, scene))
    lo, hi = scene.seat_range()
    scene.set_count(hi)
    app.draw_canvas()
    assert len(scene.seat_kinds) == hi
    scene.set_count(lo)
    app.draw_canvas()
    assert len(scene.seat_kinds) == lo


def test_settings_renders_over_the_menu_and_over_a_table(app, pig_table):
    from scenes.settings import SettingsScene
    over_table = SettingsScene(app)
    assert over_table.opaque is False
    assert _not_blank(render(app, over_table))
    from scenes.menu import MenuScene
    app.stack.clear_to(MenuScene(app))
    pig_table.controller.close()
    app.stack.push(SettingsScene(app))
    assert app.stack.top.opaque is True
    app.draw_canvas()


def test_pause_renders_over_the_table(app, pig_table):
    from scenes.pause import PauseScene
    pause = PauseScene(app)
    assert pause.table is pig_table
    assert _not_blank(render(app, pause))
    assert app.stack.visible() == [pig_table, pause]


def test_error_scene_renders(app):
    from scenes.error import ErrorScene
    assert _not_blank(render(app, ErrorScene(app, "KeyError: 'x' " * 40, "/tmp/some/log.txt")))


def test_a_notice_is_drawn_above_every_scene(app):
    from scenes.menu import MenuScene
    render(app, MenuScene(app))
    before = app.canvas.copy()
    app.notify("Your settings file was damaged, so defaults are used.")
    app.draw_canvas()
    assert app.canvas.get_at((960, 56)) != before.get_at((960, 56))


def test_every_registry_entry_names_parts_that_load_and_agree():
    """One entry per game names its rules, controller, table, AI and look; the seat range shown
    on the menu is the rules' own."""
    from game import games
    for game in games.GAMES:
        rules = game.rules()
        assert rules.info is game.info and rules.info.game_id == game.id
        assert game.controller_class() is not None and game.table_class().is_table
        assert game.ai_module() is not None and hasattr(game.look(), "paint_tile")
        assert game.players_text == f"{rules.info.min_seats}\u2013{rules.info.max_seats} players"


def test_screenshot_command_writes_a_png(tmp_path):
    from game.__main__ import main
    out = tmp_path / "menu.png"
    assert main(["--screenshot", "menu", str(out)]) == 0
    assert pygame.image.load(str(out)).get_size() == (1920, 1080)


def ring_pixels(path) -> int:
    from game.ui.focus import RING
    picture = pygame.image.load(str(path))
    return pygame.mask.from_threshold(picture, RING, (3, 3, 3, 255)).count()


def test_a_screenshot_with_keys_pressed_shows_the_focus_ring_and_the_glyph_strip(tmp_path):
    """The README's picture of a table at 1280x800 with the ring on a die is made this way."""
    from game.__main__ import main
    plain, pressed = tmp_path / "plain.png", tmp_path / "pressed.png"
    assert main(["--screenshot", "menu", str(plain), "--window-size", "1280x800"]) == 0
    assert main(["--screenshot", "menu", str(pressed), "--window-size", "1280x800", "--press", "tab,right"]) == 0
    assert ring_pixels(plain) == 0 and ring_pixels(pressed) > 100


def test_a_screenshot_asked_to_press_a_key_that_does_not_exist_says_so(tmp_path, capsys):
    from game.__main__ import main
    with pytest.raises(SystemExit) as exit_info:
        main(["--screenshot", "menu", str(tmp_path / "m.png"), "--press", "tab,teleport"])
    assert exit_info.value.code == 2 and "teleport names no key" in capsys.readouterr().err


def test_screenshot_of_an_unknown_game_exits_2(tmp_path, capsys):
    from game.__main__ import main
    assert main(["--screenshot", "table:poker", str(tmp_path / "t.png")]) == 2
    assert "unknown game 'poker'" in capsys.readouterr().err


def test_help_lists_the_command_line(capsys):
    from game.__main__ import main
    with pytest.raises(SystemExit) as exit_info:
        main(["--help"])
    assert exit_info.value.code == 0
    out = capsys.readouterr().out
    for flag in ("--windowed", "--fullscreen", "--new", "--seats", "--screenshot", "--seed", "--advance"):
        assert flag in out


@pytest.mark.parametrize("spec", ["players", "records"])
def test_players_and_records_render_empty_and_full(app, spec):
    """An empty screen says what will be there; with past tables it shows them."""
    import sys
    from pathlib import Path
    from scenes.shots import make_scene
    assert _not_blank(render(app, make_scene(app, spec, None, None, 0)))
    sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))
    import sample_records
    sample_records.fill(12)
    assert _not_blank(render(app, make_scene(app, spec, None, None, 0)))


@pytest.mark.parametrize("game_id", games.GAME_IDS)
def test_a_replay_renders_through_each_games_own_table(app, game_id):
    from scenes.shots import make_scene
    seats = ",".join(["ai:random"] * games.get(game_id).min_players)
    table, controls = make_scene(app, f"replay:{game_id}", 1, seats, 30)
    app.stack.push(table)
    assert _not_blank(render(app, controls))
    assert table.controller.position == min(30, table.controller.length)
    assert type(table).__module__ == f"scenes.table_{game_id}"
