"""The Zorro Dice Game's look: the feats, equipment (each Rare its own picture), Scoundrels and
Villains as card faces and backs, the verdict stamp, the menu tile (mask, moon and Z) and the
rules' pieces. Each card's picture is a game-icons.net silhouette named in `FEAT_PICTURES`,
`EQUIPMENT_PICTURES` and `FOE_PICTURES` (`ICON_NAMES` gathers them for tools/extract_icons.py);
beside it, a feat or a foe shows its requirement as Zorro dice and equipment its symbol.

Used by the table, the menu and the rules screen (see game/ui/looks/__init__.py)."""
from __future__ import annotations

import functools
import math
from collections import Counter
from types import SimpleNamespace

import pygame

from game import i18n
from game.i18n import N_, _, format_number, ngettext, pgettext
from game.rules.zorro import content as C
from game.rules.zorro.state import DUEL, FEAT
from game.ui import art, furniture, icons, theme, widgets
from game.ui.cards import ICONS, READABLE_TYPE, CardSprite, card_back
from game.ui.dice import die_body, draw_caption, face_painter, painted_face
from game.ui.panels import draw_mat_band, draw_turn_ring
from game.ui.dice_tray import DiceTray
from game.ui.picture_cache import holds_words
from game.ui.tween import Tween

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


PIECES_CAPTION_TOP, PIECES_CARDS_MIDDLE = 345, 470
"""Beside the rules: where the dice's caption starts under the Hero dice, and the middle of the
row of cards below it (lower when the caption takes more lines, at larger text)."""
PIECES_CARD = (110, 154)


