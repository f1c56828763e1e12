"""Reaction windows at one shared screen, through the app's frame loop: the screen goes only to
the people who could answer (hand sizes are public), always alike whatever their cards are, and
each person chooses when they are asked (the Players screen)."""
from __future__ import annotations

import copy
import json

import pytest

from game import players
from game.controllers.base import make_controller
from game.controllers.seats import SeatConfig
from game.rules.desperados.actions import Act
from game.rules.desperados.content import MEMBER_INDEX
import person
from person import is_still, lift_after_a_pause
from scenes.handoff import HandoffScene, NothingToPlayScene
from scenes.menu import MenuScene
from tests.rules.desperados.desperados_table import do, roll, table

LAPTOP = (1366, 768)
PEOPLE = ("Ana", "Bill", "Cole")


def lady_free_two_actions(hands: dict[int, list[str]]):
    """Ana's turn: her Lady has escaped, she rolled two Action faces and takes her actions; every
    other gang's Lady is still jailed, so the Lady's action is an attack on Bill and Cole."""
    state = table(3)
    state.jail[0][MEMBER_INDEX["lady"]] = 0
    roll(state, "action", "action", "lady", "boss")
    do(state, "take_actions")
    for seat, cards in hands.items():
        state.hands[seat] = list(cards)
    return state


def sit_down(driver, state, reactions: dict[str, str] | None = None, people: int = 3):
    """Ana, Bill and Cole, remembered at this computer with their reaction-window choices
    (`reactions`: name -> choice; the others keep the default), sit down at `state` (Cole an
    easy AI when `people` is 2); Ana takes the screen and is offered her decision."""
    roster = players.Roster()
    for name in PEOPLE[:people]:
        person = roster.add(name)
        if name in (reactions or {}):
            roster.update(person.id, reactions=reactions[name])
    players.save(roster)
    driver.start(MenuScene(driver.app))
    configs = [SeatConfig(p.name, "human", player=p.id) for p in roster.players]
    configs += [SeatConfig(name, "ai", "easy") for name in PEOPLE[people:]]
    controller = make_controller("desperados", configs, None, 3)
    controller.state = state
    driver.app.routes.table(controller)
    tab = driver.top
    driver.until(lambda: isinstance(driver.top, HandoffScene))
    lift_after_a_pause(driver)
    driver.until(lambda: is_still(tab) and tab.offered == 0)
    return tab


def hand_offs_after(driver, tab, label: str) -> list[tuple[str, int]]:
    """Ana clicks `label`; then, until she is offered her next decision, everyone handed the
    screen waits a second and clicks, and lets every reaction go by. Returns what the whole
    table sees: each hand-off in order, as (the person's name, "window" for a reaction window's
    curtain or "turn" for any other)."""
    driver.click_button(label)
    return watch_hand_offs(driver, tab, lambda: tab.offered == 0 and tab.controller.state.window is None,
                           "Let it go", "Ana was never offered her next decision")


def watch_hand_offs(driver, tab, done, let_go: str, never: str) -> list[tuple[str, str]]:
    """Everyone handed the screen waits a second and clicks, and a reaction the table offers is
    let go (`let_go`), until `done()` holds at a still table. Returns each hand-off in order, as
    (the person's name, "window" for a reaction window's curtain or "turn" for any other)."""
    seen = []
    for _ in range(20_000):
        top = driver.top
        if isinstance(top, HandoffScene):
            seen.append((top.name, "window" if top.reason == WINDOW_WORDS else "turn"))
            person.lift_after_a_pause(driver)
        elif isinstance(top, NothingToPlayScene):
            person.lift_after_a_pause(driver)
        elif top is tab and is_still(tab):
            if done():
                return seen
            driver.click_button(let_go)
        else:
            driver.frame()
    raise AssertionError(never)


def attack_label(tab) -> str:
    return tab.controller.label(Act("lady"), 0)


WINDOW_WORDS = "A reaction may be possible."
WINDOW = "window"
"""A hand-off for a reaction window (its curtain says WINDOW_WORDS), not for the person's turn."""
BACK_TO_ANA = ("Ana", "turn")


def test_nobody_holding_a_card_nobody_is_handed_the_screen(make_driver):
    """Bill and Cole hold no card (everyone sees their empty hands): Ana's Lady attacks them and
    Ana goes on with her turn, no curtain at all."""
    driver = make_driver(LAPTOP)
    tab = sit_down(driver, lady_free_two_actions({1: [], 2: []}))
    assert hand_offs_after(driver, tab, attack_label(tab)) == []
    assert tab.controller.state.money[1] == tab.controller.state.money[2] == 45


def test_only_the_person_holding_a_card_is_handed_the_screen(make_driver):
    """Bill holds one card, Cole none: only Bill is asked, once for the Whistle and once for Take
    Cover (Cole's chances between them pass at once), then the screen goes back to Ana."""
    driver = make_driver(LAPTOP)
    tab = sit_down(driver, lady_free_two_actions({1: ["hacksaw"], 2: []}))
    assert hand_offs_after(driver, tab, attack_label(tab)) == [("Bill", WINDOW), BACK_TO_ANA]


