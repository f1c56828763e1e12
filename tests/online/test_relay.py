"""Friends behind home routers meet at the relay: over real TLS sockets on 127.0.0.1 a host and
three guests play through it after the invite's handshake, the relay passes their frames without
holding the secret, and whoever floods, sends too much or asks for a room that is not there is
cut off with a reason."""
from __future__ import annotations

import asyncio
import base64
import json
import tomllib
from pathlib import Path

import pytest
from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed

from game.online import invite, relay, tls
from game.online.relay import Relay, RelayLimits, RelayRefused

TIMEOUT = 30


def run(coroutine):
    return asyncio.run(asyncio.wait_for(coroutine, TIMEOUT))


class WatchedRelay(Relay):
    """The relay as shipped, with every frame it ever forwarded kept for the test to read."""

    def __init__(self, limits=None):
        super().__init__(limits)
        self.frames: list = []

    async def _forward(self, source, target, max_bytes, bucket):
        original_send = target.send

        async def send(frame):
            self.frames.append(frame)
            await original_send(frame)
        target.send = send
        return await super()._forward(source, target, max_bytes, bucket)


class Place:
    """A relay on 127.0.0.1 with TLS, and the contexts its hosts and guests use."""

    def __init__(self, certificate, limits=None):
        self.relay = WatchedRelay(limits)
        self.server_context = tls.server_context(certificate)
        self.client_context = tls.relay_client_context(ca_file=certificate.certificate_path)
        self.url = ""

    async def __aenter__(self):
        self._serving = relay.serve_relay(self.relay, "127.0.0.1", 0, self.server_context)
        server = await self._serving.__aenter__()
        self.url = f"wss://127.0.0.1:{server.sockets[0].getsockname()[1]}/"
        return self

    async def __aexit__(self, *exc):
        await self._serving.__aexit__(*exc)

    async def host(self, room_id, handler):
        opened = asyncio.Event()
        task = asyncio.create_task(relay.serve_through_relay(self.url, room_id, handler, self.client_context, opened))
        done, _pending = await asyncio.wait({task, asyncio.create_task(opened.wait())},
                                            return_when=asyncio.FIRST_COMPLETED)
        if task in done:
            task.result()
        return task

    async def join(self, room_id):
        return await relay.join_room(self.url, room_id, self.client_context)


@pytest.fixture
def certificate(tmp_path):
    return tls.host_certificate(tmp_path / "relay")


async def echo(connection):
    async for message in connection:
        await connection.send(message)


def test_a_host_and_three_guests_play_through_the_relay_after_the_invites_handshake(certificate):
    code = invite.new_code()
    secret, room_id = invite.code_secret(code), invite.room_id(code)
    seated, tokens = [], []

    async def table(connection):
        """The host's handler, the same as for a direct guest: handshake, then messages."""
        session = await tls.host_handshake(connection, secret, tls.peer_fingerprint(connection),
                                           tls.AttemptLimiter(), "relay")
        seat = len(seated)
        seated.append(seat)
        tokens.append(invite.new_seat_token())
        await connection.send(session.seal(json.dumps({"seat": seat, "token": tokens[-1]})))
        async for frame in connection:
            await connection.send(session.seal(json.dumps({"seat": seat, "heard": json.loads(session.open(frame))})))

    async def guest(place, words):
        connection = await place.join(room_id)
        session = await tls.guest_handshake(connection, secret)
        sat = json.loads(session.open(await connection.recv()))
        await connection.send(session.seal(json.dumps(words)))
        answer = json.loads(session.open(await connection.recv()))
        await connection.close()
        return sat["seat"], answer

    async def play():
        async with Place(certificate) as place:
            host = await place.host(room_id, table)
            answers = await asyncio.gather(*(guest(place, f"howdy from {n}") for n in range(3)))
            host.cancel()
            return place, answers

    place, answers = run(play())
    assert sorted(seat for seat, _ in answers) == [0, 1, 2]
    for seat, answer in answers:
        assert answer["seat"] == seat and answer["heard"].startswith("howdy from ")
    assert len({answer["heard"] for _seat, answer in answers}) == 3
    # The relay forwarded the handshake and the table's messages, and never held the secret,
    # nor could it read what the table said (sealed with keys only host and guest have):
    forwarded = "\n".join(frame if isinstance(frame, str) else frame.decode("latin-1") for frame in place.relay.frames)
    assert "secure-proof" in forwarded and len(place.relay.frames) == 3 * (4 + 3)
    for never_seen in (code, code.replace("-", ""), secret.hex(), base64.urlsafe_b64encode(secret).decode(),
                       invite.derive(secret, "handshake").hex(), "howdy", "heard", *tokens):
        assert never_seen not in forwarded
    assert not place.relay.rooms


