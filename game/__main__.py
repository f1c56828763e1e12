"""Command line: ``python -m game`` / ``frontier-tabletop``.

    frontier-tabletop                       open the main menu
    frontier-tabletop --windowed | --fullscreen
    frontier-tabletop --new desperados --seats human,ai:hard,ai:easy [--seed S]
    frontier-tabletop --host desperados --seats human,remote,ai:easy [--port N]   prints the invite
    frontier-tabletop --join INVITE
    frontier-tabletop --screenshot SCENE OUT.png [--seed S] [--seats ...] [--advance N] [--press KEYS]
        SCENE: menu, new_table, saved_tables, settings, credits, players, records, pause, error, rules:ID,
        table:ID, results:ID, replay:ID, lesson:ID, waiting_room[:ID], join[:typo]
        renders offscreen (SDL dummy video driver) and exits; exit code 2 for an unknown scene
        or game.
    frontier-tabletop --benchmark-first-frame   print seconds to the first drawn menu frame, exit
"""
from __future__ import annotations

import argparse
import os
import sys
import time

T0 = time.perf_counter()
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from game import games  # noqa: E402 - the registry alone (no engine): the game ids for --help
from game.i18n import _  # noqa: E402 - after the clock starts; a small module the app needs anyway

SCENES_HELP = ("menu, new_table, saved_tables, settings, credits, players, records, pause, error, rules:ID, table:ID, "
               "results:ID, replay:ID, lesson:ID, waiting_room[:ID], waiting_room_again[:ID], "
               "join[:typo|seats|full], kept_tables, watch:ID")
"""The scenes `--screenshot` renders (scenes.shots knows how; said here too, so --help loads no scene)."""


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="frontier-tabletop",
        description="Frontier Tabletop: five Wild West tabletop games for local humans and AI opponents.",
        epilog=f"Game ids: {', '.join(games.GAME_IDS)}. "
               "Seats: human, remote (a person at another computer), ai:easy, ai:medium, ai:hard (ai:random for testing). "
               "F11 toggles fullscreen, Esc pauses a game.")
    mode = p.add_mutually_exclusive_group()
    mode.add_argument("--windowed", action="store_true", help="open in a window (remembered in the settings)")
    mode.add_argument("--fullscreen", action="store_true", help="open fullscreen (remembered in the settings)")
    p.add_argument("--new", metavar="GAME", help="skip the menu and sit down at a new table of GAME")
    p.add_argument("--seats", metavar="LIST", help="who sits at the table, e.g. human,ai:hard,ai:easy")
    p.add_argument("--seed", type=int, default=None, help="seed for the dice and cards (reproducible tables)")
    p.add_argument("--host", metavar="GAME", help="open a table of GAME for people at other computers: "
                   "--seats with 'remote' seats (e.g. human,remote,ai:easy); prints the invite text")
    p.add_argument("--port", type=int, default=0, help="for --host: the port to listen on (default: any free one)")
    p.add_argument("--relay", metavar="HOST:PORT[,HOST:PORT...]", default=None,
                   help="for --host: meet the guests at this relay instead of listening on this computer "
                        "(several, comma-separated: the nodes of one relay, named in the invite and tried in "
                        "turn); for --join: the relay a bare invite code is joined through")
    p.add_argument("--join", metavar="INVITE", help="sit at the table an invite text names (from --host)")
    p.add_argument("--screenshot", nargs=2, metavar=("SCENE", "OUT.png"),
                   help=f"render one scene offscreen to a PNG and exit. SCENE: {SCENES_HELP}")
    p.add_argument("--advance", type=int, default=40, metavar="N",
                   help="for table:/results: screenshots, play N steps of the game first (default 40)")
    p.add_argument("--language", choices=("en", "fr", "de", "qps"), default=None,
                   help="speak this language (for --screenshot; qps is the test pseudo-language); "
                        "without it, the settings' language")
    p.add_argument("--window-size", metavar="WxH", type=_size, default=None,
                   help="for --screenshot: the window's size; the PNG is what that window shows "
                        "(text laid out for its scale), e.g. 1280x800")
    p.add_argument("--text-size", type=int, choices=(100, 125, 150), default=None,
                   help="for --screenshot: the text-size setting in percent")
    p.add_argument("--press", metavar="KEYS", type=_keys, default=None,
                   help="for --screenshot: press these keys first, comma-separated (e.g. down,right): "
                        "the picture shows the focus ring and the strip of key glyphs where they put them")
    p.add_argument("--benchmark-first-frame", action="store_true", help=argparse.SUPPRESS)
    p.add_argument("--smoke-test", metavar="OUT_DIR",
                   help="check every bundled asset, render the menu and each table to PNGs in OUT_DIR, exit")
    return p


