"""Several relay nodes as one, over a real redis-server on 127.0.0.1: a host on node A and its guests
on node B play whole games as if on one node, the frames crossing nodes stay sealed, rooms live in
Redis under keys that expire by themselves, and losing a node (SIGKILL) or restarting Redis in
the middle of play loses and doubles no move: the clients reconnect through the invite's other
relays and the host's resync does the rest."""
from __future__ import annotations

import asyncio

import pytest

from cluster_parts import NodeProcess, RedisServer, leave, redis_missing
from game.online import invite, relay, tls
from game.online.relay import Relay, RelayLimits, RelayRefused
from table_sim import Table, play_table, record_game

pytestmark = [pytest.mark.skipif(bool(redis_missing()), reason=redis_missing() or "redis ready"),
              pytest.mark.xdist_group("redis-cluster")]
TIMEOUT = 60


def run(coroutine):
    return asyncio.run(asyncio.wait_for(coroutine, TIMEOUT))


@pytest.fixture
def certificate(tmp_path):
    """One certificate for every node: the handshake binds to the relay certificate both ends
    see, so a cluster's nodes serve the same one (one name, or every node's name in it)."""
    return tls.host_certificate(tmp_path / "relay")


@pytest.fixture
def redis_server(tmp_path):
    server = RedisServer(tmp_path / "redis").start()
    yield server
    server.stop()


class Node:
    """A relay node in this process, in a cluster."""

    def __init__(self, redis_url, certificate, name, **limits):
        self.relay = Relay(RelayLimits(alive_seconds=1.0, **limits), redis_url=redis_url, node_id=name)
        self.context = tls.server_context(certificate)
        self.url = ""

    async def __aenter__(self):
        await self.relay.start()
        self._serving = relay.serve_relay(self.relay, "127.0.0.1", 0, self.context)
        server = await self._serving.__aenter__()
        self.url = f"wss://127.0.0.1:{server.sockets[0].getsockname()[1]}/"
        return self

    async def __aexit__(self, *exc):
        await self.relay.stop()
        await self._serving.__aexit__(*exc)


def test_a_host_on_one_node_and_guests_on_another_play_two_whole_games_as_on_one(redis_server, certificate):
    records = [record_game("roulette", 3, seed=4), record_game("most_wanted", 3, seed=2)]
    codes = [invite.new_code() for _record in records]
    context = tls.relay_client_context(ca_file=certificate.certificate_path)
    crossed: list[bytes] = []
    keys_while_playing = {}

    async def play():
        async with Node(redis_server.url, certificate, "a") as a, Node(redis_server.url, certificate, "b") as b:
            sent = b.relay.cluster.send_frame

            def watched(node, pair, frame, *rest):  # every frame node B passes into Redis
                crossed.append(frame if isinstance(frame, bytes) else frame.encode())
                sent(node, pair, frame, *rest)
            b.relay.cluster.send_frame = watched

            async def watch_keys():
                while True:
                    await asyncio.sleep(0.05)
                    for code in codes:
                        key = f"frontier:room:{invite.room_id(code)}"
                        owner = await a.relay.cluster.redis.get(key)
                        ttl = await a.relay.cluster.redis.ttl(key) if owner else -2
                        if ttl != -2:  # (-2: the room ended between the two reads; -1: a key that never expires)
                            keys_while_playing[code] = (owner, ttl)
            watcher = asyncio.create_task(watch_keys())
            tables = await asyncio.gather(*(
                play_table(record, invite.code_secret(code), invite.room_id(code), [a.url], [b.url], context)
                for record, code in zip(records, codes)))
            watcher.cancel()
            for _ in range(100):
                if not a.relay.rooms:
                    break
                await asyncio.sleep(0.02)
            left = [await a.relay.cluster.redis.exists(f"frontier:room:{invite.room_id(code)}") for code in codes]
            return tables, a.relay.rooms, b.relay.rooms, a.relay.forwarded_frames, b.relay.forwarded_frames, left

    tables, rooms_a, rooms_b, forwarded_a, forwarded_b, left = run(play())
    for record, (host, guests) in zip(records, tables):
        every_move = [move for _by, move, _size in record.steps]
        assert host.moves == every_move and host.refused == 0
        for guest in guests:
            assert guest.moves == every_move  # the whole game, in order, once
            assert guest.connections == 1 and guest.relay_index == 0  # through node B all along
    # the rooms were held by node A, in Redis under keys that expire by themselves, and are gone
    assert {owner for owner, _ttl in keys_while_playing.values()} == {b"a"}
    assert all(0 < ttl <= RelayLimits().room_ttl for _owner, ttl in keys_while_playing.values())
    assert not rooms_a and not rooms_b and left == [0, 0]
    # frames crossed the nodes both ways, and what crossed was sealed: no move, no view in it
    assert forwarded_a > 0 and forwarded_b > 0 and crossed
    words = b"".join(crossed)
    assert b"secure-hello" in words  # the handshake's opening is plain; everything after is sealed
    for secret_word in (b'"move"', b'"snapshot"', b"bid thousands", b"draw card", b"....."):
        assert secret_word not in words


