"""A person at the Durango table, through the app's frame loop at a laptop's window size: pointing
at an order for the Telegraph Operator lays the cards out so before the click; resting the pointer
on a rival's party card reads it large; the coal and silver of the turn count up on the mat."""
from __future__ import annotations

import person
import pytest
from person import screen_pixels

from game.rules.durango.actions import Arrange, Select
from tests.rules.durango.durango_table import draw, play, table
from scenes.table_base import PREVIEW_SIZE, preview_centre

JUDGE = "T19"


def sit_down(driver, state, seats: str = "human,ai:easy,ai:easy"):
    table = person.sit_down(driver, "durango", state, seats)
    return table.controller, table

@pytest.mark.parametrize("window", [(1366, 768), (1920, 1080)])
def test_pointing_at_an_order_lays_the_looked_at_cards_out_so_before_the_click(make_driver, window):
    state = table(party={0: ["T03"]})
    draw(state, "T08", "F02", "I5")  # Ana recruits the Telegraph Operator
    play(state, Select("party", 0))
    draw(state, "T02", "F22", "C4")
    driver = make_driver(window)
    controller, tab = sit_down(driver, state)
    assert [s.data["title"] for s in tab.looked] == ["Mercantile Clerk", "Outlaw", "Lookout"]
    button = driver.find_button("Outlaw, Lookout, Mercantile Clerk")
    driver.move(button.rect.center)
    driver.wait(0.5)  # a person reads the cards before deciding
    assert [s.data["title"] for s in tab.looked] == ["Outlaw", "Lookout", "Mercantile Clerk"]
    driver.click(button.rect.center)
    chosen = [step.action for step in controller.history if str(step.action).startswith("arrange")]
    assert chosen == [str(Arrange((1, 2, 0)))], "Outlaw on top, then Lookout, then the Mercantile Clerk"


def test_resting_the_pointer_on_a_rivals_party_card_reads_it_large(make_driver):
    state = table(party={1: ["C7", "T20", "F05", "T10", "F13", "I2"]})
    draw(state, "F02", "I4", "I5")
    driver = make_driver((1366, 768))
    controller, tab = sit_down(driver, state)
    card = next(t for t in tab.tabs if t.card == "T20")
    driver.move((card.rect.x + 20, card.rect.centery))
    before = screen_pixels(driver)
    driver.wait(0.6)
    assert tab.readable_at(tab.pointer)[0]["title"] == "Pinkerton Detective"
    after = screen_pixels(driver)
    x, y = preview_centre(card.rect, driver.app.draw_canvas().get_rect())
    w, h = PREVIEW_SIZE
    row = 1920 * 3
    inside = slice(row * y + 3 * (x - w // 4), row * y + 3 * (x + w // 4))
    assert before[inside] != after[inside], "the large card shows beside the tab"


def test_the_purse_counts_up_on_the_mat_as_the_party_produces(make_driver):
    state = table(party={0: ["F01", "T03", "T04"]}, yard_top=["Angus", "Hereford"])
    draw(state, "T07", "F02", "I5")
    driver = make_driver((1366, 768), speed="normal")
    controller, tab = sit_down(driver, state)
    assert tab.purse_shown(0) == ("this turn", [("coal", 0, 2), ("silver", 0, 5)])
    driver.click_button("Auctioneer to the party")
    seen = []
    for _ in range(240):
        driver.frame()
        shown = tab.purse_shown(0)
        if tab.counting is not None and shown is not None:
            seen.append(tuple(n for _, n, _ in shown[1]))
    assert list(dict.fromkeys(seen))[:6] == [(0, 0), (0, 2), (2, 2), (2, 5), (2, 7), (2, 9)]


@pytest.mark.parametrize("window", [(1366, 768), (1920, 1080)])
def test_the_judges_many_swaps_are_chosen_as_what_you_give_then_what_you_take(make_driver, window):
    state = table(party={0: ["T04", "T01", "T06"], 1: ["T05", "T07", "T08"], 2: ["T03", "T09", "T10"]})
    draw(state, JUDGE, "F02", "I5")
    driver = make_driver(window)
    controller, tab = sit_down(driver, state)
    driver.click(driver.find_button("Judge to the party").rect.center)
    driver.wait(1.0)  # a person reads the eighteen swaps as two short rows
    choices = [b for b in tab.choices if b.label not in person.NOT_A_CHOICE]
    labels = [b.label for b in choices]
    assert labels[:3] == ["Give Bartender", "Give Banker", "Give Stagecoach Driver"]
    assert len(labels) == 9, "three hires to give, then the six to take for the one chosen"
    zone = tab.layout["buttons"]
    assert all(zone.contains(b.rect) for b in choices), "no button spills over the party cards"
    driver.click(driver.find_button("Give Stagecoach Driver").rect.center)
    driver.wait(0.5)
    driver.click(driver.find_button(f"Take {controller.names[2]}'s Hotel Keeper").rect.center)
    assert "swap mine=T06 seat=2 theirs=T03" in [step.action for step in controller.history]
