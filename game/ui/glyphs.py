"""On-screen hints in the glyphs of what a person holds: keycaps after the keyboard, the pad's own
buttons (Xbox letters, PlayStation shapes, Nintendo letters) after a pad.

`draw_hints` puts a short strip at the bottom of the screen while the focus ring shows: how to
choose, go back and ask a hint, with the person's own bindings (a remapped key shows as
remapped). `draw_glyph` draws one key or button, also for Settings' controls.
"""
from __future__ import annotations

import pygame

from game.i18n import N_, _
from game.ui import theme
from game.ui.bindings import ACTION_NAMES, Bindings, shown_key

HINTED = ("choose", "back", "hint")
"""The actions the strip names, in its order; Hint only on a screen that offers one now
(`hinted`)."""


def hinted(screen) -> tuple[str, ...]:
    """The actions the strip names over `screen`: Hint only while it offers one (a table whose
    banner shows Hint), since H does nothing on a curtain, a menu or a lesson."""
    return HINTED if getattr(screen, "offers_hint", False) else tuple(a for a in HINTED if a != "hint")
SIZE = 18
"""The strip's words (12 px on a 1280x800 window, where the canvas is two thirds its size)."""
FACE_COLOURS = {"a": (92, 170, 72), "b": (200, 70, 56), "x": (64, 120, 210), "y": (222, 180, 48)}
"""Xbox's face buttons wear their colours."""
SHAPES = {"a": "cross", "b": "circle", "x": "square", "y": "triangle"}
"""PlayStation's face buttons are shapes (SDL's A is the cross, at the bottom)."""
SHAPE_COLOURS = {"cross": (120, 160, 230), "circle": (230, 90, 90), "square": (220, 130, 200),
                 "triangle": (80, 200, 170)}
BUTTON_WORDS = {
    "xbox": {"start": N_("Menu"), "back": N_("View"), "leftshoulder": "LB", "rightshoulder": "RB", "guide": "Xbox"},
    "playstation": {"start": N_("Options"), "back": N_("Create"), "leftshoulder": "L1", "rightshoulder": "R1",
                    "guide": "PS"},
    "nintendo": {"start": "+", "back": "−", "leftshoulder": "L", "rightshoulder": "R", "guide": N_("Home")},
}
DPAD = {"dpad_up": N_("D-pad up"), "dpad_down": N_("D-pad down"), "dpad_left": N_("D-pad left"),
        "dpad_right": N_("D-pad right")}
MARGIN = 14


SHAPE_WORDS = {"cross": N_("Cross"), "circle": N_("Circle"), "square": N_("Square"), "triangle": N_("Triangle")}


def button_words(family: str, button: str) -> str:
    """A pad button's name on that family's pad (the d-pad's arrows, "LB", "Options", a
    PlayStation face button's shape)."""
    if button in DPAD:
        return _(DPAD[button])
    if family == "playstation" and button in SHAPES:
        return _(SHAPE_WORDS[SHAPES[button]])
    words = BUTTON_WORDS.get(family, BUTTON_WORDS["xbox"]).get(button)
    if words is not None:
        return _(words) if words.isalpha() and len(words) > 2 else words
    return button.upper() if len(button) <= 2 else button.replace("stick", " stick").capitalize()


def glyph_height(size: int = SIZE) -> int:
    """How tall a key or button is drawn: its words' height with room round them, so a larger
    text size (Settings) grows the caps with the words in them."""
    return max(round(size * 1.5), theme.font("bold", size).get_height() + 8)


def draw_glyph(surface: pygame.Surface, pos: tuple[int, int], device: str, family: str, name: str,
               size: int = SIZE) -> pygame.Rect:
    """One key (a keycap with its name) or pad button (a round face button, a shape, or a
    rounded cap with its name) with its left edge centred at `pos`; returns where it went."""
    h = glyph_height(size)
    if device == "pad" and name in FACE_COLOURS:
        rect = pygame.Rect(0, 0, h, h)
        rect.midleft = pos
        if family == "playstation":
            pygame.draw.circle(surface, theme.INK, rect.center, h // 2)
            _shape(surface, SHAPES[name], rect.inflate(-h // 2, -h // 2))
        else:
            pygame.draw.circle(surface, FACE_COLOURS[name] if family == "xbox" else theme.INK, rect.center, h // 2)
            pygame.draw.circle(surface, theme.CREAM, rect.center, h // 2, 2)
            theme.draw_text(surface, name.upper(), rect.center, "bold", size, theme.CREAM, "center", shadow=False)
        return rect
    words = button_words(family, name) if device == "pad" else shown_key(name)
    text = theme.text_surface(words, "bold", size, theme.INK, shadow=False)
    rect = pygame.Rect(0, 0, max(h, text.get_width() + 16), h)
    rect.midleft = pos
    pygame.draw.rect(surface, theme.CREAM, rect, border_radius=h // 2 if device == "pad" else 6)
    pygame.draw.rect(surface, theme.GOLD_DARK, rect, 2, border_radius=h // 2 if device == "pad" else 6)
    surface.blit(text, text.get_rect(center=rect.center))
    return rect


def _shape(surface: pygame.Surface, shape: str, box: pygame.Rect) -> None:
    colour = SHAPE_COLOURS[shape]
    if shape == "cross":
        pygame.draw.line(surface, colour, box.topleft, box.bottomright, 3)
        pygame.draw.line(surface, colour, box.topright, box.bottomleft, 3)
    elif shape == "circle":
        pygame.draw.circle(surface, colour, box.center, box.w // 2, 3)
    elif shape == "square":
        pygame.draw.rect(surface, colour, box, 3)
    else:
        pygame.draw.polygon(surface, colour, [box.midtop, box.bottomright, box.bottomleft], 3)


def binding_of(bindings: Bindings, device: str, action: str) -> str | None:
    if device == "pad":
        return bindings.pad.get(action)
    keys = bindings.keys.get(action) or []
    return keys[0] if keys else None


def draw_hints(surface: pygame.Surface, device: str, family: str, bindings: Bindings,
               actions: tuple[str, ...] = HINTED) -> pygame.Rect:
    """The strip of glyphs and words for `actions` at the bottom centre, on the rail; returns its
    rectangle."""
    bound = [(binding_of(bindings, device, a), _(ACTION_NAMES[a])) for a in actions]
    parts = [(b, words) for b, words in bound if b is not None]
    h = glyph_height() + 8
    scratch = pygame.Surface((1, 1), pygame.SRCALPHA)
    widths = []
    for name, words in parts:
        glyph = draw_glyph(scratch, (0, 0), device, family, name)
        widths.append(glyph.w + 8 + theme.text_width(words, "bold", SIZE))
    width = sum(widths) + 24 * (len(parts) - 1) + 2 * MARGIN
    box = pygame.Rect(0, 0, width, h)
    box.midbottom = (surface.get_width() // 2, surface.get_height() - 2)  # on the frame's rail, clear of the page
    pygame.draw.rect(surface, (20, 12, 6), box, border_radius=h // 2)
    pygame.draw.rect(surface, theme.GOLD_DARK, box, 2, border_radius=h // 2)
    x = box.x + MARGIN
    for (name, words), w in zip(parts, widths):
        glyph = draw_glyph(surface, (x, box.centery), device, family, name)
        theme.draw_text(surface, words, (glyph.right + 8, box.centery), "bold", SIZE, theme.CREAM, "midleft",
                        shadow=False)
        x += w + 24
    return box
