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

Run it with `frontier-tabletop-relay --help`. One process serves a club; for many tables on
several nodes see issue 33 (a Redis-backed cluster), which keeps this protocol.
"""
from __future__ import annotations

import argparse
import asyncio
import json
import logging
import re
import secrets
import signal
import ssl
import time
from dataclasses import dataclass, field
from typing import Any, Awaitable, Callable

from websockets.asyncio.client import connect
from websockets.asyncio.server import ServerConnection, serve
from websockets.exceptions import ConnectionClosed, InvalidHandshake
from websockets.http11 import Response

from game.i18n import N_, _

RELAY_PROTOCOL = 1
DEFAULT_PORT = 47200
log = logging.getLogger("frontier.relay")

_ROOM = re.compile(r"^[0-9a-f]{32}$")
_PAIR = re.compile(r"^[A-Za-z0-9_-]{22}$")
MAX_HELLO_BYTES = 512

# Close codes the relay uses, with the words a person reads (the relay itself logs the English).
NO_SUCH_ROOM, ROOM_TAKEN, TOO_MANY, TABLE_FULL, TOO_SLOW, HOST_LEFT, BAD_HELLO, OTHER_SIDE_LEFT, TOO_LARGE = (
    4404, 4409, 4429, 4430, 4408, 4410, 4400, 4001, 1009)
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
}


class RelayRefused(Exception):
    """The relay closed a connection with one of its codes; `reason` in the reader's language."""

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


@dataclass
class Room:
    room_id: str
    host: ServerConnection
    address: str
    waiting: dict[str, asyncio.Future] = field(default_factory=dict)
    guests: set[ServerConnection] = field(default_factory=set)


class Relay:
    """The rooms of one relay process and the handler websockets calls for each connection."""

    def __init__(self, limits: RelayLimits | None = None):
        self.limits = limits or RelayLimits()
        self.rooms: dict[str, Room] = {}
        self.forwarded_frames = 0

    # -- the first frame ---------------------------------------------------------------------------
    async def handle(self, connection: ServerConnection) -> None:
        address = connection.remote_address[0] if connection.remote_address else "?"
        try:
            hello = await asyncio.wait_for(connection.recv(), self.limits.hello_seconds)
        except (asyncio.TimeoutError, ConnectionClosed):
            await connection.close(TOO_SLOW, "no hello")
            return
        request = _read_hello(hello)
        if request is None:
            log.info("event=bad-hello address=%s", address)
            await connection.close(BAD_HELLO, "expected a relay hello")
            return
        role, room_id, pair = request
        if role == "host":
            await self._host(connection, room_id, address)
        elif role == "guest":
            await self._guest(connection, room_id, address)
        else:
            await self._pair(connection, room_id, pair)

    # -- a host's control connection ---------------------------------------------------------------
    async def _host(self, connection: ServerConnection, room_id: str, address: str) -> None:
        if room_id in self.rooms:
            await connection.close(ROOM_TAKEN, "room already open")
            return
        if len(self.rooms) >= self.limits.max_rooms:
            log.warning("event=refused-full rooms=%d", len(self.rooms))
            await connection.close(TOO_MANY, "relay full")
            return
        if sum(room.address == address for room in self.rooms.values()) >= self.limits.rooms_per_address:
            await connection.close(TOO_MANY, "too many rooms from one address")
            return
        room = self.rooms[room_id] = Room(room_id, connection, address)
        log.info("event=room-open room=%s address=%s rooms=%d", room_id[:8], address, len(self.rooms))
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
            log.info("event=room-closed room=%s rooms=%d", room_id[:8], len(self.rooms))

    # -- a guest, joined to a connection the host opens for it -------------------------------------
    async def _guest(self, connection: ServerConnection, room_id: str, address: str) -> None:
        room = self.rooms.get(room_id)
        if room is None:
            await connection.close(NO_SUCH_ROOM, "no such room")
            return
        if len(room.guests) >= self.limits.max_guests_per_room:  # joined and waiting alike
            await connection.close(TABLE_FULL, "room full")
            return
        pair = secrets.token_urlsafe(16)
        arrived: asyncio.Future = asyncio.get_running_loop().create_future()
        room.waiting[pair] = arrived
        room.guests.add(connection)
        try:
            await room.host.send(json.dumps({"type": "guest", "pair": pair}))
            joined = await asyncio.wait_for(arrived, self.limits.pair_seconds)
        except asyncio.TimeoutError:
            joined = TOO_SLOW
        except ConnectionClosed:  # the host's control connection is gone
            joined = None
        finally:
            room.waiting.pop(pair, None)
        if joined is None or joined == TOO_SLOW:
            room.guests.discard(connection)
            if joined is None:
                await connection.close(HOST_LEFT, "the host left")
            else:
                await connection.close(TOO_SLOW, "the host did not answer")
            return
        host_side, done = joined
        log.info("event=guest-joined room=%s address=%s guests=%d", room_id[:8], address, len(room.guests))
        try:
            await self._join(connection, host_side)
        finally:
            room.guests.discard(connection)
            done.set()

    async def _pair(self, connection: ServerConnection, room_id: str, pair: str) -> None:
        room = self.rooms.get(room_id)
        arrived = room.waiting.get(pair) if room else None
        if arrived is None or arrived.done():
            await connection.close(NO_SUCH_ROOM, "no guest waits under this pair")
            return
        done = asyncio.Event()
        arrived.set_result((connection, done))
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


