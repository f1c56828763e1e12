"""A table's traffic without a table: a host and guests that play a recorded game through relays.

The relay's tests and its load benchmark need many tables' worth of real traffic, and none of a
table's pygame. So a recorded game (random agents, seeded: every move as the rules' own text,
chance included) is replayed by a `SimHost`, which holds the only true record like the real host
(game.online.host), and `SimGuest`s, which hold what they were sent. They speak the shape of the
real protocol in miniature, sealed end to end by the invite's real handshake (game.online.tls):

- guest -> host `hello {seat, seen}`: the moves it holds; the host answers `snapshot {seq, moves}`
  with what it lacks (everything if `seen` is impossible: the host never trusts the guest);
- host -> guests `step {seq, by, move, view}` after every step (`view` stands for the seat's
  observation, its size the recorded one);
- guest -> host `act {moment, move}` when the record says it is the guest's move: refused unless
  `moment` is the table's number of steps and the move the one due, so a move sent twice (before
  and after a reconnect) is made once, and a move lost on the way is sent again after the resync.

A guest that sees a step out of sequence, or loses its connection, reconnects through the invite's
relays in turn and resyncs. `latencies` (seconds from the host sending a step to a guest reading
it) is what the benchmark reports.
"""
from __future__ import annotations

import asyncio
import json
import random
import time
from dataclasses import dataclass, field
from typing import Any

from websockets.exceptions import ConnectionClosed, InvalidHandshake

from game.online import relay, tls
from game.online.relay import RelayRefused

HOST = 0
CHANCE_BY = -1
_RECORDS: dict[tuple[str, int, int], "Record"] = {}


@dataclass(frozen=True)
class Record:
    """A whole game: (who moved: a seat or CHANCE_BY, the move's text, the size of a guest's view
    after it) for every step."""

    game_id: str
    seats: int
    steps: tuple[tuple[int, str, int], ...]


def record_game(game_id: str, seats: int = 3, seed: int = 1) -> Record:
    """A seeded game of random agents, as its moves' text (made once per process)."""
    key = (game_id, seats, seed)
    if key not in _RECORDS:
        from game import games
        from game.ai.base import sample_outcome
        from game.ai.levels import make_agent
        from game.rules.common.contract import CHANCE

        rules = games.get(game_id).rules()
        state = rules.new_game(seats, None)
        rng = random.Random(seed)
        agents = [make_agent(game_id, "random") for _seat in range(seats)]
        steps = []
        while not rules.is_over(state):
            seat = rules.actors(state)[0]
            if seat == CHANCE:
                action = sample_outcome(rules.chance_outcomes(state), rng)
            else:
                action = agents[seat].choose(rules, rules.observe(state, seat), seat, rng)
            rules.apply(state, seat, action)
            steps.append((CHANCE_BY if seat == CHANCE else seat, str(action),
                          len(repr(rules.observe(state, 1 % seats)))))
        _RECORDS[key] = Record(game_id, seats, tuple(steps))
    return _RECORDS[key]


class SimHost:
    """The host of one table: plays its own seat and chance, takes guests' moves, sends steps.
    `pace` seconds before each of the host's own moves and chance's (0: at once). A test that
    needs the game still going at some moment calls `hold(step)`: the host's own move at that
    step waits for `release()` (the guests cannot pass it either)."""

    def __init__(self, record: Record, secret: bytes, pace: float = 0.0):
        self.record, self.secret, self.pace = record, secret, pace
        self.moves: list[str] = []
        self.links: dict[int, Any] = {}
        self.refused = 0
        self.connections = 0
        self.turn = asyncio.Event()
        self.done = asyncio.Event()
        self.held_at: int | None = None
        self._released = asyncio.Event()
        self._handshake = tls.invite_handshake(secret)

    def hold(self, before_step: int) -> None:
        """Make none of the host's own moves from the first one at or after `before_step`."""
        self.held_at = next(index for index in range(before_step, len(self.record.steps))
                            if self.record.steps[index][0] in (HOST, CHANCE_BY))
        self._released.clear()

    def release(self) -> None:
        self._released.set()

    @property
    def due(self) -> tuple[int, str, int] | None:
        return self.record.steps[len(self.moves)] if len(self.moves) < len(self.record.steps) else None

    async def play_own_moves(self) -> None:
        """The host's seat and chance move when the record says so (a guest's move wakes it)."""
        while self.due is not None:
            by, move, _size = self.due
            if by in (HOST, CHANCE_BY):
                if self.held_at is not None and len(self.moves) >= self.held_at:
                    await self._released.wait()
                if self.pace:
                    await asyncio.sleep(self.pace)
                await self._step(move)
            else:
                self.turn.clear()
                await self.turn.wait()
        self.done.set()

    async def _step(self, move: str) -> None:
        by, _move, size = self.due
        self.moves.append(move)
        message = json.dumps({"type": "step", "seq": len(self.moves), "by": by, "move": move,
                              "view": "." * size, "sent": time.time()})
        for link in list(self.links.values()):
            try:
                await link.send(message)
            except ConnectionClosed:
                pass  # that guest reconnects and resyncs
        self.turn.set()

    async def handler(self, connection: Any) -> None:
        """One guest's connection, as `serve_through_relay` hands it: handshake, hello, then
        its moves."""
        try:
            sealed = await self._handshake(connection, "host")
            hello = json.loads(await sealed.recv())
        except (tls.HandshakeRefused, ConnectionClosed, ValueError):
            return
        seat, seen = hello.get("seat"), hello.get("seen")
        if not isinstance(seat, int) or not 1 <= seat < self.record.seats:
            return
        if not isinstance(seen, int) or not 0 <= seen <= len(self.moves):
            seen = 0  # what the guest says it holds is not believed past what exists
        self.connections += 1
        self.links[seat] = sealed
        await sealed.send(json.dumps({"type": "snapshot", "seq": len(self.moves), "from": seen,
                                      "moves": self.moves[seen:]}))
        try:
            async for text in sealed:
                message = json.loads(text)
                due = self.due
                if (message.get("type") != "act" or due is None or due[0] != seat
                        or message.get("moment") != len(self.moves) or message.get("move") != due[1]):
                    self.refused += 1
                    continue
                await self._step(due[1])
        except ConnectionClosed:
            pass
        finally:
            if self.links.get(seat) is sealed:
                del self.links[seat]


