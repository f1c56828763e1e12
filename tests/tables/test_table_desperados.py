"""The Desperados table played as people would: clicks on dice, cards and buttons, to the end;
what it says when the rolls end, and how its pieces share the table."""
import pygame
import pytest

from game.controllers.base import make_controller
from game.controllers.seats import parse_seats
from game.rules.desperados.content import MEMBERS
from game.rules.desperados.events import Escaped
from game.rules.desperados.state import ROLLING
from game.ui import theme
from game.ui.looks import desperados as look
from scenes.handoff import HandoffScene
from scenes.results import ResultsScene
from scenes.table_desperados import TableScene
from table_driver import click, lift_curtain, play_to_the_end
from tests.rules.desperados.desperados_table import do, give, roll, table


def open_table(app, seats: str, seed: int = 1) -> TableScene:
    controller = make_controller("desperados", parse_seats(seats), None, seed)
    scene = TableScene(app, controller)
    app.stack.push(scene)
    return scene


@pytest.mark.parametrize("seats, seed", [("human,ai:random", 1), ("ai:random,human,ai:random", 2),
                                         ("human,human", 3), ("human,ai:random,human,ai:random", 4)])
def test_a_whole_game_is_playable_through_the_table(app, seats, seed):
    scene = open_table(app, seats, seed)
    play_to_the_end(app, scene, seed)
    assert isinstance(app.stack.top, ResultsScene)
    assert scene.controller.is_over() and scene.controller.winners()


def test_hot_seat_tables_hand_the_screen_over_behind_a_curtain(app):
    scene = open_table(app, "human,human", 5)
    for _ in range(400):
        app.stack.update(1 / 60)
        if isinstance(app.stack.top, HandoffScene):
            break
    assert isinstance(app.stack.top, HandoffScene), "the first human decision at a hot-seat table is curtained"
    seat = app.stack.top.seat
    assert scene.controller.viewer() is None, "nobody's hand shows behind the curtain"
    lift_curtain(app.stack.top)
    assert scene.controller.viewer() == seat


def test_a_one_human_table_never_shows_a_curtain(app):
    open_table(app, "human,ai:random,ai:random", 6)
    for _ in range(600):
        app.stack.update(1 / 60)
        assert not isinstance(app.stack.top, HandoffScene)


def test_escape_pauses_the_table(app):
    from scenes.pause import PauseScene
    open_table(app, "human,ai:random", 7)
    app.stack.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode=""))
    assert isinstance(app.stack.top, PauseScene)


def test_at_a_hot_seat_table_every_human_a_window_concerns_takes_the_screen(app):
    """Whether or not the other human holds a reaction card, the same curtains appear."""
    from game.rules.desperados.state import Window

    def curtains_for(holds_whistle: bool) -> list[tuple[int, str]]:
        scene = open_table(app, "human,human", 8)
        c = scene.controller
        state = c.state
        state.hands[1] = ["sheriffs_whistle"] if holds_whistle else ["hacksaw"]
        state.fresh[1] = []
        state.to_roll = []  # the dice have landed: a window opens after a roll, never before it
        state.window = Window(seat=0, member="lady", target=None, victim=None, brain_level=0, victims=(),
                              slots=(("sheriffs_whistle", 1),), deciding=1 if holds_whistle else None)
        c.curtain_lifted(0)
        seen = []
        for _ in range(200):
            app.stack.update(1 / 60)
            top = app.stack.top
            if isinstance(top, HandoffScene):
                seen.append((top.seat, top.reason))
                lift_curtain(top)
            elif type(top).__name__ == "NothingToPlayScene":
                lift_curtain(top)
            if c.state.window is None:
                break
            if c.waiting_humans() == [1] and scene.offered == 1:
                scene.act(1, c.legal_actions(1)[0])
        app.stack.clear_to(scene)
        c.close()
        return seen

    assert curtains_for(True)[:1] == curtains_for(False)[:1] == [(1, "A reaction may be possible.")]


