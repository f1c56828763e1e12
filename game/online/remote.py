"""A seat at a table hosted on another computer: the table protocol answered from the host's messages.

Why the game's own table scene draws it unchanged: every table already draws only from the
protocol (`view()` and the members the host answers, `TableController.HOST_ANSWERS`), and never
from the true state; tests/people/test_a_table_draws_only_what_its_viewer_may_see.py holds every
table to that. So a controller that holds one seat's observation and answers those members from
what the host said is enough: the same pieces, animations, banner and log, at a computer that
never had the other seats' cards to show.

`RemoteController` is made per game (`remote_controller_class`): the game's own controller
class with the host members replaced, so a game's helpers that read `view()` (Durango's
`purse`, Zorro's `tray_lines`) work as they do at the host, and a game's own host members
(`host_answers`: Desperados' `card_prompt`) answer from what the host worked out ahead
(`facts["answers"]`, keyed by `host.answer_key`).

Steps arrive as the host takes them and are handed to the table one per `update`, as the host's
own controller hands out chance and AI steps, so a guest sees every die land and every card fly
in order even when several steps arrive in one frame. The log is worded here, from the events,
in this computer's language: French at one computer and German at another both read right.

A move is sent, not applied (`act` returns no events): the table waits (the seat is no longer
offered a decision) until the host's `step` comes back with what the move did, or a `refused`
with the rules' reason, which the table says as it says any refusal. After a reconnect the
Link's `openings` grows: the seat says hello again, saying how many steps of the log it holds,
and the host's snapshot replaces its observation and facts and sends the log from the first
step it lacks (`pump` returns True so the table lays its pieces anew). Where each step's lines
begin is kept (`_step_marks`), so the lines of steps the host sends again are taken out first.

A watcher (`seat` None) is the same controller holding the public observation: nobody at its
screen decides, so the table offers nothing, shows no hand, and its log tells what everyone may
know; after a reconnect it says `watch` again with its token and the steps it holds.
"""
from __future__ import annotations

import collections
import time
from typing import Any, Callable

from game import games, i18n
from game.controllers.base import TableController
from game.controllers.seats import AI_LEVELS, SeatConfig
from game.hints import Hint
from game.i18n import N_
from game.online import messages, refusals
from game.online.codec import Refused, decode
from game.online.host import WATCHING, answer_key
from game.online.transport import Handshake, Link, join, no_handshake
from game.rules.common.contract import IllegalAction
from game.rules.common.events import Event, GameStarted

NOT_YOURS = N_("It is not {name}'s decision now.")


