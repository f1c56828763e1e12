"""The Bulletbucks table: a mat per gambler (bid-bills face down, click stacks with their
markers), the revolver cylinder in the middle that spins and stops on a chamber, the round's
bids and the click markers left in the centre.

Bids are composed with - and + per bill in the choice bar and placed in secret (a hand-off
curtain first when several people share the screen); a placed bid shows as a hand over
face-down bills until all are revealed together. Where each piece lies is in
assets/layouts/roulette.tmx; how each is painted in game/ui/looks/roulette.py.
"""
from __future__ import annotations

import pygame

from game.i18n import _, format_number, ngettext
from game.rules.common.events import joined_names
from game.rules.roulette.content import BILL_VALUES, count, value
from game.rules.roulette.engine import ALIVE, BID, CHOOSE, CONVERT, DEAD, SPIN, Bid, score
from game.ui.choice_bar import Count
from game.ui.looks import roulette as look
from game.ui.panels import seat_tag
from game.ui.tween import Call, Sequence, Tween, Wait
from scenes.table_base import BaseTableScene, Flyer, Secret

REVEAL_READ = 0.6
"""Seconds the revealed bids stay before the high bidder is told."""
SHORT, READ = 2.0, 3.0
"""Seconds a notice stays: a word on a move, a turn of the game to take in."""
AFTER_STOP, BILLS_FLIGHT, BIDS_CLEARED = 0.5, 0.5, 2.6
"""Seconds after the cylinder stops before a click's winnings fly, their flight, and from the
spin until the round's bids leave the pot."""


