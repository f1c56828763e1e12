"""A replay drives the game's own controller from the recorded steps: forward, back, by turns,
through any seat's eyes, and it never saves or records anything."""
from __future__ import annotations

import pytest

from game import records, saves
from game.controllers.base import make_controller
from game.controllers.replay import EVERYTHING, PUBLIC, replay_controller
from game.controllers.seats import parse_seats
from game.rules.common.contract import IllegalAction
from game.rules.common.contract import CHANCE


def finished(game_id="durango", seats="ai:random,ai:random,ai:random", seed=2):
    import random
    rng = random.Random(seed)
    c = make_controller(game_id, parse_seats(seats), None, seed)
    while not c.is_over():
        actors = c.actors()
        if actors == [CHANCE]:
            c.update()
        else:
            c._apply(actors[0], rng.choice(c.legal_actions(actors[0])))
    return c


def test_stepping_forward_applies_the_recorded_steps_and_back_rebuilds_the_state_and_log():
    game = finished()
    replay = replay_controller(game.to_json())
    assert replay.position == 0 and replay.length == len(game.history)
    assert replay.watching == EVERYTHING, "a finished game may be shown whole"
    replay.step_forward()
    replay.step_forward()
    replay.update()
    replay.update()
    assert replay.position == 2
    log_at_two = list(replay.log)
    replay.jump(replay.length)
    assert replay.is_over() and replay.state == game.state and replay.log == game.log
    replay.jump(2)
    assert replay.log == log_at_two
    replay.jump(0)
    assert replay.state == make_controller("durango", game.seats, game.options, game.seed).state


def test_turns_follow_the_games_own_counter():
    replay = replay_controller(finished().to_json())
    assert replay.turn_count() > 3 and replay.turn_starts[0] == 0
    replay.jump_to_turn(3)
    assert replay.turn_at() == 3 and replay.position == replay.turn_starts[2]
    replay.turn_forward()
    assert replay.turn_at() == 4
    replay.turn_back()
    assert replay.turn_at() == 3, "at a turn's start, a turn back is the turn before"
    replay.jump(replay.position + 1)
    replay.turn_back()
    assert replay.position == replay.turn_starts[2], "within a turn, a turn back is its start"


def test_nobody_moves_in_a_replay_and_nothing_is_kept():
    game = finished("roulette", "human,ai:random,ai:random")
    replay = replay_controller(game.to_json())
    assert replay.waiting_humans() == [] and not replay.shows_results
    with pytest.raises(IllegalAction):
        replay.act(0, replay.script[0].action)
    replay.slot = saves.SaveSlot(saves.new_save_path("roulette"))
    replay.jump(replay.length - 1)
    replay.step_forward()
    replay.update()
    assert replay.is_over()
    assert saves.list_saves() == [] and records.load_book().records == []


def test_a_seat_view_shows_that_seats_secrets_and_everything_waits_for_the_end():
    game = finished("most_wanted", "ai:random,ai:random,ai:random")
    data = game.to_json()
    data["actions"] = data["actions"][:40]
    replay = replay_controller(data)
    assert replay.watching == PUBLIC and not replay.finished
    with pytest.raises(ValueError):
        replay.watch(EVERYTHING)
    replay.jump(30)
    replay.watch(1)
    assert replay.viewer() == 1 and replay.view() == replay.rules.observe(replay.state, 1)
