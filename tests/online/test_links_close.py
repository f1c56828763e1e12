"""A link closed by its person stays closed, whatever the network thread is doing at that moment."""
from __future__ import annotations

import asyncio
import threading
import time

from game.online import transport


def wait_until(done, seconds: float = 10.0) -> None:
    deadline = time.monotonic() + seconds
    while not done():
        assert time.monotonic() < deadline, "timed out"
        time.sleep(0.01)


def test_a_link_closed_while_its_connection_opens_never_opens():
    """The person leaves (Back, Leave the table) while the guest's handshake is still under way:
    the connection that then completes is closed at once, and the link neither reports "open"
    nor tries again. Before, it was set "open" as the handshake finished and stayed connected."""
    handshaking, go_on = threading.Event(), threading.Event()

    async def slow_handshake(websocket, side):
        handshaking.set()
        await asyncio.get_running_loop().run_in_executor(None, go_on.wait, 10)

    server = transport.Server("127.0.0.1", 0)
    try:
        link = transport.join(f"ws://127.0.0.1:{server.port}", handshake=slow_handshake)
        assert handshaking.wait(10), "the guest reached the handshake"
        link.close()
        go_on.set()
        hosts_side = []
        wait_until(lambda: hosts_side.extend(server.accept()) or (hosts_side and hosts_side[0].status == "closed"))
        time.sleep(0.3)  # what a reconnect would need to start
        assert link.status == "closed" and link.openings == 0
        assert len(hosts_side) == 1, "no second try reached the host"
    finally:
        server.close()


def test_a_lost_link_closed_during_its_backoff_stays_closed():
    """The host went away and the guest is waiting to try again when its person leaves: the
    link ends closed, and no later try reaches the host when it is back on the same port."""
    server = transport.Server("127.0.0.1", 0)
    port = server.port
    link = transport.join(f"ws://127.0.0.1:{port}")
    wait_until(lambda: link.status == "open")
    server.close()
    wait_until(lambda: link.status == "lost")
    link.close()
    back = transport.Server("127.0.0.1", port)
    try:
        time.sleep(1.0)  # longer than the first backoffs (0.1 s, 0.25 s, 0.5 s)
        assert link.status == "closed" and link.openings == 1
        assert back.accept() == []
    finally:
        back.close()
