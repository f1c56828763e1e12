"""Credits: who made the pictures, the type and the sounds, and under which licence.

    CreditsScene(app)

The pictures on the cards and pieces are game-icons.net icons under CC BY 3.0, which asks that
each author be named with the licence: the left column says so and counts each author's
pictures; the right shows every picture the game ships, grouped by its author, and names the one
under the pointer. The icon credits are read from assets/icons/credits.json (written by
tools/extract_icons.py), so this screen cannot fall behind the pictures. Back (or Esc) returns
to the menu.
"""
from __future__ import annotations

import functools

import pygame

from game.i18n import N_, _, format_number
from game.stack import Scene
from game.ui import backdrop, icons, theme, widgets

PANEL = pygame.Rect(110, 70, 1700, 940)
TEXT = pygame.Rect(PANEL.x + 60, PANEL.y + 130, 640, PANEL.h - 250)
WALL = pygame.Rect(PANEL.x + 760, PANEL.y + 130, PANEL.w - 820, PANEL.h - 250)
BACK = pygame.Rect(PANEL.centerx - 130, PANEL.bottom - 100, 260, 72)
CAPTION = pygame.Rect(BACK.right + 20, WALL.bottom + 4, WALL.right - BACK.right - 20, 40)
"""Under the wall, right of the Back button: "Rest the pointer on a picture…", or the picture's name."""
HEADING, WORDS = 30, 22
"""The sizes of a credit's heading and of its words."""
ICON, PITCH, LINE = 38, 44, 48
"""Pictures on the wall: their size, their spacing along a line, and the spacing of lines."""

OTHER_CREDITS = (
    (N_("Type"), N_("Roboto Slab by Christian Robertson (Apache License 2.0) and Lato by \u0141ukasz Dziedzic "
                    "(SIL Open Font License 1.1), bundled with their licences in assets/fonts.")),
    (N_("Sounds"), N_("Made for this game in code by tools/make_sounds.py; public domain (CC0 1.0).")),
)
"""(heading, text) message ids, translated where drawn."""


