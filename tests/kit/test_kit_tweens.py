"""Tweens: easing, chaining, parallel parts, finishing on demand, and the speed setting."""
import pytest

from game.ui.tween import EASINGS, INSTANT, Animator, Call, Parallel, Sequence, Tween, Wait


class Thing:
    def __init__(self):
        self.x, self.y, self.pos = 0.0, 0.0, (0.0, 0.0)


@pytest.mark.parametrize("name", sorted(EASINGS))
def test_every_easing_starts_at_zero_and_ends_at_one(name):
    ease = EASINGS[name]
    assert ease(0.0) == pytest.approx(0.0, abs=1e-9) and ease(1.0) == pytest.approx(1.0, abs=1e-9)


def test_out_back_overshoots_a_little_before_settling():
    assert max(EASINGS["out_back"](t / 100) for t in range(101)) > 1.0


def test_a_tween_moves_numbers_and_tuples_to_their_targets():
    thing = Thing()
    tween = Tween(thing, 1.0, "linear", x=10.0, pos=(4.0, 8.0))
    assert not tween.update(0.5)
    assert thing.x == pytest.approx(5.0) and thing.pos == pytest.approx((2.0, 4.0))
    assert tween.update(0.5) and thing.x == 10.0


def test_a_sequence_runs_its_steps_in_order_and_continues_from_where_the_last_left_off():
    thing, calls = Thing(), []
    seq = Sequence(Tween(thing, 0.2, x=1.0), Call(calls.append, "half"), Wait(0.1), Tween(thing, 0.2, x=3.0))
    animator = Animator()
    animator.add(seq)
    for _ in range(3):
        animator.update(0.1)
    assert calls == ["half"] and thing.x == 1.0
    for _ in range(10):
        animator.update(0.1)
    assert thing.x == 3.0 and not animator.busy()


def test_parallel_parts_run_together():
    a, b = Thing(), Thing()
    animator = Animator()
    animator.add(Parallel(Tween(a, 0.5, x=1.0), Tween(b, 1.0, x=1.0)))
    animator.update(0.5)
    assert a.x == 1.0 and b.x < 1.0 and animator.busy()


def test_finish_jumps_every_animation_to_its_end_and_runs_its_calls():
    thing, calls = Thing(), []
    animator = Animator()
    animator.add(Sequence(Tween(thing, 5.0, x=9.0), Call(calls.append, "done")))
    animator.finish_all()
    assert thing.x == 9.0 and calls == ["done"] and not animator.busy()


def test_speed_scales_time_and_instant_finishes_at_once():
    thing = Thing()
    fast = Animator(speed=2.0)
    fast.add(Tween(thing, 1.0, "linear", x=1.0))
    fast.update(0.25)
    assert thing.x == pytest.approx(0.5)
    other = Thing()
    Animator(speed=INSTANT).add(Tween(other, 3.0, x=7.0))
    assert other.x == 7.0


class Card:
    """A piece that can fade: a place and an alpha, as `CardSprite` and the table's flyers have."""

    def __init__(self):
        self.x, self.y, self.alpha, self.angle, self.shake = 0.0, 0.0, 255.0, 0.0, 0.0


def test_with_reduced_motion_a_flight_fades_out_where_it_stands_and_in_where_it_lands():
    from game.ui import tween
    tween.set_reduced_motion(True)
    card = Card()
    flight = Tween(card, 1.0, "out_quad", x=400, y=200)
    flight.update(0.25)
    assert (card.x, card.y) == (0, 0) and 100 < card.alpha < 155, "fading out where it stood"
    flight.update(0.5)
    assert (card.x, card.y) == (400, 200) and 100 < card.alpha < 155, "fading in where it lands"
    assert flight.update(0.25) and card.alpha == 255


def test_with_reduced_motion_nothing_spins_or_shakes_yet_takes_its_time():
    from game.ui import tween
    tween.set_reduced_motion(True)
    card = Card()
    spin = Sequence(Tween(card, 0.5, "out_cubic", angle=720), Tween(card, 0.1, "linear", shake=1.0))
    spin.update(0.1)
    assert card.angle == 0, "a turn stands still (what it stops on shows no sooner than it would have)"
    spin.update(0.4)
    assert card.angle == 720, "and is where it ends when its time is up"
    assert not spin.update(0.05), "the animation still takes its time"
    spin.update(0.1)
    assert card.shake == 0.0, "a shake stays at rest"
