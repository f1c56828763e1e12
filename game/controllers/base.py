"""The table controller every game shares: seats, chance, AI off the UI thread, log, saves, undo.

One way through: the scene asks `waiting_humans()` and offers `legal_actions(seat)` as clicks,
calls `act(seat, action)`; between animations it calls `update()`, which applies one chance step
or one finished AI decision and returns the events to animate. The controller owns the only true
state and mutates it on the caller's (UI) thread only; AI workers get redacted observations.

A game is its options, seed and action list, so saves are that list in JSON and undo is a replay
of the list minus its tail (back to the last chance step: nobody may undo a die they have seen).
"""
from __future__ import annotations

import json
import random
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Sequence

from game.ai.base import sample_outcome
from game.ai.levels import make_agent
from game.chance import ChanceKeys, ForgedChance, check_draw
from game.controllers.seats import DEFAULT_REACTION_ASK, REACTION_ASKS, SeatConfig
from game.fileio import atomic_write_text
from game.rules.common.contract import CHANCE, IllegalAction
from game import i18n
from game.i18n import N_, _, format_number
from game.rules.common.events import Event, GameStarted, MoveTakenBack
from game import games, records, saves
from game.saves import SAVE_FORMAT, SAVE_VERSION, SaveError, SaveSlot, check_format, checked_table, read_save



@dataclass(frozen=True)
class Step:
    """One entry of the action list: who acted (CHANCE for random outcomes) and what, as text."""

    seat: int
    action: str


@dataclass(frozen=True)
class ReactionWindow:
    """A reaction window open at the table, as the controller sees it (`open_window`)."""

    token: object
    """The rules' own object for this window. A step that leaves another object there (or none)
    has closed this window; a copy of the state swapped in between two steps (the privacy
    check's stand-in states) holds a copy of it, which is still the same window."""
    slots: tuple[int, ...]
    """Public: the seats the window may ask, in the rules' order, a seat once for each chance
    it has (a Desperados victim: once for the Whistle, once for Take Cover); -1 for a seat out
    of the game, whose chance the rules skip."""
    cursor: int
    """Secret, never shown: the slot the rules ask now (len(slots) once nobody is left)."""


@dataclass
class Visiting:
    """The people a window hands the screen to (`TableController._window_visits`) and how far
    it has got: `index` into `plan`, `seen` once that visit's person has had the screen."""

    token: object
    plan: list[tuple[int, int, int]]
    index: int = 0
    seen: bool = False


LOAD_REFUSALS = {
    # Translators (load refusals): {error} is a technical detail; {reason} the rules' refusal of a move
    "save": {"damaged": N_("The save file is damaged ({error})."),
             "refused": N_("The save file holds a move the rules refuse: {reason}"),
             "unreadable": N_("The save file holds a move the rules cannot read ({error})."),
             # Translators: {n} is the number of the step in the game (1 is its first)
             "forged": N_("A die or card in this save file is not the one its table drew (move {n}).")},
    "record": {"damaged": N_("The record is damaged ({error})."),
               "refused": N_("The record holds a move the rules refuse: {reason}"),
               "unreadable": N_("The record holds a move the rules cannot read ({error})."),
               # Translators: {n} is the number of the step in the game (1 is its first)
               "forged": N_("A die or card in this record is not the one its table drew (move {n}).")},
}
"""Why a save or a record cannot be loaded, a whole sentence for each (`from_json`'s `kind`)."""


