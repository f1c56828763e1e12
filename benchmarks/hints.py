"""How long a person waits for a hint: from asking (the Hint button, H) to the hard AI's move
being ready, at decisions met in real games (a person and two easy AIs, the person playing the
hinted move or a random one). Prints the median and p95 per game.

    python benchmarks/hints.py [--hints 20] [--game ID ...]
"""
from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.controllers.base import make_controller  # noqa: E402
from game.controllers.seats import parse_seats  # noqa: E402
from game.games import GAME_IDS  # noqa: E402


def waits(game_id: str, hints: int, seed: int = 1) -> list[float]:
    """Seconds from asking to the hint being ready, at `hints` of the person's decisions."""
    rng = random.Random(seed)
    out: list[float] = []
    game = 0
    while len(out) < hints:
        controller = make_controller(game_id, parse_seats("human,ai:easy,ai:easy"), None, seed + game)
        try:
            while not controller.is_over() and len(out) < hints:
                if 0 not in controller.waiting_humans():
                    if not controller.update():
                        time.sleep(0.0005)
                    continue
                legal = controller.legal_actions(0)
                if len(legal) > 1 and rng.random() < 0.5:
                    started = time.perf_counter()
                    controller.ask_hint(0)
                    while (hint := controller.hint_ready(0)) is None:
                        time.sleep(0.001)
                    out.append(time.perf_counter() - started)
                    controller.act(0, hint.action)
                else:
                    controller.act(0, rng.choice(legal))
        finally:
            controller.close()
        game += 1
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hints", type=int, default=20)
    parser.add_argument("--game", action="append", choices=GAME_IDS)
    args = parser.parse_args()
    print(f"{'game':<14}{'hints':>7}{'median ms':>12}{'p95 ms':>10}")
    for game_id in args.game or GAME_IDS:
        seconds = sorted(waits(game_id, args.hints))
        p95 = seconds[min(len(seconds) - 1, round(0.95 * (len(seconds) - 1)))]
        print(f"{game_id:<14}{len(seconds):>7}{statistics.median(seconds) * 1000:>12.0f}{p95 * 1000:>10.0f}")


if __name__ == "__main__":
    main()
