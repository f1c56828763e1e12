"""What a node keeps while it forwards: a room (its host's control connection and the guests on
their way or joined) and a bridge (this node's end of a pair whose other end is on another node).
"""
from __future__ import annotations

import asyncio
import time

from websockets.asyncio.server import ServerConnection


class Room:
    """A table open at this node: its host's control connection and who is joining it."""

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
