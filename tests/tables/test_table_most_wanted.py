"""The Most Wanted table: joining a robbery with chosen cards, secret decisions behind curtains,
calling a rival to a duel by clicking their mat, and the hands flipping together."""
from __future__ import annotations

from game import games
from game.controllers.base import make_controller
from game.controllers.seats import parse_seats
from game.rules.most_wanted.actions import Choose, DuelWith, Join
from game.rules.most_wanted.events import HandsRevealed
from scenes.handoff import HandoffScene
from tests.rules.most_wanted.mw_table import do, join, play, stay_out, table
from tests.tables.table_driver import click, lift_curtain


def seated(app, seats: str, state):
    controller = make_controller("most_wanted", parse_seats(seats), None, 5)
    controller.state = state
    scene = games.get("most_wanted").table_class()(app, controller)
    app.stack.push(scene)
    app.stack.update(1 / 60)
    return controller, scene


def button(scene, start: str):
    return next(b for b in scene.choices.widgets if b.label.startswith(start))


def last_action(controller):
    return controller.rules.parse_action(controller.history[-1].action)


def robbery_under_way(seats: int = 3):
    """Ana robs the Stagecoach (3 cards) with three Queens; the others decide whether to join."""
    state = table(seats, hands=["Q Q Q 7 8", "K K 9 9 6", "A 10 J 6 7"][:seats] + [None] * (seats - 3))
    do(state, 0, Choose("stagecoach"))
    play(state, 0, "Q Q Q")
    return state


def test_joining_takes_exactly_the_robbery_size_chosen_from_the_hand(app):
    controller, scene = seated(app, "ai:easy,human,ai:easy", robbery_under_way())
    assert button(scene, "Stay out").enabled
    join = button(scene, "Join with")
    assert not join.enabled, "no cards chosen yet"
    for sprite in scene.hand[:3]:
        click(scene, sprite.rect.center)
    join = button(scene, "Join with 3 cards")
    assert join.enabled
    chosen = tuple(sprite.tag for sprite in scene.hand[:3])
    join.activate()
    action = last_action(controller)
    assert isinstance(action, Join) and sorted(action.cards) == sorted(chosen)


def test_every_human_decides_a_join_behind_their_own_curtain(app):
    controller, scene = seated(app, "ai:easy,human,human", robbery_under_way())
    for _ in range(3):
        app.stack.update(1 / 60)
    assert isinstance(app.stack.top, HandoffScene), "the first person is asked to take the chair"
    lift_curtain(app.stack.top)
    app.stack.update(1 / 60)
    first = controller.viewer()
    button(scene, "Stay out").activate()
    for _ in range(3):
        app.stack.update(1 / 60)
    assert isinstance(app.stack.top, HandoffScene), "the next person gets their own curtain"
    lift_curtain(app.stack.top)
    assert controller.viewer() not in (None, first)


def test_a_duel_is_called_by_clicking_the_rivals_mat(app):
    state = table(3, duel_card="duel")
    do(state, 0, Choose("duel"))
    controller, scene = seated(app, "human,ai:easy,ai:easy", state)
    click(scene, scene.layout["seat_2"].center)
    labels = [b.label for b in scene.choices.widgets]
    assert labels == ["Duel Calamity with 1 card", "Duel Calamity with 2 cards"]
    button(scene, "Duel Calamity with 2").activate()
    assert last_action(controller) == DuelWith(2, 2)


def test_the_robber_may_keep_or_change_the_laid_cards_then_all_hands_flip_together(app):
    state = robbery_under_way()
    join(state, 1, "K K 9")
    stay_out(state, 2)
    controller, scene = seated(app, "human,ai:easy,ai:easy", state)
    laid = [scene.hand[i].tag for i in sorted(scene.chosen)]
    assert sorted(laid) == sorted(state.plays[0]), "the laid cards come back to the hand, chosen"
    assert all(card is None for card in controller.rules.observe(controller.state, 1).plays[0]), \
        "and nobody else sees them"
    seen = []
    scene.animate = seen.append
    button(scene, "Keep my cards").activate()
    flips = [e for e in seen if isinstance(e, HandsRevealed)]
    assert len(flips) == 1 and set(flips[0].seats) == {0, 1}, "one flip for every hand on the table"
