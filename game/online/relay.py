"""The relay: friends behind home routers meet at a small server that passes their frames along.

A host at home usually cannot be reached from the internet (no forwarded port), and neither can
its guests; both can reach a server. `frontier-tabletop-relay` is that server, and it is kept as
dumb as it can be so that running one for friends is safe and cheap:

- **Rooms by room id, not by code.** The host opens a room under the id derived from its invite
  (game.online.invite.room_id, an HMAC of the secret); a guest asks for the same id. The relay
  never sees the code or the secret, so it cannot pass the handshake (game.online.tls) that
  admits a seat, and cannot open the frames host and guest seal with the keys that handshake
  leaves them: it cannot sit down at the table or read it, only forward.
- **One connection per guest, as if direct.** When a guest arrives, the relay tells the host on
  the host's control connection (`{"type": "guest", "pair": P}`, P fresh from `secrets`), and the
  host opens a new connection back to the relay naming P. The relay joins the two and from then
  on passes every frame unread from one to the other. So the host's transport handles a guest
  through a relay exactly as a direct guest: one websocket, the same handshake, the same
  messages (`serve_through_relay` runs a host's handler per guest like `websockets.serve`).
- **Limits before anything else.** Every connection starts with one small JSON hello
  (`{"relay": 1, "role": "host"|"guest"|"pair", "room": ..., "pair": ...}`) read within a few
  seconds; a guest's frames may not exceed a guest's size, nor anyone's the host's; each
  connection has a token bucket for messages per second; the relay holds at most so many rooms,
  so many per address and so many guests per room. Whoever breaks a limit is closed with a code
  and a reason a person can read (`CLOSE_REASONS`), never silently.
- **Rooms live as long as their host.** When the host's control connection ends (closed, or
  silent past websockets' pings), the room is gone and its guests are told "the host left";
  a host that comes back opens the room again and guests reconnect by themselves.

- **Several nodes as one.** With `--redis URL` a node shares rooms with the other nodes of a
  cluster (game.online.cluster: where each room's host is, and frames between nodes by pub/sub),
  so a host on one node and its guests on another play as if on one, with this same protocol.
  A node that stops tells everyone to move (`MOVE`, 1012); a client goes on through the next
  relay an invite names (`join_room_any`, `serve_through_relays`), and a node that dies is
  noticed by the others, which close what they shared with it so its far ends reconnect too.

Run it with `frontier-tabletop-relay --help`: flags or FRONTIER_RELAY_* variables, JSON-line
logs, /health for a load balancer.
"""
from __future__ import annotations

import argparse
import asyncio
import json
import logging
import os
import re
import secrets
import signal
import ssl
import time
from dataclasses import dataclass
from typing import Any, Awaitable, Callable

from websockets.asyncio.client import connect
from websockets.asyncio.server import ServerConnection, serve
from websockets.exceptions import ConnectionClosed, InvalidHandshake
from websockets.http11 import Response

from game.i18n import N_, _
from game.online.cluster import JsonLines, note

RELAY_PROTOCOL = 1
DEFAULT_PORT = 47200
log = logging.getLogger("frontier.relay")

_ROOM = re.compile(r"^[0-9a-f]{32}$")
_PAIR = re.compile(r"^[A-Za-z0-9_-]{22}$")
MAX_HELLO_BYTES = 512

# Close codes the relay uses, with the words a person reads (the relay itself logs the English).
NO_SUCH_ROOM, ROOM_TAKEN, TOO_MANY, TABLE_FULL, TOO_SLOW, HOST_LEFT, BAD_HELLO, OTHER_SIDE_LEFT, TOO_LARGE = (
    4404, 4409, 4429, 4430, 4408, 4410, 4400, 4001, 1009)
ROOM_IDLE = 4411
MOVE, TRY_AGAIN = 1012, 1013
"""WebSocket's own "service restart" and "try again later": the relay is stopping, or lost its
cluster for a moment; a client reconnects at once, through another relay of the invite if it
names several (`join_room_any`, `serve_through_relays`), and the host's resync does the rest."""
RECONNECT_CODES = frozenset({MOVE, TRY_AGAIN, NO_SUCH_ROOM, ROOM_TAKEN, TOO_SLOW, OTHER_SIDE_LEFT, 1006, 1011})
"""Closes after which a client tries again (another relay, or the same one a moment later):
the relay moved, restarted, or the host is still on its way back to a room."""
CLOSE_REASONS = {
    NO_SUCH_ROOM: N_("No table with this code is open on this relay: the host may have closed it, "
                     "or uses another relay."),
    ROOM_TAKEN: N_("A table with this code is already open on this relay."),
    TOO_MANY: N_("The relay cut the connection: too many messages, or too many tables from one place."),
    TABLE_FULL: N_("This table has no free place on the relay."),
    TOO_SLOW: N_("The host did not answer through the relay in time."),
    HOST_LEFT: N_("The host left the table."),
    BAD_HELLO: N_("The relay does not understand this version of Frontier Tabletop."),
    OTHER_SIDE_LEFT: N_("The other side of the connection left."),
    TOO_LARGE: N_("A message was larger than the relay allows."),
    ROOM_IDLE: N_("The relay closed the table: nobody had joined it for a long time."),
    MOVE: N_("The relay is restarting: reconnecting through another one."),
    TRY_AGAIN: N_("The relay is busy for a moment: trying again."),
}


