"""Play whole games with no window: `python -m game.sim --game ID --seats ai:hard,ai:random ...`.

Prints finished and errored games, mean length, wins by seat and by agent, and AI decision times.
With `--json`, one JSON object (the shape the closing notes quote). A game that raises counts as
an error, its seed goes to stderr, and the exit code is 1.
"""
from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
import traceback
from collections import defaultdict
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from game.ai.base import sample_outcome
from game.ai.levels import make_agent
from game.controllers.seats import parse_seats
from game.rules.common.contract import CHANCE
from game import games

MAX_STEPS = 200_000


def play_one(game_id: str, labels: list[str], seed: int, options: dict | None = None,
             deterministic: bool = False) -> dict[str, Any]:
    """One game, seat order rotated by the seed so no agent always starts. Returns its record."""
    rules = games.get(game_id).rules()
    n = len(labels)
    shift = seed % n
    order = labels[shift:] + labels[:shift]
    agents = [make_agent(game_id, label.partition(":")[2] or "random", deterministic=deterministic)
              for label in order]
    rngs = [random.Random(seed * 7919 + i) for i in range(n)]
    chance_rng = random.Random(seed)
    state = rules.new_game(n, options)
    decisions: dict[str, list[float]] = defaultdict(list)
    turns = steps = 0
    while not rules.is_over(state):
        steps += 1
        if steps > MAX_STEPS:
            raise RuntimeError(f"game did not end within {MAX_STEPS} steps")
        seat = rules.actors(state)[0]
        if seat == CHANCE:
            rules.apply(state, CHANCE, sample_outcome(rules.chance_outcomes(state), chance_rng))
            continue
        started = time.perf_counter()
        action = agents[seat].choose(rules, rules.observe(state, seat), seat, rngs[seat])
        decisions[order[seat]].append((time.perf_counter() - started) * 1000)
        rules.apply(state, seat, action)
        turns += 1
    winners = [(w + shift) % n for w in rules.winners(state)]  # seat w played labels[(w + shift) % n]
    return {"seed": seed, "turns": turns, "winners": winners, "decisions": dict(decisions)}


def _play_safely(args: tuple) -> dict[str, Any]:
    game_id, labels, seed, options, deterministic = args
    try:
        return play_one(game_id, labels, seed, options, deterministic)
    except Exception:  # noqa: BLE001 - a crashed game is a figure we report, not a reason to stop
        return {"seed": seed, "error": traceback.format_exc()}


def simulate(game_id: str, labels: list[str], games: int, seed: int, jobs: int = 1,
             options: dict | None = None, deterministic: bool = False) -> dict[str, Any]:
    started = time.perf_counter()
    tasks = [(game_id, labels, seed + g, options, deterministic) for g in range(games)]
    if jobs > 1:
        with ProcessPoolExecutor(jobs) as pool:
            records = list(pool.map(_play_safely, tasks, chunksize=max(1, games // (jobs * 8))))
    else:
        records = [_play_safely(t) for t in tasks]
    finished = [r for r in records if "error" not in r]
    errors = [r for r in records if "error" in r]
    wins_by_seat = [0.0] * len(labels)
    wins_by_agent: dict[str, float] = defaultdict(float)
    times: dict[str, list[float]] = defaultdict(list)
    for r in finished:
        for w in r["winners"]:
            share = 1 / len(r["winners"])
            wins_by_seat[w] += share
            wins_by_agent[labels[w]] += share
        for label, ms in r["decisions"].items():
            times[label].extend(ms)
    return {
        "game": game_id, "seats": labels, "games": games, "finished": len(finished),
        "errors": len(errors), "error_seeds": [r["seed"] for r in errors],
        "mean_turns": round(statistics.fmean(r["turns"] for r in finished), 1) if finished else 0,
        "wins_by_seat": [round(w, 2) for w in wins_by_seat],
        "wins_by_agent": {k: round(v, 2) for k, v in sorted(wins_by_agent.items())},
        "decision_ms": {k: {"median": round(statistics.median(v), 2),
                            "p95": round(_p95(v), 2), "count": len(v)} for k, v in sorted(times.items())},
        "seconds": round(time.perf_counter() - started, 2),
        "_errors": [r["error"] for r in errors],
    }


def _p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.sim", description=__doc__.splitlines()[0])
    parser.add_argument("--game", required=True, help=", ".join(games.GAME_IDS))
    parser.add_argument("--seats", required=True, help="comma-separated: ai:hard,ai:medium,ai:easy,ai:random")
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1, help="worker processes (default 1)")
    parser.add_argument("--deterministic", action="store_true",
                        help="AI budgets by iterations only, so the same seed gives the same games")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args(argv)
    try:
        labels = [s.label for s in parse_seats(args.seats)]
        games.get(args.game).rules()
    except (ValueError, KeyError, ImportError) as exc:
        parser.error(str(exc))
    if any(label == "human" for label in labels):
        parser.error("the simulator plays AI seats only (ai:<level>)")
    result = simulate(args.game, labels, args.games, args.seed, args.jobs, deterministic=args.deterministic)
    for seed, error in zip(result["error_seeds"], result.pop("_errors")):
        print(f"game with seed {seed} failed:\n{error}", file=sys.stderr)
    if args.json:
        print(json.dumps(result))
    else:
        print(f"{result['game']}: {result['finished']}/{result['games']} finished, {result['errors']} errors, "
              f"{result['seconds']} s, mean {result['mean_turns']} turns")
        for label, wins in result["wins_by_agent"].items():
            ms = result["decision_ms"].get(label, {})
            print(f"  {label:10} wins {wins:7.1f}   decision median {ms.get('median', 0)} ms, p95 {ms.get('p95', 0)} ms")
        print("  wins by seat:", result["wins_by_seat"])
    return 1 if result["errors"] else 0


if __name__ == "__main__":
    sys.exit(main())
