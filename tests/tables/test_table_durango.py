"""The Durango table: where the drawn cards go, chosen card by card when the choices are many."""
from __future__ import annotations

from game.controllers.base import make_controller
from game.controllers.seats import parse_seats
from game.rules.durango.actions import Select
from game.rules.durango.scenario import draw, table
from scenes.new_table import table_scene_class
from tests.tables.table_driver import click


def test_many_selection_choices_are_offered_per_clicked_drawn_card(app):
    controller = make_controller("durango", parse_seats("human,ai:easy,ai:easy"), None, 3)
    state = table(party={0: ["I6", "T05"]}, reserve={0: ["F01", "T03"]})  # Saddlebags: two reserve cards
    draw(state, "F02", "C1", "T07")
    controller.state = state
    scene = table_scene_class("durango")(app, controller)
    app.stack.push(scene)
    app.stack.update(1 / 60)
    scene.offer(0)
    assert len(scene.picks) == 3, "every drawn card is ringed as a choice"
    click(scene, scene.picks[1].rect.center)
    labels = [b.label for b in scene.buttons.widgets]
    assert labels and all("Loyal Dog" in label for label in labels)
    assert len(labels) == len([a for a in controller.legal_actions(0) if isinstance(a, Select) and a.card == 1])
    assert any(label.startswith("Hotel Keeper") for label in labels), "the second Saddlebags card can come out"
