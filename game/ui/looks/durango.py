"""Durango's look: hires, items, companions and Calamities as card faces and mat strips, the
cattle by breed, coal and silver, the menu tile (a longhorn skull over the rails) and the rules' pieces.
Every card's picture is a game-icons.net silhouette named in `CARD_PICTURES` and
`CALAMITY_PICTURES` (`ICON_NAMES` gathers them for tools/extract_icons.py).

Used by the table, the menu and the rules screen (see game/ui/looks/__init__.py)."""
from __future__ import annotations

import functools

import pygame

from game.i18n import C_, N_, _, pgettext
from game.rules.durango import content as C
from game.ui import art, icons, theme
from game.ui.cards import CardSprite, picture_ink
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

TAB_H, TAB_GAP = 24, 2
"""A party card as a strip on a mat: its height and the gap between strips."""


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
                       pygame.Rect(rect.x, rect.y + 300, rect.w, 50), "italic", 18, theme.CREAM_DIM)


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


TAB_SMALLEST = 11
"""A party card's name on its tab shrinks to this size before it is cut short (a French or German
name runs longer than the English one the tab was measured for)."""


@holds_words
@functools.lru_cache(maxsize=256)
def tab_surface(card: str, width: int, kept: tuple[str, int] = ("", 0), blocked: bool = False) -> pygame.Surface:
    """One party card on a mat, tucked so only its band shows: kind colour, picture, name, and at the right
    what it earns (a coal lump or silver coin with the number, struck through while blocked) or,
    on a Strongbox, what it keeps."""
    data = C.CARDS[card]
    accent = KIND_ACCENT.get(data.kind, (120, 100, 70))
    s = pygame.Surface((width, TAB_H), pygame.SRCALPHA)
    body = s.get_rect()
    pygame.draw.rect(s, theme.mix(theme.PARCHMENT, accent, 0.16), body, border_radius=6)
    pygame.draw.rect(s, accent, (0, 0, 9, TAB_H), border_top_left_radius=6, border_bottom_left_radius=6)
    pygame.draw.rect(s, theme.darken(accent, 0.3), body, 1, border_radius=6)
    right = width - 4
    if data.is_hire and data.produce:
        draw_resource(s, data.resource, (right - 10, TAB_H / 2), 10, data.produce)
        if blocked:
            pygame.draw.line(s, theme.OXBLOOD, (right - 20, TAB_H - 4), (right, 4), 3)
        right -= 24
    elif kept[1]:
        draw_resource(s, kept[0], (right - 10, TAB_H / 2), 10, kept[1])
        # Translators: on a Strongbox's tab, beside the coal or silver it keeps (a short word)
        right = theme.draw_text(s, _("kept"), (right - 24, TAB_H / 2), "italic", 16, theme.INK, anchor="midright",
                                shadow=False).left - 4
    icons.draw(s, CARD_PICTURES[card], (13, 2, TAB_H - 4, TAB_H - 4), picture_ink(accent))
    left = 13 + TAB_H
    room = right - left
    name = pgettext("card", data.name)
    size = theme.fit_text(name, "bold", 16, room, min_size=TAB_SMALLEST)
    theme.draw_text(s, theme.ellipsize(name, "bold", size, room), (left, TAB_H / 2), "bold", size, theme.INK,
                    anchor="midleft", shadow=False)
    return s
