"""Widgets shared by every scene: buttons, sliders, toggles, choices, steppers, text input, panels.

All coordinates are canvas coordinates (1920x1080); the app maps the mouse before scenes see it.
Widget bodies are cached surfaces (built once per size/style/state), labels are cached text, so a
frame full of widgets costs only blits.

Stable API
----------
``Widget``  base: ``rect``, ``enabled``, ``visible``, ``tooltip`` (str|None), ``hovered``, ``focused``;
    ``handle(event) -> bool`` (consumed), ``update(dt)``, ``draw(surface)``, ``tooltip_text() -> str|None``,
    ``activate()`` (keyboard Enter/Space on the focused widget).

``Button(rect, label, on_click=None, style="wood", size=30, enabled=True, disabled_reason=None,
         tooltip=None, accent=None, hotkey=None, role="display")``
    styles: ``"wood"`` (default), ``"primary"`` (brass; `accent` tints it), ``"parchment"``,
    ``"danger"``, ``"ghost"`` (text only, underline on hover). Hover/pressed/disabled states.
    A disabled button shows `disabled_reason` as its tooltip (why it cannot be used).
    `hotkey`: a pygame key constant that clicks it. `selected=True` draws it latched (tabs, choices).
    `icon`: a Surface drawn at the left edge (the label centres in the space that is left).

``Slider(rect, value, lo=0.0, hi=1.0, step=0.05, on_change=None, fmt=None, label=None)``
    drag or click the track; arrow keys when hovered/focused; `fmt(value) -> str` for the readout.
``Toggle(rect, value, on_change=None, label=None, on_text="On", off_text="Off")``
``Choice(rect, options, value, on_change=None, label=None, wrap=True)``
    options: list of ``(value, text)``; left/right arrow buttons (and keys) cycle them.
``Stepper(rect, value, lo, hi, on_change=None, label=None, fmt=str)``  a numeric Choice.
``TextInput(rect, text="", on_change=None, max_len=18, placeholder="", size=28)``
    click to focus, type, Backspace, Enter/Esc/click elsewhere to finish.
``Label(rect, text, role="bold", size=28, colour=theme.CREAM, anchor="midleft")``

``WidgetGroup(widgets=())``
    ``add(w) -> w``, ``remove(w)``, ``clear()``, ``handle(event) -> bool``, ``update(dt)``,
    ``draw(surface)`` (widgets, then the tooltip of the hovered widget on top), ``hovered``,
    Tab / Shift+Tab move keyboard focus, Enter/Space activate the focused widget.

Panels
    ``draw_panel(surface, rect, style="parchment", radius=18, shadow=True, border=True, accent=None)``
        styles: ``"parchment"``, ``"wood"``, ``"dark"`` (smoked glass), ``"felt"``, ``"paper"`` (plain card).
    ``panel_surface(size, style, radius=18, border=True, accent=None) -> Surface`` (cached, no shadow)
    ``draw_tooltip(surface, text, anchor_rect)``    a small parchment note above/below a rect.
    ``draw_shadow(surface, rect, radius=18, alpha=120, blur=14, offset=(0, 8))``

Sound hook (the table kit's sound module plugs in here; widgets never load sounds themselves):
    ``set_click_sound(callable_or_None)`` — called with no argument when a widget is clicked.
"""
from __future__ import annotations

import functools
from typing import Any, Callable, Sequence

import pygame

from game.i18n import _, format_number
from game.ui import backdrop, theme
from game.ui.picture_cache import cached_pictures

_sound: dict[str, Callable[[], None] | None] = {"click": None}


def set_click_sound(callback: Callable[[], None] | None) -> None:
    _sound["click"] = callback


def _click() -> None:
    cb = _sound["click"]
    if cb is not None:
        try:
            cb()
        except Exception:  # a sound must never break a click
            pass


# --------------------------------------------------------------------------------------------
# Panels and surfaces
def _round(surface: pygame.Surface, radius: int) -> pygame.Surface:
    """Copy of `surface` with rounded transparent corners."""
    out = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    out.blit(surface, (0, 0))
    if radius > 0:
        mask = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
        out.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return out


DIALOG_VEIL = (10, 6, 4, 170)
"""The shade under a dialog (Delete this saved table?, Import, the results)."""


def veil(surface: pygame.Surface, rgba: tuple[int, int, int, int] = DIALOG_VEIL) -> None:
    """Darken the whole of `surface` under something that stands over it (a dialog, the pause
    menu, a zoomed card): the one veil of every screen, in the shade `rgba` each asks for. One
    veil per size and shade, made once rather than a screen-sized picture every frame."""
    surface.blit(_veil_surface(surface.get_size(), tuple(rgba)), (0, 0))
    theme.note_covered(surface)


PAGE_TITLE_WIDTH = 1600
"""The widest a page's title stands (the canvas less its frame): a longer one shrinks."""


