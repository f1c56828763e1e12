"""The Zorro table: a mat per hero (feats won, Hero dice, equipment), the town (each place: its
feat on its Common Equipment, its Hero dice, Scoundrel and Villain), the decks, the dice tray beside
the requirement's checklist. Where each lies: assets/layouts/zorro.tmx; how painted: game/ui/looks/zorro.py.

A feat is chosen by clicking its card, then "Go alone" or "Ask ... to help". Dice are kept with
a click; the Roll button rolls the others. Right-click any card to read it."""
from __future__ import annotations

from functools import partial

import pygame

from game.rules.zorro import content as C
from game.rules.zorro.actions import GearReroll, Reroll, Travel, UseCape, UseGloves
from game.rules.zorro.attempt import DIE_SPEC
from game.rules.zorro.requirement import foe as requirement_foe
from game.rules.zorro.state import DUEL, FEAT
from game.ui.beats import Beats, after_the_dice
from game.ui.cards import CardSprite
from game.ui.choice_bar import Menu
from game.ui.dice_tray import DiceTray
from game.ui.looks import zorro as look
from game.ui.panels import seat_tag
from game.ui.tween import Call, Wait
from scenes.table_base import BaseTableScene, Clickable

BRIEF, READ, LONG = 2.0, 2.5, 3.5
"""Seconds a notice stays: a word on a move, a win or a loss to take in, a fight beginning."""
LANDING, VERDICT = 0.85, 1.1
"""Seconds for the last die to land before an attempt's verdict, and the verdict alone on the tray."""


