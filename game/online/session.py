"""Hosting a table and joining one: the two calls the screens make, with everything secure wired.

`host_table(controller, relay=...)` opens a table to people at other computers: it makes the
invite (a fresh code, or the table's own when a saved table is hosted again, so its people
rejoin with the code they have), takes the host's certificate (made once, kept), and either
listens for guests directly (TLS with that certificate, every connection proving the invite in
`tls.invite_handshake` before a message is read) or opens the table's room at a relay
(`transport.RelayServer`, the same handshake end to end through it). What it returns is the
`OnlineHost` the table pumps every frame; its `invite`, `statuses()` and `give_to_ai` are what a
waiting room shows and offers.

`join_table(invite_text, name=..., language=...)` reads what a person pasted (strictly: a mangled
paste is refused with the reason before anything connects), connects directly (pinning the
host through the handshake, trusting no certificate authority) or through the relay the invite
names (whose certificate is checked the usual way), and returns a `Joining` the Join screen polls
once a frame: `open_seats()` once the host has said which seats are free (when joined with
`seat=None`), `choose(seat)` or `watch()` (no seat: see what everyone may see, when
`can_watch()`), then `poll()` gives the table's controller, or `refused` says why.

Neither call waits on the network: everything that waits runs on the network thread
(`transport.network`).
"""
from __future__ import annotations

import socket
import time
from pathlib import Path
from typing import Any

from game import i18n
from game.controllers.base import TableController
from game.names import clean_name
from game.online import invite as invites
from game.online import messages, tls
from game.online.host import OnlineHost
from game.online.kept import KEPT_SEATS_FILE, KeptSeat, forget_seat, keep_seat, kept_seats  # noqa: F401 (the API)
from game.online.relay import expect as relay_expect, hello as relay_hello
from game.online.remote import Joining as _Joining
from game.online.transport import Handshake, RelayServer, Server

DEFAULT_PORT = 0
"""A direct host listens on a port the system chooses unless told one (a forwarded port)."""


def reachable_address(bind: str) -> str:
    """The address guests on this network reach a host listening on `bind` at: the address
    this computer would send from (a UDP socket "connected" sends nothing), else loopback."""
    if bind not in ("0.0.0.0", "", "::"):
        return bind
    probe = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        probe.connect(("192.0.2.1", 9))  # TEST-NET-1: routed like the internet, never reached
        return probe.getsockname()[0]
    except OSError:
        return "127.0.0.1"
    finally:
        probe.close()


def host_table(controller: TableController, *, relay: str | None, port: int = DEFAULT_PORT,
               bind: str = "0.0.0.0", code: str | None = None, relay_ca: str | Path | None = None,
               certificate_folder: Path | None = None, announce_as: str | None = None) -> OnlineHost:
    """Open `controller`'s remote seats to people at other computers (see the module's words).
    `relay`: the relay's `host:port` to meet guests at (or several, the nodes of one cluster,
    separated by commas: the invite names them all, and the host moves to the next when its relay
    stops or dies), None to listen directly on `bind:port`.
    `code`: the invite code, None for a new one, or the saved table's own (`controller.online`,
    with its relay or port) when a saved online table is hosted again.
    `relay_ca`: a CA file to check the relay's certificate with instead of the system's (tests).
    `announce_as`: the host's name to announce the table on this network under, with a door
    people knock at (game.online.lan; the setting "Announce my tables on this network"), None
    not to announce it.
    OSError when the port cannot be opened; InviteError when `relay` is not an address."""
    kept = controller.online or {}
    code = invites.parse_code(code or kept.get("code") or invites.new_code())
    if relay is None and kept.get("relay"):
        relay = kept["relay"]  # the table is met where its people know to look
    relays = invites.parse_relays(relay or "")
    if relays:
        (host, relay_port), *more = relays
        invite = invites.make_invite(host, relay_port, code, relay=True, more_relays=tuple(more))
        server: Server = RelayServer(invite.urls, invite.room, tls.relay_client_context(relay_ca),
                                     tls.invite_handshake(invite.secret))
    else:
        certificate = tls.host_certificate(certificate_folder)
        context = tls.server_context(certificate)
        handshake = tls.invite_handshake(invites.code_secret(code), certificate.fingerprint)
        try:  # the port the saved invite names, so its text still reaches this table
            server = Server(bind, port or kept.get("port", 0), context, handshake)
        except OSError:
            if port or not kept.get("port"):
                raise
            server = Server(bind, 0, context, handshake)
        invite = invites.make_invite(reachable_address(bind), server.port, code)
    hosting = OnlineHost(controller, server, invite=invite)
    if announce_as is not None:
        from game.online.lan import LanTable
        try:
            hosting.lan = LanTable(controller.game_id, announce_as, lambda: invite.text,
                                   tls.host_certificate(certificate_folder))
        except OSError:
            hosting.lan = None  # no network to announce on: the invite still works
    return hosting


