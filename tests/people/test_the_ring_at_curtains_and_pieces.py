"""The focus ring where it was missing (issue 34): on the hand-off curtains' button, with the
strip of glyphs, and on the tables' pieces, which lift under it as they do under the pointer.

Through the app's frame loop with key events (and SDL's controller events) only: no mouse event
is posted except where a test compares the ring with the pointer on purpose."""
from __future__ import annotations

import random

import pygame
import pytest

from game.controllers.base import make_controller
from game.controllers.seats import parse_seats
from game.ui import focus, glyphs
from game.ui.theme import TextWatcher
from hands import KeysPerson, no_mouse, pad, press
from person import CURTAINS, is_still
from scenes.handoff import ARMING_SECONDS, NothingToPlayScene
from scenes.menu import MenuScene


def seat_two_people(driver, game_id: str = "most_wanted", seed: int = 5):
    """Two people and an AI at one screen, waiting at the first curtain; nobody has a mouse."""
    driver.start(MenuScene(driver.app))
    no_mouse(driver)
    controller = make_controller(game_id, parse_seats("human,human,ai:easy"), None, seed)
    driver.app.routes.table(controller)
    driver.until(lambda: isinstance(driver.top, CURTAINS))
    return driver.top


def ring_seen_round(driver, rect: pygame.Rect) -> bool:
    """The ring's gold is on the screen just outside `rect`, where the ring is drawn."""
    canvas = driver.app.draw_canvas()
    ring = pygame.Rect(rect).inflate(2 * focus.RING_GAP, 2 * focus.RING_GAP)
    return tuple(canvas.get_at((ring.centerx, ring.top + 2)))[:3] == focus.RING


def the_curtains_button(curtain):
    return next(iter(curtain.buttons))


def test_the_ring_rests_on_the_curtains_button_with_the_keys_glyphs_and_enter_lifts_it(make_driver):
    driver = make_driver((1366, 768))
    curtain = seat_two_people(driver)
    driver.pause(0.5)
    press(driver, pygame.K_TAB)
    button = the_curtains_button(curtain)
    assert driver.app.focus.thing is button and button.label == f"I'm {curtain.name}"
    assert ring_seen_round(driver, button.rect), "the ring is drawn round the curtain's button"
    strip = driver.app.hints_rect
    assert strip is not None and strip.bottom <= 1080 and strip.centerx == 960, "the strip of glyphs shows at the foot"
    assert driver.app.device == "keyboard"
    press(driver, pygame.K_RETURN)
    assert curtain not in driver.app.stack.scenes, "Enter on the button lifts the curtain"
    table = driver.app.stack.table()
    driver.until(lambda: is_still(table) or isinstance(driver.top, CURTAINS))
    assert table.controller.viewer() == curtain.seat


def test_the_strip_names_the_hint_key_only_where_it_gives_a_hint(make_driver):
    """H does nothing on a curtain: its strip names choose and back; at the table, where the
    banner offers Hint to the person deciding, the strip names H too."""
    driver = make_driver((1366, 768))
    curtain = seat_two_people(driver)
    driver.pause(0.5)
    press(driver, pygame.K_TAB)
    assert glyphs.hinted(curtain) == ("choose", "back")
    on_the_curtain = driver.app.hints_rect.w
    press(driver, pygame.K_RETURN)
    table = driver.app.stack.table()
    driver.until(lambda: is_still(table))
    press(driver, pygame.K_TAB)
    assert glyphs.hinted(driver.top) == ("choose", "back", "hint")
    assert driver.app.hints_rect.w > on_the_curtain, "the strip grows by the hint key's glyph and word"


def test_the_next_curtain_comes_with_the_ring_on_its_button_and_a_key_held_since_the_last_move_does_not_lift_it(make_driver):
    driver = make_driver((1366, 768))
    first = seat_two_people(driver)
    driver.pause(0.5)
    press(driver, pygame.K_RETURN)
    table = driver.app.stack.table()
    person = KeysPerson(random.Random(2))
    while True:
        driver.until(lambda: is_still(table) or isinstance(driver.top, CURTAINS))
        if isinstance(driver.top, CURTAINS) and driver.top is not first:
            break
        person.choose(driver, table)
    curtain = driver.top
    assert curtain.lift.age < ARMING_SECONDS
    driver.post(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="", scancode=0)  # a repeat of a held Enter
    driver.frame()
    assert driver.app.focus.shown and driver.app.focus.thing is the_curtains_button(curtain), \
        "the keys were in use: the ring is on the new curtain's button at once"
    driver.wait(1.0)
    driver.post(pygame.KEYUP, key=pygame.K_RETURN, mod=0, unicode="", scancode=0)
    driver.frame()
    assert driver.top is curtain, "the release of a key pressed before the curtain was armed lifts nothing"
    press(driver, pygame.K_SPACE)
    assert curtain not in driver.app.stack.scenes, "a fresh press lifts it"


