"""The banner shows the whole hint, at a size a 1366x768 screen still shows at 11 px or more."""
from __future__ import annotations

import random

import pygame
import pytest

from game.controllers.base import make_controller
from game.controllers.seats import parse_seats
from game.games import GAME_IDS
from game.ui import theme
from game.ui.panels import HINT_MIN, TurnBanner
from game import games, i18n
from game.ui.layout import load_layout


def prompts_and_hints(game_id: str, games: int = 2) -> set[tuple[str, str, int]]:
    """Every (prompt, hint, seat) people meet in a few random games."""
    seen = set()
    for seed in range(games):
        controller = make_controller(game_id, parse_seats("human,human,human"), None, seed)
        rng = random.Random(seed)
        for _ in range(2500):
            if controller.is_over():
                break
            waiting = controller.waiting_humans()
            if not waiting:
                controller.update()
                continue
            seat = waiting[0]
            seen.add((controller.prompt(seat), controller.hint(seat), seat))
            controller.act(seat, rng.choice(controller.legal_actions(seat)))
    return seen


@pytest.mark.parametrize("language", ["en", "fr", "de"])
@pytest.mark.parametrize("game_id", [g for g in GAME_IDS if g != "pig"])
def test_every_hint_shows_whole_on_the_banner_even_beside_undo(game_id, language):
    """...and a hint on two lines leaves no word alone on the second."""
    pygame.font.init()
    i18n.set_language(language)
    banner = TurnBanner(load_layout(games.get(game_id).layout, games.get(game_id).min_players)["banner"])
    banner.reserved = 200
    for prompt, hint, seat in prompts_and_hints(game_id):
        banner.set(prompt, hint, seat)
        title_size, size, lines = banner.layout()
        assert size >= HINT_MIN and " ".join(lines) == hint, f"{hint!r} does not fit whole"
        assert len(lines) < 2 or len(lines[-1].split()) > 1, f"{lines[-1]!r} stands alone under {lines[0]!r}"
        width = banner.rect.right - banner.text_left() - 20 - banner.reserved
        assert theme.font("display", title_size).size(prompt)[0] <= width, f"{prompt!r} runs past the Undo button"