class RemoteMixin:
    """The protocol's host members, answered from the host's messages (see the module's words)."""

    link: Link
    seat: int | None
    """This computer's seat; None for a watcher."""
    names: list[str]

    def _start_remote(self, link: Link, seat: int | None, welcome: dict, token: str) -> None:
        self.link, self.seat, self.token = link, seat, token
        self.facts: dict[str, Any] = {}
        self.observation: Any = None
        self.movers: list[int] = []
        self._step_marks: list[tuple[int, int]] = []
        """For each step this table logged (its index): where the log stood before its lines,
        so a snapshot sending the log from that step takes out what follows first."""
        self._queue: collections.deque[tuple[str, dict]] = collections.deque()
        self._sent_at: int | None = None
        """The moment (steps made) this seat's move was sent at, until the host answers it."""
        self._hint_asked_at: int | None = None
        self._hint: Hint | None = None
        self._expect = welcome["seq"] + 1
        self._openings = link.openings
        self._relaid = False
        self.watcher_name = ""
        self.refusals: list[str] = []
        self.refused: list[str] = []
        """What the host refused of this seat, worded in this computer's language for the table
        to say (the table's screen takes them: `refused.clear()`)."""
        self.said: list[tuple[int, str]] = []
        self.notices: list[str] = []
        """What the host said to every table (an AI stands in for someone, someone is back),
        in this computer's language; the table's screen takes them (`notices.clear()`)."""

    # -- the network -----------------------------------------------------------------------------
    def pump(self) -> bool:
        """Take the host's messages (never waits); True after a snapshot (the table relays)."""
        if self.link.openings != self._openings and self.link.status == "open":
            self._openings = self.link.openings
            self._sent_at = None
            self._expect = 1
            if self.seat is None:
                self.link.send(messages.make("watch", 1, rules=messages.rules_version(), name=self.watcher_name,
                                             language=i18n.language(), token=self.token, have=len(self.movers)))
            else:
                self.link.send(messages.make("hello", 1, rules=messages.rules_version(), seat=self.seat,
                                             name=self.names[self.seat], language=i18n.language(), token=self.token,
                                             have=len(self.movers)))
        for message in self.link.receive():
            self._take(message)
        relaid, self._relaid = self._relaid, False
        return relaid

    def _take(self, message: dict) -> None:
        kind = message["type"]
        if kind == "refused":
            self.refusals.append(message["reason"])
            self.refused.append(refusals.worded(message["code"], message["detail"], message["reason"]))
            if message["about"] == "act":
                self._sent_at = None
            return
        if message["seq"] != self._expect and kind not in ("welcome", "snapshot"):
            self._expect = -1  # a gap: nothing is trusted until the host's snapshot
            self.link.send(messages.make("resync", 0, have=len(self.movers)))
            return
        self._expect = message["seq"] + 1
        try:
            if kind == "snapshot":
                self._snapshot(message)
            elif kind in ("step", "facts"):
                self._queue.append((kind, message))
            elif kind == "hint":
                self._take_hint(decode(message["hint"]))
            elif kind == "said":
                self.said.append((message["seat"], message["phrase"]))
            elif kind == "notice":
                self.notices.append(message["text"])
        except (Refused, ValueError, KeyError, TypeError, IndexError) as refused:
            self.refusals.append(str(refused))
            self.link.send(messages.make("resync", 0, have=len(self.movers)))

    def _snapshot(self, message: dict) -> None:
        log, view, facts = decode(message["log"]), decode(message["view"]), decode(message["facts"])
        opening = decode(message["opening"])
        if not all(isinstance(event, Event) for event in opening):
            raise ValueError("a log's opening that is not events")
        start = message["from"]
        self._log_queued(start)
        if not 0 <= start <= len(self.movers):  # a log from a step this table never had: ask again
            self._expect = -1
            self.link.send(messages.make("resync", 0, have=len(self.movers)))
            return
        self._queue.clear()
        self.observation = view
        self._facts(facts)
        self._sent_at = None
        if start == 0:
            self.log_entries, self._step_marks = [], []
            self._last_logged = None
            self._log_language = None
            TableController._write_log(self, [GameStarted(self.rules.info.name), *opening])  # type: ignore[arg-type]
        elif start < len(self._step_marks):
            TableController._log_back_to(self, self._step_marks[start])  # type: ignore[arg-type]
            del self._step_marks[start:]
        self.movers = self.movers[:start] + list(message["movers"])
        for step in log:
            self._log_step(step)
        self._relaid = True

    def _log_step(self, events: list[Event]) -> list[Event]:
        """One step's lines into the log, where it begins remembered (`_step_marks`)."""
        self._step_marks.append((len(self.log_entries), len(self.log_entries[-1]) if self.log_entries else 0))
        return TableController._write_log(self, events)  # type: ignore[arg-type]

    def _log_queued(self, start: int) -> None:
        """Steps that arrived before a snapshot but were not shown yet, logged up to `start`
        (the host sends the log from there: what it sent before is this table's to keep)."""
        while self._queue and len(self.movers) < start:
            kind, message = self._queue.popleft()
            if kind == "step":
                self.movers.append(message["mover"])
                self._log_step(decode(message["events"]))

    def _facts(self, facts: dict) -> None:
        """The host's facts; the seats' names and AI levels among them (a guest's own name is
        its seat's; a friend's seat an AI plays for now shows that AI's level)."""
        self.facts = facts
        names = facts.get("names")
        if isinstance(names, list) and len(names) == len(self.names) and all(isinstance(n, str) for n in names):
            self.names = list(names)
        levels = facts.get("levels")
        if isinstance(levels, list) and len(levels) == len(self.seats):
            self.seats = [seat_as_seen(self.names[i], i == self.seat, bool(level), level)
                          for i, level in enumerate(levels)]

    def _take_hint(self, data: dict) -> None:
        parse = self.rules.parse_action
        self._hint = Hint(self.seat, parse(data["action"]), data["share"],
                          None if data["runner_up"] is None else parse(data["runner_up"]), data["runner_up_share"])

    def close(self) -> None:
        self.link.close()

    # -- steps, one an update ------------------------------------------------------------------
    def update(self) -> list[Event]:
        while self._queue:
            kind, message = self._queue.popleft()
            self._facts(decode(message["facts"]))
            if kind == "facts":
                continue
            self.observation = decode(message["view"])
            self.movers.append(message["mover"])
            if message["mover"] == self.seat:  # the move sent has been made (another's step is not an answer)
                self._sent_at = None
            return self._log_step(decode(message["events"]))
        return []

    def act(self, seat: int, action: Any) -> list[Event]:
        if seat not in self.waiting_humans():
            raise IllegalAction(NOT_YOURS, name=self.names[seat])
        text = str(action)
        if text not in self._legal():
            raise IllegalAction(N_("The rules do not allow '{text}' now."), text=text[:80])
        self._sent_at = self.moves_made()
        self.link.send(messages.make("act", 0, action=text, moment=self._sent_at))
        return []

    # -- what the table reads --------------------------------------------------------------------
    def _legal(self) -> dict[str, list[str]]:
        """The seat's legal moves (text -> label, words), made once per facts: a table asks for
        each button's label every frame, and a Desperados turn offers hundreds."""
        cached = getattr(self, "_legal_cache", None)
        if cached is None or cached[0] is not self.facts:
            moves = {text: [label, words] for text, label, words in self.facts.get("legal", [])}
            cached = self._legal_cache = (self.facts, moves, [self.rules.parse_action(t) for t in moves])
        return cached[1]

    def view(self, seat: int | None = None) -> Any:
        return self.observation

    def viewer(self) -> int | None:
        return self.seat

    def log_viewer(self) -> int | None:
        return self.seat

    def public_actor(self) -> int | None:
        return self.facts.get("public_actor")

    @property
    def watcher_here(self) -> bool:
        """Whether this computer watches (takes no seat)."""
        return self.seat is None

    def watcher_count(self) -> int:
        """How many people watch the table now (the host's public fact)."""
        count = self.facts.get("watching", 0)
        return count if isinstance(count, int) else 0

    def shows_everything(self) -> bool:
        return False

    def waiting_humans(self) -> list[int]:
        deciding = self.facts.get("deciding") and self._sent_at is None and not self._queue
        return [self.seat] if deciding else []

    def waiting_people(self) -> list[int]:
        return self.waiting_humans()

    def legal_actions(self, seat: int) -> list:
        if seat != self.seat or not self.facts.get("deciding"):
            return []
        self._legal()
        return list(self._legal_cache[2])

    def chance_acts(self) -> bool:
        return bool(self.facts.get("chance_acts"))

    def moves_made(self) -> int:
        return len(self.movers)

    def mover(self, index: int) -> int:
        return self.movers[index]

    def ai_thinking(self) -> bool:
        return bool(self.facts.get("ai_thinking")) and not self._queue

    def is_over(self) -> bool:
        return bool(self.facts.get("over")) and not self._queue

    def can_undo(self, seat: int) -> bool:
        return False

    def undo(self, seat: int) -> None:
        raise IllegalAction(N_("Nothing can be taken back at an online table."))

    def ask_hint(self, seat: int) -> None:
        if seat not in self.waiting_humans():
            raise IllegalAction(NOT_YOURS, name=self.names[seat])
        if self._hint_asked_at != self.moves_made():
            self._hint_asked_at, self._hint = self.moves_made(), None
            self.hints_used[seat] += 1
            self.link.send(messages.make("hint", 0))

    def hint_ready(self, seat: int) -> Any:
        return self._hint if self._hint_asked_at == self.moves_made() else None

    def hint_thinking(self, seat: int) -> bool:
        return self._hint_asked_at == self.moves_made() and self._hint is None

    def needs_curtain(self, seat: int) -> bool:
        return False

    def curtain_reason(self, seat: int) -> str:
        return ""

    def curtain_lifted(self, seat: int) -> None:
        pass

    def pending_check(self) -> int | None:
        return None

    def window_checked(self, seat: int) -> None:
        pass

    def window_seats(self) -> list[int]:
        return list(self.facts.get("window_seats", []))

    def ask_reactions(self, asks: dict[int, str]) -> None:
        pass

    def prompt(self, seat: int) -> str:
        return self.facts.get("prompt", "") if seat == self.seat else ""

    def hint(self, seat: int) -> str:
        return self.facts.get("hint", "") if seat == self.seat else ""

    def label(self, action: Any, seat: int) -> str:
        return self._legal().get(str(action), [str(action)])[0]

    def move_words(self, action: Any, seat: int) -> str:
        return self._legal().get(str(action), [str(action), str(action)])[1]

    def _results(self) -> dict:
        return self.facts.get("results") or {}

    def format_score(self, score: float) -> str:
        results = self._results()
        for value, shown in zip(results.get("scores", []), results.get("shown", [])):
            if value == score:
                return shown
        return TableController.format_score(self, score)  # type: ignore[arg-type]

    def statistics(self) -> list[tuple[str, list[str]]]:
        return [(heading, list(values)) for heading, values in self._results().get("statistics", [])]

    def winners(self) -> list[int]:
        return list(self._results().get("winners", []))

    def scores(self) -> list[float]:
        return list(self._results().get("scores", [0] * len(self.seats)))

    def places(self) -> list[int]:
        return list(self._results().get("places", [1] * len(self.seats)))

    def round_reached(self) -> int | None:
        return self.facts.get("round")

    def to_json(self) -> dict:
        """A seat at another computer keeps no save: the host's is the table's."""
        raise ValueError("a seat played from another computer is saved by its host")

    def save_failure(self) -> str | None:
        return None

    def kept_nothing(self) -> bool:
        return False

    def unrecorded(self) -> bool:
        return False

    def release_table(self) -> None:
        pass

    def keep_saved(self, slot: Any) -> None:
        pass

    def _answer(self, name: str, args: tuple, kwargs: dict) -> Any:
        key = answer_key(self.game_class, name, args, kwargs)
        for known, value in self.facts.get("answers", {}).get(name, []):
            if known == key:
                return value
        raise IllegalAction(N_("The host has not said this yet."))