class TableController:
    """The table <-> controller protocol: everything a table scene (and the results, the coach,
    the replay controls) may ask of its game, each member defaulted here, once, as boardgame.io's
    `ProcessGameConfig` fills every optional hook of a game; a game's controller overrides what
    its table says differently. Nothing asks "has this controller got a ...?".

    - What the screen may show: `view()` (the state for the person looking: `viewer()`, None for
      what everyone may see), `public_actor()`, `shows_everything()`, `log` and `log_headers()`.
      A table draws from these and never from the true state (`state`), so a controller that
      holds only one seat's observation (a replay; a seat at a table hosted on another computer)
      drives the same table.
    - Who decides and what: `waiting_humans()`, `legal_actions(seat)`, `chance_acts()`,
      `moves_made()` and `mover(index)`, `ai_thinking()`, `is_over()`.
    - Doing: `act`, `update` (the next chance step or AI decision, as events to animate),
      `can_undo`/`undo`, `ask_hint`/`hint_ready`/`hint_thinking`.
    - The shared screen: `needs_curtain`, `curtain_reason`, `curtain_lifted`, `pending_check`,
      `window_checked`, `window_seats`.
    - Words: `prompt`, `hint`, `label`, `move_words` (the banner and the buttons); at the end
      `score_label`, `format_score`, `statistics()`, `winners()`, `scores()`, `places()`.
    - What the table is: `has_private_info`, `shows_results`, `is_replay`, `progress_counter`.

    `HOST_ANSWERS` names the members the one true state answers (the host's app, online); any
    other member a table calls (a game's own helpers: Durango's `purse`, Zorro's `tray_lines`)
    reads only `view()`. A game adds to the list the words its rules answer on the true state
    (`host_answers`: Desperados' `card_prompt`). tests/tables/test_observation_only.py plays
    every table with a controller whose true state only those members may touch."""

    HOST_ANSWERS = frozenset({
        "view", "viewer", "public_actor", "shows_everything", "log", "log_headers", "log_viewer",
        "waiting_humans", "legal_actions", "chance_acts", "moves_made", "mover", "ai_thinking", "is_over",
        "act", "update", "can_undo", "undo", "ask_hint", "hint_ready", "hint_thinking",
        "needs_curtain", "curtain_reason", "curtain_lifted", "pending_check", "window_checked", "window_seats",
        "prompt", "hint", "label", "move_words", "format_score", "statistics", "winners", "scores", "places",
        "round_reached", "to_json", "save_failure", "kept_nothing", "unrecorded", "close", "release_table",
        "keep_saved", "ask_reactions", "pump",
    })
    """The protocol's members that answer from the true state: what a host tells a seat that
    holds only its observation. Every other member a table calls works on `view()`."""
    host_answers: frozenset[str] = frozenset()
    """A game's own members that answer from the true state (words its rules work out on a copy
    of the table), added to HOST_ANSWERS for that game."""

    has_private_info = True
    """Whether a seat's decision can show information other seats must not see (hand-off
    curtains at hot-seat tables). Games without private hands set False."""
    shows_results = True
    """Whether the table leads to the results screen when the game ends (a replay stays put)."""
    is_replay = False
    """True for a replay (game/controllers/replay.py): nothing moves until its controls ask."""
    watcher_here = False
    """True at the computer of someone watching an online table without a seat (game/online/
    remote.py): nobody here will take a chair, so hidden things are said hidden from watchers."""
    score_label: str = N_("Score")
    """The results' score column heading, a message id (shown as ``_(score_label)``): "Money",
    "Cattle"."""
    progress_counter: tuple[str, str] | None = None
    """(state attribute, "turns" | "rounds"): how far the game has gone, for the saved-tables
    list ("round 7", kept as the number); turns are counted in rounds of the table's size."""

    def __init__(self, game_id: str, seats: Sequence[SeatConfig], options: dict | None = None,
                 seed: int | None = None, agents: dict[int, Any] | None = None):
        self.game_id = game_id
        self.rules = games.get(game_id).rules()
        info = self.rules.info
        if not info.min_seats <= len(seats) <= info.max_seats:
            raise ValueError(f"{info.name} seats {info.min_seats} to {info.max_seats} players, not {len(seats)}.")
        self.seats = list(seats)
        self.names = [s.name for s in self.seats]
        self.options = {**info.default_options(), **(options or {})}
        self.seed = random.randrange(2**31) if seed is None else seed
        self.chance_keys: ChanceKeys | None = ChanceKeys() if seed is None else None
        """A table people play draws its dice and cards from secret keys (`game.chance`), so its
        save (which holds the seed) tells no future die; a table made with a seed draws from it."""
        self.agents = {i: make_agent(game_id, s.level) for i, s in enumerate(self.seats) if s.kind == "ai"}
        self.agents.update(agents or {})
        self.history: list[Step] = []
        self._steps_seen = 0
        """Steps taken or states rebuilt so far: a kept view (`view`) is good until it moves."""
        self._views: dict[int, tuple[Any, int, Any]] = {}
        """seat -> (the state, `_steps_seen`, its observation) last made (`view`)."""
        self.log_entries: list[list[Event]] = []
        """The game log as events: one entry a line, consecutive dice merged into one entry;
        described in the current language when shown (`log`)."""
        self._headers: list[bool] = []
        self._headers_of: tuple = ()
        """The log `_headers` were told for: its list, its length, its last line's first event."""
        self._log_lines: list[str] = []
        self._log_language: str | None = None
        self._executor: ThreadPoolExecutor | None = None
        self._thinking: dict[int, Future] = {}
        self._seen_by: int | None = None
        self._screen_floor = 0
        """History length when the screen last changed hands: no Undo reaches behind it."""
        self._revealing: set[int] = set()
        """Steps (history indices) that showed something hidden: no Undo takes them back."""
        self._last_logged: Event | None = None
        self._log_marks: dict[int, tuple[int, int]] = {}
        """For a step (its history index): the log as it was before the step's lines (entries,
        events in the last entry), so taking the step back takes its lines out too."""
        self._visiting: Visiting | None = None
        """Who the open reaction window has handed the screen to so far (`pending_check`)."""
        self.reaction_asks: dict[int, str] = {}
        """seat -> when that person is handed the screen for a reaction window (`ask_reactions`)."""
        self.slot: SaveSlot | None = None
        """Where this table is saved after every step (`keep_saved`); None keeps nothing."""
        self._hint: tuple[int, int, Future] | None = None
        """(seat, history length, the hard AI thinking for that seat) while a hint is asked for."""
        self.hints_used = [0] * len(seats)
        self.guard: Callable[[int, Any], str | None] | None = None
        """Why a person's move is refused beyond the rules (a lesson's coach), or None."""
        self._arranged: list[str] = []
        self.remote_moves: dict[int, Any] = {}
        """seat -> the move a person at another computer has made, checked (`take_remote_move`),
        applied by the next `update` as an AI's finished decision is, so the host's table
        animates it like any step."""
        self.pumps: list[Callable[[], None]] = []
        """What runs once a frame on the UI thread beside the table (`pump`): an online host
        taking in its guests' messages."""
        self.watchers: list[Callable[[Step | None, list[Event]], None]] = []
        """Told of every step (the step and all its events, unredacted) and every move taken back
        (None, [MoveTakenBack]): an online host sends each guest what it may see of it."""
        self.online: dict | None = None
        """An online table's own (`game.online.host`): its invite code, relay, remote seats and
        seat tokens, saved with it so Continue hosts it again and its people rejoin with what
        they have; None at a table of this screen alone. Never the chance key."""
        self.guided = False
        """A lesson's game (played on after it, or continued from a save): it ends without a
        record, so the Records' wins against the AIs are games played without a coach."""
        self._reset_state()
        self._write_log([GameStarted(info.name)])

    # -- what the scene reads ----------------------------------------------------------------
    @property
    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.is_human]

    def actors(self) -> list[int]:
        return self.rules.actors(self.state)

    def waiting_humans(self) -> list[int]:
        """The people at this screen who decide now (a person who said "never" to reaction
        windows is not waiting for one: `update` passes for them). A person at another computer
        is not among them: this screen waits for them as for an AI."""
        return [a for a in self.waiting_people() if self.seats[a].is_human]

    def waiting_people(self) -> list[int]:
        """The people, here or at other computers, who decide now."""
        return [a for a in self.actors() if a != CHANCE and self.seats[a].is_person and not self._passes_for(a)]

    def _passes_for(self, seat: int) -> bool:
        return self.reaction_ask(seat) == "never" and self.reaction_pass(seat) is not None

    def legal_actions(self, seat: int) -> list:
        return self.rules.legal_actions(self.state, seat)

    def viewer(self) -> int | None:
        """Whose private information the screen may show now.

        With one person at the table, theirs, always. Where several people share the screen, the
        person who lifted the last hand-off curtain, and only while the decision is still theirs
        (`holds_the_decision`): the moment it passes to another person, an AI or chance, the
        screen shows what everyone may see, and that person's view comes back when they decide
        again (after their curtain, if someone else has had the screen since)."""
        humans = self.humans
        if len(humans) == 1:
            return humans[0]
        if len(humans) > 1 and self.has_private_info:
            seat = self._seen_by
            return seat if seat is not None and self.holds_the_decision(seat) else None
        return None

    def holds_the_decision(self, seat: int) -> bool:
        """Whether `seat` is the person the table hands the screen to now: one who must look for
        a reaction window (`pending_check`), else the first person to decide. In a secret
        decision several make in turn (bids, joining a robbery) only the one whose turn at the
        screen it is: the others wait behind their own curtains."""
        check = self.pending_check()
        if check is not None:
            return seat == check
        waiting = self.waiting_humans()
        return bool(waiting) and waiting[0] == seat

    def shows_everything(self) -> bool:
        """Whether the screen may show every seat's hidden things (hands, reserves, secret bids):
        never at a table being played; a replay of a finished game says so (`ReplayMixin`)."""
        return False

    def public_actor(self) -> int | None:
        """The seat the shared screen may say is deciding: the first actor in the view the
        screen shows (a secret reaction window is hidden there), or None while chance acts."""
        actors = self.rules.actors(self.view())
        return actors[0] if actors and actors[0] != CHANCE else None

    def view(self, seat: int | None = None) -> Any:
        """The state to draw: what `seat` may see (None: public information only).

        A table asks for it many times a frame (its pieces, and each of the game's words read
        from it: Durango's purses, prices and party limits), and an observation is a copy of the
        table; so the last one made for each seat is kept until the game takes a step
        (`_record`), is rebuilt (`_reset_state`) or is handed another state. Callers treat the
        view as read-only, as they always have."""
        if seat is None:
            seat = self.viewer()
        seat = -1 if seat is None else seat
        kept = self._views.get(seat)
        if kept is not None and kept[0] is self.state and kept[1] == self._steps_seen:
            return kept[2]
        observed = self.rules.observe(self.state, seat)
        self._views[seat] = (self.state, self._steps_seen, observed)
        return observed

    def is_over(self) -> bool:
        return self.rules.is_over(self.state)

    def winners(self) -> list[int]:
        return self.rules.winners(self.state)

    def scores(self) -> list[float]:
        return self.rules.scores(self.state)

    def places(self) -> list[int]:
        """Each seat's finishing place: the winners are 1st together, and a seat's place is one
        more than the number of seats ahead of it, so a shared place is one place (1, 1, 3)."""
        winners, scores = set(self.winners()), self.scores()
        keys = [(seat not in winners, -scores[seat]) for seat in range(len(self.seats))]
        return [1 + sum(other < key for other in keys) for key in keys]

    def ai_thinking(self) -> bool:
        return any(not f.done() for f in self._thinking.values())

    def chance_acts(self) -> bool:
        """Whether the next step is chance's (a die, a card, the cylinder): public at every table,
        unlike who else the rules may be asking in secret."""
        return self.actors() == [CHANCE]

    def moves_made(self) -> int:
        """How many steps the game has taken (chance's included): a moment of the game."""
        return len(self.history)

    def mover(self, index: int) -> int:
        """Who took step `index`: a seat, or CHANCE (not what they did: a secret bid stays secret)."""
        return self.history[index].seat

    # -- hand-off at hot-seat tables -------------------------------------------------------------
    def needs_curtain(self, seat: int) -> bool:
        """A hand-off curtain is needed before `seat` decides when the screen would show that
        seat's private information and another human has looked at the screen since."""
        if not self.has_private_info or len(self.humans) < 2 or not self.seats[seat].is_human:
            return False
        return self._seen_by != seat

    curtain_words = N_("Your cards stay hidden until you are in the chair.")
    """What a hand-off curtain says a person keeps from the others (a game's own things: cards,
    a reserve, a secret bid)."""

    def curtain_reason(self, seat: int) -> str:
        """The line under "Pass to Ana": what the curtain keeps from the others' eyes, or, when
        `seat` holds nothing the others cannot see (hand sizes are public), that the move is theirs."""
        if self.rules.observe(self.state, seat) == self.rules.observe(self.state, -1):
            return _("Nothing of yours is hidden now: take the chair for your move.")
        return _(self.curtain_words)

    def curtain_lifted(self, seat: int) -> None:
        if seat != self._seen_by:
            self._screen_floor = len(self.history)
        self._seen_by = seat

    # -- secret reaction windows at hot-seat tables ----------------------------------------------
    def open_window(self) -> ReactionWindow | None:
        """The reaction window open now (`ReactionWindow`), or None. Games with reaction windows
        override this."""
        return None

    def could_answer(self, public: Any, seat: int) -> bool:
        """Whether `seat` may hold something that answers the open window, judged from `public`
        (what everyone at the table may see: hand sizes, never hands), so that skipping a seat
        tells nobody anything. Games override this; by default everyone might."""
        return True

    def reaction_pass(self, seat: int) -> Any:
        """The action that lets the open window go by for `seat` when the rules are asking
        `seat` to react now, else None. Games with reaction windows override this."""
        return None

    def window_seats(self) -> list[int]:
        """Seats the open reaction window concerns, in the order they would be asked, from public
        facts only (who is an opponent, who is a victim); [] when no window is open."""
        window = self.open_window()
        return [seat for seat in dict.fromkeys(window.slots) if seat >= 0] if window is not None else []

    def ask_reactions(self, asks: dict[int, str]) -> None:
        """When each person wants to be handed the screen for a reaction window (seat ->
        "always" | "holding" | "never": `seats.REACTION_ASKS`); a person not named gets the
        default, "holding". "never" lets every window go by for them, from now on."""
        self.reaction_asks = {seat: when for seat, when in asks.items() if when in REACTION_ASKS}
        self._answer_for_the_absent()

    def reaction_ask(self, seat: int) -> str:
        return self.reaction_asks.get(seat, DEFAULT_REACTION_ASK)

    def _answer_for_the_absent(self) -> list[Event]:
        """Pass for every person who said "never" as soon as the rules ask them, so the table
        never stops for them, exactly as it does not stop for a person holding nothing."""
        shown: list[Event] = []
        while not self.is_over():
            seats = [a for a in self.actors() if a != CHANCE and self.seats[a].is_human and self._passes_for(a)]
            if not seats:
                return shown
            seat = seats[0]
            shown += self._apply_one(seat, self.reaction_pass(seat))
            self._screen_floor = len(self.history)  # nobody takes back a pass they did not make
        return shown

    def _window_visits(self, window: ReactionWindow) -> list[tuple[int, int, int]]:
        """The people a window hands the screen to, in order, from public facts only: (seat,
        first slot, last slot) for each run of slots of one person who wants to be asked.

        A person is skipped when they said "never", or said "holding" and hold nothing that
        could answer (`could_answer`, from the public view); the rules never stop at a skipped
        person (an empty hand is not asked, a "never" is passed for at once), so runs join over
        them. An AI's slot ends a run: the AI may decide there, in public, between two visits."""
        public = self.rules.observe(self.state, -1)
        visits: list[list[int]] = []
        for index, seat in enumerate(window.slots):
            if seat < 0:
                continue
            if not self.seats[seat].is_human:
                visits.append([-1, index, index])
                continue
            when = self.reaction_ask(seat)
            if when == "never" or when == "holding" and not self.could_answer(public, seat):
                continue
            if visits and visits[-1][0] == seat:
                visits[-1][2] = index
            else:
                visits.append([seat, index, index])
        return [(seat, first, last) for seat, first, last in visits if seat >= 0]

    def pending_check(self) -> int | None:
        """A person who must take the screen for a window before the game moves on, or None.

        The rules ask only the seats holding a reaction card; at a table where several people
        share the screen, that curtain alone would tell everyone who holds one. So the screen
        goes to the people the window concerns in an order fixed by public facts alone
        (`_window_visits`): each visit is the person's decision when the rules ask them there,
        else a look at "nothing to react with" once the rules have gone past their slots. The
        sequence of curtains is then the same whatever the hands hold."""
        if len(self.humans) < 2 or self.is_over():
            return None
        window = self.open_window()
        if window is None:
            self._visiting = None
            return None
        visiting = self._visiting
        if visiting is None:
            visiting = self._visiting = Visiting(window.token, self._window_visits(window))
        visiting.token = window.token  # the same window in whichever copy of the state is shown
        while visiting.index < len(visiting.plan):
            seat, first, last = visiting.plan[visiting.index]
            if window.cursor <= last:
                return None  # the rules ask before or inside this visit: the game moves (or the person decides)
            if not visiting.seen:
                return seat
            visiting.index += 1
            visiting.seen = False
        return None

    def window_checked(self, seat: int) -> None:
        """`seat` has looked and has nothing to react with (or has decided)."""
        visiting = self._visiting
        if visiting is not None and visiting.index < len(visiting.plan) and visiting.plan[visiting.index][0] == seat:
            visiting.seen = True

    # -- advancing the game ----------------------------------------------------------------------
    def pump(self) -> bool:
        """Once a frame, on the UI thread, before the table reads anything: what runs beside the
        table (`pumps`: an online host taking in its guests' moves). A seat played from another
        computer (`game.online.remote`) reads the host's messages here. True when the view
        changed under the table without a step to animate (a seat back from a lost connection
        got the table anew): the table lays every piece from the view again."""
        for pump in self.pumps:
            pump()
        return False

    def take_remote_move(self, seat: int, text: str) -> None:
        """A person at another computer made `text` for `seat`: checked now as `act` checks a
        move (their decision now, a move the rules accept: IllegalAction with the rules' reason
        otherwise, the table unchanged), applied by the next `update`."""
        if not self.seats[seat].is_remote or seat not in self.waiting_people() or seat in self.remote_moves:
            raise IllegalAction(N_("It is not {name}'s decision now."), name=self.names[seat])
        try:
            action = self.rules.parse_action(text)
        except (ValueError, KeyError, IndexError, TypeError):
            raise IllegalAction(N_("The rules cannot read the move '{text}'."), text=text[:80]) from None
        refused = self.guard(seat, action) if self.guard is not None else None
        if refused:
            raise IllegalAction(refused)
        self.rules.apply(self.rules.clone(self.state), seat, action)  # IllegalAction: the rules' reason
        self.remote_moves[seat] = action

    def hand_seat(self, seat: int, config: SeatConfig) -> None:
        """`seat` is played from now on as `config` says: an online table gives a remote seat
        whose person never came, or whose connection is lost, to an AI, and back to the person
        who returns. The seat's move in the making (an AI's thought, a remote move) is dropped."""
        self.seats[seat] = config
        self.names[seat] = config.name
        self.remote_moves.pop(seat, None)
        future = self._thinking.pop(seat, None)
        if future is not None:
            future.cancel()
        self.agents.pop(seat, None)
        if config.kind == "ai":
            self.agents[seat] = make_agent(self.game_id, config.level)
        self._views.clear()

    def act(self, seat: int, action: Any) -> list[Event]:
        """A human's decision. Raises IllegalAction (state unchanged) if the rules refuse it."""
        if seat not in self.waiting_people():
            raise IllegalAction(N_("It is not {name}'s decision now."), name=self.names[seat])
        if isinstance(action, str):
            action = self.rules.parse_action(action)
        refused = self.guard(seat, action) if self.guard is not None else None
        if refused:
            raise IllegalAction(refused)
        return self._apply(seat, action)

    def arrange(self, outcomes: Sequence[str]) -> None:
        """Chance acts with these outcomes (as the rules write them), in order, before it draws
        at random again: a lesson's dice and cards. Each must be a legal outcome where it comes."""
        self._arranged = list(outcomes)

    def update(self) -> list[Event]:
        """Apply one chance step or one finished AI decision; start AI thinking as needed."""
        if self.is_over():
            return []
        steps = len(self.history)
        answered = self._answer_for_the_absent()  # a table loaded at such a moment
        if len(self.history) != steps:
            return answered
        actors = self.actors()
        if actors == [CHANCE]:
            return self._apply(CHANCE, self._next_outcome())
        for seat in actors:
            if seat in self.agents and seat not in self._thinking:
                self._start_thinking(seat)
        for seat in actors:
            if seat in self.remote_moves:
                return self._apply(seat, self.remote_moves.pop(seat))
        for seat in actors:
            future = self._thinking.get(seat)
            if future is not None and future.done():
                del self._thinking[seat]
                action = future.result()
                return self._apply(seat, action)
        return []

    def _next_outcome(self) -> Any:
        outcomes = self.rules.chance_outcomes(self.state)
        if not self._arranged:
            if self.chance_keys is not None:
                return sample_outcome(outcomes, self.chance_keys.rng_for(len(self.history)))
            return sample_outcome(outcomes, self._chance_rng)
        text = self._arranged.pop(0)
        self._chance_rng.random()  # in step with a replay, which draws once for every chance step
        outcome = self.rules.parse_action(text)
        if all(str(o) != str(outcome) for o, _probability in outcomes):
            raise IllegalAction(N_("The arranged outcome '{text}' cannot happen here (it could be one of {choices})."),
                                text=text, choices=", ".join(str(o) for o, _probability in outcomes[:6]))
        return outcome

    def _start_thinking(self, seat: int) -> None:
        if self._executor is None:
            self._executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="ai")
        observation = self.rules.observe(self.state, seat)
        agent, rng = self.agents[seat], self._ai_rngs[seat]
        self._thinking[seat] = self._executor.submit(agent.choose, self.rules, observation, seat, rng)

    def _apply(self, seat: int, action: Any) -> list[Event]:
        """One step, then the passes of the people who let reaction windows go by."""
        shown = self._apply_one(seat, action)
        return shown + self._answer_for_the_absent()

    def _apply_one(self, seat: int, action: Any) -> list[Event]:
        self.window_checked(seat)
        events = self.rules.apply(self.state, seat, action)
        self._record(Step(seat, str(action)), events)
        self._mark_log()
        shown = self._write_log(events)
        self._save_step()
        for watcher in self.watchers:
            watcher(self.history[-1], list(events))
        return shown

    def _record(self, step: Step, events: Sequence[Event]) -> None:
        self._steps_seen += 1
        self.history.append(step)
        if any(e.reveals for e in events):
            self._revealing.add(len(self.history) - 1)
        self._forget_a_closed_window()

    def _forget_a_closed_window(self) -> None:
        """After a step: the window whose hand-offs the table follows is over when the rules hold
        no window now, or another one (`ReactionWindow.token`). Only a step ends a window, so a
        copy of the state swapped in between steps keeps its hand-offs where they were."""
        if self._visiting is None:
            return
        window = self.open_window()
        if window is None or window.token is not self._visiting.token:
            self._visiting = None

    def _write_log(self, events: Sequence[Event]) -> list[Event]:
        """Keep what the screen may show, log it with names, and return it for animation.

        The log stays on screen when the next player takes the chair, so it holds only public
        text unless a single person sits at the table; animations may show the current viewer
        their own private events (a card they drew) because they have the screen right now."""
        viewer = self.viewer()
        shown = [e for e in (event.visible_to(viewer) for event in events) if e is not None]
        log_viewer = self.log_viewer()
        for event in (e.visible_to(log_viewer) for e in events):
            if event is None:
                continue
            if not event.describe(self.names) or self._repeats_a_take_back(event):
                continue
            merges = getattr(event, "merges_with", None)
            if merges and self._last_logged is not None and merges(self._last_logged) and self.log_entries:
                self.log_entries[-1].append(event)
                if self._log_lines and self._log_language == i18n.language():
                    self._log_lines[-1] = self._describe_entry(self.log_entries[-1])
            else:
                self._add_log_entry([event])
            self._last_logged = event
        return shown

    def _mark_log(self) -> None:
        """Remember where the log stands before the lines of the step just recorded."""
        self._log_marks[len(self.history) - 1] = (len(self.log_entries),
                                                  len(self.log_entries[-1]) if self.log_entries else 0)

    def _log_back_to(self, mark: tuple[int, int]) -> None:
        """The log as it was at `mark` (from `_mark_log`): a step taken back takes its lines along."""
        entries, events = mark
        del self.log_entries[entries:]
        if self.log_entries:
            self.log_entries[-1] = self.log_entries[-1][:events]
        self._log_language = None  # the lines are told again from the entries when next shown
        self._last_logged = self.log_entries[-1][-1] if self.log_entries else None

    def _add_log_entry(self, entry: list[Event]) -> None:
        self.log_entries.append(entry)
        if self._log_language == i18n.language() and len(self._log_lines) == len(self.log_entries) - 1:
            self._log_lines.append(self._describe_entry(entry))

    def _describe_entry(self, entry: list[Event]) -> str:
        """One log line: an event's words, or merged events told together by their kind ("Ana
        rolls lady, boss, action")."""
        if len(entry) > 1:
            return entry[0].describe_merged(entry, self.names)
        return entry[0].describe(self.names)

    def log_headers(self) -> list[bool]:
        """For each log line, whether it begins a part of the game (a turn, a round): the event
        says so (`Event.heads_log`), whatever the language of the line.

        Asked in every frame the log is drawn; told again only when the log changed. The log only
        grows or loses lines from its end (a step taken back, a replay going back), so the same
        number of lines ending in the same first event are the same lines."""
        entries = self.log_entries
        last = entries[-1][0] if entries and entries[-1] else None
        told = self._headers_of
        if not told or told[0] is not entries or told[1] != len(entries) or told[2] is not last:
            self._headers = [entry[0].heads_log for entry in entries]
            self._headers_of = (entries, len(entries), last)
        return self._headers

    @property
    def log(self) -> list[str]:
        """The log's lines in the current language (made once a language, then added to)."""
        language = i18n.language()
        if self._log_language != language or len(self._log_lines) != len(self.log_entries):
            self._log_lines = [self._describe_entry(entry) for entry in self.log_entries]
            self._log_language = language
        return self._log_lines

    def cut_log(self, length: int) -> None:
        """Keep the first `length` lines of the log (a replay going back)."""
        del self.log_entries[length:]
        del self._log_lines[length:]

    def log_viewer(self) -> int | None:
        """Whose private events the log may tell: the one person at the table, else nobody's."""
        humans = self.humans
        return humans[0] if len(humans) == 1 else None

    # -- undo and replay -----------------------------------------------------------------------
    def _reset_state(self) -> None:
        self._steps_seen += 1
        self._visiting = None
        self.state = self.rules.new_game(len(self.seats), self.options)
        self._chance_rng = random.Random(self.seed)
        self._ai_rngs = {i: random.Random(self.seed * 31 + i) for i in range(len(self.seats))}

    def _undo_point(self, seat: int) -> int | None:
        """Where the history is cut to take back `seat`'s last move, or None.

        A person takes back only their own last move, and only while nothing has been learned
        since: it is the last step of the game (no die rolled, no card drawn, nobody else moved
        after it) and it revealed nothing itself (secret choices shown, a card turned face up:
        `Event.reveals`). With several people at the table it must also be younger than the
        moment the screen last changed hands; at a table with nothing private every person
        always has the screen, so there nobody takes a move back."""
        if not self.history or not 0 <= seat < len(self.seats) or not self.seats[seat].is_person:
            return None
        if self.guard is not None:  # a lesson: its arranged dice and cards are spent as they come
            return None
        if len(self.humans) > 1 and not self.has_private_info:
            return None
        last = len(self.history) - 1
        if self.history[last].seat != seat or last in self._revealing or last < self._screen_floor:
            return None
        return last

    def can_undo(self, seat: int) -> bool:
        return self._undo_point(seat) is not None

    def undo(self, seat: int) -> None:
        point = self._undo_point(seat)
        if point is None:
            raise IllegalAction(N_("{name} has nothing to take back: a roll, a draw or a reveal came after."),
                                name=self.names[seat])
        self._cancel_thinking()
        mark = self._log_marks.get(point)
        self._replay(self.history[:point])
        if self.chance_keys is not None:
            self.chance_keys.cut(point)
        self._say_taken_back(seat, mark)
        self._save_step()
        self.remote_moves.clear()
        for watcher in self.watchers:
            watcher(None, [MoveTakenBack(seat)])

    def _say_taken_back(self, seat: int, mark: tuple[int, int] | None) -> None:
        """The log forgets a move taken back and says once that it was: moves made and taken
        back again and again (a person trying buttons, mashing keys) leave one line, not a
        "turns a click stack back / takes back a move" pair for each."""
        if mark is not None:
            self._log_back_to(mark)
        taken = MoveTakenBack(seat)
        if not self._repeats_a_take_back(taken):
            self._add_log_entry([taken])
            self._last_logged = taken

    def _repeats_a_take_back(self, event: Event) -> bool:
        """Whether `event` takes a move back right after the log said the same seat took one back:
        one line for both (`_say_taken_back`), at this screen and at a guest's, which is told of
        each take-back with the step before it (game/online/host.py)."""
        last = self.log_entries[-1][-1] if self.log_entries and self.log_entries[-1] else None
        return isinstance(event, MoveTakenBack) and isinstance(last, MoveTakenBack) and last.seat == event.seat

    def _replay(self, steps: Sequence[Step], write_log: bool = False, check_chance: bool = False) -> None:
        """Rebuild the state from the start through `steps` (a load, an undo). `write_log` also
        writes the log lines the steps make, for a save that kept no log; `check_chance` checks
        each die and card against the key that drew it (a load: ForgedChance when one differs)."""
        self._reset_state()
        self.history = []
        self._revealing = set()
        self._log_marks = {} if write_log else {i: m for i, m in self._log_marks.items() if i < len(steps)}
        rng_draws = 0
        for step in steps:
            action = self.rules.parse_action(step.action)
            if check_chance and step.seat == CHANCE and self.chance_keys is not None:
                check_draw(self.chance_keys, len(self.history), self.rules.chance_outcomes(self.state), str(action))
            events = self.rules.apply(self.state, step.seat, action)
            self._record(step, events)
            if write_log:
                self._mark_log()
                self._write_log(events)
            rng_draws += step.seat == CHANCE
        # Keep future chance outcomes as they would have been: advance the RNG past what was used.
        self._chance_rng = random.Random(self.seed)
        for _draw in range(rng_draws):
            self._chance_rng.random()

    # -- hints ---------------------------------------------------------------------------------------
    def ask_hint(self, seat: int) -> None:
        """Have the hard AI think in `seat`'s chair, on what that seat may see (counted on the
        results screen). Asking again for the same decision asks nothing new."""
        from game.hints import think
        if seat not in self.waiting_people():
            raise IllegalAction(N_("It is not {name}'s decision now."), name=self.names[seat])
        if self._hint is not None and self._hint[:2] == (seat, len(self.history)):
            return
        if self._executor is None:
            self._executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="ai")
        observation = self.rules.observe(self.state, seat)
        rng = random.Random(self.seed * 97 + len(self.history))
        future = self._executor.submit(think, self.game_id, self.rules, observation, seat, rng)
        self._hint = (seat, len(self.history), future)
        self.hints_used[seat] += 1

    def hint_ready(self, seat: int) -> Any:
        """The hint for `seat`'s decision now, once thought (`game.hints.Hint`), else None; a
        hint for an earlier moment is dropped."""
        if self._hint is None:
            return None
        asked_seat, moment, future = self._hint
        if (asked_seat, moment) != (seat, len(self.history)):
            future.cancel()
            self._hint = None
            return None
        return future.result() if future.done() else None

    def hint_thinking(self, seat: int) -> bool:
        return self._hint is not None and self._hint[:2] == (seat, len(self.history)) and not self._hint[2].done()

    def _cancel_thinking(self) -> None:
        for future in self._thinking.values():
            future.cancel()
        self._thinking.clear()

    def close(self) -> None:
        self._cancel_thinking()
        if self._executor is not None:
            self._executor.shutdown(wait=False, cancel_futures=True)
            self._executor = None
        self._end_chance_segment()
        self.release_table()

    def _end_chance_segment(self) -> None:
        """The table closes normally: its key now explains only the past (a reopening makes a new
        one), so the last save write holds it, and a record made later can prove these dice."""
        keys = self.chance_keys
        if keys is None or keys.key is None:
            return
        keys.end(len(self.history))
        if self.slot is not None and not self.slot.finishing and not self.is_over():
            self.slot.keep(self.to_json())
            self.slot.flush()

    def release_table(self) -> None:
        """This table is no longer open here: another copy of the app may continue it. (A finished
        game's slot lets go itself, once its record is written.)"""
        if self.slot is not None and not self.slot.finishing:
            self.slot.release()

    # -- saves ---------------------------------------------------------------------------------
    def to_json(self) -> dict:
        """The save: what the game is (options, seed, seats, the action list) plus what the
        screen showed (the log) and a summary for the saved-tables list."""
        data = {
            "format": SAVE_FORMAT, "version": SAVE_VERSION, "game": self.game_id,
            "options": self.options, "seed": self.seed,
            "seats": [s.to_json() for s in self.seats],
            "actions": [[s.seat, s.action] for s in self.history],
            "log": list(self.log),
            "summary": {"round": self.round_reached(), "steps": len(self.history), "over": self.is_over()},
        }
        if self.guided:
            data["guided"] = True
        if self.online is not None:
            data["online"] = self.online
        if self.chance_keys is not None:  # the current segment's key only once nothing is left to draw
            data["chance_keys"] = self.chance_keys.segments(len(self.history), self.is_over())
        return data

    def save(self, path: str | Path) -> None:
        atomic_write_text(path, json.dumps(self.to_json(), indent=1))

    def keep_saved(self, slot: SaveSlot) -> None:
        """Save this table to `slot` now and after every step from now on."""
        self.slot = slot
        self._save_step()

    def _save_step(self) -> None:
        if self.slot is None or self.slot.finishing:
            return
        if self.is_over():
            if self.guided:  # a lesson's game: not continued, and no record either
                self.slot.finishing = True
                saves.delete_save(self.slot.path)
                self.slot.release()
                return
            # a finished game is not continued: it becomes a record, and its save goes once the
            # record is on disk
            self.slot.finish(self.to_json(), records.record_path_for(self.slot.path), records.record_of(self))
            return
        self.slot.keep(self.to_json())

    def save_failure(self) -> str | None:
        """Why the last save (or, once the game is over, its record) could not be written, or None."""
        return self.slot.failure if self.slot is not None else None

    def kept_nothing(self) -> bool:
        """No save of this table could be written at all (a read-only folder): nothing is kept."""
        return self.slot is not None and not self.slot.written and not self.slot.path.exists()

    def unrecorded(self) -> bool:
        """The game is over, its record could not be written, and its save is kept instead."""
        return self.slot is not None and self.slot.unrecorded

    @classmethod
    def from_json(cls, data: Any, kind: str = "save") -> "TableController":
        """The table a save holds, its moves checked by replaying them through the rules.
        `kind` ("save" or "record") is what the person opened: a refusal names it in a whole
        sentence of its own (LOAD_REFUSALS), never by swapping words in an English one."""
        check_format(data)
        words = LOAD_REFUSALS[kind]
        try:
            data = checked_table(data)  # every part checked (and names cleaned) before any is used
            seats = [SeatConfig.from_json(s) for s in data["seats"]]
            steps = [Step(int(seat), str(text)) for seat, text in data["actions"]]
            controller = make_controller(str(data["game"]), seats, dict(data.get("options") or {}),
                                         int(data["seed"]))
            controller.guided = data.get("guided") is True
            controller.online = data.get("online")
            if "chance_keys" in data:  # a keyed table: reopened with a new key from here on
                controller.chance_keys = ChanceKeys(data["chance_keys"], start=len(steps))
        except (KeyError, TypeError, ValueError, IllegalAction) as exc:
            raise SaveError(_(words["damaged"]).format(error=exc)) from None
        try:
            # the log is written anew from the moves, so it reads in the language of whoever loads
            # the game; a "log" list the save kept (older saves have one) is not needed
            controller._replay(steps, write_log=True, check_chance=True)
        except ForgedChance as exc:
            raise SaveError(_(words["forged"]).format(n=exc.step + 1)) from None
        except IllegalAction as exc:
            raise SaveError(_(words["refused"]).format(reason=exc.worded(controller.names))) from None
        except (ValueError, TypeError, KeyError, IndexError) as exc:
            raise SaveError(_(words["unreadable"]).format(error=exc)) from None
        return controller

    @classmethod
    def load(cls, path: str | Path) -> "TableController":
        return cls.from_json(read_save(path))

    def round_reached(self) -> int | None:
        """The round the game has reached (7), from the game's `progress_counter`, or None for a
        game that counts none: the saved-tables list words it ("round 7") when it shows it."""
        if self.progress_counter is None:
            return None
        attribute, unit = self.progress_counter
        count = int(getattr(self.state, attribute, 0) or 0)
        if unit == "turns":
            count = (max(count, 1) - 1) // len(self.seats) + 1
        return max(count, 1)

    # -- per-game hooks ------------------------------------------------------------------------
    def label(self, action: Any, seat: int) -> str:
        """A move's button words. Games override; by default the action's own text ("hold")."""
        return str(action)

    def format_score(self, score: float) -> str:
        """A final score as the results show it ("$12", "Wanted!"). Games override; by default
        the number, with two decimals only when it has some."""
        return format_number(score) if score == round(score) else format_number(score, 2)

    def statistics(self) -> list[tuple[str, list[str]]]:
        """The game's own rows of the results' statistics, (heading, a value per seat), worded in
        the current language when asked; the results add "Decisions" and "Hints used" before
        them. Games add theirs; by default none."""
        return []

    def host_questions(self, seat: int, legal: Sequence[Any]) -> list[tuple[str, tuple]]:
        """The calls of the game's own `host_answers` a table may make for `seat`'s decision
        among `legal` ((member, its arguments)): an online host answers them ahead and sends the
        answers to a seat played at another computer, which holds no true state to work them
        out on. Games with `host_answers` list theirs; by default none."""
        return []

    def prompt(self, seat: int) -> str:
        """The turn banner's text for a seat's decision. Games override."""
        return _("{name}, your move").format(name=self.names[seat])

    def move_words(self, action: Any, seat: int) -> str:
        """A move named where it is told apart from the other moves (a hint comparing two): its
        button's words, and what those leave out where several moves share them ("Roll 3 dice,
        keeping Boss"). Games whose buttons say it all need not override."""
        return self.label(action, seat)

    def hint(self, seat: int) -> str:
        """'What can I do now' help for the rules screen. Games override."""
        options = ", ".join(sorted({str(a).split(" ")[0] for a in self.legal_actions(seat)}))
        return _("You may: {options}.").format(options=options)


def make_controller(game_id: str, seats: Sequence[SeatConfig], options: dict | None = None,
                    seed: int | None = None, **kwargs: Any) -> TableController:
    """The game's own controller (its registry entry names it) for these seats."""
    return games.get(game_id).controller_class()(game_id, seats, options, seed, **kwargs)


