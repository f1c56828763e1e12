"""Events carry what the table animates and read well in the log (names, never "you")."""
import random

from game.ai.base import sample_outcome
from game.rules.common.contract import CHANCE
from game.rules.common.events import DieRolled, GameEnded, PlayerEliminated
from game.rules.zorro.engine import RULES
from game.rules.zorro.actions import ACCEPT, TAKE_FEAT_CARD, Travel
from game.rules.zorro.events import (AttemptEnded, AttemptStarted, DiceKept, DuelRound, EquipmentDiscarded,
                                     EquipmentTaken, FeatChosen, FeatTaken, HelpAnswered, HeroDieGained,
                                     ScoundrelAppears, SwordsShown, VillainAppears)
from zorro_table import NAMES, do, give, of, reroll, roll, table


def test_dice_events_say_who_rolled_which_die_and_what_it_shows():
    state = table(2)
    events = do(state, Travel(0))
    started = of(events, AttemptStarted)[0]
    assert (started.kind, started.seat, started.target, started.rolls) == ("feat", 0, "T1", 3)
    events = roll(state, "charm", "charm", "dash", "dash", "dash", "dash")
    assert [(e.seat, e.die, e.face) for e in of(events, DieRolled)][:2] == [(0, 0, "charm"), (0, 1, "charm")]
    events = reroll(state, 1, 2)  # a CHARM and a DASH: the lowest-numbered of each is picked up
    kept = of(events, DiceKept)[0]
    assert kept.rerolled == (0, 2) and kept.kept == (1, 3, 4, 5) and kept.roll == 2
    assert kept.faces == ("charm", "charm", "dash", "dash", "dash", "dash")


def test_a_successful_feat_tells_the_whole_story():
    state = table(3)
    state.feats[0].append("T2")
    state.feat_deck.remove("T2")
    events = do(state, Travel(0, 1), ACCEPT)
    events += roll(state, "charm", "leap", "grab", "taunt", "dash", "dash")
    events += do(state, TAKE_FEAT_CARD)
    names = [type(e).__name__ for e in events]
    for kind in (FeatChosen, HelpAnswered, AttemptStarted, AttemptEnded, FeatTaken, HeroDieGained,
                 ScoundrelAppears, EquipmentTaken):
        assert kind.__name__ in names, kind
    assert names.index("AttemptEnded") < names.index("FeatTaken") < names.index("HeroDieGained")


def test_every_event_of_random_games_reads_with_names_and_never_says_you():
    rng = random.Random(4)
    seen = set()
    for seats in (2, 4, 6):
        state = RULES.new_game(seats)
        while not RULES.is_over(state):
            (seat,) = RULES.actors(state)
            if seat == CHANCE:
                action = sample_outcome(RULES.chance_outcomes(state), rng)
            else:
                action = rng.choice(RULES.legal_actions(state, seat))
            for e in RULES.apply(state, seat, action):
                seen.add(type(e).__name__)
                line = e.describe(NAMES[:seats])
                assert line and "you" not in line.lower().split()
                assert e.private_to is None  # nothing in Zorro is private
    for kind in (DieRolled, DiceKept, AttemptEnded, FeatTaken, EquipmentTaken, EquipmentDiscarded,
                 VillainAppears, GameEnded):
        assert kind.__name__ in seen, kind


def test_duel_events_show_rounds_swords_and_eliminations():
    from test_zorro_fights import everyone_duels, duel_turn
    state = everyone_duels(2)
    e1 = duel_turn(state, "thrust", "leap", "leap", "leap", "leap", "leap")
    e2 = duel_turn(state, "thrust", "thrust", "leap", "leap", "leap", "leap")
    assert of(e1, SwordsShown)[0] == SwordsShown(1, 1)
    assert of(e2, PlayerEliminated)[0].seat == 1
    assert of(e2, GameEnded)[0].winners == (0,)
    assert "Ana" in of(e2, GameEnded)[0].describe(NAMES)


def test_a_duel_round_names_its_duellists():
    assert DuelRound(2, (0, 2)).describe(NAMES) == "Duel, round 2: Ana, Cole"


def test_giving_up_a_card_names_the_card_and_the_reason():
    state = table(2)
    give(state, 0, "dagger", "sabre", "black_sash")
    do(state, Travel(0))
    roll(state, "charm", "leap", "grab", "taunt", "dash", "dash")
    do(state, TAKE_FEAT_CARD)
    events = do(state, "discard card=sabre")
    line = of(events, EquipmentDiscarded)[0].describe(NAMES)
    assert line == "Ana discards Sabre (over the limit)"
