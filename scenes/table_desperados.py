"""The Desperados of Dice Town table: gang mats with jail dials, the dice tray, chips, cards.

Layout (1920x1080 canvas, `assets/layouts/desperados.tmx`): the gang mats across the top, as
wide as the table allows for the number of gangs (their dials, money and cards grow with them);
the deck, discard pile, dice tray and bank in the middle; at the bottom, the buttons of the
decision on offer (left) beside the hand of the player in the chair (right); the log on the
right. A card's targets, when they are many, take the whole bottom row while they are on offer.
Every piece is drawn from the view the controller allows this screen.
"""
from __future__ import annotations

import math
from functools import partial

import pygame

from game.controllers.desperados import card_of, member_name, roll_label
from game.i18n import _, format_number, ngettext
from game.rules.common.events import (
    CardMoved,
    DieRolled,
    GameEnded,
    MoneyMoved,
    PlayerEliminated,
    TurnStarted,
)
from game.rules.desperados import content as C
from game.rules.desperados.actions import Keep, Reroll, TakeActions
from game.rules.desperados.events import (
    ActionCancelled,
    Attacked,
    CardPlayed,
    DiceKept,
    Escaped,
    JailTurned,
)
from game.rules.desperados.state import ACTIONS, ROLLING, SETUP
from game.ui import theme, widgets
from game.ui.cards import CardSprite, card_back, fan_positions
from game.ui.chips import ChipStack, fly
from game.ui.dice import DieSprite, painted_face
from game.ui.looks.desperados import GANG_COLOURS, IRON, card_data
from game.ui.panels import draw_mat_band, seat_tag
from game.ui.tween import Call, Parallel, Sequence, Tween
from scenes.table_base import OPEN_HANDS, PREVIEW_SIZE, BaseTableScene, Secret, preview_centre

HAND_CARD = (170, 238)
PICK_CARD = (150, 210)
PILE_CARD = (140, 196)
FLYING_CARD = (110, 154)
BUTTON_H, BUTTON_GAP = 58, 10

class JailDial:
    """One jail card as a dial turning one notch at a time; flips to its Escaped side."""

    def __init__(self, member: str, ranks: int):
        self.member = member
        self.ranks = ranks
        self.left = float(ranks)
        self.flash = 0.0

    def draw(self, surface: pygame.Surface, center: tuple[int, int], k: float = 1.0, wide: bool = True) -> None:
        """Face picture on top, dial under it, caption under the dial ("3 to go", or "3" when not
        `wide`); `k` scales it all (1 = the smallest mat). `center` is the dial's centre."""
        cx, cy = center
        r = int(27 * k)
        escaped = self.left <= 0.01
        face = painted_face("desperados", self.member, int(52 * k))
        surface.blit(face, face.get_rect(midbottom=(cx, cy - r - 8)))
        caption = (cx, cy + r + 4)
        if escaped:
            pygame.draw.circle(surface, theme.GOLD, (cx, cy), r)
            pygame.draw.circle(surface, theme.INK, (cx, cy), r, 2)
            # Translators: on a freed desperado's jail dial, ~5 characters
            theme.draw_text(surface, _("FREE"), (cx, cy), "black", int(16 * k), theme.INK, anchor="center", shadow=False)
            attack = C.MEMBERS[self.member].attack
            # Translators: under the Brain's dial: he uses the gang's ability instead of attacking
            words = _("${amount}").format(amount=format_number(attack)) if attack else _("ability")
            theme.draw_text(surface, words, caption, "black", 18, theme.OXBLOOD,
                            anchor="midtop", shadow=False)
        else:
            pygame.draw.circle(surface, IRON, (cx, cy), r)
            pygame.draw.circle(surface, (40, 42, 46), (cx, cy), r, 3)
            for i in range(self.ranks):
                a = -math.pi / 2 + 2 * math.pi * i / self.ranks
                done = i >= math.ceil(self.left - 1e-6)
                pygame.draw.circle(surface, theme.GOLD if done else (170, 172, 178),
                                   (cx + (r - 7 * k) * math.cos(a), cy + (r - 7 * k) * math.sin(a)), int(4 * k))
            a = -math.pi / 2 + 2 * math.pi * (self.ranks - self.left) / self.ranks
            pygame.draw.line(surface, theme.CREAM, (cx, cy), (cx + (r - 12 * k) * math.cos(a), cy + (r - 12 * k) * math.sin(a)),
                             max(3, int(3 * k)))
            left = math.ceil(self.left - 1e-6)
            # Translators: notches a jailed desperado still has to climb, under his dial
            words = _("{left} to go").format(left=format_number(left)) if wide else format_number(left)
            theme.draw_text(surface, words, caption, "bold" if wide else "black",
                            18 if wide else 20, theme.INK, anchor="midtop", shadow=False)
        if self.flash > 0:
            pygame.draw.circle(surface, theme.HIGHLIGHT, (cx, cy), int(r + 10 * self.flash), 3)