class RelayRefused(Exception):
    """The relay closed a connection with one of its codes; `reason` in the reader's language."""

    NO_ROOM = NO_SUCH_ROOM

    def __init__(self, code: int, detail: str = ""):
        super().__init__(f"{code} {detail}".strip())
        self.code, self.detail = code, detail

    @property
    def reason(self) -> str:
        words = CLOSE_REASONS.get(self.code)
        return _(words) if words else _("The relay closed the connection.")


@dataclass
class RelayLimits:
    """What one relay process allows; every number is a flag of the command line."""

    host_message_bytes: int = 1_100_000  # a host's message is at most 1 MB (game.online.messages)
    guest_message_bytes: int = 20_000    # a guest's at most 16 KB, and the handshake's
    messages_per_second: float = 30.0
    burst: int = 60
    host_messages_per_second: float = 200.0
    host_burst: int = 400
    max_rooms: int = 1000
    rooms_per_address: int = 20
    max_guests_per_room: int = 8
    hello_seconds: float = 10.0
    pair_seconds: float = 10.0
    idle_seconds: float = 1800.0
    """A room nobody has joined or sat in for this long is closed (its host's app opens it again
    when someone comes)."""
    room_ttl: int = 30
    """In a cluster, seconds a room's key outlives its node's last refresh."""
    alive_seconds: float = 10.0
    """In a cluster, how soon the other nodes take this one for lost after its last heartbeat:
    they close what they share with it then, and its clients' partners reconnect."""


@dataclass
class TokenBucket:
    """`rate` messages a second on average, `burst` at once; `take()` False when empty."""

    rate: float
    burst: int
    clock: Callable[[], float] = time.monotonic
    tokens: float = -1.0
    stamp: float = 0.0

    def take(self) -> bool:
        now = self.clock()
        if self.tokens < 0:
            self.tokens, self.stamp = float(self.burst), now
        self.tokens = min(float(self.burst), self.tokens + (now - self.stamp) * self.rate)
        self.stamp = now
        if self.tokens < 1:
            return False
        self.tokens -= 1
        return True


class Room:
    room_id: str
    host: ServerConnection
    address: str

    def __init__(self, room_id: str, host: ServerConnection, address: str):
        self.room_id, self.host, self.address = room_id, host, address
        self.waiting: dict[str, asyncio.Future] = {}
        self.guests: set[ServerConnection] = set()
        self.remote_guests: dict[str, str] = {}
        """pair -> node, for guests joined (or waiting) on other nodes of a cluster."""
        self.last_used = time.monotonic()

    @property
    def guest_count(self) -> int:
        return len(self.guests) + len(self.remote_guests)


class Bridge:
    """One end of a pair whose other end is on another node: frames for the local connection
    queue here (the node's Redis reader never waits on a slow connection)."""

    MAX_QUEUED = 1000

    def __init__(self, pair: str, node: str):
        self.pair, self.node = pair, node
        self.queue: asyncio.Queue = asyncio.Queue()
        self.closing: tuple[int, str] | None = None

    def put(self, frame: str | bytes) -> bool:
        if self.closing is not None:
            return True
        if self.queue.qsize() >= self.MAX_QUEUED:
            return False
        self.queue.put_nowait(frame)
        return True

    def close(self, code: int, reason: str) -> None:
        if self.closing is None:
            self.closing = (code, reason)
            self.queue.put_nowait(self.closing)


