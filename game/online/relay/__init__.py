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

The package, one concern a module: `protocol` (the hello and the close codes, shared by both
sides), `limits` (what a node allows), `rooms` (a room, a bridge across nodes), `node` (the
`Relay` a node runs and `serve_relay`), `across_nodes` (its part in a cluster), `client` (what
hosts' and guests' transports call), `command` (the command line). The names below are the
package's face; import them from here.
"""
from game.online.relay.client import expect, join_room, join_room_any, serve_through_relay, serve_through_relays
from game.online.relay.command import build_parser, main
from game.online.relay.limits import RelayLimits, TokenBucket
from game.online.relay.node import Relay, serve_relay
from game.online.relay.protocol import (BAD_HELLO, CLOSE_REASONS, DEFAULT_PORT, HOST_LEFT, MOVE, NO_SUCH_ROOM,
                                        OTHER_SIDE_LEFT, RECONNECT_CODES, RELAY_PROTOCOL, ROOM_IDLE, ROOM_TAKEN,
                                        TABLE_FULL, TOO_LARGE, TOO_MANY, TOO_SLOW, TRY_AGAIN, RelayRefused, hello,
                                        read_hello)
from game.online.relay.rooms import Bridge, Room

__all__ = [
    "BAD_HELLO", "CLOSE_REASONS", "DEFAULT_PORT", "HOST_LEFT", "MOVE", "NO_SUCH_ROOM", "OTHER_SIDE_LEFT",
    "RECONNECT_CODES", "RELAY_PROTOCOL", "ROOM_IDLE", "ROOM_TAKEN", "TABLE_FULL", "TOO_LARGE", "TOO_MANY",
    "TOO_SLOW", "TRY_AGAIN", "Bridge", "RelayLimits", "Relay", "RelayRefused", "Room", "TokenBucket",
    "build_parser", "expect", "hello", "join_room", "join_room_any", "main", "read_hello", "serve_relay",
    "serve_through_relay", "serve_through_relays",
]
