"""A person with only a keyboard, in a real X window the size of a Steam Deck's screen (issue 34).

The app runs as its own process on Xvfb at 1280x800; xdotool presses keys only (the pointer is
never moved, no button is ever clicked); the screen is read back with xwd, the game from its save.
"""
from __future__ import annotations

import json
import time

import pytest

from xsession import XSession, missing

pytestmark = [pytest.mark.slow,
              pytest.mark.skipif(bool(missing()), reason=f"needs Xvfb, xdotool and xwd (missing: {', '.join(missing())}); "
                                                          "apt-get install xvfb xdotool x11-apps")]

DECK = (1280, 800)
ROUND_SECONDS = 40
"""A round of Bulletbucks with fast animations and unpaced AIs takes well under this."""


def the_save(home) -> dict | None:
    saves = sorted((home / "data" / "saves").glob("*.json"))
    return json.loads(saves[-1].read_text()) if saves else None


def round_over(home) -> bool:
    save = the_save(home)
    return save is not None and any(line.startswith("— Round 2") for line in save["log"])


def ring_seen(x: XSession) -> int:
    """How many screen pixels wear the focus ring's gold."""
    from game.ui.focus import RING
    picture = x.grab()
    return sum(1 for py in range(0, picture.height, 2) for px in range(0, picture.width, 2)
               if all(abs(a - b) <= 6 for a, b in zip(picture.at(px, py), RING)))


def keys(x: XSession, *names: str) -> None:
    """Keys pressed one after the other, at a practised person's pace."""
    for name in names:
        x.key(name)
        time.sleep(0.15)


def test_a_bulletbucks_round_played_by_keys_alone_through_xdotool_at_1280x800(tmp_path, monkeypatch):
    """Ana (keys only) and two easy AIs: the first key shows the ring on her bid; the arrows and
    Enter add three 2,000 bills and place the bid; whatever the round asks of her next she answers
    with the row's last choice, until the second round begins."""
    from game import settings
    home = tmp_path / "home"
    monkeypatch.setenv("FRONTIER_TABLETOP_HOME", str(home))
    quick = settings.Settings()
    quick.animation_speed, quick.ai_pacing = "fast", 0.0
    settings.save(quick)
    with XSession(screen=DECK, home=home) as x:
        x.launch("--fullscreen", "--new", "roulette", "--seats", "human,ai:easy,ai:easy", "--seed", "3")
        window = x.wait_for_window()
        assert window[2:] == DECK, f"full screen on the small screen, as on a Steam Deck ({window})"
        x.focus_keyboard()
        time.sleep(1.0)
        assert ring_seen(x) == 0, "no ring before a key is pressed"
        x.key("Tab")
        time.sleep(0.5)
        assert ring_seen(x) > 40, "the first key shows the ring (on the bid's first -)"
        keys(x, "Right", "Right")  # past the 1,000s' + to the 2,000s' + (their - is off: none in the bid)
        keys(x, "Return", "Return", "Return")  # three 2,000 bills into the bid
        keys(x, "Right", "Return")  # Place bid: 7,000
        started = time.monotonic()
        while not round_over(home):
            assert time.monotonic() - started < ROUND_SECONDS, f"the round never ended: {the_save(home)}"
            # whatever else the round asks of her (whom to send, a stack to turn back): the row's
            # last choice; Down first, should the ring have gone up to the banner's Hint
            keys(x, "Down", *["Right"] * 6, "Return")
            time.sleep(0.4)
        save = the_save(home)
        assert "Ana bids 7,000 bulletbucks in secret (3 x 2,000 + 1 x 1,000)" in save["log"], save["log"]
        assert "Ana has the high bid (7,000 bulletbucks) and chooses who plays" in save["log"]
        assert [seat for seat, _action in save["actions"]].count(0) == 2, "her bid and whom she sent, by keys"
        assert x.stop_app() == 0
