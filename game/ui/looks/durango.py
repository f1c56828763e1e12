"""Durango's look: hires, items, companions and Calamities as card faces and mat strips, the
cattle by breed, coal and silver, the menu tile (a longhorn skull over the rails) and the rules' pieces.
Every card's picture is a game-icons.net silhouette named in `CARD_PICTURES` and
`CALAMITY_PICTURES` (`ICON_NAMES` gathers them for tools/extract_icons.py).

Used by the table, the menu and the rules screen (see game/ui/looks/__init__.py)."""
from __future__ import annotations

import functools
import math
from dataclasses import dataclass, replace
from typing import Sequence

import pygame

from game import i18n
from game.i18n import C_, N_, _, format_number, pgettext
from game.rules.durango import content as C
from game.rules.durango.steps import ArrangePrompt, RoomPrompt
from game.ui import art, furniture, icons, theme, widgets
from game.ui.cards import CardSprite, card_back, fanned_hand, picture_ink
from game.ui.layout import Mat
from game.ui.panels import draw_mat_band, draw_turn_ring
from game.ui.picture_cache import holds_words

CARD_PICTURES = {
    # Town hires
    "T01": "bank", "T02": "shop", "T03": "bed", "T04": "beer-stein", "T05": "anvil", "T06": "cartwheel",
    "T07": "banging-gavel", "T08": "aerial-signal", "T09": "cow", "T10": "teacher", "T11": "police-badge",
    "T12": "coffin", "T13": "scroll-unfurled", "T14": "receive-money", "T15": "mailbox", "T16": "treasure-map",
    "T17": "poker-hand", "T18": "law-star", "T19": "scales", "T20": "magnifying-glass", "T21": "rail-road",
    # Frontier hires
    "F01": "miner", "F02": "ranch-gate", "F03": "wood-cabin", "F04": "cowboy-boot", "F05": "donkey",
    "F06": "sombrero", "F07": "wolf-trap", "F08": "camp-cooking-pot", "F09": "binoculars", "F10": "lasso",
    "F11": "footprint", "F12": "bandit", "F13": "direction-sign", "F14": "gold-nuggets", "F15": "bull",
    "F16": "knapsack", "F17": "wanted-reward", "F18": "cloaked-figure-on-horseback", "F19": "robber",
    "F20": "soldering-iron", "F21": "horse-head", "F22": "robber-mask",
    # Companions
    "C1": "sitting-dog", "C2": "shaking-hands", "C3": "winchester-rifle", "C4": "watchtower", "C5": "campfire",
    "C6": "ample-dress", "C7": "cowboy-holster", "C8": "shield",
    # Items
    "I1": "stamper", "I2": "old-wagon", "I3": "strongbox", "I4": "scroll-quill", "I5": "windmill",
    "I6": "saddle",
    C.TRIGGER_ID: "explosion-rays",
}
"""Each card's picture, by card id: the Banker's bank, the Coal Miner, the Loyal Dog..."""

CALAMITY_PICTURES = {
    "K01": "charging-bull", "K02": "thermometer-hot", "K03": "crossed-pistols", "K04": "gold-mine",
    "K05": "fire", "K06": "desert", "K07": "snowing", "K08": "piggy-bank", "K09": "barrier",
    "K10": "steam-locomotive",
}

BACK_PICTURE = "bull-horns"

TILE_PICTURES = ("desert-skull",)

ICON_NAMES = frozenset({*CARD_PICTURES.values(), *CALAMITY_PICTURES.values(), BACK_PICTURE, *TILE_PICTURES})

