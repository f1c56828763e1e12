"""Tables announced on this network, and knocking at one: joining without being sent the code.

People in one house or one club room should not have to read a code aloud: a hosting app says
on the local network "a Bulletbucks table, hosted by Ana, two seats open", and the Join screen
of every other copy lists it within a few seconds. But "outsiders stay out" must still hold, and
anyone on a network hears what is announced on it. So the announcement says where to ask and
nothing that admits anyone, and the host decides who comes in:

- **The announcement** (`Announcement`, one UDP datagram every `EVERY` seconds, to a multicast
  group of this organisation's scope, TTL 1, so it never leaves the network) carries the game,
  the host's name, the seats open, the address and port of the table's door, the protocol version
  and the SHA-256 fingerprint of the host's certificate. NEVER the invite code or anything
  derived from it.
- **The knock.** Picking an announced table connects to its door over TLS and, before a byte is
  sent, checks that the certificate the connection saw has the announced fingerprint (a computer
  answering in the host's place is left without a word). The guest says its name ("Ben asks to
  join"); the host's waiting room, or its table while a seat is open, shows Let in / Refuse.
- **Let in** answers over that pinned connection with the table's invite, and only then: the
  guest joins with it as if the host had sent it (`session.join_table`, pinned again to the
  announced fingerprint), takes an open seat and is given its seat token in the welcome, and
  reconnects or continues later like any guest. Refuse, or no answer within `KNOCK_PATIENCE`,
  is said to the guest in its own language (the answer travels as a code).

Why knocking costs an outsider nothing to try but gets them nothing: the host sees every knock
with its name and decides; knocks are rate-limited per address (`KNOCKS_PER_MINUTE`) and in all
(`MAX_WAITING` wait at once), and one refused waits `REFUSED_WAIT` before knocking again, so
nobody can fill the host's screen with knocks. A heard announcement is believed only as far as
it goes: it must be small, strict JSON of exactly the known fields, of this version, for a known
game, and name the address it was sent from (one naming another computer would send knocks to
a stranger); anything else is dropped without a word, and at most `MAX_TABLES` are listed.

Where the datagrams go is one value, `NETWORK` (the group, the port, the listening address):
the real default is the local network; tests set it to 127.0.0.1 (unicast, also through the
environment variable `FRONTIER_TABLETOP_LAN` for an app started in a subprocess), so nothing
they do is heard outside the test.

Nothing here waits on the UI thread: the announcer, the listener and the door run on the
network thread (`transport.network`); the screens read `Listener.tables()`, `Door.knocks()`,
`Knocking.status`, and call `Door.let_in` / `Door.refuse`, each returning at once.
"""
from __future__ import annotations

import asyncio
import collections
import ipaddress
import json
import os
import secrets
import socket
import ssl as ssl_module
import struct
import threading
import time
from dataclasses import dataclass, field
from typing import Any, Callable

import websockets
from websockets.asyncio.client import connect
from websockets.asyncio.server import serve

from game import games
from game.i18n import N_, _
from game.names import clean_name
from game.online import tls
from game.online.transport import network

LAN_PROTOCOL = 1
"""The announcement's and the knock's version: another version's announcement is not listed."""
GROUP = "239.255.47.101"
"""The multicast group tables are announced to: organisation-local scope (RFC 2365), which
routers keep inside the site; with a TTL of 1 it does not even cross one."""
PORT = 47101
"""The UDP port announcements are sent to and heard on (the table's own port is 47100)."""
EVERY = 2.0
"""Seconds between two announcements of one table."""
STALE_AFTER = 6.0
"""Seconds after its last announcement a table is no longer listed (three missed in a row)."""
MAX_ANNOUNCEMENT = 1024
"""Bytes in one announcement: a real one is under 400; anything larger is not read."""
MAX_TABLES = 32
"""Tables listed at once: a flood of made-up tables cannot grow the list or the memory."""
DATAGRAMS_PER_READ = 64
"""Datagrams read in one go before the network thread turns to other work."""
KNOCK_PATIENCE = 60.0
"""Seconds a knock waits for the host's answer before the guest is told nobody answered."""
KNOCK_LIMIT = 1024
"""Bytes in a knock or its answer."""
KNOCKS_PER_MINUTE = 3
"""Knocks one address may make in a minute."""
MAX_WAITING = 4
"""Knocks waiting for the host's answer at once; more are told the host is busy."""
REFUSED_WAIT = 60.0
"""Seconds an address the host refused must wait before knocking again."""

