"""AI for Desperados of Dice Town.

- `EasyAgent` ("easy"): Dusty Pete, a straightforward outlaw. He keeps Action faces and the faces
  of desperados who still have work to do, rerolls the rest, always breaks someone out or shoots
  when the dice allow, keeps the cards he likes best, and blows the whistle only when it hurts.
- `rollout_policy`: the same instincts in a few cheap lines, for ISMCTS playouts.
- `evaluate`: for playouts cut short — how near each gang is to freedom, and how rich it is.
- `root_candidates`: the moves medium and hard search (no Action face rolled again; a winning
  roll taken).
- `LEVEL_SETTINGS`: ISMCTS budgets for medium and hard.
"""
from __future__ import annotations

import random
from typing import Any

from game.ai.hooks import AiHooks
from game.ai.base import wins_at_once
from game.rules.desperados import jail, rolls
from game.rules.desperados.actions import (ACTION_CARD, Act, DrawCards, EndTurn, Keep, Pass, PlayBackInTheCell,
                                           PlayCardSharp, PlayDynamite, PlayExtraBullet, PlayHacksaw,
                                           PlayLuckyHorseshoe, PlayPickpocket, PlayTakeCover,
                                           PlayWhistle, Reroll, TakeActions)
from game.rules.desperados.content import ACTION, MEMBER_INDEX, MEMBERS
from game.rules.desperados.desperado_actions import kind_of, victims_of
from game.rules.desperados.state import ROLLING, DesperadosState, opponents

CARD_TASTE = ["extra_bullet", "hacksaw", "sheriffs_whistle", "dynamite", "pickpocket", "take_cover",
              "loaded_die", "lucky_horseshoe", "back_in_the_cell", "card_sharp"]
"""Dusty Pete's favourite cards first."""


def _reroll(dice: tuple[int, ...], legal: list) -> Any:
    for a in legal:
        if type(a) is Reroll and a.dice == dice:
            return a
    return None


def useful_dice(state: DesperadosState, seat: int) -> set[int]:
    """Dice worth keeping: Action faces, and one die per desperado who can still do something
    (jailed, an escaped Brain, or escaped with someone to hit)."""
    keep: set[int] = set()
    seen: set[str] = set()
    for d, face in enumerate(state.dice):
        if face == ACTION:
            keep.add(d)
        elif face not in seen and (jail.is_jailed(state, seat, face) or face == "brain"
                                    or victims_of(state, seat, face)):
            keep.add(d)
            seen.add(face)
    return keep


def act_value(state: DesperadosState, seat: int, act: Act) -> float:
    """How much Dusty Pete likes giving this action."""
    kind = kind_of(state, seat, act.member)
    if kind == "notch":
        left = jail.ranks_left(state, seat, act.member)
        return 10 - left + (5 if left == 1 else 0)
    if kind == "attack":
        return MEMBERS[act.member].attack * len(victims_of(state, seat, act.member))
    if act.target is not None:
        return 6 + (6 - jail.ranks_left(state, seat, act.target))
    return 7


def _richest_opponent(state: DesperadosState, seat: int) -> int:
    return max(opponents(state, seat), key=lambda o: state.money[o])


def card_value(state: DesperadosState, seat: int, action) -> float:
    """Positive: worth playing now."""
    if isinstance(action, PlayHacksaw):
        return 8 - jail.ranks_left(state, seat, action.member)
    if isinstance(action, PlayPickpocket):
        return 5 if action.seat == _richest_opponent(state, seat) else 1
    if isinstance(action, PlayDynamite):
        return 2 * len(opponents(state, seat)) + 1
    if isinstance(action, PlayCardSharp):
        return len(state.hands[action.seat])
    if isinstance(action, PlayBackInTheCell):
        return 7 - jail.ranks_left(state, action.seat, action.member) if \
            jail.ranks_left(state, action.seat, action.member) <= 2 else 0
    if isinstance(action, PlayExtraBullet):
        return 6 if rolls.characters(state.dice) else 0
    return 0


class EasyAgent:
    name = "easy"

    def choose(self, rules: Any, observation: DesperadosState, seat: int, rng: random.Random) -> Any:
        legal = rules.legal_actions(observation, seat)
        state = observation
        if state.window is not None:
            return self._react(state, seat, legal)
        keeps = [a for a in legal if isinstance(a, Keep)]
        if keeps:
            return min(keeps, key=lambda k: sorted(CARD_TASTE.index(c) for c in k.cards))
        if state.phase == ROLLING:
            return self._roll(state, seat, legal, rng)
        acts = [a for a in legal if isinstance(a, Act)]
        if acts:
            return max(acts, key=lambda a: act_value(state, seat, a))
        plays = [a for a in legal if type(a) in ACTION_CARD and card_value(state, seat, a) > 2]
        if plays:
            return max(plays, key=lambda a: card_value(state, seat, a))
        return next((a for a in legal if isinstance(a, EndTurn)), legal[0])

    def _react(self, state: DesperadosState, seat: int, legal: list) -> Any:
        w = state.window
        for a in legal:
            if isinstance(a, PlayTakeCover) and MEMBERS[w.member].attack >= 4:
                return a
            if isinstance(a, PlayWhistle):
                hurts = (w.victims and seat in w.victims and MEMBERS[w.member].attack >= 5) or w.brain_level == 2
                last_one = sum(1 for r in state.jail[w.seat] if r) == 1 and \
                    jail.ranks_left(state, w.seat, w.member) == 1
                if hurts or last_one:
                    return a
        return next(a for a in legal if isinstance(a, Pass))

    def _roll(self, state: DesperadosState, seat: int, legal: list, rng: random.Random) -> Any:
        good = [a for a in legal if type(a) in ACTION_CARD and card_value(state, seat, a) > 2]
        if good:
            return max(good, key=lambda a: card_value(state, seat, a))
        keep = useful_dice(state, seat)
        again = tuple(d for d in range(4) if d not in keep)
        actions = rolls.actions_for(state.dice, state.bullets)
        if again and actions < 2:
            choice = _reroll(again, legal)
            if choice is not None:
                return choice
            horseshoe = next((a for a in legal if isinstance(a, PlayLuckyHorseshoe)), None)
            if horseshoe is not None and actions == 0:
                return horseshoe
        for a in legal:
            if isinstance(a, TakeActions):
                return a
        draw = next((a for a in legal if isinstance(a, DrawCards)), None)
        if draw is not None:
            return draw
        return rng.choice(legal)


