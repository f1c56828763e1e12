"""Information-set Monte Carlo tree search over the rules contract, for every game.

Single-observer ISMCTS (Cowling, Powley & Whitehouse 2012): each iteration guesses a full state
consistent with what our seat knows (`rules.determinize`), walks one shared tree with it, and
backs the result up. Children are keyed by the action itself; because a determinization decides
which children are legal, selection uses *availability* counts (how often a child could have
been chosen) instead of the parent's visit count, so rarely-legal moves are not over-explored.

Chance is a seat: chance nodes are sampled from `chance_outcomes`, not selected. Simultaneous
secret decisions are searched as if sequential in `actors()` order; each seat's pending secret
choice is already hidden by the determinization we start from.

Everything random goes through the passed-in `rng`, so a fixed iteration budget makes the agent
deterministic (tests); a wall-clock budget (`seconds`) is for play. Rollouts use a per-game policy
with game knowledge (`rollout_policy`) and may stop early at `rollout_depth` and ask `evaluate`
for per-seat values in [0, 1].
"""
from __future__ import annotations

import math
import random
import time
from typing import Any, Callable, Sequence

from game.ai.base import RolloutPolicy, random_rollout, sample_chance
from game.rules.common.contract import CHANCE

Evaluate = Callable[[Any, Any], Sequence[float]]
"""`evaluate(rules, state) -> per-seat value in [0, 1]` for a rollout cut short."""
Candidates = Callable[[Any, Any, int, list], list]
"""`root_candidates(rules, observation, seat, legal) -> the moves worth searching`: game knowledge
that drops plainly bad moves, so a small budget is spent telling good moves apart."""
Determinize = Callable[[Any, Any, int, random.Random], Any]
"""`determinize(rules, observation, seat, rng) -> state`: a full state the seat could be in, drawn
with what the game's AI knows of how people play (a robber lays its best hand); by default
`rules.determinize`, which only keeps what the seat has seen."""


class Node:
    __slots__ = ("children", "visits", "avail", "reward")

    def __init__(self) -> None:
        self.children: dict[Any, Node] = {}
        self.visits = 0
        self.avail = 0
        self.reward = 0.0
        """Sum of rewards of the seat whose move led here."""


def terminal_rewards(rules: Any, state: Any, seats: int) -> list[float]:
    """1 shared among the winners; 0 for everyone else."""
    winners = rules.winners(state)
    reward = [0.0] * seats
    for w in winners:
        reward[w] = 1.0 / len(winners)
    return reward


def rank_evaluate(rules: Any, state: Any) -> list[float]:
    """Fallback evaluation: a seat's value is its share of the score range (ties share)."""
    scores = rules.scores(state)
    lo, hi = min(scores), max(scores)
    if hi == lo:
        return [1.0 / len(scores)] * len(scores)
    return [(s - lo) / (hi - lo) for s in scores]


