"""Events carry what the table animates and read well in the log (names, never "you")."""
from game.rules.common.events import CardMoved, DieRolled, GameEnded, MoneyMoved, PlayerEliminated
from game.rules.desperados import money
from game.rules.desperados.actions import DRAW_CARDS, Reroll, TAKE_ACTIONS
from game.rules.desperados.events import Attacked, CardPlayed, DiceKept, Escaped, JailTurned
from game.rules.desperados.state import BANK

from desperados_table import NAMES, act, do, draw, give, roll, rolled, set_money, set_ranks, table


def lines(events):
    return [e.describe(NAMES) for e in events]


def test_each_die_rolled_is_its_own_event_with_the_seat_and_face():
    state = table()
    events = roll(state, "action", "lady", "boss", "bad")
    assert events == [DieRolled(0, 0, "action"), DieRolled(0, 1, "lady"), DieRolled(0, 2, "boss"),
                      DieRolled(0, 3, "bad")]
    assert "Ana" in lines(events)[1] and "lady" in lines(events)[1]


def test_kept_dice_are_announced_before_a_reroll():
    state = rolled(faces=("action", "lady", "boss", "bad"))
    (event,) = do(state, Reroll((3,)))
    assert event == DiceKept(0, (0, 1, 2), (3,), ("action", "lady", "boss", "bad"))
    assert "Ana keeps action, lady, boss" in event.describe(NAMES)


def test_a_jail_card_turning_names_the_seat_member_and_new_rank():
    state = rolled(faces=("action", "lady", "boss", "bad"))
    set_ranks(state, 0, lady=1)
    do(state, TAKE_ACTIONS)
    events = act(state, "lady")
    assert JailTurned(0, "lady", 0) in events and Escaped(0, "lady") in events
    assert "Ana's Lady breaks out of jail!" in lines(events)


def test_an_attack_names_attacker_member_victims_and_amounts_and_money_goes_to_the_bank():
    state = rolled(seats=3, faces=("action", "boss", "bad", "ugly"))
    set_ranks(state, 0, boss=0)
    do(state, TAKE_ACTIONS)
    events = act(state, "boss")
    assert Attacked(0, "boss", (1, 2), (6, 6)) in events
    assert MoneyMoved(1, BANK, 6, "{desperado}'s attack", (("desperado", "desperado", "Boss"),)) in events
    assert "Ana's Boss attacks: Bill $6, Cole $6" in lines(events)
    assert "Bill pays $6 to the bank (Boss's attack)" in lines(events)


def test_a_drawn_card_is_private_to_the_drawer_and_a_discard_is_public():
    state = rolled(faces=("lady", "lady", "lady", "boss"))
    do(state, DRAW_CARDS)
    (drawn,) = draw(state, "dynamite")
    assert drawn == CardMoved("dynamite", "deck", 0, face_up=False, private_to=(0,))
    assert drawn.visible_to(1).card is None and drawn.visible_to(0).card == "dynamite"
    draw(state, "hacksaw", "pickpocket")
    events = do(state, "keep cards=dynamite")
    assert CardMoved("hacksaw", 0, "discard") in events and all(e.private_to is None for e in events)


def test_a_played_card_is_announced():
    state = rolled()
    give(state, 0, "pickpocket")
    events = do(state, "pickpocket seat=1")
    assert events[0] == CardPlayed(0, "pickpocket") and lines(events)[0] == "Ana plays Pickpocket"


def test_elimination_and_the_end_of_the_game_are_events():
    state = rolled(faces=("action", "boss", "bad", "ugly"))
    set_ranks(state, 0, boss=0)
    set_money(state, s1=6, bank=44)
    do(state, TAKE_ACTIONS)
    events = act(state, "boss")
    assert PlayerEliminated(1, "no money left") in events and GameEnded((0,)) in events
    assert lines(events)[-1] == "Game over: Ana wins"


def test_an_eliminated_gangs_chips_go_to_the_bank_and_its_cards_to_the_discard_pile():
    state = rolled(seats=3)
    give(state, 2, "dynamite", "hacksaw")
    events = money.eliminate(state, 2)
    assert MoneyMoved(2, BANK, 50, "eliminated") in events
    assert state.money[BANK] == 50 and sorted(state.deck.discards) == ["dynamite", "hacksaw"]
