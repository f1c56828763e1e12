"""The coal and silver of the turn, as the rule book's Buy phase adds them up: what the actions
gave so far, and what the party and the Strongbox will still add when buying. The table shows
these while the player chooses, and as production happens."""
from game.rules.durango.actions import Aim, Select
from game.rules.durango.engine import Purse, purse
from game.rules.durango.steps import PROCEED, AimPrompt, SelectPrompt
from durango_table import draw, finish_turn, play, table


def test_while_choosing_the_partys_production_is_still_to_come():
    s = table(party={0: ["F01", "T03", "T04"]})  # Coal Miner 2 coal; Hotel Keeper 3 and Bartender 2 silver
    draw(s, "I1", "I2", "I4")
    assert type(s.prompt) is SelectPrompt
    assert purse(s, 0) == Purse(coal=0, silver=0, coal_to_come=2, silver_to_come=5)


def test_an_actions_bonus_is_in_hand_at_once_and_the_new_hires_production_is_to_come():
    s = table(reserve={0: ["T04"]}, party={1: ["F01"]})
    draw(s, "F12", "I4", "I5")
    play(s, Select("reserve_party", 0))  # the Bartender (+1 silver) acts, then the Bandit asks whom to block
    assert type(s.prompt) is AimPrompt
    assert purse(s, 0) == Purse(coal=0, silver=1, coal_to_come=1, silver_to_come=2)


def test_a_chuck_wagon_adds_one_coal_and_one_silver_to_come():
    s = table(party={0: ["I2"]})
    draw(s, "I1", "I4", "I5")
    assert purse(s, 0) == Purse(0, 0, coal_to_come=1, silver_to_come=1)


def test_what_the_strongbox_keeps_is_to_come():
    s = table(party={0: ["I3", "F01"]})
    s.strongbox[0] = ["silver", 3]
    draw(s, "I1", "I4", "I5")
    assert purse(s, 0) == Purse(0, 0, coal_to_come=2, silver_to_come=3)


def test_a_seat_whose_turn_it_is_not_has_nothing_to_show():
    s = table(party={1: ["F01"]})
    s.strongbox[1] = ["coal", 2]
    draw(s, "I1", "I4", "I5")
    assert purse(s, 1) == Purse()


def test_a_blocked_kind_is_not_to_come_but_the_other_is():
    s = table(party={1: ["F01", "T03"]})
    draw(s, "F12", "I4", "I5")  # Bandit blocks seat 1's Frontier Hires on their next turn
    play(s, Select("party", 0), Aim(1, ""))
    finish_turn(s)
    assert s.current == 1
    draw(s, "I1", "I2", "I6")
    assert purse(s, 1) == Purse(0, 0, coal_to_come=0, silver_to_come=3)


def test_once_the_buy_phase_has_counted_and_spent_what_is_left_is_in_hand():
    s = table(party={0: ["T03", "T04"]}, herd={1: ["Angus"]}, yard_top=["Hereford*", "Criollo"])
    draw(s, "I5", "I4", "I6")
    play(s, Select("party", 0))  # the Windmill: 5 silver buy the Blue Ribbon Hereford for 4
    assert s.herd[0] == ["Hereford*"]
    assert s.prompt == PROCEED, "the Cattle Baron's Daughter's moment, for Bill's plain Angus"
    assert purse(s, 0) == Purse(coal=0, silver=1)