def test_a_window_curtain_says_the_same_words_in_every_language_whether_or_not_a_card_is_held(app):
    """The curtain a window raises reads in the chosen language (it was left in English), and
    alike whether or not the player holds a reaction card: other words would tell the table."""
    from game import i18n
    from game.rules.desperados.state import Window

    def first_curtain(holds_whistle: bool) -> str:
        scene = open_table(app, "human,human", 8)
        c = scene.controller
        c.state.hands[1] = ["sheriffs_whistle"] if holds_whistle else ["hacksaw"]
        c.state.fresh[1] = []
        c.state.to_roll = []  # the dice have landed: a window opens after a roll, never before it
        c.state.window = Window(seat=0, member="lady", target=None, victim=None, brain_level=0, victims=(),
                                slots=(("sheriffs_whistle", 1),), deciding=1 if holds_whistle else None)
        c.curtain_lifted(0)
        try:
            for _ in range(200):
                app.stack.update(1 / 60)
                if isinstance(app.stack.top, HandoffScene):
                    return app.stack.top.reason
            raise AssertionError("no curtain came")
        finally:
            app.stack.clear_to(scene)
            c.close()

    i18n.set_language(i18n.PSEUDO)
    held, none = first_curtain(True), first_curtain(False)
    assert held == none and i18n.is_pseudo(held)


# -- the play test of issue 17: what the table says before and after the rolls end ------------------


def seated(app, state, seats: str = "human,ai:easy,ai:easy") -> TableScene:
    controller = make_controller("desperados", parse_seats(seats), None, 1)
    controller.state = state
    scene = TableScene(app, controller)
    app.stack.push(scene)
    for _ in range(3):
        app.stack.update(1 / 60)
    assert scene.offered == 0
    return scene


def first_roll_holding(*cards: str, seats: int = 3):
    """Ana has made the first roll of her turn (Action, Lady, Boss, Bad), holding `cards` from before."""
    state = table(seats)
    give(state, 0, *cards)
    roll(state, "action", "lady", "boss", "bad")
    return state


def labels(scene) -> list[str]:
    """The person's choices (not the banner's Hint and Undo)."""
    return [b.label for b in scene.choices if b.label not in ("Undo", "Hint")]


def hand_card(scene, card: str):
    return next(sprite for sprite in scene.hand if sprite.tag == card)


def test_after_the_last_roll_the_banner_no_longer_says_roll_again(app):
    state = first_roll_holding()
    do(state, "reroll dice=0,1")
    roll(state, "brain", "ugly")
    do(state, "reroll dice=0,1")
    roll(state, "action", "ugly")
    scene = seated(app, state)
    assert state.phase == ROLLING and state.rolls_used == 3
    assert "roll again" not in scene.banner.title
    assert scene.banner.title == "Ana: no rolls left (3 of 3 rolled) — take 1 action"
    assert "Choose dice to keep" not in scene.banner.detail
    assert not any(label.startswith("Roll") for label in labels(scene))
    assert scene.controller.roll_status() == "Roll 3 of 3 · no rolls left"


def test_dynamite_says_it_ends_the_rolls_before_it_is_played(app):
    scene = seated(app, first_roll_holding("dynamite", "hacksaw"))
    c = scene.controller
    click(scene, hand_card(scene, "dynamite").rect.center)
    assert "dynamite" in c.state.hands[0] and not c.history, "one click on the card plays nothing yet"
    assert "Play Dynamite: this ends your rolls" in labels(scene)
    assert "Keep rolling" in labels(scene)
    assert not any(label.startswith("Roll ") for label in labels(scene)), "the question stands alone"
    assert scene.banner.title == "Ana: Dynamite ends your rolls — play it now?"
    assert "cannot roll again this turn" in scene.banner.detail
    assert hand_card(scene, "dynamite").selected, "the card asked about stands out in the hand"

    next(b for b in scene.choices if b.label.startswith("Play Dynamite")).activate()
    assert "dynamite" not in c.state.hands[0] and c.state.rolling_over
    assert c.state.money[1] == c.state.money[2] == 48
    assert scene.banner.title == "Ana: your rolls are over — take 1 action", \
        "the question leaves the banner with its buttons, while the card and the chips still fly"


def test_a_card_asked_about_opens_its_menu_on_the_choice_bar_and_its_way_back_is_quiet(app):
    scene = seated(app, first_roll_holding("dynamite", "hacksaw"))
    click(scene, hand_card(scene, "dynamite").rect.center)
    assert scene.menu == "dynamite", "the card's plays are the choice bar's menu, named by the card"
    styles = {b.label: b.style for b in scene.choices}
    assert styles["Play Dynamite: this ends your rolls"] == "primary"
    assert styles["Keep rolling"] == "ghost", "the way back is drawn quiet, as every menu's Back"
    assert [b.label for b in scene.banner.buttons] == ["Hint"], "the banner keeps its Hint while the menu is open"
    click(scene, hand_card(scene, "dynamite").rect.center)
    assert scene.menu is None and "Roll 4 dice" in labels(scene), "the card clicked again closes its menu"


