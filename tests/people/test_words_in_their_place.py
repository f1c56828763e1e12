"""Words stay in their own place on the screen, in every language: no label runs into the next
one, no box covers a word of what is beside it, no notice or tooltip lies over a title or a dialog.

Screens are driven through the app's frame loop (`FrameDriver`, real events); where every word
was drawn is told by the text helpers (`theme.watch_text`, a watcher's `placed`).
"""
from __future__ import annotations

import pygame
import pytest

from game import i18n
from game.controllers.base import make_controller
from game.controllers.seats import parse_seats
from game.i18n import _
from game.ui import theme
from game.ui.looks import most_wanted as look
from scenes.menu import MenuScene


class Placements(theme.TextWatcher):
    """Every word drawn on the canvas during one frame, with the rectangle it covers."""

    def __init__(self, canvas: pygame.Surface):
        self.canvas = canvas
        self.words: list[tuple[str, pygame.Rect]] = []
        self.elsewhere: list[str] = []
        self.inks: dict[str, tuple] = {}
        """The colour each word on the canvas was drawn in."""
        self.all_drawn: list[str] = []
        """Every string drawn anywhere, however (a tag blitted from `text_surface` too)."""
        """Words drawn onto other pictures (later scaled or blitted onto the canvas)."""

    def placed(self, surface, text, rect, colour):
        if surface is self.canvas:
            self.words.append((text, ink_box(text, rect)))
            self.inks[text] = colour
        else:
            self.elsewhere.append(text)

    def drawn(self, text):
        self.all_drawn.append(text)

    def where(self, text: str) -> list[pygame.Rect]:
        return [rect for word, rect in self.words if word == text]


def ink_box(text: str, rect: pygame.Rect) -> pygame.Rect:
    """The rectangle a word's letters cover: a font's line box less its leading and a shadow's pixel."""
    return rect.inflate(-2, -max(2, rect.h // 5))


def words_of_a_frame(driver) -> Placements:
    seen = Placements(driver.app.canvas)
    with theme.watching(seen):
        driver.app.draw_canvas()
    return seen


def sit_at(driver, game_id: str, seats: str = "human,ai:easy,ai:easy", seed: int = 3):
    """A table of `game_id` over the menu, run until it waits for the person."""
    driver.start(MenuScene(driver.app))
    driver.app.routes.table(make_controller(game_id, parse_seats(seats), None, seed))
    driver.until(lambda: driver.top is driver.app.stack.table()
                 and driver.app.stack.table().controller.waiting_humans())
    return driver.top


@pytest.fixture
def french(make_driver):
    """A driver making an app that speaks French, as chosen in its settings."""
    def make(window):
        driver = make_driver(window)
        driver.app.set_language("fr")
        return driver
    yield make
    i18n.set_language("en")


@pytest.mark.parametrize("window", [(1366, 768), (1920, 1080)])
def test_each_space_of_the_most_wanted_scoreboard_keeps_its_name_inside_it_in_french(french, window):
    driver = french(window)
    table = sit_at(driver, "most_wanted")
    seen = words_of_a_frame(driver)
    for space, name in enumerate([_("OFF"), *map(str, range(1, 13)), _("WANTED")]):
        box = look.space_box(table.layout["scoreboard"], space)
        drawn = [rect for rect in seen.where(name) if rect.colliderect(box)]
        assert drawn, f"space {space} shows no {name!r}"
        assert box.contains(drawn[0]), f"{name!r} runs out of space {space} into the next"


@pytest.mark.parametrize("game_id", ["most_wanted", "zorro"])
def test_what_can_i_do_now_fits_its_box_and_covers_no_word_of_the_pieces_in_french(french, game_id):
    from scenes.rules import RulesScene
    driver = french((1366, 768))
    sit_at(driver, game_id)
    driver.key(pygame.K_ESCAPE)
    driver.click_button(_("Rules"))
    rules = driver.top
    assert isinstance(rules, RulesScene)
    box = rules.help_layout().box
    seen = words_of_a_frame(driver)
    title = seen.where(_("What can I do now?"))
    assert title and box.contains(title[0]), "the help's title runs out of its box"
    help_words = set(rules.help_layout().lines) | {_("What can I do now?")}
    covered = [text for text, rect in seen.words if text not in help_words and rect.colliderect(box)
               and rect.bottom > box.top + 2]
    assert not covered, f"the help box covers {covered}"



def records_of_past_tables(tables: int = 5, seed: int = 2) -> None:
    """Past tables in this home's records (the README pictures' sample: real games, remembered
    people, AIs of every level); with seed 2, Tom won every table he sat at."""
    import sys
    from pathlib import Path
    sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))
    import sample_records
    sample_records.fill(tables, seed=seed)