class TableScene(BaseTableScene):
    # -- what it shows ---------------------------------------------------------------------------
    def build(self) -> None:
        self.cylinder = look.Cylinder(self.layout["revolver"].center, round(self.sizes["cylinder_radius"]))
        self.compose = [0, 0]
        """The bid being made up: how many bills of each kind."""
        self.revealed: dict[int, int] = {}
        """The round's bids as revealed, kept while the cylinder spins after the rules moved on."""

    def refresh(self) -> None:
        self.cylinder.result = None

    def draw_table(self, surface: pygame.Surface) -> None:
        view, layout = self.view, self.layout
        for seat, mat in enumerate(self.mats):
            look.paint_mat(surface, mat, seat, self.gambler(view, seat), self.marks)
        look.paint_pot(surface, layout["pot"], sum(self.shown_bids(view).values()),
                       len(view.pending) if view.phase in (BID, CONVERT) else 0)
        look.paint_centre(surface, layout["markers"], view.centre, round(self.sizes["centre_marker"]))
        self.cylinder.draw(surface)
        self.draw_movers(surface)
        if view.roller is not None and view.phase == SPIN:
            look.paint_spinner(surface, layout["revolver"], self.controller.names[view.roller])

    def gambler(self, view, seat: int) -> look.Gambler:
        """What `seat`'s mat shows the person looking: their own bills face up, the others' backs."""
        c, status = self.controller, view.status[seat]
        shown = self.shown_bids(view)
        if seat in view.pending:
            bid = view.pending[seat]
            words = (_("bids {amount} in secret").format(amount=format_number(value(bid)))
                     if c.shows_everything() and bid else _("has bid (hidden)"))  # a past table, everything open
        else:
            words = _("bid {amount}").format(amount=format_number(shown[seat])) if seat in shown else ""
        fate = "" if status == ALIVE else _("BANG — stacks still count") if status == DEAD else _("LEFT THE GAME")
        return look.Gambler(c.names[seat], seat_tag(c.seats[seat]), view.bills[seat], seat == c.viewer(),
                            tuple(value(bills) for bills in view.stacks[seat]), score(view, seat), words, fate,
                            view.high == seat and view.phase in (CHOOSE, SPIN))

    def shown_bids(self, view) -> dict[int, int]:
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
        mat = self.mats[seat]
        return Secret(mat["bills"], paint=lambda surface, spot: look.paint_bills(surface, mat, bills, True),
                      words=_("bids {amount} in secret").format(amount=format_number(value(bid))) if bid else "")

    def notice_anchor(self) -> tuple[int, int]:
        """In the strip between the revolver and the bottom mats (the bottom row of mats reaches the
        table's edge); above a person's buttons when they are up there."""
        return self.layout["buttons"].midbottom

    # -- what can be clicked when ----------------------------------------------------------------
    def offer(self, seat: int) -> None:
        """A bid made up bill by bill, or the legal choices of the round (whom to send, which
        click stack to turn back) in the one row between the revolver and the bottom mats."""
        if self.view.phase == BID:
            have = self.view.bills[seat]
            self.compose = [min(1, have[0]), 0 if have[0] else 1]
            self._lay_bid(seat)
            return
        c, zone = self.controller, self.layout["buttons"]
        self.choices.lay([(c.label(action, seat), lambda a=action: self.act(seat, a),
                          "primary" if getattr(action, "seat", None) == seat else "wood")
                         for action in c.legal_actions(seat)], grow=None, height=zone.h)

    def choices_in_progress(self) -> object:
        """The bid being made up: how many bills of each kind."""
        return tuple(self.compose) if self.offered is not None and self.view.phase == BID else None

    def resume_choices(self, seat: int, picked: object) -> None:
        have = self.view.bills[seat]
        self.compose = [max(0, min(n, have[i])) for i, n in enumerate(picked)]
        self._lay_bid(seat)

    def _lay_bid(self, seat: int) -> None:
        """A - and + for each kind of bill around how many are in the bid, then Place bid."""
        have = self.view.bills[seat]
        entries: list = [Count(_("{count} x {worth}").format(count=format_number(self.compose[i]),
                                                              worth=format_number(worth)),
                               (lambda i=i: self._step(seat, i, -1)) if self.compose[i] > 0 else None,
                               (lambda i=i: self._step(seat, i, 1)) if self.compose[i] < have[i] else None,
                               _("None of these in the bid."),
                               ngettext("You have {n} of these bills.", "You have {n} of these bills.",
                                        have[i]).format(n=format_number(have[i])))
                         for i, worth in enumerate(BILL_VALUES)]
        entries.append((_("Place bid: {amount}").format(amount=format_number(value(tuple(self.compose)))),
                        lambda: self.act(seat, Bid(*self.compose)), "primary",
                        {"enabled": Bid(*self.compose) in self.controller.legal_actions(seat),
                         "disabled_reason": _("A bid is at least one bill.")}))
        self.choices.clear()
        self.choices.lay(entries, height=self.layout["buttons"].h)

    def _step(self, seat: int, index: int, delta: int) -> None:
        self.compose[index] = max(0, min(self.view.bills[seat][index], self.compose[index] + delta))
        self._lay_bid(seat)

    # -- what each event animates ----------------------------------------------------------------
    def _on_RoundBegins(self, event) -> None:
        self.revealed.clear()
        self.cylinder.result = None

    def _on_BidPlaced(self, event) -> None:
        self.sound("card")

    def _on_BidsRevealed(self, event) -> None:
        self.sound("chips")
        self.revealed.update({seat: total for seat, total in enumerate(event.totals) if total})
        self.animator.add(Wait(REVEAL_READ))

    def _on_TieToRaise(self, event) -> None:
        who = joined_names([self.controller.names[s] for s in event.seats])
        self.say(_("A tie for the high bid: {names} raise in secret").format(names=who), READ)

    def _on_HighBidder(self, event) -> None:
        self.say(_("{name} has the high bid").format(name=self.controller.names[event.seat]), SHORT)

    def _on_RollerChosen(self, event) -> None:
        self.cylinder.result = None

    def _on_CylinderStopped(self, event) -> None:
        """The cylinder spins and stops on the chamber; "click!" or "BANG!", the mats and the
        banner follow it, never lead it; a click's winnings fly from the pot to the roller."""
        name, bang = self.controller.names[event.roller], event.chamber == "bullet"

        def stopped() -> None:
            self.land()
            self.sound("gunshot" if bang else "click")
            self.say(_("BANG! {name} is out").format(name=name) if bang else
                     _("Click! {name} takes {amount}").format(name=name, amount=format_number(event.pot)), READ)
        steps = [*self.cylinder.spin(event.chamber, stopped), Wait(AFTER_STOP)]
        if not bang and event.pot:
            steps.append(self._bills_fly(event.pot, self.layout["pot"].center, self.mats[event.roller].rect.center))
        self.animator.add(Sequence(*steps))
        self.animator.add(Sequence(Wait(BIDS_CLEARED), Call(self.revealed.clear)))

    def _bills_fly(self, amount: int, start, end) -> Sequence:
        """The round's bid flies from the pot to the winner's mat as a little fan of bills."""
        bills = Flyer(lambda surface, pos: look.paint_flying_bills(surface, pos, amount), start)
        return Sequence(Call(self.movers.append, bills), Tween(bills, BILLS_FLIGHT, "in_out_quad", x=end[0], y=end[1]),
                        Call(self.movers.remove, bills))

    def _on_StackConverted(self, event) -> None:
        self.say(_("{name} turns a click stack back into bills").format(name=self.controller.names[event.seat]), 2.5)

    def _on_PlayerEliminated(self, event) -> None:
        if event.reason != "bang":
            self.sound("gunshot")
