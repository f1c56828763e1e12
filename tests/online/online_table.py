"""A host and its guests on loopback, each at the game's real table scene through the frame loop.

Every driver in one test process shares one pygame display and one event queue, so they are
driven in turn, one frame each: a click posted for one driver is taken by that driver's frame.
The host's table is seated as the app seats any table (`routes.table`); a guest's table is the
game's own table scene over its `RemoteController`, which keeps no save.

Every text frame a guest receives is recorded (`Guest.received`), and the host records, after
every step, each remote seat's true observation and the events of the step (`Truth`), so a test
can compare byte for byte what left the host with what the rules say that seat may see.

A table may also have watchers (`open_table(..., watchers=n)`): people who took no seat. They
need no screen here (tests/online/test_watching_a_table.py draws a watcher's table): each keeps
its controller in step once a round and records every frame it receives, compared with the
rules' public observation (`Truth.views[PUBLIC]`).
"""
from __future__ import annotations

import json
import random
import time
from dataclasses import dataclass, field
from typing import Any

from game import games
from game.controllers.base import make_controller
from game.controllers.seats import parse_seats
from game.online.host import OnlineHost
from game.online.remote import Joining
from game.online.transport import Server
from person import CURTAINS, Person, is_still, lift_after_a_pause
from scenes.menu import MenuScene
from scenes.results import ResultsScene

WINDOW = (1366, 768)
REAL_SECONDS = 90
PUBLIC = -1
"""The seat `observe` takes for what everyone may see: a watcher's observation."""
REPLY_SECONDS = 30
"""How long the other end of a connection may take to answer: a guest or a watcher let in, a
refusal said. A hello and a snapshot cross a real connection between threads: that takes real
time, not a number of the host's frames (a host still at its table runs frames without drawing,
and 2,000 of them passed before a watcher was let in under a profiler)."""


def frames_for(seconds: float):
    """Frame numbers until `seconds` of real time have passed."""
    deadline = time.monotonic() + seconds
    frame = 0
    while time.monotonic() < deadline:
        yield frame
        frame += 1


@dataclass
class Guest:
    seat: int
    driver: Any
    person: Person
    received: list[str] = field(default_factory=list)
    controller: Any = None
    table: Any = None

    def record(self, text: str) -> None:
        self.received.append(text)


@dataclass
class Watcher:
    """A person watching from another computer, without a screen: its controller and every
    text frame it received."""

    name: str
    received: list[str] = field(default_factory=list)
    controller: Any = None

    def record(self, text: str) -> None:
        self.received.append(text)

    def keep_up(self) -> None:
        """What a watcher's table does each frame with the network: take what arrived, and
        every step queued."""
        self.controller.pump()
        while self.controller._queue:
            self.controller.update()


@dataclass
class Truth:
    """What the rules say each remote seat may see, step by step (history index -> ...)."""

    views: dict[int, list[Any]] = field(default_factory=dict)
    events: list[list[Any]] = field(default_factory=list)
    start: int = 0
    """The steps made before the host's table opened (the first step recorded is this one)."""
    opening: dict[int, Any] = field(default_factory=dict)
    """What the rules say each remote seat (and a watcher) may see when the table opens."""


@dataclass
class Table:
    host: OnlineHost
    controller: Any
    driver: Any
    guests: list[Guest]
    truth: Truth
    person: Person
    watchers: list[Watcher] = field(default_factory=list)

    @property
    def url(self) -> str:
        return f"ws://127.0.0.1:{self.host.server.port}"


def open_table(make_driver, game_id: str, seats: str, seed: int, played: float = 0.0, watchers: int = 0) -> Table:
    """The host's table open with its remote seats waiting, and each guest seated at its own;
    with `played`, that share of a random game of people only (`seats` without AIs) made first
    (a long game's end without the thousands of frames of its start); `watchers` people watch."""
    controller = make_controller(game_id, parse_seats(seats), None, seed)
    if played:
        length = random_moves(make_controller(game_id, parse_seats(seats), None, seed), random.Random(seed))
        random_moves(controller, random.Random(seed), limit=int(length * played))
    host = OnlineHost(controller, Server("127.0.0.1", 0))
    truth = Truth({seat: [] for seat in [*host.remote_seats(), *([PUBLIC] if watchers else [])]},
                  start=controller.moves_made())
    truth.opening = {seat: controller.rules.observe(controller.state, seat) for seat in truth.views}

    def watch(step, events) -> None:
        if step is not None:
            truth.events.append(list(events))
            for seat in truth.views:
                truth.views[seat].append(controller.rules.observe(controller.state, seat))
    controller.watchers.append(watch)
    driver = make_driver(WINDOW)
    driver.start(MenuScene(driver.app))
    driver.app.routes.table(controller)
    table = Table(host, controller, driver, [], truth, Person(random.Random(seed)))
    for seat in host.remote_seats():
        table.guests.append(seat_guest(make_driver, table, seat, seed))
    for number in range(watchers):
        table.watchers.append(watch_table(table, f"Watcher {number + 1}"))
    return table


