"""The memory soak (benchmarks/soak_memory.py) starts: a half-done rename once made it stop at
its first table with a NameError, so the memory figure the README points to could not be made.
The soak itself is long; this only sits down at the first table and checks the script gets up
again and says what a run too short for the warm-up can tell."""
import importlib.util
import sys
from pathlib import Path

SCRIPT = Path(__file__).resolve().parents[2] / "benchmarks" / "soak_memory.py"


def test_the_memory_soak_sits_down_at_a_table_and_ends_when_its_time_is_up(capsys, monkeypatch):
    spec = importlib.util.spec_from_file_location("soak_memory", SCRIPT)
    soak = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(soak)
    monkeypatch.setattr(sys, "argv", [str(SCRIPT), "--seconds", "0"])
    soak.main()
    assert "end: 0 games in 0.0 min, too few to pass the warm-up (5 games)" in capsys.readouterr().out
