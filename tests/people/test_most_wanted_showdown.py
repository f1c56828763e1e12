"""A Most Wanted showdown people can watch, through the app's frame loop: after the robber keeps
the laid cards, the hands flip together and stay face up, named and the winner marked, until a
few seconds pass (the AI-pacing setting) or the table is clicked; only then do the bags move and
the cards go to the discard pile."""
from __future__ import annotations

import person
from person import is_still
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
    driver.wait(1.5)  # 2.5 s after the click: still up at the default pacing (3 s)
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
