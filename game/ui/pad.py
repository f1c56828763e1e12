"""Game controllers: SDL's game controller API turned into the keys every screen understands.

A pad plugged in (or already in at start) is opened when SDL reports it
(CONTROLLERDEVICEADDED) and let go when it goes (CONTROLLERDEVICEREMOVED): hot-plugging needs
nothing of the person. A button press becomes the canonical key of its bound action
(`Bindings.key_event`: A is Enter, B is Esc, the d-pad the arrows, ...), so the focus ring and
every scene treat a pad exactly as the keyboard; the left stick tipped past half way is an
arrow too, once per tip.

Which glyphs to show: pygame-ce does not expose SDL's controller type, so the family is read
from the name SDL's controller database gives the pad ("PS5 Controller", "Nintendo Switch Pro
Controller", "Xbox Series X Controller"), else from the maker's USB vendor id in the GUID SDL
gives it (a pad named only "Wireless Controller" is Sony's); any other pad is shown with Xbox's
letters, the layout SDL's own mapping follows. The glyphs are those of the pad used last (each
event names its pad), or of the pad just plugged in.

Opening a pad is the one thing that needs the hardware (`open_controller`); `Pads` takes
another opener, so tests plug in pads of any name with SDL's own events.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

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


VENDORS = {0x054C: "playstation", 0x057E: "nintendo", 0x045E: "xbox"}
"""USB vendor ids of the three makers (Sony, Nintendo, Microsoft): whose pad a GUID names."""


def family_of(name: str, guid: str = "") -> str:
    """"xbox", "playstation" or "nintendo": whose glyphs a pad called `name` wears (its name
    first, then the vendor in its SDL `guid`)."""
    lowered = name.lower()
    named = next((family for family, words in FAMILIES if any(w in lowered for w in words)), None)
    return named or VENDORS.get(vendor_of(guid), "xbox")


def vendor_of(guid: str) -> int | None:
    """The USB vendor id in an SDL joystick GUID (32 hex digits: bus, CRC, then the vendor as a
    little-endian 16-bit number), or None when it holds none."""
    if len(guid) != 32:
        return None
    try:
        vendor = int(guid[10:12] + guid[8:10], 16)
    except ValueError:
        return None
    return vendor or None


@dataclass
class Plugged:
    """A pad SDL has opened: what to let go of when it leaves, and whose glyphs it wears."""

    handle: Any
    family: str


Opener = Callable[[int], "tuple[int, str, str, Any] | None"]
"""Opens SDL's pad at a device index: (instance id, name, GUID, handle) or None."""


def open_controller(index: int) -> tuple[int, str, str, Any] | None:
    """SDL's game controller at device `index`, opened, or None when it is none (a joystick SDL
    has no mapping for) or is gone again before it could be opened (its REMOVED event follows)."""
    from pygame._sdl2 import controller
    try:
        if not controller.is_controller(index):
            return None
        pad = controller.Controller(index)
        joystick = pad.as_joystick()
        return joystick.get_instance_id(), pad.name or "", joystick.get_guid(), pad
    except pygame.error:
        return None


class Pads:
    """The controllers plugged in, and what their buttons and sticks mean."""

    def __init__(self, opener: Opener = open_controller) -> None:
        self.opener = opener
        self.opened: dict[int, Plugged] = {}
        """SDL instance id -> the open controller."""
        self.family = "xbox"
        """The glyph family of the pad used last (or plugged in last)."""
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
        opened = self.opener(index)
        if opened is None:
            return
        instance, name, guid, handle = opened
        if instance in self.opened:
            return  # already open (found at start, then reported as added)
        self.opened[instance] = Plugged(handle, family_of(name, guid))
        self.family = self.opened[instance].family

    def feed(self, event: pygame.event.Event, bindings: Bindings) -> list[pygame.event.Event]:
        """The key events a pad event stands for (none for a plug or an unbound button)."""
        if event.type == pygame.CONTROLLERDEVICEADDED:
            if self._init():
                self._open(event.device_index)
            return []
        if event.type == pygame.CONTROLLERDEVICEREMOVED:
            pad = self.opened.pop(getattr(event, "instance_id", -1), None)
            quit_pad = getattr(pad.handle, "quit", None) if pad is not None else None
            if quit_pad is not None:
                try:
                    quit_pad()
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
        """The glyphs follow the pad that sent `event`."""
        pad = self.opened.get(getattr(event, "instance_id", -1))
        if pad is not None:
            self.family = pad.family

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
