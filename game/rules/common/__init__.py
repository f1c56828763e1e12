"""What every game's rules share: the contract, actions, events, dice, decks and money.

Pure Python: no pygame, no clock, no I/O, no randomness (chance is a seat; the driver samples).
"""
from game.rules.common.contract import CHANCE, IllegalAction, Rules, GameInfo, Outcome
from game.rules.common.actions import action, parse_action, ActionRegistry
from game.rules.common.events import Event, event

__all__ = [
    "CHANCE", "IllegalAction", "Rules", "GameInfo", "Outcome",
    "action", "parse_action", "ActionRegistry", "Event", "event",
]
