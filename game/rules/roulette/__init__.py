"""Bulletbucks, the Russian-roulette bidding game (3-6 players).

`content` (bills, markers, the cylinder as data), `state`, `actions`, `events`, `scoring`
(stacks x markers) and `engine` (bids, raises, the choice, the spin, the special case, the end).

The package imports nothing itself, so that `info` (the game's name, seat range and options)
loads without the engine; the rules are `engine.RULES`.
"""
