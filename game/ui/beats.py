"""Beats: a table's moments that wait their turn.

A roll's events arrive at once, but a person follows them one at a time: the last die lands, the
verdict shows, and only then the won card flies to its hero and the next fighter's dice come out.
A table queues such moments as beats (`Beats.then`): each runs after the beats already queued and
still playing, in the order the events came. A handler declared `@after_the_dice` runs as a beat.
"""
from __future__ import annotations

from functools import wraps
from typing import Any, Callable

from game.ui.tween import Animator, Call, Sequence


class Beats:
    """The beats queued on one animator: one running sequence, lengthened while it plays."""

    def __init__(self, animator: Animator):
        self.animator = animator
        self.running: Sequence | None = None

    def then(self, *steps: Any) -> None:
        """Run `steps` after the beats already queued (at once when none is still playing)."""
        if self.running is not None and self.running in self.animator.running:
            self.running.steps += [s for s in steps if s is not None]
        else:
            self.running = self.animator.add(Sequence(*steps))


def after_the_dice(handler: Callable[[Any, Any], None]) -> Callable[[Any, Any], None]:
    """An event handler (`_on_FeatTaken`) whose work waits for the table's `beats`: the dice that
    decided it land and their verdict shows first."""
    @wraps(handler)
    def queued(table, event) -> None:
        table.beats.then(Call(handler, table, event))
    return queued
