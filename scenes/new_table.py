"""New table: choose the game, the number of seats, who sits where (human or AI level), names, options.

    NewTableScene(app, game_id=None)

Start builds a controller with ``game.controllers.base.make_controller`` and sits down at its table
(``app.routes.table``). The seat choice is remembered per game in the settings.

The people remembered at this computer (`game.players`) are offered beside the options: their
human seats start with their names, a click on a person seats them, and a human seat whose name
is a remembered person's plays as that person (their medallion shows, their records count it).
"Edit players" opens the screen where people are added and chosen a colour and a picture.
"""
from __future__ import annotations

import functools
from typing import Any

import pygame

from game import games, players
from game.i18n import C_, _, format_number, ngettext, pgettext
from game.seat_words import seat_kind_label
from game.stack import Scene
from game.ui import backdrop, focus, theme, widgets
from game.ui.portraits import draw_portrait
from game.ui.seat_marks import SeatMarks
from game.ui.picture_cache import holds_words

DEFAULT_NAMES = ("Ana", "Bill", "Calamity", "Doc", "Etta", "Frank", "Gus", "Hattie")
AI_NAMES = ("Wyatt", "Belle", "Jesse", "Annie", "Butch", "Pearl", "Cole", "Sadie")
PEOPLE = pygame.Rect(1280, 700, 500, 150)
"""Where the remembered people are offered (below the options)."""
SEAT_KINDS = ("human", "remote", "ai:easy", "ai:medium", "ai:hard")
"""The kinds of seat offered, as settings and saves name them (shown through `seat_kind_label`):
a person at this screen, a person at another computer (their name is the one typed here), the
AI levels."""
PERSON_KINDS = ("human", "remote")
OPTION_NAMES = {"church_card": C_("table option", "Church card"), "labor_card": C_("table option", "Labor card"),
                "duel_card": C_("table option", "Duel card")}
"""A game option's name (its rules' id) -> its message id (context "table option")."""
OPTION_VALUES = {"church": C_("card", "Church"), "saloon": C_("card", "Saloon"),
                 "honest_labor": C_("card", "Honest Labor"), "dishonest_labor": C_("card", "Dishonest Labor"),
                 "duel": C_("card", "Duel"), "shootout": C_("card", "Shootout")}
"""A game option's value (its rules' id, here a card's) -> its message id (context "card")."""


@holds_words
@functools.lru_cache(maxsize=8)
def _thumb(game_id: str, size: tuple[int, int]) -> pygame.Surface:
    game = games.get(game_id)
    art = pygame.Surface((292, 236))
    art.fill(game.accent)
    game.look().paint_tile(art, game)
    return pygame.transform.smoothscale(art, size)


