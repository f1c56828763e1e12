"""The Zorro table: the town's four locations with their feats, the dice tray and its checklist.

Layout (1920x1080 canvas): a mat per player across the top (feats won, Hero dice, equipment),
the town below it (each location: its face-up feat on the Common Equipment that goes with it, the
Hero dice still on offer, its Scoundrel and Villain), the decks on the right, then the dice tray
with a checklist of the requirement (ticked as dice show the symbols), the buttons, and the log.

A feat is chosen by clicking its card, then "Go alone" or "Ask ... to help". Dice are kept with
a click; the Roll button rolls the others. Right-click any card to read it.
"""
from __future__ import annotations

import math
from collections import Counter
from types import SimpleNamespace

import pygame

from game.controllers.zorro import card_name
from game.i18n import _, format_number, ngettext, pgettext
from game.rules.common.events import DieRolled, PlayerEliminated
from game.rules.zorro import content as C
from game.rules.zorro.actions import (
    GearReroll,
    Reroll,
    Stop,
    Travel,
    UseCape,
    UseGloves,
    UseWhip,
)
from game.rules.zorro.attempt import DIE_SPEC, canonical
from game.rules.zorro.events import (
    AttemptEnded,
    AttemptStarted,
    DiceKept,
    DuelRound,
    EquipmentDiscarded,
    EquipmentTaken,
    FeatChosen,
    FeatRevealed,
    FeatTaken,
    FinalFightOver,
    GearUsed,
    HelpAnswered,
    HelperRolls,
    HeroDieGained,
    RareUsed,
    ScoundrelAppears,
    ScoundrelLeaves,
    SwordsShown,
    VillainAppears,
)
from game.rules.zorro.requirement import foe as requirement_foe
from game.rules.zorro.state import DUEL, FEAT
from game.ui import theme, widgets
from game.ui.cards import CardSprite, card_back
from game.ui.dice import DieSprite, painted_face
from game.ui.looks.zorro import (
    BACK,
    FOE_ACCENT,
    FOE_BACK,
    die_style,
    feat_data,
    foe_data,
    location_colour,
    verdict_stamp,
    zorro_card,
)
from game.ui.panels import draw_mat_band, seat_tag
from game.ui.tween import Call, Sequence, Tween, Wait
from scenes.table_base import BaseTableScene

FEAT_CARD, UNDER_CARD, SMALL_CARD = (146, 204), (128, 180), (60, 84)
FLYING_FEAT, FLYING_GEAR = (100, 140), (90, 126)
FEAT_AT, UNDER_AT = (76, 172), (76, 120)
"""Where a location's feat and the equipment under it lie (from the location's corner): the
equipment's name band shows above the feat."""


