"""When something happened, said the way a person says it ("today at 14:05", "3 Nov 2026")."""
from __future__ import annotations

import datetime
import time


def played_when(stamp: float, now: float | None = None) -> str:
    """"today at 14:05", "yesterday at 21:30", "Monday at 09:12", "3 Nov 2026"."""
    when = datetime.datetime.fromtimestamp(stamp)
    today = datetime.datetime.fromtimestamp(time.time() if now is None else now).date()
    days = (today - when.date()).days
    clock = when.strftime("%H:%M")
    if days == 0:
        return f"today at {clock}"
    if days == 1:
        return f"yesterday at {clock}"
    if 1 < days < 7:
        return f"{when.strftime('%A')} at {clock}"
    return f"{when.day} {when.strftime('%b %Y')}"
