"""Durango (2-5 players): recruit hires, buy cattle, survive Calamities; first to 10 cattle or
5 Blue Ribbon cattle wins.

Modules follow the rule book: `content` (every card as data), `state`, `actions`, `events`,
`engine` (the turn as a queue of steps, interrupt windows, the win), `effects` (effect code ->
handler, for hires and Calamities).

The package imports nothing itself, so that `info` (the game's name, seat range and options)
loads without the engine; the rules are `engine.RULES`.
"""