def test_with_a_pad_the_curtain_shows_the_pads_glyphs_and_a_lifts_it(make_driver):
    driver = make_driver((1280, 800))
    curtain = seat_two_people(driver, "desperados")
    driver.pause(0.5)
    pad(driver, pygame.CONTROLLER_BUTTON_DPAD_DOWN)
    assert driver.app.device == "pad" and driver.app.focus.thing is the_curtains_button(curtain)
    assert driver.app.hints_rect is not None
    pad(driver, pygame.CONTROLLER_BUTTON_A)
    assert curtain not in driver.app.stack.scenes


def test_the_nothing_to_react_with_panel_has_its_button_under_the_ring_too(make_driver):
    """Ana's Lady attacks; Bill holds a Hacksaw, which answers nothing: after his curtain he is
    shown "nothing to react with", and its Continue is where the ring rests."""
    from test_reaction_windows import LAPTOP, attack_label, lady_free_two_actions, sit_down
    driver = make_driver(LAPTOP)
    table = sit_down(driver, lady_free_two_actions({1: ["hacksaw"], 2: []}))
    no_mouse(driver)
    attack = attack_label(table)
    for _ in range(40):
        press(driver, pygame.K_TAB)
        if getattr(driver.app.focus.thing, "label", None) == attack:
            break
    press(driver, pygame.K_RETURN)
    driver.until(lambda: isinstance(driver.top, CURTAINS))
    driver.pause(0.5)
    press(driver, pygame.K_RETURN)  # Bill takes the screen
    driver.until(lambda: isinstance(driver.top, NothingToPlayScene))
    curtain = driver.top
    driver.pause(0.5)
    button = the_curtains_button(curtain)
    assert driver.app.focus.thing is button and button.label == "Continue"
    assert ring_seen_round(driver, button.rect) and driver.app.hints_rect is not None
    press(driver, pygame.K_RETURN)
    assert curtain not in driver.app.stack.scenes


# -- hover parity: the ring's piece looks as the pointer's does ---------------------------------------

SEATS = {"roulette": "human,ai:easy,ai:easy"}
PIECES_LOOKED_AT = 3
"""Pieces compared on each table (the first ones in the ring's reading order): enough to take in
a die, a card to play and one to read, few enough to stay quick."""


def at_a_decision_with_pieces(driver, game_id: str):
    """Ana at `game_id`'s table, played on by keys until a decision offers pieces under the ring
    (Bulletbucks offers only buttons: its first decision). Returns the table."""
    from person import sit_down
    table = sit_down(driver, game_id, seats=SEATS.get(game_id, "human,ai:easy"), seed=11)
    person = KeysPerson(random.Random(11))
    for _ in range(30):
        driver.until(lambda: is_still(table))
        if game_id == "roulette" or pieces_on_offer(driver, table):
            return table
        person.choose(driver, table)
    raise AssertionError(f"{game_id}: no decision with pieces under the ring")


def pieces_on_offer(driver, table) -> list:
    return [t for t in driver.app.focus.targets(table) if hasattr(t.thing, "hover")]


def looked_at(driver, table) -> list:
    """What is compared: the pieces on offer, else (Bulletbucks) the decision's buttons."""
    pieces = pieces_on_offer(driver, table)
    if pieces:
        return pieces[:PIECES_LOOKED_AT]
    return [t for t in driver.app.focus.targets(table) if t.thing in table.choices][:PIECES_LOOKED_AT]


def a_point_only_it_shows(table, piece) -> tuple[int, int]:
    """A point of `piece` where the pointer is on it and on nothing drawn over it (a card tucked
    under the next one shows only its edge)."""
    from scenes.table_base import Clickable

    def topmost(pieces, pos):
        return next((p for p in reversed(pieces) if Clickable(p, None).hit(pos)), None)
    rect = pygame.Rect(piece.rect)
    for y in range(rect.centery, rect.top, -6):
        for x in range(rect.centerx, rect.left, -6):
            lists = [ps for ps in (table._liftable(), table.readable_cards()) if any(p is piece for p in ps)]
            if all(topmost(ps, (x, y)) is piece for ps in lists):
                return (x, y)
    raise AssertionError(f"{piece!r} is covered all over")


