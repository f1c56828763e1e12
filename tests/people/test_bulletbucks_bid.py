"""Making up a Bulletbucks bid in the one choice bar: a - and a + around each kind of bill
(the kit's `Count`), clicked through the app's frame loop."""
from __future__ import annotations

from person import sit_down


def steppers(table, sign: str) -> list:
    """The choice bar's `sign` buttons, the 1,000 bills' first."""
    return [b for b in table.choices if getattr(b, "label", "") == sign]


def test_a_bid_is_made_up_bill_by_bill_and_a_step_that_cannot_be_taken_says_why(make_driver):
    driver = make_driver((1366, 768))
    table = sit_down(driver, "roulette")  # a bid of 1 x 1,000 to start with, out of 6 of each
    take_two_thousand = steppers(table, "-")[1]
    assert not take_two_thousand.enabled and take_two_thousand.disabled_reason == "None of these in the bid."
    where = steppers(table, "+")[0].rect.copy()
    for _bill in range(5):
        driver.click(steppers(table, "+")[0].rect.center)
    add_thousand = steppers(table, "+")[0]
    assert add_thousand.rect == where, "the + stays where it was as the count grows"
    assert not add_thousand.enabled and add_thousand.disabled_reason == "You have 6 of these bills."
    assert driver.find_button("Place bid: 6,000")
    driver.click(steppers(table, "-")[0].rect.center)
    assert driver.find_button("Place bid: 5,000") and steppers(table, "+")[0].enabled
