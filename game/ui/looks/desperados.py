"""Desperados of Dice Town's look: the gang colours, the dice (each gang member's picture), the
Wild West cards' faces and back, the menu tile (a jailhouse and dice) and the pieces beside the
rules. Pictures are game-icons.net silhouettes named in `MEMBER_PICTURES`, `CARD_PICTURES` and
`BACK_PICTURE` (`ICON_NAMES` gathers them for tools/extract_icons.py).

The table's own pieces are painted here too, each into a rectangle the table takes from its
layout (`assets/layouts/desperados.tmx`): a gang's mat (`paint_mat`) with its jail dials
(`JailDial`), the backs of a gang's hand, the piles, the bank, the rack under the hand.

Used by the table, the menu and the rules screen (see game/ui/looks/__init__.py)."""
from __future__ import annotations

import math

import pygame

from game import i18n
from game.i18n import C_, _, format_number, pgettext
from game.rules.desperados import content as C
from game.ui import art, furniture, icons, theme, widgets
from game.ui.cards import CardSprite, card_back
from game.ui.chips import ChipStack
from game.ui.dice import die_body, draw_caption, face_painter, painted_face
from game.ui.panels import draw_mat_band, draw_turn_ring
from game.ui.tween import Parallel, Sequence, Tween

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
    from game.ui.cards import card_back, table_face
    from game.ui.chips import ChipStack
    from game.ui.dice import painted_face
    for i, face in enumerate(("action", "brain", "ugly", "bad", "lady", "boss")):
        surface.blit(painted_face("desperados", face, 100), (rect.x + (i % 3) * 120, rect.y + (i // 3) * 112))
    card = table_face(card_data("extra_bullet"), (120, 168))  # as it lies on a table: what reads there
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


# -- the table's pieces --------------------------------------------------------------------------
DIALS = len(C.MEMBER_LIST)
IRON_EDGE = (40, 42, 46)
NOTCH = (170, 172, 178)
TO_GO_SIZE, NUMBER_SIZE = 18, 20
"""Under a dial: "3 to go", or the number alone where the words are wider than the dial's column."""
SHADE = (30, 24, 20, 170)
"""Over the mat of a gang out of the game."""
MUZZLE = (255, 220, 120)
"""The flash over the mat of a gang that fires."""


class JailDial:
    """One jail card as a dial: `left` notches still to climb (tweened one notch at a time, so it
    turns), `flash` a ring when it has just turned. Escaped, it flips to its FREE side."""

    def __init__(self, member: str, ranks: int):
        self.member = member
        self.ranks = ranks
        self.left = float(ranks)
        self.flash = 0.0


def dial_spots(dials: pygame.Rect, face: int) -> list[pygame.Rect]:
    """Each of the five dials' spots (face picture, dial, caption) in a mat's `dials` region: the
    region in five equal columns, each spot as wide as the face picture in its column's middle."""
    step = dials.w / DIALS
    return [pygame.Rect(int(dials.x + step * (i + 0.5)) - face // 2, dials.y, face, dials.h) for i in range(DIALS)]


def paint_dial(surface: pygame.Surface, dial: JailDial, spot: pygame.Rect, radius: int, room: int) -> None:
    """The desperado's face on top of `spot`, his dial under it (`radius`), under the dial how
    many notches are left ("3 to go", or "3" where that is wider than `room`, the dial's column,
    in the reader's language and type) or, escaped, what he is worth."""
    face_size = spot.w
    k = face_size / 52  # the smallest mat's face is 52 px: every other part scales with it
    cx, cy = spot.centerx, spot.y + face_size + 8 + radius
    face = painted_face("desperados", dial.member, face_size)
    surface.blit(face, face.get_rect(midbottom=(cx, cy - radius - 8)))
    caption = (cx, cy + radius + 4)
    if dial.left <= 0.01:
        pygame.draw.circle(surface, theme.GOLD, (cx, cy), radius)
        pygame.draw.circle(surface, theme.INK, (cx, cy), radius, 2)
        # Translators: on a freed desperado's jail dial, ~5 characters
        free = _("FREE")
        theme.draw_text(surface, free, (cx, cy), "black", theme.fit_text(free, "black", int(16 * k), 2 * radius - 6, 8),
                        theme.INK, anchor="center", shadow=False)
        attack = C.MEMBERS[dial.member].attack
        # Translators: under the Brain's dial: he uses the gang's ability instead of attacking
        words = _("${amount}").format(amount=format_number(attack)) if attack else _("ability")
        theme.draw_text(surface, words, caption, "black", theme.fit_text(words, "black", 18, spot.w + 8, 10),
                        theme.OXBLOOD, anchor="midtop", shadow=False)
    else:
        pygame.draw.circle(surface, IRON, (cx, cy), radius)
        pygame.draw.circle(surface, IRON_EDGE, (cx, cy), radius, 3)
        climbed = math.ceil(dial.left - 1e-6)
        for i in range(dial.ranks):
            a = -math.pi / 2 + 2 * math.pi * i / dial.ranks
            pygame.draw.circle(surface, theme.GOLD if i >= climbed else NOTCH,
                               (cx + (radius - 7 * k) * math.cos(a), cy + (radius - 7 * k) * math.sin(a)), int(4 * k))
        a = -math.pi / 2 + 2 * math.pi * (dial.ranks - dial.left) / dial.ranks
        pygame.draw.line(surface, theme.CREAM, (cx, cy),
                         (cx + (radius - 12 * k) * math.cos(a), cy + (radius - 12 * k) * math.sin(a)), max(3, int(3 * k)))
        # Translators: notches a jailed desperado still has to climb, under his dial
        words = _("{left} to go").format(left=format_number(climbed))
        if theme.text_width(words, "bold", TO_GO_SIZE) <= room:
            theme.draw_text(surface, words, caption, "bold", TO_GO_SIZE, theme.INK, anchor="midtop", shadow=False)
        else:
            number = format_number(climbed)
            theme.draw_text(surface, number, caption, "black", theme.fit_text(number, "black", NUMBER_SIZE, room, 10),
                            theme.INK, anchor="midtop", shadow=False)
    if dial.flash > 0:
        pygame.draw.circle(surface, theme.HIGHLIGHT, (cx, cy), int(radius + 10 * dial.flash), 3)


class GangMat:
    """What moves on a gang's mat: its dials, its chips, and how it shakes when shot (`shake`) or
    flashes when it fires (`muzzle`). Its places are the layout's `Mat` (`place`)."""

    def __init__(self, seat: int, place, money: int):
        self.seat = seat
        self.place = place
        self.rect = place.rect
        self.dials = [JailDial(m.key, m.ranks) for m in C.MEMBER_LIST]
        self.chips = ChipStack(place["chips"].midbottom, money, radius=place.size("chip_radius"), show_total=False)
        self.shake = 0.0
        self.muzzle = 0.0

    def show(self, jail, money: int) -> None:
        """Stand still at how a view shows this gang: notches `jail` left per desperado, `money`."""
        for dial, left in zip(self.dials, jail):
            dial.left = float(left)
        self.chips.set(money)

    def dial_spot(self, index: int) -> pygame.Rect:
        """Where desperado `index`'s face, dial and caption are (a lesson's coach rings it)."""
        return dial_spots(self.place["dials"], self.place.size("face_size"))[index]


def dial_turns(dial: JailDial, left: int):
    """A jail dial turning to `left` notches to go, one notch at a time, then a flash round it."""
    return Sequence(Tween(dial, 0.3, "out_back", left=float(left)), Tween(dial, 0.01, "linear", flash=1.0),
                    Tween(dial, 0.3, "out_quad", flash=0.0))


def gunfire(shooter: GangMat, victims: list[GangMat]):
    """A gang fires: its mat flashes while each mat it hits shudders."""
    shudders = [Sequence(Tween(mat, 0.08, "linear", shake=1.0), Tween(mat, 0.3, "out_quad", shake=0.0))
                for mat in victims]
    return Sequence(Parallel(Tween(shooter, 0.12, "out_quad", muzzle=1.0), *shudders),
                    Tween(shooter, 0.25, "out_quad", muzzle=0.0))


def paint_mat(surface: pygame.Surface, mat: GangMat, view, who: tuple[str, str], marks, over: bool) -> None:
    """A gang's mat as `view` shows it: the band (its colour, `who`: the name and seat), the gang
    and its Brain's ability, the five dials, the backs of its hand, its chips and money, and a
    ring while it plays (the game not `over`); shaded once it is out of the game, WINNER once it
    has won."""
    seat, place = mat.seat, mat.place
    gang, hand = C.GANGS[view.gangs[seat]], len(view.hands[seat])
    current, alive, winner = view.current == seat and not over, view.alive[seat], seat in view.winners
    shift = int(6 * math.sin(mat.shake * 20)) if mat.shake else 0
    rect = mat.rect.move(shift, 0)
    furniture.panel(surface, rect, "parchment", radius=18)
    draw_mat_band(surface, rect, mat.seat, who[0], who[1], place.size("band_height"), GANG_COLOURS[gang.colour],
                  marks=marks)
    line = place["gang"].move(shift, 0)
    furniture.painting(surface, ("gang line", tuple(line), gang.name, gang.brain_ability, i18n.language()),
                       lambda on: paint_gang_line(on, line, gang))
    dials = place["dials"].move(shift, 0)
    room = int(dials.w / DIALS) - 4
    for dial, spot in zip(mat.dials, dial_spots(dials, place.size("face_size"))):
        paint_dial(surface, dial, spot, place.size("dial_radius"), room)
    paint_hand_backs(surface, place["cards"].move(shift, 0), hand)
    mat.chips.draw(surface)
    money = place["money"].move(shift, 0)
    theme.draw_text(surface, _("${amount}").format(amount=format_number(mat.chips.shown)), money.bottomright, "display",
                    place.size("money_size"), theme.OXBLOOD if mat.chips.pulse > 0 else theme.INK, anchor="bottomright",
                    shadow=False)
    if mat.muzzle > 0:
        glow = pygame.Surface(rect.size, pygame.SRCALPHA)
        glow.fill((*MUZZLE, int(90 * mat.muzzle)))
        surface.blit(glow, rect)
    if current:
        draw_turn_ring(surface, rect)
    if not alive:
        shade = pygame.Surface(rect.size, pygame.SRCALPHA)
        shade.fill(SHADE)
        surface.blit(shade, rect)
        theme.draw_text(surface, _("OUT OF THE GAME"), rect.center, "display", place.size("title_size"), theme.CREAM,
                        anchor="center")
    if winner:
        theme.draw_text(surface, _("WINNER"), place["winner"].move(shift, 0).midbottom, "display",
                        place.size("title_size"), theme.OXBLOOD, anchor="midbottom", shadow=False)


def paint_gang_line(surface: pygame.Surface, line: pygame.Rect, gang) -> None:
    """The gang's name (left, italic) and its Brain's ability (right) on one line, at one size."""
    gang_name = _(gang.name)
    # Translators: the gang's Brain ability on its mat ("Brain: Rob the bank")
    ability = _("Brain: {ability}").format(ability=_(C.BRAIN_NAMES[gang.brain_ability]))
    room = line.w - 12
    size = shared_size(gang_name, ability, room)
    gang_w = theme.text_width(gang_name, "italic", size)
    if gang_w + theme.text_width(ability, "bold", size) * theme.CONDENSED_LEAST > room:
        gang_w = -12  # large text: the Brain's ability, which a person plays by, keeps the line
    else:
        theme.draw_text(surface, gang_name, line.topleft, "italic", size, theme.INK_SOFT, shadow=False)
    size = theme.fit_text(ability, "bold", size, room - gang_w, 12)
    theme.draw_text(surface, ability, (line.right, line.y + 1), "bold", size, theme.INK_SOFT, anchor="topright",
                    shadow=False)


def shared_size(left: str, right: str, width: int, size: int = 20) -> int:
    """The type size at which the gang's name (italic) and its Brain ability (bold) share one
    line of `width` (down to 12 px: longer languages run long)."""
    while size > 12 and theme.text_width(left, "italic", size) + theme.text_width(right, "bold", size) > width:
        size -= 1
    return size


def paint_hand_backs(surface: pygame.Surface, spot: pygame.Rect, cards: int) -> None:
    """The backs of the cards in a gang's hand (up to five) from `spot`'s left, how many on a
    badge; "no cards" when there are none. Everyone may see how many cards a gang holds."""
    if not cards:
        words = _("no cards")
        theme.draw_text(surface, words, spot.midleft, "bold", theme.fit_text(words, "bold", 20, spot.w, 12),
                        theme.INK_SOFT, anchor="midleft", shadow=False)
        return
    back = card_back((44, 62))
    shown = min(cards, 5)
    for k in range(shown):
        surface.blit(back, (spot.x + k * 12, spot.y))
    badge = (spot.x + (shown - 1) * 12 + back.get_width(), spot.y)
    pygame.draw.circle(surface, theme.INK, badge, 15)
    pygame.draw.circle(surface, theme.CREAM, badge, 15, 2)
    theme.draw_text(surface, format_number(cards), badge, "black", 18, theme.CREAM, anchor="center", shadow=False)


def paint_piles(surface: pygame.Surface, layout: dict, felt, deck: int, discards: int, top: dict | None) -> None:
    """The Wild West deck (its back, how many cards it holds) and the discard pile (its `top`
    card face up, or an empty outline), each card in its `*_card` spot, its words at the foot of
    its place; and the table centre's box, under the bank's chips."""
    spot = layout["deck_card"]
    surface.blit(card_back(spot.size, title=_("WILD WEST")), spot)
    # Translators: under the deck, with how many cards it holds
    theme.draw_text(surface, _("Deck {n}").format(n=format_number(deck)), layout["deck"].midbottom, "bold", 20,
                    theme.CREAM, anchor="midbottom")
    spot = layout["discard_card"]
    if top is not None:
        CardSprite(top, spot.center, spot.size).draw(surface)
    else:
        pygame.draw.rect(surface, theme.darken(felt, 0.3), spot.inflate(-6, -6), 3, border_radius=12)
    # Translators: under the discard pile, with how many cards it holds
    theme.draw_text(surface, _("Discards {n}").format(n=format_number(discards)), layout["discard"].midbottom, "bold",
                    20, theme.CREAM, anchor="midbottom")
    bank = layout["bank"]
    furniture.panel(surface, bank, "dark", radius=18)
    theme.draw_text(surface, _("TABLE CENTRE"), (bank.centerx, bank.y + 14), "black", 18, theme.GOLD, anchor="midtop")


TRAY_TYPE = ("bold", 22)
"""The tray's words ("Roll 1 of 3", "2 actions left")."""
BESIDE_WORDS = 14
"""Pixels kept clear between the tray's words and a notice beside them."""


def paint_tray(surface: pygame.Surface, tray: pygame.Rect, words: pygame.Rect, left: str, right: str) -> None:
    """The dice tray's felt, `left` words at its top left (which roll this is), `right` words at
    its top right (how many actions are left)."""
    furniture.panel(surface, tray, "felt", radius=24)
    if left:
        theme.draw_text(surface, left, words.topleft, *TRAY_TYPE, theme.CREAM_DIM)
    if right:
        theme.draw_text(surface, right, words.topright, *TRAY_TYPE, theme.HIGHLIGHT, anchor="topright")


def notice_stretch(layout: dict, left: str, right: str, needs: int) -> tuple[int, int]:
    """Where a notice may stand above the dice (x from, x to): beside the tray's words `left`
    and `right`, as `paint_tray` draws them, where they leave the `needs` pixels its one line
    takes; else (and while the tray says nothing) as wide as the rail allows either side of the
    tray's centre, over the words for the notice's moment."""
    words, tray, rail = layout["tray_words"], layout["dice_tray"], layout["buttons"].x
    start = words.x + theme.text_width(left, *TRAY_TYPE) + BESIDE_WORDS if left else words.x
    end = words.right - theme.text_width(right, *TRAY_TYPE) - BESIDE_WORDS if right else words.right
    if (left or right) and end - start >= needs:
        return start, end
    return rail, 2 * tray.centerx - rail


def paint_rack(surface: pygame.Surface, layout: dict, felt, title: str | None, words: str) -> None:
    """The rack across the foot of the table. With a `title` ("Ana's hand"), a line between the
    decision's buttons (left) and the hand (right), the title before the hand's cards and `words`
    across their place where no card shows ("Each hand stays hidden..."); without one the
    buttons have the whole rack."""
    rack, hand, fan = layout["rack"], layout["hand"], layout["fan"]
    furniture.panel(surface, rack, "felt", radius=20)
    if title is None:
        return
    pygame.draw.line(surface, theme.darken(felt, 0.35), (hand.x - 10, rack.y + 18), (hand.x - 10, rack.bottom - 18), 2)
    theme.draw_wrapped(surface, title, layout["hand_label"], "bold", 22, theme.CREAM_DIM, align="center")
    box = fan.inflate(-120, 0)
    lines = theme.wrap_text(words, "italic", 24, box.w) if words else []
    step = theme.font("italic", 24).get_linesize()
    y = box.centery - step * len(lines) // 2
    for line in lines:
        theme.draw_text(surface, line, (box.centerx, y), "italic", 24, theme.CREAM_DIM, anchor="midtop")
        y += step


def paint_die_numbers(surface: pygame.Surface, dice: list, chosen: int | None) -> None:
    """Each die's number on a badge over it while a Loaded Die's die is chosen (the buttons say
    "Die 2 to Lady"), with a gold ring round the `chosen` one."""
    for i, die in enumerate(dice):
        paint_die_number(surface, die.rect, i + 1, i == chosen, die.size // 5)


def paint_die_number(surface: pygame.Surface, die: pygame.Rect, number: int, chosen: bool, corner: int) -> None:
    """A die's number on a badge over it, and a gold ring round it when `chosen`."""
    badge = pygame.Rect(0, 0, 34, 34)
    badge.midbottom = (die.centerx, die.top - 6)
    pygame.draw.ellipse(surface, theme.GOLD if chosen else theme.INK, badge)
    theme.draw_text(surface, format_number(number), badge.center, "black", 20, theme.INK if chosen else theme.CREAM,
                    anchor="center", shadow=False)
    if chosen:
        pygame.draw.rect(surface, theme.GOLD, die.inflate(14, 14), 5, border_radius=corner)
