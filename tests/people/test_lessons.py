"""Learn to play: each lesson played to its end through the app's frame loop by a person who
clicks only what the coach points at (and Next), and by one who clicks wrong things first; each
lesson file checked against its game's engine."""
from __future__ import annotations

import random

import pytest
from person import is_still, sit_through

from game import i18n
from game.frame_driver import WATCH_FRAME_SECONDS as WATCHING
from game.controllers.base import make_controller
from game.lessons import LESSONS, Coach, load
from scenes.menu import MenuScene
from scenes.results import ResultsScene

LESSON_IDS = sorted(p.stem for p in LESSONS.glob("*.toml"))


def open_lesson(driver, game_id: str):
    """From the menu, the game's tile's Learn to play tab (for a game kept off the menu, the worked
    example of docs/adding-a-game.md, the route that tab takes)."""
    driver.start(MenuScene(driver.app))
    driver.pause(0.5)
    if game_id in driver.top.learn:
        driver.click(driver.top.learn[game_id].rect.center)
    else:
        driver.app.routes.lesson(game_id)
        driver.frame()
    table = driver.top
    assert table.is_table and table.coach is not None, "the lesson's table opens with its coach"
    return table


def coach_speaks(table) -> bool:
    return table.coach.coach.finished or (table.coach._pointing() and is_still(table))


def follow_the_coach(driver, table, wrong_first: bool = False, seed: int = 0) -> int:
    """Click what the coach rings, in order, then Next where there is nothing to do. Returns the
    number of steps taken. `wrong_first`: before each move, click a button the coach does not
    point at (a refused move is explained; nothing is lost)."""
    rng, steps = random.Random(seed), 0
    coach = table.coach
    while not coach.coach.finished:
        driver.until(lambda: coach_speaks(table), real_seconds=60, frame_seconds=WATCHING)
        if coach.coach.finished:
            break
        index = coach.coach.index
        driver.pause(0.6)  # a person reads the coach's words
        if wrong_first:
            click_something_else(driver, table, rng)
            assert coach.coach.index == index, "a wrong click does not move the lesson on"
            driver.until(lambda: coach_speaks(table), real_seconds=60, frame_seconds=WATCHING)
        targets = coach.targets()
        assert_the_arrow_covers_nothing_on_the_table(table)
        if coach.coach.step.do is None:
            assert len(targets) == len(coach.coach.step.point), f"step {index + 1} rings all it names"
            driver.click_button(i18n._("Next"))
        else:
            assert targets, f"step {index + 1} points at nothing the table shows"
            for n in range(len(coach.coach.step.point)):
                driver.click(coach.targets()[n].center)
                driver.pause(0.2)
        driver.until(lambda: coach.coach.index > index, real_seconds=60, frame_seconds=WATCHING)
        steps += 1
    return steps


def assert_the_arrow_covers_nothing_on_the_table(table) -> None:
    """The coach's arrow stands where it covers no button, die, card, mat (its score) or the
    banner, but what holds its target: "Lance↓4 dés", an arrow over "Score 0"."""
    coach = table.coach
    arrow = coach.arrow_rect()
    if arrow is None:
        return
    target = coach.ringed()[0]
    pieces = [b.rect for b in table.choices if getattr(b, "visible", True) and hasattr(b, "rect")]
    pieces += [d.rect for d in getattr(table, "dice", [])] + [c.rect for c in getattr(table, "hand", [])]
    pieces += [r for name, r in table.layout.items() if name.startswith("seat_")] + [table.banner.rect]
    covered = [r for r in pieces if arrow.colliderect(r) and not r.contains(target)]
    assert not covered, (f"step {coach.coach.index + 1}: the arrow at {arrow} (pointing at {target}) covers "
                         f"{covered}")


def click_something_else(driver, table, rng) -> None:
    targets = {tuple(r) for r in table.coach.targets()}
    others = [b for b in driver.buttons(table) if tuple(b.rect) not in targets
              and b.label not in [i18n._(words) for words in ("Undo", "Skip this step", "Next")] + ["+", "-"]]
    if others:
        driver.click(rng.choice(others).rect.center)
        driver.pause(0.3)


