"""A bad network on loopback, for tests: delays, reorders and cuts what passes through it.

Online play must hold with 300 ms ± 150 ms of latency and connections that drop (issue 32): no
move lost or doubled, a guest's view converging to the host's after every reconnect. Those tests
need a network that misbehaves on command and the same way every run, so this proxy sits between
a guest and a host (or a relay) on 127.0.0.1 and:

- **delays** every chunk (TCP) or message (WebSocket) by `latency ± jitter` seconds, drawn from
  a seeded `random.Random` so a failing run can be replayed;
- **reorders**: in "websocket" mode each message is delayed independently, so with jitter a later
  message overtakes an earlier one (`reorder=True`; plain ws only, since it reads frames). In
  "tcp" mode a connection's bytes keep their order as TCP does (TLS passes through untouched),
  and what reorders is what real networks reorder: data still in flight on a connection that
  was cut may arrive after data of its replacement;
- **cuts** every open connection at once (`cut()`), or takes the network down (`go_down()`:
  new connections are refused) until `come_back()`.

It runs its own event loop in a daemon thread, like the app's transport, so a test drives it from
its own thread with plain calls; it stops by itself after `lifetime` seconds at the latest.

    with LossyProxy(("127.0.0.1", host_port), latency=0.3, jitter=0.15, seed=7) as proxy:
        guest connects to proxy.port ... proxy.cut() ... proxy.go_down(); proxy.come_back()
"""
from __future__ import annotations

import asyncio
import random
import threading
from dataclasses import dataclass, field
from typing import Any

from websockets.asyncio.client import connect
from websockets.asyncio.server import serve
from websockets.exceptions import ConnectionClosed


@dataclass
class Counts:
    connections: int = 0
    refused: int = 0
    cuts: int = 0
    forwarded: int = 0
    overtaken: int = 0
    """Messages that arrived before one sent earlier on their connection (websocket mode)."""


