"""Outsiders stay out: over a real TLS websockets connection on 127.0.0.1, a guest with the
invite is welcomed; a wrong code, a man in the middle with another certificate and plain ws are
refused with their reasons, and a guesser is soon refused without a hearing."""
from __future__ import annotations

import asyncio
import json
import ssl

import pytest
import websockets
from hypothesis import given, settings, strategies as st
from websockets.asyncio.client import connect
from websockets.asyncio.server import serve

from game.online import invite, tls
from game.online.tls import AttemptLimiter, HandshakeRefused

TIMEOUT = 20


def run(coroutine):
    return asyncio.run(asyncio.wait_for(coroutine, TIMEOUT))


@pytest.fixture
def certificate(tmp_path):
    return tls.host_certificate(tmp_path / "host")


class Host:
    """A direct host as the transport will run it: TLS server, the handshake first, then the
    table's own messages (here: an echo) only for a welcomed guest."""

    def __init__(self, certificate, code, limiter=None):
        self.certificate, self.secret = certificate, invite.code_secret(code)
        self.limiter = limiter or AttemptLimiter()
        self.welcomed, self.refused = 0, []

    async def handler(self, connection):
        try:
            session = await tls.host_handshake(connection, self.secret, self.certificate.fingerprint,
                                               self.limiter, connection.remote_address[0])
        except HandshakeRefused as refused:
            self.refused.append(refused.code)
            return
        self.welcomed += 1
        async for frame in connection:
            await connection.send(session.seal("echo " + session.open(frame)))

    def serve(self):
        return serve(self.handler, "127.0.0.1", 0, ssl=tls.server_context(self.certificate))


def port_of(server):
    return server.sockets[0].getsockname()[1]


async def guest_says(port, code, words="howdy"):
    async with connect(f"wss://127.0.0.1:{port}/", ssl=tls.direct_guest_context(), open_timeout=5) as connection:
        session = await tls.guest_handshake(connection, invite.code_secret(code))
        await connection.send(session.seal(words))
        return session.open(await asyncio.wait_for(connection.recv(), 5))


def test_a_guest_with_the_invite_is_welcomed_over_tls13(certificate):
    code = invite.new_code()
    host = Host(certificate, code)

    async def play():
        async with host.serve() as server:
            return await guest_says(port_of(server), code)

    assert run(play()) == "echo howdy"
    assert host.welcomed == 1 and not host.refused


def test_a_wrong_code_is_refused_with_its_reason_and_the_host_hears_no_more(certificate):
    host = Host(certificate, invite.new_code())

    async def play():
        async with host.serve() as server:
            with pytest.raises(HandshakeRefused) as refused:
                await guest_says(port_of(server), invite.new_code())
            return refused.value

    refused = run(play())
    # The host proves itself first: a guest with another code finds it cannot check that proof,
    # and tells the person so, without sending its own.
    assert refused.code == "host-unproven"
    assert "could not prove it knows the code" in refused.reason
    assert host.welcomed == 0 and host.refused == ["closed"]


def test_a_guest_whose_proof_is_wrong_is_refused_as_a_wrong_code(certificate):
    code = invite.new_code()
    host = Host(certificate, code)

    async def play():
        async with host.serve() as server:
            async with connect(f"wss://127.0.0.1:{port_of(server)}/", ssl=tls.direct_guest_context()) as connection:
                nonce = tls.new_nonce()
                await connection.send(json.dumps(tls.guest_hello(nonce)))
                json.loads(await connection.recv())
                await connection.send(json.dumps({"type": "secure-proof", "proof": tls._b64(b"\0" * 32)}))
                with pytest.raises(HandshakeRefused) as refused:
                    tls.guest_welcomed(json.loads(await connection.recv()))
                return refused.value

    refused = run(play())
    assert refused.code == "wrong-code" and "refused the code" in refused.reason
    assert host.refused == ["wrong-code"]


def test_a_guesser_is_refused_without_a_hearing_after_a_few_wrong_proofs(certificate):
    code = invite.new_code()
    now = [0.0]
    host = Host(certificate, code, AttemptLimiter(per_address=3, window=60, clock=lambda: now[0]))

    async def guess(port):
        async with connect(f"wss://127.0.0.1:{port}/", ssl=tls.direct_guest_context()) as connection:
            try:
                await connection.send(json.dumps(tls.guest_hello(tls.new_nonce())))
            except websockets.exceptions.ConnectionClosed as closed:
                return closed.rcvd.reason
            answer = json.loads(await connection.recv())
            if answer["type"] == "secure-refused":
                return answer["reason"]
            await connection.send(json.dumps({"type": "secure-proof", "proof": tls._b64(b"\1" * 32)}))
            return json.loads(await connection.recv())["reason"]

    async def play():
        async with host.serve() as server:
            port = port_of(server)
            reasons = [await guess(port) for _ in range(5)]
            with pytest.raises(HandshakeRefused) as locked_out:
                await guest_says(port, code)
            reasons.append(locked_out.value.code)
            now[0] += 61
            reasons.append(await guest_says(port, code))
            return reasons

    reasons = run(play())
    # Even the person with the right code waits out the window: the host cannot tell them apart.
    assert reasons == ["wrong-code"] * 3 + ["too-many-attempts"] * 3 + ["echo howdy"]


