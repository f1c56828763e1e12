"""One relay node: its rooms, and the handler websockets calls for each connection.

A connection's first frame says what it is (game.online.relay.protocol.read_hello): a host's
control connection opens a room; a guest waits in a room until the host opens a connection back
for it under a fresh pair id, and the node then passes frames between the two unread, each side
held to its size and rate limits. In a cluster the guest and the host's connection may be on two
nodes (game.online.relay.across_nodes); here is what every node does, alone or not.
"""
from __future__ import annotations

import asyncio
import json
import logging
import secrets
import ssl
import time
from typing import Any, Callable

from websockets.asyncio.server import ServerConnection, serve
from websockets.exceptions import ConnectionClosed
from websockets.http11 import Response

from game.online.cluster import note
from game.online.relay.across_nodes import AcrossNodes
from game.online.relay.limits import RelayLimits, TokenBucket
from game.online.relay.protocol import (BAD_HELLO, HOST_LEFT, MOVE, NO_SUCH_ROOM, OTHER_SIDE_LEFT, ROOM_IDLE,
                                        ROOM_TAKEN, TABLE_FULL, TOO_LARGE, TOO_MANY, TOO_SLOW, TRY_AGAIN,
                                        read_hello)
from game.online.relay.rooms import Bridge, Room


class Relay(AcrossNodes):
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
        self._untold: dict[str, str] = {}

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
            request = read_hello(hello)
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
                                           lambda: self._close_both_ends(bridge, "the guest's relay did not answer"))
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
