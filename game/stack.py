"""Scenes and the scene stack the app owns (after Tuxemon's state manager).

Stable API:

``Scene(app)``  subclass and override what you need:
    ``opaque: bool = True``   hides every scene below it (drawing starts at the topmost opaque one);
                              an overlay (pause, hand-off card, tooltip layer) sets False.
    ``modal: bool = True``    input the scene does not consume is NOT passed down when modal.
    ``pauses_below: bool = False``  True (the pause overlay): scenes below stop getting `update`.
    ``app``                   the App (``app.settings``, ``app.stack``, ``app.request_redraw()``,
                              ``app.quit()``, ``app.save_settings()``, ``app.toggle_fullscreen()``,
                              ``app.notify(text)``, ``app.size == (1920, 1080)``).
    ``handle(event) -> bool``   return True when consumed. Mouse positions are already in canvas
                                coordinates (1920x1080) whatever the window size.
    ``update(dt: float)``       seconds since the last update; called for every scene in the stack
                                (bottom first) so tables keep animating under an overlay, except
                                scenes below one with ``pauses_below`` (the pause overlay).
    ``draw(surface)``           draw onto the 1920x1080 canvas.
    ``is_animating() -> bool``  True while something moves: the app then runs at 60 FPS; when no scene
                                animates the app sleeps until the next event (near-zero CPU). Return
                                True also while polling something (an AI thinking).
    ``needs_redraw() -> bool``  optional: True to get one more frame drawn without animating.
    ``on_enter()``  pushed/replaced onto the stack;   ``on_exit()``  popped/replaced off it;
    ``on_cover()``  another scene was pushed above;    ``on_uncover()`` it is the top again.
    ``close()``     pop this scene (wherever it is in the stack).
    ``is_table``    True for a game's table; ``held_game()`` the controller a scene keeps alive.

``SceneStack``:
    ``push(scene)``, ``pop() -> Scene | None``, ``replace(scene)`` (swap the top),
    ``clear_to(scene)`` (pop all, push one), ``remove(scene)``, ``top``, ``scenes`` (bottom..top),
    ``__len__``, ``find(cls)`` (topmost scene of that class or None), ``table()`` (topmost table),
    ``held_games()`` (the controllers the scenes hold),
    ``handle(event) -> bool``, ``update(dt)``, ``draw(surface)``, ``is_animating()``, ``needs_redraw()``.
Changes to the stack made while handling an event take effect at once; each stack change asks the
app for a redraw.
"""
from __future__ import annotations

from typing import Any, Iterable

import pygame


FULL_RATE = 60
GLOW_RATE = 20
"""A glow that pulses about once a second (period 1.26 s) still reads smooth at 20 frames."""


class Scene:
    opaque: bool = True
    modal: bool = True
    pauses_below: bool = False
    """True for the pause overlay: scenes below it get no `update` (the game stops), only drawn."""
    is_table: bool = False
    """True for a game's table: the pause menu, the rules' help and the settings look for the
    topmost one (`SceneStack.table()`). Being a table is this, not having a controller."""

    captures_input: bool = False
    """True while the scene wants keys and pad buttons as they are, unmapped and unfocused (a
    key being bound in Settings' controls)."""

    def __init__(self, app: Any):
        self.app = app

    # -- life cycle ----------------------------------------------------------------------------
    def on_enter(self) -> None:
        pass

    def on_exit(self) -> None:
        pass

    def on_cover(self) -> None:
        """Another scene came over this one: the pointer is over none of its widgets any more, so
        no tooltip of theirs stays standing over the scene above (drawn below it, not under it)."""
        for value in vars(self).values():
            if callable(getattr(type(value), "unhover", None)):
                value.unhover()

    def on_uncover(self) -> None:
        pass

    def on_language_changed(self) -> None:
        """The person chose another language: words a scene made when it was built (its widgets'
        labels, tooltips) are made again. Scenes translate when they build and when they draw
        (``_()`` in ``build`` and ``draw``); a scene with a ``build`` is rebuilt here."""
        build = getattr(self, "build", None)
        if callable(build):
            build()

    # -- the loop -------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        return False

    def update(self, dt: float) -> None:
        pass

    def draw(self, surface: pygame.Surface) -> None:
        pass

    def is_animating(self) -> bool:
        return False

    def needs_redraw(self) -> bool:
        return False

    def frame_rate(self) -> int:
        """Frames a second this scene needs while it animates (`is_animating`): FULL_RATE for
        anything that moves; a scene whose only motion is a slow glow (a lesson's pulsing ring
        and arrow) asks for GLOW_RATE, so a table waiting on a person's reading is not drawn
        sixty times a second for it."""
        return FULL_RATE

    def held_game(self) -> Any:
        """The game (table controller) this scene keeps alive, if any: a table, its results. The
        app hands a game's memory back once no scene holds it."""
        return None

    # -- the focus ring (game/ui/focus.py) -----------------------------------------------------
    def focus_targets(self) -> list:
        """What the keyboard's and the pad's focus may rest on now (`focus.Target`s): by default
        every enabled widget the scene holds in a WidgetGroup. A scene with pieces of its own to
        choose (a table's dice, the menu's game tiles) or a dialog over its page answers here."""
        from game.ui import focus
        return focus.widget_targets(focus.scene_groups(self))

    def focus_wanted(self):
        """A rectangle the focus should go to now (a lesson's ring on the next thing to click), or None."""
        return None

    def focus_start(self):
        """Where the ring first shows on this scene (a rectangle), or None: the first target in
        reading order."""
        return None

    def focus_chosen(self, target) -> None:
        """Enter, Space or the pad's A on `target`."""
        target.choose()

    # -- helpers ---------------------------------------------------------------------------------
    def close(self) -> None:
        stack = getattr(self.app, "stack", None)
        if stack is not None:
            stack.remove(self)

    def __repr__(self) -> str:
        return f"<{type(self).__name__}>"


