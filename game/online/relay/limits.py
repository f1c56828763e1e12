"""What one relay node allows, and the token bucket that holds a connection to its rate."""
from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Callable


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
