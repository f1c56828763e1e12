"""Why a host refuses a guest, as codes that travel and words each guest says in its own language.

A host's `refused` message carries a `code` (a key of `WORDS`), a `detail` (what the words
need: the host's version, nothing else) and the host's own `reason` (for logs and tests). The
guest words the code itself (`worded`), so a person joining from a French app reads French
whatever language the host plays in; a refusal of a move (`MOVE`) is the rules' own reason,
which the host has already worded in that guest's language (`i18n.speaking`).

Why codes and not the host's sentences: the host's app may speak another language than the
guest's, and a newer host may refuse for a reason this app has no words for yet, so an
unknown code reads as the host's reason, never as nothing.
"""
from __future__ import annotations

from game.i18n import N_, _

NOT_HELLO = "not-hello"
RULES_VERSION = "rules-version"
PROTOCOL_VERSION = "protocol-version"
NO_OPEN_SEAT = "no-open-seat"
SEAT_TAKEN = "seat-taken"
NOT_YOUR_SEAT = "not-your-seat"
SEAT_GIVEN = "seat-given"
NO_ROOM_TO_WATCH = "no-room-to-watch"
"""As many people watch the table as its host lets watch (`detail`: how many)."""
BAD_MESSAGE = "bad-message"
MOVE = "move"
"""A move, hint or phrase the rules (or the table) refuse: `reason` is already the guest's words."""
CLOSED = "closed"
"""No refusal came, but the host closed the connection."""

WORDS = {
    NOT_HELLO: N_("The host expected this computer to say who it is first. Try joining again."),
    RULES_VERSION: N_("This table plays another version of the games (the host's rules: {theirs}; yours: {ours}). "
                      "Both computers need the same version of Frontier Tabletop."),
    PROTOCOL_VERSION: N_("The host's copy of Frontier Tabletop speaks another version of the online protocol "
                         "(the host's: {theirs}; yours: {ours}). Both computers need the same version."),
    NO_OPEN_SEAT: N_("This table has no open seat left."),
    SEAT_TAKEN: N_("Someone else has just sat in that seat."),
    NOT_YOUR_SEAT: N_("This seat belongs to someone else."),
    SEAT_GIVEN: N_("The host has given that seat to an AI."),
    NO_ROOM_TO_WATCH: N_("This table has {detail} watchers already: nobody else may watch now."),
    BAD_MESSAGE: N_("The host could not read a message from this computer ({detail})."),
    CLOSED: N_("The host closed the connection."),
}
"""What each code means to the person refused, in their language."""


def worded(code: str, detail: str = "", reason: str = "") -> str:
    """The refusal `code` in the reader's language. `detail`: what the host sent with it (its
    version); `reason`: the host's words, said as they are for a refused move and, after "The
    host refused:", for a code this app does not know."""
    if code == MOVE and reason:
        return reason
    words = WORDS.get(code)
    if words is None:
        return _("The host refused: {reason}").format(reason=reason or code)
    from game.online import messages  # (the codec it brings is loaded only once something was refused)
    ours = {RULES_VERSION: messages.rules_version(), PROTOCOL_VERSION: str(messages.PROTOCOL)}.get(code, "")
    return _(words).format(theirs=detail, ours=ours, detail=detail)
