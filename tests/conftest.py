"""Every test runs headless (SDL's dummy drivers) with a private home, so no test touches the
user's settings, saves or logs. `app` is an App whose animations are instant and whose AIs are
not held on screen, for tests that play tables; tests/ui overrides it with default settings."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import sys
from importlib.metadata import version
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent / "people"))
"""A person's helpers (tests/people/person.py, privacy_watch.py) are imported by name wherever a
test has a person play: tests/people and the tables' own tests in tests/tables."""

sys.path.insert(0, str(Path(__file__).parent))
import suite_order  # noqa: E402 - tests/suite_order.py, beside this file


@pytest.fixture(autouse=True)
def _private_home(monkeypatch, tmp_path):
    monkeypatch.setenv("FRONTIER_TABLETOP_HOME", str(tmp_path / "home"))


@pytest.fixture(autouse=True)
def _tables_announced_on_this_computer_only(monkeypatch):
    """A table a test hosts is announced to 127.0.0.1 on a port of its own, never on the
    network the test machine is on (game.online.lan), and an app the test starts does the same."""
    import socket
    probe = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    probe.bind(("127.0.0.1", 0))
    port = probe.getsockname()[1]
    probe.close()
    monkeypatch.setenv("FRONTIER_TABLETOP_LAN", f"127.0.0.1:{port}")  # game.online.lan.ENVIRONMENT


@pytest.fixture(autouse=True)
def _no_connection_outlives_its_test(monkeypatch):
    """Every connection and listening socket a test opens is closed when it ends. A guest the
    test forgot kept trying to reconnect to its closed host every few seconds for the rest of the
    run, on the one network thread every later test shares (found by Hypothesis warning that
    the random module was used while it drew a later test's data: websockets' pings)."""
    from game.online import transport
    opened = []

    def tracked(cls):
        made = cls.__init__

        def __init__(self, *args, **kwargs):
            made(self, *args, **kwargs)
            opened.append(self)
        monkeypatch.setattr(cls, "__init__", __init__)
    for cls in {transport.Link, transport.Server, transport.RelayServer}:
        if "__init__" in vars(cls):
            tracked(cls)
    yield
    for connection in reversed(opened):
        connection.close()


@pytest.fixture(autouse=True)
def _plain_type_and_motion():
    """Every test starts with text at 100% in a 1920x1080 window, full motion and normal contrast,
    and leaves it so: an app sets these for the whole process from its settings and window."""
    from game.ui import theme, tween
    yield
    theme.set_type_scale(100, 1.0)
    theme.set_high_contrast(False)
    tween.set_reduced_motion(False)