@pytest.mark.parametrize("bill, cole", [("hacksaw", "hacksaw"), ("take_cover", "sheriffs_whistle"),
                                        ("sheriffs_whistle", "take_cover"), ("take_cover", "take_cover")])
def test_the_hand_offs_are_the_same_whatever_the_cards_held(make_driver, bill, cole):
    """Bill and Cole each hold one card. Whether it answers the attack (a Sheriff's Whistle, Take
    Cover) or not (a Hacksaw), the table sees the same hand-offs in the same order: Bill and
    Cole for the Whistle, Bill and Cole for Take Cover, then Ana again. (Before, a person
    holding Take Cover was handed the screen a second time, and only then.)"""
    driver = make_driver(LAPTOP)
    tab = sit_down(driver, lady_free_two_actions({1: [bill], 2: [cole]}))
    assert hand_offs_after(driver, tab, attack_label(tab)) == [("Bill", WINDOW), ("Cole", WINDOW), ("Bill", WINDOW),
                                                               ("Cole", WINDOW), BACK_TO_ANA]


def test_a_copy_of_the_table_keeps_its_reaction_windows_hand_offs(make_driver):
    """The state copied after every hand-off, as the privacy check swaps in stand-in states
    between two steps: a window copied is the same window to the table, so the hand-offs are
    those of the table never copied (a copy used to start the window's plan again, and a person
    who had looked was handed the screen for it once more)."""
    driver = make_driver(LAPTOP)
    tab = sit_down(driver, lady_free_two_actions({1: ["take_cover"], 2: ["sheriffs_whistle"]}))
    lift = person.lift_after_a_pause

    def lift_and_copy(*args, **kwargs):
        seat = lift(*args, **kwargs)
        tab.controller.state = copy.deepcopy(tab.controller.state)
        return seat
    person.lift_after_a_pause = lift_and_copy
    try:
        seen = hand_offs_after(driver, tab, attack_label(tab))
    finally:
        person.lift_after_a_pause = lift
    assert seen == [("Bill", WINDOW), ("Cole", WINDOW), ("Bill", WINDOW), ("Cole", WINDOW), BACK_TO_ANA]


@pytest.mark.parametrize("card", ["hacksaw", "take_cover"])
def test_a_person_who_keeps_the_screen_between_two_chances_gets_no_second_curtain(make_driver, card):
    """Bill and an AI (Cole) are attacked: Bill's chance to whistle, Cole's, then Bill's to take
    cover. Bill keeps the screen while the AI decides, so his second look needs no curtain,
    whether it is his decision (Take Cover) or "nothing to react with" (a Hacksaw)."""
    driver = make_driver(LAPTOP)
    tab = sit_down(driver, lady_free_two_actions({1: [card], 2: []}), people=2)
    assert hand_offs_after(driver, tab, attack_label(tab)) == [("Bill", WINDOW), BACK_TO_ANA]
    assert tab.controller.state.money[1] == 45


@pytest.mark.parametrize("card", ["hacksaw", "take_cover"])
def test_asked_every_time_a_person_is_handed_the_screen_even_with_no_card(make_driver, card):
    """Bill chose "Ask me every time": with no card at all he still takes the screen for the
    attack, exactly as Cole with one card; what Cole holds changes nothing."""
    driver = make_driver(LAPTOP)
    tab = sit_down(driver, lady_free_two_actions({1: [], 2: [card]}), {"Bill": "always"})
    assert hand_offs_after(driver, tab, attack_label(tab)) == [("Bill", WINDOW), ("Cole", WINDOW), ("Bill", WINDOW),
                                                               ("Cole", WINDOW), BACK_TO_ANA]


@pytest.mark.parametrize("card", ["hacksaw", "take_cover", "sheriffs_whistle"])
def test_never_asked_a_person_lets_every_window_pass_without_a_curtain(make_driver, card):
    """Bill chose "Never (I pass)": holding a Whistle, Take Cover or a Hacksaw, he is not handed
    the screen, his card stays in his hand and he loses the attack's $5; Ana keeps the screen."""
    driver = make_driver(LAPTOP)
    tab = sit_down(driver, lady_free_two_actions({1: [card], 2: []}), {"Bill": "never"})
    assert hand_offs_after(driver, tab, attack_label(tab)) == []
    state = tab.controller.state
    assert state.hands[1] == [card] and state.money[1] == 45