ANNOUNCEMENT_FIELDS = {"frontier-tabletop": int, "table": str, "game": str, "host": str, "open": int,
                       "seats": int, "address": str, "port": int, "fingerprint": str}
"""An announcement's fields (all of them, no others) and their kinds."""

ANSWERS = {
    "let-in": N_("The host let you in."),
    "refused": N_("The host did not let you in."),
    "ignored": N_("The host did not answer. Ask them for the invite instead."),
    "busy": N_("The host has too many people knocking just now. Try again in a minute."),
    "too-many": N_("You knocked several times in a row: wait a minute before knocking again."),
    "full": N_("This table has no open seat left."),
    "gone": N_("This table is no longer open."),
    "not-that-host": N_("Another computer answered in this table's place, so nothing was sent to it."),
    "unreachable": N_("This table could not be reached. Ask the host for the invite instead."),
    "malformed": N_("This table speaks another version of Frontier Tabletop."),
}
"""What a knock's answer means, by code: the code travels, the guest words it in its language."""


def answer_words(code: str) -> str:
    """A knock's answer as the person knocking reads it, in their language."""
    return _(ANSWERS.get(code, ANSWERS["malformed"]))


@dataclass(frozen=True)
class Network:
    """Where tables are announced and heard: `target` a multicast group (the real default),
    a broadcast address, or one address for unicast (tests: 127.0.0.1); `port` the UDP port;
    `bind` the address the listener and a table's door listen on ("" and "0.0.0.0": every
    interface)."""

    target: str = GROUP
    port: int = PORT
    bind: str = ""

    @property
    def multicast(self) -> bool:
        return ipaddress.ip_address(self.target).is_multicast


ENVIRONMENT = "FRONTIER_TABLETOP_LAN"
"""`address:port` announcements go to and are heard on instead of the local network's group
(tests, and two copies of the app tried on one computer: `127.0.0.1:47101`)."""


def network_from_environment() -> Network:
    """The local network's group, or the address ENVIRONMENT names (an address that is none is
    ignored: the app still announces where it should)."""
    text = os.environ.get(ENVIRONMENT, "")
    address, _colon, port = text.rpartition(":")
    try:
        target = str(ipaddress.IPv4Address(address))
        number = int(port)
    except ValueError:
        return Network()
    if not 1 <= number <= 65535:
        return Network()
    return Network(target, number, "" if ipaddress.ip_address(target).is_multicast else target)


NETWORK: Network | None = None
"""Where this app announces and listens when set; None: as `network_from_environment` says
when a table is announced or a Join screen listens (so a test's environment is read then)."""


def current_network() -> Network:
    return NETWORK or network_from_environment()


# -- the announcement ------------------------------------------------------------------------------
@dataclass(frozen=True)
class Announcement:
    """One table as announced: `table` a random id (a table announced again is the same row),
    `address`/`port` its door, `fingerprint` the host certificate's SHA-256, as hex."""

    table: str
    game: str
    host: str
    open: int
    seats: int
    address: str
    port: int
    fingerprint: str

    def dump(self) -> bytes:
        fields = {"frontier-tabletop": LAN_PROTOCOL, "table": self.table, "game": self.game, "host": self.host,
                  "open": self.open, "seats": self.seats, "address": self.address, "port": self.port,
                  "fingerprint": self.fingerprint}
        return json.dumps(fields, separators=(",", ":"), ensure_ascii=False).encode("utf-8")

    @property
    def pin(self) -> bytes:
        """The fingerprint a knock's connection must see."""
        return bytes.fromhex(self.fingerprint)


