"""Keep the last whole test run's seconds in the repository (`tests/durations.json`).

The suite starts its longest tests first (tests/conftest.py, `_longest_first`) from the seconds
pytest's cache kept from the last run in this checkout. A fresh checkout, and CI, which runs
with `-p no:cacheprovider`, have no cache: they read this file instead. Run a whole suite with
the cache on (`python -m pytest`), then:

    python -m tools.suite_durations

Only the tests that took half a second or more are kept: the rest keep their collection order
either way."""
from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CACHED = ROOT / ".pytest_cache" / "v" / "frontier-tabletop" / "durations"
KEPT = ROOT / "tests" / "durations.json"
SHORTEST_KEPT = 0.5
"""Seconds: a test shorter than this never starts before another on its weight."""


def main() -> int:
    try:
        seconds = json.loads(CACHED.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        print(f"no test durations in pytest's cache ({exc}): run `python -m pytest` first", file=sys.stderr)
        return 1
    kept = {test: round(float(took), 1) for test, took in sorted(seconds.items())
            if isinstance(took, (int, float)) and took >= SHORTEST_KEPT}
    KEPT.write_text(json.dumps(kept, indent=0, sort_keys=True) + "\n", encoding="utf-8")
    print(f"kept the seconds of {len(kept)} of {len(seconds)} tests in {KEPT.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