class Mat:
    """A gang mat: band with name and seat, gang and Brain ability, five jail dials, the hand's
    size and the money. Drawn to its rectangle: a wider mat has larger dials (`scale`)."""

    PAD = 14
    DIALS_TOP = 92
    """The dials sit between the gang's line (above) and the money line (the last 80 px)."""

    def __init__(self, seat: int, rect: pygame.Rect, money: int):
        self.seat = seat
        self.rect = rect
        self.dials = [JailDial(m.key, m.ranks) for m in C.MEMBER_LIST]
        self.scale = max(1.0, min(1.4, (rect.w - 2 * self.PAD) / 5 / 62))
        self.chips = ChipStack(self.chips_pos(), money, radius=15, show_total=False)
        self.shake = 0.0
        self.muzzle = 0.0

    def dial_center(self, index: int) -> tuple[int, int]:
        step = (self.rect.w - 2 * self.PAD) / 5
        k = self.scale
        block = 106 * k + 34  # face, gap, dial, caption
        top = self.DIALS_TOP + max(0, (self.rect.h - self.DIALS_TOP - 80 - block) / 2)
        return (int(self.rect.x + self.PAD + step * (index + 0.5)), int(self.rect.y + top + 8 + 79 * k))

    def dial_rect(self, index: int) -> pygame.Rect:
        """The face picture, dial and caption of desperado `index` (what `JailDial.draw` covers)."""
        cx, cy = self.dial_center(index)
        k, r = self.scale, int(27 * self.scale)
        top = cy - r - 8 - int(52 * k)
        return pygame.Rect(cx - int(26 * k), top, int(52 * k), cy + r + 26 - top)

    def money_anchor(self) -> tuple[int, int]:
        """The right end of the money line (the amount in large type, right-aligned)."""
        return (self.rect.right - 18, self.rect.bottom - 14)

    def chips_pos(self) -> tuple[int, int]:
        """Chips stand between the hand's cards (left, up to 110 px) and the amount (right, up to 90 px)."""
        return ((self.rect.x + 128 + self.rect.right - 108) // 2, self.rect.bottom - 14)

    def wide(self) -> bool:
        """Room under each dial for "3 to go" (a narrow mat writes the number alone)."""
        return (self.rect.w - 2 * self.PAD) / 5 >= 76


class TableScene(BaseTableScene):

    def build(self) -> None:
        c = self.controller
        view = self.view
        self.mats = [Mat(s, self.layout[f"seat_{s}"], view.money[s]) for s in range(len(c.seats))]
        tray = self.layout["dice_tray"]
        self.dice = [DieSprite("desperados", (int(tray.x + (i + 0.5) * tray.w / C.DICE), tray.centery + 12), 116)
                     for i in range(C.DICE)]
        bank = self.layout["bank"]
        self.bank = ChipStack((bank.centerx, bank.bottom - 64), view.money["bank"], radius=22)
        self.keep: set[int] = set()
        self.hand: list[CardSprite] = []
        self.picks: list[CardSprite] = []
        self.chosen: set[int] = set()
        self.movers: list[CardSprite] = []
        self.hover_card: CardSprite | None = None
        self.chooser: str | None = None
        """The hand's card whose plays are on offer (its targets, or whether to end the rolls)."""
        self.wide_choices = False
        """The buttons take the whole bottom row (a card's many targets): the hand waits under them."""
        self.turning: int | None = None
        """The die clicked for a Loaded Die: its new faces are the buttons."""

    # -- keeping the sprites in line with the view -----------------------------------------------
    def refresh(self) -> None:
        view = self.view
        for mat in self.mats:
            for i, dial in enumerate(mat.dials):
                dial.left = float(view.jail[mat.seat][i])
            mat.chips.set(view.money[mat.seat])
        self.bank.set(view.money["bank"])
        for die, face in zip(self.dice, view.dice):
            die.snap(face)
            die.kept = False
        self.keep = set()
        self._layout_hand()
        self._layout_picks()

    def refresh_private(self) -> None:
        """Only the hand and the drawn cards show a private view: the dice and their kept marks
        stay as the step left them."""
        self._layout_hand()
        self._layout_picks()

    def _viewer_hand(self) -> tuple[int | None, list]:
        seat = self.controller.viewer()
        if seat is None:
            return None, []
        return seat, list(self.view.hands[seat])

    def _layout_hand(self) -> None:
        seat, cards = self._viewer_hand()
        self.hand = []
        if seat is None:
            return
        fresh = list(self.view.fresh[seat])
        fan = self._fan_zone()
        centre = (fan.centerx, fan.centery - 4)
        for i, (x, y, angle) in enumerate(fan_positions(len(cards), centre, HAND_CARD[0] + 12,
                                                        fan.w - HAND_CARD[0] - 40, 2.0)):
            sprite = CardSprite(card_data(cards[i]), (x, y), HAND_CARD)
            sprite.angle = angle
            sprite.tag = cards[i]
            if cards[i] in fresh:
                fresh.remove(cards[i])
                sprite.reason = _("This card came to you this turn: play it from your next turn.")
            sprite.selected = cards[i] == self.chooser and not any(h.selected for h in self.hand)
            self.hand.append(sprite)
        self._mark_legal_cards()

    def _fan_zone(self) -> pygame.Rect:
        """Where the hand's cards fan out: the rack right of its label."""
        zone = self.layout["hand"]
        return pygame.Rect(zone.x + 130, zone.y, zone.w - 140, zone.h)

    def _layout_picks(self) -> None:
        view = self.view
        self.picks = []
        if not self._choosing_cards(view):
            return
        tray = self.layout["dice_tray"]
        drawn = view.drawing.drawn
        for i, card in enumerate(drawn):
            x = tray.centerx + (i - (len(drawn) - 1) / 2) * (PICK_CARD[0] + 18)
            sprite = CardSprite(card_data(card), (x, tray.centery), PICK_CARD)
            sprite.legal = True
            sprite.tag = i
            self.picks.append(sprite)

    def _choosing_cards(self, view) -> bool:
        return (view.drawing is not None and view.drawing.keep is not None and view.drawing.count == 0
                and self.controller.viewer() == view.current and None not in view.drawing.drawn)

    def _mark_legal_cards(self) -> None:
        seat = self.offered
        plays = self.controller.legal_actions(seat) if seat is not None and seat == self.controller.viewer() else []
        playable = {card_of(a) for a in plays} - {None}
        for sprite in self.hand:
            sprite.legal = sprite.tag in playable
            if not sprite.legal and sprite.reason is None and seat is not None:
                # Translators: {timing} is when a card is played ("after your last roll")
                sprite.reason = _("Played {timing}.").format(timing=_(C.CARDS[sprite.tag].timing))

    # -- events to animations ----------------------------------------------------------------------
    def _on_TurnStarted(self, event: TurnStarted) -> None:
        self.keep = set()
        for die in self.dice:
            die.kept = False
        self._layout_hand()

    def _on_DieRolled(self, event: DieRolled) -> None:
        if not self.tumbling.busy():
            self.sound("dice")
        die = self.dice[event.die]
        if die.kept:
            die.kept = False
        die.roll(event.face, self.tumbling, (C.ACTION, *C.MEMBERS), delay=0.0)

    def _on_DiceKept(self, event: DiceKept) -> None:
        """Dice kept for this roll stay kept (and marked) for the next decision; the player
        releases them with a click."""
        self.keep = set(event.kept)
        for i, die in enumerate(self.dice):
            die.kept = i in self.keep

    def _on_EffectChosen(self, event) -> None:
        """Rolling is over: no die is 'kept' any more."""
        self.keep = set()
        for die in self.dice:
            die.kept = False

    def _on_JailTurned(self, event: JailTurned) -> None:
        dial = self.mats[event.seat].dials[C.MEMBER_INDEX[event.member]]
        self.animator.add(Sequence(Tween(dial, 0.3, "out_back", left=float(event.ranks_left)),
                                   Tween(dial, 0.01, "linear", flash=1.0), Tween(dial, 0.3, "out_quad", flash=0.0)))

    def _on_Escaped(self, event: Escaped) -> None:
        self.say(_("{name}'s {desperado} breaks out!").format(name=self.controller.names[event.seat],
                                                              desperado=member_name(event.member)), 2.5)

    def _on_Attacked(self, event: Attacked) -> None:
        mat = self.mats[event.seat]
        parts = [Tween(mat, 0.12, "out_quad", muzzle=1.0)]
        for victim in event.victims:
            parts.append(Sequence(Tween(self.mats[victim], 0.08, "linear", shake=1.0),
                                  Tween(self.mats[victim], 0.3, "out_quad", shake=0.0)))
        self.sound("gunshot")
        self.animator.add(Sequence(Parallel(*parts), Tween(mat, 0.25, "out_quad", muzzle=0.0)))

    def _stack(self, place) -> ChipStack:
        return self.bank if place == "bank" else self.mats[place].chips

    def _on_MoneyMoved(self, event: MoneyMoved) -> None:
        fly(self.animator, self.flights, self._stack(event.src), self._stack(event.dst), event.amount,
            on_land=lambda: self.sound("chips"))

    def _place(self, place) -> tuple[int, int]:
        if place == "deck":
            return self.layout["deck"].center
        if place == "discard":
            return self.layout["discard"].center
        if isinstance(place, int):
            return self.mats[place].rect.center
        return self.layout["bank"].center

    def _on_CardMoved(self, event: CardMoved) -> None:
        self.sound("card")
        self.fly_card(CardSprite(card_data(event.card) if event.card else None, self._place(event.src), FLYING_CARD,
                                 face_up=event.card is not None), self._place(event.dst))

    def _on_CardPlayed(self, event: CardPlayed) -> None:
        sprite = CardSprite(card_data(event.card), self.mats[event.seat].rect.center, PICK_CARD, face_up=True)
        # a Loaded Die turns its die in the tray as the card comes down on it
        turn = partial(self.dice[event.die].snap, event.detail) if 0 <= event.die < len(self.dice) else None
        self.play_card(sprite, self.layout["dice_tray"].center, self._place("discard"), turn, self._refresh_cards)

    def _on_ActionCancelled(self, event: ActionCancelled) -> None:
        self.say(_("{name} blows the Sheriff's Whistle!").format(name=self.controller.names[event.by]), 2.5)

    def _on_PlayerEliminated(self, event: PlayerEliminated) -> None:
        self.animator.add(Call(self.refresh))

    def game_over(self, event: GameEnded) -> None:
        """The mats show how the game ended (a gang's last dials, the last chips)."""
        self.animator.add(Call(self.refresh))

    def _refresh_cards(self) -> None:
        self._layout_hand()
        self._layout_picks()

    def after_step(self) -> None:
        self.animator.add(Call(self._refresh_cards))

    def landed(self) -> None:
        self._refresh_cards()

    # -- offering a human's decision -------------------------------------------------------------
    def offer(self, seat: int) -> None:
        self.chooser = None
        self._refresh_cards()
        self._buttons(seat)

    def choices_in_progress(self) -> object:
        """The dice the person has kept for the next roll."""
        return frozenset(self.keep) if self.offered is not None and self.view.phase == ROLLING else None

    def resume_choices(self, seat: int, picked: object) -> None:
        self.keep = set(picked)
        for i, die in enumerate(self.dice):
            die.kept = i in self.keep
        self._choose(seat, None)

    def _choose(self, seat: int, card: str | None) -> None:
        """Show the plays of `card` from the hand (its targets, or whether to play it at all when it
        would end the rolls), or the decision's own buttons again (None)."""
        self.chooser = card
        self.turning = None
        for die in self.dice:
            die.selectable = False
        for sprite in self.hand:
            sprite.selected = False
        if card is not None:
            chosen = next((h for h in self.hand if h.tag == card), None)
            if chosen is not None:
                chosen.selected = True
        self._buttons(seat, card)
        self.set_banner()

    def set_banner(self) -> None:
        if self.chooser is not None and self.offered is not None and not self.controller.is_over():
            title, hint = self.controller.card_prompt(self.chooser, self.offered)
            if any(d.selectable for d in self.dice) and self.turning is None:
                hint = _("Click the die to turn, then choose its new face.")
            self.banner.set(title, hint, self.offered)
            return
        super().set_banner()

    def _buttons(self, seat: int, card: str | None = None) -> None:
        self.buttons.clear()
        c = self.controller
        legal = c.legal_actions(seat)
        entries: list[tuple] = []
        """(label, callback, style, enabled, disabled reason, hotkey) in order."""
        if card is not None:
            plays = [a for a in legal if card_of(a) == card]
            turning = plays and all(hasattr(a, "die") and hasattr(a, "face") for a in plays)
            if turning:  # Loaded Die: the die is clicked in the tray first, then its new face is a button
                for i, die in enumerate(self.dice):
                    die.selectable = any(a.die == i for a in plays)
                plays = [a for a in plays if a.die == self.turning]
            for action in plays:
                entries.append((c.label(action, seat), lambda a=action: self.act(seat, a), "wood", True, None, None))
            if len(entries) == 1 and not turning:
                entries[0] = (entries[0][0], entries[0][1], "primary", True, None, None)
            entries.append((c.cancel_label(card, seat), lambda: self._choose(seat, None), "wood", True, None, None))
        else:
            if self.view.phase == ROLLING and any(isinstance(a, Reroll) for a in legal):
                reroll = tuple(i for i in range(C.DICE) if i not in self.keep)
                ok = Reroll(reroll) in legal
                label = roll_label(len(reroll)) if reroll else _("Roll")
                entries.append((label, lambda: self.act(seat, Reroll(reroll)), "primary", ok,
                                _("Keep fewer dice: at least one must roll.") if not ok else None, pygame.K_r))
                for die in self.dice:
                    die.selectable = True
            if self._choosing_cards(self.view):
                drawing = self.view.drawing
                keep = tuple(sorted(drawing.drawn[i] for i in self.chosen))
                ok = Keep(keep) in legal
                label = _("Keep {chosen} of {n}").format(chosen=format_number(len(self.chosen)),
                                                         n=format_number(drawing.keep))
                why = ngettext("Choose {n} card.", "Choose {n} cards.", drawing.keep).format(
                    n=format_number(drawing.keep))
                entries.append((label, lambda: self.act(seat, Keep(keep)), "primary", ok, why if not ok else None,
                                None))
            for action in legal:
                if isinstance(action, (Reroll, Keep)):
                    continue
                if card_of(action) is not None and card_of(action) not in ("sheriffs_whistle", "take_cover"):
                    continue
                style = "primary" if isinstance(action, TakeActions) else "wood"
                entries.append((c.label(action, seat), lambda a=action: self.act(seat, a), style, True, None, None))
        zone = self.layout["buttons"]
        placed = self._place_buttons(entries, zone)
        if placed is None:
            zone = self.layout["choices"]
            for size in (None, 24, 22, 20):
                placed = self._place_buttons(entries, zone, size)
                if placed is not None:
                    break
            else:  # more choices than the table has ever offered: they run on over the rail
                placed = self._place_buttons(entries, zone, 20, squeeze=False)
        self.wide_choices = zone == self.layout["choices"]
        for (label, cb, style, enabled, reason, hotkey), rect, size in placed:
            self.buttons.add(widgets.Button(rect, label, cb, style=style, enabled=enabled, disabled_reason=reason,
                                            size=size, hotkey=hotkey))

    @staticmethod
    def _place_buttons(entries: list[tuple], zone: pygame.Rect, size: int | None = None,
                       squeeze: bool = True) -> list | None:
        """The buttons one under the other across the zone, as a menu, when they fit so; else rows
        of buttons from the zone's top left, lower ones when need be; None when they do not fit in
        the zone at all (never None when not `squeeze`d: the rows then run on below it)."""
        height = min(BUTTON_H, (zone.h + 8) // max(1, len(entries)) - 8)  # five fit, a little lower
        if height >= 40 and zone.w <= 700:
            menu = []
            for i, entry in enumerate(entries):
                points = size or (24 if len(entry[0]) > 22 else 28)
                points = theme.fit_text(entry[0], "display", points, zone.w - 40, 20)
                gap = BUTTON_GAP if height == BUTTON_H else 8
                menu.append((entry, pygame.Rect(zone.x, zone.y + i * (height + gap), zone.w, height), points))
            if all(theme.font("display", p).size(e[0])[0] <= zone.w - 40 for e, _r, p in menu):
                return menu
        for height in (BUTTON_H, 48, 40) if squeeze else (40,):
            placed = []
            x, y = zone.x, zone.y
            for entry in entries:
                label = entry[0]
                points = size or (24 if len(label) > 22 else 28)
                width = max(180, min(zone.w, theme.font("display", points).size(label)[0] + 48))
                if x > zone.x and x + width > zone.right:
                    x, y = zone.x, y + height + BUTTON_GAP
                if y + height > zone.bottom and squeeze:
                    break
                placed.append((entry, pygame.Rect(x, y, width, height), points))
                x += width + 12
            else:
                return placed
        return None

    def withdraw(self) -> None:
        asked = self.chooser is not None
        super().withdraw()
        self.chooser = None
        self.turning = None
        self.wide_choices = False
        self.chosen = set()
        for die in self.dice:
            die.selectable = False
            die.hover = False
        if asked:
            self.set_banner()  # the card's question ("play it now?") goes with its buttons

    def coach_target(self, kind: str, name: str) -> pygame.Rect | None:
        """`dial:lady`: the Lady on the mat of the person in the chair; `dial:bad@1`: seat 1's Bad."""
        if kind != "dial":
            return None
        member, _at, seat = name.partition("@")
        if not seat and self.controller.viewer() is None:
            return None
        mat = self.mats[int(seat) if seat else self.controller.viewer()]
        return mat.dial_rect(C.MEMBER_INDEX[member])

    # -- clicks on the pieces ---------------------------------------------------------------------
    def readable_cards(self) -> list:
        return self.shown_hand() + self.picks

    def handle_table(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            for die in self.dice:
                die.hover = die.hit(event.pos)
            self.hover_card = None
            for sprite in reversed(self.shown_hand() + self.picks):
                sprite.hover = sprite.hit(event.pos) and self.hover_card is None
                if sprite.hover:
                    self.hover_card = sprite
            return False
        if event.type != pygame.MOUSEBUTTONDOWN or event.button != 1:
            return False
        seat = self.offered
        if seat is None:
            return False
        view = self.view
        if self.chooser is not None:
            for i, die in enumerate(self.dice):
                if die.selectable and die.hit(event.pos):  # the die a Loaded Die turns
                    self.turning = i
                    self._buttons(seat, self.chooser)
                    self.set_banner()
                    return True
        if view.phase == ROLLING and view.window is None and view.drawing is None:
            for i, die in enumerate(self.dice):
                if die.hit(event.pos):
                    self.keep ^= {i}
                    die.kept = i in self.keep
                    self._choose(seat, None)
                    return True
        if self._choosing_cards(view):
            for sprite in self.picks:
                if sprite.hit(event.pos):
                    i = sprite.tag
                    if i in self.chosen:
                        self.chosen.discard(i)
                    elif len(self.chosen) < view.drawing.keep:
                        self.chosen.add(i)
                    sprite.selected = i in self.chosen
                    self._buttons(seat)
                    return True
        for sprite in reversed(self.shown_hand()):
            if sprite.hit(event.pos):
                if not sprite.legal:
                    self.say(sprite.reason or _("That card cannot be played now."))
                    return True
                if sprite.tag == self.chooser:
                    self._choose(seat, None)  # the chosen card clicked again goes back to the hand
                    return True
                plays = [a for a in self.controller.legal_actions(seat) if card_of(a) == sprite.tag]
                if len(plays) == 1 and not self.controller.ends_rolls(plays[0], seat):
                    self.act(seat, plays[0])
                else:
                    self._choose(seat, sprite.tag)  # its targets, or the question whether to end the rolls
                return True
        return False

    def shown_hand(self) -> list[CardSprite]:
        """The hand, unless a card's many targets cover the bottom row for now."""
        return [] if self.wide_choices else self.hand

    def update_sprites(self, dt: float) -> None:
        for die in self.dice:
            die.update(dt)
        for sprite in self.hand + self.picks:
            sprite.update(dt)
        self.bank.update(dt)
        for mat in self.mats:
            mat.chips.update(dt)

    # -- drawing ----------------------------------------------------------------------------------
    def secret_of(self, view, seat: int) -> Secret | None:
        """A gang's Wild West cards, where the mat shows their backs (and the chips beside them:
        the amount stays in sight)."""
        cards = view.hands[seat]
        if not cards:
            return None
        rect = self.mats[seat].rect
        spot = pygame.Rect(rect.x + 14, rect.bottom - 88, rect.w - 118, 76)
        return Secret(spot, [card_data(card) for card in cards if card])

    def notice_anchor(self) -> tuple[int, int]:
        """Notices ("Ana's Lady breaks out!") show across the top of the dice tray, over its
        roll count (the banner says it too) and clear of the dice, their names and the KEPT tags
        under them, the mats above and the hand below."""
        tray = self.layout["dice_tray"]
        return (tray.centerx, min(die.rect.top for die in self.dice) - 4)

    def notice_width(self) -> int:
        """As wide as the rail allows either side of the tray's centre: a long notice stays on
        one line in the strip above the dice (two lines would cover them or the mats)."""
        tray = self.layout["dice_tray"]
        return 2 * (tray.centerx - self.layout["buttons"].x)

    def _number_dice(self, surface: pygame.Surface) -> None:
        """While a Loaded Die's die is chosen: each die's number over it (the buttons say "Die 2
        to Lady") and a gold ring round the one clicked."""
        if self.chooser is None or not any(d.selectable for d in self.dice):
            return
        for i, die in enumerate(self.dice):
            r = die.rect
            badge = pygame.Rect(0, 0, 34, 34)
            badge.midbottom = (r.centerx, r.top - 6)
            pygame.draw.ellipse(surface, theme.GOLD if i == self.turning else theme.INK, badge)
            theme.draw_text(surface, format_number(i + 1), badge.center, "black", 20,
                            theme.INK if i == self.turning else theme.CREAM, anchor="center", shadow=False)
            if i == self.turning:
                pygame.draw.rect(surface, theme.GOLD, r.inflate(14, 14), 5, border_radius=die.size // 5)

    def draw_table(self, surface: pygame.Surface) -> None:
        view = self.view
        for mat in self.mats:
            self._draw_mat(surface, mat, view)
        self._draw_middle(surface, view)
        if not self.picks:
            for die in self.dice:
                die.draw(surface)
            self._number_dice(surface)
        for sprite in self.picks:
            sprite.draw(surface)
        self._draw_hand(surface, view)
        for sprite in self.movers:
            sprite.draw(surface)
        if self.hover_card is not None and not self.hover_card.legal and self.hover_card.reason:
            widgets.draw_tooltip(surface, self.hover_card.reason, self._tooltip_anchor(self.hover_card.rect,
                                                                                      self.hover_card.reason,
                                                                                      surface.get_rect()))

    @staticmethod
    def _tooltip_anchor(card: pygame.Rect, text: str, screen: pygame.Rect) -> pygame.Rect:
        """Where an unplayable card's reason goes: above the card, on the side away from the card's
        large preview (drawn beside it once the pointer rests), so neither hides the other."""
        w = min(460, max(theme.font("text", 22).size(line)[0] for line in theme.wrap_text(text, "text", 22, 432)) + 28)
        preview = pygame.Rect(0, 0, *PREVIEW_SIZE)
        preview.center = preview_centre(card, screen)
        anchor = card.copy()
        if preview.centerx > card.centerx:
            anchor.centerx = min(card.centerx, preview.left - 8 - w // 2)
        else:
            anchor.centerx = max(card.centerx, preview.right + 8 + w // 2)
        return anchor

    def _draw_mat(self, surface: pygame.Surface, mat: Mat, view) -> None:
        c = self.controller
        seat = mat.seat
        gang = C.GANGS[view.gangs[seat]]
        colour = GANG_COLOURS[gang.colour]
        rect = mat.rect.move(int(6 * math.sin(mat.shake * 20)) if mat.shake else 0, 0)
        alive = view.alive[seat]
        current = view.current == seat and not c.is_over()
        widgets.draw_panel(surface, rect, "parchment", radius=18)
        draw_mat_band(surface, rect, seat, c.names[seat], seat_tag(c.seats[seat]), 48, colour, marks=self.marks)
        gang_name = _(gang.name)
        # Translators: the gang's Brain ability on its mat ("Brain: Rob the bank")
        ability = _("Brain: {ability}").format(ability=_(C.BRAIN_NAMES[gang.brain_ability]))
        size = _shared_size(gang_name, ability, rect.w - 44)
        gang_w = theme.font("italic", size).size(gang_name)[0]
        theme.draw_text(surface, gang_name, (rect.x + 16, rect.y + 64), "italic", size, theme.INK_SOFT, shadow=False)
        size = theme.fit_text(ability, "bold", size, rect.w - 44 - gang_w, 12)
        theme.draw_text(surface, ability, (rect.right - 16, rect.y + 65), "bold", size, theme.INK_SOFT,
                        anchor="topright", shadow=False)
        for i, dial in enumerate(mat.dials):
            dial.draw(surface, mat.dial_center(i), mat.scale, mat.wide())
        self._draw_hand_size(surface, rect, len(view.hands[seat]))
        mat.chips.draw(surface)
        right, bottom = mat.money_anchor()
        theme.draw_text(surface, _("${amount}").format(amount=format_number(mat.chips.shown)), (right, bottom), "display", 36,
                        theme.OXBLOOD if mat.chips.pulse > 0 else theme.INK, anchor="bottomright", shadow=False)
        if mat.muzzle > 0:
            glow = pygame.Surface(rect.size, pygame.SRCALPHA)
            glow.fill((255, 220, 120, int(90 * mat.muzzle)))
            surface.blit(glow, rect)
        if current:
            pygame.draw.rect(surface, theme.HIGHLIGHT, rect.inflate(10, 10), 4, border_radius=22)
        if not alive:
            shade = pygame.Surface(rect.size, pygame.SRCALPHA)
            shade.fill((30, 24, 20, 170))
            surface.blit(shade, rect)
            theme.draw_text(surface, _("OUT OF THE GAME"), rect.center, "display", 34, theme.CREAM, anchor="center")
        if seat in view.winners:
            theme.draw_text(surface, _("WINNER"), (rect.centerx, rect.bottom - 64), "display", 34, theme.OXBLOOD,
                            anchor="midbottom", shadow=False)

    @staticmethod
    def _draw_hand_size(surface: pygame.Surface, rect: pygame.Rect, cards: int) -> None:
        """The backs of the cards in a gang's hand (up to five), how many on a badge."""
        x, bottom = rect.x + 18, rect.bottom - 14
        if not cards:
            theme.draw_text(surface, _("no cards"), (x, bottom - 31), "bold", 20, theme.INK_SOFT, anchor="midleft",
                            shadow=False)
            return
        back = card_back((44, 62))
        shown = min(cards, 5)
        for k in range(shown):
            surface.blit(back, (x + k * 12, bottom - 62))
        badge = (x + (shown - 1) * 12 + 44, bottom - 62)
        pygame.draw.circle(surface, theme.INK, badge, 15)
        pygame.draw.circle(surface, theme.CREAM, badge, 15, 2)
        theme.draw_text(surface, format_number(cards), badge, "black", 18, theme.CREAM, anchor="center", shadow=False)

    def _draw_middle(self, surface: pygame.Surface, view) -> None:
        tray = self.layout["dice_tray"]
        widgets.draw_panel(surface, tray, "felt", radius=24)
        if view.phase == ROLLING and view.rolls_used:
            theme.draw_text(surface, self.controller.roll_status(), (tray.x + 18, tray.y + 10), "bold", 22,
                            theme.CREAM_DIM)
        if view.phase == SETUP:
            theme.draw_text(surface, _("Setup roll: {name}").format(name=self.controller.names[view.current]),
                            (tray.x + 18, tray.y + 10),
                            "bold", 22, theme.CREAM_DIM)
        if view.phase == ACTIONS and view.actions_left:
            theme.draw_text(surface, ngettext("{n} action left", "{n} actions left", view.actions_left).format(
                                n=format_number(view.actions_left)),
                            (tray.right - 18, tray.y + 10), "bold", 22, theme.HIGHLIGHT, anchor="topright")
        deck, discard = self.layout["deck"], self.layout["discard"]
        pile = pygame.Rect(0, 0, *PILE_CARD)
        pile.midtop = (deck.centerx, deck.y + 2)
        surface.blit(card_back(PILE_CARD, title=_("WILD WEST")), pile)
        # Translators: under the deck, with how many cards it holds
        theme.draw_text(surface, _("Deck {n}").format(n=format_number(len(view.deck.cards))), (deck.centerx, deck.bottom), "bold", 20,
                        theme.CREAM, anchor="midbottom")
        pile.midtop = (discard.centerx, discard.y + 2)
        if view.deck.discards:
            CardSprite(card_data(view.deck.discards[-1]), pile.center, PILE_CARD).draw(surface)
        else:
            pygame.draw.rect(surface, theme.darken(self.felt, 0.3), pile.inflate(-6, -6), 3, border_radius=12)
        # Translators: under the discard pile, with how many cards it holds
        theme.draw_text(surface, _("Discards {n}").format(n=format_number(len(view.deck.discards))),
                        (discard.centerx, discard.bottom), "bold", 20,
                        theme.CREAM, anchor="midbottom")
        bank = self.layout["bank"]
        widgets.draw_panel(surface, bank, "dark", radius=18)
        theme.draw_text(surface, _("TABLE CENTRE"), (bank.centerx, bank.y + 14), "black", 18, theme.GOLD, anchor="midtop")
        self.bank.draw(surface)

    def _draw_hand(self, surface: pygame.Surface, view) -> None:
        """The rack across the foot of the table: the decision's buttons at its left (drawn by the
        kit over it), the hand in the chair at its right, its owner's name before the fanned cards."""
        rack, zone = self.layout["rack"], self.layout["hand"]
        widgets.draw_panel(surface, rack, "felt", radius=20)
        if self.wide_choices:
            return
        pygame.draw.line(surface, theme.darken(self.felt, 0.35), (zone.x - 10, rack.y + 18), (zone.x - 10, rack.bottom - 18), 2)
        seat = self.controller.viewer()
        label = pygame.Rect(zone.x + 14, zone.y + 20, 110, zone.h - 40)
        fan = self._fan_zone()
        if seat is None:
            theme.draw_wrapped(surface, _("Hands"), label, "bold", 22, theme.CREAM_DIM, align="center")
            words = _(OPEN_HANDS) if self.controller.shows_everything() else _("Each hand stays hidden until its owner takes the chair")
            _centred_lines(surface, words, fan.inflate(-120, 0))
            return
        theme.draw_wrapped(surface, _("{name}'s hand").format(name=self.controller.names[seat]), label, "bold", 22, theme.CREAM_DIM,
                           align="center")
        if not self.hand:
            _centred_lines(surface, _("No Wild West cards in hand: roll a Trio, a Set of Four or Misery to draw some"),
                           fan.inflate(-120, 0))
        for sprite in self.hand:
            sprite.draw(surface)


def _shared_size(left: str, right: str, width: int, size: int = 20) -> int:
    """The type size at which the gang's name (italic) and its Brain ability (bold) share one
    line of `width` (down to 12 px: longer languages run long)."""
    while size > 12 and theme.font("italic", size).size(left)[0] + theme.font("bold", size).size(right)[0] > width:
        size -= 1
    return size


def _centred_lines(surface: pygame.Surface, text: str, box: pygame.Rect, size: int = 24) -> None:
    """`text` wrapped to `box`'s width, centred in it both ways."""
    lines = theme.wrap_text(text, "italic", size, box.w)
    step = theme.font("italic", size).get_linesize()
    y = box.centery - step * len(lines) // 2
    for line in lines:
        theme.draw_text(surface, line, (box.centerx, y), "italic", size, theme.CREAM_DIM, anchor="midtop")
        y += step
