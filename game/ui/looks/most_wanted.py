"""Most Wanted's look: the playing cards (a colour and its shape), the action and robbery cards,
the money bags, the menu tile (a wanted poster) and the rules' pieces. The action and robbery
cards' pictures and the back are game-icons.net silhouettes (`ACTION_PICTURES`, `BACK_PICTURE`;
`ICON_NAMES` gathers them); the playing cards keep their colour's shape, drawn in code.

Used by the table, the menu and the rules screen (see game/ui/looks/__init__.py)."""
from __future__ import annotations

import functools
from dataclasses import dataclass, field

import pygame

from game.i18n import C_, N_, _, format_number, ngettext, pgettext
from game.rules.most_wanted import content as C
from game.ui import backdrop, furniture, icons, theme, widgets
from game.ui.cards import ICONS, CardSprite, card_back, fan_in, fan_positions
from game.ui.chips import money_bag_surface
from game.ui.panels import draw_mat_band, draw_turn_ring

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
    f = theme.picture_font("display", 34)
    t = f.render(_fitting(_("WANTED"), f, poster.w - 12), True, ink)
    s.blit(t, t.get_rect(midtop=(poster.centerx, poster.top + 8)))
    portrait = pygame.Rect(0, 0, int(poster.w * 0.62), int(poster.h * 0.46))
    portrait.midtop = (poster.centerx, poster.top + 52)
    pygame.draw.rect(s, (198, 164, 116), portrait)
    pygame.draw.rect(s, ink, portrait, 2)
    icons.draw(s, "bandit", portrait.inflate(-8, -8), (90, 56, 30))
    f2 = theme.picture_font("display", 22)
    t2 = f2.render(f"$ {format_number(5000)}", True, ink)
    s.blit(t2, t2.get_rect(midtop=(poster.centerx, portrait.bottom + 8)))
    f3 = theme.picture_font("bold", 14)
    t3 = f3.render(_fitting(_("DEAD OR ALIVE"), f3, poster.w - 8), True, ink)
    s.blit(t3, t3.get_rect(midtop=(poster.centerx, portrait.bottom + 38)))
    pygame.draw.circle(s, (120, 120, 124), (poster.centerx, poster.top + 5), 5)


