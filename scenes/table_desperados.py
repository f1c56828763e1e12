"""The Desperados of Dice Town table: gang mats with jail dials, the dice tray, chips, cards.

Layout (1920x1080 canvas): the gang mats across the top, the deck, dice tray and bank in the
middle, buttons for the decision on offer, the hand of the player in the chair at the bottom,
the log on the right. Every piece is drawn from the view the controller allows this screen.
"""
from __future__ import annotations

import math

import pygame

from game.controllers.desperados import card_of
from game.rules.common.events import CardMoved, DieRolled, GameEnded, MoneyMoved, PlayerEliminated
from game.rules.desperados import content as C
from game.rules.desperados.actions import Keep, Reroll, TakeActions
from game.rules.desperados.events import (ActionCancelled, Attacked, CardPlayed, DiceKept, Escaped, JailTurned,
                                          TurnStarted)
from game.rules.desperados.state import ACTIONS, ROLLING, SETUP
from game.ui import theme, widgets
from game.ui.cards import CardSprite, card_back, fan_positions
from game.ui.chips import ChipStack, fly
from game.ui.dice import DieSprite, painted_face
from game.ui.layout import load_layout
from game.ui.tween import Call, Parallel, Sequence, Tween, Wait
from scenes.table_base import BaseTableScene

OCHRE = (196, 142, 52)
IRON = (84, 88, 94)
GANG_COLOURS = {"ochre": (200, 146, 56), "blue": (60, 104, 176), "green": (62, 130, 74), "red": (176, 50, 44)}
CARD_ICONS = {"extra_bullet": "bullet", "lucky_horseshoe": "horseshoe", "loaded_die": "die",
              "sheriffs_whistle": "whistle", "take_cover": "shield", "hacksaw": "saw", "back_in_the_cell": "bars",
              "pickpocket": "hand", "card_sharp": "ace", "dynamite": "dynamite"}
HAND_CARD = (140, 196)


def card_data(card_id: str) -> dict:
    card = C.CARDS[card_id]
    react = card.timing in C.REACTIONS
    accent = (128, 44, 40) if react else (170, 118, 44)
    timing = ("On another's turn: " if react else "Your turn: ") + card.timing
    text = card.effect[0].upper() + card.effect[1:] + "."
    return {"title": card.name, "text": text, "tag": timing, "icon": CARD_ICONS[card_id], "accent": accent}


class JailDial:
    """One jail card as a dial turning one notch at a time; flips to its Escaped side."""

    def __init__(self, member: str, ranks: int):
        self.member = member
        self.ranks = ranks
        self.left = float(ranks)
        self.flash = 0.0

    def draw(self, surface: pygame.Surface, center: tuple[int, int], colour) -> None:
        cx, cy = center
        escaped = self.left <= 0.01
        face = painted_face("desperados", self.member, 52)
        surface.blit(face, face.get_rect(center=(cx, cy - 44)))
        r = 27
        if escaped:
            pygame.draw.circle(surface, theme.GOLD, (cx, cy + 16), r)
            pygame.draw.circle(surface, theme.INK, (cx, cy + 16), r, 2)
            theme.draw_text(surface, "FREE", (cx, cy + 8), "black", 15, theme.INK, anchor="center", shadow=False)
            attack = C.MEMBERS[self.member].attack
            theme.draw_text(surface, f"${attack}" if attack else "ability", (cx, cy + 27), "bold", 14 if attack else 12,
                            theme.OXBLOOD, anchor="center", shadow=False)
        else:
            pygame.draw.circle(surface, IRON, (cx, cy + 16), r)
            pygame.draw.circle(surface, (40, 42, 46), (cx, cy + 16), r, 3)
            for i in range(self.ranks):
                a = -math.pi / 2 + 2 * math.pi * i / self.ranks
                done = i >= math.ceil(self.left - 1e-6)
                pygame.draw.circle(surface, theme.GOLD if done else (170, 172, 178),
                                   (cx + (r - 7) * math.cos(a), cy + 16 + (r - 7) * math.sin(a)), 4)
            a = -math.pi / 2 + 2 * math.pi * (self.ranks - self.left) / self.ranks
            pygame.draw.line(surface, theme.CREAM, (cx, cy + 16), (cx + (r - 12) * math.cos(a), cy + 16 + (r - 12) * math.sin(a)), 3)
            theme.draw_text(surface, str(math.ceil(self.left - 1e-6)), (cx, cy + 56), "black", 16, theme.CREAM, anchor="center")
        if self.flash > 0:
            pygame.draw.circle(surface, theme.HIGHLIGHT, (cx, cy + 16), int(r + 10 * self.flash), 3)


