"""Several relay nodes as one: rooms shared through Redis, frames passed between nodes by pub/sub.

A node (game.online.relay) holds nothing a table needs to survive: the game state lives on the
host's computer, and every frame is sealed end to end (game.online.tls). So a cluster only has
to answer three questions, and Redis answers them with keys that expire by themselves:

- **Where is room R's host?** `frontier:room:R` = the id of the node holding the host's control
  connection, with a TTL the node refreshes while the host is there (`ROOM_TTL`). A node that dies
  stops refreshing: its rooms vanish within the TTL, and sooner for a host that comes back, since
  a room whose node is not alive any more may be taken at once.
- **Is node N alive?** `frontier:node:N` with a TTL of a few seconds (`ALIVE_TTL`), refreshed every
  second. A node checks the nodes it shares connections with, and closes what it holds with a
  dead one, so both ends of a broken pair hear it and reconnect.
- **Which guest waits under pair P?** `frontier:pair:P` = the guest's node and room, for as long
  as the host has to answer (GETDEL: one connection of the host's claims it, once).

Rooms per address are counted over the whole cluster in a sorted set per address scored by expiry,
so a dead node's rooms stop counting when their TTL passes.

**Why pub/sub and not Streams.** Every node subscribes to one channel of its own
(`frontier:to:N`) and the others PUBLISH to it what is meant for its connections: a frame (by pair
id), a close, or a control word (a guest asks a host, a pair is joined, the host left). Pub/sub
stores nothing: a frame is in Redis only for the moment it is passed on, which is all a relay may
do with a frame (it cannot read it, and it is no use to anyone later: each connection's frames
are sealed with that connection's own keys and counters, so a frame cannot be replayed on a new
connection after a node or Redis restarts). Streams would keep every frame until trimmed, cost
a write and a trim per frame, and their durability would buy nothing: what a lost frame costs is
detected end to end anyway (the next frame's counter does not follow, `tls.Tampered`), and the
node closes every connection across nodes when its link to Redis breaks (and a pair whose frame
could not be passed on, at both ends), so the client reconnects and the host's resync (sequence
numbers and a snapshot) brings it back to the table.
One channel per node rather than per pair keeps subscriptions fixed (no subscribe race when a
pair is joined) and order is kept: each node publishes through one connection, in order.

The node-to-node messages are bytes: `F` + pair + `b`|`t` + a frame, `C` + pair + JSON close, or
`J` + JSON control word. Keys and scripts use only plain commands and Lua (a single Redis, or a
replicated one behind Sentinel; not Redis Cluster, whose slots the scripts do not declare).
"""
from __future__ import annotations

import asyncio
import json
import logging
import secrets
import time
from typing import Any, Callable

PREFIX = "frontier:"
ROOM_TTL = 30
"""Seconds a room's key lives unless its node refreshes it (every third of that)."""
ALIVE_TTL = 10
"""Seconds a node is taken for alive after its last heartbeat (sent three times as often): long
enough that a node starved of CPU for a few seconds is not declared dead by the others (which
would close every table it shares with them); a client of a node that really died notices at
once anyway, only the far ends of its pairs wait up to this long."""
PAIR_LENGTH = 22
RECONNECT_BACKOFF = (0.1, 0.25, 0.5, 1.0, 2.0)
MAX_BATCH = 256
"""Node-to-node messages sent to Redis in one pipeline round trip."""

log = logging.getLogger("frontier.relay")


def note(level: int, event: str, **fields: Any) -> None:
    """Log one event with its fields; `JsonLines` writes it as one JSON object a line."""
    log.log(level, event, extra={"fields": {"event": event, **fields}})


class JsonLines(logging.Formatter):
    """Structured logs: one JSON object a line (time, level, event and its fields), which log
    collectors (journald, Loki, CloudWatch...) read without a pattern."""

    def format(self, record: logging.LogRecord) -> str:
        entry = {"time": time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime(record.created))
                 + f".{int(record.msecs):03d}Z", "level": record.levelname.lower()}
        entry.update(getattr(record, "fields", None) or {"event": "message", "message": record.getMessage()})
        if record.exc_info:
            entry["error"] = self.formatException(record.exc_info)
        return json.dumps(entry, default=str)