@pytest.mark.parametrize("game_id", LESSON_IDS)
def test_a_lesson_played_by_clicking_what_the_coach_points_at_ends_and_hands_the_table_over(make_driver, game_id):
    driver = make_driver((1366, 768))
    table = open_lesson(driver, game_id)
    steps = follow_the_coach(driver, table)
    assert steps == len(load(game_id).steps)
    assert not table.controller.history or table.coach.coach.skipped == 0
    assert driver.find_button("New table"), "the end of the lesson offers a new table beside Play on"
    driver.click_button("Play on")
    assert table.coach is None and table.controller.slot is not None, "a normal, saved game from here"
    driver.until(lambda: is_still(table) or isinstance(driver.top, ResultsScene), real_seconds=60, frame_seconds=WATCHING)


@pytest.mark.parametrize("game_id", LESSON_IDS)
def test_a_person_who_clicks_wrong_things_first_still_finishes_the_lesson(make_driver, game_id):
    """In German: the walk also finds every button the coach names in a second language (French
    has its own walk below), so a lesson is walked three times, not four."""
    driver = make_driver((1920, 1080))
    driver.app.set_language("de")
    table = open_lesson(driver, game_id)
    assert i18n.language() == "de"
    assert follow_the_coach(driver, table, wrong_first=True, seed=3) == len(load(game_id).steps)


@pytest.mark.parametrize("game_id", LESSON_IDS)
def test_skip_this_step_plays_the_asked_move(make_driver, game_id):
    driver = make_driver((1366, 768))
    table = open_lesson(driver, game_id)
    coach = table.coach
    driver.until(lambda: coach_speaks(table))
    while coach.coach.step.do is None:  # read up to the first move
        index = coach.coach.index
        driver.pause(0.5)
        driver.click_button("Next")
        driver.until(lambda: coach.coach.index > index and coach_speaks(table))
    driver.pause(0.5)
    index = coach.coach.index
    driver.click_button("Skip this step")
    driver.until(lambda: coach.coach.index > index)
    assert coach.coach.skipped == 1


@pytest.mark.parametrize("game_id", LESSON_IDS)
def test_every_arranged_outcome_and_asked_move_is_legal_where_it_comes(game_id):
    """The lesson file against the engine: played by its coach alone, every arranged chance
    outcome is legal where it is applied (else the controller refuses it) and every asked move
    is among the person's legal moves when it is asked."""
    lesson = load(game_id)
    controller = make_controller(game_id, lesson.seat_configs(), lesson.options, lesson.seed)
    coach = Coach(lesson, controller)
    try:
        coach.run_to(len(lesson.steps))
        assert coach.finished
        assert not controller._arranged, "every arranged outcome was used"
    finally:
        controller.close()


@pytest.mark.parametrize("game_id", LESSON_IDS)
def test_a_lesson_in_another_language_rings_what_to_click_at_every_step(make_driver, game_id):
    """The lesson names buttons by their English words; in French (and German, in the walk of
    wrong clicks above) the coach still finds each one it points at (a label built from a number
    or a name, "Roll 3 dice", has no catalog entry to look the English up by: the coach asks the
    table for its move's words)."""
    language = "fr"
    driver = make_driver((1366, 768))
    driver.app.set_language(language)  # as Settings does: the app's settings speak it from now on
    table = open_lesson(driver, game_id)
    assert i18n.language() == language
    assert follow_the_coach(driver, table) == len(load(game_id).steps)


class Pacer:
    """Stands in for App.run's pygame clock: remembers the frame rate each frame asks for."""

    def __init__(self) -> None:
        self.rates: list[int] = []

    def tick(self, rate: int) -> None:
        self.rates.append(rate)


def test_a_lesson_waiting_while_the_person_reads_redraws_its_glow_at_a_slower_rate(make_driver):
    """The coach's ring pulses, so the table animates while the person reads; at 60 frames a
    second that kept a quarter of a core busy. Once the person is still, the loop asks for
    GLOW_RATE; the moment they move the pointer it is back at the full rate."""
    from game.stack import FULL_RATE, GLOW_RATE
    driver = make_driver((1366, 768), speed="normal")
    table = open_lesson(driver, "desperados")
    driver.until(lambda: coach_speaks(table))
    driver.wait(1.0)  # reading, hands off the mouse
    pacer = Pacer()
    driver.clock.now += 1 / 60
    driver.app.run_frame(pacer, idle_wait=False)
    assert table.is_animating() and pacer.rates == [GLOW_RATE], "the ring pulses, at the glow's rate"
    driver.point(table.coach.targets()[0].center)
    driver.clock.now += 1 / 60
    driver.app.run_frame(pacer, idle_wait=False)
    assert pacer.rates[-1] == FULL_RATE, "a person's pointer gets every frame"
    driver.click_button("Next")
    driver.clock.now += 1 / 60
    driver.app.run_frame(pacer, idle_wait=False)
    assert pacer.rates[-1] == FULL_RATE


