"""Files are written atomically: a process killed mid-write leaves the previous file intact."""
import os
import signal
import subprocess
import sys
import time

from game.fileio import atomic_write_text

WRITER = """
import sys
from game.fileio import atomic_write_text
big = "x" * 50_000_000
while True:
    atomic_write_text(sys.argv[1], big)
"""


def test_a_write_replaces_the_whole_file_or_nothing(tmp_path):
    target = tmp_path / "save.json"
    atomic_write_text(target, "first")
    atomic_write_text(target, "second")
    assert target.read_text() == "second"
    assert [p.name for p in tmp_path.iterdir()] == ["save.json"], "no temporary file is left behind"


def test_a_kill_during_a_write_leaves_the_previous_file_intact(tmp_path):
    target = tmp_path / "settings.toml"
    target.write_text("previous = true\n")
    proc = subprocess.Popen([sys.executable, "-c", WRITER, str(target)], cwd=os.getcwd())
    deadline = time.time() + 20
    # Wait until the writer has a temporary file open, then kill it in the middle of writing.
    while time.time() < deadline and not [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")]:
        time.sleep(0.005)
    proc.send_signal(signal.SIGKILL)
    proc.wait()
    content = target.read_text()
    assert content == "previous = true\n" or content == "x" * 50_000_000
