"""The Zorro table: choosing a feat by its card, the helper's question, keeping dice, the checklist."""
from __future__ import annotations

from game.controllers.base import make_controller
from game.controllers.seats import parse_seats
from game.rules.zorro.actions import Reroll, Travel
from scenes.new_table import table_scene_class
from tests.rules.zorro.zorro_table import do, roll, table
from tests.tables.table_driver import click


def seated(app, seats: str, state):
    controller = make_controller("zorro", parse_seats(seats), None, 5)
    controller.state = state
    scene = table_scene_class("zorro")(app, controller)
    app.stack.push(scene)
    app.stack.update(1 / 60)
    return controller, scene


def labels(scene) -> list[str]:
    return [b.label for b in scene.buttons.widgets]


def test_a_feat_is_chosen_by_its_card_then_alone_or_with_one_helper(app):
    controller, scene = seated(app, "human,ai:easy,ai:easy", table(3))
    assert len(scene.picks) == 4, "every face-up feat is ringed as a choice"
    click(scene, scene.picks[2].rect.center)
    assert labels(scene) == ["Go alone", "Ask Bill to help", "Ask Calamity to help"]
    next(b for b in scene.buttons.widgets if b.label == "Ask Bill to help").activate()
    assert last_action(controller) == Travel(2, 1)


def last_action(controller):
    return controller.rules.parse_action(controller.history[-1].action)


def test_the_player_asked_to_help_gets_the_question_on_screen(app):
    state = table(3)
    do(state, Travel(0, 1))
    controller, scene = seated(app, "ai:easy,human,ai:easy", state)
    scene.update(1 / 60)
    assert controller.waiting_humans() == [1]
    assert labels(scene) == ["Come and help", "Decline"]
    assert "asks for your help" in controller.prompt(1)


def test_kept_dice_stay_and_the_roll_button_rolls_the_rest(app):
    state = table(3)
    do(state, Travel(0, None))
    roll(state, "charm", "leap", "grab", "dash", "dash", "dash")  # T1 wants CHARM, LEAP, GRAB, TAUNT
    controller, scene = seated(app, "human,ai:easy,ai:easy", state)
    scene.update(1 / 60)
    assert [d.selectable for d in scene.dice] == [True] * 6
    for die in scene.dice[:3]:
        click(scene, die.rect.center)
    roll_button = next(b for b in scene.buttons.widgets if b.label.startswith("Roll"))
    assert roll_button.label == "Roll 3 dice"
    roll_button.activate()
    assert last_action(controller) == Reroll((3, 4, 5))
    assert [d.kept for d in scene.dice] == [True] * 3 + [False] * 3


def test_the_checklist_ticks_the_symbols_the_dice_show(app):
    state = table(3)
    do(state, Travel(0, None))
    roll(state, "charm", "leap", "dash", "dash", "dash", "dash")
    controller, _scene = seated(app, "human,ai:easy,ai:easy", state)
    lines = {sym: (need, showing) for sym, need, showing in controller.tray_lines()}
    assert lines == {"charm": (1, 1), "leap": (1, 1), "grab": (1, 0), "taunt": (1, 0)}