def open_records(driver):
    from scenes.records import RecordsScene
    driver.start(MenuScene(driver.app))
    driver.click_button(_("Records"))
    assert isinstance(driver.top, RecordsScene)
    return driver.top


def choose(driver, label: str, shown: str) -> None:
    """Step the choice `label` of the top scene with its arrow until it shows `shown`."""
    for _step in range(12):
        choice = next(w for w in driver.top.widgets if getattr(w, "label", None) == label)
        if choice.text == shown:
            return
        driver.click(choice.right_arrow.center)
    raise AssertionError(f"{label} never showed {shown!r}")


@pytest.mark.parametrize("window", [(1366, 768), (1920, 1080)])
def test_a_full_win_share_stands_inside_its_chart_under_the_title(make_driver, window):
    from scenes.records import SHARE_CHART
    records_of_past_tables()
    driver = make_driver(window)
    screen = open_records(driver)
    choose(driver, _("Player"), "Tom")
    assert any(share == 1.0 for _label, share, _fair, caption in screen.bars() if caption)
    seen = words_of_a_frame(driver)
    title = seen.where(_("Win share vs AI"))[0]
    full = [rect for rect in seen.where("100%") if SHARE_CHART.contains(rect) and rect.x > title.x + 60]
    assert full, "the full share is written on its bar"
    for rect in full:
        assert not rect.colliderect(title), "100% runs into the chart's title"
        assert rect.top >= title.bottom


def test_the_export_notice_leaves_the_title_readable_and_no_tooltip_stands_over_the_import_dialog(make_driver):
    records_of_past_tables()
    driver = make_driver((1366, 768))
    screen = open_records(driver)
    title = words_of_a_frame(driver).where(_("RECORDS"))[0]
    driver.click_button(_("Export"))
    notice = driver.app._toast[0]
    assert notice.startswith(_("Exported to").split("{")[0].strip())
    said = [rect for text, rect in words_of_a_frame(driver).words if text == notice]
    assert said and not said[0].colliderect(title), "the notice covers RECORDS"

    driver.move(driver.find_button(_("Import")).rect.center)
    driver.wait(1.0)
    tip = _("Add a table someone shared with you")
    assert tip in words_of_a_frame(driver).all_drawn, "the Import button explains itself on hover"
    driver.click_button(_("Import"))
    assert driver.top is not screen
    driver.wait(1.0)
    assert tip not in words_of_a_frame(driver).all_drawn, "the tooltip stays over the Import dialog"


def test_everything_in_a_bulletbucks_replay_says_each_secret_bid_once_and_alike(make_driver):
    from game.controllers.replay import EVERYTHING
    from test_records_and_replays import a_finished_game, go_to
    driver = make_driver((1366, 768))
    driver.start(MenuScene(driver.app))
    driver.app.routes.replay(a_finished_game("roulette"), "a past table")
    replay = driver.top
    c = replay.controller
    assert c.watching == EVERYTHING
    state = c.rules.new_game(len(c.seats), c.options)
    for position, step in enumerate(c.script, start=1):
        c.rules.apply(state, step.seat, c.rules.parse_action(step.action))
        if state.pending:
            break
    go_to(driver, replay, position)
    driver.frame()
    drawn = words_of_a_frame(driver).all_drawn
    assert any(text.startswith("bids ") and text.endswith(" in secret") for text in drawn)
    assert _("has bid (hidden)") not in drawn, "a mat calls a bid hidden beside the bid laid open"


