"""Tables announced on this network and knocking at one (game.online.lan), on 127.0.0.1 only.

Every datagram goes to 127.0.0.1 by unicast (`lan.Network` says where), and every socket is
closed by the test, so nothing is heard outside it. The knock's rule book: a table heard is
listed within a moment and forgotten a few seconds after it falls silent; the announcement
never carries the invite; only the host's Let in hands the invite over, and only over a
connection that saw the announced certificate; refusals, silence and knocking too often are
each told plainly; nothing a stranger sends the listener breaks it.
"""
from __future__ import annotations

import json
import socket
import time

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.controllers.base import make_controller
from game.controllers.seats import parse_seats
from game.online import invite as invites
from game.online import lan, tls
from game.online.session import host_table, join_table

SECONDS = 10


def free_udp_port() -> int:
    probe = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    probe.bind(("127.0.0.1", 0))
    port = probe.getsockname()[1]
    probe.close()
    return port


@pytest.fixture
def here(monkeypatch) -> lan.Network:
    """This test's own network: 127.0.0.1, unicast, a free port."""
    where = lan.Network(target="127.0.0.1", port=free_udp_port(), bind="127.0.0.1")
    monkeypatch.setattr(lan, "NETWORK", where)
    return where


class Clock:
    def __init__(self):
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def until(condition, *pumps, seconds: float = SECONDS):
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        for pump in pumps:
            pump()
        if condition():
            return
        time.sleep(0.005)
    raise AssertionError("timed out")


def hosted(seats: str = "human,remote,remote"):
    controller = make_controller("roulette", parse_seats(seats), None, 7)
    return host_table(controller, relay=None, bind="127.0.0.1", announce_as="Ana")


def test_a_hosted_table_is_listed_at_once_and_forgotten_once_silent_for_six_seconds(here):
    clock = Clock()
    listener = lan.Listener(here, clock=clock)
    host = hosted()
    try:
        until(lambda: listener.tables(), host.controller.pump)
        (table,) = listener.tables()
        assert (table.game, table.host, table.open, table.seats) == ("roulette", "Ana", 2, 3)
        assert table.address == "127.0.0.1" and table.port == host.lan.door.port
        assert table.pin == host.lan.certificate.fingerprint
        clock.now += lan.STALE_AFTER - 1
        assert listener.tables(), "heard five seconds ago: still listed"
        host.close()
        clock.now += 2
        assert listener.tables() == [], "silent for more than six seconds: gone"
    finally:
        host.close()
        listener.close()


def test_the_announcement_never_carries_the_invite_or_anything_made_from_it(here):
    ear = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    ear.bind(("127.0.0.1", here.port))
    ear.settimeout(SECONDS)
    host = hosted()
    try:
        host.controller.pump()
        data, _sender = ear.recvfrom(4096)
        code = host.invite.code
        secret = invites.code_secret(code)
        for secret_form in (code, code.replace("-", ""), code.replace("-", "").lower(), secret.hex(),
                            invites.room_id(code), str(host.lan.door.port + 0) + "/" + code):
            assert secret_form.encode() not in data
        assert set(json.loads(data)) == set(lan.ANNOUNCEMENT_FIELDS)
        assert len(data) < 400
    finally:
        host.close()
        ear.close()


def test_a_table_with_no_open_seat_left_is_no_longer_announced(here):
    clock = Clock()
    listener = lan.Listener(here, clock=clock)
    host = hosted("human,remote,ai:easy")
    try:
        until(lambda: listener.tables(), host.controller.pump)
        host.give_to_ai(1)
        host.controller.pump()
        sent = host.lan.announcer.sent
        time.sleep(0.05)
        assert host.lan.announcer.announcement is None and host.lan.announcer.sent == sent
        clock.now += lan.STALE_AFTER + 1
        assert listener.tables() == []
    finally:
        host.close()
        listener.close()


def _announcement(**changed) -> bytes:
    fields = {"frontier-tabletop": lan.LAN_PROTOCOL, "table": "abc123", "game": "roulette", "host": "Ana",
              "open": 1, "seats": 3, "address": "127.0.0.1", "port": 47100, "fingerprint": "ab" * 32}
    fields.update(changed)
    return json.dumps({k: v for k, v in fields.items() if v is not ...}).encode()


