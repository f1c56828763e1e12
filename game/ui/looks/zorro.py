"""The Zorro Dice Game's look: the feats, equipment (each Rare its own picture), Scoundrels and
Villains as card faces and backs, the verdict stamp, the menu tile (mask, moon and Z) and the
rules' pieces. Each card's picture is a game-icons.net silhouette named in `FEAT_PICTURES`,
`EQUIPMENT_PICTURES` and `FOE_PICTURES` (`ICON_NAMES` gathers them for tools/extract_icons.py);
beside it, a feat or a foe shows its requirement as Zorro dice and equipment its symbol.

Used by the table, the menu and the rules screen (see game/ui/looks/__init__.py)."""
from __future__ import annotations

import functools
import math

import pygame

from game.i18n import N_, _, pgettext
from game.rules.zorro import content as C
from game.ui import art, icons, theme
from game.ui.cards import ICONS, READABLE_TYPE, CardSprite
from game.ui.dice import die_body, draw_caption, face_painter, painted_face
from game.ui.picture_cache import holds_words

FEAT_PICTURES = {
    "T1": "love-song", "T2": "poker-hand", "T3": "beer-stein", "T4": "spy",
    "P1": "ringing-bell", "P2": "old-wagon", "P3": "jump-across", "P4": "prisoner",
    "F1": "sombrero", "F2": "cow", "F3": "mounted-knight", "F4": "fire",
    "M1": "shiny-purse", "M2": "robber-hand", "M3": "cartwheel", "M4": "jeweled-chalice",
}
"""Each Heroic Feat's picture, by its key (Serenade a Señorita: a love song; Save the Herd: a cow)."""

EQUIPMENT_PICTURES = {
    "red_rose": "rose", "guitar": "guitar", "rope": "rope-coil", "grappling_hook": "grapple",
    "spurs": "cowboy-boot", "saddle": "saddle", "lasso": "lasso", "leather_gloves": "gloves",
    "dagger": "plain-dagger", "sabre": "crossed-sabres", "black_sash": "belt", "calling_card_z": "card-pick",
    "lace_fan": "handheld-fan", "bottle_of_wine": "wine-bottle", "climbing_boots": "leather-boot",
    "lantern": "old-lantern", "horseshoe": "horseshoe", "canteen": "water-flask", "bolas": "bolas",
    "fishing_net": "fishing-net", "fencing_manual": "fencer", "disguise": "hood",
    # the Rare Equipment, each its own
    "zorros_rapier": "stiletto", "tornado": "horse-head", "zorros_whip": "whip", "zorros_mask": "domino-mask",
    "zorros_cape": "cape", "cordovan_hat": "western-hat", "fox_gloves": "fox-head",
}

FOE_PICTURES = {
    "Sergeant Gonzales": "mustache", "Lancer Patrol": "spears", "Cattle Rustlers": "bull-horns",
    "Crooked Moneylender": "money-stack", "The Hired Blade": "cloak-dagger", "Capitán Ramón": "captain-hat-profile",
    "The Tax Collector": "receive-money", "Barbados the Pirate": "pirate-captain",
}
"""Each Scoundrel's and Villain's picture, by name."""

FOE_BACK = {"Scoundrel": "bandit", "Villain": "skull-crossed-bones"}
"""The picture on the back of a location's Scoundrel and Villain cards."""