def page(surface: pygame.Surface, title: str, y: int, size: int, anchor: str = "midtop", least: int = 36) -> None:
    """A full page's backdrop and its title across the middle (its `anchor` at height `y`), at
    `size` or smaller until it fits PAGE_TITLE_WIDTH (down to `least`): the screens that are whole
    pages (Records, Players, Saved tables, Join, the waiting room) start the same way."""
    width = surface.get_width()
    surface.blit(backdrop.table(surface.get_size()), (0, 0))
    theme.draw_text(surface, title, (width // 2, y), "display",
                    theme.fit_text(title, "display", size, min(PAGE_TITLE_WIDTH, width), least), theme.CREAM, anchor)


@functools.lru_cache(maxsize=8)
def _veil_surface(size: tuple[int, int], rgba: tuple[int, int, int, int]) -> pygame.Surface:
    shade = pygame.Surface(size, pygame.SRCALPHA)
    shade.fill(rgba)
    return shade


@functools.lru_cache(maxsize=256)
def panel_surface(size: tuple[int, int], style: str = "parchment", radius: int = 18, border: bool = True,
                  accent: tuple | None = None) -> pygame.Surface:
    w, h = max(2, int(size[0])), max(2, int(size[1]))
    if style == "parchment":
        base = backdrop.parchment((w, h))
        edge = theme.darken(theme.PARCHMENT_DARK, 0.35)
        inner = theme.mix(theme.PARCHMENT_DARK, theme.INK, 0.25)
    elif style == "paper":
        base = pygame.Surface((w, h))
        base.fill(theme.PARCHMENT)
        edge, inner = theme.PARCHMENT_DARK, None
    elif style == "wood":
        base = backdrop.wood((w, h), accent or theme.WOOD)
        edge, inner = theme.WOOD_DARK, theme.lighten(accent or theme.WOOD, 0.25)
    elif style == "dark":
        base = pygame.Surface((w, h), pygame.SRCALPHA)
        base.fill((18, 12, 8, 215))
        edge, inner = theme.GOLD_DARK, (255, 230, 180, 30)
    elif style == "felt":
        base = backdrop.felt((w, h), accent or theme.FELT)
        edge, inner = theme.WOOD_DARK, None
    else:
        raise ValueError(f"unknown panel style {style!r}")
    surf = _round(base, radius)
    if border:
        pygame.draw.rect(surf, theme.strong_ink(edge), surf.get_rect(), theme.outline_width(3), border_radius=radius)
        if inner is not None and min(w, h) > 24:
            r2 = surf.get_rect().inflate(-12, -12)
            pygame.draw.rect(surf, inner, r2, 1, border_radius=max(0, radius - 6))
    if accent is not None and style in ("parchment", "paper", "dark"):
        pygame.draw.rect(surf, accent, pygame.Rect(0, 0, w, 8), border_top_left_radius=radius,
                         border_top_right_radius=radius)
    return surf


def draw_shadow(surface: pygame.Surface, rect: pygame.Rect, radius: int = 18, alpha: int = 120, blur: int = 14,
                offset: tuple[int, int] = (0, 8)) -> None:
    rect = pygame.Rect(rect)
    sh = backdrop.shadow(rect.size, radius, alpha, blur)
    surface.blit(sh, (rect.x - blur + offset[0], rect.y - blur + offset[1]))


def draw_panel(surface: pygame.Surface, rect: pygame.Rect, style: str = "parchment", radius: int = 18,
               shadow: bool = True, border: bool = True, accent: tuple | None = None) -> pygame.Rect:
    rect = pygame.Rect(rect)
    body = panel_surface(rect.size, style, radius, border, tuple(accent) if accent else None)
    if shadow and style in OPAQUE_PANELS:
        lay_on_shadow(surface, body, rect.topleft, radius)
        return rect
    if shadow:
        draw_shadow(surface, rect, radius)
    surface.blit(body, rect)
    return rect


OPAQUE_PANELS = ("parchment", "paper", "wood", "felt")
"""Panel styles with no see-through inside: laid on their shadow beforehand (`lay_on_shadow`),
they give the very pixels of a shadow then a panel. A see-through "dark" panel over its shadow
would not (over a picture, not over the frame, its shadow shows through it darker)."""


def lay_on_shadow(surface: pygame.Surface, body: pygame.Surface, topleft: tuple[int, int], radius: int,
                  alpha: int = 120, blur: int = 14, offset: tuple[int, int] = (0, 8)) -> None:
    """`draw_shadow` under `body` (a panel opaque to its very corners, kept by its painter's
    cache), then `body` at `topleft`, in one blit of a picture made once: a panel that is not
    furniture (a dialog, the coach's words) is drawn in every frame, and one blit of the two costs
    about what the shadow's alone did. The shadow reaches `blur` beyond the body on every side,
    moved by `offset` (at most `blur`). (A button's body has softened corners: over a picture of
    its shadow they would come out up to 26 levels darker than over the frame.)"""
    picture = _on_its_shadow(body, radius, alpha, blur, offset)
    surface.blit(picture, (topleft[0] + offset[0] - blur, topleft[1] + offset[1] - blur))


@cached_pictures(16 * 2**20)
def _on_its_shadow(body: pygame.Surface, radius: int, alpha: int, blur: int, offset: tuple[int, int]
                   ) -> pygame.Surface:
    out = backdrop.shadow(body.get_size(), radius, alpha, blur).copy()
    out.blit(body, (blur - offset[0], blur - offset[1]))
    return out


def fit_line(text: str, role: str, size: int, width: int, min_size: int) -> tuple[str, int]:
    """(`text`, a size from `size` down to `min_size` at which it fits `width`), cut short with "…"
    only where it is too wide even at `min_size` (a title full of people's names): a longer
    language's words shrink the type a little before anything is cut."""
    if len(text) > width:  # wider than `width` at any size: straight to cutting it short
        return theme.ellipsize(text, role, min_size, width), min_size
    face = theme.font(role, size)
    while size > min_size and face.size(text)[0] > width:
        size -= 1
        face = theme.font(role, size)
    return theme.ellipsize(text, role, size, width), size


def draw_tooltip(surface: pygame.Surface, text: str, anchor: pygame.Rect, size: int = 22) -> pygame.Rect:
    """A small parchment note with `text`, above `anchor` (below it when there is no room)."""
    anchor = pygame.Rect(anchor)
    max_w = 460
    lines = theme.wrap_text(text, "text", size, max_w - 28)
    f = theme.font("text", size)
    w = min(max_w, max(f.size(line)[0] for line in lines) + 28)
    h = len(lines) * f.get_linesize() + 18
    rect = pygame.Rect(0, 0, w, h)
    rect.midbottom = (anchor.centerx, anchor.top - 10)
    if rect.top < 8:
        rect.midtop = (anchor.centerx, anchor.bottom + 10)
    bounds = surface.get_rect().inflate(-16, -16)
    rect.clamp_ip(bounds)
    draw_panel(surface, rect, "paper", radius=8, shadow=True)
    y = rect.top + 9
    for line in lines:
        theme.draw_text(surface, line, (rect.left + 14, y), "text", size, theme.INK, shadow=False)
        y += f.get_linesize()
    return rect


# --------------------------------------------------------------------------------------------
# Widgets
MOUSE_EVENTS = (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)


class Widget:
    focusable = True
    label_colour: tuple | None = None
    """Colour of a row label (Slider/Toggle/Choice/Stepper): None = cream on dark; set theme.INK on parchment."""

    def __init__(self, rect: pygame.Rect | Sequence[int], tooltip: str | None = None, enabled: bool = True):
        self.rect = pygame.Rect(rect)
        self.tooltip = tooltip
        self.enabled = enabled
        self.visible = True
        self.hovered = False
        self.focused = False

    def tooltip_text(self) -> str | None:
        return self.tooltip

    def _track_hover(self, event: pygame.event.Event) -> None:
        if event.type in MOUSE_EVENTS and hasattr(event, "pos"):
            self.hovered = self.rect.collidepoint(event.pos)

    def handle(self, event: pygame.event.Event) -> bool:
        self._track_hover(event)
        return False

    def activate(self) -> None:
        pass

    def steps_sideways(self) -> bool:
        """Left and Right change this widget's value while it has the focus (a choice, a slider),
        rather than move the focus ring."""
        return False

    def update(self, dt: float) -> None:
        pass

    def draw(self, surface: pygame.Surface) -> None:
        pass

    def is_animating(self) -> bool:
        return False


BUTTON_STYLES = ("wood", "primary", "parchment", "danger", "ghost")


@functools.lru_cache(maxsize=512)
def _button_body(size: tuple[int, int], style: str, state: str, accent: tuple | None) -> pygame.Surface:
    """state: normal | hover | pressed | disabled | selected"""
    w, h = size
    radius = min(14, h // 3)
    if style == "wood":
        base_col = theme.WOOD_LIGHT if state in ("hover", "selected") else theme.WOOD
        body = backdrop.wood((w, h), base_col)
        edge = theme.GOLD if state in ("hover", "selected") else theme.WOOD_DARK
    elif style == "primary":
        col = accent or theme.GOLD
        if state == "hover":
            col = theme.lighten(col, 0.18)
        body = pygame.Surface((w, h))
        body.fill(col)
        # brass sheen: lighter top half, darker bottom
        sheen = pygame.Surface((w, h // 2), pygame.SRCALPHA)
        sheen.fill((255, 255, 230, 46))
        body.blit(sheen, (0, 0))
        low = pygame.Surface((w, h // 3), pygame.SRCALPHA)
        low.fill((60, 30, 0, 40))
        body.blit(low, (0, h - h // 3))
        edge = theme.darken(col, 0.55)
    elif style == "parchment":
        body = backdrop.parchment((w, h))
        if state in ("hover", "selected"):
            glow = pygame.Surface((w, h), pygame.SRCALPHA)
            glow.fill((255, 240, 200, 60))
            body = body.copy()
            body.blit(glow, (0, 0))
        edge = theme.GOLD_DARK if state in ("hover", "selected") else theme.darken(theme.PARCHMENT_DARK, 0.3)
    elif style == "danger":
        col = theme.lighten(theme.OXBLOOD, 0.15) if state == "hover" else theme.OXBLOOD
        body = pygame.Surface((w, h))
        body.fill(col)
        sheen = pygame.Surface((w, h // 2), pygame.SRCALPHA)
        sheen.fill((255, 220, 200, 30))
        body.blit(sheen, (0, 0))
        edge = theme.darken(col, 0.5)
    elif style == "ghost":
        out = pygame.Surface((w, h), pygame.SRCALPHA)
        if state in ("hover", "selected"):
            pygame.draw.rect(out, (255, 230, 180, 28), out.get_rect(), border_radius=radius)
        return out
    else:
        raise ValueError(f"unknown button style {style!r}")
    if state == "disabled":
        body = pygame.transform.grayscale(body)
        veil = pygame.Surface((w, h), pygame.SRCALPHA)
        veil.fill((40, 34, 28, 110))
        body = body.copy()
        body.blit(veil, (0, 0))
        edge = theme.DISABLED
    if state == "pressed":
        body = body.copy()
        veil = pygame.Surface((w, h), pygame.SRCALPHA)
        veil.fill((0, 0, 0, 50))
        body.blit(veil, (0, 0))
    out = _round(body, radius)
    pygame.draw.rect(out, theme.strong_ink(edge), out.get_rect(),
                     theme.outline_width(3 if state in ("hover", "selected") else 2), border_radius=radius)
    if h > 30 and state != "disabled":
        pygame.draw.line(out, (255, 240, 210, 70) if style != "parchment" else (255, 255, 240, 120),
                         (radius, 4), (w - radius, 4), 1)
    return out


class Button(Widget):
    def __init__(self, rect, label: str, on_click: Callable[[], Any] | None = None, style: str = "wood",
                 size: int = 30, enabled: bool = True, disabled_reason: str | None = None,
                 tooltip: str | None = None, accent: tuple | None = None, hotkey: int | None = None,
                 role: str = "display", selected: bool = False, icon: pygame.Surface | None = None):
        super().__init__(rect, tooltip, enabled)
        self.icon = icon
        if style not in BUTTON_STYLES:
            raise ValueError(f"unknown button style {style!r}")
        self.label = label
        self.on_click = on_click
        self.style = style
        self.size = size
        self.disabled_reason = disabled_reason
        self.accent = tuple(accent) if accent else None
        self.hotkey = hotkey
        self.role = role
        self.selected = selected
        self.pressed = False

    def tooltip_text(self) -> str | None:
        if not self.enabled and self.disabled_reason:
            return self.disabled_reason
        return self.tooltip

    def activate(self) -> None:
        if self.enabled and self.on_click is not None:
            _click()
            self.on_click()

    def handle(self, event: pygame.event.Event) -> bool:
        if not self.visible:
            return False
        self._track_hover(event)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.hovered:
            if self.enabled:
                self.pressed = True
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            was = self.pressed
            self.pressed = False
            if was and self.hovered and self.enabled:
                self.activate()
                return True
            return was
        if event.type == pygame.KEYDOWN and self.hotkey is not None and event.key == self.hotkey and self.enabled:
            self.activate()
            return True
        return False

    def state(self) -> str:
        if not self.enabled:
            return "disabled"
        if self.pressed and self.hovered:
            return "pressed"
        if self.hovered or self.focused:
            return "hover"
        if self.selected:
            return "selected"
        return "normal"

    def text_colour(self) -> tuple:
        if not self.enabled:
            return theme.CREAM_DIM if self.style not in ("parchment",) else theme.DISABLED
        if self.style in ("primary", "parchment"):
            return theme.INK
        if self.style == "ghost":
            return theme.GOLD if self.hovered else theme.CREAM
        return theme.CREAM

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        state = self.state()
        dy = 2 if state == "pressed" else 0
        if self.style != "ghost" and state != "pressed":
            draw_shadow(surface, self.rect, radius=min(14, self.rect.h // 3), alpha=110, blur=8, offset=(0, 5))
        surface.blit(_button_body(self.rect.size, self.style, state, self.accent), self.rect.move(0, dy))
        text_box = self.rect
        if self.icon is not None:
            icon_rect = self.icon.get_rect(midleft=(self.rect.left + 12, self.rect.centery + dy))
            surface.blit(self.icon, icon_rect)
            text_box = pygame.Rect(icon_rect.right, self.rect.top, self.rect.right - icon_rect.right, self.rect.h)
        size = theme.fit_text(self.label, self.role, self.size, text_box.w - 24)
        shadow = self.style in ("wood", "danger")
        theme.draw_text(surface, self.label, (text_box.centerx, self.rect.centery + dy - 1), self.role, size,
                        self.text_colour(), "center", shadow)
        if self.style == "ghost" and self.hovered:
            f = theme.font(self.role, size)
            tw = f.size(self.label)[0]
            y = self.rect.centery + f.get_ascent() // 2 + 6
            pygame.draw.line(surface, theme.GOLD, (self.rect.centerx - tw // 2, y), (self.rect.centerx + tw // 2, y), 2)
        if self.focused and state != "disabled":
            pygame.draw.rect(surface, theme.HIGHLIGHT, self.rect.inflate(8, 8).move(0, dy), 2,
                             border_radius=min(16, self.rect.h // 3 + 3))


class Label(Widget):
    focusable = False

    def __init__(self, rect, text: str, role: str = "bold", size: int = 28, colour: tuple = theme.CREAM,
                 anchor: str = "midleft", shadow: bool = True):
        super().__init__(rect)
        self.text, self.role, self.size, self.colour, self.anchor, self.shadow = text, role, size, colour, anchor, shadow

    def draw(self, surface: pygame.Surface) -> None:
        if self.visible and self.text:
            pos = getattr(self.rect, self.anchor)
            theme.draw_text(surface, self.text, pos, self.role, self.size, self.colour, self.anchor, self.shadow)


def _label_left(surface: pygame.Surface, label: str | None, rect: pygame.Rect, enabled: bool = True,
                colour: tuple | None = None, room: int | None = None) -> None:
    """A row's label at its left; `room`: the width it may take before the row's control (a long
    label, or large text, is drawn smaller rather than under the control)."""
    if label:
        colour = colour or theme.CREAM
        on_light = sum(colour) < 300  # dark ink on parchment: no shadow, dimmed differently
        if not enabled:
            colour = theme.DISABLED if on_light else theme.CREAM_DIM
        size = 28 if room is None else theme.fit_text(label, "bold", 28, room, 16)
        theme.draw_text(surface, label, (rect.left, rect.centery), "bold", size, colour, "midleft", not on_light)


class Slider(Widget):
    """A brass knob on a wooden groove. `rect` is the whole row; with a label the track starts at 45%."""

    def __init__(self, rect, value: float, lo: float = 0.0, hi: float = 1.0, step: float = 0.05,
                 on_change: Callable[[float], Any] | None = None, fmt: Callable[[float], str] | None = None,
                 label: str | None = None, tooltip: str | None = None):
        super().__init__(rect, tooltip)
        self.lo, self.hi, self.step = lo, hi, step
        self.value = self._snap(value)
        self.on_change = on_change
        self.fmt = fmt or (lambda v: _("{number}%").format(number=format_number(v * 100)))
        self.label = label
        self.dragging = False

    @property
    def track(self) -> pygame.Rect:
        left = self.rect.left + (int(self.rect.w * 0.45) if self.label else 0)
        right = self.rect.right - 110
        return pygame.Rect(left, self.rect.centery - 6, max(20, right - left), 12)

    def _snap(self, v: float) -> float:
        v = max(self.lo, min(self.hi, v))
        if self.step:
            v = self.lo + round((v - self.lo) / self.step) * self.step
        return round(max(self.lo, min(self.hi, v)), 6)

    def set_value(self, v: float, notify: bool = True) -> None:
        v = self._snap(v)
        if v != self.value:
            self.value = v
            if notify and self.on_change:
                self.on_change(v)

    def _from_x(self, x: float) -> float:
        t = self.track
        return self.lo + (self.hi - self.lo) * (x - t.left) / t.w

    def knob_x(self) -> int:
        t = self.track
        frac = 0 if self.hi == self.lo else (self.value - self.lo) / (self.hi - self.lo)
        return int(t.left + frac * t.w)

    def handle(self, event: pygame.event.Event) -> bool:
        if not (self.visible and self.enabled):
            return False
        self._track_hover(event)
        hit = self.track.inflate(30, 36)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and hit.collidepoint(event.pos):
            self.dragging = True
            self.set_value(self._from_x(event.pos[0]))
            _click()
            return True
        if event.type == pygame.MOUSEMOTION and self.dragging:
            self.set_value(self._from_x(event.pos[0]))
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.dragging:
            self.dragging = False
            return True
        if event.type == pygame.MOUSEWHEEL and self.hovered:
            self.set_value(self.value + self.step * (1 if event.y > 0 else -1))
            return True
        if event.type == pygame.KEYDOWN and (self.focused or self.hovered):
            if event.key in (pygame.K_LEFT, pygame.K_a):
                self.set_value(self.value - self.step)
                return True
            if event.key in (pygame.K_RIGHT, pygame.K_d):
                self.set_value(self.value + self.step)
                return True
        return False

    def steps_sideways(self) -> bool:
        return True

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        t = self.track
        _label_left(surface, self.label, self.rect, self.enabled, self.label_colour, room=t.left - 34 - self.rect.left)
        pygame.draw.rect(surface, theme.WOOD_DARK, t.inflate(6, 6), border_radius=9)
        pygame.draw.rect(surface, (30, 18, 10), t, border_radius=6)
        filled = pygame.Rect(t.left, t.top, self.knob_x() - t.left, t.h)
        if filled.w > 0:
            pygame.draw.rect(surface, theme.GOLD_DARK if self.enabled else theme.DISABLED, filled, border_radius=6)
        kx, ky = self.knob_x(), t.centery
        r = 17
        pygame.draw.circle(surface, (0, 0, 0, 0), (kx + 2, ky + 4), r)
        pygame.draw.circle(surface, theme.darken(theme.GOLD, 0.55), (kx + 1, ky + 3), r)
        col = theme.lighten(theme.GOLD, 0.2) if (self.hovered or self.dragging or self.focused) else theme.GOLD
        if not self.enabled:
            col = theme.DISABLED
        pygame.draw.circle(surface, col, (kx, ky), r)
        pygame.draw.circle(surface, theme.lighten(col, 0.35), (kx - 5, ky - 5), 6)
        pygame.draw.circle(surface, theme.darken(col, 0.5), (kx, ky), r, 2)
        theme.draw_text(surface, self.fmt(self.value), (self.rect.right, self.rect.centery), "bold", 28,
                        theme.GOLD if self.enabled else theme.CREAM_DIM, "midright")


class Toggle(Widget):
    def __init__(self, rect, value: bool, on_change: Callable[[bool], Any] | None = None, label: str | None = None,
                 on_text: str | None = None, off_text: str | None = None, tooltip: str | None = None):
        super().__init__(rect, tooltip)
        self.value = bool(value)
        self.on_change = on_change
        self.label = label
        self.on_text = _("On") if on_text is None else on_text
        self.off_text = _("Off") if off_text is None else off_text

    @property
    def switch(self) -> pygame.Rect:
        r = pygame.Rect(0, 0, 96, 44)
        r.midright = (self.rect.right - (110 if self.on_text or self.off_text else 0), self.rect.centery)
        return r

    def activate(self) -> None:
        if self.enabled:
            self.value = not self.value
            _click()
            if self.on_change:
                self.on_change(self.value)

    def handle(self, event: pygame.event.Event) -> bool:
        if not (self.visible and self.enabled):
            return False
        self._track_hover(event)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            self.activate()
            return True
        if event.type == pygame.KEYDOWN and self.focused and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.activate()
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        s = self.switch
        _label_left(surface, self.label, self.rect, self.enabled, self.label_colour, room=s.left - 16 - self.rect.left)
        on = self.value
        track = theme.mix(theme.SUCCESS, theme.WOOD_DARK, 0.25) if on else (40, 26, 16)
        pygame.draw.rect(surface, theme.WOOD_DARK, s.inflate(6, 6), border_radius=26)
        pygame.draw.rect(surface, track, s, border_radius=22)
        if self.hovered or self.focused:
            pygame.draw.rect(surface, theme.GOLD, s.inflate(6, 6), 2, border_radius=26)
        kx = s.right - 22 if on else s.left + 22
        pygame.draw.circle(surface, theme.darken(theme.PARCHMENT, 0.5), (kx + 1, s.centery + 3), 18)
        pygame.draw.circle(surface, theme.PARCHMENT, (kx, s.centery), 18)
        pygame.draw.circle(surface, theme.PARCHMENT_DARK, (kx, s.centery), 18, 2)
        # shape marker so the state never rests on colour alone: a tick when on, a bar when off
        if on:
            pygame.draw.lines(surface, theme.SUCCESS, False, [(kx - 8, s.centery), (kx - 2, s.centery + 7),
                                                              (kx + 9, s.centery - 7)], 4)
        else:
            pygame.draw.line(surface, theme.INK_SOFT, (kx - 7, s.centery), (kx + 7, s.centery), 4)
        text = self.on_text if on else self.off_text
        if text:
            theme.draw_text(surface, text, (self.rect.right, self.rect.centery), "bold", 28,
                            theme.GOLD if on else theme.CREAM_DIM, "midright")


class Choice(Widget):
    """`< value >`: arrows (or Left/Right keys while hovered/focused) cycle the options."""

    def __init__(self, rect, options: Sequence[tuple[Any, str]], value: Any, on_change: Callable[[Any], Any] | None = None,
                 label: str | None = None, wrap: bool = True, tooltip: str | None = None, size: int = 28,
                 value_width: int | None = None):
        super().__init__(rect, tooltip)
        self.options = list(options)
        if not self.options:
            raise ValueError("a Choice needs at least one option")
        values = [v for v, _label in self.options]
        self.index = values.index(value) if value in values else 0
        self.on_change = on_change
        self.label = label
        self.wrap = wrap
        self.size = size
        self.value_width = value_width
        self.hover_part: str | None = None

    @property
    def value(self) -> Any:
        return self.options[self.index][0]

    @property
    def text(self) -> str:
        return self.options[self.index][1]

    def set_value(self, value: Any, notify: bool = False) -> None:
        values = [v for v, _label in self.options]
        if value in values:
            self.index = values.index(value)
            if notify and self.on_change:
                self.on_change(self.value)

    @property
    def box(self) -> pygame.Rect:
        width = self.value_width or (int(self.rect.w * 0.55) if self.label else self.rect.w)
        r = pygame.Rect(0, 0, width, min(self.rect.h, 56))
        r.midright = self.rect.midright
        return r

    @property
    def left_arrow(self) -> pygame.Rect:
        b = self.box
        return pygame.Rect(b.left, b.top, b.h, b.h)

    @property
    def right_arrow(self) -> pygame.Rect:
        b = self.box
        return pygame.Rect(b.right - b.h, b.top, b.h, b.h)

    def can_step(self, d: int) -> bool:
        if self.wrap:
            return len(self.options) > 1
        return 0 <= self.index + d < len(self.options)

    def step(self, d: int) -> bool:
        if not self.enabled or not self.can_step(d):
            return False
        self.index = (self.index + d) % len(self.options)
        _click()
        if self.on_change:
            self.on_change(self.value)
        return True

    def handle(self, event: pygame.event.Event) -> bool:
        if not self.visible:
            return False
        self._track_hover(event)
        if event.type in MOUSE_EVENTS and hasattr(event, "pos"):
            if self.left_arrow.collidepoint(event.pos):
                self.hover_part = "left"
            elif self.right_arrow.collidepoint(event.pos):
                self.hover_part = "right"
            else:
                self.hover_part = None
        if not self.enabled:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.left_arrow.collidepoint(event.pos):
                self.step(-1)
                return True
            if self.right_arrow.collidepoint(event.pos) or self.box.collidepoint(event.pos):
                self.step(1)
                return True
        if event.type == pygame.MOUSEWHEEL and self.hovered:
            self.step(-1 if event.y > 0 else 1)
            return True
        if event.type == pygame.KEYDOWN and (self.focused or self.hovered):
            if event.key in (pygame.K_LEFT, pygame.K_a):
                self.step(-1)
                return True
            if event.key in (pygame.K_RIGHT, pygame.K_d):
                self.step(1)
                return True
        return False

    def activate(self) -> None:
        self.step(1)

    def steps_sideways(self) -> bool:
        return True

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        b = self.box
        _label_left(surface, self.label, self.rect, self.enabled, self.label_colour, room=b.left - 16 - self.rect.left)
        surface.blit(panel_surface(b.size, "dark", radius=min(12, b.h // 3), border=True), b)
        if self.hovered or self.focused:
            pygame.draw.rect(surface, theme.GOLD, b, 2, border_radius=min(12, b.h // 3))
        for part, r, d in (("left", self.left_arrow, -1), ("right", self.right_arrow, 1)):
            ok = self.enabled and self.can_step(d)
            col = theme.HIGHLIGHT if (ok and self.hover_part == part) else (theme.GOLD if ok else theme.DISABLED)
            cx, cy = r.center
            s = r.h * 0.2
            pts = [(cx - s * 0.6 * d, cy - s), (cx + s * 0.8 * d, cy), (cx - s * 0.6 * d, cy + s)]
            pygame.draw.polygon(surface, col, pts)
        inner = b.inflate(-2 * b.h, 0)
        size = theme.fit_text(self.text, "bold", self.size, inner.w - 8)
        theme.draw_text(surface, self.text, inner.center, "bold", size,
                        theme.CREAM if self.enabled else theme.CREAM_DIM, "center")


class Stepper(Choice):
    def __init__(self, rect, value: int, lo: int, hi: int, on_change: Callable[[int], Any] | None = None,
                 label: str | None = None, fmt: Callable[[int], str] = str, tooltip: str | None = None,
                 size: int = 28, value_width: int | None = None):
        super().__init__(rect, [(v, fmt(v)) for v in range(lo, hi + 1)], value, on_change, label, wrap=False,
                         tooltip=tooltip, size=size, value_width=value_width)


class TextInput(Widget):
    """A one-line text field (a seat's name). Click to type; Ctrl+A selects all, so the next key
    replaces it; Backspace (Ctrl+Backspace: a word) and Delete. While focused it shows how many
    letters are left ("9/14"); a letter past the limit is refused visibly: the count turns red
    and the field says the limit, never a silent stop."""

    FULL_SECONDS = 2.0

    def __init__(self, rect, text: str = "", on_change: Callable[[str], Any] | None = None, max_len: int = 18,
                 placeholder: str = "", size: int = 28, tooltip: str | None = None):
        super().__init__(rect, tooltip)
        self.text = text[:max_len]
        self.on_change = on_change
        self.max_len = max_len
        self.placeholder = placeholder
        self.size = size
        self.all_selected = False
        self.full = 0.0
        """Seconds left of the "at most N letters" warning after a refused letter."""

    def _set(self, text: str) -> None:
        if len(text) > self.max_len:
            self.full = self.FULL_SECONDS
        text = text[: self.max_len]
        if text != self.text:
            self.text = text
            if self.on_change:
                self.on_change(text)

    def activate(self) -> None:
        self.focused = not self.focused
        self.all_selected = False

    def update(self, dt: float) -> None:
        self.full = max(0.0, self.full - dt)

    def is_animating(self) -> bool:
        return self.full > 0

    def handle(self, event: pygame.event.Event) -> bool:
        if not (self.visible and self.enabled):
            return False
        self._track_hover(event)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.focused = self.rect.collidepoint(event.pos)
            self.all_selected = False
            # a click elsewhere only ends the typing: the button clicked gets the click too
            return self.focused
        if not self.focused:
            return False
        if event.type == pygame.TEXTINPUT:
            clean = "".join(ch for ch in event.text if ch.isprintable())
            self._set(("" if self.all_selected else self.text) + clean)
            self.all_selected = False
            return True
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        return False

    def _key(self, event: pygame.event.Event) -> bool:
        ctrl = event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META)
        if event.key == pygame.K_a and ctrl:
            self.all_selected = bool(self.text)
            return True
        if event.key in (pygame.K_BACKSPACE, pygame.K_DELETE):
            if self.all_selected:
                self._set("")
            elif event.key == pygame.K_BACKSPACE and ctrl:
                self._set(self.text.rstrip().rpartition(" ")[0])
            elif event.key == pygame.K_BACKSPACE:
                self._set(self.text[:-1])
            self.all_selected = False
            return True
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_ESCAPE, pygame.K_TAB):
            self.focused = False
            self.all_selected = False
            return event.key != pygame.K_TAB
        if event.key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_HOME, pygame.K_END):
            self.all_selected = False
            return True
        # swallow printable keys so hotkeys do not fire while typing
        return bool(event.unicode and event.unicode.isprintable())

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        surface.blit(panel_surface(self.rect.size, "paper", radius=8, border=True), self.rect)
        if self.focused:
            pygame.draw.rect(surface, theme.GOLD_DARK, self.rect, 3, border_radius=8)
        elif self.hovered:
            pygame.draw.rect(surface, theme.GOLD, self.rect, 2, border_radius=8)
        x = self.rect.left + 14
        count_w = self._draw_count(surface) if self.focused else 0
        if self.text:
            room = self.rect.w - 36 - count_w
            size = theme.fit_text(self.text, "bold", self.size, room)
            shown = self.text if self.focused else theme.ellipsize(self.text, "bold", size, room)
            text = theme.text_surface(shown, "bold", size, theme.INK, shadow=False)
            # too long even small (several relays' addresses): while typing, the end the caret is
            # at shows; otherwise the beginning, cut short with "…"
            hidden = max(0, text.get_width() - room)
            r = pygame.Rect(0, 0, text.get_width() - hidden, text.get_height())
            r.midleft = (x, self.rect.centery)
            if self.all_selected:
                pygame.draw.rect(surface, theme.HIGHLIGHT, r.inflate(6, 4), border_radius=4)
            surface.blit(text, r, pygame.Rect(hidden, 0, r.w, r.h))
            caret_x = r.right + 2
        else:
            if self.placeholder and not self.focused:
                theme.draw_text(surface, self.placeholder, (x, self.rect.centery), "italic", self.size,
                                theme.INK_SOFT, "midleft", False)
            caret_x = x
        if self.focused and not self.all_selected:
            h = theme.font("bold", self.size).get_ascent()
            pygame.draw.line(surface, theme.INK, (caret_x, self.rect.centery - h // 2 - 2),
                             (caret_x, self.rect.centery + h // 2 + 2), 2)
        if self.full > 0:
            draw_tooltip(surface, f"A name holds at most {self.max_len} letters.", self.rect)

    def _draw_count(self, surface: pygame.Surface) -> int:
        """"9/14" at the right end of the field; red while a refused letter is being shown."""
        colour = theme.DANGER if self.full > 0 else theme.INK_SOFT
        r = theme.draw_text(surface, f"{len(self.text)}/{self.max_len}", (self.rect.right - 10, self.rect.centery),
                            "bold", 17, colour, "midright", False)
        return r.w + 8


class WidgetGroup:
    def __init__(self, widgets: Sequence[Widget] = ()):
        self.widgets: list[Widget] = list(widgets)
        self.focus_index: int | None = None

    def add(self, widget: Widget) -> Widget:
        self.widgets.append(widget)
        return widget

    def remove(self, widget: Widget) -> None:
        if widget in self.widgets:
            self.widgets.remove(widget)
            self.focus_index = None

    def clear(self) -> None:
        self.widgets.clear()
        self.focus_index = None

    def __iter__(self):
        return iter(self.widgets)

    def __len__(self) -> int:
        return len(self.widgets)

    def unhover(self) -> None:
        """The pointer left every widget (another scene came over them)."""
        for w in self.widgets:
            w.hovered = False

    @property
    def hovered(self) -> Widget | None:
        for w in reversed(self.widgets):
            if w.visible and w.hovered:
                return w
        return None

    def _focusables(self) -> list[Widget]:
        return [w for w in self.widgets if w.visible and w.enabled and w.focusable]

    def _move_focus(self, d: int) -> None:
        items = self._focusables()
        if not items:
            return
        current = next((w for w in items if w.focused), None)
        for w in self.widgets:
            if not isinstance(w, TextInput):
                w.focused = False
        i = items.index(current) if current in items else (-1 if d > 0 else 0)
        nxt = items[(i + d) % len(items)]
        for w in items:
            w.focused = w is nxt

    def handle(self, event: pygame.event.Event) -> bool:
        # a focused text input gets keys first
        typing = next((w for w in self.widgets if isinstance(w, TextInput) and w.focused and w.visible), None)
        if typing is not None and event.type in (pygame.KEYDOWN, pygame.TEXTINPUT):
            if typing.handle(event):
                return True
        consumed = False
        for w in reversed(self.widgets):
            if w is typing and event.type in (pygame.KEYDOWN, pygame.TEXTINPUT):
                continue
            if not consumed:
                consumed = w.handle(event)
            elif event.type in MOUSE_EVENTS and hasattr(event, "pos"):
                w._track_hover(event)  # keep hover honest under the widget that took the event
                if event.type == pygame.MOUSEBUTTONDOWN and isinstance(w, TextInput):
                    w.focused = False
        if consumed:
            return True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_TAB:
                self._move_focus(-1 if event.mod & pygame.KMOD_SHIFT else 1)
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                focused = next((w for w in self.widgets if w.focused and w.visible and w.enabled), None)
                if focused is not None:
                    focused.activate()
                    return True
        if event.type == pygame.MOUSEBUTTONDOWN:
            for w in self.widgets:
                if not isinstance(w, TextInput):
                    w.focused = False
        return False

    def update(self, dt: float) -> None:
        for w in self.widgets:
            w.update(dt)

    def is_animating(self) -> bool:
        return any(w.is_animating() for w in self.widgets)

    def draw(self, surface: pygame.Surface, tooltips: bool = True) -> None:
        for w in self.widgets:
            w.draw(surface)
        if tooltips:
            self.draw_tooltip(surface)

    def draw_tooltip(self, surface: pygame.Surface) -> None:
        w = self.hovered
        if w is not None:
            text = w.tooltip_text()
            if text:
                draw_tooltip(surface, text, w.rect)


theme.when_type_changes(panel_surface.cache_clear)  # their outlines follow the contrast setting
theme.when_type_changes(_button_body.cache_clear)
theme.when_type_changes(_on_its_shadow.cache_clear)
