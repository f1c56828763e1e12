"""Pictures of scenes rendered offscreen: `python -m game --screenshot SCENE OUT.png`.

    screenshot(spec, out, seed, seats, advance) -> exit code
    make_scene(app, spec, seed, seats, advance) -> the scene(s) a spec names

SCENE is one of `SCENES_HELP`. Tables are played `advance` steps first, their seats as given (all
medium AIs by default), so the picture shows a game under way. Used by the README's pictures,
the packaged build's smoke test and the tests.
"""
from __future__ import annotations

import os
import random
import sys
import time

from game import games, i18n
from game.i18n import _

SCENES_HELP = ("menu, new_table, saved_tables, settings, credits, players, records, pause, error, rules:ID, table:ID, "
               "results:ID, replay:ID, lesson:ID, waiting_room[:ID], waiting_room_again[:ID], knock[:ID], "
               "join[:typo|nearby|knocking|seats|full], kept_tables, watch:ID")


class UnknownScene(Exception):
    pass


def default_seats(game_id: str, text: str | None, all_ai: bool = False):
    """The seats given on the command line, else a person (or an AI) and medium AIs, four at most."""
    from game.controllers.seats import parse_seats
    if text:
        return parse_seats(text)
    game = games.get(game_id)
    n = min(game.max_players, max(game.min_players, 4))
    first = "ai:medium" if all_ai else "human"
    return parse_seats(",".join([first] + ["ai:medium"] * (n - 1)))


def check_game(game_id: str) -> None:
    """A game the registry knows and that has a table: the menu's, and any kept off the menu (the
    worked example in docs/adding-a-game.md), so a developer can sit at it and picture it."""
    tabled = [g for g in games.KNOWN_IDS if games.get(g).table_path is not None]
    if game_id not in tabled:
        raise UnknownScene(f"unknown game {game_id!r} (choose from {', '.join(tabled)})")


def advance(controller, steps: int, timeout: float = 60.0) -> None:
    """Play `steps` decisions/chance steps with the seats as configured (AIs think off-thread)."""
    deadline = time.perf_counter() + timeout
    done = 0
    while done < steps and not controller.is_over() and time.perf_counter() < deadline:
        if controller.waiting_humans():
            # a person's seat in a picture: play their first legal action so the picture moves on
            seat = controller.waiting_humans()[0]
            controller.act(seat, controller.legal_actions(seat)[0])
            done += 1
            continue
        if controller.update():
            done += 1
        else:
            time.sleep(0.002)


