"""Most Wanted's look: the playing cards (a colour and its shape), the action and robbery cards,
the money bags, the menu tile (a wanted poster) and the rules' pieces. The action and robbery
cards' pictures and the back are game-icons.net silhouettes (`ACTION_PICTURES`, `BACK_PICTURE`;
`ICON_NAMES` gathers them); the playing cards keep their colour's shape, drawn in code.

Used by the table, the menu and the rules screen (see game/ui/looks/__init__.py)."""
from __future__ import annotations

import functools

import pygame

from game.i18n import C_, N_, _, format_number, ngettext, pgettext
from game.rules.most_wanted import content as C
from game.ui import backdrop, icons, theme
from game.ui.cards import ICONS, CardSprite
from game.ui.chips import money_bag_surface

COLOUR_WORDS = (C_("colour", "blue"), C_("colour", "red"), C_("colour", "green"), C_("colour", "gold"))
SHAPE_WORDS = (C_("shape", "diamond"), C_("shape", "circle"), C_("shape", "triangle"), C_("shape", "square"))
"""The suits' colours and shapes as message ids (contexts "colour", "shape"): the content names
them in English ids, the cards show them in the current language."""


def _fitting(text: str, face, width: int) -> str:
    """`text` as the poster prints it: whole, or cut with "…" where a language's word runs wider."""
    if face.size(text)[0] <= width:
        return text
    while text and face.size(text + "\u2026")[0] > width:
        text = text[:-1]
    return text + "\u2026"


