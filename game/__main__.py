"""Command line: ``python -m game`` / ``frontier-tabletop``.

    frontier-tabletop                       open the main menu
    frontier-tabletop --windowed | --fullscreen
    frontier-tabletop --new desperados --seats human,ai:hard,ai:easy [--seed S]
    frontier-tabletop --screenshot SCENE OUT.png [--seed S] [--seats ...] [--advance N]
        SCENE: menu, new_table, saved_tables, settings, pause, error, rules:ID, table:ID, results:ID
        renders offscreen (SDL dummy video driver) and exits; exit code 2 when the scene's game
        is not playable yet (or a scene module is missing).
    frontier-tabletop --benchmark-first-frame   print seconds to the first drawn menu frame, exit
"""
from __future__ import annotations

import argparse
import os
import sys
import time

T0 = time.perf_counter()
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

SCENES_HELP = "menu, new_table, saved_tables, settings, pause, error, rules:ID, table:ID, results:ID"


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="frontier-tabletop",
        description="Frontier Tabletop: five Wild West tabletop games for local humans and AI opponents.",
        epilog="Game ids: desperados, zorro, roulette, durango, most_wanted. "
               "Seats: human, ai:easy, ai:medium, ai:hard (ai:random for testing). "
               "F11 toggles fullscreen, Esc pauses a game.")
    mode = p.add_mutually_exclusive_group()
    mode.add_argument("--windowed", action="store_true", help="open in a window (remembered in the settings)")
    mode.add_argument("--fullscreen", action="store_true", help="open fullscreen (remembered in the settings)")
    p.add_argument("--new", metavar="GAME", help="skip the menu and sit down at a new table of GAME")
    p.add_argument("--seats", metavar="LIST", help="who sits at the table, e.g. human,ai:hard,ai:easy")
    p.add_argument("--seed", type=int, default=None, help="seed for the dice and cards (reproducible tables)")
    p.add_argument("--screenshot", nargs=2, metavar=("SCENE", "OUT.png"),
                   help=f"render one scene offscreen to a PNG and exit. SCENE: {SCENES_HELP}")
    p.add_argument("--advance", type=int, default=40, metavar="N",
                   help="for table:/results: screenshots, play N steps of the game first (default 40)")
    p.add_argument("--benchmark-first-frame", action="store_true", help=argparse.SUPPRESS)
    p.add_argument("--smoke-test", metavar="OUT_DIR",
                   help="check every bundled asset, render the menu and each table to PNGs in OUT_DIR, exit")
    return p


class NotPlayable(Exception):
    pass


def _default_seats(game_id: str, text: str | None, all_ai: bool = False):
    from game import catalog
    from game.controllers.seats import parse_seats
    if text:
        return parse_seats(text)
    meta = catalog.get(game_id)
    n = min(meta.max_players, max(meta.min_players, 4))
    first = "ai:medium" if all_ai else "human"
    return parse_seats(",".join([first] + ["ai:medium"] * (n - 1)))


def _require_playable(game_id: str) -> None:
    from game import catalog
    from game.rules import registry
    if game_id not in catalog.GAME_IDS:
        raise NotPlayable(f"unknown game {game_id!r} (choose from {', '.join(catalog.GAME_IDS)})")
    if not catalog.is_playable(game_id):
        missing = "rules are" if not registry.has_rules(game_id) else "table is"
        raise NotPlayable(f"{game_id} is not playable yet: its {missing} still being written.")


def _advance(controller, steps: int, timeout: float = 60.0) -> None:
    """Play `steps` decisions/chance steps with the seats as configured (AIs think off-thread)."""
    deadline = time.perf_counter() + timeout
    done = 0
    while done < steps and not controller.is_over() and time.perf_counter() < deadline:
        if controller.waiting_humans():
            # a human seat in a screenshot: play its first legal action so the picture moves on
            seat = controller.waiting_humans()[0]
            controller.act(seat, controller.legal_actions(seat)[0])
            done += 1
            continue
        if controller.update():
            done += 1
        else:
            time.sleep(0.002)


