"""Settings: every setting editable, applied at once, saved shortly after each change.

    SettingsScene(app)     opaque over the menu; over a table (from the pause overlay) it draws on
                           a dark veil so the table stays visible behind it.

Window (fullscreen, window size), sound (master, effects), play (animation speed, AI pacing,
reduced motion), seeing (text size, the colour-blind seat palette with a live preview of the seat
tokens, high contrast), default seats per game, and the language of every word (top right:
English, Français, Deutsch; the whole app changes at once).
"""
from __future__ import annotations

import functools

import pygame

from game import games, i18n
from game import settings as settings_mod
from game.i18n import N_, _
from game.stack import Scene
from game.ui import backdrop, theme, widgets

WINDOW_SIZES = [(1366, 768), (1600, 900), (1920, 1080), (2560, 1440)]
"""The sizes offered; none below `game.display.READABLE_MINIMUM`."""
SPEEDS = [("slow", N_("Slow")), ("normal", N_("Normal")), ("fast", N_("Fast")), ("instant", N_("Instant"))]
LEVELS = [("easy", N_("Easy")), ("medium", N_("Medium")), ("hard", N_("Hard"))]
SECTIONS = ((N_("Window"), 158), (N_("Sound"), 332), (N_("Play"), 506), (N_("Seeing"), 746))
"""Each section's heading and the canvas row it stands at, on the left panel."""
ROW_STEP = 66
"""From one setting's row to the next (each row 56 tall)."""
TEXT_SIZES = settings_mod.TEXT_SIZES
MIXED = "mixed"
"""Shown for a game whose saved seats have AIs of several levels (easy and hard, say)."""
SAVE_DELAY = 0.4
VEIL = (8, 5, 3, 200)
"""Settings over a table: the table darkened well below, so the settings read."""
LANGUAGE_BOX = pygame.Rect(1290, 46, 520, 60)
"""The language choice, top right, its label ("Language") at its left edge."""
TITLE_GAP = 48
SEATS_TOP = 228
SEAT_ROW_STEP = 62
"""From one game's default seats to the next (rows 56 tall, closer than the left's rows so the
online section below has room for all its rows and the saved-settings path)."""
ONLINE_TOP = 646
"""Where the online section starts in the right-hand panel (below the seat colours)."""
SAVED_TOP = ONLINE_TOP + 194
"""Where "Saved automatically to" and the settings file's path go, under the online rows."""
"""The first game's row of default seats, on the right panel."""
"""The least room between the centred title and the language's label."""


HEADING_SIZE = 22


def first_row(section: int) -> int:
    """Where a section's first row starts: under its heading, as tall as the heading's type is now."""
    return SECTIONS[section][1] + theme.grown(30, "black", HEADING_SIZE)