class SceneStack:
    def __init__(self, on_change: Any = None):
        self._scenes: list[Scene] = []
        self._on_change = on_change

    # -- structure -------------------------------------------------------------------------------
    @property
    def scenes(self) -> list[Scene]:
        return list(self._scenes)

    @property
    def top(self) -> Scene | None:
        return self._scenes[-1] if self._scenes else None

    def __len__(self) -> int:
        return len(self._scenes)

    def __iter__(self) -> Iterable[Scene]:
        return iter(list(self._scenes))

    def _changed(self) -> None:
        if self._on_change is not None:
            self._on_change()

    def push(self, scene: Scene) -> Scene:
        if self._scenes:
            self._scenes[-1].on_cover()
        self._scenes.append(scene)
        scene.on_enter()
        self._changed()
        return scene

    def pop(self) -> Scene | None:
        if not self._scenes:
            return None
        scene = self._scenes.pop()
        scene.on_exit()
        if self._scenes:
            self._scenes[-1].on_uncover()
        self._changed()
        return scene

    def replace(self, scene: Scene) -> Scene:
        if self._scenes:
            old = self._scenes.pop()
            old.on_exit()
        self._scenes.append(scene)
        scene.on_enter()
        self._changed()
        return scene

    def clear_to(self, scene: Scene) -> Scene:
        while self._scenes:
            self._scenes.pop().on_exit()
        return self.push(scene)

    def remove(self, scene: Scene) -> None:
        if scene not in self._scenes:
            return
        if scene is self.top:
            self.pop()
            return
        self._scenes.remove(scene)
        scene.on_exit()
        self._changed()

    def table(self) -> Scene | None:
        """The topmost game table on the stack (under a pause, a rules page, a curtain), or None."""
        return next((s for s in reversed(self._scenes) if s.is_table), None)

    def held_games(self) -> list:
        """The games the scenes on the stack hold, without repeats."""
        games: list = []
        for scene in self._scenes:
            game = scene.held_game()
            if game is not None and all(game is not g for g in games):
                games.append(game)
        return games

    # -- the loop --------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        """Offer the event to the top scene, then down while unconsumed and not blocked by a modal."""
        for scene in reversed(list(self._scenes)):
            if scene not in self._scenes:
                continue
            if scene.handle(event):
                return True
            if scene.modal:
                return False
        return False

    def running(self) -> list[Scene]:
        """The scenes that get `update`: from the topmost one with `pauses_below` (else all)."""
        start = 0
        for i in range(len(self._scenes) - 1, -1, -1):
            if self._scenes[i].pauses_below:
                start = i
                break
        return self._scenes[start:]

    def update(self, dt: float) -> None:
        for scene in self.running():
            if scene in self._scenes:
                scene.update(dt)

    def visible(self) -> list[Scene]:
        """The scenes to draw, bottom to top: from the topmost opaque scene upwards."""
        start = 0
        for i in range(len(self._scenes) - 1, -1, -1):
            if self._scenes[i].opaque:
                start = i
                break
        return self._scenes[start:]

    def draw(self, surface: pygame.Surface) -> None:
        for scene in self.visible():
            scene.draw(surface)

    def is_animating(self) -> bool:
        return any(s.is_animating() for s in self.running())

    def needs_redraw(self) -> bool:
        return any(s.needs_redraw() for s in self._scenes)

    def frame_rate(self) -> int:
        """The highest frame rate an animating running scene asks for (FULL_RATE if none says)."""
        return max((s.frame_rate() for s in self.running() if s.is_animating()), default=FULL_RATE)
