"""The network thread: websockets on one asyncio loop, and non-blocking Links for the UI thread.

Why a thread of its own: the app draws 60 frames a second on one thread, and a frame that waited
on a socket (a slow guest, a lost connection's timeout) would freeze every screen at the table.
So all network work runs on one asyncio loop in one daemon thread (`network()`), and the UI
thread only ever touches a `Link`: `send` puts a message on the loop's queue and returns,
`receive` takes what has arrived, `status` and `lost_since` say how the connection is. Nothing
the UI thread calls can wait.

Checked at the edge: a text frame is parsed against the schema (`messages.parse`) on the network
thread, so what reaches the UI thread is a dict of the right shape; a refused frame is counted
(`Link.refusals`) and answered, and a connection that keeps sending junk or floods
(`RATE_PER_SECOND`) is closed. websockets itself refuses a frame above the size limit of the
side it comes from.

What plugs in here without changes (issue 32's other parts): `ssl` (an `ssl.SSLContext`: the
host's self-signed certificate, pinned by the guest) and `handshake` (an async callable run on a
fresh connection before any message, raising to refuse it: the invite's proof). The core's
tests use plain ws:// on 127.0.0.1 and `no_handshake`.

A guest's Link reconnects by itself with backoff (`BACKOFF`) and counts its openings
(`Link.openings`): its owner sees a new one and asks the host for a fresh snapshot. Messages the
guest queued while the connection was lost are dropped, not sent late: the host's snapshot
after the reconnect is the truth, and a move made against an old moment would be refused anyway.
"""
from __future__ import annotations

import asyncio
import collections
import threading
import time
from typing import Any, Awaitable, Callable

import websockets
from websockets.asyncio.client import connect
from websockets.asyncio.server import serve

from game.online import messages, refusals
from game.online.codec import Refused

Handshake = Callable[[Any, str], Awaitable[Any]]
"""`await handshake(websocket, side)` on a new connection ("host" or "guest" is this side),
before any message; raises to refuse the connection, and returns the connection to use from
then on (`tls.invite_handshake` returns it sealed), or None to go on with the websocket."""
BACKOFF = (0.1, 0.25, 0.5, 1.0, 2.0, 4.0)
"""Seconds a guest waits before each try to reconnect; the last repeats."""
RATE_PER_SECOND = 30
"""Messages a guest may send in a second (a burst of twice as many is let through)."""
MAX_REFUSALS = 20
"""Refused messages after which a connection is closed: a client that only sends junk."""


async def no_handshake(websocket: Any, side: str) -> Any:
    """The core's stand-in until invites and pinned certificates plug in: admits everyone."""


_loop: asyncio.AbstractEventLoop | None = None
_loop_lock = threading.Lock()


def network() -> asyncio.AbstractEventLoop:
    """The one asyncio loop all connections of this process run on, in a daemon thread (it dies
    with the app; a connection's peer sees it close)."""
    global _loop
    with _loop_lock:
        if _loop is None:
            loop = asyncio.new_event_loop()
            threading.Thread(target=loop.run_forever, name="network", daemon=True).start()
            _loop = loop
        return _loop


