"""Most Wanted (2-8 players): `content` (cards, scoreboard, action cards as data), `hands` (the hand
rankings and the Double Crosser), `state`, `actions`, `events` and `engine` (the turn, robberies,
bail, the Sheriff, Dishonest Labor's bluff).

The package imports nothing itself, so that `info` (the game's name, seat range and options)
loads without the engine; the rules are `engine.RULES`.
"""