_CLAIM = """
local owner = redis.call('GET', KEYS[1])
if owner and owner ~= ARGV[1] and redis.call('EXISTS', ARGV[6] .. owner) == 1 then return 'taken' end
redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', ARGV[3])
if not redis.call('ZSCORE', KEYS[2], ARGV[5]) and redis.call('ZCARD', KEYS[2]) >= tonumber(ARGV[4]) then
  return 'too-many'
end
redis.call('SET', KEYS[1], ARGV[1], 'EX', ARGV[2])
redis.call('ZADD', KEYS[2], tonumber(ARGV[3]) + tonumber(ARGV[2]), ARGV[5])
redis.call('EXPIRE', KEYS[2], ARGV[2])
return 'ok'
"""
_RELEASE = """
if redis.call('GET', KEYS[1]) == ARGV[1] then redis.call('DEL', KEYS[1]) end
redis.call('ZREM', KEYS[2], ARGV[2])
return 1
"""
_OWNER = """
local owner = redis.call('GET', KEYS[1])
if owner and redis.call('EXISTS', ARGV[1] .. owner) == 1 then return owner end
return false
"""


class ClusterDown(Exception):
    """Redis cannot be reached now: the node serves only what it holds itself."""


def _text(value: Any) -> str:
    return value.decode() if isinstance(value, bytes) else str(value)


