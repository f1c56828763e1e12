"""Which key and which pad button does what: the app's actions, their defaults, a person's remap.

Every screen already speaks a few keys (the arrows, Tab, Enter, Esc, H, Ctrl+Z, Page Up/Down,
F11). Rather than teach each screen a person's remap, the app turns every key press and pad
button into the *canonical* key of its action before any scene sees it (`Bindings.translate`):
a person who put Hint on J presses J, and the table receives the H it always understood. A
canonical key no longer bound to anything is swallowed, so the old key stops working.

Bindings are kept in settings.toml as two tables, `keys` (action -> list of key names, "ctrl+z")
and `pad` (action -> a pad button name), and read strictly: an entry that names no action, no
key or no button, or takes a key already bound, is set aside with the reason (`check_keys`,
`check_pad`) and the default stands.
"""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.i18n import N_, _

ACTIONS: tuple[tuple[str, str], ...] = (
    ("up", N_("Move up")),
    ("down", N_("Move down")),
    ("left", N_("Move left")),
    ("right", N_("Move right")),
    ("next", N_("Next in reading order")),
    ("choose", N_("Choose")),
    ("back", N_("Back")),
    ("pause", N_("Pause")),
    ("hint", N_("Hint")),
    ("undo", N_("Undo")),
    ("page_back", N_("Page back (log, cards)")),
    ("page_on", N_("Page on (log, cards)")),
    ("fullscreen", N_("Full screen")),
)
"""Every action a key or pad button can be bound to, in the order Settings lists them."""
ACTION_NAMES = dict(ACTIONS)

CANONICAL: dict[str, tuple[int, int]] = {
    "up": (pygame.K_UP, 0), "down": (pygame.K_DOWN, 0), "left": (pygame.K_LEFT, 0),
    "right": (pygame.K_RIGHT, 0), "next": (pygame.K_TAB, 0), "choose": (pygame.K_RETURN, 0),
    "back": (pygame.K_ESCAPE, 0), "pause": (pygame.K_ESCAPE, 0), "hint": (pygame.K_h, 0),
    "undo": (pygame.K_z, pygame.KMOD_CTRL), "page_back": (pygame.K_PAGEUP, 0),
    "page_on": (pygame.K_PAGEDOWN, 0), "fullscreen": (pygame.K_F11, 0),
}
"""The key (and modifier) each screen understands for an action: what `translate` hands on."""

DEFAULT_KEYS: dict[str, list[str]] = {
    "up": ["up"], "down": ["down"], "left": ["left"], "right": ["right"], "next": ["tab"],
    "choose": ["return", "space"], "back": ["escape"], "pause": ["p"], "hint": ["h"], "undo": ["ctrl+z"],
    "page_back": ["pageup"], "page_on": ["pagedown"], "fullscreen": ["f11"],
}
DEFAULT_PAD: dict[str, str] = {
    "up": "dpad_up", "down": "dpad_down", "left": "dpad_left", "right": "dpad_right", "next": "back",
    "choose": "a", "back": "b", "pause": "start", "hint": "y", "undo": "x",
    "page_back": "leftshoulder", "page_on": "rightshoulder", "fullscreen": "guide",
}

KEY_CODES: dict[str, int] = {name[2:].lower(): getattr(pygame, name) for name in dir(pygame)
                             if name.startswith("K_") and isinstance(getattr(pygame, name), int)}
"""Key names as settings.toml writes them ("h", "pageup", "f11", "return") -> pygame key."""
KEY_NAMES: dict[int, str] = {}
for _name, _code in sorted(KEY_CODES.items(), key=lambda kv: len(kv[0])):
    KEY_NAMES.setdefault(_code, _name)
PAD_BUTTONS: dict[str, int] = {name[len("CONTROLLER_BUTTON_"):].lower(): getattr(pygame, name) for name in dir(pygame)
                               if name.startswith("CONTROLLER_BUTTON_") and name[18:] not in ("INVALID", "MAX")}
"""Pad button names as settings.toml writes them ("a", "leftshoulder", "dpad_up") -> SDL button."""
PAD_NAMES = {code: name for name, code in PAD_BUTTONS.items()}
NOT_BINDABLE = frozenset({pygame.K_LCTRL, pygame.K_RCTRL, pygame.K_LSHIFT, pygame.K_RSHIFT, pygame.K_LALT,
                          pygame.K_RALT, pygame.K_LGUI, pygame.K_RGUI, pygame.K_CAPSLOCK, pygame.K_NUMLOCK})
"""Keys that only modify another: a press of Ctrl alone is never an action."""


def key_name(key: int, mod: int = 0) -> str:
    """How settings.toml names a key press: "h", "ctrl+z", "f11"."""
    name = KEY_NAMES.get(key, str(key))
    return f"ctrl+{name}" if mod & pygame.KMOD_CTRL else name


UNDERSTOOD: dict[str, set[str]] = {action: {key_name(code, cmod)} for action, (code, cmod) in CANONICAL.items()}
"""The keys the screens understand for each action as they are: passed on untouched."""
UNDERSTOOD["choose"].add("space")  # a table's Space also skips an animation, a replay's plays


def parse_key(name: str) -> tuple[int, bool] | None:
    """(key, with Ctrl) of a key name, or None when it names no key."""
    ctrl, _plus, bare = name.rpartition("+") if "+" in name[:-1] else ("", "", name)
    if ctrl not in ("", "ctrl") or bare not in KEY_CODES:
        return None
    key = KEY_CODES[bare]
    return (key, bool(ctrl)) if key not in NOT_BINDABLE else None