def watch_table(table: Table, name: str) -> Watcher:
    """`name` takes no seat and watches `table` (no screen: see the module's words)."""
    watcher = Watcher(name)
    joining = Joining(table.url, 0, name, record=watcher.record, watch=True)
    for _frame in frames_for(REPLY_SECONDS):
        table.driver.frame()
        watcher.controller = joining.poll()
        if watcher.controller is not None:
            return watcher
        assert joining.refused is None, joining.refused
    raise AssertionError(f"the watcher was not let in within {REPLY_SECONDS} s")


def seat_guest(make_driver, table: Table, seat: int, seed: int) -> Guest:
    guest = Guest(seat, make_driver(WINDOW), Person(random.Random(seed * 10 + seat)))
    joining = Joining(table.url, seat, f"Guest {seat}", record=guest.record)
    guest.driver.start(MenuScene(guest.driver.app))
    for _frame in frames_for(REPLY_SECONDS):
        table.driver.frame()
        controller = joining.poll()
        if controller is not None:
            break
        assert joining.refused is None, joining.refused
        guest.driver.frame()
    else:
        raise AssertionError(f"the guest was not seated within {REPLY_SECONDS} s")
    guest.controller = controller
    guest.table = games.get(controller.game_id).table_class()(guest.driver.app, controller)
    guest.driver.app.stack.push(guest.table)
    return guest


def random_moves(controller, rng: random.Random, limit: int | None = None) -> int:
    """Random legal moves for every person (here or remote) until the end or `limit` moves."""
    made = 0
    while not controller.is_over() and (limit is None or made < limit):
        waiting = controller.waiting_people()
        if waiting:
            controller.act(waiting[0], rng.choice(controller.legal_actions(waiting[0])))
            made += 1
        else:
            controller.update()
    return made


def failure(scene) -> str:
    log = getattr(scene, "log_path", None)
    return f"the table failed: {getattr(scene, 'message', scene)} {open(log).read()[-1500:] if log else ''}"


def turn(driver, table, person: Person) -> None:
    """One frame of one screen: a curtain lifted, a still table's decision made, or a frame."""
    assert driver.top is table or isinstance(driver.top, (CURTAINS, ResultsScene)), failure(driver.top)
    if isinstance(driver.top, CURTAINS):
        lift_after_a_pause(driver, 0.5)
    elif driver.top is table and is_still(table):
        person.gesture(driver, table)
    else:
        driver.watch()


def play_on(table: Table, until=None, rounds: int = 200_000) -> None:
    """Every screen in turn until every one shows the results (or `until()` holds)."""
    host_table = table.driver.app.stack.scenes[1]
    deadline = time.monotonic() + REAL_SECONDS
    for _round in range(rounds):
        assert time.monotonic() < deadline, f"still playing after {REAL_SECONDS} s"
        done = [isinstance(table.driver.top, ResultsScene)] + [isinstance(g.driver.top, ResultsScene)
                                                               for g in table.guests]
        if all(done) or until is not None and until():
            return
        if not done[0]:
            turn(table.driver, host_table, table.person)
        for guest in table.guests:
            if not isinstance(guest.driver.top, ResultsScene):
                turn(guest.driver, guest.table, guest.person)
        for watcher in table.watchers:
            watcher.keep_up()
    raise AssertionError("the game never ended")


def messages_of(guest: Guest | Watcher) -> list[dict]:
    return [json.loads(text) for text in guest.received]


def one_frame(controller, guests, rng: random.Random) -> None:
    """One frame at the host and at each guest, with no screens: the host takes in what arrived
    and a person there (or the table's next step) moves; each guest reads the host and moves
    when its seat decides. The loops of the network tests are made of these."""
    controller.pump()
    waiting = controller.waiting_humans()
    if waiting:
        controller.act(waiting[0], rng.choice(controller.legal_actions(waiting[0])))
    else:
        controller.update()
    for guest in guests:
        guest.pump()
        guest.update()
        if guest.waiting_humans():
            guest.act(guest.seat, rng.choice(guest.legal_actions(guest.seat)))