class NewTableScene(Scene):
    PANEL = pygame.Rect(520, 96, 1320, 888)

    def __init__(self, app, game_id: str | None = None):
        super().__init__(app)
        self.game_id = game_id if game_id in games.GAME_IDS else games.GAME_IDS[0]
        self.widgets = widgets.WidgetGroup()
        self.game_buttons: dict[str, widgets.Button] = {}
        self.seat_kinds: list[str] = []
        self.seat_names: list[str] = []
        self.options: dict[str, Any] = {}
        self.roster, notice = players.load()
        if notice:
            app.notify(notice)
        self.select_game(self.game_id)

    def proper_names(self) -> set[str]:
        """The seats' names and the remembered people's, drawn as typed in every language."""
        return set(self.seat_names) | {p.name for p in self.roster.players}

    # -- data ------------------------------------------------------------------------------------
    def info(self, game_id: str) -> Any:
        """The game's name, seat range and options, from its rules."""
        return games.get(game_id).info

    def seat_range(self) -> tuple[int, int]:
        info = self.info(self.game_id)
        return info.min_seats, info.max_seats

    def select_game(self, game_id: str) -> None:
        self.game_id = game_id
        lo, hi = self.seat_range()
        saved = [t for t in self.app.settings.default_seats.get(game_id, "").split(",") if t]
        count = min(hi, max(lo, len(saved) if saved else min(hi, max(lo, 3))))
        self.seat_kinds = self.app.settings.seats_for(game_id, count)
        self.seat_names = []
        self._fill_names()
        self.options = self.info(game_id).default_options()
        self.build()

    def _fill_names(self) -> None:
        while len(self.seat_names) < len(self.seat_kinds):
            i = len(self.seat_names)
            if self.seat_kinds[i] == "remote":
                self.seat_names.append(DEFAULT_NAMES[i % len(DEFAULT_NAMES)])
            elif self.seat_kinds[i] == "human":
                free = [p.name for p in self.roster.players if p.name not in self.seat_names]
                self.seat_names.append(free[0] if free else DEFAULT_NAMES[i % len(DEFAULT_NAMES)])
            else:
                self.seat_names.append(AI_NAMES[i % len(AI_NAMES)])
        del self.seat_names[len(self.seat_kinds):]

    def set_count(self, n: int) -> None:
        lo, hi = self.seat_range()
        n = max(lo, min(hi, n))
        while len(self.seat_kinds) < n:
            self.seat_kinds.append("ai:medium")
        del self.seat_kinds[n:]
        self._fill_names()
        self.build()

    def set_kind(self, seat: int, kind: str) -> None:
        old = self.seat_kinds[seat]
        self.seat_kinds[seat] = kind
        # a default name follows the seat's kind (a person's, here or at another computer, or an
        # AI's); a typed name stays
        person, was_person = kind in PERSON_KINDS, old in PERSON_KINDS
        if person != was_person:
            if self.seat_names[seat] == DEFAULT_NAMES[seat % 8] and not person:
                self.seat_names[seat] = AI_NAMES[seat % 8]
            elif self.seat_names[seat] == AI_NAMES[seat % 8] and person:
                self.seat_names[seat] = DEFAULT_NAMES[seat % 8]
        if person != was_person or "remote" in (old, kind):
            self.build()

    def set_name(self, seat: int, name: str) -> None:
        self.seat_names[seat] = name

    def person_at(self, seat: int) -> players.Player | None:
        """The remembered person a human seat plays as (its name is theirs), or None for a guest."""
        if self.seat_kinds[seat] != "human":
            return None
        return self.roster.by_name(self.seat_names[seat])

    def seat_person(self, pid: str) -> None:
        """Seat a remembered person: in the first human seat no remembered person holds, else in
        the last AI seat, which becomes theirs."""
        person = self.roster.by_id(pid)
        if person is None:
            return
        if any(self.person_at(i) is person for i in range(len(self.seat_kinds))):
            self.app.notify(_("{name} already has a seat.").format(name=person.name))
            return
        seat = next((i for i, k in enumerate(self.seat_kinds) if k == "human" and self.person_at(i) is None), None)
        if seat is None:
            seat = next((i for i in reversed(range(len(self.seat_kinds))) if self.seat_kinds[i] != "human"), None)
        if seat is None:
            self.app.notify(_("Every seat has a person: add a seat first."))
            return
        self.seat_kinds[seat] = "human"
        self.seat_names[seat] = person.name
        self.build()

    def person_chips(self) -> list[tuple[players.Player, pygame.Rect]]:
        """The remembered people offered beside the options, three to a row, two rows at most."""
        chips = []
        for i, person in enumerate(self.roster.players[:6]):
            chips.append((person, pygame.Rect(PEOPLE.x + (i % 3) * 168, PEOPLE.y + 44 + (i // 3) * 56, 160, 50)))
        return chips

    def colour_clash(self, marks: SeatMarks) -> str:
        """What the table does when people seated here chose the same colour: the first keeps it,
        the next wears one nobody wears (`players.seat_colours`), and New table says so ("" when
        everyone wears their own)."""
        seated = [(seat, self.person_at(seat)) for seat in range(len(self.seat_kinds))]
        seated = [(seat, person) for seat, person in seated if person is not None]
        for seat, person in seated:
            if marks.colours[seat] != person.colour:
                first = next(p for s, p in seated if s < seat and p.colour == person.colour)
                return _("{first} and {second} chose the same colour: {second} wears another at this table.").format(
                    first=first.name, second=person.name)
        return ""

    def set_option(self, name: str, value: Any) -> None:
        self.options[name] = value

    # -- layout ----------------------------------------------------------------------------------
    def build(self) -> None:
        self.widgets.clear()
        self.game_buttons = {}
        # game list on the left
        for i, g in enumerate(games.GAMES):
            b = widgets.Button((84, 200 + i * 128, 400, 108), g.short, functools.partial(self.select_game, g.id),
                               icon=_thumb(g.id, (120, 84)),
                               style="primary" if g.id == self.game_id else "parchment", size=32,
                               selected=g.id == self.game_id,
                               accent=g.chosen or theme.lighten(g.accent, 0.2))
            self.game_buttons[g.id] = self.widgets.add(b)
        p = self.PANEL
        lo, hi = self.seat_range()
        stepper = widgets.Stepper((p.left + 60, p.top + 214, 626, 58), len(self.seat_kinds), lo, hi,
                                  self.set_count, label=_("Players"), value_width=290)
        stepper.label_colour = theme.INK
        self.widgets.add(stepper)
        y = p.top + 300
        row_h = 62 if len(self.seat_kinds) <= 6 else 56
        for i, kind in enumerate(self.seat_kinds):
            self.widgets.add(widgets.TextInput((p.left + 128, y, 250, row_h - 10), self.seat_names[i],
                                               functools.partial(self.set_name, i), max_len=14,
                                               placeholder=_("Seat {number}").format(number=i + 1), size=26))
            kinds = [(k, seat_kind_label(k)) for k in SEAT_KINDS]
            self.widgets.add(widgets.Choice((p.left + 396, y, 290, row_h - 10), kinds, kind,
                                            functools.partial(self.set_kind, i), size=24))
            y += row_h
        # options on the right
        info = self.info(self.game_id)
        ox, oy = p.left + 760, p.top + 300
        for name, values in info.options.items():
            opts = [(v, _option_text(v)) for v in values]
            choice = widgets.Choice((ox, oy, 500, 56), opts, self.options.get(name, values[0]),
                                    functools.partial(self.set_option, name),
                                    label=_option_name(name), size=24, value_width=240)
            choice.label_colour = theme.INK
            self.widgets.add(choice)
            oy += 70
        self.widgets.add(widgets.Button((p.right - 360, p.bottom - 116, 300, 84), _("Start"), self.start,
                                        style="primary", size=38, accent=games.get(self.game_id).accent))
        self.widgets.add(widgets.Button((p.left + 60, p.bottom - 116, 240, 84), _("Back"), self.back, size=32,
                                        hotkey=pygame.K_ESCAPE))
        self.widgets.add(widgets.Button((p.left + 320, p.bottom - 116, 240, 84), _("Rules"),
                                        lambda: self.app.routes.rules(self.game_id), size=32))
        self.widgets.add(widgets.Button((PEOPLE.right - 180, PEOPLE.y - 6, 180, 44), _("Edit players"),
                                        self.app.routes.players, size=22, style="parchment",
                                        tooltip=_("Add the people who play here, with a colour and a picture")))

    # -- actions ---------------------------------------------------------------------------------
    def back(self) -> None:
        self.close()

    def seat_configs(self) -> list:
        from game.controllers.seats import SeatConfig
        seats = []
        for i, kind in enumerate(self.seat_kinds):
            name = self.seat_names[i].strip() or (DEFAULT_NAMES[i % 8] if kind in PERSON_KINDS else AI_NAMES[i % 8])
            if kind == "human":
                person = self.person_at(i)
                seats.append(SeatConfig(person.name, "human", player=person.id) if person else SeatConfig(name, "human"))
            elif kind == "remote":
                seats.append(SeatConfig(name, "remote"))
            else:
                seats.append(SeatConfig(name, "ai", kind.partition(":")[2] or "medium"))
        # the log never confuses two seats: make names unique
        seen: dict[str, int] = {}
        out = []
        for s in seats:
            n = seen.get(s.name, 0)
            seen[s.name] = n + 1
            out.append(s if n == 0 else SeatConfig(f"{s.name} {n + 1}", s.kind, s.level, s.player))
        return out

    def start(self) -> None:
        from game.controllers.base import make_controller
        self.app.settings.default_seats[self.game_id] = ",".join(self.seat_kinds)
        self.app.save_settings()
        controller = make_controller(self.game_id, self.seat_configs(), dict(self.options))
        if "remote" in self.seat_kinds:
            self.app.routes.host_online(controller, replace=True)
        else:
            self.app.routes.table(controller, replace=True)

    def focus_targets(self) -> list:
        """The page's widgets, and the remembered people's chips (choosing one seats them)."""
        chips = [focus.Target(rect, functools.partial(self.seat_person, person.id), ("person", person.id))
                 for person, rect in self.person_chips()]
        return focus.widget_targets([self.widgets]) + chips

    # -- loop ------------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        if self.widgets.handle(event):
            return True
        if self.handle_people(event):
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()
            return True
        return False

    def update(self, dt: float) -> None:
        self.widgets.update(dt)

    def is_animating(self) -> bool:
        return self.widgets.is_animating()

    def draw(self, surface: pygame.Surface) -> None:
        meta = games.get(self.game_id)
        surface.blit(backdrop.table(self.app.size), (0, 0))
        theme.draw_text(surface, _("NEW TABLE"), (284, 150), "display", 56, theme.CREAM, "center")
        p = self.PANEL
        widgets.draw_panel(surface, p, "parchment", radius=20)
        band = pygame.Rect(p.left + 20, p.top + 20, p.w - 40, 100)
        fill = meta.band_colour
        pygame.draw.rect(surface, fill, band, border_radius=10)
        pygame.draw.rect(surface, theme.lighten(meta.accent, 0.35), band.inflate(-10, -10), 1, border_radius=8)
        thumb = _thumb(self.game_id, (140, 84))
        surface.blit(thumb, (band.left + 10, band.top + 8))
        pygame.draw.rect(surface, theme.darken(meta.accent, 0.5), (band.left + 10, band.top + 8, 140, 84), 2)
        # the game's name in whichever of cream and ink reads on its accent (ink on Durango's tan)
        dark_band = theme.contrast(theme.CREAM, fill) >= theme.contrast(theme.INK, fill)
        title_ink = theme.CREAM if dark_band else theme.INK
        theme.draw_text(surface, meta.name, (band.left + 176, band.centery - 14), "display", 44, title_ink, "midleft",
                        shadow=dark_band)
        tagline_ink = _readable_tint(meta.accent, fill, lighter=dark_band)
        theme.draw_text(surface, meta.tagline, (band.left + 178, band.centery + 30), "italic", 24, tagline_ink, "midleft",
                        shadow=dark_band)
        theme.draw_text(surface, meta.pitch, (p.left + 60, p.top + 160), "italic", 26, theme.INK_SOFT, "midleft",
                        shadow=False)
        # each seat's mark as the table will show it: a remembered person's medallion, else the
        # seat's token, in the colours the table settles (two people never share one)
        y = p.top + 300
        row_h = 62 if len(self.seat_kinds) <= 6 else 56
        marks = SeatMarks.of(self.seat_configs(), self.roster)
        for i in range(len(self.seat_kinds)):
            marks.draw(surface, i, (p.left + 90, y + (row_h - 10) // 2), 20)
            y += row_h
        self._draw_people(surface)
        humans = sum(1 for k in self.seat_kinds if k == "human")
        remote = sum(1 for k in self.seat_kinds if k == "remote")
        theme.draw_text(surface, meta.players_text, (p.left + 230, p.top + 243), "italic", 22,
                        theme.INK_SOFT, "midleft", False)
        clash = self.colour_clash(marks)
        if clash:
            hint = clash
        elif remote:
            hint = ngettext("{count} person plays from another computer: Start shows the invite code to send them.",
                            "{count} people play from other computers: Start shows the invite code to send them.",
                            remote).format(count=format_number(remote))
        elif humans > 1:
            hint = ngettext("{count} person shares this screen: a hand-off curtain hides each player's secrets "
                            "until they are ready.",
                            "{count} people share this screen: a hand-off curtain hides each player's secrets "
                            "until they are ready.", humans).format(count=format_number(humans))
        elif humans == 1:
            hint = _("You play against the AI seats. AIs think while you watch; each of their moves is logged.")
        else:
            hint = _("Only AI seats: sit back and watch them play.")
        theme.draw_wrapped(surface, hint, pygame.Rect(p.left + 60, y + 6, 640, max(60, p.bottom - 124 - y - 6)), "italic", 22, theme.INK_SOFT)
        # column headings
        theme.draw_text(surface, _("Options"), (p.left + 760, p.top + 244), "display", 32, theme.INK, "midleft", False)
        if not self.info(self.game_id).options:
            theme.draw_text(surface, _("This game has no options."), (p.left + 760, p.top + 320), "italic", 24,
                            theme.INK_SOFT, "midleft", False)
        # the seat labels above the columns
        label = 18 * 100 // theme.text_percent()  # the labels' one line of room above the seats: as at 100% text
        theme.draw_text(surface, _("Name"), (p.left + 128, p.top + 290), "black", label, theme.INK_SOFT, "bottomleft", False)
        theme.draw_text(surface, pgettext("column heading", "Seat"), (p.left + 396, p.top + 290), "black", label,
                        theme.INK_SOFT, "bottomleft", False)
        self.widgets.draw(surface)

    def _draw_people(self, surface: pygame.Surface) -> None:
        theme.draw_text(surface, _("Who plays?"), (PEOPLE.x, PEOPLE.y + 16), "display", 30, theme.INK, "midleft", False)
        chips = self.person_chips()
        if not chips:
            theme.draw_wrapped(surface, _("Nobody is remembered yet: Edit players adds the people who play here."),
                               pygame.Rect(PEOPLE.x, PEOPLE.y + 48, PEOPLE.w, 120), "italic", 22, theme.INK_SOFT)
            return
        seated = {self.person_at(i) for i in range(len(self.seat_kinds))}
        for person, rect in chips:
            fill = theme.mix(theme.PARCHMENT, theme.seat_colour(person.colour), 0.35 if person in seated else 0.0)
            pygame.draw.rect(surface, fill, rect, border_radius=25)
            pygame.draw.rect(surface, theme.INK if person in seated else theme.INK_SOFT, rect, 2, border_radius=25)
            draw_portrait(surface, person, (rect.x + 25, rect.centery), 21)
            name = theme.ellipsize(person.name, "bold", 22, rect.w - 60)
            theme.draw_text(surface, name, (rect.x + 52, rect.centery), "bold", 22, theme.INK, "midleft", False)

    def handle_people(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for person, rect in self.person_chips():
                if rect.collidepoint(event.pos):
                    self.seat_person(person.id)
                    return True
        return False

    def on_uncover(self) -> None:
        """Back from Players (or the rules): people just added take the human seats that still
        hold a default name."""
        self.roster, notice = players.load()
        if notice:
            self.app.notify(notice)
        for i, kind in enumerate(self.seat_kinds):
            if kind == "human" and self.seat_names[i] in DEFAULT_NAMES and self.person_at(i) is None:
                free = [p.name for p in self.roster.players if p.name not in self.seat_names]
                if free:
                    self.seat_names[i] = free[0]
        self.build()


def _option_name(name: str) -> str:
    """A game option's name as the current language says it."""
    message = OPTION_NAMES.get(name)
    return pgettext("table option", message) if message else name.replace("_", " ").capitalize()


def _option_text(value: Any) -> str:
    """A game option's value as the current language says it: On / Off, a card's name."""
    if value is True:
        return pgettext("switch", "On")
    if value is False:
        return pgettext("switch", "Off")
    message = OPTION_VALUES.get(str(value))
    return pgettext("card", message) if message else str(value).replace("_", " ")


def _readable_tint(accent, fill, lighter: bool, ratio: float = 4.5) -> tuple:
    """The game's accent lightened (on a dark band) or darkened (on a light one) just enough to
    read as small text on `fill`."""
    for step in range(6, 21):
        tint = theme.lighten(accent, step * 0.05) if lighter else theme.darken(accent, step * 0.05)
        if theme.contrast(tint, fill) >= ratio:
            return tint
    return theme.CREAM if lighter else theme.INK