class Relay:
    """The rooms of one relay node and the handler websockets calls for each connection; with
    `redis_url`, the node shares rooms with the other nodes of a cluster (game.online.cluster)."""

    def __init__(self, limits: RelayLimits | None = None, redis_url: str | None = None,
                 node_id: str | None = None):
        self.limits = limits or RelayLimits()
        self.rooms: dict[str, Room] = {}
        self.forwarded_frames = 0
        self.connections: set[ServerConnection] = set()
        self.waiting: dict[str, asyncio.Future] = {}
        """pair -> what the guest waiting under it is joined to, on this node."""
        self.bridges: dict[str, Bridge] = {}
        self.draining = False
        self.cluster = None
        self._redis_url, self._node_id = redis_url, node_id
        self._tasks: list[asyncio.Task] = []
        self._lost_nodes: set[str] = set()

    @property
    def node(self) -> str:
        return self.cluster.node if self.cluster is not None else "alone"

    # -- the node's life ---------------------------------------------------------------------------
    async def start(self) -> None:
        """Join the cluster (if any) and start the node's housekeeping: idle rooms, and, in a
        cluster, the rooms' keys and the other nodes' liveness."""
        if self._redis_url:
            from game.online.cluster import Cluster
            self.cluster = Cluster(self._redis_url, self._deliver, self._cluster_down, self._cluster_up,
                                   node_id=self._node_id, room_ttl=self.limits.room_ttl,
                                   alive_ttl=self.limits.alive_seconds)
            await self.cluster.start()
        self._tasks.append(asyncio.create_task(self._housekeeping(), name="relay-housekeeping"))

    async def stop(self, code: int | None = None, reason: str = "") -> None:
        """Graceful shutdown: every connection is told to move (MOVE, which clients take as
        "reconnect through another relay"), this node's rooms leave Redis at once."""
        self.draining = True
        code = MOVE if code is None else code
        note(logging.INFO, "stopping", rooms=len(self.rooms), connections=len(self.connections))
        for bridge in list(self.bridges.values()):
            bridge.close(code, reason or "relay restarting")
        await asyncio.gather(*(connection.close(code, reason or "relay restarting")
                               for connection in list(self.connections)), return_exceptions=True)
        for task in self._tasks:
            task.cancel()
        await asyncio.gather(*self._tasks, return_exceptions=True)
        if self.cluster is not None:
            for room in list(self.rooms.values()):
                await self.cluster.release_room(room.room_id, room.address)
            await self.cluster.stop()

    def health(self) -> tuple[int, dict]:
        """(HTTP status, body) for /health: 503 while draining or cut off from the cluster, so
        a load balancer sends newcomers elsewhere."""
        status = "ok"
        if self.draining:
            status = "draining"
        elif self.cluster is not None and not self.cluster.up:
            status = "redis-down"
        body = {"status": status, "node": self.node, "rooms": len(self.rooms),
                "connections": len(self.connections), "forwarded": self.forwarded_frames,
                "redis": "off" if self.cluster is None else ("up" if self.cluster.up else "down")}
        return (200 if status == "ok" else 503), body

    async def _housekeeping(self) -> None:
        refreshed = time.monotonic()
        while True:
            await asyncio.sleep(min(1.0, self.limits.alive_seconds / 3))
            try:
                now = time.monotonic()
                for room in list(self.rooms.values()):
                    if room.guest_count:
                        room.last_used = now
                    elif now - room.last_used > self.limits.idle_seconds:
                        note(logging.INFO, "room-idle", room=room.room_id[:8])
                        await room.host.close(ROOM_IDLE, "the table was idle too long")
                if self.cluster is None or not self.cluster.up:
                    continue
                await self._check_partners()
                if now - refreshed > self.limits.room_ttl / 3:
                    refreshed = now
                    await self.cluster.refresh_rooms(
                        [(room.room_id, room.address) for room in self.rooms.values()],
                        self.limits.rooms_per_address)
            except asyncio.CancelledError:
                raise
            except Exception as error:  # Redis down (the cluster says so) or a race: next second
                note(logging.DEBUG, "housekeeping-skipped", reason=repr(error)[:200])

    async def _check_partners(self) -> None:
        """Close what this node shares with a node that died (kill -9, power cut): the other
        ends hear it at once and reconnect, instead of waiting for a frame that never comes."""
        partners = {bridge.node for bridge in self.bridges.values()}
        for room in self.rooms.values():
            partners.update(room.remote_guests.values())
        partners.discard(self.node)
        alive = await self.cluster.alive(sorted(partners))
        dead = {node for node, is_alive in alive.items() if not is_alive}
        if not dead:
            return
        if dead - self._lost_nodes:
            note(logging.WARNING, "nodes-lost", nodes=sorted(dead - self._lost_nodes))
            self._lost_nodes |= dead
        for bridge in list(self.bridges.values()):
            if bridge.node in dead:
                bridge.close(OTHER_SIDE_LEFT, "the other side's relay was lost")
        for room in self.rooms.values():
            for pair, node in list(room.remote_guests.items()):
                if node in dead:
                    del room.remote_guests[pair]

    def _cluster_down(self) -> None:
        """Frames across nodes cannot pass now and some may be lost: close every pair across
        nodes (its ends reconnect; the host's resync makes the table whole), keep the rest."""
        for bridge in list(self.bridges.values()):
            bridge.close(MOVE, "the relay lost its cluster")
        for pair, waiting in list(self.waiting.items()):
            if not waiting.done():
                waiting.set_result(("refused", TRY_AGAIN, "the relay lost its cluster"))
        for room in self.rooms.values():
            room.remote_guests.clear()

    async def _cluster_up(self) -> None:
        """(Back) in the cluster: say again where this node's rooms are (Redis may have restarted
        empty), so guests on other nodes find them."""
        try:
            await self.cluster.refresh_rooms([(room.room_id, room.address) for room in self.rooms.values()],
                                             self.limits.rooms_per_address)
        except Exception as error:
            note(logging.WARNING, "rooms-not-registered", reason=repr(error)[:200])

    # -- what other nodes send ---------------------------------------------------------------------
    def _deliver(self, kind: bytes, pair: str, payload: bytes) -> None:
        if kind == b"F":
            bridge = self.bridges.get(pair)
            if bridge is None:
                return
            frame = payload[1:] if payload[:1] == b"b" else payload[1:].decode("utf-8", "replace")
            if not bridge.put(frame):
                bridge.close(TOO_SLOW, "the connection cannot keep up")
                self.cluster.send_close(bridge.node, pair, TOO_SLOW, "the other side cannot keep up")
            return
        try:
            message = json.loads(payload)
        except ValueError:
            return
        if kind == b"C":
            bridge = self.bridges.get(pair)
            if bridge is not None and isinstance(message, dict):
                bridge.close(int(message.get("code", OTHER_SIDE_LEFT)), str(message.get("reason", ""))[:120])
            return
        if isinstance(message, dict):
            self._word(message)

    def _word(self, word: dict) -> None:
        kind, pair = word.get("t"), str(word.get("pair", ""))
        if kind == "guest":
            asyncio.create_task(self._remote_guest(str(word.get("room")), pair, str(word.get("node"))))
        elif kind == "left":
            room = self.rooms.get(str(word.get("room")))
            if room is not None:
                room.remote_guests.pop(pair, None)
        elif kind in ("paired", "refused", "host-left"):
            waiting = self.waiting.get(pair)
            if kind == "paired" and waiting is not None and not waiting.done():
                bridge = self.bridges[pair] = Bridge(pair, str(word.get("node")))
                waiting.set_result(("remote", bridge))
            elif kind == "refused" and waiting is not None and not waiting.done():
                waiting.set_result(("refused", int(word.get("code", NO_SUCH_ROOM)), str(word.get("reason", ""))))
            elif kind == "host-left":
                if waiting is not None and not waiting.done():
                    waiting.set_result(None)
                elif pair in self.bridges:
                    self.bridges[pair].close(HOST_LEFT, "the host left")

    async def _remote_guest(self, room_id: str, pair: str, node: str) -> None:
        """A guest on `node` asks for a room held here: tell the host as for a guest of ours."""
        room = self.rooms.get(room_id)
        if room is None or room.guest_count >= self.limits.max_guests_per_room:
            code = NO_SUCH_ROOM if room is None else TABLE_FULL
            self.cluster.send_word(node, {"t": "refused", "pair": pair, "code": code})
            return
        room.remote_guests[pair] = node
        room.last_used = time.monotonic()
        try:
            await room.host.send(json.dumps({"type": "guest", "pair": pair}))
        except ConnectionClosed:
            pass  # the host's end closes the room and tells the guest

    # -- the first frame ---------------------------------------------------------------------------
    async def handle(self, connection: ServerConnection) -> None:
        address = connection.remote_address[0] if connection.remote_address else "?"
        if self.draining:
            await connection.close(MOVE, "relay restarting")
            return
        self.connections.add(connection)
        try:
            try:
                hello = await asyncio.wait_for(connection.recv(), self.limits.hello_seconds)
            except (asyncio.TimeoutError, ConnectionClosed):
                await connection.close(TOO_SLOW, "no hello")
                return
            request = _read_hello(hello)
            if request is None:
                note(logging.INFO, "bad-hello", address=address)
                await connection.close(BAD_HELLO, "expected a relay hello")
                return
            role, room_id, pair = request
            if role == "host":
                await self._host(connection, room_id, address)
            elif role == "guest":
                await self._guest(connection, room_id, address)
            else:
                await self._pair(connection, room_id, pair)
        finally:
            self.connections.discard(connection)

    # -- a host's control connection ---------------------------------------------------------------
    async def _host(self, connection: ServerConnection, room_id: str, address: str) -> None:
        if room_id in self.rooms:
            await connection.close(ROOM_TAKEN, "room already open")
            return
        if len(self.rooms) >= self.limits.max_rooms:
            note(logging.WARNING, "refused-full", rooms=len(self.rooms))
            await connection.close(TOO_MANY, "relay full")
            return
        if sum(room.address == address for room in self.rooms.values()) >= self.limits.rooms_per_address:
            await connection.close(TOO_MANY, "too many rooms from one address")
            return
        if self.cluster is not None:
            from game.online.cluster import ClusterDown
            try:
                claimed = await self.cluster.claim_room(room_id, address, self.limits.rooms_per_address)
            except ClusterDown:
                claimed = "ok"  # serve it here; it is registered when Redis is back
            if claimed == "taken":
                await connection.close(ROOM_TAKEN, "room already open")
                return
            if claimed != "ok":
                await connection.close(TOO_MANY, "too many rooms from one address")
                return
            if room_id in self.rooms:  # another host of the same room arrived meanwhile
                await connection.close(ROOM_TAKEN, "room already open")
                return
        room = self.rooms[room_id] = Room(room_id, connection, address)
        note(logging.INFO, "room-open", room=room_id[:8], address=address, rooms=len(self.rooms))
        bucket = TokenBucket(self.limits.messages_per_second, self.limits.burst)
        try:
            await connection.send(json.dumps({"type": "room-open", "room": room_id}))
            async for _message in connection:  # the host has nothing to say here but keepalives
                if not bucket.take():
                    await connection.close(TOO_MANY, "too many messages")
                    break
        except ConnectionClosed:
            pass
        finally:
            del self.rooms[room_id]
            for waiting in room.waiting.values():
                if not waiting.done():
                    waiting.set_result(None)  # the guest waiting for it hears that the host left
            for guest in list(room.guests):
                await guest.close(HOST_LEFT, "the host left")
            if self.cluster is not None:
                for pair, node in room.remote_guests.items():
                    self.cluster.send_word(node, {"t": "host-left", "pair": pair})
                await self.cluster.release_room(room_id, address)
            note(logging.INFO, "room-closed", room=room_id[:8], rooms=len(self.rooms))

    # -- a guest, joined to a connection the host opens for it -------------------------------------
    async def _guest(self, connection: ServerConnection, room_id: str, address: str) -> None:
        room = self.rooms.get(room_id)
        owner = self.node
        if room is None:
            if self.cluster is None:
                await connection.close(NO_SUCH_ROOM, "no such room")
                return
            from game.online.cluster import ClusterDown
            try:
                owner = await self.cluster.room_node(room_id)
            except ClusterDown:
                await connection.close(TRY_AGAIN, "the relay lost its cluster")
                return
            room = self.rooms.get(room_id)  # it may have opened here meanwhile
            if room is None and (owner is None or owner == self.node):
                await connection.close(NO_SUCH_ROOM, "no such room")
                return
        if room is not None and room.guest_count >= self.limits.max_guests_per_room:  # joined and waiting alike
            await connection.close(TABLE_FULL, "room full")
            return
        pair = secrets.token_urlsafe(16)
        arrived: asyncio.Future = asyncio.get_running_loop().create_future()
        self.waiting[pair] = arrived
        if room is not None:
            room.waiting[pair] = arrived
            room.guests.add(connection)
            room.last_used = time.monotonic()
        try:
            if self.cluster is not None and self.cluster.up:
                from game.online.cluster import ClusterDown
                try:
                    await self.cluster.offer_pair(pair, room_id, self.limits.pair_seconds)
                except ClusterDown:
                    pass  # the host's connection for it must come to this node then
            if room is not None:
                await room.host.send(json.dumps({"type": "guest", "pair": pair}))
            else:
                def unheard() -> None:
                    if not arrived.done():
                        arrived.set_result(("refused", TRY_AGAIN, "the host's relay did not answer"))
                self.cluster.send_word(owner, {"t": "guest", "room": room_id, "pair": pair, "node": self.node},
                                       unheard)
            joined = await asyncio.wait_for(arrived, self.limits.pair_seconds)
        except asyncio.TimeoutError:
            joined = ("refused", TOO_SLOW, "the host did not answer")
        except ConnectionClosed:  # the host's control connection is gone
            joined = None
        finally:
            self.waiting.pop(pair, None)
            if room is not None:
                room.waiting.pop(pair, None)
        try:
            if joined is None:
                await connection.close(HOST_LEFT, "the host left")
            elif joined[0] == "refused":
                await connection.close(joined[1], joined[2] or "refused")
            elif joined[0] == "local":
                host_side, done = joined[1], joined[2]
                note(logging.INFO, "guest-joined", room=room_id[:8], address=address)
                try:
                    await self._join(connection, host_side)
                finally:
                    done.set()
            else:
                note(logging.INFO, "guest-joined", room=room_id[:8], address=address, across=joined[1].node)
                await connection.send(json.dumps({"type": "paired"}))
                await self._bridge(connection, joined[1], self.limits.guest_message_bytes,
                                   TokenBucket(self.limits.messages_per_second, self.limits.burst))
        except ConnectionClosed:
            pass
        finally:
            if room is not None:
                room.guests.discard(connection)
            elif self.cluster is not None:
                self.cluster.send_word(owner, {"t": "left", "room": room_id, "pair": pair})

    async def _pair(self, connection: ServerConnection, room_id: str, pair: str) -> None:
        """The host's connection for one guest: joined to the guest here, or, in a cluster, to
        the guest's node (the guest may be anywhere; the host's connection may be anywhere)."""
        arrived = self.waiting.get(pair)
        if self.cluster is not None and self.cluster.up:
            from game.online.cluster import ClusterDown
            try:
                claimed = await self.cluster.take_pair(pair)
            except ClusterDown:
                claimed = None
            if claimed is not None:
                node, claimed_room = claimed
                if claimed_room != room_id:
                    await connection.close(NO_SUCH_ROOM, "no guest waits under this pair")
                    return
                if node != self.node:
                    bridge = self.bridges[pair] = Bridge(pair, node)
                    self.cluster.send_word(node, {"t": "paired", "pair": pair, "node": self.node},
                                           lambda: bridge.close(OTHER_SIDE_LEFT, "the guest's relay did not answer"))
                    try:
                        await connection.send(json.dumps({"type": "paired"}))
                        await self._bridge(connection, bridge, self.limits.host_message_bytes,
                                           TokenBucket(self.limits.host_messages_per_second, self.limits.host_burst))
                    except ConnectionClosed:
                        pass
                    return
            elif arrived is None:
                await connection.close(NO_SUCH_ROOM, "no guest waits under this pair")
                return
        room = self.rooms.get(room_id)
        if arrived is None or arrived.done() or (room is not None and pair not in room.waiting):
            await connection.close(NO_SUCH_ROOM, "no guest waits under this pair")
            return
        done = asyncio.Event()
        arrived.set_result(("local", connection, done))
        await done.wait()  # the guest's handler forwards; this one keeps the connection open

    async def _join(self, guest: ServerConnection, host_side: ServerConnection) -> None:
        limits = self.limits
        paired = json.dumps({"type": "paired"})
        try:
            await guest.send(paired)
            await host_side.send(paired)
        except ConnectionClosed:
            pass
        upstream = asyncio.create_task(self._forward(
            guest, host_side, limits.guest_message_bytes, TokenBucket(limits.messages_per_second, limits.burst)))
        downstream = asyncio.create_task(self._forward(
            host_side, guest, limits.host_message_bytes,
            TokenBucket(limits.host_messages_per_second, limits.host_burst)))
        finished, pending = await asyncio.wait({upstream, downstream}, return_when=asyncio.FIRST_COMPLETED)
        for task in pending:
            task.cancel()
        code, reason = next(iter(finished)).result()
        await asyncio.gather(*pending, return_exceptions=True)
        for side in (guest, host_side):
            await side.close(code, reason)

    async def _forward(self, source: ServerConnection, target: ServerConnection, max_bytes: int,
                       bucket: TokenBucket) -> tuple[int, str]:
        """Pass frames from `source` to `target` unread; the close (code, reason) for both sides
        when `source` ends or breaks a limit."""
        try:
            async for frame in source:
                if len(frame) > max_bytes:
                    return TOO_LARGE, "message too large"
                if not bucket.take():
                    return TOO_MANY, "too many messages"
                await target.send(frame)
                self.forwarded_frames += 1
        except ConnectionClosed:
            pass
        return OTHER_SIDE_LEFT, "the other side left"

    async def _bridge(self, connection: ServerConnection, bridge: Bridge, max_bytes: int,
                      bucket: TokenBucket) -> None:
        """Pass frames between a local connection and its pair's other end on another node,
        unread, with the same limits as `_forward`; whichever side ends, the other hears why."""
        cluster = self.cluster

        def lost() -> None:
            bridge.close(OTHER_SIDE_LEFT, "the other side's relay was lost")

        async def outward() -> None:
            try:
                async for frame in connection:
                    if len(frame) > max_bytes:
                        bridge.close(TOO_LARGE, "message too large")
                        cluster.send_close(bridge.node, bridge.pair, TOO_LARGE, "message too large")
                        return
                    if not bucket.take():
                        bridge.close(TOO_MANY, "too many messages")
                        cluster.send_close(bridge.node, bridge.pair, TOO_MANY, "too many messages")
                        return
                    cluster.send_frame(bridge.node, bridge.pair, frame, lost)
                    self.forwarded_frames += 1
            except ConnectionClosed:
                pass
            if bridge.closing is None:
                bridge.close(OTHER_SIDE_LEFT, "the other side left")
                cluster.send_close(bridge.node, bridge.pair, OTHER_SIDE_LEFT, "the other side left")

        async def inward() -> None:
            while True:
                item = await bridge.queue.get()
                if isinstance(item, tuple):
                    await connection.close(*item)
                    return
                await connection.send(item)

        reading, writing = asyncio.create_task(outward()), asyncio.create_task(inward())
        try:
            await asyncio.wait({reading, writing}, return_when=asyncio.FIRST_COMPLETED)
            if bridge.closing is not None and not writing.done():
                await asyncio.wait({writing}, timeout=5)
        finally:
            for task in (reading, writing):
                task.cancel()
            await asyncio.gather(reading, writing, return_exceptions=True)
            if self.bridges.get(bridge.pair) is bridge:
                del self.bridges[bridge.pair]
            code, reason = bridge.closing or (OTHER_SIDE_LEFT, "the other side left")
            await connection.close(code, reason)


