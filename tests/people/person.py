"""A person at the screen, for tests through the app's real frame loop.

`Person` decides one gesture from what the screen offers (an enabled button, a die that can be
kept, a card that can be chosen) and makes it through the `FrameDriver`: a click at the window
position where the piece is drawn. It never calls a controller. `sit_through` plays a table to
its results screen the way people at one screen do: a curtain stays up a second before the
next person clicks it away, and after each curtain the screen is checked for privacy.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field

import pygame

from game.frame_driver import FrameDriver
from game.rules.common.contract import CHANCE
from game.ui.widgets import Button
from scenes.handoff import HandoffScene, NothingToPlayScene
from scenes.results import ResultsScene

WINDOWS = [(1366, 768), (1600, 900), (1920, 1080), (2560, 1440)]
"""The window sizes people play at: a laptop, the default window, full HD, a large monitor."""
CURTAINS = (HandoffScene, NothingToPlayScene)
NOT_A_CHOICE = ("Undo", "Hint")
"""Buttons a random person leaves alone: taking moves back forever would never end a game, and a
hint is asked for on purpose."""


def pieces_on_offer(table) -> list[pygame.Rect]:
    """The pieces a person can click at this table now: dice that can be kept, cards on offer."""
    rects = [d.rect for d in getattr(table, "dice", []) if getattr(d, "selectable", False)]
    rects += [c.rect for c in getattr(table, "picks", [])]
    rects += [c.rect for c in getattr(table, "hand", []) if getattr(c, "legal", False)]
    return rects


def buttons_on_offer(table) -> list:
    return [b for b in table.choices if isinstance(b, Button) and b.enabled and b.visible and b.label not in NOT_A_CHOICE]


def is_still(table) -> bool:
    """Nothing moves and the table waits for the person it offered a decision to."""
    return (table.offered is not None and not table.animator.busy() and not table.tumbling.busy()
            and table.pacing <= 0)


@dataclass
class Person:
    rng: random.Random

    def gesture(self, driver: FrameDriver, table) -> None:
        pieces = pieces_on_offer(table)
        buttons = buttons_on_offer(table)
        if pieces and (not buttons or self.rng.random() < 0.3):
            driver.click(self.rng.choice(pieces).center)
        elif buttons:
            driver.click(self.rng.choice(buttons).rect.center)
        else:
            driver.watch()


@dataclass
class Sitting:
    """What happened at a table played through the frame loop."""
    frames: int = 0
    curtains: list[int] = field(default_factory=list)
    """The seat each curtain was for, in order: hand-offs and "nothing to react with" panels alike
    (each cost a click)."""
    kinds: list[str] = field(default_factory=list)
    """What each of those curtains was (`curtain_kind`)."""
    gestures: int = 0


def curtain_kind(curtain) -> str:
    """"turn": a hand-off before a person's own decision; "reaction": a hand-off because a
    reaction window concerns the person; "nothing": the panel a person holding nothing for the
    window clicks away."""
    from scenes.table_base import WINDOW_CURTAIN
    from game.i18n import _
    if isinstance(curtain, NothingToPlayScene):
        return "nothing"
    return "reaction" if curtain.reason == _(WINDOW_CURTAIN) else "turn"


def lift_after_a_pause(driver: FrameDriver, pause: float = 1.0) -> int:
    """The next person walks up, waits a moment, clicks. Returns the seat the curtain was for."""
    curtain = driver.top
    driver.pause(pause)
    assert driver.top is curtain, "the curtain stays put while it is up"
    stacked = [s for s in driver.app.stack.scenes if isinstance(s, CURTAINS)]
    assert stacked == [curtain], f"one curtain at a time, not {len(stacked)}"
    driver.click((960, 540))
    assert curtain not in driver.app.stack.scenes, "one click lifts the curtain"
    return curtain.seat


def sit_through(driver: FrameDriver, table, seed: int = 0, pause: float = 1.0, max_gestures: int = 6000,
                after_curtain=None) -> Sitting:
    """Play `table` to its results screen, people clicking what it offers, AIs thinking as usual."""
    person = Person(random.Random(seed))
    sitting = Sitting()
    start = driver.frames
    while not isinstance(driver.top, ResultsScene):
        top = driver.top
        if isinstance(top, CURTAINS):
            sitting.kinds.append(curtain_kind(top))
            sitting.curtains.append(lift_after_a_pause(driver, pause))
            driver.frame()
            if after_curtain is not None and driver.top is table:
                after_curtain(driver, table)
            continue
        if top is table and is_still(table):
            person.gesture(driver, table)
            sitting.gestures += 1
            assert sitting.gestures < max_gestures, "the people never finished the game"
            continue
        driver.watch()
        assert driver.frames - start < 400_000, "the game never ended"
    sitting.frames = driver.frames - start
    return sitting


def random_moves(controller, rng: random.Random, limit: int | None = None) -> int:
    """Make random legal moves for the people at `controller` (chance drawing as it comes) until
    the game ends or `limit` moves are made; returns how many were made. A table of people only:
    an AI's seat would be left thinking."""
    made = 0
    while not controller.is_over() and (limit is None or made < limit):
        waiting = controller.waiting_humans()
        if waiting:
            seat = waiting[0]
            controller.act(seat, rng.choice(controller.legal_actions(seat)))
            made += 1
        else:
            assert controller.actors() == [CHANCE], "random_moves plays for people only, not AIs"
            controller.update()
    return made


