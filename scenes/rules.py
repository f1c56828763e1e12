"""The rules of a game, in our own words, with pictures of the pieces and help for right now.

Reads `assets/rules/<id>.md`, a small Markdown subset: `# `, `## ` and `### ` headings,
paragraphs, `- ` bullets, `1. ` numbered steps, `**bold**` words, indented lines carrying on the
item above, and lines starting `House rule:` drawn as marked notes (our readings of what the
published rules leave open). Opened over a table, it also shows "What can I do now?" for the
decision on screen, from the game's controller, in a box as tall as its text. Wheel, arrows or
PageUp/Down scroll; Esc or the button goes back.
"""
from __future__ import annotations

import functools
import re
from dataclasses import dataclass

import pygame

from game import games, i18n
from game.i18n import N_, _
from game.lessons import has_lesson
from game.rules_text import ITEMS, NUMBERED, parse, rules_text  # noqa: F401 (rules_text: tests read it here)
from game.stack import Scene
from game.ui import backdrop, theme, widgets
from game.ui.picture_cache import holds_words

TEXT_WIDTH = 1290
STYLE = {"h1": ("display", 46, theme.INK, 26), "h2": ("display", 32, theme.OXBLOOD, 18),
         "h3": ("display", 27, theme.WOOD, 14),
         "para": ("text", 25, theme.INK, 12), "bullet": ("text", 25, theme.INK, 6),
         "numbered": ("text", 25, theme.INK, 8), "house": ("italic", 24, theme.INK, 12)}
STRONG = "bold"
"""The font of `**bold**` words (inside a heading, the heading's own font)."""
INDENT = 34


def _words(text: str, role: str) -> list[list[tuple[str, str]]]:
    """`text` as words, each a list of (piece, font role): `**` switches to bold and back, and a
    bold piece touching plain text ("**Bid-bills**:") stays one word with it."""
    strong = role if role == "display" else STRONG
    words: list[list[tuple[str, str]]] = [[]]
    for i, part in enumerate(text.split("**")):
        for token in re.findall(r"[^ \t\n]+|[ \t\n]+", part):  # no-break spaces hold words together
            if token.isspace():
                if words[-1]:
                    words.append([])
            else:
                words[-1].append((token, strong if i % 2 else role))
    return [w for w in words if w]


def _width(word: list[tuple[str, str]], size: int) -> int:
    return sum(theme.text_width(piece, role, size) for piece, role in word)


def wrap_words(text: str, role: str, size: int, width: int) -> list[list[list[tuple[str, str]]]]:
    """Lines of words no wider than `width` (a word wider than a line gets a line of its own)."""
    space = theme.text_width(" ", role, size)
    lines: list[list] = [[]]
    used = 0
    for word in _words(text, role):
        w = _width(word, size)
        if lines[-1] and used + space + w > width:
            lines.append([])
            used = 0
        used += (space if lines[-1] else 0) + w
        lines[-1].append(word)
    theme.pieces_of(text, [piece for line in lines for word in line for piece, _role in word])
    return lines


def _draw_line(surface: pygame.Surface, line: list, pos: tuple[int, int], role: str, size: int, colour) -> None:
    x, y = pos
    space = theme.text_width(" ", role, size)
    for word in line:
        for piece, piece_role in word:
            x = theme.draw_text(surface, piece, (x, y), piece_role, size, colour, shadow=False).right
        x += space


def _marker(kind: str, text: str) -> tuple[str, str]:
    """A numbered item's number ("1.") and the text after it; other blocks have no marker."""
    found = NUMBERED.match(text) if kind == "numbered" else None
    return (f"{found.group(1)}.", text[found.end():]) if found else ("", text)


def line_step(role: str, size: int) -> int:
    """From one line of a block to the next: the type as set now (grown by the text-size setting)
    and a gap, so a grown heading keeps clear of the paragraph under it."""
    return theme.typeset_size(role, size) + 8


def render_rules(game_id: str) -> pygame.Surface:
    """The whole rules text of `game_id` drawn once, in the current language (each block of the
    .md is a message of the catalog)."""
    return _render_rules(game_id, i18n.language())


