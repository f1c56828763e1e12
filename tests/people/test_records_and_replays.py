"""Records, replays and sharing as people use them, through the app's frame loop with real
events: finish a table, open Records, see it counted, replay it to the end and back to the
start, export it and import it."""
from __future__ import annotations

import random

import pygame
import pytest

from game import paths, players, records
from game.controllers.base import make_controller
from game.controllers.replay import EVERYTHING, PUBLIC
from game.controllers.seats import SeatConfig, parse_seats
from game.frame_driver import MAX_FRAME_SECONDS
from game.ui import widgets
from person import assert_screen_private, differing_box, screen_pixels, sit_through
from scenes.import_records import ImportScene
from scenes.menu import MenuScene
from scenes.records import RecordsScene
from scenes.replay import ReplayScene
from scenes.results import ResultsScene
from scenes.table_base import BaseTableScene


def finish_a_table(driver, ana: players.Player) -> None:
    """Ana (remembered) plays Bulletbucks against two AIs to the results, then goes to the menu."""
    seats = [SeatConfig(ana.name, "human", player=ana.id), SeatConfig("Wyatt", "ai", "easy"),
             SeatConfig("Belle", "ai", "medium")]
    driver.app.routes.table(make_controller("roulette", seats, None, 7))
    sit_through(driver, driver.top, seed=3)
    assert isinstance(driver.top, ResultsScene)
    driver.click_button("Back to menu")
    assert isinstance(driver.top, MenuScene)


def toast(driver) -> str:
    return driver.app._toast[0] if driver.app._toast else ""


@pytest.mark.parametrize("window", [(1366, 768), (1920, 1080)])
def test_a_finished_table_is_counted_replayed_exported_and_imported(make_driver, window):
    roster, _ = players.load()
    ana = roster.add("Ana")
    players.save(roster)
    driver = make_driver(window)
    driver.start(MenuScene(driver.app))
    finish_a_table(driver, ana)

    driver.click_button("Records")
    screen = driver.top
    assert isinstance(screen, RecordsScene)
    [row] = screen.shown
    [standing] = screen.standings
    assert (standing.person, standing.name, standing.played) == (ana.id, "Ana", 1), "Ana's table is counted"
    assert standing.won == (0 in row.winners)
    assert standing.played_vs == {"easy": 1, "medium": 1}

    # replay it: to the end, back to the start, a step and a turn forward, then play it through
    driver.click_button("Replay")
    replay = driver.top
    assert isinstance(replay, ReplayScene)
    table = driver.app.stack.scenes[-2]
    assert isinstance(table, BaseTableScene) and table.controller is replay.controller
    controller = replay.controller
    assert controller.position == 0 and controller.length == row.steps
    driver.key(pygame.K_END)
    assert controller.is_over() and controller.position == row.steps
    driver.pause(2.0)
    assert driver.top is replay, "the end of a replay leads to no results screen"
    driver.key(pygame.K_HOME)
    assert controller.position == 0 and controller.log == controller.log[:1]
    driver.pause(1.0)
    assert not driver.app.stack.is_animating(), "a paused replay lets the app idle"
    driver.click_button("\u203a")
    driver.pause(0.5)
    assert controller.position == 1
    driver.click_button("\u00bb")
    assert controller.turn_at() == 2
    driver.click_button("\u2039")
    assert controller.turn_at() == 1
    speed = next(w for w in replay.widgets if isinstance(w, widgets.Choice) and w.value == 1.0)
    driver.click(speed.right_arrow.center)
    driver.click(speed.right_arrow.center)
    assert replay.speed == 4.0, "the person watches at 4x"
    driver.click_button("Play")
    driver.until(controller.at_end, seconds=600, frame_seconds=MAX_FRAME_SECONDS)  # watching it play
    driver.pause(0.5)
    assert controller.is_over() and not replay.playing, "played through to the end, where it stops"
    driver.click_button("Close")
    assert driver.top is screen and table not in driver.app.stack.scenes

    # export it, forget it, import it back
    driver.click_button("Export")
    exported = sorted(paths.shared_dir().glob("*.json"))
    assert len(exported) == 1 and "Exported to" in toast(driver)
    records.delete_record(row)
    driver.click_button("Import")
    assert isinstance(driver.top, ImportScene)
    assert driver.top.files[0] == exported[0]
    driver.click_button("Import")
    assert driver.top is screen, "an accepted file closes the import"
    assert "Imported" in toast(driver)
    [again] = screen.shown
    assert again.imported and again.winners == row.winners and again.steps == row.steps