def _health(connection: ServerConnection, request: Any) -> Response | None:
    """`GET /health` answers "ok" without a websocket, for a load balancer or a monitor."""
    if request.path == "/health":
        return connection.respond(200, "ok\n")
    return None


def serve_relay(relay: Relay, host: str, port: int, ssl_context: ssl.SSLContext | None):
    """The relay's websockets server (use as `async with`); port 0 lets the system choose."""
    return serve(relay.handle, host, port, ssl=ssl_context, max_size=relay.limits.host_message_bytes,
                 process_request=_health, ping_interval=20, ping_timeout=20, close_timeout=5)


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
            log.info("event=pair-failed reason=%r", failed)
            return
        try:
            await connection.send(_hello("pair", room_id, pair))
            await _expect(connection, "paired")
            await handler(connection)
        except (RelayRefused, ConnectionClosed):
            pass  # the guest left or the relay refused: the guest's side hears why
        except Exception:  # as websockets' own server does with a handler that fails: log, go on
            log.exception("event=guest-handler-failed")
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


# -- the command line ------------------------------------------------------------------------------
HELP = """\
Run a Frontier Tabletop relay: friends whose computers cannot reach each other directly (home
routers) meet here. The host's app opens a room; its guests join it; the relay passes their
messages along without reading them. It never learns the invite code, so it cannot join a table.

Guests and hosts connect with TLS and check the relay's certificate like a web browser does, so
give it a certificate for the name people will type (e.g. from Let's Encrypt) with --cert and
--key. Behind a proxy that already does TLS (nginx, Caddy), use --no-tls and listen on 127.0.0.1.

Players then set this relay in the app's settings (relay.example.org:PORT).
GET /health answers "ok" for a monitor.
"""


def build_parser() -> argparse.ArgumentParser:
    limits = RelayLimits()
    parser = argparse.ArgumentParser(prog="frontier-tabletop-relay", description=HELP,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--host", default="0.0.0.0",
                        help="address to listen on (default: 0.0.0.0, every network interface)")
    parser.add_argument("--port", type=int, default=DEFAULT_PORT, help=f"port to listen on (default: {DEFAULT_PORT})")
    parser.add_argument("--cert", help="TLS certificate chain file (PEM), for the name players type")
    parser.add_argument("--key", help="the certificate's private key file (PEM)")
    parser.add_argument("--no-tls", action="store_true",
                        help="listen without TLS, only behind a proxy that does TLS for it")
    parser.add_argument("--max-rooms", type=int, default=limits.max_rooms,
                        help=f"tables open at once (default: {limits.max_rooms})")
    parser.add_argument("--rooms-per-address", type=int, default=limits.rooms_per_address,
                        help=f"tables one address may open (default: {limits.rooms_per_address})")
    parser.add_argument("--max-guests", type=int, default=limits.max_guests_per_room,
                        help=f"guests per table (default: {limits.max_guests_per_room})")
    parser.add_argument("--rate", type=float, default=limits.messages_per_second,
                        help=f"messages a second a guest may send on average (default: {limits.messages_per_second:g})")
    parser.add_argument("--log-level", default="INFO", choices=["DEBUG", "INFO", "WARNING", "ERROR"],
                        help="how much to log to standard error (default: INFO)")
    return parser


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    options = parser.parse_args(argv)
    if options.no_tls and (options.cert or options.key):
        parser.error("--no-tls listens without a certificate: leave out --cert and --key")
    if not options.no_tls and not (options.cert and options.key):
        parser.error("give --cert and --key (or --no-tls behind a proxy that does TLS)")
    logging.basicConfig(level=options.log_level, format="%(asctime)s %(levelname)s %(message)s")
    context = None
    if not options.no_tls:
        context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
        context.minimum_version = ssl.TLSVersion.TLSv1_3
        try:
            context.load_cert_chain(options.cert, options.key)
        except (OSError, ssl.SSLError) as error:
            parser.error(f"cannot use the certificate: {error}")
    limits = RelayLimits(max_rooms=options.max_rooms, rooms_per_address=options.rooms_per_address,
                         max_guests_per_room=options.max_guests, messages_per_second=options.rate)
    try:
        asyncio.run(_run(Relay(limits), options.host, options.port, context))
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
    async with serve_relay(relay, host, port, context) as server:
        log.info("event=listening address=%s port=%d tls=%s", host, server.sockets[0].getsockname()[1],
                 "yes" if context else "no")
        try:
            await stop
        except asyncio.CancelledError:
            log.info("event=stopping rooms=%d", len(relay.rooms))


if __name__ == "__main__":
    raise SystemExit(main())
