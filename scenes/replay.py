"""The replay controls over a past or saved table: step, turn, jump, play at a speed, whose view.

    ReplayScene(app, table, title)     pushed over the game's own table scene (`app.routes.replay`)

The table below is the game's real table driven by a replay controller
(`game.controllers.replay`), so every piece, animation and log line is the game's own. This
overlay takes the lower part of the log column for its controls: a timeline with a tick at each
turn (click to jump), buttons for a turn back, a step back, play/pause, a step forward and a turn
forward, the speed, whose view the table shows, and a turn stepper to jump to any turn. Keys:
Left/Right a step, PageUp/PageDown a turn, Home/End the start/the end, Space play/pause, Esc
closes. Clicks elsewhere reach the table (skip an animation, read a card large).
"""
from __future__ import annotations

import pygame

from game.controllers.replay import EVERYTHING, PUBLIC
from game.i18n import _, format_number, pgettext
from game.stack import Scene
from game.ui import theme, widgets
from game.ui.panels import LogPanel

PANEL = pygame.Rect(1490, 690, 390, 338)
WHERE_SIZE, WHERE_MIDDLE = 18, 58
"""Where the replay is ("Turn 3 of 16 · step 40 of 121"): its size, and its line's middle below the panel's top."""
SPEEDS = ((0.5, "\u00bd\u00d7"), (1.0, "1\u00d7"), (2.0, "2\u00d7"), (4.0, "4\u00d7"))
STEP_SECONDS = 0.9
"""Seconds between steps at 1x, once the step before has finished moving."""


