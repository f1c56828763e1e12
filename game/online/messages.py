"""The wire between a host and the people sitting at its table from other computers.

Every message is one JSON text frame, `{"v": PROTOCOL, "type": ..., "seq": n, ...}`, checked
against a strict table (`SCHEMA`: for each type, its fields and their kinds) before anything
reads it; anything else is `Refused` with a reason, never an exception from deep inside. The
limits are asymmetric on purpose: a guest says little (a move as text, a preset phrase), so
`GUEST_LIMIT` is small and flooding the host costs the guest more than the host; the host sends
whole observations and, after a reconnect, the game's log, so `HOST_LIMIT` is larger.

Two versions are named in the first message (`hello`): the protocol's (`PROTOCOL`, how messages
look) and the rules' (`rules_version()`, a hash of the rules' sources: two copies of the app
whose rules differ would disagree about what a move does). A mismatch is refused naming both,
so a person can tell which side to update.

Sequence numbers: the host numbers each message it sends a guest (`seq`, from 1, per guest),
and a guest numbers its own. A guest that missed one (a dropped connection) asks to `resync`
and gets a `snapshot`: the whole observation again, from the host's true state, never from
what the guest believes it has, and the log from the first step it lacks. A guest says how many
steps of the log it holds (`have`, in its hello after a reconnect and in a resync); the host
sends the log `from` there, but never from further than it knows it sent that seat's computer
since its last snapshot (a guest claiming more gets the steps from what it was sent), so a late
rejoin costs a few steps, not the whole game's log.
"""
from __future__ import annotations

import hashlib
import json
from functools import lru_cache
from pathlib import Path
from typing import Any

from game.online.codec import Refused

PROTOCOL = 5
"""The wire's version: 5 since a snapshot carries the log's `opening` (a move taken back to the
game's very start, which has no step to be told with); 4 since a person may watch (`watch`, and the `seats` answer says whether
there is room to); 3 since a hello says the steps of the log its computer holds (`have`) and a
snapshot the step its log starts `from` (2: the welcome's `levels`), which an older side would
refuse as unknown fields; a guest of another version is refused naming both."""
GUEST_LIMIT = 16 * 1024
"""Bytes in one message from a guest."""
HOST_LIMIT = 1024 * 1024
"""Bytes in one message from the host."""

TEXT, NUMBER, FLAG, LIST, OBJECT, ANY = "text", "number", "flag", "list", "object", "any"
_KINDS = {TEXT: (str,), NUMBER: (int,), FLAG: (bool,), LIST: (list,), OBJECT: (dict,), ANY: (object,)}

GUEST_SCHEMA: dict[str, dict[str, str]] = {
    "look": {},
    "hello": {"rules": TEXT, "seat": NUMBER, "name": TEXT, "language": TEXT, "token": TEXT, "have": NUMBER},
    "watch": {"rules": TEXT, "name": TEXT, "language": TEXT, "token": TEXT, "have": NUMBER},
    "act": {"action": TEXT, "moment": NUMBER},
    "undo": {},
    "hint": {},
    "say": {"phrase": TEXT},
    "resync": {"have": NUMBER},
    "language": {"language": TEXT},
}
"""What a guest may send: the type's fields (all required, no others) and their kinds. `watch`
is the first message of a person who takes no seat (a watcher: sees what everyone may see, says
and does nothing); `token` is "" the first time, then the one its welcome gave, to come back."""
HOST_SCHEMA: dict[str, dict[str, str]] = {
    "seats": {"game": TEXT, "open": LIST, "watch": FLAG},
    "welcome": {"seat": NUMBER, "token": TEXT, "game": TEXT, "names": LIST, "kinds": LIST, "levels": LIST,
                "options": OBJECT},
    "step": {"mover": NUMBER, "events": LIST, "view": ANY, "facts": OBJECT},
    "snapshot": {"view": ANY, "from": NUMBER, "log": LIST, "movers": LIST, "facts": OBJECT, "opening": LIST},
    "facts": {"facts": OBJECT},
    "hint": {"hint": OBJECT},
    "said": {"seat": NUMBER, "phrase": TEXT},
    "notice": {"text": TEXT},
    "refused": {"reason": TEXT, "about": TEXT, "code": TEXT, "detail": TEXT},
}
"""What the host may send: `seats` answers a `look` before the hello (the seats a person
arriving may take, [seat, name] each, so the Join screen can offer a choice, and whether there
is room to watch); a watcher's `welcome` names seat -1 (`host.WATCHING`, no seat); `step` after every step of the game (the events `seat` may see,
its observation after the step, the public facts and its own words); `facts` when only the
words or facts changed (an AI began thinking, the language changed); `snapshot` after a
(re)join: the observation, and the log and movers `from` the first step the guest lacks;
`refused` says why something was refused as a code (`game.online.refusals`) the guest words in
its own language, with the host's `reason` beside it."""
SCHEMA = {"guest": GUEST_SCHEMA, "host": HOST_SCHEMA}
LIMITS = {"guest": GUEST_LIMIT, "host": HOST_LIMIT}