def make_scene(app, spec: str, seed: int | None, seats_text: str | None, steps: int):
    """The scene (or scenes, bottom first) a screenshot spec names."""
    name, _colon, arg = spec.partition(":")
    simple = {"menu": "scenes.menu:MenuScene", "settings": "scenes.settings:SettingsScene",
              "saved_tables": "scenes.saved_tables:SavedTablesScene", "players": "scenes.players:PlayersScene",
              "records": "scenes.records:RecordsScene",
              "credits": "scenes.credits:CreditsScene"}
    if name in simple:
        module, _colon, cls = simple[name].partition(":")
        return getattr(__import__(module, fromlist=[cls]), cls)(app)
    if name == "new_table":
        from scenes.new_table import NewTableScene
        return NewTableScene(app, arg or None)
    if name in ("waiting_room", "waiting_room_again", "knock", "join"):
        on_this_computer_only()
    if name in ("waiting_room", "waiting_room_again"):
        return waiting_room(app, arg or games.GAME_IDS[0], seats_text or "human,remote,remote,ai:easy",
                            resumed=name == "waiting_room_again")
    if name == "kept_tables":
        return kept_tables(app)
    if name == "knock":
        return knocked_at(waiting_room(app, arg or games.GAME_IDS[0], seats_text or "human,remote,remote,ai:easy"))
    if name == "join" and arg in ("nearby", "knocking"):
        return join_nearby(app, knocking=arg == "knocking")
    if name == "join" and arg in ("seats", "full"):
        return join_offered(app, seats_text or ("human,remote,remote,ai:easy" if arg == "seats" else "human,remote"))
    if name == "watch":
        check_game(arg or "")
        return watched_table(app, arg, seats_text or "human,remote,ai:medium", steps)
    if name == "join":
        from scenes.online.join import JoinScene
        scene = JoinScene(app)
        scene.set_text(EXAMPLE_INVITE if arg != "typo" else EXAMPLE_INVITE[:-3] + "Z" + EXAMPLE_INVITE[-2:])
        scene.field.focused = False
        if arg == "typo":
            scene.join()
        return scene
    if name == "error":
        from game import paths
        from scenes.error import ErrorScene
        return ErrorScene(app, "ZeroDivisionError: division by zero (an example)", paths.log_path())
    if name not in ("rules", "table", "results", "pause", "replay", "lesson"):
        raise UnknownScene(f"unknown scene {spec!r}; choose from {SCENES_HELP}")
    if not arg and name != "pause":
        raise UnknownScene(f"--screenshot {name}:ID needs a game id, e.g. {name}:{games.GAME_IDS[0]}")
    game_id = arg or games.GAME_IDS[0]
    check_game(game_id)
    if name == "rules":
        from scenes.rules import RulesScene
        return RulesScene(app, game_id)
    from game.controllers.base import make_controller
    cls = games.get(game_id).table_class()
    if name == "lesson":
        return lesson_table(app, cls, game_id, steps)
    controller = make_controller(game_id, default_seats(game_id, seats_text, all_ai=True), None,
                                 0 if seed is None else seed)
    if name == "replay":
        from game.controllers.replay import replay_controller
        from scenes.replay import ReplayScene
        advance(controller, 100000, timeout=120)
        controller.close()
        replay = replay_controller(controller.to_json())
        replay.jump(min(steps, replay.length))
        table = cls(app, replay)
        return [table, ReplayScene(app, table, _("{game}, a past table").format(game=games.get(game_id).short))]
    if name == "results":
        from scenes.results import ResultsScene
        advance(controller, 100000, timeout=120)
        return [cls(app, controller), ResultsScene(app, controller)]
    advance(controller, steps)
    table = cls(app, controller)
    if name == "pause":
        from scenes.pause import PauseScene
        return [table, PauseScene(app, table)]
    return table


EXAMPLE_INVITE = "frontier://192.168.1.5:47100/K7QM-4XHT-9PWA-2RCE-8FJF"
"""The invite the Join picture shows: a direct host on a home network (its code checks)."""


def waiting_room(app, game_id: str, seats_text: str, resumed: bool = False):
    """The host's waiting room of a real table on this computer, its first remote seat taken by
    a guest who really joined (over loopback), the others still waited for; the invite shows a
    home network's address, as a host's would. `resumed`: as the host's Continue opens it, the
    others sat at the table before and are not back yet."""
    from game.controllers.base import make_controller
    from game.online.invite import make_invite
    from game.online.session import join_table
    from scenes.online.hosting import open_hosting
    from scenes.online.waiting_room import WaitingRoomScene
    check_game(game_id)
    controller = make_controller(game_id, default_seats(game_id, seats_text), None, 0)
    hosting = open_hosting(controller, app.settings, port=0, bind="127.0.0.1")
    arrive(controller, join_table(hosting.invite.text, name="Bill", seat=hosting.remote_seats()[0]))
    for name in ("Cleo", "Dora"):
        arrive(controller, join_table(hosting.invite.text, name=name, seat=None), watch=True)
    hosting.invite = make_invite("192.168.1.5", 47100, hosting.invite.code)  # as a home network shows it
    if resumed:
        hosting.joined.update(hosting.remote_seats())
    return WaitingRoomScene(app, controller, hosting, resumed=resumed)


def kept_tables(app):
    """Continue's chooser with two tables joined at friends' and one saved here (examples: no
    file is written)."""
    from pathlib import Path
    from game.online.invite import new_code
    from game.online.kept import KeptSeat
    from game.saves import SavedTable
    from scenes.online.kept_tables import KeptTablesScene
    now, ids = time.time(), games.GAME_IDS
    kept = [KeptSeat(EXAMPLE_INVITE, 1, "", ids[-2], "Bill", now - 600, "Ana"),
            KeptSeat(f"frontier://192.168.1.7:47100/{new_code()}", 2, "", ids[1], "Bill", now - 90000, "Calamity")]
    latest = SavedTable(Path("example.json"), ids[0], (("Bill", None), ("Doc", "hard"), ("Kate", "easy")),
                        round=3, steps=120, saved_at=now - 3 * 86400)
    return KeptTablesScene(app, kept, latest)