def read_up_to(driver, table, number: int) -> None:
    """Follow the coach (its rings, then Next) until step `number` is said."""
    coach = table.coach
    while coach.coach.index + 1 < number:
        index = coach.coach.index
        driver.until(lambda: coach_speaks(table))
        driver.pause(0.3)
        if coach.coach.step.do is None:
            driver.click_button(i18n._("Next"))
        else:
            for _n in coach.coach.step.point:
                driver.click(coach.ringed()[0].center)
                driver.pause(0.2)
        driver.until(lambda: coach.coach.index > index)
    driver.until(lambda: coach_speaks(table))
    driver.pause(0.3)


@pytest.mark.parametrize("language", ["en", "de"])
def test_a_move_of_several_clicks_is_ringed_a_click_at_a_time_and_nothing_ringed_is_refused(make_driver, language):
    """The play test's case: the coach rang Place bid beside the two + it wanted first, and
    refused the click on it. Bulletbucks' step 4 asks for 5,000: +, +, then Place bid (in
    German too, where "Gebot abgeben: 5.000" is found through the table's own message)."""
    driver = make_driver((1366, 768))
    driver.app.set_language(language)
    table = open_lesson(driver, "roulette")
    read_up_to(driver, table, 4)
    coach = table.coach
    plus, _again, place = coach.targets()
    assert coach.ringed() == [plus], "only the next click is ringed"
    driver.click(place.center)  # too soon: refused, and the ring stays on the +
    assert coach.note and coach.ringed() == [plus]
    driver.click(plus.center)
    assert coach.ringed() == [plus], "the same + once more"
    driver.click(plus.center)
    place = coach.targets()[2]  # Place bid, worded for the bid made up now
    assert coach.ringed() == [place]
    driver.click(place.center)
    driver.until(lambda: coach.coach.index == 4)
    assert coach.note == "" and not table.notice, "the ringed clicks were not refused"


def test_the_asked_move_is_the_yellow_button_and_a_refused_click_is_answered_under_the_coach(make_driver):
    """Send Bill was asked for while Take the revolver yourself was the yellow default; clicked,
    its refusal vanished in under a second and covered the arrow. The coach says it under its
    panel, still there seconds later, clear of the arrow and the rings."""
    driver = make_driver((1366, 768))
    table = open_lesson(driver, "roulette")
    read_up_to(driver, table, 9)
    coach = table.coach
    assert coach.coach.step.do == "choose seat=1"
    assert driver.find_button("Send Bill").style == "primary"
    assert driver.find_button("Take the revolver yourself").style != "primary"
    driver.app.settings.animation_speed, driver.app.settings.ai_pacing = "normal", 1.0
    driver.click_button("Take the revolver yourself")
    assert coach.note.startswith("Not yet: Send Bill"), coach.note
    driver.wait(6.0, frame_seconds=0.05)
    assert coach.note and coach.clock < coach._note_until, "still said six seconds later"
    assert coach.coach.index == 8 and len(table.controller.history) == steps_before(table)
    note = coach.note_rect()
    assert not note.colliderect(coach.arrow_rect()) and not any(note.colliderect(r) for r in coach.ringed())
    driver.click(coach.ringed()[0].center)
    driver.until(lambda: coach.coach.index > 8)
    assert coach.note == "", "the next step starts without the last one's note"


def steps_before(table) -> int:
    """The history's length when the step was said (a refused click adds nothing to it)."""
    return table.coach.coach._seen


def test_a_guided_game_played_on_ends_without_a_record(make_driver):
    """A lesson's game, every step skipped and then played on to its end, is not a win
    against easy AIs in the Records: the coach played it."""
    from game import records
    driver = make_driver((1366, 768))
    table = open_lesson(driver, "roulette")
    coach = table.coach
    while not coach.coach.finished:
        driver.until(lambda: coach_speaks(table))
        driver.pause(0.2)
        driver.click_button("Next" if coach.coach.step.do is None else "Skip this step")
    driver.click_button("Play on")
    sit_through(driver, table, seed=1)
    assert isinstance(driver.top, ResultsScene)
    assert records.load_book().records == [], "no record of a guided game"