def test_a_damaged_file_dropped_on_the_window_is_refused_with_the_reason(make_driver, tmp_path):
    driver = make_driver((1366, 768))
    driver.start(MenuScene(driver.app))
    driver.click_button("Records")
    driver.click_button("Import")
    importer = driver.top
    bad = tmp_path / "from-a-friend.json"
    bad.write_text('{"format": "frontier-tabletop-record", "version": 1, "game": "roulette"}', encoding="utf-8")
    driver.post(pygame.DROPFILE, file=str(bad))
    driver.frame()
    assert driver.top is importer and "damaged" in importer.refused[bad]
    assert "Not imported" in toast(driver)
    assert records.load_book().records == []


def test_people_are_added_once_and_seated_at_a_new_table_with_a_click(make_driver):
    from scenes.new_table import NewTableScene
    from scenes.players import PlayersScene
    driver = make_driver((1366, 768))
    driver.start(MenuScene(driver.app))
    driver.click(driver.top.tiles["durango"].center)
    assert isinstance(driver.top, NewTableScene)
    driver.click_button("Edit players")
    assert isinstance(driver.top, PlayersScene)
    driver.click_button("Add a player")
    driver.click_button("Add a player")
    mara = driver.top.roster.players[1]
    driver.click(driver.top.swatch_rect(driver.top.row_rect(1), 6).center)
    driver.click_button("Back")
    new_table = driver.top
    assert [p.name for p in new_table.roster.players] == ["Player 1", "Player 2"]
    assert players.load()[0].by_id(mara.id).colour == 6, "the colour is kept at once"
    assert new_table.seat_names[0] == "Player 1", "a human seat starts with a remembered person"
    chip = dict((p.id, rect) for p, rect in new_table.person_chips())[mara.id]
    driver.click(chip.center)
    seats = new_table.seat_configs()
    assert [(s.name, s.kind, s.player) for s in seats if s.is_human] == [
        ("Player 1", "human", new_table.roster.players[0].id), ("Player 2", "human", mara.id)]
    driver.click_button("Start")
    assert isinstance(driver.top, BaseTableScene)
    assert [s.player for s in driver.top.controller.seats if s.is_human] == [new_table.roster.players[0].id, mara.id]


# -- what each view of a replay shows -------------------------------------------------------------
GAMES_WITH_SECRETS = ["desperados", "roulette", "durango", "most_wanted"]
"""The games where a seat holds something the others cannot see (Zorro's equipment lies open)."""


def a_finished_game(game_id: str, seed: int = 4) -> dict:
    """A whole game between random AIs, in save form, as a record replays it."""
    from scenes.shots import advance
    controller = make_controller(game_id, parse_seats("ai:random,ai:random,ai:random"), None, seed)
    advance(controller, 100_000)
    controller.close()
    assert controller.is_over()
    return controller.to_json()


def a_moment_with_secrets(table, holders: int = 2) -> int:
    """The first step, past the first third of the game, after which `holders` seats hold something
    hidden (a hand, a reserve, bid-bills), some of it other than the table could guess (a hidden
    card or a secret bid that dealing or bidding anew changes)."""
    c = table.controller

    def secrets(state) -> list:
        return [(tuple(str(card) for card in x.cards), x.words) if x else None
                for x in (table.secret_of(state, s) for s in range(len(c.seats)))]
    state = c.rules.new_game(len(c.seats), c.options)
    for i, step in enumerate(c.script):
        c.rules.apply(state, step.seat, c.rules.parse_action(step.action))
        held = secrets(state)
        if i < c.length // 3 or sum(x is not None for x in held) < holders:
            continue
        observation = c.rules.observe(state, -1)
        if any(secrets(c.rules.determinize(observation, -1, random.Random(k))) != held for k in range(4)):
            return i + 1
    raise AssertionError("nobody ever held anything hidden")


def go_to(driver, replay, position: int) -> None:
    """Click the timeline near `position`, then step there with the arrow keys."""
    c = replay.controller
    bar = replay.timeline
    driver.click((bar.x + bar.w * position / c.length, bar.centery))
    for _ in range(40):
        if c.position == position:
            return
        driver.key(pygame.K_RIGHT if c.position < position else pygame.K_LEFT)
        driver.wait(0.2)
    assert c.position == position


def show(driver, replay, view: int) -> None:
    """Step the replay's Show choice with its arrow until it shows `view`."""
    for _ in range(12):
        choice = next(w for w in replay.widgets if getattr(w, "label", None) == "Show")
        if choice.value == view:
            return
        driver.click(choice.right_arrow.center)
    raise AssertionError(f"the Show choice never offered {view}")


def redealt(driver, table, seed: int) -> bytes:
    """The screen with the hidden things dealt anew (the rules' `determinize` of what the whole
    table may know), the truth put back after."""
    c = table.controller
    truth = c.state
    try:
        c.state = c.rules.determinize(c.rules.observe(truth, -1), -1, random.Random(seed))
        table.refresh()
        return screen_pixels(driver)
    finally:
        c.state = truth
        table.refresh()


