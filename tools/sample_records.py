"""Fill a records folder with many past tables, for the records benchmark and the README pictures.

    python tools/sample_records.py --tables 60 --home /tmp/frontier-pictures

A few real games are played to their end (random moves, each of the five games), so every sample
replays through the rules; the many tables are copies of them with other people in the seats
(the remembered players of that home and AIs of every level), spread over the last year. The
index is written as the app writes it.
"""
from __future__ import annotations

import argparse
import json
import os
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

AI_NAMES = ("Wyatt", "Belle", "Jesse", "Annie", "Butch", "Pearl", "Cole", "Sadie")
PEOPLE = ("Ana", "Bill", "Mara", "Tom")
SEAT_COUNTS = {"desperados": 3, "zorro": 3, "roulette": 4, "durango": 3, "most_wanted": 4}


def play_to_the_end(game_id: str, seats: int, seed: int):
    """A finished controller: random legal moves, chance sampled by the controller's own RNG."""
    from game.controllers.base import make_controller
    from game.controllers.seats import parse_seats
    from game.rules.common.contract import CHANCE
    rng = random.Random(seed)
    controller = make_controller(game_id, parse_seats(",".join(["ai:random"] * seats)), None, seed)
    while not controller.is_over():
        actors = controller.actors()
        if actors == [CHANCE]:
            controller.update()
            continue
        seat = actors[0]
        controller._apply(seat, rng.choice(controller.legal_actions(seat)))
    controller.close()
    return controller


def fill(tables: int, seed: int = 1, people: list | None = None) -> int:
    """Write `tables` records into the current home's records folder; returns how many."""
    from game import players, records
    rng = random.Random(seed)
    roster, _ = players.load()
    if people is None:
        people = roster.players or [roster.add(name) for name in PEOPLE]
        players.save(roster)
    games = [(gid, records.record_of(play_to_the_end(gid, n, seed + k)))
             for k, (gid, n) in enumerate(SEAT_COUNTS.items())]
    folder = records.records_dir()
    now = time.time()
    rows = []
    for k in range(tables):
        game_id, base = games[k % len(games)]
        seats = []
        humans = rng.sample(people, k=min(len(people), rng.choice((1, 1, 2))))
        order = list(range(len(base["seats"])))
        rng.shuffle(order)
        for i in range(len(base["seats"])):
            if i < len(humans):
                p = humans[i]
                seats.append({"name": p.name, "kind": "human", "level": "medium", "player": p.id})
            else:
                seats.append({"name": AI_NAMES[i], "kind": "ai", "level": rng.choice(("easy", "medium", "hard"))})
        seats = [seats[j] for j in order]
        finished = now - (tables - k) * (365 * 86400 / max(1, tables)) - rng.random() * 3600
        data = {**base, "seats": seats, "finished": finished}
        name = f"{game_id}-{k:06d}-{rng.getrandbits(24):06x}.json"
        (folder / name).write_text(json.dumps(data, separators=(",", ":")), encoding="utf-8")
        rows.append(records.summary_from(name, data))
    known = records.read_index() or {}
    known.update((r.file, r) for r in rows)
    records.write_index(list(known.values()))
    return tables


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", type=int, default=60)
    parser.add_argument("--home", required=True, help="the FRONTIER_TABLETOP_HOME to fill")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    os.environ["FRONTIER_TABLETOP_HOME"] = args.home
    print(f"wrote {fill(args.tables, args.seed)} records under {args.home}")


if __name__ == "__main__":
    main()
