"""A host and a friend, each in a real X window of their own (two Xvfb screens, two app
processes with their own homes), play a round of Bulletbucks through clicks: slow.

The host starts as a person would from the command line (`--host ... --seats human,remote,...`:
the waiting room opens and the invite is printed), the friend joins with that invite
(`--join`), the host's Start turns from grey to green once the friend has sat down, and each
clicks "Place bid" at their own screen; the host's save shows both bids and the next round.
"""
from __future__ import annotations

import re
import time

import pytest

from xsession import XSession, missing
from test_people_in_a_real_window import saves_in

pytestmark = [pytest.mark.slow,
              pytest.mark.skipif(bool(missing()), reason=f"needs Xvfb, xdotool and xwd (missing: {', '.join(missing())}); "
                                                          "apt-get install xvfb xdotool x11-apps")]

START = (1580, 982)
"""The waiting room's Start (scenes.online.waiting_room.WaitingRoomScene)."""
PLACE_BID = (866, 742)
"""Bulletbucks' "Place bid" at a three-seat table."""


def start_is_offered(x: XSession) -> bool:
    r, g, b = x.pixel(*START)
    return g > r + 25  # green once everyone has joined; grey while Start waits


def test_a_host_and_a_friend_play_a_bulletbucks_round_in_two_windows(tmp_path):
    with XSession(screen=(1366, 768), home=tmp_path / "host") as host:
        host.launch("--windowed", "--host", "roulette", "--seats", "human,remote,ai:easy", "--port", "0", "--seed", "5")
        host.wait_for_window()
        host.wait_until(lambda: "Invite: " in host.output(), what="the invite")
        invite = re.search(r"Invite: (\S+)", host.output()).group(1)
        time.sleep(1.0)
        assert not start_is_offered(host), "Start waits for the friend"
        with XSession(screen=(1366, 768), home=tmp_path / "guest") as guest:
            guest.launch("--windowed", "--join", invite)
            guest.wait_for_window()
            host.wait_until(lambda: start_is_offered(host), what="the friend to sit down")
            host.click(*START)
            time.sleep(2.0)
            host.click(*PLACE_BID)
            for _try in range(4):  # a click while the friend's table still animates the host's bid only hurries it
                time.sleep(1.5)
                guest.click(*PLACE_BID)
                time.sleep(1.5)
                if any(step[0] == 1 for save in saves_in(host.home) for step in save["actions"]):
                    break

            def round_played() -> bool:
                saves = saves_in(host.home)
                return bool(saves) and {0, 1} <= {step[0] for step in saves[-1]["actions"]} \
                    and any("Round 2" in line for line in saves[-1]["log"])
            try:
                host.wait_until(round_played, what="both bids and the round's end in the host's save")
            except AssertionError:
                saves = saves_in(host.home)
                raise AssertionError(f"{[(s['actions'], s['log']) for s in saves]}") from None
            assert guest.stop_app() == 0 and host.stop_app() == 0