def read_announcement(data: bytes, sender: str) -> Announcement | None:
    """The announcement in a datagram from `sender`, or None for anything that is not one of
    this version, exactly (see the module's words): nothing heard raises."""
    if not isinstance(data, (bytes, bytearray)) or len(data) > MAX_ANNOUNCEMENT:
        return None
    try:
        fields = json.loads(bytes(data).decode("utf-8"), parse_constant=_no_constant)
    except (ValueError, RecursionError):
        return None
    if not isinstance(fields, dict) or set(fields) != set(ANNOUNCEMENT_FIELDS):
        return None
    if any(type(fields[name]) is not kind for name, kind in ANNOUNCEMENT_FIELDS.items()):
        return None
    if fields["frontier-tabletop"] != LAN_PROTOCOL or fields["game"] not in games.GAME_IDS:
        return None
    table, fingerprint = fields["table"], fields["fingerprint"]
    if not (0 < len(table) <= 32 and table.isalnum() and table.isascii()):
        return None
    if len(fingerprint) != 64 or any(c not in "0123456789abcdef" for c in fingerprint):
        return None
    if not (1 <= fields["port"] <= 65535 and 0 <= fields["open"] <= fields["seats"] <= 16):
        return None
    if fields["address"] != sender:
        return None  # it would send knocks to another computer
    host = clean_name(fields["host"])
    if not host:
        return None
    return Announcement(table, fields["game"], host, fields["open"], fields["seats"], sender, fields["port"],
                        fingerprint)


def _no_constant(name: str) -> Any:
    raise ValueError(name)


def new_table_id() -> str:
    return secrets.token_hex(8)


# -- saying it ------------------------------------------------------------------------------------
class Announcer:
    """Sends `announcement` every EVERY seconds to `where` (by the interface of `source`, the
    address announced, so the datagram comes from the address it names) until closed; the UI thread sets
    `announcement` (None: say nothing for now, e.g. no seat is open) and it goes with the next
    datagram. A network that refuses the datagram (no route, no multicast) is tried again at the
    next beat; `problem` says why it failed last ("" while it goes out)."""

    def __init__(self, where: Network | None = None, source: str | None = None):
        self.where = where or current_network()
        self.announcement: Announcement | None = None
        self.problem = ""
        self.sent = 0
        self._socket = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
        self._socket.setblocking(False)
        if self.where.multicast:
            self._socket.setsockopt(socket.IPPROTO_IP, socket.IP_MULTICAST_TTL, 1)
            self._socket.setsockopt(socket.IPPROTO_IP, socket.IP_MULTICAST_LOOP, 1)
            if source and not ipaddress.ip_address(source).is_loopback:
                try:  # leave by the interface of the address announced: listeners check it is the sender's
                    self._socket.setsockopt(socket.IPPROTO_IP, socket.IP_MULTICAST_IF, socket.inet_aton(source))
                except OSError as failed:
                    self.problem = str(failed)[:200]
        elif self.where.target.endswith(".255"):
            self._socket.setsockopt(socket.SOL_SOCKET, socket.SO_BROADCAST, 1)
        self._loop = network()
        self._closed = False
        self._loop.call_soon_threadsafe(self._beat)

    def say_now(self) -> None:
        """Send the announcement at once (it changed: a seat was taken or opened)."""
        self._loop.call_soon_threadsafe(self._send)

    def _beat(self) -> None:
        if self._closed:
            return
        self._send()
        self._loop.call_later(EVERY, self._beat)

    def _send(self) -> None:
        announcement = self.announcement
        if announcement is None or self._closed:
            return
        try:
            self._socket.sendto(announcement.dump(), (self.where.target, self.where.port))
            self.sent += 1
            self.problem = ""
        except OSError as failed:
            self.problem = str(failed)[:200]

    def close(self) -> None:
        self._closed = True
        self._loop.call_soon_threadsafe(self._socket.close)


# -- hearing it -----------------------------------------------------------------------------------
@dataclass(frozen=True)
class HeardTable:
    """An announced table as the Join screen lists it, with when it was last heard."""

    announcement: Announcement
    heard: float


