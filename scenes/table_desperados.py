"""The Desperados of Dice Town table: gang mats with jail dials, the dice tray, chips, cards. Places
and sizes are in its map (a mat's insides in `mat_<n>`), painting in its look; words in its controller."""
from __future__ import annotations

from functools import partial

import pygame

from game.i18n import _
from game.rules.desperados import content as C
from game.rules.desperados.actions import Reroll
from game.rules.desperados.state import ROLLING
from game.ui.cards import CardSprite, fanned_hand
from game.ui.chips import ChipStack, fly
from game.ui.choice_bar import Menu
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
        self.gangs = [look.GangMat(seat, mat, view.money[seat]) for seat, mat in enumerate(self.mats)]
        """Each gang's dials, chips and shudders on its mat (`self.mats[seat]`: where its parts go)."""
        self.dice = [DieSprite("desperados", (dice.x + (i + 0.5) * dice.w / C.DICE, dice.centery),
                               round(sizes["die_size"])) for i in range(C.DICE)]
        self.bank = ChipStack(self.layout["bank_chips"].midbottom, view.money["bank"],
                              radius=round(sizes["bank_chip_radius"]))
        self.keep: set[int] = set()
        self.hand: list[CardSprite] = []
        self.picks: list[CardSprite] = []  # the cards drawn, while the person chooses which to keep (`chosen`)
        self.chosen: set[int] = set()
        self.turning: int | None = None  # the die clicked for a Loaded Die: its new faces are the buttons
        self.wide_choices = False  # the buttons take the whole rack (a card's many targets) over the hand

    def refresh(self) -> None:
        view = self.view
        for mat in self.gangs:
            mat.show(view.jail[mat.seat], view.money[mat.seat])
        self.bank.set(view.money["bank"])
        for die, face in zip(self.dice, view.dice):
            die.snap(face)
        self._keep_dice(())
        self.refresh_private()

    def refresh_private(self) -> None:
        """Only the hand and the drawn cards are private: the dice stay as the step left them
        (`landed`: a drawn card joins the hand once it has landed)."""
        self._lay_hand()
        self._lay_picks()

    landed = _lay_cards = refresh_private

    def _lay_hand(self) -> None:
        """The hand of the person in the chair, the cards playable now ringed; one that is not says why."""
        seat, was = self.controller.viewer(), {sprite.tag: sprite for sprite in self.hand}
        notes = self.controller.hand_notes(self.view, seat, self.offered == seat) if seat is not None else []
        self.hand = fanned_hand([(card_data(card), card) for card, *_n in notes], self.layout["fan"],
                                self.card_size("hand"))
        for sprite, (card, legal, reason) in zip(self.hand, notes):
            sprite.legal, sprite.reason = legal, reason
            if card in was:  # laid again mid-decision (a card's menu opened): a lifted card stays up
                sprite.hover, sprite.lift = was[card].hover, was[card].lift
        self._ring_chosen()

    def _ring_chosen(self) -> None:
        """The card whose plays are on offer stands out in the hand (the first, of two alike)."""
        chosen = next((h for h in self.hand if h.tag == self.menu), None)
        for sprite in self.hand:
            sprite.selected = sprite is chosen

    def _lay_picks(self) -> None:
        """The cards drawn for a Trio, a Set of Four or Misery, over the tray while one is chosen."""
        drawn = self.view.drawing.drawn if self._choosing_cards(self.view) else []
        self.picks = fanned_hand([(card_data(card), i) for i, card in enumerate(drawn)], self.layout["dice_tray"],
                                 self.card_size("pick"), arc=0, gap=round(self.sizes["pick_gap"]))
        for sprite in self.picks:
            sprite.legal, sprite.selected = True, sprite.tag in self.chosen

    def _choosing_cards(self, view) -> bool:
        return (view.drawing is not None and view.drawing.keep is not None and view.drawing.count == 0
                and self.controller.viewer() == view.current and None not in view.drawing.drawn)

    def update_sprites(self, dt: float) -> None:
        for piece in (*self.dice, *self.hand, *self.picks, self.bank, *(mat.chips for mat in self.gangs)):
            piece.update(dt)

    def draw_table(self, surface: pygame.Surface) -> None:
        view, c, layout = self.view, self.controller, self.layout
        for mat in self.gangs:
            seat = mat.seat
            look.paint_mat(surface, mat, view, (c.names[seat], seat_tag(c.seats[seat])), self.marks, c.is_over())
        left, right = c.tray_words(view)
        look.paint_tray(surface, layout["dice_tray"], layout["tray_words"], left, right)
        discards = view.deck.discards
        look.paint_piles(surface, layout, self.felt, len(view.deck.cards), len(discards),
                         card_data(discards[-1]) if discards else None)
        self.bank.draw(surface)
        for piece in self.picks or self.dice:
            piece.draw(surface)
        if not self.picks and self.menu is not None and any(d.selectable for d in self.dice):  # a Loaded Die
            look.paint_die_numbers(surface, self.dice, self.turning)
        self._draw_rack(surface)
        self.draw_movers(surface)

    def _draw_rack(self, surface: pygame.Surface) -> None:
        """The rack at the table's foot: the buttons at its left (the kit's), the hand in the chair right."""
        c, seat = self.controller, self.controller.viewer()
        if self.wide_choices:
            title, words = None, ""
        elif seat is None and c.shows_everything():
            title, words = _("Hands"), _(OPEN_HANDS)
        else:
            title, words = c.rack_words(seat, bool(self.hand))
        look.paint_rack(surface, self.layout, self.felt, title, words)
        for sprite in [] if self.wide_choices else self.hand:
            sprite.draw(surface)

    def secret_of(self, view, seat: int) -> Secret | None:
        """A gang's Wild West cards, over the backs on its mat (the chips and amount stay in sight)."""
        cards = view.hands[seat]
        return Secret(self.mats[seat]["secret"], [card_data(card) for card in cards if card]) if cards else None

    def notice_anchor(self) -> tuple[int, int]:
        """Notices ("Ana's Lady breaks out!") show over the dice, clear of the mats and the hand,
        and beside the tray's words ("Roll 1 of 3") where it fits there (`look.notice_stretch`)."""
        start, end = look.notice_stretch(self.layout, *self.controller.tray_words(self.view), self.notice_needs())
        return ((start + end) // 2, min(die.rect.top for die in self.dice) - 4)

    def notice_width(self) -> int:
        start, end = look.notice_stretch(self.layout, *self.controller.tray_words(self.view), self.notice_needs())
        return end - start

    # -- what can be clicked when -----------------------------------------------------------------
    def offer(self, seat: int) -> None:
        """The decision's own choices, or, while a card of the hand is asked about, that card's
        (its menu on the kit's choice bar, named by the card: `open_menu(card)`; "" goes back)."""
        self.turning = None
        self._lay_cards()
        self._lay_buttons(seat, self.menu)

    def clickables(self) -> list[Clickable]:
        """The dice (to keep, or to turn by a Loaded Die), the drawn cards, and the hand's cards."""
        rolling = self.view.phase == ROLLING and self.view.window is None and self.view.drawing is None
        dice = [Clickable(die, partial(self._die_clicked, i)) for i, die in enumerate(self.dice)
                if rolling or self.menu is not None and die.selectable]
        picks = [Clickable(s, partial(self._pick_clicked, s)) for s in self.picks] if self._choosing_cards(self.view) else []
        return dice + picks + [Clickable(s, partial(self._card_clicked, s)) for s in self.hand if not self.wide_choices]

    def readable_cards(self) -> list:
        """The hand's cards, but while a card's many targets cover the rack, and the drawn cards."""
        return ([] if self.wide_choices else self.hand) + self.picks

    hoverables = readable_cards  # the cards read lift under the pointer, whoever decides

    def _die_clicked(self, index: int) -> None:
        if self.menu is not None and self.dice[index].selectable:  # the die a Loaded Die turns
            self.turning = index
            self._lay_buttons(self.offered, self.menu)
            self.set_banner()
        else:
            self._keep_dice(self.keep ^ {index})
            self.open_menu("")  # the decision's own choices, the roll's words counting the dice kept

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
        elif sprite.tag == self.menu:
            self.open_menu("")  # the chosen card clicked again goes back to the hand
        else:
            at_once = self.controller.played_at_once(seat, sprite.tag)
            if at_once is not None:
                self.act(seat, at_once)
            else:
                self.open_menu(sprite.tag)  # its targets, or the question whether to end the rolls

    def choices_in_progress(self) -> object:
        """The dice the person has kept for the next roll."""
        return frozenset(self.keep) if self.offered is not None and self.view.phase == ROLLING else None

    def resume_choices(self, seat: int, picked: object) -> None:
        self._keep_dice(picked)
        self._lay_buttons(seat)

    def menu_words(self, menu: str) -> tuple[str, str] | None:
        """The banner while a card of the hand is asked about (`menu` is the card): play it how, or
        whether to end the rolls with it; a Loaded Die's die to click first."""
        picking_die = any(d.selectable for d in self.dice) and self.turning is None
        return self.controller.card_prompt(menu, self.offered, picking_die)

    def _lay_buttons(self, seat: int, card: str | None = None) -> None:
        """The decision's buttons (or `card`'s) beside the hand while they fit, else over the whole rack."""
        self.choices.clear()
        c = self.controller
        choices, dice = c.card_choices(seat, card, self.turning) if card else c.choices(seat, self.keep, self.chosen)
        for i, die in enumerate(self.dice):
            die.selectable = i in dice
        entries = [(choice.words, partial(self.act, seat, choice.action) if choice.action else Menu(""),
                    "primary" if choice.primary else "wood",
                    {"enabled": not choice.refusal, "disabled_reason": choice.refusal or None,
                     "hotkey": pygame.K_r if isinstance(choice.action, Reroll) else None}) for choice in choices]
        zone = self.choices.lay(entries, self.layout["buttons"], column=True, overflow=self.layout["choices"])
        self.wide_choices = zone == self.layout["choices"]

    def withdraw(self) -> None:
        asked = self.menu is not None
        super().withdraw()
        self.turning = None
        self.wide_choices, self.chosen = False, set()
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
        self.say(self.controller.notice(event), 2.5)

    _on_ActionCancelled = _on_Escaped  # "Ana blows the Sheriff's Whistle!"

    def _on_Attacked(self, event) -> None:
        self.sound("gunshot")
        self.animator.add(look.gunfire(self.gangs[event.seat], [self.gangs[v] for v in event.victims]))

    def _on_MoneyMoved(self, event) -> None:
        stacks = {"bank": self.bank, **{mat.seat: mat.chips for mat in self.gangs}}
        fly(self.animator, self.flights, stacks[event.src], stacks[event.dst], event.amount, on_land=lambda: self.sound("chips"))

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

    def _on_PlayerEliminated(self, event) -> None:
        """The mats show who is out, or how the game ended (`game_over`: the last dials and chips)."""
        self.animator.add(Call(self.refresh))

    game_over = _on_PlayerEliminated

    def after_step(self) -> None:
        self.animator.add(Call(self._lay_cards))
