"""The Pig table: the worked example of a table declared over the kit (docs/adding-a-game.md).

Nothing here is drawn by hand: mats, the die, chips, buttons, the banner and the log are the
kit's; where each goes is a region of `assets/layouts/pig.tmx`. The file says three things:

- what it shows: a mat per player with their banked chips, the tray where the one die tumbles,
  and the stake (this turn's points, lost on a 1);
- what can be clicked when: the person whose turn it is rolls, or holds once they have rolled;
- what each event animates: the die tumbles and lands (the stake follows it: a 1 empties it and
  says so), a hold sends the stake's chips to the mat.
"""
from __future__ import annotations

import pygame

from game.i18n import N_, _
from game.rules.pig.engine import D6, Roll
from game.ui import furniture
from game.ui.chips import ChipStack, fly
from game.ui.dice import DieSprite
from game.ui.looks.pig import PIPS
from game.ui.panels import draw_mat_band, draw_turn_ring, seat_tag
from scenes.table_base import BaseTableScene

POINTS = N_("{amount} points")
AT_STAKE = N_("{amount} at stake")


class TableScene(BaseTableScene):
    # -- what it shows ---------------------------------------------------------------------------
    def build(self) -> None:
        die = self.layout["die"]
        self.die = DieSprite(PIPS, die.center, die.w)
        self.stake = ChipStack(self.layout["stake"].center, total_words=AT_STAKE)
        self.banks = [ChipStack(mat["bank"].center, radius=mat.size("chip_radius"), total_words=POINTS)
                      for mat in self.mats]

    def refresh(self) -> None:
        view = self.view
        self.die.snap(view.last_roll)
        self.stake.set(view.turn_total)
        for bank, banked in zip(self.banks, view.scores):
            bank.set(banked)

    def refresh_private(self) -> None:
        """Pig hides nothing: when the screen changes hands there is nothing to rebuild (and a
        rebuild would stop a die in the air)."""

    def landed(self) -> None:
        self.refresh()

    def draw_table(self, surface: pygame.Surface) -> None:
        view = self.view
        for seat, (mat, bank) in enumerate(zip(self.mats, self.banks)):
            furniture.panel(surface, mat.rect, "dark")
            if seat == view.current and not self.controller.is_over():
                draw_turn_ring(surface, mat.rect)
            draw_mat_band(surface, mat.rect, seat, self.controller.names[seat], seat_tag(self.controller.seats[seat]),
                          mat.size("band_height"), marks=self.marks)
            bank.draw(surface)
        for region in ("tray", "stake"):
            furniture.panel(surface, self.layout[region], "felt", accent=self.felt)
        self.die.draw(surface)
        self.stake.draw(surface)

    def update_sprites(self, dt: float) -> None:
        self.die.update(dt)
        for stack in (self.stake, *self.banks):
            stack.update(dt)

    # -- what can be clicked when ---------------------------------------------------------------
    def offer(self, seat: int) -> None:
        """Roll, and Hold once the turn has a total: the legal actions, worded by the controller."""
        c = self.controller
        self.choices.lay([(c.label(action, seat), lambda a=action: self.act(seat, a),
                          "primary" if isinstance(action, Roll) else "wood") for action in c.legal_actions(seat)])

    # -- what each event animates ----------------------------------------------------------------
    def _on_DieRolled(self, event) -> None:
        self.sound("dice")
        self.die.roll(event.face, self.tumbling, D6.faces)

    def _on_Pigged(self, event) -> None:
        self.say(_("A 1! {name} loses the turn's points").format(name=self.controller.names[event.seat]), 2.5)

    def _on_Banked(self, event) -> None:
        self.sound("chips")
        fly(self.animator, self.flights, self.stake, self.banks[event.seat], event.amount)
