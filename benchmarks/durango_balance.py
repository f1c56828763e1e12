"""Durango's balance target (durango.components.md): 3 medium AIs, a median of 10-20 rounds, both
win conditions seen, no seat winning more than 40% — seats counted from the first player, since
a random first player makes the table's own seat numbers meaningless.

    python benchmarks/durango_balance.py [--games 200] [--seats 3] [--level medium] [--jobs 2]

Budgets are by iterations (deterministic), so a busy machine changes the time, not the games.
"""
from __future__ import annotations

import argparse
import random
import statistics
import sys
from collections import Counter
from multiprocessing import Pool
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.ai.base import sample_outcome  # noqa: E402
from game.ai.levels import make_agent  # noqa: E402
from game.rules.common.contract import CHANCE  # noqa: E402
from game.rules.durango import content as C  # noqa: E402
from game.rules.durango.actions import FirstPlayer  # noqa: E402
from game import games  # noqa: E402


def play(args: tuple[int, int, str]) -> dict:
    seed, seats, level = args
    rules = games.get("durango").rules()
    agents = [make_agent("durango", level, deterministic=True) for _ in range(seats)]
    rngs = [random.Random(seed * 7919 + i) for i in range(seats)]
    chance = random.Random(seed)
    state = rules.new_game(seats)
    first = 0
    while not rules.is_over(state):
        seat = rules.actors(state)[0]
        if seat == CHANCE:
            outcome = sample_outcome(rules.chance_outcomes(state), chance)
            if isinstance(outcome, FirstPlayer):
                first = outcome.seat
        else:
            outcome = agents[seat].choose(rules, rules.observe(state, seat), seat, rngs[seat])
        rules.apply(state, seat, outcome)
    winner = rules.winners(state)[0]
    herd = state.herd[winner]
    by_blue = sum(1 for c in herd if C.is_blue(c)) >= C.WIN_BLUE and len(herd) < C.WIN_CATTLE
    return {"position": (winner - first) % seats, "rounds": state.turns / seats, "blue": by_blue,
            "calamities": len(state.cal_revealed)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seats", type=int, default=3)
    parser.add_argument("--level", default="medium")
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    work = [(seed, args.seats, args.level) for seed in range(args.games)]
    with Pool(args.jobs) as pool:
        games = pool.map(play, work, chunksize=4)
    positions = Counter(g["position"] for g in games)
    rounds = sorted(g["rounds"] for g in games)
    blue = sum(g["blue"] for g in games)
    print(f"{args.games} games, {args.seats} x {args.level}")
    print(f"rounds: median {statistics.median(rounds):.1f}, p10 {rounds[len(rounds) // 10]:.1f}, "
          f"p90 {rounds[len(rounds) * 9 // 10]:.1f}")
    print(f"won by 5 Blue Ribbons: {blue} ({100 * blue / args.games:.0f}%), by 10 cattle: {args.games - blue}")
    shares = ", ".join(f"{p + 1}: {100 * positions[p] / args.games:.1f}%" for p in range(args.seats))
    print(f"wins by position from the first player: {shares}")
    print(f"calamities revealed: median {statistics.median(g['calamities'] for g in games)}")


if __name__ == "__main__":
    main()
