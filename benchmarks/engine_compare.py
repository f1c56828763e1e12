"""Random games per CPU-second of this tree's rules against another checkout's, in one run, turn by turn.

    python benchmarks/engine_compare.py --old /tmp/rules-old [--game ID ...] [--rounds 8] [--slice 0.4]

"Within 10% of the old engine" cannot be read off two runs of `engine_throughput.py`: the same
interpreter work has been seen to take 0.7 s and 1.3 s on one machine minutes apart. So each round
gives each tree a fresh worker process (each imports `game` from its own checkout, through that
checkout's `benchmarks/engine_throughput.py`), and the two take turns: every round plays each
game for `--slice` CPU-seconds in one tree, then the other (the order swapped each round), from the
same seed, so both play the same random games. A round's ratio is new/old of that pair, taken
seconds apart; the table quotes the median ratio, each tree's median games per second, and
each worker's median host probe (`engine_throughput.host_probe`): when the probes of the two
workers disagree, the host itself changed speed between turns and the ratio says less.
"""
from __future__ import annotations

import argparse
import importlib.util
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parents[1]


def worker(tree: Path) -> None:
    """Answer "GAME SECONDS SEED" lines with "GAMES_PER_S PROBE_MS", using `tree`'s rules."""
    spec = importlib.util.spec_from_file_location("engine_throughput", tree / "benchmarks" / "engine_throughput.py")
    bench = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(bench)  # puts `tree` first on sys.path, so `game` is that tree's
    import game
    if Path(game.__file__).resolve().parents[1] != tree.resolve():
        raise SystemExit(f"imported {game.__file__}, not the game of {tree}")
    for line in sys.stdin:
        game_id, seconds, seed = line.split()
        rules = _rules(bench, game_id)
        rng = random.Random(int(seed))
        seat_counts = range(rules.info.min_seats, rules.info.max_seats + 1)
        probe = bench.host_probe()
        played = 0
        started = time.process_time()
        end = started + float(seconds)
        while time.process_time() < end:
            bench.random_game(rules, rng.choice(seat_counts), rng)
            played += 1
        print(f"{played / (time.process_time() - started)} {probe}", flush=True)


def _rules(bench, game_id: str):
    """A game's rules through the checkout's own registry: `game.games` today, the older
    `game.rules.registry` (before issue 19's one registry entry per game) in older trees."""
    if hasattr(bench, "games"):
        return bench.games.get(game_id).rules()
    return bench.get_rules(game_id)


class Worker:
    def __init__(self, tree: Path) -> None:
        self.process = subprocess.Popen([sys.executable, __file__, "--worker", str(tree)],
                                        stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)

    def measure(self, game_id: str, seconds: float, seed: int) -> tuple[float, float]:
        self.process.stdin.write(f"{game_id} {seconds} {seed}\n")
        self.process.stdin.flush()
        answer = self.process.stdout.readline()
        if not answer:
            raise SystemExit("a worker stopped (see its error above)")
        rate, probe = answer.split()
        return float(rate), float(probe)

    def close(self) -> None:
        self.process.stdin.close()
        self.process.wait()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--old", type=Path, help="the other checkout (its game/ and benchmarks/)")
    parser.add_argument("--new", type=Path, default=HERE)
    parser.add_argument("--game", action="append")
    parser.add_argument("--rounds", type=int, default=8)
    parser.add_argument("--slice", type=float, default=0.4, help="CPU-seconds per game per tree per round")
    parser.add_argument("--worker", type=Path, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.worker:
        worker(args.worker)
        return
    if args.old is None:
        parser.error("--old is required")
    sys.path.insert(0, str(args.new))
    from game.games import GAME_IDS
    chosen = args.game or GAME_IDS
    figures = {g: {"old": [], "new": [], "old_probe": [], "new_probe": [], "ratio": []} for g in chosen}
    for r in range(args.rounds):
        # Fresh workers each round: one process can run the same code a few percent slower than
        # another for the whole of its life (where its memory landed), which a run of rounds in
        # the same two processes would count as a difference between the trees.
        old, new = Worker(args.old), Worker(args.new)
        try:
            for game_id in chosen:
                turns = [("old", old), ("new", new)] if r % 2 == 0 else [("new", new), ("old", old)]
                rates = {}
                for name, w in turns:
                    rates[name], probe = w.measure(game_id, args.slice, seed=1000 + r)
                    figures[game_id][name].append(rates[name])
                    figures[game_id][f"{name}_probe"].append(probe)
                figures[game_id]["ratio"].append(rates["new"] / rates["old"])
        finally:
            old.close()
            new.close()
    print(f"{args.rounds} rounds of {args.slice} CPU-s per game and tree; medians")
    print(f"{'game':14} {'new/old':>8} {'(min-max)':>12} {'new games/s':>12} {'old games/s':>12}"
          f" {'probe new ms':>13} {'probe old ms':>13}")
    med = statistics.median
    for game_id, f in figures.items():
        print(f"{game_id:14} {med(f['ratio']):8.3f} {min(f['ratio']):5.2f}-{max(f['ratio']):<5.2f} "
              f"{med(f['new']):12.1f} {med(f['old']):12.1f} {med(f['new_probe']):13.1f} {med(f['old_probe']):13.1f}")


if __name__ == "__main__":
    main()