HOSTILE = [
    b"x" * 5000,
    b"\xff\xfe not utf-8",
    b"[" * 3000 + b"]" * 3000,
    b"{not json",
    b"NaN",
    _announcement(**{"frontier-tabletop": 2}),
    _announcement(game="chess"),
    _announcement(address="10.9.8.7"),
    _announcement(extra="field"),
    _announcement(port=0),
    _announcement(open=4),
    _announcement(open=True),
    _announcement(fingerprint="zz" * 32),
    _announcement(table="../../etc"),
    _announcement(host="\u202e\u200b"),
    _announcement(host="A" * 5000),
    _announcement(seats=...),
]


def test_hostile_announcements_are_ignored_and_the_list_still_works(here):
    listener = lan.Listener(here)
    shout = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        for datagram in HOSTILE:
            assert lan.read_announcement(datagram, "127.0.0.1") is None, datagram[:80]
            shout.sendto(datagram[:65000], ("127.0.0.1", here.port))
        until(lambda: listener.ignored >= len(HOSTILE))
        assert listener.tables() == []
        shout.sendto(_announcement(), ("127.0.0.1", here.port))
        until(lambda: listener.tables())
        assert listener.tables()[0].host == "Ana"
    finally:
        shout.close()
        listener.close()


def test_a_flood_of_made_up_tables_lists_at_most_thirty_two(here):
    listener = lan.Listener(here)
    shout = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        for number in range(200):
            shout.sendto(_announcement(table=f"t{number}"), ("127.0.0.1", here.port))
        until(lambda: len(listener.tables()) + listener.ignored >= lan.MAX_TABLES)
        time.sleep(0.1)
        assert len(listener.tables()) == lan.MAX_TABLES
    finally:
        shout.close()
        listener.close()


def heard(listener, host):
    until(lambda: listener.tables(), host.controller.pump)
    return listener.tables()[0]


def test_let_in_hands_over_the_invite_and_the_person_sits_down_with_a_seat_token(here):
    listener = lan.Listener(here)
    host = hosted()
    try:
        table = heard(listener, host)
        knocking = lan.Knocking(table, "Ben")
        until(lambda: host.lan.knocks(), host.controller.pump)
        (knock,) = host.lan.knocks()
        assert knock.name == "Ben" and knocking.status == "knocking" and not knocking.invite
        host.lan.let_in(knock)
        until(lambda: knocking.status != "knocking", host.controller.pump)
        assert knocking.status == "let-in" and knocking.invite == host.invite.text
        assert host.lan.knocks() == []
        joining = join_table(knocking.invite, name="Ben", seat=-1, pin=table.pin)
        seated = []
        until(lambda: any(seated) or joining.refused, host.controller.pump, lambda: seated.append(joining.poll()))
        seated = [controller for controller in seated if controller is not None]
        assert joining.refused is None and seated and seated[0].seat == 1 and joining.token and 1 in host.guests
        assert host.controller.names[1] == "Ben"
    finally:
        host.close()
        listener.close()


def test_a_joining_pinned_to_another_certificate_is_refused_before_anything_is_sent(here):
    host = hosted()
    try:
        joining = join_table(host.invite.text, name="Ben", seat=-1, pin=bytes(32))
        until(lambda: joining.refused is not None, host.controller.pump, joining.poll)
        assert joining.refused == tls.HandshakeRefused("host-unproven").reason
        assert not host.guests
    finally:
        host.close()


def test_refused_and_unanswered_knocks_are_told_and_a_refused_person_waits(here, monkeypatch):
    listener = lan.Listener(here)
    host = hosted()
    try:
        table = heard(listener, host)
        knocking = lan.Knocking(table, "Ben")
        until(lambda: host.lan.knocks(), host.controller.pump)
        host.lan.refuse(host.lan.knocks()[0])
        until(lambda: knocking.status != "knocking")
        assert knocking.status == "refused" and knocking.invite == ""
        assert knocking.words() == "The host did not let you in."
        again = lan.Knocking(table, "Ben")
        until(lambda: again.status != "knocking")
        assert again.status == "too-many" and host.lan.knocks() == [], "refused: no knock again for a minute"

        monkeypatch.setattr(lan, "KNOCK_PATIENCE", 0.2)
        host.lan.door._refused_at.clear()
        ignored = lan.Knocking(table, "Cal")
        until(lambda: ignored.status != "knocking")
        assert ignored.status == "ignored" and "did not answer" in ignored.words()
    finally:
        host.close()
        listener.close()