def _answered(name: str) -> Callable:
    def member(self: RemoteMixin, *args: Any, **kwargs: Any) -> Any:
        return self._answer(name, args, kwargs)
    member.__name__ = name
    return member


def remote_controller_class(game_id: str) -> type:
    """The game's own controller class with every host member answered from the host."""
    cls = games.get(game_id).controller_class()
    members = {name: _answered(name) for name in cls.host_answers}
    return type(f"Remote{cls.__name__}", (RemoteMixin, cls), {**members, "game_class": cls})


def guest_seats(welcome: dict, seat: int | None) -> list[SeatConfig]:
    """The seats as this computer's table shows them: this seat is the person here (a watcher
    has none); the other people (at the host's screen or elsewhere) are people at other
    computers; AIs are AIs."""
    kinds, levels = welcome["kinds"], welcome["levels"]
    return [seat_as_seen(str(name), i == seat, kinds[i] == "ai", levels[i] if i < len(levels) else "")
            for i, name in enumerate(welcome["names"])]


def seat_as_seen(name: str, mine: bool, ai: bool, level: Any) -> SeatConfig:
    """One seat at a guest's table: its own seat is the person here, an AI's seat shows the
    level the host plays it at (a level this app does not know reads as medium), and every
    other person plays from another computer."""
    if mine:
        return SeatConfig(name, "human")
    if ai:
        return SeatConfig(name, "ai", level if level in AI_LEVELS else "medium")
    return SeatConfig(name, "remote")


