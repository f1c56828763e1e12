"""Settings' keys and game controller buttons: every action remapped, a clash refused with why.

Each row is an action (Move up, Choose, Hint, ...) with its key and its pad button. Choosing
either waits for the next key or button (the scene takes input raw meanwhile,
`captures_input`); one already bound to another action is refused and the notice says which,
Esc gives up the wait. Reset to defaults puts every key and button back. Changes are applied
at once and kept in settings.toml (`keys`, `pad`).
"""
from __future__ import annotations

import functools

import pygame

from game.i18n import _
from game.stack import Scene
from game.ui import backdrop, glyphs, theme, widgets
from game.ui.bindings import (ACTIONS, DEFAULT_KEYS, DEFAULT_PAD, NOT_BINDABLE, PAD_NAMES, conflict, key_name,
                              shown_key)

TOP = 200
ROW_H = 52
ROW_GAP = 6
WORDS_X, KEY_X, PAD_X = 180, 820, 1290
CELL_W = 420


class ControlsScene(Scene):
    def __init__(self, app):
        super().__init__(app)
        self.opaque = app.stack.table() is None
        self.widgets = widgets.WidgetGroup()
        self.waiting: tuple[str, str] | None = None
        """("keys" or "pad", action) while the next key or button is awaited."""
        self.build()

    @property
    def captures_input(self) -> bool:  # type: ignore[override]
        return self.waiting is not None

    @property
    def s(self):
        return self.app.settings

    def build(self) -> None:
        self.widgets.clear()
        family = self.app.pads.family
        for i, (action, words) in enumerate(ACTIONS):
            y = TOP + i * (ROW_H + ROW_GAP)
            self.widgets.add(widgets.Label((WORDS_X, y, KEY_X - WORDS_X - 20, ROW_H), _(words), size=26))
            keys = " / ".join(shown_key(k) for k in self.s.keys.get(action, [])) or _("none")
            self.widgets.add(widgets.Button((KEY_X, y, CELL_W, ROW_H), keys, functools.partial(self.wait, "keys", action),
                                            style="parchment", size=24,
                                            tooltip=_("Choose, then press the key for {action}").format(action=_(words))))
            button = self.s.pad.get(action)
            shown = glyphs.button_words(family, button) if button else _("none")
            self.widgets.add(widgets.Button((PAD_X, y, CELL_W, ROW_H), shown, functools.partial(self.wait, "pad", action),
                                            style="parchment", size=24,
                                            tooltip=_("Choose, then press the pad button for {action}").format(
                                                action=_(words))))
        self.widgets.add(widgets.Button((KEY_X, 970, 400, 76), _("Reset to defaults"), self.reset, style="wood", size=28))
        self.widgets.add(widgets.Button((1470, 970, 300, 76), _("Done"), self.close, style="primary", size=32,
                                        hotkey=pygame.K_ESCAPE))

    # -- remapping -----------------------------------------------------------------------------
    def wait(self, kind: str, action: str) -> None:
        self.waiting = (kind, action)

    def bind(self, kind: str, action: str, name: str) -> None:
        """`name` for `action`, unless another action has it: then the notice says which."""
        bound = self.s.keys if kind == "keys" else {a: [b] for a, b in self.s.pad.items()}
        other = conflict(bound, action, name)
        self.waiting = None
        if other is not None:
            shown = shown_key(name) if kind == "keys" else glyphs.button_words(self.app.pads.family, name)
            self.app.notify(_("{key} already does {action}: choose another, or change {action} first.").format(
                key=shown, action=_(dict(ACTIONS)[other])))
            return
        if kind == "keys":
            self.s.keys[action] = [name]
        else:
            self.s.pad[action] = name
        self.app.apply_settings(save=True)
        self.build()

    def reset(self) -> None:
        self.s.keys = {a: list(k) for a, k in DEFAULT_KEYS.items()}
        self.s.pad = dict(DEFAULT_PAD)
        self.app.apply_settings(save=True)
        self.build()

    # -- loop ------------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        if self.waiting is not None:
            return self._await(event)
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close()
            return True
        self.widgets.handle(event)
        return True

    def _await(self, event: pygame.event.Event) -> bool:
        assert self.waiting is not None
        kind, action = self.waiting
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE or kind != "keys":
                self.waiting = None
            elif event.key not in NOT_BINDABLE:
                self.bind(kind, action, key_name(event.key, event.mod & pygame.KMOD_CTRL))
            return True
        if event.type == pygame.CONTROLLERBUTTONDOWN:
            if kind != "pad" or event.button not in PAD_NAMES:
                self.waiting = None
            else:
                self.bind(kind, action, PAD_NAMES[event.button])
            return True
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.waiting = None
            return True
        return event.type in (pygame.KEYUP, pygame.TEXTINPUT, pygame.CONTROLLERBUTTONUP)

    def update(self, dt: float) -> None:
        self.widgets.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        if self.opaque:
            surface.blit(backdrop.table(surface.get_size()), (0, 0))
        else:
            widgets.veil(surface, (8, 5, 3, 200))
        theme.draw_text(surface, _("Keys and game controller"), (960, 60), "display", 56, theme.CREAM, "midtop")
        theme.draw_text(surface, _("Keyboard"), (KEY_X + CELL_W // 2, TOP - 16), "bold", 26, theme.GOLD, "midbottom")
        theme.draw_text(surface, _("Game controller"), (PAD_X + CELL_W // 2, TOP - 16), "bold", 26, theme.GOLD,
                        "midbottom")
        self.widgets.draw(surface)
        if self.waiting is not None:
            kind, action = self.waiting
            words = _(dict(ACTIONS)[action])
            ask = (_("Press the key for {action} (Esc: keep it as it is)") if kind == "keys"
                   else _("Press the pad button for {action} (Esc: keep it as it is)")).format(action=words)
            box = pygame.Rect(0, 0, 1100, 96)
            box.center = (960, 540)
            widgets.draw_panel(surface, box, "parchment", radius=18)
            theme.draw_wrapped(surface, ask, box.inflate(-60, -44), "bold", 30, theme.INK, align="center")
