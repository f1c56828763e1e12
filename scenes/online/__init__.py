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
    join           JoinScene, refusal_words
    companion      TableCompanion, Bubble
    hosting        open_hosting, reopen_hosting (where a host is met)
"""
from __future__ import annotations

from scenes.online.clipboard import copy_to_clipboard, pasted_text
from scenes.online.companion import BUBBLE_SECONDS, Bubble, TableCompanion
from scenes.online.hosting import DEFAULT_PORT, open_hosting, reopen_hosting
from scenes.online.join import JOIN_PATIENCE, JoinScene, refusal_words
from scenes.online.waiting_room import COPIED_SECONDS, JOINED, WaitingRoomScene
from scenes.online.words import LOST_SEAT_CHOICES, OFFERED_PHRASES, PHRASE_WORDS, clock_text, lost_seat_text, phrase_words

__all__ = [
    "BUBBLE_SECONDS", "Bubble", "COPIED_SECONDS", "DEFAULT_PORT", "JOINED", "JOIN_PATIENCE", "JoinScene",
    "LOST_SEAT_CHOICES", "OFFERED_PHRASES", "PHRASE_WORDS", "TableCompanion", "WaitingRoomScene", "clock_text",
    "copy_to_clipboard", "lost_seat_text", "open_hosting", "pasted_text", "phrase_words", "refusal_words",
    "reopen_hosting",
]
