"""The Durango table: a mat per seat along the top, the Draw Deck, discards, Yard and Calamity in
force in the middle beside the drawn cards, the choices, and the seated player's party and reserve
large along the bottom.

A mat shows what everyone sees of a player: the party as a stack of card tabs (each card's name
and what it earns, or what the Strongbox keeps, large when the pointer rests on it), the reserve
face down, the herd by breed, and on that player's turn their coal and silver: what they have
and, while choosing, what it will be when buying ("0 → 4"); as production happens it counts up
line by line. The cards a Telegraph Operator or Scout looks at lie in the middle, in the order the
button under the pointer would put them back.

Decisions are offered as buttons named after what they do ("Banker to the party", "Interrupt
with Saddlebags").
"""
from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from game.i18n import C_, _, format_number, pgettext
from game.rules.durango import content as C
from game.rules.durango.actions import Arrange, Select, Swap
from game.rules.durango.steps import ArrangePrompt, RoomPrompt
from game.ui import theme, widgets
from game.ui.cards import CardSprite, card_back
from game.ui.looks.durango import (
    BACK_ACCENT,
    BACK_PICTURE,
    TAB_GAP,
    TAB_H,
    calamity_data,
    card_data,
    draw_cattle,
    draw_resource,
    durango_card,
    tab_surface,
)
from game.ui.panels import draw_mat_band, seat_tag
from game.ui.tween import Call, Sequence, Wait
from scenes.table_base import OPEN_HANDS, BaseTableScene, Secret

DRAWN_SIZE = (140, 196)
TABLEAU_SIZE = (134, 188)
PILE_SIZE = (120, 168)
FLYING_CARD = (90, 126)
PLACES = (C_("place", "1st"), C_("place", "2nd"), C_("place", "3rd"))
"""The order a looked-at card goes back in (message ids, context "place", ~4 characters)."""
COUNT_STEP = 0.3
"""Seconds between two lines of production counted into a purse, and between two cattle bought."""


@dataclass(frozen=True)
class Giving:
    """A button that narrows the Judge's swaps to those giving `mine` (the table's, not a move)."""

    mine: str


class Tab:
    """A party card on a mat, read large when the pointer rests on it (see `readable_cards`)."""

    flip = 1.0

    def __init__(self, seat: int, card: str, rect: pygame.Rect):
        self.seat, self.card, self.rect = seat, card, rect
        self.data = card_data(card)

    def hit(self, pos) -> bool:
        return self.rect.collidepoint(pos)


class Cattle:
    """A cattle token in flight."""

    def __init__(self, cattle: str, pos):
        self.cattle = cattle
        self.x, self.y = pos

    def draw(self, surface: pygame.Surface) -> None:
        draw_cattle(surface, self.cattle, (self.x, self.y), 24)


class Counting:
    """A purse being counted as production happens: the seat, what it holds so far, and a word
    on what became of the rest at the end of the turn."""

    def __init__(self, seat: int, coal: int, silver: int):
        self.seat, self.coal, self.silver = seat, coal, silver
        self.note = ""


