"""The Zorro Dice Game (Henk & Skancke, Pull the Pin Games, 2020): roll six Zorro dice for heroic
feats, gather equipment and Hero dice, fight Scoundrels, and be the one who beats the Villain.

Start with engine.py, then turns.py (the order of play), attempt.py (the dice) and
requirement.py (what counts); content.py holds the components as data.

The package imports nothing itself, so that `info` (the game's name, seat range and options)
loads without the engine; the rules are `engine.RULES`.
"""