def a_game_well_under_way(game_id: str, seats: str, seed: int, played: float):
    """A controller for `game_id` with its first `played` share of a game already made: the
    moves a random game of these people (from this seed) makes, stopped that far before its end.
    The people at the screen then play the rest, curtains and all: the end of a game through the
    frame loop without the hundreds of frames of its start, which other tests play."""
    from game.controllers.base import make_controller
    from game.controllers.seats import parse_seats
    length = random_moves(make_controller(game_id, parse_seats(seats), None, seed), random.Random(seed))
    controller = make_controller(game_id, parse_seats(seats), None, seed)
    random_moves(controller, random.Random(seed), limit=int(length * played))
    assert not controller.is_over()
    return controller


UNDER_WAY = {"desperados": 400, "zorro": 200}
"""Steps made at random before a whole-game test's table opens, for the games whose whole games
are long: a Desperados game at random takes 500-1,500 steps (chance's included; 512 the fewest
in 150 games of two), a Zorro game of three 450-1,400 moves (in 40 random games every kind of
move still came after the 200th), and the keyboard, pad, hot-seat and remote-seat tests each
played one whole, about a hundred seconds of the suite. They play the rest to the end, every kind of
decision included; the start is played through the frame loop by the first-curtain, privacy and
table tests."""


def under_way(controller, seed: int) -> None:
    """Make the first `UNDER_WAY` steps of `controller`'s game (if its game is long) at random for
    every seat, chance as it comes, recorded as the table's own history and log."""
    rng = random.Random(seed)
    while controller.moves_made() < UNDER_WAY.get(controller.game_id, 0):
        assert not controller.is_over(), "the game ended before the table opened"
        seat = controller.actors()[0]
        if seat == CHANCE:
            controller.update()
        else:  # an AI's seat too: the controller's own step, as its thought would make it
            controller._apply(seat, rng.choice(controller.legal_actions(seat)))


def sit_down(driver: FrameDriver, game_id: str, state=None, seats: str = "human,ai:easy,ai:easy", seed: int = 7):
    """From the menu, sit a person (Ana) and AIs at a table of `game_id`, at the moment `state`
    shows (a fresh game when None), and wait until the table offers Ana her decision."""
    from game.controllers.base import make_controller
    from game.controllers.seats import parse_seats
    from scenes.menu import MenuScene
    driver.start(MenuScene(driver.app))
    controller = make_controller(game_id, parse_seats(seats), None, seed)
    if state is not None:
        controller.state = state
    driver.app.routes.table(controller)
    table = driver.top
    driver.until(lambda: is_still(table))
    return table


