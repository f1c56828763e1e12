"""The Durango table: where the drawn cards go, chosen card by card when the choices are many; the
cards a Telegraph Operator puts back, shown in the order of the button under the pointer; the
turn's coal and silver on the mat while choosing and counted up as production happens; what a
Strongbox keeps; a six-card party with every card's earnings in view; the seated player's cards
large along the bottom of the table."""
from __future__ import annotations

import itertools

import pygame
import pytest

from game import games
from game.controllers.base import make_controller
from game.controllers.seats import parse_seats
from game.rules.durango import content as C
from game.rules.durango.actions import Select
from tests.rules.durango.durango_table import draw, play, table
from game.rules.durango.steps import ArrangePrompt, RoomPrompt
from game.ui import theme
from game.ui.looks import durango as look
from scenes.table_base import READABLE_HEIGHT
from tests.tables.table_driver import click


def seated(app, state, seats: str = "human,ai:easy,ai:easy", settle: bool = True):
    """The table at `state`; with `settle`, one frame runs (a person's decision is offered; an AI
    would already move on, so a table waiting on an AI is not settled)."""
    controller = make_controller("durango", parse_seats(seats), None, 3)
    controller.state = state
    scene = games.get("durango").table_class()(app, controller)
    app.stack.push(scene)
    if settle:
        app.stack.update(1 / 60)
    return controller, scene


def point_at(scene, pos) -> None:
    scene.app.stack.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    scene.app.stack.update(1 / 60)


def words_drawn(scene, monkeypatch) -> list[str]:
    """Every piece of text the table draws on one frame."""
    seen = []
    real = theme.draw_text

    def spy(surface, text, *args, **kwargs):
        seen.append(text)
        return real(surface, text, *args, **kwargs)
    monkeypatch.setattr(theme, "draw_text", spy)
    look.tab_surface.cache_clear()
    scene.app.draw_canvas()
    monkeypatch.setattr(theme, "draw_text", real)
    return seen


def test_many_selection_choices_are_offered_per_clicked_drawn_card(app):
    state = table(party={0: ["I6", "T05"]}, reserve={0: ["F01", "T03"]})  # Saddlebags: two reserve cards
    draw(state, "F02", "C1", "T07")
    controller, scene = seated(app, state)
    scene.offer(0)
    assert len(scene.picks) == 3, "every drawn card is ringed as a choice"
    click(scene, scene.picks[1].rect.center)
    labels = [b.label for b in scene.choices.widgets]
    assert labels and all("Loyal Dog" in label for label in labels)
    assert len(labels) == len([a for a in controller.legal_actions(0) if isinstance(a, Select) and a.card == 1])
    assert any(label.startswith("Hotel Keeper") for label in labels), "the second Saddlebags card can come out"


def telegraph_operator_at_work(seats: str = "human,ai:easy,ai:easy"):
    """Ana recruits the Telegraph Operator; the top three of the Draw Deck are Mercantile Clerk,
    Outlaw and Lookout."""
    state = table(party={0: ["T03"]})
    draw(state, "T08", "F02", "I5")
    play(state, Select("party", 0))
    draw(state, "T02", "F22", "C4")
    assert state.prompt == ArrangePrompt(0, "deck")
    return state


def titles(sprites) -> list[str]:
    return [s.data["title"] for s in sprites]


def test_the_telegraph_operator_shows_the_cards_it_orders(app):
    controller, scene = seated(app, telegraph_operator_at_work())
    assert titles(scene.looked) == ["Mercantile Clerk", "Outlaw", "Lookout"], "the three cards lie in the middle"
    assert all(scene.readable_at(s.rect.center)[0] == s.data for s in scene.looked), "each can be read large"
    labels = [b.label for b in scene.choices if b.label != "Hint"]
    assert "Mercantile Clerk, Outlaw, Lookout" in labels and len(labels) == 6, "every order, named by its cards"
    assert not any(label.startswith("Top:") or any(ch.isdigit() for ch in label) for label in labels)
    button = next(b for b in scene.choices if b.label == "Lookout, Mercantile Clerk, Outlaw")
    point_at(scene, button.rect.center)
    assert titles(scene.looked) == ["Lookout", "Mercantile Clerk", "Outlaw"], "laid out in the order pointed at"
    assert [s.rect.centerx for s in scene.looked] == sorted(s.rect.centerx for s in scene.looked), "top card first"
    click(scene, button.rect.center)
    assert controller.state.deck_top == ["C4", "T02", "F22"]


def test_two_copies_of_a_card_make_one_button_per_order(app):
    state = table(party={0: ["T03"]})
    draw(state, "T08", "F02", "I5")
    play(state, Select("party", 0))
    draw(state, "F01", "F01", "C4")  # two Coal Miners
    controller, scene = seated(app, state)
    labels = [b.label for b in scene.choices if b.label != "Hint"]
    assert sorted(labels) == ["Coal Miner, Coal Miner, Lookout", "Coal Miner, Lookout, Coal Miner",
                              "Lookout, Coal Miner, Coal Miner"]


