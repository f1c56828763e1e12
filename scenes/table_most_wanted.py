"""The Most Wanted table: the scoreboard track, the six action cards, the hands laid face down.

Layout (1920x1080 canvas): the scoreboard 0..13 with its bail marks and the outlaws' tokens at
the top, a mat per player (money bags, cards in hand, a lost turn), the action cards with the
deck, the discard pile and the supply of money bags, the table where hands are laid face down
and flip together, the buttons, and the hand of the player in the chair (face down to everyone
else; at a hot-seat table each person takes the chair behind a curtain).

Cards are chosen with a click and confirmed with a button named after what it does ("Join with
3 cards"); the whom of a Duel or Shootout is chosen by clicking mats.
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from types import SimpleNamespace

import pygame

from game.controllers.most_wanted import cards as cards_text, shape_name
from game.i18n import _, format_number, ngettext
from game.rules.most_wanted.events import ActionWon, HandsRevealed, TieBreak
from game.rules.most_wanted import content as C
from game.rules.most_wanted.actions import (
    Choose,
    Discard,
    DuelWith,
    Join,
    Keep,
    Labor,
    Play,
    ShootoutWith,
    StayOut,
    Work,
)
from game.rules.most_wanted.state import (
    CHANGE,
    CHOOSE,
    DISCARD,
    JOIN,
    LABOR,
    PICK,
    TIEBREAK,
    WORK,
)
from game.ui import theme, widgets
from game.ui.cards import CardSprite, card_back, fan_in, fan_positions
from game.ui.looks.most_wanted import BACK_ACCENT, BACK_PICTURE, action_data, bag_icon, card_data, playing_card
from game.ui.panels import draw_mat_band, seat_tag
from game.ui.tween import Call, Sequence, Tween, Wait
from scenes.table_base import OPEN_HANDS, BaseTableScene, Secret

HAND_CARD, TABLE_CARD, ACTION_CARD = (116, 164), (74, 104), (112, 158)
FLYING_CARD = (90, 126)
SHOWDOWN_READ = 5.0
"""How many AI-pacing lengths a showdown's flipped hands stay up (3 s at the default pacing of
0.6 s) before the bags and scores move; a click on the table goes on at once."""


@dataclass
class Showdown:
    """Hands flipped together, as the rules flipped and ranked them (`HandsRevealed`), kept face
    up on the table while people read them; what the step did next waits in `later`."""

    seats: tuple
    hands: tuple
    names: list[str]
    """Each hand's name in the reader's language, from the rules' ranks."""
    winner: int | None = None
    tied: tuple = ()
    later: list = field(default_factory=list)
    """The step's events after the flip (bags, scores, the table cleared), animated once the
    hands have been read."""
    telling: bool = True
    """The step's events are still coming in (to `later`)."""


