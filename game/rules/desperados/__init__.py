"""Desperados of Dice Town (Cathala & Maublanc): free your five desperados from jail with four
dice and be the richest gang when the last one gets out.

The reference engine for this project: read engine.py first, then the rule modules it names.

The package imports nothing itself, so that `info` (the game's name, seat range and options)
loads without the engine; the rules are `engine.RULES`.
"""