def _read_hello(frame: object) -> tuple[str, str, str] | None:
    if not isinstance(frame, str) or len(frame) > MAX_HELLO_BYTES:
        return None
    try:
        hello = json.loads(frame)
    except ValueError:
        return None
    if not isinstance(hello, dict) or hello.get("relay") != RELAY_PROTOCOL:
        return None
    role, room_id, pair = hello.get("role"), hello.get("room"), hello.get("pair", "")
    if role not in ("host", "guest", "pair") or not isinstance(room_id, str) or not _ROOM.match(room_id):
        return None
    if role == "pair" and not (isinstance(pair, str) and _PAIR.match(pair)):
        return None
    return role, room_id, pair if isinstance(pair, str) else ""


def _health_check(relay: Relay) -> Callable[[ServerConnection, Any], Response | None]:
    """`GET /health` answers without a websocket, for a load balancer or a monitor: 200 and
    {"status": "ok", ...} while the node takes newcomers, 503 while it drains or has lost Redis."""
    def check(connection: ServerConnection, request: Any) -> Response | None:
        if request.path != "/health":
            return None
        status, body = relay.health()
        response = connection.respond(status, json.dumps(body) + "\n")
        response.headers["Content-Type"] = "application/json"
        return response
    return check


def serve_relay(relay: Relay, host: str, port: int, ssl_context: ssl.SSLContext | None):
    """The relay's websockets server (use as `async with`); port 0 lets the system choose.
    Call `relay.start()` first in a cluster (the standalone relay works without it)."""
    return serve(relay.handle, host, port, ssl=ssl_context, max_size=relay.limits.host_message_bytes,
                 process_request=_health_check(relay), ping_interval=20, ping_timeout=20, close_timeout=5,
                 backlog=2048)
    # A deep backlog: when a node dies, all its players reconnect to the others in the same second.


