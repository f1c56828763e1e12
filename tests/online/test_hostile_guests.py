"""A hostile guest cannot hurt the table: malformed, oversized, replayed, out-of-order and
flooding messages at a live host (fuzzed with hypothesis) are refused, the host never raises,
its frame stays short while flooded, and an honest guest still sits down and plays after."""
from __future__ import annotations

import json
import time

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.controllers.base import make_controller
from game.controllers.seats import parse_seats
from game.online import messages
from game.online.host import OnlineHost
from game.online.remote import Joining
from game.online.transport import Server, join

FRAME_BUDGET = 0.05
"""The longest a host's pump may take in one frame while flooded (60 frames a second is 0.017 s;
the budget leaves room for a loaded test machine)."""

values = st.recursive(st.none() | st.booleans() | st.integers() | st.text(max_size=30),
                      lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner, max_size=4),
                      max_leaves=20)
guest_kinds = st.sampled_from(sorted(messages.GUEST_SCHEMA) + ["step", "welcome", "x"])
shaped = st.builds(lambda kind, seq, fields: json.dumps({"v": messages.PROTOCOL, "type": kind, "seq": seq,
                                                        **fields}),
                   guest_kinds, st.integers(-3, 10**12), st.dictionaries(
                       st.sampled_from(["action", "moment", "phrase", "language", "have", "seat", "token", "x"]),
                       values, max_size=3))
replayed = st.builds(lambda moment, action: json.dumps(messages.make("act", 5, action=action, moment=moment)),
                     st.integers(0, 3), st.sampled_from(["roll", "hold", "fly", ""]))
junk = st.one_of(st.text(max_size=200), shaped, replayed,
                 st.integers(16 * 1024, 40 * 1024).map(lambda n: json.dumps(messages.make("say", 1, phrase="x" * n))),
                 st.just('{"v": %d, "type": "say", "seq": 1, "phrase": "a", "phrase": "b"}' % messages.PROTOCOL),
                 st.just("[" * 5000 + "]" * 5000))


def seated_link(host):
    link = join(f"ws://127.0.0.1:{host.server.port}")
    deadline = time.monotonic() + 10
    while link.status != "open":
        assert time.monotonic() < deadline
        host.controller.pump()
        time.sleep(0.002)
    link.send(messages.make("hello", 1, rules=messages.rules_version(), seat=1, name="Mallory", language="en",
                            token=host.tokens.get(1, ""), have=0))  # a seated guest turned hostile
    while 1 not in host.guests:
        assert time.monotonic() < deadline
        host.controller.pump()
        time.sleep(0.002)
    return link


def raw_send(link, text: str) -> None:
    if link._outbox is not None:
        link._loop.call_soon_threadsafe(link._outbox.put_nowait, text)


def test_fuzzed_floods_of_bad_messages_are_refused_and_the_hosts_frame_stays_short():
    controller = make_controller("pig", parse_seats("human,remote"), None, 4)
    host = OnlineHost(controller, Server("127.0.0.1", 0))
    slowest = [0.0]

    @settings(max_examples=30, deadline=None, suppress_health_check=list(HealthCheck), database=None)
    @given(st.lists(junk, min_size=1, max_size=80))
    def flood(texts):
        link = seated_link(host)
        for text in texts:
            raw_send(link, text)
        for _frame in range(15):
            started = time.perf_counter()
            controller.pump()
            controller.update()
            slowest[0] = max(slowest[0], time.perf_counter() - started)
            time.sleep(0.002)
        link.close()
        deadline = time.monotonic() + 5
        while 1 in host.guests:
            assert time.monotonic() < deadline
            controller.pump()
            time.sleep(0.002)

    try:
        flood()
        assert slowest[0] < FRAME_BUDGET, f"a flooded frame took {slowest[0] * 1000:.1f} ms"
        honest = Joining(f"ws://127.0.0.1:{host.server.port}", 1, "Bill", host.tokens.get(1, ""))
        deadline = time.monotonic() + 10
        while (guest := honest.poll()) is None:
            assert honest.refused is None and time.monotonic() < deadline, honest.refused
            controller.pump()
            time.sleep(0.002)
        assert guest.view() == controller.rules.observe(controller.state, 1)
        print(f"slowest flooded host frame: {slowest[0] * 1000:.2f} ms")
        guest.close()
    finally:
        host.close()