class Mat:
    """A gang mat: badge, gang band, five jail dials, chips and the hand's size."""

    def __init__(self, seat: int, rect: pygame.Rect, money: int):
        self.seat = seat
        self.rect = rect
        self.dials = [JailDial(m.key, m.ranks) for m in C.MEMBER_LIST]
        self.chips = ChipStack((rect.right - 84, rect.bottom - 46), money, radius=17)
        self.shake = 0.0
        self.muzzle = 0.0

    def dial_center(self, index: int) -> tuple[int, int]:
        return (self.rect.x + 50 + index * 60, self.rect.y + 150)


class TableScene(BaseTableScene):
    felt = (70, 84, 60)

    def build(self) -> None:
        c = self.controller
        self.layout = load_layout("desperados", len(c.seats))
        view = self.view
        self.mats = [Mat(s, self.layout[f"seat_{s}"], view.money[s]) for s in range(len(c.seats))]
        tray = self.layout["dice_tray"]
        self.dice = [DieSprite("desperados", (tray.x + 90 + i * 150, tray.centery + 10), 104) for i in range(C.DICE)]
        bank = self.layout["bank"]
        self.bank = ChipStack((bank.centerx, bank.bottom - 70), view.money["bank"], radius=22)
        self.keep: set[int] = set()
        self.hand: list[CardSprite] = []
        self.picks: list[CardSprite] = []
        self.chosen: set[int] = set()
        self.movers: list[CardSprite] = []
        self.hover_card: CardSprite | None = None
        self.chooser: str | None = None

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

    def _viewer_hand(self) -> tuple[int | None, list]:
        seat = self.controller.viewer()
        if seat is None:
            return None, []
        return seat, list(self.view.hands[seat])

    def _layout_hand(self) -> None:
        seat, cards = self._viewer_hand()
        zone = self.layout["hand"]
        self.hand = []
        if seat is None:
            return
        fresh = list(self.view.fresh[seat])
        for i, (x, y, angle) in enumerate(fan_positions(len(cards), zone.center, 150, zone.w - 180, 2.0)):
            sprite = CardSprite(card_data(cards[i]), (x, y), HAND_CARD)
            sprite.angle = angle
            sprite.tag = cards[i]
            if cards[i] in fresh:
                fresh.remove(cards[i])
                sprite.reason = "This card came to you this turn: play it from your next turn."
            self.hand.append(sprite)
        self._mark_legal_cards()

    def _layout_picks(self) -> None:
        view = self.view
        self.picks = []
        if not self._choosing_cards(view):
            return
        tray = self.layout["dice_tray"]
        drawn = view.drawing.drawn
        for i, card in enumerate(drawn):
            x = tray.centerx + (i - (len(drawn) - 1) / 2) * 165
            sprite = CardSprite(card_data(card), (x, tray.centery), (150, 210))
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
                sprite.reason = f"Played {C.CARDS[sprite.tag].timing}."

    # -- events to animations ----------------------------------------------------------------------
    def animate(self, event) -> None:
        handler = getattr(self, f"_on_{type(event).__name__}", None)
        if handler:
            handler(event)

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
        self.say(f"{self.controller.names[event.seat]}'s {C.MEMBERS[event.member].name} breaks out!", 2.5)

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

    def _card_flight(self, card: str | None, start: tuple[int, int], end: tuple[int, int], face_up: bool) -> None:
        sprite = CardSprite(card_data(card) if card else None, start, (110, 154), face_up=face_up and card is not None)
        self.movers.append(sprite)
        self.animator.add(Sequence(Tween(sprite, 0.35, "out_quad", x=end[0], y=end[1]),
                                   Call(self.movers.remove, sprite)))

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
        self._card_flight(event.card, self._place(event.src), self._place(event.dst), event.card is not None)

    def _on_CardPlayed(self, event: CardPlayed) -> None:
        start = self.mats[event.seat].rect.center
        zone = self.layout["dice_tray"]
        sprite = CardSprite(card_data(event.card), start, (150, 210), face_up=True)
        self.movers.append(sprite)
        self.animator.add(Sequence(Tween(sprite, 0.3, "out_quad", x=zone.centerx, y=zone.centery),
                                   Wait(0.5), Tween(sprite, 0.3, "in_quad", x=self._place("discard")[0],
                                                    y=self._place("discard")[1]),
                                   Call(self.movers.remove, sprite), Call(self._refresh_cards)))

    def _on_ActionCancelled(self, event: ActionCancelled) -> None:
        self.say(f"{self.controller.names[event.by]} blows the Sheriff's Whistle!", 2.5)

    def _on_PlayerEliminated(self, event: PlayerEliminated) -> None:
        self.animator.add(Call(self.refresh))

    def _on_GameEnded(self, event: GameEnded) -> None:
        self.sound("win")
        self.animator.add(Call(self.refresh))

    def _refresh_cards(self) -> None:
        self._layout_hand()
        self._layout_picks()

    def after_step(self) -> None:
        self.animator.add(Call(self._refresh_cards))

    # -- offering a human's decision -------------------------------------------------------------
    def offer(self, seat: int) -> None:
        self.chooser = None
        self._refresh_cards()
        self._buttons(seat)

    def _buttons(self, seat: int, card: str | None = None) -> None:
        self.buttons.clear()
        c = self.controller
        legal = c.legal_actions(seat)
        if card is not None:
            options = [a for a in legal if card_of(a) == card]
            options.append(None)
        else:
            options = [a for a in legal if not isinstance(a, (Reroll, Keep))
                       and (card_of(a) is None or card_of(a) in ("sheriffs_whistle", "take_cover"))]
        zone = self.layout["buttons"]
        x = zone.x
        y = zone.y
        if self.view.phase == ROLLING and card is None and any(isinstance(a, Reroll) for a in legal):
            reroll = tuple(i for i in range(C.DICE) if i not in self.keep)
            ok = Reroll(reroll) in legal
            label = f"Roll {len(reroll)} {'die' if len(reroll) == 1 else 'dice'}" if reroll else "Roll"
            b = widgets.Button((x, y, 260, 66), label, lambda: self.act(seat, Reroll(reroll)), style="primary",
                               enabled=ok, disabled_reason="Keep fewer dice: at least one must roll." if not ok else None,
                               size=28, hotkey=pygame.K_r)
            self.buttons.add(b)
            x += 276
            for die in self.dice:
                die.selectable = True
        if self._choosing_cards(self.view) and card is None:
            drawing = self.view.drawing
            keep = tuple(sorted(drawing.drawn[i] for i in self.chosen))
            ok = Keep(keep) in legal
            self.buttons.add(widgets.Button((x, y, 300, 66), f"Keep {len(self.chosen)} of {drawing.keep}",
                                            lambda: self.act(seat, Keep(keep)), style="primary", enabled=ok,
                                            disabled_reason=(f"Choose {drawing.keep} card{'s' if drawing.keep != 1 else ''}."
                                                             if not ok else None),
                                            size=28))
            x += 316
        for action in options:
            if action is None:
                label, cb, style = "Cancel", lambda: self._buttons(seat), "wood"
            else:
                label = c.label(action, seat)
                cb = (lambda a=action: self.act(seat, a))
                style = "primary" if isinstance(action, TakeActions) else "wood"
            size = 24 if len(label) > 22 else 28
            width = max(200, min(560, theme.font("display", size).size(label)[0] + 48))
            if x + width > zone.right:
                x = zone.x
                y -= 74
            self.buttons.add(widgets.Button((x, y, width, 66), label, cb, style=style, size=size))
            x += width + 14

    def withdraw(self) -> None:
        super().withdraw()
        self.chooser = None
        self.chosen = set()
        for die in self.dice:
            die.selectable = False
            die.hover = False

    # -- clicks on the pieces ---------------------------------------------------------------------
    def readable_cards(self) -> list:
        return self.hand + self.picks

    def handle_table(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            for die in self.dice:
                die.hover = die.hit(event.pos)
            self.hover_card = None
            for sprite in reversed(self.hand + self.picks):
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
        if view.phase == ROLLING and view.window is None and view.drawing is None:
            for i, die in enumerate(self.dice):
                if die.hit(event.pos):
                    self.keep ^= {i}
                    die.kept = i in self.keep
                    self._buttons(seat)
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
        for sprite in reversed(self.hand):
            if sprite.hit(event.pos):
                if not sprite.legal:
                    self.say(sprite.reason or "That card cannot be played now.")
                    return True
                plays = [a for a in self.controller.legal_actions(seat) if card_of(a) == sprite.tag]
                if len(plays) == 1:
                    self.act(seat, plays[0])
                else:
                    self._buttons(seat, sprite.tag)
                return True
        return False

    def update_sprites(self, dt: float) -> None:
        for die in self.dice:
            die.update(dt)
        for sprite in self.hand + self.picks:
            sprite.update(dt)
        self.bank.update(dt)
        for mat in self.mats:
            mat.chips.update(dt)

    # -- drawing ----------------------------------------------------------------------------------
    def draw_table(self, surface: pygame.Surface) -> None:
        view = self.view
        for mat in self.mats:
            self._draw_mat(surface, mat, view)
        self._draw_middle(surface, view)
        if not self.picks:
            for die in self.dice:
                die.draw(surface)
        for sprite in self.picks:
            sprite.draw(surface)
        self._draw_hand(surface, view)
        for sprite in self.movers:
            sprite.draw(surface)
        if self.hover_card is not None and not self.hover_card.legal and self.hover_card.reason:
            widgets.draw_tooltip(surface, self.hover_card.reason, self.hover_card.rect)

    def _draw_mat(self, surface: pygame.Surface, mat: Mat, view) -> None:
        c = self.controller
        seat = mat.seat
        gang = C.GANGS[view.gangs[seat]]
        colour = GANG_COLOURS[gang.colour]
        rect = mat.rect.move(int(6 * math.sin(mat.shake * 20)) if mat.shake else 0, 0)
        alive = view.alive[seat]
        current = view.current == seat and not c.is_over()
        widgets.draw_panel(surface, rect, "parchment", radius=18)
        band = pygame.Rect(rect.x + 10, rect.y + 10, rect.w - 20, 44)
        pygame.draw.rect(surface, colour, band, border_radius=12)
        theme.draw_seat_token(surface, seat, (band.x + 24, band.centery), 15)
        theme.draw_text(surface, c.names[seat], (band.x + 48, band.centery), "display", 28, theme.CREAM, anchor="midleft")
        tag = "HUMAN" if c.seats[seat].is_human else f"AI · {c.seats[seat].level.upper()}"
        theme.draw_text(surface, tag, (band.right - 12, band.centery), "black", 15, theme.CREAM, anchor="midright")
        theme.draw_text(surface, gang.name, (rect.x + 16, rect.y + 60), "italic", 20, theme.INK_SOFT, shadow=False)
        ability = C.BRAIN_NAMES[gang.brain_ability]
        theme.draw_text(surface, f"Brain: {ability}", (rect.right - 16, rect.y + 60), "bold", 18, theme.INK_SOFT,
                        anchor="topright", shadow=False)
        for i, dial in enumerate(mat.dials):
            dial.draw(surface, mat.dial_center(i), colour)
        mat.chips.draw(surface)
        cards = len(view.hands[seat])
        back = card_back((44, 62))
        for k in range(min(cards, 5)):
            surface.blit(back, (rect.x + 20 + k * 14, rect.bottom - 82))
        theme.draw_text(surface, f"{cards} card{'s' if cards != 1 else ''}", (rect.x + 20 + min(cards, 5) * 14 + 52,
                        rect.bottom - 52), "bold", 20, theme.INK, anchor="midleft", shadow=False)
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
            theme.draw_text(surface, "OUT OF THE GAME", rect.center, "display", 34, theme.CREAM, anchor="center")
        if seat in view.winners:
            theme.draw_text(surface, "WINNER", (rect.centerx, rect.bottom - 10), "display", 30, theme.OXBLOOD,
                            anchor="midbottom", shadow=False)

    def _draw_middle(self, surface: pygame.Surface, view) -> None:
        tray = self.layout["dice_tray"]
        widgets.draw_panel(surface, tray, "felt", radius=24)
        if view.phase == ROLLING and view.rolls_used:
            theme.draw_text(surface, self.controller.roll_status(), (tray.x + 18, tray.y + 12), "bold", 22,
                            theme.CREAM_DIM)
        if view.phase == SETUP:
            theme.draw_text(surface, f"Setup roll: {self.controller.names[view.current]}", (tray.x + 18, tray.y + 12),
                            "bold", 22, theme.CREAM_DIM)
        if view.phase == ACTIONS and view.actions_left:
            theme.draw_text(surface, f"{view.actions_left} action{'s' if view.actions_left != 1 else ''} left",
                            (tray.right - 18, tray.y + 12), "bold", 22, theme.HIGHLIGHT, anchor="topright")
        deck, discard = self.layout["deck"], self.layout["discard"]
        surface.blit(card_back((130, 182)), card_back((130, 182)).get_rect(center=deck.center))
        theme.draw_text(surface, f"Deck {len(view.deck.cards)}", (deck.centerx, deck.bottom + 4), "bold", 20,
                        theme.CREAM, anchor="midtop")
        if view.deck.discards:
            top = CardSprite(card_data(view.deck.discards[-1]), discard.center, (130, 182))
            top.draw(surface)
        else:
            pygame.draw.rect(surface, theme.darken(self.felt, 0.3), discard.inflate(-10, -10), 3, border_radius=12)
        theme.draw_text(surface, f"Discards {len(view.deck.discards)}", (discard.centerx, discard.bottom + 4), "bold", 20,
                        theme.CREAM, anchor="midtop")
        bank = self.layout["bank"]
        widgets.draw_panel(surface, bank, "dark", radius=18)
        theme.draw_text(surface, "TABLE CENTRE", (bank.centerx, bank.y + 14), "black", 18, theme.GOLD, anchor="midtop")
        self.bank.draw(surface)

    def _draw_hand(self, surface: pygame.Surface, view) -> None:
        zone = self.layout["hand"]
        seat = self.controller.viewer()
        if seat is None:
            theme.draw_text(surface, "Hands stay hidden until their owner takes the chair",
                            zone.center, "italic", 24, theme.CREAM_DIM, anchor="center")
            return
        theme.draw_text(surface, f"{self.controller.names[seat]}'s hand", (zone.x, zone.y - 4), "bold", 20, theme.CREAM_DIM)
        if not self.hand:
            theme.draw_text(surface, "No Wild West cards yet: roll a Trio, a Set of Four or Misery to draw",
                            zone.center, "italic", 22, theme.CREAM_DIM, anchor="center")
        for sprite in self.hand:
            sprite.draw(surface)