def test_a_room_is_one_in_the_whole_cluster_and_so_are_an_addresss_limits(redis_server, certificate):
    first, second, nowhere = (invite.room_id(invite.new_code()) for _ in range(3))
    context = tls.relay_client_context(ca_file=certificate.certificate_path)

    async def echo(connection):
        async for message in connection:
            await connection.send(message)

    async def refused(coroutine):
        with pytest.raises(RelayRefused) as refusal:
            await coroutine
        return refusal.value.code

    async def play():
        async with Node(redis_server.url, certificate, "a", rooms_per_address=1) as a, \
                Node(redis_server.url, certificate, "b", rooms_per_address=1) as b:
            opened = asyncio.Event()
            host = asyncio.create_task(relay.serve_through_relay(a.url, first, echo, context, opened))
            await asyncio.wait_for(opened.wait(), 10)
            codes = [await refused(relay.serve_through_relay(b.url, first, echo, context)),  # same room elsewhere
                     await refused(relay.serve_through_relay(b.url, second, echo, context)),  # a second from one address
                     await refused(relay.join_room(b.url, nowhere, context))]
            guest = await relay.join_room(b.url, first, context)  # and the room itself is found from B
            await guest.send("across")
            heard = await asyncio.wait_for(guest.recv(), 5)
            await guest.close()
            health = [a.relay.health(), b.relay.health()]
            redis_server.stop()
            for _ in range(100):
                if b.relay.health()[0] == 503:
                    break
                await asyncio.sleep(0.02)
            cut_off = b.relay.health()
            await asyncio.to_thread(redis_server.start)
            for _ in range(250):
                if b.relay.health()[0] == 200:
                    break
                await asyncio.sleep(0.02)
            back = b.relay.health()
            host.cancel()
            await asyncio.gather(host, return_exceptions=True)
            return codes, heard, health, cut_off, back

    codes, heard, health, cut_off, back = run(play())
    assert codes == [relay.ROOM_TAKEN, relay.TOO_MANY, relay.NO_SUCH_ROOM] and heard == "across"
    assert [answer[1]["redis"] for answer in health] == ["up", "up"] and health[0][1]["rooms"] == 1
    assert cut_off[0] == 503 and cut_off[1]["status"] == "redis-down"  # a load balancer looks elsewhere
    assert back[0] == 200 and back[1]["status"] == "ok"


