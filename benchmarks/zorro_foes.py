"""Zorro's Scoundrels and Villains: solo odds, played through the engine, against the targets.

    python benchmarks/zorro_foes.py [--fights 4000] [--seed 1]

Each foe is fought alone many times by the easy player's dice policy (keep what the requirement
still needs, Hero dice first, roll the rest), with the foe's ability in force, in three set-ups:
bare (6 Zorro dice, no card), with one Hero die of the foe's location, and with that die and two
FREE cards the foe asks for (a Dagger and a Black Sash: THRUST and TAUNT). Next to each, the
exact odds of the same policy (`game.ai.zorro.fight_odds`) as a check.

Targets (shared/rules/zorro.components.md): Scoundrels ~0.35 bare; Villains ~0.12 bare, ~0.35
with one Hero die, ~0.8 with one Hero die and two matching FREE cards.
"""
from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.ai.zorro import EasyAgent, fight_odds  # noqa: E402
from game.rules.common.contract import CHANCE  # noqa: E402
from game.rules.zorro.engine import RULES  # noqa: E402
from game.rules.zorro.attempt import start  # noqa: E402
from game.rules.zorro.content import SCOUNDREL, VILLAIN  # noqa: E402
from game.rules.zorro.events import AttemptEnded  # noqa: E402
from game.rules.zorro.state import SCOUNDREL_FIGHT, VILLAIN_FIGHT  # noqa: E402

SETUPS = (("bare", (), ()), ("1 Hero die", ("own",), ()), ("+ 2 FREE", ("own",), ("dagger", "black_sash")))
TARGETS = {SCOUNDREL_FIGHT: (0.35, None, None), VILLAIN_FIGHT: (0.12, 0.35, 0.8)}


def table(location: str, hero: tuple, cards: tuple):
    state = RULES.new_game(2)
    state.tasks = []
    state.hero_dice[0] = [location if h == "own" else h for h in hero]
    state.equipment[0] = list(cards)
    for c in cards:
        (state.common_deck if c in state.common_deck else state.rare_deck).remove(c)
    return state


def fight(kind: str, location: str, hero: tuple, cards: tuple, rng: random.Random, agent) -> bool:
    state = table(location, hero, cards)
    start(state, kind, 0, location)
    while True:
        (seat,) = RULES.actors(state)
        if seat == CHANCE:
            action = RULES.sample_chance(state, rng)
        else:
            action = agent.choose(RULES, state, seat, rng)
        for event in RULES.apply(state, seat, action):
            if isinstance(event, AttemptEnded):
                return event.success


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--fights", type=int, default=4000, help="fights per foe and set-up")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    rng = random.Random(args.seed)
    agent = EasyAgent()
    print(f"{args.fights} fights per foe and set-up (engine, easy dice policy); exact odds of that policy in brackets")
    print(f"{'foe':34} " + " ".join(f"{name:>16}" for name, _, _ in SETUPS))
    for kind, foes in ((SCOUNDREL_FIGHT, SCOUNDREL), (VILLAIN_FIGHT, VILLAIN)):
        for location, foe in foes.items():
            cells = []
            for name, hero, cards in SETUPS:
                won = sum(fight(kind, location, hero, cards, rng, agent) for _ in range(args.fights))
                exact = fight_odds(table(location, hero, cards), 0, foe)
                cells.append(f"{won / args.fights:6.3f} ({exact:.3f})")
            print(f"{kind[:9]:9} {foe.name:24} " + " ".join(f"{c:>16}" for c in cells))
        targets = " ".join(f"{('~%.2f' % t) if t else '':>16}" for t in TARGETS[kind])
        print(f"{'':9} {'target':24} {targets}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