class Listener:
    """Hears announcements on `where` while open: `tables()` the ones heard within STALE_AFTER
    seconds, newest state of each. `problem` says, in the reader's language, why nothing can be
    heard (the port is taken by a program that does not share it, no network)."""

    def __init__(self, where: Network | None = None, clock: Callable[[], float] = time.monotonic):
        self.where = where or current_network()
        self.clock = clock
        self.problem = ""
        self.ignored = 0
        """Datagrams heard that were not an announcement (counted, for tests)."""
        self._heard: dict[str, HeardTable] = {}
        self._lock = threading.Lock()
        self._loop = network()
        self._socket: socket.socket | None = None
        try:
            self._socket = self._open()
        except OSError as failed:
            self.problem = _("Tables on this network cannot be heard here ({reason}).").format(reason=str(failed)[:120])
            return
        self._loop.call_soon_threadsafe(self._loop.add_reader, self._socket.fileno(), self._read)

    def _open(self) -> socket.socket:
        sock = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
        try:
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
            if hasattr(socket, "SO_REUSEPORT"):  # two copies of the app on one computer both hear
                sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEPORT, 1)
            sock.bind((self.where.bind, self.where.port))
            if self.where.multicast:
                membership = struct.pack("4s4s", socket.inet_aton(self.where.target), socket.inet_aton("0.0.0.0"))
                sock.setsockopt(socket.IPPROTO_IP, socket.IP_ADD_MEMBERSHIP, membership)
            sock.setblocking(False)
        except OSError:
            sock.close()
            raise
        return sock

    @property
    def port(self) -> int:
        return self._socket.getsockname()[1] if self._socket is not None else 0

    def _read(self) -> None:
        """On the network thread: what arrived, at most DATAGRAMS_PER_READ at a time."""
        sock = self._socket
        if sock is None:
            return
        for _datagram in range(DATAGRAMS_PER_READ):
            try:
                data, (sender, _port) = sock.recvfrom(MAX_ANNOUNCEMENT + 1)
            except OSError:  # nothing more now (BlockingIOError), or the socket is closing
                return
            announcement = read_announcement(data, sender)
            if announcement is None:
                self.ignored += 1
                continue
            self._keep(announcement)

    def _keep(self, announcement: Announcement) -> None:
        now = self.clock()
        with self._lock:
            if announcement.table not in self._heard and len(self._heard) >= MAX_TABLES:
                self._forget_stale(now)
                if len(self._heard) >= MAX_TABLES:
                    return
            self._heard[announcement.table] = HeardTable(announcement, now)

    def _forget_stale(self, now: float) -> None:
        for table, heard in list(self._heard.items()):
            if now - heard.heard > STALE_AFTER:
                del self._heard[table]

    def tables(self) -> list[Announcement]:
        """The tables heard lately, by host name then game; stale ones are forgotten."""
        with self._lock:
            self._forget_stale(self.clock())
            heard = [h.announcement for h in self._heard.values()]
        return sorted(heard, key=lambda a: (a.host.casefold(), a.game, a.table))

    def close(self) -> None:
        sock, self._socket = self._socket, None
        if sock is not None:
            def closed() -> None:
                self._loop.remove_reader(sock.fileno())
                sock.close()
            self._loop.call_soon_threadsafe(closed)


# -- the host's door ------------------------------------------------------------------------------
@dataclass(eq=False)
class Knock:
    """Someone asking to join: `name` as they gave it (cleaned), from `address`."""

    name: str
    address: str
    since: float
    answer: "asyncio.Future[str]" = field(repr=False)
    gone: bool = False
    """The person gave up (closed the connection) before the host answered."""


