"""Dice nobody at the table can read ahead of time (DESIGN.md, issue 30 item 8): a table people
play draws each die and card from a secret key made when it is opened; a save of a game still
going never holds that key, a normal close writes it (it then explains only the past), and a
record's keyed dice are checked on load. Seeded tables draw from their seed as before."""
from __future__ import annotations

import json
import random

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from game import saves
from game.ai.base import sample_outcome
from game.controllers.base import TableController, make_controller
from game.controllers.seats import parse_seats
from game.rules.common.contract import CHANCE

SEATS = "ai:random,ai:random,ai:random"


def played(controller: TableController, steps: int) -> TableController:
    """`steps` more steps (or to the end), each seat taking its first legal move, chance drawing."""
    goal = len(controller.history) + steps
    while not controller.is_over() and len(controller.history) < goal:
        seat = next((s for s in controller.actors() if s != CHANCE), None)
        if seat is None:
            controller.update()
        else:
            controller._apply(seat, controller.legal_actions(seat)[0])
    return controller


def a_saved_table_people_play(steps: int = 30) -> TableController:
    controller = make_controller("most_wanted", parse_seats(SEATS))  # as New table makes it: no seed
    controller.keep_saved(saves.SaveSlot(saves.new_save_path("most_wanted")))
    return played(controller, steps)


def on_disk(controller: TableController) -> dict:
    controller.slot.flush()
    return json.loads(controller.slot.path.read_text(encoding="utf-8"))


def test_a_save_of_a_game_still_going_holds_no_key_its_dice_come_from():
    controller = a_saved_table_people_play()
    key = controller.chance_keys.key
    saved = on_disk(controller)
    assert any(seat == CHANCE for seat, _a in saved["actions"])
    assert saved["chance_keys"] == [] and key.hex() not in controller.slot.path.read_text(encoding="utf-8")
    controller.slot.release()


def test_a_table_continued_from_its_save_draws_with_a_new_key_from_where_it_stands():
    controller = a_saved_table_people_play()
    first_key, standing = controller.chance_keys.key, len(controller.history)
    controller.slot.flush()
    controller.slot.release()  # the app was killed: nothing closed
    again = TableController.load(controller.slot.path)
    assert again.chance_keys.key not in (None, first_key) and again.chance_keys.start == standing


def test_a_save_written_at_a_normal_close_holds_the_ended_segments_key():
    controller = a_saved_table_people_play()
    key, standing = controller.chance_keys.key, len(controller.history)
    controller.close()
    assert on_disk(controller)["chance_keys"] == [{"from": 0, "to": standing, "key": key.hex()}]


def test_a_game_closed_killed_and_continued_is_recorded_with_the_keys_it_kept_and_loads():
    controller = a_saved_table_people_play(20)
    controller.close()  # segment 1 ends normally
    second = TableController.load(controller.slot.path)
    second.slot = controller.slot
    played(second, 20)  # segment 2 is killed: its key is lost
    second.slot.flush()
    third = TableController.load(controller.slot.path)
    played(third, 10_000)
    record = json.loads(json.dumps(third.to_json()))
    first_end = record["chance_keys"][0]["to"]
    assert record["chance_keys"][0]["from"] == 0 and record["chance_keys"][1]["from"] > first_end
    assert TableController.from_json(record).is_over()


def test_a_seeded_table_draws_from_its_seed_as_before_and_its_save_holds_no_keys():
    controller = played(make_controller("most_wanted", parse_seats(SEATS), None, 7), 60)
    assert controller.chance_keys is None and "chance_keys" not in controller.to_json()
    rng, probe = random.Random(7), make_controller("most_wanted", parse_seats(SEATS), None, 7)
    for step in controller.history:
        if step.seat == CHANCE:
            assert step.action == str(sample_outcome(probe.rules.chance_outcomes(probe.state), rng))
        probe._apply(step.seat, probe.rules.parse_action(step.action))


HEXES = st.one_of(st.text("0123456789abcdef", min_size=63, max_size=65), st.sampled_from(["", "zz" * 32, 7, None]))
STEPS = st.one_of(st.integers(-3, 40), st.sampled_from([1.5, True, None, "3", 2**70]))
SEGMENT = st.one_of(st.fixed_dictionaries({"from": STEPS, "to": STEPS, "key": HEXES}),
                    st.sampled_from([None, [], {}, {"from": 0}, "key"]))


@pytest.fixture(scope="module")
def a_keyed_save() -> dict:
    controller = played(make_controller("most_wanted", parse_seats(SEATS)), 30)
    controller.chance_keys.end(len(controller.history))
    return json.loads(json.dumps(controller.to_json()))


@settings(max_examples=60, deadline=None, suppress_health_check=list(HealthCheck), derandomize=True)
@given(st.one_of(st.lists(SEGMENT, max_size=4), st.sampled_from([None, "keys", 3, {}])))
def test_any_hostile_chance_keys_are_refused_with_a_reason_or_taken_whole(a_keyed_save, chance_keys):
    data = {**a_keyed_save, "chance_keys": chance_keys}
    try:
        table = TableController.from_json(data)
    except saves.SaveError as refused:
        assert 0 < len(str(refused)) < 400
    else:
        taken = [{"from": s.start, "to": s.end, "key": s.key.hex()} for s in table.chance_keys.ended]
        assert taken == [{**s, "key": s["key"].lower()} for s in chance_keys]