class Cluster:
    """One node's link to Redis. `deliver(kind, pair, payload)` is called on the node's loop for
    every message other nodes send it; `on_down()` when the link to Redis breaks (the node closes
    what crosses nodes) and `on_up()` when it is back (the node registers its rooms again)."""

    def __init__(self, url: str, deliver: Callable[[bytes, str, bytes], None],
                 on_down: Callable[[], None], on_up: Callable[[], Any], node_id: str | None = None,
                 room_ttl: int = ROOM_TTL, alive_ttl: float = ALIVE_TTL):
        import redis.asyncio as redis  # only a node given --redis needs the library

        self.url = url
        self.node = node_id or secrets.token_hex(6)
        self.room_ttl = room_ttl
        self.alive_ms = max(300, round(alive_ttl * 1000))
        self.deliver, self.on_down, self.on_up = deliver, on_down, on_up
        # Commands share a bounded pool and wait their turn for a connection when a burst of
        # guests arrives at once (a plain pool refuses past its size, which looked like Redis down).
        self.redis = redis.Redis(connection_pool=redis.BlockingConnectionPool.from_url(
            url, max_connections=64, timeout=10, socket_connect_timeout=2, socket_timeout=5,
            health_check_interval=0))
        # The subscription waits for messages as long as it takes (a quiet node may hear nothing
        # for minutes): no read timeout there; a broken link still ends the read at once.
        self.listener = redis.Redis.from_url(url, socket_connect_timeout=2, socket_timeout=None,
                                             socket_keepalive=True, health_check_interval=0)
        self._errors = (redis.ConnectionError, redis.TimeoutError, OSError, asyncio.TimeoutError)
        self._redis_module = redis
        self.up = False
        self.published = 0
        self._outbox: asyncio.Queue[tuple[str, bytes, Callable[[], None] | None]] = asyncio.Queue()
        self._tasks: list[asyncio.Task] = []
        self._connected = asyncio.Event()
        self._kick = asyncio.Event()
        self._claim = self.redis.register_script(_CLAIM)
        self._release = self.redis.register_script(_RELEASE)
        self._owner = self.redis.register_script(_OWNER)

    # -- keys ----------------------------------------------------------------------------------
    @staticmethod
    def channel(node: str) -> str:
        return f"{PREFIX}to:{node}"

    @staticmethod
    def alive_key(node: str) -> str:
        return f"{PREFIX}node:{node}"

    # -- life ----------------------------------------------------------------------------------
    async def start(self, wait: float = 5.0) -> None:
        """Connect and subscribe; keeps trying in the background if Redis is not there yet (the
        node serves its own rooms meanwhile). Waits up to `wait` seconds for the first link."""
        self._tasks = [asyncio.create_task(self._listen(), name="cluster-listen"),
                       asyncio.create_task(self._publish(), name="cluster-publish")]
        try:
            await asyncio.wait_for(self._connected.wait(), wait)
        except asyncio.TimeoutError:
            note(logging.WARNING, "redis-down", redis=self._safe_url(), reason="unreachable at start")

    async def stop(self) -> None:
        for task in self._tasks:
            task.cancel()
        await asyncio.gather(*self._tasks, return_exceptions=True)
        if self.up:
            try:
                await asyncio.wait_for(self.redis.delete(self.alive_key(self.node)), 2)
            except Exception:  # shutting down: Redis will expire it anyway
                pass
        await self.redis.aclose()
        await self.redis.connection_pool.disconnect()
        await self.listener.aclose()

    def _safe_url(self) -> str:
        """The Redis URL without a password, for the logs."""
        scheme, _sep, rest = self.url.partition("://")
        return f"{scheme}://{rest.rpartition('@')[2]}"

    def _went_down(self, error: BaseException) -> None:
        self._kick.set()
        if self.up:
            self.up = False
            self._connected.clear()
            note(logging.WARNING, "redis-down", redis=self._safe_url(), reason=repr(error)[:200])
            self.on_down()

    async def _listen(self) -> None:
        """Subscribe to this node's channel and hand every message to `deliver`; on a broken link
        try again with backoff, heartbeat while connected."""
        tries = 0
        while True:
            pubsub = self.listener.pubsub(ignore_subscribe_messages=True)
            heartbeat: asyncio.Task | None = None
            self._kick.clear()
            try:
                if tries:  # connections kept from before the break may be dead: start afresh
                    await self.redis.connection_pool.disconnect()
                    await self.listener.connection_pool.disconnect()
                await pubsub.subscribe(self.channel(self.node))
                await self.redis.set(self.alive_key(self.node), 1, px=self.alive_ms)
                heartbeat = asyncio.create_task(self._heartbeat())
                tries = 0
                if not self.up:
                    self.up = True
                    self._connected.set()
                    note(logging.INFO, "redis-up", node=self.node, redis=self._safe_url())
                    await self.on_up()
                # Read until the link breaks, or a command that failed elsewhere says it broke.
                reading = asyncio.ensure_future(self._read(pubsub))
                kicked = asyncio.ensure_future(self._kick.wait())
                try:
                    await asyncio.wait({reading, kicked}, return_when=asyncio.FIRST_COMPLETED)
                finally:
                    for task in (reading, kicked):
                        task.cancel()
                    await asyncio.gather(reading, kicked, return_exceptions=True)
                if reading.done() and not reading.cancelled() and reading.exception() is not None:
                    raise reading.exception()
            except asyncio.CancelledError:
                raise
            except Exception as error:  # redis' own errors, or the loop of a broken connection
                self._went_down(error)
            finally:
                if heartbeat is not None:
                    heartbeat.cancel()
                try:
                    await pubsub.aclose()
                except Exception:
                    pass
            if tries or not self.up:
                await asyncio.sleep(RECONNECT_BACKOFF[min(tries, len(RECONNECT_BACKOFF) - 1)])
            tries += 1

    async def _read(self, pubsub: Any) -> None:
        while True:
            message = await pubsub.get_message(timeout=None)
            if message is None or message.get("type") != "message":
                continue
            data = message["data"]
            kind = data[:1]
            if kind in (b"F", b"C"):
                self.deliver(kind, data[1:1 + PAIR_LENGTH].decode("ascii", "replace"), data[1 + PAIR_LENGTH:])
            elif kind == b"J":
                self.deliver(kind, "", data[1:])

    async def _heartbeat(self) -> None:
        while True:
            await asyncio.sleep(self.alive_ms / 3000)
            try:  # on the listener's own connections: a burst of commands never delays it
                await asyncio.wait_for(self.listener.set(self.alive_key(self.node), 1, px=self.alive_ms), 5)
            except self._errors as error:
                self._went_down(error)
                return

    async def _publish(self) -> None:
        """One task sends every node-to-node message, in order, batched in pipelines: a pair's
        frames reach the other node in the order they came."""
        while True:
            batch = [await self._outbox.get()]
            while not self._outbox.empty() and len(batch) < MAX_BATCH:
                batch.append(self._outbox.get_nowait())
            if not self.up:  # lost: say so for each (a pair joined just now was not closed yet)
                for _channel, _data, undelivered in batch:
                    if undelivered is not None:
                        undelivered()
                continue
            try:
                async with self.redis.pipeline(transaction=False) as pipe:
                    for channel, data, _undelivered in batch:
                        pipe.publish(channel, data)
                    receivers = await asyncio.wait_for(pipe.execute(), 5)
                self.published += len(batch)
            except self._errors as error:
                # These frames may be lost: close their pairs (both ends reconnect and resync)
                # rather than let a table wait for a frame that never comes.
                note(logging.WARNING, "publish-failed", messages=len(batch), reason=repr(error)[:200])
                receivers = [0] * len(batch)
            for (_channel, _data, undelivered), count in zip(batch, receivers):
                if count == 0 and undelivered is not None:
                    undelivered()  # nobody listens there: that node died or is rejoining

    # -- what a node asks ------------------------------------------------------------------------
    def send_frame(self, node: str, pair: str, frame: str | bytes,
                   undelivered: Callable[[], None] | None = None) -> None:
        """Pass one frame of `pair` to its other end on `node` (never waits); `undelivered()` is
        called if no node listens there (it died, or has not rejoined since Redis restarted)."""
        if isinstance(frame, str):
            data = b"F" + pair.encode("ascii") + b"t" + frame.encode("utf-8")
        else:
            data = b"F" + pair.encode("ascii") + b"b" + bytes(frame)
        self._outbox.put_nowait((self.channel(node), data, undelivered))

    def send_close(self, node: str, pair: str, code: int, reason: str) -> None:
        data = b"C" + pair.encode("ascii") + json.dumps({"code": code, "reason": reason}).encode()
        self._outbox.put_nowait((self.channel(node), data, None))

    def send_word(self, node: str, word: dict, undelivered: Callable[[], None] | None = None) -> None:
        self._outbox.put_nowait((self.channel(node), b"J" + json.dumps(word).encode(), undelivered))

    async def _call(self, awaitable: Any) -> Any:
        if not self.up:
            if asyncio.iscoroutine(awaitable):
                awaitable.close()
            raise ClusterDown()
        try:
            return await asyncio.wait_for(awaitable, 5)
        except self._errors as error:
            # One slow or failed command (a burst, a busy Redis) refuses this request only; the
            # subscription and the heartbeat say when the link itself is down.
            note(logging.DEBUG, "redis-command-failed", reason=repr(error)[:200])
            raise ClusterDown() from error

    async def claim_room(self, room: str, address: str, per_address: int) -> str:
        """"ok", "taken" (a live node holds it) or "too-many" (the address's rooms in the cluster)."""
        result = await self._call(self._claim(
            keys=[f"{PREFIX}room:{room}", f"{PREFIX}address:{address}"],
            args=[self.node, self.room_ttl, time.time(), per_address, room, f"{PREFIX}node:"]))
        return _text(result)

    async def refresh_rooms(self, rooms: list[tuple[str, str]], per_address: int) -> None:
        """Keep this node's rooms alive in Redis (and set them again after Redis restarted)."""
        if not rooms:
            return
        now = time.time()
        async with self.redis.pipeline(transaction=False) as pipe:
            for room, address in rooms:
                await self._claim(keys=[f"{PREFIX}room:{room}", f"{PREFIX}address:{address}"],
                                  args=[self.node, self.room_ttl, now, per_address, room, f"{PREFIX}node:"],
                                  client=pipe)
            await self._call(pipe.execute())

    async def release_room(self, room: str, address: str) -> None:
        try:
            await self._call(self._release(keys=[f"{PREFIX}room:{room}", f"{PREFIX}address:{address}"],
                                           args=[self.node, room]))
        except ClusterDown:
            pass  # the key expires by itself

    async def room_node(self, room: str) -> str | None:
        """The live node holding room R's host, or None."""
        owner = await self._call(self._owner(keys=[f"{PREFIX}room:{room}"], args=[f"{PREFIX}node:"]))
        return _text(owner) if owner else None

    async def offer_pair(self, pair: str, room: str, seconds: float) -> None:
        await self._call(self.redis.set(f"{PREFIX}pair:{pair}", f"{self.node} {room}", ex=max(1, round(seconds))))

    async def take_pair(self, pair: str) -> tuple[str, str] | None:
        """(the guest's node, room) for a waiting guest, claimed once."""
        value = await self._call(self.redis.getdel(f"{PREFIX}pair:{pair}"))
        if not value:
            return None
        node, _sep, room = _text(value).partition(" ")
        return node, room

    async def alive(self, nodes: list[str]) -> dict[str, bool]:
        if not nodes:
            return {}
        found = await self._call(self.redis.mget([self.alive_key(node) for node in nodes]))
        return {node: value is not None for node, value in zip(nodes, found)}
