"""Drive a table scene the way a person would: only through its buttons and clickable pieces."""
from __future__ import annotations

import random
import time

import pygame


def click(scene, pos) -> None:
    scene.app.stack.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    scene.app.stack.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    scene.app.stack.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))


def lift_curtain(curtain) -> None:
    """A person reaches the chair, then clicks: a curtain takes no click in its first moments."""
    curtain.update(0.5)
    click(curtain, (960, 540))


def human_turn(scene, rng: random.Random) -> None:
    """One human gesture: click a random clickable piece or a random enabled button."""
    pieces = [d.rect.center for d in getattr(scene, "dice", []) if d.selectable]
    pieces += [c.rect.center for c in getattr(scene, "picks", [])]
    pieces += [c.rect.center for c in getattr(scene, "hand", []) if c.legal]
    buttons = [b for b in scene.choices if getattr(b, "enabled", True)]
    if pieces and (not buttons or rng.random() < 0.3):
        click(scene, rng.choice(pieces))
    elif buttons:
        rng.choice(buttons).activate()


def play_to_the_end(app, scene, seed: int = 0, max_frames: int = 200_000, seconds: float = 120.0,
                    draw_every: int = 50) -> int:
    """Run frames until the results screen shows; humans act through the scene. Returns frames."""
    from scenes.handoff import HandoffScene, NothingToPlayScene
    from scenes.results import ResultsScene
    rng = random.Random(seed)
    canvas = pygame.Surface((1920, 1080))
    deadline = time.time() + seconds
    for frame in range(max_frames):
        top = app.stack.top
        if isinstance(top, ResultsScene):
            app.stack.draw(canvas)
            return frame
        if isinstance(top, (HandoffScene, NothingToPlayScene)):
            lift_curtain(top)
            continue
        app.stack.update(1 / 60)
        if top is scene and scene.offered is not None and not scene.animator.busy():
            human_turn(scene, rng)
        if frame % draw_every == 0:
            app.stack.draw(canvas)
        if scene.controller.ai_thinking():
            time.sleep(0.001)
        assert time.time() < deadline, "the game did not reach its results screen in time"
    raise AssertionError("the game did not end")