class ReplayScene(Scene):
    opaque = False
    modal = False

    def __init__(self, app, table, title: str):
        super().__init__(app)
        self.table = table
        self.controller = table.controller
        self.title = title
        self.playing = False
        self.speed = 1.0
        self.timer = 0.0
        log = table.layout["log"]
        table.log = LogPanel(pygame.Rect(log.x, log.y, log.w, PANEL.y - 12 - log.y))
        self.timeline = pygame.Rect(PANEL.x + 18, PANEL.y + 74, PANEL.w - 36, 20)
        self.widgets = widgets.WidgetGroup()
        self.build()

    # -- controls ------------------------------------------------------------------------------------
    def build(self) -> None:
        c = self.controller
        self.widgets.clear()
        x, y = PANEL.x + 16, PANEL.y + 106
        # Translators: Play and Pause are a replay's button, ~8 letters at most
        play = pgettext("replay", "Pause") if self.playing else pgettext("replay", "Play")
        for label, action, tip, width in (("\u00ab", self.turn_back, _("A turn back (Page Up)"), 58),
                                          ("\u2039", self.step_back, _("A step back (Left)"), 58),
                                          (play, self.toggle_play, _("Play or pause (Space)"), 112),
                                          ("\u203a", self.step_forward, _("A step forward (Right)"), 58),
                                          ("\u00bb", self.turn_forward, _("A turn forward (Page Down)"), 58)):
            self.widgets.add(widgets.Button((x, y, width, 52), label, action, size=30 if width < 100 else 26,
                                            style="primary" if width > 100 else "wood", tooltip=tip))
            x += width + 6
        speed = widgets.Choice((PANEL.x + 16, PANEL.y + 168, PANEL.w - 32, 46), SPEEDS, self.speed, self.set_speed,
                               label=_("Speed"), size=22, value_width=170)
        self.widgets.add(speed)
        # Translators: what a replay shows: every hand, only what lay on the table, or one player's view
        views = ([(EVERYTHING, _("Everything"))] if c.finished else []) + [(PUBLIC, _("The table"))]
        views += [(i, _("{name}'s view").format(name=name)) for i, name in enumerate(c.names)]
        self.widgets.add(widgets.Choice((PANEL.x + 16, PANEL.y + 222, PANEL.w - 32, 46), views, c.watching,
                                        self.set_view, label=pgettext("replay", "Show"), size=22, value_width=230))
        self.turn_stepper = widgets.Stepper((PANEL.x + 16, PANEL.y + 276, 236, 46), c.turn_at(), 1,
                                            max(1, c.turn_count()), self.jump_to_turn, label=pgettext("replay", "Turn"), size=22,
                                            value_width=110)
        self.widgets.add(self.turn_stepper)
        self.widgets.add(widgets.Button((PANEL.right - 128, PANEL.y + 276, 112, 46), _("Close"), self.leave, size=24,
                                        style="danger", tooltip=_("Back to where you came from (Esc)")))

    def _moved(self) -> None:
        """After a jump: the table shows the new position at once, the controls follow."""
        t = self.table
        t.animator.finish_all()
        t.tumbling.finish_all()
        t.pacing = 0.0
        t.refresh()
        t.show_log()
        t.set_banner()
        self.timer = 0.0
        self.build()

    def step_forward(self) -> None:
        self.controller.step_forward()

    def step_back(self) -> None:
        self.playing = False
        self.controller.jump(self.controller.position - 1)
        self._moved()

    def turn_back(self) -> None:
        self.playing = False
        self.controller.turn_back()
        self._moved()

    def turn_forward(self) -> None:
        self.controller.turn_forward()
        self._moved()

    def to_start(self) -> None:
        self.playing = False
        self.controller.jump(0)
        self._moved()

    def to_end(self) -> None:
        self.playing = False
        self.controller.jump(self.controller.length)
        self._moved()

    def jump_to_turn(self, turn: int) -> None:
        self.controller.jump_to_turn(turn)
        self._moved()

    def toggle_play(self) -> None:
        if not self.playing and self.controller.at_end():
            self.controller.jump(0)
            self._moved()
        self.playing = not self.playing
        self.timer = STEP_SECONDS  # the first step comes at once
        self.build()

    def set_speed(self, speed: float) -> None:
        self.speed = speed

    def set_view(self, seat: int) -> None:
        self.controller.watch(seat)
        self._moved()

    def leave(self) -> None:
        self.controller.close()
        self.app.stack.remove(self)
        self.app.stack.remove(self.table)

    # -- loop ----------------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        if self.widgets.handle(event):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.timeline.inflate(0, 16).collidepoint(event.pos):
            share = (event.pos[0] - self.timeline.x) / self.timeline.w
            self.playing = False
            self.controller.jump(round(share * self.controller.length))
            self._moved()
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and PANEL.collidepoint(event.pos):
            return True
        if event.type == pygame.KEYDOWN:
            keys = {pygame.K_ESCAPE: self.leave, pygame.K_LEFT: self.step_back, pygame.K_RIGHT: self.step_forward,
                    pygame.K_PAGEUP: self.turn_back, pygame.K_PAGEDOWN: self.turn_forward, pygame.K_HOME: self.to_start,
                    pygame.K_END: self.to_end, pygame.K_SPACE: self.toggle_play}
            if event.key in keys:
                keys[event.key]()
                return True
        return False

    def update(self, dt: float) -> None:
        self.widgets.update(dt)
        t, c = self.table, self.controller
        t.pacing = 0.0  # the replay keeps its own pace
        still = not t.animator.busy() and not t.tumbling.busy() and c.wanted == 0
        if self.playing and still:
            if c.at_end():
                self.playing = False
                self.build()
                return
            self.timer += dt
            if self.timer >= STEP_SECONDS / self.speed:
                self.timer = 0.0
                if self.speed >= 4.0:
                    t.animator.finish_all()
                c.step_forward()
        if self.turn_stepper.value != c.turn_at():
            self.build()

    def is_animating(self) -> bool:
        return self.playing or self.widgets.is_animating()

    def _draw_heading(self, surface: pygame.Surface, text: str, where: str) -> None:
        """The panel's heading on one line, smaller type for a long title, else on two lines; and
        under it where the replay is (`where`). Grown type gives back its growth (the heading's
        first, then the line under it) before the two run into each other."""
        width = PANEL.w - 32
        for where_size in (WHERE_SIZE, theme.least_asked(WHERE_SIZE)):
            where_top = PANEL.y + WHERE_MIDDLE - theme.font("text", where_size).get_height() // 2
            room = where_top - PANEL.y - 6
            plan = self._heading_plan(text, width, room)
            if plan is not None:
                break
        size, lines = plan or (theme.least_asked(15), self._two_lines(text, theme.least_asked(15), width))
        if len(lines) == 1:
            theme.draw_text(surface, text, (PANEL.x + 18, PANEL.y + 12 + (24 - size) // 2), "display", size,
                            theme.CREAM)
        else:
            step = theme.font("display", size).get_linesize()
            for i, line in enumerate(lines):
                theme.draw_text(surface, line, (PANEL.x + 18, PANEL.y + 6 + i * step), "display", size, theme.CREAM)
        theme.draw_text(surface, where, (PANEL.x + 18, PANEL.y + WHERE_MIDDLE), "text",
                        theme.fit_text(where, "text", where_size, width, 12), theme.CREAM_DIM, "midleft")

    @staticmethod
    def _heading_plan(text: str, width: int, room: int) -> tuple[int, list[str]] | None:
        """(size, lines) of a heading that fits `width` and `room` pixels of height, or None."""
        for size in range(24, theme.least_asked(17) - 1, -1):
            face = theme.font("display", size)
            if face.size(text)[0] <= width and 6 + (24 - size) // 2 + face.get_height() <= room:
                return size, [text]
        for size in range(15, theme.least_asked(15) - 1, -1):
            if 2 * theme.font("display", size).get_linesize() <= room:
                return size, ReplayScene._two_lines(text, size, width)
        return None

    @staticmethod
    def _two_lines(text: str, size: int, width: int) -> list[str]:
        lines = theme.wrap_text(text, "display", size, width)
        return lines if len(lines) <= 2 else [lines[0], theme.ellipsize(" ".join(lines[1:]), "display", size, width)]

    def draw(self, surface: pygame.Surface) -> None:
        c = self.controller
        widgets.draw_panel(surface, PANEL, "dark", radius=16)
        # Translators: the replay panel's heading; {title} is the table's ("Durango: Ana won")
        where = _("Turn {turn} of {turns}  \u00b7  step {step} of {steps}").format(
            turn=format_number(c.turn_at()), turns=format_number(c.turn_count()), step=format_number(c.position),
            steps=format_number(c.length))
        self._draw_heading(surface, _("Replay \u00b7 {title}").format(title=self.title), where)
        bar = self.timeline
        pygame.draw.rect(surface, theme.darken(theme.WOOD_DARK, 0.3), bar, border_radius=8)
        done = bar.copy()
        done.w = round(bar.w * (c.position / c.length if c.length else 1.0))
        if done.w:
            pygame.draw.rect(surface, theme.GOLD, done, border_radius=8)
        if c.length:
            for start in c.turn_starts[1:]:
                x = bar.x + bar.w * start / c.length
                pygame.draw.line(surface, theme.INK, (x, bar.y + 4), (x, bar.bottom - 4), 1)
        pygame.draw.rect(surface, theme.GOLD_DARK, bar, 2, border_radius=8)
        self.widgets.draw(surface)