TILE_PICTURES = ("domino-mask",)


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
    mask = pygame.Rect(0, 0, 210, 210)
    mask.center = (w // 2 - 20, int(h * 0.42))
    icons.draw(s, "domino-mask", mask, (22, 20, 24), shadow=(70, 66, 74))
    # the slashed Z
    z = [(int(w * 0.18), int(h * 0.68)), (int(w * 0.52), int(h * 0.66)), (int(w * 0.2), int(h * 0.93)),
         (int(w * 0.56), int(h * 0.9))]
    pygame.draw.lines(s, theme.lighten(meta.accent, 0.25), False, z, 9)
    pygame.draw.lines(s, (250, 236, 236), False, z, 2)


def paint_pieces(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """The pieces shown beside the rules."""
    for i, face in enumerate(DIE_FACES):
        surface.blit(painted_face("zorro", face, 100), (rect.x + (i % 3) * 120, rect.y + (i // 3) * 112))
    for i, colour in enumerate(("red", "blue", "green", "gold")):
        surface.blit(painted_face(f"zorro_hero_{colour}", ("charm", "leap", "thrust", "taunt")[i], 80),
                     (rect.x + i * 90, rect.y + 250))
    theme.draw_wrapped(surface, _("black Zorro dice; coloured Hero dice"), pygame.Rect(rect.x, rect.y + 345, rect.w, 50),
                       "italic", 18, theme.CREAM_DIM)
    for i, card in enumerate((zorro_card("feat", "P1", (0, 0), (110, 154)), zorro_card("gear", "lasso", (0, 0), (110, 154)),
                              zorro_card("gear", "tornado", (0, 0), (110, 154)))):
        card.x, card.y = rect.x + 60 + i * 122, rect.y + 470
        card.draw(surface)


LOCATION_COLOURS = {"red": (150, 40, 36), "blue": (46, 80, 150), "green": (46, 112, 62), "gold": (170, 128, 36)}


FOE_ACCENT = {"Scoundrel": (96, 60, 40), "Villain": (40, 30, 34)}


RARE_ACCENT = (120, 30, 110)


# Translators: the names on the Zorro decks' backs; the French rule book's are PROUESSE HÉROÏQUE,
# ÉQUIPEMENT, RARE
BACK = {"feat": ((40, 34, 38), N_("HEROIC FEAT"), "crossed-swords"),
        "common": ((120, 84, 44), N_("EQUIPMENT"), "knapsack"),
        "rare": (RARE_ACCENT, N_("RARE"), "carnival-mask")}
"""Each deck's back: accent, name (a message id) and picture."""

ICON_NAMES = frozenset({*FEAT_PICTURES.values(), *EQUIPMENT_PICTURES.values(), *FOE_PICTURES.values(),
                        *FOE_BACK.values(), *(picture for _accent, _title, picture in BACK.values()), *TILE_PICTURES})


def location_colour(location: str) -> tuple[int, int, int]:
    return LOCATION_COLOURS[C.LOCATION[location].colour]


def die_style(spec: str) -> str:
    """The painter for a die kind: black Zorro dice, Hero dice in their location's colour."""
    return "zorro" if spec == C.ZORRO else f"zorro_hero_{C.LOCATION[spec].colour}"


# -- card pictures: the requirement as dice, equipment as its symbol --------------------------------
def _symbol_row(symbols: tuple[str, ...]):
    """The requirement as Zorro dice in `rect`, in two rows."""
    def paint(s: pygame.Surface, rect: pygame.Rect) -> None:
        half = (len(symbols) + 1) // 2
        rows = [symbols[:half], symbols[half:]]
        size = int(min(rect.h / 2 - 3, rect.w / half - 3))
        for j, row in enumerate(rows):
            y = rect.y + (j + 0.5) * rect.h / 2
            for i, sym in enumerate(row):
                x = rect.centerx + (i - (len(row) - 1) / 2) * (size + 3)
                face = painted_face("zorro", sym, size, READABLE_TYPE)
                s.blit(face, face.get_rect(center=(x, y)))
    return paint


def _gear_symbol(kind: str, symbol: str):
    """Common equipment's symbol as a Zorro die, with +1 (FREE) or REROLL under it."""
    def paint(s: pygame.Surface, rect: pygame.Rect) -> None:
        # Translators: under a Common Equipment card's die: the die is rolled again (capitals, ~8 letters)
        mark = "+1" if kind == C.FREE else pgettext("equipment", "REROLL")
        text = max(READABLE_TYPE, int(rect.h * 0.28) - 1)
        readable = theme.font("black", READABLE_TYPE).size(mark)[0] <= rect.w
        size = int(min(rect.w, rect.h - text - 1 if readable else rect.h))
        face = painted_face("zorro", symbol, size, READABLE_TYPE)
        where = face.get_rect(midtop=(rect.centerx, rect.y))
        s.blit(face, where)
        if readable:  # else left to the card read large: too small a card for the mark to be read
            text = theme.fit_text(mark, "black", text, rect.w, min_size=READABLE_TYPE)
            theme.draw_text(s, mark, (rect.centerx, where.bottom), "black", text, theme.OXBLOOD, anchor="midtop",
                            shadow=False)
    return paint


for _feat in C.FEAT_LIST:
    ICONS[f"zorro_feat_{_feat.key}"] = _symbol_row(_feat.requirement)


for _foes in (C.SCOUNDREL, C.VILLAIN):
    for _foe in _foes.values():
        ICONS[f"zorro_foe_{_foe.name}"] = _symbol_row(_foe.requirement)


for _e in C.COMMON_LIST:
    ICONS[f"zorro_gear_{_e.key}"] = _gear_symbol(_e.kind, _e.symbol)


def _location(location: str) -> str:
    """A location's name in the current language (its content names it with context "location")."""
    return pgettext("location", C.LOCATION[location].name)


def feat_data(key: str) -> dict:
    feat = C.FEATS[key]
    # Translators: a card's text: what to show to perform it; {requirement} lists dice symbols
    return {"title": pgettext("card", feat.name),
            "text": _("Show {requirement}.").format(requirement=C.describe_requirement(feat.requirement)),
            # Translators: a feat card's kind and its location (French rule book: Prouesse Héroïque)
            "tag": _("Heroic Feat \u00b7 {location}").format(location=_location(feat.location)),
            "icon": f"zorro_feat_{key}",
            "picture": FEAT_PICTURES[key],
            "accent": location_colour(feat.location)}


def equipment_data(key: str) -> dict:
    e = C.EQUIPMENT[key]
    # Translators: an equipment card's kind (French rule book: Équipement Commun / Rare)
    tag = {C.FREE: pgettext("card kind", "Common \u00b7 FREE"),
           C.REROLL: pgettext("card kind", "Common \u00b7 REROLL")}.get(e.kind) or pgettext("card kind",
                                                                                       "Rare Equipment")
    return {"title": pgettext("card", e.name), "text": C.equipment_text(key), "tag": tag,
            "picture": EQUIPMENT_PICTURES[key], **({"icon": f"zorro_gear_{key}"} if e.kind != C.RARE else {}),
            "accent": RARE_ACCENT if e.kind == C.RARE else (120, 84, 44)}


def foe_data(location: str, villain: bool) -> dict:
    foe = (C.VILLAIN if villain else C.SCOUNDREL)[location]
    kind = "Villain" if villain else "Scoundrel"
    # Translators: a foe card's kind and location (French rule book: Malfaiteur, Crapule)
    tag = (_("Villain of the {location}") if villain else _("Scoundrel of the {location}")).format(
        location=_location(location))
    text = _("Show {requirement}. {effect}").format(requirement=C.describe_requirement(foe.requirement),
                                                    effect=_(foe.text) if foe.text else "")
    return {"title": pgettext("card", foe.name), "text": text.strip(), "tag": tag, "icon": f"zorro_foe_{foe.name}",
            "picture": FOE_PICTURES[foe.name],
            "accent": FOE_ACCENT[kind]}


def zorro_card(kind: str, key: str | None, pos, size) -> CardSprite:
    """A feat or an equipment card (face down when `key` is None)."""
    data = None
    if key is not None:
        data = feat_data(key) if kind == "feat" else equipment_data(key)
    accent, title, picture = BACK["rare" if key in C.RARES else ("feat" if kind == "feat" else "common")]
    sprite = CardSprite(data, pos, size, face_up=data is not None, back_accent=accent, back_picture=picture)
    sprite.back_title = title
    return sprite


@holds_words
@functools.lru_cache(maxsize=16)
def verdict_stamp(text: str, colour: tuple[int, int, int]) -> pygame.Surface:
    """SUCCESS! / FAILED / 3 SWORDS as a rubber stamp on a dark plate, tilted."""
    words = theme.text_surface(text, "display", 64, colour, shadow=False)
    plate = pygame.Surface((words.get_width() + 56, words.get_height() + 20), pygame.SRCALPHA)
    pygame.draw.rect(plate, (20, 14, 10, 200), plate.get_rect(), border_radius=16)
    pygame.draw.rect(plate, colour, plate.get_rect(), 5, border_radius=16)
    plate.blit(words, words.get_rect(center=plate.get_rect().center))
    return pygame.transform.rotozoom(plate, 6, 1.0)


# -- dice: six symbols on black Zorro dice and coloured Hero dice ----------------------------------------
DIE_FACES = C.SYMBOL_NAMES
"""The six faces of every die, in order (their captions are message ids, shown through
`symbol_name`)."""
HERO_COLOURS = {"red": (176, 44, 40), "blue": (50, 90, 170), "green": (50, 130, 70), "gold": (196, 150, 40)}


def _die_symbol(s: pygame.Surface, face: str, size: int, ink) -> None:
    c, k = size / 2, size * 0.3
    cy = size * 0.42
    if face == "charm":  # a rose
        for a in range(5):
            ang = a * 2 * math.pi / 5
            pygame.draw.circle(s, ink, (c + k * 0.35 * math.cos(ang), cy + k * 0.35 * math.sin(ang)), k * 0.35)
        pygame.draw.circle(s, theme.darken(ink, 0.3), (c, cy), k * 0.25)
    elif face == "leap":  # an arc with an arrow head
        pygame.draw.arc(s, ink, (c - k, cy - k * 0.6, 2 * k, 1.6 * k), 0.3, math.pi - 0.3, max(3, size // 20))
        pygame.draw.polygon(s, ink, [(c + k * 0.95, cy - k * 0.05), (c + k * 0.55, cy - k * 0.35), (c + k * 1.05, cy - k * 0.5)])
    elif face == "dash":  # speed lines and a boot
        for i in range(3):
            pygame.draw.line(s, ink, (c - k, cy - k * 0.4 + i * k * 0.4), (c - k * 0.2, cy - k * 0.4 + i * k * 0.4), 3)
        pygame.draw.polygon(s, ink, [(c, cy - k * 0.7), (c + k * 0.4, cy - k * 0.7), (c + k * 0.4, cy + k * 0.2),
                                     (c + k, cy + k * 0.3), (c + k, cy + k * 0.6), (c, cy + k * 0.6)])
    elif face == "grab":  # an open hand
        pygame.draw.ellipse(s, ink, (c - k * 0.5, cy - k * 0.1, k, k * 0.8))
        for i in range(4):
            pygame.draw.rect(s, ink, (c - k * 0.48 + i * k * 0.25, cy - k * 0.75, k * 0.18, k * 0.75), border_radius=4)
        pygame.draw.rect(s, ink, (c + k * 0.45, cy - k * 0.1, k * 0.45, k * 0.18), border_radius=4)
    elif face == "thrust":  # a rapier
        pygame.draw.line(s, ink, (c - k, cy + k * 0.8), (c + k, cy - k * 0.8), max(3, size // 24))
        pygame.draw.line(s, ink, (c - k * 0.75, cy + k * 0.25), (c - k * 0.2, cy + k * 0.85), max(3, size // 20))
        pygame.draw.circle(s, ink, (c - k * 0.55, cy + k * 0.55), k * 0.16)
    elif face == "taunt":  # the Z
        w = max(4, size // 14)
        pygame.draw.lines(s, ink, False, [(c - k * 0.8, cy - k * 0.7), (c + k * 0.8, cy - k * 0.7),
                                           (c - k * 0.8, cy + k * 0.7), (c + k * 0.8, cy + k * 0.7)], w)


def _die_face(face: str, size: int, body, edge, ink) -> pygame.Surface:
    s = die_body(size, body, edge).copy()
    _die_symbol(s, face, size, ink)
    draw_caption(s, C.symbol_name(face), size // 8, ink)
    return s


@face_painter("zorro")
def paint_zorro(face: str, size: int) -> pygame.Surface:
    """Black Zorro dice with ivory symbols."""
    return _die_face(face, size, (34, 32, 34), (12, 12, 14), (238, 228, 206))


def _hero_painter(colour_name: str):
    def paint(face: str, size: int) -> pygame.Surface:
        body = HERO_COLOURS[colour_name]
        return _die_face(face, size, body, theme.darken(body, 0.4), (250, 244, 230))
    return paint


for _name in HERO_COLOURS:
    face_painter(f"zorro_hero_{_name}")(_hero_painter(_name))
