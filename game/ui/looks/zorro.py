"""The Zorro Dice Game's look: the feats, equipment (each Rare its own picture), Scoundrels and
Villains as card faces, the verdict stamp, the menu tile (mask, moon and Z) and the rules' pieces.

Used by the table, the menu and the rules screen (see game/ui/looks/__init__.py)."""
from __future__ import annotations

import functools
import math

import pygame

from game.rules.zorro import content as C
from game.ui import art, theme
from game.ui.cards import ICONS, CardSprite
from game.ui.dice import painted_face


def paint_tile(s: pygame.Surface, meta) -> None:
    """The picture on the menu tile (and the new-table screen's thumbnail)."""
    w, h = s.get_size()
    s.blit(art.gradient((w, h), (40, 16, 22), (10, 8, 10)), (0, 0))
    pygame.draw.circle(s, theme.darken(meta.accent, 0.2), (int(w * 0.7), int(h * 0.36)), 70)
    pygame.draw.circle(s, meta.accent, (int(w * 0.7), int(h * 0.36)), 64)
    # rooftops
    roofs = [(0, 0.78), (0.12, 0.7), (0.26, 0.7), (0.3, 0.62), (0.48, 0.62), (0.52, 0.74), (0.7, 0.74),
             (0.74, 0.66), (0.9, 0.66), (1.0, 0.72), (1.0, 1.0), (0, 1.0)]
    pygame.draw.polygon(s, (6, 4, 6), [(int(x * w), int(y * h)) for x, y in roofs])
    # the mask
    cx, cy = w // 2 - 20, int(h * 0.44)
    mask = [(cx - 96, cy - 10), (cx - 40, cy - 30), (cx, cy - 18), (cx + 40, cy - 30), (cx + 96, cy - 10),
            (cx + 70, cy + 26), (cx + 20, cy + 26), (cx, cy + 10), (cx - 20, cy + 26), (cx - 70, cy + 26)]
    pygame.draw.polygon(s, (4, 4, 6), [(x + 3, y + 4) for x, y in mask])
    pygame.draw.polygon(s, (22, 20, 24), mask)
    pygame.draw.polygon(s, (70, 66, 74), mask, 2)
    for ex in (-44, 44):
        pygame.draw.ellipse(s, theme.darken(meta.accent, 0.1), (cx + ex - 20, cy - 10, 40, 18))
    pygame.draw.lines(s, (22, 20, 24), False, [(cx + 96, cy - 10), (cx + 120, cy + 6), (cx + 110, cy + 30)], 5)
    # the slashed Z
    z = [(int(w * 0.18), int(h * 0.68)), (int(w * 0.52), int(h * 0.66)), (int(w * 0.2), int(h * 0.93)),
         (int(w * 0.56), int(h * 0.9))]
    pygame.draw.lines(s, theme.lighten(meta.accent, 0.25), False, z, 9)
    pygame.draw.lines(s, (250, 236, 236), False, z, 2)


