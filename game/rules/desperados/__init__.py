"""Desperados of Dice Town (2-4 players): free your gang from jail and be the richest.

Modules are named after the rule book's concepts: `content` (dice, gangs, cards as data),
`state`, `actions`, `events`, `engine` (the turn, the reaction windows, the win).
"""
from game.rules.desperados.engine import RULES, DesperadosRules
from game.rules.desperados.state import DesperadosState, Phase

__all__ = ["RULES", "DesperadosRules", "DesperadosState", "Phase"]
