"""The end of a game: who won, the final scores, a few statistics, and what to do next."""
from __future__ import annotations

import pygame

from game import games
from game.controllers.base import make_controller
from game.i18n import _, format_number
from game.seat_words import seat_badge
from game.stack import Scene
from game.ui import theme, widgets
from game.ui.seat_marks import SeatMarks


def game_statistics(controller) -> list[tuple[str, list[str]]]:
    """Rows of the statistics table in the current language: the game's controller adds its own
    (`statistics()`, asked each time, so it words them in the language of the moment)."""
    movers = [controller.mover(i) for i in range(controller.moves_made())]
    decisions = [movers.count(seat) for seat in range(len(controller.seats))]
    # Translators: a column of the results table: how many decisions each player took (~10 letters)
    rows = [(_("Decisions"), [format_number(d) for d in decisions])]
    if any(controller.hints_used):
        rows.append((_("Hints used"), [format_number(n) if seat.is_human else ""
                                       for n, seat in zip(controller.hints_used, controller.seats)]))
    return rows + controller.statistics()


class ResultsScene(Scene):
    opaque = False

    def __init__(self, app, controller):
        super().__init__(app)
        self.controller = controller
        self.marks = SeatMarks.of(controller.seats)
        meta = games.get(controller.game_id)
        self.accent = meta.accent
        self.buttons = widgets.WidgetGroup()
        self.told_unrecorded = False
        self.build()

    def build(self) -> None:
        """The buttons and the statistics in the current language (again when it changes)."""
        self.buttons.clear()
        online = self.online()
        guest = online is not None and online.is_guest
        self.buttons.add(widgets.Button((560, 900, 360, 80), _("Play again"), self.play_again, style="primary",
                                        enabled=not guest,
                                        disabled_reason=_("The host starts the next game: you stay seated.")))
        self.buttons.add(widgets.Button((1000, 900, 360, 80), _("Back to menu"), self.to_menu))
        self.stats = game_statistics(self.controller)

    def held_game(self):
        return self.controller

    def online(self):
        """The online table's companion (`scenes.online.companion.TableCompanion`) under these results, or None."""
        table = self.app.stack.table()
        return getattr(table, "online", None) if table is not None and table.controller is self.controller else None

    def play_again(self) -> None:
        """A fresh table of the same game and seats; at an online table everyone stays seated
        (the host seats its guests at the fresh table; a guest waits for the host's)."""
        c = self.controller
        online = self.online()
        if online is not None and online.is_guest:
            return
        fresh = make_controller(c.game_id, online.hosting.seats_again() if online is not None else c.seats, c.options)
        c.close()
        self.app.routes.menu()
        if online is not None:
            online.hosting.rematch(fresh)
            self.app.routes.online_table(fresh, online.hosting)
        else:
            self.app.routes.table(fresh)

    def to_menu(self) -> None:
        online = self.online()
        if online is not None:
            online.leave()
        self.controller.close()
        self.app.routes.menu()

    def handle(self, event: pygame.event.Event) -> bool:
        self.buttons.handle(event)
        return True

    def update(self, dt: float) -> None:
        self.buttons.update(dt)
        self._tell_unrecorded()

    def _tell_unrecorded(self) -> None:
        """The record is written off the UI thread as the results come up: if it could not be (the
        disk filled up), say once that the game is kept as a save instead. (Where the saves were
        failing already, a read-only folder, the table has said so and there is nothing new.)"""
        c = self.controller
        if not self.told_unrecorded and c.unrecorded() and c.slot.written:
            self.told_unrecorded = True
            # Translators: {reason} is the system's words for why the record could not be written
            self.app.notify(_("This game could not be added to your records ({reason}). Its save is kept in Saved "
                              "tables.").format(reason=c.save_failure()), seconds=10)

    def draw(self, surface: pygame.Surface) -> None:
        widgets.veil(surface)
        card = pygame.Rect(360, 90, 1200, 900)
        widgets.draw_panel(surface, card, "parchment", radius=26)
        c = self.controller
        winners = c.winners()
        names = [c.names[w] for w in winners]
        if len(names) == 1:
            title = _("{name} wins!").format(name=names[0])
        else:
            # Translators: {names} is a list of players ("Ana, Bill"), {last} the last of the winners
            title = _("{names} and {last} share the win!").format(names=", ".join(names[:-1]), last=names[-1])
        theme.draw_text(surface, _("GAME OVER"), (card.centerx, card.y + 36), "display", 36,
                        theme.readable_on(self.accent, theme.PARCHMENT), anchor="midtop", shadow=False)
        size = theme.fit_text(title, "display", 72, card.w - 80, min_size=30)
        title_top = card.y + theme.grown(84, "display", 36)  # under GAME OVER, as tall as its type is now
        theme.draw_text(surface, title, (card.centerx, title_top + (72 - size) // 2), "display", size, theme.INK,
                        anchor="midtop", shadow=False)
        scores = c.scores()
        places = c.places()
        order = sorted(range(len(c.seats)), key=lambda s: (places[s], s))
        first = card.x + (760 if len(self.stats) <= 3 else 680)
        step = min(150, (card.right - 60 - first) / max(1, len(self.stats)))
        col_x = [card.x + 80, card.x + 530] + [int(first + step * i) for i in range(len(self.stats))]
        y = card.y + 230
        heads = [_("Player"), self.score_label()] + [name for name, _values in self.stats]
        widths = [450, first - card.x - 540] + [int(step) - 12] * len(self.stats)
        for x, head, width in zip(col_x, heads, widths):
            size = theme.fit_text(head, "black", 22, width, min_size=14)
            theme.draw_text(surface, head, (x, y), "black", size, theme.INK_SOFT, shadow=False)
        y += 44
        for seat in order:
            row = pygame.Rect(card.x + 50, y - 8, card.w - 100, 64)
            if seat in winners:
                pygame.draw.rect(surface, theme.mix(theme.PARCHMENT, theme.GOLD, 0.45), row, border_radius=12)
            mid = row.centery
            self.marks.draw(surface, seat, (col_x[0] + 16, mid), 16)
            # Translators: a player's place at the end and their name: "1. Ana"
            place = _("{place}. {name}").format(place=format_number(places[seat]), name=c.names[seat])
            name = theme.draw_text(surface, place, (col_x[0] + 44, mid), "display", 34,
                                   theme.INK, anchor="midleft", shadow=False)
            is_human = c.seats[seat].is_human
            tag = theme.text_surface(seat_badge(c.seats[seat]), "black", 14,
                                     theme.INK, shadow=False)
            box = pygame.Rect(name.right + 12, 0, tag.get_width() + 14, tag.get_height() + 4)
            box.centery = mid
            if box.right < col_x[1] - 10:
                pygame.draw.rect(surface, theme.CREAM if is_human else theme.GOLD, box, border_radius=8)
                pygame.draw.rect(surface, theme.INK_SOFT, box, 1, border_radius=8)
                surface.blit(tag, tag.get_rect(center=box.center))
            theme.draw_text(surface, self.format_score(scores[seat]), (col_x[1], mid), "display", 34, theme.INK,
                            anchor="midleft", shadow=False)
            for x, width, (_name, values) in zip(col_x[2:], widths[2:], self.stats):
                size = theme.fit_text(values[seat], "display_light", 30, width, min_size=18)  # "lebendig", not "alive"
                theme.draw_text(surface, values[seat], (x, mid), "display_light", size, theme.INK, anchor="midleft",
                                shadow=False)
            y += 76
        self.buttons.draw(surface)

    def score_label(self) -> str:
        """The score column's heading: the game's own word (a message id its controller marks), shown
        in the current language."""
        return _(self.controller.score_label)

    def format_score(self, score: float) -> str:
        return self.controller.format_score(score)

    def is_animating(self) -> bool:
        return False