class TableScene(BaseTableScene):
    card_flight = 0.45
    """Zorro's cards cross from the town's locations to the seats: a little slower than the kit's."""

    @staticmethod
    def _tucked(sprite: CardSprite) -> CardSprite:
        """Equipment under a feat: only its name band shows above the feat, so its name keeps to one line."""
        sprite.title_lines = 1
        return sprite

    def build(self) -> None:
        self.dice: list[DieSprite] = []
        self.specs: list[str] = []
        self.aside: list[bool] = []
        self.beats: Sequence | None = None
        self.keep: set[int] = set()
        self.places: list[int] = []
        """Where each die sits in the tray's row (die number -> place). Dice of one kind showing
        one face are interchangeable, and the rules roll the lowest-numbered of them (`canonical`):
        when a person keeps a higher one, the two swap places, so the die they kept stays put."""
        self.verdict = ""
        self.verdict_colour = theme.GOLD
        """What the last attempt came to, shown on the tray until the next one starts."""
        self.town: list[CardSprite | None] = [None] * C.FACE_UP_FEATS
        self.under: list[CardSprite | None] = [None] * C.FACE_UP_FEATS
        self.gear: list[CardSprite] = []
        self.picks: list[CardSprite] = []
        self.focus: int | None = None
        self.menu: str | None = None
        self.glow = [SimpleNamespace(level=0.0) for _feat in range(C.FACE_UP_FEATS)]
        """A location lights up when a player travels there."""

    # -- keeping sprites in line with the view ------------------------------------------------
    def refresh(self) -> None:
        self._layout_cards()
        a = self.view.attempt
        self.keep = set()
        if a is not None:
            self._set_dice(a.specs, a.aside, a.faces)

    def after_step(self) -> None:
        self.animator.add(Call(self._layout_cards))

    def landed(self) -> None:
        self._layout_cards()

    def _layout_cards(self) -> None:
        view = self.view
        for slot in range(C.FACE_UP_FEATS):
            feat, gear = view.feat_slots[slot], view.slot_equipment[slot]
            self.under[slot] = self._tucked(zorro_card("gear", gear, self._at(slot, UNDER_AT), UNDER_CARD)) if gear else None
            self.town[slot] = zorro_card("feat", feat, self._at(slot, FEAT_AT), FEAT_CARD) if feat else None
        self.gear = []
        for seat, held in enumerate(view.equipment):
            mat = self.layout[f"seat_{seat}"]
            step = min(SMALL_CARD[0] + 6, (mat.w - 28 - SMALL_CARD[0]) / max(1, len(held) - 1))
            for i, card in enumerate(held):
                pos = (mat.x + 14 + SMALL_CARD[0] / 2 + i * step, mat.bottom - 12 - SMALL_CARD[1] / 2)
                sprite = zorro_card("gear", card, pos, SMALL_CARD)
                sprite.tag = (seat, card)
                self.gear.append(sprite)
        self._mark_picks()

    def _at(self, slot: int, offset: tuple[int, int]) -> tuple[int, int]:
        zone = self.layout[f"slot_{slot}"]
        return zone.x + offset[0], zone.y + offset[1]

    def _mark_picks(self) -> None:
        self.picks = []
        for sprite in self.town:
            if sprite is not None:
                sprite.legal = sprite.selected = False
        if self.offered is None or self.controller.task() != "travel":
            return
        slots = sorted({a.slot for a in self.controller.legal_actions(self.offered) if isinstance(a, Travel)})
        if self.focus not in slots:
            self.focus = slots[0] if slots else None
        for slot in slots:
            sprite = self.town[slot]
            sprite.legal = True
            sprite.selected = slot == self.focus
            self.picks.append(sprite)

    def _die_home(self, index: int) -> tuple[tuple[int, int], int]:
        """Where die `index` sits in the tray and how big it is; dice set aside for the helper's
        roll sit small at the tray's right end."""
        tray = self.layout["tray"]
        places = self.places + list(range(len(self.places), len(self.specs)))
        live = sorted((i for i in range(len(self.specs)) if not self.aside[i]), key=places.__getitem__)
        aside = sorted((i for i in range(len(self.specs)) if self.aside[i]), key=places.__getitem__)
        room = tray.w - 40 - (110 if aside else 0)
        size = int(max(50, min(96, room / max(1, len(live)) - 16)))
        if index in aside:
            k = aside.index(index)
            return (tray.right - 80 + (k % 2) * 46 - 23, tray.y + 70 + (k // 2) * 46), 40
        k = live.index(index)
        step = size + 16
        x0 = tray.x + 20 + step / 2 + (room - step * len(live)) / 2
        return (int(x0 + k * step), tray.centery - 6), size

    def _set_dice(self, specs, aside, faces) -> None:
        """Lay out the tray for these dice (kinds, set-aside flags, faces showing or None)."""
        self.specs, self.aside = list(specs), list(aside)
        old = self.dice
        self.dice = []
        for i, spec in enumerate(self.specs):
            home, size = self._die_home(i)
            die = DieSprite(die_style(spec), home, size, faces[i])
            if i < len(old) and old[i].style == die.style and old[i].blur > 0:
                die = old[i]  # still tumbling: let it land where it now belongs
                die.home, die.size = home, size
            die.kept = i in self.keep
            self.dice.append(die)

    def _then(self, *steps) -> None:
        """Run steps after the dice beats already queued (the last die lands, the verdict shows,
        then the next fighter's dice come out), in the order the events came."""
        if self.beats is not None and self.beats in self.animator.running:
            self.beats.steps += list(steps)
        else:
            self.beats = self.animator.add(Sequence(*steps))

    # -- events ---------------------------------------------------------------------------------
    def _on_TurnStarted(self, event) -> None:
        """A new turn clears the last attempt's stamp and dice (once they have been seen): the
        next player chooses a feat over an empty tray, not under someone else's SUCCESS! and dice."""
        self._then(Call(self._clear_tray))

    def _clear_tray(self) -> None:
        self.verdict = ""
        self.keep = set()
        self.places = []
        self._set_dice([], [], [])

    def _on_AttemptStarted(self, event: AttemptStarted) -> None:
        self._then(Call(self._start_dice, event.dice))

    def _start_dice(self, specs) -> None:
        self.verdict = ""
        self.keep = set()
        self.places = list(range(len(specs)))
        self._set_dice(specs, [False] * len(specs), [None] * len(specs))

    def _on_DieRolled(self, event: DieRolled) -> None:
        if not self.tumbling.busy():
            self.sound("dice")
        die = self.dice[event.die]
        die.kept = False
        die.roll(event.face, self.tumbling, DIE_SPEC[self.specs[event.die]].faces)

    def _on_DiceKept(self, event: DiceKept) -> None:
        self.keep = set(event.kept)
        for i, die in enumerate(self.dice):
            die.kept = i in self.keep

    def _on_HelperRolls(self, event: HelperRolls) -> None:
        self.keep -= set(event.aside)
        added = list(self.controller.view().hero_dice[event.seat])
        aside = [flag or i in event.aside for i, flag in enumerate(self.aside)] + [False] * len(added)
        faces = [d.face for d in self.dice] + [None] * len(added)
        self._set_dice(self.specs + added, aside, faces)
        self.say(_("{name} takes the 4th roll with their own Hero dice").format(name=self.controller.names[event.seat]), 2.5)

    def _on_GearUsed(self, event: GearUsed) -> None:
        self.sound("tick")
        self.dice[event.die].kept = False

    def _on_RareUsed(self, event: RareUsed) -> None:
        self.say(_("{name} uses {card}!").format(name=self.controller.names[event.seat], card=card_name(event.card)), 2.0)
        if event.card == C.WHIP and event.dice:
            self.dice[event.dice[0]].snap(event.face)
        for i in event.dice:
            self.dice[i].kept = False

    def _on_AttemptEnded(self, event: AttemptEnded) -> None:
        """The last die lands, then the verdict stays on the tray a moment before anything else."""
        self._then(Wait(0.85 if self.tumbling.busy() else 0.0), Call(self._judged, event), Wait(1.1))

    def _judged(self, event: AttemptEnded) -> None:
        self.keep = set()
        for die in self.dice:
            die.kept = die.selectable = False
        if event.kind == DUEL:
            return
        self._stamp(_("SUCCESS!") if event.success else _("FAILED"), theme.SUCCESS if event.success else theme.DANGER)
        self.sound("win" if event.success else "tick")
        if event.kind != FEAT:
            who = self.controller.names[event.seat]
            foe = pgettext("card", (C.SCOUNDREL if event.kind == "scoundrel" else C.VILLAIN)[event.target].name)
            words = _("{name} defeats {foe}") if event.success else _("{name} is beaten by {foe}")
            self.say(words.format(name=who, foe=foe), 2.5)

    def _stamp(self, text: str, colour) -> None:
        """The verdict stamped on the tray ("SUCCESS!", "2 SWORDS") in its colour."""
        self.verdict, self.verdict_colour = text, colour

    def _seat_point(self, seat: int) -> tuple[int, int]:
        return self.layout[f"seat_{seat}"].center

    def _slot_point(self, slot: int | None) -> tuple[int, int]:
        if slot is None:
            return self.layout["decks"].center
        return self.layout[f"slot_{slot}"].center

    def _on_FeatChosen(self, event: FeatChosen) -> None:
        glow = self.glow[event.slot]
        glow.level = 1.0
        self.animator.add(Tween(glow, 0.6, "out_quad", level=0.0))

    def _on_HelpAnswered(self, event: HelpAnswered) -> None:
        name = self.controller.names[event.seat]
        self.say((_("{name} comes to help!") if event.accepted else _("{name} stays home.")).format(name=name), 2.0)

    def _on_FeatTaken(self, event: FeatTaken) -> None:
        self.sound("card")
        self.town[event.slot] = None
        self.fly_card(CardSprite(feat_data(event.feat), self._slot_point(event.slot), FLYING_FEAT),
                      self._seat_point(event.seat))

    def _on_HeroDieGained(self, event: HeroDieGained) -> None:
        self.sound("dice")
        face = painted_face(die_style(event.location), C.LOCATION[event.location].action, 56)
        tile = self.layout[f"location_{C.LOCATIONS.index(event.location)}"]
        self.fly(lambda s, p: s.blit(face, face.get_rect(center=p)), tile.center, self._seat_point(event.seat), 0.6)
        self.say(_("{name} wins a Hero die of the {location}").format(name=self.controller.names[event.seat],
                                                                      location=C.location_name(event.location)), 2.5)

    def _on_EquipmentTaken(self, event: EquipmentTaken) -> None:
        self.sound("card")
        if event.slot is not None:
            self.under[event.slot] = None
        start = self._slot_point(event.slot) if event.source == "feat" else self.layout["decks"].center
        self.fly_card(zorro_card("gear", event.card, start, FLYING_GEAR), self._seat_point(event.seat))

    def _on_EquipmentDiscarded(self, event: EquipmentDiscarded) -> None:
        self.sound("card")
        start = self._slot_point(event.slot) if event.seat is None else self._seat_point(event.seat)
        if event.slot is not None:
            self.under[event.slot] = None
        self.fly_card(zorro_card("gear", event.card, start, FLYING_GEAR), self.layout["decks"].center)

    def _on_FeatRevealed(self, event: FeatRevealed) -> None:
        self.sound("card")
        sprite = zorro_card("feat", event.feat, self._at(event.slot, FEAT_AT), FEAT_CARD)
        sprite.flip = 0.0
        self.town[event.slot] = sprite
        self.animator.add(Tween(sprite, 0.4, "out_quad", flip=1.0))

    def _on_EquipmentRevealed(self, event) -> None:
        self.under[event.slot] = self._tucked(zorro_card("gear", event.card, self._at(event.slot, UNDER_AT), UNDER_CARD))

    def _on_ScoundrelAppears(self, event: ScoundrelAppears) -> None:
        self.sound("gunshot")
        foe = pgettext("card", C.SCOUNDREL[event.location].name)
        self.say(_("The Scoundrel {foe} appears: everyone fights, starting after {name}").format(
            foe=foe, name=self.controller.names[event.seat]), 3.5)

    def _on_ScoundrelLeaves(self, event: ScoundrelLeaves) -> None:
        self.say(_("{foe} leaves the {location}").format(foe=pgettext("card", C.SCOUNDREL[event.location].name),
                                                         location=C.location_name(event.location)), 2.0)

    def _on_VillainAppears(self, event: VillainAppears) -> None:
        self.sound("gunshot")
        self.say(_("The Villain {foe} appears! The Final Fight begins").format(
            foe=pgettext("card", C.VILLAIN[event.location].name)), 4.0)

    def _on_FinalFightOver(self, event: FinalFightOver) -> None:
        if len(event.winners) != 1:
            self.say(_("No single victor: a duel on swords decides"), 3.0)

    def _on_DuelRound(self, event: DuelRound) -> None:
        self.sound("gunshot")
        self.say(_("Duel, round {round}: most swords (THRUST) wins").format(round=format_number(event.round)), 2.5)

    def _on_SwordsShown(self, event: SwordsShown) -> None:
        text = ngettext("{n} SWORD", "{n} SWORDS", event.swords).format(n=format_number(event.swords))
        self._then(Call(self._stamp, text, theme.GOLD))

    def _on_PlayerEliminated(self, event: PlayerEliminated) -> None:
        self.say(_("{name} is out of the duel").format(name=self.controller.names[event.seat]), 2.0)

    # -- decisions ----------------------------------------------------------------------------
    def offer(self, seat: int) -> None:
        self.buttons.clear()
        self.offered = seat
        self._layout_cards()
        c = self.controller
        legal = c.legal_actions(seat)
        if self.view.attempt is not None:
            self._dice_buttons(seat, legal)
            return
        if c.task() == "travel":
            legal = [a for a in legal if a.slot == self.focus]
        self.button_row([(c.label(a, seat), (lambda a=a: self.act(seat, a)), "wood") for a in legal])

    def choices_in_progress(self) -> object:
        """The dice the person has kept from the next roll."""
        return frozenset(self.keep) if self.offered is not None and self.view.attempt is not None else None

    def resume_choices(self, seat: int, picked: object) -> None:
        a = self.view.attempt
        if a is None:
            return
        self.keep = {i for i in picked if i < len(self.dice) and not a.aside[i]}
        for i, die in enumerate(self.dice):
            die.kept = i in self.keep
        self.offer(seat)

    def _roll(self, seat: int, action, meant: tuple[int, ...]) -> None:
        """Roll `action.dice` (the rules' form) where the person meant the dice `meant`: first
        each die they meant to roll trades places with the like die the rules will roll."""
        a = self.view.attempt
        self.places += range(len(self.places), len(self.specs))
        rolled = set(action.dice)
        stays = [d for d in meant if d not in rolled]
        for die in (d for d in action.dice if d not in meant):
            twin = next(d for d in stays if (a.specs[d], a.faces[d]) == (a.specs[die], a.faces[die]))
            stays.remove(twin)
            self.places[die], self.places[twin] = self.places[twin], self.places[die]
        for i, sprite in enumerate(self.dice):
            sprite.home, sprite.size = self._die_home(i)
            sprite.x, sprite.y = sprite.home  # twins show the same face: the trade is not seen
        self.act(seat, action)

    def _unkept(self, hero_only: bool = False) -> tuple[int, ...]:
        a = self.view.attempt
        return tuple(i for i, f in enumerate(a.faces) if f is not None and not a.aside[i] and i not in self.keep
                     and not (hero_only and a.specs[i] == C.ZORRO))

    def _dice_buttons(self, seat: int, legal: list) -> None:
        c = self.controller
        a = self.view.attempt
        entries = []
        if self.picking_reroll() is not None:
            self._reroll_pick(seat, legal)
            return
        if self.menu is not None:
            self._whip_menu(seat, legal)
            return
        if any(isinstance(x, Reroll) for x in legal):
            chosen = canonical(a, self._unkept())
            roll = Reroll(chosen)
            ok = roll in legal
            entries.append((c.label(roll, seat), lambda: self._roll(seat, roll, self._unkept()), "primary",
                            {"enabled": ok, "hotkey": pygame.K_r,
                             "disabled_reason": None if ok else _("Leave at least one die unkept to roll it.")}))
            self._dice_selectable()
        cape = UseCape(canonical(a, self._unkept()))
        if any(isinstance(x, UseCape) for x in legal):
            ok = cape in legal
            label = _("Zorro's Cape: roll {n} again").format(n=format_number(len(cape.dice)))
            entries.append((label, lambda: self.act(seat, cape), "wood",
                            {"enabled": ok, "disabled_reason": None if ok else _("Keep all but one or two dice.")}))
            self._dice_selectable()
        gloves = UseGloves(canonical(a, self._unkept(hero_only=True)))
        if any(isinstance(x, UseGloves) for x in legal):
            ok = gloves in legal
            label = _("Fox Gloves: roll {n} Hero again").format(n=format_number(len(gloves.dice)))
            entries.append((label, lambda: self.act(seat, gloves),
                            "wood", {"enabled": ok,
                                     "disabled_reason": None if ok else _("Leave at least one Hero die unkept.")}))
            self._dice_selectable()
        entries += self._gear_reroll_entries(seat, legal)
        if any(isinstance(x, UseWhip) for x in legal):
            entries.append((_("Zorro's Whip…"), lambda: self._open_menu(seat, "whip"), "wood"))
        stop = next(x for x in legal if isinstance(x, Stop))
        entries.append((c.label(stop, seat), lambda: self.act(seat, stop), "wood" if entries else "primary"))
        self.button_row(entries)

    def _gear_reroll_entries(self, seat: int, legal: list) -> list:
        """One button per REROLL card: it rolls the one loose die showing the card's symbol, or,
        where several dice (or only kept ones) show it, lets the player pick the die."""
        a = self.view.attempt
        rerolls = [x for x in legal if isinstance(x, GearReroll)]
        entries = []
        for face in dict.fromkeys(a.faces[x.die] for x in rerolls):
            dice = [x for x in rerolls if a.faces[x.die] == face]
            loose = [x for x in dice if x.die not in self.keep]
            if len(loose) == 1:
                do = (lambda x=loose[0]: self.act(seat, x))
            else:
                do = (lambda f=face: self._open_menu(seat, f"reroll:{f}"))
            entries.append((self.controller.label(dice[0], seat), do, "wood"))
        return entries

    def _reroll_pick(self, seat: int, legal: list) -> None:
        """Which die the REROLL card rolls: the dice showing its symbol can be clicked, the rest not."""
        face = self.menu.split(":")[1]
        dice = {x.die for x in legal if isinstance(x, GearReroll) and self.view.attempt.faces[x.die] == face}
        if not dice:  # nothing left to pick (the table moved on)
            self._open_menu(seat, None)
            return
        for i, die in enumerate(self.dice):
            die.selectable = i in dice
        self.button_row([(_("Back"), lambda: self._open_menu(seat, None), "ghost")])

    def picking_reroll(self) -> str | None:
        """The symbol whose die the player is picking for a REROLL card, if they are."""
        return self.menu.split(":")[1] if self.menu and self.menu.startswith("reroll:") else None

    def set_banner(self) -> None:
        face = self.picking_reroll()
        if face is None or self.offered is None:
            super().set_banner()
            return
        card = card_name(self.view.attempt.gear[face])
        symbol = C.symbol_name(face)
        self.banner.set(_("Click the {symbol} die to roll again").format(symbol=symbol),
                        _("{card} rolls any of your Zorro dice showing {symbol}, as often as you like, "
                          "without spending a roll.").format(card=card, symbol=symbol), self.offered)

    def _dice_selectable(self) -> None:
        for die, aside in zip(self.dice, self.aside):
            die.selectable = not aside

    def _open_menu(self, seat: int, menu: str | None) -> None:
        self.menu = menu
        self.offer(seat)
        self.set_banner()

    def _whip_menu(self, seat: int, legal: list) -> None:
        """The Whip turns one Zorro die to any face: first which face to change, then to what."""
        a = self.view.attempt
        whips = [x for x in legal if isinstance(x, UseWhip)]
        entries = []
        if self.menu == "whip":
            for die in sorted({x.die for x in whips}):
                entries.append((_("Change a {symbol}").format(symbol=C.symbol_name(a.faces[die])), lambda d=die: self._open_menu(seat, f"whip:{d}"),
                                "wood"))
        else:
            die = int(self.menu.split(":")[1])
            for x in whips:
                if x.die == die:
                    entries.append((_("to {symbol}").format(symbol=C.symbol_name(x.face)), lambda x=x: self._whip(seat, x), "wood"))
        entries.append((_("Back"), lambda: self._open_menu(seat, None), "ghost"))
        self.button_row(entries)

    def _whip(self, seat: int, action) -> None:
        self.menu = None
        self.act(seat, action)

    def withdraw(self) -> None:
        super().withdraw()
        self.menu = None
        for die in self.dice:
            die.selectable = False
            die.hover = False
        self.picks = []

    def coach_target(self, kind: str, name: str) -> pygame.Rect | None:
        """`feat:1`: the face-up feat in slot 1 (click it to travel there); `foe:tavern`: that
        location's Scoundrel and Villain; `card:guitar`: that equipment on the mat of the person
        at the table (a lesson has one)."""
        if kind == "feat":
            sprite = self.town[int(name)]
            return sprite.rect if sprite is not None else None
        if kind == "foe":
            return self._foe_rect(C.LOCATIONS.index(name))
        if kind == "card":
            person = self.controller.viewer()
            return next((g.rect for g in self.gear if g.tag == (person, name)), None)
        return None

    # -- clicks ---------------------------------------------------------------------------------
    def readable_cards(self) -> list:
        """In the order they are drawn (mats, then each feat over its equipment): the topmost last."""
        return self.gear + [s for pair in zip(self.under, self.town) for s in pair if s is not None]

    def readable_at(self, pos):
        """A card, or the Scoundrel or Villain of a location (drawn as a small plate)."""
        found = super().readable_at(pos)
        if found is not None:
            return found
        for i in range(len(C.LOCATIONS)):
            if self._foe_rect(i).collidepoint(pos):
                return self._foe_at(pos), self._foe_rect(i)
        return None

    def handle_table(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            for die in self.dice:
                die.hover = die.hit(event.pos)
            for sprite in self.picks:
                sprite.hover = sprite.hit(event.pos)
            return False
        if event.type != pygame.MOUSEBUTTONDOWN or event.button != 1:
            return False
        seat = self.offered
        if seat is None:
            return False
        for sprite in self.picks:
            if sprite.hit(event.pos):
                self.focus = self.town.index(sprite)
                self.offer(seat)
                return True
        for i, die in enumerate(self.dice):
            if die.selectable and die.hit(event.pos) and self.picking_reroll() is not None:
                self.menu = None
                self.act(seat, GearReroll(i))
                return True
            if die.selectable and die.hit(event.pos):
                self.keep ^= {i}
                die.kept = i in self.keep
                self.offer(seat)
                return True
        return False

    def _foe_at(self, pos) -> dict | None:
        view = self.view
        for i, location in enumerate(C.LOCATIONS):
            if self._foe_rect(i).collidepoint(pos):
                return foe_data(location, view.villain == location or location in view.scoundrels_gone)
        return None

    def _foe_rect(self, index: int) -> pygame.Rect:
        tile = self.layout[f"location_{index}"]
        return pygame.Rect(tile.right - 84, tile.y + 40, 76, 102)

    def update_sprites(self, dt: float) -> None:
        for die in self.dice:
            die.update(dt)
        for sprite in self.picks:
            sprite.update(dt)

    def is_animating(self) -> bool:
        return super().is_animating() or any(g.level > 0 for g in self.glow)

    # -- drawing --------------------------------------------------------------------------------
    def draw_table(self, surface: pygame.Surface) -> None:
        view = self.view
        for seat in range(len(self.controller.seats)):
            self._draw_mat(surface, seat, view)
        first = self.layout["slot_0"]
        # Translators: Heroic Feats are the French rule book's Prouesses Héroïques
        text = _("HEROIC FEATS — click one to travel there") if self.picks else _("HEROIC FEATS")
        theme.draw_text(surface, text, (first.x + 4, first.y + 2), "black", 18, theme.CREAM_DIM)
        for slot in range(C.FACE_UP_FEATS):
            self._draw_slot(surface, slot, view)
        for index in range(len(C.LOCATIONS)):
            self._draw_location(surface, index, view)
        self._draw_decks(surface, view)
        self._draw_tray(surface, view)
        self._draw_checklist(surface, view)
        self.draw_movers(surface)

    def _draw_mat(self, surface: pygame.Surface, seat: int, view) -> None:
        c = self.controller
        rect = self.layout[f"seat_{seat}"]
        widgets.draw_panel(surface, rect, "parchment", radius=16)
        out = seat in view.eliminated
        draw_mat_band(surface, rect, seat, c.names[seat], seat_tag(c.seats[seat]), 38, dim=out, marks=self.marks)
        # feats won (tucked cards in their location's colour) and Hero dice, then the equipment
        feats = view.feats[seat]
        x = rect.x + 14
        for feat in feats:
            r = pygame.Rect(x, rect.y + 54, 20, 30)
            pygame.draw.rect(surface, location_colour(C.FEATS[feat].location), r, border_radius=4)
            pygame.draw.rect(surface, theme.INK, r, 1, border_radius=4)
            x += 12
        label = ngettext("{n} feat", "{n} feats", len(feats)).format(n=format_number(len(feats)))
        words = theme.draw_text(surface, label, (x + (14 if feats else 0), rect.y + 69), "bold", 17, theme.INK,
                                anchor="midleft", shadow=False)
        self._draw_hero_dice(surface, view.hero_dice[seat], pygame.Rect(words.right + 6, rect.y + 52, rect.right - 9 - words.right - 6, 34))
        for sprite in self.gear:  # drawn here so they stay under flying pieces
            if sprite.tag[0] == seat:
                sprite.draw(surface)
                self._gear_badge(surface, sprite)
        if not view.equipment[seat]:
            theme.draw_text(surface, _("no equipment"), (rect.x + 14, rect.bottom - 54), "italic", 16, theme.INK_SOFT,
                            anchor="midleft", shadow=False)
        if out:
            theme.draw_text(surface, _("OUT OF THE DUEL"), (rect.centerx, rect.bottom - 54), "display", 22,
                            theme.OXBLOOD, anchor="center")
        if view.winner == seat:
            theme.draw_text(surface, _("THE NEW ZORRO!"), (rect.centerx, rect.bottom - 54), "display", 26, theme.GOLD,
                            anchor="center")
        if self._is_turn(seat, view):
            pygame.draw.rect(surface, theme.HIGHLIGHT, rect.inflate(8, 8), 4, border_radius=20)
        elif view.attempt is not None and view.attempt.helper == seat and view.attempt.kind == FEAT:
            pygame.draw.rect(surface, theme.CREAM, rect.inflate(8, 8), 3, border_radius=20)
            theme.draw_text(surface, _("HELPING"), (rect.right - 12, rect.bottom - 10), "black", 14, theme.OXBLOOD,
                            anchor="bottomright", shadow=False)

    @staticmethod
    def _draw_hero_dice(surface: pygame.Surface, dice, room: pygame.Rect) -> None:
        """A hero's Hero dice in a row ending at the mat's right edge, overlapping one another
        when a narrow mat (six heroes) has less room than they need, never over the feats."""
        if not dice:
            return
        size = min(34, room.w, room.h)
        step = min(38, (room.w - size) / max(1, len(dice) - 1))
        for i, location in enumerate(dice):
            face = painted_face(die_style(location), C.LOCATION[location].action, size)
            surface.blit(face, face.get_rect(midright=(room.right - (len(dice) - 1 - i) * step, room.centery)))

    @staticmethod
    def _gear_badge(surface: pygame.Surface, sprite: CardSprite) -> None:
        """A small card's symbol as a die in its corner (FREE: +1, REROLL: a circular arrow)."""
        e = C.EQUIPMENT[sprite.tag[1]]
        if e.symbol is None:
            return
        r = sprite.rect
        face = painted_face("zorro", e.symbol, 26)
        surface.blit(face, face.get_rect(bottomright=(r.right - 3, r.bottom - 3)))
        mark = "+1" if e.kind != C.REROLL else "R"
        theme.draw_text(surface, mark, (r.x + 5, r.bottom - 4), "black", 15, theme.OXBLOOD, anchor="bottomleft",
                        shadow=False)

    def _is_turn(self, seat: int, view) -> bool:
        if view.winner is not None:
            return False
        if view.attempt is not None:
            return view.attempt.roller == seat
        actors = self.controller.rules.actors(view)
        return seat in actors or (view.tasks and view.tasks[0][0] == "travel" and view.current == seat)

    def _draw_slot(self, surface: pygame.Surface, slot: int, view) -> None:
        """A face-up feat with the Common Equipment under it (its name band showing above)."""
        rect = self.layout[f"slot_{slot}"]
        flash = self.glow[slot].level
        if flash > 0:
            pygame.draw.rect(surface, theme.HIGHLIGHT, rect.inflate(6 + 12 * flash, 6 + 12 * flash), 4,
                             border_radius=20)
        feat = self.town[slot]
        if feat is None:  # the feat's place, empty until the slot is refilled
            hole = pygame.Rect(0, 0, *FEAT_CARD)
            hole.center = self._at(slot, FEAT_AT)
            pygame.draw.rect(surface, theme.darken(self.felt, 0.35), hole, 3, border_radius=12)
            if self.under[slot] is None:  # never over the equipment's text while someone chooses it
                theme.draw_text(surface, _("no feat"), hole.center, "italic", 18, theme.CREAM_DIM, anchor="center")
        if self.under[slot] is not None:
            self.under[slot].draw(surface)
        if feat is not None:
            feat.draw(surface)
        if self.chosen_feat() is not None and slot == self.focus:
            self._mark_chosen(surface, slot)
        if view.attempt is not None and view.attempt.kind == FEAT and view.slot == slot:
            x, y = self._at(slot, FEAT_AT)
            self.marks.draw(surface, view.attempt.attempter, (x - FEAT_CARD[0] // 2 + 8, y + FEAT_CARD[1] // 2 - 8), 18)

    def chosen_feat(self) -> str | None:
        """The feat the person deciding where to travel has clicked (or has on offer first), or None."""
        if self.offered is None or self.focus is None or not self.picks:
            return None
        return self.view.feat_slots[self.focus]

    def _mark_chosen(self, surface: pygame.Surface, slot: int) -> None:
        """The chosen feat's place framed in gold with a YOUR CHOICE tab on it: the feat the
        buttons below go to, told apart by more than colour."""
        rect = self.layout[f"slot_{slot}"]
        frame = pygame.Rect(rect.x - 5, rect.y + 24, rect.w + 10, rect.h - 19)  # under the HEROIC FEATS heading
        pygame.draw.rect(surface, theme.GOLD, frame, 5, border_radius=18)
        # Translators: a tab over the Zorro feat a person has clicked, before Go alone / Ask for help
        words = _("YOUR CHOICE")
        tab = pygame.Rect((0, 0), theme.font("black", 16).size(words)).inflate(18, 8)
        tab.midbottom = (rect.centerx, rect.bottom - 8)  # over the card's foot, under its text
        pygame.draw.rect(surface, theme.GOLD, tab, border_radius=tab.h // 2)
        theme.draw_text(surface, words, tab.center, "black", 16, theme.INK, anchor="center", shadow=False)

    def _draw_location(self, surface: pygame.Surface, index: int, view) -> None:
        """A location of the town: its Hero dice still on offer, its Scoundrel and Villain."""
        location = C.LOCATIONS[index]
        rect = self.layout[f"location_{index}"]
        colour = location_colour(location)
        place = C.LOCATION[location]
        widgets.draw_panel(surface, rect, "dark", radius=14)
        band = pygame.Rect(rect.x + 5, rect.y + 5, rect.w - 10, 30)
        pygame.draw.rect(surface, colour, band, border_radius=9)
        theme.draw_text(surface, C.location_name(location).upper(), (band.x + 10, band.centery), "display", 20,
                        theme.CREAM, anchor="midleft")
        theme.draw_text(surface, C.symbol_name(place.action), (band.right - 8, band.centery), "black", 14, theme.CREAM,
                        anchor="midright")
        left = view.hero_supply.get(location, 0)
        theme.draw_text(surface, _("Hero dice"), (rect.x + 14, rect.y + 46), "bold", 15, theme.CREAM_DIM)
        for i in range(C.HERO_DICE_PER_LOCATION):
            box = pygame.Rect(rect.x + 14 + i * 52, rect.y + 72, 44, 44)
            if i < left:
                face = painted_face(die_style(location), place.action, 44)
                surface.blit(face, box)
            else:
                pygame.draw.rect(surface, theme.darken(colour, 0.5), box, 2, border_radius=8)
        self._draw_foe(surface, index, location, view)

    def _draw_foe(self, surface: pygame.Surface, index: int, location: str, view) -> None:
        """The Scoundrel's card lies on the Villain's: the one that has appeared is face up."""
        r = self._foe_rect(index)
        villain = view.villain == location
        scoundrel = view.scoundrel == location
        gone = location in view.scoundrels_gone
        kind = "Villain" if villain or gone else "Scoundrel"
        # Translators: a foe card's kind: Villain is the rule book's Malfaiteur, Scoundrel its Crapule
        caption = _("Villain") if kind == "Villain" else _("Scoundrel")
        theme.draw_text(surface, caption, (r.x - 8, r.bottom - 2), "italic", 14, theme.CREAM_DIM,
                        anchor="bottomright")
        if villain or scoundrel:
            CardSprite(foe_data(location, villain), r.center, r.size).draw(surface)
            pulse = 0.5 + 0.5 * math.sin(self.app.time * 1000 / 260)
            pygame.draw.rect(surface, theme.mix(theme.DANGER, theme.HIGHLIGHT, pulse), r.inflate(8, 8), 3,
                             border_radius=12)
            return
        back = card_back(r.size, FOE_ACCENT["Villain"], _("VILLAIN") if kind == "Villain" else _("SCOUNDREL"),
                         FOE_BACK[kind])
        surface.blit(back, r)

    def _draw_decks(self, surface: pygame.Surface, view) -> None:
        zone = self.layout["decks"]
        piles = (("feat", len(view.feat_deck), _("Feats")),
                 ("common", len(view.common_deck) + len(view.common_under), _("Common")),
                 ("rare", len(view.rare_deck) + len(view.rare_under), _("Rare")))
        for i, (kind, count, label) in enumerate(piles):
            accent, title, picture = BACK[kind]
            y = zone.y + 8 + i * 100
            back = card_back((62, 86), accent, _(title), picture)
            surface.blit(back, (zone.x + 6, y))
            theme.draw_text(surface, label, (zone.x + 78, y + 26), "bold", 18, theme.CREAM, anchor="midleft")
            theme.draw_text(surface, _("{n} left").format(n=format_number(count)), (zone.x + 78, y + 52), "text", 16, theme.CREAM_DIM,
                            anchor="midleft")

    def _draw_tray(self, surface: pygame.Surface, view) -> None:
        tray = self.layout["tray"]
        widgets.draw_panel(surface, tray, "felt", radius=20)
        if not self.dice:
            theme.draw_text(surface, _("The dice come out for a feat, a Scoundrel, the Villain or a duel"),
                            tray.center, "italic", 22, theme.CREAM_DIM, anchor="center")
            return
        foe = view.attempt and requirement_foe(view.attempt)
        if foe is not None:
            # Translators: a foe and its ability ("Sergeant Gonzales: He has heard every insult...")
            theme.draw_text(surface, _("{foe}: {ability}").format(foe=pgettext("card", foe.name), ability=_(foe.text)),
                            (tray.x + 18, tray.y + 12), "italic", 18,
                            theme.HIGHLIGHT)
        for die, aside in zip(self.dice, self.aside):
            die.draw(surface)
            if aside:
                veil = pygame.Surface(die.rect.size, pygame.SRCALPHA)
                veil.fill((0, 0, 0, 120))
                surface.blit(veil, die.rect)
        if any(self.aside):
            theme.draw_text(surface, _("set aside"), (tray.right - 80, tray.y + 22), "italic", 15, theme.CREAM_DIM,
                            anchor="midtop")
        if self.verdict:
            colour = self.verdict_colour
            surface.blit(verdict_stamp(self.verdict, colour), verdict_stamp(self.verdict, colour).get_rect(
                center=tray.center))

    @staticmethod
    def _draw_lines(surface: pygame.Surface, rect: pygame.Rect, lines) -> None:
        """The requirement's symbols, three to a row, each with how many dice show it of how
        many it needs, ticked when enough do."""
        for i, (sym, need, showing) in enumerate(lines):
            x = rect.x + 14 + (i % 3) * 114
            y = rect.y + 74 + (i // 3) * 56
            face = painted_face("zorro", sym, 44)
            surface.blit(face, (x, y))
            done = showing >= need
            colour = theme.SUCCESS if done else theme.OXBLOOD
            theme.draw_text(surface, _("{freed}/{all}").format(freed=format_number(min(showing, need)),
                                                                all=format_number(need)), (x + 50, y + 12), "black", 20, colour,
                            shadow=False)
            if done:
                pygame.draw.lines(surface, theme.SUCCESS, False, [(x + 88, y + 22), (x + 95, y + 30), (x + 108, y + 12)],
                                  4)

    def _draw_checklist(self, surface: pygame.Surface, view) -> None:
        rect = self.layout["checklist"]
        widgets.draw_panel(surface, rect, "parchment", radius=16)
        c = self.controller
        a = view.attempt
        chosen = self.chosen_feat() if a is None else None
        if chosen is not None:  # the feat clicked: what its dice will have to show
            title = pgettext("card", C.FEATS[chosen].name)
            theme.draw_text(surface, title, (rect.x + 14, rect.y + 12), "display", theme.fit_text(title, "display", 22, rect.w - 28, 14),
                            theme.INK, shadow=False)
            # Translators: under the name of the Zorro feat a person has clicked, before travelling there
            theme.draw_text(surface, _("your choice: the dice must show"), (rect.x + 14, rect.y + 44), "italic", 17,
                            theme.INK_SOFT, shadow=False)
            needs = Counter(C.FEATS[chosen].requirement)  # each symbol once, with how many dice it needs
            self._draw_lines(surface, rect, [(s, n, 0) for s, n in needs.items()])
            return
        if a is None:
            theme.draw_text(surface, _("Requirement"), (rect.x + 16, rect.y + 14), "display", 22, theme.INK, shadow=False)
            theme.draw_wrapped(surface, _("Choose a feat: its symbols appear here and tick off as the dice show them."),
                               rect.inflate(-32, -70).move(0, 24), "text", 18, theme.INK_SOFT)
            return
        title = c.attempt_title(view)
        size = theme.fit_text(title, "display", 22, rect.w - 28, 14)
        theme.draw_text(surface, title, (rect.x + 14, rect.y + 12), "display", size, theme.INK, shadow=False)
        used, allowed = format_number(a.rolls_used), format_number(a.rolls_allowed)
        if a.helper_turn:
            rolls = _("roll {used} of {allowed} (helper's 4th)").format(used=used, allowed=allowed)
        else:
            rolls = _("roll {used} of {allowed}").format(used=used, allowed=allowed)
        theme.draw_text(surface, rolls, (rect.x + 14, rect.y + 44), "italic", 17, theme.INK_SOFT, shadow=False)
        if a.kind == DUEL:
            theme.draw_text(surface, _("Swords: {n}").format(n=format_number(c.swords_showing(view))), (rect.centerx, rect.y + 120), "display", 36,
                            theme.OXBLOOD, anchor="center", shadow=False)
            return
        self._draw_lines(surface, rect, c.tray_lines(view))
        free = {s: n for s, n in a.free.items() if n}
        if free:
            # Translators: {symbols} lists the symbols equipment adds ("1 CHARM, 2 THRUST")
            text = _("Equipment gives: {symbols}").format(symbols=", ".join(
                _("{n} {symbol}").format(n=format_number(n), symbol=C.symbol_name(s)) for s, n in free.items()))
            theme.draw_text(surface, text, (rect.x + 14, rect.bottom - 12), "text", 15, theme.INK_SOFT,
                            anchor="bottomleft", shadow=False)
