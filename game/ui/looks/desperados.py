"""Desperados of Dice Town's look: the gang colours, the Wild West cards' faces, the menu tile
(a jailhouse and dice) and the pieces beside the rules.

Used by the table, the menu and the rules screen (see game/ui/looks/__init__.py)."""
from __future__ import annotations

import pygame

from game.rules.desperados import content as C
from game.ui import art, theme


def paint_tile(s: pygame.Surface, meta) -> None:
    """The picture on the menu tile (and the new-table screen's thumbnail)."""
    w, h = s.get_size()
    s.blit(art.gradient((w, h), theme.lighten(meta.accent, 0.35), theme.darken(meta.accent, 0.15)), (0, 0))
    pygame.draw.circle(s, theme.lighten(meta.accent, 0.6), (int(w * 0.26), int(h * 0.34)), 34)
    # the jailhouse
    iron = meta.accent2
    jail = pygame.Rect(int(w * 0.5), int(h * 0.2), int(w * 0.44), int(h * 0.62))
    pygame.draw.rect(s, theme.darken(meta.accent, 0.45), jail)
    pygame.draw.polygon(s, theme.darken(meta.accent, 0.55), [(jail.left - 8, jail.top), (jail.right + 8, jail.top),
                                                              (jail.right + 8, jail.top + 16), (jail.left - 8, jail.top + 16)])
    win = pygame.Rect(0, 0, int(jail.w * 0.6), int(jail.h * 0.42))
    win.center = (jail.centerx, jail.top + int(jail.h * 0.42))
    pygame.draw.rect(s, (26, 20, 16), win)
    for k in range(1, 5):
        x = win.left + k * win.w // 5
        pygame.draw.line(s, theme.lighten(iron, 0.25), (x, win.top), (x, win.bottom), 5)
        pygame.draw.line(s, theme.darken(iron, 0.3), (x + 3, win.top), (x + 3, win.bottom), 1)
    pygame.draw.rect(s, iron, win, 5)
    f = theme.font("display", 20)
    t = f.render("JAIL", True, theme.lighten(meta.accent, 0.5))
    s.blit(t, t.get_rect(midtop=(jail.centerx, jail.top + 20)))
    # ground and dice
    pygame.draw.rect(s, theme.darken(meta.accent, 0.35), (0, int(h * 0.8), w, h))
    for i, (x, face, ang) in enumerate(((0.14, 5, 14), (0.36, 3, -10), (0.22, 6, 4))):
        d = art.die(64 if i < 2 else 58, (240, 232, 214), (60, 40, 30), face, ang)
        s.blit(d, d.get_rect(center=(int(w * x), int(h * (0.76 if i < 2 else 0.58)))))
    art.star(s, (int(w * 0.86), int(h * 0.88)), 18, theme.GOLD)


def paint_pieces(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """The pieces shown beside the rules."""
    from game.ui.cards import card_back, card_face
    from game.ui.chips import ChipStack
    from game.ui.dice import painted_face
    for i, face in enumerate(("action", "brain", "ugly", "bad", "lady", "boss")):
        surface.blit(painted_face("desperados", face, 100), (rect.x + (i % 3) * 120, rect.y + (i // 3) * 112))
    card = card_face({"title": "Extra Bullet", "text": "One more Action face this turn.", "icon": "bullet",
                      "tag": "after your last roll", "accent": (178, 128, 48)}, (120, 168))
    surface.blit(card, (rect.x, rect.y + 236))
    surface.blit(card_back((120, 168)), (rect.x + 130, rect.y + 236))
    ChipStack((rect.x + 180, rect.y + 470), 16, radius=18, show_total=False).draw(surface)


OCHRE = (196, 142, 52)


IRON = (84, 88, 94)


GANG_COLOURS = {"ochre": (200, 146, 56), "blue": (60, 104, 176), "green": (62, 130, 74), "red": (176, 50, 44)}


CARD_ICONS = {"extra_bullet": "bullet", "lucky_horseshoe": "horseshoe", "loaded_die": "die",
              "sheriffs_whistle": "whistle", "take_cover": "shield", "hacksaw": "saw", "back_in_the_cell": "bars",
              "pickpocket": "hand", "card_sharp": "ace", "dynamite": "dynamite"}


def card_data(card_id: str) -> dict:
    card = C.CARDS[card_id]
    react = card.timing in C.REACTIONS
    accent = (128, 44, 40) if react else (170, 118, 44)
    timing = ("On another's turn: " if react else "Your turn: ") + card.timing
    text = card.effect[0].upper() + card.effect[1:] + "."
    return {"title": card.name, "text": text, "tag": timing, "icon": CARD_ICONS[card_id], "accent": accent}