@holds_words
@functools.lru_cache(maxsize=8)
def _render_rules(game_id: str, language: str) -> pygame.Surface:
    blocks = [(kind, _(text)) for kind, text in parse(rules_text(game_id))]  # no text: FileNotFoundError
    laid: list[tuple[str, str, list]] = []
    height = 0
    for kind, text in blocks:
        role, size, _colour, gap = STYLE[kind]
        indent = INDENT if kind in ITEMS else 0
        number, text = _marker(kind, text)
        lines = wrap_words(text, role, size, TEXT_WIDTH - indent - (30 if kind == "house" else 0))
        height += gap + len(lines) * line_step(role, size) + (16 if kind == "house" else 0)
        laid.append((kind, number, lines))
    surface = pygame.Surface((TEXT_WIDTH, height + 40), pygame.SRCALPHA)
    y = 0
    for kind, number, lines in laid:
        role, size, colour, gap = STYLE[kind]
        y += gap
        if kind == "house":
            box = pygame.Rect(20, y - 4, TEXT_WIDTH - 20, len(lines) * line_step(role, size) + 16)
            pygame.draw.rect(surface, (226, 196, 140), box, border_radius=10)
            pygame.draw.rect(surface, theme.GOLD_DARK, box, 2, border_radius=10)
            y += 8
        if kind == "bullet":
            pygame.draw.circle(surface, theme.OXBLOOD, (14, y + theme.typeset_size(role, size) * 0.6), 5)
        if number:
            theme.draw_text(surface, number, (INDENT - 8, y), STRONG, size, theme.OXBLOOD, anchor="topright",
                            shadow=False)
        for line in lines:
            x = INDENT if kind in ITEMS else 0
            if kind == "house":
                x += 16
            _draw_line(surface, line, (x, y), role, size, colour)
            y += line_step(role, size)
        if kind == "house":
            y += 8
    return surface


SIDE = pygame.Rect(60, 150, 400, 790)
"""The dark panel at the left: the pieces, then "What can I do now?"."""
HELP_TOP = SIDE.y + 500
"""Where the help box starts when its text is short; a longer text grows it upward over the pieces."""
HELP_SIZES = (22, 20, 18)
HELP_TITLE = N_("What can I do now?")
HELP_TITLE_SIZE = 26
PIECES = pygame.Rect(SIDE.x + 20, SIDE.y + 70, SIDE.w - 40, 420)
"""Where a game's look paints its pieces (at full size, with no help box or a short one)."""


@dataclass
class HelpBox:
    box: pygame.Rect
    size: int
    lines: list[str]
    tops: list[int]
    """Where each line is drawn (its top), all inside `box`."""
    line_height: int


