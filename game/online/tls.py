"""Encryption and admission: nobody without the invite joins a table or reads it.

**Why a self-signed certificate, and why that is safe here.** A person hosting a table at home
has no domain and no certificate authority will vouch for `192.168.1.5`. So the host makes its
own certificate once (EC P-256, with `cryptography`) and keeps it in the user's data folder;
TLS 1.3 then encrypts everything. A certificate nobody vouches for would let a man in the middle
present his own, so the guest does not trust certificates at all on a direct connection: it
**pins** the host through the invite instead. Both sides know the invite's secret; the handshake
below makes each prove it, bound to the SHA-256 fingerprint of the certificate the guest's TLS
connection actually saw and to a fresh nonce from each side:

    guest -> host   secure-hello   {nonce_g}
    host  -> guest  secure-answer  {nonce_h, proof_h = HMAC(k, "host"  | fp | nonce_g | nonce_h)}
    guest -> host   secure-proof   {proof_g = HMAC(k, "guest" | fp | nonce_g | nonce_h)}
    host  -> guest  secure-welcome {}            (or secure-refused {reason})

k is derived from the invite's secret (game.online.invite), never the code itself. A man in the
middle with another certificate makes the guest see *his* fingerprint: he cannot answer for it
without k, and passing the real host's answer along fails, since that one is bound to the real
fingerprint. Someone without the code cannot make proof_g; the host refuses them with a reason
and, after a few failures, refuses to listen for a while (`AttemptLimiter`), so guessing is
hopeless even for a short code. The host proves itself first, so a guest never hands its proof
to an impostor; the nonces make every proof good for one connection only (no replay).

Through a relay both sides are TLS clients of the relay, whose certificate is verified the usual
way (a CA; a test may name its own CA file). The same handshake runs end to end through it,
bound to the relay certificate's fingerprint that both sides see, so the relay, which knows only
the room id, cannot sit down at the table either.

**Sealed end to end.** TLS to a relay ends at the relay, which could read what passes. So the
handshake also leaves both sides a `Session`: one AES-GCM key each way, derived from the same
secret, fingerprint and nonces, which the relay never has. The transport seals every frame after
the handshake (`Session.seal` -> a binary frame) and opens what arrives (`Session.open`); a frame
counter in each direction must go up by exactly one, so a frame replayed, dropped, reordered or
altered on the way is refused (`Tampered`) rather than believed. On a direct connection this is
a second lock on a locked door; it keeps one way through for both paths.

The handshake is given as pure functions over messages (dicts) so the transport can run it over
any connection, and as two small coroutines that run it over a websockets connection.
"""
from __future__ import annotations

import asyncio
import base64
import datetime
import hashlib
import hmac
import ipaddress
import json
import secrets
import ssl
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Awaitable, Callable

from websockets.exceptions import ConnectionClosed

from game import fileio
from game.i18n import N_, _
from game.online.invite import derive
from game.online.kept import online_dir  # noqa: F401 (where the certificate is kept too)

NONCE_BYTES = 32
HANDSHAKE_SECONDS = 15.0
"""How long either side waits for the other's next handshake message before giving up."""
CERTIFICATE_YEARS = 10
CERTIFICATE_FILE = "host-certificate.pem"
KEY_FILE = "host-key.pem"
MAX_PEM_BYTES = 64 * 1024
MAX_HANDSHAKE_MESSAGE = 1024

# -- the host's certificate ------------------------------------------------------------------------


@dataclass(frozen=True)
class HostCertificate:
    """The host's certificate and key files and the certificate's SHA-256 fingerprint;
    `notices` says, in the reader's language, if a damaged pair was set aside and made again."""

    certificate_path: Path
    key_path: Path
    fingerprint: bytes
    notices: tuple[str, ...] = ()


def fingerprint_of(der_certificate: bytes) -> bytes:
    """What the handshake binds to: SHA-256 of the certificate as sent in the TLS handshake."""
    return hashlib.sha256(der_certificate).digest()


