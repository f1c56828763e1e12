"""A node's part in a cluster (game.online.cluster): what other nodes send it, what it does when
one of them dies or Redis goes away, and the frames of a pair whose two ends sit on two nodes.

`AcrossNodes` is the half of `game.online.relay.node.Relay` that only a node started with
`--redis` uses; it is kept apart so that the standalone relay a club runs reads on its own.
"""
from __future__ import annotations

import asyncio
import json
import logging
import time
from typing import Any

from websockets.asyncio.server import ServerConnection
from websockets.exceptions import ConnectionClosed

from game.online.cluster import note
from game.online.relay.limits import RelayLimits, TokenBucket
from game.online.relay.protocol import (HOST_LEFT, MOVE, NO_SUCH_ROOM, OTHER_SIDE_LEFT, TABLE_FULL, TOO_LARGE,
                                        TOO_MANY, TOO_SLOW, TRY_AGAIN)
from game.online.relay.rooms import Bridge, Room


class AcrossNodes:
    """The cluster side of a relay node; `Relay` holds the state it reads and writes."""

    limits: RelayLimits
    rooms: dict[str, Room]
    waiting: dict[str, asyncio.Future]
    bridges: dict[str, Bridge]
    cluster: Any
    forwarded_frames: int
    _lost_nodes: set[str]
    _untold: dict[str, str]
    """pair -> node: pairs this node closed while Redis was away, whose far ends are told once
    it is back (their node may have kept Redis all along and would hold them open for ever)."""

    @property
    def node(self) -> str:
        return self.cluster.node if self.cluster is not None else "alone"

    async def _check_partners(self) -> None:
        """Close what this node shares with a node that died (kill -9, power cut): the other
        ends hear it at once and reconnect, instead of waiting for a frame that never comes.

        A node is taken for dead when its heartbeat is late, which a node starved of CPU can
        also be: it is told of every pair closed here. Otherwise its ends of them stay open, a
        guest sits at a table whose host no longer hears it, and each waits for the other for
        ever. A node that really died hears nothing, at no cost."""
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
                self._close_both_ends(bridge, "the other side's relay was lost")
        for room in self.rooms.values():
            for pair, node in list(room.remote_guests.items()):
                if node in dead:
                    del room.remote_guests[pair]

    def _cluster_down(self) -> None:
        """Frames across nodes cannot pass now and some may be lost: close every pair across
        nodes (its ends reconnect; the host's resync makes the table whole), keep the rest. The far
        ends are told when Redis is back (`_cluster_up`): their node may not have lost it."""
        for bridge in list(self.bridges.values()):
            bridge.close(MOVE, "the relay lost its cluster")
            self._untold[bridge.pair] = bridge.node
        for pair, waiting in list(self.waiting.items()):
            if not waiting.done():
                waiting.set_result(("refused", TRY_AGAIN, "the relay lost its cluster"))
        for room in self.rooms.values():
            room.remote_guests.clear()

    async def _cluster_up(self) -> None:
        """(Back) in the cluster: say again where this node's rooms are (Redis may have restarted
        empty), so guests on other nodes find them; and close the far ends of the pairs closed
        here while Redis was away."""
        untold, self._untold = self._untold, {}
        for pair, node in untold.items():
            self.cluster.send_close(node, pair, OTHER_SIDE_LEFT, "the other side's relay lost its cluster")
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

    def _close_both_ends(self, bridge: Bridge, reason: str) -> None:
        """Close this end of a pair and tell its other node: a frame lost on the way (Redis too
        busy to take it, nobody listening for a moment) leaves the other end waiting for it for
        ever unless told. Said to a node that died, it costs nothing."""
        if bridge.closing is None:
            bridge.close(OTHER_SIDE_LEFT, reason)
            self.cluster.send_close(bridge.node, bridge.pair, OTHER_SIDE_LEFT, reason)

    async def _bridge(self, connection: ServerConnection, bridge: Bridge, max_bytes: int,
                      bucket: TokenBucket) -> None:
        """Pass frames between a local connection and its pair's other end on another node,
        unread, with the same limits as `_forward`; whichever side ends, the other hears why."""
        cluster = self.cluster

        def lost() -> None:  # a frame did not reach the other node: this pair is broken
            self._close_both_ends(bridge, "the other side's relay was lost")

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
