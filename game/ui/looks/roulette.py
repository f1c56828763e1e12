"""Bulletbucks' look: the revolver's cylinder and its chambers, the click markers, a gambler's
mat, the round's bid and the centre's markers, the menu tile (banknotes and a revolver) and the
rules' pieces. Pictures are game-icons.net silhouettes (`CHAMBER_PICTURES`, `MARKER_PICTURE`,
`TILE_PICTURES`; `ICON_NAMES` gathers them).

Each painter paints one thing into a rectangle of the table's map from what it is given (a mat's
`Gambler`, the bid's total), never from the game's state.

Used by the table, the menu and the rules screen (see game/ui/looks/__init__.py)."""
from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from game.i18n import _, format_number, ngettext, pgettext
from game.ui import art, furniture, icons, theme, widgets
from game.ui.chips import BillStack
from game.ui.dice import draw_caption, face_painter, painted_face
from game.ui.panels import draw_mat_band, draw_turn_ring
from game.ui.tween import Call, Tween

CHAMBER_PICTURES = {"bullet": "silver-bullet"}
"""A loaded chamber shows its cartridge; an empty one stays a dark hole with BLANK under it."""

MARKER_PICTURE = "revolver"
"""A click marker: the revolver that clicked on an empty chamber."""

TILE_PICTURES = ("revolver",)

ICON_NAMES = frozenset({*CHAMBER_PICTURES.values(), MARKER_PICTURE, *TILE_PICTURES})

BRASS = (206, 160, 70)


def paint_tile(s: pygame.Surface, meta) -> None:
    """The picture on the menu tile (and the new-table screen's thumbnail)."""
    w, h = s.get_size()
    s.blit(art.gradient((w, h), theme.darken(meta.accent2, 0.25), theme.darken(meta.accent2, 0.7)), (0, 0))
    # fanned banknotes
    for i, ang in enumerate((24, 10, -4)):
        note = pygame.Surface((170, 84), pygame.SRCALPHA)
        pygame.draw.rect(note, theme.darken(meta.accent, 0.15), note.get_rect(), border_radius=6)
        pygame.draw.rect(note, theme.lighten(meta.accent, 0.35), note.get_rect().inflate(-12, -12), 2, border_radius=4)
        pygame.draw.circle(note, theme.lighten(meta.accent, 0.45), (85, 42), 22, 2)
        txt = theme.picture_font("display", 26).render("$", True, theme.lighten(meta.accent, 0.55))
        note.blit(txt, txt.get_rect(center=(85, 42)))
        for cx in (22, 148):
            t2 = theme.picture_font("bold", 14).render("1000" if i % 2 else "2000", True, theme.lighten(meta.accent, 0.5))
            note.blit(t2, t2.get_rect(center=(cx, 18)))
        rot = pygame.transform.rotozoom(note, ang, 1.0)
        s.blit(rot, rot.get_rect(center=(int(w * 0.33) + i * 10, int(h * 0.36) + i * 12)))
    # the revolver
    gun = pygame.Rect(int(w * 0.4), int(h * 0.34), int(w * 0.62), int(w * 0.62))
    icons.draw(s, "revolver", gun, theme.lighten(meta.accent2, 0.45), shadow=(8, 10, 12))


