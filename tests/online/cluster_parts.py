"""Real parts for the relay cluster's tests and benchmark: a redis-server in a temporary folder on a
free loopback port, and relay nodes as real processes (`python -m game.online.relay`) that a
test can kill with SIGKILL. Everything stops by itself: every wait has a timeout, and `stop()`
kills what did not end."""
from __future__ import annotations

import json
import shutil
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path
from typing import Callable

ROOT = Path(__file__).resolve().parents[2]


def redis_missing() -> str:
    """Why a cluster cannot be tested here, or "" when it can."""
    if shutil.which("redis-server") is None:
        return "redis-server is not installed (Debian: apt-get install redis-server)"
    try:
        import redis  # noqa: F401
    except ImportError:
        return "the redis client library is not installed (pip install 'frontier-tabletop[relay]')"
    return ""


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class RedisServer:
    """A throwaway redis-server on 127.0.0.1 that keeps nothing on disk; `restart()` stops it and
    starts it again on the same port, empty, as after a crash of a Redis without persistence."""

    def __init__(self, folder: Path):
        self.folder, self.port = folder, free_port()
        self.process: subprocess.Popen | None = None

    @property
    def url(self) -> str:
        return f"redis://127.0.0.1:{self.port}/0"

    def start(self) -> "RedisServer":
        self.folder.mkdir(parents=True, exist_ok=True)
        self.process = subprocess.Popen(
            ["redis-server", "--bind", "127.0.0.1", "--port", str(self.port), "--save", "", "--appendonly", "no",
             "--dir", str(self.folder), "--logfile", str(self.folder / "redis.log")],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        import redis
        client = redis.Redis(host="127.0.0.1", port=self.port, socket_connect_timeout=0.5, socket_timeout=1)
        deadline = time.monotonic() + 10
        while True:
            try:
                client.ping()
                break
            except (redis.ConnectionError, redis.TimeoutError):
                if time.monotonic() > deadline or self.process.poll() is not None:
                    self.stop()
                    raise RuntimeError("redis-server did not start") from None
                time.sleep(0.02)
        client.close()
        return self

    def stop(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            try:
                self.process.wait(5)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait(5)
        self.process = None

    def restart(self, pause: float = 0.2) -> None:
        self.stop()
        time.sleep(pause)
        self.start()

    def client(self):
        import redis
        return redis.Redis(host="127.0.0.1", port=self.port, decode_responses=True)


class NodeProcess:
    """One relay node as a server's admin runs it, with TLS from files, JSON logs in a file."""

    def __init__(self, folder: Path, certificate, redis_url: str | None, name: str, *extra: str):
        self.log_path = folder / f"relay-{name}.log"
        self.name = name
        arguments = [sys.executable, "-m", "game.online.relay", "--host", "127.0.0.1", "--port", "0",
                     "--cert", str(certificate.certificate_path), "--key", str(certificate.key_path),
                     "--node-id", name, *extra]
        if redis_url:
            arguments += ["--redis", redis_url]
        self._log = open(self.log_path, "w")
        self.process = subprocess.Popen(arguments, cwd=ROOT, stderr=self._log, stdout=subprocess.DEVNULL)
        self.port = 0

    def wait_listening(self, seconds: float = 20) -> "NodeProcess":
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            for event in self.events():
                if event.get("event") == "listening":
                    self.port = event["port"]
                    return self
            if self.process.poll() is not None:
                break
            time.sleep(0.02)
        self.stop()
        raise RuntimeError(f"relay node {self.name} never listened: {self.log_path.read_text()[-2000:]}")

    @property
    def url(self) -> str:
        return f"wss://127.0.0.1:{self.port}/"

    def events(self) -> list[dict]:
        found = []
        for line in self.log_path.read_text().splitlines():
            try:
                found.append(json.loads(line))
            except ValueError:
                found.append({"event": "unparsed", "line": line})
        return found

    def starve_until(self, seen: Callable[[], bool], at_most: float = 15) -> bool:
        """No processor (SIGSTOP) until `seen()` says so, as on a machine swapping: the node
        misses its heartbeats but keeps every connection. Returns `seen()` at the end."""
        self.process.send_signal(signal.SIGSTOP)
        try:
            deadline = time.monotonic() + at_most
            while not seen() and time.monotonic() < deadline:
                time.sleep(0.05)
            return seen()
        finally:
            self.process.send_signal(signal.SIGCONT)

    def kill(self) -> None:
        """kill -9: no goodbye to anyone."""
        self.process.send_signal(signal.SIGKILL)
        self.process.wait(5)

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            try:
                self.process.wait(10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait(5)
        self._log.close()


def leave(apps: list, nodes: list[NodeProcess]) -> None:
    """How a test of the app's tables over relay nodes ends, whatever happened: each app's side
    that was opened (a host, a guest) closes, then every node stops."""
    for app_side in apps:
        if app_side is not None:
            app_side.close()
    for node in nodes:
        node.stop()