def test_a_man_in_the_middle_with_another_certificate_can_neither_join_nor_read(certificate, tmp_path):
    """Mallory sits between guest and host: the guest's TLS ends at Mallory's own certificate and
    Mallory passes every frame on to the real host. The host's proof is bound to the host's
    fingerprint, the guest checks it against Mallory's: the guest stops before saying anything."""
    code = invite.new_code()
    host = Host(certificate, code)
    mallory_certificate = tls.host_certificate(tmp_path / "mallory")
    assert mallory_certificate.fingerprint != certificate.fingerprint
    seen_by_mallory = []

    async def mallory(guest_side, host_port):
        async with connect(f"wss://127.0.0.1:{host_port}/", ssl=tls.direct_guest_context()) as host_side:
            async def pipe(source, target):
                async for frame in source:
                    seen_by_mallory.append(frame)
                    await target.send(frame)
            tasks = [asyncio.create_task(pipe(guest_side, host_side)), asyncio.create_task(pipe(host_side, guest_side))]
            await asyncio.wait(tasks, return_when=asyncio.FIRST_COMPLETED)
            for task in tasks:
                task.cancel()

    async def play():
        async with host.serve() as server:
            host_port = port_of(server)
            async with serve(lambda c: mallory(c, host_port), "127.0.0.1", 0,
                             ssl=tls.server_context(mallory_certificate)) as middle:
                with pytest.raises(HandshakeRefused) as refused:
                    await guest_says(port_of(middle), code, words="my secret bid")
                return refused.value

    refused = run(play())
    assert refused.code == "host-unproven"
    assert host.welcomed == 0
    assert not any("secret bid" in str(frame) or "secure-proof" in str(frame) for frame in seen_by_mallory)


def test_plain_ws_is_refused_by_both_sides(certificate):
    code = invite.new_code()
    host = Host(certificate, code)

    async def plain_guest_to_tls_host():
        async with host.serve() as server:
            with pytest.raises((websockets.exceptions.InvalidMessage, ConnectionError, EOFError, OSError)):
                async with connect(f"ws://127.0.0.1:{port_of(server)}/", open_timeout=5):
                    pass

    async def tls_guest_to_plain_server():
        async def plain_host(connection):
            await connection.wait_closed()
        async with serve(plain_host, "127.0.0.1", 0) as server:
            async with connect(f"ws://127.0.0.1:{port_of(server)}/") as connection:
                with pytest.raises(HandshakeRefused) as refused:
                    await tls.guest_handshake(connection, invite.code_secret(code))
                return refused.value

    run(plain_guest_to_tls_host())
    refused = run(tls_guest_to_plain_server())
    assert refused.code == "not-encrypted" and "not encrypted" in refused.reason
    assert host.welcomed == 0


def test_the_contexts_insist_on_tls13(certificate):
    for context in (tls.server_context(certificate), tls.direct_guest_context(), tls.relay_client_context()):
        assert context.minimum_version == ssl.TLSVersion.TLSv1_3
    assert tls.relay_client_context().verify_mode == ssl.CERT_REQUIRED
    assert tls.relay_client_context().check_hostname


def test_the_handshake_messages_reject_anything_odd():
    secret = invite.code_secret(invite.new_code())
    for odd in (None, [], {}, {"type": "secure-hello"}, {"type": "secure-hello", "nonce": "!!"},
                {"type": "secure-hello", "nonce": tls._b64(b"short")}, {"type": "secure-hello", "nonce": 5},
                {"type": "secure-hello", "nonce": "A" * 5000}):
        with pytest.raises(HandshakeRefused) as refused:
            tls.host_answer(secret, b"f" * 32, odd, tls.new_nonce())
        assert refused.value.code == "malformed" and refused.value.reason
    with pytest.raises(HandshakeRefused) as refused:
        tls.guest_welcomed({"type": "secure-refused", "reason": "no-such-reason"})
    assert refused.value.code == "malformed"


def test_the_certificate_is_made_once_and_kept(tmp_path):
    first = tls.host_certificate(tmp_path)
    again = tls.host_certificate(tmp_path)
    assert first.fingerprint == again.fingerprint and not again.notices
    assert (first.key_path.stat().st_mode & 0o077) == 0


def test_a_damaged_certificate_is_set_aside_with_a_reason_and_made_again(tmp_path):
    first = tls.host_certificate(tmp_path)
    first.certificate_path.write_bytes(b"-----BEGIN CERTIFICATE-----\nnot really\n")
    again = tls.host_certificate(tmp_path)
    assert again.fingerprint != first.fingerprint
    assert (tmp_path / (tls.CERTIFICATE_FILE + ".bad")).exists()
    assert again.notices and "kept as host-certificate.pem.bad" in again.notices[0]
    assert tls.host_certificate(tmp_path).fingerprint == again.fingerprint