# -- the client side: what the host's and guests' transports call ----------------------------------
def _hello(role: str, room_id: str, pair: str = "") -> str:
    hello = {"relay": RELAY_PROTOCOL, "role": role, "room": room_id}
    if pair:
        hello["pair"] = pair
    return json.dumps(hello)


async def _expect(connection: Any, kind: str) -> dict:
    try:
        frame = await asyncio.wait_for(connection.recv(), RelayLimits.pair_seconds + 5)
    except asyncio.TimeoutError:
        raise RelayRefused(TOO_SLOW, "no answer") from None
    except ConnectionClosed as closed:
        raise RelayRefused(closed.rcvd.code if closed.rcvd else OTHER_SIDE_LEFT,
                           closed.rcvd.reason if closed.rcvd else "") from None
    try:
        message = json.loads(frame)
    except (TypeError, ValueError):
        raise RelayRefused(BAD_HELLO, "not a relay answer") from None
    if not isinstance(message, dict) or message.get("type") != kind:
        raise RelayRefused(BAD_HELLO, "not a relay answer")
    return message


async def join_room(url: str, room_id: str, ssl_context: ssl.SSLContext | None, **connect_options: Any):
    """A guest's connection to the host through the relay at `url`, ready for the handshake
    (game.online.tls.guest_handshake, with the relay's fingerprint as both sides see it);
    RelayRefused with the reason if the relay cannot join it to the host."""
    connection = await connect(url, ssl=ssl_context, max_size=RelayLimits.host_message_bytes, **connect_options)
    try:
        await connection.send(_hello("guest", room_id))
        await _expect(connection, "paired")
    except BaseException:
        await connection.close()
        raise
    return connection


