"""When something happened, said the way a person says it in the current language ("today at
14:05", "3 Nov 2026"; "aujourd'hui à 14:05", "3 nov. 2026"; "heute um 14:05", "3. Nov. 2026").

The weekday and month names come from the catalog, not from the system's locale (which the app
never sets, and which would name them in the system's language rather than the one chosen)."""
from __future__ import annotations

import datetime
import time

from game.i18n import C_, _, pgettext

WEEKDAYS = (C_("weekday", "Monday"), C_("weekday", "Tuesday"), C_("weekday", "Wednesday"),
            C_("weekday", "Thursday"), C_("weekday", "Friday"), C_("weekday", "Saturday"),
            C_("weekday", "Sunday"))
MONTHS = (C_("short month", "Jan"), C_("short month", "Feb"), C_("short month", "Mar"),
          C_("short month", "Apr"), C_("short month", "May"), C_("short month", "Jun"),
          C_("short month", "Jul"), C_("short month", "Aug"), C_("short month", "Sep"),
          C_("short month", "Oct"), C_("short month", "Nov"), C_("short month", "Dec"))


def played_when(stamp: float, now: float | None = None) -> str:
    """"today at 14:05", "yesterday at 21:30", "Monday at 09:12", "3 Nov 2026"."""
    when = datetime.datetime.fromtimestamp(stamp)
    today = datetime.datetime.fromtimestamp(time.time() if now is None else now).date()
    days = (today - when.date()).days
    clock = f"{when.hour:02d}:{when.minute:02d}"
    if days == 0:
        # Translators: when a table was last played; {time} is "14:05"
        return _("today at {time}").format(time=clock)
    if days == 1:
        return _("yesterday at {time}").format(time=clock)
    if 1 < days < 7:
        # Translators: a weekday of the past week and the time: "Monday at 09:12"
        return _("{weekday} at {time}").format(weekday=pgettext("weekday", WEEKDAYS[when.weekday()]), time=clock)
    return short_date(stamp)


def short_date(stamp: float) -> str:
    """"3 Nov 2026" as the current language writes a date."""
    when = datetime.datetime.fromtimestamp(stamp)
    # Translators: a date: {day} is 3, {month} a short month name ("Nov"), {year} 2026; German
    # writes "{day}. {month} {year}"
    return _("{day} {month} {year}").format(day=when.day, month=pgettext("short month", MONTHS[when.month - 1]),
                                          year=when.year)
