"""The coach of a guided first game: a panel where the game log sits, rings on what to click.

`CoachPanel` belongs to a table scene (the table kit calls `handle`, `update` and `draw`); the
lesson's logic is `game.lessons.Coach`. The panel says the step in a sentence or two, rings
the pieces and buttons the step names (pulsing, with an arrow to the first), and offers Next on
a step with nothing to do and "Skip this step" on one that asks for a move. A move of several
clicks (two +, then Place bid) is shown a click at a time: the ring and the arrow are on the next
thing to click, so nothing ringed is refused. The arrow goes on the side of its target where it
covers the least of the table (buttons, mats, dice), and the button of the asked move is the
table's default (yellow) one. A refused click is answered under the coach's panel, where it
stays while the step is on. At the end it says "Lesson complete" and hands the table over
("Play on") or opens a new table of the same game.
"""
from __future__ import annotations

import math
import re

import pygame

from game import i18n
from game.i18n import _, format_number
from game.lessons import Coach
from game.ui import theme, widgets

PANEL_HEIGHT = 470
RING = (255, 214, 92)
WORDS_SIZE = 21
ARROW_LENGTHS = (62, 44)
"""The arrow's length: the shorter where the longer would cover something."""
ARROW_WIDTH = 44
ARROW_GAP = 14
"""Between the arrow's tip and the ring round its target."""
ARROW_SIDES = ("above", "left", "right", "below")
"""Where the arrow may stand, in the order preferred when two cover as little."""
NOTE_SECONDS = 10.0
NOTE_SIZE = 20


def _worded(label: str) -> re.Pattern | None:
    """A lesson's button named by the table's own message with its blanks ("Keep {chosen} of
    {n}"), as a pattern of that message in the person's language ("Garder 2 sur 2" matches);
    None for a plain label."""
    if "{" not in label:
        return None
    return re.compile(re.sub(r"\\\{\w+\\\}", ".+", re.escape(_(label))))


TITLE_SIZE, STEP_SIZE, STEP_TITLE_SIZE = 26, 19, 22
"""The panel's title (the lesson's name, "Lesson complete"), "Step 3 of 24", a step's title."""


def header_tops(panel: pygame.Rect) -> tuple[int, int, int]:
    """Where the panel's header lines go under its title: "Step 3 of 24", the progress bar, and
    the step's title; each as far below the one above as that one's type is tall now."""
    where = panel.y + theme.grown(50, "display", TITLE_SIZE)
    bar = where + theme.grown(28, "italic", STEP_SIZE)
    return where, bar, bar + 16