def on_this_computer_only() -> None:
    """A picture's tables are announced to this computer alone (127.0.0.1, a free port), never
    on the network it is on (game.online.lan)."""
    import socket
    from game.online import lan
    probe = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    probe.bind(("127.0.0.1", 0))
    lan.NETWORK = lan.Network("127.0.0.1", probe.getsockname()[1], "127.0.0.1")
    probe.close()


def _until(condition, seconds: float = 10.0) -> None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline and not condition():
        time.sleep(0.01)


def knocked_at(room):
    """The waiting room with Ben knocking, really: a knock at the table's announced door."""
    from game.online import lan
    listener = lan.Listener()
    _until(lambda: room.controller.pump() or listener.tables())
    lan.Knocking(listener.tables()[0], "Ben")
    _until(lambda: room.hosting.lan.knocks())
    listener.close()
    room.update(0.0)
    return room


NEARBY_HOSTS = (("Ana", 2, 4), ("Carmen", 1, 3), ("Dmitri", 3, 5))
"""The tables the Join picture shows announced nearby (host, seats open, seats), each of another
game (the registry's last ones)."""


def join_nearby(app, knocking: bool):
    """Join a table with tables announced on this network (really announced, over loopback), and
    with `knocking`, the person knocking at the first one."""
    from game.online import lan
    from scenes.online.join import JoinScene
    certificate = None
    for game_id, (host, open_seats, seats) in zip(games.GAME_IDS[-len(NEARBY_HOSTS):], NEARBY_HOSTS):
        table = lan.LanTable(game_id, host, lambda: "", certificate, address="127.0.0.1")
        certificate = table.certificate
        table.poll(open_seats, seats)
    scene = JoinScene(app)
    _until(lambda: len(scene.nearby.listener.tables()) == len(NEARBY_HOSTS))
    scene.update(0.0)
    if knocking:
        scene.nearby.knock(scene.nearby.tables[0])
    return scene


def arrive(controller, joining, watch: bool = False):
    """Poll `joining` (a guest over loopback; with `watch`, a watcher) and the host's table until
    it is seated: its controller (None after 10 s)."""
    if watch:
        joining.watch()
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline and joining.refused is None:
        controller.pump()
        seated = joining.poll()
        if seated is not None:
            return seated
        time.sleep(0.01)
    return None


def join_offered(app, seats_text: str):
    """Join a table after Join: the host (a real one over loopback) has said which seats are
    open, and Watch is offered beside them (alone when every seat is taken)."""
    from game.controllers.base import make_controller
    from game.online.session import join_table
    from scenes.online.hosting import open_hosting
    from scenes.online.join import JoinScene
    controller = make_controller(games.GAME_IDS[0], default_seats(games.GAME_IDS[0], seats_text), None, 0)
    hosting = open_hosting(controller, app.settings, port=0, bind="127.0.0.1")
    for seat in hosting.open_seats() if seats_text.count("remote") == 1 else []:
        arrive(controller, join_table(hosting.invite.text, name="Bill", seat=seat))
    scene = JoinScene(app)
    scene.set_text(hosting.invite.text)
    scene.field.focused = False
    scene.join()
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline and scene.seats is None and not scene.problem:
        controller.pump()
        scene.update(0.01)
        time.sleep(0.01)
    scene.address = "192.168.1.5:47100"
    return scene