def _make_certificate() -> tuple[bytes, bytes]:
    from cryptography import x509
    from cryptography.hazmat.primitives import hashes, serialization
    from cryptography.hazmat.primitives.asymmetric import ec
    from cryptography.x509.oid import NameOID

    key = ec.generate_private_key(ec.SECP256R1())
    name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "Frontier Tabletop host")])
    now = datetime.datetime.now(datetime.timezone.utc)
    certificate = (
        x509.CertificateBuilder()
        .subject_name(name).issuer_name(name)
        .public_key(key.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(now - datetime.timedelta(days=1))
        .not_valid_after(now + datetime.timedelta(days=365 * CERTIFICATE_YEARS))
        .add_extension(x509.SubjectAlternativeName([
            x509.DNSName("localhost"), x509.IPAddress(ipaddress.IPv4Address("127.0.0.1"))]), critical=False)
        .sign(key, hashes.SHA256())
    )
    key_pem = key.private_bytes(serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8,
                                serialization.NoEncryption())
    return certificate.public_bytes(serialization.Encoding.PEM), key_pem


def _check_pair(certificate_pem: bytes, key_pem: bytes) -> bytes:
    """The certificate's DER if the two files make a usable pair; ValueError with the reason."""
    from cryptography import x509
    from cryptography.hazmat.primitives import serialization

    certificate = x509.load_pem_x509_certificate(certificate_pem)
    key = serialization.load_pem_private_key(key_pem, password=None)
    public = serialization.PublicFormat.SubjectPublicKeyInfo
    if (key.public_key().public_bytes(serialization.Encoding.DER, public)
            != certificate.public_key().public_bytes(serialization.Encoding.DER, public)):
        raise ValueError("the key is not the certificate's")
    if certificate.not_valid_after_utc <= datetime.datetime.now(datetime.timezone.utc) + datetime.timedelta(days=1):
        raise ValueError("the certificate has expired")
    return certificate.public_bytes(serialization.Encoding.DER)


def host_certificate(folder: Path | None = None) -> HostCertificate:
    """The host's certificate, made the first time and kept: a guest who pinned it in a handshake
    meets the same host next time. A damaged or expired pair is set aside (kept as `.bad` for a
    person to look at) and made again, and the notice says so."""
    folder = folder or online_dir()
    certificate_path, key_path = folder / CERTIFICATE_FILE, folder / KEY_FILE
    notices: list[str] = []
    if certificate_path.exists() or key_path.exists():
        try:
            certificate_pem = fileio.read_regular(certificate_path, MAX_PEM_BYTES)
            key_pem = fileio.read_regular(key_path, MAX_PEM_BYTES)
            der = _check_pair(certificate_pem, key_pem)
            return HostCertificate(certificate_path, key_path, fingerprint_of(der))
        except (OSError, ValueError, TypeError) as damage:
            for path in (certificate_path, key_path):
                if path.exists():
                    kept = fileio.set_aside(path)
                    if kept:
                        notices.append(_("The table's certificate {name} could not be used ({reason}); "
                                         "it was kept as {kept} and a new one was made.").format(
                            name=path.name, reason=str(damage)[:120], kept=kept))
                    else:
                        notices.append(_("The table's certificate {name} could not be used ({reason}); "
                                         "a new one was made.").format(name=path.name, reason=str(damage)[:120]))
    certificate_pem, key_pem = _make_certificate()
    fileio.atomic_write_bytes(key_path, key_pem)  # mkstemp makes it readable by its owner only
    fileio.atomic_write_bytes(certificate_path, certificate_pem)
    der = _check_pair(certificate_pem, key_pem)
    return HostCertificate(certificate_path, key_path, fingerprint_of(der), tuple(notices))


# -- TLS contexts ----------------------------------------------------------------------------------
def server_context(certificate: HostCertificate) -> ssl.SSLContext:
    """A direct host's listening side: TLS 1.3 only, its own certificate."""
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.minimum_version = ssl.TLSVersion.TLSv1_3
    context.load_cert_chain(certificate.certificate_path, certificate.key_path)
    return context


def direct_guest_context() -> ssl.SSLContext:
    """A guest's side toward a direct host: TLS 1.3 only and no CA trust, because the handshake
    pins the host's certificate by the invite (see the module's docstring). Never use it without
    running `guest_handshake` before anything else is sent."""
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_CLIENT)
    context.minimum_version = ssl.TLSVersion.TLSv1_3
    context.check_hostname = False
    context.verify_mode = ssl.CERT_NONE
    return context


