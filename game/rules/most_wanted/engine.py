"""Most Wanted rules: robberies, the six action cards, bail, the Sheriff, the reshuffle flips.

A turn: the active player `choose`s an action card, then says how (cards, colour, whom to call).
- Robbery (Pony Express 2 cards, Stagecoach 3, Train 4): the active player lays the hand face
  down; every other player who holds enough cards secretly joins with the same number of cards or
  stays out (a simultaneous secret step); the joins are shown; the active player may keep or change
  the cards; all hands flip together. Best hand scores the card's points; every loser pays bail.
  Nobody joins: the active player wins at once. Two players: the Sheriff joins every robbery with
  the best hand from twice the cards, drawn face down.
- Church / Saloon: (Saloon: pay one bag) discard any cards, draw up to 7 / 8.
- Honest Labor: cards face up, all one colour, 2 bags each from the supply.
- Dishonest Labor: cards face down with 2 bags each on them, declare a colour; the others
  secretly challenge or not; the truth punishes challengers (they lose their next turn), a bluff
  splits the bags between the worker and the challengers (the rest to the supply).
- Duel (one opponent, 1-2 cards, winner scores the loser's bail) / Shootout (one or more, 1-3
  cards, winner scores 2): everyone involved lays a hand in secret; flip; losers pay bail.
Ties for the best hand play 1-card face-down rounds until one wins (a tied player with no card
draws one first). Afterwards, everyone who took part draws back up to 5. Reaching space 13 wins.
Each draw is a chance step; when the deck is empty the discard pile becomes the deck, and each of
the first three times a robbery card flips to its higher value.
"""
from __future__ import annotations

from collections import Counter
from itertools import combinations, filterfalse
from typing import Any

from game.rules.common.contract import CHANCE, IllegalAction
from game.rules.most_wanted.info import INFO
from game.rules.common.deck import Drawn
from game.rules.common.events import Event, GameEnded, TurnStarted
from game.rules.common.memo import made_once, per_game
from game.rules.most_wanted import events as ev
from game.rules.most_wanted.actions import (CHALLENGE, KEEP, LET_IT_PASS, STAY_OUT, Challenge, Choose,
                                            Declare, Discard, DuelWith, Join, Keep, Labor, LetItPass,
                                            Play, ShootoutWith, StayOut, Work, parse_action)
from game.i18n import N_, Nn_
from game.rules.most_wanted.content import (ACTION_NAMES, BAGS_OF_MONEY, CARD_KINDS, CHURCH_DRAW_TO,
                                            COLOUR, COLOURS, DECK, DUEL_SIZES, FLIP_ORDER, HAND_SIZE,
                                            LABOR_BAGS_PER_CARD, MOST_WANTED, ROBBERY, SALOON_DRAW_TO, SALOON_PRICE,
                                            SHERIFF, SHOOTOUT_POINTS, SHOOTOUT_SIZES, bail_for)
from game.rules.most_wanted.hands import best_hand_from, hand_names, rank_hands
from game.rules.most_wanted.state import (CHALLENGE as CHALLENGE_PHASE, CHANGE, CHOOSE, DECLARE,
                                          DISCARD, JOIN, LABOR, OVER, PICK, ROB, SECRET_PHASES, SHOWDOWN,
                                          TIEBREAK, WORK, MostWantedState, new_state)

DRAWN = {card: Drawn(card) for card in CARD_KINDS}
CHOOSE_ACTION = {key: Choose(key) for key in ACTION_NAMES}
"""Every action card's Choose, made once (a turn starts with this list)."""
ORDER = {card: i for i, card in enumerate(CARD_KINDS)}
"""Canonical order of cards inside an action: by rank, then colour."""
WIN_REASON = {key: key for key in ACTION_NAMES}
"""Why the winner of an action moves forward, per action card (ScoreMoved's reason): the action's id,
which the log words as "wins the Duel" in the reader's language."""
SUPPLY, LABOR_PILE = "supply", "labor"
ROBBERIES = tuple(ROBBERY)
LARGEST_ROBBERY = max(robbery.cards for robbery in ROBBERY.values())
MAX_SEATS = INFO.max_seats


# -- small helpers ----------------------------------------------------------------------------------
def canonical(cards) -> tuple[str, ...]:
    return tuple(sorted(cards, key=_ORDER_KEY))


_ORDER_KEY = ORDER.__getitem__


def take(hand: list, cards) -> None:
    for c in cards:
        hand.remove(c)


SHARED_UP_TO = 3
"""The Play and Join of a hand of up to this many cards is one shared object per hand: there are
only 36, 666 and 8,400 hands of 1, 2 and 3 cards, and a random game asks for the same ones again
and again (over 90% of the time). Four-card hands are 80,955 kinds, met again 5% of the time:
keeping them cost more than it saved, so they are made anew."""
play_of = made_once(Play, maxsize=None)
join_of = made_once(Join, maxsize=None)
"""(Unbounded: only hands of up to SHARED_UP_TO cards come here, 9,102 of them at most.)"""


