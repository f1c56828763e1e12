"""The coach of a guided first game: a panel where the game log sits, rings on what to click.

`CoachPanel` belongs to a table scene (the table kit calls `handle`, `update` and `draw`); the
lesson's logic is `game.lessons.Coach`. The panel says the step in a sentence or two, rings
the pieces and buttons the step names (pulsing, with an arrow to the first), and offers Next on
a step with nothing to do and "Skip this step" on one that asks for a move. At the end it hands
the table over ("Play on") or starts a fresh game of the same kind.
"""
from __future__ import annotations

import math

import pygame

from game import i18n
from game.i18n import _, format_number
from game.lessons import Coach
from game.ui import theme, widgets

PANEL_HEIGHT = 470
RING = (255, 214, 92)
WORDS_SIZE = 21


def words_box(panel: pygame.Rect, titled: bool) -> pygame.Rect:
    """Where a step's words go in the panel: under the progress bar (and the step's title), above
    the row of Next / Skip buttons. Words that do not fit are not drawn, so every lesson's steps
    are checked against it (tests/kit/test_coach_words.py)."""
    top = panel.y + 98 + (30 if titled else 0)
    return pygame.Rect(panel.x + 20, top, panel.w - 40, panel.bottom - 82 - top)


class CoachPanel:
    def __init__(self, table, coach: Coach):
        self.table = table
        self.coach = coach
        area = table.layout["log"]
        self.rect = pygame.Rect(area.x, area.y, area.w, PANEL_HEIGHT)
        self.clock = 0.0
        self.buttons = widgets.WidgetGroup()
        self._shown: object = None

    # -- what the step points at ------------------------------------------------------------------
    def targets(self) -> list[pygame.Rect]:
        """The rectangles of what the step names, in the order a person clicks them; a target
        the table does not show right now is left out."""
        step = self.coach.step
        if step is None or not self._pointing():
            return []
        found = (self._target(t) for t in step.point)
        return [r for r in found if r is not None]

    def _pointing(self) -> bool:
        """The step is said now: the person decides and the table has offered them the choice."""
        return self.coach.ready() and self.table.offered == self.coach.lesson.person

    def _button_of_the_move(self) -> list[pygame.Rect]:
        """The button that makes the step's move, found by the words the table gives that move in
        the person's language (as the Hint finds its button). A label built from a number or a
        name ("Roll 3 dice") has no catalog entry of its own to look the lesson's English up by."""
        coach, table = self.coach, self.table
        if coach.step is None or coach.step.do is None:
            return []
        words = table.controller.label(coach.expected(), coach.lesson.person)
        return [b.rect for b in table.buttons if isinstance(b, widgets.Button) and b.visible and b.label == words]

    def _target(self, target: str) -> pygame.Rect | None:
        kind, name = target.split(":", 1)
        table = self.table
        own = table.coach_target(kind, name)
        if own is not None:
            return own
        if kind == "button":
            label, _at, nth = name.partition("@")
            # the lesson names the button by its English label; the table shows it in the person's
            # language, so the lesson's label is looked up in the catalog too
            labels = (_(label), label)
            found = [b.rect for b in table.buttons if isinstance(b, widgets.Button) and b.visible
                     and b.label.startswith(labels)]
            if not found:
                found = self._button_of_the_move()
            index = int(nth or 0)
            return found[index] if index < len(found) else None
        if kind == "die":
            dice = getattr(table, "dice", [])
            return dice[int(name)].rect if int(name) < len(dice) else None
        if kind == "card":
            tag, _at, nth = name.partition("@")
            found = [c.rect for c in getattr(table, "hand", []) if c.tag == tag]
            index = int(nth or 0)
            return found[index] if index < len(found) else None
        if kind == "pick":
            picks = getattr(table, "picks", [])
            return picks[int(name)].rect if int(name) < len(picks) else None
        if kind == "seat":
            return table.layout.get(f"seat_{name}")
        return table.layout.get(name)

    # -- the loop -----------------------------------------------------------------------------------
    def holds_table(self) -> bool:
        """A step to read stops the AIs until Next, so the game does not run on under the words."""
        step = self.coach.step
        return step is not None and step.do is None and self.coach.ready()

    def update(self, dt: float) -> None:
        self.clock += dt
        self.coach.follow()
        shown = (self.coach.index, self.coach.finished, self._pointing() if self.coach.step else None,
                 i18n.language())  # the buttons are laid again in a language chosen meanwhile
        if shown != self._shown:
            self._shown = shown
            self._lay_buttons()

    def _lay_buttons(self) -> None:
        self.buttons.clear()
        r = self.rect
        y = r.bottom - 76
        if self.coach.finished:
            self.buttons.add(widgets.Button((r.x + 20, y, 180, 56), _("Play on"), self._play_on, style="primary", size=24))
            self.buttons.add(widgets.Button((r.x + 212, y, r.w - 232, 56), _("New game"), self._new_game, size=24))
            return
        if not self._pointing():
            return
        if self.coach.step.do is None:
            self.buttons.add(widgets.Button((r.right - 180, y, 160, 56), _("Next"), self._next, style="primary",
                                            size=24, hotkey=pygame.K_RETURN))
        else:
            self.buttons.add(widgets.Button((r.x + 20, y, 230, 56), _("Skip this step"), self._skip, style="ghost",
                                            size=22, tooltip=_("The coach makes this move for you.")))

    def _next(self) -> None:
        self.coach.next()

    def _skip(self) -> None:
        self.table.withdraw()
        self.table.offered = None
        for event in self.coach.skip():
            self.table.animate(event)
        self.table.after_step()

    def _play_on(self) -> None:
        self.coach.hand_over()
        self.table.end_lesson()

    def _new_game(self) -> None:
        self.coach.hand_over()
        self.table.app.routes.new_table(self.coach.lesson.game_id)

    def handle(self, event: pygame.event.Event) -> bool:
        return self.buttons.handle(event)

    # -- drawing --------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        self._draw_rings(surface)
        r = self.rect
        widgets.draw_panel(surface, r, "parchment", radius=16)
        lesson, coach = self.coach.lesson, self.coach
        title = _(lesson.title)
        size = theme.fit_text(title, "display", 26, r.w - 40, 18)  # "Learn Desperados of Dice Town"
        theme.draw_text(surface, title, (r.x + 20, r.y + 14 + (26 - size) // 2), "display", size, theme.INK)
        count = len(lesson.steps)
        where = _("Lesson complete") if coach.finished else _("Step {number} of {count}").format(
            number=format_number(coach.index + 1), count=format_number(count))
        theme.draw_text(surface, where, (r.x + 20, r.y + 50), "italic", 19, theme.INK_SOFT)
        self._draw_progress(surface, pygame.Rect(r.x + 20, r.y + 78, r.w - 40, 6), count)
        step = coach.step
        if step is None:
            words = _("That is the whole of it. Play this game on to its end, or start a fresh one "
                      "with the players you choose.")
        elif self._pointing():
            words = _(step.say)
        else:
            words = _("Watch the table: the others are playing. The coach speaks again when your turn comes.")
        titled = bool(step is not None and step.title and self._pointing())
        body = words_box(r, titled)
        if titled:
            theme.draw_text(surface, _(step.title), (r.x + 20, r.y + 96), "bold", 22, theme.INK)
        theme.draw_wrapped(surface, words, body, "text", WORDS_SIZE, theme.INK)
        self.buttons.draw(surface)

    def _draw_progress(self, surface: pygame.Surface, bar: pygame.Rect, count: int) -> None:
        pygame.draw.rect(surface, theme.mix(theme.INK, theme.PARCHMENT, 0.75), bar, border_radius=3)
        done = bar.copy()
        done.w = round(bar.w * min(self.coach.index, count) / count)
        if done.w:
            pygame.draw.rect(surface, theme.GOLD, done, border_radius=3)

    def _draw_rings(self, surface: pygame.Surface) -> None:
        rects = self.targets()
        pulse = 0.5 + 0.5 * math.sin(self.clock * 5.0)
        width = 3 + round(3 * pulse)
        for rect in rects:
            ring = rect.inflate(14 + 8 * pulse, 14 + 8 * pulse)
            pygame.draw.rect(surface, RING, ring, width, border_radius=14)
        if rects:
            self._draw_arrow(surface, rects[0], pulse)

    @staticmethod
    def _draw_arrow(surface: pygame.Surface, rect: pygame.Rect, pulse: float) -> None:
        """A gold arrow above the first thing to click (below it when it sits at the top)."""
        above = rect.top > 160
        tip_y = rect.top - 14 - 8 * pulse if above else rect.bottom + 14 + 8 * pulse
        sign = -1 if above else 1
        x = rect.centerx
        points = [(x, tip_y), (x - 22, tip_y + sign * 30), (x - 8, tip_y + sign * 30), (x - 8, tip_y + sign * 62),
                  (x + 8, tip_y + sign * 62), (x + 8, tip_y + sign * 30), (x + 22, tip_y + sign * 30)]
        pygame.draw.polygon(surface, RING, points)
        pygame.draw.polygon(surface, theme.INK, points, 2)
