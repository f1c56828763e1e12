"""The Zorro table: choosing a feat by its card, the helper's question, keeping dice, the checklist."""
from __future__ import annotations

import random

from game import games
from game.controllers.base import make_controller
from game.controllers.seats import parse_seats
from game.rules.zorro.actions import Reroll, Travel
from tests.rules.zorro.zorro_table import do, roll, table
from tests.tables.table_driver import click


def seated(app, seats: str, state):
    controller = make_controller("zorro", parse_seats(seats), None, 5)
    controller.state = state
    scene = games.get("zorro").table_class()(app, controller)
    app.stack.push(scene)
    app.stack.update(1 / 60)
    return controller, scene


def labels(scene) -> list[str]:
    """The person's choices (not the banner's Hint and Undo)."""
    return [b.label for b in scene.choices.widgets if b.label not in ("Undo", "Hint")]


def test_a_feat_is_chosen_by_its_card_then_alone_or_with_one_helper(app):
    controller, scene = seated(app, "human,ai:easy,ai:easy", table(3))
    assert len(scene.picks) == 4, "every face-up feat is ringed as a choice"
    click(scene, scene.picks[2].rect.center)
    assert labels(scene) == ["Go alone", "Ask Bill to help", "Ask Calamity to help"]
    next(b for b in scene.choices.widgets if b.label == "Ask Bill to help").activate()
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
    roll_button = next(b for b in scene.choices.widgets if b.label.startswith("Roll"))
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


def test_the_last_attempts_stamp_is_gone_when_the_next_turn_begins(app):
    """Checked when the person's turn begins after an AI's stamped attempt: the table then waits
    for the person, so no later attempt of an AI can stamp the tray again before the look (with
    three AIs, a fast one sometimes rolled and was judged before the table was seen idle)."""
    app.settings.animation_speed = "normal"
    controller = make_controller("zorro", parse_seats("ai:easy,ai:easy,human"), None, 4)
    scene = games.get("zorro").table_class()(app, controller)
    app.stack.push(scene)
    stamped_at, rng = None, random.Random(4)
    for _ in range(60000):
        app.stack.update(1 / 60)
        if stamped_at is None and scene.tray.stamp:
            stamped_at = len(controller.log)
        new_turn = stamped_at is not None and any(line.endswith("'s turn") for line in controller.log[stamped_at:])
        waiting = controller.waiting_humans() and not scene.animator.busy()
        if waiting and new_turn and controller.state.attempt is None:
            break
        if waiting:  # the person plays on at random until an attempt is followed by their turn
            scene.act(2, rng.choice(controller.legal_actions(2)))
    else:
        raise AssertionError("no attempt was followed by a new turn")
    assert scene.tray.stamp is None, "the next player chooses a feat over an unstamped tray"
    controller.close()


def test_every_rare_equipment_has_a_picture_of_its_own():
    import pygame
    from game.rules.zorro import content as C
    from game.ui import icons
    from game.ui.looks.zorro import equipment_data
    pictures = set()
    for key in C.RARES:
        surface = pygame.Surface((120, 80), pygame.SRCALPHA)
        icons.draw(surface, equipment_data(key)["picture"], surface.get_rect(), (0, 0, 0))
        pictures.add(pygame.image.tobytes(surface, "RGBA"))
    assert len(pictures) == len(C.RARES)


def test_no_label_is_written_over_the_equipment_a_player_is_choosing(app):
    """When a feat is taken, its equipment waits in the slot to be chosen; nothing covers its text."""
    from game.ui import theme
    drawn = []
    real = theme.draw_text
    state = table(3)
    controller, scene = seated(app, "human,ai:easy,ai:easy", state)
    scene.town[0] = None
    theme_draw = theme.draw_text

    def spy(surface, text, *args, **kwargs):
        drawn.append(text)
        return theme_draw(surface, text, *args, **kwargs)
    theme.draw_text = spy
    try:
        scene.draw_table(app.canvas)
    finally:
        theme.draw_text = real
    assert scene.under[0] is not None and "no feat" not in drawn