def hand_actions(hands, size: int, kind: type = Play) -> list:
    """The Play (or Join) of each of `hands`, all of `size` cards: a robbery offers dozens."""
    if size > SHARED_UP_TO:
        return list(map(kind, hands))
    return list(map(play_of if kind is Play else join_of, hands))


def choices_of(hand, size: int) -> dict[tuple[str, ...], None]:
    """Every different hand of `size` cards that can be laid from `hand`, in a stable order (the
    order of `combinations` over the sorted hand), as the keys of a dict."""
    if size > len(hand):
        return {}
    return dict.fromkeys(combinations(canonical(hand), size))


def sub_multisets(hand) -> list[tuple[str, ...]]:
    """Every different selection of cards from `hand`, the empty one first: for each card kind
    in turn, every selection so far followed by 0, 1, ... copies of it, in that order. Each
    number of copies fills its own stride of the new list (one short comprehension apiece, no
    inner loop): a Church or Saloon lists a couple of hundred of them."""
    result: list[tuple[str, ...]] = [()]
    for card in sorted(set(hand), key=_ORDER_KEY):  # no Counter: hands are a few cards
        stride = hand.count(card) + 1
        grown: list[tuple[str, ...]] = [()] * (len(result) * stride)
        grown[::stride] = result
        for copies in range(1, stride):
            more = (card,) * copies
            grown[copies::stride] = [r + more for r in result]
        result = grown
    return result


DREW_BY_SEAT = {who: {card: ev.Drew(card, "deck", "sheriff", False, ()) if who == SHERIFF
                        else ev.Drew(card, "deck", who, False, (who,)) for card in CARD_KINDS}
                for who in (*range(MAX_SEATS), SHERIFF)}
"""Each seat's (and the Sheriff's) Drew event of each card, made once (events are immutable)."""
STAYED_OUT = {seat: ev.JoinDecided(seat, False, None, private_to=(seat,)) for seat in range(MAX_SEATS)}
"""Each seat's secret decision to stay out of a robbery, made once."""
_event = made_once(lambda cls, *fields: cls(*fields), maxsize=4096)
"""`_event(cls, *fields)`: `cls(*fields)`, one shared object per value (events are immutable), for
the events of every action whose fields come from small sets: seats, scoreboard spaces, bags,
action keys, reasons (every loser pays a bail, every action is chosen and won). Only for int and
str fields (a bool would share a key with 0 or 1)."""


DUEL_WITH = {(seat, size): DuelWith(seat, size) for seat in range(MAX_SEATS) for size in DUEL_SIZES}
"""Every Duel call, made once."""
shootout_with = made_once(lambda targets, size: ShootoutWith(tuple(sorted(targets)), size), maxsize=4096)
"""(the players called, in the order listed, size) -> the Shootout call, one shared object: at
most 8 callers x 127 sets of the others x 3 sizes."""


def robbery_points(state: MostWantedState, key: str) -> int:
    """A robbery card is worth its flipped value once its reshuffle has happened."""
    robbery = ROBBERY[key]
    flipped = FLIP_ORDER.index(key) < min(state.reshuffles, len(FLIP_ORDER))
    return robbery.flipped_points if flipped else robbery.points


_AROUND = {n: tuple(tuple((start + k) % n for k in range(n)) for start in range(n))
           for n in range(1, MAX_SEATS + 1)}
"""Table size -> start -> every seat from `start` clockwise, made once (every action asks)."""


def around(state: MostWantedState, start: int) -> tuple[int, ...]:
    """Every seat from `start` clockwise, as a shared tuple (for reading only)."""
    return _AROUND[state.seats][start]


@per_game(maxsize=64)
def actions_open(sides: tuple[str, str, str], held: int, others_hold: bool) -> tuple[str, ...]:
    """The action cards open to a player holding `held` cards, at a table showing `sides` (its
    Church/Saloon, Labor and Duel/Shootout cards): a robbery needs as many cards as it lays,
    Labor a card, a Duel or Shootout a card and an opponent holding one; Church or Saloon is
    always open."""
    church, labor, duel = sides
    result = [key for key in ROBBERIES if held >= ROBBERY[key].cards]
    result.append(church)
    if held:
        result.append(labor)
        if others_hold:
            result.append(duel)
    return tuple(result)


def clockwise(state: MostWantedState, start: int) -> list[int]:
    return list(_AROUND[state.seats][start])