def wall_layout() -> tuple[list[tuple[str, pygame.Rect]], list[tuple[str, pygame.Rect]]]:
    """(author labels, pictures) with their places on the wall: each author starts a line with
    their name, and their pictures follow, wrapping onto further lines."""
    credit = icons.credits()
    labels, pictures = [], []
    y = WALL.y
    for author in credit["authors"]:
        label = theme.text_surface(author, "bold", 22, theme.INK, shadow=False)
        labels.append((author, label.get_rect(midleft=(WALL.x, y + LINE // 2))))
        x = WALL.x + label.get_width() + 14
        for name in sorted(n for n, a in credit["icons"].items() if a == author):
            if x + ICON > WALL.right:
                x, y = WALL.x + 24, y + LINE
            pictures.append((name, pygame.Rect(x, y + (LINE - ICON) // 2, ICON, ICON)))
            x += PITCH
        y += LINE
    return labels, pictures


@functools.lru_cache(maxsize=1)
def wall_surface() -> pygame.Surface:
    """The wall painted once: every picture in ink, each author's name before theirs."""
    surface = pygame.Surface(PANEL.size, pygame.SRCALPHA)
    labels, pictures = wall_layout()
    for author, rect in labels:
        surface.blit(theme.text_surface(author, "bold", 22, theme.INK, shadow=False), rect.move(-PANEL.x, -PANEL.y))
    for name, rect in pictures:
        icons.draw(surface, name, rect.move(-PANEL.x, -PANEL.y), theme.INK_SOFT)
    return surface


class CreditsScene(Scene):
    opaque = True

    def __init__(self, app):
        super().__init__(app)
        self.hover: str | None = None
        self.widgets = widgets.WidgetGroup()
        self.build()
        self._pictures = wall_layout()[1]

    def build(self) -> None:
        """The Back button in the current language (again when it changes in Settings)."""
        self.widgets.clear()
        self.widgets.add(widgets.Button(tuple(BACK), _("Back"), self.back,
                                        style="wood", size=30, hotkey=pygame.K_ESCAPE))

    def proper_names(self) -> set[str]:
        """The authors' names, drawn as they write them in every language."""
        return set(icons.credits()["authors"])

    def back(self) -> None:
        self.app.stack.pop()

    def handle(self, event: pygame.event.Event) -> bool:
        if self.widgets.handle(event):
            return True
        if event.type == pygame.MOUSEMOTION:
            self.hover = next((name for name, rect in self._pictures if rect.collidepoint(event.pos)), None)
        return event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(backdrop.table(self.app.size), (0, 0))
        widgets.draw_panel(surface, PANEL, "parchment", radius=20)
        theme.draw_text(surface, _("Credits"), (PANEL.centerx, PANEL.y + 62), "display", 56, theme.INK, "center",
                        shadow=False)
        pygame.draw.line(surface, theme.GOLD_DARK, (PANEL.x + 120, PANEL.y + 108), (PANEL.right - 120, PANEL.y + 108), 2)
        self._draw_text(surface)
        surface.blit(wall_surface(), PANEL)
        caption = _("Rest the pointer on a picture to see its name")
        if self.hover:
            rect = next(rect for name, rect in self._pictures if name == self.hover)
            pygame.draw.rect(surface, theme.GOLD, rect.inflate(6, 6), 2, border_radius=6)
            # Translators: a picture's name (English, from game-icons.net) and its author
            caption = _("{picture}, by {author}").format(picture=self.hover.replace('-', ' '),
                                                         author=icons.credits()['icons'][self.hover])
        theme.draw_text(surface, caption, CAPTION.midtop, "italic", theme.fit_text(caption, "italic", 22, CAPTION.w, 14),
                        theme.INK_SOFT, "midtop", shadow=False)
        self.widgets.draw(surface)

    def _blocks(self) -> list[tuple[str, str, str]]:
        """The column's blocks, each (heading or "", words, font role): the pictures' licence
        and their authors, then each other credit."""
        credit = icons.credits()
        counts = {a: sum(1 for v in credit["icons"].values() if v == a) for a in credit["authors"]}
        # Translators: {site} is game-icons.net, {licence} CC BY 3.0 and {address} the licence's web address
        text = _("Every picture on the cards and pieces is an icon from {site}, by the authors named here, "
                 "licensed under Creative Commons Attribution 3.0 ({licence}, {address}). They are recoloured "
                 "and resized for this game.").format(site=credit['source'].split('//')[-1],
                                                      licence=credit['licence'],
                                                      address=credit['licence_url'].split('//')[-1])
        authors = ", ".join(f"{a} ({format_number(n)})" for a, n in counts.items())
        return [(_("Pictures"), text, "text"), ("", authors, "italic"),
                *((_(heading), _(words), "text") for heading, words in OTHER_CREDITS)]

    @staticmethod
    def _sizes(blocks: list[tuple[str, str, str]]) -> tuple[int, int]:
        """(heading size, words size): the largest at which the whole column fits its room; larger
        text gives back its growth, a step at a time, never smaller than at 100%."""
        for shrink in range(WORDS):
            heading = max(HEADING - shrink, theme.least_asked(HEADING))
            words = max(WORDS - shrink, theme.least_asked(WORDS))
            height = 0
            for title, text, role in blocks:
                height += ((22 if height else 0) + theme.grown(44, "display", heading)) if title else 8
                lines = theme.whole_lines(text, role, words, TEXT.w) or [text]
                height += len(lines) * (theme.font(role, words).get_linesize() + 2)
            if height <= TEXT.h:
                break
        return heading, words

    def _draw_text(self, surface: pygame.Surface) -> None:
        blocks = self._blocks()
        heading, words = self._sizes(blocks)
        y = TEXT.y
        for title, text, role in blocks:
            if title:
                y += 22 if y > TEXT.y else 0
                theme.draw_text(surface, title, (TEXT.x, y), "display", heading, theme.INK, shadow=False)
                y += theme.grown(44, "display", heading)
            else:
                y += 8
            y = theme.draw_wrapped(surface, text, pygame.Rect(TEXT.x, y, TEXT.w, TEXT.bottom - y), role, words,
                                   theme.INK if role == "text" else theme.INK_SOFT, line_gap=2)