def rollout_policy(rules: Any, state: DesperadosState, seat: int, legal: list, rng: random.Random) -> Any:
    """Cheap playout move: keep useful dice, act rather than draw, give actions to the most
    promising desperado, react half of the time, play a card now and then."""
    if len(legal) == 1:
        return legal[0]
    if state.window is not None:
        return legal[-1] if rng.random() < 0.5 else legal[0]
    first = legal[0]
    if type(first) is Keep:
        return first
    if state.phase == ROLLING:
        if type(first) is Reroll:
            keep = useful_dice(state, seat)
            again = tuple(d for d in range(4) if d not in keep)
            if again:
                return _reroll(again, legal) or first
        for a in legal:
            if type(a) is TakeActions:
                return a
        for a in legal:
            if type(a) is DrawCards:
                return a
        return rng.choice(legal)
    acts = [a for a in legal if type(a) is Act]
    if acts:
        if rng.random() < 0.1:
            return rng.choice(acts)
        return max(acts, key=lambda a: act_value(state, seat, a))
    plays = [a for a in legal if type(a) in ACTION_CARD]
    if plays and rng.random() < 0.5:
        return rng.choice(plays)
    return legal[-1]


def evaluate(rules: Any, state: DesperadosState) -> list[float]:
    """Per-seat value in [0, 1]: half for ranks climbed, half for money against the richest."""
    if rules.is_over(state):
        return [1.0 if s in state.winners else 0.0 for s in range(state.seats)]
    top = max(state.money[s] for s in range(state.seats)) or 1
    values = []
    for s in range(state.seats):
        if not state.alive[s]:
            values.append(0.0)
            continue
        climbed = sum(m.ranks - state.jail[s][MEMBER_INDEX[m.key]] for m in MEMBERS.values()) / 20
        values.append(0.55 * climbed + 0.45 * state.money[s] / top)
    return values


def breaks_out_now(state: DesperadosState, seat: int) -> bool:
    """The dice showing already free every desperado still in jail: each shows on a die and the
    Action faces cover the ranks they have left (the game may end on these actions)."""
    jailed = jail.jailed_members(state, seat)
    actions = rolls.actions_for(state.dice, state.bullets)
    return bool(jailed) and all(m in state.dice for m in jailed) and \
        sum(jail.ranks_left(state, seat, m) for m in jailed) <= actions


def root_candidates(rules: Any, observation: DesperadosState, seat: int, legal: list) -> list:
    """The moves worth searching. An Action face is never rolled again (it is the one face in six
    that moves a desperado), the actions are taken when the dice already free the whole gang, and
    the last desperado in jail, one rank from freedom, gets its act. Medium and hard rolled again with the winning Action and
    Lady on the table: every playout from a reroll still won, so the search could not tell the
    moves apart. A move that wins at once (`game.ai.base.wins_at_once`: the jail and the money,
    which decide it, are seen by all) is the only one searched: hard took its
    actions when a Hacksaw freed the last desperado at once, and the notch opened a reaction window
    in which a rival's Sheriff's Whistle could still stop it. (The act that frees the last one is taken only when one act does it: short of
    that, an attack may be what makes the gang the richest.)"""
    state = observation
    winning = wins_at_once(rules, state, seat, legal)
    if winning:
        return winning
    if state.window is not None:
        return legal
    if state.phase == ROLLING:
        if breaks_out_now(state, seat):
            take = [a for a in legal if type(a) is TakeActions]
            if take:
                return take
        return [a for a in legal if type(a) is not Reroll
                or all(state.dice[d] != ACTION for d in a.dice)] or legal
    jailed = jail.jailed_members(state, seat)
    if len(jailed) == 1 and jail.ranks_left(state, seat, jailed[0]) == 1:
        last = [a for a in legal if type(a) is Act and a.member == jailed[0]]
        if last:
            return last
    return legal


LEVEL_SETTINGS = {
    "medium": {"iterations": 120, "seconds": 0.1, "rollout_depth": 60},
    "hard": {"iterations": 400, "seconds": 0.2, "rollout_depth": 80},
}

HOOKS = AiHooks(easy=EasyAgent, level_settings=LEVEL_SETTINGS, rollout_policy=rollout_policy,
                evaluate=evaluate, root_candidates=root_candidates)
"""What the levels take from this module (`game.ai.hooks`)."""
