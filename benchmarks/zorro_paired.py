"""Zorro games with paired dice: compare two versions of a player on the same dice.

    python benchmarks/zorro_paired.py ai:hard,ai:easy,ai:easy [--games 300] [--seed 11] [--jobs 1]
                                      [--out FILE.json] [--against OTHER.json]

As `game.sim` (seat order rotated by the seed, iteration budgets), except that the chance steps
are reseeded at every turn, attempt and roll from the seed and where the game stands: a decision
that changes one turn leaves the next turns' dice alone, so two versions of a player meet mostly
the same dice. `game.sim` draws every die from one stream, so one changed decision deals every
later die afresh, and two runs differ by the noise of 300 games (about +-0.17x of the fair share).
With `--against`, the games of the first seat that changed hands between the two runs are counted
(a game won in one run and lost in the other); that count, not the totals, says whether a change
is more than noise.
"""
from __future__ import annotations

import argparse
import json
import random
import sys
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.ai.base import sample_outcome  # noqa: E402
from game.ai.levels import make_agent  # noqa: E402
from game.rules.common.contract import CHANCE  # noqa: E402
from game.rules.zorro.engine import RULES  # noqa: E402


def chance_key(state) -> tuple:
    """Where the game stands, for the dice: the turn, and the attempt and roll under way."""
    a = state.attempt
    if a is not None:
        return state.turn, a.kind, a.attempter, a.helper_turn, state.duel_round, a.rolls_used
    return state.turn, state.tasks[0][0] if state.tasks else "", len(state.common_deck), len(state.rare_deck)


def play(args: tuple) -> dict:
    labels, seed = args
    n = len(labels)
    shift = seed % n
    order = labels[shift:] + labels[:shift]
    agents = [make_agent("zorro", label.partition(":")[2], deterministic=True) for label in order]
    rngs = [random.Random(seed * 7919 + i) for i in range(n)]
    state = RULES.new_game(n)
    chance, last = random.Random(seed), None
    while not RULES.is_over(state):
        seat = RULES.actors(state)[0]
        if seat == CHANCE:
            key = chance_key(state)
            if key != last:
                chance, last = random.Random(f"{seed}|{key}"), key
            RULES.apply(state, CHANCE, sample_outcome(RULES.chance_outcomes(state), chance))
            continue
        RULES.apply(state, seat, agents[seat].choose(RULES, RULES.observe(state, seat), seat, rngs[seat]))
    return {"seed": seed, "winners": [(w + shift) % n for w in RULES.winners(state)]}


def first_seat_wins(record: dict) -> float:
    return 1 / len(record["winners"]) if 0 in record["winners"] else 0.0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("seats", help="comma-separated, the player under test first: ai:hard,ai:easy,ai:easy")
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--seed", type=int, default=11)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--out", help="write the games' winners here (JSON)")
    parser.add_argument("--against", help="an earlier --out to count the games that changed hands")
    args = parser.parse_args(argv)
    labels = args.seats.split(",")
    tasks = [(labels, args.seed + g) for g in range(args.games)]
    with ProcessPoolExecutor(args.jobs) as pool:
        records = list(pool.map(play, tasks, chunksize=4))
    wins = sum(map(first_seat_wins, records))
    print(f"{labels[0]}: {wins:g} of {len(records)}, {3 * wins / len(records):.2f}x its fair share")
    if args.out:
        Path(args.out).write_text(json.dumps(records))
    if args.against:
        before = {r["seed"]: first_seat_wins(r) for r in json.loads(Path(args.against).read_text())}
        now = {r["seed"]: first_seat_wins(r) for r in records}
        common = set(before) & set(now)
        gained = sum(now[s] > before[s] for s in common)
        lost = sum(now[s] < before[s] for s in common)
        print(f"against {args.against}: {sum(before[s] for s in common):g} then; "
              f"{gained} games turned to {labels[0]}'s favour, {lost} against")
    return 0


if __name__ == "__main__":
    sys.exit(main())