def test_losing_a_node_and_restarting_redis_in_the_middle_of_play_loses_and_doubles_no_move(redis_server, certificate,
                                                                                            tmp_path):
    """Three nodes as real processes. Table 1: host on A, guests on B; table 2: host on B, guests
    on A. Node B is killed with SIGKILL a quarter of the way in (table 1's guests and table 2's
    host move to C); once every guest is seated again, Redis is restarted empty."""
    record = record_game("most_wanted", 3, seed=1)
    nodes = [NodeProcess(tmp_path, certificate, redis_server.url, name, "--alive-seconds", "1")
             for name in ("a", "b", "c")]
    try:
        a, b, c = (node.wait_listening() for node in nodes)
        context = tls.relay_client_context(ca_file=certificate.certificate_path)
        codes = [invite.new_code(), invite.new_code()]
        places = [([a.url, c.url], [b.url, c.url]), ([b.url, c.url], [a.url, c.url])]
        faults, left_to_play, tables = [], [], []

        async def play():
            tables[:] = [Table(record, invite.code_secret(code), invite.room_id(code), host_urls, guest_urls, context,
                            pace=0.004) for code, (host_urls, guest_urls) in zip(codes, places)]
            guests = [guest for table in tables for guest in table.guests]
            playing = asyncio.gather(*(table.play() for table in tables))
            steps, seated_before_restart = len(record.steps), []
            while not playing.done():
                await asyncio.sleep(0.02)
                made = min(len(table.host.moves) for table in tables)
                if not faults and made > steps / 4:
                    b.kill()
                    faults.append("node b killed")
                    for table in tables:
                        table.host.pace = 0.03  # play goes on, slower, while the faults happen,
                        table.host.hold(steps - 20)  # and cannot end before they are over
                elif len(faults) == 1 and all(guest.connections >= 2 for guest in guests):
                    # every guest is back at its table through another node: now Redis goes
                    await asyncio.to_thread(redis_server.restart)
                    faults.append("redis restarted")
                    left_to_play.append(steps - max(len(table.host.moves) for table in tables))
                    seated_before_restart[:] = [(guest.connections, guest.drops) for guest in guests]
                elif len(faults) == 2 and all(
                        guest.seated and (guest.connections > connections or guest.drops == drops)
                        for guest, (connections, drops) in zip(guests, seated_before_restart)):
                    # each guest sat down again, or never lost its seat: a guest and a host on one
                    # node pass no frame through Redis, and its pair stays open while Redis is away
                    faults.append("every guest seated again")
                    for table in tables:
                        table.host.pace = 0.004
                        table.host.release()
            await playing
            for _ in range(250):  # the nodes say they are back in the cluster (if not yet)
                if all([event["event"] for event in node.events()].count("redis-up") >= 2 for node in (a, c)):
                    break
                await asyncio.sleep(0.02)
            return [(table.host, table.guests) for table in tables]

        try:
            tables = run(play())
        except TimeoutError:
            pytest.fail(hang_report(nodes, f"play hung after {faults}", tables))
    finally:
        for node in nodes:
            node.stop()
    # both faults came during play, and every guest sat down again after each
    assert faults == ["node b killed", "redis restarted", "every guest seated again"] and left_to_play[0] > 0
    every_move = [move for _by, move, _size in record.steps]
    for host, guests in tables:
        assert host.moves == every_move
        for guest in guests:
            assert guest.moves == every_move  # nothing lost, nothing doubled, in order
            assert guest.connections >= 2 and guest.resyncs >= 1  # it came back and resynced
    for node in (a, c):
        events = [event["event"] for event in node.events()]
        told = f"node {node.name}: {events}"
        assert "redis-down" in events and events.count("redis-up") >= 2, told  # lost Redis and joined again
        assert "stopped" in events, told  # and stopped cleanly
    assert any(event["event"] == "nodes-lost" for node in (a, c) for event in node.events())


