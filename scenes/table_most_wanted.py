"""The Most Wanted table: the scoreboard, a mat per outlaw, the action cards, the piles and the
supply, the table where hands are laid face down and flip together, and the hand in the chair.
Where each lies is in assets/layouts/most_wanted.tmx; how each is painted in its look. Cards are
chosen with a click and confirmed with a button named after what it does ("Join with 3 cards");
the whom of a Duel or Shootout is chosen by clicking mats."""
from __future__ import annotations

from types import SimpleNamespace

import pygame

from game.controllers.most_wanted import decision_words, declared_words
from game.i18n import _
from game.rules.most_wanted import content as C
from game.rules.most_wanted.actions import Choose, Keep, StayOut
from game.rules.most_wanted.events import HandsRevealed
from game.rules.most_wanted.state import CHANGE, CHOOSE, PICK
from game.ui.cards import CardSprite
from game.ui.looks import most_wanted as look
from game.ui.panels import seat_tag
from game.ui.tween import Call, Sequence, Tween, Wait
from scenes.table_base import HIDDEN_FROM_WATCHERS, OPEN_HANDS, BaseTableScene, Clickable, Secret

SHOWDOWN_READ = 5.0
"""AI-pacing lengths a showdown's flipped hands stay up before the bags and scores move (a click goes on)."""
BRIEF, READ, LONG = 2.0, 2.5, 3.0
"""Seconds a notice stays: a word on a move, a call or a tie to take in, a robbery flipping."""
FLIP, FLIP_HANDS, SCORE_MOVE = 0.3, 0.45, 0.5
"""Seconds a card takes to turn over, the laid hands to flip together, a score token to move."""
BAGS_FLOWN = 5
"""A move of many bags flies this many of them."""
FLIGHTS = {"Drew": lambda e: [(None, "deck", e.dst)], "Discarded": lambda e: [(e.card, e.src, "discard")],
           "HandLaid": lambda e: [(None, e.seat, "sheriff")] * e.count,
           "LaborPlayed": lambda e: [(card, e.seat, "sheriff") for card in e.cards]}
"""The cards each event sends flying: (card, or None for a back; from; to). A drawn card leaves
the deck face down; its face shows in the hand once it lands."""
PLACES = {C.SHERIFF: "table", "sheriff": "table", "labor": "table", "supply": "supply", "discard": "discard"}
"""The region where cards and bags go to or come from each place that is not a seat."""
SOUNDS = {"ActionChosen": "card", "JoinDecided": "tick", "ActionWon": "win", "BailPaid": "chips", "Challenged": "gunshot",
          "DeckReshuffled": "card", "HandsRevealed": "card"}
"""What an event sounds like (a card's flight sounds as it leaves)."""
SAID = {"LaborDeclared": READ, "Challenged": READ, "TieBreak": READ, "RobberyFlipped": LONG, "DeckReshuffled": BRIEF,
        "TurnLost": BRIEF, "LaborRevealed": BRIEF}
"""How long the controller's words on each event (`notice`) stay."""


