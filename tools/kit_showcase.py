"""Render the table kit's pieces on one table, to look at them: `python tools/kit_showcase.py [OUT.png]`.

Every die style (one die caught mid-tumble, one kept), card fronts and backs (mid-flip, a fanned
hand with legal and illegal cards, the right-click zoom), chip stacks with chips in flight,
bills and money bags, player panels, the turn banner, the log and an action bar. Default output
/tmp/kit.png. Headless (dummy video driver).
"""
from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import pygame  # noqa: E402

from game.ui import backdrop, theme, widgets  # noqa: E402
from game.ui.cards import CardSprite, draw_zoom, fan_positions  # noqa: E402
from game.ui.chips import BillStack, ChipStack, MoneyBags, fly  # noqa: E402
from game.ui.dice import FACE_PAINTERS, DieSprite  # noqa: E402
from game.ui.panels import ActionBar, LogPanel, PlayerPanel, TurnBanner  # noqa: E402
from game.ui.tween import Animator  # noqa: E402

FACES = {
    "pips": ("1", "2", "3", "4", "5", "6"),
    "desperados": ("action", "brain", "ugly", "bad", "lady", "boss"),
    "zorro": ("charm", "leap", "dash", "grab", "thrust", "taunt"),
    "zorro_hero_red": ("charm", "leap", "dash", "grab", "thrust", "taunt"),
    "revolver": ("blank", "bullet", "blank", "blank", "blank", "blank"),
}
CARDS = [
    {"title": "Bottleneck", "tag": "Play at the start of your turn", "text": "Roll one die again, even a kept one.",
     "picture": "bullets", "accent": "(160, 112, 40)"},
    {"title": "Lucky Shoe", "tag": "Anytime", "text": "Turn one of your dice to any face.", "picture": "horseshoe",
     "accent": "(80, 96, 110)", "value": "2"},
    {"title": "Jailbreak", "tag": "Instead of rolling", "text": "Free one of your gang from jail.", "picture": "window-bars",
     "accent": "(110, 28, 30)"},
    {"title": "Dynamite", "tag": "When an opponent rolls", "text": "Every die showing Action rolls again.",
     "picture": "dynamite", "accent": "(150, 60, 30)", "value": "5"},
    {"title": "Ace up the Sleeve", "text": "Keep this card: it counts as any face at the showdown.", "picture": "poker-hand",
     "accent": "(40, 84, 120)"},
]
LOG = ["— Round 3 —", "Ana's turn", "Ana rolls Action, Lady, Boss, Bad", "Ana keeps Lady and Boss",
       "Ana's Lady moves one notch from jail", "Ana pays Billy $5", "Billy's turn", "Billy rolls Brain, Ugly, Ugly, Action",
       "Billy plays Lucky Shoe", "Billy turns an Ugly to Action", "Billy takes $3 from the bank", "Carla's turn",
       "Carla rolls Bad, Bad, Boss, Lady", "Carla keeps both Bads"]


def render(out: str = "/tmp/kit.png") -> pygame.Surface:
    pygame.init()
    canvas = pygame.Surface((1920, 1080))
    canvas.blit(backdrop.table((1920, 1080), rail=40), (0, 0))
    animator = Animator()

    banner = TurnBanner(pygame.Rect(60, 52, 1400, 70))
    banner.set("Ana: keep dice or roll again", "Click a die to keep it (a peg and a lift mark it); Roll throws the rest.", 0)
    banner.draw(canvas)

    # dice: one row per style
    y = 200
    for style, faces in FACES.items():
        theme.draw_text(canvas, style.replace("_", " ").upper(), (70, y - 62), "black", 16, theme.CREAM_DIM)
        for i, face in enumerate(faces):
            die = DieSprite(style, (110 + i * 92, y), 76, face)
            die.snap(face)
            if style == "desperados" and i == 4:
                die.kept = True
                die.lift = 14
            die.draw(canvas)
        y += 128
    tumbling = DieSprite("desperados", (760, 480), 90)
    tumbling.roll("boss", animator, FACES["desperados"])
    animator.update(0.22)
    tumbling.update(0.07)
    tumbling.draw(canvas)
    theme.draw_text(canvas, "mid-tumble", (700, 560), "italic", 18, theme.CREAM_DIM)

    # cards: a deck, a card mid-flip, the hand fanned with legal/illegal ones
    for i in range(5):
        CardSprite(None, (760 + i * 1.5, 260 - i * 1.5), (130, 182), face_up=False).draw(canvas)
    flipping = CardSprite(CARDS[0], (930, 260), (130, 182), face_up=True)
    flipping.flip = 0.7
    flipping.draw(canvas)
    hand = []
    for i, (x, yy, angle) in enumerate(fan_positions(5, (1000, 800), spacing=130, max_width=560)):
        card = CardSprite(CARDS[i], (x, yy), (150, 210))
        card.angle = angle
        card.legal = i in (1, 3)
        card.reason = None if card.legal else "Played only at the start of your turn."
        card.hover = i == 3
        card.lift = 26 if i == 3 else 0
        hand.append(card)
        card.draw(canvas)
    widgets.draw_tooltip(canvas, hand[0].reason, hand[0].rect)

    # money
    bank = ChipStack((1140, 260), 87, label="Bank")
    mine = ChipStack((1330, 260), 23, label="Ana")
    flights: list = []
    fly(animator, flights, bank, mine, 15)
    animator.update(0.2)
    bank.draw(canvas)
    mine.draw(canvas)
    for chip in flights:
        chip.draw(canvas)
    BillStack((1200, 470), [1000, 1000, 2000, 1000, 2000]).draw(canvas)
    BillStack((1200, 600), [1000, 1000, 1000], face_down=True).draw(canvas)
    MoneyBags((1380, 560), 3).draw(canvas)

    # seats
    for i, (name, human, stats) in enumerate((("Ana", True, [("Money", "$23"), ("Gang free", "2/5"), ("Cards", "3")]),
                                              ("Billy", False, [("Money", "$41"), ("Gang free", "4/5"), ("Cards", "1")]))):
        panel = PlayerPanel(pygame.Rect(60 + i * 330, 900, 310, 120), i, name, human, "hard")
        panel.set(stats, active=i == 0)
        panel.draw(canvas)

    bar = ActionBar(pygame.Rect(730, 966, 740, 60))
    bar.offer([("Roll", lambda: None, None), ("Play card", lambda: None, "No card you may play now."),
               ("End turn", lambda: None, None)])
    bar.draw(canvas)

    LogPanel(pygame.Rect(1490, 52, 390, 976)).draw(canvas, LOG)
    draw_zoom(canvas, CARDS[3], (1690, 720), (300, 420), veil=False)
    pygame.image.save(canvas, out)
    return canvas


if __name__ == "__main__":
    path = sys.argv[1] if len(sys.argv) > 1 else "/tmp/kit.png"
    render(path)
    print(path, "written;", len(FACE_PAINTERS), "die styles registered")
