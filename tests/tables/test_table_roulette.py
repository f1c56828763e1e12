"""Bulletbucks at one screen: secret bids stay secret in the shared log and behind curtains."""
from game.controllers.base import make_controller
from game.controllers.seats import parse_seats
from scenes.handoff import HandoffScene
from scenes.table_roulette import TableScene
from table_driver import lift_curtain


def test_a_hot_seat_bid_never_reaches_the_shared_log_before_the_reveal(app):
    controller = make_controller("roulette", parse_seats("human,human,human"), None, 4)
    scene = TableScene(app, controller)
    app.stack.push(scene)
    bids = 0
    for _ in range(400):
        app.stack.update(1 / 60)
        top = app.stack.top
        if isinstance(top, HandoffScene):
            lift_curtain(top)
        elif scene.offered is not None and controller.waiting_humans():
            seat = scene.offered
            from game.rules.roulette.engine import Bid
            scene.act(seat, Bid(1, 1))
            bids += 1
            if bids == 2:
                break
    assert bids == 2
    assert all("3,000" not in line for line in controller.log), controller.log
    assert sum("bids in secret" in line for line in controller.log) == 2
    controller.close()


def test_every_bidder_gets_a_curtain_at_a_hot_seat_table(app):
    controller = make_controller("roulette", parse_seats("human,human,ai:easy"), None, 2)
    scene = TableScene(app, controller)
    app.stack.push(scene)
    curtains = []
    for _ in range(300):
        app.stack.update(1 / 60)
        top = app.stack.top
        if isinstance(top, HandoffScene):
            curtains.append(top.seat)
            lift_curtain(top)
        elif scene.offered is not None and controller.waiting_humans():
            from game.rules.roulette.engine import Bid
            scene.act(scene.offered, Bid(1, 0))
        if len(curtains) == 2:
            break
    assert sorted(curtains) == [0, 1]
    controller.close()


def test_a_notice_never_covers_a_players_mat(app):
    import pygame
    for seats in range(3, 7):
        controller = make_controller("roulette", parse_seats(",".join(["ai:easy"] * seats)), None, 1)
        scene = TableScene(app, controller)
        notice = pygame.Rect(0, 0, 900, 56)
        notice.midbottom = scene.notice_anchor()
        mats = [scene.layout[f"seat_{s}"] for s in range(seats)]
        assert notice.collidelist(mats) == -1, seats
        controller.close()


def test_a_notice_moves_above_a_persons_buttons(app):
    from game.ui import widgets
    controller = make_controller("roulette", parse_seats("human,ai:easy,ai:easy"), None, 1)
    scene = TableScene(app, controller)
    button = scene.choices.add(widgets.Button(scene.layout["buttons"], "Bid", lambda: None))
    assert not scene._notice_rect().colliderect(button.rect)
    controller.close()


def test_the_log_says_click_or_bang_when_the_cylinder_stops_not_before(app):
    app.settings.animation_speed = "normal"
    controller = make_controller("roulette", parse_seats("ai:easy,ai:easy,ai:easy"), None, 6)
    scene = TableScene(app, controller)
    app.stack.push(scene)
    for _ in range(20000):
        before = len(controller.log)
        app.stack.update(1 / 60)
        if any("click" in line.lower() or "bang" in line.lower() for line in controller.log[before:]):
            break
    spinning = controller.log[scene.log_shown:]
    assert any("click" in line.lower() or "bang" in line.lower() for line in spinning), \
        "while the cylinder spins, its result is not in the log yet"
    assert scene.cylinder.result is None
    for _ in range(600):
        app.stack.update(1 / 60)
        if scene.cylinder.result is not None:
            break
    assert scene.log_shown == len(controller.log), "it is there the moment the cylinder stops"
    controller.close()
