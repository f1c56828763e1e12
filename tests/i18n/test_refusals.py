"""The rules' refusals reach a person in the chosen language; their `reason` stays English (logs,
tests), since the rules never translate."""
import pytest

from game import i18n
from game.controllers.base import make_controller
from game.controllers.seats import parse_seats
from game.rules.common.contract import IllegalAction
from game.rules.pig.engine import RULES as PIG, Roll
from game.rules.roulette.engine import Bid
from scenes.table_roulette import TableScene


def test_a_refused_bid_is_said_in_french_at_the_table(app):
    i18n.set_language("fr")
    controller = make_controller("roulette", parse_seats("human,ai:easy,ai:easy"), None, 4)
    controller.names[0] = "Calamity"
    scene = TableScene(app, controller)
    app.stack.push(scene)
    for _ in range(200):
        app.stack.update(1 / 60)
        if scene.offered is not None:
            break
    assert scene.offered == 0
    scene.act(0, Bid(0, 0))
    assert scene.notice == "Une mise compte au moins un billet."
    assert 0 in controller.waiting_humans(), "the refused bid changed nothing"
    controller.close()


def test_a_seat_is_called_by_its_name_and_the_reason_stays_english():
    i18n.set_language("fr")
    with pytest.raises(IllegalAction) as refused:
        PIG.apply(PIG.new_game(2), 1, Roll())  # seat 0 begins
    assert refused.value.reason == "It is not seat 1's decision now."
    assert refused.value.worded(["Ada", "Bo"]) == "Ce n’est pas à Bo de décider maintenant."


@pytest.mark.parametrize("size, words", [
    (1, "Dein Blatt muss genau 1 Karte haben."),
    (3, "Dein Blatt muss genau 3 Karten haben."),
])
def test_a_count_in_a_refusal_takes_the_languages_plural(size, words):
    from game.rules.most_wanted.engine import WRONG_HAND
    i18n.set_language("de")
    refused = IllegalAction(*WRONG_HAND, n=size)
    assert refused.worded() == words
    assert refused.reason == f"Your hand must be exactly {size} card{'s' if size != 1 else ''}."