class Link:
    """One connection, as the UI thread sees it. Every method returns at once."""

    def __init__(self, sender: str, record: Callable[[str], None] | None = None):
        self.peer = sender
        """Who sends on this link ("guest" on the host's links, "host" on a guest's)."""
        self.status = "connecting"
        """"connecting" | "open" | "lost" (a guest trying again) | "closed" (for good)."""
        self.lost_since: float | None = None
        """time.monotonic() when the connection was lost, None while open."""
        self.openings = 0
        """How many times the connection has opened: a new one means a reconnect."""
        self.refusals: list[str] = []
        """Why the other side's refused messages were refused (the last ones)."""
        self.closed_because = ""
        self.closing = False
        """`close()` was called: the link never opens (or reconnects) again. Only the UI thread
        sets it, and the network thread's own word on the status never overrides it: a link
        closed while its connection was being opened used to be set "open" again, and stayed
        open."""
        self.record = record
        """Called on the network thread with every text frame received (tests count bytes)."""
        self._inbox: collections.deque[dict] = collections.deque()
        self._outbox: asyncio.Queue[str | None] | None = None
        self._socket: Any = None
        self._loop = network()

    # -- the UI thread's side ------------------------------------------------------------------
    def send(self, message: dict) -> None:
        """Queue `message` for the other side (dropped if the link is not open)."""
        if self.status != "open" or self._outbox is None:
            return
        text = messages.dump(message)
        self._loop.call_soon_threadsafe(self._outbox.put_nowait, text)

    def receive(self) -> list[dict]:
        """The messages that have arrived since the last call, checked, in order."""
        got = []
        while self._inbox:
            got.append(self._inbox.popleft())
        return got

    def unreceive(self, messages_: list[dict]) -> None:
        """Put back messages taken but meant for whoever reads next (in order, first)."""
        self._inbox.extendleft(reversed(messages_))

    def close(self) -> None:
        """Close for good (no reconnect)."""
        self.closing = True
        self.status = "closed"
        if self._outbox is not None:
            self._loop.call_soon_threadsafe(self._outbox.put_nowait, None)

    # -- the network thread's side -------------------------------------------------------------
    async def _run(self, websocket: Any) -> None:
        """Carry messages both ways until the connection ends."""
        self._socket = websocket
        self._outbox = asyncio.Queue()
        if self.closing:  # closed while this connection was being opened
            await websocket.close()
            self._outbox = None
            return
        self.status, self.lost_since = "open", None
        self.openings += 1
        writer = asyncio.ensure_future(self._write(websocket, self._outbox))
        try:
            await self._read(websocket)
        finally:
            writer.cancel()
            self._outbox = None
            self._set_status("lost")

    def _set_status(self, status: str) -> None:
        """The network thread's word on the link ("lost", "connecting"), unless it was closed."""
        if self.closing or self.status == "closed":
            self.status = "closed"
            return
        if status == "lost" and self.status != "lost":
            self.lost_since = time.monotonic()
        self.status = status

    async def _write(self, websocket: Any, outbox: asyncio.Queue) -> None:
        while True:
            text = await outbox.get()
            if text is None:
                await websocket.close()
                return
            try:
                await websocket.send(text)
            except websockets.ConnectionClosed:
                return

    async def _read(self, websocket: Any) -> None:
        allowance, last = 2.0 * RATE_PER_SECOND, time.monotonic()
        try:
            async for text in websocket:
                if self.record is not None:
                    self.record(text if isinstance(text, str) else "")
                now = time.monotonic()
                allowance = min(2.0 * RATE_PER_SECOND, allowance + (now - last) * RATE_PER_SECOND)
                last = now
                if self.peer == "guest" and allowance < 1:
                    self.closed_because = "flooding"
                    await websocket.close(1008, "too many messages")
                    return
                allowance -= 1
                try:
                    self._inbox.append(messages.parse(text, self.peer))
                except Refused as refused:
                    self.refusals = (self.refusals + [str(refused)])[-MAX_REFUSALS:]
                    if len(self.refusals) >= MAX_REFUSALS:
                        self.closed_because = "refused messages"
                        await websocket.close(1008, "refused messages")
                        return
                    await websocket.send(messages.dump(refused_message(refused)))
        except websockets.ConnectionClosed:
            pass


def refused_message(refused: Refused) -> dict:
    """The host's answer to a message it could not read: another protocol's names both versions
    (the guest words it), anything else says what was wrong with it."""
    if isinstance(refused, messages.OtherVersion):
        return messages.make("refused", 0, reason=str(refused), about="message", code=refusals.PROTOCOL_VERSION,
                             detail=str(messages.PROTOCOL))
    return messages.make("refused", 0, reason=str(refused), about="message", code=refusals.BAD_MESSAGE,
                         detail=str(refused)[:200])


class Server:
    """A host's listening socket: each guest that connects (and passes the handshake) becomes a
    Link the host takes with `accept`. `port` 0 lets the system choose (`self.port` tells)."""

    def __init__(self, host: str = "127.0.0.1", port: int = 0, ssl: Any = None,
                 handshake: Handshake = no_handshake, record: Callable[[Link, str], None] | None = None):
        self._new: collections.deque[Link] = collections.deque()
        self._links: list[Link] = []
        self._handshake = handshake
        self._loop = network()
        self._server: Any = None
        self.status, self.problem = "open", ""
        """As a RelayServer's: a listening socket is open from the start."""
        started = asyncio.run_coroutine_threadsafe(self._start(host, port, ssl), self._loop)
        self.port: int = started.result(timeout=10)  # binding a socket: no network wait

    async def _start(self, host: str, port: int, ssl: Any) -> int:
        self._server = await serve(self._serve, host, port, ssl=ssl, max_size=messages.GUEST_LIMIT,
                                   ping_interval=5, ping_timeout=10)
        return self._server.sockets[0].getsockname()[1]

    async def _serve(self, websocket: Any) -> None:
        try:
            connection = await self._handshake(websocket, "host") or websocket
        except Exception as refused:  # the handshake's refusal, whatever its kind
            await websocket.close(1008, str(refused)[:100])
            return
        link = Link("guest")
        self._links.append(link)
        self._new.append(link)
        await link._run(connection)
        link.status = "closed"  # a guest's reconnect is a new connection: a new Link

    def accept(self) -> list[Link]:
        """The links of guests connected since the last call."""
        got = []
        while self._new:
            got.append(self._new.popleft())
        return got

    def close(self) -> None:
        for link in self._links:
            link.close()
        if self._server is not None:
            self._loop.call_soon_threadsafe(self._server.close)


