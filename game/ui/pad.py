"""Game controllers: SDL's game controller API turned into the keys every screen understands.

A pad plugged in (or already in at start) is opened when SDL reports it
(CONTROLLERDEVICEADDED) and let go when it goes (CONTROLLERDEVICEREMOVED): hot-plugging needs
nothing of the person. A button press becomes the canonical key of its bound action
(`Bindings.key_event`: A is Enter, B is Esc, the d-pad the arrows, ...), so the focus ring and
every scene treat a pad exactly as the keyboard; the left stick tipped past half way is an
arrow too, once per tip.

Which glyphs to show: pygame-ce does not expose SDL's controller type, so the family is read
from the name SDL's controller database gives the pad ("PS5 Controller", "Nintendo Switch Pro
Controller", "Xbox Series X Controller"); any other pad is shown with Xbox's letters, the layout
SDL's own mapping follows.
"""
from __future__ import annotations

from typing import Any

import pygame

from game.ui.bindings import Bindings

PAD_EVENTS = (pygame.CONTROLLERDEVICEADDED, pygame.CONTROLLERDEVICEREMOVED, pygame.CONTROLLERBUTTONDOWN,
              pygame.CONTROLLERBUTTONUP, pygame.CONTROLLERAXISMOTION)
TIP = 0.5
"""How far the stick goes (of its full travel) to count as an arrow."""
REST = 0.3
"""How near the middle it comes back before it can tip again."""
STICK_AXES = {pygame.CONTROLLER_AXIS_LEFTX: ("left", "right"), pygame.CONTROLLER_AXIS_LEFTY: ("up", "down")}
FAMILIES = (("playstation", ("playstation", "ps3", "ps4", "ps5", "dualshock", "dualsense", "sony")),
            ("nintendo", ("nintendo", "switch", "joy-con", "joycon", "wii")),
            ("xbox", ("xbox", "xinput", "microsoft")))


def family_of(name: str) -> str:
    """"xbox", "playstation" or "nintendo": whose glyphs a pad called `name` wears."""
    lowered = name.lower()
    return next((family for family, words in FAMILIES if any(w in lowered for w in words)), "xbox")


class Pads:
    """The controllers plugged in, and what their buttons and sticks mean."""

    def __init__(self) -> None:
        self.opened: dict[int, Any] = {}
        """SDL instance id -> the open controller."""
        self.family = "xbox"
        """The glyph family of the pad used last."""
        self.tipped: dict[int, str | None] = {}
        """Per stick axis, the arrow it is tipped to now (None at rest)."""
        self._ready = False

    def _init(self) -> bool:
        if not self._ready:
            try:
                from pygame._sdl2 import controller
                controller.init()
                self._ready = True
            except (ImportError, pygame.error):
                return False
        return True

    def open_present(self) -> None:
        """Open the pads already plugged in when the app starts (SDL also reports each as added)."""
        if not self._init():
            return
        from pygame._sdl2 import controller
        for index in range(controller.get_count()):
            self._open(index)

    def _open(self, index: int) -> None:
        from pygame._sdl2 import controller
        try:
            if not controller.is_controller(index):
                return
            pad = controller.Controller(index)
            self.opened[pad.as_joystick().get_instance_id()] = pad
            self.family = family_of(pad.name or "")
        except pygame.error:
            pass  # gone again before it could be opened: its REMOVED event follows

    def feed(self, event: pygame.event.Event, bindings: Bindings) -> list[pygame.event.Event]:
        """The key events a pad event stands for (none for a plug or an unbound button)."""
        if event.type == pygame.CONTROLLERDEVICEADDED:
            if self._init():
                self._open(event.device_index)
            return []
        if event.type == pygame.CONTROLLERDEVICEREMOVED:
            pad = self.opened.pop(getattr(event, "instance_id", -1), None)
            if pad is not None:
                try:
                    pad.quit()
                except pygame.error:
                    pass
            return []
        self._note_family(event)
        if event.type in (pygame.CONTROLLERBUTTONDOWN, pygame.CONTROLLERBUTTONUP):
            action = bindings.action_of_button(event.button)
            if action is None:
                return []
            return [bindings.key_event(action, down=event.type == pygame.CONTROLLERBUTTONDOWN)]
        if event.type == pygame.CONTROLLERAXISMOTION and event.axis in STICK_AXES:
            return self._stick(event, bindings)
        return []

    def _note_family(self, event: pygame.event.Event) -> None:
        pad = self.opened.get(getattr(event, "instance_id", -1))
        if pad is not None:
            self.family = family_of(getattr(pad, "name", "") or "")

    def _stick(self, event: pygame.event.Event, bindings: Bindings) -> list[pygame.event.Event]:
        value = event.value / 32767
        less, more = STICK_AXES[event.axis]
        was = self.tipped.get(event.axis)
        if abs(value) < REST:
            self.tipped[event.axis] = None
            return []
        if was is None and abs(value) >= TIP:
            arrow = less if value < 0 else more
            self.tipped[event.axis] = arrow
            return [bindings.key_event(arrow), bindings.key_event(arrow, down=False)]
        return []