def make_scene(app, spec: str, seed: int | None, seats_text: str | None, advance: int):
    """The scene a screenshot spec names. Raises NotPlayable for games/scenes not in yet."""
    name, _, arg = spec.partition(":")
    if name == "menu":
        from scenes.menu import MenuScene
        return MenuScene(app)
    if name == "new_table":
        from scenes.new_table import NewTableScene
        return NewTableScene(app, arg or None)
    if name == "settings":
        from scenes.settings import SettingsScene
        return SettingsScene(app)
    if name == "saved_tables":
        from scenes.saved_tables import SavedTablesScene
        return SavedTablesScene(app)
    if name == "error":
        from scenes.error import ErrorScene
        from game import paths
        return ErrorScene(app, "ZeroDivisionError: division by zero (an example)", paths.log_path())
    if name in ("rules", "table", "results", "pause"):
        if not arg and name != "pause":
            raise SystemExit(f"--screenshot {name}:ID needs a game id, e.g. {name}:desperados")
        game_id = arg or "desperados"
        _require_playable(game_id)
        if name == "rules":
            try:
                from scenes.rules import RulesScene
            except ModuleNotFoundError as exc:
                raise NotPlayable(f"the rules screen is not written yet ({exc.name})") from None
            return RulesScene(app, game_id)
        from game.controllers.base import make_controller
        from scenes.new_table import table_scene_class
        cls = table_scene_class(game_id)
        if cls is None:
            raise NotPlayable(f"{game_id} is not playable yet: scenes/table_{game_id}.py is not written yet.")
        controller = make_controller(game_id, _default_seats(game_id, seats_text, all_ai=True), None,
                                     0 if seed is None else seed)
        if name == "results":
            try:
                from scenes.results import ResultsScene
            except ModuleNotFoundError as exc:
                raise NotPlayable(f"the results screen is not written yet ({exc.name})") from None
            _advance(controller, 100000, timeout=120)
            return [cls(app, controller), ResultsScene(app, controller)]
        _advance(controller, advance)
        table = cls(app, controller)
        if name == "pause":
            from scenes.pause import PauseScene
            return [table, PauseScene(app, table)]
        return table
    raise SystemExit(f"unknown scene {spec!r}; choose from {SCENES_HELP}")


def screenshot(spec: str, out: str, seed: int | None, seats: str | None, advance: int) -> int:
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from game import settings as settings_mod
    from game.app import App
    app = App(settings=settings_mod.Settings(), headless=True)
    try:
        scene = make_scene(app, spec, seed, seats, advance)
    except NotPlayable as exc:
        print(f"Cannot render {spec}: {exc}", file=sys.stderr)
        return 2
    for s in scene if isinstance(scene, list) else [scene]:
        app.stack.push(s)
    path = app.screenshot(out)
    for s in app.stack.scenes:
        c = getattr(s, "controller", None)
        if c is not None and hasattr(c, "close"):
            c.close()
    print(f"wrote {path}")
    return 0


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    if args.smoke_test:
        from game.smoke import run
        return run(args.smoke_test)
    if args.screenshot:
        return screenshot(args.screenshot[0], args.screenshot[1], args.seed, args.seats, args.advance)
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    from game.app import App, write_log
    fullscreen = True if args.fullscreen else (False if args.windowed else None)
    try:
        app = App(fullscreen=fullscreen)
    except Exception as exc:
        import traceback
        path = write_log("Start-up failed\n" + traceback.format_exc())
        print(f"Frontier Tabletop could not start: {exc}. Details in {path}", file=sys.stderr)
        return 1
    from scenes.menu import MenuScene
    app.stack.push(MenuScene(app))
    if args.benchmark_first_frame:
        def first_frame() -> None:
            print(f"first-frame {time.perf_counter() - T0:.4f}", flush=True)
            app.quit()
        app.on_first_frame = first_frame
    elif args.new:
        try:
            _require_playable(args.new)
            from game.controllers.base import make_controller
            from scenes.new_table import open_table
            controller = make_controller(args.new, _default_seats(args.new, args.seats), None, args.seed)
            open_table(app, controller)
        except NotPlayable as exc:
            app.notify(str(exc)[0].upper() + str(exc)[1:])
        except ValueError as exc:
            app.notify(f"Cannot start that table: {exc}")
    app.run()
    return 0


if __name__ == "__main__":
    sys.exit(main())