def paint_pieces(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """The pieces shown beside the rules."""
    from game.ui.dice import ZORRO_CAPTIONS, painted_face
    for i, face in enumerate(ZORRO_CAPTIONS):
        surface.blit(painted_face("zorro", face, 100), (rect.x + (i % 3) * 120, rect.y + (i // 3) * 112))
    for i, colour in enumerate(("red", "blue", "green", "gold")):
        surface.blit(painted_face(f"zorro_hero_{colour}", ("charm", "leap", "thrust", "taunt")[i], 80),
                     (rect.x + i * 90, rect.y + 250))
    theme.draw_text(surface, "black Zorro dice; coloured Hero dice", (rect.x, rect.y + 345), "italic", 18,
                    theme.CREAM_DIM)


LOCATION_COLOURS = {"red": (150, 40, 36), "blue": (46, 80, 150), "green": (46, 112, 62), "gold": (170, 128, 36)}


FOE_ACCENT = {"Scoundrel": (96, 60, 40), "Villain": (40, 30, 34)}


RARE_ACCENT = (120, 30, 110)


BACK = {"feat": ((40, 34, 38), "HEROIC FEAT"), "common": ((120, 84, 44), "EQUIPMENT"),
        "rare": (RARE_ACCENT, "RARE")}


def location_colour(location: str) -> tuple[int, int, int]:
    return LOCATION_COLOURS[C.LOCATION[location].colour]


def die_style(spec: str) -> str:
    """The painter for a die kind: black Zorro dice, Hero dice in their location's colour."""
    return "zorro" if spec == C.ZORRO else f"zorro_hero_{C.LOCATION[spec].colour}"


# -- card pictures: the requirement as dice, equipment as its symbol --------------------------------
def _symbol_row(symbols: tuple[str, ...]):
    """The requirement as Zorro dice in the card's picture box, in two rows."""
    def paint(s: pygame.Surface, _rect: pygame.Rect) -> None:
        w, h = s.get_size()
        box = pygame.Rect(w * 0.1, h * 0.24, w * 0.8, h * 0.32)
        half = (len(symbols) + 1) // 2
        rows = [symbols[:half], symbols[half:]]
        size = int(min(box.h / 2 - 3, box.w / half - 4))
        for j, row in enumerate(rows):
            y = box.y + (j + 0.5) * box.h / 2
            for i, sym in enumerate(row):
                x = box.centerx + (i - (len(row) - 1) / 2) * (size + 3)
                face = painted_face("zorro", sym, size)
                s.blit(face, face.get_rect(center=(x, y)))
    return paint


def _gear_picture(kind: str, symbol: str):
    def paint(s: pygame.Surface, rect: pygame.Rect) -> None:
        size = int(min(rect.h, rect.w) - 6)
        face = painted_face("zorro", symbol, size)
        s.blit(face, face.get_rect(center=(rect.centerx - size * 0.35, rect.centery)))
        mark = "+1" if kind == C.FREE else "\u21bb"
        theme.draw_text(s, mark if kind == C.FREE else "REROLL", (rect.centerx + size * 0.55, rect.centery), "black",
                        max(10, size // (2 if kind == C.FREE else 4)), theme.OXBLOOD, anchor="center", shadow=False)
    return paint


INK_BLACK = (24, 20, 24)


CAPE_RED = (150, 30, 36)


def _mask(s: pygame.Surface, rect: pygame.Rect) -> None:
    """Zorro's Mask."""
    cx, cy, r = rect.centerx, rect.centery, min(rect.w, rect.h) / 2
    pygame.draw.ellipse(s, INK_BLACK, (cx - r * 1.3, cy - r * 0.45, r * 2.6, r * 0.9))
    for dx in (-0.55, 0.55):
        pygame.draw.ellipse(s, theme.PARCHMENT, (cx + dx * r - r * 0.28, cy - r * 0.18, r * 0.56, r * 0.34))
    pygame.draw.line(s, INK_BLACK, (cx - r * 1.25, cy), (cx - r * 1.7, cy + r * 0.5), 3)
    pygame.draw.line(s, INK_BLACK, (cx + r * 1.25, cy), (cx + r * 1.7, cy + r * 0.5), 3)


def _rapier(s: pygame.Surface, rect: pygame.Rect) -> None:
    """Zorro's Rapier: a long thin blade, a cup guard and a grip, drawn on the slant."""
    cx, cy, r = rect.centerx, rect.centery, min(rect.w, rect.h) / 2
    tip, hilt = (cx + r * 1.3, cy - r * 0.8), (cx - r * 0.7, cy + r * 0.45)
    pygame.draw.line(s, (200, 200, 210), hilt, tip, max(2, int(r * 0.09)))
    pygame.draw.circle(s, theme.GOLD_DARK, hilt, r * 0.22)
    pygame.draw.line(s, theme.GOLD, (hilt[0] - r * 0.25, hilt[1] - r * 0.35), (hilt[0] + r * 0.2, hilt[1] + r * 0.35), 3)
    pygame.draw.line(s, INK_BLACK, hilt, (hilt[0] - r * 0.45, hilt[1] + r * 0.28), max(3, int(r * 0.16)))


def _tornado(s: pygame.Surface, rect: pygame.Rect) -> None:
    """Tornado, the black horse: a head and mane in profile."""
    cx, cy, r = rect.centerx, rect.centery, min(rect.w, rect.h) / 2
    head = [(cx - r * 0.2, cy - r * 0.9), (cx + r * 0.25, cy - r * 0.55), (cx + r * 1.0, cy + r * 0.25),
            (cx + r * 0.85, cy + r * 0.55), (cx + r * 0.3, cy + r * 0.3), (cx - r * 0.3, cy + r * 0.9),
            (cx - r * 0.8, cy + r * 0.9), (cx - r * 0.55, cy - r * 0.4)]
    pygame.draw.polygon(s, INK_BLACK, head)
    pygame.draw.polygon(s, (70, 60, 70), [(cx - r * 0.2, cy - r * 0.9), (cx - r * 0.7, cy - r * 0.5),
                                         (cx - r * 1.0, cy + r * 0.6), (cx - r * 0.55, cy - r * 0.4)])
    pygame.draw.circle(s, theme.PARCHMENT, (cx + r * 0.2, cy - r * 0.25), max(2, r * 0.08))


def _whip(s: pygame.Surface, rect: pygame.Rect) -> None:
    """Zorro's Whip: a handle and a lash curling out."""
    cx, cy, r = rect.centerx, rect.centery, min(rect.w, rect.h) / 2
    pygame.draw.line(s, (110, 64, 34), (cx - r * 1.1, cy + r * 0.8), (cx - r * 0.6, cy + r * 0.2), max(3, int(r * 0.2)))
    points = [(cx - r * 0.6 + r * 1.6 * t, cy + r * 0.2 - r * 0.9 * math.sin(t * math.pi * 1.5) * (1 - t * 0.4))
              for t in (i / 20 for i in range(21))]
    pygame.draw.lines(s, INK_BLACK, False, points, max(2, int(r * 0.08)))


def _cape(s: pygame.Surface, rect: pygame.Rect) -> None:
    """Zorro's Cape: black outside, red lining, flowing."""
    cx, cy, r = rect.centerx, rect.centery, min(rect.w, rect.h) / 2
    outer = [(cx - r * 0.4, cy - r * 0.85), (cx + r * 0.4, cy - r * 0.85), (cx + r * 1.2, cy + r * 0.85),
             (cx + r * 0.4, cy + r * 0.65), (cx - r * 0.2, cy + r * 0.9), (cx - r * 1.1, cy + r * 0.7)]
    pygame.draw.polygon(s, INK_BLACK, outer)
    pygame.draw.polygon(s, CAPE_RED, [(cx + r * 0.1, cy - r * 0.7), (cx + r * 0.4, cy - r * 0.85),
                                     (cx + r * 1.2, cy + r * 0.85), (cx + r * 0.5, cy + r * 0.5)])


def _hat(s: pygame.Surface, rect: pygame.Rect) -> None:
    """The Cordovan Hat: a flat wide brim and a flat-topped crown with a band."""
    cx, cy, r = rect.centerx, rect.centery, min(rect.w, rect.h) / 2
    pygame.draw.ellipse(s, INK_BLACK, (cx - r * 1.35, cy + r * 0.1, r * 2.7, r * 0.55))
    crown = pygame.Rect(0, 0, r * 1.2, r * 0.8)
    crown.midbottom = (cx, cy + r * 0.4)
    pygame.draw.rect(s, INK_BLACK, crown, border_radius=int(r * 0.12))
    pygame.draw.rect(s, CAPE_RED, (crown.x, crown.bottom - r * 0.25, crown.w, r * 0.14))


def _gloves(s: pygame.Surface, rect: pygame.Rect) -> None:
    """Fox Gloves: a glove with its fingers spread."""
    cx, cy, r = rect.centerx, rect.centery, min(rect.w, rect.h) / 2
    colour = (150, 70, 36)
    palm = pygame.Rect(0, 0, r * 0.95, r * 0.95)
    palm.center = (cx, cy + r * 0.2)
    pygame.draw.rect(s, colour, palm, border_radius=int(r * 0.25))
    for i, dx in enumerate((-0.33, -0.11, 0.11, 0.33)):
        finger = pygame.Rect(0, 0, r * 0.2, r * (0.7 if i in (1, 2) else 0.6))
        finger.midbottom = (cx + dx * r * 1.3, palm.y + r * 0.15)
        pygame.draw.rect(s, colour, finger, border_radius=int(r * 0.1))
    pygame.draw.ellipse(s, colour, (palm.x - r * 0.45, palm.y + r * 0.2, r * 0.6, r * 0.3))
    pygame.draw.rect(s, INK_BLACK, (palm.x - r * 0.05, palm.bottom - r * 0.15, palm.w + r * 0.1, r * 0.28),
                     border_radius=4)


RARE_PICTURES = {C.RAPIER: _rapier, C.TORNADO: _tornado, C.WHIP: _whip, C.MASK: _mask, C.CAPE: _cape,
                 C.HAT: _hat, C.FOX_GLOVES: _gloves}
"""Each Rare Equipment its own picture (they all showed the mask)."""


for _feat in C.FEAT_LIST:
    ICONS[f"zorro_feat_{_feat.key}"] = _symbol_row(_feat.requirement)


for _foes in (C.SCOUNDREL, C.VILLAIN):
    for _foe in _foes.values():
        ICONS[f"zorro_foe_{_foe.name}"] = _symbol_row(_foe.requirement)


for _e in C.COMMON_LIST:
    ICONS[f"zorro_gear_{_e.key}"] = _gear_picture(_e.kind, _e.symbol)


for _key, _paint in RARE_PICTURES.items():
    ICONS[f"zorro_rare_{_key}"] = _paint


def feat_data(key: str) -> dict:
    feat = C.FEATS[key]
    return {"title": feat.name, "text": f"Show {C.describe_requirement(feat.requirement)}.",
            "tag": f"Heroic Feat · {C.LOCATION[feat.location].name}", "icon": f"zorro_feat_{key}",
            "accent": location_colour(feat.location)}


def equipment_data(key: str) -> dict:
    e = C.EQUIPMENT[key]
    tag = {C.FREE: "Common · FREE", C.REROLL: "Common · REROLL"}.get(e.kind, "Rare Equipment")
    return {"title": e.name, "text": C.equipment_text(key), "tag": tag,
            "icon": f"zorro_gear_{key}" if e.kind != C.RARE else f"zorro_rare_{key}",
            "accent": RARE_ACCENT if e.kind == C.RARE else (120, 84, 44)}


def foe_data(location: str, villain: bool) -> dict:
    foe = (C.VILLAIN if villain else C.SCOUNDREL)[location]
    kind = "Villain" if villain else "Scoundrel"
    return {"title": foe.name, "text": f"Show {C.describe_requirement(foe.requirement)}. {foe.text}",
            "tag": f"{kind} of the {C.LOCATION[location].name}", "icon": f"zorro_foe_{foe.name}",
            "accent": FOE_ACCENT[kind]}


def zorro_card(kind: str, key: str | None, pos, size) -> CardSprite:
    """A feat or an equipment card (face down when `key` is None)."""
    data = None
    if key is not None:
        data = feat_data(key) if kind == "feat" else equipment_data(key)
    accent, title = BACK["rare" if key in C.RARES else ("feat" if kind == "feat" else "common")]
    sprite = CardSprite(data, pos, size, face_up=data is not None, back_accent=accent)
    sprite.back_title = title
    return sprite


@functools.lru_cache(maxsize=16)
def verdict_stamp(text: str, colour: tuple[int, int, int]) -> pygame.Surface:
    """SUCCESS! / FAILED / 3 SWORDS as a rubber stamp on a dark plate, tilted."""
    words = theme.text_surface(text, "display", 64, colour, shadow=False)
    plate = pygame.Surface((words.get_width() + 56, words.get_height() + 20), pygame.SRCALPHA)
    pygame.draw.rect(plate, (20, 14, 10, 200), plate.get_rect(), border_radius=16)
    pygame.draw.rect(plate, colour, plate.get_rect(), 5, border_radius=16)
    plate.blit(words, words.get_rect(center=plate.get_rect().center))
    return pygame.transform.rotozoom(plate, 6, 1.0)