TABLES_KEPT = [("desperados", "human,human,ai:hard"), ("most_wanted", "human,ai:easy,ai:hard,ai:medium,human"),
               ("durango", "human,human,ai:medium"), ("roulette", "human,ai:easy,ai:medium,ai:hard"),
               ("zorro", "human,ai:easy"), ("desperados", "human,ai:easy"), ("durango", "human,ai:hard,ai:hard"),
               ("roulette", "human,human,human"), ("zorro", "human,human,ai:hard")]


def tables_kept_going() -> None:
    """Nine games people left half played, each in its own save, as the app keeps them."""
    from game import saves
    from scenes.shots import advance
    for seed, (game_id, seats) in enumerate(TABLES_KEPT):
        controller = make_controller(game_id, parse_seats(seats), None, seed)
        advance(controller, 6)
        controller.save(saves.new_save_path(game_id))
        controller.close()


@pytest.mark.parametrize("window", [(1366, 768), (1920, 1080)])
def test_saved_tables_fill_the_list_with_titles_all_in_one_size(make_driver, window):
    from scenes.saved_tables import SavedTablesScene
    tables_kept_going()
    driver = make_driver(window)
    driver.start(MenuScene(driver.app))
    driver.click_button(_("Saved tables"))
    screen = driver.top
    assert isinstance(screen, SavedTablesScene)
    seen = words_of_a_frame(driver)
    titles = [rect for text, rect in seen.words if " with " in text or text.endswith("…")]
    assert len(titles) >= 7, f"only {len(titles)} of the 9 tables are listed, with room for more"
    assert len({rect.h for rect in titles}) == 1, "the titles are drawn in different sizes"


@pytest.mark.parametrize("game_id", ["desperados", "zorro", "roulette", "durango", "most_wanted"])
def test_each_game_names_itself_on_new_table_in_ink_that_reads_on_its_colour(make_driver, game_id):
    from game import games
    from scenes.new_table import NewTableScene
    driver = make_driver((1366, 768))
    driver.start(MenuScene(driver.app))
    driver.app.routes.new_table(game_id)
    assert isinstance(driver.top, NewTableScene)
    driver.wait(0.5)
    seen = words_of_a_frame(driver)
    meta = games.get(game_id)
    for words, least in ((meta.name, 3.0), (meta.tagline, 4.5)):  # large type 3:1, small type 4.5:1 (WCAG AA)
        rect = seen.where(words)[0]
        band = driver.app.canvas.get_at((rect.right + 40, rect.centery))[:3]
        assert theme.contrast(seen.inks[words], band) >= least, f"{words!r} hardly reads on {band}"


def test_the_call_bar_of_a_duel_speaks_french_when_the_rival_clicked_can_be_called_no_way(french, monkeypatch):
    """Most Wanted's bar, while the rivals clicked make no call the rules allow, said "Click the
    mats of the players to call" in English at a French table: its words never reached the catalog."""
    from person import sit_down
    from tests.rules.most_wanted.mw_table import do, table
    from game.rules.most_wanted.actions import Choose
    driver = french((1366, 768))
    state = table(3, score=[1, 2, 4])
    do(state, 0, Choose("duel"))
    duel = sit_down(driver, "most_wanted", state)
    monkeypatch.setattr(duel.controller, "calls", lambda seat, targets: [])  # as if Calamity could not answer
    driver.click(duel.mats[2].rect.center)
    labels = [b.label for b in duel.choices if hasattr(b, "label")]
    assert labels == ["Choisissez les tapis des joueurs à défier"], labels