def relay_client_context(ca_file: str | Path | None = None) -> ssl.SSLContext:
    """Host's or guest's side toward a relay: ordinary verification of the relay's certificate
    and name (the system's CAs, or `ca_file` alone, as a test's own CA)."""
    context = ssl.create_default_context(cafile=str(ca_file) if ca_file else None)
    context.minimum_version = ssl.TLSVersion.TLSv1_3
    return context


def peer_fingerprint(connection: Any) -> bytes:
    """The fingerprint of the certificate the other end of a websockets connection presented;
    HandshakeRefused when the connection is not TLS (plain ws is never accepted)."""
    ssl_object = connection.transport.get_extra_info("ssl_object") if connection.transport else None
    der = ssl_object.getpeercert(binary_form=True) if ssl_object is not None else None
    if not der:
        raise HandshakeRefused("not-encrypted")
    return fingerprint_of(der)


# -- the handshake ---------------------------------------------------------------------------------
REASONS = {
    "wrong-code": N_("The host refused the code: check the invite and try again."),
    "host-unproven": N_("This host could not prove it knows the code: the invite is wrong, or "
                        "someone is between you and the host. Nothing was sent."),
    "too-many-attempts": N_("The host refuses new attempts for a while after several wrong codes. "
                            "Wait a minute, check the invite and try again."),
    "malformed": N_("The other computer does not speak this version of Frontier Tabletop's handshake."),
    "not-encrypted": N_("The connection is not encrypted, so nothing is sent over it."),
    "timeout": N_("The other computer stopped answering during the handshake."),
    "closed": N_("The connection closed during the handshake."),
}
"""Why a handshake failed, by code: the code travels, each side words it in its own language."""


class HandshakeRefused(Exception):
    """A handshake that did not prove both sides know the invite; `code` is a key of REASONS,
    `reason` its words in the reader's language."""

    def __init__(self, code: str):
        super().__init__(code)
        self.code = code if code in REASONS else "malformed"

    @property
    def reason(self) -> str:
        return _(REASONS[self.code])


def new_nonce() -> bytes:
    return secrets.token_bytes(NONCE_BYTES)


def _b64(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).decode("ascii")


def _unb64(message: object, field_name: str, length: int) -> bytes:
    if not isinstance(message, dict):
        raise HandshakeRefused("malformed")
    text = message.get(field_name)
    if not isinstance(text, str) or len(text) > 2 * length + 8:
        raise HandshakeRefused("malformed")
    try:
        data = base64.urlsafe_b64decode(text.encode("ascii"))
    except (ValueError, UnicodeEncodeError):
        raise HandshakeRefused("malformed") from None
    if len(data) != length:
        raise HandshakeRefused("malformed")
    return data


def _expect(message: object, kind: str) -> None:
    if not isinstance(message, dict):
        raise HandshakeRefused("malformed")
    if message.get("type") == "secure-refused":
        reason = message.get("reason")
        raise HandshakeRefused(reason if isinstance(reason, str) else "malformed")
    if message.get("type") != kind:
        raise HandshakeRefused("malformed")


def _proof(secret: bytes, role: bytes, fingerprint: bytes, guest_nonce: bytes, host_nonce: bytes) -> bytes:
    key = derive(secret, "handshake")
    return hmac.new(key, role + b"\x00" + fingerprint + guest_nonce + host_nonce, hashlib.sha256).digest()


