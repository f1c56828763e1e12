"""The Bulletbucks table: a mat per gambler (bid-bills face down, click stacks with their
markers), the revolver cylinder in the middle that spins and stops on a chamber, the round's
bids and the click markers left in the centre.

Bids are composed with + and - per bill and placed in secret (a hand-off curtain first when
several people share the screen); a placed bid shows as a hand over face-down bills until all
are revealed together.
"""
from __future__ import annotations

import pygame

from game.i18n import _, format_number, ngettext
from game.rules.common.events import joined_names
from game.rules.roulette.content import count, value
from game.rules.roulette.engine import (
    ALIVE,
    BID,
    CHOOSE,
    CONVERT,
    DEAD,
    SPIN,
    Bid,
    score,
)
from game.ui import theme, widgets
from game.ui.chips import BillStack
from game.ui.looks.roulette import Cylinder, draw_marker
from game.ui.panels import draw_mat_band, seat_tag
from game.ui.tween import Call, Sequence, Tween, Wait
from scenes.table_base import BaseTableScene, Secret


class FlyingBills:
    def __init__(self, amount: int, pos):
        self.amount = amount
        self.x, self.y = pos

    def draw(self, surface: pygame.Surface) -> None:
        BillStack((self.x, self.y), [2000, 1000, 2000], width=90, max_span=50).draw(surface)
        theme.draw_text(surface, "+" + format_number(self.amount), (self.x + 60, self.y - 30), "display", 30, theme.HIGHLIGHT,
                        anchor="midleft")


