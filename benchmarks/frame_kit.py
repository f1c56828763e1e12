"""Frame time of a busy table: 4 dice tumbling, 12 cards moving, 3 chip transfers, 1920x1080.

    python benchmarks/frame_kit.py [--frames 600]

Software rendering onto the logical canvas, as the game draws every frame (felt, pieces, log);
the window scaling is measured by the app's own frame benchmark. Prints the median and p95
(target p95 under 8 ms).
"""
from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import pygame  # noqa: E402

from game.ui import backdrop  # noqa: E402
from game.ui.cards import CardSprite  # noqa: E402
from game.ui.chips import ChipStack, fly  # noqa: E402
from game.ui.dice import DieSprite  # noqa: E402
from game.ui.panels import LogPanel  # noqa: E402
from game.ui.tween import Animator, Sequence, Tween  # noqa: E402

FACES = ("action", "brain", "ugly", "bad", "lady", "boss")
LOG = [f"Ana's Lady turns a notch ({i} to go)" for i in range(40)]


def scene():
    animator, tumbling = Animator(), Animator()
    dice = [DieSprite("desperados", (600 + i * 150, 600), 104) for i in range(4)]
    cards = [CardSprite({"title": f"Card {i}", "text": "One more Action face this turn.", "picture": "bullets"},
                        (120, 620), (140, 196), face_up=i % 2 == 0) for i in range(12)]
    stacks = [ChipStack((300 + 400 * i, 400), 50) for i in range(4)]
    flights: list = []
    log = LogPanel(pygame.Rect(1490, 52, 390, 976))
    return animator, tumbling, dice, cards, stacks, flights, log


def start_motion(animator, tumbling, dice, cards, stacks, flights, frame):
    for i, die in enumerate(dice):
        die.roll(FACES[(frame + i) % 6], tumbling, FACES)
    for i, card in enumerate(cards):
        card.x, card.y = 120, 620
        card.angle = 0.0
        # half the cards flip on the way, the other half fan out (rotated every frame)
        target = {"flip": 1.0 - card.flip} if i % 2 == 0 else {"angle": (i - 6) * 3.0}
        animator.add(Sequence(Tween(card, 0.8, "out_quad", x=300 + i * 90, y=900 - (i % 3) * 40, **target)))
    for i in range(3):
        fly(animator, flights, stacks[i], stacks[i + 1], 7)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--frames", type=int, default=600)
    args = parser.parse_args()
    pygame.init()
    canvas = pygame.Surface((1920, 1080))
    parts = scene()
    animator, tumbling, dice, cards, stacks, flights, log = parts
    times = []
    for frame in range(args.frames):
        if not animator.busy() and not tumbling.busy():
            start_motion(*parts[:6], frame)
        started = time.perf_counter()
        animator.update(1 / 60)
        tumbling.update(1 / 60)
        for die in dice:
            die.update(1 / 60)
        canvas.blit(backdrop.table((1920, 1080), rail=40), (0, 0))
        for stack in stacks:
            stack.draw(canvas)
        for die in dice:
            die.draw(canvas)
        for card in cards:
            card.draw(canvas)
        for chip in flights:
            chip.draw(canvas)
        log.draw(canvas, LOG)
        times.append((time.perf_counter() - started) * 1000)
    times = times[30:]
    ordered = sorted(times)
    print(f"busy table frame (4 dice, 12 cards, 3 chip flights), {len(times)} frames: "
          f"median {statistics.median(times):.2f} ms, p95 {ordered[int(0.95 * (len(ordered) - 1))]:.2f} ms")


if __name__ == "__main__":
    main()