def words_box(panel: pygame.Rect, titled: bool) -> pygame.Rect:
    """Where a step's words go in the panel: under the progress bar (and the step's title), above
    the row of Next / Skip buttons. Words that do not fit are not drawn, so every lesson's steps
    are checked against it (tests/kit/test_coach_words.py)."""
    top = header_tops(panel)[2] + 4 + (theme.grown(30, "display", TITLE_SIZE) if titled else 0)
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
        self.clicked: set[int] = set()
        """The step's targets clicked so far (their places in `point`): the next is ringed."""
        self.note = ""
        """Why the table refused a click, said under the panel while the step is on."""
        self._note_until = 0.0

    # -- what the step points at ------------------------------------------------------------------
    def targets(self) -> list[pygame.Rect]:
        """The rectangles of what the step names, in the order a person clicks them; a target
        the table does not show right now is left out."""
        return [r for r in self._point_rects() if r is not None]

    def _point_rects(self) -> list[pygame.Rect | None]:
        """The rectangle of each thing the step names, in its order (None: not shown now)."""
        step = self.coach.step
        if step is None or not self._pointing():
            return []
        return [self._target(t) for t in step.point]

    def ringed(self) -> list[pygame.Rect]:
        """What is ringed now: everything a step to read names; for a move, the next thing to
        click (a ringed Place bid before its + clicks would refuse the click)."""
        rects = self._point_rects()
        shown = [i for i, rect in enumerate(rects) if rect is not None]
        if not shown or self.coach.step.do is None:
            return [rects[i] for i in shown]
        left = [i for i in shown if i not in self.clicked]
        return [rects[left[0] if left else shown[-1]]]

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
        return [b.rect for b in table.choices if isinstance(b, widgets.Button) and b.visible and b.label == words]

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
            worded = _worded(label)
            found = [b.rect for b in table.choices if isinstance(b, widgets.Button) and b.visible
                     and (worded.fullmatch(b.label) if worded else b.label.startswith(labels))]
            if not found:
                found = self._button_of_the_move()
            index = int(nth or 0)
            return found[index] if index < len(found) else None
        if kind == "die":
            return table.dice[int(name)].rect if int(name) < len(table.dice) else None
        if kind == "card":
            tag, _at, nth = name.partition("@")
            found = [c.rect for c in table.hand if c.tag == tag]
            index = int(nth or 0)
            return found[index] if index < len(found) else None
        if kind == "pick":
            return table.picks[int(name)].rect if int(name) < len(table.picks) else None
        if kind == "seat":
            return table.layout.get(f"seat_{name}")
        if name.isdigit() and int(name) < len(table.mats) and kind in table.mats[int(name)]:
            return table.mats[int(name)][kind]  # a seat's mat region by its name in the map: `purse:0`, `herd:1`
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
        if shown[:2] != (self._shown or (None, None))[:2]:
            self.clicked = set()
            self.note = ""
        if shown != self._shown:
            self._shown = shown
            self._lay_buttons()
        self._make_the_asked_move_the_default()

    def _make_the_asked_move_the_default(self) -> None:
        """The button of the move the step asks for is the yellow one, the table's usual default
        (Take the revolver yourself) plain beside it, once the table shows that button."""
        step = self.coach.step
        if step is None or step.do is None or not self._pointing():
            return
        asked = set(map(tuple, self._button_of_the_move()))
        if not asked:
            return
        for button in self.table.choices:
            if isinstance(button, widgets.Button) and button.visible:
                if tuple(button.rect) in asked:
                    button.style = "primary"
                elif button.style == "primary":
                    button.style = "wood"

    def tell(self, words: str) -> None:
        """Say why a click was refused, under the panel, while the step is on."""
        self.note, self._note_until = words, self.clock + NOTE_SECONDS

    def _noted(self, event: pygame.event.Event) -> None:
        """A click on the ringed target counts it as clicked, and so does one on a later piece
        (dice kept in another order); a later button is not counted, as its click is refused
        (Place bid before the + it needs)."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.noted_at(event.pos)

    def noted_at(self, pos: tuple[int, int]) -> None:
        """A click, or a key's or pad's choice, at `pos` (see `_noted`)."""
        if not self._pointing():
            return
        point = self.coach.step.point
        left = [i for i in range(len(point)) if i not in self.clicked]
        for i, rect in enumerate(self._point_rects()):
            if i in left and rect is not None and rect.collidepoint(pos):
                if i == left[0] or not point[i].startswith("button:"):
                    self.clicked.add(i)
                return

    def _lay_buttons(self) -> None:
        self.buttons.clear()
        r = self.rect
        y = r.bottom - 76
        if self.coach.finished:
            self.buttons.add(widgets.Button((r.x + 20, y, 180, 56), _("Play on"), self._play_on, style="primary", size=24))
            self.buttons.add(widgets.Button((r.x + 212, y, r.w - 232, 56), _("New table"), self._new_game, size=24))
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
        if self.buttons.handle(event):
            return True
        self._noted(event)
        return False

    # -- drawing --------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        self._draw_rings(surface)
        self._draw_note(surface)
        r = self.rect
        widgets.draw_panel(surface, r, "parchment", radius=16)
        lesson, coach = self.coach.lesson, self.coach
        title = _(lesson.title)
        size = theme.fit_text(title, "display", TITLE_SIZE, r.w - 40, 18)  # "Learn Desperados of Dice Town"
        theme.draw_text(surface, title, (r.x + 20, r.y + 14 + (TITLE_SIZE - size) // 2), "display", size, theme.INK)
        count = len(lesson.steps)
        where = _("Step {number} of {count}").format(number=format_number(min(coach.index + 1, count)),
                                                        count=format_number(count))
        where_top, bar_top, title_top = header_tops(r)
        theme.draw_text(surface, where, (r.x + 20, where_top), "italic",
                        theme.fit_text(where, "italic", STEP_SIZE, r.w - 40, 12), theme.INK_SOFT)
        self._draw_progress(surface, pygame.Rect(r.x + 20, bar_top, r.w - 40, 6), count)
        step = coach.step
        if step is None:
            words = _("That is the whole of it. Play this game on to its end, or start a fresh one "
                      "with the players you choose.")
        elif self._pointing():
            words = _(step.say)
        else:
            words = _("Watch the table: the others are playing. The coach speaks again when your turn comes.")
        titled = bool(step is None or step.title and self._pointing())
        body = words_box(r, titled)
        if step is None:
            done = _("Lesson complete")
            theme.draw_text(surface, done, (r.x + 20, title_top), "display",
                            theme.fit_text(done, "display", TITLE_SIZE, r.w - 40, 16), theme.OXBLOOD)
        elif titled:
            heading = _(step.title)
            theme.draw_text(surface, heading, (r.x + 20, title_top + 2), "bold",
                            theme.fit_text(heading, "bold", STEP_TITLE_SIZE, r.w - 40, 14), theme.INK)
        size, _lines = theme.fit_wrapped(words, "text", WORDS_SIZE, body.size, theme.least_asked(WORDS_SIZE))
        theme.draw_wrapped(surface, words, body, "text", size, theme.INK)
        self.buttons.draw(surface)

    def _draw_progress(self, surface: pygame.Surface, bar: pygame.Rect, count: int) -> None:
        pygame.draw.rect(surface, theme.mix(theme.INK, theme.PARCHMENT, 0.75), bar, border_radius=3)
        done = bar.copy()
        done.w = round(bar.w * min(self.coach.index, count) / count)
        if done.w:
            pygame.draw.rect(surface, theme.GOLD, done, border_radius=3)

    def _draw_rings(self, surface: pygame.Surface) -> None:
        rects = self.ringed()
        pulse = 0.5 + 0.5 * math.sin(self.clock * 5.0)
        width = 3 + round(3 * pulse)
        for rect in rects:
            ring = rect.inflate(14 + 8 * pulse, 14 + 8 * pulse)
            pygame.draw.rect(surface, RING, ring, width, border_radius=14)
        if rects:
            self._draw_arrow(surface, rects[0], *self.arrow_side(rects[0]), pulse)

    # -- the arrow: on the side where it covers least ----------------------------------------------
    def arrow_side(self, target: pygame.Rect) -> tuple[str, int]:
        """The side of `target` the arrow stands on, and its length: where it covers the least
        of what the table shows (buttons, mats with their scores, dice, cards, the banner),
        long rather than short, above when several are as clear."""
        busy = self._busy_rects(target)
        screen = pygame.Rect(40, 40, self.table.app.size[0] - 80, self.table.app.size[1] - 80)

        def covered(side: str, length: int) -> float:
            box = arrow_box(target, side, length)
            if not screen.contains(box):
                return float("inf")
            return sum(box.clip(rect).w * box.clip(rect).h for rect in busy)
        return min(((side, length) for length in ARROW_LENGTHS for side in ARROW_SIDES),
                   key=lambda s: (covered(*s), ARROW_LENGTHS.index(s[1]), ARROW_SIDES.index(s[0])))

    def arrow_rect(self) -> pygame.Rect | None:
        """Where the arrow is drawn now (its reach at the pulse's widest), or None."""
        rects = self.ringed()
        return arrow_box(rects[0], *self.arrow_side(rects[0])) if rects else None

    def _busy_rects(self, target: pygame.Rect) -> list[pygame.Rect]:
        """What the arrow should not cover: the table's buttons and pieces, its mats, the banner
        and this panel (the target itself and what holds it left out)."""
        table = self.table
        rects = [b.rect for b in table.choices if getattr(b, "visible", True) and hasattr(b, "rect")]
        rects += [d.rect for d in table.dice]
        rects += [c.rect for c in table.hand + table.picks + table.readable_cards()]
        rects += [rect for name, rect in table.layout.items() if name.startswith("seat_")]
        rects += [table.banner.rect, self.rect]
        return [pygame.Rect(r) for r in rects if not pygame.Rect(r).contains(target)]

    @staticmethod
    def _draw_arrow(surface: pygame.Surface, rect: pygame.Rect, side: str, length: int, pulse: float) -> None:
        """A gold arrow on `side` of the thing to click, pointing at it."""
        ring = rect.inflate(14, 14)
        reach = ARROW_GAP + 8 * pulse
        along = {"above": (0, 1), "below": (0, -1), "left": (1, 0), "right": (-1, 0)}[side]
        tip = {"above": (ring.centerx, ring.top - reach), "below": (ring.centerx, ring.bottom + reach),
               "left": (ring.left - reach, ring.centery), "right": (ring.right + reach, ring.centery)}[side]
        back = (-along[0], -along[1])
        across = (along[1], along[0])
        shape = [(0, 0), (30, 22), (30, 8), (length, 8), (length, -8), (30, -8), (30, -22)]
        points = [(tip[0] + back[0] * a + across[0] * c, tip[1] + back[1] * a + across[1] * c) for a, c in shape]
        pygame.draw.polygon(surface, RING, points)
        pygame.draw.polygon(surface, theme.INK, points, 2)

    def note_rect(self) -> pygame.Rect:
        """Where a refused click's reason is said: a box hung under the panel (over the top of
        the log), as high as its lines."""
        r = self.rect
        lines = theme.wrap_text(self.note, "bold", NOTE_SIZE, r.w - 40)
        face = theme.font("bold", NOTE_SIZE)
        return pygame.Rect(r.x, r.bottom + 8, r.w, len(lines) * (face.get_linesize() + 2) + 24)

    def _draw_note(self, surface: pygame.Surface) -> None:
        if not self.note or self.clock > self._note_until:
            return
        box = self.note_rect()
        widgets.draw_panel(surface, box, "dark", radius=14)
        theme.draw_wrapped(surface, self.note, box.inflate(-40, -24), "bold", NOTE_SIZE, theme.HIGHLIGHT, line_gap=2)


def arrow_box(target: pygame.Rect, side: str, length: int = ARROW_LENGTHS[0]) -> pygame.Rect:
    """The room an arrow of `length` takes on `side` of `target` (at the pulse's widest)."""
    ring = target.inflate(14, 14)
    reach = ARROW_GAP + 8 + length
    if side == "above":
        return pygame.Rect(ring.centerx - ARROW_WIDTH // 2, ring.top - reach, ARROW_WIDTH, reach - ARROW_GAP + 8)
    if side == "below":
        return pygame.Rect(ring.centerx - ARROW_WIDTH // 2, ring.bottom + ARROW_GAP, ARROW_WIDTH, reach - ARROW_GAP + 8)
    if side == "left":
        return pygame.Rect(ring.left - reach, ring.centery - ARROW_WIDTH // 2, reach - ARROW_GAP + 8, ARROW_WIDTH)
    return pygame.Rect(ring.right + ARROW_GAP, ring.centery - ARROW_WIDTH // 2, reach - ARROW_GAP + 8, ARROW_WIDTH)