def paint_pieces(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """The pieces shown beside the rules."""
    cylinder = Cylinder((rect.x + 110, rect.y + 110), 100)
    cylinder.result = "blank"
    cylinder.draw(surface)
    surface.blit(painted_face("revolver", "bullet", 90), (rect.x + 250, rect.y + 20))
    surface.blit(painted_face("revolver", "blank", 90), (rect.x + 250, rect.y + 120))
    BillStack((rect.x + 170, rect.y + 300), [1000, 1000, 2000, 2000], width=110).draw(surface)
    for i in range(3):
        draw_marker(surface, (rect.x + 60 + i * 60, rect.y + 420), 22)


GUNMETAL = (58, 64, 70)


def draw_marker(surface: pygame.Surface, center, r: int = 16) -> None:
    """A click marker: a black disc ringed in gold with the revolver on it."""
    pygame.draw.circle(surface, (24, 24, 26), center, r)
    pygame.draw.circle(surface, theme.GOLD, center, r, 2)
    spot = pygame.Rect(0, 0, int(r * 1.5), int(r * 1.5))
    spot.center = (int(center[0]), int(center[1]))
    icons.draw(surface, MARKER_PICTURE, spot, theme.CREAM)


TURNS, CHAMBER_ANGLE = 3, 60
"""A spin turns the cylinder three whole turns and three chambers before it stops on one."""
SPIN_SECONDS = 1.4


class Cylinder:
    """The revolver cylinder: six chambers around a pin; `angle` turns it, `result` shows after a stop."""

    def __init__(self, center: tuple[int, int], radius: int = 130):
        self.center = center
        self.radius = radius
        self.angle = 0.0
        self.result: str | None = None
        self.flash = 0.0

    def draw(self, surface: pygame.Surface) -> None:
        cx, cy = self.center
        r = self.radius
        pygame.draw.circle(surface, (30, 32, 36), (cx + 6, cy + 10), r + 8)
        pygame.draw.circle(surface, GUNMETAL, (cx, cy), r)
        pygame.draw.circle(surface, (96, 104, 112), (cx, cy), r, 6)
        for i in range(6):
            a = math.radians(self.angle + i * 60 - 90)
            pos = (cx + r * 0.58 * math.cos(a), cy + r * 0.58 * math.sin(a))
            if i == 0 and self.result is not None:  # the chamber under the hammer, once stopped
                chamber = painted_face("revolver", self.result, int(r * 0.62))
                surface.blit(chamber, chamber.get_rect(center=pos))
            else:
                pygame.draw.circle(surface, (22, 22, 24), pos, r * 0.2)
                pygame.draw.circle(surface, (110, 116, 124), pos, r * 0.2, 3)
        pygame.draw.circle(surface, (40, 42, 46), (cx, cy), r * 0.16)
        pygame.draw.polygon(surface, theme.GOLD, [(cx - 12, cy - r - 22), (cx + 12, cy - r - 22), (cx, cy - r - 4)])
        if self.flash > 0:
            glow = pygame.Surface((r * 4, r * 4), pygame.SRCALPHA)
            pygame.draw.circle(glow, (255, 220, 120, int(200 * self.flash)), (r * 2, r * 2), int(r * 1.6 * self.flash) + 10)
            surface.blit(glow, glow.get_rect(center=(cx, cy)))

    def spin(self, chamber: str, landed) -> list:
        """The tweens of a spin that stops on `chamber` (`landed` called the moment it stops),
        a flash of the shot after a bullet."""
        turn = self.angle + 360 * TURNS + CHAMBER_ANGLE * 3
        steps = [Tween(self, SPIN_SECONDS, "out_cubic", angle=round(turn / CHAMBER_ANGLE) * CHAMBER_ANGLE),
                 Call(self._stop, chamber), Call(landed)]
        if chamber == "bullet":
            steps += [Tween(self, 0.05, "linear", flash=1.0), Tween(self, 0.6, "out_quad", flash=0.0)]
        return steps

    def _stop(self, chamber: str) -> None:
        self.result = chamber


# -- the table's pieces ---------------------------------------------------------------------------
PANEL_TITLE, POT_TOTAL, POT_NOTE, NONE_LEFT, SPINNER = 18, 44, 18, 22, 28
"""Font sizes on the table: a panel's title, the round's bid, the secret bids under it, "none
left" among the markers, who spins under the revolver."""
STACK_VALUE, NO_STACKS, BILL_COUNT, SCORE, BID_WORDS = 17, 18, 18, 24, 20
"""Font sizes on a mat."""
FATE_WORDS, FATE_LEAST = 28, 16
"""A gambler's fate on their mat: its size, and the least it shrinks to (at 100% text) to fit."""


@dataclass(frozen=True)
class Gambler:
    """What one gambler's mat shows, as the table may show it to the person looking."""

    name: str
    tag: str
    bills: tuple[int, int]
    """The bid-bills left: (thousands, two thousands)."""
    bills_face_up: bool
    stacks: tuple[int, ...]
    """Each click stack's worth."""
    score: int
    bid: str
    """"bid 3,000", "has bid (hidden)", or nothing."""
    fate: str
    """What became of a gambler out of the game ("BANG — stacks still count"), or nothing."""
    high: bool
    """The high bidder while they choose who spins."""


def paint_mat(surface: pygame.Surface, mat, seat: int, gambler: Gambler, marks) -> None:
    """A gambler's mat (`mat`: a `game.ui.layout.Mat`): the band, the bid-bills at the left, the
    click stacks at the right, the bid and the score along the foot; shaded with their fate
    written where the bills were, once out."""
    rect = mat.rect
    furniture.panel(surface, rect, "parchment", radius=16)
    draw_mat_band(surface, rect, seat, gambler.name, gambler.tag, mat.size("band_height"), marks=marks)
    if not gambler.fate:  # the dead and departed have none left: their fate is written there
        paint_bills(surface, mat, gambler.bills, gambler.bills_face_up)
    stacks = mat["stacks"]
    for spot, worth in zip(stack_spots(stacks, len(gambler.stacks)), gambler.stacks):
        draw_marker(surface, spot, mat.size("marker_radius"))
        value = format_number(worth)
        theme.draw_text(surface, value, (spot[0], spot[1] + 20), "bold",
                        theme.fit_text(value, "bold", STACK_VALUE, stacks.w // 3 - 4, 10), theme.INK,
                        anchor="midtop", shadow=False)
    if not gambler.stacks:
        words = _("no click stacks yet")
        theme.draw_text(surface, words, (stacks.x + 22, stacks.y + 28), "italic",
                        theme.fit_text(words, "italic", NO_STACKS, rect.right - 12 - stacks.x - 22, 10),
                        theme.INK_SOFT, shadow=False)
    foot = mat["footer"]
    score = _("Score {score}").format(score=format_number(gambler.score))
    score_size = theme.fit_text(score, "display", SCORE, foot.w // 2, 12)
    theme.draw_text(surface, score, foot.bottomright, "display", score_size, theme.INK, anchor="bottomright",
                    shadow=False)
    if gambler.bid:  # the bid keeps to the room the score leaves
        room = foot.w - theme.text_width(score, "display", score_size) - 12
        theme.draw_text(surface, gambler.bid, foot.bottomleft, "bold", theme.fit_text(gambler.bid, "bold", BID_WORDS, room, 10),
                        theme.OXBLOOD, anchor="bottomleft", shadow=False)
    if gambler.high:  # it is theirs to choose who spins
        draw_turn_ring(surface, rect)
    if gambler.fate:
        paint_fate(surface, rect, mat["fate"], gambler.fate)


def paint_bills(surface: pygame.Surface, mat, bills, face_up: bool) -> None:
    """A gambler's bid-bills in the mat's `bills` spot: face up to their owner (and in a replay
    showing everything), else backs with a count."""
    spot = mat["bills"]
    BillStack((spot.centerx, spot.y + 46), [1000] * bills[0] + [2000] * bills[1], width=mat.size("bill_width"),
              face_down=not face_up, max_span=mat.size("bill_span")).draw(surface)
    if not face_up:
        n = bills[0] + bills[1]
        label = ngettext("{n} bid-bill", "{n} bid-bills", n).format(n=format_number(n))
        theme.draw_text(surface, label, (spot.centerx, spot.y + 86), "bold", BILL_COUNT, theme.INK, anchor="midtop",
                        shadow=False)


def stack_spots(area: pygame.Rect, count: int) -> list[tuple[int, int]]:
    """Where a mat's click stacks lie in its `stacks` area (each a marker with its value under
    it): three to a row, a second row under the first from the fourth (six markers in all, so six
    stacks at most)."""
    step = area.w // 3
    return [(area.x + step // 2 + (i % 3) * step, area.y + 20 + (i // 3) * 62) for i in range(count)]


def paint_fate(surface: pygame.Surface, rect: pygame.Rect, box: pygame.Rect, words: str) -> None:
    """A dead or departed gambler's mat (`rect`) is shaded; what became of them is written in
    `box`, where the bid-bills were (they are gone), so the click stacks and the score still read."""
    shade = pygame.Surface(rect.size, pygame.SRCALPHA)
    shade.fill((30, 26, 24, 150))
    surface.blit(shade, rect)
    widgets.draw_panel(surface, box, "dark", radius=12)
    room = box.inflate(-20, -20)
    size, lines = theme.fit_wrapped(words, "display", FATE_WORDS, room.size, theme.least_asked(FATE_LEAST))
    step = theme.font("display", size).get_linesize() + 4
    top = room.centery - (len(lines) * step - 4) // 2
    theme.draw_wrapped(surface, words, pygame.Rect(room.x, top, room.w, room.bottom - top), "display", size,
                       theme.CREAM, align="center")


def paint_pot(surface: pygame.Surface, rect: pygame.Rect, total: int, secret_bids: int) -> None:
    """The round's bid in the middle of the table: its total once revealed (a dash before), and
    how many bids lie there in secret."""
    furniture.panel(surface, rect, "dark", radius=16)
    theme.draw_text(surface, _("THE ROUND'S BID"), (rect.centerx, rect.y + 12), "black", PANEL_TITLE, theme.GOLD,
                    anchor="midtop")
    theme.draw_text(surface, format_number(total) if total else "—", (rect.centerx, rect.centery + 10), "display",
                    POT_TOTAL, theme.CREAM, anchor="center")
    if secret_bids:
        theme.draw_text(surface, ngettext("{n} secret bid on the table", "{n} secret bids on the table",
                                          secret_bids).format(n=format_number(secret_bids)),
                        (rect.centerx, rect.bottom - 14), "italic", POT_NOTE, theme.CREAM_DIM, anchor="midbottom")


def paint_centre(surface: pygame.Surface, rect: pygame.Rect, markers: int, radius: int) -> None:
    """The click markers still in the centre, three to a row."""
    furniture.panel(surface, rect, "dark", radius=16)
    theme.draw_text(surface, _("CLICK MARKERS"), (rect.centerx, rect.y + 12), "black", PANEL_TITLE, theme.GOLD,
                    anchor="midtop")
    for i in range(markers):
        draw_marker(surface, (rect.x + 2 * radius + (i % 3) * 56, rect.y + 70 + (i // 3) * 50), radius)
    if not markers:
        theme.draw_text(surface, _("none left"), rect.center, "italic", NONE_LEFT, theme.CREAM_DIM, anchor="center")


def paint_spinner(surface: pygame.Surface, revolver: pygame.Rect, name: str) -> None:
    """Who spins, under the revolver."""
    theme.draw_text(surface, _("{name} spins").format(name=name), (revolver.centerx, revolver.bottom - 10), "display",
                    SPINNER, theme.CREAM, anchor="midbottom")


def paint_flying_bills(surface: pygame.Surface, pos, amount: int) -> None:
    """A click's winnings on their way from the pot to the winner's mat: a little fan of bills
    and what they are worth."""
    BillStack(pos, [2000, 1000, 2000], width=90, max_span=50).draw(surface)
    theme.draw_text(surface, "+" + format_number(amount), (pos[0] + 60, pos[1] - 30), "display", 30, theme.HIGHLIGHT,
                    anchor="midleft")


@face_painter("revolver")
def paint_chamber(face: str, size: int) -> pygame.Surface:
    """A cylinder chamber seen end-on: empty (BLANK) or holding a brass cartridge (BULLET)."""
    s = pygame.Surface((size, size), pygame.SRCALPHA)
    c = size / 2
    pygame.draw.circle(s, (70, 74, 80), (c, c), size * 0.48)
    pygame.draw.circle(s, (40, 42, 46), (c, c), size * 0.48, max(2, size // 24))
    pygame.draw.circle(s, (18, 18, 20), (c, c * 0.9), size * 0.3)
    picture = CHAMBER_PICTURES.get(face)
    if picture:
        spot = pygame.Rect(0, 0, int(size * 0.5), int(size * 0.5))
        spot.center = (int(c), int(c * 0.9))
        icons.draw(s, picture, spot, BRASS)
    # Translators: the caption under a revolver chamber: a live cartridge or an empty chamber (capitals)
    caption = pgettext("chamber", "BULLET") if face == "bullet" else pgettext("chamber", "BLANK")
    draw_caption(s, caption, size // 8, theme.CREAM, bottom=0.04)
    return s
