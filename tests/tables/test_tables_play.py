"""Every table can be played to its results screen by people clicking what it offers."""
import pytest

from game import games
from game.controllers.base import make_controller
from game.controllers.seats import parse_seats
from game.games import GAME_IDS
from scenes.results import ResultsScene
from table_driver import play_to_the_end

TABLES = list(GAME_IDS)


def seatings(game_id):
    """Every player count, people and AIs mixed (the first seat alternates), plus a table of people only."""
    info = games.get(game_id).rules().info
    for n in range(info.min_seats, info.max_seats + 1):
        kinds = ["human" if (i + n) % 2 else "ai:random" for i in range(n)]
        if "human" not in kinds:
            kinds[0] = "human"
        yield ",".join(kinds)
    yield ",".join(["human"] * info.min_seats)


CASES = [(g, seats) for g in TABLES for seats in seatings(g)]


@pytest.mark.parametrize("game_id, seats", CASES)
def test_a_whole_game_is_playable_through_the_table(app, game_id, seats):
    controller = make_controller(game_id, parse_seats(seats), None, 11)
    scene = games.get(game_id).table_class()(app, controller)
    app.stack.push(scene)
    play_to_the_end(app, scene, seed=3)
    assert isinstance(app.stack.top, ResultsScene)
    assert controller.is_over() and controller.winners()