def test_keep_rolling_puts_dynamite_back_and_offers_the_roll_again(app):
    scene = seated(app, first_roll_holding("dynamite"))
    click(scene, hand_card(scene, "dynamite").rect.center)
    next(b for b in scene.choices if b.label == "Keep rolling").activate()
    assert "Roll 4 dice" in labels(scene) and "Keep rolling" not in labels(scene)
    assert scene.banner.title.startswith("Ana: keep dice and roll again")
    assert not hand_card(scene, "dynamite").selected and not scene.controller.history


def test_clicking_a_die_while_asked_about_a_card_goes_back_to_rolling(app):
    scene = seated(app, first_roll_holding("extra_bullet"))
    click(scene, hand_card(scene, "extra_bullet").rect.center)
    assert "Play Extra Bullet: this ends your rolls" in labels(scene)
    click(scene, scene.dice[0].rect.center)
    assert "Roll 3 dice" in labels(scene) and scene.menu is None


def test_loaded_die_asks_its_die_and_face_under_a_banner_saying_it_ends_the_rolls(app):
    scene = seated(app, first_roll_holding("loaded_die", "hacksaw"))
    click(scene, hand_card(scene, "loaded_die").rect.center)
    assert scene.banner.title == "Ana: Loaded Die ends your rolls — play it now?"
    assert labels(scene) == ["Keep rolling"], "the die is clicked in the tray first"
    click(scene, scene.dice[0].rect.center)
    assert "Die 1 to Lady" in labels(scene) and labels(scene)[-1] == "Keep rolling"
    assert all(label.startswith("Die 1 to ") for label in labels(scene)[:-1])
    buttons = scene.layout["buttons"]
    assert all(buttons.contains(b.rect) for b in scene.choices if b.label not in ("Undo", "Hint")), \
        "one die's faces fit beside the hand"


def test_once_dynamite_has_ended_the_rolls_the_banner_says_so(app):
    scene = seated(app, first_roll_holding("dynamite"))
    click(scene, hand_card(scene, "dynamite").rect.center)
    next(b for b in scene.choices if b.label.startswith("Play Dynamite")).activate()
    for _ in range(3):
        app.stack.update(1 / 60)
    assert scene.banner.title == "Ana: your rolls are over — take 1 action"
    assert scene.controller.roll_status() == "Roll 1 of 3 · rolls over"


def test_at_the_last_roll_dynamite_ends_nothing_and_is_played_at_once(app):
    state = first_roll_holding("dynamite")
    state.rolls_used = state.rolls_allowed
    scene = seated(app, state)
    click(scene, hand_card(scene, "dynamite").rect.center)
    assert "dynamite" not in scene.controller.state.hands[0], "no roll is left to lose: no question"


def test_with_a_lucky_horseshoe_in_hand_the_last_roll_still_warns_that_dynamite_ends_it(app):
    state = first_roll_holding("dynamite", "lucky_horseshoe")
    state.rolls_used = state.rolls_allowed
    scene = seated(app, state)
    click(scene, hand_card(scene, "dynamite").rect.center)
    assert "Play Dynamite: this ends your rolls" in labels(scene), "the Horseshoe's extra roll would be lost"


def test_a_card_with_many_targets_offers_them_across_the_bottom_row_under_a_banner_naming_it(app):
    state = first_roll_holding("back_in_the_cell", "hacksaw")
    for seat in (1, 2):
        state.jail[seat] = [1, 2, 3, 4, 5]
    scene = seated(app, state)
    click(scene, hand_card(scene, "back_in_the_cell").rect.center)
    assert scene.banner.title == "Ana: play Back in the Cell — choose how"
    assert "Calamity's Boss back a notch" in labels(scene) and labels(scene)[-1] == "Cancel"
    choices = scene.layout["choices"]
    assert len(labels(scene)) == 11 and all(choices.contains(b.rect) for b in scene.choices)
    assert scene.readable_cards() == [], "the hand waits under the choices: no card is read through them"
    next(b for b in scene.choices if b.label == "Cancel").activate()
    assert "Roll 4 dice" in labels(scene) and scene.banner.title.startswith("Ana: keep dice and roll again")
    assert scene.readable_cards(), "the hand is back"


def test_at_a_four_gang_table_back_in_the_cell_fits_its_fifteen_targets_in_the_bottom_row(app):
    state = first_roll_holding("back_in_the_cell", "hacksaw", seats=4)
    for seat in (1, 2, 3):
        state.jail[seat] = [1, 2, 3, 4, 5]
    scene = seated(app, state, "human,ai:easy,ai:easy,ai:easy")
    click(scene, hand_card(scene, "back_in_the_cell").rect.center)
    choices = [b for b in scene.choices if b.label != "Undo"]
    assert len(choices) == 16
    assert all(scene.layout["choices"].contains(b.rect) for b in choices)
    assert covered([b.rect for b in choices]) == []