@dataclass
class LossyProxy:
    target: tuple[str, int]
    latency: float = 0.3
    jitter: float = 0.15
    mode: str = "tcp"
    reorder: bool = False
    seed: int = 0
    lifetime: float = 120.0
    counts: Counts = field(default_factory=Counts)

    def __post_init__(self) -> None:
        if self.mode not in ("tcp", "websocket"):
            raise ValueError(f"mode is 'tcp' or 'websocket', not {self.mode!r}")
        if self.reorder and self.mode != "websocket":
            raise ValueError("only websocket mode can reorder messages within a connection")
        self.port = 0
        self._random = random.Random(self.seed)
        self._down = False
        self._open: set[Any] = set()
        self._loop = asyncio.new_event_loop()
        self._ready = threading.Event()
        self._stop: asyncio.Future | None = None
        self._thread = threading.Thread(target=self._run, name="lossy-proxy", daemon=True)

    # -- the test's side (any thread) --------------------------------------------------------------
    def start(self) -> "LossyProxy":
        self._thread.start()
        if not self._ready.wait(10):
            raise RuntimeError("the lossy proxy did not start")
        return self

    def stop(self) -> None:
        if self._thread.is_alive():
            self._loop.call_soon_threadsafe(self._finish)
            self._thread.join(10)

    def __enter__(self) -> "LossyProxy":
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()

    def cut(self) -> None:
        """Drop every open connection now, as a network that fails mid-message."""
        self._call(self._cut_all)

    def go_down(self) -> None:
        """Cut every connection and refuse new ones until `come_back()`."""
        self._down = True
        self.cut()

    def come_back(self) -> None:
        self._down = False

    def _call(self, function: Any) -> None:
        done = threading.Event()

        def run() -> None:
            try:
                function()
            finally:
                done.set()
        self._loop.call_soon_threadsafe(run)
        done.wait(5)

    # -- the proxy's loop --------------------------------------------------------------------------
    def _delay(self) -> float:
        return max(0.0, self.latency + self._random.uniform(-self.jitter, self.jitter))

    def _finish(self) -> None:
        if self._stop is not None and not self._stop.done():
            self._stop.set_result(None)

    def _run(self) -> None:
        asyncio.set_event_loop(self._loop)
        try:
            self._loop.run_until_complete(self._serve())
        finally:
            self._loop.close()

    async def _serve(self) -> None:
        self._stop = self._loop.create_future()
        if self.mode == "tcp":
            server: Any = await asyncio.start_server(self._tcp_connection, "127.0.0.1", 0)
        else:
            server = await serve(self._ws_connection, "127.0.0.1", 0, max_size=None, ping_interval=None)
        self.port = server.sockets[0].getsockname()[1]
        self._ready.set()
        try:
            await asyncio.wait_for(asyncio.shield(self._stop), self.lifetime)
        except asyncio.TimeoutError:
            pass
        server.close()
        self._cut_all(count=False)
        await server.wait_closed()
        others = [task for task in asyncio.all_tasks() if task is not asyncio.current_task()]
        for task in others:
            task.cancel()
        await asyncio.gather(*others, return_exceptions=True)

    def _cut_all(self, count: bool = True) -> None:
        if count:
            self.counts.cuts += 1
        for connection in list(self._open):
            connection.transport.abort()  # a StreamWriter's or a websocket's: no goodbye, as a cable pulled
        self._open.clear()

    # -- tcp: bytes in order, each chunk late -------------------------------------------------------
    async def _tcp_connection(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        if self._down:
            self.counts.refused += 1
            writer.transport.abort()
            return
        try:
            upstream_reader, upstream_writer = await asyncio.open_connection(*self.target)
        except OSError:
            writer.transport.abort()
            return
        self.counts.connections += 1
        self._open.update((writer, upstream_writer))
        pumps = [asyncio.create_task(self._pump(reader, upstream_writer)),
                 asyncio.create_task(self._pump(upstream_reader, writer))]
        try:
            await asyncio.wait(pumps, return_when=asyncio.FIRST_COMPLETED)
        except asyncio.CancelledError:
            pass  # the proxy is closing: end this connection quietly (asyncio reports a handler that ends cancelled)
        for task in pumps:
            task.cancel()
        for side in (writer, upstream_writer):
            self._open.discard(side)
            side.transport.abort()

    async def _pump(self, source: asyncio.StreamReader, target: asyncio.StreamWriter) -> None:
        queue: asyncio.Queue = asyncio.Queue()

        async def deliver() -> None:
            while True:
                due, chunk = await queue.get()
                if chunk is None:
                    return
                await asyncio.sleep(max(0.0, due - self._loop.time()))
                if target.transport.is_closing():
                    return
                target.write(chunk)
                self.counts.forwarded += 1

        delivering = asyncio.create_task(deliver())
        last_due = 0.0
        try:
            while True:
                chunk = await source.read(65536)
                if not chunk:
                    break
                last_due = max(last_due, self._loop.time() + self._delay())  # TCP keeps order
                queue.put_nowait((last_due, chunk))
            queue.put_nowait((last_due, None))
            await delivering
        except (ConnectionError, OSError):
            pass
        finally:
            delivering.cancel()

    # -- websocket: each message late on its own, so later ones may overtake ------------------------
    async def _ws_connection(self, guest: Any) -> None:
        if self._down:
            self.counts.refused += 1
            guest.transport.abort()
            return
        path = guest.request.path if guest.request else "/"
        try:
            host = await connect(f"ws://{self.target[0]}:{self.target[1]}{path}", max_size=None,
                                 ping_interval=None, open_timeout=5)
        except (OSError, asyncio.TimeoutError, ConnectionClosed):
            guest.transport.abort()
            return
        self.counts.connections += 1
        self._open.update((guest, host))
        pumps = [asyncio.create_task(self._relay_messages(guest, host)),
                 asyncio.create_task(self._relay_messages(host, guest))]
        await asyncio.wait(pumps, return_when=asyncio.FIRST_COMPLETED)
        for task in pumps:
            task.cancel()
        for side in (guest, host):
            self._open.discard(side)
            side.transport.abort()

    async def _relay_messages(self, source: Any, target: Any) -> None:
        if not self.reorder:
            await self._relay_in_order(source, target)
            return
        delivered: list[int] = []
        pending: set[asyncio.Task] = set()

        async def later(number: int, message: Any) -> None:
            await asyncio.sleep(self._delay())
            if delivered and number < delivered[-1]:
                self.counts.overtaken += 1
            delivered.append(number)
            try:
                await target.send(message)
                self.counts.forwarded += 1
            except ConnectionClosed:
                pass

        try:
            number = 0
            async for message in source:
                task = asyncio.create_task(later(number, message))
                pending.add(task)
                task.add_done_callback(pending.discard)
                number += 1
        except ConnectionClosed:
            pass
        await asyncio.gather(*pending, return_exceptions=True)

    async def _relay_in_order(self, source: Any, target: Any) -> None:
        queue: asyncio.Queue = asyncio.Queue()
        ended = object()

        async def deliver() -> None:
            while True:
                due, message = await queue.get()
                if message is ended:
                    return
                await asyncio.sleep(max(0.0, due - self._loop.time()))
                try:
                    await target.send(message)
                except ConnectionClosed:
                    return
                self.counts.forwarded += 1

        delivering = asyncio.create_task(deliver())
        last_due = 0.0
        try:
            async for message in source:
                last_due = max(last_due, self._loop.time() + self._delay())
                queue.put_nowait((last_due, message))
        except ConnectionClosed:
            pass
        queue.put_nowait((last_due, ended))
        try:
            await delivering
        finally:
            delivering.cancel()
