"""Every table laid at its largest counts keeps its pieces in their places: the most seats, the
most click stacks, the longest choice rows. A person's buttons stay in the button strip, off the
log and the mats; the words drawn on a mat stay on it and never run into one another (a dead
gambler's "BANG" over his click stacks' values, a sixth stack cut off under the next mat).

Each table is sat down at such a position and driven through the app's frame loop until it waits
for the person; every text drawn in that frame is noted with where it went.
"""
from __future__ import annotations

import pygame
import pytest
from person import is_still

from game.controllers.base import make_controller
from game.controllers.seats import parse_seats
from game.rules.roulette.engine import CONVERT, DEAD, RouletteRules
from game.ui import theme
from scenes.menu import MenuScene

WINDOWS = [(1366, 768), (1920, 1080)]


def roulette_six_stacks():
    """Six gamblers; Ana must turn one of her six click stacks back (the most a mat can hold: six
    markers in all), and Fay, shot, keeps six stacks of her own for the count."""
    rules = RouletteRules()
    state = rules.new_game(6, None)
    stacks = [(3, 5), (6, 1), (1, 1), (4, 4), (9, 2), (2, 0)]
    state.stacks[0], state.bills[0] = list(stacks), (0, 0)
    state.stacks[5], state.status[5], state.bills[5] = list(stacks), DEAD, (0, 0)
    state.phase, state.converting, state.bidders = CONVERT, [0], [0, 1, 2, 3, 4]
    return state


class NotedText:
    """Every string drawn in a frame and its rectangle (through `theme.draw_text`)."""

    def __init__(self, monkeypatch):
        self.seen: list[tuple[str, pygame.Rect]] = []
        real = theme.draw_text

        def noting(surface, text, *args, **kwargs):
            rect = real(surface, text, *args, **kwargs)
            self.seen.append((text, rect))
            return rect
        monkeypatch.setattr(theme, "draw_text", noting)

    def within(self, area: pygame.Rect) -> list[tuple[str, pygame.Rect]]:
        return [(t, r) for t, r in self.seen if area.collidepoint(r.center)]


def sit_at(make_driver, window, game_id: str, state, seats: str):
    driver = make_driver(window)
    driver.start(MenuScene(driver.app))
    controller = make_controller(game_id, parse_seats(seats), None, 5)
    controller.state = state
    driver.app.routes.table(controller)
    table = driver.top
    driver.until(lambda: is_still(table), seconds=30)
    return driver, table


def assert_buttons_in_their_strip(table, seats: int) -> None:
    strip, log = table.layout["buttons"], table.layout["log"]
    mats = [table.layout[f"seat_{s}"] for s in range(seats)]
    offered = [b for b in table.choices if b.visible and b.rect.colliderect(strip)]
    assert offered, "the person's choices are on offer"
    for button in offered:
        label = getattr(button, "label", "")
        assert strip.contains(button.rect), f"'{label}' runs out of the button strip: {button.rect} vs {strip}"
        assert not button.rect.colliderect(log), f"'{label}' covers the log"
        assert not any(button.rect.colliderect(m) for m in mats), f"'{label}' covers a mat"


def assert_words_on_mats_apart(noted: NotedText, table, seats: int) -> None:
    for seat in range(seats):
        mat = table.layout[f"seat_{seat}"]
        words = noted.within(mat)
        for text, rect in words:
            assert mat.contains(rect), f"seat {seat}: '{text}' runs off its mat ({rect} vs {mat})"
        inked = [(t, r.inflate(-4, -8)) for t, r in words]  # a line's box holds its font's leading
        for i, (a, ra) in enumerate(inked):
            for b, rb in inked[i + 1:]:
                assert not ra.colliderect(rb), f"seat {seat}: '{a}' and '{b}' are drawn over each other"


@pytest.mark.parametrize("window", WINDOWS)
def test_bulletbucks_with_six_click_stacks_keeps_its_buttons_and_stacks_in_place(make_driver, monkeypatch, window):
    driver, table = sit_at(make_driver, window, "roulette", roulette_six_stacks(),
                           "human,ai:random,ai:random,ai:random,ai:random,ai:random")
    assert len([b for b in table.choices if b.label.startswith("Convert")]) == 6
    noted = NotedText(monkeypatch)
    driver.app.draw_canvas()
    assert_buttons_in_their_strip(table, 6)
    assert_words_on_mats_apart(noted, table, 6)
    values = [t for t, _r in noted.within(table.layout["seat_5"]) if t[0].isdigit()]
    assert len(values) == 6, f"Fay's six stacks read beside her BANG, not {values}"


def zorro_ana_chooses():
    """Ana chooses a feat after Cole has played his turn."""
    import sys
    from pathlib import Path
    sys.path.insert(0, str(Path(__file__).parents[1] / "rules" / "zorro"))
    from zorro_table import table
    return table(3, first=2)


def most_wanted_eight_join_the_train():
    """Eight outlaws: Ana robs the Train (four cards) from a hand of eight, every rival joins
    with four, and Ana may keep or change her laid cards: the most hands on the table, the
    largest hand in the chair."""
    from tests.rules.most_wanted.mw_table import do, join, play, table
    from game.rules.most_wanted.actions import Choose
    state = table(8, hands=["A A K K Q Q J J"] + [None] * 7)
    do(state, 0, Choose("train"))
    play(state, 0, "A A K K")
    for seat in range(1, 8):
        join(state, seat, " ".join(c.split("_")[0] for c in state.hands[seat][:4]))
    return state