@pytest.mark.parametrize("game_id", GAMES_WITH_SECRETS)
def test_everything_lays_every_hidden_card_open_on_its_mat_and_no_other_view_shows_one(make_driver, game_id):
    driver = make_driver((1366, 768))
    driver.start(MenuScene(driver.app))
    driver.app.routes.replay(a_finished_game(game_id), "a past table")
    replay = driver.top
    table = driver.app.stack.scenes[-2]
    c = replay.controller
    assert c.watching == EVERYTHING, "a finished game's replay starts showing everything"
    go_to(driver, replay, a_moment_with_secrets(table))
    driver.frame()
    holders = [s for s in range(len(c.seats)) if table.secret_of(c.view(), s) is not None]
    assert len(holders) >= 2

    # everything: what each seat holds lies face up on its mat, and re-dealing it changes the picture
    truth = screen_pixels(driver)
    assert any(differing_box(truth, redealt(driver, table, k)) for k in range(4)), "the hidden things are drawn"
    driver.frame()
    if table.opened:  # cards (Bulletbucks' bid-bills are painted, not cards)
        card = table.opened[-1]
        driver.move(card.rect.center)
        driver.wait(0.6)
        assert table.readable_at(card.rect.center)[0] == card.data, "an open card is read large on hover"
        driver.move((5, 5))

    # the public view and each seat's view show nothing they did not show at the table
    show(driver, replay, PUBLIC)
    assert not c.shows_everything() and not table.opened
    assert_screen_private(driver, table, seat=-1)
    for seat in range(len(c.seats)):
        show(driver, replay, seat)
        assert c.viewer() == seat and not table.opened
        assert_screen_private(driver, table)


def test_a_table_still_going_is_replayed_without_everything(make_driver):
    from game.controllers.base import make_controller as make
    from scenes.shots import advance
    controller = make("most_wanted", parse_seats("ai:random,ai:random,ai:random"), None, 2)
    advance(controller, 60)
    controller.close()
    driver = make_driver((1366, 768))
    driver.start(MenuScene(driver.app))
    driver.app.routes.replay(controller.to_json(), "a table still going")
    replay, table = driver.top, driver.app.stack.scenes[-1 - 1]
    driver.key(pygame.K_END)
    views = [v for v, _ in next(w for w in replay.widgets if getattr(w, "label", None) == "Show").options]
    assert EVERYTHING not in views and replay.controller.watching == PUBLIC
    assert not table.opened and not replay.controller.shows_everything()
    assert_screen_private(driver, table, seat=-1)


# -- remembered people at the table ---------------------------------------------------------------
def band_colour(driver, table, seat: int) -> tuple[int, int, int]:
    """The colour most of the bottom row of a seat's mat band shows (the band's fill)."""
    from collections import Counter
    canvas = driver.app.draw_canvas()
    mat = table.layout[f"seat_{seat}"]
    inset = 8
    y = mat.y + inset + 36
    row = [tuple(canvas.get_at((x, y)))[:3] for x in range(mat.x + 60, mat.right - 60, 3)]
    return Counter(row).most_common(1)[0][0]


def test_remembered_people_wear_their_colour_and_picture_at_the_table_and_a_clash_is_resolved(make_driver):
    from game.ui import theme
    from scenes.new_table import NewTableScene
    from person import lift_after_a_pause, CURTAINS
    roster, _ = players.load()
    ana = roster.add("Ana", colour=3, picture_id="hat")
    bob = roster.add("Bob", colour=3, picture_id="cactus")
    players.save(roster)
    driver = make_driver((1366, 768))
    driver.start(MenuScene(driver.app))
    driver.click(driver.top.tiles["roulette"].center)
    new_table = driver.top
    assert isinstance(new_table, NewTableScene) and new_table.seat_names[0] == "Ana"
    chip = dict((p.id, rect) for p, rect in new_table.person_chips())[bob.id]
    driver.click(chip.center)
    seats = new_table.seat_configs()
    assert [s.player for s in seats] == [ana.id, "", bob.id], "Bob takes the last AI seat"
    from game.ui.seat_marks import SeatMarks
    said = new_table.colour_clash(SeatMarks.of(seats, new_table.roster))
    assert "Ana and Bob chose the same colour" in said, "New table says how the clash is settled"

    driver.click_button("Start")
    table = driver.top
    if isinstance(table, CURTAINS):
        lift_after_a_pause(driver, 0.5)
        table = driver.top
    assert isinstance(table, BaseTableScene)
    marks = table.marks
    assert marks.colours[0] == 3, "Ana wears the colour she chose"
    assert len(set(marks.colours)) == 3, "no two seats share a colour"
    assert marks.pictures == ("hat", None, "cactus"), "each person's picture, and none for the AI"
    driver.frame()
    for seat in range(3):
        assert band_colour(driver, table, seat) == theme.seat_colour(marks.colours[seat]), f"seat {seat}'s mat band"
    assert band_colour(driver, table, 0) != band_colour(driver, table, 2), "Ana and Bob are told apart"