class TableScene(BaseTableScene):

    def build(self) -> None:
        self.track = [SimpleNamespace(at=float(p)) for p in self.view.score]
        """Where each outlaw's token stands on the scoreboard (tweened when it moves)."""
        self.hand: list[CardSprite] = []
        self.chosen: set[int] = set()
        self.picks: list = []
        self.targets: set[int] = set()
        self.actions: list[CardSprite] = []
        self.reveal = SimpleNamespace(flip=1.0)
        self.ranks: dict[int, str] = {}
        self.showdown: Showdown | None = None
        """Hands flipped in a showdown or a tie-break, face up until they have been read."""

    # -- keeping sprites in line with the view ------------------------------------------------
    def refresh(self) -> None:
        for token, at in zip(self.track, self.view.score):
            token.at = float(at)
        self._layout_cards()

    def refresh_private(self) -> None:
        """The hand and the cards on the table: the score tokens go on moving as the step moves them."""
        self._layout_cards()

    def after_step(self) -> None:
        self.animator.add(Call(self._layout_cards))
        showdown = self.showdown
        if showdown is not None and showdown.telling:
            showdown.telling = False
            pacing = float(getattr(self.app.settings, "ai_pacing", 1.0))
            self.hold_for(SHOWDOWN_READ * pacing, self._after_showdown)

    def animate(self, event) -> None:
        """A showdown's flip is told at once; what follows it in the step (who wins, the bags, the
        scores) waits until the hands have been read, the winner marked among them meanwhile."""
        showdown = self.showdown
        if showdown is None or not showdown.telling or isinstance(event, HandsRevealed):
            super().animate(event)
            return
        if isinstance(event, ActionWon):
            showdown.winner = event.seat
        elif isinstance(event, TieBreak):
            showdown.tied = tuple(event.seats)
        showdown.later.append(event)

    def _after_showdown(self) -> None:
        """The hands have been read: the banner says how it came out (the log's words), the bags
        and the scores move, the cards go."""
        showdown, self.showdown = self.showdown, None
        if showdown is None:
            return
        told = [e for e in showdown.later if isinstance(e, (ActionWon, TieBreak))]
        if told:
            self.banner.set(told[0].describe(self.controller.names), "",
                            showdown.winner if showdown.winner in range(len(self.controller.seats)) else None)
        for event in showdown.later:
            super().animate(event)

    def landed(self) -> None:
        self._layout_cards()

    def _layout_cards(self) -> None:
        view = self.view
        self._layout_actions(view)
        seat = self.controller.viewer()
        self.hand = []
        if seat is None:
            return
        cards = list(view.hands[seat])
        if view.phase == CHANGE and seat == view.active and self.offered == seat:  # laid cards, back to choose again
            cards += list(view.plays.get(seat, []))
        zone = self.layout["hand"]
        fan = fan_in(fan_positions(len(cards), (zone.centerx, zone.centery + 6), 130, zone.w - 160, 1.5), zone,
                     HAND_CARD[1])
        for i, (x, y, angle) in enumerate(fan):
            sprite = playing_card(cards[i], (x, y), HAND_CARD)
            sprite.angle = angle
            self.hand.append(sprite)
        if view.phase == CHANGE and seat == view.active and self.offered == seat:
            laid = len(view.hands[seat])
            self.chosen = set(range(laid, len(cards)))
        self._mark_hand()

    def _layout_actions(self, view) -> None:
        zone = self.layout["actions"]
        keys = [r.key for r in C.ROBBERIES] + list(view.sides)
        self.actions = []
        for i, key in enumerate(keys):
            points = self.controller.action_points(key) if key in C.ROBBERY else None
            sprite = CardSprite(action_data(key, points), (zone.x + 60 + i * 124, zone.centery), ACTION_CARD)
            sprite.tag = key
            sprite.selected = key == view.action
            self.actions.append(sprite)

    def _mark_hand(self) -> None:
        seat = self.offered
        choosing = seat is not None and seat == self.controller.viewer() and self.controller.card_phase()
        for i, sprite in enumerate(self.hand):
            sprite.legal = choosing
            sprite.selected = i in self.chosen
        legal = self.controller.legal_actions(seat) if seat is not None and self.view.phase == CHOOSE else []
        keys = {a.action for a in legal if isinstance(a, Choose)}
        for sprite in self.actions:
            sprite.legal = sprite.tag in keys
        self.picks = [s for s in self.actions if s.legal]

    # -- events ---------------------------------------------------------------------------------
    def _point(self, place) -> tuple[int, int]:
        if isinstance(place, int) and 0 <= place < len(self.controller.seats):
            if place == self.controller.viewer():
                return self.layout["hand"].center
            return self.layout[f"seat_{place}"].center
        if place in (C.SHERIFF, "sheriff"):
            return self.layout["table"].center
        return self.layout.get({"supply": "supply", "labor": "table", "discard": "discard"}.get(place, "deck"),
                               self.layout["deck"]).center

    def notice_anchor(self) -> tuple[int, int]:
        """In the buttons' strip, above the seated player's hand (which fills the bottom)."""
        return self.layout["buttons"].midbottom

    def _card_flight(self, card, src, dst) -> None:
        self.sound("card")
        self.fly_card(playing_card(card, self._point(src), FLYING_CARD), self._point(dst))

    def _on_Drew(self, event) -> None:
        """A drawn card leaves the deck face down; its face shows in the hand once it lands."""
        self._card_flight(None, "deck", event.dst)

    def _on_Discarded(self, event) -> None:
        self._card_flight(event.card, event.src, "discard")

    def _on_HandLaid(self, event) -> None:
        for _card in range(event.count):
            self._card_flight(None, event.seat, "sheriff")

    def _on_LaborPlayed(self, event) -> None:
        for card in event.cards:
            self._card_flight(card, event.seat, "sheriff")

    def _on_LaborDeclared(self, event) -> None:
        self.say(_("{name} swears the cards are all {colour}").format(name=self.controller.names[event.seat],
                                                                      colour=C.colour_name(event.colour)), 2.5)

    def _on_Challenged(self, event) -> None:
        self.sound("gunshot")
        who = ", ".join(self.controller.names[s] for s in event.targets)
        self.say(_("{name} calls out {names}!").format(name=self.controller.names[event.seat], names=who), 2.5)

    def _on_ActionChosen(self, event) -> None:
        self.sound("card")

    def _on_JoinDecided(self, event) -> None:
        self.sound("tick")

    def _on_BagsMoved(self, event) -> None:
        start, end = self._point(event.src), self._point(event.dst)
        for i in range(min(event.amount, 5)):
            self.fly(lambda s, p: s.blit(bag_icon(40), bag_icon(40).get_rect(center=p)), start, end, 0.4, i * 0.07)
        self.animator.add(Sequence(Wait(0.4), Call(self.sound, "chips")))

    def _on_ScoreMoved(self, event) -> None:
        token = self.track[event.seat]
        self.animator.add(Tween(token, 0.5, "out_back" if event.after > event.before else "out_quad",
                                at=float(event.after)))

    def _on_HandsRevealed(self, event) -> None:
        """The laid hands turn over together and stay up, named and the winner marked, while the
        table holds the view from before the step (the mats' bags as they were)."""
        self.sound("card")
        self.hold()
        names = [event.label(i) for i in range(len(event.seats))]
        self.ranks = dict(zip(event.seats, names))
        self.showdown = Showdown(tuple(event.seats), tuple(event.hands), names)
        self.reveal.flip = 0.0
        self.animator.add(Sequence(Wait(0.25), Tween(self.reveal, 0.45, "in_out_quad", flip=1.0)))
        self.banner.set(_("Showdown: the hands flip together"), _("Click the table to go on."))

    def _on_TieBreak(self, event) -> None:
        self.say(_("A tie! One more card each, face down"), 2.5)

    def _on_ActionWon(self, event) -> None:
        self.sound("win")

    def _on_TableCleared(self, event) -> None:
        self.animator.add(Sequence(Wait(0.6), Call(self.ranks.clear)))

    def _on_RobberyFlipped(self, event) -> None:
        """The robbery card turns over to its higher value."""
        self.say(_("The {action} flips: now worth {n}!").format(action=C.action_name(event.robbery),
                                                                n=format_number(event.points)), 3.0)
        card = next((s for s in self.actions if s.tag == event.robbery), None)
        if card is None:
            return

        def turn_up() -> None:
            self._layout_actions(self.view)
            flipped = next(s for s in self.actions if s.tag == event.robbery)
            flipped.flip = 0.0
            self.animator.add(Tween(flipped, 0.3, "out_quad", flip=1.0))
        self.animator.add(Sequence(Tween(card, 0.3, "in_quad", flip=0.0), Call(turn_up)))

    def _on_DeckReshuffled(self, event) -> None:
        self.sound("card")
        self.say(_("The discard pile becomes the new deck"), 2.0)

    def _on_TurnLost(self, event) -> None:
        self.say(_("{name} loses this turn").format(name=self.controller.names[event.seat]), 2.0)

    def _on_ChallengesRevealed(self, event) -> None:
        if event.challengers:
            self.sound("gunshot")

    def _on_LaborRevealed(self, event) -> None:
        self.say(_("Honest work!") if event.honest else _("A bluff!"), 2.0)

    def _on_BailPaid(self, event) -> None:
        self.sound("chips")

    # -- decisions ----------------------------------------------------------------------------
    def offer(self, seat: int) -> None:
        self.chosen = set()
        self.targets = set()
        self.offered = seat
        self._layout_cards()
        self._buttons(seat)

    def withdraw(self) -> None:
        super().withdraw()
        self.chosen = set()
        self.targets = set()
        self.picks = []
        for sprite in self.hand + self.actions:
            sprite.legal = sprite.selected = False

    def _chosen_cards(self) -> tuple[str, ...]:
        return tuple(self.hand[i].tag for i in sorted(self.chosen) if i < len(self.hand))

    def _matching(self, legal: list, kinds: tuple) -> object | None:
        """The legal action of these kinds that plays exactly the chosen cards."""
        want = Counter(self._chosen_cards())
        return next((a for a in legal if isinstance(a, kinds) and Counter(a.cards) == want), None)

    def _buttons(self, seat: int) -> None:
        self.buttons.clear()
        c = self.controller
        legal = c.legal_actions(seat)
        phase = self.view.phase
        entries: list = []
        if phase == CHOOSE:
            entries = [(c.label(a, seat), a, "wood") for a in legal]
        elif phase == PICK:
            entries = self._pick_entries(seat, legal)
        elif c.card_phase():
            entries = self._card_entries(seat, legal, phase)
        else:
            entries = [(c.label(a, seat), a, "wood") for a in legal]
        self.button_row([(label, (lambda a=action: self.act(seat, a)), style,
                           {"enabled": action is not None, "disabled_reason": why[0] if why and action is None else None})
                          for label, action, style, *why in entries], grow="up")

    def _card_entries(self, seat: int, legal: list, phase: str) -> list:
        c = self.controller
        n = len(self.chosen)
        size = self.view.size
        if phase == JOIN:
            join = self._matching(legal, (Join,))
            stay = next(a for a in legal if isinstance(a, StayOut))
            return [(_("Join with {cards}").format(cards=cards_text(n)), join, "primary",
                     ngettext("Choose exactly {n} card to join.", "Choose exactly {n} cards to join.", size).format(
                         n=format_number(size))), (c.label(stay, seat), stay, "wood")]
        if phase == CHANGE:
            keep = next(a for a in legal if isinstance(a, Keep))
            swap = self._matching(legal, (Play,))
            return [(c.label(keep, seat), keep, "primary"),
                    (_("Lay these instead"), swap, "wood",
                     ngettext("Choose {n} card different from the ones laid.",
                              "Choose {n} cards different from the ones laid.", size).format(n=format_number(size)))]
        if phase == DISCARD:
            return [(_("Discard {cards}").format(cards=cards_text(n)) if n else _("Discard nothing"),
                     self._matching(legal, (Discard,)), "primary")]
        if phase == LABOR:
            return [(_("Work {cards} (+{bags} bags)").format(cards=cards_text(n), bags=format_number(2 * n)),
                     self._matching(legal, (Labor,)), "primary", _("Choose cards of one colour."))]
        if phase == WORK:
            return [(_("Lay {cards} face down").format(cards=cards_text(n)), self._matching(legal, (Work,)), "primary",
                     _("Choose at least one card."))]
        want = 1 if phase == TIEBREAK else size
        return [(_("Lay {cards}").format(cards=cards_text(n)), self._matching(legal, (Play,)), "primary",
                 ngettext("Choose exactly {n} card.", "Choose exactly {n} cards.", want).format(n=format_number(want)))]

    def _pick_entries(self, seat: int, legal: list) -> list:
        """Duel: one rival (click a mat), then the hand size. Shootout: any rivals, then the size."""
        c = self.controller
        duel = any(isinstance(a, DuelWith) for a in legal)
        able = sorted({a.opponent for a in legal if isinstance(a, DuelWith)} |
                      {t for a in legal if isinstance(a, ShootoutWith) for t in a.targets})
        if not self.targets:
            self.targets = {able[0]} if duel else set(able)
        self.picks = [SimpleNamespace(rect=self.layout[f"seat_{s}"], seat=s) for s in able]
        entries = []
        for a in legal:
            if duel and a.opponent in self.targets or not duel and set(a.targets) == self.targets:
                entries.append((c.label(a, seat), a, "primary"))
        if not entries:
            entries.append(("Click the mats of the players to call", None, "ghost", "Nobody that can answer is chosen."))
        return entries

    # -- clicks ---------------------------------------------------------------------------------
    def readable_cards(self) -> list:
        return self.actions + self.hand

    def handle_table(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            for sprite in self.hand + self.actions:
                sprite.hover = sprite.hit(event.pos)
            return False
        if event.type != pygame.MOUSEBUTTONDOWN or event.button != 1:
            return False
        seat = self.offered
        if seat is None:
            return False
        for pick in self.picks:
            if pick.rect.collidepoint(event.pos):
                return self._picked(seat, pick)
        if self.controller.card_phase() and seat == self.controller.viewer():
            for i in reversed(range(len(self.hand))):
                if self.hand[i].hit(event.pos):
                    self.chosen ^= {i}
                    self._mark_hand()
                    self._buttons(seat)
                    return True
        return False

    def _picked(self, seat: int, pick) -> bool:
        if isinstance(pick, CardSprite):  # an action card
            self.act(seat, Choose(pick.tag))
            return True
        legal = self.controller.legal_actions(seat)
        if any(isinstance(a, DuelWith) for a in legal):
            self.targets = {pick.seat}
        else:
            self.targets ^= {pick.seat}
        self._buttons(seat)
        return True

    def update_sprites(self, dt: float) -> None:
        for sprite in self.hand + self.actions:
            sprite.update(dt)

    # -- drawing --------------------------------------------------------------------------------
    def draw_table(self, surface: pygame.Surface) -> None:
        view = self.view
        self._draw_scoreboard(surface, view)
        for seat in range(len(self.controller.seats)):
            self._draw_mat(surface, seat, view)
        for sprite in self.actions:
            sprite.draw(surface)
        self._draw_piles(surface, view)
        self._draw_table_area(surface, view)
        seat = self.controller.viewer()
        zone = self.layout["hand"]
        if seat is not None:
            theme.draw_text(surface, _("{name}'s hand (right-click a card to read it)").format(
                                name=self.controller.names[seat]),
                            (zone.x, zone.y - 6), "bold", 18, theme.CREAM_DIM)
        else:
            words = _(OPEN_HANDS) if self.controller.shows_everything() else _("Hands stay hidden until their owner takes the chair")
            theme.draw_text(surface, words, zone.center, "italic", 22, theme.CREAM_DIM, anchor="center")
        for sprite in self.hand:
            sprite.draw(surface)
        self.draw_movers(surface)

    def secret_of(self, view, seat: int) -> Secret | None:
        """An outlaw's hand, where the mat shows its backs, with the cards laid in a decision not
        revealed yet and what was decided ("joins with 3", "calls out")."""
        decision = view.pending.get(seat)
        laid = list(decision) if isinstance(decision, tuple) else []
        cards = list(view.hands[seat]) + laid
        if not cards and seat not in view.pending:
            return None
        rect = self.layout[f"seat_{seat}"]
        spot = pygame.Rect(rect.x + 84, rect.bottom - 45, rect.w - 92, 39)
        return Secret(spot, [card_data(card) for card in cards if card], words=_decision_words(decision, view))

    def space_box(self, space: int) -> pygame.Rect:
        """Space `space` of the scoreboard: 0 (off the board) to 13 (Most Wanted), left to right."""
        rect = self.layout["scoreboard"]
        step = (rect.w - 20) / (C.MOST_WANTED + 1)
        return pygame.Rect(rect.x + 10 + space * step, rect.y + 8, step - 6, rect.h - 16)

    def _draw_scoreboard(self, surface: pygame.Surface, view) -> None:
        """Spaces 0 (off the board) to 13 (Most Wanted), each with its bail in bags."""
        rect = self.layout["scoreboard"]
        widgets.draw_panel(surface, rect, "parchment", radius=14)
        step = (rect.w - 20) / (C.MOST_WANTED + 1)
        for space in range(C.MOST_WANTED + 1):
            box = self.space_box(space)
            last = space == C.MOST_WANTED
            fill = theme.OXBLOOD if last else theme.mix(theme.PARCHMENT_DARK, theme.WOOD, min(0.6, space * 0.045))
            pygame.draw.rect(surface, fill, box, border_radius=8)
            pygame.draw.rect(surface, theme.INK_SOFT, box, 1, border_radius=8)
            # Translators: the scoreboard's last space (~7 letters) and the space before its first (~4)
            label = _("WANTED") if last else (_("OFF") if space == 0 else format_number(space))
            ink = theme.CREAM if last or space > 6 else theme.INK
            size = theme.fit_text(label, "black", 16 if last or space == 0 else 20, box.w - 10, min_size=12)
            theme.draw_text(surface, label, (box.x + 6, box.y + 3), "black", size, ink, shadow=False)
            bail = C.bail_for(space)
            for b in range(bail if not last else 0):
                icon = bag_icon(20)
                surface.blit(icon, (box.right - 22 - b * 14, box.y + 2))
        # tokens: seats on one space stand side by side
        spots: dict[int, int] = {}
        for seat, token in enumerate(self.track):
            space = round(token.at)
            k = spots.get(space, 0)
            spots[space] = k + 1
            x = rect.x + 10 + token.at * step + 16 + (k % 4) * 18
            y = rect.y + 48 + (k // 4) * 20
            self.marks.draw(surface, seat, (x, y), 10)

    def _draw_mat(self, surface: pygame.Surface, seat: int, view) -> None:
        c = self.controller
        rect = self.layout[f"seat_{seat}"]
        widgets.draw_panel(surface, rect, "parchment", radius=14)
        draw_mat_band(surface, rect, seat, c.names[seat], seat_tag(c.seats[seat]), 34, marks=self.marks)
        theme.draw_text(surface, _("space {space} · bail {bail}").format(space=format_number(view.score[seat]),
                                                                         bail=format_number(C.bail_for(view.score[seat]))),
                        (rect.right - 10, rect.y + 46), "bold", 16, theme.INK, anchor="topright", shadow=False)
        bag = bag_icon(34)
        surface.blit(bag, (rect.x + 8, rect.bottom - 48))
        theme.draw_text(surface, "x" + format_number(view.bags[seat]), (rect.x + 44, rect.bottom - 30), "display", 20, theme.INK,
                        anchor="midleft", shadow=False)
        cards = len(view.hands[seat])
        back = card_back((26, 36), BACK_ACCENT, "", BACK_PICTURE)
        x0 = rect.right - 12 - 26 - min(cards, 8) * 9
        for i in range(min(cards, 8)):
            surface.blit(back, (x0 + i * 9, rect.bottom - 46))
        theme.draw_text(surface, format_number(cards), (rect.right - 8, rect.bottom - 8), "black", 14, theme.INK,
                        anchor="bottomright", shadow=False)
        if view.lose_turn[seat]:
            theme.draw_text(surface, _("LOSES NEXT TURN"), (rect.centerx, rect.y + 72), "black", 13, theme.DANGER,
                            anchor="center", shadow=False)
        if seat in view.pending:
            theme.draw_text(surface, _("DECIDED"), (rect.centerx, rect.y + 72), "black", 14, theme.SUCCESS,
                            anchor="center", shadow=False)
        elif seat in view.deciders:
            theme.draw_text(surface, _("deciding…"), (rect.centerx, rect.y + 72), "italic", 15, theme.INK_SOFT,
                            anchor="center", shadow=False)
        if view.winner == seat:
            theme.draw_text(surface, _("MOST WANTED!"), (rect.centerx, rect.centery + 8), "display", 20, theme.OXBLOOD,
                            anchor="center", shadow=False)
        if seat == view.active and view.winner is None:
            pygame.draw.rect(surface, theme.HIGHLIGHT, rect.inflate(8, 8), 4, border_radius=18)
        if any(getattr(p, "seat", None) == seat for p in self.picks):
            colour = theme.GOLD if seat in self.targets else theme.CREAM_DIM
            pygame.draw.rect(surface, colour, rect.inflate(2, 2), 4 if seat in self.targets else 2, border_radius=16)
            if seat in self.targets:
                theme.draw_text(surface, _("CALLED"), (rect.centerx, rect.centery + 8), "display", 20, theme.OXBLOOD,
                                anchor="center", shadow=False)

    def _draw_piles(self, surface: pygame.Surface, view) -> None:
        deck, discard, supply = self.layout["deck"], self.layout["discard"], self.layout["supply"]
        back = card_back(ACTION_CARD, BACK_ACCENT, _("WANTED"), BACK_PICTURE)
        surface.blit(back, back.get_rect(center=deck.center))
        theme.draw_text(surface, _("Deck {n}").format(n=format_number(len(view.deck))), (deck.centerx, deck.bottom - 4), "bold", 18, theme.CREAM,
                        anchor="midtop")
        if view.discards:
            playing_card(view.discards[-1], discard.center, ACTION_CARD).draw(surface)
        else:
            pygame.draw.rect(surface, theme.darken(self.felt, 0.3), discard.inflate(-8, -8), 3, border_radius=12)
        theme.draw_text(surface, _("Discards {n}").format(n=format_number(len(view.discards))), (discard.centerx, discard.bottom - 4), "bold", 18,
                        theme.CREAM, anchor="midtop")
        widgets.draw_panel(surface, supply, "dark", radius=14)
        theme.draw_text(surface, _("SUPPLY"), (supply.x + 14, supply.y + 10), "black", 16, theme.GOLD)
        shown = min(view.supply, 12)
        for i in range(shown):
            icon = bag_icon(40)
            surface.blit(icon, (supply.x + 14 + (i % 6) * 34, supply.y + 36 + (i // 6) * 40))
        theme.draw_text(surface, ngettext("{n} bag", "{n} bags", view.supply).format(n=format_number(view.supply)),
                        (supply.right - 14, supply.y + 10), "bold", 18, theme.CREAM,
                        anchor="topright")
        if view.on_cards:
            theme.draw_text(surface, _("{n} on the face-down cards").format(n=format_number(view.on_cards)), (supply.x + 14, supply.bottom - 10),
                            "italic", 16, theme.CREAM_DIM, anchor="bottomleft")
        if view.colour:
            theme.draw_text(surface, _("Declared: {colour} ({shape})").format(colour=C.colour_name(view.colour),
                                                                              shape=shape_name(view.colour)),
                            (supply.right - 14, supply.bottom - 10), "bold", 18, theme.HIGHLIGHT, anchor="bottomright")

    def _draw_table_area(self, surface: pygame.Surface, view) -> None:
        """Hands on the table: face down until they flip together; flipped ones show their rank."""
        zone = self.layout["table"]
        widgets.draw_panel(surface, zone, "felt", radius=18)
        groups = self._showdown_groups(view) if self.showdown is not None else self._laid_groups(view)
        if not groups:
            action = C.action_name(view.action) if view.action else ""
            text = (_("{name}: {action}").format(name=self.controller.names[view.active], action=action) if action
                    else _("Hands are laid here, face down, and flip together"))
            theme.draw_text(surface, text, zone.center, "italic", 22, theme.CREAM_DIM, anchor="center")
            return
        width = (zone.w - 20) / len(groups)
        for g, (who, cards, face_up) in enumerate(groups):
            x0 = zone.x + 10 + g * width
            name = _("The Sheriff") if who == C.SHERIFF else self.controller.names[who]
            size = theme.fit_text(name, "bold", 18, int(width) - 10, 11)
            theme.draw_text(surface, name, (x0 + width / 2, zone.y + 8), "bold", size, theme.CREAM, anchor="midtop")
            step = min(TABLE_CARD[0] + 6, (width - TABLE_CARD[0] - 10) / max(1, len(cards) - 1))
            left = x0 + width / 2 - (step * (len(cards) - 1)) / 2
            for i, card in enumerate(cards):
                sprite = playing_card(card, (left + i * step, zone.y + 104), TABLE_CARD)
                if face_up and card is not None:
                    sprite.flip = self.reveal.flip
                sprite.draw(surface)
            rank = self.ranks.get(who)
            if rank and face_up and self.reveal.flip >= 1.0:
                size = theme.fit_text(rank, "bold", 17, int(width) - 8, 10)
                theme.draw_text(surface, rank, (x0 + width / 2, zone.bottom - 8), "bold", size, theme.HIGHLIGHT,
                                anchor="midbottom")
            if self.showdown is not None and self.reveal.flip >= 1.0:
                self._mark_result(surface, who, pygame.Rect(x0 + 2, zone.y + 4, width - 4, zone.h - 8))

    @staticmethod
    def _laid_groups(view) -> list[tuple]:
        """(who, cards, face up) for each hand on the table: laid face down, or flipped and left."""
        groups = []
        for who in sorted(set(view.plays) | set(view.table), key=lambda s: (s == C.SHERIFF, s)):
            if who in view.table:
                groups.append((who, list(view.table[who]), True))
            else:
                groups.append((who, list(view.plays[who]), False))
        return groups

    def _showdown_groups(self, view) -> list[tuple]:
        """The showdown's hands face up, each after the cards its owner has face up already (a
        tie-break's one card joins the hand it broke the tie of)."""
        s = self.showdown
        return [(who, list(view.table.get(who, ())) + list(hand), True) for who, hand in zip(s.seats, s.hands)]

    def _mark_result(self, surface: pygame.Surface, who, box: pygame.Rect) -> None:
        """The showdown's winner framed in gold under a WINNER tab; tied hands framed in cream."""
        s = self.showdown
        if who == s.winner:
            pygame.draw.rect(surface, theme.GOLD, box, 4, border_radius=14)
            words = _("WINNER")
            tab = pygame.Rect((0, 0), theme.font("black", 15).size(words)).inflate(16, 6)
            tab.midtop = (box.centerx, box.y + 30)
            pygame.draw.rect(surface, theme.GOLD, tab, border_radius=tab.h // 2)
            theme.draw_text(surface, words, tab.center, "black", 15, theme.INK, anchor="center", shadow=False)
        elif who in s.tied:
            pygame.draw.rect(surface, theme.CREAM, box, 3, border_radius=14)


def _decision_words(decision, view) -> str:
    """A secret decision not revealed yet, in a few words: joining a robbery (the cards laid are
    the last of the hand shown), a hand laid in a showdown, calling out a bluff or not."""
    if decision is None:
        return ""
    if decision is True:
        return _("calls out the bluff")
    if decision is False:
        return _("lets it pass")
    if not decision:
        return _("stays out")
    n = format_number(len(decision))
    # Translators: a secret decision, shown under the hand: the cards laid are the last ones of it
    return _("joins with the last {n}").format(n=n) if view.phase == JOIN else _("lays the last {n}").format(n=n)
