"""The Desperados of Dice Town table: gang mats with jail dials, the dice tray, chips, cards.

Places and sizes are in `assets/layouts/desperados.tmx` (a mat's insides in its `mat_<n>` layers),
the pieces are painted by `game/ui/looks/desperados.py`, all from the view the controller allows."""
from __future__ import annotations

from functools import partial

import pygame

from game.controllers.desperados import card_of, member_name
from game.i18n import _
from game.rules.desperados import content as C
from game.rules.desperados.actions import Reroll
from game.rules.desperados.state import ROLLING
from game.ui.cards import CardSprite, fanned_hand
from game.ui.chips import ChipStack, fly
from game.ui.dice import DieSprite
from game.ui.looks import desperados as look
from game.ui.looks.desperados import card_data
from game.ui.panels import seat_tag
from game.ui.tween import Call
from scenes.table_base import OPEN_HANDS, BaseTableScene, Clickable, Secret


class TableScene(BaseTableScene):

    # -- what it shows ----------------------------------------------------------------------------
    def build(self) -> None:
        view, sizes, dice = self.view, self.sizes, self.layout["dice"]
        self.gangs = [look.GangMat(seat, mat, ChipStack(mat["chips"].midbottom, view.money[seat],
                                                        radius=round(sizes["mat_chip_radius"]), show_total=False))
                      for seat, mat in enumerate(self.mats)]
        """Each gang's dials, chips and shudders on its mat (`self.mats[seat]`: where its parts go)."""
        self.dice = [DieSprite("desperados", (dice.x + (i + 0.5) * dice.w / C.DICE, dice.centery),
                               round(sizes["die_size"])) for i in range(C.DICE)]
        self.bank = ChipStack(self.layout["bank_chips"].midbottom, view.money["bank"],
                              radius=round(sizes["bank_chip_radius"]))
        self.keep: set[int] = set()
        self.hand: list[CardSprite] = []
        self.picks: list[CardSprite] = []
        """The cards drawn from the deck while the person chooses which to keep (`chosen`)."""
        self.chosen: set[int] = set()
        self.chooser: str | None = None
        """The hand's card whose plays are on offer (its targets, or whether to end the rolls)."""
        self.turning: int | None = None
        """The die clicked for a Loaded Die: its new faces are the buttons."""
        self.wide_choices = False
        """The buttons take the whole rack (a card's many targets): the hand waits under them."""

    def card_size(self, kind: str) -> tuple[int, int]:
        """A card's size here, from the map's `common` layer (`<kind>_card_w`, `<kind>_card_h`)."""
        return round(self.sizes[f"{kind}_card_w"]), round(self.sizes[f"{kind}_card_h"])

    def refresh(self) -> None:
        view = self.view
        for mat in self.gangs:
            for dial, left in zip(mat.dials, view.jail[mat.seat]):
                dial.left = float(left)
            mat.chips.set(view.money[mat.seat])
        self.bank.set(view.money["bank"])
        for die, face in zip(self.dice, view.dice):
            die.snap(face)
        self._keep_dice(())
        self.refresh_private()

    def refresh_private(self) -> None:
        """Only the hand and the drawn cards are private: the dice stay as the step left them."""
        self._lay_cards()

    def _lay_cards(self) -> None:
        self._lay_hand()
        self._lay_picks()

    def _lay_hand(self) -> None:
        """The hand of the person in the chair, the cards playable now ringed; one that is not says why."""
        seat = self.controller.viewer()
        notes = self.controller.hand_notes(self.view, seat, self.offered == seat) if seat is not None else []
        self.hand = fanned_hand([(card_data(card), card) for card, *_n in notes], self.layout["fan"],
                                self.card_size("hand"))
        for sprite, (_card, legal, reason) in zip(self.hand, notes):
            sprite.legal, sprite.reason = legal, reason
        self._ring_chosen()

    def _ring_chosen(self) -> None:
        """The card whose plays are on offer stands out in the hand (the first, of two alike)."""
        chosen = next((h for h in self.hand if h.tag == self.chooser), None)
        for sprite in self.hand:
            sprite.selected = sprite is chosen

    def _lay_picks(self) -> None:
        """The cards drawn for a Trio, a Set of Four or Misery, in a row over the tray while the
        person in the chair chooses which to keep (`chosen`)."""
        drawn = self.view.drawing.drawn if self._choosing_cards(self.view) else []
        self.picks = fanned_hand([(card_data(card), i) for i, card in enumerate(drawn)], self.layout["dice_tray"],
                                 self.card_size("pick"), arc=0, gap=round(self.sizes["pick_gap"]))
        for sprite in self.picks:
            sprite.legal, sprite.selected = True, sprite.tag in self.chosen

    def _choosing_cards(self, view) -> bool:
        return (view.drawing is not None and view.drawing.keep is not None and view.drawing.count == 0
                and self.controller.viewer() == view.current and None not in view.drawing.drawn)

    def shown_hand(self) -> list[CardSprite]:
        """The hand, unless a card's many targets cover the rack for now."""
        return [] if self.wide_choices else self.hand

    def update_sprites(self, dt: float) -> None:
        for piece in (*self.dice, *self.hand, *self.picks, self.bank, *(mat.chips for mat in self.gangs)):
            piece.update(dt)

    def draw_table(self, surface: pygame.Surface) -> None:
        view, c, layout = self.view, self.controller, self.layout
        for mat in self.gangs:
            seat = mat.seat
            look.paint_mat(surface, mat, C.GANGS[view.gangs[seat]], (c.names[seat], seat_tag(c.seats[seat])),
                           len(view.hands[seat]), self.marks, view.current == seat and not c.is_over(),
                           view.alive[seat], seat in view.winners)
        left, right = c.tray_words(view)
        look.paint_tray(surface, layout["dice_tray"], layout["tray_words"], left, right)
        discards = view.deck.discards
        look.paint_piles(surface, layout, self.felt, len(view.deck.cards), len(discards),
                         card_data(discards[-1]) if discards else None)
        self.bank.draw(surface)
        for piece in self.picks or self.dice:
            piece.draw(surface)
        if not self.picks and self.chooser is not None and any(d.selectable for d in self.dice):  # a Loaded Die
            for i, die in enumerate(self.dice):
                look.paint_die_number(surface, die.rect, i + 1, i == self.turning, die.size // 5)
        self._draw_rack(surface)
        self.draw_movers(surface)

    def _draw_rack(self, surface: pygame.Surface) -> None:
        """The rack across the foot of the table: the decision's buttons at its left (drawn by the
        kit over it), the hand in the chair at its right, its owner's name before the cards."""
        c, seat = self.controller, self.controller.viewer()
        if self.wide_choices:
            look.paint_rack(surface, self.layout, self.felt, None, "")
        elif seat is None:
            words = _(OPEN_HANDS) if c.shows_everything() else _("Each hand stays hidden until its owner takes the chair")
            look.paint_rack(surface, self.layout, self.felt, _("Hands"), words)
        else:
            empty = _("No Wild West cards in hand: roll a Trio, a Set of Four or Misery to draw some")
            look.paint_rack(surface, self.layout, self.felt, _("{name}'s hand").format(name=c.names[seat]),
                            "" if self.hand else empty)
            for sprite in self.hand:
                sprite.draw(surface)

    def secret_of(self, view, seat: int) -> Secret | None:
        """A gang's Wild West cards, over the backs on its mat (the chips and amount stay in sight)."""
        cards = view.hands[seat]
        return Secret(self.mats[seat]["secret"], [card_data(card) for card in cards if card]) if cards else None

    def notice_anchor(self) -> tuple[int, int]:
        """Notices ("Ana's Lady breaks out!") show across the top of the dice tray, clear of the
        dice and their KEPT tags, the mats above and the hand below."""
        return (self.layout["dice_tray"].centerx, min(die.rect.top for die in self.dice) - 4)

    def notice_width(self) -> int:
        """As wide as the rail allows either side of the tray's centre: a long notice stays on
        one line in the strip above the dice."""
        return 2 * (self.layout["dice_tray"].centerx - self.layout["buttons"].x)

    # -- what can be clicked when -----------------------------------------------------------------
    def offer(self, seat: int) -> None:
        self.chooser = None
        self._lay_cards()
        self._lay_buttons(seat)

    def clickables(self) -> list[Clickable]:
        """The dice (to keep while rolling, or the die a Loaded Die turns), the drawn cards to
        keep, and every card in the hand (one that cannot be played says why)."""
        rolling = self.view.phase == ROLLING and self.view.window is None and self.view.drawing is None
        dice = [Clickable(die, partial(self._die_clicked, i)) for i, die in enumerate(self.dice)
                if rolling or self.chooser is not None and die.selectable]
        picks = [Clickable(s, partial(self._pick_clicked, s)) for s in self.picks] if self._choosing_cards(self.view) else []
        return dice + picks + [Clickable(s, partial(self._card_clicked, s)) for s in self.shown_hand()]

    def readable_cards(self) -> list:
        return self.shown_hand() + self.picks

    hoverables = readable_cards  # the cards read lift under the pointer, whoever decides

    def _die_clicked(self, index: int) -> None:
        if self.chooser is not None and self.dice[index].selectable:
            self.turning = index
            self._lay_buttons(self.offered, self.chooser)
            self.set_banner()
            return
        self._keep_dice(self.keep ^ {index})
        self._choose(self.offered, None)

    def _pick_clicked(self, sprite: CardSprite) -> None:
        if sprite.tag in self.chosen:
            self.chosen.discard(sprite.tag)
        elif len(self.chosen) < self.view.drawing.keep:
            self.chosen.add(sprite.tag)
        sprite.selected = sprite.tag in self.chosen
        self._lay_buttons(self.offered)

    def _card_clicked(self, sprite: CardSprite) -> None:
        seat = self.offered
        if not sprite.legal:
            self.say(sprite.reason or _("That card cannot be played now."))
        elif sprite.tag == self.chooser:
            self._choose(seat, None)  # the chosen card clicked again goes back to the hand
        else:
            plays = [a for a in self.controller.legal_actions(seat) if card_of(a) == sprite.tag]
            if len(plays) == 1 and not self.controller.ends_rolls(plays[0], seat):
                self.act(seat, plays[0])
            else:
                self._choose(seat, sprite.tag)  # its targets, or the question whether to end the rolls

    def choices_in_progress(self) -> object:
        """The dice the person has kept for the next roll."""
        return frozenset(self.keep) if self.offered is not None and self.view.phase == ROLLING else None

    def resume_choices(self, seat: int, picked: object) -> None:
        self._keep_dice(picked)
        self._choose(seat, None)

    def _choose(self, seat: int, card: str | None = None) -> None:
        """Show the plays of `card` from the hand (its targets, or whether to play it at all when it
        would end the rolls), or the decision's own buttons again (None)."""
        self.chooser, self.turning = card, None
        for die in self.dice:
            die.selectable = False
        self._ring_chosen()
        self._lay_buttons(seat, card)
        self.set_banner()

    def set_banner(self) -> None:
        if self.chooser is not None and self.offered is not None and not self.controller.is_over():
            title, hint = self.controller.card_prompt(self.chooser, self.offered)
            if any(d.selectable for d in self.dice) and self.turning is None:
                hint = _("Click the die to turn, then choose its new face.")
            self.banner.set(title, hint, self.offered)
            return
        super().set_banner()

    def _lay_buttons(self, seat: int, card: str | None = None) -> None:
        """The decision's buttons (or those of `card` from the hand) beside the hand, one under the
        other while they fit; else in rows over the whole rack."""
        self.buttons.clear()
        c = self.controller
        choices, dice = c.card_choices(seat, card, self.turning) if card else c.choices(seat, self.keep, self.chosen)
        for i, die in enumerate(self.dice):
            die.selectable = i in dice
        entries = [(choice.words, partial(self.act, seat, choice.action) if choice.action else partial(self._choose, seat),
                    "primary" if choice.primary else "wood",
                    {"enabled": not choice.refusal, "disabled_reason": choice.refusal or None,
                     "hotkey": pygame.K_r if isinstance(choice.action, Reroll) else None}) for choice in choices]
        zone = self.button_row(entries, self.layout["buttons"], column=True, overflow=self.layout["choices"])
        self.wide_choices = zone == self.layout["choices"]

    def withdraw(self) -> None:
        asked = self.chooser is not None
        super().withdraw()
        self.chooser = self.turning = None
        self.wide_choices = False
        self.chosen = set()
        for die in self.dice:
            die.selectable = die.hover = False
        if asked:
            self.set_banner()  # the card's question ("play it now?") goes with its buttons

    def coach_target(self, kind: str, name: str) -> pygame.Rect | None:
        """`dial:lady`: the Lady on the mat of the person in the chair; `dial:bad@1`: seat 1's Bad."""
        member, _at, seat = name.partition("@")
        if kind != "dial" or not seat and self.controller.viewer() is None:
            return None
        return self.gangs[int(seat) if seat else self.controller.viewer()].dial_spot(C.MEMBER_INDEX[member])

    # -- what each event animates -----------------------------------------------------------------
    def _keep_dice(self, kept) -> None:
        self.keep = set(kept)
        for i, die in enumerate(self.dice):
            die.kept = i in self.keep

    def _on_TurnStarted(self, event) -> None:
        self._keep_dice(())
        self._lay_hand()

    def _on_DieRolled(self, event) -> None:
        if not self.tumbling.busy():
            self.sound("dice")
        die = self.dice[event.die]
        die.kept = False
        die.roll(event.face, self.tumbling, (C.ACTION, *C.MEMBERS), delay=0.0)

    def _on_DiceKept(self, event) -> None:
        self._keep_dice(event.kept)  # they stay kept for the next decision, until clicked

    def _on_EffectChosen(self, event) -> None:
        self._keep_dice(())  # rolling is over: no die is kept any more

    def _on_JailTurned(self, event) -> None:
        dial = self.gangs[event.seat].dials[C.MEMBER_INDEX[event.member]]
        self.animator.add(look.dial_turns(dial, event.ranks_left))

    def _on_Escaped(self, event) -> None:
        self.say(_("{name}'s {desperado} breaks out!").format(name=self.controller.names[event.seat],
                                                              desperado=member_name(event.member)), 2.5)

    def _on_Attacked(self, event) -> None:
        self.sound("gunshot")
        self.animator.add(look.gunfire(self.gangs[event.seat], [self.gangs[v] for v in event.victims]))

    def _stack(self, place) -> ChipStack:
        return self.bank if place == "bank" else self.gangs[place].chips

    def _on_MoneyMoved(self, event) -> None:
        fly(self.animator, self.flights, self._stack(event.src), self._stack(event.dst), event.amount,
            on_land=lambda: self.sound("chips"))

    def _place(self, place) -> tuple[int, int]:
        if isinstance(place, int):
            return self.mats[place].rect.center
        return self.layout[place if place in ("deck", "discard") else "bank"].center

    def _on_CardMoved(self, event) -> None:
        self.sound("card")
        self.fly_card(CardSprite(card_data(event.card) if event.card else None, self._place(event.src),
                                 self.card_size("flying"), face_up=event.card is not None), self._place(event.dst))

    def _on_CardPlayed(self, event) -> None:
        sprite = CardSprite(card_data(event.card), self._place(event.seat), self.card_size("pick"))
        # a Loaded Die turns its die in the tray as the card comes down on it
        turn = partial(self.dice[event.die].snap, event.detail) if 0 <= event.die < len(self.dice) else None
        self.play_card(sprite, self.layout["dice_tray"].center, self._place("discard"), turn, self._lay_cards)

    def _on_ActionCancelled(self, event) -> None:
        self.say(_("{name} blows the Sheriff's Whistle!").format(name=self.controller.names[event.by]), 2.5)

    def _on_PlayerEliminated(self, event) -> None:
        self.animator.add(Call(self.refresh))

    def game_over(self, event) -> None:
        """The mats show how the game ended (a gang's last dials, the last chips)."""
        self.animator.add(Call(self.refresh))

    def after_step(self) -> None:
        self.animator.add(Call(self._lay_cards))

    def landed(self) -> None:
        self._lay_cards()