def guest_hello(nonce: bytes) -> dict:
    """The guest's first message: its fresh nonce (nothing derived from the secret yet)."""
    return {"type": "secure-hello", "nonce": _b64(nonce)}


def host_answer(secret: bytes, fingerprint: bytes, hello: object, host_nonce: bytes) -> tuple[dict, bytes]:
    """The host's answer to a hello: its nonce and its proof over its certificate's fingerprint.
    Returns (message, the guest's nonce) for `host_check`."""
    _expect(hello, "secure-hello")
    guest_nonce = _unb64(hello, "nonce", NONCE_BYTES)
    proof = _proof(secret, b"host", fingerprint, guest_nonce, host_nonce)
    return {"type": "secure-answer", "nonce": _b64(host_nonce), "proof": _b64(proof)}, guest_nonce


def guest_check(secret: bytes, fingerprint_seen: bytes, guest_nonce: bytes, answer: object) -> tuple[dict, "Session"]:
    """The guest checks the host's proof against the fingerprint ITS connection saw, and only
    then answers with its own proof: (the proof to send, the guest's Session once welcomed).
    HandshakeRefused("host-unproven") for an impostor."""
    _expect(answer, "secure-answer")
    host_nonce = _unb64(answer, "nonce", NONCE_BYTES)
    given = _unb64(answer, "proof", 32)
    expected = _proof(secret, b"host", fingerprint_seen, guest_nonce, host_nonce)
    if not hmac.compare_digest(expected, given):
        raise HandshakeRefused("host-unproven")
    proof = _proof(secret, b"guest", fingerprint_seen, guest_nonce, host_nonce)
    return ({"type": "secure-proof", "proof": _b64(proof)},
            Session.derived(secret, fingerprint_seen, guest_nonce, host_nonce, host=False))


def host_check(secret: bytes, fingerprint: bytes, guest_nonce: bytes, host_nonce: bytes,
               proof: object) -> tuple[dict, "Session"]:
    """The host checks the guest's proof: (the welcome to send, the host's Session with this
    guest), or HandshakeRefused("wrong-code") (send `refusal(error)` then close)."""
    _expect(proof, "secure-proof")
    given = _unb64(proof, "proof", 32)
    expected = _proof(secret, b"guest", fingerprint, guest_nonce, host_nonce)
    if not hmac.compare_digest(expected, given):
        raise HandshakeRefused("wrong-code")
    return {"type": "secure-welcome"}, Session.derived(secret, fingerprint, guest_nonce, host_nonce, host=True)


def guest_welcomed(message: object) -> None:
    """The guest's last step: the host's welcome, or its refusal raised as HandshakeRefused."""
    _expect(message, "secure-welcome")


def refusal(error: HandshakeRefused) -> dict:
    return {"type": "secure-refused", "reason": error.code}


# -- the sealed session -----------------------------------------------------------------------------
class Tampered(Exception):
    """A sealed frame that was altered, replayed, reordered or lost a predecessor on the way:
    the connection cannot be trusted any more (close it; the guest reconnects and resyncs)."""


