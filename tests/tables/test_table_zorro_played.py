"""A person at the Zorro table in a laptop's 1366x768 window, through the app's frame loop: a
REROLL card rolls the die the person chooses."""
from __future__ import annotations

import person
from person import is_still

from game.rules.zorro.actions import GearReroll, Travel
from tests.rules.zorro.zorro_table import do, give, roll, table

LAPTOP = (1366, 768)
WINE = "Bottle of Wine: reroll a CHARM"


def sit_down(driver, state):
    """Ana (a person) with two easy AIs, at the moment `state` shows."""
    return person.sit_down(driver, "zorro", state)

def rolled_two_charms():
    """Ana holds the Bottle of Wine (REROLL CHARM) and her first roll for Lead the Faithful (CHARM,
    LEAP, GRAB, TAUNT) shows two CHARMs."""
    state = table(3)
    give(state, 0, "bottle_of_wine")
    do(state, Travel(0, None))
    roll(state, "charm", "charm", "grab", "dash", "dash", "dash")
    return state


def last_action(controller, seat: int = 0):
    """The last move `seat` made (chance rolls the die after it)."""
    step = next(s for s in reversed(controller.history) if s.seat == seat)
    return controller.rules.parse_action(step.action)


def test_the_wine_rolls_the_loose_charm_not_the_one_kept(make_driver):
    driver = make_driver(LAPTOP)
    table_scene = sit_down(driver, rolled_two_charms())
    driver.wait(0.8)
    driver.click(table_scene.dice[0].rect.center)
    assert table_scene.dice[0].kept
    driver.click_button(WINE)
    driver.until(lambda: is_still(table_scene))
    assert last_action(table_scene.controller) == GearReroll(1)
    assert table_scene.controller.state.attempt.faces[0] == "charm" and table_scene.dice[0].kept


def test_with_two_loose_charms_the_person_picks_the_die(make_driver):
    driver = make_driver(LAPTOP)
    table_scene = sit_down(driver, rolled_two_charms())
    driver.wait(0.8)
    driver.click_button(WINE)
    assert table_scene.banner.title == "Choose the CHARM die to roll again"
    assert [d.selectable for d in table_scene.dice] == [True, True] + [False] * 4
    assert not table_scene.controller.history, "the button only asks which die"
    driver.wait(1.0)
    driver.click(table_scene.dice[1].rect.center)
    driver.until(lambda: is_still(table_scene))
    assert last_action(table_scene.controller) == GearReroll(1)
    assert table_scene.banner.title != "Choose the CHARM die to roll again"


def test_back_leaves_the_pick_without_rolling(make_driver):
    driver = make_driver(LAPTOP)
    table_scene = sit_down(driver, rolled_two_charms())
    driver.click_button(WINE)
    driver.click_button("Back")
    assert driver.find_button(WINE) and not table_scene.controller.history
    assert all(d.selectable for d in table_scene.dice)


def test_the_die_a_person_keeps_stays_where_it_is_when_its_twin_rolls(make_driver):
    """Two CHARMs show; Ana keeps the first. The rules roll the first of two like dice (the
    canonical reroll), so the table trades their places: the CHARM she kept does not move or roll."""
    driver = make_driver(LAPTOP)
    table_scene = sit_down(driver, rolled_two_charms())
    driver.wait(0.8)
    kept = table_scene.dice[0]
    spot = kept.rect.center
    driver.click(spot)
    driver.wait(0.5)
    driver.click_button("Roll 5 dice")
    driver.until(lambda: is_still(table_scene))
    assert table_scene.controller.rules.parse_action(
        next(s.action for s in table_scene.controller.history if s.seat == 0 and s.action.startswith("reroll"))
    ).dice == (0, 2, 3, 4, 5), "the rules roll the first CHARM"
    at_spot = next(d for d in table_scene.dice if d.rect.collidepoint(spot))
    assert at_spot.face == "charm" and at_spot.kept, "the CHARM Ana kept is still where she kept it"