def shown_key(name: str) -> str:
    """A key name as a person reads it on a keycap: "Ctrl+Z", "Page Up", "Enter"."""
    ctrl, _plus, bare = name.rpartition("+") if "+" in name[:-1] else ("", "", name)
    words = {"return": _("Enter"), "escape": _("Esc"), "space": _("Space"), "tab": _("Tab"),
             "pageup": _("Page Up"), "pagedown": _("Page Down"), "up": _("Up"), "down": _("Down"), "left": _("Left"), "right": _("Right"),
             "backspace": _("Backspace"), "delete": _("Delete")}
    cap = words.get(bare, bare.upper() if len(bare) <= 3 else bare.capitalize())
    return _("Ctrl+{key}").format(key=cap) if ctrl else cap


def check_keys(value: object) -> tuple[dict[str, list[str]], list[str]]:
    """The key bindings a settings file asks for, every bad entry set aside with its reason:
    (the bindings to use, full set; the reasons). Never raises."""
    out = {action: list(keys) for action, keys in DEFAULT_KEYS.items()}
    if not isinstance(value, dict):
        return out, [_("keys: not a table of actions, so the default keys are used")]
    reasons: list[str] = []
    for action, keys in value.items():
        keys = [keys] if isinstance(keys, str) else keys
        if action not in ACTION_NAMES:
            reasons.append(_("keys: {action} is no action").format(action=action))
        elif not isinstance(keys, list) or not keys or not all(isinstance(k, str) and parse_key(k) for k in keys):
            reasons.append(_("keys: {action} names no key").format(action=action))
        else:
            out[action] = list(keys)
    return _refuse_shared(out, DEFAULT_KEYS, reasons, "keys"), reasons


def check_pad(value: object) -> tuple[dict[str, str], list[str]]:
    """The pad bindings a settings file asks for, as `check_keys` does keys."""
    out = dict(DEFAULT_PAD)
    if not isinstance(value, dict):
        return out, [_("pad: not a table of actions, so the default buttons are used")]
    reasons: list[str] = []
    for action, button in value.items():
        if action not in ACTION_NAMES:
            reasons.append(_("pad: {action} is no action").format(action=action))
        elif not isinstance(button, str) or button not in PAD_BUTTONS:
            reasons.append(_("pad: {action} names no button").format(action=action))
        else:
            out[action] = button
    shared = _refuse_shared({a: [b] for a, b in out.items()}, {a: [b] for a, b in DEFAULT_PAD.items()}, reasons, "pad")
    return {a: b[0] for a, b in shared.items() if b}, reasons


def _refuse_shared(bound: dict[str, list[str]], defaults: dict[str, list[str]], reasons: list[str],
                   table: str) -> dict[str, list[str]]:
    """Two actions on one key cannot both work. Actions left at their defaults keep their keys;
    a changed action whose key is taken goes back to its default, or to none when that is taken
    too, and the reason names both."""
    taken: dict[str, str] = {}
    order = sorted((a for a, _w in ACTIONS), key=lambda a: bound.get(a) != defaults[a])
    for action in order:
        keys = bound.get(action, [])
        clash = next((k for k in keys if k in taken and not _same_key_ok(action, taken[k])), None)
        if clash is not None:
            reasons.append(_("{table}: {action} and {other} share {key}").format(
                table=table, action=action, other=taken[clash], key=clash))
            keys = [k for k in defaults[action] if k not in taken]
            bound[action] = keys
        for k in keys:
            taken.setdefault(k, action)
    return bound


def _same_key_ok(action: str, other: str) -> bool:
    """Back and Pause are one key to every screen (Esc): they may share one."""
    return {action, other} == {"back", "pause"}


def conflict(bound: dict[str, list[str]], action: str, key: str) -> str | None:
    """The action `key` is bound to already (other than `action`), the reason a remap is refused."""
    for other, keys in bound.items():
        if other != action and key in keys and not _same_key_ok(action, other):
            return other
    return None


@dataclass
class Bindings:
    """A person's keys and pad buttons, turned into what the screens understand."""

    keys: dict[str, list[str]]
    pad: dict[str, str]

    @classmethod
    def of(cls, settings) -> "Bindings":
        keys, _r = check_keys(getattr(settings, "keys", {}) or {})
        pad, _r = check_pad(getattr(settings, "pad", {}) or {})
        return cls(keys, pad)

    def action_of_key(self, key: int, mod: int) -> str | None:
        name = key_name(key, mod & pygame.KMOD_CTRL)
        return next((action for action, keys in self.keys.items() if name in keys), None)

    def action_of_button(self, button: int) -> str | None:
        name = PAD_NAMES.get(button)
        return next((a for a, b in self.pad.items() if b == name), None)

    def translate_key(self, event: pygame.event.Event) -> pygame.event.Event | None:
        """A key press as the screens understand it: a key they understand for its action goes
        on as it is; another bound key becomes its action's canonical key (Shift kept, for
        Shift+Tab); a default key now bound to nothing is swallowed (None), so a remap takes the
        old key away; any other key goes on."""
        key, mod = event.key, getattr(event, "mod", 0)
        name = key_name(key, mod & pygame.KMOD_CTRL)
        action = self.action_of_key(key, mod)
        if action is not None:
            if name in UNDERSTOOD[action]:
                return event
            code, cmod = CANONICAL[action]
            return pygame.event.Event(event.type, key=code, mod=cmod | (mod & pygame.KMOD_SHIFT),
                                      unicode="", scancode=0, action=action)
        if any(name in keys for keys in DEFAULT_KEYS.values()):
            return None
        return event

    def key_event(self, action: str, down: bool = True) -> pygame.event.Event:
        """The key press the screens understand for `action` (a pad button's)."""
        code, cmod = CANONICAL[action]
        return pygame.event.Event(pygame.KEYDOWN if down else pygame.KEYUP, key=code, mod=cmod, unicode="",
                                  scancode=0, action=action)
