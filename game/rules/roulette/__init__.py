"""Bulletbucks, the Russian-roulette bidding game (3-6 players): `content` (bills, markers, the
cylinder as data) and `engine` (bids, raises, the choice, the spin, scoring)."""
from game.rules.roulette.engine import RULES, RouletteRules, RouletteState

__all__ = ["RULES", "RouletteRules", "RouletteState"]
