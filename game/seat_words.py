"""How a seat is named on screen, in the current language: a person, or an AI of a level.

    level_word("hard")                  # "hard" / "difficile" / "schwer"
    seat_kind_label("ai:easy")          # "AI · easy" (New table's seat choice)
    seat_kind_label("remote")           # "On another computer"
    seat_badge(seat_config)             # "HUMAN", "AI · HARD", "ONLINE" (the seat panels' badge)
    seat_with_level("Bill", "hard")     # "Bill (hard)" (a save's title)

The levels stay English ids ("easy", "medium", "hard") in settings, saves and records; only what
is drawn is translated. No pygame here: the saves list words its titles through this module.
"""
from __future__ import annotations

from game.i18n import C_, pgettext

LEVELS = {"easy": C_("AI level", "easy"), "medium": C_("AI level", "medium"), "hard": C_("AI level", "hard")}
"""An AI's level id -> its message id (context "AI level"), translated where shown."""


def level_word(level: str) -> str:
    """`level` as the current language says it; an unknown id is shown as it is."""
    message = LEVELS.get(level)
    return pgettext("AI level", message) if message else level


def seat_kind_label(kind: str) -> str:
    """A seat kind token ("human", "ai:easy") as New table offers it: "Human", "AI · easy"."""
    if kind == "human":
        # Translators: a seat played by a person, one of the choices beside a seat at New table
        return pgettext("seat", "Human")
    if kind == "remote":
        # Translators: a seat played by a person at another computer, over the network (New table)
        return pgettext("seat", "On another computer")
    # Translators: a seat played by the computer at a level ("AI · easy"); keep it short
    return pgettext("seat", "AI \u00b7 {level}").format(level=level_word(kind.partition(":")[2] or "medium"))


def seat_badge(seat_config) -> str:
    """The small capitals badge under a seat's name: "HUMAN", "AI · HARD", or "ONLINE" for a
    person at another computer (never an AI's level: nobody plays that seat by rules of thumb)."""
    if seat_config.is_human:
        # Translators: a badge in small capitals under a person's seat (about 10 letters at most)
        return pgettext("badge", "HUMAN")
    if seat_config.is_remote:
        # Translators: a badge in small capitals under the seat of a person playing from another
        # computer, over the network (about 10 letters at most)
        return pgettext("badge", "ONLINE")
    # Translators: a badge in small capitals under an AI's seat, with its level ("AI · HARD")
    return pgettext("badge", "AI \u00b7 {level}").format(level=level_word(seat_config.level).upper())


def seat_with_level(name: str, level: str | None) -> str:
    """A seat's name, with the level for an AI: "Bill (hard)"; a person's name alone."""
    if not level:
        return name
    # Translators: an AI's name and its level, in a saved table's title: "Bill (hard)"
    return pgettext("seat", "{name} ({level})").format(name=name, level=level_word(level))
