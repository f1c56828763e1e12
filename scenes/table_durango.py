"""The Durango table: the Yard, the decks, the Calamity in force, a mat per seat with its party,
reserve, herd and (on its turn) coal and silver, and the seated player's tableau at the bottom.

Decisions are offered as buttons named after what they do ("Banker to the party", "Interrupt
with Saddlebags"); the drawn cards lie in the middle, face up only for the player drawing them.
"""
from __future__ import annotations

import math

import pygame

from game.rules.common.events import GameEnded
from game.rules.durango import content as C
from game.rules.durango.actions import Select
from game.ui import theme, widgets
from game.ui.cards import CardSprite, card_back
from game.ui.layout import load_layout
from game.ui.tween import Call
from scenes.table_base import BaseTableScene

REGIONS = ("deck", "discard", "yard", "calamity", "drawn", "buttons", "tableau")
KIND_STYLE = {  # accent colour and icon per card kind
    C.TOWN: ((92, 110, 140), "star"), C.FRONTIER: ((120, 84, 52), "horseshoe"),
    C.COMPANION: ((70, 120, 80), "shield"), C.ITEM: ((110, 72, 120), "die"), C.TRIGGER: ((170, 40, 36), "dynamite"),
}
BREED_COLOURS = {"Longhorn": (196, 120, 60), "Hereford": (150, 60, 40), "Shorthorn": (214, 190, 150),
                 "Angus": (50, 44, 40), "Criollo": (176, 150, 90)}
BACK_ACCENT = (92, 70, 44)


def card_data(card_id: str) -> dict:
    card = C.CARDS[card_id]
    accent, icon = KIND_STYLE.get(card.kind, ((120, 100, 70), "star"))
    tag = {C.TOWN: "Town hire", C.FRONTIER: "Frontier hire", C.COMPANION: "Companion", C.ITEM: "Item",
           C.TRIGGER: "Calamity Trigger"}.get(card.kind, card.kind)
    value = ""
    if card.is_hire and card.produce:
        value = f"{card.produce}{'S' if card.resource == 'silver' else 'C'}"
    return {"title": card.name, "text": card.text or "Produces every turn it is in your party.", "tag": tag,
            "icon": icon, "accent": accent, "value": value}


def calamity_data(calamity_id: str) -> dict:
    calamity = C.CALAMITY_BY_ID[calamity_id]
    return {"title": calamity.name, "text": getattr(calamity, "text", ""), "tag": "Calamity", "icon": "dynamite",
            "accent": (150, 36, 30)}


def draw_cattle(surface: pygame.Surface, cattle: str, center: tuple[float, float], r: int = 22) -> None:
    """A cattle token: a coloured disc with horns and its breed's initial; Blue Ribbons wear a rosette."""
    cx, cy = center
    colour = BREED_COLOURS.get(C.breed(cattle), (150, 120, 90))
    pygame.draw.line(surface, (236, 226, 200), (cx - r * 1.2, cy - r * 0.7), (cx - r * 0.5, cy - r * 0.2), 4)
    pygame.draw.line(surface, (236, 226, 200), (cx + r * 1.2, cy - r * 0.7), (cx + r * 0.5, cy - r * 0.2), 4)
    pygame.draw.circle(surface, colour, (cx, cy), r)
    pygame.draw.circle(surface, theme.INK, (cx, cy), r, 2)
    ink = theme.CREAM if sum(colour) < 400 else theme.INK
    theme.draw_text(surface, C.breed(cattle)[0], (cx, cy), "display", int(r * 1.1), ink, anchor="center", shadow=False)
    if C.is_blue(cattle):
        pygame.draw.circle(surface, (40, 90, 190), (cx + r * 0.8, cy + r * 0.7), r * 0.42)
        pygame.draw.circle(surface, (250, 250, 250), (cx + r * 0.8, cy + r * 0.7), r * 0.18)


