"""The Durango table: a mat per seat along the top (`looks.durango.paint_mat`: the party as strips
read large under the pointer, the reserve face down, the herd, the turn's coal and silver counted
up as production happens), the Draw Deck, discards, Yard and Calamity in force beside the drawn
cards (or those a Telegraph Operator looks at, in the order of the button under the pointer), the
choices, and the seated player's party and reserve large along the bottom. Places and sizes come
from assets/layouts/durango.tmx, pictures from the game's look.
"""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.i18n import _
from game.rules.durango import content as C
from game.rules.durango.actions import Arrange, Select, Swap
from game.rules.durango.steps import ArrangePrompt, RoomPrompt
from game.ui.looks.durango import (MatFace, Piles, PurseCount, card_data, cattle_token, durango_card, looked_cards,
                                   mat_tabs, middle_caption, paint_caption, paint_kept, paint_looked_cattle, paint_mat,
                                   paint_piles, paint_place_on_card, paint_tableau_labels, purse_lines,
                                   seated_cards)
from game.ui.panels import seat_tag
from game.ui.tween import Call, Sequence, Wait
from scenes.table_base import OPEN_HANDS, BaseTableScene, Clickable, Secret

COUNT_STEP = 0.3  # seconds between two lines of production counted into a purse, and two cattle bought
TOLD = 3.0  # seconds a Calamity or an interruption is told under the table
TOP_CARDS = 3  # the cards of the Draw Deck a Telegraph Operator looks at (the others see their backs)
MANY_CHOICES = 8  # more than the buttons' place holds: offered per drawn card, or per hire to give


@dataclass(frozen=True)
class Giving:
    """A button that narrows the Judge's swaps to those giving `mine` (the table's, not a move)."""

    mine: str