def paint_tile(s: pygame.Surface, meta) -> None:
    """The picture on the menu tile (and the new-table screen's thumbnail)."""
    w, h = s.get_size()
    s.blit(art.gradient((w, h), (246, 206, 140), theme.darken(meta.accent, 0.05)), (0, 0))
    pygame.draw.circle(s, (255, 236, 190), (int(w * 0.72), int(h * 0.42)), 40)
    far = theme.mix(meta.accent, (150, 90, 70), 0.5)
    mesas = [(0, 0.62), (0.08, 0.62), (0.12, 0.46), (0.3, 0.46), (0.34, 0.6), (0.55, 0.6), (0.6, 0.52),
             (0.68, 0.52), (0.72, 0.62), (1.0, 0.62), (1.0, 1.0), (0, 1.0)]
    pygame.draw.polygon(s, far, [(int(x * w), int(y * h)) for x, y in mesas])
    pygame.draw.rect(s, theme.darken(meta.accent, 0.2), (0, int(h * 0.7), w, h))
    # the rails running off to the horizon
    horizon = (int(w * 0.5), int(h * 0.66))
    for x0 in (int(w * 0.22), int(w * 0.78)):
        pygame.draw.line(s, (60, 50, 44), (x0, h), horizon, 4)
    for k in range(1, 7):
        t = k / 7
        y = int(h - (h - horizon[1]) * (1 - (1 - t) ** 2))
        half = int((w * 0.32) * (1 - t) ** 2) + 4
        pygame.draw.line(s, (96, 64, 40), (horizon[0] - half, y), (horizon[0] + half, y), max(2, int(7 * (1 - t))))
    # a longhorn skull
    skull = pygame.Rect(0, 0, 150, 150)
    skull.center = (int(w * 0.26), int(h * 0.36))
    icons.draw(s, "desert-skull", skull, (244, 236, 220), shadow=(96, 64, 40))
    # coal and silver
    for i, (x, col) in enumerate(((0.74, (40, 40, 44)), (0.84, (196, 200, 208)), (0.79, (30, 30, 34)))):
        pygame.draw.circle(s, theme.darken(col, 0.4), (int(w * x) + 2, int(h * 0.86) + 3 - i * 10), 18)
        pygame.draw.circle(s, col, (int(w * x), int(h * 0.86) - i * 10), 18)
        pygame.draw.circle(s, theme.lighten(col, 0.35), (int(w * x) - 5, int(h * 0.86) - 5 - i * 10), 5)