def test_knocks_are_rate_limited_per_person_and_in_all(here):
    listener = lan.Listener(here)
    host = hosted()
    try:
        table = heard(listener, host)
        knocks = [lan.Knocking(table, f"P{i}") for i in range(lan.KNOCKS_PER_MINUTE + 1)]
        until(lambda: sum(k.status == "too-many" for k in knocks) == 1 and len(host.lan.knocks()) == 3)
        door = host.lan.door
        door._knocked.clear()  # as if the knocks came from other computers
        more = [lan.Knocking(table, f"Q{i}") for i in range(2)]
        until(lambda: sum(k.status == "busy" for k in more) == 1 and len(host.lan.knocks()) == lan.MAX_WAITING)
        for knock in host.lan.knocks():
            host.lan.refuse(knock)
        until(lambda: all(k.status != "knocking" for k in knocks + more))
    finally:
        host.close()
        listener.close()


def test_a_knock_answered_by_another_computer_sends_it_nothing(here, tmp_path):
    listener = lan.Listener(here)
    host = hosted()
    impostor = lan.Door(tls.host_certificate(tmp_path), lambda: "nothing", "127.0.0.1")
    try:
        table = heard(listener, host)
        forged = lan.Announcement(table.table, table.game, table.host, table.open, table.seats, table.address,
                                  impostor.port, table.fingerprint)
        knocking = lan.Knocking(forged, "Ben")
        until(lambda: knocking.status != "knocking")
        assert knocking.status == "not-that-host" and impostor.knocks() == []
    finally:
        impostor.close()
        host.close()
        listener.close()


def test_where_tables_are_announced_is_the_local_networks_group_unless_the_environment_names_an_address(monkeypatch):
    monkeypatch.setattr(lan, "NETWORK", None)
    monkeypatch.setenv(lan.ENVIRONMENT, "127.0.0.1:47555")
    assert lan.current_network() == lan.Network("127.0.0.1", 47555, "127.0.0.1")
    for nonsense in ("", "somewhere", "127.0.0.1:0", "127.0.0.1:99999", "::1:80", "300.1.1.1:80"):
        monkeypatch.setenv(lan.ENVIRONMENT, nonsense)
        assert lan.current_network() == lan.Network() and lan.Network().multicast


@settings(max_examples=80, deadline=None)
@given(st.one_of(st.binary(max_size=1500), st.dictionaries(st.text(max_size=20), st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(max_size=40),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=20), max_size=12).map(lambda fields: json.dumps(fields).encode())))
def test_no_datagram_whatever_it_holds_makes_reading_an_announcement_fail(datagram):
    found = lan.read_announcement(datagram, "127.0.0.1")
    assert found is None or found.address == "127.0.0.1"


def test_a_door_answers_junk_without_a_knock_reaching_the_host(here):
    import asyncio
    from websockets.asyncio.client import connect
    from game.online.transport import network
    host = hosted()
    door = host.lan.door

    async def send(frame):
        async with connect(f"wss://127.0.0.1:{door.port}/", ssl=tls.direct_guest_context(), open_timeout=5) as ws:
            await ws.send(frame)
            try:
                return await asyncio.wait_for(ws.recv(), 5)
            except Exception as closed:  # the door closed on it
                return type(closed).__name__

    try:
        answers = [asyncio.run_coroutine_threadsafe(send(frame), network()).result(10) for frame in (
            "not json", json.dumps({"type": "knock", "v": 99, "name": "Ben"}), json.dumps([1, 2]),
            json.dumps({"type": "knock", "v": lan.LAN_PROTOCOL, "name": 7}), "x" * (lan.KNOCK_LIMIT + 10))]
        assert [json.loads(a)["answer"] for a in answers[1:4]] == ["malformed"] * 3
        assert "invite" not in answers[0] and host.invite.code not in "".join(answers)
        assert door.knocks() == []
    finally:
        host.close()


def test_a_knock_whose_person_gives_up_leaves_the_hosts_screen_and_a_full_table_answers_the_rest(here):
    listener = lan.Listener(here)
    host = hosted("human,remote,ai:easy")
    try:
        table = heard(listener, host)
        leaving = lan.Knocking(table, "Ben")
        staying = lan.Knocking(table, "Cal")
        until(lambda: len(host.lan.knocks()) == 2, host.controller.pump)
        leaving.cancel()
        until(lambda: [k.name for k in host.lan.knocks()] == ["Cal"], host.controller.pump)
        host.give_to_ai(1)  # the last open seat: nothing left to let anyone into
        until(lambda: staying.status != "knocking", host.controller.pump)
        assert staying.status == "full" and staying.words() == "This table has no open seat left."
    finally:
        host.close()
        listener.close()
