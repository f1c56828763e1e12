"""Watching a table without a seat: a person with the invite who takes no seat sees the table as
nobody at it does (the rules' public observation), hears what the players say, is told the end,
and can do nothing: no move, no hint, no undo, no words. A host lets in at most a few watchers
and refuses the next with the reason, in that person's language; a watcher whose connection
drops comes back to its place. Everything on 127.0.0.1 with a real host; the screens' flows are
in tests/online/test_watching_screens.py."""
from __future__ import annotations

import random
import time

from game import i18n
from game.controllers.base import make_controller
from game.controllers.seats import parse_seats
from game.online import invite as invites
from game.online import messages
from game.online.host import WATCHER_LIMIT, OnlineHost
from game.online.remote import Joining
from game.online.session import host_table, join_table, kept_seats
from game.online.transport import Server
from game.rules.common.contract import CHANCE
from lossy_proxy import LossyProxy
from online_table import one_frame

SECONDS = 10.0


def open_host(game_id: str = "most_wanted", seats: str = "human,remote,ai:easy", seed: int = 5) -> OnlineHost:
    return OnlineHost(make_controller(game_id, parse_seats(seats), None, seed), Server("127.0.0.1", 0))


def arrive(host: OnlineHost, joining):
    """Poll `joining` (and the host) until it is seated or refused: its controller, or None."""
    deadline = time.monotonic() + SECONDS
    while time.monotonic() < deadline:
        host.controller.pump()
        controller = joining.poll()
        if controller is not None or joining.refused is not None:
            return controller
        time.sleep(0.003)
    raise AssertionError("no answer from the host")


def watcher_at(host: OnlineHost, name: str = "Cleo", language: str | None = None, record=None):
    joining = Joining(f"ws://127.0.0.1:{host.server.port}", 0, name, record=record, watch=True)
    joining.language = language
    return joining, arrive(host, joining)


def frames_until(host: OnlineHost, people, done, rng=None) -> None:
    rng = rng or random.Random(3)
    deadline = time.monotonic() + SECONDS
    while not done():
        assert time.monotonic() < deadline, "never happened"
        one_frame(host.controller, people, rng)
        time.sleep(0.002)


def test_a_watcher_sees_the_public_table_is_offered_nothing_and_counts_among_the_watching():
    host = open_host()
    try:
        guest = arrive(host, Joining(f"ws://127.0.0.1:{host.server.port}", 1, "Bill"))
        _joining, watcher = watcher_at(host)
        assert watcher.seat is None and watcher.watcher_here
        assert not any(config.is_human for config in watcher.seats), "nobody at a watcher's screen plays"
        assert host.watching() == ["Cleo"] and host.seated() == {1: "open"}, "a watcher takes no seat"
        frames_until(host, [guest, watcher], lambda: host.controller.moves_made() >= 12
                     and watcher.moves_made() == host.controller.moves_made())
        c = host.controller
        assert watcher.view() == c.rules.observe(c.state, -1)
        assert watcher.viewer() is None and watcher.log_viewer() is None
        assert watcher.waiting_humans() == [] and watcher.legal_actions(0) == [] and watcher.prompt(0) == ""
        assert not watcher.can_undo(0)
        assert watcher.watcher_count() == 1 and guest.watcher_count() == 1, "every table reads '1 watching'"
        with i18n.speaking("de"):
            german = list(watcher.log)
        with i18n.speaking("fr"):
            french = list(watcher.log)
        assert german != french and len(german) == len(french), "the log is worded where it is read"
    finally:
        host.close()


def test_a_watcher_makes_no_move_asks_no_hint_and_says_nothing_each_refused_with_the_reason():
    host = open_host("pig", "human,remote")
    try:
        guest = arrive(host, Joining(f"ws://127.0.0.1:{host.server.port}", 1, "Bill"))
        _joining, watcher = watcher_at(host, language="fr")
        c = host.controller
        frames_until(host, [guest, watcher], lambda: host.controller.moves_made() >= 3 and not watcher._queue
                     and watcher.moves_made() == c.moves_made())
        before = (c.moves_made(), list(host.said))
        for kind, fields in (("act", {"action": "roll", "moment": c.moves_made()}), ("hint", {}),
                             ("undo", {}), ("say", {"phrase": "good_game"})):
            watcher.link.send(messages.make(kind, 0, **fields))
        deadline = time.monotonic() + SECONDS
        while len(watcher.refusals) < 4:
            assert time.monotonic() < deadline, watcher.refusals
            host.controller.pump()
            watcher.pump()
            time.sleep(0.003)
        assert (c.moves_made(), host.said) == before, "nothing a watcher sent changed the table"
        with i18n.speaking("fr"):
            assert i18n._("Watchers do not talk at the table: only its players do.") in watcher.refusals
            assert i18n._("A watcher makes no moves and asks for no hints.") in watcher.refusals
    finally:
        host.close()