def paint_pieces(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """The pieces shown beside the rules."""
    from game.rules.durango import content as D
    from game.ui.cards import CardSprite
    kinds = {}
    for card in D.CARDS.values():
        kinds.setdefault(card.kind, card.id)
    for i, card_id in enumerate(list(kinds.values())[:3]):
        CardSprite(card_data(card_id), (rect.x + 60 + i * 125, rect.y + 90), (110, 154)).draw(surface)
    for i, breed in enumerate(D.BREEDS):
        draw_cattle(surface, breed + ("*" if i == 1 else ""), (rect.x + 40 + i * 68, rect.y + 260), 24)
    theme.draw_wrapped(surface, _("cattle by breed; the rosette marks a Blue Ribbon"),
                       pygame.Rect(rect.x, rect.y + 300, rect.w, rect.h - 300), "italic", 18, theme.CREAM_DIM)


KIND_ACCENT = {C.TOWN: (92, 110, 140), C.FRONTIER: (120, 84, 52), C.COMPANION: (70, 120, 80),
               C.ITEM: (110, 72, 120), C.TRIGGER: (170, 40, 36)}


BREED_COLOURS = {"Longhorn": (196, 120, 60), "Hereford": (150, 60, 40), "Shorthorn": (214, 190, 150),
                 "Angus": (50, 44, 40), "Criollo": (176, 150, 90)}


BACK_ACCENT = (92, 70, 44)


RESOURCE = {"coal": ((46, 44, 48), theme.CREAM, "C"), "silver": ((206, 210, 218), theme.INK, "S")}
"""Fill, ink and letter of a coal lump and of a silver coin."""


KIND_WORDS = {C.TOWN: C_("card kind", "Town hire"), C.FRONTIER: C_("card kind", "Frontier hire"),
              C.COMPANION: C_("card kind", "Companion"), C.ITEM: C_("card kind", "Item"),
              C.TRIGGER: C_("card kind", "Calamity Trigger")}
"""A card's kind as its timing line names it (message ids, context "card kind")."""


def card_data(card_id: str) -> dict:
    card = C.CARDS[card_id]
    accent = KIND_ACCENT.get(card.kind, (120, 100, 70))
    tag = pgettext("card kind", KIND_WORDS[card.kind]) if card.kind in KIND_WORDS else card.kind
    value = ""
    if card.is_hire and card.produce:
        value = f"{card.produce}{'S' if card.resource == 'silver' else 'C'}"
    text = _(card.text) if card.text else _("Produces every turn it is in your party.")
    return {"title": pgettext("card", card.name), "text": text, "tag": tag,
            "picture": CARD_PICTURES[card_id], "accent": accent, "value": value}


def calamity_data(calamity_id: str) -> dict:
    calamity = C.CALAMITY_BY_ID[calamity_id]
    text = getattr(calamity, "text", "")
    return {"title": pgettext("card", calamity.name), "text": _(text) if text else "",
            "tag": pgettext("card kind", "Calamity"),
            "picture": CALAMITY_PICTURES[calamity_id],
            "accent": (150, 36, 30)}


def draw_cattle(surface: pygame.Surface, cattle: str, center: tuple[float, float], r: int = 22) -> None:
    """A cattle token: a coloured disc with horns and its breed's initial; Blue Ribbons wear a rosette."""
    cx, cy = center
    colour = BREED_COLOURS.get(C.breed(cattle), (150, 120, 90))
    width = max(3, r // 5)
    pygame.draw.line(surface, (236, 226, 200), (cx - r * 1.2, cy - r * 0.7), (cx - r * 0.5, cy - r * 0.2), width)
    pygame.draw.line(surface, (236, 226, 200), (cx + r * 1.2, cy - r * 0.7), (cx + r * 0.5, cy - r * 0.2), width)
    pygame.draw.circle(surface, colour, (cx, cy), r)
    pygame.draw.circle(surface, theme.INK, (cx, cy), r, 2)
    ink = theme.CREAM if sum(colour) < 400 else theme.INK
    theme.draw_text(surface, C.breed(cattle)[0], (cx, cy), "display", int(r * 1.1), ink, anchor="center", shadow=False)
    if C.is_blue(cattle):
        pygame.draw.circle(surface, (40, 90, 190), (cx + r * 0.8, cy + r * 0.7), r * 0.42)
        pygame.draw.circle(surface, (250, 250, 250), (cx + r * 0.8, cy + r * 0.7), r * 0.18)


def draw_resource(surface: pygame.Surface, kind: str, center: tuple[float, float], r: int,
                  text: str | int | None = None) -> None:
    """A coal lump (dark) or a silver coin (light, ringed), with a number or letter on it."""
    fill, ink, letter = RESOURCE[kind]
    cx, cy = center
    pygame.draw.circle(surface, theme.darken(fill, 0.5), (cx + 1, cy + 2), r)
    pygame.draw.circle(surface, fill, (cx, cy), r)
    if kind == "silver":
        pygame.draw.circle(surface, theme.darken(fill, 0.35), (cx, cy), r, 2)
        pygame.draw.circle(surface, theme.lighten(fill, 0.5), (cx, cy), max(2, int(r * 0.72)), 1)
    else:
        pygame.draw.circle(surface, (90, 88, 96), (cx - r * 0.3, cy - r * 0.35), max(2, r // 4))
    shown = letter if text is None else str(text)
    theme.draw_text(surface, shown, (cx, cy), "black", int(r * (1.25 if len(shown) == 1 else 1.0)), ink,
                    anchor="center", shadow=False)


def durango_card(card: str | None, pos, size, face_up: bool = True) -> CardSprite:
    sprite = CardSprite(card_data(card) if card in C.CARDS else None, pos, size, face_up=face_up and card in C.CARDS,
                        back_accent=BACK_ACCENT, back_picture=BACK_PICTURE)
    sprite.back_title = N_("DURANGO")
    return sprite


def seated_cards(cards: Sequence[str], left: float, foot: float, size: tuple[int, int], gap: int) -> list[CardSprite]:
    """The seated player's party or reserve, large along the table's foot from `left`: laid by the
    kit's hand fan (`fanned_hand`, its cards upright, `gap` apart), the row raised as a whole so
    the fan's dipping ends stand on `foot` rather than under the rail."""
    row = pygame.Rect(left, foot - size[1], len(cards) * (size[0] + gap) - gap, size[1])
    sprites = fanned_hand([(card_data(card), card) for card in cards], row, size, arc=0, gap=gap, margin=0)
    drop = max((sprite.rect.bottom for sprite in sprites), default=foot) - foot
    for sprite in sprites:
        sprite.y -= drop
    return sprites


def looked_cards(cards: Sequence[str], order: Sequence[int], slots, size) -> list[CardSprite]:
    """The cards a player puts back in order, face up at `slots` top first, in `order` (indices
    into `cards`); each knows its `place` and which of `cards` it is (`index`)."""
    sprites = []
    for place, (i, slot) in enumerate(zip(order, slots)):
        sprite = durango_card(cards[i], slot, size)
        sprite.place, sprite.index = place, i
        sprites.append(sprite)
    return sprites


TAB_SMALLEST = 11
"""A party card's name on its tab shrinks to this size before it is cut short (a French or German
name runs longer than the English one the tab was measured for)."""


@holds_words
@functools.lru_cache(maxsize=256)
def tab_surface(card: str, width: int, height: int, kept: tuple[str, int] = ("", 0),
                blocked: bool = False) -> pygame.Surface:
    """One party card on a mat, tucked so only its band shows: kind colour, picture, name, and at the right
    what it earns (a coal lump or silver coin with the number, struck through while blocked) or,
    on a Strongbox, what it keeps."""
    data = C.CARDS[card]
    accent = KIND_ACCENT.get(data.kind, (120, 100, 70))
    s = pygame.Surface((width, height), pygame.SRCALPHA)
    body = s.get_rect()
    pygame.draw.rect(s, theme.mix(theme.PARCHMENT, accent, 0.16), body, border_radius=6)
    pygame.draw.rect(s, accent, (0, 0, 9, height), border_top_left_radius=6, border_bottom_left_radius=6)
    pygame.draw.rect(s, theme.darken(accent, 0.3), body, 1, border_radius=6)
    right = width - 4
    if data.is_hire and data.produce:
        draw_resource(s, data.resource, (right - 10, height / 2), 10, data.produce)
        if blocked:
            pygame.draw.line(s, theme.OXBLOOD, (right - 20, height - 4), (right, 4), 3)
        right -= 24
    elif kept[1]:
        draw_resource(s, kept[0], (right - 10, height / 2), 10, kept[1])
        # Translators: on a Strongbox's tab, beside the coal or silver it keeps (a short word)
        right = theme.draw_text(s, _("kept"), (right - 24, height / 2), "italic", 16, theme.INK, anchor="midright",
                                shadow=False).left - 4
    icons.draw(s, CARD_PICTURES[card], (13, 2, height - 4, height - 4), picture_ink(accent))
    left = 13 + height
    room = right - left
    name = pgettext("card", data.name)
    size = theme.fit_text(name, "bold", 16, room, min_size=TAB_SMALLEST)
    theme.draw_text(s, theme.ellipsize(name, "bold", size, room), (left, height / 2), "bold", size, theme.INK,
                    anchor="midleft", shadow=False)
    return s


PLACES = (C_("place", "1st"), C_("place", "2nd"), C_("place", "3rd"))
"""The order a looked-at card goes back in (message ids, context "place", ~4 characters)."""


def party_tabs(mat: Mat, count: int) -> list[pygame.Rect]:
    """Where the `count` party cards of a mat lie as strips, top down in its `party` column."""
    party, step = mat["party"], mat.size("tab_h") + mat.size("tab_gap")
    return [pygame.Rect(party.x, party.y + i * step, party.w, mat.size("tab_h")) for i in range(count)]


class Tab:
    """A party card on a mat as a strip, read large when the pointer rests on it (a table's
    `readable_cards`)."""

    flip = 1.0

    def __init__(self, seat: int, card: str, rect: pygame.Rect):
        self.seat, self.card, self.rect = seat, card, rect
        self.data = card_data(card)

    def hit(self, pos) -> bool:
        return self.rect.collidepoint(pos)


def mat_tabs(mat: Mat, seat: int, party: Sequence[str]) -> list[Tab]:
    """A `Tab` per party card of `seat`, where its mat paints it."""
    return [Tab(seat, card, rect) for card, rect in zip(party, party_tabs(mat, len(party)))]


class PurseCount:
    """A purse counted up on its mat as production is told, line by line, and what became of
    the rest at the end of the turn: what the mat shows while the step's story is told, counted
    from the step's events (the purse the rules hold is already the end of the story)."""

    def __init__(self, seat: int, coal: int = 0, silver: int = 0):
        self.seat, self.coal, self.silver = seat, coal, silver
        self.note = ""

    @classmethod
    def for_seat(cls, counting: "PurseCount | None", seat: int,
                 resting: tuple[int, tuple] | None = None) -> "PurseCount":
        """The purse to count `seat`'s production into: `counting` if it is theirs already, else a
        new one from what their mat showed at rest (`resting`: seat, purse), else from nothing."""
        if counting is not None and counting.seat == seat:
            return counting
        return cls(seat, *(resting[1][:2] if resting and resting[0] == seat else ()))

    def add(self, seat: int, coal: int, silver: int) -> bool:
        """A line of production lands in `seat`'s purse; False when this purse is another's."""
        if seat != self.seat:
            return False
        self.coal, self.silver = self.coal + coal, self.silver + silver
        return True

    def left_over(self, coal: int, silver: int, kept: int) -> None:
        """The turn ends: what is left, and a word on what became of it."""
        self.coal, self.silver = coal, silver
        if kept:
            # Translators: coal or silver a Strongbox keeps, over a purse (~12 characters)
            self.note = _("{n} kept").format(n=format_number(kept))
        elif coal or silver:
            self.note = _("lost")

    def spent(self) -> None:
        """The turn is over: what was not left over went on cattle."""
        if not self.note:
            self.coal = self.silver = 0

    def shown(self) -> tuple[str, list[tuple[str, int, None]]]:
        """The purse as the mat shows it (`MatFace.purse`)."""
        return self.note or _("this turn"), [("coal", self.coal, None), ("silver", self.silver, None)]


def purse_lines(purse) -> tuple[str, list[tuple[str, int, int | None]]]:
    """What a mat says of the turn's coal and silver while its player chooses: a title and (kind,
    now, when buying) lines, `None` for when buying where nothing more comes."""
    return _("this turn"), [
        ("coal", purse.coal, purse.coal + purse.coal_to_come if purse.coal_to_come else None),
        ("silver", purse.silver, purse.silver + purse.silver_to_come if purse.silver_to_come else None)]


def middle_caption(view, viewer: int | None, names: Sequence[str]) -> str:
    """What the middle of the table says of the cards lying there, for `viewer`: who drew them, the
    card waiting to join a full party, whose look at the top of the Draw Deck or Yard it is."""
    prompt = view.prompt
    if view.drawn:
        return _("{name} drew").format(name=names[view.current])
    if type(prompt) is RoomPrompt and prompt.seat == viewer and prompt.card in C.CARDS:
        return _("{card} joins your party: which card makes room?").format(card=C.card_name(prompt.card))
    if type(prompt) is not ArrangePrompt:
        return ""
    if prompt.seat == viewer:
        if prompt.what == "deck":
            return _("The top of the Draw Deck. Point at a button to see its order.")
        return _("The top of the Yard. Point at a button to see its order.")
    if prompt.what == "deck":
        return _("{name} looks at the top of the Draw Deck").format(name=names[prompt.seat])
    return _("{name} looks at the top of the Yard").format(name=names[prompt.seat])


@dataclass(frozen=True)
class MatFace:
    """What a seat's mat shows, as everyone may see it: the party as strips, the reserve face
    down, the herd by breed, the turn's purse, and whether it is the seat's turn or win."""

    name: str
    tag: str
    party: Sequence[str]
    limit: int
    blocked: frozenset = frozenset()
    kept: tuple[str, int] = ("", 0)
    """What a Strongbox in the party keeps, shown on its strip."""
    reserve: int = 0
    herd: Sequence[str] = ()
    purse: tuple[str, Sequence[tuple[str, int, int | None]]] | None = None
    """`purse_shown`'s answer: a title and (kind, now, when buying) lines, or None."""
    on_turn: bool = False
    winner: bool = False

    @classmethod
    def of(cls, view, seat: int, name: str, tag: str, limit: int, arriving: Sequence[tuple[int, str]], purse,
           on_turn: bool) -> "MatFace":
        """`seat`'s mat as `view` shows it, but the cattle still `arriving` (seat, cattle) in its herd."""
        herd = list(view.herd[seat])
        for cattle in [cattle for to, cattle in arriving if to == seat and cattle in herd]:
            herd.remove(cattle)
        return cls(name, tag, view.party[seat], limit, frozenset(view.blocked[seat]), tuple(view.strongbox[seat]),
                   len(view.reserve[seat]), herd, purse, on_turn, seat in (view.winner or []))


MAT_LABEL, PURSE_NUMBER = 16, 20
"""A mat's small words ("party 2/4", "reserve", the purse's title) and the purse's numbers."""


def paint_mat(surface: pygame.Surface, mat: Mat, seat: int, face: MatFace, marks=None) -> None:
    """A seat's mat: its band, its party as strips readable at a glance, its reserve face down
    (the seated player reads theirs at the bottom of the table), the purse and the herd."""
    rect = mat.rect
    furniture.panel(surface, rect, "parchment", radius=16)
    band = draw_mat_band(surface, rect, seat, face.name, face.tag, mat.size("band_h"), marks=marks)
    still = replace(face, party=tuple(face.party), herd=tuple(face.herd), on_turn=False,
                    purse=face.purse and (face.purse[0], tuple(map(tuple, face.purse[1]))))
    furniture.painting(surface, ("durango mat", tuple(rect), tuple(band), still, i18n.language()),
                       lambda on: paint_mat_face(on, mat, band, still))
    if face.on_turn:
        draw_turn_ring(surface, rect)


def paint_mat_face(surface: pygame.Surface, mat: Mat, band: pygame.Rect, face: MatFace) -> None:
    """What lies on a mat under its band: changed only by a step of the game, so furniture."""
    rect = mat.rect
    party, reserve = mat["party"], mat["reserve"]
    # the party's and the reserve's labels, in the strip between the band and the cards
    label = theme.fit_height("italic", MAT_LABEL, party.y - 4 - band.bottom, theme.least_asked(MAT_LABEL))
    # Translators: cards in the party out of how many it may hold ("party 2/4")
    words = _("party {n}/{limit}").format(n=format_number(len(face.party)), limit=format_number(face.limit))
    theme.draw_text(surface, words, (party.x + 2, party.y - 4), "italic", label, theme.INK_SOFT, anchor="bottomleft",
                    shadow=False)
    theme.draw_text(surface, _("reserve"), (reserve.right, party.y - 4), "italic", label, theme.INK_SOFT,
                    anchor="bottomright", shadow=False)
    for card, tab in zip(face.party, party_tabs(mat, len(face.party))):
        kept = tuple(face.kept) if card == C.STRONGBOX else ("", 0)
        surface.blit(tab_surface(card, tab.w, tab.h, kept, C.CARDS[card].kind in face.blocked), tab)
    if not face.party:
        theme.draw_text(surface, _("nobody hired yet"), (party.x + 4, party.y + 4), "italic", 16, theme.INK_SOFT,
                        shadow=False)
    paint_reserve(surface, mat, face.reserve)
    if face.purse is not None:
        paint_purse(surface, mat["purse"], *face.purse)
    paint_herd(surface, mat, face.herd)
    if face.winner:
        theme.draw_text(surface, _("WINNER"), (rect.centerx, mat["herd"].y - 10), "display", 30, theme.OXBLOOD,
                        anchor="center", shadow=False)


def paint_reserve(surface: pygame.Surface, mat: Mat, count: int) -> None:
    """A mat's reserve: a back per card, fanned leftwards; an empty card's outline when none."""
    spot, size = mat["reserve_backs"], (mat.size("back_w"), mat.size("back_h"))
    for j in range(count):
        back = card_back(size, BACK_ACCENT, "", BACK_PICTURE)
        surface.blit(back, back.get_rect(topright=(spot.right - j * mat.size("back_step"), spot.y)))
    if not count:
        box = pygame.Rect(0, 0, *size)
        box.topright = spot.topright
        pygame.draw.rect(surface, theme.PARCHMENT_DARK, box, 2, border_radius=6)


def paint_herd(surface: pygame.Surface, mat: Mat, herd: Sequence[str]) -> None:
    """The foot of a mat: a token per breed owned with its count at its lower right (clear of the
    line under them, whatever the text size), and the herd against what wins."""
    box, r = mat["herd"], mat.size("cattle")
    y, x = box.y + 24, box.x + 22
    step = min(52, (box.w - 24) / 5)
    blue = sum(C.is_blue(h) for h in herd)
    # Translators: the herd against what wins: 10 cattle, or 5 Blue Ribbons ("3/10 cattle · 1/5 blue")
    words = _("{cattle}/{win} cattle · {blue}/{win_blue} blue").format(
        cattle=format_number(len(herd)), win=format_number(C.WIN_CATTLE), blue=format_number(blue),
        win_blue=format_number(C.WIN_BLUE))
    words_size = theme.fit_text(words, "bold", 18, box.w - 8, 12)
    breeds = [b for b in C.BREEDS if any(C.breed(h) == b for h in herd)]
    count_w = theme.text_width("x" + format_number(9), "bold", HERD_COUNT)
    step = min(max(step, 2 * r + count_w + 6), (box.w - 24) / max(1, len(breeds)))  # room for grown counts
    for breed in breeds:
        owned = [h for h in herd if C.breed(h) == breed]
        draw_cattle(surface, breed + (C.BLUE_MARK if any(C.is_blue(h) for h in owned) else ""), (x, y), r)
        count = "x" + format_number(len(owned))
        theme.draw_text(surface, count, (x + r + 1, y + r // 2), "bold",
                        theme.fit_text(count, "bold", HERD_COUNT, int(step) - 2 * r - 2, 10), theme.INK,
                        anchor="midleft", shadow=False)
        x += step
    if not herd:
        theme.draw_text(surface, _("no cattle yet"), (box.x + 6, y), "italic", 18, theme.INK_SOFT, anchor="midleft",
                        shadow=False)
    theme.draw_text(surface, words, (box.x + 4, box.bottom - 2), "bold", words_size, theme.INK, anchor="bottomleft",
                    shadow=False)


HERD_COUNT = 16
"""The count beside each breed's token in a mat's herd."""


def paint_purse(surface: pygame.Surface, box: pygame.Rect, title: str,
                lines: Sequence[tuple[str, int, int | None]]) -> None:
    """The turn's coal and silver in `box`: what there is now, and "→ n" what it will be when buying."""
    widgets.draw_panel(surface, box, "dark", radius=10)
    title_size = theme.fit_text(title, "italic", MAT_LABEL, box.w - 8, 10)
    top = theme.draw_text(surface, title, (box.centerx, box.y + 4), "italic", title_size, theme.GOLD,
                          anchor="midtop").bottom
    step = (box.bottom - 4 - top) / max(1, len(lines))  # each line in an equal share of the room under the title
    number = theme.fit_height("black", PURSE_NUMBER, int(step), theme.least_asked(PURSE_NUMBER))
    for i, (kind, now, then) in enumerate(lines):
        cy = round(top + step * (i + 0.5))
        draw_resource(surface, kind, (box.x + 16, cy), 11)
        right = theme.draw_text(surface, format_number(now), (box.x + 32, cy), "black", number, theme.CREAM,
                                anchor="midleft").right
        if then is not None:
            theme.draw_text(surface, "→" + format_number(then), (right + 3, cy), "bold", number - 3, theme.HIGHLIGHT,
                            anchor="midleft")


def paint_kept(surface: pygame.Surface, card: pygame.Rect, kept: Sequence) -> None:
    """What a Strongbox keeps, on a badge across the foot of the card itself."""
    kind, amount = kept
    if not amount:
        return
    badge = pygame.Rect(0, 0, card.w - 16, 34)
    badge.midbottom = (card.centerx, card.bottom - 28)
    widgets.draw_panel(surface, badge, "dark", radius=10)
    draw_resource(surface, kind, (badge.x + 20, badge.centery), 12, amount)
    # Translators: beside a Strongbox's coin with the amount on it
    words = _("coal kept") if kind == "coal" else _("silver kept")
    theme.draw_text(surface, words, (badge.x + 38, badge.centery), "bold", 16, theme.CREAM, anchor="midleft")


@dataclass(frozen=True)
class Piles:
    """The middle of the table as everyone sees it: the Draw Deck, the discards, the Yard and the
    Calamities."""

    deck: int
    discard_top: str | None
    discards: int
    yard_top: str | None
    yard_left: int
    price: int
    calamity: str | None
    calamities: int

    @classmethod
    def of(cls, view, price: int) -> "Piles":
        """The piles as `view` shows them, cattle at `price` each."""
        return cls(len(view.deck) + len(view.deck_top), view.discard[-1] if view.discard else None, len(view.discard),
                   view.yard_top[0] if view.yard_top else None, len(view.yard) + len(view.yard_top), price,
                   view.active or None, len(view.cal_deck))


def paint_piles(surface: pygame.Surface, layout: dict, size: tuple[int, int], piles: Piles, felt) -> None:
    """The Draw Deck, the discard pile, the Yard and the Calamity in force, each in its region with
    its count beneath; piles' cards `size`, a Calamity's empty place outlined on the `felt`."""
    deck, discard, yard, cal = layout["deck"], layout["discard"], layout["yard"], layout["calamity"]
    pile_y = deck.y + 20 + size[1] / 2
    back = card_back(size, BACK_ACCENT, _("DURANGO"), BACK_PICTURE)
    surface.blit(back, back.get_rect(center=(deck.centerx, pile_y)))
    under_pile(surface, deck, _("Deck {n}").format(n=format_number(piles.deck)))
    if piles.discard_top:
        CardSprite(card_data(piles.discard_top), (discard.centerx, pile_y), size).draw(surface)
    under_pile(surface, discard, _("Discards {n}").format(n=format_number(piles.discards)))
    panel = pygame.Rect(yard.x, yard.y + 8, yard.w, yard.h - 40)
    furniture.panel(surface, panel, "dark", radius=16)
    theme.draw_text(surface, _("THE YARD"), (panel.centerx, panel.y + 10), "black", 18, theme.GOLD, anchor="midtop")
    if piles.yard_top:
        draw_cattle(surface, piles.yard_top, (panel.centerx, panel.centery - 2), 40)
        name = C.cattle_name(piles.yard_top)
        theme.draw_text(surface, name, (panel.centerx, panel.bottom - 12), "bold",
                        theme.fit_text(name, "bold", 20, panel.w - 16, 12), theme.CREAM, anchor="midbottom")
    words = _("{n} left · {price} coal or {price} silver each").format(n=format_number(piles.yard_left),
                                                                         price=format_number(piles.price))
    theme.draw_text(surface, words, (yard.centerx, yard.bottom - 4), "bold", theme.fit_text(words, "bold", 17, yard.w, 12),
                    theme.CREAM_DIM, anchor="midbottom")
    if piles.calamity:
        CardSprite(calamity_data(piles.calamity), (cal.centerx, pile_y), size).draw(surface)
    else:
        empty = pygame.Rect(0, 0, *size)
        empty.center = (cal.centerx, pile_y)
        pygame.draw.rect(surface, theme.darken(felt, 0.3), empty, 3, border_radius=12)
        words, room = _("no Calamity"), empty.inflate(-12, -12)
        size, lines = theme.fit_wrapped(words, "italic", 18, room.size, 10)
        height = len(lines) * (theme.font("italic", size).get_linesize() + 4) - 4
        theme.draw_wrapped(surface, words, pygame.Rect(room.x, room.centery - height // 2, room.w, height + 2), "italic",
                           size, theme.CREAM_DIM, shadow=True, align="center")
    # Translators: under the Calamity pile, with how many are left
    under_pile(surface, cal, _("Calamities {n}").format(n=format_number(piles.calamities)))


def under_pile(surface: pygame.Surface, region: pygame.Rect, words: str) -> None:
    theme.draw_text(surface, words, (region.centerx, region.bottom - 4), "bold",
                    theme.fit_text(words, "bold", 20, region.w + 8, 12), theme.CREAM, anchor="midbottom")


def paint_caption(surface: pygame.Surface, zone: pygame.Rect, caption: pygame.Rect, words: str, time: float) -> None:
    """The middle zone's felt and, at its left, whose cards lie there, pulsing gently."""
    furniture.panel(surface, zone, "felt", radius=18)
    pulse = 0.5 + 0.5 * math.sin(time * 1000 / 300)
    theme.draw_wrapped(surface, words, caption, "bold", 20, theme.mix(theme.CREAM_DIM, theme.CREAM, pulse),
                       line_gap=2, shadow=True)


def paint_place(surface: pygame.Surface, place: int, midtop) -> None:
    """The place a looked-at card or cattle goes back in ("1st"), on a pill."""
    pill = pygame.Rect(0, 0, 58, 28)
    pill.midtop = (midtop[0], midtop[1] + 6)
    widgets.draw_panel(surface, pill, "dark", radius=12)
    theme.draw_text(surface, pgettext("place", PLACES[place]), pill.center, "black", 18, theme.GOLD, anchor="center")


def paint_place_on_card(surface: pygame.Surface, place: int, card: pygame.Rect) -> None:
    """The place a looked-at card goes back in, across the card's picture."""
    paint_place(surface, place, (card.centerx, card.y + card.h * 0.34))


def paint_looked_cattle(surface: pygame.Surface, zone: pygame.Rect, cattle: str, place: int, x: float,
                        r: int) -> None:
    """A cattle of the Yard being put back in order, with its name and its place."""
    draw_cattle(surface, cattle, (x, zone.centery + 10), r)
    theme.draw_text(surface, C.cattle_name(cattle), (x, zone.bottom - 14), "bold", 20, theme.CREAM,
                    anchor="midbottom")
    paint_place(surface, place, (x, zone.y + 14))


TIP_GAP = 24
"""The least room between the words over the seated player's cards and the reading tip at their right."""


def paint_tableau_labels(surface: pygame.Surface, tab: pygame.Rect, name: str, party: int, limit: int | None,
                         reserve_x: float | None) -> None:
    """Over the seated player's cards: whose party it is, where the reserve starts, how to read
    them (a tip that gives way where a long party reaches it: a French reserve's words ran over
    it); with no `limit` (nobody seated: a replay, all AIs) `name` is what lies there instead."""
    if limit is None:
        theme.draw_text(surface, name, (tab.x, tab.y), "bold", 20, theme.CREAM_DIM)
        return
    words = _("{name}'s party · {n} of {limit}").format(name=name, n=format_number(party), limit=format_number(limit))
    taken = theme.draw_text(surface, words, (tab.x, tab.y - 4), "bold", 18, theme.CREAM_DIM).right
    if reserve_x is not None:
        taken = theme.draw_text(surface, _("reserve · only you see it"), (max(reserve_x, tab.x + 240), tab.y - 4),
                                "bold", 18, theme.CREAM_DIM).right
    tip = _("rest the pointer on a card to read it")
    if taken + TIP_GAP + theme.text_width(tip, "italic", 16) <= tab.right:
        theme.draw_text(surface, tip, (tab.right, tab.y - 4), "italic", 16, theme.CREAM_DIM, anchor="topright")


def cattle_token(cattle: str, r: int):
    """A painter of a cattle token in flight (`BaseTableScene.fly`)."""
    return lambda surface, pos: draw_cattle(surface, cattle, pos, r)