def paint_pieces(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """The pieces shown beside the rules."""
    for i, face in enumerate(DIE_FACES):
        surface.blit(painted_face("zorro", face, 100), (rect.x + (i % 3) * 120, rect.y + (i // 3) * 112))
    for i, colour in enumerate(("red", "blue", "green", "gold")):
        surface.blit(painted_face(f"zorro_hero_{colour}", ("charm", "leap", "thrust", "taunt")[i], 80),
                     (rect.x + i * 90, rect.y + 250))
    caption = _("black Zorro dice; coloured Hero dice")
    below = theme.draw_wrapped(surface, caption, pygame.Rect(rect.x, rect.y + PIECES_CAPTION_TOP, rect.w, 200),
                               "italic", 18, theme.CREAM_DIM)
    middle = max(rect.y + PIECES_CARDS_MIDDLE, below + 4 + PIECES_CARD[1] // 2)
    for i, card in enumerate((zorro_card("feat", "P1", (0, 0), PIECES_CARD), zorro_card("gear", "lasso", (0, 0), PIECES_CARD),
                              zorro_card("gear", "tornado", (0, 0), PIECES_CARD))):
        card.x, card.y = rect.x + 60 + i * 122, middle
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
        if size < 8:  # a card whose large name leaves no room for its dice
            return
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
        readable = theme.text_width(mark, "black", READABLE_TYPE) <= rect.w
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


# -- the table's pieces, each painted into its place from what the table may show ---------------------
MAT_INK = {"feats": 17, "note": 16, "out": 22, "winner": 26, "helping": 14}
"""Font sizes of a seat mat's words: its feats count, "no equipment", OUT OF THE DUEL, THE NEW
ZORRO!, HELPING."""


def paint_seats(surface: pygame.Surface, mats, who: list[tuple[str, str]], view, gear, actors, marks) -> None:
    """Every hero's mat (`paint_seat`), each with its own of the equipment cards `gear`."""
    for seat, mat in enumerate(mats):
        paint_seat(surface, mat, seat, who[seat], view, [g for g in gear if g.tag[0] == seat], actors, marks)


def paint_seat(surface: pygame.Surface, mat, seat: int, who: tuple[str, str], view, gear, actors, marks) -> None:
    """A hero's whole mat as `view` shows it: band, feats, Hero dice, the equipment cards `gear`
    (the table's sprites, which people read) with their symbols, and the words and ring under
    them (`actors`: who must decide now)."""
    out = seat in view.eliminated
    paint_mat(surface, mat, seat, who, view.feats[seat], view.hero_dice[seat], out, marks)
    for sprite in gear:
        sprite.draw(surface)
        paint_gear_badge(surface, sprite.rect, sprite.tag[1])
    paint_mat_foot(surface, mat, bool(view.equipment[seat]), out, view.winner == seat, mat_ring(seat, view, actors))


def mat_ring(seat: int, view, actors) -> str | None:
    """`turn` round the mat of the hero whose turn it is (the one rolling, else the one to decide or
    to travel), `helping` round a feat's helper's, else None."""
    a = view.attempt
    travelling = view.tasks and view.tasks[0][0] == "travel" and view.current == seat
    if view.winner is None and (a.roller == seat if a is not None else seat in actors or travelling):
        return "turn"
    return "helping" if a is not None and a.helper == seat and a.kind == FEAT else None


def paint_mat(surface: pygame.Surface, mat, seat: int, who: tuple[str, str], feats, hero_dice, out: bool,
              marks) -> None:
    """A hero's mat: the band (name, who sits there), the feats won as tucked cards in their
    location's colour with their count, and the Hero dice won, in the mat's `feats` row."""
    rect = mat.rect
    furniture.panel(surface, rect, "parchment", radius=16)
    draw_mat_band(surface, rect, seat, who[0], who[1], mat.size("band_height"), dim=out, marks=marks)
    row = mat["feats"]
    tab = pygame.Rect(row.x, 0, mat.size("feat_width"), row.h - 4)
    tab.centery = row.centery
    for feat in feats:
        pygame.draw.rect(surface, location_colour(C.FEATS[feat].location), tab, border_radius=4)
        pygame.draw.rect(surface, theme.INK, tab, 1, border_radius=4)
        tab.x += mat.size("feat_step")
    label = ngettext("{n} feat", "{n} feats", len(feats)).format(n=format_number(len(feats)))
    words = theme.draw_text(surface, label, (tab.x + (14 if feats else 0), row.centery), "bold", MAT_INK["feats"],
                            theme.INK, anchor="midleft", shadow=False)
    room = pygame.Rect(words.right + 6, row.y, row.right - words.right - 6, row.h)
    paint_hero_dice(surface, hero_dice, room, mat.size("die_size"), mat.size("die_step"))


def paint_hero_dice(surface: pygame.Surface, dice, room: pygame.Rect, size: int, step: int) -> None:
    """A hero's Hero dice in a row ending at `room`'s right edge, overlapping one another when a
    narrow mat (six heroes) has less room than they need, never over the feats."""
    if not dice:
        return
    size = min(size, room.w, room.h)
    step = min(step, (room.w - size) / max(1, len(dice) - 1))
    for i, location in enumerate(dice):
        face = painted_face(die_style(location), C.LOCATION[location].action, size)
        surface.blit(face, face.get_rect(midright=(room.right - (len(dice) - 1 - i) * step, room.centery)))


def equipment_cards(mat, seat: int, held) -> list[CardSprite]:
    """A hero's equipment cards (`held`) lying in their mat's `equipment` row at the mat's card
    size: from its left end, a little apart, overlapping when they need more room than the row
    has. Each is tagged (seat, card)."""
    row, size = mat["equipment"], (mat.size("card_width"), mat.size("card_height"))
    step = min(size[0] + 6, (row.w - size[0]) / max(1, len(held) - 1))
    cards = []
    for i, key in enumerate(held):
        card = zorro_card("gear", key, (row.x + size[0] / 2 + i * step, row.centery), size)
        card.tag = (seat, key)
        cards.append(card)
    return cards


def paint_gear_badge(surface: pygame.Surface, rect: pygame.Rect, key: str) -> None:
    """A small equipment card's symbol as a die in its corner (FREE: +1, REROLL: R)."""
    e = C.EQUIPMENT[key]
    if e.symbol is None:
        return
    face = painted_face("zorro", e.symbol, 26)
    die = surface.blit(face, face.get_rect(bottomright=(rect.right - 3, rect.bottom - 3)))
    mark = "+1" if e.kind != C.REROLL else "R"
    size = theme.fit_text(mark, "black", 15, die.left - 1 - (rect.x + 5), 8)  # in the room left of the die
    theme.draw_text(surface, mark, (rect.x + 5, rect.bottom - 4), "black", size, theme.OXBLOOD, anchor="bottomleft",
                    shadow=False)


def paint_mat_foot(surface: pygame.Surface, mat, equipped: bool, out: bool, winner: bool, ring: str | None) -> None:
    """What a mat says under its equipment ("no equipment", OUT OF THE DUEL, THE NEW ZORRO!) and
    its ring: `turn` for the hero whose turn it is, `helping` for the one helping with a feat."""
    rect, row = mat.rect, mat["equipment"]
    if not equipped:
        theme.draw_text(surface, _("no equipment"), row.midleft, "italic", MAT_INK["note"], theme.INK_SOFT,
                        anchor="midleft", shadow=False)
    if out:
        theme.draw_text(surface, _("OUT OF THE DUEL"), (rect.centerx, row.centery), "display", MAT_INK["out"],
                        theme.OXBLOOD, anchor="center")
    if winner:
        theme.draw_text(surface, _("THE NEW ZORRO!"), (rect.centerx, row.centery), "display", MAT_INK["winner"],
                        theme.GOLD, anchor="center")
    if ring == "turn":
        draw_turn_ring(surface, rect)
    elif ring == "helping":
        pygame.draw.rect(surface, theme.CREAM, rect.inflate(8, 8), 3, border_radius=20)
        theme.draw_text(surface, _("HELPING"), mat["corner"].bottomright, "black", MAT_INK["helping"], theme.OXBLOOD,
                        anchor="bottomright", shadow=False)


def paint_town(surface: pygame.Surface, layout, view, time: float) -> None:
    """The town's four locations (name, Hero dice on offer, Scoundrel and Villain) and the decks,
    in the table's `layout` regions, as `view` shows them."""
    for index, place in enumerate(C.LOCATIONS):
        paint_location(surface, layout[f"location_{index}"], place, view.hero_supply.get(place, 0))
        shown = "Villain" if view.villain == place else "Scoundrel" if view.scoundrel == place else None
        paint_foe(surface, layout[f"foe_{index}"], place, shown, place in view.scoundrels_gone, time)
    paint_decks(surface, layout["decks"], {"feat": len(view.feat_deck),
                                           "common": len(view.common_deck) + len(view.common_under),
                                           "rare": len(view.rare_deck) + len(view.rare_under)})


FLIP, GLOW = 0.4, 0.6
"""Seconds a feat takes to turn face up, a chosen place to glow (and a won Hero die to fly)."""


class Town:
    """The town's face-up feats, each over its Common Equipment, as sprites in the layout's slots
    (`feats`, `under`: None where a slot is empty; the table reads, clicks and flies them), and
    each slot's glow as a hero travels there."""

    def __init__(self, layout) -> None:
        self.layout = layout
        self.feats: list[CardSprite | None] = [None] * C.FACE_UP_FEATS
        self.under: list[CardSprite | None] = [None] * C.FACE_UP_FEATS
        self.glow = [SimpleNamespace(level=0.0) for _slot in range(C.FACE_UP_FEATS)]

    def show(self, feat_slots, slot_equipment) -> None:
        """The feats and equipment the view shows in each slot (`feat_slots`, `slot_equipment`)."""
        for slot, (feat, gear) in enumerate(zip(feat_slots, slot_equipment)):
            self.under[slot] = town_card(self.layout, "gear", gear, slot) if gear else None
            self.feats[slot] = town_card(self.layout, "feat", feat, slot) if feat else None

    def cards(self) -> list[CardSprite]:
        """In the order they are drawn (each feat over its equipment): the topmost last."""
        return [s for pair in zip(self.under, self.feats) for s in pair if s is not None]

    def reveal(self, slot: int, feat: str) -> Tween:
        """`feat` dealt into `slot`: the turn of its card face up, to play."""
        sprite = self.feats[slot] = town_card(self.layout, "feat", feat, slot)
        sprite.flip = 0.0
        return Tween(sprite, FLIP, "out_quad", flip=1.0)

    def light(self, slot: int) -> Tween:
        """A hero travels to `slot`: the glow fading from it, to play."""
        self.glow[slot].level = 1.0
        return Tween(self.glow[slot], GLOW, "out_quad", level=0.0)

    def glowing(self) -> bool:
        return any(g.level > 0 for g in self.glow)

    def paint(self, surface: pygame.Surface, felt, choosing: bool, chosen: int | None, attempted: tuple | None,
              marks) -> None:
        """The heading and every slot: `chosen` (the slot a person has clicked) framed, `attempted`
        ((slot, hero) of a feat being attempted) marked with the hero's mark."""
        paint_town_heading(surface, self.layout["slot_0"], choosing)
        for slot, cards in enumerate(zip(self.under, self.feats)):
            attempter = attempted[1] if attempted is not None and attempted[0] == slot else None
            paint_slot(surface, self.layout, slot, cards, self.glow[slot].level, felt, slot == chosen, attempter, marks)


def town_card(layout, kind: str, key: str, slot: int) -> CardSprite:
    """A face-up feat (`kind` "feat") or the Common Equipment under it ("gear") lying in the town's
    `slot`; the equipment shows only its name band above the feat, so its name keeps to one line."""
    spot = layout[f"feat_{slot}" if kind == "feat" else f"under_{slot}"]
    sprite = zorro_card(kind, key, spot.center, spot.size)
    sprite.title_lines = 1 if kind == "gear" else sprite.title_lines
    return sprite


def foe_at(layout, pos, view) -> tuple[dict, pygame.Rect] | None:
    """The Scoundrel and Villain plate of a location under `pos`, as the card to read (the Villain
    once it has come, or once the Scoundrel has gone), or None."""
    gone = {view.villain, *view.scoundrels_gone}
    return next(((foe_data(place, place in gone), layout[f"foe_{i}"]) for i, place in enumerate(C.LOCATIONS)
                 if layout[f"foe_{i}"].collidepoint(pos)), None)


def paint_slot(surface: pygame.Surface, layout, slot: int, cards, glow: float, felt, chosen: bool,
               attempter: int | None, marks) -> None:
    """A face-up feat with the Common Equipment under it (`cards`: the table's sprites, under and
    feat, either None), glowing as a hero travels there, framed when a person has chosen it, with
    the mark of the hero attempting it."""
    under, feat = cards
    paint_slot_glow(surface, layout[f"slot_{slot}"], glow)
    if feat is None:
        paint_empty_feat(surface, layout[f"feat_{slot}"], felt, words=under is None)
    for card in cards:
        if card is not None:
            card.draw(surface)
    if chosen:
        paint_chosen(surface, layout[f"slot_{slot}"])
    if attempter is not None:
        marks.draw(surface, attempter, (layout[f"feat_{slot}"].left + 8, layout[f"feat_{slot}"].bottom - 8), 18)


def paint_town_heading(surface: pygame.Surface, first_slot: pygame.Rect, choosing: bool) -> None:
    # Translators: Heroic Feats are the French rule book's Prouesses Héroïques
    text = _("HEROIC FEATS — click one to travel there") if choosing else _("HEROIC FEATS")
    theme.draw_text(surface, text, (first_slot.x + 4, first_slot.y + 2), "black", 18, theme.CREAM_DIM)


def paint_slot_glow(surface: pygame.Surface, slot: pygame.Rect, level: float) -> None:
    """A location's feat lights up when a player travels there, fading with `level`."""
    if level > 0:
        pygame.draw.rect(surface, theme.HIGHLIGHT, slot.inflate(6 + 12 * level, 6 + 12 * level), 4, border_radius=20)


def paint_empty_feat(surface: pygame.Surface, hole: pygame.Rect, felt, words: bool) -> None:
    """The feat's place, empty until the slot is refilled; "no feat" in it unless equipment lies
    there (never over the equipment's text while someone chooses it)."""
    pygame.draw.rect(surface, theme.darken(felt, 0.35), hole, 3, border_radius=12)
    if words:
        theme.draw_text(surface, _("no feat"), hole.center, "italic", 18, theme.CREAM_DIM, anchor="center")


def paint_chosen(surface: pygame.Surface, slot: pygame.Rect) -> None:
    """The chosen feat's place framed in gold with a YOUR CHOICE tab on it: the feat the buttons
    below go to, told apart by more than colour."""
    frame = pygame.Rect(slot.x - 5, slot.y + 24, slot.w + 10, slot.h - 19)  # under the HEROIC FEATS heading
    pygame.draw.rect(surface, theme.GOLD, frame, 5, border_radius=18)
    # Translators: a tab over the Zorro feat a person has clicked, before Go alone / Ask for help
    words = _("YOUR CHOICE")
    tab = pygame.Rect((0, 0), theme.font("black", 16).size(words)).inflate(18, 8)
    tab.midbottom = (slot.centerx, slot.bottom - 8)  # over the card's foot, under its text
    pygame.draw.rect(surface, theme.GOLD, tab, border_radius=tab.h // 2)
    theme.draw_text(surface, words, tab.center, "black", 16, theme.INK, anchor="center", shadow=False)


def paint_location(surface: pygame.Surface, tile: pygame.Rect, location: str, supply: int) -> None:
    """A location of the town: its name and action in its colour, the Hero dice still on offer."""
    furniture.panel(surface, tile, "dark", radius=14)
    furniture.painting(surface, ("location", tuple(tile), location, supply, i18n.language()),
                       lambda on, at=pygame.Rect(tile): paint_location_words(on, at, location, supply))


def paint_location_words(surface: pygame.Surface, tile: pygame.Rect, location: str, supply: int) -> None:
    """What lies on a location's board: changed only by a Hero die won, so furniture."""
    colour = location_colour(location)
    place = C.LOCATION[location]
    band = pygame.Rect(tile.x + 5, tile.y + 5, tile.w - 10, 30)
    pygame.draw.rect(surface, colour, band, border_radius=9)
    theme.draw_text(surface, C.location_name(location).upper(), (band.x + 10, band.centery), "display", 20,
                    theme.CREAM, anchor="midleft")
    theme.draw_text(surface, C.symbol_name(place.action), (band.right - 8, band.centery), "black", 14, theme.CREAM,
                    anchor="midright")
    theme.draw_text(surface, _("Hero dice"), (tile.x + 14, tile.y + 46), "bold", 15, theme.CREAM_DIM)
    for i in range(C.HERO_DICE_PER_LOCATION):
        box = pygame.Rect(tile.x + 14 + i * 52, tile.y + 72, 44, 44)
        if i < supply:
            surface.blit(painted_face(die_style(location), place.action, 44), box)
        else:
            pygame.draw.rect(surface, theme.darken(colour, 0.5), box, 2, border_radius=8)


def paint_foe(surface: pygame.Surface, spot: pygame.Rect, location: str, shown: str | None, villain_next: bool,
              time: float) -> None:
    """The Scoundrel's card lies on the Villain's: the one that has appeared (`shown`: "Villain"
    or "Scoundrel") face up and ringed, pulsing with the app's `time`; else the back of the one
    to come."""
    kind = shown or ("Villain" if villain_next else "Scoundrel")
    # Translators: a foe card's kind: Villain is the rule book's Malfaiteur, Scoundrel its Crapule
    caption = _("Villain") if kind == "Villain" else _("Scoundrel")
    theme.draw_text(surface, caption, (spot.x - 8, spot.bottom - 2), "italic", 14, theme.CREAM_DIM,
                    anchor="bottomright")
    if shown:
        CardSprite(foe_data(location, shown == "Villain"), spot.center, spot.size).draw(surface)
        pulse = 0.5 + 0.5 * math.sin(time * 1000 / 260)
        pygame.draw.rect(surface, theme.mix(theme.DANGER, theme.HIGHLIGHT, pulse), spot.inflate(8, 8), 3,
                         border_radius=12)
        return
    back = card_back(spot.size, FOE_ACCENT["Villain"], _("VILLAIN") if kind == "Villain" else _("SCOUNDREL"),
                     FOE_BACK[kind])
    surface.blit(back, spot)


def paint_decks(surface: pygame.Surface, zone: pygame.Rect, left: dict[str, int]) -> None:
    """The feat, common and rare decks' backs, one above the other, each with how many are left."""
    names = {"feat": _("Feats"), "common": _("Common"), "rare": _("Rare")}
    for i, kind in enumerate(("feat", "common", "rare")):
        accent, title, picture = BACK[kind]
        y = zone.y + 8 + i * 100
        surface.blit(card_back((62, 86), accent, _(title), picture), (zone.x + 6, y))
        room = zone.right - zone.x - 82
        theme.draw_text(surface, names[kind], (zone.x + 78, y + 26), "bold",
                        theme.fit_text(names[kind], "bold", 18, room, 12), theme.CREAM, anchor="midleft")
        count = _("{n} left").format(n=format_number(left[kind]))
        theme.draw_text(surface, count, (zone.x + 78, y + 52), "text", theme.fit_text(count, "text", 16, room, 12),
                        theme.CREAM_DIM, anchor="midleft")


def paint_tray(surface: pygame.Surface, dice: DiceTray, foe=None) -> None:
    """The dice tray's felt with its dice and their verdict stamped over them; words saying what
    brings the dice out while it is empty, or the foe fought and its ability."""
    tray, empty = dice.rect, not dice.dice
    furniture.panel(surface, tray, "felt", radius=20)
    if empty:
        words, box = _("The dice come out for a feat, a Scoundrel, the Villain or a duel"), tray.inflate(-40, -24)
        step = theme.font("italic", 22).get_linesize() + 4
        lines = len(theme.whole_lines(words, "italic", 22, box.w) or [words])
        top = box.centery - (lines * step - 4) // 2
        theme.draw_wrapped(surface, words, pygame.Rect(box.x, top, box.w, box.bottom - top), "italic", 22,
                           theme.CREAM_DIM, align="center")
    elif foe is not None:
        # Translators: a foe and its ability ("Sergeant Gonzales: He has heard every insult...")
        theme.draw_text(surface, _("{foe}: {ability}").format(foe=pgettext("card", foe.name), ability=_(foe.text)),
                        (tray.x + 18, tray.y + 12), "italic", 18, theme.HIGHLIGHT)
    if not empty:
        dice.draw(surface)
        paint_verdict(surface, tray, dice.stamp)


def attempt_verdict(success: bool) -> tuple[str, tuple[int, int, int]]:
    """What an attempt came to, as the words and colour stamped on the tray."""
    return (_("SUCCESS!"), theme.SUCCESS) if success else (_("FAILED"), theme.DANGER)


def swords_verdict(swords: int) -> tuple[str, tuple[int, int, int]]:
    """A duellist's swords, as the words and colour stamped on the tray."""
    return ngettext("{n} SWORD", "{n} SWORDS", swords).format(n=format_number(swords)), theme.GOLD


def hero_die_flight(location: str, size: int):
    """A Hero die of `location` as it flies to the hero who won it: paint(surface, centre)."""
    face = painted_face(die_style(location), C.LOCATION[location].action, size)
    return lambda surface, pos: surface.blit(face, face.get_rect(center=pos))


def paint_verdict(surface: pygame.Surface, tray: pygame.Rect, verdict: tuple | None) -> None:
    """The last attempt's verdict (words, colour: "SUCCESS!", "2 SWORDS") stamped across the tray,
    over the dice."""
    if verdict:
        stamp = verdict_stamp(*verdict)
        surface.blit(stamp, stamp.get_rect(center=tray.center))


def paint_requirement(surface: pygame.Surface, rect: pygame.Rect, chosen: str | None, title: str, attempt, lines,
                      swords: int) -> None:
    """The checklist beside the tray: the feat a person has clicked (`chosen`), what its dice will
    have to show; else the attempt's (`title`, `lines`, `swords`: the controller's words on it)."""
    if chosen is not None:
        paint_checklist(surface, rect, pgettext("card", C.FEATS[chosen].name), lines=feat_needs(chosen))
    else:
        paint_checklist(surface, rect, title, attempt, lines, swords)


def paint_checklist(surface: pygame.Surface, rect: pygame.Rect, title: str, attempt=None, lines=(),
                    swords: int = 0) -> None:
    """The requirement beside the tray: for an attempt, its `title`, the roll it is at and each
    symbol with how many dice show it (`lines`: symbol, needed, showing), or a duel's swords; for
    a feat clicked but not yet travelled to (`attempt` None, a `title`), what its dice will have
    to show; with neither, how the panel works."""
    furniture.panel(surface, rect, "parchment", radius=16)
    if not title:
        theme.draw_text(surface, _("Requirement"), (rect.x + 16, rect.y + 14), "display", 22, theme.INK, shadow=False)
        theme.draw_wrapped(surface, _("Choose a feat: its symbols appear here and tick off as the dice show them."),
                           rect.inflate(-32, -70).move(0, 24), "text", 18, theme.INK_SOFT)
        return
    size = theme.fit_text(title, "display", 22, rect.w - 28, 14)
    theme.draw_text(surface, title, (rect.x + 14, rect.y + 12), "display", size, theme.INK, shadow=False)
    subtitle_top = rect.y + theme.grown(44, "display", 22)
    theme.draw_text(surface, _checklist_subtitle(attempt), (rect.x + 14, subtitle_top), "italic", 17, theme.INK_SOFT,
                    shadow=False)
    if attempt is not None and attempt.kind == DUEL:
        theme.draw_text(surface, _("Swords: {n}").format(n=format_number(swords)), (rect.centerx, rect.y + 120),
                        "display", 36, theme.OXBLOOD, anchor="center", shadow=False)
        return
    _paint_lines(surface, rect, lines, subtitle_top + theme.grown(30, "italic", 17))
    free = {s: n for s, n in attempt.free.items() if n} if attempt is not None else {}
    if free:
        # Translators: {symbols} lists the symbols equipment adds ("1 CHARM, 2 THRUST")
        text = _("Equipment gives: {symbols}").format(symbols=", ".join(
            _("{n} {symbol}").format(n=format_number(n), symbol=C.symbol_name(s)) for s, n in free.items()))
        theme.draw_text(surface, text, (rect.x + 14, rect.bottom - 12), "text",
                        theme.fit_text(text, "text", 15, rect.w - 28, 10), theme.INK_SOFT, anchor="bottomleft",
                        shadow=False)


def _checklist_subtitle(attempt) -> str:
    if attempt is None:
        # Translators: under the name of the Zorro feat a person has clicked, before travelling there
        return _("your choice: the dice must show")
    used, allowed = format_number(attempt.rolls_used), format_number(attempt.rolls_allowed)
    if attempt.helper_turn:
        return _("roll {used} of {allowed} (helper's 4th)").format(used=used, allowed=allowed)
    return _("roll {used} of {allowed}").format(used=used, allowed=allowed)


def _paint_lines(surface: pygame.Surface, rect: pygame.Rect, lines, top: int) -> None:
    """The requirement's symbols from `top` down, three to a row, each with how many dice show it
    of how many it needs, ticked when enough do."""
    for i, (sym, need, showing) in enumerate(lines):
        x = rect.x + 14 + (i % 3) * 114
        y = top + (i // 3) * 56
        surface.blit(painted_face("zorro", sym, 44), (x, y))
        done = showing >= need
        colour = theme.SUCCESS if done else theme.OXBLOOD
        theme.draw_text(surface, _("{freed}/{all}").format(freed=format_number(min(showing, need)),
                                                            all=format_number(need)), (x + 50, y + 12), "black", 20,
                        colour, shadow=False)
        if done:
            pygame.draw.lines(surface, theme.SUCCESS, False, [(x + 88, y + 22), (x + 95, y + 30), (x + 108, y + 12)], 4)


def feat_needs(feat: str) -> list[tuple[str, int, int]]:
    """A feat's requirement as checklist lines: each symbol once, how many dice it needs, none shown."""
    return [(s, n, 0) for s, n in Counter(C.FEATS[feat].requirement).items()]


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