@pytest.fixture(autouse=True)
def _english():
    """Every test starts in English whatever the machine's language, and leaves it so (loading
    settings sets the app's language for the whole process)."""
    from game import i18n
    saved = {name: os.environ.get(name) for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")}
    os.environ["LANGUAGE"] = "en"
    i18n.set_language("en")
    yield
    i18n.set_language("en")
    for name, value in saved.items():
        if value is None:
            os.environ.pop(name, None)
        else:
            os.environ[name] = value


@pytest.fixture
def app():
    from game import settings as settings_mod
    from game.app import App
    from scenes.routes import Routes
    settings = settings_mod.Settings()
    settings.animation_speed = "instant"
    settings.ai_pacing = 0.0
    a = App(settings=settings, headless=True, routes=Routes)
    yield a
    for game in a.stack.held_games():
        game.close()


@pytest.fixture
def make_driver():
    """FrameDriver(window_size, speed=...): an app in a window of that size under SDL's dummy
    driver, for tests of what people do through the app's own frame loop; every driver made is
    shut down at the end of the test."""
    from game import settings as settings_mod
    from game.frame_driver import FrameDriver
    from scenes.routes import Routes
    made = []

    def make(window_size=(1366, 768), speed: str = "instant", pacing: float = 0.0):
        settings = settings_mod.Settings()
        settings.animation_speed = speed
        settings.ai_pacing = pacing
        driver = FrameDriver(window_size=window_size, settings=settings, routes=Routes)
        made.append(driver)
        return driver

    yield make
    for driver in made:
        if driver.app.running:
            driver.app.shutdown()


ONE_AT_A_TIME = {
    "x_server": ("tests/xwindow/", "tests/ui/test_real_window.py"),
    "packaging": ("tests/packaging/",),
}
"""Tests that use something of the whole machine, by the folder or file they live in: the
real-window tests each run the app at 60 frames a second in an X server (one at a time keeps
their timing a person's; each Xvfb picks its own display number, `tests/xwindow/xsession.py`);
the packaging test builds into the repository's build/ and dist/. The suite
runs on several processes (pytest-xdist); each group here runs on one of them, one test after
another."""


def pytest_xdist_auto_num_workers(config):
    """`-n auto` (the suite's default): one process more than the machine has cores. The tests
    often wait rather than compute (on the app started as a process, an X server, a relay node,
    a PyInstaller build), and one more process fills those waits: on 2 cores the whole command
    took 7:22 with three processes against 8:00 with two, at 194% of the cores against 180%."""
    return (os.cpu_count() or 1) + 1


DURATIONS_KEY = "frontier-tabletop/durations"
"""Where the last run left each test's seconds (pytest's cache, .pytest_cache/), to start the
longest first on the next."""


@pytest.hookimpl(tryfirst=True)
def pytest_collection_modifyitems(config, items):
    """Before pytest-xdist's own hook, which turns each `xdist_group` mark into the "@group" its
    scheduler keeps together: marked after it, the groups were spread over the processes (two
    .deb builds into one build/ folder at once, two X servers choosing one display)."""
    root = config.rootpath
    groups = {}
    for item in items:
        group = group_of(item.path.relative_to(root).as_posix())
        if group is not None:
            item.add_marker(pytest.mark.xdist_group(group))
            groups[item.nodeid] = group
    _longest_first(config, items, groups)


def group_of(where: str) -> str | None:
    """The ONE_AT_A_TIME group of a test file, or of a test id (both start with the file's place
    under the repository), else None."""
    return next((group for group, places in ONE_AT_A_TIME.items() if where.startswith(places)), None)


def pytest_xdist_node_collection_finished(node, ids):
    """Stop the run before any test starts when pytest-xdist has not kept a group together: it
    names a test's group in the test's id ("…@packaging"), and pytest 9.2 stopped reading the
    field it writes that in (pytest-xdist issue 1386; pyproject.toml holds pytest below 9.2).
    The groups would otherwise be spread over the processes: two executables built into one
    build/ folder at once."""
    lost = [nodeid for nodeid in ids if group_of(nodeid) and suite_order.plain(nodeid) == nodeid]
    if lost:
        pytest.exit(f"pytest-xdist {version('pytest-xdist')} with pytest {pytest.__version__} did not keep "
                    f"{lost[0]} in its group: install the tests' own pytest (python -m pip install '.[test]') "
                    "or run in one process (-n 0)", returncode=pytest.ExitCode.USAGE_ERROR)


def _longest_first(config, items, groups) -> None:
    """Start the long tests first when the suite runs on several processes (`suite_order`), by
    what each took last time in this checkout, else in the run `tests/durations.json` keeps (a
    fresh checkout, CI's `-p no:cacheprovider`). Every process collects the same order from the
    same cache, as pytest-xdist requires; in one process (`-n 0`) the order changes nothing and
    stays as collected."""
    if not hasattr(config, "workerinput"):
        return
    cache = getattr(config, "cache", None)
    last = cache.get(DURATIONS_KEY, {}) if cache is not None else {}
    suite_order.longest_first(items, groups, last or suite_order.kept_durations())


_durations: dict[str, float] = {}


def pytest_runtest_logreport(report):
    """Each test's seconds (setup, call and teardown), as the process that prints the report sees
    them: with pytest-xdist the main process hears every worker's."""
    nodeid = suite_order.plain(report.nodeid)
    _durations[nodeid] = _durations.get(nodeid, 0.0) + report.duration


def pytest_sessionfinish(session):
    """Keep this run's seconds for the next run's order (a worker keeps nothing: only the main
    process heard every test). A run of a few tests adds to what a whole run left."""
    cache = getattr(session.config, "cache", None)
    if cache is None or hasattr(session.config, "workerinput") or not _durations:
        return
    kept = cache.get(DURATIONS_KEY, {})
    kept.update({nodeid: round(seconds, 2) for nodeid, seconds in _durations.items()})
    cache.set(DURATIONS_KEY, kept)