def durango_six_card_parties():
    """Five cattle barons a turn into the game, each with a six-card party (Segundo's limit),
    two reserve cards (Saddlebags) and nine cattle: Ana decides."""
    import random
    from game.rules.common.contract import CHANCE
    from game.rules.durango import content as C
    from game.rules.durango.engine import RULES
    state = RULES.new_game(5, None)
    rng = random.Random(2)
    while RULES.actors(state) != [0] or not state.started:
        actors = RULES.actors(state)
        if actors == [CHANCE]:
            outcomes = RULES.chance_outcomes(state)
            RULES.apply(state, CHANCE, rng.choices([o for o, _ in outcomes], [p for _, p in outcomes])[0])
        else:
            RULES.apply(state, actors[0], rng.choice(RULES.legal_actions(state, actors[0])))
    spare = [c for c in C.CARDS if c not in (C.SEGUNDO, C.SADDLEBAGS) and all(c not in p for p in state.party)]
    cattle = [c for c in state.yard]
    for seat in range(5):
        state.party[seat] = [C.SEGUNDO, C.SADDLEBAGS] + [spare.pop() for _ in range(4)]
        state.reserve[seat] = [spare.pop(), spare.pop()]
        state.herd[seat] = [cattle.pop() for _ in range(9)]
    return state


def zorro_six_heroes_fully_equipped():
    """Six heroes, each with the most equipment a hero may hold (three, one of them rare), four
    feats won each (the deck holds twelve to share) and as many Hero dice as the supply gives;
    Ana chooses a feat."""
    import sys
    from pathlib import Path
    sys.path.insert(0, str(Path(__file__).parents[1] / "rules" / "zorro"))
    from zorro_table import give, hero, table
    from game.rules.zorro import content as C
    state = table(6)
    commons = [e.key for e in C.COMMON_LIST if e.key in state.common_deck]
    rares = [e.key for e in C.RARE_LIST if e.key in state.rare_deck]
    feats = [f for f in C.FEATS if f not in state.feat_slots]
    for seat in range(6):
        give(state, seat, commons.pop(), commons.pop(), rares.pop())
        state.feats[seat] = [feats.pop() for _ in range(2)]
        hero(state, seat, *[loc for loc in C.LOCATIONS if state.hero_supply[loc] > 0][:4])
    return state


def desperados_four_gangs_full_hands():
    """Four gangs; Ana holds seven Wild West cards (more than any turn deals) after her first
    roll, the others five each."""
    import sys
    from pathlib import Path
    sys.path.insert(0, str(Path(__file__).parents[1] / "rules" / "desperados"))
    from desperados_table import give, roll, table
    state = table(4)
    give(state, 0, "loaded_die", "hacksaw", "dynamite", "pickpocket", "lucky_horseshoe", "extra_bullet", "card_sharp")
    for seat in (1, 2, 3):
        give(state, seat, *[c for c in state.deck.cards if c][:5])
    roll(state, "action", "lady", "boss", "bad")
    return state


LARGEST = [
    ("roulette", roulette_six_stacks, 6),
    ("most_wanted", most_wanted_eight_join_the_train, 8),
    ("durango", durango_six_card_parties, 5),
    ("zorro", zorro_six_heroes_fully_equipped, 6),
    ("desperados", desperados_four_gangs_full_hands, 4),
]


def assert_in_button_regions(table, seats: int) -> None:
    """A person's buttons lie in the table's button regions, off the log and every mat."""
    regions = [table.layout[name] for name in ("buttons", "choices") if name in table.layout]
    log = table.layout["log"]
    mats = [table.layout[f"seat_{s}"] for s in range(seats)]
    banner = table.layout["banner"]
    for button in [b for b in table.choices if b.visible and not b.rect.colliderect(banner)]:
        label = getattr(button, "label", "")
        assert any(r.contains(button.rect) for r in regions), f"'{label}' runs out of the button strip: {button.rect}"
        assert not button.rect.colliderect(log), f"'{label}' covers the log"
        assert not any(button.rect.colliderect(m) for m in mats), f"'{label}' covers a mat"


@pytest.mark.parametrize("game_id,build,seats", LARGEST, ids=[g for g, _b, _s in LARGEST])
def test_every_table_at_its_largest_keeps_its_pieces_in_their_places(make_driver, monkeypatch, game_id, build, seats):
    driver, table = sit_at(make_driver, (1366, 768), game_id, build(),
                           ",".join(["human"] + ["ai:random"] * (seats - 1)))
    noted = NotedText(monkeypatch)
    driver.app.draw_canvas()
    assert_in_button_regions(table, seats)
    assert_words_on_mats_apart(noted, table, seats)
    zone = table.layout["hand"] if "hand" in table.layout else None
    for card in getattr(table, "hand", []):
        assert zone is not None and zone.inflate(8, 8).contains(card.rect), \
            f"a card of the hand lies out of its rack: {card.rect} vs {zone}"
