"""How many tables a relay node holds: simulated hosts and guests (asyncio, no pygame) through
real relay processes on 127.0.0.1, alone and as two nodes sharing rooms through a real Redis.

    python benchmarks/relay_load.py [--tables 1000] [--seconds 20] [--saturate 2000,3000]

Each table is a host and two guests (5 connections at the relay: the host's control connection,
one connection per guest each side). Every table makes one move a second, faster than people
play: the seat whose turn it is moves (a guest sends its move up, ~100 bytes), and the host sends
the step to both guests (a ~1 KB view, the median of a recorded game's). The host stamps each step
when it sends it; the guest reads the stamp when the relay hands it over: that is the **forward
latency** reported (p50/p95/p99), measured in the load generator's own processes, so it includes
their scheduling too (an upper bound for the relay's share). Also reported: tables held (every
table's connections open to the end), messages a second through the relay, the relay's CPU and
its memory per table (RSS growth over an idle node, divided by tables; in two-node mode the sum
of both nodes', and Redis' used memory beside it).

1 node: tables' hosts and guests on the same node, no Redis. 2 nodes + Redis: every host on node
A and its guests on node B, so every frame crosses Redis. `--saturate` then runs one node with
more tables to find where it stops keeping up (p95 over 50 ms, or the node's CPU at 100%).

The relay listens without TLS here (TLS would be terminated by a proxy in front, or adds its own
cost per byte on top; the relay forwards sealed frames either way). Prints one JSON object per
run and a summary table; load generator: `--workers` processes (default 2).
"""
from __future__ import annotations

import argparse
import asyncio
import json
import multiprocessing
import os
import random
import sys
import tempfile
import time
from pathlib import Path

sys.path[:0] = [str(Path(__file__).resolve().parents[1]), str(Path(__file__).resolve().parents[1] / "tests" / "online")]

from cluster_parts import RedisServer, free_port, redis_missing  # noqa: E402

VIEW_BYTES = 1000
ACT_BYTES = 100