def pixels(driver, rect: pygame.Rect) -> bytes:
    canvas = driver.app.draw_canvas()
    return pygame.image.tobytes(canvas.subsurface(rect.clip(canvas.get_rect())), "RGB")


def preview_box(rect: pygame.Rect) -> pygame.Rect:
    """Where a small card's large preview stands beside it."""
    from scenes.table_base import PREVIEW_SIZE, preview_centre
    box = pygame.Rect((0, 0), PREVIEW_SIZE)
    box.center = preview_centre(rect, pygame.Rect(0, 0, 1920, 1080))
    return box


@pytest.mark.parametrize("game_id", ["desperados", "zorro", "roulette", "durango", "most_wanted"])
def test_a_piece_under_the_ring_lifts_and_reads_as_under_the_pointer(make_driver, game_id):
    driver = make_driver((1366, 768))
    table = at_a_decision_with_pieces(driver, game_id)
    targets = looked_at(driver, table)
    assert targets, "something to look at"
    felt = pygame.Rect(table.layout["log"]).bottomleft  # a place on the table where nothing lifts
    for target in targets:
        press(driver, pygame.K_TAB)
        for _ in range(60):
            if driver.app.focus.thing is target.thing:
                break
            press(driver, pygame.K_TAB)
        assert driver.app.focus.thing is target.thing, f"Tab reaches {target.thing!r}"
        driver.wait(0.4)  # it lifts, and a small card has been rested on long enough to be read
        piece = target.thing
        if hasattr(piece, "hover"):
            liftable = {id(p): p for p in table._liftable()}
            lifted = {i for i, p in liftable.items() if p.hover}
            assert lifted == ({id(piece)} if id(piece) in liftable else set()), \
                "the ring's piece lifts (where the pointer's would), and no other"
        place = pygame.Rect(piece.rect)
        seen_by_ring = pixels(driver, place.inflate(-6, -6)), pixels(driver, preview_box(place))
        driver.move((felt[0] + 20, felt[1] - 20))
        driver.wait(0.4)
        driver.move(a_point_only_it_shows(table, piece))
        driver.wait(0.4)
        assert not driver.app.focus.shown
        seen_by_pointer = pixels(driver, place.inflate(-6, -6)), pixels(driver, preview_box(place))
        assert seen_by_ring[0] == seen_by_pointer[0], f"{piece!r} looks the same under the ring as under the pointer"
        assert seen_by_ring[1] == seen_by_pointer[1], f"{piece!r}: beside it, the same large reading (or none)"


class WordsDrawn(TextWatcher):
    """Every string the table draws (a `theme.watch_text` watcher)."""

    def __init__(self) -> None:
        self.words: list[str] = []

    def drawn(self, text: str) -> None:
        self.words.append(text)




def test_a_card_read_with_the_keys_says_nothing_of_the_mouse(make_driver):
    """Enter on a card to read shows it large; under it, no "Right-click or click to close" for a
    person without a mouse (the glyph strip names their way back, Esc), which then closes it."""
    from person import sit_down
    from game.ui import theme
    driver = make_driver((1366, 768))
    table = sit_down(driver, "most_wanted", seats="human,ai:easy")
    no_mouse(driver)
    press(driver, pygame.K_TAB)
    clickable = {id(c.piece) for c in table.clickables()}
    card = next(t.thing for t in driver.app.focus.targets(table)
                if t.thing in table.readable_cards() and id(t.thing) not in clickable)  # one only to read
    for _ in range(60):
        if driver.app.focus.thing is card:
            break
        press(driver, pygame.K_TAB)
    press(driver, pygame.K_RETURN)
    assert table.zoom == card.data, "Enter on a card reads it large"
    seen = WordsDrawn()
    with theme.watching(seen):
        driver.app.draw_canvas()
    assert "Right-click or click to close" not in seen.words
    assert "Back" in seen.words, "the glyph strip names the way back"
    press(driver, pygame.K_ESCAPE)
    assert table.zoom is None
    assert driver.app.focus.thing is card, "the ring is back on the card that was read"


def test_tab_walks_every_choice_once_round_though_each_lifts_under_the_ring(make_driver):
    """A card lifting under the ring keeps its place in Tab's reading order (lifted higher than a
    row's slack, it once made a row of its own, and Tab went back and forth between two cards)."""
    from person import sit_down
    driver = make_driver((1366, 768))
    table = sit_down(driver, "most_wanted", seats="human,ai:easy")
    no_mouse(driver)
    press(driver, pygame.K_TAB)
    offered = {id(t.thing) for t in driver.app.focus.targets(table)}
    seen = set()
    for _ in range(len(offered)):
        press(driver, pygame.K_TAB)
        driver.wait(0.3)  # the person looks: the card under the ring has lifted all the way
        seen.add(id(driver.app.focus.thing))
    assert seen == offered, f"Tab reached {len(seen)} of the {len(offered)} choices once round"