class RelayServer(Server):
    """A host behind a relay: the room opened at the relay at `url` under `room`, each guest the
    relay pairs with it handled as `Server` handles a direct guest (the same handshake, one Link
    each), so the host's side cannot tell the two paths apart. When the relay drops the room
    (restarted, unreachable) the room is opened again with backoff; `status` says how it is:
    "connecting" | "open" | "lost" | "closed", and `problem` why it is not open."""

    def __init__(self, url: str | list[str], room: str, ssl: Any = None, handshake: Handshake = no_handshake):
        self._new: collections.deque[Link] = collections.deque()
        self._links: list[Link] = []
        self._handshake = handshake
        self._loop = network()
        self._server = None
        self.port = 0
        self.status = "connecting"
        self.problem = ""
        urls = [url] if isinstance(url, str) else list(url)
        self._task = asyncio.run_coroutine_threadsafe(self._keep_open(urls, room, ssl), self._loop)

    async def _keep_open(self, urls: list[str], room: str, ssl: Any) -> None:
        """Keep the room open through one of `urls` (the nodes of a relay cluster an invite
        names): whenever it ends, the next try goes through the next node, so a node that died
        or stopped is left behind at once."""
        from game.online.relay import RelayRefused, serve_through_relay
        tries, index = 0, -1
        while self.status != "closed":
            index = (index + 1) % len(urls)
            url = urls[index]
            opened = asyncio.Event()
            watcher = asyncio.ensure_future(self._watch(opened))
            try:
                await serve_through_relay(url, room, self._serve, ssl, opened, open_timeout=5)
            except RelayRefused as refused:
                self.problem = refused.reason
            except (OSError, websockets.WebSocketException, asyncio.TimeoutError) as failed:
                self.problem = str(failed)[:200] or type(failed).__name__
            finally:
                watcher.cancel()
            if self.status == "closed":
                return
            tries = 0 if opened.is_set() else tries + 1
            self.status = "lost" if opened.is_set() or self.status == "lost" else "connecting"
            await asyncio.sleep(BACKOFF[min(tries, len(BACKOFF) - 1)])

    async def _watch(self, opened: asyncio.Event) -> None:
        await opened.wait()
        self.status, self.problem = "open", ""

    def close(self) -> None:
        self.status = "closed"
        for link in self._links:
            link.close()
        self._task.cancel()


def join(url: str | list[str], ssl: Any = None, handshake: Handshake = no_handshake,
         record: Callable[[str], None] | None = None) -> Link:
    """A guest's Link to the host at `url` (ws://… or wss://…), connecting and reconnecting by
    itself (BACKOFF) until closed; given several (a relay cluster's nodes), each try after a
    failure goes through the next."""
    link = Link("host", record)
    asyncio.run_coroutine_threadsafe(_keep_connected(link, url, ssl, handshake), link._loop)
    return link


async def _keep_connected(link: Link, url: str | list[str], ssl: Any, handshake: Handshake) -> None:
    from game.online.relay import RECONNECT_CODES, RelayRefused
    urls = [url] if isinstance(url, str) else list(url)
    tries, index = 0, 0
    no_table_at: set[int] = set()
    """The relays that said they hold no such table before this link ever opened: once every
    relay the invite names has said so, the person is told (the host closed it, or is elsewhere)
    instead of being kept waiting."""
    while link.status != "closed" and not link.closing:
        url = urls[index % len(urls)]
        try:
            async with connect(url, ssl=ssl, max_size=messages.HOST_LIMIT, open_timeout=5,
                               ping_interval=5, ping_timeout=10) as websocket:
                try:
                    connection = await handshake(websocket, "guest") or websocket
                except (OSError, websockets.WebSocketException, asyncio.TimeoutError):
                    raise
                except RelayRefused as refused:
                    # A relay node moving, lost, or not seeing the room while its host comes back
                    # is tried again through the next node; a first join to a room no relay of
                    # the invite holds is told so.
                    if refused.code == RelayRefused.NO_ROOM and not link.openings:
                        no_table_at.add(index % len(urls))
                    if refused.code not in RECONNECT_CODES or len(no_table_at) == len(urls):
                        link.closed_because = refused.reason
                        link.status = "closed"
                        return
                    raise OSError(refused.reason) from refused
                except Exception as refused:  # the other side proved nothing, or refused us
                    link.closed_because = str(getattr(refused, "reason", refused))
                    link.status = "closed"
                    return
                tries = 0
                await link._run(connection)
        except (OSError, websockets.WebSocketException, asyncio.TimeoutError):
            pass
        if link.status == "closed" or link.closing:
            return
        if link.status != "lost":
            link._set_status("lost" if link.openings else "connecting")
        await asyncio.sleep(BACKOFF[min(tries, len(BACKOFF) - 1)])
        tries += 1
        index += 1