@dataclass
class SimGuest:
    """A person at another computer, in `seat`, reaching the table through `urls` in turn."""

    record: Record
    seat: int
    secret: bytes
    urls: list[str]
    room: str
    context: Any
    moves: list[str] = field(default_factory=list)
    connections: int = 0
    resyncs: int = 0
    seated: bool = False
    """Connected and past the handshake now."""
    drops: int = 0
    """Connections lost after the guest had sat down (a relay closing its pair, a node dying)."""
    latencies: list[float] = field(default_factory=list)
    relay_index: int = 0
    backoff: tuple[float, ...] = (0.05, 0.1, 0.25, 0.5, 1.0)

    @property
    def finished(self) -> bool:
        return len(self.moves) == len(self.record.steps)

    async def play(self) -> None:
        """Until the game is over: connect, resync, take steps and make this seat's moves."""
        tries = 0
        while not self.finished:
            try:
                connection, self.relay_index = await relay.join_room_any(
                    self.urls, self.room, self.context, first=self.relay_index, open_timeout=5)
            except (RelayRefused, OSError, asyncio.TimeoutError, InvalidHandshake):
                await asyncio.sleep(self.backoff[min(tries, len(self.backoff) - 1)])
                tries += 1
                continue
            try:
                await self._seated(connection)
                tries = 0
            except (ConnectionClosed, tls.HandshakeRefused, asyncio.TimeoutError, OSError):
                pass
            finally:
                if self.seated and not self.finished:
                    self.drops += 1
                self.seated = False
                await connection.close()
            if not self.finished:
                self.relay_index = (self.relay_index + 1) % len(self.urls) if tries else self.relay_index
                await asyncio.sleep(self.backoff[min(tries, len(self.backoff) - 1)])
                tries += 1

    async def _seated(self, connection: Any) -> None:
        sealed = await tls.invite_handshake(self.secret)(connection, "guest")
        self.connections += 1
        self.seated = True
        await sealed.send(json.dumps({"type": "hello", "seat": self.seat, "seen": len(self.moves)}))
        snapshot = json.loads(await asyncio.wait_for(sealed.recv(), 10))
        if snapshot["from"] != len(self.moves):
            self.moves = self.moves[:snapshot["from"]]
        self.moves.extend(snapshot["moves"])
        if self.connections > 1:
            self.resyncs += 1
        await self._act(sealed)
        while not self.finished:
            message = json.loads(await sealed.recv())
            if message["seq"] != len(self.moves) + 1:
                return  # out of step: reconnect and resync, never guess
            self.moves.append(message["move"])
            self.latencies.append(time.time() - message["sent"])
            await self._act(sealed)

    async def _act(self, sealed: Any) -> None:
        if self.finished:
            return
        by, move, _size = self.record.steps[len(self.moves)]
        if by == self.seat:
            await sealed.send(json.dumps({"type": "act", "moment": len(self.moves), "move": move}))


class Table:
    """One whole table: the host through `host_urls`, its guests through `guest_urls`."""

    def __init__(self, record: Record, secret: bytes, room: str, host_urls: list[str], guest_urls: list[str],
                 context: Any, pace: float = 0.0):
        self.record, self.room, self.host_urls, self.context = record, room, host_urls, context
        self.host = SimHost(record, secret, pace)
        self.guests = [SimGuest(record, seat, secret, guest_urls, room, context) for seat in range(1, record.seats)]

    async def play(self) -> "Table":
        """Returns when every guest holds the whole game (cancel it to stop early)."""
        opened = asyncio.Event()
        serving = asyncio.create_task(relay.serve_through_relays(self.host_urls, self.room, self.host.handler,
                                                                 self.context, opened))
        try:
            await opened.wait()
            playing = asyncio.create_task(self.host.play_own_moves())
            try:
                await asyncio.gather(*(guest.play() for guest in self.guests))
                await playing
            finally:
                playing.cancel()
        finally:
            serving.cancel()
            await asyncio.gather(serving, return_exceptions=True)
        return self


async def play_table(record: Record, secret: bytes, room: str, host_urls: list[str], guest_urls: list[str],
                     context: Any, pace: float = 0.0) -> tuple[SimHost, list[SimGuest]]:
    """One whole table played to its end: (its host, its guests)."""
    table = await Table(record, secret, room, host_urls, guest_urls, context, pace).play()
    return table.host, table.guests
