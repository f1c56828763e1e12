"""Moves every table makes alike live once, in the kit (issue 31): a card flies across the table
one way (`fly_card`, at the table's `card_flight` pace) and a game ends with one fanfare
(`_on_GameEnded`, with `game_over` for what a table adds), instead of a copy in each table."""
import ast
from pathlib import Path

from game.rules.common.events import GameEnded
from game.ui.cards import CardSprite
from test_kit_scenes import FakeController, Table

SCENES = Path(__file__).resolve().parents[2] / "scenes"
GAME_TABLES = sorted(p for p in SCENES.glob("table_*.py") if p.name != "table_base.py")
CARD_TABLES = {"table_desperados.py", "table_durango.py", "table_most_wanted.py", "table_zorro.py"}
"""The tables whose cards move between places (Bulletbucks has no cards)."""


def methods_and_calls(path: Path) -> tuple[set[str], set[str]]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    defined = {n.name for n in ast.walk(tree) if isinstance(n, ast.FunctionDef)}
    called = {n.func.attr for n in ast.walk(tree) if isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute)}
    return defined, called


def test_a_card_slides_to_its_place_at_the_tables_pace_and_is_drawn_until_it_lands(app):
    table = Table(app, FakeController("ha"))
    table.animator.speed = 1.0
    card = CardSprite(None, (100, 100), (90, 126), face_up=False)
    table.fly_card(card, (700, 400))
    table.animator.update(table.card_flight / 2)
    assert card in table.movers and 100 < card.x < 700, "half way, the card is in the air and drawn"
    table.animator.update(table.card_flight / 2 + 0.01)
    table.animator.update(0.01)
    assert (card.x, card.y) == (700, 400) and card not in table.movers


def test_every_table_that_moves_cards_flies_them_the_kits_way():
    for path in GAME_TABLES:
        if path.name in CARD_TABLES:
            assert "fly_card" in methods_and_calls(path)[1], f"{path.name} flies its cards its own way"


def test_a_game_ends_with_the_kits_fanfare_at_every_table(app):
    for path in GAME_TABLES:
        assert "_on_GameEnded" not in methods_and_calls(path)[0], f"{path.name} ends the game its own way"
    table = Table(app, FakeController("ha"))
    heard = []
    table.sound = heard.append
    table.animate(GameEnded((0,)))
    assert heard == ["win"]


def test_a_played_card_acts_where_it_lands_stays_to_be_read_then_goes_on(app):
    table = Table(app, FakeController("ha"))
    table.animator.speed = 1.0
    card = CardSprite(None, (100, 100), (90, 126))
    told = []
    table.play_card(card, (400, 300), (800, 100), on_spot=lambda: told.append("acts"),
                    then=lambda: told.append("discarded"))
    table.animator.update(table.card_flight + 0.01)
    assert (card.x, card.y) == (400, 300) and told == ["acts"] and card in table.movers
    table.animator.update(0.3)
    assert (card.x, card.y) == (400, 300), "it stays a moment where it acted"
    for _frame in range(90):
        table.animator.update(1 / 60)
    assert (card.x, card.y) == (800, 100) and told == ["acts", "discarded"] and card not in table.movers
