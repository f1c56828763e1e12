"""Invites: the one secret a host gives its friends, and where to find the table.

A person hosting a table reads a code aloud or pastes it into a chat; whoever has it may sit
down, and nobody else. So the code is the whole of the table's security, and it is made for
people and for attackers at once:

- **Unguessable.** 19 random Crockford base32 characters from `secrets` (95 bits): nobody tries
  them all, and the host refuses a wrong code after a few attempts anyway (game.online.tls).
- **Readable aloud.** Crockford's alphabet has no I, L, O or U, so nothing looks like something
  else; the code is shown in groups of four (`K7QM-4XHT-9PWA-2RCE-8FJ5`). What a person types is
  read forgivingly: lower case, O for 0, I or L for 1, spaces and dashes anywhere.
- **A typo is caught here, not at the host.** The 20th character checks the others: each
  character's value is multiplied by its own power of a generator of GF(32) and the sum must be
  zero. In a field a non-zero change times a non-zero weight is never zero, so any one wrong
  character is caught, and since neighbours' weights differ, so is any swap of two neighbours.
  A person is told "a character is wrong or two are swapped" instead of "wrong code" from a host
  that would count it as an attempt.

The code is never sent anywhere. Everything that travels is derived from it with HMAC-SHA256
under its own label: the handshake's key (game.online.tls) and, for a relay, the **room id**, so
the relay joins host and guests by a value it cannot turn back into the code, and so cannot join
a table itself.

The full invite a person copies also says where to connect: `frontier://192.168.1.5:47100/CODE`
for a host one can reach directly, `frontier+relay://relay.example:443/CODE` for a table met
through a relay, or through any of several nodes of one relay cluster,
`frontier+relay://a.example:443,b.example:443/CODE`, so that losing one node loses nobody: a
client goes on through the next (game.online.relay.join_room_any). Reading it is strict (a
scheme, one host and port, or for a relay up to `MAX_RELAYS` different ones separated by commas,
one code, nothing else), and anything odd is refused with the reason, so a mangled paste is never
half-understood.

Seat tokens let a person who dropped sit back in the same seat: `secrets.token_urlsafe(32)`,
one fresh token per seat per table, compared in constant time.
"""
from __future__ import annotations

import hashlib
import hmac
import ipaddress
import re
import secrets
from dataclasses import dataclass

from game.i18n import _

ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
"""Crockford's base32: digits and letters without I, L, O, U."""
SECRET_CHARACTERS = 19
"""95 bits of `secrets` (at least 80 are asked for); with the check character, five groups of 4."""
CODE_LENGTH = SECRET_CHARACTERS + 1
GROUP = 4
MAX_INVITE_TEXT = 400
"""Longer than any real invite (a long host name is 253): longer text is not an invite."""

MAX_RELAYS = 8
"""Relay nodes one invite may name: enough for a cluster, and the invite stays pasteable."""

DIRECT_SCHEME = "frontier"
RELAY_SCHEME = "frontier+relay"

_VALUES = {symbol: value for value, symbol in enumerate(ALPHABET)}
_VALUES.update({"O": 0, "I": 1, "L": 1})
_IGNORED = " -\t"

# GF(32) = GF(2)[x] / (x^5 + x^2 + 1); x is a generator of its 31 non-zero elements.
_FIELD_MODULUS = 0b100101


def _times_generator(value: int) -> int:
    value <<= 1
    return value ^ _FIELD_MODULUS if value & 0b100000 else value


def _field_multiply(a: int, b: int) -> int:
    product = 0
    while b:
        if b & 1:
            product ^= a
        a = _times_generator(a)
        b >>= 1
    return product


def _weights(count: int) -> list[int]:
    """The weight of each of `count` positions, the last position's weight 1: the generator's
    powers count-1 ... 0, all different while count <= 31."""
    powers = [1]
    for _position in range(count - 1):
        powers.append(_times_generator(powers[-1]))
    return powers[::-1]


def _checksum(values: list[int]) -> int:
    total = 0
    for value, weight in zip(values, _weights(len(values))):
        total ^= _field_multiply(value, weight)
    return total


class InviteError(ValueError):
    """An invite or code that cannot be used; `reason` says why, in the reader's language."""

    def __init__(self, reason: str):
        super().__init__(reason)
        self.reason = reason


# -- codes ---------------------------------------------------------------------------------------
def _grouped(symbols: str) -> str:
    return "-".join(symbols[i:i + GROUP] for i in range(0, len(symbols), GROUP))


def new_code() -> str:
    """A fresh invite code, grouped for reading aloud: `K7QM-4XHT-9PWA-2RCE-8FJ5`."""
    values = [secrets.randbelow(32) for _position in range(SECRET_CHARACTERS)]
    # The check character sits in the last position (weight 1), so it is the sum of the rest.
    values.append(_checksum(values + [0]))
    return _grouped("".join(ALPHABET[v] for v in values))


