"""Most Wanted (2-8 players): `content` (cards, scoreboard, action cards as data), `hands` (the hand
rankings and the Double Crosser), `state`, `actions`, `events` and `engine` (the turn, robberies,
bail, the Sheriff, Dishonest Labor's bluff)."""
from game.rules.most_wanted.engine import RULES, MostWantedRules
from game.rules.most_wanted.state import MostWantedState

__all__ = ["RULES", "MostWantedRules", "MostWantedState"]
