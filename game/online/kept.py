"""What a guest's computer keeps to sit again at the tables it joined (Continue), apart from
the network parts (`game.online.session`), so the menu can ask whether there is a table to
sit at again without loading websockets and cryptography at start-up."""
from __future__ import annotations

import json
from dataclasses import asdict, dataclass
from pathlib import Path

from game import fileio, paths
from game.names import clean_name
from game.online import invite as invites

KEPT_SEATS_FILE = "joined-tables.json"
"""Where a guest's computer keeps how to sit again at the tables it joined (data dir, online/)."""
MOST_KEPT = 20
MAX_KEPT_BYTES = 64 * 1024


def online_dir() -> Path:
    """The data dir's online/ folder (the host's certificate, the joined tables), made if missing."""
    folder = paths.data_dir() / "online"
    folder.mkdir(parents=True, exist_ok=True)
    return folder


@dataclass(frozen=True)
class KeptSeat:
    """What a guest's computer keeps to sit again at a table it joined (Continue): the invite's
    text, its seat and the seat's token, and what a list of them shows (the game, this seat's
    name, the host's, when)."""

    invite: str
    seat: int
    token: str
    game: str
    name: str
    kept_at: float = 0.0
    """When this computer sat at the table (seconds since the epoch): Continue sits again at the
    table played most recently, this one or a table saved here."""
    host: str = ""
    """The name of the person at the host's screen ("" when nobody plays there): whose table it
    is, as the list of tables to sit at again says it."""


def _kept_path() -> Path:
    return online_dir() / KEPT_SEATS_FILE


def kept_seats() -> list[KeptSeat]:
    """The tables this computer joined and may sit at again, the latest first; a damaged file
    reads as none (it held nothing but ways back to tables whose hosts still have them)."""
    try:
        rows = fileio.parse_json(fileio.read_regular(_kept_path(), MAX_KEPT_BYTES))
        kept = [KeptSeat(str(r["invite"]), int(r["seat"]), str(r["token"]), str(r["game"]), str(r["name"]),
                         float(r.get("kept_at", 0.0)), clean_name(str(r.get("host", ""))))
                for r in rows if isinstance(r, dict)]
        for seat in kept:
            invites.parse_invite(seat.invite)
        return kept[:MOST_KEPT]
    except (OSError, ValueError, TypeError, KeyError, invites.InviteError, fileio.TooLarge):
        return []


def keep_seat(seat: KeptSeat) -> None:
    """Remember `seat` (written atomically), replacing what was kept for the same invite."""
    others = [k for k in kept_seats() if k.invite != seat.invite]
    fileio.atomic_write_text(_kept_path(), json.dumps([asdict(k) for k in [seat, *others][:MOST_KEPT]], indent=1))


def forget_seat(invite_text: str) -> None:
    """The table is over (or left for good): nothing to sit at again."""
    kept = kept_seats()
    if any(k.invite == invite_text for k in kept):
        fileio.atomic_write_text(_kept_path(), json.dumps([asdict(k) for k in kept if k.invite != invite_text], indent=1))
