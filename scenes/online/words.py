"""What more than one online screen says: the preset phrases a table can say, how long a
connection has been lost, the "hand a lost seat to an AI after" choices (the settings offer them).

A phrase travels as its id, never as words, so each reader sees it in their own language."""
from __future__ import annotations

from game import i18n
from game.i18n import N_, _

PHRASE_WORDS = {
    "good_game": N_("Good game!"), "nice_roll": N_("Nice roll"), "well_played": N_("Well played"),
    "oops": N_("Oops"), "thinking": N_("Thinking…"), "thanks": N_("Thanks"), "your_turn": N_("Your turn"),
}
"""A preset phrase's id (what travels) -> its words (said in each reader's own language)."""
OFFERED_PHRASES = ("good_game", "nice_roll", "well_played", "oops", "thinking", "thanks")
LOST_SEAT_CHOICES = (0, 30, 60, 120, 300, 600)
"""The "hand a lost seat to an AI after" choices offered in the settings (0: never)."""


def phrase_words(phrase: str) -> str:
    message = PHRASE_WORDS.get(phrase)
    return _(message) if message else phrase


def clock_text(seconds: float) -> str:
    """0:12, 3:05: how long a connection has been lost."""
    whole = max(0, int(seconds))
    return f"{whole // 60}:{whole % 60:02d}"


def lost_seat_text(seconds: int) -> str:
    """A choice of the "hand a lost seat to an AI after" setting as the language says it."""
    if seconds <= 0:
        return _("Never")
    if seconds % 60 == 0:
        minutes = seconds // 60
        return i18n.ngettext("{count} minute", "{count} minutes", minutes).format(count=i18n.format_number(minutes))
    return _("{seconds} s").format(seconds=i18n.format_number(seconds))