class TableScene(BaseTableScene):

    def build(self) -> None:
        rev = self.layout["revolver"]
        self.cylinder = Cylinder(rev.center, min(rev.w, rev.h) // 2 - 20)
        self.compose = [0, 0]
        self.revealed: dict[int, int] = {}
        self.movers: list = []

    def refresh(self) -> None:
        self.cylinder.result = None

    # -- events -----------------------------------------------------------------------------------
    def _on_RoundBegins(self, event) -> None:
        self.revealed = {}
        self.cylinder.result = None

    def _on_BidPlaced(self, event) -> None:
        self.sound("card")

    def _on_BidsRevealed(self, event) -> None:
        self.sound("chips")
        for seat, total in enumerate(event.totals):
            if total:
                self.revealed[seat] = total
        self.animator.add(Wait(0.6))

    def _on_TieToRaise(self, event) -> None:
        who = joined_names([self.controller.names[s] for s in event.seats])
        self.say(_("A tie for the high bid: {names} raise in secret").format(names=who), 3.0)

    def _on_HighBidder(self, event) -> None:
        self.say(_("{name} has the high bid").format(name=self.controller.names[event.seat]), 2.0)

    def _on_RollerChosen(self, event) -> None:
        self.cylinder.result = None

    def _on_CylinderStopped(self, event) -> None:
        cyl = self.cylinder
        spin = cyl.angle + 360 * 3 + 60 * 3
        landing = round(spin / 60) * 60
        sound = "gunshot" if event.chamber == "bullet" else "click"

        def land() -> None:
            cyl.result = event.chamber
            self.land()  # "click!" or "BANG!", the mats and the banner follow the cylinder, never lead it
            self.sound(sound)
            name = self.controller.names[event.roller]
            if event.chamber == "bullet":
                self.say(_("BANG! {name} is out").format(name=name), 3.0)
            else:
                self.say(_("Click! {name} takes {amount}").format(name=name, amount=format_number(event.pot)), 3.0)

        steps = [Tween(cyl, 1.4, "out_cubic", angle=landing), Call(land)]
        if event.chamber == "bullet":
            steps += [Tween(cyl, 0.05, "linear", flash=1.0), Tween(cyl, 0.6, "out_quad", flash=0.0)]
        steps.append(Wait(0.5))
        if event.chamber != "bullet" and event.pot:
            steps.append(self._bills_fly(event.pot, self.layout["pot"].center, self.layout[f"seat_{event.roller}"].center))
        self.animator.add(Sequence(*steps))
        self.animator.add(Sequence(Wait(2.6), Call(self._clear_bids)))

    def _bills_fly(self, amount: int, start, end):
        """The round's bid flies from the pot to the winner's mat as a little fan of bills."""
        token = FlyingBills(amount, start)
        return Sequence(Call(self.movers.append, token), Tween(token, 0.5, "in_out_quad", x=end[0], y=end[1]),
                        Call(self.movers.remove, token))

    def _clear_bids(self) -> None:
        self.revealed = {}

    def _on_StackConverted(self, event) -> None:
        self.say(_("{name} turns a click stack back into bills").format(name=self.controller.names[event.seat]), 2.5)

    def _on_PlayerEliminated(self, event) -> None:
        if event.reason != "bang":
            self.sound("gunshot")

    # -- decisions --------------------------------------------------------------------------------
    def notice_anchor(self) -> tuple[int, int]:
        """In the strip between the revolver and the bottom mats (the bottom row of mats reaches the
        table's edge); above a person's buttons when they are up there."""
        return self.layout["buttons"].midbottom

    def offer(self, seat: int) -> None:
        state = self.view
        self.buttons.clear()
        zone = self.layout["buttons"]
        c = self.controller
        if state.phase == BID:
            self.compose = [min(1, state.bills[seat][0]), 0 if state.bills[seat][0] else 1]
            self._bid_buttons(seat)
            return
        # six click stacks to turn back, or six gamblers to send, still fit the one row between
        # the revolver and the bottom mats
        self.button_row([(c.label(action, seat), lambda a=action: self.act(seat, a),
                          "primary" if getattr(action, "seat", None) == seat else "wood")
                         for action in c.legal_actions(seat)], zone, grow=None, height=zone.h)

    def choices_in_progress(self) -> object:
        """The bid being made up: how many bills of each kind."""
        return tuple(self.compose) if self.offered is not None and self.view.phase == BID else None

    def resume_choices(self, seat: int, picked: object) -> None:
        have = self.view.bills[seat]
        self.compose = [max(0, min(n, have[i])) for i, n in enumerate(picked)]
        self._bid_buttons(seat)

    def _bid_buttons(self, seat: int) -> None:
        self.buttons.clear()
        zone = self.layout["buttons"]
        have = self.view.bills[seat]
        x = zone.x
        for i, denom in enumerate((1000, 2000)):
            self.buttons.add(widgets.Button((x, zone.y, 64, 60), "-", lambda i=i: self._step(seat, i, -1), size=30,
                                            enabled=self.compose[i] > 0, disabled_reason=_("None of these in the bid.")))
            box = _("{count} x {worth}").format(count=format_number(self.compose[i]), worth=format_number(denom))
            self.buttons.add(widgets.Label((x + 70, zone.y, 170, 60), box, size=26, anchor="center"))
            self.buttons.add(widgets.Button((x + 246, zone.y, 64, 60), "+", lambda i=i: self._step(seat, i, 1), size=30,
                                            enabled=self.compose[i] < have[i],
                                            disabled_reason=ngettext("You have {n} of these bills.",
                                                                     "You have {n} of these bills.", have[i]).format(
                                                n=format_number(have[i]))))
            x += 340
        bid = Bid(*self.compose)
        ok = bid in self.controller.legal_actions(seat)
        self.buttons.add(widgets.Button((x + 10, zone.y, 320, 60), _("Place bid: {amount}").format(amount=format_number(value(tuple(self.compose)))),
                                        lambda: self.act(seat, Bid(*self.compose)), style="primary", enabled=ok,
                                        disabled_reason=_("A bid is at least one bill."), size=26))

    def _step(self, seat: int, index: int, delta: int) -> None:
        self.compose[index] = max(0, min(self.view.bills[seat][index], self.compose[index] + delta))
        self._bid_buttons(seat)

    # -- drawing ----------------------------------------------------------------------------------
    def draw_table(self, surface: pygame.Surface) -> None:
        view = self.view
        for seat in range(len(self.controller.seats)):
            self._draw_mat(surface, seat, view)
        pot = self.layout["pot"]
        widgets.draw_panel(surface, pot, "dark", radius=16)
        theme.draw_text(surface, _("THE ROUND'S BID"), (pot.centerx, pot.y + 12), "black", 18, theme.GOLD, anchor="midtop")
        shown = self._shown_bids(view)
        total = sum(shown.values())
        theme.draw_text(surface, format_number(total) if total else "—", (pot.centerx, pot.centery + 10), "display", 44,
                        theme.CREAM, anchor="center")
        if view.phase in (BID, CONVERT) and view.pending:
            theme.draw_text(surface, ngettext("{n} secret bid on the table", "{n} secret bids on the table",
                                              len(view.pending)).format(n=format_number(len(view.pending))),
                            (pot.centerx, pot.bottom - 14), "italic", 18, theme.CREAM_DIM, anchor="midbottom")
        marks = self.layout["markers"]
        widgets.draw_panel(surface, marks, "dark", radius=16)
        theme.draw_text(surface, _("CLICK MARKERS"), (marks.centerx, marks.y + 12), "black", 18, theme.GOLD, anchor="midtop")
        for i in range(view.centre):
            draw_marker(surface, (marks.x + 40 + (i % 3) * 56, marks.y + 70 + (i // 3) * 50), 20)
        if view.centre == 0:
            theme.draw_text(surface, _("none left"), marks.center, "italic", 22, theme.CREAM_DIM, anchor="center")
        self.cylinder.draw(surface)
        for token in self.movers:
            token.draw(surface)
        if view.roller is not None and view.phase == SPIN:
            rev = self.layout["revolver"]
            theme.draw_text(surface, _("{name} spins").format(name=self.controller.names[view.roller]), (rev.centerx, rev.bottom - 10),
                            "display", 28, theme.CREAM, anchor="midbottom")

    def _shown_bids(self, view) -> dict[int, int]:
        """The round's revealed bids: from the table, or (while the cylinder is still spinning after
        the rules moved on) as they were when revealed."""
        bids = {s: value(b) for s, b in enumerate(view.bids) if value(b)}
        return bids or self.revealed

    def secret_of(self, view, seat: int) -> Secret | None:
        """A gambler's bid-bills, face up where the mat shows them face down, and a bid placed
        in secret and not revealed yet."""
        bills, bid = view.bills[seat], view.pending.get(seat)
        if not count(bills) and not bid:
            return None
        rect = self.layout[f"seat_{seat}"]

        def paint(surface: pygame.Surface, spot: pygame.Rect) -> None:
            BillStack((spot.centerx, spot.centery - 14), [1000] * bills[0] + [2000] * bills[1], width=80,
                      max_span=120).draw(surface)
        return Secret(pygame.Rect(rect.x + 14, rect.y + 64, 192, 122), paint=paint,
                      words=_("bids {amount} in secret").format(amount=format_number(value(bid))) if bid else "")

    def _draw_mat(self, surface: pygame.Surface, seat: int, view) -> None:
        c = self.controller
        rect = self.layout[f"seat_{seat}"]
        status = view.status[seat]
        widgets.draw_panel(surface, rect, "parchment", radius=16)
        draw_mat_band(surface, rect, seat, c.names[seat], seat_tag(c.seats[seat]), 40, marks=self.marks)
        if status == ALIVE:  # the dead and departed have none left: their fate is written there
            self._draw_bills(surface, rect, view.bills[seat], face_up=seat == c.viewer())
        for spot, stack_bills in zip(self.stack_spots(rect, len(view.stacks[seat])), view.stacks[seat]):
            draw_marker(surface, spot, 16)
            theme.draw_text(surface, format_number(value(stack_bills)), (spot[0], spot[1] + 20), "bold", 17, theme.INK,
                            anchor="midtop", shadow=False)
        if not view.stacks[seat]:
            theme.draw_text(surface, _("no click stacks yet"), (rect.x + 250, rect.y + 86), "italic", 18, theme.INK_SOFT,
                            shadow=False)
        theme.draw_text(surface, _("Score {score}").format(score=format_number(score(view, seat))), (rect.right - 12, rect.bottom - 10), "display", 24,
                        theme.INK, anchor="bottomright", shadow=False)
        if seat in view.pending:
            bid = view.pending[seat]
            words = (_("bids {amount} in secret").format(amount=format_number(value(bid)))
                     if c.shows_everything() and bid else _("has bid (hidden)"))  # a past table, everything open
            theme.draw_text(surface, words, (rect.x + 14, rect.bottom - 10), "bold", 20, theme.OXBLOOD,
                            anchor="bottomleft", shadow=False)
        elif seat in self._shown_bids(view):
            theme.draw_text(surface, _("bid {amount}").format(amount=format_number(self._shown_bids(view)[seat])), (rect.x + 14, rect.bottom - 10), "bold",
                            20, theme.OXBLOOD, anchor="bottomleft", shadow=False)
        if view.high == seat and view.phase in (CHOOSE, SPIN):
            pygame.draw.rect(surface, theme.HIGHLIGHT, rect.inflate(8, 8), 4, border_radius=20)
        if status != ALIVE:
            self._draw_fate(surface, rect, status)

    @staticmethod
    def _draw_bills(surface: pygame.Surface, rect: pygame.Rect, bills, face_up: bool) -> None:
        """A gambler's bid-bills at the mat's left: face up to their owner, else backs with a count."""
        BillStack((rect.x + 110, rect.y + 110), [1000] * bills[0] + [2000] * bills[1], width=80,
                  face_down=not face_up, max_span=120).draw(surface)
        if not face_up:
            label = ngettext("{n} bid-bill", "{n} bid-bills", count(bills)).format(n=format_number(count(bills)))
            theme.draw_text(surface, label, (rect.x + 110, rect.y + 150), "bold", 18, theme.INK,
                            anchor="midtop", shadow=False)

    @staticmethod
    def stack_spots(rect: pygame.Rect, count: int) -> list[tuple[int, int]]:
        """Where a mat's click stacks lie (each a marker with its value under it): right of the
        bid-bills, three to a row, a second row under the first from the fourth (six markers
        in all, so six stacks at most)."""
        area = pygame.Rect(rect.x + 228, rect.y + 58, rect.w - 240, 124)
        step = area.w // 3
        return [(area.x + step // 2 + (i % 3) * step, area.y + 20 + (i // 3) * 62) for i in range(count)]

    @staticmethod
    def _draw_fate(surface: pygame.Surface, rect: pygame.Rect, status: str) -> None:
        """A dead or departed gambler's mat is shaded; what became of them is written where the
        bid-bills were (they are gone), so the click stacks and the score still read."""
        shade = pygame.Surface(rect.size, pygame.SRCALPHA)
        shade.fill((30, 26, 24, 150))
        surface.blit(shade, rect)
        words = _("BANG — stacks still count") if status == DEAD else _("LEFT THE GAME")
        box = pygame.Rect(rect.x + 12, rect.y + 52, 204, 140)
        widgets.draw_panel(surface, box, "dark", radius=12)
        room = box.inflate(-20, -20)
        size = 28
        while size > 16 and len(theme.wrap_text(words, "display", size, room.w)) * (theme.font("display", size).get_linesize() + 4) > room.h:
            size -= 2
        lines = len(theme.wrap_text(words, "display", size, room.w))
        top = room.centery - lines * (theme.font("display", size).get_linesize() + 4) // 2
        theme.draw_wrapped(surface, words, pygame.Rect(room.x, top, room.w, room.bottom - top), "display", size,
                           theme.CREAM, align="center")
