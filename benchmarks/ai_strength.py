"""How much stronger each AI level plays, in all five games, as one table.

    python benchmarks/ai_strength.py [--games 300] [--seed 11] [--jobs 1] [--deterministic]
                                     [--game ID ...] [--match hard|medium|easy ...] [--json]

Three matches per game, three seats each, seat order rotated game by game (`game.sim`):

- hard   vs 2 easy   (target: hard wins >= 1.5x its fair share)
- medium vs 2 easy   (target: >= 1.15x)
- easy   vs 2 random (target: >= 1.5x)

and every level's decisions p95 <= 500 ms.

"Fair share" is a third of the games; "x fair" is the wins of the level under test divided by
it (a win shared by a tie counts its share), with its 95% confidence interval (Wilson's, on the
level's share of the games, times three): at 300 games a level that truly wins 1.5x its share
reads 1.5x +- about 0.15. Decision times are those of the level under test,
every decision it was asked for (as `game.sim` counts them), in ms: median and p95.

Without `--deterministic` the AI thinks with its play-time (wall-clock) budget, as in the app:
the figures then depend on how busy the machine is. `--deterministic` gives iteration budgets
only, so a seed replays exactly (for comparing changes on a shared machine).
"""
from __future__ import annotations

import argparse
import json
import math
import os
import platform
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.games import GAME_IDS  # noqa: E402
from game.sim import simulate  # noqa: E402

MATCHES = {
    "hard": ("ai:hard", "ai:easy", 1.5),
    "medium": ("ai:medium", "ai:easy", 1.15),
    "easy": ("ai:easy", "ai:random", 1.5),
}
SEATS = 3
P95_LIMIT_MS = 500.0
"""A level's decisions must stay under this at the 95th percentile ("ok" checks it too)."""
Z95 = 1.96


def share_interval(wins: float, games: int, z: float = Z95) -> tuple[float, float]:
    """Wilson's 95% interval of the win rate `wins / games`, as multiples of the fair share."""
    if not games:
        return 0.0, 0.0
    p = wins / games
    centre = (p + z * z / (2 * games)) / (1 + z * z / games)
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / (1 + z * z / games)
    return (centre - half) * SEATS, (centre + half) * SEATS


def run(game_id: str, match: str, games: int, seed: int, jobs: int, deterministic: bool) -> dict:
    tested, rival, target = MATCHES[match]
    result = simulate(game_id, [tested, rival, rival], games, seed, jobs, deterministic=deterministic)
    result.pop("_errors", None)
    wins = result["wins_by_agent"].get(tested, 0.0)
    finished = result["finished"] or 1
    times = result["decision_ms"].get(tested, {"median": 0.0, "p95": 0.0})
    low, high = share_interval(wins, result["finished"])
    return {"game": game_id, "match": match, "tested": tested, "against": rival, "games": result["games"],
            "finished": result["finished"], "errors": result["errors"], "wins": wins,
            "x_fair": wins / (finished / SEATS), "low": low, "high": high, "target": target, "median_ms": times["median"],
            "p95_ms": times["p95"], "seconds": result["seconds"]}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--seed", type=int, default=11)
    parser.add_argument("--jobs", type=int, default=1, help="worker processes for the games (default 1)")
    parser.add_argument("--deterministic", action="store_true", help="iteration budgets only (replayable)")
    parser.add_argument("--game", action="append", choices=GAME_IDS, help="only these games (repeatable)")
    parser.add_argument("--match", action="append", choices=tuple(MATCHES), help="only these matches (repeatable)")
    parser.add_argument("--json", action="store_true", help="also print every row as one JSON object")
    args = parser.parse_args(argv)
    games = args.game or list(GAME_IDS)
    matches = args.match or list(MATCHES)
    budget = "iteration budgets (--deterministic)" if args.deterministic else "play-time budgets"
    load = os.getloadavg() if hasattr(os, "getloadavg") else ("?",) * 3
    print(f"AI strength: {SEATS} seats, {args.games} games per match, seed {args.seed}, jobs {args.jobs}, {budget}")
    print(f"host: {platform.node()} {os.cpu_count()} cores, Python {platform.python_version()}, "
          f"load average at start {load[0]:.2f} {load[1]:.2f} {load[2]:.2f}", flush=True)
    rows = []
    started = time.perf_counter()
    for game_id in games:
        for match in matches:
            row = run(game_id, match, args.games, args.seed, args.jobs, args.deterministic)
            rows.append(row)
            print(f"  ({game_id} {match}: {row['wins']:.1f} wins of {row['finished']}, {row['x_fair']:.2f}x fair, "
                  f"decisions median {row['median_ms']:.0f} ms p95 {row['p95_ms']:.0f} ms, {row['seconds']:.0f} s)",
                  file=sys.stderr, flush=True)
    print()
    header = f"{'game':12} {'match':22} {'wins':>7} {'x fair':>7} {'95% interval':>13} {'target':>7} {'ok':>3} {'median ms':>10} {'p95 ms':>8}"
    print(header)
    print("-" * len(header))
    for r in rows:
        ok = "yes" if r["x_fair"] >= r["target"] and r["p95_ms"] <= P95_LIMIT_MS and not r["errors"] else "NO"
        label = f"{r['match']} vs 2 {r['against'].partition(':')[2]}"
        errors = f"  ({r['errors']} errors)" if r["errors"] else ""
        print(f"{r['game']:12} {label:22} {r['wins']:7.1f} {r['x_fair']:7.2f} {r['low']:6.2f}-{r['high']:<6.2f} {r['target']:7.2f} {ok:>3} "
              f"{r['median_ms']:10.1f} {r['p95_ms']:8.1f}{errors}")
    load = os.getloadavg() if hasattr(os, "getloadavg") else ("?",) * 3
    print(f"\n{time.perf_counter() - started:.0f} s in all; load average at the end "
          f"{load[0]:.2f} {load[1]:.2f} {load[2]:.2f}")
    if args.json:
        print(json.dumps(rows))
    return 1 if any(r["errors"] for r in rows) else 0


if __name__ == "__main__":
    sys.exit(main())