class Session:
    """One AES-GCM key each way between one host and one guest, from a finished handshake.
    Frames carry their counter; each direction's counter must go up by exactly one."""

    COUNTER_BYTES = 8
    OVERHEAD = COUNTER_BYTES + 16

    def __init__(self, send_key: bytes, receive_key: bytes):
        from cryptography.hazmat.primitives.ciphers.aead import AESGCM
        self._send, self._receive = AESGCM(send_key), AESGCM(receive_key)
        self.sent = self.received = 0

    @classmethod
    def derived(cls, secret: bytes, fingerprint: bytes, guest_nonce: bytes, host_nonce: bytes, host: bool) -> "Session":
        base = hmac.new(derive(secret, "session"), fingerprint + guest_nonce + host_nonce, hashlib.sha256).digest()
        to_guest = hmac.new(base, b"host to guest", hashlib.sha256).digest()
        to_host = hmac.new(base, b"guest to host", hashlib.sha256).digest()
        return cls(to_guest, to_host) if host else cls(to_host, to_guest)

    def seal(self, text: str) -> bytes:
        """`text` (a message as JSON) sealed as one binary frame."""
        counter = self.sent.to_bytes(self.COUNTER_BYTES, "big")
        self.sent += 1
        return counter + self._send.encrypt(bytes(4) + counter, text.encode("utf-8"), None)

    def open(self, frame: object) -> str:
        """The text sealed in `frame`; Tampered for anything but the next frame, intact."""
        from cryptography.exceptions import InvalidTag
        if not isinstance(frame, (bytes, bytearray)) or len(frame) < self.OVERHEAD:
            raise Tampered("not a sealed frame")
        counter = bytes(frame[:self.COUNTER_BYTES])
        if int.from_bytes(counter, "big") != self.received:
            raise Tampered("a frame out of its place (replayed, reordered or one lost)")
        try:
            plain = self._receive.decrypt(bytes(4) + counter, bytes(frame[self.COUNTER_BYTES:]), None)
            text = plain.decode("utf-8")
        except (InvalidTag, UnicodeDecodeError):
            raise Tampered("a frame altered on the way") from None
        self.received += 1
        return text


class SealedConnection:
    """A websockets connection whose frames are sealed with a Session: `send(text)`, `recv()`,
    `async for text in it`, `close()`, everything else passed through. A frame that does not
    open (tampered, replayed, reordered) closes the connection (1008) and ends the iteration
    as a closed connection would: the guest reconnects and the host's resync is the truth."""

    def __init__(self, connection: Any, session: Session):
        self.connection, self.session = connection, session

    async def send(self, text: str) -> None:
        await self.connection.send(self.session.seal(text))

    async def recv(self) -> str:
        frame = await self.connection.recv()
        try:
            return self.session.open(frame)
        except Tampered as tampered:
            await self.connection.close(1008, "tampered frame")
            raise ConnectionClosed(None, None) from tampered

    def __aiter__(self) -> "SealedConnection":
        return self

    async def __anext__(self) -> str:
        try:
            return await self.recv()
        except ConnectionClosed:
            raise StopAsyncIteration from None

    def __getattr__(self, name: str) -> Any:  # close, wait_closed, remote_address, transport...
        return getattr(self.connection, name)


# -- refusing guessers -----------------------------------------------------------------------------
@dataclass
class AttemptLimiter:
    """Counts failed handshakes per address and in all: after `per_address` failures within
    `window` seconds an address is refused without a hearing, and after `in_all` failures (many
    addresses, or everyone through one relay) every newcomer is, until the window passes. A person
    who mistyped waits a minute; a guesser gets a handful of tries a minute at 2^95 codes."""

    per_address: int = 5
    in_all: int = 30
    window: float = 60.0
    clock: Callable[[], float] = time.monotonic
    _failures: dict[str, list[float]] = field(default_factory=dict)

    def _recent(self, key: str) -> list[float]:
        now = self.clock()
        kept = [t for t in self._failures.get(key, []) if now - t < self.window]
        if kept:
            self._failures[key] = kept
        else:
            self._failures.pop(key, None)
        return kept

    def allowed(self, address: str) -> bool:
        if len(self._failures) > 10_000:  # forget addresses whose window has passed
            for key in list(self._failures):
                self._recent(key)
        return len(self._recent(address)) < self.per_address and len(self._recent("*")) < self.in_all

    def failed(self, address: str) -> None:
        now = self.clock()
        self._failures.setdefault(address, []).append(now)
        self._failures.setdefault("*", []).append(now)


# -- over a websockets connection ------------------------------------------------------------------
def _closed(closed: ConnectionClosed) -> HandshakeRefused:
    """A connection closed mid-handshake: the host's refusal, if it closed with one (it closes
    with code 1008 and the reason's code), else "closed"."""
    frame = closed.rcvd
    if frame is not None and frame.code == 1008 and frame.reason in REASONS:
        return HandshakeRefused(frame.reason)
    return HandshakeRefused("closed")


