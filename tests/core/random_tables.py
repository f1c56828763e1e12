"""Tables of random AIs played through their controller, for tests of what happens to files at a
game's end (a full disk, a kill, a start-up that records a finished save): the game itself is
not what they test, only that it ends."""
from __future__ import annotations

import random

from game.controllers.base import TableController, make_controller
from game.controllers.seats import parse_seats
from game.rules.common.contract import CHANCE

SEATS = "ai:random,ai:random,ai:random"


def finished_game(seed: int = 3) -> TableController:
    """A Bulletbucks table of three random AIs played to its end."""
    rng = random.Random(seed)
    controller = make_controller("roulette", parse_seats(SEATS), None, seed)
    while not controller.is_over():
        actors = controller.actors()
        if actors == [CHANCE]:
            controller.update()
        else:
            controller._apply(actors[0], rng.choice(controller.legal_actions(actors[0])))
    controller.close()
    return controller


def near_the_end(seed: int = 3, steps_left: int = 6) -> dict:
    """The save of that table `steps_left` steps before its end (checked by loading it back)."""
    data = finished_game(seed).to_json()
    data["actions"] = data["actions"][:len(data["actions"]) - steps_left]
    data.pop("log")
    back = TableController.from_json(data)
    back.close()
    return back.to_json()
