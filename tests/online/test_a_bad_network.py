"""Play holds on a bad network: 300 ms ± 150 ms each way and connections cut mid-game, through
TLS and the invite's handshake (tests/online/lossy_proxy.py on 127.0.0.1). No move is lost or
made twice, and after every reconnect the guest's table converges to the host's."""
from __future__ import annotations

import random
import time

from game.controllers.base import make_controller
from online_table import one_frame
from game.controllers.seats import parse_seats
from game.online import invite as invites
from game.online.session import host_table, join_table
from lossy_proxy import LossyProxy

SECONDS = 40


def frames(controller, guest, rng, until, seconds: float = SECONDS) -> None:
    deadline = time.monotonic() + seconds
    while not until():
        assert time.monotonic() < deadline, "timed out"
        one_frame(controller, [guest], rng)
        time.sleep(0.002)


def converged(controller, guest) -> bool:
    return (guest.link.status == "open" and not guest._queue
            and guest.movers == [controller.mover(i) for i in range(controller.moves_made())]
            and guest.view() == controller.rules.observe(controller.state, guest.seat))


def test_three_hundred_ms_and_cuts_lose_no_move_and_the_guest_converges_after_each_reconnect():
    controller = make_controller("pig", parse_seats("human,remote"), None, 12)
    host = host_table(controller, relay=None, bind="127.0.0.1")
    rng = random.Random(12)
    guest = None
    with LossyProxy(("127.0.0.1", host.invite.port), latency=0.3, jitter=0.15, seed=12, lifetime=SECONDS * 2) as proxy:
        try:
            joining = join_table(invites.make_invite("127.0.0.1", proxy.port, host.invite.code).text, name="Bill")
            deadline = time.monotonic() + SECONDS
            while (guest := joining.poll()) is None:
                assert joining.refused is None and time.monotonic() < deadline, joining.refused
                controller.pump()
                time.sleep(0.005)
            for cut_after in (6, 14):
                frames(controller, guest, rng, lambda: controller.moves_made() >= cut_after and bool(guest.movers))
                proxy.cut()
                opened = guest.link.openings
                frames(controller, guest, rng, lambda: guest.link.openings > opened and converged(controller, guest))
            assert proxy.counts.cuts >= 2
            assert controller.moves_made() == len(controller.history)
            made = [step.action for step in controller.history if step.seat == 1]
            assert len(made) > 0
        finally:
            if guest is not None:
                guest.close()  # else it tries to reconnect to the closed proxy for the rest of the run
            host.close()