def paint_tile(s: pygame.Surface, meta) -> None:
    """The picture on the menu tile (and the new-table screen's thumbnail)."""
    w, h = s.get_size()
    s.blit(backdrop.wood((w, h), theme.darken(meta.accent2, 0.1)), (0, 0))
    poster = pygame.Rect(0, 0, int(w * 0.6), int(h * 0.9))
    poster.center = (w // 2, h // 2 + 4)
    sh = backdrop.shadow(poster.size, 4, 150, 10)
    s.blit(sh, (poster.x - 10 + 4, poster.y - 10 + 6))
    paper = backdrop.parchment(poster.size, (226, 196, 148))
    s.blit(paper, poster)
    ink = (70, 40, 20)
    f = theme.font("display", 34)
    t = f.render(_fitting(_("WANTED"), f, poster.w - 12), True, ink)
    s.blit(t, t.get_rect(midtop=(poster.centerx, poster.top + 8)))
    portrait = pygame.Rect(0, 0, int(poster.w * 0.62), int(poster.h * 0.46))
    portrait.midtop = (poster.centerx, poster.top + 52)
    pygame.draw.rect(s, (198, 164, 116), portrait)
    pygame.draw.rect(s, ink, portrait, 2)
    icons.draw(s, "bandit", portrait.inflate(-8, -8), (90, 56, 30))
    f2 = theme.font("display", 22)
    t2 = f2.render(f"$ {format_number(5000)}", True, ink)
    s.blit(t2, t2.get_rect(midtop=(poster.centerx, portrait.bottom + 8)))
    f3 = theme.font("bold", 14)
    t3 = f3.render(_fitting(_("DEAD OR ALIVE"), f3, poster.w - 8), True, ink)
    s.blit(t3, t3.get_rect(midtop=(poster.centerx, portrait.bottom + 38)))
    pygame.draw.circle(s, (120, 120, 124), (poster.centerx, poster.top + 5), 5)


def paint_pieces(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """The pieces shown beside the rules."""
    from game.ui.cards import card_back
    from game.ui.chips import MoneyBags
    for i in range(3):
        img = pygame.transform.rotate(card_back((110, 154), (112, 78, 44), _("WANTED"), BACK_PICTURE), 8 - i * 8)
        surface.blit(img, img.get_rect(center=(rect.x + 90 + i * 90, rect.y + 100)))
    MoneyBags((rect.x + 180, rect.y + 300), 4, size=70).draw(surface)


COLOUR_RGB = {"blue": (44, 84, 160), "red": (168, 40, 36), "green": (40, 120, 64), "gold": (186, 140, 30)}


ACTION_PICTURES = {"pony": "horse-head", "stagecoach": "old-wagon", "train": "steam-locomotive", "church": "church",
                   "saloon": "saloon", "honest_labor": "farmer", "dishonest_labor": "robber", "duel": "duel",
                   "shootout": "crossed-pistols"}
"""Each action and robbery card's picture, by its key."""

BACK_PICTURE = "wanted-reward"

TILE_PICTURES = ("bandit",)

ICON_NAMES = frozenset({*ACTION_PICTURES.values(), BACK_PICTURE, *TILE_PICTURES})


ACTION_TEXT = {
    "church": N_("Discard any cards, draw up to 7."), "saloon": N_("Pay 1 bag, discard any cards, draw up to 8."),
    "honest_labor": N_("Play cards of one colour face up: 2 bags each."),
    "dishonest_labor": N_("Lay cards face down with 2 bags each, declare a colour. Bluff?"),
    "duel": N_("Call one rival: 1 or 2 cards each. The winner scores the loser's bail."),
    "shootout": N_("Call rivals: 1 to 3 cards each. The winner scores 2."),
}
"""Each action card's text (message ids), translated when a card is drawn."""


BACK_ACCENT = (70, 44, 30)


def _suit(colour: str):
    """The colour's shape, large, in the card's picture box (colour is never the only signal)."""
    def paint(s: pygame.Surface, rect: pygame.Rect) -> None:
        cx, cy, r = rect.centerx, rect.centery, min(rect.w, rect.h) * 0.42
        rgb = COLOUR_RGB[colour]
        if colour == "blue":
            pygame.draw.polygon(s, rgb, [(cx, cy - r), (cx + r * 0.75, cy), (cx, cy + r), (cx - r * 0.75, cy)])
        elif colour == "red":
            pygame.draw.circle(s, rgb, (cx, cy), r * 0.85)
        elif colour == "green":
            pygame.draw.polygon(s, rgb, [(cx, cy - r), (cx + r, cy + r * 0.8), (cx - r, cy + r * 0.8)])
        else:
            pygame.draw.rect(s, rgb, (cx - r * 0.8, cy - r * 0.8, r * 1.6, r * 1.6), border_radius=3)
    return paint


for _colour in C.COLOURS:
    ICONS[f"mw_{_colour}"] = _suit(_colour)


def card_data(card: str) -> dict:
    rank, colour = C.rank_of(card), C.colour_of(card)
    # Translators: a card's colour and the shape that shows it ("blue diamond")
    tag = pgettext("card colour", "{colour} {shape}").format(colour=pgettext("colour", colour),
                                                             shape=pgettext("shape", C.COLOUR_SHAPES[colour]))
    return {"title": C.rank_name(rank), "text": "", "tag": tag,
            "icon": f"mw_{colour}", "accent": COLOUR_RGB[colour], "value": C.rank_letter(rank)}


def playing_card(card: str | None, pos, size, face_up: bool = True) -> CardSprite:
    sprite = CardSprite(card_data(card) if card else None, pos, size, face_up=face_up and card is not None,
                        back_accent=BACK_ACCENT, back_picture=BACK_PICTURE)
    sprite.back_title = N_("WANTED")
    sprite.tag = card
    return sprite


def action_data(key: str, points: int | None) -> dict:
    if key in C.ROBBERY:
        robbery = C.ROBBERY[key]
        text = ngettext("Lay {count} card face down. Others may join. Best hand scores {points}.",
                        "Lay {count} cards face down. Others may join. Best hand scores {points}.",
                        robbery.cards).format(count=format_number(robbery.cards), points=format_number(points or 0))
        return {"title": pgettext("card", robbery.name), "text": text, "tag": pgettext("card kind", "Robbery"),
                "picture": ACTION_PICTURES[key],
                "accent": (120, 40, 30), "value": str(points)}
    return {"title": pgettext("card", C.ACTION_NAMES[key]), "text": _(ACTION_TEXT[key]),
            "tag": pgettext("card kind", "Action"), "picture": ACTION_PICTURES[key],
            "accent": (70, 90, 120)}


@functools.lru_cache(maxsize=8)
def bag_icon(size: int) -> pygame.Surface:
    return money_bag_surface(size)