# -- the glyphs of what the person holds --------------------------------------------------------------

XBOX_A = (92, 170, 72)
"""Xbox's green A."""
PLAYSTATION_CROSS = (120, 160, 230)
"""PlayStation's blue cross."""


def plug_in(driver, pads: dict[int, tuple[str, str]]) -> None:
    """Pads of these SDL names (and GUIDs) plugged in, device index -> (name, GUID): SDL's own
    CONTROLLERDEVICEADDED events, each pad's instance id 100 + its index. Only opening the
    hardware is stood in for."""
    def opener(index: int):
        if index not in pads:
            return None
        name, guid = pads[index]
        return 100 + index, name, guid, None
    driver.app.pads.opener = opener
    for index in pads:
        driver.post(pygame.CONTROLLERDEVICEADDED, device_index=index, which=index)
    driver.frame()


def press_on(driver, index: int, button: int) -> None:
    """`button` tapped on the pad plugged in at device `index`."""
    driver.post(pygame.CONTROLLERBUTTONDOWN, instance_id=100 + index, which=100 + index, button=button)
    driver.post(pygame.CONTROLLERBUTTONUP, instance_id=100 + index, which=100 + index, button=button)
    driver.frame()


def strip_shows(driver, colour: tuple[int, int, int]) -> bool:
    """Some of the strip of glyphs is drawn in `colour`."""
    canvas = driver.app.draw_canvas()
    strip = driver.app.hints_rect
    assert strip is not None, "the strip shows while the ring does"
    mask = pygame.mask.from_threshold(canvas.subsurface(strip), colour, (2, 2, 2, 255))
    return mask.count() > 10


def keycaps_shown(driver) -> bool:
    from game.ui import theme
    return strip_shows(driver, theme.CREAM) and not strip_shows(driver, XBOX_A) and not strip_shows(driver, PLAYSTATION_CROSS)


@pytest.mark.parametrize("name, guid, family", [
    ("Xbox Series X Controller", "", "xbox"),
    ("PS5 Controller", "", "playstation"),
    ("Nintendo Switch Pro Controller", "", "nintendo"),
    ("Wireless Controller", "030000004c050000cc09000011010000", "playstation"),  # Sony's vendor id, no telling name
    ("Pro Controller", "050000007e0500000920000001800000", "nintendo"),
    ("8BitDo SN30 Pro", "03000000c82d00000160000000000000", "xbox"),  # anyone else: SDL maps it as Xbox's layout
])
def test_the_strip_wears_the_glyphs_of_the_pad_sdl_names_and_keycaps_after_a_key(make_driver, name, guid, family):
    driver = make_driver((1280, 800))
    seat_two_people(driver)
    plug_in(driver, {0: (name, guid)})
    driver.pause(0.5)
    press_on(driver, 0, pygame.CONTROLLER_BUTTON_DPAD_DOWN)
    assert driver.app.device == "pad" and driver.app.pads.family == family
    assert strip_shows(driver, XBOX_A) == (family == "xbox"), "Xbox's face buttons wear their colours"
    assert strip_shows(driver, PLAYSTATION_CROSS) == (family == "playstation"), "PlayStation's are shapes"
    press(driver, pygame.K_DOWN)
    assert driver.app.device == "keyboard" and keycaps_shown(driver), "the keyboard used last: keycaps"


def test_with_two_pads_plugged_in_the_glyphs_follow_the_one_used_last(make_driver):
    driver = make_driver((1280, 800))
    seat_two_people(driver)
    plug_in(driver, {0: ("Xbox Wireless Controller", ""), 1: ("DualSense Wireless Controller", "")})
    driver.pause(0.5)
    press_on(driver, 0, pygame.CONTROLLER_BUTTON_DPAD_DOWN)
    assert strip_shows(driver, XBOX_A) and not strip_shows(driver, PLAYSTATION_CROSS)
    press_on(driver, 1, pygame.CONTROLLER_BUTTON_DPAD_UP)
    assert strip_shows(driver, PLAYSTATION_CROSS) and not strip_shows(driver, XBOX_A)
    driver.post(pygame.CONTROLLERDEVICEREMOVED, instance_id=101, which=101)
    driver.frame()
    press_on(driver, 0, pygame.CONTROLLER_BUTTON_DPAD_DOWN)
    assert strip_shows(driver, XBOX_A), "the PlayStation pad unplugged, the Xbox one in hand again"
