"""The main menu: the title, a parchment tile per game, and New table / Continue / Join a table / Saved tables /
Records / Rules / Settings / Credits / Quit. Continue resumes the most recently played table and says which.

    MenuScene(app)

Each tile shows the game's own art (its look, `game/ui/looks/`), name, player count and pitch.
Clicking a tile (or Left/Right then Enter) opens the new-table screen with that game chosen; N
opens it directly. The menu imports no engine to draw itself.
"""
from __future__ import annotations

import functools
import hashlib
import math

import pygame

from game import games, i18n, saves
from game.i18n import _
from game.lessons import has_lesson
from game.stack import Scene
from game.ui import art, backdrop, focus, kept_pictures, theme, widgets
from game.ui.picture_cache import holds_words

TILE_W, TILE_H = 324, 548
TILE_GAP = 36
TILE_TOP = 318
ART_H = 236
PICKER_VEIL = (10, 6, 4, 150)
CONTINUE_SIZE, KEYS_SIZE = 24, 20
"""Under the buttons: which table Continue resumes, and the keys' reminder at its right."""
"""The menu stays half seen behind "Which rules?"."""


@holds_words
@functools.lru_cache(maxsize=16)
def tile_art(game_id: str, size: tuple[int, int]) -> pygame.Surface:
    game = games.get(game_id)
    s = pygame.Surface(size)
    s.fill(game.accent)
    game.look().paint_tile(s, game)
    return s


@holds_words
@functools.lru_cache(maxsize=16)
def tile_surface(game_id: str, hovered: bool) -> pygame.Surface:
    """The whole tile (without its shadow), kept between runs: painting the five costs the menu's
    first frame more than all else but the table under them. Its painters: this module, the
    registry, the game's look and the pictures it draws (game.ui.icons and the icon files, whose
    hash assets.icons carries), so a change to any repaints it."""
    meta = games.get(game_id)
    look = meta.look_path
    words = "|".join((meta.short, meta.pitch, meta.tagline, meta.players_text, theme.type_key()))  # as drawn
    stamp = hashlib.sha1(words.encode()).hexdigest()[:8]
    return kept_pictures.kept(f"tile-{game_id}-{int(hovered)}-{stamp}", (TILE_W, TILE_H),
                              lambda: _paint_tile(game_id, hovered),
                              (__name__, "game.games", look, "game.ui.icons", "assets.icons"), alpha=True)


