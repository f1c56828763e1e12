"""Desperados of Dice Town (Cathala & Maublanc): free your five desperados from jail with four
dice and be the richest gang when the last one gets out.

The reference engine for this project: read engine.py first, then the rule modules it names.
"""
from game.rules.desperados.engine import RULES, DesperadosRules
from game.rules.desperados.state import DesperadosState

__all__ = ["RULES", "DesperadosRules", "DesperadosState"]