def paint_pieces(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """The pieces shown beside the rules."""
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


# -- the table's pieces ---------------------------------------------------------------------------
# Each painter paints one thing into a rectangle of the table's map (assets/layouts/most_wanted.tmx)
# from what it is given, never from the game's state.
BACKS_SHOWN = 8
"""A mat shows at most this many card backs (the count beside them says how many)."""


def space_box(board: pygame.Rect, space: int) -> pygame.Rect:
    """Space `space` of the scoreboard `board`: 0 (off the board) to 13 (Most Wanted), left to right."""
    step = (board.w - 20) / (C.MOST_WANTED + 1)
    return pygame.Rect(board.x + 10 + space * step, board.y + 8, step - 6, board.h - 16)


def paint_scoreboard(surface: pygame.Surface, board: pygame.Rect, tokens: list[float], marks) -> None:
    """Spaces 0 (off the board) to 13 (Most Wanted), each with its bail in bags, and each outlaw's
    token where it stands (`tokens`: a space, between two while it moves); tokens on one space
    stand side by side."""
    furniture.panel(surface, board, "parchment", radius=14)
    furniture.painting(surface, ("scoreboard", tuple(board), _("WANTED"), _("OFF")),
                       lambda on, at=pygame.Rect(board): paint_spaces(on, at))
    step = (board.w - 20) / (C.MOST_WANTED + 1)
    spots: dict[int, int] = {}
    for seat, at in enumerate(tokens):
        space = round(at)
        k = spots.get(space, 0)
        spots[space] = k + 1
        marks.draw(surface, seat, (board.x + 10 + at * step + 16 + (k % 4) * 18, board.y + 48 + (k // 4) * 20), 10)


def paint_spaces(surface: pygame.Surface, board: pygame.Rect) -> None:
    """The scoreboard's spaces, each with its number and its bail in bags: the same all game, so
    they are the table's furniture (`furniture.painting`), under the tokens."""
    for space in range(C.MOST_WANTED + 1):
        box = space_box(board, space)
        last = space == C.MOST_WANTED
        fill = theme.OXBLOOD if last else theme.mix(theme.PARCHMENT_DARK, theme.WOOD, min(0.6, space * 0.045))
        pygame.draw.rect(surface, fill, box, border_radius=8)
        pygame.draw.rect(surface, theme.INK_SOFT, box, 1, border_radius=8)
        # Translators: the scoreboard's last space (~7 letters) and the space before its first (~4)
        label = _("WANTED") if last else (_("OFF") if space == 0 else format_number(space))
        ink = theme.CREAM if last or space > 6 else theme.INK
        size = theme.fit_text(label, "black", 16 if last or space == 0 else 20, box.w - 10, min_size=12)
        theme.draw_text(surface, label, (box.x + 6, box.y + 3), "black", size, ink, shadow=False)
        for b in range(C.bail_for(space) if not last else 0):
            surface.blit(bag_icon(20), (box.right - 22 - b * 14, box.y + 2))


@dataclass(frozen=True)
class Outlaw:
    """What one outlaw's mat shows, as the table may show it to the person looking."""

    name: str
    tag: str
    space: int
    bags: int
    cards: int
    """How many cards in hand (their backs: hand sizes are public)."""
    news: tuple = ()
    """(kind, words) of what the outlaw is about, written over each other as the table always
    did: ("lose", "LOSES NEXT TURN"), ("decided", "DECIDED"), ("deciding", "deciding…")."""
    wanted: bool = False
    """The winner: Most Wanted."""
    active: bool = False
    """Whose turn it is."""
    callable: bool = False
    """A rival the person deciding may call out (a Duel's or a Shootout's)."""
    called: bool = False

    @classmethod
    def of(cls, view, seat: int, name: str, tag: str, callable: bool = False, called: bool = False) -> "Outlaw":
        """What `seat`'s mat shows in `view`: its space, bags and hand size (all public), what it
        is about, whether it is Most Wanted or its turn."""
        news = [("lose", _("LOSES NEXT TURN"))] if view.lose_turn[seat] else []
        if seat in view.pending:
            news.append(("decided", _("DECIDED")))
        elif seat in view.deciders:
            news.append(("deciding", _("deciding…")))
        return cls(name, tag, view.score[seat], view.bags[seat], len(view.hands[seat]), tuple(news),
                   view.winner == seat, seat == view.active and view.winner is None, callable, called)


NEWS_LOOK = {"lose": ("black", 13, theme.DANGER), "decided": ("black", 14, theme.SUCCESS),
             "deciding": ("italic", 15, theme.INK_SOFT)}
"""How each kind of news on a mat is written: font, size, ink."""


SPACE_SIZE = 16
"""A mat's "space 4 · bail 2"."""


def _in_strip(role: str, size: int, strip: pygame.Rect) -> int:
    """The size of a mat's line of `role` words asked at `size` in its `strip`: as tall as the
    strip allows (the mat's strips lie close), never smaller than at 100% text."""
    return theme.fit_height(role, size, strip.h + 2, theme.least_asked(size))


def paint_mat(surface: pygame.Surface, mat, seat: int, outlaw: Outlaw, marks) -> None:
    """An outlaw's mat (`mat`: a `game.ui.layout.Mat`): the band, their space and bail, their
    bags, their hand's backs and count, what they are about, rung while it is their turn or
    while they may be called out."""
    rect = mat.rect
    furniture.panel(surface, rect, "parchment", radius=14)
    draw_mat_band(surface, rect, seat, outlaw.name, outlaw.tag, mat.size("band_height"), marks=marks)
    # the mat's lines of words each keep to their strip's height: grown type gives its growth back
    space = mat["space"]
    said = theme.draw_text(surface, _("space {space} · bail {bail}").format(space=format_number(outlaw.space),
                                                                     bail=format_number(C.bail_for(outlaw.space))),
                    space.topright, "bold", _in_strip("bold", SPACE_SIZE, space), theme.INK, anchor="topright",
                    shadow=False)
    surface.blit(bag_icon(mat.size("bag_size")), mat["bag"].topleft)
    theme.draw_text(surface, "x" + format_number(outlaw.bags), mat["bag_count"].midleft, "display", 20, theme.INK,
                    anchor="midleft", shadow=False)
    backs, size, step = mat["backs"], (mat.size("back_width"), mat.size("back_height")), mat.size("back_step")
    back = card_back(size, BACK_ACCENT, "", BACK_PICTURE)
    shown = min(outlaw.cards, BACKS_SHOWN)
    for i in range(shown):
        surface.blit(back, (backs.right - size[0] - shown * step + i * step, backs.y))
    theme.draw_text(surface, format_number(outlaw.cards), mat["card_count"].bottomright, "black", 14, theme.INK,
                    anchor="bottomright", shadow=False)
    for kind, words in outlaw.news:
        role, size, ink = NEWS_LOOK[kind]
        size = _in_strip(role, size, mat["news"])
        below = said.bottom - 2 + theme.font(role, size).get_height() // 2  # under the space's line, not over it
        theme.draw_text(surface, words, (mat["news"].centerx, max(mat["news"].centery, below)), role, size, ink,
                        anchor="center", shadow=False)
    if outlaw.wanted:
        theme.draw_text(surface, _("MOST WANTED!"), mat["verdict"].center, "display", 20, theme.OXBLOOD,
                        anchor="center", shadow=False)
    if outlaw.active:
        draw_turn_ring(surface, rect)
    if outlaw.callable:
        colour = theme.GOLD if outlaw.called else theme.CREAM_DIM
        pygame.draw.rect(surface, colour, rect.inflate(2, 2), 4 if outlaw.called else 2, border_radius=16)
        if outlaw.called:
            theme.draw_text(surface, _("CALLED"), mat["verdict"].center, "display", 20, theme.OXBLOOD,
                            anchor="center", shadow=False)


def paint_piles(surface: pygame.Surface, deck: pygame.Rect, discard: pygame.Rect, deck_count: int,
                discards: list, card_size, felt) -> None:
    """The deck face down and the discard pile with its top card face up, each with its count."""
    back = card_back(card_size, BACK_ACCENT, _("WANTED"), BACK_PICTURE)
    surface.blit(back, back.get_rect(center=deck.center))
    under = 18 * 100 // theme.text_percent()  # one line's room above the tray: as at 100% text, never under 9 px
    theme.draw_text(surface, _("Deck {n}").format(n=format_number(deck_count)), (deck.centerx, deck.bottom - 4), "bold",
                    under, theme.CREAM, anchor="midtop")
    if discards:
        playing_card(discards[-1], discard.center, card_size).draw(surface)
    else:
        pygame.draw.rect(surface, theme.darken(felt, 0.3), discard.inflate(-8, -8), 3, border_radius=12)
    theme.draw_text(surface, _("Discards {n}").format(n=format_number(len(discards))),
                    (discard.centerx, discard.bottom - 4), "bold", under, theme.CREAM, anchor="midtop")


def paint_supply(surface: pygame.Surface, supply: pygame.Rect, bags: int, on_cards: int, declared: str) -> None:
    """The supply of money bags (a dozen drawn at most, the count beside them), the bags lying on
    face-down cards, and the colour a Dishonest Labor declared."""
    furniture.panel(surface, supply, "dark", radius=14)
    theme.draw_text(surface, _("SUPPLY"), (supply.x + 14, supply.y + 10), "black", 16, theme.GOLD)
    for i in range(min(bags, 12)):
        surface.blit(bag_icon(40), (supply.x + 14 + (i % 6) * 34, supply.y + 36 + (i // 6) * 40))
    theme.draw_text(surface, ngettext("{n} bag", "{n} bags", bags).format(n=format_number(bags)),
                    (supply.right - 14, supply.y + 10), "bold", 18, theme.CREAM, anchor="topright")
    if on_cards:
        theme.draw_text(surface, _("{n} on the face-down cards").format(n=format_number(on_cards)),
                        (supply.x + 14, supply.bottom - 10), "italic", 16, theme.CREAM_DIM, anchor="bottomleft")
    if declared:
        theme.draw_text(surface, declared, (supply.right - 14, supply.bottom - 10), "bold", 18, theme.HIGHLIGHT,
                        anchor="bottomright")


@dataclass(frozen=True)
class Laid:
    """One hand on the table: whose (a name), its cards (None: a back), and whether it lies face
    up; once read in a showdown, its rank and whether it won or tied."""

    name: str
    cards: tuple
    face_up: bool
    rank: str = ""
    mark: str = ""
    """"winner", "tied" or nothing."""


@dataclass
class Showdown:
    """Hands flipped together, as the rules flipped and ranked them (`HandsRevealed`), kept face
    up on the table while people read them; what the step did next waits in `later`."""

    seats: tuple
    hands: tuple
    winner: int | None = None
    tied: tuple = ()
    later: list = field(default_factory=list)
    """The step's events after the flip (bags, scores, the table cleared), animated once read."""
    telling: bool = True
    """The step's events are still coming in (to `later`)."""

    def keep(self, event) -> None:
        """An event the step told after the flip, kept for later; who won or tied is marked now."""
        kind = type(event).__name__
        if kind == "ActionWon":
            self.winner = event.seat
        elif kind == "TieBreak":
            self.tied = tuple(event.seats)
        self.later.append(event)

    def verdict(self, names: list[str]) -> tuple[str, int | None] | None:
        """How it came out, in the log's words, and the winning seat (None: the Sheriff), once
        the hands have been read; None when the step said nothing of it."""
        told = [e for e in self.later if type(e).__name__ in ("ActionWon", "TieBreak")]
        if not told:
            return None
        return told[0].describe(names), self.winner if self.winner in range(len(names)) else None


def laid_hands(view, names: list[str], ranks: dict, showdown: Showdown | None) -> list[Laid]:
    """The hands on the table in `view`: laid face down, or flipped and left; in a `showdown`
    being read, each flipped hand after the cards its owner has face up already (a tie-break's one
    card joins the hand it broke the tie of), its rank and whether it won or tied."""
    def name(who) -> str:
        return _("The Sheriff") if who == C.SHERIFF else names[who]
    s = showdown
    if s is not None:
        return [Laid(name(who), tuple(view.table.get(who, ())) + tuple(hand), True, ranks.get(who, ""),
                     "winner" if who == s.winner else "tied" if who in s.tied else "")
                for who, hand in zip(s.seats, s.hands)]
    return [Laid(name(who), tuple(view.table[who] if who in view.table else view.plays[who]), who in view.table,
                 ranks.get(who, ""))
            for who in sorted(set(view.plays) | set(view.table), key=lambda s: (s == C.SHERIFF, s))]


def table_words(view, names: list[str]) -> str:
    """What the empty table says: the action under way, or what it is for."""
    if view.action:
        return _("{name}: {action}").format(name=names[view.active], action=C.action_name(view.action))
    return _("Hands are laid here, face down, and flip together")


def hand_fan(cards: list, rack: pygame.Rect, size, spacing: float, margin: float) -> list[CardSprite]:
    """The cards of the hand in the chair fanned in its `rack`, face up."""
    fan = fan_positions(len(cards), (rack.centerx, rack.centery + 6), spacing, rack.w - margin, 1.5)
    sprites = []
    for card, (x, y, angle) in zip(cards, fan_in(fan, rack, size[1])):
        sprite = playing_card(card, (x, y), size)
        sprite.angle = angle
        sprites.append(sprite)
    return sprites


def action_row(zone: pygame.Rect, cards: list[tuple[str, int | None]], chosen: str | None, first: float, step: float,
               size) -> list[CardSprite]:
    """The robbery and action cards (key, points) in a row across `zone`, the one `chosen` marked."""
    sprites = []
    for i, (key, points) in enumerate(cards):
        sprite = CardSprite(action_data(key, points), (zone.x + first + i * step, zone.centery), size)
        sprite.tag, sprite.selected = key, key == chosen
        sprites.append(sprite)
    return sprites


def paint_laid_hands(surface: pygame.Surface, zone: pygame.Rect, hands: list[Laid], flip: float, card_size,
                     idle: str, felt=None) -> None:
    """The hands on the table side by side, each under its owner's name: face down until they
    flip together (`flip` from 0 to 1), their ranks and the winner shown once turned; `idle`
    words while the table is empty."""
    furniture.panel(surface, zone, "felt", radius=18)
    if not hands:
        theme.draw_text(surface, idle, zone.center, "italic", 22, theme.CREAM_DIM, anchor="center")
        return
    width = (zone.w - 20) / len(hands)
    for g, hand in enumerate(hands):
        x0 = zone.x + 10 + g * width
        size = theme.fit_text(hand.name, "bold", 18, int(width) - 10, 11)
        theme.draw_text(surface, hand.name, (x0 + width / 2, zone.y + 8), "bold", size, theme.CREAM, anchor="midtop")
        step = min(card_size[0] + 6, (width - card_size[0] - 10) / max(1, len(hand.cards) - 1))
        left = x0 + width / 2 - (step * (len(hand.cards) - 1)) / 2
        for i, card in enumerate(hand.cards):
            sprite = playing_card(card, (left + i * step, zone.y + 104), card_size)
            if hand.face_up and card is not None:
                sprite.flip = flip
            sprite.draw(surface)
        if hand.rank and hand.face_up and flip >= 1.0:
            size = theme.fit_text(hand.rank, "bold", 17, int(width) - 8, 10)
            theme.draw_text(surface, hand.rank, (x0 + width / 2, zone.bottom - 8), "bold", size, theme.HIGHLIGHT,
                            anchor="midbottom")
        if hand.mark and flip >= 1.0:
            paint_result(surface, hand.mark, pygame.Rect(x0 + 2, zone.y + 4, width - 4, zone.h - 8))


def paint_result(surface: pygame.Surface, mark: str, box: pygame.Rect) -> None:
    """A showdown's winner framed in gold under a WINNER tab; tied hands framed in cream."""
    if mark == "winner":
        pygame.draw.rect(surface, theme.GOLD, box, 4, border_radius=14)
        words = _("WINNER")
        tab = pygame.Rect((0, 0), theme.font("black", 15).size(words)).inflate(16, 6)
        tab.midtop = (box.centerx, box.y + 30)
        pygame.draw.rect(surface, theme.GOLD, tab, border_radius=tab.h // 2)
        theme.draw_text(surface, words, tab.center, "black", 15, theme.INK, anchor="center", shadow=False)
    elif mark == "tied":
        pygame.draw.rect(surface, theme.CREAM, box, 3, border_radius=14)


def paint_rack(surface: pygame.Surface, zone: pygame.Rect, owner: str | None, open_words: str) -> None:
    """What the hand's rack says: whose hand it is over it, or (nobody in the chair) why it is
    empty (`open_words` in a replay that lays every hand open on its mat)."""
    if owner is not None:
        theme.draw_text(surface, _("{name}'s hand (right-click a card to read it)").format(name=owner),
                        (zone.x, zone.y - 6), "bold", 18, theme.CREAM_DIM)
    else:
        theme.draw_text(surface, open_words or _("Hands stay hidden until their owner takes the chair"), zone.center,
                        "italic", 22, theme.CREAM_DIM, anchor="center")


def paint_flying_bag(surface: pygame.Surface, pos, size: int) -> None:
    """A money bag on its way between a mat, the supply and the table."""
    icon = bag_icon(size)
    surface.blit(icon, icon.get_rect(center=pos))