def _through_relay(room: str, handshake: Handshake) -> Handshake:
    """A guest's handshake through a relay: ask the relay for the table's room, then prove the
    invite end to end to the host behind it."""
    async def joined(websocket: Any, side: str) -> Any:
        await websocket.send(relay_hello("guest", room))
        await relay_expect(websocket, "paired")
        return await handshake(websocket, side)
    return joined


class Joining(_Joining):
    """A seat being taken at the table an invite names (see `join_table`). `invite` is the
    parsed invite (its `text` to keep for rejoining); `open_seats()` the seats the host offers,
    [(seat, name)], None until it has said; `choose(seat)` asks for one of them."""

    def __init__(self, invite: invites.Invite, name: str, language: str, seat: int | None,
                 relay_ca: str | Path | None = None, token: str = "", record: Any = None, pin: bytes | None = None):
        if invite.relay:
            ssl, handshake = tls.relay_client_context(relay_ca), _through_relay(invite.room, tls.invite_handshake(invite.secret))
        else:
            ssl, handshake = tls.direct_guest_context(), tls.invite_handshake(invite.secret)
            if pin is not None:  # met through a knock: only at the computer that let this person in
                from game.online.lan import pinned
                handshake = pinned(handshake, pin)
        self.invite = invite
        self.language = language
        self._looking = seat is None
        self._offered: list[tuple[int, str]] | None = None
        self._room_to_watch = False
        super().__init__(invite.urls, -1 if seat is None else seat, name, token, ssl, handshake, record)

    def open_seats(self) -> list[tuple[int, str]] | None:
        return self._offered

    def can_watch(self) -> bool:
        """Whether the host said there is room for one more watcher (False until it has said)."""
        return self._room_to_watch

    def poll(self) -> TableController | None:
        """As the core's, and once seated the way back is kept (`keep_seat`), so Continue on
        this computer rejoins the same seat with its token after the app closed (a watcher keeps
        nothing: it holds no seat to come back to, and may watch again with the invite)."""
        controller = super().poll()
        if controller is not None and not self.watching:
            controller.kept_seat = KeptSeat(self.invite.text, self.seat, self.token, controller.game_id, self.name,
                                            time.time(), host_name(self._welcome or {}))
            keep_seat(controller.kept_seat)
        return controller

    def choose(self, seat: int) -> None:
        """Sit in `seat` (one of `open_seats()`, or -1 for any)."""
        self.seat, self._looking, self._said_hello = seat, False, 0

    def watch(self) -> None:
        """Take no seat and watch the table."""
        self.watching, self._looking, self._said_hello = True, False, 0

    def _greet(self) -> None:
        if self._looking:
            self.link.send(messages.make("look", 1))
        else:
            super()._greet()

    def _other(self, message: dict) -> None:
        if message["type"] == "seats":
            self._offered = [(seat, str(name)) for seat, name in message["open"]
                             if isinstance(seat, int) and not isinstance(seat, bool)]
            self._room_to_watch = message["watch"]


def host_name(welcome: dict) -> str:
    """Whose table a guest sat at: the first person at the host's screen, as the host's welcome
    names the seats and their kinds ("" when nobody plays there)."""
    names, kinds = welcome.get("names", []), welcome.get("kinds", [])
    return next((clean_name(names[i]) for i, kind in enumerate(kinds) if kind == "human" and i < len(names)), "")


def rejoin(kept: KeptSeat, *, language: str | None = None, relay_ca: str | Path | None = None) -> Joining:
    """Sit again at a table this computer joined before (Continue): its seat, with its token."""
    return join_table(kept.invite, name=kept.name, language=language, seat=kept.seat, relay_ca=relay_ca,
                      token=kept.token)


def join_table(invite_text: str, *, name: str, language: str | None = None, seat: int | None = -1,
               default_relay: str | None = None, relay_ca: str | Path | None = None,
               token: str = "", record: Any = None, pin: bytes | None = None) -> Joining:
    """Start joining the table `invite_text` names (see the module's words): `seat` -1 takes any
    open seat, a number that seat, None only asks which are open (`open_seats`, then `choose`).
    `default_relay` (the settings' relay, `host:port`, or several separated by commas) lets a
    bare code join through it. `pin`: the certificate fingerprint a table announced on this
    network was let in at (game.online.lan): a direct host with another certificate is refused.
    InviteError with the reason, in the reader's language, for an invite that cannot be used."""
    invite = invites.parse_invite(invite_text, invites.parse_relays(default_relay or ""))
    return Joining(invite, name, language or i18n.language(), seat, relay_ca, token, record, pin)