class TableScene(BaseTableScene):

    def build(self) -> None:
        self.drawn: list = []
        self.tableau: list = []  # the seated player's party, then their reserve
        self.tabs: list = []
        self.joining: list = []  # the card waiting to join the viewer's full party
        self.looked: list = []  # the cards being put back in order, as shown (`_layout_looked`)
        self.focus: int | None = None
        self.giving: str | None = None  # the hire of yours whose Judge swaps the buttons offer
        self.counting: PurseCount | None = None
        self.resting_purse: tuple[int, tuple] | None = None  # (seat, purse) shown before this step
        self.clock = 0.0  # seconds into this step's animations at which its next piece moves
        self.arriving: list[tuple[int, str]] = []  # (seat, cattle) on its way: the herd shows it once landed

    def after_step(self) -> None:
        self._later(self.refresh)  # the cards lie where they are once the step's story is told
        if self.counting is not None:
            self.animator.add(Sequence(Wait(self.clock + COUNT_STEP), Call(setattr, self, "counting", None)))
        self.clock = 0.0

    # -- what it shows ------------------------------------------------------------------------------
    def refresh(self) -> None:
        """The cards a person reads: the drawn cards, a strip per party card, the viewer's own cards."""
        view, seat, size = self.view, self.controller.viewer(), self.card_size("drawn")
        self.drawn = [durango_card(card, self._middle_slot(i, len(view.drawn)), size) for i, card in enumerate(view.drawn)]
        self.picks = []
        self._layout_looked()
        joins = type(view.prompt) is RoomPrompt and view.prompt.seat == seat and view.prompt.card in C.CARDS
        self.joining = [durango_card(view.prompt.card, self._middle_slot(0, 1), size)] if joins else []
        self.tabs = [tab for s, mat in enumerate(self.mats) for tab in mat_tabs(mat, s, view.party[s])]
        party, reserve = (list(view.party[seat]), list(view.reserve[seat])) if seat is not None else ([], [])
        tab, size, gap = self.layout["tableau"], self.card_size("tableau"), self.sizes["tableau_gap"]
        self.tableau = seated_cards(party, tab.x, tab.bottom, size, gap)
        right = self.tableau[-1].rect.right + gap if party else tab.x
        self.tableau += seated_cards(reserve, right + self.sizes["reserve_gap"], tab.bottom, size, gap)

    landed = refresh  # a card drawn lies face up once it has landed

    def _layout_looked(self, order: tuple[int, ...] | None = None) -> None:
        """The cards the viewer puts back in order, top first, in the `order` pointed at (else as they lie)."""
        seat = self.controller.viewer()
        looked = self.controller.looked_at(seat) if seat is not None else None
        cards = looked[1] if looked and looked[0] == "deck" else ()
        order = order if order is not None and len(order) == len(cards) else tuple(range(len(cards)))
        slots = [self._middle_slot(place, len(cards)) for place in range(len(cards))]
        self.looked = looked_cards(cards, order, slots, self.card_size("drawn"))

    def _middle_slot(self, i: int, n: int) -> tuple[float, float]:
        """Where the i-th of n drawn (or looked-at) cards lies, right of the zone's caption."""
        cards, (w, h) = self.layout["drawn_cards"], self.card_size("drawn")
        return cards.centerx + (i - (n - 1) / 2) * (w + self.sizes["drawn_gap"]), cards.bottom - h / 2

    def draw_table(self, surface: pygame.Surface) -> None:
        view, c = self.view, self.controller
        turn = self.counting.seat if self.counting is not None else view.current
        for seat, mat in enumerate(self.mats):
            face = MatFace.of(view, seat, c.names[seat], seat_tag(c.seats[seat]), c.party_limit(seat), self.arriving,
                              self.purse_shown(seat, view), turn == seat and not c.is_over())
            paint_mat(surface, mat, seat, face, self.marks)
        price = C.CATTLE_COST if c.is_over() else c.cattle_price(view.current)
        paint_piles(surface, self.layout, self.card_size("pile"), Piles.of(view, price), self.felt)
        caption = middle_caption(view, c.viewer(), c.names)
        if caption:
            paint_caption(surface, self.layout["drawn"], self.layout["drawn_caption"], caption, self.app.time)
        for sprite in self.drawn + self.tableau:
            sprite.draw(surface)
            if sprite.tag == C.STRONGBOX and sprite.flip >= 0.5:
                paint_kept(surface, sprite.rect, view.strongbox[c.viewer()])
        if type(view.prompt) is ArrangePrompt:
            self._draw_looked(surface, view.prompt)
        for sprite in self.joining:
            sprite.draw(surface)
        seat = c.viewer()
        hidden = _(OPEN_HANDS) if c.shows_everything() else _("Reserves stay hidden from watchers") if c.watcher_here \
            else _("Reserves stay hidden until their owner takes the chair")
        party = len(view.party[seat]) if seat is not None else 0
        reserve = self.tableau[party].rect.x if len(self.tableau) > party else None  # the first reserve card
        paint_tableau_labels(surface, self.layout["tableau"], hidden if seat is None else c.names[seat], party,
                             c.party_limit(seat) if seat is not None else None, reserve)
        self.draw_movers(surface)

    def purse_shown(self, seat: int, view=None) -> tuple[str, list[tuple[str, int, int | None]]] | None:
        """The turn's coal and silver on `seat`'s mat (None off their turn): while production happens, the count."""
        if self.controller.is_over():
            return None
        if self.counting is not None:
            return self.counting.shown() if self.counting.seat == seat else None
        return purse_lines(self.controller.purse(seat)) if (view or self.view).current == seat else None

    def _draw_looked(self, surface: pygame.Surface, prompt: ArrangePrompt) -> None:
        """The cards (or cattle) put back in order, each with its place; face down to all but the one looking."""
        seat = self.controller.viewer()
        looked = self.controller.looked_at(seat) if seat is not None else None
        for i in range(TOP_CARDS if looked is None and prompt.what == "deck" else 0):
            durango_card(None, self._middle_slot(i, TOP_CARDS), self.card_size("drawn")).draw(surface)
        for sprite in self.looked:
            sprite.draw(surface)
            paint_place_on_card(surface, sprite.place, sprite.rect)
        cattle = looked[1] if looked is not None and looked[0] != "deck" else ()
        for place, i in enumerate((self.pointed_order() or tuple(range(len(cattle))))[:len(cattle)]):
            paint_looked_cattle(surface, self.layout["drawn"], cattle[i], place,
                                self._middle_slot(place, len(cattle))[0], round(self.sizes["looked_cattle"]))

    def secret_of(self, view, seat: int) -> Secret | None:
        """A player's reserve, where the mat shows its backs, and what they give up to a Calamity, unrevealed."""
        chosen = view.choices.get(seat)
        if not view.reserve[seat] and chosen is None:
            return None
        thing = (C.card_name(chosen) if chosen in C.CARDS else C.cattle_name(chosen)) if chosen else ""
        # Translators: what a player gives up to a Calamity, before the choices are revealed
        words = _("gives up {thing}").format(thing=thing) if thing else ""
        return Secret(self.mats[seat]["reserve_backs"], [card_data(c) for c in view.reserve[seat] if c], words=words)

    def readable_cards(self) -> list:
        return self.tabs + self.drawn + self.tableau + self.looked + self.joining

    def update_sprites(self, dt: float) -> None:
        for sprite in self.drawn + self.tableau:
            sprite.update(dt)
        wanted = self.pointed_order() or tuple(range(len(self.looked)))
        if self.looked and tuple(s.index for s in self.looked) != wanted:
            self._layout_looked(wanted)
        if self.counting is None:
            self.resting_purse = (self.view.current, tuple(self.controller.purse(self.view.current)))

    def coach_target(self, kind: str, name: str) -> pygame.Rect | None:
        """A lesson's coach rings a card just drawn (`drawn:0`) and the Judge's swap buttons by the
        cards they move, whatever the language (their words hold card and seat names): `button:give
        T06` (the row naming the hire you give), `button:take 2 T03` (seat 2's hire you take)."""
        if kind == "drawn":
            return self.drawn[int(name)].rect if int(name) < len(self.drawn) else None
        words = name.split() if kind == "button" else []
        wanted = Giving(words[-1]) if words[:1] == ["give"] else tuple(words[1:]) if words[:1] == ["take"] else None
        for button in (b for b in self.choices if b.visible and wanted is not None):
            action = getattr(button, "action", None)
            if action == wanted or isinstance(action, Swap) and (str(action.seat), action.theirs) == wanted:
                return button.rect
        return None

    # -- what can be clicked when -------------------------------------------------------------------
    def offer(self, seat: int) -> None:
        """The choices as buttons; the Judge's many swaps after a button per hire to give (the chosen one lit)."""
        self.refresh()
        self.withdraw()
        self.offered, c = seat, self.controller
        groups, shown = self._narrowed(c.legal_actions(seat))
        choices: list[tuple[str, object]] = [(_("Give {card}").format(card=C.card_name(g.mine)), g) for g in groups]
        for action in shown:
            label = c.label(action, seat)
            if groups and isinstance(action, Swap):
                label = _("Take {name}'s {card}").format(name=c.names[action.seat], card=C.card_name(action.theirs))
            if not (isinstance(action, Arrange) and label in [text for text, _action in choices]):
                choices.append((label, action))  # two copies of a card looked at: orders swapping them are one
        self.choices.lay([(label, lambda a=action: self._narrow("giving", a.mine) if isinstance(a, Giving)
                          else self.act(seat, a), "wood", {"selected": action == Giving(self.giving)})
                         for label, action in choices], fit=True)
        for button, (_label, action) in zip(self.choices, choices):
            button.action = action

    def _narrowed(self, legal: list) -> tuple[list[Giving], list]:
        """More choices than the buttons' place holds come in two steps. The Judge's swap (three
        hires of yours times six of theirs): a button per hire to give, then only its swaps. Where
        the drawn cards go (three cards times party, reserve and reserve cards): the person clicks
        a drawn card, ringed as playable (`picks`), and the buttons offer only its choices."""
        gives = list(dict.fromkeys(a.mine for a in legal if isinstance(a, Swap)))
        cards = sorted({a.card for a in legal if isinstance(a, Select) and a.card >= 0})
        many = len(legal) > MANY_CHOICES
        self.giving = (self.giving if self.giving in gives else gives[0]) if many and len(gives) > 1 else None
        self.focus = (self.focus if self.focus in cards else cards[0]) if many and cards else None
        if self.giving is not None:
            return [Giving(mine) for mine in gives], [a for a in legal if not isinstance(a, Swap) or a.mine == self.giving]
        for i, sprite in enumerate(self.drawn if self.focus is not None else ()):
            sprite.legal, sprite.selected = i in cards, i == self.focus
        self.picks = [self.drawn[i] for i in cards] if self.focus is not None else []
        return [], [a for a in legal if self.focus is None or not isinstance(a, Select) or a.card in (self.focus, -1)]

    def _narrow(self, what: str, value) -> None:
        """Offer only the choices of the drawn card clicked (`focus`) or of the hire to give (`giving`)."""
        setattr(self, what, value)
        self.offer(self.offered)

    def clickables(self) -> list[Clickable]:
        return [Clickable(s, lambda i=i: self._narrow("focus", i)) for i, s in enumerate(self.drawn) if s in self.picks]

    def hoverables(self) -> list:
        return [s for s in self.drawn + self.tableau if self.offered is None or s not in self.picks]

    def pointed_order(self) -> tuple[int, ...] | None:
        """The arrangement of the button under the pointer (or focused by Tab), if it is one."""
        pointed = [b.action for b in self.choices if isinstance(getattr(b, "action", None), Arrange)
                   and (b.hovered or b.focused)]
        return pointed[0].order if pointed else None

    # -- what each event animates -------------------------------------------------------------------
    def _place(self, place) -> tuple[int, int]:
        """Where a card or cattle an event moves starts or ends: a mat, its reserve, the middle, a pile."""
        text = str(place)
        if isinstance(place, int) or ":" in text and not text.startswith(("hand:", "reserve:")):
            return self.mats[place if isinstance(place, int) else int(text.split(":")[1])].rect.center
        if text.startswith("reserve:"):
            return self.mats[int(text.split(":")[1])]["reserve"].midtop
        region = "drawn" if text.startswith("hand:") else "yard" if text.startswith("yard") else text
        return self.layout[region if region in self.layout else "deck"].center

    def _later(self, fn, *args) -> None:
        """Run `fn` when the step's story reaches this point (see `clock`)."""
        self.animator.add(Sequence(Wait(self.clock), Call(fn, *args)) if self.clock else Call(fn, *args))

    def _on_DCardMoved(self, event) -> None:
        self.sound("card")
        card = durango_card(event.card, self._place(event.src), self.card_size("flying"))
        self.fly_card(card, self._place(event.dst), self.clock)

    def _on_CardsDrawn(self, event) -> None:
        """Drawn cards fly face down: what was drawn shows once they land (`landed`), not as they leave."""
        self.sound("card")
        for _card in event.cards:
            self.fly_card(durango_card(None, self._place("deck"), self.card_size("flying")), self._place("drawn"), self.clock)

    def _on_CattleMoved(self, event) -> None:
        self.sound("chips")
        paint = cattle_token(event.cattle, round(self.sizes["flying_cattle"]))
        self.fly(paint, self._place(event.src), self._place(event.dst), self.card_flight, delay=self.clock)
        if isinstance(event.dst, int):
            self.arriving.append((event.dst, event.cattle))
            self.animator.add(Sequence(Wait(self.clock + self.card_flight), Call(self.arriving.remove, self.arriving[-1])))
        self.clock += COUNT_STEP if event.paid else 0

    def _on_CalamityRevealed(self, event) -> None:
        self.sound("gunshot")
        self.say(_("Calamity: {calamity}!").format(calamity=C.card_name(event.calamity)), TOLD)

    def _on_Interrupted(self, event) -> None:
        names = self.controller.names
        self.say(_("{name} interrupts with {card}!").format(name=names[event.seat], card=C.card_name(event.card)), TOLD)

    def _on_Produced(self, event) -> None:
        """Coal and silver come in: the producing player's purse counts them up, one line at a time."""
        self.counting = PurseCount.for_seat(self.counting, event.seat, self.resting_purse)
        self.clock += COUNT_STEP
        self._later(self._tick, self.counting, event.seat, event.coal, event.silver)

    def _on_ResourcesLost(self, event) -> None:
        self.counting = PurseCount.for_seat(self.counting, event.seat)
        self.clock += COUNT_STEP
        self._later(self.counting.left_over, event.coal, event.silver, event.kept)
        self.clock += COUNT_STEP + COUNT_STEP

    def _on_TurnStarted(self, event) -> None:
        if self.counting is not None:
            self._later(self.counting.spent)

    def _tick(self, purse: PurseCount, seat: int, coal: int, silver: int) -> None:
        if purse is self.counting and purse.add(seat, coal, silver):
            self.sound("tick")
