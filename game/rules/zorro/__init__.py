"""The Zorro Dice Game (Henk & Skancke, Pull the Pin Games, 2020): roll six Zorro dice for heroic
feats, gather equipment and Hero dice, fight Scoundrels, and be the one who beats the Villain.

Start with engine.py, then turns.py (the order of play), attempt.py (the dice) and
requirement.py (what counts); content.py holds the components as data.
"""
from game.rules.zorro.engine import RULES, ZorroRules
from game.rules.zorro.state import ZorroState

__all__ = ["RULES", "ZorroRules", "ZorroState"]