def _percentile(values: list[float], share: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


# -- the load generator: one process holds many tables ----------------------------------------------
async def _worker_main(first: int, count: int, host_url: str, guest_url: str, ramp_per_second: float,
                       settle: float, seconds: float) -> dict:
    import resource

    from websockets.exceptions import ConnectionClosed

    from game.online import relay

    latencies: list[float] = []
    errors: list[str] = []
    counters = {"steps_sent": 0, "steps_read": 0, "acts": 0, "tables_open": 0, "guests_seated": 0, "failures": 0}
    measuring = {"on": False}
    stop = asyncio.Event()

    async def table(number: int) -> None:
        room = f"{number:032x}"
        guests_of_host: list = []
        seated = asyncio.Event()

        async def host_handler(connection) -> None:
            guests_of_host.append(connection)
            if len(guests_of_host) == 2:
                seated.set()
            try:
                async for frame in connection:  # a guest's move: the host answers with the step
                    if frame.startswith("act"):
                        await step()
            finally:
                if connection in guests_of_host:
                    guests_of_host.remove(connection)

        async def step() -> None:
            message = json.dumps({"sent": time.time(), "view": "." * VIEW_BYTES})
            for connection in list(guests_of_host):
                await connection.send(message)
                if measuring["on"]:
                    counters["steps_sent"] += 1

        async def guest_reader(connection) -> None:
            try:
                async for frame in connection:
                    if measuring["on"]:
                        latencies.append(time.time() - json.loads(frame)["sent"])
                        counters["steps_read"] += 1
            except ConnectionClosed:
                counters["failures"] += 1

        opened = asyncio.Event()
        hosting = asyncio.create_task(relay.serve_through_relay(host_url, room, host_handler, None, opened,
                                                                open_timeout=30))
        guests = []
        try:
            await asyncio.wait_for(opened.wait(), 60)
            counters["tables_open"] += 1
            for _seat in range(2):
                guests.append(await relay.join_room(guest_url, room, None, open_timeout=30))
            counters["guests_seated"] += 2
            await asyncio.wait_for(seated.wait(), 30)
            readers = [asyncio.create_task(guest_reader(guest)) for guest in guests]
            await asyncio.sleep(random.random())  # tables move at different moments of the second
            turn = number % 3
            while not stop.is_set():
                if turn == 0:
                    await step()
                else:
                    await guests[turn - 1].send("act" + "." * ACT_BYTES)
                    if measuring["on"]:
                        counters["acts"] += 1
                turn = (turn + 1) % 3
                await asyncio.sleep(1.0)
            for reader in readers:
                reader.cancel()
        except Exception as error:
            counters["failures"] += 1
            if len(errors) < 5:
                errors.append(repr(error)[:200])
        finally:
            for guest in guests:
                await guest.close()
            hosting.cancel()
            await asyncio.gather(hosting, return_exceptions=True)

    tasks = []
    for number in range(first, first + count):
        tasks.append(asyncio.create_task(table(number)))
        await asyncio.sleep(1.0 / ramp_per_second)
    await asyncio.sleep(settle)
    held_at_start = counters["guests_seated"] // 2
    lags: list[float] = []

    async def watch_lag() -> None:
        """How late this process' own loop wakes: latency it adds itself, not the relay."""
        while True:
            before = time.perf_counter()
            await asyncio.sleep(0.05)
            lags.append(time.perf_counter() - before - 0.05)

    lag_watch = asyncio.create_task(watch_lag())
    measuring["on"] = True
    cpu_before = resource.getrusage(resource.RUSAGE_SELF)
    await asyncio.sleep(seconds)
    cpu_after = resource.getrusage(resource.RUSAGE_SELF)
    measuring["on"] = False
    lag_watch.cancel()
    counters["loop_lag_p95_ms"] = round(1000 * _percentile(lags, 0.95), 1)
    counters["cpu_share"] = (cpu_after.ru_utime + cpu_after.ru_stime - cpu_before.ru_utime - cpu_before.ru_stime) / seconds
    held_at_end = sum(1 for task in tasks if not task.done())
    stop.set()
    await asyncio.wait(tasks, timeout=10)
    return {"latencies": latencies, "held_at_start": held_at_start, "held_at_end": held_at_end, "errors": errors,
            **counters}


def _worker(arguments: tuple, answers) -> None:
    answers.put(asyncio.run(_worker_main(*arguments)))


# -- the relay processes ----------------------------------------------------------------------------
class Node:
    def __init__(self, folder: Path, name: str, redis_url: str | None, max_rooms: int):
        import subprocess
        self.port = free_port()
        arguments = [sys.executable, "-m", "game.online.relay", "--host", "127.0.0.1", "--port", str(self.port),
                     "--no-tls", "--node-id", name, "--max-rooms", str(max_rooms),
                     "--rooms-per-address", str(max_rooms), "--log-level", "WARNING"]
        if redis_url:
            arguments += ["--redis", redis_url]
        self.log_path = folder / f"{name}.log"
        self.log = open(self.log_path, "w")
        self.process = subprocess.Popen(arguments, cwd=Path(__file__).resolve().parents[1], stderr=self.log)
        self.url = f"ws://127.0.0.1:{self.port}/"

    def wait_healthy(self) -> None:
        import urllib.request
        deadline = time.monotonic() + 20
        while time.monotonic() < deadline:
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{self.port}/health", timeout=1) as answer:
                    if json.loads(answer.read())["status"] == "ok":
                        return
            except OSError:
                time.sleep(0.1)
        raise RuntimeError("relay node did not become healthy")

    def rss_mb(self) -> float:
        for line in Path(f"/proc/{self.process.pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
        return float("nan")

    def cpu_seconds(self) -> float:
        fields = Path(f"/proc/{self.process.pid}/stat").read_text().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")

    def warnings(self) -> list[str]:
        """The node's own warnings (lost Redis, lost nodes): a run that had any is not clean."""
        found = []
        for line in self.log_path.read_text().splitlines():
            try:
                event = json.loads(line)
            except ValueError:
                found.append(line[:200])
                continue
            found.append(f"{event.get('event')}: {event.get('reason', event.get('nodes', ''))}")
        return found

    def stop(self) -> None:
        self.process.terminate()
        try:
            self.process.wait(20)
        except Exception:
            self.process.kill()
        self.log.close()


def run(tables: int, nodes: int, seconds: float, workers: int, folder: Path, ramp: float = 100.0) -> dict:
    redis_server = None
    if nodes == 2:
        redis_server = RedisServer(folder / "redis").start()
    relay_nodes = [Node(folder, f"node{n}", redis_server.url if redis_server else None, tables + 10)
                   for n in range(nodes)]
    try:
        for node in relay_nodes:
            node.wait_healthy()
        time.sleep(0.5)
        idle_rss = [node.rss_mb() for node in relay_nodes]
        host_url, guest_url = relay_nodes[0].url, relay_nodes[-1].url
        ramp_seconds = tables / ramp
        settle = 5.0
        answers: multiprocessing.Queue = multiprocessing.Queue()
        share = [tables // workers + (1 if n < tables % workers else 0) for n in range(workers)]
        processes = []
        first = 0
        for count in share:
            arguments = (first, count, host_url, guest_url, ramp / workers, settle + (ramp_seconds - count / (ramp / workers)),
                         seconds)
            processes.append(multiprocessing.Process(target=_worker, args=(arguments, answers)))
            first += count
        for process in processes:
            process.start()
        time.sleep(ramp_seconds + settle)
        cpu_start = [node.cpu_seconds() for node in relay_nodes]
        load_start = os.getloadavg()[0]
        started = time.monotonic()
        time.sleep(seconds * 0.8)
        full_rss = [node.rss_mb() for node in relay_nodes]
        redis_mb = None
        if redis_server is not None:
            redis_mb = redis_server.client().info("memory")["used_memory"] / 2**20
        results = [answers.get(timeout=seconds + ramp_seconds + 120) for _process in processes]
        elapsed = time.monotonic() - started
        cpu = [(node.cpu_seconds() - before) / elapsed for node, before in zip(relay_nodes, cpu_start)]
        for process in processes:
            process.join(30)
        latencies = [value for result in results for value in result["latencies"]]
        sent = sum(result["steps_sent"] + result["acts"] for result in results)
        return {
            "nodes": nodes, "tables": tables, "cores": os.cpu_count(), "load_average_1min": round(load_start, 2),
            "tables_held": sum(result["held_at_end"] for result in results),
            "failures": sum(result["failures"] for result in results),
            "errors": [error for result in results for error in result["errors"]][:5],
            "messages_per_second": round(sent / seconds),
            "forward_ms": {"p50": round(_percentile(latencies, 0.50) * 1000, 1),
                           "p95": round(_percentile(latencies, 0.95) * 1000, 1),
                           "p99": round(_percentile(latencies, 0.99) * 1000, 1),
                           "samples": len(latencies)},
            "relay_cpu_percent": [round(100 * share_of_core) for share_of_core in cpu],
            "load_generator_cpu_percent": [round(100 * result["cpu_share"]) for result in results],
            "load_generator_loop_lag_p95_ms": [result["loop_lag_p95_ms"] for result in results],
            "relay_rss_mb": [round(value, 1) for value in full_rss],
            "memory_kb_per_table": round(1024 * (sum(full_rss) - sum(idle_rss)) / tables, 1),
            "redis_used_mb": round(redis_mb, 1) if redis_mb is not None else None,
            "relay_warnings": [warning for node in relay_nodes for warning in node.warnings()][:5],
        }
    finally:
        for node in relay_nodes:
            node.stop()
        if redis_server is not None:
            redis_server.stop()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--tables", type=int, default=1000)
    parser.add_argument("--seconds", type=float, default=20.0, help="measured seconds per run")
    parser.add_argument("--workers", type=int, default=2, help="load generator processes")
    parser.add_argument("--ramp", type=float, default=100.0, help="tables opened a second while starting")
    parser.add_argument("--saturate", default="", help="more table counts for one node, e.g. 2000,3000")
    parser.add_argument("--only", choices=["1", "2"], help="run only one node (1) or two nodes + Redis (2)")
    options = parser.parse_args(argv)
    runs = []
    with tempfile.TemporaryDirectory(prefix="relay-load-") as folder:
        plan = []
        if options.only != "2":
            plan.append((options.tables, 1))
        if options.only != "1":
            if redis_missing():
                print(f"skipping 2 nodes + Redis: {redis_missing()}", file=sys.stderr)
            else:
                plan.append((options.tables, 2))
        plan += [(int(count), 1) for count in options.saturate.split(",") if count.strip()]
        for tables, nodes in plan:
            result = run(tables, nodes, options.seconds, options.workers, Path(folder), options.ramp)
            print(json.dumps(result), flush=True)
            runs.append(result)
    print(f"\n{'setup':<16}{'tables':>7}{'held':>6}{'msg/s':>7}{'p50 ms':>8}{'p95 ms':>8}{'p99 ms':>8}"
          f"{'relay CPU %':>13}{'KB/table':>10}  (cores: {os.cpu_count()})")
    for result in runs:
        setup = "1 node" if result["nodes"] == 1 else "2 nodes + Redis"
        latency = result["forward_ms"]
        print(f"{setup:<16}{result['tables']:>7}{result['tables_held']:>6}{result['messages_per_second']:>7}"
              f"{latency['p50']:>8}{latency['p95']:>8}{latency['p99']:>8}"
              f"{'+'.join(map(str, result['relay_cpu_percent'])):>13}{result['memory_kb_per_table']:>10}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
