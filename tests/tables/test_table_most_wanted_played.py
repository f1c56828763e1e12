"""A Most Wanted showdown people can watch, through the app's frame loop: after the robber keeps
the laid cards, the hands flip together and stay face up, named and the winner marked, until a
few seconds pass (the AI-pacing setting) or the table is clicked; only then do the bags move and
the cards go to the discard pile."""
from __future__ import annotations

import person
from test_tables_at_their_largest import NotedText

from tests.rules.most_wanted.mw_table import join, stay_out
from tests.tables.test_table_most_wanted import robbery_under_way

LAPTOP = (1366, 768)


def robber_about_to_keep(make_driver, pacing: float = 1.0):
    """Ana robs the Stagecoach with three Queens; Bill joined with K K 9; Calamity stayed out."""
    state = robbery_under_way()
    join(state, 1, "K K 9")
    stay_out(state, 2)
    driver = make_driver(LAPTOP, speed="normal", pacing=pacing)
    table = person.sit_down(driver, "most_wanted", state)
    return driver, table


def shows_the_showdown(driver, table, monkeypatch) -> list[str]:
    noted = NotedText(monkeypatch)
    driver.app.draw_canvas()
    monkeypatch.undo()
    return [t for t, _r in noted.within(table.layout["table"])]


def test_the_flipped_hands_stay_up_named_with_the_winner_until_they_have_been_read(make_driver, monkeypatch):
    driver, table = robber_about_to_keep(make_driver)
    bags, score = list(table.view.bags), list(table.view.score)
    driver.click_button("Keep my cards")
    driver.wait(1.0)  # the hands have flipped
    words = shows_the_showdown(driver, table, monkeypatch)
    assert "Three of a Kind, Queens" in words and "Pair of Kings" in words, words
    assert "WINNER" in words, "the winner is marked among the hands"
    assert table.banner.title == "Showdown: the hands flip together"
    assert (list(table.view.bags), list(table.view.score)) == (bags, score), \
        "no bag and no outlaw moves while the hands are read"
    assert [round(t.at) for t in table.track] == score
    driver.wait(1.5)  # 2.5 s after the click: still up (5 s at a pacing of 1 s)
    assert "WINNER" in shows_the_showdown(driver, table, monkeypatch)
    driver.wait(1.5)
    driver.until(lambda: not table.animator.busy() and table.held is None, seconds=10)
    assert "WINNER" not in shows_the_showdown(driver, table, monkeypatch), "then the table moves on"
    assert list(table.view.score) != score and [round(t.at) for t in table.track] == list(table.view.score), \
        "and the winner's outlaw has moved up the scoreboard"


def test_a_click_goes_on_from_the_showdown_at_once(make_driver, monkeypatch):
    driver, table = robber_about_to_keep(make_driver)
    driver.click_button("Keep my cards")
    driver.wait(1.0)
    assert "WINNER" in shows_the_showdown(driver, table, monkeypatch)
    driver.click(table.layout["table"].center)
    driver.wait(1.2)
    assert "WINNER" not in shows_the_showdown(driver, table, monkeypatch)


def test_the_robbers_choice_is_drawn_as_soon_as_the_rivals_have_decided(make_driver):
    """The rivals join live (easy AIs, paced); the frame that offers Ana "Keep my cards" is drawn
    without her touching anything (it was drawn only at her next mouse move)."""
    from tests.rules.most_wanted.mw_table import table as mw_table
    from game.rules.most_wanted.actions import Choose
    from tests.rules.most_wanted.mw_table import do, play
    state = mw_table(3, hands=["Q Q Q 7 8", "K K 9 9 6", "A 10 J 6 7"])
    do(state, 0, Choose("stagecoach"))
    play(state, 0, "Q Q Q")
    from game.controllers.base import make_controller
    from game.controllers.seats import parse_seats
    from scenes.menu import MenuScene
    driver = make_driver(LAPTOP, speed="normal", pacing=0.5)
    driver.start(MenuScene(driver.app))
    controller = make_controller("most_wanted", parse_seats("human,ai:easy,ai:easy"), None, 5)
    controller.state = state
    driver.app.routes.table(controller)
    table = driver.top
    assert table.offered is None, "the rivals decide first"
    drawn = []
    real = driver.app.render
    driver.app.render = lambda: (drawn.append([b.label for b in person.buttons_on_offer(table)]), real())
    driver.until(lambda: table.offered == 0, seconds=30)
    driver.wait(0.3)
    assert drawn and "Keep my cards" in drawn[-1], "the screen shows the choice offered"
