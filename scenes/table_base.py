"""What every game table does the same way, so a game's table is only its pieces.

One way through: the controller decides, this scene animates. Between animations `update`
asks the controller for the next step; each returned event goes to the game's `animate(event)`
(dice tumble, cards move, chips fly) and, after an AI's step, the table holds still for the
AI-pacing setting so a person can follow. A human's decision is offered through `offer(seat)`,
after a hand-off curtain when the controller says one is needed. A click or Space finishes the
current animation; Esc opens the pause overlay; the end of the game leads to the results.
"""
from __future__ import annotations

import functools
from dataclasses import dataclass
from functools import partial
from typing import Callable, Sequence as Seq

import pygame

from game import games, i18n
from game.i18n import N_, _, ngettext
from game.rules.common.contract import CHANCE, IllegalAction
from game.rules.common.events import GameEnded
from game.stack import FULL_RATE, GLOW_RATE, Scene
from game.ui import backdrop, theme, widgets
from game.ui.cards import CardSprite, draw_zoom, spread_in, zoom_rect
from game.ui.choice_bar import ChoiceBar
from game.ui.dice import DieSprite
from game.ui.focus import Target, widget_targets
from game.ui.furniture import Furniture
from game.ui.layout import load_layout, place_mats, sizes
from game.ui.panels import LogPanel, TurnBanner
from game.ui.seat_marks import SeatMarks
from game.ui.tween import SPEEDS, Animator, Call, Sequence, Tween, Wait

RESULTS_DELAY = 1.2
CARD_FLIGHT = 0.35
"""Seconds a card takes to slide from one place to another at a table (`fly_card`)."""
PLAYED_CARD_READ = 0.5
"""Seconds a played card stays where it acts before it goes on (`play_card`)."""
READ_AFTER = 0.3
"""Seconds the pointer rests on a small card before it is shown large beside it."""
READABLE_HEIGHT = 330
"""Cards drawn shorter than this have text under 16 canvas px (11 px on a 1366x768 screen):
they are shown large when the pointer rests on them."""
PREVIEW_SIZE = (250, 350)
UNDO_TIP = N_("Take back your last move (Ctrl+Z): only until a roll, a draw or a reveal, or someone else moves")
HINT_TIP = N_("What would the hard AI do in your chair? (H) It thinks on what you can see, and the hint is counted.")
NOTHING_TO_UNDO = N_("Nothing to take back: a roll, a draw, a reveal or another player's move came after yours.")
WINDOW_CURTAIN = N_("A reaction may be possible.")

NOTICE_SIZE = 24
NOTICE_WIDTH = 1000
"""The widest a notice's box grows before its words wrap."""
NOTICE_SMALLEST = 20
"""A notice's words shrink down to this size to stay on one line, before they wrap."""
NOTICE_MIN_WIDTH = 420
NOTICE_PAD = 16

OPEN_HANDS = N_("Every hidden card lies open on its owner's mat")
HIDDEN_FROM_WATCHERS = N_("Hands stay hidden from watchers")
"""Where no hand shows at a watcher's table (nobody there will take the chair to see one)."""
"""What a table says where the seated player's hand would be, in a replay showing everything
(a message id: shown as ``_(OPEN_HANDS)``)."""


@dataclass
class Secret:
    """What one seat holds that the others cannot see, and where on its mat: a game table's
    answer to `secret_of(view, seat)`. The kit shows it, face up, only in a finished game's
    replay watching everything (`TableController.shows_everything`)."""

    spot: pygame.Rect
    """Where on the seat's mat: over the face-down backs the table draws there."""
    cards: Seq[dict] = ()
    """Card faces (the game's card data): laid face up in the spot, read large on hover."""
    paint: Callable[[pygame.Surface, pygame.Rect], None] | None = None
    """What is not a card (Bulletbucks' bid-bills), painted face up in the spot."""
    words: str = ""
    """A secret decision not revealed yet ("bids 3,000"), on a tag across the spot's top edge."""


@dataclass
class Clickable:
    """A piece a person may click now (a die to keep, a card to play, a rival's mat to pick) and
    what the click does: a table declares them (`clickables`); the kit lifts them under the
    pointer and sends the click."""

    piece: object
    """Anything with `hit(pos)` (dice, cards) or a `rect`; its `hover` is set while pointed at."""
    on_click: Callable[[], None]

    def hit(self, pos) -> bool:
        hit = getattr(self.piece, "hit", None)
        return hit(pos) if hit is not None else pygame.Rect(self.piece.rect).collidepoint(pos)


class Flyer:
    """A piece on its way across the table (a card, a Hero die, a money bag), painted by
    `paint(surface, pos)` wherever its tween has taken it."""

    def __init__(self, paint, pos):
        self.paint = paint
        self.x, self.y = pos
        self.alpha = 255.0
        """Less than 255 while it fades (a flight with reduced motion, `game.ui.tween`)."""

    def draw(self, surface: pygame.Surface) -> None:
        if self.alpha >= 255:
            self.paint(surface, (self.x, self.y))
            return
        layer = _fading_layer(surface.get_size())
        layer.fill((0, 0, 0, 0))
        self.paint(layer, (self.x, self.y))
        layer.set_alpha(int(self.alpha))
        surface.blit(layer, (0, 0))


@functools.lru_cache(maxsize=1)
def _fading_layer(size: tuple[int, int]) -> pygame.Surface:
    """Where a fading flyer is painted before it is laid on the table at its alpha."""
    return pygame.Surface(size, pygame.SRCALPHA)