def test_the_relay_knowing_only_the_room_id_cannot_sit_down(certificate):
    code = invite.new_code()
    room_id = invite.room_id(code)

    async def table(connection):
        await tls.host_handshake(connection, invite.code_secret(code), tls.peer_fingerprint(connection),
                                 tls.AttemptLimiter(), "relay")
        await connection.send("a hand of cards")

    async def play():
        async with Place(certificate) as place:
            host = await place.host(room_id, table)
            connection = await place.join(room_id)
            with pytest.raises(tls.HandshakeRefused) as refused:
                # the best an operator can do: a key made from what it saw
                await tls.guest_handshake(connection, bytes.fromhex(room_id) * 2)
            host.cancel()
            return refused.value

    assert run(play()).code == "host-unproven"


def test_a_guest_for_a_room_that_is_not_open_is_told_so(certificate):
    async def play():
        async with Place(certificate) as place:
            with pytest.raises(RelayRefused) as refused:
                await place.join(invite.room_id(invite.new_code()))
            return refused.value

    refused = run(play())
    assert refused.code == relay.NO_SUCH_ROOM
    assert "No table with this code is open on this relay" in refused.reason


def test_a_flooding_guest_is_cut_off_and_the_table_goes_on(certificate):
    room_id = invite.room_id(invite.new_code())

    async def play():
        async with Place(certificate, RelayLimits(messages_per_second=5, burst=10)) as place:
            host = await place.host(room_id, echo)
            flooder = await place.join(room_id)
            with pytest.raises(ConnectionClosed) as closed:
                for n in range(500):
                    await flooder.send(f"spam {n}")
                    await asyncio.sleep(0)
                await asyncio.wait_for(flooder.wait_closed(), 5)
                await flooder.recv()
            calm = await place.join(room_id)
            await calm.send("still here")
            heard = await asyncio.wait_for(calm.recv(), 5)
            host.cancel()
            return closed.value, heard

    closed, heard = run(play())
    assert closed.rcvd.code == relay.TOO_MANY
    assert "too many messages" in RelayRefused(closed.rcvd.code).reason
    assert heard == "still here"


def test_an_oversized_message_is_refused(certificate):
    room_id = invite.room_id(invite.new_code())

    async def play():
        async with Place(certificate, RelayLimits(guest_message_bytes=16_000)) as place:
            host = await place.host(room_id, echo)
            guest = await place.join(room_id)
            await guest.send("x" * 100)
            assert await guest.recv() == "x" * 100
            await guest.send("x" * 17_000)
            with pytest.raises(ConnectionClosed) as closed:
                await asyncio.wait_for(guest.recv(), 5)
            host.cancel()
            return closed.value, len(place.relay.frames)

    closed, forwarded = run(play())
    assert closed.rcvd.code == relay.TOO_LARGE == 1009
    assert forwarded == 2  # the small message there and back, and nothing of the large one


def test_when_the_host_leaves_the_room_is_gone_and_its_guests_are_told(certificate):
    room_id = invite.room_id(invite.new_code())

    async def play():
        async with Place(certificate) as place:
            host = await place.host(room_id, echo)
            guest = await place.join(room_id)
            host.cancel()
            with pytest.raises(ConnectionClosed) as closed:
                await asyncio.wait_for(guest.recv(), 5)
            for _ in range(100):
                if not place.relay.rooms:
                    break
                await asyncio.sleep(0.02)
            with pytest.raises(RelayRefused) as late:
                await place.join(room_id)
            return closed.value, place.relay.rooms, late.value

    closed, rooms, late = run(play())
    assert closed.rcvd.code in (relay.HOST_LEFT, relay.OTHER_SIDE_LEFT)
    assert "left" in RelayRefused(closed.rcvd.code).reason
    assert not rooms and late.code == relay.NO_SUCH_ROOM


def test_the_relay_caps_rooms_and_guests_and_refuses_a_second_host_for_a_room(certificate):
    first, second = invite.room_id(invite.new_code()), invite.room_id(invite.new_code())

    async def play():
        async with Place(certificate, RelayLimits(max_rooms=1, max_guests_per_room=1)) as place:
            host = await place.host(first, echo)
            refusals = []
            for room_id in (first, second):
                with pytest.raises(RelayRefused) as refused:
                    await place.host(room_id, echo)
                refusals.append(refused.value.code)
            await place.join(first)
            with pytest.raises(RelayRefused) as full:
                await place.join(first)
            refusals.append(full.value.code)
            host.cancel()
            return refusals

    assert run(play()) == [relay.ROOM_TAKEN, relay.TOO_MANY, relay.TABLE_FULL]


