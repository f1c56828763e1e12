"""Hosting and joining as the screens do it (`game.online.session`): a table opened with an
invite, TLS and the invite's handshake, joined by pasting the invite, directly or through a
relay, on 127.0.0.1; a person who chose to see the open seats first picks one; the waiting room
reads each remote seat's state; a seat that never came is given to an AI."""
from __future__ import annotations

import asyncio
import time

import pytest

from game.controllers.base import make_controller
from game.controllers.seats import parse_seats
from game.online import invite as invites
from game.online import relay, tls
from game.online.session import host_table, join_table
from game.online.transport import network

SECONDS = 15


def table(seats: str = "human,remote,remote", game_id: str = "roulette"):
    return make_controller(game_id, parse_seats(seats), None, 7)


def until(condition, host, joining=None, seconds: float = SECONDS):
    """The host's frames (and a joining guest's) until `condition()` holds."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        host.controller.pump()
        got = joining.poll() if joining is not None else None
        if got is not None:
            return got
        if condition():
            return True
        time.sleep(0.005)
    raise AssertionError("timed out")


def seated(host, joining):
    found = []
    until(lambda: bool(found) or joining.refused is not None, host,
          _Polling(joining, found))
    assert joining.refused is None, joining.refused
    return found[0]


class _Polling:
    def __init__(self, joining, found):
        self.joining, self.found = joining, found

    def poll(self):
        got = self.joining.poll()
        if got is not None:
            self.found.append(got)
        return None


def test_a_guest_pastes_the_invite_sees_the_open_seats_and_sits_in_the_one_it_chose():
    host = host_table(table(), relay=None, bind="127.0.0.1")
    try:
        assert host.invite.text.startswith("frontier://127.0.0.1:")
        assert invites.parse_code(host.invite.code) == host.invite.code
        assert [(s.seat, s.joined, s.connected, s.ai_level) for s in host.statuses()] == [
            (1, False, False, None), (2, False, False, None)]
        joining = join_table(host.invite.text, name="Ana", language="fr", seat=None)
        until(lambda: joining.open_seats() is not None, host, _Polling(joining, []))
        assert [seat for seat, _name in joining.open_seats()] == [1, 2]
        joining.choose(2)
        guest = seated(host, joining)
        assert guest.seat == 2 and guest.view() == guest.rules.observe(host.controller.state, 2)
        status = {s.seat: s for s in host.statuses()}
        assert status[2].joined and status[2].connected and not status[1].joined
        assert not host.all_joined()
        host.give_to_ai(1, "easy")
        assert host.all_joined() and host.controller.seats[1].kind == "ai"
        assert {s.seat: s.ai_level for s in host.statuses()} == {1: "easy", 2: None}
        guest.close()
    finally:
        host.close()


def test_someone_with_another_code_is_refused_and_never_seated():
    host = host_table(table(), relay=None, bind="127.0.0.1")
    try:
        wrong = invites.make_invite("127.0.0.1", host.invite.port).text
        joining = join_table(wrong, name="Mallory")
        until(lambda: joining.refused is not None, host, _Polling(joining, []))
        assert not host.guests and not host.joined
        joining.link.close()
    finally:
        host.close()


def test_a_mangled_invite_is_refused_before_anything_connects():
    with pytest.raises(invites.InviteError):
        join_table("frontier://127.0.0.1:1/K7QM-4XHT", name="Ana")


@pytest.fixture
def a_relay(tmp_path):
    """A relay with TLS on 127.0.0.1, running on the network thread for the test."""
    certificate = tls.host_certificate(tmp_path / "relay")
    loop = network()

    async def start():
        serving = relay.serve_relay(relay.Relay(), "127.0.0.1", 0, tls.server_context(certificate))
        server = await serving.__aenter__()
        return serving, server.sockets[0].getsockname()[1]
    serving, port = asyncio.run_coroutine_threadsafe(start(), loop).result(SECONDS)
    yield f"127.0.0.1:{port}", certificate.certificate_path
    asyncio.run_coroutine_threadsafe(serving.__aexit__(None, None, None), loop).result(SECONDS)


def test_friends_behind_routers_meet_through_the_relay_with_the_same_invite(a_relay):
    address, ca = a_relay
    host = host_table(table("remote,human,human"), relay=address, relay_ca=ca)
    try:
        assert host.invite.text.startswith(f"frontier+relay://{address}/")
        until(lambda: host.server.status == "open", host)
        joining = join_table(host.invite.text, name="Bill", relay_ca=ca)
        guest = seated(host, joining)
        assert guest.seat == 0 and [s.connected for s in host.statuses()] == [True]
        guest.close()
    finally:
        host.close()


def test_a_bare_code_joins_through_the_relay_in_the_settings(a_relay):
    address, ca = a_relay
    host = host_table(table("remote,human,human"), relay=address, relay_ca=ca)
    try:
        until(lambda: host.server.status == "open", host)
        joining = join_table(host.invite.code.lower(), name="Bill", default_relay=address, relay_ca=ca)
        guest = seated(host, joining)
        assert guest.seat == 0
        guest.close()
    finally:
        host.close()
