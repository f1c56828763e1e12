"""One fingerprint per game from seeded playouts: the same figures before and after a change to
the rules mean the change kept the rules' behaviour.

    python tools/rules_fingerprint.py [--games 150] [--ai-games 2] [--game ID ...]

Each random playout (seat count, options and moves drawn from its seed) hashes, step by step,
who must act, every legal action in its order, the move taken, the chance outcomes offered with
their probabilities, the events the rules return, and at the end the scores and winners. Every
few steps it also hashes what an acting seat may see: the legal actions of its observation and
of a determinization of it (what the search plays from). With `--ai-games`, a few games of the
game's medium AI against its easy one (iteration budgets only, so seeded games replay exactly)
hash their moves too: the search reaches rules code random moves rarely do (rollout policies,
root candidates).

Speed is none of its business: it runs the rules slowly and thoroughly on purpose.
"""
from __future__ import annotations

import argparse
import hashlib
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game import games  # noqa: E402
from game.ai.base import sample_chance  # noqa: E402
from game.ai.levels import make_agent  # noqa: E402
from game.rules.common.contract import CHANCE  # noqa: E402

LOOK_EVERY = 5
"""Observe and determinize every this many steps (they are slow; the moves are all hashed)."""


def _options(rules, rng: random.Random) -> dict:
    return {name: rng.choice(values) for name, values in rules.info.options.items()}


def random_playout(rules, seed: int, digest) -> None:
    rng = random.Random(seed)
    info = rules.info
    seats = rng.randint(info.min_seats, info.max_seats)
    options = _options(rules, rng)
    digest.update(f"{seats}{sorted(options.items())}".encode())
    state = rules.new_game(seats, options)
    step = 0
    while not rules.is_over(state):
        actors = rules.actors(state)
        digest.update(repr(actors).encode())
        if actors == [CHANCE]:
            digest.update(repr(rules.chance_outcomes(state)).encode())
            seat, action = CHANCE, sample_chance(rules, state, rng)
        else:
            seat = rng.choice(actors)
            legal = rules.legal_actions(state, seat)
            digest.update(" ".join(map(str, legal)).encode())
            if step % LOOK_EVERY == 0:
                seen = rules.observe(state, seat)
                digest.update(" ".join(map(str, rules.legal_actions(seen, seat))).encode())
                guess = rules.determinize(seen, seat, random.Random(step))
                digest.update(" ".join(map(str, rules.legal_actions(guess, seat))).encode())
            action = rng.choice(legal)
            if rules.parse_action(str(action)) != action:
                raise AssertionError(f"{action} does not read back")
        digest.update(str(action).encode())
        for event in rules.apply(state, seat, action):
            digest.update(repr(event).encode())
        step += 1
    digest.update(f"{rules.scores(state)}{rules.winners(state)}".encode())


def ai_game(game_id: str, rules, seed: int, digest) -> None:
    rng = random.Random(seed)
    seats = rules.info.min_seats + seed % 2
    agents = [make_agent(game_id, "medium" if s % 2 else "easy", deterministic=True) for s in range(seats)]
    seat_rngs = [random.Random(seed * 31 + s) for s in range(seats)]
    state = rules.new_game(seats, _options(rules, rng))
    while not rules.is_over(state):
        seat = rules.actors(state)[0]
        if seat == CHANCE:
            action = sample_chance(rules, state, rng)
        else:
            action = agents[seat].choose(rules, rules.observe(state, seat), seat, seat_rngs[seat])
        digest.update(str(action).encode())
        rules.apply(state, seat, action)
    digest.update(f"{rules.scores(state)}{rules.winners(state)}".encode())


def fingerprint(game_id: str, playouts: int, ai_games: int) -> tuple[str, str]:
    rules = games.get(game_id).rules()
    digest = hashlib.sha256()
    for seed in range(playouts):
        random_playout(rules, seed, digest)
    ai_digest = hashlib.sha256()
    for seed in range(ai_games):
        ai_game(game_id, rules, seed, ai_digest)
    return digest.hexdigest()[:16], (ai_digest.hexdigest()[:16] if ai_games else "-")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=150)
    parser.add_argument("--ai-games", type=int, default=2)
    parser.add_argument("--game", action="append")
    args = parser.parse_args()
    print(f"{'game':14} {'random playouts':>18} {'AI games':>18}")
    for game_id in args.game or games.GAME_IDS:
        playouts, ai = fingerprint(game_id, args.games, args.ai_games)
        print(f"{game_id:14} {playouts:>18} {ai:>18}", flush=True)


if __name__ == "__main__":
    main()