class Door:
    """Where knocks arrive at a host: a TLS websocket server with the host's certificate (the
    one announced), on `bind`:`port` (0: any free port). `invite` gives the invite text a person
    let in is handed. `knocks()` the ones waiting; `let_in(knock)` / `refuse(knock)` answer."""

    def __init__(self, certificate: tls.HostCertificate, invite: Callable[[], str], bind: str = "0.0.0.0",
                 port: int = 0, clock: Callable[[], float] = time.monotonic):
        self.certificate = certificate
        self.invite = invite
        self.clock = clock
        self.has_open_seat: Callable[[], bool] = lambda: True
        """Set by the host: a knock at a table with no open seat is told so at once."""
        self._waiting: list[Knock] = []
        self._lock = threading.Lock()
        self._knocked: dict[str, collections.deque[float]] = {}
        self._refused_at: dict[str, float] = {}
        self._loop = network()
        context = tls.server_context(certificate)
        started = asyncio.run_coroutine_threadsafe(self._start(bind, port, context), self._loop)
        self.port: int = started.result(timeout=10)  # binding a socket: no network wait

    async def _start(self, bind: str, port: int, context: ssl_module.SSLContext) -> int:
        self._server = await serve(self._knocked_at, bind or "0.0.0.0", port, ssl=context, max_size=KNOCK_LIMIT,
                                   ping_interval=5, ping_timeout=10)
        return self._server.sockets[0].getsockname()[1]

    # -- the UI thread's side ------------------------------------------------------------------------
    def knocks(self) -> list[Knock]:
        """The knocks waiting for the host's answer, oldest first."""
        with self._lock:
            self._waiting = [k for k in self._waiting if not k.gone and not k.answer.done()]
            return list(self._waiting)

    def let_in(self, knock: Knock) -> None:
        self._answer(knock, "let-in")

    def refuse(self, knock: Knock) -> None:
        with self._lock:
            self._refused_at[knock.address] = self.clock()
        self._answer(knock, "refused")

    def _answer(self, knock: Knock, answer: str) -> None:
        def settle() -> None:
            if not knock.answer.done():
                knock.answer.set_result(answer)
        with self._lock:
            if knock in self._waiting:
                self._waiting.remove(knock)
        self._loop.call_soon_threadsafe(settle)

    def close(self) -> None:
        for knock in self.knocks():
            self._answer(knock, "gone")
        self._loop.call_soon_threadsafe(self._server.close)

    # -- the network thread's side -------------------------------------------------------------------
    def _admissible(self, address: str) -> str:
        """"" when `address` may knock now, else the answer's code (see the module's words)."""
        now = self.clock()
        with self._lock:
            refused = self._refused_at.get(address)
            times = self._knocked.setdefault(address, collections.deque())
            while times and now - times[0] > 60.0:
                times.popleft()
            if len(times) >= KNOCKS_PER_MINUTE or (refused is not None and now - refused < REFUSED_WAIT):
                return "too-many"
            times.append(now)
            if len(self._knocked) > 256:  # forget addresses that have not knocked for a minute
                for other in [a for a, t in self._knocked.items() if not t or now - t[-1] > 60.0]:
                    del self._knocked[other]
            if sum(1 for k in self._waiting if not k.gone and not k.answer.done()) >= MAX_WAITING:
                return "busy"
        if not self.has_open_seat():
            return "full"
        return ""

    async def _knocked_at(self, websocket: Any) -> None:
        address = str(websocket.remote_address[0]) if websocket.remote_address else "?"
        try:
            message = json.loads(await asyncio.wait_for(websocket.recv(), tls.HANDSHAKE_SECONDS))
        except (asyncio.TimeoutError, ValueError, TypeError, websockets.ConnectionClosed, RecursionError):
            await websocket.close(1008, "not a knock")
            return
        if (not isinstance(message, dict) or message.get("type") != "knock" or message.get("v") != LAN_PROTOCOL
                or not isinstance(message.get("name"), str)):
            await _say(websocket, "malformed")
            return
        refusal = self._admissible(address)
        if refusal:
            await _say(websocket, refusal)
            return
        knock = Knock(clean_name(message["name"], _("Someone")), address, self.clock(),
                      self._loop.create_future())
        with self._lock:
            self._waiting.append(knock)
        closed = asyncio.ensure_future(websocket.wait_closed())
        try:
            done, _pending = await asyncio.wait({knock.answer, closed}, timeout=KNOCK_PATIENCE,
                                                return_when=asyncio.FIRST_COMPLETED)
            if knock.answer in done:
                answer = knock.answer.result()
                await _say(websocket, answer, invite=self.invite() if answer == "let-in" else "")
            elif closed in done:
                knock.gone = True
            else:
                knock.gone = True
                await _say(websocket, "ignored")
        finally:
            closed.cancel()
            knock.gone = knock.gone or not knock.answer.done()


async def _say(websocket: Any, answer: str, invite: str = "") -> None:
    try:
        await websocket.send(json.dumps({"type": "answer", "v": LAN_PROTOCOL, "answer": answer, "invite": invite}))
        await websocket.close()
    except websockets.ConnectionClosed:
        pass


