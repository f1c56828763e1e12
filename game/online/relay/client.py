"""The client side of a relay: what the host's and the guests' transports call.

A guest joins a room (`join_room`) and gets a connection on which the table's handshake runs as
on a direct one; a host opens a room (`serve_through_relay`) and answers each guest the relay
announces with a connection of its own. Over the several relays an invite names, a guest tries
them in turn (`join_room_any`) and a host moves to the next when its relay stops or dies
(`serve_through_relays`).
"""
from __future__ import annotations

import asyncio
import json
import logging
import ssl
from typing import Any, Awaitable, Callable

from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake

from game.online.cluster import log, note
from game.online.relay.limits import RelayLimits
from game.online.relay.protocol import (BAD_HELLO, NO_SUCH_ROOM, OTHER_SIDE_LEFT, PAIR_PATTERN, RECONNECT_CODES,
                                        TOO_SLOW, RelayRefused, hello)


async def expect(connection: Any, kind: str) -> dict:
    """The relay's answer of `kind` ("room-open", "paired") on `connection`; RelayRefused with
    the relay's close code if it closes instead, or says anything else, or nothing in time."""
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
        await connection.send(hello("guest", room_id))
        await expect(connection, "paired")
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
            await connection.send(hello("pair", room_id, pair))
            await expect(connection, "paired")
            await handler(connection)
        except (RelayRefused, ConnectionClosed):
            pass  # the guest left or the relay refused: the guest's side hears why
        except Exception:  # as websockets' own server does with a handler that fails: log, go on
            log.exception("guest handler failed", extra={"fields": {"event": "guest-handler-failed"}})
        finally:
            await connection.close()

    try:
        await control.send(hello("host", room_id))
        await expect(control, "room-open")
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
            if isinstance(pair, str) and PAIR_PATTERN.match(pair):
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