def parse_code(text: str) -> str:
    """The code a person typed, in its canonical grouped form; InviteError with the reason if it
    is not one (a character no code has, too short or long, a typo the check character caught)."""
    if not isinstance(text, str):
        raise InviteError(_("An invite code is text."))
    if len(text) > MAX_INVITE_TEXT:
        raise InviteError(_("This is far too long to be an invite code."))
    values = []
    for symbol in text.upper():
        if symbol in _IGNORED:
            continue
        if symbol not in _VALUES:
            if symbol == "U":
                raise InviteError(_("Invite codes have no letter U: check that character."))
            shown = symbol if symbol.isprintable() else repr(symbol)
            raise InviteError(_("“{character}” cannot be part of an invite code.").format(character=shown))
        values.append(_VALUES[symbol])
    if not values:
        raise InviteError(_("Type or paste the invite code."))
    if len(values) != CODE_LENGTH:
        raise InviteError(_("An invite code has {expected} characters; this one has {count}.").format(
            expected=CODE_LENGTH, count=len(values)))
    if _checksum(values) != 0:
        raise InviteError(_("This code has a typo: a character is wrong or two are swapped. "
                            "Check it against the invite."))
    return _grouped("".join(ALPHABET[v] for v in values))


def _canonical_bytes(code: str) -> bytes:
    return parse_code(code).replace("-", "").encode("ascii")


def code_secret(code: str) -> bytes:
    """The 32-byte key every other secret is derived from (the code is never sent)."""
    return hashlib.sha256(b"frontier-tabletop invite v1\x00" + _canonical_bytes(code)).digest()


def derive(secret: bytes, label: str) -> bytes:
    """A key for one purpose, derived from the invite's secret: knowing one says nothing of the
    others or of the code."""
    return hmac.new(secret, b"frontier-tabletop " + label.encode("ascii"), hashlib.sha256).digest()


def room_id(code: str) -> str:
    """Where the relay joins this table's host and guests: the relay learns this and nothing
    from which it could find the code (HMAC-SHA256 under its own label; 128 bits shown as hex)."""
    return derive(code_secret(code), "relay room").hex()[:32]


# -- seat tokens ---------------------------------------------------------------------------------
def new_seat_token() -> str:
    """A fresh token that lets one person sit back in one seat of one table (256 bits)."""
    return secrets.token_urlsafe(32)


def seat_token_matches(expected: str, given: object) -> bool:
    """Whether `given` is `expected`, compared in constant time (a guess learns nothing from
    how long the refusal took)."""
    if not isinstance(given, str) or not given.isascii():
        return False
    return hmac.compare_digest(expected.encode("ascii"), given.encode("ascii"))


# -- the full invite -----------------------------------------------------------------------------
@dataclass(frozen=True)
class Invite:
    """Where to connect and the code: `relay` False for a host reached directly."""

    host: str
    port: int
    code: str
    relay: bool = False
    more_relays: tuple[tuple[str, int], ...] = ()
    """The other nodes of a relay cluster, after (host, port), in the invite's order."""

    @property
    def addresses(self) -> tuple[tuple[str, int], ...]:
        """Every place to connect, in the order to try them."""
        return ((self.host, self.port), *self.more_relays)

    @property
    def places(self) -> str:
        """Where to connect as a person writes it: `host:port`, or several separated by commas
        (what the relay setting takes, and what a saved table keeps)."""
        return ",".join(f"{_bracketed(host)}:{port}" for host, port in self.addresses)

    @property
    def text(self) -> str:
        scheme = RELAY_SCHEME if self.relay else DIRECT_SCHEME
        return f"{scheme}://{self.places}/{self.code}"

    @property
    def secret(self) -> bytes:
        return code_secret(self.code)

    @property
    def room(self) -> str:
        return room_id(self.code)

    @property
    def url(self) -> str:
        """The address the websockets client opens (always TLS)."""
        return self.urls[0]

    @property
    def urls(self) -> list[str]:
        """Every address to open, in order (a relay cluster's nodes; one for a direct host)."""
        return [f"wss://{_bracketed(host)}:{port}/" for host, port in self.addresses]


def _bracketed(host: str) -> str:
    return f"[{host}]" if ":" in host else host


def make_invite(host: str, port: int, code: str | None = None, relay: bool = False,
                more_relays: tuple[tuple[str, int], ...] = ()) -> Invite:
    """An invite for a table at `host:port` (and, for a relay cluster, its other nodes),
    checked as a reader would check it."""
    invite = Invite(host=host, port=port, code=code or new_code(), relay=relay, more_relays=tuple(more_relays))
    return parse_invite(invite.text)


_HOST_NAME = re.compile(r"^(?=.{1,253}$)([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)(\.[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.?$")


