"""Hard-AI decision time (median/p95) and ISMCTS iterations per second, per game.

    python benchmarks/ai_decisions.py [--games 3] [--game ID ...]

Plays hard against random with the play-time (wall-clock) budget and reports every hard
decision that had more than one legal move (single-move decisions are instant and would flatter
the median).
"""
from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.ai.base import RandomAgent, sample_outcome  # noqa: E402
from game.ai.levels import make_agent  # noqa: E402
from game.rules.common.contract import CHANCE  # noqa: E402
from game import games  # noqa: E402
from game.games import GAME_IDS  # noqa: E402


def measure(game_id: str, count: int) -> dict:
    rules = games.get(game_id).rules()
    seats = min(max(rules.info.min_seats, 3), rules.info.max_seats)
    times, rates = [], []
    for g in range(count):
        rng = random.Random(g)
        hard = make_agent(game_id, "hard")
        agents = [hard] + [RandomAgent() for _ in range(seats - 1)]
        state = rules.new_game(seats)
        while not rules.is_over(state):
            seat = rules.actors(state)[0]
            if seat == CHANCE:
                rules.apply(state, seat, sample_outcome(rules.chance_outcomes(state), rng))
                continue
            obs = rules.observe(state, seat)
            multi = len(rules.legal_actions(obs, seat)) > 1
            started = time.perf_counter()
            action = agents[seat].choose(rules, obs, seat, rng)
            elapsed = time.perf_counter() - started
            if seat == 0 and multi:
                times.append(elapsed * 1000)
                if hard.last_iterations:
                    rates.append(hard.last_iterations / elapsed)
            rules.apply(state, seat, action)
    ordered = sorted(times)
    return {"game": game_id, "decisions": len(times), "median_ms": statistics.median(times),
            "p95_ms": ordered[int(0.95 * (len(ordered) - 1))],
            "iterations_per_s": statistics.median(rates) if rates else 0.0}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--game", action="append")
    args = parser.parse_args()
    print(f"{'game':14} {'decisions':>9} {'median ms':>10} {'p95 ms':>8} {'ISMCTS it/s':>12}")
    for game_id in args.game or GAME_IDS:
        m = measure(game_id, args.games)
        print(f"{game_id:14} {m['decisions']:9d} {m['median_ms']:10.1f} {m['p95_ms']:8.1f} {m['iterations_per_s']:12.0f}")


if __name__ == "__main__":
    main()