class BaseTableScene(Scene):
    is_table = True
    card_flight = CARD_FLIGHT
    """Seconds this table's cards take to fly (`fly_card`): a game whose cards cross a wider
    table lets them take longer."""
    SOUNDS: dict[str, str] = {}
    """The sound each event makes as it is shown, by the event's name: {"DieRolled": "dice"}."""
    NOTICES: dict[str, float] = {}
    """Events whose words the controller gives (`notice(event)`) shown in a notice, by name, with
    the seconds each stays: {"FeatWon": 2.5}; a "*" entry is every other event's."""

    def __init__(self, app, controller):
        super().__init__(app)
        self.controller = controller
        game = games.get(controller.game_id)
        self.felt = game.felt
        self.layout = load_layout(game.layout, len(controller.seats))
        """The table's regions for this many seats, from its Tiled map: banner, log, mats, ..."""
        self.mats = place_mats(game.layout, self.layout, len(controller.seats))
        """Each seat's mat with its named sub-regions and piece sizes (the map's `mat` layer)."""
        self.sizes = sizes(game.layout)
        """The table's piece sizes in canvas px (the map's `common` layer properties)."""
        self.animator = Animator(SPEEDS.get(getattr(app.settings, "animation_speed", "normal"), 1.0))
        self.tumbling = Animator(self.animator.speed)
        """Dice in the air: they do not hold back the next die's chance step (four dice tumble
        together), only the next decision."""
        self.flights: list = []
        self.movers: list = []
        """Pieces in the air (`send`, `fly`), drawn by the game's table where it wants them (`draw_movers`)."""
        self.pacing = 0.0
        self.end_timer = 0.0
        self.results_shown = False
        self.offered: int | None = None
        self.choices = ChoiceBar(self.layout["buttons"], self.open_menu)
        """The decision's choices (`ChoiceBar.lay`); Hint and Undo live in the banner, never here."""
        self.log = LogPanel(self.layout["log"])
        self.furniture = Furniture()
        """The mats, trays, log and banner boards painted once onto the backdrop (`draw`)."""
        self.log_shown = len(controller.log)
        """How many log lines the panel shows: a step's lines appear once its animations have
        played, so the log never tells what the table has not shown yet (a cylinder's "click!"
        before it stops spinning)."""
        self.held: tuple[int | None, object] | None = None
        """(viewer, view) while a chance step's outcome is in the air: the view from before the
        roll, the spin or the draw, which the table draws (`view`) until the animation lands it
        (`land`). Nothing that depends on the outcome (a mat's "BANG", a score, the banner's next
        player) shows before the dice, the cylinder or the card has shown it. A table may hold
        the view over a step of its own choosing too (`hold`: a showdown being read)."""
        self.held_notice: tuple[str, float] | None = None
        """A notice told while an outcome was in the air, shown when it lands."""
        self.menu: str | None = None
        """The choice bar's open sub-menu (a `Menu`'s name), or None for the decision's own choices."""
        self.before_step: tuple[int | None, object] | None = None
        """(viewer, view) from before the step being animated: what `hold` keeps on the table."""
        self.after_reading: Callable[[], None] | None = None
        """What the table does once a moment held for reading (`hold_for`) is over."""
        self.marks = SeatMarks.of(controller.seats)
        """How each seat is told apart here: a remembered person's colour and medallion."""
        self.banner = TurnBanner(self.layout["banner"], self.marks, may_address=self.may_address)
        self._hint_seen = None
        self._tools_laid: tuple | None = None
        """What the banner's tools were last laid for (`lay_tools`)."""
        self.online = None
        """Beside a table played with people at other computers (`scenes.online.companion.TableCompanion`):
        who is away, "Reconnecting…", the preset messages; None at a table of this screen only."""
        self.coach = None
        """A guided first game's coach (`scenes.coach.CoachPanel`, where the log sits), or None."""
        self.notice = ""
        self.notice_timer = 0.0
        self.wake = 0.0
        """Seconds of frames still wanted after an input (hover lifts ease in over a few frames)."""
        self.save_failure: str | None = None
        """The last saving failure the table has told the people about."""
        self.zoom: dict | None = None
        """The card read large after a right-click (its data), until the next click."""
        self._reading = None
        """The card on the table last read large with the ring (`_read`)."""
        self.pointer: tuple[int, int] | None = None
        self.resting = 0.0
        """Seconds the pointer has stayed where it is."""
        self.ring_on: object = None
        """The piece or button the focus ring rests on at this table now (None while it shows no ring)."""
        self.ring_resting = 0.0
        """Seconds the focus ring has stayed on `ring_on` (keys, a pad)."""
        self.opened: list[CardSprite] = []
        """The hidden cards laid open on the mats (a replay showing everything), as last drawn."""
        self._move_made: tuple[int, int, object] | None = None
        """(history length before it, seat, what was picked) of the last move made here: an Undo
        of it lays the decision again as the person left it (the dice they had kept)."""
        self._resume: tuple[int, object] | None = None
        """(seat, picked) to bring back when that seat's decision is offered after an Undo."""
        # The kit's named pieces: what a lesson's coach rings ("die:2", "card:dynamite", "pick:0"),
        # what a hint marks (the dice a roll keeps, the card it plays) and what a person may click.
        # A game's table fills those it has in `build`; a table without dice keeps none.
        self.dice: list[DieSprite] = []
        """The dice in the tray, in the rules' order (a die's index is the rules' die number)."""
        self.hand: list[CardSprite] = []
        """The cards the person deciding holds, each tagged with its card key (`CardSprite.tag`)."""
        self.picks: list = []
        """Other pieces a person may pick now (cards on offer, seats to aim at), each with a `rect`."""
        self.build()
        self.refresh()
        self.private_for = controller.viewer()
        """Whose private view the table's pieces were last built from (None: public only)."""

    # -- what a game's table implements ---------------------------------------------------------
    def held_game(self):
        return self.controller

    def build(self) -> None:
        """Create the sprites for the table (from `self.controller.view()`)."""

    def refresh(self) -> None:
        """Bring every sprite in line with the current view, without animation."""

    def refresh_private(self) -> None:
        """Rebuild every piece that depends on whose private view the screen shows (a hand, the
        cards a player drew), when that changes in the middle of a step (`keep_private`). By
        default the whole `refresh`; a table whose `refresh` also settles pieces a step animates
        (dice and their kept marks, score tokens) rebuilds only its private pieces here."""
        self.refresh()

    def on_language_changed(self) -> None:
        """Every word on the table follows the new language at once: a table keeps its sprites
        (``build`` makes them once) and draws most words each frame, but the banner and the
        buttons of the decision on screen were worded when it was offered, so they are laid
        again, with what the person had picked so far (dice kept, a bid made up) still picked."""
        picked = self.choices_in_progress()
        self.refresh()
        seat = self.offered
        if seat is not None:
            self._lay_choices(seat, picked)
        self.set_banner()

    def choices_in_progress(self) -> object:
        """What the person deciding has picked on the table and not sent yet (dice kept, a bid
        being made up), for `resume_choices`: a language change or an Undo brings it back. None
        when there is nothing of the kind; a game with such choices answers."""
        return None

    def resume_choices(self, seat: int, picked: object) -> None:
        """Lay `seat`'s decision again with `picked` (a `choices_in_progress` answer) picked."""

    def _lay_choices(self, seat: int, picked: object) -> None:
        """`seat`'s decision offered afresh (its words in the current language), `picked` kept."""
        self.withdraw()
        self.offered = seat
        self.offer(seat)
        if picked is not None:
            self.resume_choices(seat, picked)
        self.lay_tools()

    def animate(self, event) -> None:
        """Start the animation for one event: its sound (`SOUNDS`) and the controller's words on it
        (`NOTICES`), then the table's `_on_<EventName>(event)` if it has one (`_on_DieRolled`,
        `_on_CardMoved`...); an event without one shows at the next refresh."""
        name = type(event).__name__
        if name in self.SOUNDS:
            self.sound(self.SOUNDS[name])
        seconds = self.NOTICES.get(name, self.NOTICES.get("*"))
        words = self.controller.notice(event) if seconds is not None else ""
        if words:
            self.say(words, seconds)
        handler = getattr(self, f"_on_{type(event).__name__}", None)
        if handler is not None:
            handler(event)

    def offer(self, seat: int) -> None:
        """Show `seat`'s choices (buttons, clickable pieces)."""

    def withdraw(self) -> None:
        """Remove the choices of a decision that is over (and close any sub-menu of them)."""
        self.choices.clear()
        self.menu = None

    def open_menu(self, name: str) -> None:
        """Lay the choice bar's sub-menu `name` (a `Menu` entry clicked; "": back out of it)."""
        self.menu = name or None
        self.choices.clear()
        if self.offered is not None:
            self.offer(self.offered)
        self.set_banner()

    def menu_words(self, menu: str) -> tuple[str, str] | None:
        """The banner's words while the sub-menu `menu` is open (a die to click in it), or None
        to keep the decision's own."""
        return None

    def draw_table(self, surface: pygame.Surface) -> None:
        """Draw the game's pieces (the felt is already down)."""

    def clickables(self) -> list[Clickable]:
        """What the person deciding may click on the table now, topmost last (`Clickable`). Only
        asked while a decision is offered; a piece not declared here does nothing when clicked."""
        return []

    def hoverables(self) -> list:
        """Pieces that lift while the pointer is on them though they cannot be clicked now (cards
        a person reads): each with `hit(pos)` and `hover`. The clickables lift too."""
        return []

    def handle_table(self, event: pygame.event.Event) -> bool:
        """Clicks on the game's pieces: by default the declared `clickables` (the topmost one
        under the pointer), with every declared piece lifting under the pointer."""
        if event.type == pygame.MOUSEMOTION:
            self._hover(event.pos)
            return False
        if event.type != pygame.MOUSEBUTTONDOWN or event.button != 1 or self.offered is None:
            return False
        for clickable in reversed(self.clickables()):
            if clickable.hit(event.pos):
                clickable.on_click()
                return True
        return False

    def _hover(self, pos) -> None:
        """Lift the topmost declared piece under the pointer, and only it."""
        pieces = self._liftable()
        under = next((piece for piece in reversed(pieces) if Clickable(piece, None).hit(pos)), None)
        self._lift_only(pieces, under)

    def _liftable(self) -> list:
        """The pieces that lift when pointed at: the ones read, and the ones a decision offers."""
        return self.hoverables() + ([c.piece for c in self.clickables()] if self.offered is not None else [])

    @staticmethod
    def _lift_only(pieces: list, under: object) -> bool:
        """`under` lifts and every other piece settles; True when that changed anything."""
        changed = False
        for piece in pieces:  # (a piece both read and clicked is listed twice: it lifts all the same)
            if hasattr(piece, "hover"):
                changed |= piece.hover != (piece is under)
                piece.hover = piece is under
        return changed

    def _lift_under_ring(self, dt: float) -> None:
        """Hover parity: while the keyboard's or pad's ring shows on one of this table's choices,
        the piece it rests on lifts (and says why it cannot be played, as a card does) exactly as
        under the pointer, and no other, and a small card it rests on is shown large beside it
        after the same moment. While the ring has nothing to rest on (an AI moves) every piece
        settles; the pointer takes over again once the mouse moves (the ring hides)."""
        ring = self.app.focus
        if not (ring.shown and self.app.stack.top is self):
            self.ring_on, self.ring_resting = None, 0.0
            return
        target = ring.current(self)
        on = target.thing if target is not None else None
        lifted = self._lift_only(self._liftable(), on)
        if lifted or on is not self.ring_on:
            self.ring_on, self.ring_resting = on, 0.0
            if on is not None or lifted:
                self.wake = max(self.wake, READ_AFTER + 0.1)  # frames while it lifts, and once it can be read
        else:
            self.ring_resting += dt

    def _ring_reading(self) -> tuple[dict, pygame.Rect] | None:
        """The small card the ring has rested on long enough to be read, as `readable_at` gives."""
        if self.ring_on is None or self.ring_resting < READ_AFTER:
            return None
        card = next((c for c in self.readable_cards() if c is self.ring_on), None)
        if card is None or not card.data or getattr(card, "flip", 1.0) < 0.5:
            return None
        return card.data, card.rect

    # -- the focus ring (game/ui/focus.py): the same choices, by keys or a pad ----------------
    def focus_targets(self) -> list[Target]:
        """What the keyboard's and pad's ring walks: while a decision waits on a person and
        nothing moves, the choice bar, the banner's Hint and Undo and the declared `clickables`
        (choosing one is its click), then the face-up cards to read (choosing one shows it
        large, as a right-click does); a lesson's Next or Skip always."""
        coach = widget_targets([self.coach.buttons]) if self.coach is not None else []
        coach += self.online.focus_targets() if self.online is not None else []  # a knock's Let in / Refuse
        if self.zoom is not None:  # the card read large: the ring on it (Enter, like Esc, puts it back)
            read = self._reading if self._reading is not None and self._reading.data == self.zoom else self.zoom
            return coach + [Target(zoom_rect(ZOOM_CENTRE), self._close_zoom, read)]
        if not self._still():
            return coach
        targets = widget_targets([self.choices, self.banner.buttons]) + coach
        chosen = [Target(pygame.Rect(c.piece.rect), c.on_click, c.piece, resting_place(c.piece))
                  for c in self.clickables()]
        pieces = {id(t.thing) for t in chosen}
        read = [Target(pygame.Rect(card.rect), partial(self._read, card), card, resting_place(card))
                for card in self.readable_cards()
                if card.data and getattr(card, "flip", 1.0) >= 0.5 and id(card) not in pieces]
        return targets + chosen + read

    def _still(self) -> bool:
        """A person's decision is on the table and nothing moves: what is offered can be chosen."""
        return (self.offered is not None and not self.animator.busy() and not self.tumbling.busy()
                and self.pacing <= 0)

    def _read(self, card) -> None:
        """Read `card` large (chosen with the ring): the ring goes round it, and back to the small
        card once it is put back (the ring follows the same thing, `_reading`)."""
        self.zoom, self._reading = card.data, card

    def _close_zoom(self) -> None:
        self.zoom = None

    def focus_wanted(self) -> pygame.Rect | None:
        """A lesson's ring is where the focus goes: the coach and the focus agree."""
        ringed = self.coach.ringed() if self.coach is not None else []
        return ringed[0] if ringed else None

    def focus_start(self) -> pygame.Rect | None:
        """The ring first shows on the decision's first choice, not on the banner's Hint."""
        first = next((w for w in self.choices if w.visible and w.enabled and w.focusable), None)
        return first.rect if first is not None else None

    def focus_chosen(self, target: Target) -> None:
        """Choosing with a key or the pad is a click there: the coach counts it as one."""
        if self.coach is not None:
            self.coach.noted_at(target.rect.center)
        target.choose()

    def _page(self, key: int) -> bool:
        """Page Up / Page Down (a pad's shoulders): the next or last card while one is read
        large, else a page of the log back or on."""
        step = -1 if key == pygame.K_PAGEUP else 1
        if self.zoom is not None:
            cards = [c.data for c in self.readable_cards() if c.data and getattr(c, "flip", 1.0) >= 0.5]
            if self.zoom in cards:
                self.zoom = cards[(cards.index(self.zoom) + step) % len(cards)]
            return True
        self.log.page(-step)
        return True

    def coach_target(self, kind: str, name: str) -> pygame.Rect | None:
        """Where a piece only this table has is drawn, for a lesson's coach to ring (`kind:name`
        of `game.lessons.POINT_KINDS`), or None: the coach looks for buttons, `dice`, cards in
        the `hand`, `picks` and layout regions itself."""
        return None

    def readable_cards(self) -> list:
        """The card sprites a person may read large (right-click, or resting the pointer on a
        small one), topmost last. Only cards drawn face up are read."""
        return []

    def secret_of(self, view, seat: int) -> Secret | None:
        """What `seat` holds that the others cannot see in `view` (its hand, its reserve, a secret
        bid) and where its mat shows it, or None when it holds nothing hidden. A game with private
        things answers; the kit asks only when everything may be shown."""
        return None

    def readable_at(self, pos) -> tuple[dict, pygame.Rect] | None:
        """The data and rectangle of the readable card under `pos`, or None."""
        for sprite in reversed(self.readable_cards() + self.opened):
            if sprite.data and getattr(sprite, "flip", 1.0) >= 0.5 and sprite.hit(pos):
                return sprite.data, sprite.rect
        return None

    def may_address(self, seat: int) -> bool:
        """Whether the banner may speak to `seat` now: not a person whose hand-off curtain is still
        to come (their decision shows only behind it), except to say the game is over."""
        return self.controller.is_over() or not self.controller.needs_curtain(seat)

    # -- helpers for subclasses -------------------------------------------------------------------
    @property
    def view(self):
        """What the table draws: the controller's view for the person looking, or, while a step's
        animation has not landed yet, the view from before it (`held`). A hold is dropped if the
        screen changed hands meanwhile: it was seen through the last person's eyes."""
        if self.held is not None and self.held[0] == self.controller.viewer():
            return self.held[1]
        return self.controller.view()

    def act(self, seat: int, action) -> None:
        """Send a human's choice to the controller; a refusal is shown, never raised."""
        picked, moment = self.choices_in_progress(), self.controller.moves_made()
        before = (self.controller.viewer(), self.controller.view()) if self.held is None else None
        try:
            events = self.controller.act(seat, action)
        except IllegalAction as refused:
            if self.coach is not None:  # the coach answers, under its panel, clear of its arrow
                self.coach.tell(refused.worded(self.controller.names))
            else:
                self.say(refused.worded(self.controller.names))
            return
        self._move_made = (moment, seat, picked)
        self.withdraw()
        self.offered = None
        self.before_step = before
        self.keep_private()
        for event in events:
            self.animate(event)
        self.after_step()

    def keep_private(self) -> None:
        """Keep the pieces in line with whose private view the screen may show.

        When the person whose view they were built from may no longer look (the decision passed
        to another person, an AI or chance), the pieces that show a private view are rebuilt from
        what may be seen now (`refresh_private`), in the same frame, and that person's choices
        go: nothing of theirs outlives their decision, whatever the game's animations still have
        to play. When the screen may show a person's view again it waits for the table to stand
        still, so a rebuild never cuts a roll short."""
        now = self.controller.viewer()
        if now == self.private_for:
            return
        if self.private_for is None and (self.animator.busy() or self.tumbling.busy()):
            return
        if self.offered is not None and self.offered != now:
            self.withdraw()
            self.offered = None
        self.refresh_private()
        self.private_for = now

    def rebuild(self) -> None:
        """Every piece from the view the screen may show now (`refresh`), noting whose view it is."""
        self.refresh()
        self.private_for = self.controller.viewer()

    def hold(self) -> None:
        """Keep drawing the view from before this step until its animations are over (`land`):
        an event handler asks for it when the step's story takes a while to tell (a showdown's
        hands stay up before the bags move; until then the mats show the bags as they were)."""
        if self.held is None and self.before_step is not None:
            self.held = self.before_step

    def hold_for(self, seconds: float, then: Callable[[], None]) -> None:
        """Once the animations queued now are over, hold the table still `seconds` (a click or
        Space ends it sooner), then call `then`: a moment people read (a showdown's hands)."""
        self.pacing = max(self.pacing, seconds)
        self.after_reading = then

    def sound(self, name: str) -> None:
        from game.ui import sound
        sound.play(name, self.app.settings)

    def send(self, piece, end, seconds: float = 0.4, delay: float = 0.0) -> None:
        """Move `piece` (anything with x, y and draw) to `end` after `delay`; it is drawn with the
        movers from now until it lands."""
        self.movers.append(piece)
        self.animator.add(Sequence(Wait(delay) if delay else None,
                                   Tween(piece, seconds, "out_quad", x=end[0], y=end[1]),
                                   Call(self.movers.remove, piece)))

    def fly(self, paint, start, end, seconds: float = 0.4, delay: float = 0.0) -> None:
        """`send` a piece painted by `paint(surface, pos)` from `start` to `end`."""
        self.send(Flyer(paint, start), end, seconds, delay)

    def fly_card(self, card, end, delay: float = 0.0) -> None:
        """`card` (a `CardSprite` standing where it leaves from, face up or down as it travels)
        slides to `end` at this table's card pace (`card_flight`), after `delay`: every table's
        cards travel this one way, drawn with the movers until they land."""
        self.send(card, end, self.card_flight, delay)

    def play_card(self, card, spot, end, on_spot: Callable[[], None] | None = None,
                  then: Callable[[], None] | None = None) -> None:
        """`card` is played: it flies to `spot` at the table's card pace, does what it does there
        (`on_spot`: a die turns under it), stays a moment for people to read, and flies on to
        `end` (the discard); `then` once it lies there."""
        self.movers.append(card)
        self.animator.add(Sequence(Tween(card, self.card_flight, "out_quad", x=spot[0], y=spot[1]),
                                   Call(on_spot) if on_spot else None, Wait(PLAYED_CARD_READ),
                                   Tween(card, self.card_flight, "in_quad", x=end[0], y=end[1]),
                                   Call(self.movers.remove, card), Call(then) if then else None))

    def draw_movers(self, surface: pygame.Surface) -> None:
        for flyer in self.movers:
            flyer.draw(surface)

    def show_log(self) -> None:
        """Let the log show every line written so far (an animation calls this at the moment it
        shows what the lines tell; otherwise it happens when the step's animations are over)."""
        self.log_shown = len(self.controller.log)

    def land(self) -> None:
        """The outcome in the air has landed (the cylinder stops, the dice settle, the card turns):
        from now the table, its log and its banner show what the step did. An animation calls this
        at its landing moment; otherwise it happens when the step's animations are over."""
        self.show_log()
        if self.held is not None:
            self.held = None
            self.landed()
            if self.held_notice is not None:
                self.say(*self.held_notice)
                self.held_notice = None
            self.set_banner()

    def landed(self) -> None:
        """A held step has landed: lay out the pieces a table laid from the view it drew while
        the outcome was in the air (a drawn card joins the hand now)."""

    def say(self, text: str, seconds: float = 4.0) -> None:
        """A notice under the table ("Calamity: Drought!"); one told while a chance step's outcome
        is in the air waits until it lands, as it may tell the outcome."""
        if self.held is not None:
            self.held_notice = (text, seconds)
            return
        self.notice, self.notice_timer = text, seconds

    def after_step(self) -> None:
        """Called after each applied step, once its animations are queued."""

    def _on_GameEnded(self, event: GameEnded) -> None:
        """The game is over: the winners' fanfare at every table, then what the table itself
        shows of the end (`game_over`); the results follow once the table stands still."""
        self.sound("win")
        self.game_over(event)

    def game_over(self, event: GameEnded) -> None:
        """A table's own part of the game's end (none by default)."""

    # -- the loop -------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        relaid = self.controller.pump()
        if self.online is not None:
            self.online.update(dt)  # after the pump: what the host just said (a rematch) is seen this frame
        if relaid:
            self.animator.finish_all()
            self.held = self.before_step = None
            self.withdraw()
            self.offered = None
            self.rebuild()
            self.show_log()
        self.keep_private()
        self.lay_tools()
        self.animator.speed = SPEEDS.get(getattr(self.app.settings, "animation_speed", "normal"), 1.0)
        self.tumbling.speed = self.animator.speed
        self.animator.update(dt)
        self.tumbling.update(dt)
        self.notice_timer = max(0.0, self.notice_timer - dt)
        self.wake = max(0.0, self.wake - dt)
        self.resting += dt
        self._lift_under_ring(dt)
        self.update_sprites(dt)
        hint = self.shown_hint()
        if hint is not self._hint_seen:  # a hint came (or went): the banner says it
            self._hint_seen = hint
            if hint is not None:
                self.notice_timer = 0.0  # "Thinking about your move…" has its answer
            self.set_banner()
        if self.coach is not None:
            self.coach.update(dt)
        self._tell_save_failure()
        if self.animator.busy():
            return
        if not self.tumbling.busy() and self.after_reading is None:
            self.land()  # (a moment held for reading lands once it has been read and told)
        if self.tumbling.busy() and not self.controller.chance_acts():
            return
        if self.pacing > 0:
            self.pacing -= dt
            return
        if self.after_reading is not None:
            then, self.after_reading = self.after_reading, None
            then()
            return
        if self.controller.is_over():
            self._finish(dt)
            return
        check = self.controller.pending_check()
        if check is not None:
            self._window_check(check)
            return
        waiting = self.controller.waiting_humans()
        if waiting:
            self._offer_to(waiting[0])
            return
        if self.offered is not None:
            self.withdraw()
            self.offered = None
        if self.coach is not None and self.coach.holds_table():
            return
        before = self._view_before_step()
        steps = self.controller.moves_made()
        events = self.controller.update()
        if events:
            self.keep_private()
            last = self.controller.mover(steps)  # not a pass made after it for someone who never reacts
            self.before_step = before
            if last == CHANCE and before is not None:
                self.held = before  # the outcome shows when its animation lands it
            for event in events:
                self.animate(event)
            self.after_step()
        if self.controller.moves_made() > steps:
            last = self.controller.mover(steps)
            if last != CHANCE and not self.controller.seats[last].is_human:
                # an AI's every move holds the table for the pacing, even one that tells nothing
                # by itself (a roll whose die is the next step), so a person sees who moved
                self.pacing = max(self.pacing, float(getattr(self.app.settings, "ai_pacing", 1.0)))
        if self.held is None:
            self.set_banner()

    def _view_before_step(self) -> tuple[int | None, object] | None:
        """The view before the step `controller.update` may apply now (chance acts, or an AI has
        finished thinking), for `held`; None while something is held already (four dice rolled
        one after the other land as one) or while an AI is still thinking."""
        if self.held is not None or self.controller.is_over():
            return None
        if not self.controller.chance_acts() and self.controller.ai_thinking():
            return None
        return (self.controller.viewer(), self.controller.view())

    def coach_with(self, coach) -> None:
        """Play this table as a lesson: the coach's panel takes the top of the log's place."""
        from scenes.coach import PANEL_HEIGHT, CoachPanel
        self.coach = CoachPanel(self, coach)
        log = self.layout["log"]
        self.log = LogPanel(pygame.Rect(log.x, log.y + PANEL_HEIGHT + 12, log.w, log.h - PANEL_HEIGHT - 12))

    def end_lesson(self) -> None:
        """The lesson hands the table over: a normal game from here, saved after every step."""
        self.coach = None
        self.log = LogPanel(self.layout["log"])
        self.app.routes.keep_saving(self.controller)
        self.withdraw()
        self.offered = None

    def _tell_save_failure(self) -> None:
        """Play goes on when a save cannot be written (a full disk, a read-only folder); say so once.
        When no save could be written at all, there is no last good save to speak of. Once the game
        is over the results say what became of its record."""
        failure = self.controller.save_failure()
        if failure != self.save_failure:
            self.save_failure = failure
            if not failure or self.controller.is_over():
                return
            if self.controller.kept_nothing():
                # Translators: {reason} is the system's words, e.g. "Read-only file system"
                self.app.notify(_("Nothing can be kept here ({reason}): play goes on, but this table is not saved.")
                                .format(reason=failure), seconds=8)
            else:
                self.app.notify(_("This table could not be saved ({reason}). Play goes on; the last good save is kept.")
                                .format(reason=failure), seconds=8)

    def update_sprites(self, dt: float) -> None:
        """Per-frame sprite updates (hover lifts, dice flicker)."""

    def _offer_to(self, seat: int) -> None:
        if self.controller.needs_curtain(seat):
            if self.app.stack.top is not self:
                return  # an overlay is up; its curtain comes when the table is on top again
            from scenes.handoff import HandoffScene
            self.withdraw()
            self.offered = None
            # Inside a reaction window the curtain must read exactly like the one for a player who
            # holds nothing (see _window_check), or its wording would tell who holds a card.
            reason = _(WINDOW_CURTAIN) if seat in self.controller.window_seats() else self.controller.curtain_reason(seat)
            self.app.stack.push(HandoffScene(self.app, seat, self.controller.names[seat], lambda: self._lifted(seat),
                                             reason=reason, marks=self.marks))
            return
        if self.offered != seat:
            resume, self._resume = self._resume, None
            self._lay_choices(seat, resume[1] if resume is not None and resume[0] == seat else None)
            self.set_banner()
            # drawn now, not at the next touch: the table was still a moment ago (an AI's pacing
            # over), and the app draws a still table only when asked
            self.app.request_redraw()

    def lay_tools(self) -> None:
        """The banner's tools, laid again only when what they depend on changed: Hint while a
        person decides (not in a lesson, whose coach shows the way), Undo while the last move
        can be taken back. They live in the banner, not among the choices, so a game re-laying
        its choices mid-decision (a card picked, a bill added) never takes them away."""
        seat = self.undo_seat()
        undo = seat is not None and self.controller.can_undo(seat)
        hint = self.offered is not None and self.coach is None and not self.controller.is_over()
        wanted = (undo, hint, i18n.language())
        if wanted == self._tools_laid:
            return
        self._tools_laid = wanted
        tools = []
        if undo:
            tools.append((_("Undo"), self.undo, 176, {"tooltip": _(UNDO_TIP)}))
        if hint:
            tools.append((_("Hint"), self.ask_hint, 130, {"tooltip": _(HINT_TIP), "hotkey": pygame.K_h}))
        self.banner.offer_tools(tools)

    # -- hints ------------------------------------------------------------------------------------------
    @property
    def offers_hint(self) -> bool:
        """Whether the banner offers Hint now, so the strip of key glyphs names its key."""
        return bool(self._tools_laid and self._tools_laid[1])

    def ask_hint(self) -> None:
        """The hard AI thinks in the deciding person's chair; its move is shown when it is ready."""
        seat = self.offered
        if seat is None or self.coach is not None:
            return
        try:
            self.controller.ask_hint(seat)
        except IllegalAction as refused:
            self.say(refused.worded(self.controller.names))
            return
        self.say(_("Thinking about your move…"), 1.5)

    def shown_hint(self):
        """The hint for the person deciding now, once it is ready (else None)."""
        return self.controller.hint_ready(self.offered) if self.offered is not None else None

    def hint_targets(self, hint) -> list[pygame.Rect]:
        """What the hint points at: the button that makes the move, the dice a roll would keep,
        the card it plays."""
        label = self.controller.label(hint.action, hint.seat)
        rects = [b.rect for b in self.choices if isinstance(b, widgets.Button) and b.visible and b.label == label]
        # A move may name dice (a roll: the others are kept) or a card, in fields of the game's
        # own action dataclass; any game's action may have them, so they are read by name.
        rolled = getattr(hint.action, "dice", None)
        card = getattr(hint.action, "card", None)
        if isinstance(rolled, tuple) and self.dice:
            rects += [d.rect for i, d in enumerate(self.dice) if i not in rolled and d.selectable]
            rects += [b.rect for b in self.choices if isinstance(b, widgets.Button) and b.hotkey == pygame.K_r]
        rects += [c.rect for c in self.hand if card is not None and c.tag == card]
        return rects

    def _draw_hint(self, surface: pygame.Surface) -> None:
        hint = self.shown_hint()
        if hint is None:
            return
        for rect in self.hint_targets(hint):
            pygame.draw.rect(surface, theme.HIGHLIGHT, rect.inflate(16, 16), 4, border_radius=14)

    def _window_check(self, seat: int) -> None:
        """A person the open window concerns looks privately, although they hold nothing for it:
        handed the screen as if to decide (no curtain when it is already theirs, as for a
        decision), then told there is nothing to react with."""
        from scenes.handoff import HandoffScene, NothingToPlayScene
        self.withdraw()
        self.offered = None
        name = self.controller.names[seat]

        def nothing_to_play() -> None:
            self.app.stack.push(NothingToPlayScene(self.app, seat, name, lambda: self.controller.window_checked(seat)))

        if not self.controller.needs_curtain(seat):
            nothing_to_play()
            return

        def lifted() -> None:
            self.controller.curtain_lifted(seat)
            self.rebuild()
            nothing_to_play()
        self.app.stack.push(HandoffScene(self.app, seat, name, lifted, reason=_(WINDOW_CURTAIN), marks=self.marks))

    def _lifted(self, seat: int) -> None:
        """The person is in the chair: rebuild every piece from their view, and the banner too,
        so nothing from the last person's turn (their hand, their hint) outlives the curtain."""
        self.controller.curtain_lifted(seat)
        self.held = self.held_notice = self.before_step = None
        self.rebuild()
        self.set_banner()

    def _finish(self, dt: float) -> None:
        self.set_banner()
        if self.results_shown or not self.controller.shows_results:
            return
        self.end_timer += dt
        if self.end_timer >= RESULTS_DELAY or self.animator.speed == float("inf"):
            self.results_shown = True
            self.withdraw()
            self.app.routes.results(self.controller)

    def set_banner(self) -> None:
        c = self.controller
        if c.is_over():
            winners = c.winners()
            who = ", ".join(c.names[w] for w in winners)
            words = ngettext("Game over — {names} wins", "Game over — {names} share the win", len(winners))
            self.banner.set(words.format(names=who), "",
                            winners[0] if winners else None)
            return
        waiting = c.waiting_humans()
        in_menu = self.menu_words(self.menu) if self.menu and self.offered is not None else None
        if in_menu is not None:
            self.banner.set(*in_menu, self.offered)
            return
        if waiting and waiting[0] == self.offered:
            seat = waiting[0]
            hint = self.shown_hint()
            words = hint.reason(lambda a: c.move_words(a, seat)) if hint is not None else c.hint(seat)
            self.banner.set(c.prompt(seat), words, seat)
            return
        seat = c.public_actor()
        if seat is None:
            self._banner_during_chance()
            return
        if c.seats[seat].is_human and seat in waiting:
            self.banner.set(c.prompt(seat), c.hint(seat), seat)
        elif c.seats[seat].is_remote:
            # Translators: the banner while a person at another computer decides
            self.banner.set(_("Waiting for {name}…").format(name=c.names[seat]), "", seat)
        else:
            words = _("{name} is thinking…") if c.ai_thinking() else _("{name} plays")
            self.banner.set(words.format(name=c.names[seat]), "", seat)

    def _banner_during_chance(self) -> None:
        """While chance acts (a die in the air, a card drawn) after an AI's move, the banner
        says the AI plays: its roll must not go on under the last person's prompt ("Ana: roll
        again or hold?" while Bill's die tumbles), nor under "Bill is thinking…" once he has
        decided. After a person's move it keeps its words (it names them already; a pass made
        for someone who is never asked names nobody new)."""
        c = self.controller
        mover = next((c.mover(i) for i in reversed(range(c.moves_made())) if c.mover(i) != CHANCE), None)
        if mover is None or c.seats[mover].is_human:
            return
        self.banner.set(_("{name} plays").format(name=c.names[mover]), "", mover)

    # -- input ----------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        self.wake = 0.4
        if event.type == pygame.MOUSEMOTION:
            self.pointer, self.resting = event.pos, 0.0
            self.wake = READ_AFTER + 0.1  # a frame once the pointer has rested long enough to read
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            if self.zoom is not None:
                self.zoom = None
                return True
            self.app.routes.pause()
            return True
        if self._read_card(event):
            return True
        if self.online is not None and self.online.handle(event):
            return True
        if self.coach is not None and self.coach.handle(event):
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            return self._page(event.key)
        if self.animator.busy() or self.tumbling.busy() or self.pacing > 0:
            skip = (event.type == pygame.KEYDOWN and event.key in (pygame.K_SPACE, pygame.K_RETURN)
                    or event.type == pygame.MOUSEBUTTONDOWN and event.button == 1)
            if skip:
                self.animator.finish_all()
                self.tumbling.finish_all()
                self.pacing = 0.0
                return True
        if self.log.handle(event):
            return True
        if self.choices.handle(event) or self.banner.handle(event):
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL:
            self.undo()
            return True
        return self.handle_table(event)

    def _read_card(self, event: pygame.event.Event) -> bool:
        """Right-click a card to read it large; any click puts it back."""
        if event.type != pygame.MOUSEBUTTONDOWN or event.button not in (1, 3):
            return False
        if self.zoom is not None:
            self.zoom = None
            return True
        if event.button == 3:
            found = self.readable_at(event.pos)
            self.zoom = found[0] if found else None
            return True
        return False

    def undo_seat(self) -> int | None:
        """Whose moves Undo takes back: the person offered a decision, else whoever has the screen."""
        return self.offered if self.offered is not None else self.controller.viewer()

    def undo(self) -> None:
        seat = self.undo_seat()
        if seat is None or not self.controller.can_undo(seat):
            self.say(_(NOTHING_TO_UNDO))
            return
        self.controller.undo(seat)
        self.held = self.held_notice = self.before_step = None
        self.pacing, self.after_reading = 0.0, None
        made, self._move_made = self._move_made, None
        if made is not None and made[:2] == (self.controller.moves_made(), seat):
            self._resume = (seat, made[2])
        self.show_log()
        self.withdraw()
        self.offered = None
        self.animator.finish_all()
        self.tumbling.finish_all()
        self.rebuild()

    def is_animating(self) -> bool:
        return self.coach is not None or self._moving()

    def frame_rate(self) -> int:
        """A lesson's table that waits on the person animates only the coach's pulsing ring and
        arrow: GLOW_RATE is enough for it (at 60 it kept a quarter of a core busy while the
        person read)."""
        return FULL_RATE if self._moving() else GLOW_RATE

    def _moving(self) -> bool:
        """Something on the table moves or is about to: an animation, the pacing of an AI's or
        chance's step, a notice, a hint being thought out, the results about to show."""
        return (self.animator.busy() or self.tumbling.busy() or self.pacing > 0 or self.after_reading is not None
                or self.online is not None and self.online.is_animating()
                or self.notice_timer > 0
                or self.wake > 0
                or self.offered is not None and self.controller.hint_thinking(self.offered)
                or not self.controller.is_over() and not self.controller.waiting_humans()
                and not self.controller.is_replay  # a paused replay waits for its controls
                or self.controller.is_over() and not self.results_shown)

    # -- drawing --------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        self.furniture.draw(surface, backdrop.table(surface.get_size(), self.felt, rail=40), self._draw_furnished)
        for chip in self.flights:
            chip.draw(surface)
        self.choices.draw(surface)
        self._draw_hint(surface)
        if self.coach is not None:
            self.coach.draw(surface)
        self._draw_card_reason(surface)
        self._draw_reading(surface)
        if self.notice_timer > 0 and self.notice:
            rect = self._notice_rect()
            size = self.notice_box(self.notice)[1]
            widgets.draw_panel(surface, rect, "dark", radius=14)
            theme.draw_wrapped(surface, self.notice, rect.inflate(-2 * NOTICE_PAD, -NOTICE_PAD), "bold", size,
                               theme.HIGHLIGHT, align="center")
        if self.online is not None:
            self.online.draw(surface)

    def _draw_furnished(self, surface: pygame.Surface) -> None:
        """What lies on the table's backdrop: the table, the secrets a replay opens, the log and
        the banner, whose panels are the table's furniture (game/ui/furniture.py)."""
        self.draw_table(surface)
        self._draw_secrets(surface)
        lines, headers = self.controller.log[:self.log_shown], self.controller.log_headers()
        if self.online is not None:
            lines, headers = self.online.log_lines(lines, headers)
        self.log.draw(surface, lines, headers)
        self.banner.draw(surface)

    def _draw_secrets(self, surface: pygame.Surface) -> None:
        """In a finished game's replay watching everything: what each seat holds in secret, face
        up on its mat (`secret_of`). Anywhere else nothing, whatever a table would answer."""
        self.opened = []
        if not self.controller.shows_everything():
            return
        view = self.view
        for seat in range(len(self.controller.seats)):
            secret = self.secret_of(view, seat)
            if secret is None:
                continue
            spot = pygame.Rect(secret.spot)
            widgets.draw_panel(surface, spot.inflate(10, 10), "felt", radius=10, shadow=False, accent=self.felt)
            if secret.paint is not None:
                secret.paint(surface, spot)
            cards = [c for c in secret.cards if c]
            size, centres = spread_in(len(cards), spot)
            for data, centre in zip(cards, centres):
                sprite = CardSprite(data, centre, size)
                sprite.draw(surface)
                self.opened.append(sprite)
            if secret.words:
                tag = theme.text_surface(secret.words, "bold", 16, theme.HIGHLIGHT, shadow=False)
                box = tag.get_rect().inflate(16, 6)
                box.center = (spot.centerx, spot.top - 5)
                pygame.draw.rect(surface, theme.INK, box, border_radius=box.h // 2)
                pygame.draw.rect(surface, theme.GOLD_DARK, box, 1, border_radius=box.h // 2)
                surface.blit(tag, tag.get_rect(center=box.center))

    def _draw_card_reason(self, surface: pygame.Surface) -> None:
        """Why the card under the pointer cannot be played now (its `reason`: "This card came to
        you this turn"), above it and clear of its large preview."""
        card = next((c for c in reversed(self.readable_cards())  # (a table may list other pieces it reads)
                     if getattr(c, "hover", False) and not getattr(c, "legal", True) and getattr(c, "reason", None)), None)
        if card is not None:
            widgets.draw_tooltip(surface, card.reason, reason_anchor(card.rect, card.reason, surface.get_rect()))

    def _draw_reading(self, surface: pygame.Surface) -> None:
        """The card read large after a right-click, or the small card the pointer rests on,
        shown beside it at a size whose text is at least 16 canvas px."""
        if self.zoom is not None:
            # read with keys or a pad: the glyph strip under the table says how to go back, in
            # their keys; "Right-click or click to close" is for the mouse
            draw_zoom(surface, self.zoom, ZOOM_CENTRE, hint="" if self.app.focus.shown else None)
            return
        if self.app.focus.shown:
            found = self._ring_reading()
        elif self.pointer is None or self.resting < READ_AFTER:
            return
        else:
            found = self.readable_at(self.pointer)
        if found is None or found[1].h >= READABLE_HEIGHT:
            return
        data, rect = found
        draw_zoom(surface, data, preview_centre(rect, surface.get_rect()), PREVIEW_SIZE, hint="", veil=False)

    def _notice_rect(self) -> pygame.Rect:
        """At `notice_anchor`, or just above a person's buttons if it would cover them (a
        refused move's reason shows while the buttons are up), and above a lesson's arrow if it
        would cover it. As wide as its words, up to
        NOTICE_WIDTH, and as many lines high as they need there: a long reason ("Nothing to
        take back: a roll, a draw, …") ran out of a one-line box over the dice."""
        rect = self.notice_box(self.notice)[0]
        rect.midbottom = self.notice_anchor()
        covered = [w.rect for w in self.choices if getattr(w, "rect", None) is not None and rect.colliderect(w.rect)]
        if covered:
            rect.bottom = min(r.top for r in covered) - 6
        pointer = self.coach.arrow_rect() if self.coach is not None else None
        if pointer is not None and rect.colliderect(pointer):
            rect.bottom = pointer.top - 6  # a lesson's arrow stays in sight: the notice goes above it
        return rect

    def notice_box(self, text: str) -> tuple[pygame.Rect, int]:
        """The box a notice of `text` is drawn in (its size; `_notice_rect` places it) and the
        size of its words: one line where a slightly smaller size fits it in `notice_width`,
        else lines wrapped at the usual size."""
        widest = self.notice_width()
        inner = widest - 2 * NOTICE_PAD
        size = next((s for s in range(NOTICE_SIZE, NOTICE_SMALLEST - 1, -1)
                     if theme.text_width(text, "bold", s) <= inner), NOTICE_SIZE)
        face = theme.font("bold", size)
        lines = theme.wrap_text(text, "bold", size, inner) or [""]
        width = max(NOTICE_MIN_WIDTH, max(theme.text_width(line, "bold", size) for line in lines) + 2 * NOTICE_PAD)
        height = (len(lines) - 1) * (face.get_linesize() + 4) + face.get_height() + NOTICE_PAD
        return pygame.Rect(0, 0, min(widest, width), max(56, height)), size

    def notice_width(self) -> int:
        """The widest a notice's box may grow before its words shrink or wrap."""
        return NOTICE_WIDTH

    def notice_needs(self) -> int:
        """How wide the notice's box is with its words on one line at their smallest: a table that
        would stand it in a narrower place (beside words it should not cover) does so only where
        it fits there, since wrapped lines grow the box towards the mats."""
        return max(NOTICE_MIN_WIDTH, theme.text_width(self.notice or "", "bold", NOTICE_SMALLEST) + 2 * NOTICE_PAD)

    def card_size(self, kind: str) -> tuple[int, int]:
        """A card's size at this table, from the map's `common` layer (`<kind>_card_w`,
        `<kind>_card_h`): a table names its cards by where they lie ("drawn", "pile")."""
        return round(self.sizes[f"{kind}_card_w"]), round(self.sizes[f"{kind}_card_h"])

    def notice_anchor(self) -> tuple[int, int]:
        """Where the bottom centre of a notice ("Click! Ana takes 10,000") sits: at the bottom of
        the map's `notice` region where it has one (a table whose cards reach the bottom puts it
        elsewhere), else below the table."""
        return self.layout["notice"].midbottom if "notice" in self.layout else (740, 1040)


def resting_place(piece) -> pygame.Rect | None:
    """Where a piece drawn lifted (`lift`: under the pointer or the ring, a kept die) rests: its
    rectangle round its own place (`x`, `y`), the pixel its `rect` has with no lift."""
    if not getattr(piece, "lift", 0.0):
        return None
    rest = pygame.Rect(piece.rect)
    rest.center = (int(piece.x), int(piece.y))
    return rest


def reason_anchor(card: pygame.Rect, text: str, screen: pygame.Rect) -> pygame.Rect:
    """Where a card's reason goes: above the card, on the side away from the card's large
    preview (drawn beside it once the pointer rests), so neither hides the other."""
    w = min(460, max(theme.text_width(line, "text", 22) for line in theme.wrap_text(text, "text", 22, 432)) + 28)
    preview = pygame.Rect(0, 0, *PREVIEW_SIZE)
    preview.center = preview_centre(card, screen)
    anchor = card.copy()
    if preview.centerx > card.centerx:
        anchor.centerx = min(card.centerx, preview.left - 8 - w // 2)
    else:
        anchor.centerx = max(card.centerx, preview.right + 8 + w // 2)
    return anchor


ZOOM_CENTRE = (740, 560)
"""Where a card read large stands: over the table, clear of the log."""


def preview_centre(card: pygame.Rect, screen: pygame.Rect, size: tuple[int, int] = PREVIEW_SIZE,
                   gap: int = 16) -> tuple[int, int]:
    """Where a card's large preview goes: beside the card (right if there is room, else left),
    level with it, kept on the screen, never over the card it shows."""
    w, h = size
    right = card.right + gap + w // 2
    left = card.left - gap - w // 2
    x = right if right + w // 2 <= screen.right - 12 else left
    y = max(screen.top + 12 + h // 2, min(screen.bottom - 12 - h // 2, card.centery))
    return (x, y)
