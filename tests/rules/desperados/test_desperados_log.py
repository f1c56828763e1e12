"""The log counts dice like a person would: "rolls 1 die again", "rolls 3 dice again"."""
from game.rules.desperados.events import DiceKept, SetupReroll

NAMES = ["Ana", "Bill"]


def test_a_reroll_of_one_die_says_die():
    line = DiceKept(0, (0, 1, 2), (3,), ("boss", "boss", "lady", "brain")).describe(NAMES)
    assert line == "Ana keeps boss, boss, lady and rolls 1 die again"


def test_a_reroll_of_several_dice_says_dice():
    assert DiceKept(1, (), (0, 1, 2, 3), ("a", "b", "c", "d")).describe(NAMES).endswith("rolls 4 dice again")


def test_setup_rerolls_count_their_dice():
    assert SetupReroll(0, (2,)).describe(NAMES) == "Ana rolls 1 die again at setup"
