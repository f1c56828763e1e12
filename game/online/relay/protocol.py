"""The relay's own words on the wire, which a node and its clients share: the hello every
connection opens with, and the close codes a node ends a connection with, each with the sentence
a person reads (`CLOSE_REASONS`) and whether a client should simply try again (`RECONNECT_CODES`).
"""
from __future__ import annotations

import json
import re

from game.i18n import N_, _

RELAY_PROTOCOL = 1
DEFAULT_PORT = 47200

ROOM_PATTERN = re.compile(r"^[0-9a-f]{32}$")
"""A room id: game.online.invite.room_id, an HMAC of the invite's secret, in hex."""
PAIR_PATTERN = re.compile(r"^[A-Za-z0-9_-]{22}$")
"""A pair id: `secrets.token_urlsafe(16)`, drawn by the node for one guest's connection."""
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


def hello(role: str, room_id: str, pair: str = "") -> str:
    """The first frame of a connection to a relay: who it is ("host" for a room's control
    connection, "guest", or "pair" for the host's connection answering one guest) and for what."""
    frame = {"relay": RELAY_PROTOCOL, "role": role, "room": room_id}
    if pair:
        frame["pair"] = pair
    return json.dumps(frame)


def read_hello(frame: object) -> tuple[str, str, str] | None:
    """(role, room id, pair) from a connection's first frame, or None for anything else (too
    long, not JSON, another relay protocol, a role or an id of the wrong shape)."""
    if not isinstance(frame, str) or len(frame) > MAX_HELLO_BYTES:
        return None
    try:
        message = json.loads(frame)
    except ValueError:
        return None
    if not isinstance(message, dict) or message.get("relay") != RELAY_PROTOCOL:
        return None
    role, room_id, pair = message.get("role"), message.get("room"), message.get("pair", "")
    if role not in ("host", "guest", "pair") or not isinstance(room_id, str) or not ROOM_PATTERN.match(room_id):
        return None
    if role == "pair" and not (isinstance(pair, str) and PAIR_PATTERN.match(pair)):
        return None
    return role, room_id, pair if isinstance(pair, str) else ""
