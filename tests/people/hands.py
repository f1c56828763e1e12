"""A person who never touches the mouse: the keyboard alone, or a game controller alone.

`KeysPerson` and `PadPerson` decide like `person.Person` (a choice the table offers, at random)
but reach it the way such a person does: the keyboard person walks the focus ring with Tab (and
sometimes the arrows) until it rests on what they want, then presses Enter; the pad person tips
the d-pad toward it, falling back on the View button's reading order where the d-pad leads
elsewhere, then presses A. Curtains are lifted with Enter or A after a pause. No mouse event is
ever posted: `no_mouse` makes the driver refuse one.
"""
from __future__ import annotations

import random
from dataclasses import dataclass

import pygame

from game.frame_driver import FrameDriver
from game.ui.widgets import Button
from person import CURTAINS, is_still
from scenes.results import ResultsScene

MOUSE = (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEWHEEL)
NOT_A_CHOICE = ("Undo", "Hint")


def no_mouse(driver: FrameDriver) -> FrameDriver:
    """The driver refuses to post a mouse event (and to warp the pointer) from now on."""
    post = driver.post

    def keys_only(kind: int, **data) -> None:
        assert kind not in MOUSE, "a person with only keys or a pad used the mouse"
        post(kind, **data)

    def no_pointer(*_args, **_kw):
        raise AssertionError("a person with only keys or a pad moved the pointer")

    driver.post = keys_only
    driver.point = no_pointer
    return driver


def press(driver: FrameDriver, key: int, mod: int = 0) -> None:
    """A quick tap: the key goes down and up within one frame, as a practised hand's does."""
    driver.post(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0)
    driver.post(pygame.KEYUP, key=key, mod=mod, unicode="", scancode=0)
    driver.frame()


def pad(driver: FrameDriver, button: int) -> None:
    """A pad button tapped within one frame."""
    driver.post(pygame.CONTROLLERBUTTONDOWN, instance_id=0, which=0, button=button)
    driver.post(pygame.CONTROLLERBUTTONUP, instance_id=0, which=0, button=button)
    driver.frame()


def pick(rng: random.Random, offered: list):
    """A choice as `person.Person` makes it: a piece three times in ten when there are buttons too."""
    buttons = [t for t in offered if isinstance(t.thing, Button)]
    pieces = [t for t in offered if not isinstance(t.thing, Button)]
    if pieces and (not buttons or rng.random() < 0.3):
        return rng.choice(pieces)
    return rng.choice(buttons)


def choices_on_offer(driver: FrameDriver, table) -> list:
    """The targets a person would pick from: the decision's buttons and pieces, not Hint or
    Undo, not a card only to be read."""
    read = {id(c) for c in table.readable_cards()}
    clickable = {id(c.piece) for c in table.clickables()}
    out = []
    for t in driver.app.focus.targets(table):
        if isinstance(t.thing, Button):
            if t.thing in table.choices and t.thing.label not in NOT_A_CHOICE:
                out.append(t)
        elif id(t.thing) in clickable:
            out.append(t)
    return out


def on_it(driver: FrameDriver, table, target) -> bool:
    """The ring is on `target`: the same thing, or one resting in the same place (a piece under
    the ring is drawn lifted; where it rests stays put)."""
    on = driver.app.focus.current(table)
    return on is not None and (on.thing is target.thing or on.place == target.place)


def on_a_choice(driver: FrameDriver, table) -> bool:
    on = driver.app.focus.current(table)
    return on is not None and any(on.thing is t.thing or on.place == t.place for t in choices_on_offer(driver, table))


@dataclass
class KeysPerson:
    rng: random.Random
    presses: int = 0

    def lift(self, driver: FrameDriver) -> None:
        press(driver, pygame.K_RETURN)

    def choose(self, driver: FrameDriver, table) -> None:
        offered = choices_on_offer(driver, table)
        if not offered:
            driver.frame()
            return
        focus = driver.app.focus
        target = pick(self.rng, offered)

        def there() -> bool:  # the same piece, or (a table may lay its buttons afresh) the same place
            return focus.shown and on_it(driver, table, target)
        arrows = self.rng.random() >= 0.7
        for _ in range(80):
            if there():
                break
            if arrows and focus.shown:
                press(driver, self.rng.choice([pygame.K_DOWN, pygame.K_RIGHT, pygame.K_TAB]))
            else:
                press(driver, pygame.K_TAB, self.tab_way(driver, table, target) if focus.shown else 0)
            self.presses += 1
        for _ in range(80):  # the pieces moved under the ring (a fan re-laid): any choice on offer will do
            if there() or on_a_choice(driver, table):
                break
            press(driver, pygame.K_TAB)
            self.presses += 1
        assert on_a_choice(driver, table), "Tab never reached a choice"
        press(driver, pygame.K_RETURN)
        self.presses += 1

    @staticmethod
    def tab_way(driver: FrameDriver, table, target) -> int:
        """Shift (Tab backwards) where `target` is nearer that way round the reading order, as a
        person who knows the table goes."""
        order = driver.app.focus.targets(table)
        here = driver.app.focus.current(table, order)
        places = [t.place for t in order]
        if here is None or target.place not in places:
            return 0
        ahead = (places.index(target.place) - order.index(here)) % len(order)
        return pygame.KMOD_SHIFT if ahead > len(order) // 2 else 0


@dataclass
class PadPerson:
    rng: random.Random
    presses: int = 0

    def lift(self, driver: FrameDriver) -> None:
        pad(driver, pygame.CONTROLLER_BUTTON_A)

    def choose(self, driver: FrameDriver, table) -> None:
        offered = choices_on_offer(driver, table)
        if not offered:
            driver.frame()
            return
        target = pick(self.rng, offered)
        focus = driver.app.focus
        if not focus.shown:
            pad(driver, pygame.CONTROLLER_BUTTON_DPAD_DOWN)
        for _ in range(12):  # the d-pad toward it, while that gets nearer
            if on_it(driver, table, target):
                break
            here = driver.app.focus.current(table)
            dx = target.place.centerx - here.place.centerx
            dy = target.place.centery - here.place.centery
            if abs(dx) > abs(dy):
                button = pygame.CONTROLLER_BUTTON_DPAD_RIGHT if dx > 0 else pygame.CONTROLLER_BUTTON_DPAD_LEFT
            else:
                button = pygame.CONTROLLER_BUTTON_DPAD_DOWN if dy > 0 else pygame.CONTROLLER_BUTTON_DPAD_UP
            pad(driver, button)
            self.presses += 1
            if focus.thing is here.thing:
                break  # that way leads nowhere
        for _ in range(80):  # else View walks the reading order
            if on_it(driver, table, target):
                break
            pad(driver, pygame.CONTROLLER_BUTTON_BACK)
            self.presses += 1
        assert on_it(driver, table, target), "the ring never reached the choice with the pad"
        pad(driver, pygame.CONTROLLER_BUTTON_A)
        self.presses += 1


def play_to_the_end(driver: FrameDriver, table, person, pause: float = 0.5, max_choices: int = 3000) -> int:
    """Play `table` to its results with `person`'s hands only; returns the choices made."""
    choices = 0
    while not isinstance(driver.top, ResultsScene):
        top = driver.top
        if isinstance(top, CURTAINS):
            driver.pause(pause)
            person.lift(driver)
            assert top not in driver.app.stack.scenes, "Enter or A lifts the curtain"
            continue
        if top is table and is_still(table):
            person.choose(driver, table)
            choices += 1
            assert choices < max_choices, "the game never ended"
            continue
        driver.watch()
    return choices
