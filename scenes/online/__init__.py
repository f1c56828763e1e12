"""Playing with friends at other computers: the waiting room, Join a table, and what a table
shows of the people who are not at this screen.

    WaitingRoomScene(app, controller, hosting)   the host's screen before the table opens
    JoinScene(app)                               the menu's Join a table
    TableCompanion(table, hosting=None)          beside an online table (`table.online`):
                                                 "Reconnecting…", "Waiting for Ana (connection
                                                 lost 0:12)", preset messages and their bubbles

Why the network is never waited on here: every scene polls what has arrived once a frame
(`OnlineHost.poll` through the controller's `pump`, `Joining.poll`), so a slow or lost friend
never freezes a screen; the statuses drawn are read from the links (`Link.status`,
`OnlineHost.lost`, the host's public `away` fact at a guest).

What a screen may say of a friend comes from the host's public facts only: a guest knows the
seats' names and kinds (the welcome), who is away (`facts["away"]`), and what was said.

The modules:
    words          the preset phrases, lost-connection clocks, the lost-seat setting's choices
    clipboard      copy and paste of an invite
    waiting_room   WaitingRoomScene
    join           JoinScene
    companion      TableCompanion, Bubble
    hosting        open_hosting, reopen_hosting (where a host is met)
    kept_tables    KeptTablesScene (Continue's choice among tables joined at friends')

Import each from its own module (`from scenes.online.join import JoinScene`). The package
imports none of them itself, so the menu can ask about kept tables without loading the screens
it does not show; a name asked of the package is found in its module when first asked.
"""
from __future__ import annotations

import importlib
from typing import Any

HOMES = {
    "PHRASE_WORDS": "words", "OFFERED_PHRASES": "words", "LOST_SEAT_CHOICES": "words", "phrase_words": "words",
    "clock_text": "words", "lost_seat_text": "words",
    "copy_to_clipboard": "clipboard", "pasted_text": "clipboard",
    "WaitingRoomScene": "waiting_room", "JOINED": "waiting_room", "COPIED_SECONDS": "waiting_room",
    "JoinScene": "join", "JOIN_PATIENCE": "join",
    "TableCompanion": "companion", "Bubble": "companion", "BUBBLE_SECONDS": "companion",
    "open_hosting": "hosting", "reopen_hosting": "hosting", "DEFAULT_PORT": "hosting",
    "KeptTablesScene": "kept_tables",
}
"""Which module each of the package's names lives in."""


def __getattr__(name: str) -> Any:
    home = HOMES.get(name)
    if home is None:
        raise AttributeError(f"module 'scenes.online' has no attribute {name!r}")
    return getattr(importlib.import_module(f"scenes.online.{home}"), name)