# Refusals of a hand of the wrong size (singular and plural, for the count {n}).
WRONG_ROBBERY_HAND = Nn_("A robbery hand must be exactly {n} card.", "A robbery hand must be exactly {n} cards.")
WRONG_JOINING_HAND = Nn_("Joining takes exactly {n} card.", "Joining takes exactly {n} cards.")
WRONG_HAND = Nn_("Your hand must be exactly {n} card.", "Your hand must be exactly {n} cards.")

class MostWantedRules:
    info = INFO

    # -- setup --------------------------------------------------------------------------------------
    def new_game(self, seats: int, options: dict[str, Any] | None = None) -> MostWantedState:
        if not self.info.min_seats <= seats <= self.info.max_seats:
            raise IllegalAction(N_("Most Wanted needs 2 to 8 players, not {count}."), count=seats)
        chosen = self.info.default_options()
        for key, value in (options or {}).items():
            if key not in self.info.options or value not in self.info.options[key]:
                raise IllegalAction(N_("Unknown option {key}={value}."), key=key, value=value)
            chosen[key] = value
        sides = (chosen["church_card"], chosen["labor_card"], chosen["duel_card"])
        state = new_state(seats, sides, BAGS_OF_MONEY)
        state.draws = [s for _ in range(HAND_SIZE) for s in range(seats)]
        state.then = "start"
        return state

    # -- who decides --------------------------------------------------------------------------------
    def actors(self, state: MostWantedState) -> list[int]:
        if state.draws:  # (never in a finished game: _game_over empties them)
            return [CHANCE]
        if state.phase == OVER:
            return []
        if state.phase in SECRET_PHASES:
            pending = state.pending
            return list(filterfalse(pending.__contains__, state.deciders))
        return [state.active]

    def chance_outcomes(self, state: MostWantedState):
        if state.phase == OVER or not state.draws:
            raise IllegalAction(N_("No card is waiting to be drawn."))
        deck = state.deck
        held = Counter(deck)
        return [(DRAWN[card], held[card] / len(deck)) for card in CARD_KINDS if held[card]]

    def sample_chance(self, state: MostWantedState, rng):
        """`chance_outcomes` without the list: each card of the deck equally likely."""
        if not state.draws:  # (a finished game has none)
            raise IllegalAction(N_("No card is waiting to be drawn."))
        deck = state.deck
        return DRAWN[deck[int(rng.random() * len(deck))]]

    def legal_actions(self, state: MostWantedState, seat: int) -> list:
        if seat not in self.actors(state):
            return []
        if seat == CHANCE:
            return [o for o, _ in self.chance_outcomes(state)]
        lister = LEGAL.get(state.phase)
        if lister is None:
            raise AssertionError(f"no decision in phase {state.phase}")
        return lister(self, state, seat)

    # each phase's decisions (LEGAL, by phase, below the class)
    def _legal_hands(self, state, seat) -> list:
        return hand_actions(choices_of(state.hands[seat], state.size), state.size)

    def _legal_joins(self, state, seat) -> list:
        joins = hand_actions(choices_of(state.hands[seat], state.size), state.size, Join)
        joins.insert(0, STAY_OUT)
        return joins

    def _legal_changes(self, state, seat) -> list:
        laid = state.plays[seat]
        choices = choices_of(state.hands[seat] + laid, state.size)
        choices.pop(canonical(laid), None)  # keeping them is KEEP
        changes = hand_actions(choices, state.size)
        changes.insert(0, KEEP)
        return changes

    def _legal_discards(self, state, seat) -> list:
        return list(map(Discard, sub_multisets(state.hands[seat])))

    def _legal_labors(self, state, seat) -> list:
        hand = state.hands[seat]  # below: [1:] leaves out the empty selection
        return [Labor(c) for colour in COLOURS
                for c in sub_multisets([x for x in hand if COLOUR[x] == colour])[1:]]

    def _legal_works(self, state, seat) -> list:
        return list(map(Work, sub_multisets(state.hands[seat])[1:]))

    def _legal_declarations(self, state, seat) -> list:
        return [Declare(c) for c in COLOURS]

    def _legal_challenges(self, state, seat) -> list:
        return [CHALLENGE, LET_IT_PASS]

    def _legal_calls(self, state, seat) -> list:
        return self._call_options(state)

    def _legal_chooses(self, state, seat) -> list:
        return [CHOOSE_ACTION[key] for key in self.available_actions(state)]

    def available_actions(self, state: MostWantedState) -> list[str]:
        """The action cards the active player can take now (Church or Saloon always)."""
        me = state.active
        held = len(state.hands[me])
        others_hold = any(state.hands[s] for s in range(state.seats) if s != me)
        return list(actions_open(state.sides, min(held, LARGEST_ROBBERY), others_hold))

    def _call_options(self, state: MostWantedState) -> list:
        me = state.active
        mine = len(state.hands[me])
        if state.action == "duel":
            return [DUEL_WITH[o, size] for size in DUEL_SIZES if size <= mine
                    for o in around(state, me)[1:] if len(state.hands[o]) >= size]
        result = []
        for size in SHOOTOUT_SIZES:
            if size > mine:
                continue
            able = [o for o in around(state, me)[1:] if len(state.hands[o]) >= size]
            for k in range(1, len(able) + 1):
                result += [shootout_with(t, size)
                           for t in combinations(able, k)]
        return result

    # -- doing --------------------------------------------------------------------------------------
    def apply(self, state: MostWantedState, seat: int, action) -> list[Event]:
        if state.phase == OVER:
            raise IllegalAction(N_("The game is over."))
        events: list[Event] = []
        if seat == CHANCE:
            if not state.draws:
                raise IllegalAction(N_("No card is waiting to be drawn."))
            self._draw(state, action, events)
            if state.draws and state.deck:
                return events  # the next draw is due: nothing else can happen yet
        else:
            if seat not in self.actors(state):
                if state.draws:
                    raise IllegalAction(N_("Waiting for a card to be drawn, not for a player."))
                raise IllegalAction(N_("It is not {name}'s decision now."), seats={"name": seat})
            HANDLERS[state.phase](self, state, seat, action, events)
        if state.draws or state.then:  # else _flow has nothing to do
            self._flow(state, events)
        return events

    def _refuse(self, action, why: str, **values):
        if why:
            raise IllegalAction(why, **values)
        raise IllegalAction(N_("'{action}' is not allowed now."), action=action)

    def _lay(self, hand: list, cards, size: int | None, wrong_size: tuple[str, str] | None) -> None:
        """The cards of a hand (`size` of them, if given) leave `hand`; or the hand is left as it
        was and the action refused."""
        if size is not None and len(cards) != size:
            assert wrong_size is not None, "a hand of a given size says how a wrong size is refused"
            raise IllegalAction(*wrong_size, n=size)
        kept = hand[:]
        try:
            for c in cards:
                hand.remove(c)
        except ValueError:
            hand[:] = kept
            raise IllegalAction(N_("You can only play cards from your own hand.")) from None

    # choose an action card
    def _on_choose(self, state, seat, action, events) -> None:
        if not isinstance(action, Choose):
            self._refuse(action, N_("Choose an action card first."))
        if action.action not in self.available_actions(state):
            raise IllegalAction(N_("You cannot take '{action}' now."), action=action.action)
        key = action.action
        state.action = key
        state.participants = [seat]
        if key in ROBBERY:
            state.size = ROBBERY[key].cards
            events.append(_event(ev.ActionChosen, seat, key, robbery_points(state, key)))
            state.phase = ROB
            if state.seats == 2:
                state.draws = [SHERIFF] * (2 * state.size)
            return
        events.append(_event(ev.ActionChosen, seat, key))
        if key == "church" or key == "saloon":
            if key == "saloon":
                self._pay(state, seat, SALOON_PRICE, N_("a drink at the Saloon"), events)
            state.phase = DISCARD
        elif key == "honest_labor":
            state.phase = LABOR
        elif key == "dishonest_labor":
            state.phase = WORK
        else:
            state.phase = PICK

    # robbery
    def _on_rob(self, state, seat, action, events) -> None:
        if not isinstance(action, Play):
            self._refuse(action, N_("Lay your robbery hand face down."))
        self._lay(state.hands[seat], action.cards, state.size, WRONG_ROBBERY_HAND)
        state.plays[seat] = list(action.cards)
        events.append(ev.HandLaid(seat, state.size, canonical(action.cards), private_to=(seat,)))
        state.deciders = [s for s in around(state, seat)[1:] if len(state.hands[s]) >= state.size]
        state.pending = {}
        if state.deciders:
            state.phase = JOIN
        else:
            self._joins_done(state, events)

    def _on_join(self, state, seat, action, events) -> None:
        if isinstance(action, Join):
            self._lay(state.hands[seat], action.cards, state.size, WRONG_JOINING_HAND)
            laid = state.pending[seat] = canonical(action.cards)
            events.append(ev.JoinDecided(seat, True, laid, private_to=(seat,)))
        elif isinstance(action, StayOut):
            state.pending[seat] = ()
            events.append(STAYED_OUT[seat])
        else:
            self._refuse(action, N_("Join the robbery with your cards, or stay out."))
        if len(state.pending) == len(state.deciders):
            self._joins_done(state, events)

    def _joins_done(self, state, events) -> None:
        decided = state.pending.get  # () for staying out
        joined = tuple(filter(decided, state.deciders))
        stayed = tuple(filterfalse(decided, state.deciders))
        for s in joined:
            state.plays[s] = list(state.pending[s])
        state.pending, state.deciders = {}, []
        state.participants = [state.active, *joined]
        events.append(ev.JoinsRevealed(joined, stayed))
        if not joined and state.seats != 2:
            # Nobody else took part: the robbery is won without a reveal.
            cards = state.plays.pop(state.active)
            state.table[state.active] = cards
            self._won(state, state.active, events)
            return
        state.phase = CHANGE

    def _on_change(self, state, seat, action, events) -> None:
        if isinstance(action, Play):
            if canonical(action.cards) == canonical(state.plays[seat]):
                raise IllegalAction(N_("Those are the cards already laid: keep them instead of laying them again."))
            pool = state.hands[seat] + state.plays[seat]
            self._lay(pool, action.cards, state.size, WRONG_ROBBERY_HAND)
            state.hands[seat] = pool
            state.plays[seat] = list(action.cards)
            events.append(ev.HandLaid(seat, state.size, canonical(action.cards), True, private_to=(seat,)))
        elif isinstance(action, Keep):
            events.append(_event(ev.KeptCards, seat))
        else:
            self._refuse(action, N_("Keep your cards or change them before the reveal."))
        contenders = list(state.participants)
        if state.seats == 2:
            best = best_hand_from(state.sheriff_cards, state.size)
            take(state.sheriff_cards, best)
            state.plays[SHERIFF] = list(best)
            contenders.append(SHERIFF)
        state.contenders = contenders
        self._flip(state, events)

    # showdowns and ties
    def _flip(self, state, events) -> None:
        """All hands in `plays` turn face up together; the best wins or the tied play again."""
        seats = tuple(state.contenders)
        table = state.table
        laid = list(map(state.plays.pop, seats))
        shown = tuple(map(canonical, laid))
        keys = rank_hands(shown)
        events.append(ev.HandsRevealed(seats, shown, hand_names(keys), tuple(keys)))
        if table:  # a tie-break round: the cards join those already face up
            for s, cards in zip(seats, laid):
                on_table = table.get(s)
                if on_table is None:
                    table[s] = cards
                else:
                    on_table.extend(cards)
        else:
            table.update(zip(seats, laid))
        top = max(keys)
        if keys.count(top) == 1:
            self._won(state, seats[keys.index(top)], events)
            return
        tied = [s for s, k in zip(seats, keys) if k == top]
        events.append(ev.TieBreak(tuple(tied)))
        state.contenders = tied
        state.phase = TIEBREAK
        state.size = 1
        state.deciders, state.pending = [], {}
        for s in tied:
            if s == SHERIFF:
                if not state.sheriff_cards:
                    state.draws.append(SHERIFF)
            elif not state.hands[s]:
                state.draws.append(s)
        state.then = "tiebreak"

    def _tiebreak_ready(self, state, events) -> None:
        tied = state.contenders
        able = [s for s in tied if (state.sheriff_cards if s == SHERIFF else state.hands[s])]
        if len(able) <= 1:
            # House rule: a tied player left with no card at all drops out of the tie.
            self._won(state, (able or tied)[0], events)
            return
        state.contenders = able
        state.deciders = [s for s in able if s != SHERIFF]
        state.pending = {}

    def _on_tiebreak(self, state, seat, action, events) -> None:
        self._on_showdown(state, seat, action, events)

    def _on_showdown(self, state, seat, action, events) -> None:
        if not isinstance(action, Play):
            self._refuse(action, N_("Lay a face-down hand."))
        self._lay(state.hands[seat], action.cards, state.size, WRONG_HAND)
        laid = state.pending[seat] = canonical(action.cards)
        events.append(ev.HandLaid(seat, state.size, laid, private_to=(seat,)))
        if len(state.pending) < len(state.deciders):
            return
        for s in state.deciders:
            state.plays[s] = list(state.pending[s])
        state.pending, state.deciders = {}, []
        if SHERIFF in state.contenders:
            best = best_hand_from(state.sheriff_cards, state.size)
            take(state.sheriff_cards, best)
            state.plays[SHERIFF] = list(best)
        self._flip(state, events)

    def _won(self, state, winner: int, events) -> None:
        key = state.action
        events.append(_event(ev.ActionWon, winner, key))
        losers = [s for s in state.participants if s != winner]
        if winner != SHERIFF:
            if key in ROBBERY:
                points = robbery_points(state, key)
            elif key == "duel":
                points = bail_for(state.score[losers[0]])
            else:
                points = SHOOTOUT_POINTS
            self._advance(state, winner, points, WIN_REASON[key], events)
            if state.phase == OVER:
                return
        self._bail(state, losers, events)
        self._end_action(state, events)

    # church and saloon
    def _on_discard(self, state, seat, action, events) -> None:
        if not isinstance(action, Discard):
            self._refuse(action, N_("Choose the cards to discard (none is fine)."))
        self._lay(state.hands[seat], action.cards, None, None)
        state.discards.extend(action.cards)
        for c in canonical(action.cards):
            events.append(ev.Discarded(c, seat, "discard"))
        target = CHURCH_DRAW_TO if state.action == "church" else SALOON_DRAW_TO
        state.draws = [seat] * max(0, target - len(state.hands[seat]))
        self._next_turn_after_draws(state)

    # honest labor
    def _on_labor(self, state, seat, action, events) -> None:
        if not isinstance(action, Labor):
            self._refuse(action, N_("Play cards of one colour face up."))
        cards = action.cards
        if not cards:
            raise IllegalAction(N_("Play at least one card."))
        if len({COLOUR[c] for c in cards}) != 1:
            raise IllegalAction(N_("Honest Labor cards must all be of the same colour."))
        self._lay(state.hands[seat], cards, None, None)
        state.table[seat] = list(cards)
        events.append(ev.LaborPlayed(seat, canonical(cards)))
        self._from_supply(state, seat, LABOR_BAGS_PER_CARD * len(cards), N_("honest labor"), events)
        self._end_action(state, events)

    # dishonest labor
    def _on_work(self, state, seat, action, events) -> None:
        if not isinstance(action, Work):
            self._refuse(action, N_("Play cards face down."))
        if not action.cards:
            raise IllegalAction(N_("Play at least one card."))
        self._lay(state.hands[seat], action.cards, None, None)
        state.plays[seat] = list(action.cards)
        events.append(ev.HandLaid(seat, len(action.cards), canonical(action.cards), private_to=(seat,)))
        amount = min(LABOR_BAGS_PER_CARD * len(action.cards), state.supply)
        state.supply -= amount
        state.on_cards = amount
        if amount:
            events.append(ev.BagsMoved(SUPPLY, LABOR_PILE, amount, N_("dishonest labor")))
        state.phase = DECLARE

    def _on_declare(self, state, seat, action, events) -> None:
        if not isinstance(action, Declare) or action.colour not in COLOURS:
            self._refuse(action, N_("Declare a colour: {colours}."), colours=", ".join(COLOURS))
        state.colour = action.colour
        events.append(ev.LaborDeclared(seat, len(state.plays[seat]), action.colour))
        state.deciders = list(around(state, seat)[1:])
        state.pending = {}
        state.phase = CHALLENGE_PHASE

    def _on_challenge(self, state, seat, action, events) -> None:
        if not isinstance(action, (Challenge, LetItPass)):
            self._refuse(action, N_("Challenge the bluff or let it pass."))
        state.pending[seat] = isinstance(action, Challenge)
        events.append(ev.ChallengeDecided(seat, state.pending[seat], private_to=(seat,)))
        if len(state.pending) < len(state.deciders):
            return
        worker = state.active
        challengers = [s for s in state.deciders if state.pending[s]]
        state.pending, state.deciders = {}, []
        state.challengers = challengers
        events.append(ev.ChallengesRevealed(tuple(challengers)))
        cards = state.plays.pop(worker)
        state.table[worker] = cards
        honest = all(COLOUR[c] == state.colour for c in cards)
        events.append(ev.LaborRevealed(worker, canonical(cards), state.colour, honest))
        pot, state.on_cards = state.on_cards, 0
        if honest or not challengers:
            if pot:
                state.bags[worker] += pot
                events.append(ev.BagsMoved(LABOR_PILE, worker, pot, N_("dishonest labor")))
            if honest:
                for s in challengers:
                    state.lose_turn[s] = True
                    events.append(ev.LosesNextTurn(s))
        else:
            sharers = [worker, *challengers]
            share = pot // len(sharers)
            for s in sharers:
                if share:
                    state.bags[s] += share
                    events.append(ev.BagsMoved(LABOR_PILE, s, share, N_("the bluff is split")))
            rest = pot - share * len(sharers)
            if rest:
                state.supply += rest
                events.append(ev.BagsMoved(LABOR_PILE, SUPPLY, rest, N_("left over from the split")))
        self._end_action(state, events)

    # duel and shootout
    def _on_pick(self, state, seat, action, events) -> None:
        targets: tuple[int, ...]
        if state.action == "duel":
            if not isinstance(action, DuelWith):
                self._refuse(action, N_("Choose whom to duel and the hand size."))
            targets, size = (action.opponent,), action.size
            if size not in DUEL_SIZES:
                raise IllegalAction(N_("A Duel is fought with 1 or 2 cards."))
        else:
            if not isinstance(action, ShootoutWith):
                self._refuse(action, N_("Choose whom to call to the shootout and the hand size."))
            targets, size = tuple(action.targets), action.size
            if size not in SHOOTOUT_SIZES:
                raise IllegalAction(N_("A Shootout is fought with 1, 2 or 3 cards."))
            if not targets or len(set(targets)) != len(targets):
                raise IllegalAction(N_("Call one or more different players."))
        for t in targets:
            if not 0 <= t < state.seats or t == seat:
                raise IllegalAction(N_("Call other players at the table."))
            if len(state.hands[t]) < size:
                raise IllegalAction(N_("That player does not hold enough cards for that hand size."))
        if len(state.hands[seat]) < size:
            raise IllegalAction(N_("You do not hold enough cards for that hand size."))
        order = around(state, seat)
        targets = tuple(s for s in order if s in targets)
        events.append(ev.Challenged(seat, state.action, targets, size))
        state.size = size
        state.participants = [seat, *targets]
        state.contenders = list(state.participants)
        state.deciders = list(state.participants)
        state.pending = {}
        state.phase = SHOWDOWN

    # -- money and the scoreboard -------------------------------------------------------------------
    def _advance(self, state, seat: int, points: int, reason: str, events) -> None:
        before = state.score[seat]
        after = min(MOST_WANTED, before + points)
        if after != before:
            state.score[seat] = after
            events.append(_event(ev.ScoreMoved, seat, before, after, reason))
        if after >= MOST_WANTED:
            self._game_over(state, seat, events)

    def _pay(self, state, seat: int, amount: int, reason: str, events) -> tuple[int, int]:
        """Pay what you can; move back one space for every bag you cannot pay."""
        paid = min(amount, state.bags[seat])
        if paid:
            state.bags[seat] -= paid
            state.supply += paid
            events.append(_event(ev.BagsMoved, seat, SUPPLY, paid, reason))
        short = amount - paid
        back = 0
        if short:
            before = state.score[seat]
            after = max(0, before - short)
            back = before - after
            if back:
                state.score[seat] = after
                events.append(_event(ev.ScoreMoved, seat, before, after,
                                     f"{short} bag{'s' if short != 1 else ''} unpaid"))
        return paid, back

    def _bail(self, state, losers, events) -> None:
        """Each loser pays the bail of their space (`_pay`: a space back for every bag short),
        told first by BailPaid."""
        for seat in losers:
            owed = bail_for(state.score[seat])
            told_at = len(events)
            paid, back = self._pay(state, seat, owed, N_("bail"), events)
            events.insert(told_at, _event(ev.BailPaid, seat, owed, paid, back))

    def _from_supply(self, state, seat: int, amount: int, reason: str, events) -> None:
        """Take bags from the general supply; when it runs short, take what is left."""
        amount = min(amount, state.supply)
        if amount:
            state.supply -= amount
            state.bags[seat] += amount
            events.append(_event(ev.BagsMoved, SUPPLY, seat, amount, reason))

    # -- the end of an action and of the turn -------------------------------------------------------
    def _end_action(self, state, events) -> None:
        cards: list[str] = []
        for shown in state.table.values():
            cards += shown
        for laid in state.plays.values():
            cards += laid
        cards += state.sheriff_cards
        state.table, state.plays, state.sheriff_cards = {}, {}, []
        if cards:
            state.discards.extend(cards)
            events.append(ev.TableCleared(canonical(cards)))
        hands = state.hands
        draws = []
        for s in sorted(state.participants, key=around(state, state.active).index):  # clockwise
            draws += [s] * (HAND_SIZE - len(hands[s]))  # no copies when the hand is full
        state.draws = draws
        self._next_turn_after_draws(state)

    def _next_turn_after_draws(self, state) -> None:
        state.then = "next_turn"

    def _begin_turn(self, state, seat: int, events) -> None:
        while state.lose_turn[seat]:
            state.lose_turn[seat] = False
            events.append(ev.TurnLost(seat))
            seat = (seat + 1) % state.seats
        state.turn += 1
        state.active = seat
        state.phase = CHOOSE
        state.action = None
        state.size = 0
        state.participants, state.contenders, state.deciders = [], [], []
        state.pending, state.challengers, state.colour = {}, [], None
        events.append(TurnStarted(seat, state.turn, numbered=True))

    def _game_over(self, state, seat: int, events) -> None:
        state.phase = OVER
        state.winner = seat
        state.draws, state.then = [], ""
        events.append(GameEnded((seat,)))

    # -- drawing (chance) ---------------------------------------------------------------------------
    def _draw(self, state, action, events) -> None:
        """The chance outcome `action` (Drawn) gives the next card; refused unless it is in the deck."""
        try:
            if not isinstance(action, Drawn):
                raise ValueError
            state.deck.remove(action.card)
        except ValueError:
            raise IllegalAction(N_("'{action}' is not a card in the deck."), action=action) from None
        card = action.card
        who = state.draws.pop(0)
        (state.sheriff_cards if who == SHERIFF else state.hands[who]).append(card)
        events.append(DREW_BY_SEAT[who][card])

    def _flow(self, state, events) -> None:
        """Get the table to its next decision: reshuffle when a draw finds the deck empty, then
        carry on with whatever waited for the draws."""
        while state.phase != OVER:
            while state.draws:
                if state.deck:
                    return
                if state.discards:
                    self._reshuffle(state, events)
                    return
                events.append(ev.CannotDraw(state.draws.pop(0)))
            then, state.then = state.then, ""
            if not then:
                return
            if then == "start":
                self._begin_turn(state, 0, events)
            elif then == "next_turn":
                self._begin_turn(state, (state.active + 1) % state.seats, events)
            elif then == "tiebreak":
                self._tiebreak_ready(state, events)

    def _reshuffle(self, state, events) -> None:
        state.deck, state.discards = state.discards, []
        state.reshuffles += 1
        events.append(ev.DeckReshuffled(state.reshuffles, len(state.deck)))
        if state.reshuffles <= len(FLIP_ORDER):
            key = FLIP_ORDER[state.reshuffles - 1]
            events.append(ev.RobberyFlipped(key, ROBBERY[key].flipped_points))

    # -- the end --------------------------------------------------------------------------------------
    def is_over(self, state: MostWantedState) -> bool:
        return state.phase == OVER

    def winners(self, state: MostWantedState) -> list[int]:
        return [state.winner] if state.phase == OVER and state.winner is not None else []

    def scores(self, state: MostWantedState) -> list[float]:
        return [float(s) for s in state.score]

    # -- information ----------------------------------------------------------------------------------
    def observe(self, state: MostWantedState, seat: int) -> MostWantedState:
        obs = state.clone()
        for s in range(state.seats):
            if s != seat:
                obs.hands[s] = [None] * len(state.hands[s])
        obs.deck = [None] * len(state.deck)
        for s, laid in state.plays.items():
            if s != seat:
                obs.plays[s] = [None] * len(laid)
        obs.sheriff_cards = [None] * len(state.sheriff_cards)
        for s, decision in state.pending.items():
            if s != seat:
                if isinstance(decision, tuple):
                    obs.hands[s] += [None] * len(decision)
                obs.pending[s] = None
        return obs

    def clone(self, state: MostWantedState) -> MostWantedState:
        return state.clone()

    def determinize(self, observation: MostWantedState, seat: int, rng) -> MostWantedState:
        state = observation.clone()
        unseen = Counter(DECK)
        unseen.subtract(c for c in state.all_cards() if c is not None)
        pool = list(unseen.elements())
        rng.shuffle(pool)
        places = [*state.hands, state.deck, state.sheriff_cards, *state.plays.values()]
        for place in places:
            for i, card in enumerate(place):
                if card is None:
                    place[i] = pool.pop()
        for s, decision in list(state.pending.items()):
            if decision is None:
                state.pending[s] = self._guess_decision(state, s, rng)
        return state

    def _guess_decision(self, state: MostWantedState, seat: int, rng):
        hand = state.hands[seat]
        if state.phase == CHALLENGE_PHASE:
            return rng.random() < 0.3
        if state.phase == JOIN and rng.random() < 0.5:
            return ()
        cards = canonical(rng.sample(hand, state.size))
        take(hand, cards)
        return cards

    def parse_action(self, text: str):
        return parse_action(text)


LEGAL = {CHOOSE: MostWantedRules._legal_chooses, ROB: MostWantedRules._legal_hands,
         SHOWDOWN: MostWantedRules._legal_hands, TIEBREAK: MostWantedRules._legal_hands,
         JOIN: MostWantedRules._legal_joins, CHANGE: MostWantedRules._legal_changes,
         DISCARD: MostWantedRules._legal_discards, LABOR: MostWantedRules._legal_labors,
         WORK: MostWantedRules._legal_works, DECLARE: MostWantedRules._legal_declarations,
         CHALLENGE_PHASE: MostWantedRules._legal_challenges, PICK: MostWantedRules._legal_calls}
"""The decision lister of each phase (legal_actions' dispatch, like apply's)."""

HANDLERS = {phase: getattr(MostWantedRules, "_on_" + phase)
            for phase in (CHOOSE, ROB, JOIN, CHANGE, DISCARD, LABOR, WORK, DECLARE, CHALLENGE_PHASE, PICK,
                          SHOWDOWN, TIEBREAK)}
"""The decision handler of each phase (apply's dispatch)."""

RULES = MostWantedRules()