def test_the_others_see_that_the_top_of_the_deck_is_looked_at_but_not_the_cards(app, monkeypatch):
    controller, scene = seated(app, telegraph_operator_at_work(), seats="ai:easy,human,ai:easy", settle=False)
    assert scene.looked == []
    shown = words_drawn(scene, monkeypatch)
    assert f"{controller.names[0]} looks at the top of the Draw Deck" in " ".join(shown)
    assert not {"Mercantile Clerk", "Outlaw", "Lookout"} & set(shown)


def test_the_cattle_buyer_shows_the_cattle_it_orders(app, monkeypatch):
    state = table(party={0: ["T03"]}, yard_top=["Angus", "Hereford*", "Criollo"])
    draw(state, "T09", "F02", "I5")
    play(state, Select("party", 0))
    controller, scene = seated(app, state)
    assert "Angus, Blue Ribbon Hereford, Criollo" in [b.label for b in scene.choices]
    shown = words_drawn(scene, monkeypatch)
    assert {"Angus", "Blue Ribbon Hereford", "Criollo", "1st", "2nd", "3rd"} <= set(shown)


def purse_table():
    """Ana's party: Coal Miner (2 coal), Hotel Keeper (3 silver), Bartender (2 silver); she has drawn."""
    state = table(party={0: ["F01", "T03", "T04"]}, yard_top=["Angus", "Hereford"])
    draw(state, "T07", "F02", "I5")  # the Auctioneer: 2 silver, and +2 silver when recruited
    return state


def test_while_choosing_the_mat_shows_what_the_party_will_bring_in(app, monkeypatch):
    controller, scene = seated(app, purse_table())
    assert scene.purse_shown(0) == ("this turn", [("coal", 0, 2), ("silver", 0, 5)])
    assert scene.purse_shown(1) is None, "only the player whose turn it is has coal and silver"
    shown = words_drawn(scene, monkeypatch)
    assert "→2" in shown and "→5" in shown


def test_coal_and_silver_are_counted_up_as_production_happens(app):
    app.settings.animation_speed = "normal"
    controller, scene = seated(app, purse_table())
    scene.act(0, Select("party", 0))
    counts = []
    for _ in range(400):
        app.stack.update(1 / 60)
        shown = scene.purse_shown(0)
        if shown is not None and shown[1][0][2] is None:
            counts.append((shown[1][0][1], shown[1][1][1]))
        if not scene.animator.busy() and scene.counting is None and counts:
            break
    steps = list(dict.fromkeys(counts))
    assert steps == [(0, 0), (0, 2), (2, 2), (2, 5), (2, 7), (2, 9), (2, 4)], \
        "the Auctioneer's +2 silver, then the Coal Miner, Hotel Keeper, Bartender and Auctioneer one by one; " \
        "then what the Angus (5 silver) left over"
    assert controller.state.herd[0] == ["Angus"]


def test_what_a_strongbox_keeps_is_shown_on_its_tab_and_on_the_card(app, monkeypatch):
    state = table(party={0: ["I3", "F01"]}, current=0)
    state.strongbox[0] = ["silver", 3]
    draw(state, "F02", "I4", "I5")
    controller, scene = seated(app, state)
    shown = words_drawn(scene, monkeypatch)
    assert "kept" in shown, "on the Strongbox's tab on the mat"
    assert "silver kept" in shown, "on the Strongbox card in the seated player's party"
    assert scene.purse_shown(0) == ("this turn", [("coal", 0, 2), ("silver", 0, 3)]), "and counted for this turn"


def test_a_six_card_party_shows_every_cards_name_and_earnings(app, monkeypatch):
    party = ["C7", "T20", "F05", "T10", "F13", "I2"]  # Segundo: six cards
    state = table(party={1: party}, herd={1: ["Angus", "Hereford*", "Criollo", "Longhorn", "Shorthorn"]})
    draw(state, "F02", "I4", "I5")
    controller, scene = seated(app, state)
    tabs = [t for t in scene.tabs if t.seat == 1]
    mat = scene.layout["seat_1"]
    assert [t.card for t in tabs] == party
    for a, b in zip(tabs, tabs[1:]):
        assert not a.rect.colliderect(b.rect), "no card hides another"
    assert all(mat.contains(t.rect) for t in tabs)
    shown = words_drawn(scene, monkeypatch)
    for card in party:
        assert C.card_name(card) in shown
    earnings = [str(C.CARDS[c].produce) for c in party if C.CARDS[c].is_hire and C.CARDS[c].produce]
    assert all(e in shown for e in earnings)
    for t in tabs:
        assert scene.readable_at(t.rect.center)[0]["title"] == C.card_name(t.card), "read large on hover"