def test_a_node_starved_of_cpu_and_taken_for_dead_has_its_guests_sit_again_so_the_table_goes_on(
        redis_server, certificate, tmp_path):
    """Node C gets no processor for longer than its heartbeat lives (as on a machine swapping),
    until node A takes it for dead and closes its ends of the pairs that join C's guests to the
    host on A. C kept Redis all along, so nothing else tells it: unless A says so, C keeps its
    ends open when it wakes, and the guests sit at a table whose host no longer hears them, each
    waiting for the other for ever."""
    record = record_game("most_wanted", 3, seed=1)
    a, c = nodes = [NodeProcess(tmp_path, certificate, redis_server.url, name, "--alive-seconds", "1")
                    for name in ("a", "c")]
    try:
        a.wait_listening(), c.wait_listening()
        context = tls.relay_client_context(ca_file=certificate.certificate_path)
        code = invite.new_code()
        table = Table(record, invite.code_secret(code), invite.room_id(code), [a.url], [c.url], context, pace=0.004)
        table.host.hold(len(record.steps) // 3)

        async def play():
            playing = asyncio.ensure_future(table.play())
            while table.host.held_at is not None and not playing.done():
                await asyncio.sleep(0.02)
                if len(table.host.moves) >= table.host.held_at and all(guest.seated for guest in table.guests):
                    lost_c = await asyncio.to_thread(c.starve_until, lambda: any(
                        event.get("nodes") == ["c"] for event in a.events() if event["event"] == "nodes-lost"))
                    assert lost_c, "node A never took the stopped node C for dead"
                    table.host.held_at = None
                    table.host.release()
            await playing

        try:
            asyncio.run(asyncio.wait_for(play(), 30))
        except TimeoutError:
            pytest.fail(hang_report(nodes, "the table stopped after node C was starved", [table]))
    finally:
        for node in nodes:
            node.stop()
    assert "redis-down" not in [event["event"] for event in c.events()]  # while C kept Redis
    every_move = [move for _by, move, _size in record.steps]
    for guest in table.guests:
        assert guest.moves == every_move  # nothing lost, nothing doubled, in order
        assert guest.connections >= 2 and guest.resyncs >= 1  # told, it sat again


def test_frames_redis_would_not_take_close_both_ends_of_their_pairs_so_the_guests_sit_again(redis_server,
                                                                                             certificate):
    """Redis refuses one of node A's batches mid-game (too busy for a moment): the frames in it
    may be lost, so A closes their pairs. C still has Redis and the pairs' other ends: unless A
    tells it, the guests there wait for a step that never comes while the host waits for them."""
    import redis

    record = record_game("most_wanted", 3, seed=1)
    code = invite.new_code()
    context = tls.relay_client_context(ca_file=certificate.certificate_path)
    refused: list[int] = []

    async def play():
        async with Node(redis_server.url, certificate, "a") as a, Node(redis_server.url, certificate, "c") as c:
            table = Table(record, invite.code_secret(code), invite.room_id(code), [a.url], [c.url], context, pace=0.004)
            make_pipeline = a.relay.cluster.redis.pipeline

            def pipeline(*args, **kwargs):
                pipe = make_pipeline(*args, **kwargs)
                execute = pipe.execute

                async def busy(*args, **kwargs):
                    frames = sum(command[0][0] == "PUBLISH" for command in pipe.command_stack)
                    if frames and not refused and len(table.host.moves) > len(record.steps) // 3:
                        refused.append(frames)
                        raise redis.ConnectionError("Redis too busy (this test)")
                    return await execute(*args, **kwargs)
                pipe.execute = busy
                return pipe
            a.relay.cluster.redis.pipeline = pipeline
            await table.play()
            return table, c.relay.forwarded_frames

    try:
        table, forwarded_by_c = asyncio.run(asyncio.wait_for(play(), 30))
    except TimeoutError:
        pytest.fail(f"the table stopped after Redis refused {refused} frames of node A")
    assert refused and forwarded_by_c > 0  # frames were refused mid-game, between two nodes
    every_move = [move for _by, move, _size in record.steps]
    for guest in table.guests:
        assert guest.moves == every_move  # nothing lost, nothing doubled, in order
        assert guest.connections >= 2 and guest.resyncs >= 1  # told, they sat again


def hang_report(nodes, what: str, tables) -> str:
    """What each node logged, then each table's moves, links and guests (moves, connections, the
    relay it used last, drops) last: a CI log keeps the end of a long message."""
    logs = "".join(f"node {node.name}: {node.log_path.read_text()[-3000:]}\n" for node in nodes)
    return logs + what + ": " + "; ".join(
        f"host moves {len(table.host.moves)}/{len(table.record.steps)} links {sorted(table.host.links)} "
        f"guests {[(len(g.moves), g.connections, g.relay_index, g.drops) for g in table.guests]}"
        for table in tables)


def test_the_apps_own_host_on_node_a_and_its_guests_on_node_b_play_a_whole_game_through_bs_stopping(redis_server, certificate):
    """The real pieces: `host_table` opens the room through node A, the guests `join_table` with an
    invite naming node B first, and a whole Bulletbucks table is played with random legal moves by
    the host's person and both guests; node B stops mid-game, the guests' links go on through node
    A and resync, and each guest's table ends as the host's did."""
    import random
    import time

    from game.controllers.base import make_controller
    from game.controllers.seats import parse_seats
    from game.online.session import host_table, join_table
    from game.online.transport import network

    loop = network()

    async def start(name):
        node = Node(redis_server.url, certificate, name)
        await node.__aenter__()
        return node
    a, b = (asyncio.run_coroutine_threadsafe(start(name), loop).result(20) for name in ("a", "b"))
    host = host_table(make_controller("roulette", parse_seats("human,remote,remote"), None, 7),
                      relay=a.url[len("wss://"):].strip("/"), relay_ca=certificate.certificate_path)
    rng = random.Random(3)
    guests, joinings, b_running, seated_on_b = [], [], True, 0
    try:
        invite_text = host.invite.text.replace(a.url[len("wss://"):].strip("/"),
                                               f"{b.url[len('wss://'):].strip('/')},{a.url[len('wss://'):].strip('/')}")
        deadline = time.monotonic() + 40
        while host.server.status != "open" and time.monotonic() < deadline:
            time.sleep(0.01)  # the room is open before the invite goes out (no relay holds it before)
        joinings = [join_table(invite_text, name=name, relay_ca=certificate.certificate_path) for name in ("Ana", "Bill")]
        while time.monotonic() < deadline:
            host.controller.pump()
            for joining in list(joinings):
                controller = joining.poll()
                assert joining.refused is None, joining.refused
                if controller is not None:
                    guests.append(controller)
                    joinings.remove(joining)
            table = host.controller
            if 0 in table.waiting_people():
                table.act(0, rng.choice(table.legal_actions(0)))
            table.update()
            for guest in guests:
                guest.pump()
                guest.update()
                if guest.waiting_people():
                    guest.act(guest.seat, rng.choice(guest.legal_actions(guest.seat)))
            if b_running and table.moves_made() >= 20:  # node B stops mid-game: its guests move to A
                seated_on_b = len(b.relay.connections)  # (a guest B once told "try again" sits on A)
                asyncio.run_coroutine_threadsafe(b.__aexit__(None, None, None), loop).result(20)
                b_running = False
            if table.is_over() and len(guests) == 2 and all(guest.is_over() for guest in guests):
                break
            time.sleep(0.002)
        else:
            raise AssertionError("the table did not finish through two relay nodes")
        assert sorted(guest.seat for guest in guests) == [1, 2] and not b_running
        assert seated_on_b and sum(guest.link.openings - 1 for guest in guests) >= seated_on_b  # back via A
        for guest in guests:
            assert guest.moves_made() == table.moves_made()
            # a move this hasty driver sent again before the host's step came is made once, not
            # twice; a hello through A before the host saw the old link through B end takes the seat
            assert set(guest.refusals) <= {"That move was made at an earlier moment of the game."}
        crossed = (a.relay.cluster.published, b.relay.cluster.published)
    finally:
        for guest in guests:
            guest.close()
        host.close()
        for node in (a, b) if b_running else (a,):
            asyncio.run_coroutine_threadsafe(node.__aexit__(None, None, None), loop).result(20)
    assert all(crossed) and not a.relay.rooms  # the frames crossed Redis both ways


def test_a_guest_whose_node_dies_sits_again_through_another_before_the_host_has_seen_it_go(
        redis_server, certificate, tmp_path):
    """Ana plays from node B, her host from node A. Node B is killed (SIGKILL): Ana's app is back
    through node A within a moment, while node A still takes B for alive (B's heartbeat outlives
    it by up to three seconds) and so the host still holds her old connection as open. Her new
    connection shows her seat's token and takes the seat over; she is never told "seat taken",
    and the table goes on with her, move for move."""
    import random
    import time

    from game.controllers.base import make_controller
    from game.controllers.seats import parse_seats
    from game.online.session import host_table, join_table

    a = NodeProcess(tmp_path, certificate, redis_server.url, "a")
    b = NodeProcess(tmp_path, certificate, redis_server.url, "b", "--alive-seconds", "3")
    host = guest = None
    try:
        a.wait_listening(), b.wait_listening()
        node_a, node_b = f"127.0.0.1:{a.port}", f"127.0.0.1:{b.port}"
        deadline = time.monotonic() + 30
        host = host_table(make_controller("roulette", parse_seats("human,remote,ai:easy"), None, 5),
                          relay=node_a, relay_ca=certificate.certificate_path)
        while host.server.status != "open" and time.monotonic() < deadline:
            time.sleep(0.01)  # the room is open at node A before Ana looks for it through node B
        joining = join_table(host.invite.text.replace(node_a, f"{node_b},{node_a}"), name="Ana",
                             relay_ca=certificate.certificate_path)
        table, rng = host.controller, random.Random(5)
        old_link, taken_over_while_open, killed_at, waited_since = None, None, 0, 0.0
        while time.monotonic() < deadline:
            seats_link = host.guests[1].link if 1 in host.guests else None
            status_before = seats_link.status if seats_link is not None else None
            table.pump()
            if old_link is not None and taken_over_while_open is None and 1 in host.guests \
                    and host.guests[1].link is not old_link:
                taken_over_while_open = status_before == "open" and seats_link is old_link
            if guest is None:
                guest = joining.poll()
                assert joining.refused is None, joining.refused
                continue
            thinking = old_link is None and table.moves_made() >= 6  # Ana thinks over her move
            if thinking and table.waiting_people() == [1] and not table.ai_thinking():
                waited_since = waited_since or time.monotonic()
                if time.monotonic() - waited_since > 0.3:
                    # the host waits for Ana and so sends nothing through node A that could find B gone
                    assert [event["event"] for event in b.events()].count("guest-joined") == 1  # Ana is on B
                    old_link, killed_at = host.guests[1].link, table.moves_made()
                    b.kill()
            if 0 in table.waiting_people():
                table.act(0, rng.choice(table.legal_actions(0)))
            table.update()
            guest.pump()
            guest.update()
            if guest.waiting_people() and guest.link.status == "open" and not thinking:
                guest.act(guest.seat, rng.choice(guest.legal_actions(guest.seat)))
            if taken_over_while_open is not None and (table.moves_made() >= killed_at + 6 or table.is_over()) \
                    and guest.moves_made() == table.moves_made():
                break
            time.sleep(0.002)
        else:
            raise AssertionError(f"the table did not go on after node B died (moves {table.moves_made()})")
        assert taken_over_while_open  # the new connection came while the old one still looked open
        assert old_link.status == "closed"  # and the stale one was closed by the host
        assert guest.link.openings == 2 and guest.seat == 1
        assert "seat 1 is taken" not in guest.refusals  # (refused, she would have reconnected once more)
        assert guest.view(1) == table.view(1)  # the same table, seen from her seat
    finally:
        leave([guest, host], [a, b])
