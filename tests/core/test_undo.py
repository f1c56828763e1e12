"""Undo never lets a person act on what they have seen (DESIGN.md, "Undo")."""
from __future__ import annotations

import time

from game.controllers.base import TableController, make_controller
from game.controllers.seats import parse_seats
from game.rules.common.contract import CHANCE
from game.rules.pig.engine import Hold, Roll
from game.rules.roulette.engine import Bid


def settle(ctl, limit=4000):
    """Let chance and the AIs play until a person must decide."""
    for _ in range(limit):
        if ctl.waiting_humans() or ctl.is_over():
            return
        ctl.update()
        time.sleep(0.0005)
    raise AssertionError("no person was asked")


def pig(seats="human,ai:random", seed=2):
    """A Pig table under the base controller, which takes any game for one with hidden things (a
    curtain between people, Undo stopping where the screen changed hands): Pig's own hides nothing."""
    return TableController("pig", parse_seats(seats), None, seed)


def test_a_person_takes_back_their_own_last_move():
    ctl = pig()
    ctl.act(0, Roll())
    ctl.update()
    settle(ctl)
    if not ctl.waiting_humans():
        return
    before = (list(ctl.state.scores), ctl.state.turn_total)
    ctl.act(0, Hold())
    assert ctl.can_undo(0)
    ctl.undo(0)
    assert (ctl.state.scores, ctl.state.turn_total) == before
    assert ctl.log[-1] == "Ana takes back a move"


def test_no_move_is_taken_back_once_a_die_has_rolled_after_it():
    ctl = pig()
    ctl.act(0, Roll())
    ctl.update()  # the die lands
    assert ctl.history[-1].seat == CHANCE
    assert not ctl.can_undo(0)


def test_no_move_is_taken_back_once_another_player_has_moved():
    ctl = pig(seed=5)
    ctl.act(0, Roll())
    ctl.update()
    settle(ctl)
    ctl.act(0, Hold())
    for _ in range(2000):  # the AI takes its turn
        if ctl.history[-1].seat == 1:
            break
        ctl.update()
        time.sleep(0.0005)
    assert ctl.history[-1].seat == 1
    assert not ctl.can_undo(0)


def test_a_bid_cannot_be_taken_back_once_the_bids_are_revealed():
    """The play test's case: Ana bid, the bids were shown, and Undo went back to the secret bidding."""
    for seed in range(6):
        ctl = make_controller("roulette", parse_seats("human,ai:easy,ai:easy"), None, seed)
        settle(ctl)
        ctl.act(0, Bid(1, 0))
        settle(ctl)
        revealed = any("bid" in line.lower() and "1,000" in line for line in ctl.log)
        assert revealed or ctl.is_over()
        assert not ctl.can_undo(0), f"seed {seed}: Undo after the reveal"
        ctl.close()


def test_the_last_bidder_cannot_take_back_the_bid_that_turned_them_all_over():
    ctl = make_controller("roulette", parse_seats("human,human,human"), None, 3)
    settle(ctl)
    ctl.act(1, Bid(1, 0))
    ctl.act(2, Bid(1, 0))
    ctl.curtain_lifted(0)
    ctl.act(0, Bid(1, 0))
    assert ctl.history[-1].seat == 0, "Ana's bid is the last step"
    assert not ctl.can_undo(0), "her bid turned every bid face up"


def test_with_several_people_no_undo_reaches_behind_the_screen_changing_hands():
    ctl = pig("human,human")
    ctl.curtain_lifted(0)
    ctl.act(0, Roll())
    assert ctl.can_undo(0), "Ana's roll has not landed and nobody else has looked"
    ctl.curtain_lifted(1)
    assert not ctl.can_undo(0) and not ctl.can_undo(1)


def test_at_a_table_with_nothing_private_several_people_never_take_moves_back():
    ctl = make_controller("zorro", parse_seats("human,human"), None, 1)
    settle(ctl)
    seat = ctl.waiting_humans()[0]
    ctl.act(seat, ctl.legal_actions(seat)[0])
    assert not ctl.can_undo(seat), "everyone has the screen all the time"
    ctl.close()
