"""Desperados of Dice Town's look: the gang colours, the dice (each gang member's picture), the
Wild West cards' faces and back, the menu tile (a jailhouse and dice) and the pieces beside the
rules. Pictures are game-icons.net silhouettes named in `MEMBER_PICTURES`, `CARD_PICTURES` and
`BACK_PICTURE` (`ICON_NAMES` gathers them for tools/extract_icons.py).

Used by the table, the menu and the rules screen (see game/ui/looks/__init__.py)."""
from __future__ import annotations

import pygame

from game.i18n import C_, _, pgettext
from game.rules.desperados import content as C
from game.ui import art, icons, theme
from game.ui.dice import die_body, draw_caption, face_painter

MEMBER_PICTURES = {"brain": "brandy-bottle", "ugly": "fist", "bad": "bowie-knife", "lady": "revolver",
                   "boss": "crossed-pistols"}
"""The gang's faces on the dice and the mats: the Brain's bottle, the Ugly's fist, the Bad's knife,
the Lady's gun and the Boss's two."""

MEMBER_INK = {"brain": (58, 96, 52), "ugly": (150, 84, 52), "bad": (84, 90, 100), "lady": (56, 56, 64),
              "boss": (40, 38, 44)}

CARD_PICTURES = {"extra_bullet": "bullets", "lucky_horseshoe": "horseshoe",
                 "loaded_die": "perspective-dice-six-faces-random", "sheriffs_whistle": "whistle",
                 "take_cover": "barrel", "hacksaw": "hand-saw", "back_in_the_cell": "window-bars",
                 "pickpocket": "robber-hand", "card_sharp": "poker-hand", "dynamite": "dynamite"}

BACK_PICTURE = "law-star"
"""The Wild West deck's back (the cards' default back, `game.ui.cards.card_back`)."""

TILE_PICTURES = ("window-bars", "law-star")

ICON_NAMES = frozenset({*MEMBER_PICTURES.values(), *CARD_PICTURES.values(), BACK_PICTURE, *TILE_PICTURES})

# Translators: the caption under a Desperados die face's picture (capitals, about 7 letters at most)
CAPTIONS = {"action": C_("die face", "ACTION"), "brain": C_("die face", "BRAIN"), "ugly": C_("die face", "UGLY"),
            "bad": C_("die face", "BAD"), "lady": C_("die face", "LADY"), "boss": C_("die face", "BOSS")}
"""Each face's caption (message ids with context "die face", shown through `pgettext`)."""


def paint_tile(s: pygame.Surface, meta) -> None:
    """The picture on the menu tile (and the new-table screen's thumbnail): the jailhouse's barred
    window under a sheriff's star, and dice in the dust."""
    w, h = s.get_size()
    s.blit(art.gradient((w, h), theme.lighten(meta.accent, 0.35), theme.darken(meta.accent, 0.15)), (0, 0))
    pygame.draw.circle(s, theme.lighten(meta.accent, 0.6), (int(w * 0.26), int(h * 0.34)), 34)
    # the jailhouse: a stone wall, its roof and the barred window
    iron = meta.accent2
    jail = pygame.Rect(int(w * 0.5), int(h * 0.2), int(w * 0.44), int(h * 0.62))
    pygame.draw.rect(s, theme.darken(meta.accent, 0.45), jail)
    pygame.draw.polygon(s, theme.darken(meta.accent, 0.55), [(jail.left - 8, jail.top), (jail.right + 8, jail.top),
                                                              (jail.right + 8, jail.top + 16), (jail.left - 8, jail.top + 16)])
    # Translators: the word over the jailhouse's door on the menu tile (capitals, a short word)
    word = _("JAIL")
    size = theme.fit_text(word, "display", 20, jail.w - 8, min_size=10)
    t = theme.text_surface(word, "display", size, theme.lighten(meta.accent, 0.5), shadow=False)
    s.blit(t, t.get_rect(midtop=(jail.centerx, jail.top + 20)))
    window = pygame.Rect(0, 0, int(jail.w * 0.74), int(jail.w * 0.74))
    window.midtop = (jail.centerx, jail.top + 44)
    icons.draw(s, "window-bars", window, theme.lighten(iron, 0.3), shadow=(20, 16, 12))
    # ground, dice and the sheriff's star
    pygame.draw.rect(s, theme.darken(meta.accent, 0.35), (0, int(h * 0.8), w, h))
    for i, (x, face, ang) in enumerate(((0.14, 5, 14), (0.36, 3, -10), (0.22, 6, 4))):
        d = art.die(64 if i < 2 else 58, (240, 232, 214), (60, 40, 30), face, ang)
        s.blit(d, d.get_rect(center=(int(w * x), int(h * (0.76 if i < 2 else 0.58)))))
    icons.draw(s, "law-star", (int(w * 0.8), int(h * 0.78), 46, 46), theme.GOLD, shadow=(40, 26, 14))


def paint_pieces(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """The pieces shown beside the rules."""
    from game.ui.cards import card_back, card_face
    from game.ui.chips import ChipStack
    from game.ui.dice import painted_face
    for i, face in enumerate(("action", "brain", "ugly", "bad", "lady", "boss")):
        surface.blit(painted_face("desperados", face, 100), (rect.x + (i % 3) * 120, rect.y + (i // 3) * 112))
    card = card_face(card_data("extra_bullet"), (120, 168))
    surface.blit(card, (rect.x, rect.y + 236))
    surface.blit(card_back((120, 168), title=_("WILD WEST")), (rect.x + 130, rect.y + 236))
    ChipStack((rect.x + 180, rect.y + 470), 16, radius=18, show_total=False).draw(surface)


IRON = (84, 88, 94)


GANG_COLOURS = {"ochre": (200, 146, 56), "blue": (60, 104, 176), "green": (62, 130, 74), "red": (176, 50, 44)}


def card_data(card_id: str) -> dict:
    card = C.CARDS[card_id]
    react = card.timing in C.REACTIONS
    accent = (128, 44, 40) if react else (170, 118, 44)
    # Translators: a card's timing line; {timing} says when ("after your last roll")
    timing = (_("On another's turn: {timing}") if react else _("Your turn: {timing}")).format(timing=_(card.timing))
    effect = _(card.effect)
    # Translators: a card's effect as a sentence; {effect} starts with a capital ("Take $3 from one opponent")
    text = _("{effect}.").format(effect=effect[:1].upper() + effect[1:])
    return {"title": pgettext("card", card.name), "text": text, "tag": timing, "picture": CARD_PICTURES[card_id],
            "accent": accent}


@face_painter("desperados")
def paint_die_face(face: str, size: int) -> pygame.Surface:
    """Ivory dice; the Action face is a red burst with a star, the others the gang member's picture,
    each with its name underneath so no face depends on colour or shape alone."""
    s = die_body(size, (240, 228, 204), (150, 120, 84)).copy()
    if face == "action":
        pygame.draw.polygon(s, (196, 48, 36), art.star_points((size / 2, size * 0.42), size * 0.3, 8, 0.58))
        pygame.draw.polygon(s, theme.GOLD, art.star_points((size / 2, size * 0.42), size * 0.15, 5, 0.45))
    else:
        spot = pygame.Rect(0, 0, int(size * 0.62), int(size * 0.62))
        spot.center = (size // 2, int(size * 0.42))
        icons.draw(s, MEMBER_PICTURES[face], spot, MEMBER_INK[face])
    draw_caption(s, pgettext("die face", CAPTIONS[face]), max(10, size // 7), theme.INK)
    return s