class RulesScene(Scene):
    opaque = True

    def __init__(self, app, game_id: str, help_text: str | None = None):
        super().__init__(app)
        self.game_id = game_id
        self.meta = games.get(game_id)
        self._given_help = help_text
        self.scroll = 0.0
        self.view = pygame.Rect(520, 150, TEXT_WIDTH + 40, 850)
        self.buttons = widgets.WidgetGroup()
        self._small_pieces: tuple | None = None
        self.build()

    def build(self) -> None:
        """The page and the buttons in the current language (again when it changes)."""
        self.page = render_rules(self.game_id)
        self.scroll = min(self.scroll, self.max_scroll())
        self.help_text = self._given_help if self._given_help is not None else self._help_from_table()
        self.buttons.clear()
        self.buttons.add(widgets.Button((60, 960, 400, 76), _("Back"), self.close, hotkey=pygame.K_ESCAPE))
        if has_lesson(self.game_id) and self.app.stack.table() is None:  # not over a game in play
            self.buttons.add(widgets.Button((60, 870, 400, 76), _("Learn to play"), self.learn, style="primary",
                                            tooltip=_("A guided first game: the coach shows each step.")))

    def learn(self) -> None:
        self.app.routes.lesson(self.game_id)

    def _help_from_table(self) -> str | None:
        """The help for the decision on the table below, for the person who has the screen: at a
        hot-seat table where hands are private, nobody else's (a curtain may be up for them)."""
        table = self.app.stack.table()
        if table is None or table.controller.is_over():
            return None
        c = table.controller
        waiting = c.waiting_humans()
        seat = c.viewer()
        if seat not in waiting:
            seat = waiting[0] if waiting and (len(c.humans) == 1 or not c.has_private_info) else None
        if seat is None:
            return None
        return _("{name}: {hint}").format(name=c.names[seat], hint=c.hint(seat))

    def help_layout(self) -> "HelpBox | None":
        """The "What can I do now?" box, as tall as its whole text: it starts at HELP_TOP and grows
        upward over the pieces when the text is longer, in a smaller type only if it would not fit
        under the panel's title even so."""
        if not self.help_text:
            return None
        width = SIDE.w - 32 - 32
        bottom = SIDE.bottom - 16
        for size in HELP_SIZES:
            lines = theme.wrap_text(self.help_text, "text", size, width)
            step = theme.font("text", size).get_linesize() + 2
            height = 54 + len(lines) * step + 14
            top = min(HELP_TOP, bottom - height)
            if top >= SIDE.y + 64 or size == HELP_SIZES[-1]:
                box = pygame.Rect(SIDE.x + 16, max(SIDE.y + 64, top), SIDE.w - 32, bottom - max(SIDE.y + 64, top))
                return HelpBox(box, size, list(lines), [box.y + 54 + i * step for i in range(len(lines))],
                               theme.font("text", size).get_height())
        return None

    def _pieces_within(self, room: pygame.Rect) -> tuple[pygame.Surface, tuple[int, int]]:
        """The pieces as painted (a look may paint below `PIECES`), trimmed to what was painted,
        and where they go: in place when they fit in `room`, else scaled down whole and centred in
        it. Kept while the page is open: the same picture every frame."""
        key = (room.size, i18n.language())
        if self._small_pieces is None or self._small_pieces[0] != key:
            full = pygame.Surface((PIECES.w, SIDE.h), pygame.SRCALPHA)
            self.meta.look().paint_pieces(full, pygame.Rect((0, 0), PIECES.size))
            painted = full.get_bounding_rect()
            picture = full.subsurface(painted).copy()
            if painted.bottom <= room.h:
                where = (room.x + painted.x, room.y + painted.y)
            else:
                scale = min(1.0, room.w / painted.w, room.h / painted.h)
                picture = pygame.transform.smoothscale(picture, (round(painted.w * scale), round(painted.h * scale)))
                where = picture.get_rect(center=room.center).topleft
            self._small_pieces = (key, (picture, where))
        return self._small_pieces[1]

    def max_scroll(self) -> float:
        return max(0.0, self.page.get_height() - self.view.h + 40)

    def handle(self, event: pygame.event.Event) -> bool:
        if self.buttons.handle(event):
            return True
        if event.type == pygame.MOUSEWHEEL:
            self.scroll -= event.y * 80
        elif event.type == pygame.KEYDOWN:
            step = {pygame.K_DOWN: 60, pygame.K_UP: -60, pygame.K_PAGEDOWN: 700, pygame.K_PAGEUP: -700,
                    pygame.K_HOME: -10**6, pygame.K_END: 10**6}.get(event.key)
            if step is None:
                return True
            self.scroll += step
        else:
            return True
        self.scroll = min(max(0.0, self.scroll), self.max_scroll())
        return True

    def update(self, dt: float) -> None:
        self.buttons.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(backdrop.table(surface.get_size(), self.meta.felt, rail=40), (0, 0))
        theme.draw_text(surface, _("How to play {game}").format(game=self.meta.name), (60, 50), "display", 56, theme.CREAM)
        side = SIDE
        widgets.draw_panel(surface, side, "dark", radius=18)
        theme.draw_text(surface, _("The pieces"), (side.x + 24, side.y + 18), "display", 30, theme.CREAM)
        help_box = self.help_layout()
        if help_box is None:
            self.meta.look().paint_pieces(surface, PIECES)
        else:  # the help box covers no piece: pieces taller than the room above it shrink, captions and all
            room = pygame.Rect(PIECES.x, PIECES.y, PIECES.w, help_box.box.top - 8 - PIECES.y)
            picture, where = self._pieces_within(room)
            surface.blit(picture, where)
        if help_box is not None:
            box = help_box.box
            widgets.draw_panel(surface, box, "parchment", radius=14)
            title = _(HELP_TITLE)
            theme.draw_text(surface, title, (box.x + 16, box.y + 12), "display",
                            theme.fit_text(title, "display", HELP_TITLE_SIZE, box.w - 32, min_size=18),
                            theme.OXBLOOD, shadow=False)
            for line, top in zip(help_box.lines, help_box.tops):
                theme.draw_text(surface, line, (box.x + 16, top), "text", help_box.size, theme.INK, shadow=False)
        widgets.draw_panel(surface, self.view.inflate(40, 30), "parchment", radius=18)
        clip = surface.get_clip()
        surface.set_clip(self.view)
        surface.blit(self.page, (self.view.x + 20, self.view.y + 10 - self.scroll))
        surface.set_clip(clip)
        if self.max_scroll() > 0:
            track = pygame.Rect(self.view.right + 4, self.view.y, 8, self.view.h)
            pygame.draw.rect(surface, theme.PARCHMENT_DARK, track, border_radius=4)
            knob_h = max(60, track.h * self.view.h / self.page.get_height())
            knob_y = track.y + (track.h - knob_h) * (self.scroll / self.max_scroll())
            pygame.draw.rect(surface, theme.WOOD, (track.x, knob_y, 8, knob_h), border_radius=4)
        self.buttons.draw(surface)