async def serve_through_relay(url: str, room_id: str, handler: Callable[[Any], Awaitable[None]],
                              ssl_context: ssl.SSLContext | None, opened: asyncio.Event | None = None,
                              **connect_options: Any) -> None:
    """A host's side: open the room at the relay and call `handler(connection)` for each guest,
    with a connection that behaves as a direct guest's (run the host handshake on it first).
    Runs until the relay closes the control connection (RelayRefused says why) or it is
    cancelled; `opened` is set once the room is open."""
    control = await connect(url, ssl=ssl_context, **connect_options)
    guests: set[asyncio.Task] = set()

    async def accept(pair: str) -> None:
        try:
            connection = await connect(url, ssl=ssl_context, max_size=RelayLimits.host_message_bytes,
                                       **connect_options)
        except (OSError, asyncio.TimeoutError, InvalidHandshake) as failed:
            note(logging.INFO, "pair-failed", reason=repr(failed)[:200])
            return
        try:
            await connection.send(_hello("pair", room_id, pair))
            await _expect(connection, "paired")
            await handler(connection)
        except (RelayRefused, ConnectionClosed):
            pass  # the guest left or the relay refused: the guest's side hears why
        except Exception:  # as websockets' own server does with a handler that fails: log, go on
            log.exception("guest handler failed", extra={"fields": {"event": "guest-handler-failed"}})
        finally:
            await connection.close()

    try:
        await control.send(_hello("host", room_id))
        await _expect(control, "room-open")
        if opened is not None:
            opened.set()
        async for frame in control:
            try:
                message = json.loads(frame)
            except ValueError:
                continue
            if not isinstance(message, dict) or message.get("type") != "guest":
                continue
            pair = message.get("pair")
            if isinstance(pair, str) and _PAIR.match(pair):
                task = asyncio.create_task(accept(pair))
                guests.add(task)
                task.add_done_callback(guests.discard)
        raise RelayRefused(control.close_code or OTHER_SIDE_LEFT, control.close_reason or "")
    finally:
        for task in list(guests):
            task.cancel()
        await asyncio.gather(*guests, return_exceptions=True)
        await control.close()


