"""Online play's costs: messages and bytes per move per game, the host's CPU per table, and a
guest's move's round trip (p50/p95) on loopback and through a bad network (300 ms ± 150 ms).

    python benchmarks/online.py [--games N] [--lossy-moves N]

Each table is hosted as the app hosts it (`session.host_table`: TLS, the invite's handshake,
sealed frames) on 127.0.0.1, one guest seat per game played from its RemoteController (no
screen), the other seats played at random by the host's side. Bytes are the guest's messages as
JSON text (before sealing; TLS and the seal add about 40 bytes a frame).
"""
from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "online"))
os.environ.setdefault("FRONTIER_TABLETOP_HOME", tempfile.mkdtemp(prefix="online-bench-"))

from game.controllers.base import make_controller  # noqa: E402
from game.controllers.seats import parse_seats  # noqa: E402
from game.games import GAME_IDS  # noqa: E402
from game.online import invite as invites  # noqa: E402
from game.online.session import host_table, join_table  # noqa: E402

MIXES = {"desperados": "human,remote,ai:easy", "zorro": "remote,human,ai:easy", "roulette": "human,remote,human",
         "durango": "remote,ai:easy,human", "most_wanted": "human,human,remote,ai:easy"}


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))] if ordered else float("nan")


def play(game_id: str, seed: int, proxy_latency: float | None = None, most_moves: int | None = None) -> dict:
    controller = make_controller(game_id, parse_seats(MIXES[game_id]), None, seed)
    host = host_table(controller, relay=None, bind="127.0.0.1")
    received: list[str] = []
    proxy = None
    text = host.invite.text
    if proxy_latency is not None:
        from lossy_proxy import LossyProxy
        proxy = LossyProxy(("127.0.0.1", host.invite.port), latency=proxy_latency, jitter=proxy_latency / 2,
                           seed=seed, lifetime=600).start()
        text = invites.make_invite("127.0.0.1", proxy.port, host.invite.code).text
    rng, host_cpu = random.Random(seed), 0.0
    try:
        joining = join_table(text, name="Bench", record=received.append)
        while (guest := joining.poll()) is None:
            assert joining.refused is None, joining.refused
            controller.pump()
            time.sleep(0.001)
        received.clear()  # the join's snapshot is counted apart from the moves
        trips, sent_at, guest_moves = [], None, 0
        while not (controller.is_over() and guest.is_over()):
            if most_moves is not None and guest_moves >= most_moves:
                break
            started = time.thread_time()
            controller.pump()
            waiting = controller.waiting_humans()
            if waiting:
                controller.act(waiting[0], rng.choice(controller.legal_actions(waiting[0])))
            else:
                controller.update()
            host_cpu += time.thread_time() - started
            guest.pump()
            guest.update()
            if sent_at is not None and guest._sent_at is None:
                trips.append(time.perf_counter() - sent_at)
                sent_at = None
            if guest.waiting_humans():
                guest.act(guest.seat, rng.choice(guest.legal_actions(guest.seat)))
                sent_at, guest_moves = time.perf_counter(), guest_moves + 1
            time.sleep(0.0005)
        guest.close()
    finally:
        host.close()
        controller.close()
        if proxy is not None:
            proxy.stop()
    sizes = [len(t.encode()) for t in received]
    moves = max(1, controller.moves_made())
    return {"moves": controller.moves_made(), "messages": len(sizes), "bytes": sum(sizes),
            "largest": max(sizes, default=0), "median": percentile(sizes, 0.5),
            "host_cpu": host_cpu, "per_move": len(sizes) / moves, "bytes_per_move": sum(sizes) / moves,
            "trips": trips}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2, help="games played per game id (default 2)")
    parser.add_argument("--lossy-moves", type=int, default=12, help="guest moves through the bad network")
    args = parser.parse_args()
    print("game          moves  msgs/move  bytes/move  median B  largest B  host CPU/table  RTT p50/p95 (loopback)")
    all_trips: list[float] = []
    for game_id in GAME_IDS:
        runs = [play(game_id, seed) for seed in range(1, args.games + 1)]
        trips = [t for r in runs for t in r["trips"]]
        all_trips += trips
        print(f"{game_id:12} {statistics.mean(r['moves'] for r in runs):6.0f} {statistics.mean(r['per_move'] for r in runs):10.2f}"
              f" {statistics.mean(r['bytes_per_move'] for r in runs):11.0f} {statistics.mean(r['median'] for r in runs):9.0f}"
              f" {max(r['largest'] for r in runs):10d} {statistics.mean(r['host_cpu'] for r in runs):13.2f} s"
              f"   {percentile(trips, 0.5) * 1000:.1f} / {percentile(trips, 0.95) * 1000:.1f} ms")
    print(f"all games: a guest's move's round trip on loopback p50 {percentile(all_trips, 0.5) * 1000:.1f} ms,"
          f" p95 {percentile(all_trips, 0.95) * 1000:.1f} ms")
    lossy = play("roulette", 7, proxy_latency=0.3, most_moves=args.lossy_moves)["trips"]
    print(f"through 300 ms ± 150 ms each way (roulette, {len(lossy)} moves): p50 {percentile(lossy, 0.5) * 1000:.0f} ms,"
          f" p95 {percentile(lossy, 0.95) * 1000:.0f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
