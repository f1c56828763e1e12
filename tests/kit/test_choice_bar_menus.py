"""The one choice bar's sub-menus and the events a table declares as data: an entry that opens a
sub-list of choices with a quiet Back, and an event's sound and notice shown by the kit."""
from __future__ import annotations

from game import games
from game.controllers.base import make_controller
from game.controllers.seats import parse_seats
from game.rules.pig.engine import Banked
from game.ui.choice_bar import Menu


def pig_table(app, table_class):
    """A person at Pig's table (the kit's worked example), drawn by `table_class`."""
    controller = make_controller("pig", parse_seats("human,ai:easy"), None, 5)
    scene = table_class(app, controller)
    app.stack.push(scene)
    app.stack.update(1 / 60)
    return scene


def choices(scene) -> list[tuple[str, str]]:
    """The bar's buttons as (words, style), without the banner's Hint and Undo."""
    return [(b.label, b.style) for b in scene.choices.widgets if b.label not in ("Undo", "Hint")]


def test_a_menu_entry_opens_its_choices_and_back_returns(app):
    class Menus(games.get("pig").table_class()):
        def offer(self, seat: int) -> None:
            if self.menu == "bet":
                self.choices.lay([("Bet 2", lambda: None, "wood"), ("Back", Menu(""), "wood")])
            else:
                self.choices.lay([("Roll", lambda: None, "primary"), ("Bet…", Menu("bet"), "wood")])

    scene = pig_table(app, Menus)
    assert choices(scene) == [("Roll", "primary"), ("Bet…", "wood")]
    next(b for b in scene.choices.widgets if b.label == "Bet…").activate()
    assert scene.menu == "bet" and choices(scene) == [("Bet 2", "wood"), ("Back", "ghost")], "Back is the quiet one"
    next(b for b in scene.choices.widgets if b.label == "Back").activate()
    assert scene.menu is None and choices(scene) == [("Roll", "primary"), ("Bet…", "wood")]
    scene.open_menu("bet")
    scene.withdraw()
    assert scene.menu is None, "a decision that is over closes its menu"


def test_an_event_declared_with_a_sound_and_a_notice_is_played_and_said_by_the_kit(app):
    class Declared(games.get("pig").table_class()):
        SOUNDS = {"Banked": "chips"}
        NOTICES = {"Banked": 2.5}

    scene = pig_table(app, Declared)
    played: list[str] = []
    scene.sound = played.append
    scene.controller.notice = lambda event: f"{event.amount} banked"
    scene._on_Banked = lambda event: None  # (the table's own animation is not the point)
    scene.animate(Banked(seat=0, amount=7, total=7))
    assert played == ["chips"]
    assert scene.notice == "7 banked" and scene.notice_timer == 2.5
