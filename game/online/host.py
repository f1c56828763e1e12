"""The host's side of an online table: guests' moves in, what each guest may see out.

Why the host decides everything: the host's controller holds the only true state (hands,
decks, secret bids, the chance key). A guest's computer holds one seat's observation and nothing
else, so there is nothing on it to cheat with, and nothing it says is believed: each message is
checked here (`OnlineHost.poll`) before it touches the table. A guest's move is for its own seat
(the seat its connection was given at `hello`; a message names no seat), made at the moment the
guest saw (`moment`, the number of steps it had seen: a move made against an older table is
refused, so a move sent twice is made once), and accepted by the rules
(`TableController.take_remote_move`, which refuses with the rules' own reason). An accepted move
is applied by the table's next `update`, like an AI's finished decision, so the host's screen
animates it like any other step.

What leaves: after every step (`TableController.watchers`), each seated guest gets the events
`visible_to` its seat, its own observation (`observe(state, seat)`), and its facts (`facts_for`):
the public facts (who decides, steps made, whether an AI thinks, the results at the end) and the
words the protocol's host members say for that seat (its prompt, hint, button labels, a game's
own `host_answers`), worded in the guest's own language (`i18n.speaking`). Nothing else of the
true state is ever encoded, so nothing else can leak.

Watchers: a person with the invite may also take no seat and watch (`watch` instead of
`hello`). A watcher is sent what a seat outside the game would see: the rules' public
observation (`observe(state, -1)`, the seat no one sits in), the events `visible_to(None)`, the
public facts, no legal moves and no words for a seat. It makes no move, asks no hint, takes
nothing back, and says nothing: as at Board Game Arena, the table's chat belongs to the people
playing, so a stranger with the invite can neither put words in the log nor coach a player
from the rail (it sees the bubbles the players say). At most `WATCHER_LIMIT` watch a table (each
one costs the host a message a step); one more is refused with the reason. A watcher whose
connection drops keeps its place for `WATCHER_HOLD` seconds and takes it back with the token
its welcome gave, as a seat's person does.

Why it is polled: the host's UI thread runs the table; the network runs on its own thread
(`transport`). `poll` runs once a frame through the protocol's `pump()` and only takes what has
already arrived, so the host's frame never waits on a guest, and the controller is only ever
touched from the thread that draws it.
"""
from __future__ import annotations

import inspect
import json
import time
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable

from game import i18n
from game.controllers.base import Step, TableController
from game.controllers.seats import AI_LEVELS, SeatConfig
from game.names import clean_name
from game.online.invite import new_seat_token, seat_token_matches
from game.online import messages, refusals
from game.online.codec import encode
from game.online.messages import rules_version
from game.online.transport import Link, Server
from game.rules.common.contract import CHANCE, IllegalAction
from game.rules.common.events import Event, GameStarted

if TYPE_CHECKING:
    from game.online.lan import LanTable

PHRASES = ("good_game", "nice_roll", "well_played", "your_turn", "oops", "thanks", "thinking")
"""What a guest may say to the table (presets, no free text: nothing to moderate)."""
AI_AFTER = 60.0
"""Seconds a seat's person may be away (connection lost) before an AI plays for them, by
default; the host's setting sets `OnlineHost.ai_after` (None: wait for them however long)."""
STAND_IN_LEVEL = "medium"
LOST_TO_AI = i18n.N_("{name} lost the connection: an AI plays for them until they are back.")
BACK_FROM_AI = i18n.N_("{name} is back and plays again.")
WATCHER_LIMIT = 8
"""People who may watch a table at once: each costs the host one more message every step."""
WATCHER_HOLD = 60.0
"""Seconds a watcher whose connection dropped keeps its place (and comes back past the limit)."""
WATCHING = -1
"""The seat a watcher's welcome names: none (the rules' public observer, `observe(state, -1)`)."""
WATCHERS_SAY_NOTHING = i18n.N_("Watchers do not talk at the table: only its players do.")
WATCHERS_DO_NOTHING = i18n.N_("A watcher makes no moves and asks for no hints.")
MESSAGES_PER_POLL = 8
"""A guest's messages taken in one frame: a flood waits its turn instead of slowing the frame."""


