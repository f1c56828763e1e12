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


def test_each_person_keeps_when_they_take_the_screen_for_a_reaction_window():
    """"Only when I hold a card" for a new person, for an older file without the choice, and
    for a value this version does not know; the choice reaches the table by seat, guests not."""
    roster = players.Roster()
    ana, bill = roster.add("Ana"), roster.add("Bill")
    assert ana.reactions == "holding"
    roster.update(bill.id, reactions="never")
    players.save(roster)
    again, _ = players.load()
    assert [p.reactions for p in again.players] == ["holding", "never"]
    older = {"id": "ab12", "name": "Cole"}
    odd = {"id": "cd34", "name": "Dora", "reactions": "sometimes"}
    assert players.Player.from_json(older).reactions == players.Player.from_json(odd).reactions == "holding"
    seats = [SeatConfig("Bill", player=bill.id), SeatConfig("Guest"), SeatConfig("Wyatt", "ai", "hard")]
    assert players.reaction_asks(seats, again) == {0: "never"}


def test_a_picture_this_version_does_not_know_falls_back_to_a_drawn_one():
    assert players.picture("icon:unknown").id == players.PICTURE_IDS[0]


def test_a_seat_names_its_remembered_person_and_a_stranger_id_is_dropped():
    seat = SeatConfig("Ana", "human", player="ab12")
    assert SeatConfig.from_json(seat.to_json()) == seat
    assert SeatConfig.from_json({"name": "Ana", "player": "../x"}).player == ""
    assert "player" not in SeatConfig("Wyatt", "ai", "hard").to_json()


def test_a_remembered_person_wears_their_colour_at_the_table_and_the_ais_keep_theirs():
    roster = players.Roster()
    ana = roster.add("Ana", colour=5)
    seats = [SeatConfig("Wyatt", "ai", "easy"), SeatConfig("Ana", "human", player=ana.id), SeatConfig("Belle", "ai")]
    assert players.seat_colours(seats, roster) == [0, 5, 2]


def test_an_ai_whose_colour_a_person_wears_takes_the_first_free_one():
    roster = players.Roster()
    ana = roster.add("Ana", colour=1)
    seats = [SeatConfig("Ana", "human", player=ana.id), SeatConfig("Wyatt", "ai"), SeatConfig("Belle", "ai")]
    assert players.seat_colours(seats, roster) == [1, 0, 2]


def test_two_people_who_chose_one_colour_are_told_apart_the_first_keeps_it():
    roster = players.Roster()
    ana, bob = roster.add("Ana", colour=3), roster.add("Bob", colour=3)
    seats = [SeatConfig("Bob", "human", player=bob.id), SeatConfig("Gus", "human"),
             SeatConfig("Ana", "human", player=ana.id)]
    colours = players.seat_colours(seats, roster)
    assert colours[0] == 3 and colours[2] != 3 and len(set(colours)) == 3


def test_a_full_table_wears_every_colour_once_and_a_forgotten_person_is_a_guest():
    roster = players.Roster()
    people = [roster.add(name, colour=2) for name in ("Ana", "Bob", "Cy")]
    seats = [SeatConfig(p.name, "human", player=p.id) for p in people]
    seats += [SeatConfig("Gone", "human", player="feed1234")] + [SeatConfig(f"AI{i}", "ai") for i in range(4)]
    colours = players.seat_colours(seats, roster)
    assert sorted(colours) == list(range(players.PALETTE_SIZE)) and colours[0] == 2
