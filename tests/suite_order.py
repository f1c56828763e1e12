"""The order the suite hands its tests out in when it runs on several processes (pytest-xdist
hands them out in collection order): the long tests (and the groups run one after another on
one process, tests/conftest.py's ONE_AT_A_TIME) first, so no process is left working alone at
the end while the others wait."""
from __future__ import annotations

import json
from pathlib import Path

LONG_SECONDS = 5.0
"""A test (or group) that took this long last time is started before the rest; shorter ones keep
their collection order, so a module's quick tests stay together with its module fixture."""

KEPT_DURATIONS = Path(__file__).parent / "durations.json"
"""The seconds of the suite's longer tests in a whole run on a 2-core machine, kept in the
repository so that a fresh checkout starts its long tests first too (`python -m
tools.suite_durations` writes it again from the last run's cache)."""


def kept_durations() -> dict[str, float]:
    """tests/durations.json as {test id: seconds} ({} where it is missing or not such a map)."""
    try:
        kept = json.loads(KEPT_DURATIONS.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    if not isinstance(kept, dict):
        return {}
    return {str(k): float(v) for k, v in kept.items() if isinstance(v, (int, float))}


def plain(nodeid: str) -> str:
    """A test's id without the "@group" pytest-xdist appends to a grouped test's (as its
    scheduler splits it: an "@" after the parameters' "]")."""
    return nodeid.rsplit("@", 1)[0] if nodeid.rfind("@") > nodeid.rfind("]") else nodeid


def longest_first(items: list, groups: dict[str, str], last: dict[str, float]) -> None:
    """Sort `items` (each with a `nodeid`) so the long ones come first: a test weighs what it took
    in `last` (seconds by test id), a group (`groups`: test id -> group) all its tests together;
    with nothing in `last`, the groups weigh most, being several slow tests on one process."""
    unit = {item.nodeid: groups.get(item.nodeid, item.nodeid) for item in items}
    weights: dict[str, float] = {}
    first_seen: dict[str, int] = {}
    for index, item in enumerate(items):
        key = unit[item.nodeid]
        weights[key] = weights.get(key, 0.0) + last.get(plain(item.nodeid), 0.0)
        first_seen.setdefault(key, index)
    if not last:
        weights.update({group: float("inf") for group in groups.values()})

    def order(item):
        key = unit[item.nodeid]
        long = weights[key] >= LONG_SECONDS
        return (not long, -weights[key] if long else 0.0, first_seen[key])
    items.sort(key=order)
