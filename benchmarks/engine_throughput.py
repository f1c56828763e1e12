"""Complete random games per second, per game engine (target: at least 200 for every game).

    python benchmarks/engine_throughput.py [--seconds 3] [--game ID ...]

Random legal moves and sampled chance outcomes (`sample_chance`, as the search's playouts draw
them), no observation or AI: this is the cost floor of a playout, which is what ISMCTS spends
its time on. Timed in process CPU time: one thread, so on an idle machine that is the wall time,
and on a busy one (CI, helpers, a sim running) the figure does not sag with the load.

CPU time does not hide a host that is itself slower from one minute to the next (a virtual
machine's neighbours, its clock): the same interpreter work has been seen to take 0.7 s and 1.3 s
on one machine a few minutes apart. So each round also times a fixed piece of interpreter work
(`host_probe`), and the table prints its median beside the rates: figures from two runs compare
only when their probes agree.
"""
from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.ai.base import sample_chance  # noqa: E402
from game.rules.common.contract import CHANCE  # noqa: E402
from game import games  # noqa: E402
from game.games import GAME_IDS  # noqa: E402


def random_game(rules, seats: int, rng: random.Random) -> int:
    state = rules.new_game(seats)
    steps = 0
    while not rules.is_over(state):
        seat = rules.actors(state)[0]
        if seat == CHANCE:
            action = sample_chance(rules, state, rng)
        else:
            action = rng.choice(rules.legal_actions(state, seat))
        rules.apply(state, seat, action)
        steps += 1
    return steps


def host_probe() -> float:
    """CPU milliseconds for a fixed mix of the work an engine does (calls, tuples, dicts, lists)."""
    started = time.process_time()
    table: dict[tuple, int] = {}
    for i in range(60_000):
        key = (i % 97, i % 13)
        table[key] = table.get(key, 0) + len([j for j in key if j])
    return (time.process_time() - started) * 1000


def measure(game_id: str, seconds: float, rounds: int = 5) -> dict:
    rules = games.get(game_id).rules()
    rng = random.Random(1)
    seat_counts = range(rules.info.min_seats, rules.info.max_seats + 1)
    rates, steps, probes = [], [], []
    for r in range(rounds):
        probes.append(host_probe())
        played = 0
        end = time.process_time() + seconds / rounds
        started = time.process_time()
        while time.process_time() < end:
            steps.append(random_game(rules, rng.choice(seat_counts), rng))
            played += 1
        rates.append(played / (time.process_time() - started))
    return {"game": game_id, "games_per_s": statistics.median(rates), "mean_steps": statistics.fmean(steps),
            "probe_ms": statistics.median(probes)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=3.0)
    parser.add_argument("--game", action="append")
    args = parser.parse_args()
    chosen = args.game or GAME_IDS
    print(f"{'game':14} {'games/s (median of 5)':>22} {'steps/game':>11} {'host probe ms':>14}")
    for game_id in chosen:
        m = measure(game_id, args.seconds)
        flag = "" if m["games_per_s"] >= 200 else "   below the 200/s target"
        print(f"{game_id:14} {m['games_per_s']:22.1f} {m['mean_steps']:11.1f} {m['probe_ms']:14.1f}{flag}")


if __name__ == "__main__":
    main()