@pytest.mark.parametrize("hello", [
    "hello", json.dumps({"relay": 2, "role": "guest", "room": "0" * 32}), json.dumps({"relay": 1, "role": "guest"}),
    json.dumps({"relay": 1, "role": "pair", "room": "0" * 32, "pair": "x"}), "x" * 600,
    json.dumps({"relay": 1, "role": "boss", "room": "0" * 32})])
def test_a_connection_that_does_not_say_a_relay_hello_is_closed_with_a_reason(certificate, hello):
    async def play():
        async with Place(certificate) as place:
            async with connect(place.url, ssl=place.client_context) as connection:
                await connection.send(hello)
                with pytest.raises(ConnectionClosed) as closed:
                    await asyncio.wait_for(connection.recv(), 5)
                return closed.value.rcvd.code

    assert run(play()) == relay.BAD_HELLO


def test_a_monitor_reads_health_without_a_websocket(certificate):
    async def play():
        async with Place(certificate) as place:
            port = int(place.url.rsplit(":", 1)[1].strip("/"))
            reader, writer = await asyncio.open_connection("127.0.0.1", port, ssl=place.client_context,
                                                           server_hostname="127.0.0.1")
            writer.write(b"GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
            answer = await asyncio.wait_for(reader.read(1000), 5)
            writer.close()
            return answer

    answer = run(play())
    assert answer.startswith(b"HTTP/1.1 200")
    health = json.loads(answer.split(b"\r\n\r\n", 1)[1])
    assert health["status"] == "ok" and health["redis"] == "off" and health["rooms"] == 0


def test_the_relay_is_a_command_whose_help_a_server_admin_understands(capsys):
    scripts = tomllib.loads((Path(__file__).parents[2] / "pyproject.toml").read_text())["project"]["scripts"]
    assert scripts["frontier-tabletop-relay"] == "game.online.relay:main"
    with pytest.raises(SystemExit) as finished:
        relay.main(["--help"])
    assert finished.value.code == 0
    words = capsys.readouterr().out
    for needed in ("--host", "--port", "--cert", "--key", "--no-tls", "never learns the invite code", "/health"):
        assert needed in words
    with pytest.raises(SystemExit) as refused:
        relay.main(["--port", "0"])
    assert refused.value.code == 2
    assert "give --cert and --key" in capsys.readouterr().err


async def silent_host(place, room_id):
    """A host's control connection that never opens a connection back for its guests."""
    control = await connect(place.url, ssl=place.client_context)
    await control.send(relay.hello("host", room_id))
    assert json.loads(await control.recv())["type"] == "room-open"
    return control


def test_guests_waiting_for_a_host_that_never_answers_are_told_why(certificate):
    room_id = invite.room_id(invite.new_code())

    async def play():
        async with Place(certificate, RelayLimits(max_guests_per_room=2, pair_seconds=0.5)) as place:
            control = await silent_host(place, room_id)
            waiting = [asyncio.create_task(place.join(room_id)) for _ in range(2)]
            await asyncio.sleep(0.2)
            with pytest.raises(RelayRefused) as full:
                await place.join(room_id)  # two are waiting: the table's places are taken
            slow = await asyncio.gather(*waiting, return_exceptions=True)
            second = [asyncio.create_task(place.join(room_id)) for _ in range(2)]
            await asyncio.sleep(0.2)
            await control.close()
            left = await asyncio.gather(*second, return_exceptions=True)
            return full.value, slow, left

    full, slow, left = run(play())
    assert full.code == relay.TABLE_FULL
    assert [refused.code for refused in slow] == [relay.TOO_SLOW] * 2
    assert "did not answer through the relay in time" in slow[0].reason
    assert [refused.code for refused in left] == [relay.HOST_LEFT] * 2


def test_the_relay_command_serves_a_table_and_stops_cleanly_on_sigterm(certificate):
    """The command as a server's admin runs it: a real process, TLS from files, stopped by SIGTERM."""
    import signal
    import subprocess
    import sys

    process = subprocess.Popen(
        [sys.executable, "-m", "game.online.relay", "--host", "127.0.0.1", "--port", "0",
         "--cert", str(certificate.certificate_path), "--key", str(certificate.key_path)],
        cwd=Path(__file__).parents[2], stderr=subprocess.PIPE, text=True)
    try:
        port = None
        for _ in range(50):
            line = process.stderr.readline()
            if '"event": "listening"' in line:
                port = json.loads(line)["port"]
                break
        assert port, "the relay never said it was listening"
        room_id = invite.room_id(invite.new_code())
        context = tls.relay_client_context(ca_file=certificate.certificate_path)
        url = f"wss://127.0.0.1:{port}/"

        async def play():
            opened = asyncio.Event()
            host = asyncio.create_task(relay.serve_through_relay(url, room_id, echo, context, opened))
            await asyncio.wait_for(opened.wait(), 10)
            guest = await relay.join_room(url, room_id, context)
            await guest.send("across the wire")
            heard = await asyncio.wait_for(guest.recv(), 5)
            await guest.close()
            host.cancel()
            await asyncio.gather(host, return_exceptions=True)
            return heard

        assert run(play()) == "across the wire"
        process.send_signal(signal.SIGTERM)
        assert process.wait(10) == 0
        events = [json.loads(line)["event"] for line in process.stderr.read().splitlines()]
        assert "stopping" in events and events[-1] == "stopped"
    finally:
        if process.poll() is None:
            process.kill()
            process.wait(5)


def test_a_relay_that_stops_tells_everyone_to_move_and_the_table_goes_on_through_the_next(certificate):
    """Graceful shutdown: the stopping relay closes every connection with 1012 (its reason read as
    "reconnecting through another one"), the host opens its room again through the next relay of
    the invite, and the guest joins it there."""
    room_id = invite.room_id(invite.new_code())

    async def play():
        async with Place(certificate) as first, Place(certificate) as second:
            opened = asyncio.Event()
            host = asyncio.create_task(relay.serve_through_relays(
                [first.url, second.url], room_id, echo, first.client_context, opened))
            await asyncio.wait_for(opened.wait(), 10)
            guest, used = await relay.join_room_any([first.url, second.url], room_id, first.client_context)
            await first.relay.stop()
            with pytest.raises(ConnectionClosed) as moved:
                await asyncio.wait_for(guest.recv(), 5)
            health = first.relay.health()
            for _ in range(200):  # the host moves on by itself
                if second.relay.rooms:
                    break
                await asyncio.sleep(0.02)
            again, used_again = await relay.join_room_any([first.url, second.url], room_id, first.client_context)
            await again.send("still playing")
            heard = await asyncio.wait_for(again.recv(), 5)
            host.cancel()
            await asyncio.gather(host, return_exceptions=True)
            return used, moved.value.rcvd, health, used_again, heard

    used, moved, health, used_again, heard = run(play())
    assert used == 0 and moved.code == relay.MOVE == 1012
    assert "reconnecting through another one" in RelayRefused(moved.code).reason
    assert health[0] == 503 and health[1]["status"] == "draining"
    assert used_again == 1 and heard == "still playing"


def test_a_room_nobody_uses_expires_and_its_host_is_told_why(certificate):
    room_id = invite.room_id(invite.new_code())

    async def play():
        async with Place(certificate, RelayLimits(idle_seconds=0.3)) as place:
            await place.relay.start()
            control = await silent_host(place, room_id)
            with pytest.raises(ConnectionClosed) as closed:
                await asyncio.wait_for(control.recv(), 5)
            await place.relay.stop()
            return closed.value.rcvd, place.relay.rooms

    closed, rooms = run(play())
    assert closed.code == relay.ROOM_IDLE and not rooms
    assert "nobody had joined it for a long time" in RelayRefused(closed.code).reason


def test_a_relay_is_configured_by_its_environment_as_well_as_its_flags(monkeypatch):
    monkeypatch.setenv("FRONTIER_RELAY_PORT", "4443")
    monkeypatch.setenv("FRONTIER_RELAY_REDIS", "redis://10.0.0.2:6379/0")
    monkeypatch.setenv("FRONTIER_RELAY_NO_TLS", "yes")
    monkeypatch.setenv("FRONTIER_RELAY_MAX_ROOMS", "50")
    options = relay.build_parser().parse_args([])
    assert (options.port, options.redis, options.no_tls, options.max_rooms) == (4443, "redis://10.0.0.2:6379/0", True, 50)
    options = relay.build_parser().parse_args(["--port", "5000", "--max-rooms", "7"])
    assert (options.port, options.max_rooms) == (5000, 7)  # a flag wins over the environment
    with pytest.raises(SystemExit):
        relay.main(["--no-tls", "--redis", "localhost:6379"])


def test_the_relays_logs_are_one_json_object_a_line(caplog):
    import logging

    from game.online.cluster import JsonLines, note
    with caplog.at_level(logging.INFO, logger="frontier.relay"):
        note(logging.INFO, "room-open", room="abcd1234", rooms=3)
    line = JsonLines().format(caplog.records[-1])
    entry = json.loads(line)
    assert entry["event"] == "room-open" and entry["rooms"] == 3 and entry["level"] == "info"
    assert entry["time"].endswith("Z") and "\n" not in line