@pytest.mark.parametrize("seats", [2, 3, 4, 5])
def test_the_seated_players_cards_fill_the_bottom_of_the_table(app, seats):
    kinds = ",".join(["human"] + ["ai:easy"] * (seats - 1))
    state = table(seats, party={0: ["C7", "T20", "F05", "T10", "F13", "I2"]}, reserve={0: ["C3"]})
    draw(state, "F02", "I4", "I5")
    controller, scene = seated(app, state, seats=kinds)
    tableau = [s for s in scene.tableau if s.data]
    assert len(tableau) == 7
    assert all(s.size == scene.card_size("tableau") for s in tableau) and scene.card_size("tableau")[1] >= 180
    assert max(s.rect.bottom for s in tableau) >= 1030, "down to the rail"
    assert max(s.rect.right for s in tableau) <= scene.layout["tableau"].right
    assert all(s.rect.h < READABLE_HEIGHT for s in tableau), "small enough to be shown large on hover"
    drawn = scene.drawn
    assert all(s.size[1] > 190 for s in drawn), "the drawn cards are the largest on the table"
    mats = [scene.layout[f"seat_{i}"] for i in range(seats)]
    assert all(m.bottom < scene.layout["drawn"].top for m in mats)


def test_the_card_waiting_to_join_a_full_party_lies_in_the_middle(app, monkeypatch):
    state = table(party={0: ["T03", "F01", "T04", "F04"]})
    draw(state, "T08", "F02", "I5")
    play(state, Select("party", 0))
    assert type(state.prompt) is RoomPrompt
    controller, scene = seated(app, state)
    assert titles(scene.joining) == ["Telegraph Operator"]
    assert scene.readable_at(scene.joining[0].rect.center)[0]["title"] == "Telegraph Operator"
    assert "Telegraph Operator joins your party: which card makes room?" in " ".join(words_drawn(scene, monkeypatch))


def test_a_decisions_buttons_read_as_one_size_and_stay_above_the_party_cards(app):
    positions = [telegraph_operator_at_work(), purse_table()]
    many = table(party={0: ["I6", "T05"]}, reserve={0: ["F01", "T03"]})  # Saddlebags: long labels, per card
    draw(many, "F02", "C1", "T07")
    for state in positions + [many]:
        controller, scene = seated(app, state)
        buttons = list(scene.choices)
        assert len({b.size for b in buttons}) == 1, [(b.label, b.size) for b in buttons]
        assert all(scene.layout["buttons"].contains(b.rect) for b in buttons), "none over the party's labels"
        app.stack.pop()


def test_the_words_over_a_long_party_and_its_reserve_never_run_into_each_other(app, monkeypatch):
    from game import i18n
    app.settings.language = "fr"
    i18n.set_language("fr")
    try:
        state = table(4, party={0: ["C7", "T20", "F05", "T10", "F13", "I2"]}, reserve={0: ["C3"]})
        draw(state, "F02", "I4", "I5")
        controller, scene = seated(app, state, seats="human,ai:easy,ai:easy,ai:easy")
        scene.app.draw_canvas()  # a table's first frame lays its furniture, drawing what lies on it twice
        drawn = []
        real = theme.draw_text

        def spy(surface, text, *args, **kwargs):
            rect = real(surface, text, *args, **kwargs)
            drawn.append(rect)
            return rect
        monkeypatch.setattr(theme, "draw_text", spy)
        scene.app.draw_canvas()
        monkeypatch.setattr(theme, "draw_text", real)
        between = pygame.Rect(0, scene.layout["buttons"].bottom - 10, 1920, 40)  # over the seated player's cards
        over_cards = [r for r in drawn if between.contains(r)]
        assert len(over_cards) >= 2, "the party's and the reserve's words"
        for a, b in itertools.combinations(over_cards, 2):
            assert not a.colliderect(b), (a, b)
    finally:
        i18n.set_language("en")


def test_the_seated_players_party_and_reserve_are_laid_by_the_kits_hand_fan(app, monkeypatch):
    from game.ui import cards
    from game.ui.looks import durango as look
    fanned = []
    monkeypatch.setattr(look, "fanned_hand", lambda hand, *a, **k: fanned.append([t for _d, t in hand]) or
                        cards.fanned_hand(hand, *a, **k))
    state = table(3, party={0: ["C7", "T20", "F05"]}, reserve={0: ["C3"]})
    draw(state, "F02", "I4", "I5")
    _controller, scene = seated(app, state)
    assert fanned[-2:] == [["C7", "T20", "F05"], ["C3"]], "one fan for the party, one for the reserve"
    rail = scene.layout["tableau"].bottom
    assert max(s.rect.bottom for s in scene.tableau) == rail, "the fan's lowest card stands on the rail"