async def join_room_any(urls: list[str], room_id: str, ssl_context: ssl.SSLContext | None,
                        first: int = 0, **connect_options: Any) -> tuple[Any, int]:
    """A guest's connection through the first of `urls` (the relays an invite names) that joins
    it to the host, trying them in turn from `first`: (connection, the index of the relay that
    did). A relay that is down, moving, or does not (yet) see the room is passed over; the last
    refusal is raised if none did."""
    last: BaseException = RelayRefused(NO_SUCH_ROOM, "no relay")
    for step in range(len(urls)):
        index = (first + step) % len(urls)
        try:
            return await join_room(urls[index], room_id, ssl_context, **connect_options), index
        except RelayRefused as refused:
            last = refused
            if refused.code not in RECONNECT_CODES:
                raise
        except (OSError, asyncio.TimeoutError, InvalidHandshake, ConnectionClosed) as failed:
            last = RelayRefused(OTHER_SIDE_LEFT, repr(failed)[:100])
    raise last


async def serve_through_relays(urls: list[str], room_id: str, handler: Callable[[Any], Awaitable[None]],
                               ssl_context: ssl.SSLContext | None, opened: asyncio.Event | None = None,
                               backoff: tuple[float, ...] = (0.05, 0.1, 0.2, 0.4, 0.8, 1.6),
                               **connect_options: Any) -> None:
    """A host's side over the relays an invite names: keeps the room open through one of them,
    and when that relay stops (MOVE), dies or loses the room, opens it again through the next,
    until cancelled. A refusal no retry can mend (the relay full, a bad hello) is raised."""
    tries, index = 0, 0
    opened = opened if opened is not None else asyncio.Event()
    while True:
        try:
            await serve_through_relay(urls[index], room_id, handler, ssl_context, opened, **connect_options)
        except RelayRefused as refused:
            if refused.code not in RECONNECT_CODES:
                raise
            note(logging.INFO, "host-moving", relay=urls[index], code=refused.code)
        except (OSError, asyncio.TimeoutError, InvalidHandshake, ConnectionClosed) as failed:
            note(logging.INFO, "host-moving", relay=urls[index], reason=repr(failed)[:100])
        if opened.is_set():
            tries = 0  # it was open: a fresh start, quick
            opened.clear()
        index = (index + 1) % len(urls)
        await asyncio.sleep(backoff[min(tries, len(backoff) - 1)])
        tries += 1


# -- the command line ------------------------------------------------------------------------------
HELP = """\
Run a Frontier Tabletop relay: friends whose computers cannot reach each other directly (home
routers) meet here. The host's app opens a room; its guests join it; the relay passes their
messages along without reading them. It never learns the invite code, so it cannot join a table.

Guests and hosts connect with TLS and check the relay's certificate like a web browser does, so
give it a certificate for the name people will type (e.g. from Let's Encrypt) with --cert and
--key. Behind a proxy that already does TLS (nginx, Caddy), use --no-tls and listen on 127.0.0.1.

Alone (the default) one process serves a club. With --redis URL the node joins a cluster: run
several nodes with the same --redis, the same certificate (one certificate naming every node, or
the one name of a load balancer in front of them) and any ports; a host on one node and its guests
on another play as if on one. Kill a node and its players reconnect through another.

Every option can also be set in the environment: FRONTIER_RELAY_ and the option's name in
capitals with _ for - (FRONTIER_RELAY_REDIS=redis://127.0.0.1:6379/0, FRONTIER_RELAY_PORT=443).
Logs are JSON lines on standard error. GET /health answers 200 {"status": "ok", ...} while the
node takes players, 503 while it stops or has lost Redis. SIGTERM stops it gracefully: every
player is told to reconnect elsewhere (close code 1012).
"""