class TableScene(BaseTableScene):

    def build(self) -> None:
        self.sprites: list[CardSprite] = []
        self.picks: list[CardSprite] = []
        """Drawn cards to click while choosing where they go (their choices become the buttons)."""
        self.tabs: list[Tab] = []
        self.joining: list[CardSprite] = []
        """The card that waits to join the viewer's full party while they choose what to discard."""
        self.looked: list[CardSprite] = []
        """The cards being put back in order, in the order shown (see `_layout_looked`)."""
        self.focus: int | None = None
        self.giving: str | None = None
        """The hire of yours whose Judge swaps the buttons offer, when there are too many at once."""
        self.offered: int | None = None
        self.counting: Counting | None = None
        self.resting_purse: tuple[int, tuple] | None = None
        """The purse shown before the step now animating: where counting starts from."""
        self.clock = 0.0
        """Seconds into the current step's animations at which its next piece moves."""
        self.arriving: list[tuple[int, str]] = []
        """Cattle on their way to a herd (seat, cattle): the herd shows them once they land."""

    def refresh(self) -> None:
        self._layout_cards()

    def landed(self) -> None:
        self._layout_cards()

    def after_step(self) -> None:
        self._later(self._layout_cards)  # the cards lie where they are once the step's story is told
        if self.counting is not None:
            self.animator.add(Sequence(Wait(self.clock + 0.5), Call(self._stop_counting)))
        self.clock = 0.0

    # -- where the cards lie --------------------------------------------------------------------
    def _layout_cards(self) -> None:
        """The cards a person reads: the drawn (or looked-at) cards, the viewer's party and reserve
        large at the bottom, and a tab per party card on each mat."""
        view = self.view
        self.sprites = []
        self.picks = []
        for i, card in enumerate(view.drawn):
            self.sprites.append(durango_card(card, self._middle_slot(i, len(view.drawn)), DRAWN_SIZE))
        self._layout_looked()
        self.joining = []
        seat = self.controller.viewer()
        prompt = view.prompt
        if type(prompt) is RoomPrompt and prompt.seat == seat and prompt.card in C.CARDS:
            self.joining = [durango_card(prompt.card, self._middle_slot(0, 1), DRAWN_SIZE)]
        self.tabs = []
        for seat in range(len(self.controller.seats)):
            self.tabs += self._mat_tabs(seat, view)
        seat = self.controller.viewer()
        if seat is None:
            return
        tab = self.layout["tableau"]
        cards = list(view.party[seat]) + list(view.reserve[seat])
        step = TABLEAU_SIZE[0] + 10
        for i, card in enumerate(cards):
            gap = 30 if i >= len(view.party[seat]) else 0  # the reserve is set apart
            x = tab.x + TABLEAU_SIZE[0] / 2 + i * step + gap
            sprite = durango_card(card, (x, tab.bottom - TABLEAU_SIZE[1] / 2), TABLEAU_SIZE)
            sprite.tag = card
            self.sprites.append(sprite)

    def _layout_looked(self, order: tuple[int, ...] | None = None) -> None:
        """The cards the viewer is putting back in order, top first: in `order` (the arrangement
        of the button under the pointer), else as they lie now."""
        self.looked = []
        seat = self.controller.viewer()
        looked = self.controller.looked_at(seat) if seat is not None else None
        if not looked or looked[0] != "deck":
            return
        cards = looked[1]
        order = order if order is not None and len(order) == len(cards) else tuple(range(len(cards)))
        for place, i in enumerate(order):
            sprite = durango_card(cards[i], self._middle_slot(place, len(cards)), DRAWN_SIZE)
            sprite.place, sprite.index = place, i
            self.looked.append(sprite)

    CAPTION_W = 170
    """The left part of the middle zone, where it says whose cards lie there."""

    def _middle_slot(self, i: int, n: int) -> tuple[float, float]:
        """Where the i-th of n drawn (or looked-at) cards lies, right of the zone's caption."""
        zone = self.layout["drawn"]
        cards = pygame.Rect(zone.x + self.CAPTION_W, zone.y, zone.w - self.CAPTION_W, zone.h)
        return (cards.centerx + (i - (n - 1) / 2) * (DRAWN_SIZE[0] + 24), zone.bottom - 10 - DRAWN_SIZE[1] / 2)

    def _mat_geometry(self, seat: int) -> tuple[pygame.Rect, pygame.Rect]:
        """A mat's party column (tabs) and its reserve column."""
        rect = self.layout[f"seat_{seat}"]
        column = 84 if rect.w >= 300 else 76
        width = min(300, rect.w - 30 - column)
        party = pygame.Rect(rect.x + 10, rect.y + 74, width, 6 * (TAB_H + TAB_GAP))
        reserve = pygame.Rect(rect.right - 10 - column, rect.y + 74, column, party.h)
        return party, reserve

    def _purse_rect(self, seat: int) -> pygame.Rect:
        """The box on a mat where the turn's coal and silver are counted."""
        reserve = self._mat_geometry(seat)[1]
        return pygame.Rect(reserve.x - 4, reserve.y + 72, reserve.w + 4, 98)

    def _herd_rect(self, seat: int) -> pygame.Rect:
        """The foot of a mat: the herd by breed and its count."""
        rect = self.layout[f"seat_{seat}"]
        return pygame.Rect(rect.x + 8, rect.bottom - 90, rect.w - 16, 86)

    def coach_target(self, kind: str, name: str) -> pygame.Rect | None:
        """A lesson's coach rings the person's party and reserve cards (`card:T03`, `@1` the
        second copy), a card just drawn (`drawn:0`), a seat's purse (`purse:0`) or herd (`herd:0`),
        and the Judge's swap buttons by the cards they move (`_swap_button`)."""
        if kind == "card":
            tag, _at, nth = name.partition("@")
            mine = [s.rect for s in self.sprites[len(self.view.drawn):] if s.tag == tag]
            index = int(nth or 0)
            return mine[index] if index < len(mine) else None
        if kind == "drawn":
            drawn = self.sprites[:len(self.view.drawn)]
            return drawn[int(name)].rect if int(name) < len(drawn) else None
        if kind in ("purse", "herd") and f"seat_{name}" in self.layout:
            return self._purse_rect(int(name)) if kind == "purse" else self._herd_rect(int(name))
        if kind == "button":
            return self._swap_button(name)
        return None

    def _swap_button(self, name: str) -> pygame.Rect | None:
        """The Judge's swap buttons by the cards they move, whatever the language: `button:give
        T06` (the row naming the hire you give), `button:take 2 T03` (seat 2's hire you take).
        Their words hold card and seat names, so a lesson cannot find them by English words."""
        words = name.split()
        if len(words) == 2 and words[0] == "give":
            wanted: object = Giving(words[1])
        elif len(words) == 3 and words[0] == "take" and words[1].isdigit():
            wanted = (int(words[1]), words[2])
        else:
            return None
        for button in self.buttons:
            action = getattr(button, "action", None)
            if button.visible and (action == wanted or isinstance(action, Swap) and (action.seat, action.theirs) == wanted):
                return button.rect
        return None

    def _mat_tabs(self, seat: int, view) -> list[Tab]:
        party = self._mat_geometry(seat)[0]
        return [Tab(seat, card, pygame.Rect(party.x, party.y + i * (TAB_H + TAB_GAP), party.w, TAB_H))
                for i, card in enumerate(view.party[seat])]

    # -- events ---------------------------------------------------------------------------------
    def _place(self, place) -> tuple[int, int]:
        if isinstance(place, int):
            return self.layout[f"seat_{place}"].center
        text = str(place)
        if text.startswith("hand:"):
            return self.layout["drawn"].center
        if text.startswith("reserve:"):
            return self._mat_geometry(int(text.split(":")[1]))[1].midtop
        if ":" in text:
            return self.layout[f"seat_{int(text.split(':')[1])}"].center
        if text in ("yard", "yard_bottom"):
            return self.layout["yard"].center
        return self.layout.get(text, self.layout["deck"]).center

    def _fly_cattle(self, cattle: str, src, dst) -> None:
        self.send(Cattle(cattle, self._place(src)), self._place(dst), 0.35, delay=self.clock)

    def _later(self, fn, *args) -> None:
        """Run `fn` when the step's story reaches this point (see `clock`)."""
        self.animator.add(Sequence(Wait(self.clock), Call(fn, *args)) if self.clock else Call(fn, *args))

    def _on_DCardMoved(self, event) -> None:
        self.sound("card")
        self.fly_card(durango_card(event.card, self._place(event.src), FLYING_CARD), self._place(event.dst), self.clock)

    def _on_CardsDrawn(self, event) -> None:
        """Drawn cards leave the deck face down and lie face up once they land (`landed`): what
        was drawn shows when the card arrives, not as it leaves."""
        self.sound("card")
        for _card in event.cards:
            self.fly_card(durango_card(None, self._place("deck"), FLYING_CARD), self._place("drawn"), self.clock)

    def _on_CattleMoved(self, event) -> None:
        self.sound("chips")
        self._fly_cattle(event.cattle, event.src, event.dst)
        if isinstance(event.dst, int):
            self.arriving.append((event.dst, event.cattle))
            self.animator.add(Sequence(Wait(self.clock + 0.35), Call(self._landed, event.dst, event.cattle)))
        if event.paid:
            self.clock += COUNT_STEP

    def _landed(self, seat: int, cattle: str) -> None:
        if (seat, cattle) in self.arriving:
            self.arriving.remove((seat, cattle))

    def _on_CalamityRevealed(self, event) -> None:
        self.sound("gunshot")
        self.say(_("Calamity: {calamity}!").format(calamity=C.card_name(event.calamity)), 3.0)

    def _on_Interrupted(self, event) -> None:
        self.say(_("{name} interrupts with {card}!").format(name=self.controller.names[event.seat],
                                                             card=C.card_name(event.card)), 3.0)

    def _on_Produced(self, event) -> None:
        """Coal and silver come in: the producing player's purse counts them up, one line at a time."""
        if self.counting is None or self.counting.seat != event.seat:
            seat, shown = self.resting_purse or (None, None)
            start = shown if seat == event.seat and shown is not None else (0, 0, 0, 0)
            self.counting = Counting(event.seat, start[0], start[1])
        self.clock += COUNT_STEP
        self._later(self._count, event.seat, event.coal, event.silver)

    def _on_ResourcesLost(self, event) -> None:
        if self.counting is None or self.counting.seat != event.seat:
            self.counting = Counting(event.seat, 0, 0)
        self.clock += COUNT_STEP
        self._later(self._left_over, event.coal, event.silver, event.kept)
        self.clock += 2 * COUNT_STEP

    def _on_TurnStarted(self, event) -> None:
        if self.counting is not None:
            self._later(self._spent)

    def _count(self, seat: int, coal: int, silver: int) -> None:
        if self.counting is not None and self.counting.seat == seat:
            self.sound("tick")
            self.counting.coal += coal
            self.counting.silver += silver

    def _left_over(self, coal: int, silver: int, kept: int) -> None:
        if self.counting is None:
            return
        self.counting.coal, self.counting.silver = coal, silver
        if kept:
            # Translators: coal or silver a Strongbox keeps, over a purse (~12 characters)
            self.counting.note = _("{n} kept").format(n=format_number(kept))
        elif coal or silver:
            self.counting.note = _("lost")

    def _spent(self) -> None:
        """The turn is over: what was not left over went on cattle."""
        if self.counting is not None and not self.counting.note:
            self.counting.coal = self.counting.silver = 0

    def _stop_counting(self) -> None:
        self.counting = None

    # -- decisions ------------------------------------------------------------------------------
    def offer(self, seat: int) -> None:
        self._layout_cards()
        self.buttons.clear()
        self.offered = seat
        c = self.controller
        zone = self.layout["buttons"]
        choices = self._giving_choices(seat, c.legal_actions(seat))
        first_row = len(choices)
        names = c.names
        for action in self._choices(seat, c.legal_actions(seat)):
            label = c.label(action, seat)
            if self.giving is not None and isinstance(action, Swap):
                label = _("Take {name}'s {card}").format(name=names[action.seat], card=C.card_name(action.theirs))
            if isinstance(action, Arrange) and label in [text for text, _action in choices]:
                continue  # two copies of a card among those looked at: the orders that swap them are one
            choices.append((label, action))
        labels = [label for label, _action in choices]
        for size, row in [(size, row) for row in (first_row, 0) for size in (24, 20, 18, 16)]:
            placed = self._pack(labels, zone, size, row)  # the hires to give on a row of their own if it fits
            if placed[-1].bottom <= zone.bottom if placed else True:
                break
        for (label, action), rect in zip(choices, placed):
            if isinstance(action, Giving):
                button = widgets.Button(rect, label, lambda m=action.mine: self._give(seat, m), size=size,
                                        selected=action.mine == self.giving)
            else:
                button = widgets.Button(rect, label, lambda a=action: self.act(seat, a), size=size)
            button.action = action
            self.buttons.add(button)

    def _giving_choices(self, seat: int, legal: list) -> list[tuple[str, "Giving"]]:
        """The Judge's swap can be eighteen choices (three hires of yours times six of theirs), more
        than the buttons' place holds: then a first row names the hire you give, the one chosen
        lit, and the buttons below offer only its swaps (`_choices`)."""
        gives = list(dict.fromkeys(a.mine for a in legal if isinstance(a, Swap)))
        if len(legal) <= self.MANY_CHOICES or len(gives) < 2:
            self.giving = None
            return []
        if self.giving not in gives:
            self.giving = gives[0]
        return [(_("Give {card}").format(card=C.card_name(mine)), Giving(mine)) for mine in gives]

    def _give(self, seat: int, mine: str) -> None:
        self.giving = mine
        self.offer(seat)

    @staticmethod
    def _pack(labels: list[str], zone: pygame.Rect, size: int, first_row: int = 0) -> list[pygame.Rect]:
        """Buttons in rows across `zone`, each as wide as its label at `size`; the first
        `first_row` buttons (if any) have their row to themselves."""
        rects = []
        x, y = zone.x, zone.y
        for i, label in enumerate(labels):
            width = max(160, min(zone.w, theme.font("display", size).size(label)[0] + 40))
            if x + width > zone.right or (first_row and i == first_row):
                x, y = zone.x, y + 60
            rects.append(pygame.Rect(x, y, width, 54))
            x += width + 12
        return rects

    MANY_CHOICES = 8

    def _choices(self, seat: int, legal: list) -> list:
        """The buttons to show. Where the drawn cards go can be a dozen choices or more (three cards
        times party, reserve and the reserve cards): then the player clicks a drawn card, ringed as
        playable, and the buttons show only that card's choices."""
        if self.giving is not None:
            return [a for a in legal if not isinstance(a, Swap) or a.mine == self.giving]
        cards = sorted({a.card for a in legal if isinstance(a, Select) and a.card >= 0})
        if len(legal) <= self.MANY_CHOICES or not cards:
            self.focus = None
            return legal
        if self.focus not in cards:
            self.focus = cards[0]
        drawn = self.sprites[:len(self.view.drawn)]
        for i, sprite in enumerate(drawn):
            sprite.legal = i in cards
            sprite.selected = i == self.focus
        self.picks = [drawn[i] for i in cards]
        return [a for a in legal if not isinstance(a, Select) or a.card in (self.focus, -1)]

    def pointed_order(self) -> tuple[int, ...] | None:
        """The arrangement of the button under the pointer (or focused by Tab), if it is one."""
        for button in self.buttons:
            action = getattr(button, "action", None)
            if isinstance(action, Arrange) and (button.hovered or button.focused):
                return action.order
        return None

    def readable_cards(self) -> list:
        return self.tabs + self.sprites + self.looked + self.joining

    def handle_table(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.picks:
            hit = next((i for i, s in enumerate(self.sprites[:len(self.view.drawn)])
                        if s in self.picks and s.hit(event.pos)), None)
            if hit is not None and self.offered is not None:
                self.focus = hit
                self.offer(self.offered)
                return True
        if event.type == pygame.MOUSEMOTION:
            for sprite in self.sprites:
                sprite.hover = sprite.hit(event.pos)
        return False

    def update_sprites(self, dt: float) -> None:
        for sprite in self.sprites:
            sprite.update(dt)
        if self.looked:
            wanted = self.pointed_order() or tuple(range(len(self.looked)))
            if tuple(s.index for s in self.looked) != wanted:
                self._layout_looked(wanted)
        if self.counting is None:
            seat = self.view.current
            self.resting_purse = (seat, tuple(self.controller.purse(seat)))

    # -- drawing --------------------------------------------------------------------------------
    def notice_anchor(self) -> tuple[int, int]:
        """Between the mats and the middle of the table: the bottom is the seated player's cards."""
        return (765, 520)

    def draw_table(self, surface: pygame.Surface) -> None:
        view = self.view
        for seat in range(len(self.controller.seats)):
            self._draw_mat(surface, seat, view)
        self._draw_middle(surface, view)
        for sprite in self.sprites:
            sprite.draw(surface)
            if sprite.tag == C.STRONGBOX and sprite.flip >= 0.5:
                self._draw_kept(surface, sprite.rect, view.strongbox[self.controller.viewer()])
        self._draw_looked(surface, view)
        for sprite in self.joining:
            sprite.draw(surface)
        self._draw_tableau_labels(surface, view)
        self.draw_movers(surface)

    def _draw_tableau_labels(self, surface: pygame.Surface, view) -> None:
        tab = self.layout["tableau"]
        c = self.controller
        seat = c.viewer()
        if seat is None:
            words = _(OPEN_HANDS) if c.shows_everything() else _("Reserves stay hidden until their owner takes the chair")
            theme.draw_text(surface, words, (tab.x, tab.y), "bold", 20, theme.CREAM_DIM)
            return
        party = len(view.party[seat])
        text = _("{name}'s party · {n} of {limit}").format(name=self.controller.names[seat], n=format_number(party),
                                                            limit=format_number(self.controller.party_limit(seat)))
        theme.draw_text(surface, text, (tab.x, tab.y - 4), "bold", 18, theme.CREAM_DIM)
        if view.reserve[seat]:
            x = tab.x + party * (TABLEAU_SIZE[0] + 10) + 30
            theme.draw_text(surface, _("reserve · only you see it"), (max(x, tab.x + 240), tab.y - 4), "bold", 18,
                            theme.CREAM_DIM)
        theme.draw_text(surface, _("rest the pointer on a card to read it"), (tab.right, tab.y - 4), "italic", 16,
                        theme.CREAM_DIM, anchor="topright")

    def secret_of(self, view, seat: int) -> Secret | None:
        """A player's reserve, where the mat shows its backs, and what they chose to give up to a
        Calamity before the choices are revealed."""
        chosen = view.choices.get(seat)
        if not view.reserve[seat] and chosen is None:
            return None
        reserve = self._mat_geometry(seat)[1]
        spot = pygame.Rect(reserve.x, reserve.y, reserve.w, 62)
        words = ""
        if chosen:
            thing = C.card_name(chosen) if chosen in C.CARDS else C.cattle_name(chosen)
            # Translators: what a player gives up to a Calamity, before the choices are revealed
            words = _("gives up {thing}").format(thing=thing)
        return Secret(spot, [card_data(card) for card in view.reserve[seat] if card], words=words)

    @staticmethod
    def _draw_kept(surface: pygame.Surface, rect: pygame.Rect, kept) -> None:
        """What a Strongbox keeps, on the card itself."""
        kind, amount = kept
        if not amount:
            return
        badge = pygame.Rect(0, 0, rect.w - 16, 34)
        badge.midbottom = (rect.centerx, rect.bottom - 28)
        widgets.draw_panel(surface, badge, "dark", radius=10)
        draw_resource(surface, kind, (badge.x + 20, badge.centery), 12, amount)
        # Translators: beside a Strongbox's coin with the amount on it
        words = _("coal kept") if kind == "coal" else _("silver kept")
        theme.draw_text(surface, words, (badge.x + 38, badge.centery), "bold", 16, theme.CREAM,
                        anchor="midleft")

    def _draw_mat(self, surface: pygame.Surface, seat: int, view) -> None:
        c = self.controller
        rect = self.layout[f"seat_{seat}"]
        widgets.draw_panel(surface, rect, "parchment", radius=16)
        draw_mat_band(surface, rect, seat, c.names[seat], seat_tag(c.seats[seat]), 40, marks=self.marks)
        party, reserve = self._mat_geometry(seat)
        limit = c.party_limit(seat)
        # Translators: cards in the party out of how many it may hold ("party 2/4")
        theme.draw_text(surface, _("party {n}/{limit}").format(n=format_number(len(view.party[seat])),
                                                               limit=format_number(limit)), (party.x + 2, party.y - 4), "italic", 16,
                        theme.INK_SOFT, anchor="bottomleft", shadow=False)
        theme.draw_text(surface, _("reserve"), (reserve.right, party.y - 4), "italic", 16, theme.INK_SOFT,
                        anchor="bottomright", shadow=False)
        # the party: a tab per card, readable at a glance
        blocked = set(view.blocked[seat])
        for t in (t for t in self.tabs if t.seat == seat):
            kind = C.CARDS[t.card].kind
            kept = tuple(view.strongbox[seat]) if t.card == C.STRONGBOX else ("", 0)
            surface.blit(tab_surface(t.card, t.rect.w, kept, kind in blocked), t.rect)
        if not view.party[seat]:
            theme.draw_text(surface, _("nobody hired yet"), (party.x + 4, party.y + 4), "italic", 16, theme.INK_SOFT,
                            shadow=False)
        # the reserve, face down to everyone on the mats (the seated player reads theirs below)
        small = (44, 62)
        for j in range(len(view.reserve[seat])):
            back = card_back(small, BACK_ACCENT, "", BACK_PICTURE)
            surface.blit(back, back.get_rect(topright=(reserve.right - j * 24, reserve.y)))
        if not view.reserve[seat]:
            box = pygame.Rect(0, 0, *small)
            box.topright = reserve.topright
            pygame.draw.rect(surface, theme.PARCHMENT_DARK, box, 2, border_radius=6)
        self._draw_purse(surface, seat, view, self._purse_rect(seat))
        # the herd, by breed
        herd = list(view.herd[seat])
        for to, cattle in self.arriving:
            if to == seat and cattle in herd:
                herd.remove(cattle)
        y = rect.bottom - 66
        x = rect.x + 30
        step = min(52, (rect.w - 40) / 5)
        for breed in C.BREEDS:
            owned = [h for h in herd if C.breed(h) == breed]
            if not owned:
                continue
            draw_cattle(surface, breed + (C.BLUE_MARK if any(C.is_blue(h) for h in owned) else ""), (x, y), 17)
            theme.draw_text(surface, "x" + format_number(len(owned)), (x, y + 17), "bold", 16, theme.INK, anchor="midtop", shadow=False)
            x += step
        if not herd:
            theme.draw_text(surface, _("no cattle yet"), (rect.x + 14, y), "italic", 18, theme.INK_SOFT, anchor="midleft",
                            shadow=False)
        blue = sum(C.is_blue(h) for h in herd)
        # Translators: the herd against what wins: 10 cattle, or 5 Blue Ribbons ("3/10 cattle · 1/5 blue")
        theme.draw_text(surface, _("{cattle}/{win} cattle · {blue}/{win_blue} blue").format(
                            cattle=format_number(len(herd)), win=format_number(C.WIN_CATTLE),
                            blue=format_number(blue), win_blue=format_number(C.WIN_BLUE)),
                        (rect.x + 12, rect.bottom - 6), "bold", 18, theme.INK, anchor="bottomleft", shadow=False)
        turn = self.counting.seat if self.counting is not None else view.current
        if turn == seat and not c.is_over():
            pygame.draw.rect(surface, theme.HIGHLIGHT, rect.inflate(8, 8), 4, border_radius=20)
        if seat in (view.winner or []):
            theme.draw_text(surface, _("WINNER"), (rect.centerx, rect.bottom - 100), "display", 30, theme.OXBLOOD,
                            anchor="center", shadow=False)

    def purse_shown(self, seat: int, view=None) -> tuple[str, list[tuple[str, int, int | None]]] | None:
        """What `seat`'s mat says of the turn's coal and silver: a title and (kind, now, when
        buying) lines (None when nothing more comes), or None when it is not their turn. While
        production happens it is the count so far."""
        view = view or self.view
        if self.controller.is_over():
            return None
        if self.counting is not None:
            if self.counting.seat != seat:
                return None
            return (self.counting.note or _("this turn"),
                    [("coal", self.counting.coal, None), ("silver", self.counting.silver, None)])
        if view.current != seat:
            return None
        p = self.controller.purse(seat)
        return (_("this turn"), [("coal", p.coal, p.coal + p.coal_to_come if p.coal_to_come else None),
                              ("silver", p.silver, p.silver + p.silver_to_come if p.silver_to_come else None)])

    def _draw_purse(self, surface: pygame.Surface, seat: int, view, box: pygame.Rect) -> None:
        """On the turn's player's mat: coal and silver now, and "→ n" what it will be when buying."""
        shown = self.purse_shown(seat, view)
        if shown is None:
            return
        title, lines = shown
        widgets.draw_panel(surface, box, "dark", radius=10)
        theme.draw_text(surface, title, (box.centerx, box.y + 4), "italic", 16, theme.GOLD, anchor="midtop")
        for i, (kind, now, then) in enumerate(lines):
            cy = box.y + 38 + i * 30
            draw_resource(surface, kind, (box.x + 16, cy), 11)
            right = theme.draw_text(surface, format_number(now), (box.x + 32, cy), "black", 20, theme.CREAM, anchor="midleft").right
            if then is not None:
                theme.draw_text(surface, "→" + format_number(then), (right + 3, cy), "bold", 17, theme.HIGHLIGHT, anchor="midleft")

    def _draw_middle(self, surface: pygame.Surface, view) -> None:
        deck, discard = self.layout["deck"], self.layout["discard"]
        pile_y = deck.y + 8 + PILE_SIZE[1] / 2 + 12
        back = card_back(PILE_SIZE, BACK_ACCENT, _("DURANGO"), BACK_PICTURE)
        surface.blit(back, back.get_rect(center=(deck.centerx, pile_y)))
        theme.draw_text(surface, _("Deck {n}").format(n=format_number(len(view.deck) + len(view.deck_top))), (deck.centerx, deck.bottom - 4), "bold",
                        20, theme.CREAM, anchor="midbottom")
        if view.discard:
            CardSprite(card_data(view.discard[-1]), (discard.centerx, pile_y), PILE_SIZE).draw(surface)
        theme.draw_text(surface, _("Discards {n}").format(n=format_number(len(view.discard))), (discard.centerx, discard.bottom - 4), "bold", 20,
                        theme.CREAM, anchor="midbottom")
        yard = self.layout["yard"]
        panel = pygame.Rect(yard.x, yard.y + 8, yard.w, yard.h - 40)
        widgets.draw_panel(surface, panel, "dark", radius=16)
        theme.draw_text(surface, _("THE YARD"), (panel.centerx, panel.y + 10), "black", 18, theme.GOLD, anchor="midtop")
        if view.yard_top:
            draw_cattle(surface, view.yard_top[0], (panel.centerx, panel.centery - 2), 40)
            theme.draw_text(surface, C.cattle_name(view.yard_top[0]), (panel.centerx, panel.bottom - 12), "bold", 20,
                            theme.CREAM, anchor="midbottom")
        left = len(view.yard) + len(view.yard_top)
        price = self.controller.cattle_price(view.current) if not self.controller.is_over() else C.CATTLE_COST
        theme.draw_text(surface, _("{n} left · {price} coal or {price} silver each").format(
                            n=format_number(left), price=format_number(price)), (yard.centerx, yard.bottom - 4),
                        "bold", 17, theme.CREAM_DIM, anchor="midbottom")
        cal = self.layout["calamity"]
        if view.active:
            CardSprite(calamity_data(view.active), (cal.centerx, pile_y), PILE_SIZE).draw(surface)
        else:
            empty = pygame.Rect(0, 0, *PILE_SIZE)
            empty.center = (cal.centerx, pile_y)
            pygame.draw.rect(surface, theme.darken(self.felt, 0.3), empty, 3, border_radius=12)
            theme.draw_text(surface, _("no Calamity"), empty.center, "italic", 18, theme.CREAM_DIM, anchor="center")
        # Translators: under the Calamity pile, with how many are left
        theme.draw_text(surface, _("Calamities {n}").format(n=format_number(len(view.cal_deck))), (cal.centerx, cal.bottom - 4), "bold", 20,
                        theme.CREAM, anchor="midbottom")
        drawn = self.layout["drawn"]
        caption = self._middle_caption(view)
        if caption:
            widgets.draw_panel(surface, drawn, "felt", radius=18)
            pulse = 0.5 + 0.5 * math.sin(self.app.time * 1000 / 300)
            theme.draw_wrapped(surface, caption, pygame.Rect(drawn.x + 18, drawn.y + 18, self.CAPTION_W - 28,
                                                             drawn.h - 30), "bold", 20,
                               theme.mix(theme.CREAM_DIM, theme.CREAM, pulse), line_gap=2, shadow=True)

    def _middle_caption(self, view) -> str:
        names = self.controller.names
        if view.drawn:
            return _("{name} drew").format(name=names[view.current])
        prompt = view.prompt
        if self.joining:
            return _("{card} joins your party: which card makes room?").format(card=C.card_name(prompt.card))
        if type(prompt) is ArrangePrompt:
            mine = prompt.seat == self.controller.viewer()
            if prompt.what == "deck":
                if mine:
                    return _("The top of the Draw Deck. Point at a button to see its order.")
                return _("{name} looks at the top of the Draw Deck").format(name=names[prompt.seat])
            if mine:
                return _("The top of the Yard. Point at a button to see its order.")
            return _("{name} looks at the top of the Yard").format(name=names[prompt.seat])
        return ""

    def _draw_looked(self, surface: pygame.Surface, view) -> None:
        """The cards (or cattle) being put back in order, each with its place; face down for
        everyone but the player looking."""
        prompt = view.prompt
        if type(prompt) is not ArrangePrompt:
            return
        zone = self.layout["drawn"]
        seat = self.controller.viewer()
        looked = self.controller.looked_at(seat) if seat is not None else None
        if looked is None:
            if prompt.what == "deck":
                for i in range(3):
                    durango_card(None, self._middle_slot(i, 3), DRAWN_SIZE).draw(surface)
            return
        if looked[0] == "deck":
            for sprite in self.looked:
                sprite.draw(surface)
                self._draw_place(surface, sprite.place, (sprite.rect.centerx, sprite.rect.y + sprite.rect.h * 0.34))
            return
        cattle = looked[1]
        order = self.pointed_order() or tuple(range(len(cattle)))
        for place, i in enumerate(order[:len(cattle)]):
            x = self._middle_slot(place, len(cattle))[0]
            draw_cattle(surface, cattle[i], (x, zone.centery + 10), 48)
            theme.draw_text(surface, C.cattle_name(cattle[i]), (x, zone.bottom - 14), "bold", 20, theme.CREAM,
                            anchor="midbottom")
            self._draw_place(surface, place, (x, zone.y + 14))

    @staticmethod
    def _draw_place(surface: pygame.Surface, place: int, midtop) -> None:
        pill = pygame.Rect(0, 0, 58, 28)
        pill.midtop = (midtop[0], midtop[1] + 6)
        widgets.draw_panel(surface, pill, "dark", radius=12)
        theme.draw_text(surface, pgettext("place", PLACES[place]), pill.center, "black", 18, theme.GOLD, anchor="center")
