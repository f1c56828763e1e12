"""The in-game rules (assets/rules/desperados.md): our own words, every card and gang named, the
PROPOSED readings marked as house rules."""
import re
from pathlib import Path

from game.rules.desperados.content import BRAIN_NAMES, CARD_LIST, GANG_LIST, MEMBER_LIST

ROOT = Path(__file__).resolve().parents[3]
RULES_TEXT = ROOT / "assets" / "rules" / "desperados.md"
RULE_BOOK = Path("/work/shared/rules/desperados.rulebook.txt")


def words(text: str) -> list[str]:
    return re.findall(r"[a-z0-9$']+", text.lower())


def test_the_rules_text_has_headings_a_glossary_and_the_house_rules():
    text = RULES_TEXT.read_text(encoding="utf-8")
    assert text.startswith("# Desperados of Dice Town")
    assert "## Glossary" in text and text.count("\n## ") >= 8
    house = [line for line in text.splitlines() if line.startswith("House rule:")]
    assert len(house) >= 15
    for reading in ("centre starts with no money", "three Action faces are a Trio", "four Action faces",
                    "act or draw", "Misery", "Brain ladders", "Pickpocket", "28 Wild West cards",
                    "discard pile", "winning check"):
        assert any(reading in line for line in house), reading


def test_every_card_gang_member_and_brain_ability_is_named():
    text = RULES_TEXT.read_text(encoding="utf-8")
    for card in CARD_LIST:
        assert f"{card.name} ({card.count})" in text
    for gang in GANG_LIST:
        assert gang.name in text
    for member in MEMBER_LIST:
        assert f"{member.name} ({member.symbol})" in text and f"{member.ranks} ranks" in text
    for ability in BRAIN_NAMES.values():
        assert ability.lower() in text.lower()


def test_the_rules_are_in_our_own_words():
    if not RULE_BOOK.exists():
        return
    book = words(RULE_BOOK.read_text(encoding="utf-8"))
    ours = " ".join(words(RULES_TEXT.read_text(encoding="utf-8")))
    copied = {" ".join(book[i:i + 8]) for i in range(len(book) - 7)}
    assert not [run for run in copied if run in ours], "no eight words in a row from the rule book"
