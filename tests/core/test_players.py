"""Players remembered at this computer: written atomically, a damaged file set aside, never a crash."""
from __future__ import annotations

import json

from game import players
from game.controllers.seats import SeatConfig


def test_a_player_is_remembered_with_name_colour_and_picture():
    roster, notice = players.load()
    assert notice is None and roster.players == []
    ana = roster.add("Ana")
    bill = roster.add("Bill")
    assert (ana.colour, bill.colour) == (0, 1), "each new person gets a colour nobody has yet"
    assert ana.picture != bill.picture
    roster.update(bill.id, colour=5, picture="cactus", name="William")
    players.save(roster)
    again, notice = players.load()
    assert notice is None
    assert again.by_id(bill.id) == players.Player(bill.id, "William", 5, "cactus")
    assert again.by_name("ana") == ana


def test_a_damaged_players_file_is_set_aside_and_the_roster_starts_afresh():
    path = players.players_path()
    path.write_text("{ not json", encoding="utf-8")
    roster, notice = players.load()
    assert roster.players == [] and "damaged" in notice
    assert path.with_name("players.json.bad").read_text(encoding="utf-8") == "{ not json"


def test_a_damaged_entry_is_left_out_and_the_others_load():
    good = {"id": "ab12", "name": "Ana", "colour": 2, "picture": "hat"}
    data = {"format": players.PLAYERS_FORMAT, "version": 1, "players": [good, {"id": 3}, "x"]}
    players.players_path().write_text(json.dumps(data), encoding="utf-8")
    roster, notice = players.load()
    assert [p.name for p in roster.players] == ["Ana"] and "2 damaged" in notice


def test_a_picture_this_version_does_not_know_falls_back_to_a_drawn_one():
    assert players.picture("icon:unknown").id == players.PICTURE_IDS[0]


def test_a_seat_names_its_remembered_person_and_a_stranger_id_is_dropped():
    seat = SeatConfig("Ana", "human", player="ab12")
    assert SeatConfig.from_json(seat.to_json()) == seat
    assert SeatConfig.from_json({"name": "Ana", "player": "../x"}).player == ""
    assert "player" not in SeatConfig("Wyatt", "ai", "hard").to_json()