def _paint_tile(game_id: str, hovered: bool) -> pygame.Surface:
    meta = games.get(game_id)
    w, h = TILE_W, TILE_H
    surf = widgets.panel_surface((w, h), "parchment", radius=16, border=True).copy()
    # title band in the accent colour
    band = pygame.Rect(14, 14, w - 28, 74)
    pygame.draw.rect(surf, theme.darken(meta.accent, 0.25), band.move(0, 3), border_radius=8)
    pygame.draw.rect(surf, meta.band_colour, band, border_radius=8)
    pygame.draw.rect(surf, theme.lighten(meta.accent, 0.35), band.inflate(-8, -8), 1, border_radius=6)
    title_col = theme.CREAM
    size = theme.fit_text(meta.short.upper(), "display", 36, band.w - 30)
    surf.blit(theme.text_surface(meta.short.upper(), "display", size, title_col, True),
              theme.text_surface(meta.short.upper(), "display", size, title_col, True).get_rect(center=band.center))
    # art panel
    art_rect = pygame.Rect(14, band.bottom + 12, w - 28, ART_H)
    surf.blit(tile_art(game_id, art_rect.size), art_rect)
    pygame.draw.rect(surf, theme.darken(theme.PARCHMENT_DARK, 0.45), art_rect, 3)
    # players badge
    y = art_rect.bottom + 18
    badge_text = meta.players_text
    bt = theme.text_surface(badge_text, "black", 22, theme.INK, False)
    badge = pygame.Rect(0, 0, bt.get_width() + 58, 38)
    badge.midtop = (w // 2, y)
    pygame.draw.rect(surf, theme.mix(theme.PARCHMENT_DARK, meta.accent, 0.25), badge, border_radius=19)
    pygame.draw.rect(surf, theme.darken(meta.accent, 0.3), badge, 2, border_radius=19)
    # a tiny figure (a player)
    fx, fy = badge.left + 22, badge.centery
    pygame.draw.circle(surf, theme.INK, (fx, fy - 7), 5)
    pygame.draw.ellipse(surf, theme.INK, (fx - 8, fy - 1, 16, 13))
    surf.blit(bt, bt.get_rect(midleft=(badge.left + 38, badge.centery)))
    # the tagline at the foot: one line, or two where a language's words run longer
    tag_size, tag_lines = tagline_layout(meta.tagline, w - 36)
    tag_step = theme.font("italic", tag_size).get_linesize()
    tag_top = h - 16 - tag_step * len(tag_lines)
    for i, line in enumerate(tag_lines):
        theme.draw_text(surf, line, (w // 2, tag_top + i * tag_step), "italic", tag_size, theme.INK_SOFT, "midtop",
                        shadow=False)
    # pitch, above it
    pitch_rect = pygame.Rect(26, badge.bottom + 14, w - 52, tag_top - 4 - badge.bottom - 14)
    pitch_size = 23  # a longer pitch (French, German) is set smaller, never cut
    while pitch_size > 15 and len(theme.wrap_text(meta.pitch, "text", pitch_size, pitch_rect.w)) * (
            theme.font("text", pitch_size).get_linesize() + 2) > pitch_rect.h + 2:
        pitch_size -= 1
    theme.draw_wrapped(surf, meta.pitch, pitch_rect, "text", pitch_size, theme.INK, line_gap=2, align="center")
    if hovered:
        pygame.draw.rect(surf, theme.GOLD, surf.get_rect(), 4, border_radius=16)
    return surf


def tagline_layout(tagline: str, width: int) -> tuple[int, list[str]]:
    """(size, lines) of a tile's tagline: one line from 19 px down to 16, else two lines from 17 px
    down (a French or German tagline runs ~40% longer than the English one)."""
    for size in range(19, 15, -1):
        if theme.text_width(tagline, "italic", size) <= width:
            return size, [tagline]
    for size in range(17, 12, -1):
        lines = theme.wrap_text(tagline, "italic", size, width)
        if len(lines) <= 2:
            return size, lines
    return 13, theme.wrap_text(tagline, "italic", 13, width)


def title_surface() -> pygame.Surface:
    return _title_surface(i18n.language())


@holds_words
@functools.lru_cache(maxsize=2)
def _title_surface(language: str) -> pygame.Surface:
    """FRONTIER TABLETOP in poster type: cream letters, dark outline, gold rules and stars."""
    f = theme.font("display", 118)
    text = "FRONTIER TABLETOP"
    fg = f.render(text, True, theme.CREAM)
    outline = f.render(text, True, (40, 22, 12))
    w, h = fg.get_width() + 40, fg.get_height() + 120
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    shadow = f.render(text, True, (0, 0, 0))
    shadow.set_alpha(120)
    s.blit(shadow, (20 + 6, 24 + 10))
    for dx in (-4, -2, 0, 2, 4):
        for dy in (-4, -2, 0, 2, 4):
            if dx or dy:
                s.blit(outline, (20 + dx, 24 + dy))
    s.blit(fg, (20, 24))
    # gold under-rule with stars
    y = 24 + fg.get_height() + 14
    mid = w // 2
    sub = theme.text_surface(_("FIVE GAMES OF THE WILD WEST"), "black", 28, theme.GOLD, True)
    gap = sub.get_width() // 2 + 60
    for side in (-1, 1):
        x0, x1 = mid + side * gap, mid + side * (w // 2 - 40)
        pygame.draw.line(s, theme.GOLD_DARK, (x0, y + 19), (x1, y + 19), 3)
        pygame.draw.line(s, theme.GOLD, (x0, y + 17), (x1, y + 17), 1)
        art.star(s, (mid + side * (gap - 28), y + 18), 13, theme.GOLD)
    s.blit(sub, sub.get_rect(center=(mid, y + 18)))
    return s


@functools.lru_cache(maxsize=1)
def props_surface() -> pygame.Surface:
    """A stack of poker chips for the lower-left corner, with its shadow."""
    s = pygame.Surface((300, 150), pygame.SRCALPHA)
    sh = backdrop.shadow((150, 46), 23, 150, 14)
    s.blit(sh, (20 - 14, 92 - 14 + 8))
    chip_cols = [(170, 40, 36), (170, 40, 36), (36, 70, 150), (36, 70, 150), (220, 210, 190), (170, 40, 36)]
    for k, col in enumerate(chip_cols):
        y = 100 - k * 11
        x = 22 + (k % 2) * 3
        rect = pygame.Rect(x, y, 140, 40)
        pygame.draw.ellipse(s, theme.darken(col, 0.45), rect.move(0, 6))
        pygame.draw.rect(s, theme.darken(col, 0.3), (x, y + 20, 140, 8))
        pygame.draw.ellipse(s, col, rect)
        for a in range(0, 360, 45):
            ang = math.radians(a + k * 20)
            cx, cy = rect.centerx + 60 * math.cos(ang), rect.centery + 16 * math.sin(ang)
            pygame.draw.ellipse(s, (246, 240, 226), (cx - 6, cy - 3, 12, 6))
        pygame.draw.ellipse(s, theme.lighten(col, 0.2), rect.inflate(-50, -16))
        pygame.draw.ellipse(s, theme.darken(col, 0.35), rect, 1)
    return s


@functools.lru_cache(maxsize=1)
def dice_surface() -> pygame.Surface:
    """Two dice resting in the lower-right corner."""
    s = pygame.Surface((150, 110), pygame.SRCALPHA)
    for x, y, face, ang in ((48, 56, 6, 18), (104, 60, 3, -12)):
        d = art.die(52, (240, 232, 214), (60, 40, 30), face, ang)
        dsh = backdrop.shadow((52, 52), 10, 140, 8)
        s.blit(dsh, dsh.get_rect(center=(x + 4, y + 6)))
        s.blit(d, d.get_rect(center=(x, y)))
    return s


# --------------------------------------------------------------------------------------------
class MenuScene(Scene):
    opaque = True

    def __init__(self, app):
        super().__init__(app)
        self.games = games.GAMES
        total = len(self.games) * TILE_W + (len(self.games) - 1) * TILE_GAP
        left = (app.size[0] - total) // 2
        self.tiles = {g.id: pygame.Rect(left + i * (TILE_W + TILE_GAP), TILE_TOP, TILE_W, TILE_H)
                      for i, g in enumerate(self.games)}
        self.lift = {g.id: 0.0 for g in self.games}
        self.hover: str | None = None
        self.widgets = widgets.WidgetGroup()
        self.rules_picker = False
        self._build_buttons()

    def _build_buttons(self) -> None:
        self.widgets.clear()
        self.latest = saves.newest_resumable()
        self.rejoinable = self._rejoinable()
        y = 904
        w, gap = 196, 12
        specs = [(_("New table"), self.new_table, "primary", True, None),
                 (_("Continue"), self.continue_game, "wood", self.has_continue(),
                  _("No game to continue yet: every table you start is saved as you play.")),
                 (_("Join a table"), self.app.routes.join, "wood", True, None),
                 (_("Saved tables"), self.open_saved_tables, "wood", True, None),
                 (_("Records"), self.app.routes.records, "wood", True, None),
                 (_("Rules"), self.open_rules_picker, "wood", True, None),
                 (_("Settings"), self.open_settings, "wood", True, None),
                 (_("Quit"), self.app.quit, "danger", True, None)]
        total = len(specs) * w + (len(specs) - 1) * gap
        x = (self.app.size[0] - total) // 2
        for label, cb, style, enabled, reason in specs:
            tooltip = self._continue_caption() if cb == self.continue_game and self.has_continue() else None
            self.widgets.add(widgets.Button((x, y, w, 82), label, cb, style=style, size=30, enabled=enabled,
                                            disabled_reason=reason, tooltip=tooltip))
            x += w + gap
        self.widgets.add(widgets.Button((76, 994, 150, 42), _("Credits"), self.open_credits, style="ghost", size=20,
                                        tooltip=_("Who made the pictures, the type and the sounds")))
        self.learn = {g.id: widgets.Button(self._learn_rect(g.id), _("Learn to play"), functools.partial(self.learn_to_play, g.id),
                                           style="primary", size=20,
                                           tooltip=_("A guided first game of {game}").format(game=g.name))
                      for g in self.games if has_lesson(g.id)}
        for button in self.learn.values():
            self.widgets.add(button)
        self.picker = widgets.WidgetGroup()
        panel = self.picker_rect()
        for i, g in enumerate(self.games):
            self.picker.add(widgets.Button((panel.left + 60, panel.top + 130 + i * 86, panel.w - 120, 70), g.name,
                                           functools.partial(self.open_rules, g.id), style="parchment", size=30))
        self.picker.add(widgets.Button((panel.centerx - 120, panel.bottom - 100, 240, 68), _("Close"),
                                       self.close_rules_picker, style="wood", hotkey=pygame.K_ESCAPE))

    def _rejoinable(self) -> list:
        """The tables this computer joined at friends' (`game.online.kept`) that Continue may
        sit at again, the latest first."""
        from game.online.kept import kept_seats
        return [kept for kept in kept_seats() if kept.game in games.KNOWN_IDS]

    def has_continue(self) -> bool:
        return self.latest is not None or bool(self.rejoinable)

    def continue_count(self) -> int:
        """How many tables Continue may go to: with more than one joined at friends' among
        them, it asks which (`KeptTablesScene`)."""
        return len(self.rejoinable) + (self.latest is not None)

    def _continue_caption(self) -> str:
        from scenes.online.kept_tables import kept_table_words
        if self.rejoinable and self.continue_count() > 1:
            count = self.continue_count()
            return i18n.ngettext("Continue: choose one of {count} table", "Continue: choose one of {count} tables",
                                 count).format(count=i18n.format_number(count))
        if self.rejoinable:
            return _("Continue: {table}").format(table=kept_table_words(self.rejoinable[0]))
        return _("Continue: {table}").format(table=self.latest.headline)

    def build(self) -> None:
        """The buttons in the current language (the app calls this when it changes)."""
        self._build_buttons()

    def _learn_rect(self, game_id: str, lift: int = 0) -> pygame.Rect:
        """A tab hanging under the game's tile (it rises with the tile)."""
        tile = self.tiles[game_id]
        return pygame.Rect(tile.centerx - 100, tile.bottom - 14 - lift, 200, 40)

    def picker_rect(self) -> pygame.Rect:
        r = pygame.Rect(0, 0, 720, 740)
        r.center = (self.app.size[0] // 2, self.app.size[1] // 2 + 10)
        return r

    def on_uncover(self) -> None:
        self._build_buttons()

    # -- actions ---------------------------------------------------------------------------------
    def new_table(self, game_id: str | None = None) -> None:
        """The new-table screen, on the game asked for, else the game last played."""
        self.app.routes.new_table(game_id or (self.latest.game_id if self.latest else self.games[0].id))

    def continue_game(self) -> None:
        """Sit down again at the table played most recently; with tables joined at friends' and
        another besides, choose which."""
        if self.rejoinable and self.continue_count() > 1:
            self.app.routes.kept_tables(self.rejoinable, self.latest)
        elif self.rejoinable:
            self.app.routes.rejoin(self.rejoinable[0])
        elif self.latest is not None and self.app.routes.resume(self.latest) is not None:
            self._build_buttons()  # it turned out damaged: Continue moves on to the next one

    def learn_to_play(self, game_id: str) -> None:
        self.app.routes.lesson(game_id)

    def open_saved_tables(self) -> None:
        self.app.routes.saved_tables()

    def open_settings(self) -> None:
        self.app.routes.settings()

    def open_credits(self) -> None:
        self.app.routes.credits()

    def open_rules_picker(self) -> None:
        self.rules_picker = True

    def close_rules_picker(self) -> None:
        self.rules_picker = False

    def open_rules(self, game_id: str) -> None:
        self.rules_picker = False
        self.app.routes.rules(game_id)

    def focus_targets(self) -> list:
        """The rules picker's games while it is open; else the game tiles (choosing one starts a
        table of it) beside the menu's buttons."""
        if self.rules_picker:
            return focus.widget_targets([self.picker])
        tiles = [focus.Target(pygame.Rect(rect), functools.partial(self.new_table, gid), gid)
                 for gid, rect in self.tiles.items()]
        return focus.widget_targets([self.widgets]) + tiles

    # -- loop ------------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        if self.rules_picker:
            if self.picker.handle(event):
                return True
            if event.type == pygame.MOUSEBUTTONDOWN and not self.picker_rect().collidepoint(event.pos):
                self.rules_picker = False
            return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.KEYDOWN)
        if self.widgets.handle(event):
            return True
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN) and hasattr(event, "pos"):
            self.hover = next((gid for gid, r in self.tiles.items() if r.collidepoint(event.pos)), None)
            if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.hover:
                self.new_table(self.hover)
                return True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                return True  # the menu is the bottom of the stack; Esc does nothing here
            if event.key == pygame.K_n:
                self.new_table()
                return True
            if event.key in (pygame.K_LEFT, pygame.K_RIGHT):
                ids = [g.id for g in self.games]
                step = -1 if event.key == pygame.K_LEFT else 1
                i = ids.index(self.hover) + step if self.hover in ids else (0 if step > 0 else len(ids) - 1)
                self.hover = ids[i % len(ids)]
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.hover:
                self.new_table(self.hover)
                return True
        return False

    def update(self, dt: float) -> None:
        for gid in self.lift:
            target = 1.0 if gid == self.hover else 0.0
            cur = self.lift[gid]
            if cur != target:
                step = dt / 0.14
                cur = min(target, cur + step) if target > cur else max(target, cur - step)
                self.lift[gid] = cur
            if gid in self.learn:
                self.learn[gid].rect = self._learn_rect(gid, self._lift_px(gid))

    def _lift_px(self, game_id: str) -> int:
        return int(14 * (1 - (1 - self.lift[game_id]) ** 3))

    def is_animating(self) -> bool:
        return any(v != (1.0 if gid == self.hover else 0.0) for gid, v in self.lift.items())

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(backdrop.table(self.app.size), (0, 0))
        title = title_surface()
        surface.blit(title, title.get_rect(midtop=(self.app.size[0] // 2, 58)))
        surface.blit(props_surface(), (60, 850))
        surface.blit(dice_surface(), (1700, 870))
        for g in self.games:
            rect = self.tiles[g.id]
            ease = 1 - (1 - self.lift[g.id]) ** 3
            r = rect.move(0, -self._lift_px(g.id))
            widgets.draw_shadow(surface, r, radius=16, alpha=130 + int(40 * ease), blur=16 + int(8 * ease),
                                offset=(0, 10 + int(10 * ease)))
            surface.blit(tile_surface(g.id, g.id == self.hover), r)
        self.widgets.draw(surface)
        continuing = self._continue_caption() if self.has_continue() else ""
        keys_words = _("F11 fullscreen  \u00b7  Esc pauses a game")
        keys_size = KEYS_SIZE if not continuing else theme.least_asked(KEYS_SIZE)  # grown, it gives way to Continue's
        keys = theme.draw_text(surface, keys_words, (self.app.size[0] - 96, 1002), "italic", keys_size, theme.CREAM_DIM,
                               "midright")
        if continuing:  # centred, and clear of the keys at its right whatever the text size
            room = min(1060, 2 * (keys.left - 24 - self.app.size[0] // 2))
            size = theme.fit_text(continuing, "italic", CONTINUE_SIZE, room, theme.least_asked(CONTINUE_SIZE))
            caption = theme.ellipsize(continuing, "italic", size, room)
            theme.draw_text(surface, caption, (self.app.size[0] // 2, 1000), "italic", size, theme.CREAM, "midtop")
        if self.rules_picker:
            widgets.veil(surface, PICKER_VEIL)
            p = self.picker_rect()
            widgets.draw_panel(surface, p, "parchment", radius=20)
            theme.draw_text(surface, _("Which rules?"), (p.centerx, p.top + 66), "display", 52, theme.INK, "center",
                            shadow=False)
            self.picker.draw(surface)