def watched_table(app, game_id: str, seats_text: str, steps: int):
    """A watcher's table: a real host over loopback plays `steps` steps (a friend seated at its
    remote seat), and this computer watches, seeing only what everyone may see."""
    from game.controllers.base import make_controller
    from game.online.remote import Joining
    from game.online.host import OnlineHost
    from game.online.transport import Server
    from scenes.online.companion import TableCompanion
    controller = make_controller(game_id, default_seats(game_id, seats_text), None, 0)
    hosting = OnlineHost(controller, Server("127.0.0.1", 0))
    url = f"ws://127.0.0.1:{hosting.server.port}"
    friends = [arrive(controller, Joining(url, seat, "Bill")) for seat in hosting.remote_seats()]
    for name in ("Cleo", "Dora"):  # two more watch, and the table counts three
        arrive(controller, Joining(url, 0, name, watch=True))
    watcher = arrive(controller, Joining(url, 0, "Eve", watch=True))
    if watcher is None:
        raise UnknownScene("the watcher was not let in")
    rng = random.Random(0)
    deadline = time.perf_counter() + 60
    while controller.moves_made() < steps and not controller.is_over() and time.perf_counter() < deadline:
        controller.pump()
        if controller.waiting_humans():
            seat = controller.waiting_humans()[0]
            controller.act(seat, rng.choice(controller.legal_actions(seat)))
        elif not controller.update():
            time.sleep(0.002)
        for friend in friends:
            if friend is None:
                continue
            friend.pump()
            friend.update()
            if friend.waiting_humans():
                friend.act(friend.seat, rng.choice(friend.legal_actions(friend.seat)))
    hosting.say(0, "nice_roll")
    for _frame in range(200):
        controller.pump()
        watcher.pump()
        while watcher._queue:
            watcher.update()
        if watcher.moves_made() == controller.moves_made() and watcher.said and watcher.watcher_count() == 3:
            break
        time.sleep(0.005)
    table = games.get(game_id).table_class()(app, watcher)
    table.online = TableCompanion(table, None)
    table.online.update(0.0)
    return table


def lesson_table(app, cls, game_id: str, step: int):
    """The guided first game of `game_id` at its step number `step` (1 is the first)."""
    from game.controllers.base import make_controller
    from game.lessons import Coach, load
    lesson = load(game_id)
    controller = make_controller(game_id, lesson.seat_configs(), lesson.options, lesson.seed)
    coach = Coach(lesson, controller)
    coach.run_to(max(0, step - 1))
    table = cls(app, controller)
    table.coach_with(coach)
    for _frame in range(3):  # the table offers the person their move, the coach lays its buttons
        table.update(0.0)
    return table


def _as_the_window_shows(app, path, window_size: tuple[int, int]) -> None:
    """Rewrite the PNG at `path` as a window of `window_size` shows the canvas (bars and all)."""
    import pygame
    from game.display import BAR_COLOUR, letterbox
    window = pygame.Surface(window_size)
    window.fill(BAR_COLOUR)
    box = letterbox(window_size, app.canvas.get_size())
    window.blit(pygame.transform.smoothscale(app.canvas, box.size), box)
    pygame.image.save(window, str(path))


CHOICES_WAIT_S = 60.0
"""The longest a picture with keys waits (real time: the AIs think) for something to choose."""


def wait_for_choices(app, dt: float = 1 / 60) -> None:
    """Run the scenes until the top one offers something to choose (at a table: a person's
    decision, once the AIs before it have moved), so keys pressed for a picture land on it."""
    deadline = time.perf_counter() + CHOICES_WAIT_S
    app.settle()
    while not app.focus.targets(app.stack.top) and time.perf_counter() < deadline:
        app.stack.update(dt)
        time.sleep(0.002)
    app.settle()


def screenshot(spec: str, out: str, seed: int | None, seats: str | None, steps: int,
               language: str | None = None, window_size: tuple[int, int] | None = None,
               text_size: int | None = None, keys: list[int] | None = None) -> int:
    """Render `spec` to `out`: the canvas, or, with `window_size`, what a window of that size
    shows (the canvas laid out for that window's scale, letterboxed into it); with `keys`, once
    those keys are pressed (the focus ring and the strip of glyphs where they put them)."""
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from game import settings as settings_mod
    from game.app import App
    from scenes.routes import Routes
    settings = settings_mod.Settings()
    settings.language = language or ""
    if text_size is not None:
        settings.text_size = text_size
    app = App(settings=settings, headless=True, routes=Routes, window_size=window_size)
    if language == i18n.PSEUDO:
        i18n.set_language(language)  # not a language of the settings: said for this picture only
    try:
        scene = make_scene(app, spec, seed, seats, steps)
    except UnknownScene as exc:
        print(f"Cannot render {spec}: {exc}", file=sys.stderr)
        return 2
    for s in scene if isinstance(scene, list) else [scene]:
        app.stack.push(s)
    if keys:
        wait_for_choices(app)
        app.press_keys(keys)
    path = app.screenshot(out)
    if window_size is not None:
        _as_the_window_shows(app, path, window_size)
    for game in app.stack.held_games():
        game.close()
    print(f"wrote {path}")
    return 0