def _size(text: str) -> tuple[int, int]:
    """"1280x800" -> (1280, 800)."""
    try:
        width, height = (int(part) for part in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a size like 1280x800") from None
    if not (320 <= width <= 7680 and 240 <= height <= 4320):
        raise argparse.ArgumentTypeError(f"{text!r} is outside 320x240 .. 7680x4320")
    return width, height


def _keys(text: str) -> list[int]:
    """"down,right,tab" -> their pygame keys (names as settings.toml writes them)."""
    from game.ui.bindings import KEY_CODES
    names = [name.strip().lower() for name in text.split(",") if name.strip()]
    unknown = [name for name in names if name not in KEY_CODES]
    if unknown or not names:
        raise argparse.ArgumentTypeError(f"{', '.join(unknown) or repr(text)} names no key "
                                         f"(use names like tab, down, right, return)")
    return [KEY_CODES[name] for name in names]


def main(argv: list[str] | None = None) -> int:
    """The entry point composes the app: the window and loop (`game.app`), the screens
    (`scenes.routes`), and for --new a controller at its table."""
    args = build_parser().parse_args(argv)
    if args.smoke_test:
        from game.smoke import run
        from scenes.shots import screenshot
        return run(args.smoke_test, screenshot)
    if args.screenshot:
        from scenes.shots import screenshot
        return screenshot(args.screenshot[0], args.screenshot[1], args.seed, args.seats, args.advance,
                          args.language, args.window_size, args.text_size, args.press)
    from game import paths
    from game.app import App, write_log
    from game.ui import kept_pictures
    from scenes.routes import Routes
    kept_pictures.keep_in(paths.cache_dir())
    fullscreen = True if args.fullscreen else (False if args.windowed else None)
    try:
        app = App(fullscreen=fullscreen, routes=Routes)
    except Exception as exc:
        import traceback
        path = write_log("Start-up failed\n" + traceback.format_exc())
        print(f"Frontier Tabletop could not start: {exc}. Details in {path}", file=sys.stderr)
        return 1
    try:
        start_up(app)
        if args.benchmark_first_frame:
            def first_frame() -> None:
                print(f"first-frame {time.perf_counter() - T0:.4f}", flush=True)
                app.quit()
            app.on_first_frame = first_frame
        elif args.new:
            sit_down(app, args.new, args.seats, args.seed)
        elif args.host:
            host_table(app, args.host, args.seats, args.seed, args.port, args.relay)
        elif args.join:
            join_table(app, args.join, args.relay)
    except Exception as exc:  # noqa: BLE001 - the window opens on the error screen, with the log written
        app.crash(exc)
    app.run()
    return 0


def start_up(app) -> None:
    """What the app does with its folders before the menu, inside the crash handler: sweep the
    temporaries and lock files a killed run left, record the games that ended when their record
    could not be written, then read the saves for the menu (a file that cannot be read is listed
    as damaged, never a reason not to start)."""
    from game import fileio, paths, records
    fileio.sweep_temporaries([paths.config_dir(), paths.data_dir(), paths.saves_dir(), records.records_dir(),
                              paths.cache_dir(), paths.shared_dir()])
    failure = records.record_finished_saves()
    app.routes.menu()
    if failure:
        app.notify(_("Finished games still cannot be added to your records ({reason}).").format(reason=failure),
                   seconds=8)


def sit_down(app, game_id: str, seats: str | None, seed: int | None) -> None:
    """`--new GAME`: a table of GAME over the menu; a bad game or seat list is said, not raised."""
    from game.controllers.base import make_controller
    from scenes.shots import UnknownScene, check_game, default_seats
    try:
        check_game(game_id)
        app.routes.table(make_controller(game_id, default_seats(game_id, seats), None, seed))
    except UnknownScene as exc:
        app.notify(str(exc)[0].upper() + str(exc)[1:])
    except ValueError as exc:
        app.notify(f"Cannot start that table: {exc}")


def host_table(app, game_id: str, seats: str | None, seed: int | None, port: int, relay: str | None) -> None:
    """`--host GAME`: the table's waiting room opens, its remote seats waiting for their people,
    and the invite text is printed too (to paste into a message, or to a guest's --join). It
    listens on every interface of this computer (TLS, and nobody without the invite's code passes
    the handshake), or meets its guests at `relay`."""
    from game.controllers.base import make_controller
    from scenes.shots import UnknownScene, check_game, default_seats
    try:
        check_game(game_id)
        controller = make_controller(game_id, default_seats(game_id, seats), None, seed)
        if not any(seat.is_remote for seat in controller.seats):
            raise ValueError("no 'remote' seat in --seats: nobody at another computer could join")
    except UnknownScene as exc:
        app.notify(str(exc)[0].upper() + str(exc)[1:])
        return
    except ValueError as exc:
        app.notify(f"Cannot open that table: {exc}")
        return
    room = app.routes.host_online(controller, port=port, relay=relay)
    if room is not None:
        print(f"Invite: {room.invite.text}", flush=True)


def join_table(app, invite: str, relay: str | None) -> None:
    """`--join INVITE`: Join a table with the invite given, as if pasted there, at the first
    open seat."""
    room = app.routes.join(relay=relay)
    room.set_text(invite)
    room.join(any_seat=True)


if __name__ == "__main__":
    sys.exit(main())