class ISMCTSAgent:
    def __init__(self, iterations: int | None = None, seconds: float | None = None,
                 rollout_policy: RolloutPolicy | None = None, rollout_depth: int | None = None,
                 evaluate: Evaluate | None = None, exploration: float = 0.7, name: str = "ismcts",
                 root_candidates: Candidates | None = None, determinize: Determinize | None = None,
                 tree_depth: int | None = None, rollout_needs_legal: bool = True):
        if iterations is None and seconds is None:
            raise ValueError("ISMCTS needs an iteration or a time budget")
        self.iterations = iterations
        self.seconds = seconds
        self.rollout_policy = rollout_policy or random_rollout
        self.rollout_needs_legal = rollout_needs_legal or rollout_policy is None
        """Whether playouts build the legal list for the policy (`AiHooks.rollout_needs_legal`)."""
        self.rollout_depth = rollout_depth
        self.evaluate = evaluate or rank_evaluate
        self.exploration = exploration
        self.name = name
        self.root_candidates = root_candidates
        self.determinize = determinize
        self.tree_depth = tree_depth
        """How many moves deep the tree grows (None: no limit); below, the playout policy plays.
        Where rivals choose among many moves that barely differ (which cards to lay), a rival's
        node tries each once before the search knows better, so the tree meets careless rivals
        that no real player is; `tree_depth=1` judges our moves by playouts only."""
        self._root: Node | None = None
        self._root_moves: set = set()
        self.last_iterations = 0

    def choose(self, rules: Any, observation: Any, seat: int, rng: random.Random) -> Any:
        legal = rules.legal_actions(observation, seat)
        if self.root_candidates is not None:
            legal = self.root_candidates(rules, observation, seat, legal)
        if len(legal) == 1:
            self.last_iterations = 0
            return legal[0]
        root = Node()
        self._root, self._root_moves = root, set(legal)
        deadline = None if self.seconds is None else time.perf_counter() + self.seconds
        n = 0
        while self.iterations is None or n < self.iterations:
            if deadline is not None and n and time.perf_counter() >= deadline:
                break
            self._iterate(rules, observation, seat, root, rng)
            n += 1
        self.last_iterations = n
        best = max(legal, key=lambda a: (root.children[a].visits if a in root.children else -1))
        return best

    # -- one iteration -------------------------------------------------------------------------
    def _iterate(self, rules: Any, observation: Any, seat: int, root: Node, rng: random.Random) -> None:
        if self.determinize is None:
            state = rules.determinize(observation, seat, rng)
        else:
            state = self.determinize(rules, observation, seat, rng)
        seats = len(rules.scores(state))
        path: list[tuple[Node, int]] = []
        node = root
        expanded = False
        depth = self.tree_depth
        while not expanded and not rules.is_over(state) and (depth is None or len(path) < depth):
            actors = rules.actors(state)
            actor = actors[0]
            if actor == CHANCE:
                action = sample_chance(rules, state, rng)
            else:
                action, expanded = self._select(rules, state, actor, node, rng)
            child = node.children.get(action)
            if child is None:
                child = node.children[action] = Node()
            rules.apply(state, actor, action)
            path.append((child, actor))
            node = child
        reward = self._rollout(rules, state, seats, rng)
        root.visits += 1
        for child, actor in path:
            child.visits += 1
            if actor != CHANCE:
                child.reward += reward[actor]

    def _select(self, rules: Any, state: Any, actor: int, node: Node, rng: random.Random) -> tuple[Any, bool]:
        legal = rules.legal_actions(state, actor)
        if node is self._root:
            legal = [a for a in legal if a in self._root_moves] or legal
        untried = []
        best, best_score = None, -math.inf
        log_cache: dict[int, float] = {}
        children = node.children
        exploration = self.exploration
        log, sqrt = math.log, math.sqrt
        for action in legal:
            child = children.get(action)
            if child is None or not child.visits:
                untried.append(action)
                continue
            avail = child.avail = child.avail + 1
            log_avail = log_cache.get(avail)
            if log_avail is None:
                log_avail = log_cache[avail] = log(avail)
            visits = child.visits
            score = child.reward / visits + exploration * sqrt(log_avail / visits)
            if score > best_score:
                best, best_score = action, score
        if untried:
            action = rng.choice(untried)
            child = node.children.get(action)
            if child is not None:
                child.avail += 1
            return action, True
        return best, False

    def _rollout(self, rules: Any, state: Any, seats: int, rng: random.Random) -> list[float]:
        depth = 0
        limit = self.rollout_depth
        policy = self.rollout_policy
        needs_legal = self.rollout_needs_legal
        while not rules.is_over(state):
            if limit is not None and depth >= limit:
                return list(self.evaluate(rules, state))
            actor = rules.actors(state)[0]
            if actor == CHANCE:
                action = sample_chance(rules, state, rng)
            else:
                action = policy(rules, state, actor, rules.legal_actions(state, actor) if needs_legal else [], rng)
            rules.apply(state, actor, action)
            depth += 1
        return terminal_rewards(rules, state, seats)