# -- the table's room at 1920x1080 and 1366x768 ------------------------------------------------------
def covered(rects) -> list:
    return [(a, b) for i, a in enumerate(rects) for b in rects[i + 1:] if a.colliderect(b)]


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_the_mats_and_pieces_share_the_table_without_covering_each_other(app, seats):
    scene = seated(app, first_roll_holding("dynamite", "hacksaw", seats=seats),
                   ",".join(["human"] + ["ai:easy"] * (seats - 1)))
    layout = scene.layout
    pieces = [m.rect for m in scene.mats] + [layout[n] for n in ("deck", "discard", "dice_tray", "bank", "buttons",
                                                                   "hand")] + [scene.banner.rect]
    assert covered(pieces) == []
    assert min(m.rect.left for m in scene.mats) <= 180 and max(m.rect.right for m in scene.mats) >= 1340, \
        "the gang mats take the table's width"
    assert layout["hand"].bottom > 1000 and layout["buttons"].bottom > 1000, "the lower third is used"
    for card in scene.hand:
        assert layout["hand"].contains(card.rect), "the hand's cards stay on their rack"


def test_banner_buttons_and_notices_do_not_cover_each_other(app):
    """The canvas is scaled whole to a 1366x768 window, so what does not overlap here does not there."""
    scene = seated(app, first_roll_holding("dynamite", "hacksaw"))
    for step in ("rolling", "asked about dynamite", "a refused card"):
        if step == "asked about dynamite":
            click(scene, hand_card(scene, "dynamite").rect.center)
        if step == "a refused card":
            scene.say("This card came to you this turn: play it from your next turn.")
        rects = [b.rect for b in scene.choices if b.label not in ("Undo", "Hint")] + [scene.banner.rect]
        assert covered(rects) == [], step
        if scene.notice_timer > 0:
            notice = scene._notice_rect()
            assert not any(notice.colliderect(r) for r in rects), "the notice covers a button or the banner"
            assert not any(notice.colliderect(card.rect) for card in scene.hand), "the notice covers the hand"


@pytest.mark.parametrize("language", ["en", "fr", "de"])
def test_a_notice_over_the_dice_leaves_the_trays_roll_count_readable(app, language):
    """ "Bill's Outlaw breaks out!" stands above the dice beside "Roll 1 of 3", not over it (in
    French it covered the "3")."""
    app.set_language(language)
    scene = seated(app, first_roll_holding())
    left, right = scene.controller.tray_words(scene.view)
    assert left and not right, "the tray says which roll this is"
    scene.say(scene.controller.notice(Escaped(seat=1, member=next(iter(MEMBERS)))))
    words = scene.layout["tray_words"]
    drawn = pygame.Rect(words.x, words.y, theme.text_width(left, *look.TRAY_TYPE), theme.font(*look.TRAY_TYPE).get_height())
    notice = scene._notice_rect()
    assert not notice.colliderect(drawn), f"the notice {notice} covers {left!r} at {drawn}"
    assert notice.bottom <= min(die.rect.top for die in scene.dice), "and the dice"


def test_every_card_in_the_hand_can_be_read_large(app):
    """Hand cards are drawn under 330 px tall (their text under 16 px), so each is listed for the
    large preview that shows when the pointer rests on it: on the part of it left uncovered."""
    from scenes.table_base import READABLE_HEIGHT
    scene = seated(app, first_roll_holding("dynamite", "hacksaw", "take_cover", "pickpocket", "card_sharp"))
    assert len(scene.hand) == 5
    for card in scene.hand:
        assert card.rect.h < READABLE_HEIGHT
        data, _rect = scene.readable_at((card.rect.left + 16, card.rect.centery))
        assert data is card.data


def test_a_card_that_came_this_turn_says_why_it_waits_while_the_pointer_is_on_it(app, monkeypatch):
    """The card is both read (it lifts) and clicked (it says why): the pointer on it shows the reason."""
    from game.ui import widgets
    state = first_roll_holding("dynamite")
    give(state, 0, "pickpocket", fresh=True)
    scene = seated(app, state)
    told = []
    monkeypatch.setattr(widgets, "draw_tooltip", lambda surface, text, anchor, *a, **k: told.append(text))
    pos = hand_card(scene, "pickpocket").rect.center
    app.stack.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    app.stack.update(1 / 60)
    app.draw_canvas()
    assert hand_card(scene, "pickpocket").hover, "the card under the pointer lifts"
    assert told == ["This card came to you this turn: play it from your next turn."]
