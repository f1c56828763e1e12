"""Pig: the smallest dice game, kept as the worked example of the rules contract.

Not on the menu. Read it before writing a new engine: it shows chance as a seat, actions with a
text form, events for the log, observe/determinize (trivial here: Pig hides nothing), and
validation before mutation.

The package imports nothing itself, so that `info` (the game's name, seat range and options)
loads without the engine; the rules are `engine.RULES`.
"""
