"""Whole games of all five games with people at other computers, hot-seat people and AIs at one
table, on loopback through a real websockets server, every screen at its real table scene: each
guest receives nothing of another seat's hidden things (what it is sent equals, step by step,
what the rules' `observe` gives its seat and the events `visible_to` it), and its table ends on
the very moves the host made. A person watching the same table (no seat) receives only what
nobody at it holds privately: step by step, the rules' public observation (`observe(state, -1)`)
and the events as everyone may see them (`visible_to(None)`)."""
from __future__ import annotations

import pytest

from game.online.codec import decode
from game.rules.common.contract import CHANCE
import time

from online_table import PUBLIC, messages_of, open_table, play_on

MIXES = {
    "desperados": "human,remote,human",
    "zorro": "remote,human,human",
    "roulette": "human,remote,remote",
    "durango": "remote,human",
    "most_wanted": "human,human,remote,ai:easy",
}

PLAYED = {"desperados": 0.98, "zorro": 0.8, "durango": 0.95, "roulette": 0.5}
"""The share of a long game made before the table opens, so each test takes seconds (every
frame of every screen is drawn): the guests join a game under way, get its snapshot, and play
its end. Most Wanted is played whole, with an AI; tests/online/test_what_travels.py carries
every observation of whole games of all five through the codec."""


def sizes_of(table) -> list[int]:
    return sorted(len(text.encode()) for guest in table.guests for text in guest.received)


AT_THE_TABLE_SCENES = ("most_wanted", "roulette", "zorro", "desperados", "durango")
"""All five. Desperados and Durango once seemed to stall before their end: they were only slow
(each frame draws both screens, and the host worked out every guest's facts, hundreds of
Desperados moves with their words, every frame); the host now works them out only when the
table moves, and the tables open nearer their end."""


def received_only_its_own(table, person, seat: int | None) -> None:
    """Every step `person` (a guest, or a watcher: `seat` None) was sent is, byte for byte after
    decoding, the observation the rules give `seat` (the public one for a watcher) and the
    events visible to it, and who it is told decides is read from that observation alone (a
    secret reaction window open for someone else is not named); its table ends on the host's
    very moves."""
    controller, got = table.controller, messages_of(person)
    observer = PUBLIC if seat is None else seat
    assert person.controller.movers == [controller.mover(i) for i in range(controller.moves_made())]
    assert person.controller.view() == controller.rules.observe(controller.state, observer)
    snapshot = next(m for m in got if m["type"] == "snapshot")
    first = snapshot["from"] + len(snapshot["movers"])
    if first == table.truth.start:  # seated before the table opened: the table as it stood
        assert decode(snapshot["view"]) == table.truth.opening[observer]
    steps = [m for m in got if m["type"] == "step"]
    assert len(steps) == controller.moves_made() - first, "a step lost or sent twice"
    for index, message in enumerate(steps, start=first):
        truth = index - table.truth.start
        assert decode(message["view"]) == table.truth.views[observer][truth], f"step {index}"
        shown = [e for e in (event.visible_to(seat) for event in table.truth.events[truth]) if e is not None]
        assert decode(message["events"]) == shown, f"step {index}"
        actors = table.controller.rules.actors(decode(message["view"]))
        assert decode(message["facts"])["public_actor"] == (actors[0] if actors and actors[0] != CHANCE else None), \
            f"step {index}: the table names who decides from more than its own observation"
    kinds = {m["type"] for m in got}
    assert kinds <= {"welcome", "snapshot", "step", "facts", "hint", "said", "refused"}
    assert not [m for m in got if m["type"] == "refused"], "a person's click was refused"


@pytest.mark.parametrize("game_id", AT_THE_TABLE_SCENES)
def test_a_whole_game_with_people_at_other_computers_leaks_nothing(make_driver, game_id):
    table = open_table(make_driver, game_id, MIXES[game_id], seed=21, played=PLAYED.get(game_id, 0.0), watchers=1)
    play_on(table)
    controller = table.controller
    assert controller.is_over()
    watcher = table.watchers[0]
    deadline = time.monotonic() + 10
    while watcher.controller.moves_made() < controller.moves_made() or not watcher.controller.is_over():
        assert time.monotonic() < deadline, "the watcher never saw the end"
        table.driver.frame()
        watcher.keep_up()
    for guest in table.guests:
        received_only_its_own(table, guest, guest.seat)
    received_only_its_own(table, watcher, None)
    assert watcher.controller.winners() == controller.winners()
    sizes = sizes_of(table)
    print(f"{game_id}: {len(sizes)} messages, median {sizes[len(sizes) // 2]} B, max {sizes[-1]} B")