class Joining:
    """A seat being taken at a host's table: `poll()` once a frame until it gives the
    RemoteController (or `refused` says why not). Never waits. With `watch`, no seat is taken:
    the table is watched (`seat` is None once the host has welcomed this computer)."""

    def __init__(self, url: str | list[str], seat: int, name: str = "", token: str = "", ssl: Any = None,
                 handshake: Handshake = no_handshake, record: Callable[[str], None] | None = None,
                 watch: bool = False):
        self.link = join(url, ssl, handshake, record)
        self.seat: int | None = seat
        self.name, self.token, self.watching = name, token, watch
        self.refused: str | None = None
        """Why the host would not seat this computer, in its own language (None: not refused)."""
        self._said_hello = 0
        self._welcome: dict | None = None

    language: str | None = None
    """The language the host words this seat's table in (None: this app's)."""

    def poll(self) -> "TableController | None":
        if self.link.openings != self._said_hello and self.link.status == "open":
            self._said_hello = self.link.openings
            self._greet()
        arrived = self.link.receive()
        for index, message in enumerate(arrived):
            if message["type"] == "refused":
                self.refused = refusals.worded(message["code"], message["detail"], message["reason"])
            elif message["type"] == "welcome":
                self._welcome = message
                # the seat given (asked for any open one: -1); none to a watcher
                self.seat = None if self.watching and message["seat"] == WATCHING else message["seat"]
                self.token = message["token"]  # shown again to take the seat back after a drop
            elif message["type"] == "snapshot" and self._welcome is not None:
                self.link.unreceive(arrived[index + 1:])  # what came after is the table's
                return self._seat(self._welcome, message)
            else:
                self._other(message)
        if self.link.status == "closed" and self.refused is None:
            self.refused = self.link.closed_because or refusals.worded(refusals.CLOSED)
        return None

    def _greet(self) -> None:
        """The first message on each new connection: the hello that asks for the seat (or to
        watch)."""
        if self.watching:
            self.link.send(messages.make("watch", 1, rules=messages.rules_version(), name=self.name,
                                         language=self.language or i18n.language(), token=self.token, have=0))
            return
        self.link.send(messages.make("hello", 1, rules=messages.rules_version(), seat=self.seat,
                                     name=self.name, language=self.language or i18n.language(), token=self.token,
                                     have=0))

    def _other(self, message: dict) -> None:
        """A message before the seat is given that is not about it (`session.Joining` reads the
        open seats here)."""

    def _seat(self, welcome: dict, snapshot: dict) -> TableController:
        cls = remote_controller_class(welcome["game"])
        controller = cls.__new__(cls)
        controller._start_remote(self.link, self.seat, welcome, self.token)
        controller.watcher_name = self.name
        controller.facts = decode(snapshot["facts"])
        TableController.__init__(controller, welcome["game"], guest_seats(welcome, self.seat),
                                 decode(welcome["options"]), seed=0)
        controller.agents = {}
        del controller.state  # a guest holds no true state: a read fails loudly
        controller.pumps, controller.watchers = [], []
        controller._expect = snapshot["seq"] + 1
        controller._openings = self.link.openings
        controller._snapshot(snapshot)
        controller._relaid = False
        return controller


def sit_at(url: str, seat: int, name: str = "", seconds: float = 10.0, **kwargs: Any) -> TableController:
    """Join and wait (up to `seconds`) for the seat: for the command line and tests, never for a
    frame of the app. ValueError with the host's reason when refused."""
    joining = Joining(url, seat, name, **kwargs)
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        controller = joining.poll()
        if controller is not None:
            return controller
        if joining.refused is not None:
            joining.link.close()
            raise ValueError(joining.refused)
        time.sleep(0.01)
    joining.link.close()
    raise ValueError(f"no answer from {url} in {seconds:g} s")

