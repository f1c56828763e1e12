"""`frontier-tabletop-relay`: one relay node from the command line (flags, or FRONTIER_RELAY_*
variables), JSON-line logs on standard error, and a graceful stop on SIGTERM."""
from __future__ import annotations

import argparse
import asyncio
import logging
import os
import signal
import ssl
from typing import Any

from game.online.cluster import JsonLines, note
from game.online.relay.limits import RelayLimits
from game.online.relay.node import Relay, serve_relay
from game.online.relay.protocol import DEFAULT_PORT

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