def test_one_more_watcher_than_the_limit_is_refused_in_their_own_language():
    host = open_host("pig", "human,remote")
    host.watcher_limit = 2
    try:
        watching = [watcher_at(host, f"W{n}")[1] for n in range(2)]
        assert all(watching) and len(host.watching()) == 2
        with i18n.speaking("de"):  # a German computer words the host's refusal itself
            joining, refused = watcher_at(host, "Dora", language="de")
            assert refused is None
            assert joining.refused == i18n._("This table has {detail} watchers already: nobody else may watch now."
                                             ).format(detail=2)
        assert len(host.watching()) == 2
        assert WATCHER_LIMIT == 8
    finally:
        host.close()


def test_a_watcher_whose_connection_drops_comes_back_to_its_place_though_another_waits_for_it():
    controller = make_controller("pig", parse_seats("human,remote"), None, 9)
    host = host_table(controller, relay=None, bind="127.0.0.1")
    host.watcher_limit = 1
    with LossyProxy(("127.0.0.1", host.invite.port), latency=0.0, jitter=0.0, seed=9, lifetime=SECONDS * 3) as proxy:
        try:
            text = invites.make_invite("127.0.0.1", proxy.port, host.invite.code).text
            guest = arrive(host, join_table(text, name="Bill", seat=1))
            joining = join_table(text, name="Cleo", seat=None)
            deadline = time.monotonic() + SECONDS
            while joining.open_seats() is None:
                assert time.monotonic() < deadline
                host.controller.pump()
                joining.poll()
                time.sleep(0.003)
            assert joining.can_watch() and joining.open_seats() == []
            joining.watch()
            watcher = arrive(host, joining)
            rng = random.Random(9)
            frames_until(host, [guest, watcher], lambda: controller.moves_made() >= 4, rng)
            opened = watcher.link.openings
            proxy.cut()
            frames_until(host, [guest], lambda: host.watching() == [], rng)
            other = join_table(text, name="Dora", seat=None)
            other.watch()
            assert arrive(host, other) is None and "1" in other.refused, "the lost watcher's place is held"
            frames_until(host, [guest, watcher], lambda: watcher.link.openings > opened and host.watching() == ["Cleo"]
                         and watcher.moves_made() == controller.moves_made() and not watcher._queue, rng)
            assert watcher.view() == controller.rules.observe(controller.state, -1)
            assert getattr(watcher, "kept_seat", None) is None
            assert [kept.name for kept in kept_seats()] == ["Bill"], "a watcher keeps no seat for Continue"
        finally:
            host.close()


def test_no_computer_is_told_a_person_at_the_host_decides_in_a_secret_reaction_window():
    """Who decides, as each guest's and the watcher's table says it, is read from that
    computer's own observation: while a reaction window asks the host's person in secret (they
    hold a card that answers), the others see the table wait on chance, as their rules' view
    says, and are not told that person holds something (the host's screen sees its own view)."""
    host = open_host("desperados", "human,remote,remote", seed=0)
    c = host.controller
    try:
        people = [arrive(host, Joining(f"ws://127.0.0.1:{host.server.port}", seat, f"P{seat}")) for seat in (1, 2)]
        people.append(watcher_at(host)[1])
        said_by_the_host = 0
        rng = random.Random(0)
        deadline = time.monotonic() + 3 * SECONDS
        while c.moves_made() < 160 and not c.is_over():
            assert time.monotonic() < deadline
            one_frame(c, people, rng)
            for person in people:
                if person._queue:
                    continue
                actors = c.rules.actors(person.view())
                assert person.public_actor() == (actors[0] if actors and actors[0] != CHANCE else None)
                said_by_the_host += c.public_actor() != person.public_actor()
        assert said_by_the_host, "no secret window was open at the host: the game no longer tests this"
        watcher = people[-1]
        assert watcher.rack_words(None, False)[1] == "Hands stay hidden from watchers", \
            "nobody at a watcher's screen takes the chair"
        assert people[0].rack_words(None, False)[1].endswith("takes the chair")
    finally:
        host.close()