# -- knocking ------------------------------------------------------------------------------------
class Knocking:
    """A knock at `table`'s door by `name`: `status` "knocking" until the host answers, then
    "let-in" (with `invite`, the text to join with) or one of ANSWERS' other codes, worded by
    `words()`. Never waits; `cancel()` gives up (the host's knock disappears)."""

    def __init__(self, table: Announcement, name: str, patience: float = KNOCK_PATIENCE + 15.0):
        self.table = table
        self.status = "knocking"
        self.invite = ""
        self._loop = network()
        self._task = asyncio.run_coroutine_threadsafe(self._knock(name, patience), self._loop)

    def words(self) -> str:
        return answer_words(self.status)

    def cancel(self) -> None:
        if self.status == "knocking":
            self.status = "gone"
        self._task.cancel()

    async def _knock(self, name: str, patience: float) -> None:
        table = self.table
        host = f"[{table.address}]" if ":" in table.address else table.address
        try:
            async with connect(f"wss://{host}:{table.port}/", ssl=tls.direct_guest_context(), max_size=KNOCK_LIMIT,
                               open_timeout=5, ping_interval=5, ping_timeout=10) as websocket:
                try:
                    seen = tls.peer_fingerprint(websocket)
                except tls.HandshakeRefused:
                    seen = b""
                if seen != table.pin:
                    self._settle("not-that-host")
                    return
                await websocket.send(json.dumps({"type": "knock", "v": LAN_PROTOCOL, "name": name}))
                answer = json.loads(await asyncio.wait_for(websocket.recv(), patience))
        except (OSError, asyncio.TimeoutError, websockets.WebSocketException):
            self._settle("unreachable")
            return
        except (ValueError, TypeError, RecursionError):
            self._settle("malformed")
            return
        if (not isinstance(answer, dict) or answer.get("type") != "answer" or answer.get("answer") not in ANSWERS
                or not isinstance(answer.get("invite"), str)):
            self._settle("malformed")
            return
        if answer["answer"] == "let-in":
            self.invite = answer["invite"]
        self._settle(answer["answer"])

    def _settle(self, status: str) -> None:
        if self.status == "knocking":
            self.status = status


def pinned(handshake: Callable[[Any, str], Any], fingerprint: bytes) -> Callable[[Any, str], Any]:
    """A guest's handshake that first checks the host's certificate is the announced one: a
    table joined through a knock is met only at the computer that let the person in."""
    async def checked(websocket: Any, side: str) -> Any:
        if tls.peer_fingerprint(websocket) != fingerprint:
            raise tls.HandshakeRefused("host-unproven")
        return await handshake(websocket, side)
    return checked


# -- a hosted table on this network -----------------------------------------------------------------
class LanTable:
    """A hosted table announced on this network with its door (see the module's words):
    `poll(hosting)` once a frame keeps the announcement true (the seats open, silent while none
    is), `knocks()`, `let_in`, `refuse` for the host's screens; `close()` when the table closes."""

    def __init__(self, game: str, host_name: str, invite: Callable[[], str],
                 certificate: tls.HostCertificate | None = None, where: Network | None = None,
                 address: str | None = None):
        from game.online.session import reachable_address
        self.where = where or current_network()
        self.certificate = certificate or tls.host_certificate()
        bind = self.where.bind or "0.0.0.0"
        self.door = Door(self.certificate, invite, bind)
        self.address = address or reachable_address(bind)
        self.game, self.host_name = game, clean_name(host_name, "?")
        self.table = new_table_id()
        self.announcer = Announcer(self.where, self.address)
        self._said: tuple = ()

    def poll(self, open_seats: int, seats: int) -> None:
        """Announce `open_seats` of `seats` (nothing while none is open); a change goes out at once."""
        self.door.has_open_seat = (lambda: open_seats > 0)
        if not open_seats:
            for knock in self.door.knocks():  # the last seat was just taken: nothing to let them into
                self.door._answer(knock, "full")
        said = (open_seats, seats)
        if said == self._said:
            return
        self._said = said
        self.announcer.announcement = None if not open_seats else Announcement(
            self.table, self.game, self.host_name, open_seats, seats, self.address, self.door.port,
            self.certificate.fingerprint.hex())
        self.announcer.say_now()

    def knocks(self) -> list[Knock]:
        return self.door.knocks()

    def let_in(self, knock: Knock) -> None:
        self.door.let_in(knock)

    def refuse(self, knock: Knock) -> None:
        self.door.refuse(knock)

    def close(self) -> None:
        self.announcer.close()
        self.door.close()