def durango_card(card: str | None, pos, size, face_up: bool = True) -> CardSprite:
    sprite = CardSprite(card_data(card) if card in C.CARDS else None, pos, size, face_up=face_up and card in C.CARDS,
                        back_accent=BACK_ACCENT)
    sprite.back_title = "DURANGO"
    return sprite


class Token:
    """A cattle or card in flight."""

    def __init__(self, kind: str, what: str | None, pos):
        self.kind, self.what = kind, what
        self.x, self.y = pos

    def draw(self, surface: pygame.Surface) -> None:
        if self.kind == "cattle":
            draw_cattle(surface, self.what, (self.x, self.y), 24)
        else:
            durango_card(self.what, (self.x, self.y), (90, 126)).draw(surface)


class TableScene(BaseTableScene):
    felt = (92, 78, 52)

    def build(self) -> None:
        self.layout = load_layout("durango", len(self.controller.seats))
        self.sprites: list[CardSprite] = []
        self.picks: list[CardSprite] = []
        """Drawn cards to click while choosing where they go (their choices become the buttons)."""
        self.focus: int | None = None
        self.offered: int | None = None

    def refresh(self) -> None:
        self._layout_cards()

    def after_step(self) -> None:
        self.animator.add(Call(self._layout_cards))

    def _layout_cards(self) -> None:
        """Large cards the player can read and right-click: drawn cards and the viewer's tableau."""
        view = self.view
        self.sprites = []
        zone = self.layout["drawn"]
        shown = [c for c in view.drawn]
        self.picks = []
        for i, card in enumerate(shown):
            x = zone.centerx + (i - (len(shown) - 1) / 2) * 150
            self.sprites.append(durango_card(card, (x, zone.centery + 10), (120, 168)))
        seat = self.controller.viewer()
        if seat is None:
            return
        tab = self.layout["tableau"]
        cards = list(view.party[seat]) + list(view.reserve[seat])
        for i, card in enumerate(cards):
            x = tab.x + 80 + i * 135
            sprite = durango_card(card, (x, tab.centery + 14), (110, 154))
            sprite.selected = i >= len(view.party[seat])  # the reserve card is set apart
            self.sprites.append(sprite)

    # -- events ---------------------------------------------------------------------------------
    def animate(self, event) -> None:
        handler = getattr(self, f"_on_{type(event).__name__}", None)
        if handler:
            handler(event)

    def _place(self, place) -> tuple[int, int]:
        if isinstance(place, int):
            return self.layout[f"seat_{place}"].center
        text = str(place)
        if ":" in text:
            return self.layout[f"seat_{int(text.split(':')[1])}"].center
        if text in ("yard", "yard_bottom"):
            return self.layout["yard"].center
        return self.layout.get(text, self.layout["deck"]).center

    def _fly(self, kind: str, what, src, dst) -> None:
        self.send(Token(kind, what, self._place(src)), self._place(dst), 0.35)

    def _on_DCardMoved(self, event) -> None:
        self.sound("card")
        self._fly("card", event.card, event.src, event.dst)

    def _on_CardsDrawn(self, event) -> None:
        self.sound("card")
        for card in event.cards:
            self._fly("card", card, "deck", "drawn")

    def _on_CattleMoved(self, event) -> None:
        self.sound("chips")
        self._fly("cattle", event.cattle, event.src, event.dst)

    def _on_CalamityRevealed(self, event) -> None:
        self.sound("gunshot")
        self.say(f"Calamity: {C.CALAMITY_BY_ID[event.calamity].name}!", 3.0)

    def _on_Interrupted(self, event) -> None:
        self.say(f"{self.controller.names[event.seat]} interrupts with {C.card_name(event.card)}!", 3.0)

    def _on_Produced(self, event) -> None:
        self.sound("tick")

    def _on_GameEnded(self, event: GameEnded) -> None:
        self.sound("win")

    # -- decisions ------------------------------------------------------------------------------
    def offer(self, seat: int) -> None:
        self._layout_cards()
        self.buttons.clear()
        self.offered = seat
        c = self.controller
        zone = self.layout["buttons"]
        x, y = zone.x, zone.y
        for action in self._choices(seat, c.legal_actions(seat)):
            label = c.label(action, seat)
            size = 20 if len(label) > 26 else 24
            width = max(160, min(620, theme.font("display", size).size(label)[0] + 40))
            if x + width > zone.right:
                x, y = zone.x, y + 62
            self.buttons.add(widgets.Button((x, y, width, 54), label, lambda a=action: self.act(seat, a), size=size))
            x += width + 12

    MANY_CHOICES = 8

    def _choices(self, seat: int, legal: list) -> list:
        """The buttons to show. Where the drawn cards go can be a dozen choices or more (three cards
        times party, reserve and the reserve cards): then the player clicks a drawn card, ringed as
        playable, and the buttons show only that card's choices."""
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

    def readable_cards(self) -> list:
        return self.sprites

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

    # -- drawing --------------------------------------------------------------------------------
    def draw_table(self, surface: pygame.Surface) -> None:
        view = self.view
        for seat in range(len(self.controller.seats)):
            self._draw_mat(surface, seat, view)
        self._draw_middle(surface, view)
        for sprite in self.sprites:
            sprite.draw(surface)
        tab = self.layout["tableau"]
        seat = self.controller.viewer()
        label = (f"{self.controller.names[seat]}'s party and reserve (right-click a card to read it)" if seat is not None
                 else "Reserves stay hidden until their owner takes the chair")
        theme.draw_text(surface, label, (tab.x, tab.y - 8), "bold", 20, theme.CREAM_DIM)
        self.draw_movers(surface)

    def _draw_mat(self, surface: pygame.Surface, seat: int, view) -> None:
        c = self.controller
        rect = self.layout[f"seat_{seat}"]
        widgets.draw_panel(surface, rect, "parchment", radius=16)
        band = pygame.Rect(rect.x + 8, rect.y + 8, rect.w - 16, 40)
        pygame.draw.rect(surface, theme.seat_colour(seat), band, border_radius=10)
        theme.draw_seat_token(surface, seat, (band.x + 20, band.centery), 13)
        name_size = theme.fit_text(c.names[seat], "display", 26, band.w - 140)
        theme.draw_text(surface, c.names[seat], (band.x + 40, band.centery), "display", name_size, theme.CREAM,
                        anchor="midleft")
        tag = "HUMAN" if c.seats[seat].is_human else f"AI · {c.seats[seat].level.upper()}"
        theme.draw_text(surface, tag, (band.right - 10, band.centery), "black", 14, theme.CREAM, anchor="midright")
        # party (small cards) and reserve (face down to others)
        party = view.party[seat]
        step = min(62, (rect.w - 90) / max(1, len(party)))
        small = (56, 80)
        for i, card in enumerate(party):
            durango_card(card, (rect.x + 12 + small[0] / 2 + i * step, rect.y + 98), small).draw(surface)
        for j, card in enumerate(view.reserve[seat]):
            x = rect.right - 12 - small[0] / 2 - j * (small[0] + 4)
            durango_card(card, (x, rect.y + 98), small).draw(surface)
        theme.draw_text(surface, "party", (rect.x + 12, rect.y + 140), "italic", 16, theme.INK_SOFT, shadow=False)
        theme.draw_text(surface, "reserve", (rect.right - 12, rect.y + 140), "italic", 16, theme.INK_SOFT,
                        anchor="topright", shadow=False)
        # herd by breed
        herd = view.herd[seat]
        blue = sum(C.is_blue(h) for h in herd)
        y = rect.y + 200
        x = rect.x + 30
        for breed in C.BREEDS:
            owned = [h for h in herd if C.breed(h) == breed]
            if not owned:
                continue
            draw_cattle(surface, breed + (C.BLUE_MARK if any(C.is_blue(h) for h in owned) else ""), (x, y), 17)
            theme.draw_text(surface, f"x{len(owned)}", (x, y + 20), "bold", 16, theme.INK, anchor="midtop", shadow=False)
            x += 48
        if not herd:
            theme.draw_text(surface, "no cattle yet", (rect.x + 14, y - 10), "italic", 18, theme.INK_SOFT, shadow=False)
        theme.draw_text(surface, f"{len(herd)} cattle · {blue} blue", (rect.x + 12, rect.bottom - 12), "bold", 20,
                        theme.INK, anchor="bottomleft", shadow=False)
        if view.current == seat and not c.is_over():
            theme.draw_text(surface, f"coal {view.coal} · silver {view.silver}", (rect.right - 12, rect.bottom - 12),
                            "black", 18, theme.OXBLOOD, anchor="bottomright", shadow=False)
            pygame.draw.rect(surface, theme.HIGHLIGHT, rect.inflate(8, 8), 4, border_radius=20)
        if seat in (view.winner or []):
            theme.draw_text(surface, "WINNER", (rect.centerx, rect.y + 150), "display", 30, theme.OXBLOOD,
                            anchor="center", shadow=False)

    def _draw_middle(self, surface: pygame.Surface, view) -> None:
        deck, discard = self.layout["deck"], self.layout["discard"]
        back = card_back((120, 168), BACK_ACCENT, "DURANGO")
        surface.blit(back, back.get_rect(center=deck.center))
        theme.draw_text(surface, f"Deck {len(view.deck) + len(view.deck_top)}", (deck.centerx, deck.bottom), "bold", 20,
                        theme.CREAM, anchor="midtop")
        if view.discard:
            CardSprite(card_data(view.discard[-1]), discard.center, (120, 168)).draw(surface)
        theme.draw_text(surface, f"Discards {len(view.discard)}", (discard.centerx, discard.bottom), "bold", 20,
                        theme.CREAM, anchor="midtop")
        yard = self.layout["yard"]
        widgets.draw_panel(surface, yard, "dark", radius=16)
        theme.draw_text(surface, "THE YARD", (yard.centerx, yard.y + 10), "black", 18, theme.GOLD, anchor="midtop")
        if view.yard_top:
            draw_cattle(surface, view.yard_top[0], (yard.centerx, yard.centery + 4), 34)
            theme.draw_text(surface, C.cattle_name(view.yard_top[0]), (yard.centerx, yard.bottom - 40), "bold", 18,
                            theme.CREAM, anchor="midtop")
        left = len(view.yard) + len(view.yard_top)
        theme.draw_text(surface, f"{left} cattle left · 5 coal or 5 silver each", (yard.centerx, yard.bottom + 4),
                        "italic", 17, theme.CREAM_DIM, anchor="midtop")
        cal = self.layout["calamity"]
        if view.active:
            CardSprite(calamity_data(view.active), cal.center, (120, 168)).draw(surface)
        else:
            pygame.draw.rect(surface, theme.darken(self.felt, 0.3), cal.inflate(-10, -10), 3, border_radius=12)
            theme.draw_text(surface, "no Calamity", cal.center, "italic", 18, theme.CREAM_DIM, anchor="center")
        theme.draw_text(surface, f"Calamities {len(view.cal_deck)}", (cal.centerx, cal.bottom), "bold", 20, theme.CREAM,
                        anchor="midtop")
        drawn = self.layout["drawn"]
        if view.drawn:
            widgets.draw_panel(surface, drawn.inflate(20, 10), "felt", radius=18)
            pulse = 0.5 + 0.5 * math.sin(self.app.time * 1000 / 300)
            theme.draw_text(surface, f"{self.controller.names[view.current]} drew", (drawn.centerx, drawn.y - 30),
                            "bold", 20, theme.mix(theme.CREAM_DIM, theme.CREAM, pulse), anchor="midtop")
