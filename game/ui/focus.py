"""The focus ring: every choice on every screen made with the keyboard or a game controller.

One ring, drawn the same everywhere, over one of the things a person may choose now: what the
top scene answers to `focus_targets()` (by default its enabled buttons, toggles, choices and
fields; at a table the choice bar, the banner's Hint and Undo, and the pieces `clickables()`
declares). The arrows move it to the nearest target that way; Tab (Shift+Tab) walks the targets
in reading order, row by row, left to right; Enter or Space chooses. The ring shows once a key
or pad button is used and hides as soon as the mouse moves, so a mouse person never sees it.

What the ring does not take goes on to the scene as before: Esc (back, pause), H, Ctrl+Z, an
arrow with nothing that way (a list scrolls), Left/Right on a choice (it steps its value), and
Enter or Space while nothing can be chosen (a curtain lifts, an animation is skipped).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

import pygame

from game.ui import theme

MOVES = {pygame.K_UP: (0, -1), pygame.K_DOWN: (0, 1), pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0)}
CHOOSE_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
ROW_SLACK = 24
"""Targets whose centres are this close in height read as one row (Tab's reading order)."""
RING = (255, 214, 92)
RING_SHADOW = (24, 14, 6)
RING_WIDTH = 5
RING_GAP = 8
"""Pixels between a target's edge and the ring, so the ring never hides what it is on."""


@dataclass
class Target:
    """One thing the focus may rest on, and what choosing it does."""

    rect: pygame.Rect
    """Where it is drawn now: the ring goes round this."""
    choose: Callable[[], None]
    thing: object
    """What the target is (a widget, a die, a card): the ring stays on it while it is offered."""
    home: pygame.Rect | None = None
    """Where it rests, when that is not where it is drawn (a card lifted under the ring): Tab's
    order and the arrows go from here, so a piece lifting under the ring never changes its place
    in the order (it would have jumped to a row of its own, and Tab gone back and forth)."""

    @property
    def place(self) -> pygame.Rect:
        return self.home if self.home is not None else self.rect

    @property
    def widget(self):
        from game.ui.widgets import Widget
        return self.thing if isinstance(self.thing, Widget) else None


def widget_targets(groups) -> list[Target]:
    """The enabled, shown, focusable widgets of `groups` as targets (choosing one activates it)."""
    found = []
    for group in groups:
        for w in group:
            if w.visible and w.enabled and getattr(w, "focusable", True):
                found.append(Target(pygame.Rect(w.rect), w.activate, w))
    return found


def scene_groups(scene) -> list:
    """Every WidgetGroup a scene holds as an attribute, or a part of it holds as `buttons`."""
    from game.ui.widgets import WidgetGroup
    groups = []
    for value in vars(scene).values():
        if isinstance(value, WidgetGroup):
            groups.append(value)
        elif isinstance(getattr(value, "buttons", None), WidgetGroup):
            groups.append(value.buttons)
    return groups


def typing(scene) -> bool:
    """A name is being typed on `scene`: its keys are the field's, not the ring's."""
    from game.ui.widgets import TextInput
    return any(isinstance(w, TextInput) and w.focused and w.visible for g in scene_groups(scene) for w in g)


def reading_order(targets: list[Target]) -> list[Target]:
    """Rows top to bottom (centres within ROW_SLACK share a row), each left to right."""
    rows: list[list[Target]] = []
    for t in sorted(targets, key=lambda t: (t.place.centery, t.place.x)):
        if rows and abs(rows[-1][0].place.centery - t.place.centery) <= ROW_SLACK:
            rows[-1].append(t)
        else:
            rows.append([t])
    return [t for row in rows for t in sorted(row, key=lambda t: t.place.x)]


def nearest_that_way(current: pygame.Rect, targets: list[Target], way: tuple[int, int]) -> Target | None:
    """The target the arrow `way` goes to from `current`: among those whose centre lies that way,
    the one nearest along it, a sideways step counting double (so Down goes to the button below,
    not to one far off to the side that is a little lower). Left and Right keep to the row: what
    lies more up or down than aside is left to Up and Down (Right from a bar's last button does
    not climb to the banner); Up and Down reach the next row however far it is offset, up to
    twice as far aside as down."""
    cx, cy = current.center
    best, best_cost = None, None
    for t in targets:
        place = t.place
        dx, dy = place.centerx - cx, place.centery - cy
        along = dx * way[0] + dy * way[1]
        across = abs(dx * way[1]) + abs(dy * way[0])
        overlaps = (place.left < current.right and current.left < place.right) if way[0] == 0 else \
            (place.top < current.bottom and current.top < place.bottom)
        if along <= 4 or not overlaps and across > (along if way[1] == 0 else 2 * along):
            continue  # behind, or more to the side than that way: another arrow's
        cost = along + (0 if overlaps else 2 * across + 40)
        if best_cost is None or cost < best_cost:
            best, best_cost = t, cost
    return best


class FocusRing:
    """Where the keyboard's and the pad's focus is, over the top scene's targets."""

    def __init__(self) -> None:
        self.shown = False
        self.thing: object = None
        self.rect: pygame.Rect | None = None
        self._wanted: tuple | None = None
        """The rectangle the scene last asked the focus to go to (a lesson's ring), once taken."""

    # -- where it is ---------------------------------------------------------------------------
    def targets(self, scene) -> list[Target]:
        return reading_order(scene.focus_targets()) if scene is not None else []

    def current(self, scene, targets: list[Target] | None = None) -> Target | None:
        """The target the ring is on: the same thing as before while it is offered, else the one
        nearest where the ring was, else the one the scene asks for, else the first in reading
        order (or the scene's `focus_start`). A new place the scene asks for (a lesson's next
        ring) takes the ring there."""
        targets = self.targets(scene) if targets is None else targets
        if not targets:
            return None
        wanted = scene.focus_wanted()
        key = tuple(wanted) if wanted is not None else None
        if key is not None and key != self._wanted:
            self._wanted = key
            return self._take(min(targets, key=lambda t: _distance(t.rect, pygame.Rect(wanted))))
        found: Target | None = next((t for t in targets if t.thing is self.thing), None)
        if found is None and self.rect is not None:
            last = self.rect
            found = min(targets, key=lambda t: _distance(t.rect, last))
        start = scene.focus_start() if found is None else None
        if start is not None:
            found = min(targets, key=lambda t: _distance(t.rect, pygame.Rect(start)))
        return self._take(found or targets[0])

    def _take(self, target: Target) -> Target:
        self.thing, self.rect = target.thing, pygame.Rect(target.rect)
        return target

    def hide(self) -> None:
        self.shown = False

    # -- input ---------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event, scene, device: str = "keyboard",
               open_keyboard: Callable[[object], None] | None = None) -> bool:
        """Move the ring or choose with it; True when the event was the ring's. A field chosen
        with a pad (`device`) opens the on-screen keyboard (`open_keyboard`) to type in it."""
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEWHEEL):
            self._unfocus_widgets(scene)
            self.shown = False
            return False
        if event.type != pygame.KEYDOWN or scene is None:
            return False
        key = event.key
        if key not in MOVES and key not in CHOOSE_KEYS and key != pygame.K_TAB:
            return False
        targets = self.targets(scene)
        if not targets:
            return False
        was_shown, self.shown = self.shown, True
        target = self.current(scene, targets)
        if target is None:
            return False
        if key in CHOOSE_KEYS:
            if not was_shown:
                self.shown = False
                return False  # Enter before the ring is up: what the scene does with it (a default button)
            from game.ui.widgets import TextInput
            if device == "pad" and isinstance(target.widget, TextInput) and open_keyboard is not None:
                open_keyboard(target.widget)
            else:
                scene.focus_chosen(target)
            return True
        if not was_shown:
            self._sync(targets, target)
            return True  # the first key shows where the ring is; the next one moves it
        if key == pygame.K_TAB:
            step = -1 if event.mod & pygame.KMOD_SHIFT else 1
            target = self._take(targets[(targets.index(target) + step) % len(targets)])
        else:
            widget = target.widget
            if key in (pygame.K_LEFT, pygame.K_RIGHT) and widget is not None and widget.steps_sideways():
                self._sync(targets, target)
                return False  # a choice or slider takes Left/Right as its own
            found = nearest_that_way(target.place, [t for t in targets if t is not target], MOVES[key])
            if found is None:
                return False  # nothing that way: the scene's (a list scrolls on)
            target = self._take(found)
        self._sync(targets, target)
        return True

    def _sync(self, targets: list[Target], on: Target) -> None:
        """Widgets show the focus themselves (a choice's gold box takes its arrow keys)."""
        from game.ui.widgets import TextInput
        for t in targets:
            w = t.widget
            if w is not None and not isinstance(w, TextInput):
                w.focused = t is on

    def _unfocus_widgets(self, scene) -> None:
        if scene is None or not self.shown:
            return
        from game.ui.widgets import TextInput
        for t in self.targets(scene):
            w = t.widget
            if w is not None and not isinstance(w, TextInput):
                w.focused = False

    # -- drawing -------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, scene) -> pygame.Rect | None:
        """The ring round the focused target (only while the keyboard or pad is in use)."""
        if not self.shown or scene is None:
            return None
        target = self.current(scene)
        if target is None:
            return None
        draw_ring(surface, target.rect)
        return target.rect


def draw_ring(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """The focus ring: a thick warm-gold rounded frame with a dark edge each side, clear of the
    target, that reads on felt, parchment and wood alike."""
    ring = pygame.Rect(rect).inflate(2 * RING_GAP, 2 * RING_GAP)
    radius = min(16, ring.h // 2)
    pygame.draw.rect(surface, RING_SHADOW, ring.inflate(6, 6), RING_WIDTH + 6, border_radius=radius + 3)
    pygame.draw.rect(surface, RING, ring, RING_WIDTH, border_radius=radius)
    pygame.draw.rect(surface, theme.CREAM, ring.inflate(-2 * RING_WIDTH, -2 * RING_WIDTH), 1,
                     border_radius=max(0, radius - RING_WIDTH))


def _distance(a: pygame.Rect, b: pygame.Rect) -> float:
    return (a.centerx - b.centerx) ** 2 + (a.centery - b.centery) ** 2