@dataclass
class Guest:
    """A person at another computer sitting in `seat` over `link`, or watching (`seat` None)."""

    seat: int | None
    link: Link
    language: str = "en"
    sent: int = 0
    """The last `seq` sent to this guest."""
    last_facts: dict = field(default_factory=dict)
    name: str = ""
    token: str = ""
    """A watcher's token (its way back to its place after a dropped connection)."""

    @property
    def watching(self) -> bool:
        return self.seat is None

    @property
    def key(self) -> int | str:
        """What the host knows this person by across a reconnect: its seat, or a watcher's token."""
        return self.token if self.seat is None else self.seat

    @property
    def observer(self) -> int:
        """Whose observation this person is sent: its seat's, or the public one (-1)."""
        return WATCHING if self.seat is None else self.seat


@dataclass(frozen=True)
class SeatStatus:
    """A remote seat as the host's waiting room and table show it."""

    seat: int
    name: str
    joined: bool
    """A person has sat in it at least once."""
    connected: bool
    """Its person's connection is open now."""
    lost_for: float | None
    """Seconds since its person's connection was lost (None: not lost)."""
    ai_level: str | None
    """The AI level playing it now (the host gave it away, or its person is away too long)."""


class OnlineHost:
    """Seats guests at `controller`'s remote seats and keeps them in step with the table.

    Seat tokens: the first person to sit in a remote seat is given a fresh token with its welcome
    (`invite.new_seat_token`, made for this table only), and only a hello showing that token
    takes the seat again after a lost connection (`admit(seat, token)`, compared in constant
    time): someone else with the invite cannot take a dropped friend's seat and hand. That hello
    takes the seat over even while the seat's old connection still looks open here (`_holds_seat`:
    it broke where the host cannot see it yet, e.g. at a relay node that died). The name a
    guest sends becomes its seat's name (cleaned as every name is). Statuses for the host's screen:
    `seated()` (seat -> its guest's link status), `waiting_for()` (remote seats nobody holds)."""

    def __init__(self, controller: TableController, server: Server,
                 admit: Callable[[int, str], bool] | None = None, invite: Any = None,
                 ai_after: float | None = AI_AFTER):
        self.controller = controller
        self.ai_after = ai_after
        """Seconds after a connection is lost before an AI stands in for its person (None:
        never); the host's setting may change it while the table plays."""
        self.notices: list[str] = []
        """What the host's screen should say (an AI stands in for someone, someone is back),
        worded in the host's language; the screen takes them (`notices.clear()`)."""
        self.server = server
        self.tokens: dict[int, str] = {}
        """seat -> the token its person was given (never written anywhere but their welcome and
        the host's own save)."""
        self.admit = admit or self._holds_token
        self.invite = invite
        """The table's `game.online.invite.Invite` (its `.code` and `.text` for the host to give
        out), None for a table opened without one (the core's loopback tests)."""
        self._remote = [seat for seat, config in enumerate(controller.seats) if config.is_remote]
        """The seats played from other computers, fixed when the table opens: a seat given to
        an AI stays one (its person may come back to it)."""
        self.people: dict[int, SeatConfig] = {seat: controller.seats[seat] for seat in self._remote}
        """seat -> how the seat is played by its person (while an AI stands in for them)."""
        self.joined: set[int] = set()
        self.given: dict[int, str] = {}
        """seat -> the AI level playing it for now (`give_to_ai`)."""
        self.guests: dict[int, Guest] = {}
        self.watchers: list[Guest] = []
        """The people watching now (no seat), in the order they came."""
        self._watch_places: dict[str, float | None] = {}
        """A watcher's token -> when its connection was lost (None while it watches): a lost
        watcher's place is held for WATCHER_HOLD seconds."""
        self.watcher_limit = WATCHER_LIMIT
        self.lost: dict[int, float] = {}
        """seat -> when its guest's connection was lost (time.monotonic())."""
        self.lan: LanTable | None = None
        """The table's announcement on this network and its door (`game.online.lan.LanTable`),
        None when it is not announced; kept true here once a frame."""
        self._hosted_again(controller.online)
        self._arriving: list[Link] = []
        self.said: list[tuple[int, str]] = []
        """(seat, phrase) each guest said, in order, for the host's screen (its bubbles and log)."""
        self._steps: list[list[Event]] = events_so_far(controller)
        """Every step's events, unredacted (history index -> events), so a guest that (re)joins
        gets the log its seat may see, whoever's log the host's screen shows."""
        self._opening: list[Event] = []
        """What the log says before the first step, besides the game's start: moves taken back to
        the very start ("Ana takes back a move"), which have no step to be told with."""
        self._log_sent: dict[int | str, int] = {}
        """seat (a watcher's: its token, `Guest.key`) -> the steps of the log its computer was sent, in order, since its last snapshot
        (as the log stands now): a rejoining guest is sent the log from what it says it has,
        never from further than this."""
        controller.pumps.append(self.poll)
        controller.watchers.append(self._stepped)
        self._keep()

    def _hosted_again(self, kept: dict | None) -> None:
        """A saved online table reopened: its remote seats, and their tokens, so each person
        takes their own seat back with the token they kept; a seat its person had sat in is
        theirs again (an AI stood in only while they were away)."""
        if not kept:
            return
        c = self.controller
        self.tokens = {int(seat): str(token) for seat, token in kept.get("tokens", [])}
        self.joined = set(self.tokens)
        self._remote = sorted(int(seat) for seat in kept.get("remote", []) if 0 <= int(seat) < len(c.seats))
        for seat in self._remote:
            config = c.seats[seat]
            self.people[seat] = SeatConfig(config.name, "remote")
            if config.kind == "ai" and seat not in self.tokens:
                self.given[seat] = config.level  # the host gave it away before anybody came
            elif config.kind != "remote":
                c.hand_seat(seat, self.people[seat])
        now = time.monotonic()  # everyone who sat here is waited for until back (or an AI stands in)
        self.lost = {seat: now for seat in self._remote if seat in self.joined and seat not in self.given}

    def _keep(self) -> None:
        """What the host's save keeps of this online table (`TableController.online`): the
        code, where the table is met, its remote seats and their tokens."""
        invite = self.invite
        if invite is None:
            return
        self.controller.online = {
            "code": invite.code, "remote": list(self._remote),
            "tokens": [[seat, token] for seat, token in sorted(self.tokens.items())],
            "relay": invite.places if invite.relay else None,
            "port": 0 if invite.relay else invite.port}

    # -- what the host's screen asks -----------------------------------------------------------
    def remote_seats(self) -> list[int]:
        return list(self._remote)

    def waiting_for(self) -> list[int]:
        """Remote seats nobody holds now (not yet joined, or their connection lost)."""
        return [seat for seat in self.remote_seats() if seat not in self.guests]

    def away(self) -> list[int]:
        """Remote seats waited for at the table: nobody holds them and no AI plays them for now
        (a seat an AI stands in for is played, so nobody waits for its person)."""
        return sorted(seat for seat in self.waiting_for() if seat not in self.given)

    def _holds_token(self, seat: int, token: str) -> bool:
        """A seat nobody has sat in is open to anyone with the invite; one that has been sat in
        only to the person holding its token."""
        return seat not in self.tokens or seat_token_matches(self.tokens[seat], token)

    def _holds_seat(self, seat: int, token: str) -> bool:
        """Whether a hello for `seat`, which a guest holds, comes from that guest's person: they
        show the token they were given. A person whose connection broke where this host cannot
        see it yet (their relay node died, and the node holding the host's side has not noticed)
        reconnects through another way before the old connection ends here; their new connection
        takes the seat over and the stale one is closed, rather than refusing them "seat taken".
        The newest connection holding the token wins, as when someone reloads a page."""
        return seat in self.tokens and self.admit(seat, token)

    def open_seats(self) -> list[int]:
        """The seats a person arriving with the invite (and no seat token) may take: nobody has
        sat in them yet and the host has not given them to an AI."""
        return [seat for seat in self.waiting_for() if seat not in self.joined and seat not in self.given]

    def watching(self) -> list[str]:
        """The names of the people watching now."""
        return [watcher.name for watcher in self.watchers]

    def room_to_watch(self) -> bool:
        """Whether one more person may watch (a lost watcher's held place counts)."""
        self._let_go_of_old_places()
        return len(self._watch_places) < self.watcher_limit

    def _let_go_of_old_places(self) -> None:
        now = time.monotonic()
        self._watch_places = {token: lost for token, lost in self._watch_places.items()
                              if lost is None or now - lost < WATCHER_HOLD}

    def _everyone(self) -> list[Guest]:
        """Everyone at another computer: the seated guests, then the watchers."""
        return [*self.guests.values(), *self.watchers]

    def seated(self) -> dict[int, str]:
        return {seat: guest.link.status for seat, guest in self.guests.items()}

    def all_joined(self) -> bool:
        """Every remote seat has its person or an AI: the host may start the table."""
        return all(seat in self.guests or seat in self.given for seat in self._remote)

    def statuses(self) -> list[SeatStatus]:
        """Each remote seat for a waiting room: its name, joined, connected, lost for how long,
        played by an AI of which level."""
        now = time.monotonic()
        return [SeatStatus(seat, self.controller.names[seat], seat in self.joined,
                           seat in self.guests and self.guests[seat].link.status == "open",
                           None if seat not in self.lost else now - self.lost[seat],
                           self.given.get(seat))
                for seat in self._remote]

    def give_to_ai(self, seat: int, level: str = "medium") -> None:
        """An AI of `level` plays `seat` from now on: a seat whose person never came, or one who
        is away; a person who sat in it before takes it back when they return."""
        if seat not in self._remote:
            raise ValueError(f"seat {seat} is not played from another computer")
        if level not in AI_LEVELS:
            raise ValueError(f"unknown AI level {level!r}")
        if seat in self.guests:
            raise ValueError(f"seat {seat} has its person")
        self.given[seat] = level
        person = self.people[seat]
        self.controller.hand_seat(seat, SeatConfig(person.name, "ai", level))
        self._tell_everyone()

    def _take_back(self, seat: int) -> bool:
        """The seat's person is back: the AI standing in for them leaves (True if one did)."""
        if self.given.pop(seat, None) is None:
            return False
        self.controller.hand_seat(seat, self.people[seat])
        return True

    def _stand_in_for_the_away(self) -> None:
        """An AI plays for each person away longer than `ai_after`, and everyone is told."""
        if self.ai_after is None or self.controller.is_over():
            return
        now = time.monotonic()
        for seat, since in list(self.lost.items()):
            if seat not in self.given and now - since >= self.ai_after:
                self.stand_in(seat)

    def stand_in(self, seat: int, level: str = STAND_IN_LEVEL) -> None:
        """An AI plays for `seat`'s person, who is away, until they are back; every table is
        told so in its own language (the host's screen reads `notices`)."""
        self.give_to_ai(seat, level)
        self._notice(LOST_TO_AI, seat)

    def _notice(self, words: str, seat: int) -> None:
        """`words` about `seat` said at every table, each in its own language."""
        name = self.controller.names[seat]
        self.notices.append(i18n._(words).format(name=name))
        for guest in self._everyone():
            with i18n.speaking(guest.language):
                self._send(guest, "notice", text=i18n._(words).format(name=name))

    def _tell_everyone(self) -> None:
        for guest in self._everyone():
            guest.last_facts.pop("facts", None)
            guest.last_facts.pop("key", None)

    def _facts_key(self, guest: Guest) -> tuple:
        """What a guest's facts are made from, cheaply: the facts (its legal moves with their
        words, a few hundred for a Desperados turn) are worked out again only when this moves,
        not every frame, so a host's frame stays short however large a seat's choice is."""
        c = self.controller
        return (c.moves_made(), c.is_over(), c.ai_thinking(), c.chance_acts(), self._actor_for(guest),
                tuple(c.window_seats()), tuple(c.waiting_people()), guest.seat in c.remote_moves,
                tuple(self.waiting_for()), tuple(sorted(self.given.items())), tuple(c.names), guest.language,
                len(self.watchers))

    def close(self) -> None:
        if self.lan is not None:
            self.lan.close()
        for guest in self._everyone():
            guest.link.close()
        for link in self._arriving:
            link.close()
        self.server.close()
        if self.poll in self.controller.pumps:
            self.controller.pumps.remove(self.poll)
        if self._stepped in self.controller.watchers:
            self.controller.watchers.remove(self._stepped)

    def say(self, seat: int, phrase: str) -> None:
        """`seat` says a preset `phrase` (a guest's, or a person's at the host's screen): every
        guest is told, and the host's screen reads it from `said`."""
        if phrase in PHRASES:
            self.said.append((seat, phrase))
            for guest in self._everyone():
                self._send(guest, "said", seat=seat, phrase=phrase)

    def rematch(self, controller: TableController) -> None:
        """Play again with everyone seated: the same guests on the same links sit at `controller`
        (a fresh table of the same game, its seats as `seats_again` gives them; a seat an AI
        stands in for stays so), and each is welcomed and sent its first snapshot."""
        self.controller.pumps.remove(self.poll)
        self.controller.watchers.remove(self._stepped)
        self.controller = controller
        self._steps = events_so_far(controller)
        self._opening = []
        self._log_sent = {}
        controller.pumps.append(self.poll)
        controller.watchers.append(self._stepped)
        for seat, level in self.given.items():
            controller.hand_seat(seat, SeatConfig(self.people[seat].name, "ai", level))
        for guest in self._everyone():
            guest.last_facts = {}
            self._welcome(guest)
            self._snapshot(guest)

    def seats_again(self) -> list[SeatConfig]:
        """The seats of a rematch: each remote seat its person's again (`rematch` hands the ones
        an AI stands in for to an AI once more)."""
        return [self.people.get(seat, config) for seat, config in enumerate(self.controller.seats)]

    # -- once a frame --------------------------------------------------------------------------
    def poll(self) -> None:
        """Take in what guests sent since the last frame; send what changed. Never waits."""
        self._arriving += self.server.accept()
        for link in list(self._arriving):
            if link.status == "closed":
                self._arriving.remove(link)
                continue
            for message in link.receive()[:MESSAGES_PER_POLL]:
                if message["type"] == "look":
                    c = self.controller
                    link.send(messages.make("seats", 0, game=c.game_id, watch=self.room_to_watch(),
                                            open=[[seat, c.names[seat]] for seat in self.open_seats()]))
                    continue
                self._arriving.remove(link)
                if message["type"] == "watch":
                    self._watch(link, message)
                else:
                    self._hello(link, message)
                break
        for seat, guest in list(self.guests.items()):
            if guest.link.status in ("closed", "lost"):
                del self.guests[seat]
                self.lost[seat] = time.monotonic()
                continue
            for message in guest.link.receive()[:MESSAGES_PER_POLL]:
                self._take(guest, message)
        for watcher in list(self.watchers):
            if watcher.link.status in ("closed", "lost"):
                self.watchers.remove(watcher)
                self._watch_places[watcher.token] = time.monotonic()
                continue
            for message in watcher.link.receive()[:MESSAGES_PER_POLL]:
                self._take(watcher, message)
        self._stand_in_for_the_away()
        if self.lan is not None:  # announced with the seats open now; silent once over or full
            c = self.controller
            self.lan.poll(0 if c.is_over() else len(self.open_seats()), len(c.seats))
        hint = self.controller._hint
        for guest in self._everyone():
            seat = guest.seat
            found = self.controller.hint_ready(seat) if hint is not None and hint[0] == seat else None
            if found is not None and not guest.last_facts.get("hinted") == self.controller.moves_made():
                guest.last_facts["hinted"] = self.controller.moves_made()
                self._send(guest, "hint", hint=encode({
                    "action": str(found.action), "share": found.share,
                    "runner_up": None if found.runner_up is None else str(found.runner_up),
                    "runner_up_share": found.runner_up_share}))
            key = self._facts_key(guest)
            if key == guest.last_facts.get("key"):
                continue  # nothing the facts are made from has moved: not worked out again
            guest.last_facts["key"] = key
            facts = self.facts_for(guest)
            if facts != guest.last_facts.get("facts"):
                guest.last_facts["facts"] = facts
                self._send(guest, "facts", facts=facts)

    def _hello(self, link: Link, message: dict) -> None:
        def refuse(code: str, reason: str, detail: str = "") -> None:
            link.send(messages.make("refused", 1, reason=reason, about="hello", code=code, detail=detail))
            link.close()
        if message["type"] != "hello":
            return refuse(refusals.NOT_HELLO, "the first message is hello")
        if message["rules"] != rules_version():
            return refuse(refusals.RULES_VERSION, f"rules version {message['rules'][:20]}, the host plays "
                          f"{rules_version()}", rules_version())
        seat = message["seat"]
        if seat == -1 and self.open_seats():  # any open seat
            seat = self.open_seats()[0]
        if seat not in self.remote_seats():
            return refuse(refusals.NO_OPEN_SEAT, f"seat {seat} is not a seat for a person at another computer")
        if seat in self.guests:
            if not self._holds_seat(seat, message["token"]):
                return refuse(refusals.SEAT_TAKEN, f"seat {seat} is taken")
            self.guests.pop(seat).link.close()  # the seat's person came back on a new connection
        if not self.admit(seat, message["token"]):
            return refuse(refusals.NOT_YOUR_SEAT, "this seat is not yours")
        if seat in self.given and seat not in self.joined:
            return refuse(refusals.SEAT_GIVEN, f"seat {seat} is played by an AI")
        guest = Guest(seat, link, message["language"] if i18n.known(message["language"]) else "en")
        self.guests[seat] = guest
        self.joined.add(seat)
        if seat not in self.tokens:
            self.tokens[seat] = new_seat_token()
            self._keep()
            if self.controller.slot is not None and not self.controller.is_over():
                self.controller.keep_saved(self.controller.slot)  # the token is kept at once
        self.lost.pop(seat, None)
        name = clean_name(message["name"])
        if name and name != self.people[seat].name:
            self.people[seat] = SeatConfig(name, "remote")
            self.controller.hand_seat(seat, self.people[seat])
            self._tell_everyone()
        back = self._take_back(seat)
        c = self.controller
        self._welcome(guest)
        self._snapshot(guest, message["have"])
        if back:
            self._notice(BACK_FROM_AI, seat)

    def _watch(self, link: Link, message: dict) -> None:
        """A person who takes no seat: watched from now on, if there is room (a watcher coming
        back with its token always finds its place)."""
        def refuse(code: str, reason: str, detail: str = "") -> None:
            link.send(messages.make("refused", 1, reason=reason, about="watch", code=code, detail=detail))
            link.close()
        if message["rules"] != rules_version():
            return refuse(refusals.RULES_VERSION, f"rules version {message['rules'][:20]}, the host plays "
                          f"{rules_version()}", rules_version())
        self._let_go_of_old_places()
        token = next((kept for kept, lost in self._watch_places.items()
                      if lost is not None and seat_token_matches(kept, message["token"])), None)
        if token is None:
            if len(self._watch_places) >= self.watcher_limit:
                return refuse(refusals.NO_ROOM_TO_WATCH, f"{self.watcher_limit} watch already",
                              str(self.watcher_limit))
            token = new_seat_token()
        self._watch_places[token] = None
        language = message["language"] if i18n.known(message["language"]) else "en"
        watcher = Guest(None, link, language, name=clean_name(message["name"]), token=token)
        self.watchers.append(watcher)
        self._welcome(watcher)
        self._snapshot(watcher, message["have"])
        self._tell_everyone()  # every table's "2 watching"

    def _welcome(self, guest: Guest) -> None:
        """The first message at a table: the seat given (WATCHING for a watcher), its token, the
        game, its seats and options."""
        c = self.controller
        token = guest.token if guest.watching else self.tokens[guest.observer]
        self._send(guest, "welcome", seat=guest.observer, token=token, game=c.game_id, **seat_facts(c),
                   options=encode(c.options))

    def _take(self, guest: Guest, message: dict) -> None:
        kind, c, seat = message["type"], self.controller, guest.seat
        try:
            if seat is None and kind in ("act", "hint", "say"):
                raise IllegalAction(WATCHERS_SAY_NOTHING if kind == "say" else WATCHERS_DO_NOTHING)
            if kind == "act":
                moment = message["moment"]
                if not 0 <= moment <= c.moves_made() or seat in (c.mover(i) for i in range(moment, c.moves_made())):
                    raise IllegalAction(i18n.N_("That move was made at an earlier moment of the game."))
                c.take_remote_move(seat, message["action"])
            elif kind == "hint":
                c.ask_hint(seat)
            elif kind == "undo":
                raise IllegalAction(i18n.N_("Nothing can be taken back at an online table."))
            elif kind == "resync":
                self._snapshot(guest, message["have"])
            elif kind == "language":
                guest.language = message["language"] if i18n.known(message["language"]) else "en"
                guest.last_facts.pop("facts", None)
                guest.last_facts.pop("key", None)
            elif kind == "say":
                if message["phrase"] in PHRASES:
                    self.say(seat, message["phrase"])
            elif kind in ("hello", "watch"):
                raise IllegalAction(i18n.N_("This computer is seated already."))
        except IllegalAction as refused:
            with i18n.speaking(guest.language):
                reason = refused.worded(c.names)
            self._send(guest, "refused", reason=reason, about=kind, code=refusals.MOVE, detail="")

    # -- what a guest is sent --------------------------------------------------------------------
    def _send(self, guest: Guest, kind: str, **fields: Any) -> None:
        guest.sent += 1
        guest.link.send(messages.make(kind, guest.sent, **fields))

    def _stepped(self, step: Step | None, events: list[Event]) -> None:
        """The controller took a step (or took one back): each guest is told what its seat may."""
        c = self.controller
        if step is None:  # a move taken back: the table is rebuilt, so is every guest's
            del self._steps[len(c.history):]
            if self._steps:
                self._steps[-1] = self._steps[-1] + events
            else:  # back to the start: the log is its opening alone, as the host's log says it
                self._opening = [e for entry in c.log_entries for e in entry if not isinstance(e, GameStarted)]
            unchanged = max(0, len(self._steps) - 1)  # the last step left now also says it was taken back
            self._log_sent = {key: min(sent, unchanged) for key, sent in self._log_sent.items()}
            for guest in self._everyone():
                self._snapshot(guest, self._log_sent.get(guest.key, 0))
            return
        self._steps.append(list(events))
        for guest in self._everyone():
            self._log_sent[guest.key] = len(self._steps)
            seen = [e for e in (event.visible_to(guest.seat) for event in events) if e is not None]
            facts = self.facts_for(guest)
            guest.last_facts["facts"] = facts
            self._send(guest, "step", mover=step.seat, events=encode(seen),
                       view=encode(c.view(guest.observer)), facts=facts)

    def _snapshot(self, guest: Guest, have: int = 0) -> None:
        """`guest`'s table as the host has it: its observation and facts, and the log from the
        first step it lacks. `have` is what the guest says it holds, believed only between 0
        and what this host sent its seat since its last snapshot (`_log_sent`): a guest
        claiming more than it was sent, or a log the host has since changed, is sent the rest."""
        c, seat = self.controller, guest.seat
        start = max(0, min(have, self._log_sent.get(guest.key, 0), len(self._steps)))
        log = [[e for e in (event.visible_to(seat) for event in step) if e is not None]
               for step in self._steps[start:]]
        facts = self.facts_for(guest)
        guest.last_facts["facts"] = facts
        self._log_sent[guest.key] = len(self._steps)
        opening = [e for e in (event.visible_to(seat) for event in self._opening) if e is not None]
        self._send(guest, "snapshot", view=encode(c.view(guest.observer)), log=encode(log),
                   movers=[s.seat for s in c.history[start:]], facts=facts, opening=encode(opening),
                   **{"from": start})

    def facts_for(self, guest: Guest) -> dict:
        """What `guest`'s table asks of the host besides its observation: public facts, and the
        words the host says for its seat, in its language."""
        c, seat = self.controller, guest.seat
        over = c.is_over()
        deciding = not over and seat in c.waiting_people() and seat not in c.remote_moves
        with i18n.speaking(guest.language):
            facts: dict[str, Any] = {
                "moves_made": c.moves_made(), "over": over, "chance_acts": c.chance_acts(),
                "ai_thinking": c.ai_thinking(), "public_actor": self._actor_for(guest),
                "window_seats": c.window_seats(), "deciding": deciding, "round": c.round_reached(),
                "away": self.away(), "names": list(c.names), "levels": seat_facts(c)["levels"],
                "watching": len(self.watchers),
            }
            if deciding:
                legal = c.legal_actions(seat)
                facts["legal"] = [[str(a), c.label(a, seat), c.move_words(a, seat)] for a in legal]
                facts["prompt"], facts["hint"] = c.prompt(seat), c.hint(seat)
                answers: dict[str, list] = {}
                for name, args in c.host_questions(seat, legal):
                    answers.setdefault(name, []).append([answer_key(type(c), name, args, {}), getattr(c, name)(*args)])
                facts["answers"] = answers
            if over:
                scores = c.scores()
                facts["results"] = {"winners": c.winners(), "scores": scores, "places": c.places(),
                                    "shown": [c.format_score(s) for s in scores],
                                    "statistics": [[h, list(v)] for h, v in c.statistics()]}
        return encode(facts)


    def _actor_for(self, guest: Guest) -> int | None:
        """Who `guest`'s table may say decides: the first actor in its own observation (not in
        the host screen's, which may be a person's here: a secret reaction window open for them
        would otherwise name them to every other computer)."""
        actors = self.controller.rules.actors(self.controller.view(guest.observer))
        return actors[0] if actors and actors[0] != CHANCE else None