class SettingsScene(Scene):
    def __init__(self, app):
        super().__init__(app)
        self.over_table = app.stack.table() is not None
        self.opaque = not self.over_table
        self.widgets = widgets.WidgetGroup()
        self._save_at: float | None = None
        self.build()

    @property
    def s(self) -> settings_mod.Settings:
        return self.app.settings

    # -- changes ---------------------------------------------------------------------------------
    def changed(self, live: bool = False) -> None:
        """Apply now; save a moment later (so dragging a slider does not write the file 50 times)."""
        self.app.apply_settings(save=False)
        self._save_at = self.app.time + SAVE_DELAY
        if live:
            self.build()

    def set(self, name: str, value, rebuild: bool = False) -> None:
        setattr(self.s, name, value)
        self.changed(rebuild)

    def set_language(self, code: str) -> None:
        """Every scene, this one included, speaks `code` at once (the app rebuilds them)."""
        self.app.set_language(code)
        self.changed()

    def set_window_size(self, size) -> None:
        self.s.window_width, self.s.window_height = size
        if not self.s.fullscreen and not self.app.headless:
            self.app.open_window()
        self.changed()

    def set_default_seats(self, game_id: str, count: int | None = None, level: str | None = None) -> None:
        """Change the number of seats (added seats are AIs, removed ones come off the end) or the
        level of every AI seat; people's seats and, until a level is chosen, each AI's own level
        stay as they were saved from the new-table screen."""
        seats = self.s.seats_for(game_id, self._seat_count(game_id))
        if count is not None:
            shown = self._ai_level(game_id)
            while len(seats) < count:
                seats.append(f"ai:{shown if shown != MIXED else 'medium'}")
            del seats[count:]
        if level is not None and level != MIXED:
            seats = [f"ai:{level}" if t.startswith("ai:") else t for t in seats]
        self.s.default_seats[game_id] = ",".join(seats)
        self.changed(live=level is not None)

    def _ai_levels(self, game_id: str) -> list[str]:
        tokens = self.s.default_seats.get(game_id, "").split(",")
        return [t[3:] for t in tokens if t.startswith("ai:") and t[3:] in dict(LEVELS)]

    def _ai_level(self, game_id: str) -> str:
        """The AIs' level, or MIXED when the saved seats have AIs of several levels."""
        levels = set(self._ai_levels(game_id))
        if len(levels) > 1:
            return MIXED
        return levels.pop() if levels else "medium"

    def _seats_tooltip(self, game_id: str) -> str:
        names = {"human": _("a person"), "ai:easy": _("an AI (easy)"), "ai:medium": _("an AI (medium)"),
                 "ai:hard": _("an AI (hard)")}
        tokens = self.s.seats_for(game_id, self._seat_count(game_id))
        return _("At a new table: {seats}").format(seats=", ".join(names.get(t, t) for t in tokens))

    def _seat_count(self, game_id: str) -> int:
        meta = games.get(game_id)
        tokens = [t for t in self.s.default_seats.get(game_id, "").split(",") if t]
        n = len(tokens) if tokens else min(meta.max_players, max(meta.min_players, 3))
        return max(meta.min_players, min(meta.max_players, n))

    def set_relay(self, text: str) -> None:
        """The relay's address as typed (checked where a table is hosted or joined through it)."""
        self.s.relay = text.strip()
        self.changed()

    def reset(self) -> None:
        self.app.settings = settings_mod.Settings()
        self.changed(live=True)

    def back(self) -> None:
        self.flush()
        self.close()

    def flush(self) -> None:
        if self._save_at is not None:
            self._save_at = None
            self.app.save_settings()

    # -- layout ----------------------------------------------------------------------------------
    def build(self) -> None:
        s = self.s
        self._built_for = (s.fullscreen, s.window_width, s.window_height)
        self.widgets.clear()
        self.widgets.add(widgets.Choice(tuple(LANGUAGE_BOX), list(i18n.LANGUAGES.items()), s.language_shown,
                                        self.set_language, label=_("Language"), value_width=300, size=26))
        lx, w, h = 150, 760, 56

        def row(widget):
            self.widgets.add(widget)

        y = first_row(0)
        row(widgets.Toggle((lx, y, w, h), s.fullscreen, lambda v: self.set("fullscreen", v), label=_("Fullscreen (F11)")))
        y += ROW_STEP
        sizes = [(sz, f"{sz[0]} \u00d7 {sz[1]}") for sz in WINDOW_SIZES]
        cur = (s.window_width, s.window_height)
        if cur not in WINDOW_SIZES:
            sizes.insert(0, (cur, f"{cur[0]} \u00d7 {cur[1]}"))
        win = widgets.Choice((lx, y, w, h), sizes, cur, self.set_window_size, label=_("Window size"), value_width=340)
        win.enabled = not s.fullscreen
        win.tooltip = None if not s.fullscreen else _("Leave fullscreen to choose a window size.")
        row(win)
        y = first_row(1)
        row(widgets.Slider((lx, y, w, h), s.master_volume, 0, 1, 0.05, lambda v: self.set("master_volume", v),
                           label=_("Master volume")))
        y += ROW_STEP
        row(widgets.Slider((lx, y, w, h), s.effects_volume, 0, 1, 0.05, lambda v: self.set("effects_volume", v),
                           label=_("Effects volume")))
        y = first_row(2)
        row(widgets.Choice((lx, y, w, h), [(k, _(v)) for k, v in SPEEDS], s.animation_speed, lambda v: self.set("animation_speed", v),
                           label=_("Animation speed"), value_width=340,
                           tooltip=_("How fast dice, cards and chips move. Instant skips animations; a click "
                                     "always skips the current one.")))
        y += ROW_STEP
        row(widgets.Slider((lx, y, w, h), s.ai_pacing, 0, 5, 0.25, lambda v: self.set("ai_pacing", v),
                           fmt=_seconds, label=_("AI pacing"),
                           tooltip=_("How long each AI step stays on screen before the next one.")))
        y += ROW_STEP
        row(widgets.Toggle((lx, y, w, h), s.reduced_motion, lambda v: self.set("reduced_motion", v),
                           label=_("Reduced motion"),
                           tooltip=_("Nothing shakes or spins; cards and pieces fade where they would fly.")))
        y = first_row(3)
        row(widgets.Choice((lx, y, w, h), [(p, _("{percent}%").format(percent=p)) for p in TEXT_SIZES],
                           s.text_size, lambda v: self.set("text_size", v), label=_("Text size"), value_width=340,
                           tooltip=_("Every word grows; small windows keep text large enough to read.")))
        y += ROW_STEP
        row(widgets.Toggle((lx, y, w, h), s.colour_blind, lambda v: self.set("colour_blind", v),
                           label=_("Colour-blind palette")))
        y += ROW_STEP
        row(widgets.Toggle((lx, y, w, h), s.high_contrast, lambda v: self.set("high_contrast", v),
                           label=_("High contrast"), tooltip=_("Text and outlines drawn at full strength.")))
        # default seats per game, on the right
        rx = 1040
        y = SEATS_TOP
        for g in games.GAMES:
            st = widgets.Stepper((rx + 300, y, 200, h), self._seat_count(g.id), g.min_players, g.max_players,
                                 functools.partial(lambda gid, n: self.set_default_seats(gid, count=n), g.id),
                                 size=26, value_width=200, tooltip=_("Players at a new {game} table").format(game=g.short))
            row(st)
            level = self._ai_level(g.id)
            levels = [(k, _(v)) for k, v in LEVELS] + ([(MIXED, _("Mixed"))] if level == MIXED else [])
            ch = widgets.Choice((rx + 520, y, 210, h), levels, level,
                                functools.partial(lambda gid, lv: self.set_default_seats(gid, level=lv), g.id),
                                size=24, value_width=210, tooltip=self._seats_tooltip(g.id))
            row(ch)
            y += SEAT_ROW_STEP
        # online play
        row(widgets.TextInput((1330, ONLINE_TOP + 30, 440, 48), s.relay, self.set_relay,
                              max_len=settings_mod.MAX_RELAY_TEXT,
                              placeholder=_("none: friends connect directly"), size=22,
                              tooltip=_("A relay's address (name:port) joins friends behind home routers; "
                                        "several, separated by commas, are tried in turn")))
        from scenes.online.words import LOST_SEAT_CHOICES, lost_seat_text
        after = s.lost_seat_to_ai_after
        choices = [(v, lost_seat_text(v)) for v in sorted(set(LOST_SEAT_CHOICES) | {after})]
        row(widgets.Choice((1030, ONLINE_TOP + 84, 740, 48), choices, after,
                           lambda v: self.set("lost_seat_to_ai_after", v), label=_("Hand a lost seat to an AI after"),
                           size=22, value_width=220,
                           tooltip=_("At a table you host: how long to wait for a friend whose connection was lost "
                                     "before an AI plays their seat until they return")))
        row(widgets.Toggle((1030, ONLINE_TOP + 138, 740, 48), s.announce_tables,
                           lambda v: self.set("announce_tables", v), label=_("Announce my tables on this network"),
                           tooltip=_("People on this network see your table on their Join screen and "
                                              "knock; you let them in. The invite code is never announced.")))
        keys = pygame.Rect(110, LANGUAGE_BOX.y, 450, LANGUAGE_BOX.h)  # top left, across the title from Language
        row(widgets.Button(keys, _("Keys and game controller…"), self.app.routes.controls, style="wood",
                           size=theme.fit_text(_("Keys and game controller…"), "display", 28, keys.w - 32, 20),
                           tooltip=_("Remap every key and pad button")))
        row(widgets.Button((rx, 924, 330, 72), _("Reset to defaults"), self.reset, style="wood", size=28))
        row(widgets.Button((1470, 924, 300, 72), _("Done"), self.back, style="primary", size=32,
                           hotkey=pygame.K_ESCAPE))

    # -- loop ------------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        if self.widgets.handle(event):
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()
            return True
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.KEYDOWN)

    def update(self, dt: float) -> None:
        if self._built_for != (self.s.fullscreen, self.s.window_width, self.s.window_height):
            self.build()  # F11 or a window resize changed them behind our back
            self.app.request_redraw()
        if self._save_at is not None and self.app.time >= self._save_at:
            self.flush()

    def is_animating(self) -> bool:
        return self._save_at is not None

    def on_exit(self) -> None:
        self.flush()

    def draw(self, surface: pygame.Surface) -> None:
        if self.opaque:
            surface.blit(backdrop.table(self.app.size), (0, 0))
        else:
            widgets.veil(surface, VEIL)
        title = _("SETTINGS")
        centre = self.app.size[0] // 2
        clear = 2 * (LANGUAGE_BOX.x - TITLE_GAP - centre)  # "EINSTELLUNGEN" keeps clear of "Sprache"
        size = theme.fit_text(title, "display", 72, clear, 48)
        theme.draw_text(surface, title, (centre, 76), "display", size, theme.CREAM, "center")
        left = pygame.Rect(110, 140, 840, 860)
        right = pygame.Rect(990, 140, 820, 760)
        widgets.draw_panel(surface, left, "dark", radius=18)
        widgets.draw_panel(surface, right, "dark", radius=18)
        for text, y in SECTIONS:
            heading = _(text).upper()
            theme.draw_text(surface, heading, (150, y), "black", HEADING_SIZE, theme.GOLD, "topleft")
            line_y = y + theme.font("black", HEADING_SIZE).get_height() // 2
            start = 150 + theme.text_width(heading, "black", HEADING_SIZE) + 16
            pygame.draw.line(surface, theme.GOLD_DARK, (start, line_y), (910, line_y), theme.outline_width(1))
        theme.draw_text(surface, _("DEFAULT SEATS"), (1030, SECTIONS[0][1]), "black", 22, theme.GOLD)
        top = first_row(0) - 2  # under the grown heading, above the first game's row
        theme.draw_text(surface, _("You and the AIs at a new table"), (1030, top), "italic",
                        theme.fit_height("italic", 22, SEATS_TOP - top, theme.least_asked(22)), theme.CREAM_DIM)
        y = SEATS_TOP
        for g in games.GAMES:
            theme.draw_text(surface, g.short, (1030, y + 28), "bold", 28, theme.CREAM, "midleft")
            y += SEAT_ROW_STEP
        # colour-blind preview: the seat tokens as they will look
        px = 1080
        for i in range(8):
            theme.draw_seat_token(surface, i, (px + i * 70, 562), 22)
        theme.draw_wrapped(surface, _("Seat colours and shapes: the shape always tells seats apart"),
                           pygame.Rect(1030, 592, 740, 44), "italic", 20, theme.CREAM_DIM)
        self.widgets.draw(surface)
        heading = _("ONLINE")
        theme.draw_text(surface, heading, (1030, ONLINE_TOP - 6), "black", 22, theme.GOLD)
        line_y = ONLINE_TOP - 6 + theme.font("black", 22).get_height() // 2
        pygame.draw.line(surface, theme.GOLD_DARK, (1030 + theme.text_width(heading, "black", 22) + 16, line_y),
                         (1770, line_y), theme.outline_width(1))
        theme.draw_text(surface, _("Relay"), (1030, ONLINE_TOP + 54), "bold", 26, theme.CREAM, "midleft")
        notice = getattr(self.app, "settings_notice", None)
        if notice:
            theme.draw_wrapped(surface, notice, pygame.Rect(1030, ONLINE_TOP + 194, 740, 56), "italic", 21,
                               theme.HIGHLIGHT)
            return
        # where the settings are kept, in the room left under the online rows (smaller as text grows)
        room = right.bottom - 6 - SAVED_TOP
        size = next((size for size in range(18, 10, -1) if 2 * theme.font("italic", size).get_linesize() <= room), 10)
        saved, where = _("Saved automatically to"), str(_settings_path())
        theme.draw_text(surface, saved, (1030, SAVED_TOP), "italic", theme.fit_text(saved, "italic", size, 740, 10),
                        theme.CREAM_DIM)
        theme.draw_text(surface, where, (1030, SAVED_TOP + theme.font("italic", size).get_linesize()), "text",
                        theme.fit_text(where, "text", size, 740, 10), theme.CREAM_DIM)


def _seconds(value: float) -> str:
    """AI pacing as the language writes it: "0.75 s", "0,75 s", "1 s"."""
    text = i18n.format_number(value, 2)
    for zeros in (".00", ",00"):
        text = text.removesuffix(zeros)
    return _("{seconds} s").format(seconds=text)


@functools.lru_cache(maxsize=1)
def _settings_path():
    from game import paths
    return paths.settings_path()