class TableScene(BaseTableScene):
    # -- what it shows ---------------------------------------------------------------------------
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
        self.showdown: look.Showdown | None = None
        """Hands flipped in a showdown or a tie-break, face up until they have been read."""
        self.card = {kind: (round(self.sizes[f"{kind}_card_width"]), round(self.sizes[f"{kind}_card_height"]))
                     for kind in ("hand", "table", "action", "flying")}
        """A card's (width, height) in the hand, on the table, among the actions, in flight."""

    def refresh(self) -> None:
        for token, at in zip(self.track, self.view.score):
            token.at = float(at)
        self._layout_cards()

    def refresh_private(self) -> None:
        """The hand and the cards on the table: the score tokens go on moving as the step moves them."""
        self._layout_cards()
    landed = refresh_private

    def _layout_cards(self) -> None:
        """The action cards, and the hand in the chair (with the cards laid, to choose again, while
        its owner may change them)."""
        view, seat = self.view, self.controller.viewer()
        self._layout_actions(view)
        self.hand = []
        if seat is None:
            return
        changing = view.phase == CHANGE and seat == view.active and self.offered == seat
        cards = list(view.hands[seat]) + (list(view.plays.get(seat, [])) if changing else [])
        self.hand = look.hand_fan(cards, self.layout["hand"], self.card["hand"], self.sizes["fan_spacing"],
                                  self.sizes["fan_margin"])
        if changing:
            self.chosen = set(range(len(view.hands[seat]), len(cards)))
        self._mark_hand()

    def _layout_actions(self, view) -> None:
        cards = [(key, self.controller.action_points(key) if key in C.ROBBERY else None)
                 for key in [r.key for r in C.ROBBERIES] + list(view.sides)]
        self.actions = look.action_row(self.layout["actions"], cards, view.action, self.sizes["action_first"],
                                       self.sizes["action_step"], self.card["action"])

    def draw_table(self, surface: pygame.Surface) -> None:
        view, layout, c = self.view, self.layout, self.controller
        look.paint_scoreboard(surface, layout["scoreboard"], [t.at for t in self.track], self.marks)
        for seat, mat in enumerate(self.mats):
            callable = any(getattr(p, "seat", None) == seat for p in self.picks)
            outlaw = look.Outlaw.of(view, seat, c.names[seat], seat_tag(c.seats[seat]), callable, seat in self.targets)
            look.paint_mat(surface, mat, seat, outlaw, self.marks)
        for sprite in self.actions:
            sprite.draw(surface)
        look.paint_piles(surface, layout["deck"], layout["discard"], len(view.deck), list(view.discards),
                         self.card["action"], self.felt)
        look.paint_supply(surface, layout["supply"], view.supply, view.on_cards, declared_words(view.colour))
        look.paint_laid_hands(surface, layout["table"], look.laid_hands(view, c.names, self.ranks, self.showdown),
                              self.reveal.flip, self.card["table"], look.table_words(view, c.names))
        seat = c.viewer()
        look.paint_rack(surface, layout["hand"], None if seat is None else c.names[seat],
                        _(OPEN_HANDS) if c.shows_everything() else _(HIDDEN_FROM_WATCHERS) if c.watcher_here else "")
        for sprite in self.hand:
            sprite.draw(surface)
        self.draw_movers(surface)

    def secret_of(self, view, seat: int) -> Secret | None:
        """An outlaw's hand, where the mat shows its backs, with the cards laid in a decision not
        revealed yet and what was decided ("joins with 3", "calls out")."""
        decision = view.pending.get(seat)
        cards = list(view.hands[seat]) + (list(decision) if isinstance(decision, tuple) else [])
        if not cards and seat not in view.pending:
            return None
        return Secret(self.mats[seat]["secret"], [look.card_data(card) for card in cards if card],
                      words=decision_words(decision, view.phase))

    def notice_anchor(self) -> tuple[int, int]:
        """In the buttons' strip, above the seated player's hand (which fills the bottom)."""
        return self.layout["buttons"].midbottom

    def readable_cards(self) -> list:
        return self.actions + self.hand
    hoverables = readable_cards

    def update_sprites(self, dt: float) -> None:
        for sprite in self.hand + self.actions:
            sprite.update(dt)

    # -- what can be clicked when ----------------------------------------------------------------
    def offer(self, seat: int) -> None:
        self._layout_cards()  # (nothing chosen yet: the kit withdrew the last decision)
        self._lay_choices_of(seat)

    def withdraw(self) -> None:
        super().withdraw()
        self.chosen, self.targets, self.picks = set(), set(), []
        for sprite in self.hand + self.actions:
            sprite.legal = sprite.selected = False

    def clickables(self) -> list[Clickable]:
        """The cards of the hand while cards are being chosen (a click picks or puts back), then,
        over them, the action cards to choose or the rivals' mats to call out."""
        seat = self.offered
        hand = ([Clickable(sprite, lambda i=i: self._toggle(seat, i)) for i, sprite in enumerate(self.hand)]
                if self.controller.card_phase() and seat == self.controller.viewer() else [])
        return hand + [Clickable(pick, lambda p=pick: self._picked(seat, p)) for pick in self.picks]

    def _toggle(self, seat: int, index: int) -> None:
        self.chosen ^= {index}
        self._mark_hand()
        self._lay_choices_of(seat)

    def _picked(self, seat: int, pick) -> None:
        if isinstance(pick, CardSprite):  # an action card
            self.act(seat, Choose(pick.tag))
            return
        self.targets = {pick.seat} if self.controller.rivals(seat)[0] else self.targets ^ {pick.seat}
        self._lay_choices_of(seat)

    def _mark_hand(self) -> None:
        seat = self.offered
        choosing = seat is not None and seat == self.controller.viewer() and self.controller.card_phase()
        for i, sprite in enumerate(self.hand):
            sprite.legal, sprite.selected = choosing, i in self.chosen
        legal = self.controller.legal_actions(seat) if seat is not None and self.view.phase == CHOOSE else []
        keys = {a.action for a in legal if isinstance(a, Choose)}
        for sprite in self.actions:
            sprite.legal = sprite.tag in keys
        self.picks = [s for s in self.actions if s.legal]

    def _lay_choices_of(self, seat: int) -> None:
        """The choice bar, from the legal actions and the cards or rivals picked so far: each
        entry (words, action or None while the pick does not make one, style, why not)."""
        c, legal, phase = self.controller, self.controller.legal_actions(seat), self.view.phase
        if phase == PICK:
            entries = self._pick_entries(seat)
        elif c.card_phase():
            entries = self._card_entries(seat, legal)
        else:
            entries = [(c.label(a, seat), a, "wood") for a in legal]
        self.choices.clear()
        self.choices.lay([(label, (lambda a=action: self.act(seat, a)), style,
                          {"enabled": action is not None, "disabled_reason": why[0] if why and action is None else None})
                         for label, action, style, *why in entries], grow="up")

    def _card_entries(self, seat: int, legal: list) -> list:
        """The move the chosen cards make (disabled, with what it needs, until they make a legal
        one), after keeping the laid hand or before staying out."""
        chosen = tuple(self.hand[i].tag for i in sorted(self.chosen) if i < len(self.hand))
        words, action, needed = self.controller.card_move(seat, chosen)
        move = (words, action, "wood" if self.view.phase == CHANGE else "primary", needed)
        others = [(self.controller.label(a, seat), a, "primary" if isinstance(a, Keep) else "wood")
                  for a in legal if isinstance(a, (Keep, StayOut))]
        return others + [move] if self.view.phase == CHANGE else [move] + others

    def _pick_entries(self, seat: int) -> list:
        """Duel: one rival (click a mat), then the hand size. Shootout: any rivals, then the size."""
        duel, able = self.controller.rivals(seat)
        self.targets = self.targets or ({able[0]} if duel else set(able))
        self.picks = [SimpleNamespace(rect=self.mats[s].rect, seat=s) for s in able]
        calls = [(self.controller.label(a, seat), a, "primary") for a in self.controller.calls(seat, self.targets)]
        return calls or [(_("Choose the mats of the players to call"), None, "ghost", _("Nobody that can answer is chosen."))]

    # -- what each event animates ----------------------------------------------------------------
    def animate(self, event) -> None:
        """A showdown's flip is told at once; what follows it in the step (who wins, the bags, the
        scores) waits until the hands have been read, the winner marked among them meanwhile."""
        if self.showdown is None or not self.showdown.telling or isinstance(event, HandsRevealed):
            self._tell(event)
        else:
            self.showdown.keep(event)

    def after_step(self) -> None:
        self.animator.add(Call(self._layout_cards))
        if self.showdown is not None and self.showdown.telling:
            self.showdown.telling = False
            self.hold_for(SHOWDOWN_READ * float(getattr(self.app.settings, "ai_pacing", 1.0)), self._after_showdown)

    def _after_showdown(self) -> None:
        """The hands have been read: the banner says how it came out, the bags and scores move."""
        showdown, self.showdown = self.showdown, None
        verdict = showdown.verdict(self.controller.names) if showdown is not None else None
        if verdict is not None:
            self.banner.set(verdict[0], "", verdict[1])
        for event in showdown.later if showdown is not None else ():
            self._tell(event)

    def _tell(self, event) -> None:
        """The event's sound (`SOUNDS`), its words (`SAID`) and its animation."""
        kind = type(event).__name__
        if kind in SOUNDS:
            self.sound(SOUNDS[kind])
        if kind in SAID:
            self.say(self.controller.notice(event), SAID[kind])
        for card, src, dst in FLIGHTS[kind](event) if kind in FLIGHTS else ():
            self._card_flight(card, src, dst)
        super().animate(event)

    def _point(self, place) -> tuple[int, int]:
        """Where a card or a bag leaves from or goes to: a mat (the hand, for the person in the
        chair), the table (the Sheriff's), the supply, the discard pile or the deck."""
        if isinstance(place, int) and 0 <= place < len(self.controller.seats):
            return self.layout["hand"].center if place == self.controller.viewer() else self.mats[place].rect.center
        return self.layout[PLACES.get(place, "deck")].center

    def _card_flight(self, card, src, dst) -> None:
        self.sound("card")
        self.fly_card(look.playing_card(card, self._point(src), self.card["flying"]), self._point(dst))

    def _on_BagsMoved(self, event) -> None:
        start, end, size = self._point(event.src), self._point(event.dst), round(self.sizes["flying_bag"])
        for i in range(min(event.amount, BAGS_FLOWN)):
            self.fly(lambda s, p: look.paint_flying_bag(s, p, size), start, end, 0.4, i * 0.07)
        self.animator.add(Sequence(Wait(0.4), Call(self.sound, "chips")))

    def _on_ScoreMoved(self, event) -> None:
        self.animator.add(Tween(self.track[event.seat], SCORE_MOVE, "out_back" if event.after > event.before else "out_quad",
                                at=float(event.after)))

    def _on_HandsRevealed(self, event) -> None:
        """The laid hands turn over together and stay up, named and the winner marked, while the
        table holds the view from before the step (the mats' bags as they were)."""
        self.hold()
        self.ranks = {seat: event.label(i) for i, seat in enumerate(event.seats)}
        self.showdown = look.Showdown(tuple(event.seats), tuple(event.hands))
        self.reveal.flip = 0.0
        self.animator.add(Sequence(Wait(0.25), Tween(self.reveal, FLIP_HANDS, "in_out_quad", flip=1.0)))
        self.banner.set(_("Showdown: the hands flip together"), _("Click the table to go on."))

    def _on_TableCleared(self, event) -> None:
        self.animator.add(Sequence(Wait(0.6), Call(self.ranks.clear)))

    def _on_RobberyFlipped(self, event) -> None:
        """The robbery card turns over to its higher value."""
        card = next((s for s in self.actions if s.tag == event.robbery), None)
        if card is not None:
            self.animator.add(Sequence(Tween(card, FLIP, "in_quad", flip=0.0), Call(self._turn_up, event.robbery)))

    def _turn_up(self, robbery: str) -> None:
        self._layout_actions(self.view)
        flipped = next(s for s in self.actions if s.tag == robbery)
        flipped.flip = 0.0
        self.animator.add(Tween(flipped, FLIP, "out_quad", flip=1.0))

    def _on_ChallengesRevealed(self, event) -> None:
        if event.challengers:
            self.sound("gunshot")