def _environment(name: str, default: Any) -> Any:
    return os.environ.get("FRONTIER_RELAY_" + name.upper().replace("-", "_"), default)


def _flag_from_environment(name: str) -> bool:
    return str(_environment(name, "")).strip().lower() in ("1", "yes", "true", "on")


def build_parser() -> argparse.ArgumentParser:
    limits = RelayLimits()
    parser = argparse.ArgumentParser(prog="frontier-tabletop-relay", description=HELP,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)

    def option(name: str, default: Any, help_text: str, **kwargs: Any) -> None:
        parser.add_argument("--" + name, default=_environment(name, default), help=help_text, **kwargs)

    option("host", "0.0.0.0", "address to listen on (default: 0.0.0.0, every network interface)")
    option("port", DEFAULT_PORT, f"port to listen on (default: {DEFAULT_PORT})", type=int)
    option("cert", None, "TLS certificate chain file (PEM), for the name players type")
    option("key", None, "the certificate's private key file (PEM)")
    parser.add_argument("--no-tls", action="store_true", default=_flag_from_environment("no-tls"),
                        help="listen without TLS, only behind a proxy that does TLS for it")
    option("redis", None, "join a cluster of nodes sharing rooms through this Redis "
           "(redis://[:password@]host:port/db, rediss:// for TLS); alone without it")
    option("node-id", None, "this node's name in the cluster's keys and logs (default: random)")
    option("max-rooms", limits.max_rooms, f"tables open at once on this node (default: {limits.max_rooms})", type=int)
    option("rooms-per-address", limits.rooms_per_address,
           f"tables one address may open, in the whole cluster (default: {limits.rooms_per_address})", type=int)
    option("max-guests", limits.max_guests_per_room, f"guests per table (default: {limits.max_guests_per_room})",
           type=int)
    option("rate", limits.messages_per_second,
           f"messages a second a guest may send on average (default: {limits.messages_per_second:g})", type=float)
    option("max-message", limits.host_message_bytes,
           f"largest message in bytes (a guest's is at most {limits.guest_message_bytes}; "
           f"default: {limits.host_message_bytes})", type=int)
    option("idle-minutes", limits.idle_seconds / 60,
           f"close a table nobody has used for this long (default: {limits.idle_seconds / 60:g})", type=float)
    option("alive-seconds", limits.alive_seconds,
           f"in a cluster, how soon other nodes take this one for lost (default: {limits.alive_seconds:g})",
           type=float)
    option("log-level", "INFO", "how much to log to standard error (default: INFO)",
           choices=["DEBUG", "INFO", "WARNING", "ERROR"])
    return parser


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    options = parser.parse_args(argv)
    if options.no_tls and (options.cert or options.key):
        parser.error("--no-tls listens without a certificate: leave out --cert and --key")
    if not options.no_tls and not (options.cert and options.key):
        parser.error("give --cert and --key (or --no-tls behind a proxy that does TLS)")
    if options.redis and not options.redis.startswith(("redis://", "rediss://", "unix://")):
        parser.error("--redis takes a URL: redis://host:port/0 (or rediss:// or unix://)")
    if options.redis:
        try:
            import redis  # noqa: F401
        except ImportError:
            parser.error("--redis needs the redis library: pip install 'frontier-tabletop[relay]'")
    handler = logging.StreamHandler()
    handler.setFormatter(JsonLines())
    logging.basicConfig(level=options.log_level, handlers=[handler])
    logging.getLogger("websockets").setLevel(max(logging.WARNING, logging.getLevelName(options.log_level)))
    context = None
    if not options.no_tls:
        context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
        context.minimum_version = ssl.TLSVersion.TLSv1_3
        try:
            context.load_cert_chain(options.cert, options.key)
        except (OSError, ssl.SSLError) as error:
            parser.error(f"cannot use the certificate: {error}")
    limits = RelayLimits(max_rooms=options.max_rooms, rooms_per_address=options.rooms_per_address,
                         max_guests_per_room=options.max_guests, messages_per_second=options.rate,
                         host_message_bytes=options.max_message,
                         guest_message_bytes=min(RelayLimits.guest_message_bytes, options.max_message),
                         idle_seconds=options.idle_minutes * 60, alive_seconds=options.alive_seconds)
    try:
        asyncio.run(_run(Relay(limits, redis_url=options.redis, node_id=options.node_id),
                         options.host, options.port, context))
    except KeyboardInterrupt:
        pass
    return 0


async def _run(relay: Relay, host: str, port: int, context: ssl.SSLContext | None) -> None:
    stop = asyncio.get_running_loop().create_future()
    for signal_number in (signal.SIGINT, signal.SIGTERM):
        try:
            asyncio.get_running_loop().add_signal_handler(signal_number, stop.cancel)
        except (NotImplementedError, RuntimeError):  # Windows: Ctrl+C raises KeyboardInterrupt
            pass
    await relay.start()
    async with serve_relay(relay, host, port, context) as server:
        note(logging.INFO, "listening", address=host, port=server.sockets[0].getsockname()[1],
             tls=context is not None, node=relay.node, redis=relay.cluster is not None)
        try:
            await stop
        except asyncio.CancelledError:
            pass
        await relay.stop()
    note(logging.INFO, "stopped", node=relay.node)


if __name__ == "__main__":
    raise SystemExit(main())
