"""The test network itself: it delays what passes by the latency asked, keeps or breaks order as
asked, and cuts or refuses connections on command, so the convergence tests can trust it."""
from __future__ import annotations

import asyncio
import time

import pytest
from websockets.asyncio.client import connect
from websockets.asyncio.server import serve
from websockets.exceptions import ConnectionClosed

from game.online import invite, tls
from lossy_proxy import LossyProxy

TIMEOUT = 20


def run(coroutine):
    return asyncio.run(asyncio.wait_for(coroutine, TIMEOUT))


async def echo(connection):
    async for message in connection:
        await connection.send(message)


def test_tls_passes_through_late_in_order_and_a_cut_drops_it(tmp_path):
    """TCP mode under TLS and the invite's handshake: each way takes latency ± jitter."""
    certificate = tls.host_certificate(tmp_path)
    code = invite.new_code()

    async def host(connection):
        await tls.host_handshake(connection, invite.code_secret(code), certificate.fingerprint,
                                 tls.AttemptLimiter(), "proxy")
        await echo(connection)

    async def play(proxy_port_box):
        async with serve(host, "127.0.0.1", 0, ssl=tls.server_context(certificate)) as server:
            proxy = LossyProxy(("127.0.0.1", server.sockets[0].getsockname()[1]), latency=0.05, jitter=0.02, seed=3)
            proxy_port_box.append(proxy)
            with proxy:
                url = f"wss://127.0.0.1:{proxy.port}/"
                async with connect(url, ssl=tls.direct_guest_context(), open_timeout=10) as guest:
                    await tls.guest_handshake(guest, invite.code_secret(code))
                    started = time.monotonic()
                    for n in range(5):
                        await guest.send(str(n))
                    heard = [await guest.recv() for _ in range(5)]
                    round_trip = time.monotonic() - started
                    proxy.cut()
                    with pytest.raises(ConnectionClosed):
                        await asyncio.wait_for(guest.recv(), 5)
                async with connect(url, ssl=tls.direct_guest_context(), open_timeout=10) as again:
                    await tls.guest_handshake(again, invite.code_secret(code))
                    await again.send("back")
                    back = await again.recv()
                return heard, round_trip, back

    box: list = []
    heard, round_trip, back = run(play(box))
    assert heard == ["0", "1", "2", "3", "4"] and back == "back"
    assert 0.06 <= round_trip < 2.0  # at least the smallest delay (0.03) each way
    assert box[0].counts.cuts == 1 and box[0].counts.connections == 2


def test_websocket_mode_reorders_messages_but_loses_none():
    received: list[int] = []

    async def collector(connection):
        async for message in connection:
            received.append(int(message))

    async def play():
        async with serve(collector, "127.0.0.1", 0) as server:
            with LossyProxy(("127.0.0.1", server.sockets[0].getsockname()[1]), latency=0.05, jitter=0.04,
                            mode="websocket", reorder=True, seed=11) as proxy:
                async with connect(f"ws://127.0.0.1:{proxy.port}/") as guest:
                    for n in range(40):
                        await guest.send(str(n))
                    for _ in range(100):
                        if len(received) == 40:
                            break
                        await asyncio.sleep(0.02)
                return proxy.counts

    counts = run(play())
    assert sorted(received) == list(range(40))
    assert received != sorted(received) and counts.overtaken > 0


def test_a_network_that_is_down_refuses_until_it_comes_back():
    async def play():
        async with serve(echo, "127.0.0.1", 0) as server:
            with LossyProxy(("127.0.0.1", server.sockets[0].getsockname()[1]), latency=0.01, jitter=0.0,
                            mode="websocket") as proxy:
                url = f"ws://127.0.0.1:{proxy.port}/"
                proxy.go_down()
                with pytest.raises((ConnectionClosed, OSError, EOFError, Exception)):
                    async with connect(url, open_timeout=2) as guest:
                        await guest.send("anyone?")
                        await asyncio.wait_for(guest.recv(), 2)
                proxy.come_back()
                async with connect(url, open_timeout=2) as guest:
                    await guest.send("hello again")
                    return await asyncio.wait_for(guest.recv(), 2), proxy.counts

    answer, counts = run(play())
    assert answer == "hello again" and counts.refused == 1


def test_the_proxy_refuses_to_pretend_tcp_reorders():
    with pytest.raises(ValueError, match="only websocket mode"):
        LossyProxy(("127.0.0.1", 1), mode="tcp", reorder=True)
