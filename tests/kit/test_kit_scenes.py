"""The shared table scene with a fake controller: the hand-off curtain appears exactly when the
controller asks for it (1, 2 and 3 humans), clicks skip animations, and the kit's screens
(hand-off, results, rules) and furniture (player panels, action bar, card zoom) render headless."""
import pygame
import pytest

from game.games import GAME_IDS

from game.controllers.seats import SeatConfig
from game.ui.cards import draw_zoom
from game.ui.tween import Animator, Tween
from scenes.handoff import HandoffScene
from scenes.table_base import BaseTableScene


class FakeController:
    """Seats take turns; every decision shows private information (a hand of cards).

    Mirrors the table controller's curtain rule: a human needs the curtain when another human
    had the screen since (or nobody had it yet) and more than one human sits at the table."""

    game_id = "desperados"

    def __init__(self, kinds: str, turns: int = 6):
        self.seats = [SeatConfig(f"P{i}", "human" if k == "h" else "ai", "easy") for i, k in enumerate(kinds)]
        self.names = [s.name for s in self.seats]
        self.turn = 0
        self.turns_left = turns
        self.seen_by = None
        self.curtains_asked: list[int] = []
        self.log: list[str] = []
        self.history = []

    # what the scene reads
    @property
    def humans(self):
        return [i for i, s in enumerate(self.seats) if s.is_human]

    def actors(self):
        return [] if self.is_over() else [self.turn]

    def waiting_humans(self):
        return [self.turn] if not self.is_over() and self.seats[self.turn].is_human else []

    def needs_curtain(self, seat):
        return len(self.humans) > 1 and self.seats[seat].is_human and self.seen_by != seat

    def curtain_lifted(self, seat):
        self.seen_by = seat

    def curtain_reason(self, seat):
        return "Your cards stay hidden until you are in the chair."

    def pending_check(self):
        return None

    def pump(self):
        return False

    def window_seats(self):
        return []

    def can_undo(self, seat):
        return False

    hints_used = [0, 0, 0, 0]

    def hint_ready(self, seat):
        return None

    def hint_thinking(self, seat):
        return False

    def viewer(self):
        return self.seen_by if self.seen_by in self.actors() else None

    def save_failure(self):
        return None

    def places(self):
        return [1 if seat in self.winners() else 2 for seat in range(len(self.seats))]

    def prompt(self, seat):
        return f"{self.names[seat]}: choose"

    def hint(self, seat):
        return "Play a card or pass."

    def public_actor(self):
        return None if self.is_over() else self.turn

    def ai_thinking(self):
        return False

    def chance_acts(self):
        return False

    def moves_made(self):
        return len(self.history)

    def mover(self, index):
        return self.history[index].seat

    # what the table is and what the results say (TableController's defaults)
    shows_results = True
    is_replay = False
    score_label = "Score"

    def format_score(self, score):
        return str(score)

    def statistics(self):
        return []

    def is_over(self):
        return self.turns_left <= 0

    def winners(self):
        return [0]

    def scores(self):
        return [1.0] + [0.0] * (len(self.seats) - 1)

    def view(self, seat=None):
        return None

    def legal_actions(self, seat):
        return ["pass"]

    def _advance(self):
        from game.controllers.base import Step
        self.history.append(Step(self.turn, "pass"))
        self.log.append(f"{self.names[self.turn]} passes")
        self.turn = (self.turn + 1) % len(self.seats)
        self.turns_left -= 1
        return []

    def act(self, seat, action):
        assert seat == self.turn and self.seats[seat].is_human
        return self._advance()

    def update(self):
        if self.is_over() or self.seats[self.turn].is_human:
            return []
        return self._advance()

    def close(self):
        pass


class Table(BaseTableScene):
    def offer(self, seat):
        self.offers.append(seat)

    def build(self):
        self.offers = []


def drive(app, controller, steps=60):
    """Run the table; each time a human is offered a decision, take it (lifting any curtain
    first). Returns the seats the curtain was shown to, in order."""
    table = Table(app, controller)
    app.stack.push(table)
    shown = []
    for _ in range(steps):
        top = app.stack.scenes[-1]
        if isinstance(top, HandoffScene):
            shown.append(top.seat)
            top.update(0.5)  # a person reaches the chair, then clicks
            top.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=(10, 10)))
            top.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=(10, 10)))
            continue
        if top is not table:
            break
        table.update(1 / 60)
        if table.offered is not None and not isinstance(app.stack.scenes[-1], HandoffScene):
            table.act(table.offered, "pass")
    return table, shown


def test_one_human_never_sees_a_curtain(app):
    table, shown = drive(app, FakeController("hae"))
    assert shown == []
    assert table.offers == [0, 0]


def test_two_humans_get_a_curtain_before_each_of_their_turns(app):
    table, shown = drive(app, FakeController("hah"))
    assert shown == [0, 2, 0, 2]
    assert table.offers == [0, 2, 0, 2]


def test_three_humans_pass_the_screen_at_every_turn(app):
    _, shown = drive(app, FakeController("hhh"))
    assert shown == [0, 1, 2, 0, 1, 2]


def test_a_human_who_keeps_the_screen_gets_no_second_curtain(app):
    # the same human decides twice in a row (an AI table with a second human seated last)
    controller = FakeController("ha")
    controller.seats.append(SeatConfig("P2", "human"))
    controller.names.append("P2")
    controller.seen_by = 0
    _, shown = drive(app, controller)
    assert shown[0] == 2, "seat 0 already had the screen: its first turn needs no curtain"


def test_a_click_or_space_finishes_the_current_animation(app):
    app.settings.animation_speed = "normal"
    table = Table(app, FakeController("ha"))
    table.animator.speed = 1.0

    class Box:
        x = 0.0
    box = Box()
    table.animator.add(Tween(box, 5.0, x=100.0))
    assert table.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0))
    assert box.x == 100.0 and not table.animator.busy()
    table.animator.add(Tween(box, 5.0, x=0.0))
    assert table.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=(5, 5)))
    assert box.x == 0.0


def test_instant_speed_leaves_nothing_running():
    animator = Animator(float("inf"))

    class Box:
        x = 0.0
    animator.add(Tween(Box, 1.0, x=5.0))
    assert not animator.busy() and Box.x == 5.0


def _coloured_pixels(surface):
    return len(set(pygame.image.tobytes(surface.subsurface((0, 0, 400, 300)), "RGB")[::97]))


def test_handoff_results_and_rules_render_headless(app):
    from scenes.results import ResultsScene
    from scenes.rules import RulesScene
    controller = FakeController("hh", turns=0)
    canvas = pygame.Surface((1920, 1080))
    HandoffScene(app, 1, "Ana", lambda: None).draw(canvas)
    assert HandoffScene.opaque
    ResultsScene(app, controller).draw(canvas)
    for game_id in GAME_IDS:
        RulesScene(app, game_id, help_text="Click a die to keep it.").draw(canvas)
    assert _coloured_pixels(canvas) > 3
    # A game whose rules are not written opens no half-empty page: the menu shows a notice instead.
    from scenes.rules import rules_text
    with pytest.raises(FileNotFoundError):
        rules_text("no_such_game")


def test_the_card_zoom_is_drawn_at_its_own_size_inside_the_canvas():
    canvas = pygame.Surface((1920, 1080))
    r = draw_zoom(canvas, {"title": "Lucky Shoe", "text": "Turn a die.", "picture": "horseshoe"}, (1900, 1000))
    assert canvas.get_rect().contains(r) and r.size == (330, 462)


@pytest.fixture(autouse=True)
def pygame_ready():
    pygame.init()
    yield
