"""Bulletbucks, the Russian-roulette bidding game (3-6 players).

`content` (bills, markers, the cylinder as data), `state`, `actions`, `events`, `scoring`
(stacks x markers) and `engine` (bids, raises, the choice, the spin, the special case, the end).
"""
from game.rules.roulette.engine import RULES, RouletteRules, RouletteState

__all__ = ["RULES", "RouletteRules", "RouletteState"]