class TableScene(BaseTableScene):
    card_flight = 0.45
    """Zorro's cards cross from the town's locations to the seats: a little slower than the kit's."""
    NOTICES = {"HelpAnswered": BRIEF, "RareUsed": BRIEF, "ScoundrelLeaves": BRIEF, "PlayerEliminated": BRIEF,
               "HelperRolls": READ, "HeroDieGained": READ, "DuelRound": READ, "FinalFightOver": 3.0,
               "VillainAppears": 4.0, "*": LONG}
    SOUNDS = {"EquipmentTaken": "card", "EquipmentDiscarded": "card", "FeatRevealed": "card", "GearUsed": "tick",
              "ScoundrelAppears": "gunshot", "VillainAppears": "gunshot", "DuelRound": "gunshot"}
    """(A won feat's and Hero die's sounds play when they fly.)"""

    # -- what it shows ---------------------------------------------------------------------------
    def build(self) -> None:
        sizes = (round(self.sizes[name]) for name in ("die_size", "smallest_die", "set_aside_die"))
        self.tray = DiceTray(self.layout["tray"], *sizes, style=look.die_style, faces=lambda kind: DIE_SPEC[kind].faces)
        """The attempt's dice (the rules roll the first of like dice: the tray keeps a kept one put)."""
        self.dice = self.tray.dice
        self.beats = Beats(self.animator)
        self.slots = look.Town(self.layout)
        """The town's slots: each face-up feat over its Common Equipment, glowing as a hero travels there."""
        self.town, self.under = self.slots.feats, self.slots.under
        self.gear: list[CardSprite] = []
        self.focus: int | None = None

    def refresh(self) -> None:
        self.landed()
        a, self.tray.keep = self.view.attempt, set()
        if a is not None:
            self.tray.lay(a.specs, a.aside, a.faces)

    def after_step(self) -> None:
        self.animator.add(Call(self.landed))

    def landed(self) -> None:
        view = self.view
        self.slots.show(view.feat_slots, view.slot_equipment)
        self.gear = [card for seat, held in enumerate(view.equipment)
                     for card in look.equipment_cards(self.mats[seat], seat, held)]
        self._mark_picks()

    def draw_table(self, surface: pygame.Surface) -> None:
        view, c, layout = self.view, self.controller, self.layout
        who = [(name, seat_tag(seat)) for name, seat in zip(c.names, c.seats)]
        look.paint_seats(surface, self.mats, who, view, self.gear, c.rules.actors(view), self.marks)  # first: under fliers
        a = view.attempt
        self.slots.paint(surface, self.felt, bool(self.picks), self.focus if self.chosen_feat() is not None else None,
                         (view.slot, a.attempter) if a is not None and a.kind == FEAT else None, self.marks)
        look.paint_town(surface, layout, view, self.app.time)
        look.paint_tray(surface, self.tray, a and requirement_foe(a))
        look.paint_requirement(surface, layout["checklist"], self.chosen_feat() if a is None else None,
                               c.attempt_title(view), a, c.tray_lines(view), c.swords_showing(view))
        self.draw_movers(surface)

    def chosen_feat(self) -> str | None:
        """The feat the person deciding where to travel has clicked (or has on offer first), or None."""
        if self.offered is None or self.focus is None or not self.picks:
            return None
        return self.view.feat_slots[self.focus]

    def readable_cards(self) -> list:
        """In the order they are drawn (mats, then each feat over its equipment): the topmost last."""
        return self.gear + self.slots.cards()

    def readable_at(self, pos):
        """A card, or the Scoundrel or Villain of a location (drawn as a small plate)."""
        return super().readable_at(pos) or look.foe_at(self.layout, pos, self.view)

    def coach_target(self, kind: str, name: str) -> pygame.Rect | None:
        """`feat:1`: the face-up feat in slot 1 (click it to travel there); `foe:tavern`: that
        location's Scoundrel and Villain; `card:guitar`: that equipment on the mat of the person
        at the table (a lesson has one)."""
        if kind == "foe":
            return self.layout[f"foe_{C.LOCATIONS.index(name)}"]
        person = self.controller.viewer()
        found = self.town[int(name)] if kind == "feat" else next((g for g in self.gear if g.tag == (person, name)), None)
        return found.rect if found is not None and kind in ("feat", "card") else None

    def update_sprites(self, dt: float) -> None:
        self.tray.update(dt)
        for sprite in self.picks:
            sprite.update(dt)

    def is_animating(self) -> bool:
        return super().is_animating() or self.slots.glowing()

    # -- what can be clicked when ----------------------------------------------------------------
    def clickables(self) -> list[Clickable]:
        """A feat's card while a hero chooses where to travel; a die while it may be kept (or, for
        a REROLL card, picked)."""
        seat = self.offered
        return ([Clickable(s, partial(self._choose_feat, seat, self.town.index(s))) for s in self.picks]
                + [Clickable(d, partial(self._die_clicked, seat, i)) for i, d in enumerate(self.dice) if d.selectable])

    def _choose_feat(self, seat: int, slot: int) -> None:
        self.focus = slot
        self.offer(seat)

    def _die_clicked(self, seat: int, die: int) -> None:
        if self.picking_reroll() is not None:
            self.menu = None
            return self.act(seat, GearReroll(die))
        self.tray.toggle(die)
        self.offer(seat)

    def _mark_picks(self) -> None:
        """The feats the person deciding where to travel may click, the one in `focus` selected."""
        travel, c = self.offered is not None and self.controller.task() == "travel", self.controller
        slots = sorted({a.slot for a in c.legal_actions(self.offered) if isinstance(a, Travel)}) if travel else []
        if travel and self.focus not in slots:
            self.focus = slots[0] if slots else None
        for slot, sprite in enumerate(self.town):
            if sprite is not None:
                sprite.legal, sprite.selected = slot in slots, slot in slots and slot == self.focus
        self.picks = [self.town[slot] for slot in slots]

    def offer(self, seat: int) -> None:
        """A roll's choices; else the decision's moves (where travelling: those to the feat in `focus`)."""
        self.choices.clear()
        self.offered, c = seat, self.controller
        self.landed()
        moves = [a for a in c.legal_actions(seat) if c.task() != "travel" or a.slot == self.focus]
        self.choices.lay(self._roll_entries(seat) if self.view.attempt is not None
                         else [(c.label(a, seat), partial(self.act, seat, a), "wood") for a in moves])

    def _roll_entries(self, seat: int) -> list:
        """A roll's choices (the controller's `roll_choices`) on the bar; inside a REROLL card's
        menu the dice showing its symbol can be clicked, the rest not."""
        picking = self.picking_reroll()
        if picking is not None:
            dice = self.controller.reroll_dice(seat, picking)
            self.tray.selectable(dice)
            if not dice:  # nothing left to pick (the table moved on)
                self.menu = None
        choices = self.controller.roll_choices(seat, self.tray.keep, self.menu)
        if any(isinstance(c.action, (Reroll, UseCape, UseGloves)) for c in choices):
            self.tray.selectable()
        return [self._entry(seat, choice, len(choices)) for choice in choices]

    def _entry(self, seat: int, choice, count: int) -> tuple:
        """A choice as a button: the roll itself is the main one (R), Back the quiet one."""
        if choice.menu is not None:
            return choice.words, Menu(choice.menu), "wood"
        options = {"enabled": not choice.refusal, "disabled_reason": choice.refusal or None}
        if not isinstance(choice.action, Reroll):
            return choice.words, partial(self.act, seat, choice.action), "primary" if count == 1 else "wood", options
        roll = partial(self._roll, seat, choice.action, self.tray.loose(self.view.attempt.faces))
        return choice.words, roll, "primary", {**options, "hotkey": pygame.K_r}

    def picking_reroll(self) -> str | None:
        """The symbol whose die the player is picking for a REROLL card, if they are."""
        return self.menu.split(":")[1] if self.menu and self.menu.startswith("reroll:") else None

    def menu_words(self, menu: str) -> tuple[str, str] | None:
        face = self.picking_reroll()
        return None if face is None else self.controller.pick_words(face)

    def _roll(self, seat: int, action, meant: tuple[int, ...]) -> None:
        """Roll `action.dice` (the rules' form) where the person meant the dice `meant`: the dice
        trade places first, so a die the person kept does not move."""
        self.tray.trade_places(action.dice, meant, self.view.attempt.faces)
        self.act(seat, action)

    def choices_in_progress(self) -> object:
        """The dice the person has kept from the next roll."""
        return self.tray.picked() if self.offered is not None and self.view.attempt is not None else None

    def resume_choices(self, seat: int, picked: object) -> None:
        if self.view.attempt is not None:
            self.tray.kept_only(picked)
            self.offer(seat)

    def withdraw(self) -> None:
        super().withdraw()
        self.tray.still()
        self.picks = []

    # -- what each event animates ----------------------------------------------------------------
    # `after_the_dice`: waits for the last die to land and the verdict to show, in the order events came
    @after_the_dice
    def _on_TurnStarted(self, event) -> None:
        """A new turn clears the last attempt's stamp and dice (once they have been seen): the
        next player chooses a feat over an empty tray, not under someone else's SUCCESS! and dice."""
        self.tray.start(())

    @after_the_dice
    def _on_AttemptStarted(self, event) -> None:
        self.tray.start(event.dice)

    def _on_DieRolled(self, event) -> None:
        if not self.tumbling.busy():
            self.sound("dice")
        self.tray.roll(event.die, event.face, self.tumbling)

    def _on_DiceKept(self, event) -> None:
        self.tray.kept_only(event.kept)

    def _on_HelperRolls(self, event) -> None:
        self.tray.join(self.controller.view().hero_dice[event.seat], set_aside=event.aside)

    def _on_GearUsed(self, event) -> None:
        self.tray.unkeep([event.die])

    def _on_RareUsed(self, event) -> None:
        if event.card == C.WHIP and event.dice:
            self.dice[event.dice[0]].snap(event.face)
        self.tray.unkeep(event.dice)

    def _on_AttemptEnded(self, event) -> None:
        """The last die lands, then the verdict stays on the tray a moment before anything else."""
        self.beats.then(Wait(LANDING if self.tumbling.busy() else 0.0), Call(self._judged, event), Wait(VERDICT))

    def _judged(self, event) -> None:
        self.tray.settle()
        if event.kind == DUEL:
            return
        self.tray.stamp = look.attempt_verdict(event.success)
        self.sound("win" if event.success else "tick")
        words = self.controller.fight_words(event)
        if words:
            self.say(words, READ)

    @after_the_dice
    def _on_SwordsShown(self, event) -> None:
        self.tray.stamp = look.swords_verdict(event.swords)

    def _on_FeatChosen(self, event) -> None:
        self.animator.add(self.slots.light(event.slot))

    def _on_FeatRevealed(self, event) -> None:
        self.animator.add(self.slots.reveal(event.slot, event.feat))

    def _on_EquipmentRevealed(self, event) -> None:
        self.under[event.slot] = look.town_card(self.layout, "gear", event.card, event.slot)

    def _fly(self, kind: str, key: str, start, end) -> None:
        """A card of `kind` crossing the table at its flying size (the layout's `flying_<kind>_card`)
        between a seat's mat (`start`, `end`: its number), a town slot (`slot_2`) and the decks."""
        spot = [self.mats[at].rect.center if isinstance(at, int) else self.layout[at].center for at in (start, end)]
        self.fly_card(look.zorro_card(kind, key, spot[0], self.card_size(f"flying_{kind}")), spot[1])

    def _unlay(self, slot: int | None) -> str:
        """The Common Equipment leaves `slot` (if it lay in one): the town's region it leaves (the decks if none)."""
        if slot is not None:
            self.under[slot] = None
        return "decks" if slot is None else f"slot_{slot}"

    @after_the_dice
    def _on_FeatTaken(self, event) -> None:
        """The feat goes to its hero once the dice that won it have landed and the verdict shows."""
        self.sound("card")
        self.town[event.slot] = None
        self._fly("feat", event.feat, f"slot_{event.slot}", event.seat)

    def _on_EquipmentTaken(self, event) -> None:
        town = self._unlay(event.slot)
        self._fly("gear", event.card, town if event.source == "feat" else "decks", event.seat)

    def _on_EquipmentDiscarded(self, event) -> None:
        town = self._unlay(event.slot)
        self._fly("gear", event.card, town if event.seat is None else event.seat, "decks")

    @after_the_dice
    def _on_HeroDieGained(self, event) -> None:
        """The Hero die goes to its hero once the dice that won it have landed."""
        self.sound("dice")
        tile = self.layout[f"location_{C.LOCATIONS.index(event.location)}"]
        self.fly(look.hero_die_flight(event.location, round(self.sizes["flying_die"])), tile.center,
                 self.mats[event.seat].rect.center, look.GLOW)