def test_a_person_who_is_not_remembered_is_asked_only_when_holding_a_card(make_driver):
    """Guests (no one remembered at this computer) get "only when I hold a card"."""
    driver = make_driver(LAPTOP)
    driver.start(MenuScene(driver.app))
    configs = [SeatConfig(name, "human") for name in PEOPLE]
    controller = make_controller("desperados", configs, None, 3)
    controller.state = lady_free_two_actions({1: ["pickpocket"], 2: []})
    driver.app.routes.table(controller)
    tab = driver.top
    driver.until(lambda: isinstance(driver.top, HandoffScene))
    lift_after_a_pause(driver)
    driver.until(lambda: is_still(tab) and tab.offered == 0)
    assert hand_offs_after(driver, tab, attack_label(tab)) == [("Bill", WINDOW), BACK_TO_ANA]


def test_in_french_the_players_screen_offers_when_to_be_asked_and_remembers_it(make_driver):
    """On the Players screen in French, Bill's row says when he takes the screen for a reaction
    window, one line under the list says what that means, and one click on the arrow changes it
    and writes it down at once."""
    driver = make_driver(LAPTOP)
    driver.app.set_language("fr")
    roster = players.Roster()
    roster.add("Bill")
    players.save(roster)
    driver.start(MenuScene(driver.app))
    scene = driver.app.routes.players()
    driver.wait(0.5)
    from game.ui.widgets import Choice
    choice = [w for w in scene.widgets if isinstance(w, Choice)][-1]
    assert choice.text == "Seulement si j’ai une carte"
    driver.click(choice.right_arrow.center)
    assert choice.text == "Jamais (je passe)"
    stored = json.loads(players.players_path().read_text(encoding="utf-8"))
    assert stored["players"][0]["reactions"] == "never"


def sheriff_aimed_at_bill(reserve: list[str]):
    """Durango, Ana's turn: she has drawn a Sheriff (discard a hire from another party); Bill's
    party holds a Bartender and his reserve `reserve` (everyone sees how many cards it holds)."""
    from tests.rules.durango.durango_table import draw, table as durango_table
    state = durango_table(3, party={1: ["T01"]}, reserve={1: reserve})
    draw(state, "T18", "F02", "I5")
    return state


def durango_hand_offs(driver, reserve: list[str], reactions: dict[str, str] | None = None) -> list[tuple[str, str]]:
    """Ana, Bill and an AI at Durango: Ana sends her Sheriff after Bill's Banker; Bill lets
    any interrupt go. The hand-offs the table sees until the Sheriff's deed is done."""
    roster = players.Roster()
    for name in PEOPLE[:2]:
        person = roster.add(name)
        if name in (reactions or {}):
            roster.update(person.id, reactions=reactions[name])
    players.save(roster)
    driver.start(MenuScene(driver.app))
    configs = [SeatConfig(p.name, "human", player=p.id) for p in roster.players] + [SeatConfig("Cole", "ai", "easy")]
    controller = make_controller("durango", configs, None, 3)
    controller.state = sheriff_aimed_at_bill(reserve)
    driver.app.routes.table(controller)
    tab = driver.top
    driver.until(lambda: isinstance(driver.top, HandoffScene))
    lift_after_a_pause(driver)
    driver.until(lambda: is_still(tab) and tab.offered == 0)
    driver.click_button("Sheriff to the party")
    driver.until(lambda: is_still(tab))
    driver.click_button("Bill's Banker")
    return watch_hand_offs(driver, tab, lambda: controller.open_window() is None, "Let it pass",
                           "the Sheriff's deed was never done")


TURN = "turn"


def test_durango_an_empty_reserve_is_not_handed_the_screen_for_an_interrupt(make_driver):
    """Bill's reserve is empty (everyone sees it): the Sheriff discards his Banker at once and
    the next hand-off is Bill's own turn."""
    driver = make_driver(LAPTOP)
    assert durango_hand_offs(driver, []) == [("Bill", TURN)]
    assert driver.top.controller.state.party[1] == []


@pytest.mark.parametrize("reserve", [["T02"], ["C2"]])
def test_durango_a_reserve_card_is_asked_about_alike_whether_it_interrupts_or_not(make_driver, reserve):
    """Bill holds one reserve card: a Bartender (no interrupt) or a Faithful Partner (would
    cancel the Sheriff). Either way the screen is passed to him with the same words, once; he
    lets the moment go, keeps his card and loses his Banker."""
    driver = make_driver(LAPTOP)
    assert durango_hand_offs(driver, reserve) == [("Bill", WINDOW)]
    state = driver.top.controller.state
    assert state.party[1] == [] and state.reserve[1] == reserve


def test_durango_never_asked_a_person_lets_the_interrupt_go_by(make_driver):
    """Bill chose "Never (I pass)": his Faithful Partner stays in his reserve, no curtain comes for
    the Sheriff, the Banker is discarded, and his own turn comes next."""
    driver = make_driver(LAPTOP)
    assert durango_hand_offs(driver, ["C2"], {"Bill": "never"}) == [("Bill", TURN)]
    state = driver.top.controller.state
    assert state.party[1] == [] and state.reserve[1] == ["C2"]
