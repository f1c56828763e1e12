"""The tests' own X server: a client that connects just as the last one leaves is served.

An X server resets when its last client disconnects, and refuses a client that connects during
the reset. The real-window tests connect in exactly that rhythm (xdotool asks whether the screen
serves and leaves; the app starts), so the app once said "no screen to open a window on" in one
whole run out of three. `XSession` starts Xvfb with -noreset.
"""
from __future__ import annotations

import ctypes
import ctypes.util

import pytest

from xsession import XSession, missing

pytestmark = [pytest.mark.slow,
              pytest.mark.skipif(bool(missing()), reason=f"needs Xvfb, xdotool and xwd (missing: {', '.join(missing())}); "
                                                          "apt-get install xvfb xdotool x11-apps")]

ROUNDS = 400
"""Without -noreset about one round in sixteen was refused: 400 rounds all served is no luck."""


def xlib():
    name = ctypes.util.find_library("X11")
    if name is None:
        pytest.skip("needs libX11 to connect to the X server directly")
    library = ctypes.CDLL(name)
    library.XOpenDisplay.restype = ctypes.c_void_p
    library.XOpenDisplay.argtypes = [ctypes.c_char_p]
    library.XCloseDisplay.argtypes = [ctypes.c_void_p]
    return library


def test_a_client_connecting_as_the_last_one_leaves_is_served(tmp_path):
    x11 = xlib()
    with XSession(screen=(640, 480), home=tmp_path / "home") as x:
        refused = 0
        for _ in range(ROUNDS):
            display = x11.XOpenDisplay(x.display.encode())
            if not display:
                refused += 1
                continue
            x11.XCloseDisplay(display)
        assert refused == 0, f"{refused} of {ROUNDS} connections refused by the tests' X server"