def screen_pixels(driver: FrameDriver) -> bytes:
    return pygame.image.tobytes(driver.app.draw_canvas(), "RGB")


def stored_pixels(driver: FrameDriver) -> bytes:
    """The canvas drawn, as its pixels are stored: a plain copy, six times cheaper than
    `screen_pixels`' conversion to RGB. Two equal copies are the same picture; two that differ
    may differ only in the byte no colour uses, so `as_rgb` says whether they really do."""
    return bytes(driver.app.draw_canvas().get_view("0"))


def as_rgb(driver: FrameDriver, stored: bytes) -> bytes:
    """`stored_pixels` as `screen_pixels` would have given them."""
    canvas = driver.app.canvas.copy()
    canvas.get_view("0").write(stored)
    return pygame.image.tobytes(canvas, "RGB")


def differing_box(a: bytes, b: bytes, width: int = 1920) -> tuple[int, int, int, int] | None:
    """The canvas box (x0, y0, x1, y1) where two RGB pictures differ, or None."""
    if a == b:
        return None
    rows = [y for y in range(len(a) // (3 * width)) if a[y * width * 3:(y + 1) * width * 3] != b[y * width * 3:(y + 1) * width * 3]]
    cols = [x for x in range(width) for y in (rows[0],) if a[(y * width + x) * 3:(y * width + x) * 3 + 3] != b[(y * width + x) * 3:(y * width + x) * 3 + 3]]
    return (min(cols) if cols else 0, rows[0], max(cols) if cols else width, rows[-1])


def assert_screen_private(driver: FrameDriver, table, tries: int = 2, seat: int | None = None) -> None:
    """What the screen shows depends only on what the seated person may know (or, with `seat`
    -1, what everyone at the table may know: a replay's public view).

    The true state is swapped for other states the seated person cannot tell from it (the
    rules' own `determinize` of their observation: other hands, unrevealed bids, deck orders
    dealt anew); the table is drawn for each from its view, with the pointer resting on a card
    (so its large preview shows) and without, and every picture must be the same pixel for pixel
    as the one drawn from the truth. A hidden card drawn face up, in a preview or not, or a
    rival's bid on their mat would differ. (Sprites left from the last person's turn cannot
    outlive a curtain: lifting it rebuilds the table from the new person's view.)"""
    controller = table.controller
    seat = controller.viewer() if seat is None else seat
    if seat is None:
        return
    truth = controller.state
    table.refresh()
    cards = [c for c in table.readable_cards() if getattr(c, "data", None)]
    pointers = [None] + ([cards[-1].rect.center] if cards else [])

    def pictures() -> list[bytes]:
        shown = []
        for pointer in pointers:
            table.pointer, table.resting = pointer, 1.0
            shown.append(stored_pixels(driver))
        return shown

    seen = pictures()
    observation = controller.rules.observe(truth, seat)
    try:
        for k in range(tries):
            controller.state = controller.rules.determinize(observation, seat, random.Random(k))
            table.refresh()
            for pointer, before, after in zip(pointers, seen, pictures()):
                if before == after:
                    continue
                before, after = as_rgb(driver, before), as_rgb(driver, after)
                box = differing_box(before, after)
                if box is not None:
                    where = _keep_pictures(controller.game_id, before, after)
                    who = controller.names[seat] if seat >= 0 else "the table"
                    raise AssertionError(f"the screen shows something {who} may not see, in {box}"
                                         f"{' with the pointer at ' + str(pointer) if pointer else ''} "
                                         f"(pictures in {where})")
    finally:
        controller.state = truth
        table.pointer, table.resting = None, 0.0
        table.refresh()


def _keep_pictures(name: str, seen: bytes, other: bytes) -> str:
    """Save the two pictures that differ, side by side, for whoever reads the failure."""
    import tempfile
    folder = tempfile.mkdtemp(prefix="privacy-")
    for label, data in (("truth", seen), ("other", other)):
        pygame.image.save(pygame.image.frombytes(data, (1920, 1080), "RGB"), f"{folder}/{name}-{label}.png")
    return folder
