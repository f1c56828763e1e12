"""A person at another computer asks for a hint for their own seat and it arrives: the host's
hard AI thinks for that seat, and the guest's table gets the move it suggests, a legal one."""
from __future__ import annotations

import time

import pytest

from game.controllers.base import make_controller
from game.controllers.seats import parse_seats
from game.online.host import OnlineHost
from game.online.remote import Joining
from game.online.transport import Server
from game.rules.common.contract import IllegalAction


def test_a_hint_asked_at_another_computer_arrives_with_a_legal_move():
    controller = make_controller("pig", parse_seats("remote,human"), None, 6)
    host = OnlineHost(controller, Server("127.0.0.1", 0))
    try:
        joining = Joining(f"ws://127.0.0.1:{host.server.port}", 0, "Ana")
        deadline = time.monotonic() + 15
        while (guest := joining.poll()) is None:
            assert joining.refused is None and time.monotonic() < deadline
            controller.pump()
            time.sleep(0.002)
        while not guest.waiting_humans():
            assert time.monotonic() < deadline
            controller.pump()
            guest.pump()
            guest.update()
            time.sleep(0.002)
        guest.ask_hint(0)
        assert guest.hint_thinking(0)
        while guest.hint_ready(0) is None:
            assert time.monotonic() < deadline, "the hint never arrived"
            controller.pump()
            guest.pump()
            time.sleep(0.002)
        hint = guest.hint_ready(0)
        assert str(hint.action) in [str(a) for a in guest.legal_actions(0)]
        with pytest.raises(IllegalAction):
            guest.ask_hint(1)  # only for its own seat
        guest.close()
    finally:
        host.close()
