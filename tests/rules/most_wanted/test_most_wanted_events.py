"""Events: what the table animates and the log tells, with names, hiding what must stay hidden."""
from pathlib import Path

from game.rules.common.events import describe_all
from game.rules.most_wanted.engine import RULES
from game.rules.most_wanted import events as ev
from game.rules.most_wanted.actions import KEEP, Choose, Declare, Work, CHALLENGE, LET_IT_PASS
from game.rules.most_wanted.content import ACTION_NAMES, SHERIFF

from mw_table import NAMES, draw, draw_any, join, kinds, play, stay_out, table

RULES_TEXT = Path(__file__).resolve().parents[3] / "assets" / "rules" / "most_wanted.md"


def robbery_log():
    state = table(3, ["A A 7 8 9", "K K 6 7 8", None], score=[0, 6, 0], bags=[0, 1, 0])
    events = RULES.apply(state, 0, Choose("pony"))
    events += play(state, 0, "A A")
    events += join(state, 1, "K K")
    events += stay_out(state, 2)
    events += RULES.apply(state, 0, KEEP)
    events += draw_any(state)
    return state, events


def test_a_robbery_tells_its_story_in_the_shared_log():
    _, events = robbery_log()
    lines = describe_all(events, NAMES[:3], None)
    text = "\n".join(lines)
    assert "Ana declares a Pony Express Robbery (2 points)" in text
    assert "Ana lays 2 cards face down" in text
    assert "Bill has decided" in text and "Cole has decided" in text
    assert "Joining the robbery: Bill" in text
    assert "Hands flipped: Ana Ace Ace (Pair of Aces); Bill King King (Pair of Kings)" in text
    assert "Ana wins the Pony Express Robbery" in text
    assert "Ana moves forward 2 spaces to space 2" in text
    assert "Bill owes 2 bags of money bail and can pay only 1" in text
    assert "Bill moves back 1 space to space 5" in text
    assert "Ana draws a card" in text and "Ana draws A" not in text
    assert "You" not in text


def test_the_owner_sees_their_own_draws_and_secret_choices():
    _, events = robbery_log()
    mine = "\n".join(describe_all(events, NAMES[:3], 1))
    assert "Bill secretly joins with King King" in mine
    theirs = "\n".join(describe_all(events, NAMES[:3], 2))
    assert "secretly joins" not in theirs


def test_events_carry_what_the_table_animates():
    state, events = robbery_log()
    assert [type(e).__name__ for e in events[:1]] == ["ActionChosen"]
    moved = kinds(events, ev.BagsMoved)
    assert [(m.src, m.dst, m.amount) for m in moved] == [(1, "supply", 1)]
    scored = kinds(events, ev.ScoreMoved)
    assert [(s.seat, s.before, s.after) for s in scored] == [(0, 0, 2), (1, 6, 5)]
    drew = kinds(events, ev.Drew)
    assert {d.dst for d in drew} == {0, 1} and all(d.redacted().card is None for d in drew)
    assert kinds(events, ev.TableCleared)[0].cards


def test_the_sheriffs_draws_and_hand_read_well():
    state = table(2, ["A A 7 8 9", "K K 6 7 8"])
    events = RULES.apply(state, 0, Choose("pony"))
    events += draw(state, "Q", "Q", "7", "6")
    events += play(state, 0, "A A")
    events += stay_out(state, 1)
    events += RULES.apply(state, 0, KEEP)
    text = "\n".join(describe_all(events, NAMES[:2], 0))
    assert "The Sheriff draws a card face down" in text
    assert "The Sheriff Queen Queen (Pair of Queens)" in text
    assert kinds(events, ev.HandsRevealed)[0].seats == (0, SHERIFF)


def test_dishonest_labor_and_challenges_read_well():
    state = table(3, ["Q_blue 7_blue 9_red K_red 6_gold", None, None], labor_card="dishonest_labor")
    events = RULES.apply(state, 0, Choose("dishonest_labor"))
    events += RULES.apply(state, 0, Work(("Q_blue", "9_red")))
    events += RULES.apply(state, 0, Declare("blue"))
    events += RULES.apply(state, 1, CHALLENGE)
    events += RULES.apply(state, 2, LET_IT_PASS)
    text = "\n".join(describe_all(events, NAMES[:3], None))
    assert "Ana swears the 2 face-down cards are all blue" in text
    assert "Challenging: Bill" in text
    assert "all blue was a bluff" in text
    assert "Bill takes 2 bags of money from the face-down cards (the bluff is split)" in text


def test_the_game_end_names_the_winner():
    state = table(3, ["A A 7 8 9", None, None], score=[12, 0, 0])
    RULES.apply(state, 0, Choose("pony"))
    play(state, 0, "A A")
    stay_out(state, 1)
    events = stay_out(state, 2)
    assert describe_all(events, NAMES[:3], None)[-1] == "Game over: Ana wins"


def test_rules_text_has_sections_a_glossary_and_house_rules():
    text = RULES_TEXT.read_text(encoding="utf-8")
    assert text.startswith("# Most Wanted")
    assert "## Glossary" in text
    assert sum(1 for line in text.splitlines() if line.startswith("House rule:")) >= 10
    for name in ACTION_NAMES.values():
        assert name.split()[0] in text
    for fact in ("Double Crosser", "Sheriff", "bail", "63 bags", "72 playing cards", "space 13"):
        assert fact in text


def test_a_bail_nobody_can_pay_says_so_in_words():
    line = ev.BailPaid(1, 2, 0, 2).describe(NAMES[:3])
    assert line == "Bill owes 2 bags of money bail and cannot pay any of it"
