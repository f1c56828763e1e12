"""The table controller: chance, AI off-thread, hand-off, saves and undo (on Pig)."""
import json
import time

import pytest

from game.controllers.base import SaveError, TableController, make_controller
from game.controllers.seats import SeatConfig, parse_seats
from game.rules.common.contract import IllegalAction
from game.rules.pig.engine import Hold, Roll

HUMAN_VS_AI = [SeatConfig("Ana"), SeatConfig("Bill", "ai", "random")]


def run_until_human(ctl, limit=2000):
    for _ in range(limit):
        if ctl.waiting_humans() or ctl.is_over():
            return
        ctl.update()
        time.sleep(0.001)
    raise AssertionError("the table never came back to a human")


def test_chance_steps_are_applied_by_update_and_logged_with_names():
    ctl = TableController("pig", HUMAN_VS_AI, seed=3)
    ctl.act(0, Roll())
    events = ctl.update()
    assert events and "Ana" in ctl.log[-1]


def test_an_ai_seat_decides_off_the_ui_thread_and_the_game_comes_back_to_the_human():
    ctl = TableController("pig", HUMAN_VS_AI, seed=5)
    ctl.act(0, Roll())
    run_until_human(ctl)
    while not ctl.is_over() and ctl.waiting_humans():
        legal = ctl.legal_actions(0)
        ctl.act(0, Hold() if Hold() in legal else Roll())
        run_until_human(ctl)
    ctl.close()
    assert any("Bill" in line for line in ctl.log)


def test_a_human_acting_out_of_turn_is_refused_with_the_name():
    ctl = TableController("pig", [SeatConfig("Ana"), SeatConfig("Bo")], seed=1)
    with pytest.raises(IllegalAction, match="Bo"):
        ctl.act(1, Roll())


def test_save_and_load_round_trip_replays_the_same_state(tmp_path):
    ctl = TableController("pig", [SeatConfig("Ana"), SeatConfig("Bo")], seed=9)
    for _ in range(6):
        seat = ctl.waiting_humans()[0] if ctl.waiting_humans() else None
        if seat is None:
            ctl.update()
        else:
            legal = ctl.legal_actions(seat)
            ctl.act(seat, legal[-1])
    path = tmp_path / "game.json"
    ctl.save(path)
    loaded = TableController.load(path)
    assert loaded.state == ctl.state and loaded.names == ctl.names
    assert json.loads(path.read_text())["version"] == 1


@pytest.mark.parametrize("content, message", [
    ("{not json", "cannot be read"),
    ('{"format": "other"}', "not a Frontier Tabletop save"),
    ('{"format": "frontier-tabletop-save", "version": 99}', "version 99"),
    ('{"format": "frontier-tabletop-save", "version": 1, "game": "pig", "seed": 1, '
     '"seats": [{"name": "A"}, {"name": "B"}], "actions": [[0, "hold"]]}', "rules refuse"),
    ('{"format": "frontier-tabletop-save", "version": 1, "game": "chess", "seed": 1, "seats": [], "actions": []}',
     "damaged"),
])
def test_a_bad_save_file_is_refused_with_a_clear_message(tmp_path, content, message):
    path = tmp_path / "bad.json"
    path.write_text(content)
    with pytest.raises(SaveError, match=message):
        TableController.load(path)


def test_undo_takes_back_a_move_made_since_the_last_roll():
    ctl = TableController("pig", HUMAN_VS_AI, seed=2)
    ctl.act(0, Roll())
    ctl.update()  # the die lands
    if ctl.is_over() or not ctl.waiting_humans():
        pytest.skip("rolled a 1")
    assert not ctl.can_undo(0)
    before = ctl.state
    snapshot = (list(before.scores), before.turn_total)
    ctl.act(0, Hold())
    assert ctl.can_undo(0)
    ctl.undo(0)
    assert (ctl.state.scores, ctl.state.turn_total) == snapshot
    two_humans = TableController("pig", [SeatConfig("Ana"), SeatConfig("Bo")], seed=2)
    two_humans.curtain_lifted(0)
    two_humans.act(0, Roll())
    two_humans.curtain_lifted(1)  # Bo has had the screen since
    assert not two_humans.can_undo(0)


def test_hand_off_curtain_appears_when_another_human_had_the_screen():
    # the base controller, which takes any game for one with hidden things (Pig's own hides nothing)
    one = TableController("pig", [SeatConfig("Ana"), SeatConfig("Bill", "ai", "random")])
    assert not one.needs_curtain(0), "one human never needs a curtain"
    two = TableController("pig", [SeatConfig("Ana"), SeatConfig("Bo")])
    assert two.needs_curtain(0)
    two.curtain_lifted(0)
    assert not two.needs_curtain(0) and two.needs_curtain(1)
    three = TableController("pig", [SeatConfig("Ana"), SeatConfig("Bo"), SeatConfig("Cy")])
    three.curtain_lifted(1)
    assert three.needs_curtain(0) and three.needs_curtain(2) and not three.needs_curtain(1)


def test_seat_lists_parse_with_default_names_and_clear_errors():
    seats = parse_seats("human,ai:hard,ai:easy")
    assert [s.label for s in seats] == ["human", "ai:hard", "ai:easy"]
    assert seats[0].name == "Ana"
    with pytest.raises(ValueError, match="ai:<level>"):
        parse_seats("robot")
    with pytest.raises(ValueError, match="unknown AI level"):
        parse_seats("ai:godlike")


def test_a_truncated_save_is_refused_and_the_file_is_left_as_it_was(tmp_path):
    ctl = TableController("pig", [SeatConfig("Ana"), SeatConfig("Bo")], seed=4)
    ctl.act(0, Roll())
    path = tmp_path / "game.json"
    ctl.save(path)
    text = path.read_text()
    path.write_text(text[: len(text) // 2])
    with pytest.raises(SaveError, match="cannot be read"):
        TableController.load(path)
    assert path.read_text() == text[: len(text) // 2], "loading never rewrites a save"


def test_a_huge_save_is_refused_without_being_read(tmp_path):
    path = tmp_path / "huge.json"
    with open(path, "w") as handle:
        handle.write('{"format": "frontier-tabletop-save", "actions": [' + '[0, "roll"],' * 600_000 + "]}")
    with pytest.raises(SaveError, match="too large"):
        TableController.load(path)


def test_a_hand_edited_save_with_an_impossible_move_names_the_rule():
    data = TableController("pig", [SeatConfig("Ana"), SeatConfig("Bo")], seed=4).to_json()
    data["actions"] = [[0, "roll"], [-1, "face die=0 face=9"]]
    with pytest.raises(SaveError, match="rules refuse"):
        TableController.from_json(data)


def test_a_shared_place_is_one_place():
    ctl = TableController("pig", [SeatConfig("Ana"), SeatConfig("Belle"), SeatConfig("Jesse")], seed=1)
    ctl.winners = lambda: [0, 1, 2]
    ctl.scores = lambda: [0, 0, 0]
    assert ctl.places() == [1, 1, 1], "three who share the win share first place"
    ctl.winners = lambda: [1]
    ctl.scores = lambda: [40, 90, 40]
    assert ctl.places() == [2, 1, 2]
    ctl.winners = lambda: [2]
    ctl.scores = lambda: [10, 30, 30]
    assert ctl.places() == [3, 2, 1], "a tie-break winner is ahead of the seat it tied with"