def _parse_host(text: str) -> str:
    if text.startswith("["):
        if not text.endswith("]"):
            raise InviteError(_("The invite's address opens a bracket it does not close."))
        try:
            return str(ipaddress.IPv6Address(text[1:-1]))
        except ValueError:
            raise InviteError(_("The invite's address is not a valid IPv6 address.")) from None
    if not text:
        raise InviteError(_("The invite does not say which computer to connect to."))
    if re.fullmatch(r"[0-9.]+", text):
        try:
            return str(ipaddress.IPv4Address(text))
        except ValueError:
            raise InviteError(_("The invite's address is not a valid IP address.")) from None
    if not _HOST_NAME.match(text):
        raise InviteError(_("The invite's address is not a computer's name or IP address."))
    return text.lower().rstrip(".")


def _parse_port(text: str) -> int:
    if not text:
        raise InviteError(_("The invite does not say which port to connect to."))
    if not text.isdigit() or not text.isascii() or len(text) > 5:
        raise InviteError(_("The invite's port is not a number."))
    port = int(text)
    if not 1 <= port <= 65535:
        raise InviteError(_("The invite's port must be between 1 and 65535."))
    return port


def parse_invite(text: object, default_relays: tuple[tuple[str, int], ...] = ()) -> Invite:
    """The invite a person pasted or typed; InviteError with the reason for anything odd.
    A bare code is accepted when `default_relays` (the app's relay setting: one relay, or the
    nodes of a cluster, in the order to try them) says where to go."""
    if not isinstance(text, str):
        raise InviteError(_("An invite is text."))
    if len(text) > MAX_INVITE_TEXT:
        raise InviteError(_("This is far too long to be an invite."))
    text = text.strip()
    if "://" not in text:
        if not default_relays:
            raise InviteError(_("Paste the whole invite (it starts with frontier://), "
                                "or choose a relay in the settings to join by code alone."))
        code = parse_code(text)
        (host, port), *others = default_relays
        return Invite(host=host, port=port, code=code, relay=True, more_relays=tuple(others))
    scheme, rest = text.split("://", 1)
    scheme = scheme.lower()
    if scheme not in (DIRECT_SCHEME, RELAY_SCHEME):
        raise InviteError(_("This is not a Frontier Tabletop invite (it should start with frontier://)."))
    if any(mark in rest for mark in "?#@\\"):
        raise InviteError(_("The invite has characters after the address that no invite has."))
    if any(not symbol.isprintable() or symbol.isspace() for symbol in rest):
        raise InviteError(_("The invite has spaces or invisible characters inside it."))
    if "/" not in rest:
        raise InviteError(_("The invite has no code after the address."))
    address, code_text = rest.split("/", 1)
    code_text = code_text.rstrip("/")
    if "/" in code_text:
        raise InviteError(_("The invite has more after the code than an invite has."))
    places = address.split(",")
    if len(places) > 1 and scheme != RELAY_SCHEME:
        raise InviteError(_("An invite to a host names one computer; only a relay invite may name several."))
    if len(places) > MAX_RELAYS:
        raise InviteError(_("The invite names more than {count} relays.").format(count=MAX_RELAYS))
    addresses = [_parse_address(place) for place in places]
    if len(set(addresses)) != len(addresses):
        raise InviteError(_("The invite names the same relay twice."))
    code = parse_code(code_text)
    (host, port), *others = addresses
    return Invite(host=host, port=port, code=code, relay=scheme == RELAY_SCHEME, more_relays=tuple(others))


def parse_relays(text: str) -> tuple[tuple[str, int], ...]:
    """The relays a person set (`relay.example.org:443`, or several, the nodes of one cluster,
    separated by commas or spaces: `a.example.org:443, b.example.org:443`) as addresses in their
    order, read as strictly as an invite's; () for none; InviteError with the reason."""
    places = [place for place in re.split(r"[,\s]+", text.strip()) if place]
    if not places:
        return ()
    return parse_invite(f"{RELAY_SCHEME}://{','.join(places)}/{new_code()}").addresses


def _parse_address(address: str) -> tuple[str, int]:
    """One `host:port` (or `[v6]:port`) of an invite."""
    if not address:
        raise InviteError(_("The invite does not say which computer to connect to."))
    if address.startswith("["):
        if "]" not in address:
            raise InviteError(_("The invite's address opens a bracket it does not close."))
        host_text, _bracket, port_part = address.partition("]")
        host_text += "]"
        if not port_part.startswith(":"):
            raise InviteError(_("The invite does not say which port to connect to."))
        port_text = port_part[1:]
    else:
        if address.count(":") != 1:
            raise InviteError(_("The invite does not say which port to connect to."))
        host_text, port_text = address.split(":")
    return _parse_host(host_text), _parse_port(port_text)