def test_a_clicked_feat_is_marked_and_its_requirement_fills_the_panel(make_driver, monkeypatch):
    from game.i18n import pgettext
    from game.rules.zorro import content as C
    from test_tables_at_their_largest import NotedText
    driver = make_driver(LAPTOP)
    table_scene = sit_down(driver, table(3))
    other = next(s for s in table_scene.picks if table_scene.town.index(s) != table_scene.focus)
    slot = table_scene.town.index(other)
    driver.click(other.rect.center)
    feat = table_scene.controller.view().feat_slots[slot]
    noted = NotedText(monkeypatch)
    driver.app.draw_canvas()
    panel = [t for t, _r in noted.within(table_scene.layout["checklist"])]
    assert pgettext("card", C.FEATS[feat].name) in panel and "Requirement" not in panel
    needs = set(C.FEATS[feat].requirement)
    assert sum(t.startswith("0/") for t in panel) == len(needs), "each symbol the feat needs, none shown yet"
    tabs = [r for t, r in noted.seen if t == "YOUR CHOICE"]
    assert len(tabs) == 1 and abs(tabs[0].centerx - table_scene.layout[f"slot_{slot}"].centerx) <= 1


def test_the_last_players_dice_leave_the_tray_before_the_next_chooses(make_driver):
    driver = make_driver(LAPTOP)
    state = table(3, first=2)  # Cole (an AI) plays first, then Ana chooses
    table_scene = sit_down(driver, state)
    assert table_scene.controller.history, "Cole has played"
    assert table_scene.dice == [], "Ana chooses a feat over an empty tray"


def test_a_won_feat_leaves_for_its_hero_only_once_the_dice_that_won_it_have_landed(make_driver):
    """Ana needs a TAUNT for Lead the Faithful and rolls three dice: the TAUNT comes. While those
    dice tumble the feat stays in its place; it goes to her mat after they land and say SUCCESS!."""
    driver = make_driver(LAPTOP, speed="normal")
    state = table(3)
    do(state, Travel(0, None))
    roll(state, "charm", "leap", "grab", "dash", "dash", "dash")
    table_scene = sit_down(driver, state)
    table_scene.controller.arrange(["face die=3 face=taunt", "face die=4 face=dash", "face die=5 face=dash"])
    driver.wait(0.8)
    for die in table_scene.dice[:3]:
        driver.click(die.rect.center)
    driver.click_button("Roll 3 dice")
    feat_place = table_scene.layout["feat_0"]
    tumbled = 0
    for _frame in range(150):  # five seconds at 30 frames a second
        if not any(d.blur > 0 for d in table_scene.dice):
            if tumbled:
                break
        else:
            tumbled += 1
            assert not table_scene.movers, "nothing leaves the town while the dice are in the air"
            assert table_scene.town[0] is not None and table_scene.town[0].rect.colliderect(feat_place)
        driver.frame(1 / 30)
    assert tumbled, "the dice were seen in the air"
    driver.until(lambda: is_still(table_scene))
    assert table_scene.view.feats[0] == ["T1"], "the feat is Ana's once the dice have landed"


def test_the_whip_asks_which_die_then_what_it_shows_and_back_leaves_it(make_driver):
    """Ana holds Zorro's Whip and needs a TAUNT: the Whip's button asks which die to turn, then
    to what; Back leaves its menu without a move, and the choice turns that die."""
    from game.rules.zorro.actions import UseWhip
    driver = make_driver(LAPTOP)
    state = table(3)
    give(state, 0, "zorros_whip")
    do(state, Travel(0, None))
    roll(state, "charm", "leap", "grab", "dash", "dash", "dash")
    table_scene = sit_down(driver, state)
    driver.click_button("Zorro's Whip…")
    assert driver.find_button("Change a DASH") and driver.find_button("Back")
    driver.click_button("Back")
    assert driver.find_button("Zorro's Whip…") and not table_scene.controller.history
    driver.click_button("Zorro's Whip…")
    driver.click_button("Change a DASH")
    driver.click_button("to TAUNT")
    driver.until(lambda: is_still(table_scene))
    assert last_action(table_scene.controller) == UseWhip(3, "taunt")