def events_so_far(controller: TableController) -> list[list[Event]]:
    """The events of every step the table has made, told again by the rules from its history
    (a saved table opened again: its friends' logs are rebuilt from the moves, not left empty;
    chance outcomes are steps of the history, so the same events come back)."""
    rules = controller.rules
    state = rules.new_game(len(controller.seats), controller.options)
    return [list(rules.apply(state, step.seat, rules.parse_action(step.action))) for step in controller.history]


def seat_facts(controller: TableController) -> dict[str, list[str]]:
    """Public facts of the seats: names, kinds, and the level of each AI now ("" for a
    person's seat), so a guest's table names an AI's level as the host's does."""
    seats = controller.seats
    return {"names": list(controller.names), "kinds": [config.kind for config in seats],
            "levels": [config.level if config.kind == "ai" else "" for config in seats]}


def answer_key(cls: type, name: str, args: tuple, kwargs: dict) -> str:
    """How a call of a game's own host member is known on both sides: its arguments bound to
    its signature, defaults filled, the seat left out (a guest asks only for its own), each as
    text (a move travels as its text)."""
    bound = inspect.signature(getattr(cls, name)).bind(None, *args, **kwargs)
    bound.apply_defaults()
    parts = [value if isinstance(value, (bool, int, str)) else str(value)
             for key, value in list(bound.arguments.items())[1:] if key != "seat"]
    return json.dumps(parts)