async def _receive(connection: Any) -> object:
    try:
        text = await asyncio.wait_for(connection.recv(), HANDSHAKE_SECONDS)
    except asyncio.TimeoutError:
        raise HandshakeRefused("timeout") from None
    except ConnectionClosed as closed:
        raise _closed(closed) from None
    if not isinstance(text, str) or len(text) > MAX_HANDSHAKE_MESSAGE:
        raise HandshakeRefused("malformed")
    try:
        return json.loads(text)
    except ValueError:
        raise HandshakeRefused("malformed") from None


async def _send(connection: Any, message: dict) -> None:
    try:
        await connection.send(json.dumps(message))
    except ConnectionClosed as closed:
        raise _closed(closed) from None


async def host_handshake(connection: Any, secret: bytes, fingerprint: bytes, limiter: AttemptLimiter,
                         address: str) -> Session:
    """Run the host's side on a fresh connection before anything else: returns the Session that
    seals every later frame when the guest proved it knows the invite; otherwise sends the refusal, closes the connection (code 1008,
    the reason's code) and raises HandshakeRefused. `fingerprint` is the host's own certificate's
    (direct) or the relay's as this connection saw it (`peer_fingerprint`)."""
    try:
        if not limiter.allowed(address):
            raise HandshakeRefused("too-many-attempts")
        try:
            host_nonce = new_nonce()
            answer, guest_nonce = host_answer(secret, fingerprint, await _receive(connection), host_nonce)
            await _send(connection, answer)
            welcome, session = host_check(secret, fingerprint, guest_nonce, host_nonce, await _receive(connection))
        except HandshakeRefused as refused:
            if refused.code in ("wrong-code", "malformed"):
                limiter.failed(address)
            raise
        await _send(connection, welcome)
        return session
    except HandshakeRefused as refused:
        try:
            await connection.send(json.dumps(refusal(refused)))
            await connection.close(1008, refused.code)
        except Exception:  # the guest may already be gone; the refusal stands either way
            pass
        raise


async def guest_handshake(connection: Any, secret: bytes, fingerprint: bytes | None = None) -> Session:
    """Run the guest's side on a fresh connection before anything else: returns the Session that
    seals every later frame when the host proved it knows the invite and welcomed this guest; raises HandshakeRefused (with the reason)
    and closes the connection otherwise. `fingerprint` defaults to the certificate this
    connection saw (a plain ws connection is refused before a byte of the secret is used)."""
    try:
        seen = fingerprint if fingerprint is not None else peer_fingerprint(connection)
        nonce = new_nonce()
        await _send(connection, guest_hello(nonce))
        proof, session = guest_check(secret, seen, nonce, await _receive(connection))
        await _send(connection, proof)
        guest_welcomed(await _receive(connection))
        return session
    except HandshakeRefused:
        try:
            await connection.close(1008, "handshake refused")
        except Exception:
            pass
        raise


def invite_handshake(secret: bytes, own_fingerprint: bytes | None = None,
                     limiter: AttemptLimiter | None = None) -> Callable[[Any, str], Awaitable[SealedConnection]]:
    """The transport's `handshake(websocket, side)` for a table's invite: runs the host's or the
    guest's side on a fresh connection and returns it sealed (use the returned connection from
    then on), or raises HandshakeRefused after closing it. `own_fingerprint`: a direct host's own
    certificate's; None on a connection through a relay (the relay's, as this side sees it)."""
    limiter = limiter if limiter is not None else AttemptLimiter()

    async def handshake(connection: Any, side: str) -> SealedConnection:
        if side == "host":
            fingerprint = own_fingerprint if own_fingerprint is not None else peer_fingerprint(connection)
            address = connection.remote_address[0] if connection.remote_address else "?"
            session = await host_handshake(connection, secret, fingerprint, limiter, str(address))
        else:
            session = await guest_handshake(connection, secret)
        return SealedConnection(connection, session)

    return handshake