@lru_cache(maxsize=1)
def rules_version() -> str:
    """The rules this copy of the app plays: a short hash of every rules source file, so two
    copies agree exactly when their rules do (whatever their version numbers say)."""
    root = Path(__file__).resolve().parents[1] / "rules"
    digest = hashlib.sha256()
    for path in sorted(root.rglob("*.py")):
        digest.update(path.relative_to(root).as_posix().encode())
        digest.update(path.read_bytes())
    return digest.hexdigest()[:16]


def make(kind: str, seq: int, **fields: Any) -> dict:
    """A message of type `kind`, numbered `seq`."""
    return {"v": PROTOCOL, "type": kind, "seq": seq, **fields}


def dump(message: dict) -> str:
    return json.dumps(message, separators=(",", ":"), ensure_ascii=False, allow_nan=False)


def parse(text: str | bytes, sender: str) -> dict:
    """The message in `text` from `sender` ("guest" or "host"), checked against its schema.
    Refused with the reason for anything too big, not JSON, of another protocol or of an
    unknown type, with missing, unknown or wrongly kinded fields."""
    if isinstance(text, bytes):
        raise Refused("a binary frame (messages are text)")
    limit = LIMITS[sender]
    if len(text) > limit // 4 and len(text.encode("utf-8")) > limit:
        raise Refused(f"a message of more than {limit} bytes")
    try:
        message = json.loads(text, parse_constant=_no_constant, object_pairs_hook=_unique_keys)
    except RecursionError:
        raise Refused("nested too deep") from None
    except ValueError as exc:
        raise Refused(f"not JSON ({str(exc)[:80]})") from None
    return check(message, sender)


class OtherVersion(Refused):
    """A message of another protocol version: the host refuses it with the code that names both."""


def check(message: Any, sender: str) -> dict:
    if not isinstance(message, dict):
        raise Refused("a message is a JSON object")
    version = message.get("v")
    if version != PROTOCOL:
        if sender == "host" and message.get("type") == "refused":
            return refusal_of_any_version(message)
        raise OtherVersion(f"protocol version {str(version)[:20]}, this side speaks {PROTOCOL}")
    kind = message.get("type")
    schema = SCHEMA[sender].get(kind) if isinstance(kind, str) else None
    if schema is None:
        raise Refused(f"an unknown message type {str(kind)[:40]!r}")
    seq = message.get("seq")
    if type(seq) is not int or seq < 0:
        raise Refused("seq is a number from 0")
    given = set(message) - {"v", "type", "seq"}
    if given != set(schema):
        unknown, missing = sorted(given - set(schema)), sorted(set(schema) - given)
        raise Refused(f"{kind}: " + "; ".join(p for p in (f"unknown fields {unknown}" if unknown else "",
                                                        f"missing fields {missing}" if missing else "") if p))
    for name, wanted in schema.items():
        value = message[name]
        if not isinstance(value, _KINDS[wanted]) or wanted == NUMBER and isinstance(value, bool):
            raise Refused(f"{kind}.{name} is a {wanted}")
    return message


def refusal_of_any_version(message: dict) -> dict:
    """A host's refusal read whatever the host's protocol version: the one message a guest of
    another version must still understand, since it says why it cannot sit down (its text
    fields kept when they are text, nothing else)."""
    fields = {name: message.get(name) if isinstance(message.get(name), str) else "" for name in HOST_SCHEMA["refused"]}
    seq = message.get("seq")
    return make("refused", seq if type(seq) is int and seq >= 0 else 0, **fields)


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a number JSON has")


def _unique_keys(pairs: list[tuple[str, Any]]) -> dict:
    result = dict(pairs)
    if len(result) != len(pairs):
        raise ValueError("a key given twice")
    return result