def test_the_certificate_lives_in_the_users_data_folder():
    from game import paths
    made = tls.host_certificate()
    assert made.certificate_path.parent == paths.data_dir() / "online"


def _sessions():
    secret = invite.code_secret(invite.new_code())
    guest_nonce, host_nonce, fingerprint = tls.new_nonce(), tls.new_nonce(), b"f" * 32
    answer, _nonce = tls.host_answer(secret, fingerprint, tls.guest_hello(guest_nonce), host_nonce)
    proof, guest = tls.guest_check(secret, fingerprint, guest_nonce, answer)
    _welcome, host = tls.host_check(secret, fingerprint, guest_nonce, host_nonce, proof)
    return host, guest


def test_after_the_handshake_each_frame_is_sealed_both_ways_and_reads_only_in_its_place():
    host, guest = _sessions()
    frames = [host.seal(f"step {n}") for n in range(3)]
    assert all(b"step" not in frame for frame in frames)
    assert [guest.open(frame) for frame in frames] == ["step 0", "step 1", "step 2"]
    assert host.open(guest.seal("my move")) == "my move"
    with pytest.raises(tls.Tampered, match="out of its place"):
        guest.open(frames[2])  # replayed
    later = [host.seal("a"), host.seal("b")]
    with pytest.raises(tls.Tampered, match="out of its place"):
        guest.open(later[1])  # overtook its predecessor
    altered = bytearray(later[0])
    altered[-1] ^= 1
    with pytest.raises(tls.Tampered, match="altered"):
        guest.open(bytes(altered))
    with pytest.raises(tls.Tampered):
        guest.open(guest.seal("my own frame sent back to me"))
    for odd in (b"", "text", None, b"x" * 10):
        with pytest.raises(tls.Tampered):
            guest.open(odd)
    other_host, _other_guest = _sessions()
    with pytest.raises(tls.Tampered):
        _other_guest.open(host.seal("for another table"))


json_values = st.recursive(st.none() | st.booleans() | st.integers() | st.text(max_size=60),
                           lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
                           max_leaves=12)
handshake_like = st.fixed_dictionaries(
    {"type": st.sampled_from(["secure-hello", "secure-answer", "secure-proof", "secure-welcome", "secure-refused", "x"])},
    optional={"nonce": st.one_of(st.text(max_size=60), st.binary(min_size=0, max_size=40).map(tls._b64), json_values),
              "proof": st.one_of(st.text(max_size=60), st.binary(min_size=32, max_size=32).map(tls._b64), json_values),
              "reason": json_values})
SECRET = invite.code_secret(invite.new_code())


@settings(max_examples=150, deadline=None)
@given(st.one_of(json_values, handshake_like))
def test_whatever_a_stranger_sends_the_handshake_refuses_with_a_reason_never_a_crash(message):
    nonce = tls.new_nonce()
    for step in (lambda: tls.host_answer(SECRET, b"f" * 32, message, nonce),
                 lambda: tls.host_check(SECRET, b"f" * 32, nonce, nonce, message),
                 lambda: tls.guest_check(SECRET, b"f" * 32, nonce, message),
                 lambda: tls.guest_welcomed(message)):
        try:
            step()
        except HandshakeRefused as refused:
            assert refused.code in tls.REASONS and refused.reason


def test_the_transports_handshake_hands_back_a_sealed_connection_used_like_a_websocket(certificate):
    """What the core's transport calls: `await handshake(websocket, side)` on each side; from then
    on text goes in and out as before, sealed on the wire, and a tampered frame ends the link."""
    code = invite.new_code()
    secret = invite.code_secret(code)
    host_side = tls.invite_handshake(secret, certificate.fingerprint)
    guest_side = tls.invite_handshake(secret)
    on_the_wire = []

    async def host(connection):
        sealed = await host_side(connection, "host")
        async for text in sealed:
            await sealed.send(f"host heard {text}")

    async def play():
        async with serve(host, "127.0.0.1", 0, ssl=tls.server_context(certificate)) as server:
            async with connect(f"wss://127.0.0.1:{port_of(server)}/", ssl=tls.direct_guest_context()) as raw:
                sealed = await guest_side(raw, "guest")
                original_send = raw.send

                async def watched(frame):
                    on_the_wire.append(frame)
                    await original_send(frame)
                raw.send = watched
                await sealed.send('{"type": "act", "action": "bid 3"}')
                heard = await sealed.recv()
                await original_send(on_the_wire[0])  # the same frame again: a replay
                with pytest.raises(StopAsyncIteration):
                    await asyncio.wait_for(sealed.__anext__(), 5)
                return heard, raw.close_code

    heard, close_code = run(play())
    assert heard == 'host heard {"type": "act", "action": "bid 3"}'
    assert isinstance(on_the_wire[0], bytes) and b"bid 3" not in on_the_wire[0]
    assert close_code == 1008
