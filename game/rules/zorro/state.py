"""The table of a game of Zorro, as one mutable dataclass with a hand-written `clone`.

The game runs as a queue of small tasks (`tasks`): "seat 2 travels", "draw a feat for slot 1",
"seat 0 chooses equipment", "seat 3 fights the Scoundrel"... Each task is a tuple
`(kind, seat, arg)`; the engine runs the automatic ones at once and waits on the others (a
player's decision or a chance step). While dice are out, `attempt` holds them.

Hidden information: only the order-free contents of the three decks (feats, Common and Rare
Equipment). Cards put *under* a deck are public and drawn in order once the unseen part is used up
(`common_under`, `rare_under`).
"""
from __future__ import annotations

from dataclasses import dataclass, field

FEAT, SCOUNDREL_FIGHT, VILLAIN_FIGHT, DUEL = "feat", "scoundrel", "villain", "duel"
"""What an attempt is for."""


@dataclass
class Attempt:
    """The dice on the table and who is rolling them.

    Dice 0-5 are the Zorro dice; Hero dice follow (`specs[i]` is "zorro" or a location,
    `owners[i]` the seat whose Hero die it is). When a helper takes the 4th roll, the attempter's
    Hero dice are set `aside` and the helper's are added. `faces[i]` is None until the die lands.
    """

    kind: str
    attempter: int
    target: str
    """The feat id, or the location of the Scoundrel/Villain; '' for a duel."""
    helper: int | None = None
    roller: int = 0
    specs: list = field(default_factory=list)
    owners: list = field(default_factory=list)
    faces: list = field(default_factory=list)
    aside: list = field(default_factory=list)
    to_roll: list = field(default_factory=list)
    rolls_used: int = 0
    rolls_allowed: int = 3
    helper_turn: bool = False
    used: list = field(default_factory=list)
    """Once-per-attempt rare equipment already used."""
    over: bool = False
    success: bool = False
    rares: tuple = ()
    gear: dict = field(default_factory=dict)
    free: dict = field(default_factory=dict)
    """What the usable equipment gives, worked out when the roller changes (equipment never
    changes hands during an attempt): rare cards, REROLL symbol -> card, FREE symbol counts."""
    hero_blank: tuple = ()
    """Faces that do not count on a Hero die: the foe's ability (set when the attempt starts)."""

    def clone(self) -> "Attempt":
        return Attempt(self.kind, self.attempter, self.target, self.helper, self.roller, list(self.specs),
                       list(self.owners), list(self.faces), list(self.aside), list(self.to_roll),
                       self.rolls_used, self.rolls_allowed, self.helper_turn, list(self.used), self.over,
                       self.success, self.rares, self.gear, self.free, self.hero_blank)


@dataclass
class ZorroState:
    seats: int
    current: int = 0
    tasks: list = field(default_factory=list)
    attempt: Attempt | None = None
    feat_deck: list = field(default_factory=list)
    feat_slots: list = field(default_factory=lambda: [None] * 4)
    slot_equipment: list = field(default_factory=lambda: [None] * 4)
    common_deck: list = field(default_factory=list)
    common_under: list = field(default_factory=list)
    rare_deck: list = field(default_factory=list)
    rare_under: list = field(default_factory=list)
    equipment: list = field(default_factory=list)
    """Per seat, the equipment cards held (Common and Rare ids)."""
    feats: list = field(default_factory=list)
    """Per seat, the feats won."""
    hero_dice: list = field(default_factory=list)
    """Per seat, the locations of the Hero dice held."""
    hero_supply: dict = field(default_factory=dict)
    """Location -> Hero dice still on its Scoundrel/Villain cards."""
    scoundrel: str | None = None
    """Location of the Scoundrel that has appeared and is being (or will be) fought."""
    scoundrel_trigger: int | None = None
    scoundrels_gone: list = field(default_factory=list)
    villain: str | None = None
    villain_trigger: int | None = None
    final_started: bool = False
    final_winners: list = field(default_factory=list)
    final_fought: list = field(default_factory=list)
    duellists: list = field(default_factory=list)
    duel_round: int = 0
    swords: dict = field(default_factory=dict)
    """Duel round: seat -> swords shown."""
    eliminated: list = field(default_factory=list)
    winner: int | None = None
    turn: int = 0
    helper: int | None = None
    slot: int | None = None
    """The feat slot travelled to this turn (and the helper who agreed to come)."""
    steps: int = 0
    """Actions applied so far (chance outcomes included)."""

    def clone(self) -> "ZorroState":
        return ZorroState(
            self.seats, self.current, list(self.tasks), self.attempt.clone() if self.attempt else None,
            list(self.feat_deck), list(self.feat_slots), list(self.slot_equipment), list(self.common_deck),
            list(self.common_under), list(self.rare_deck), list(self.rare_under),
            [list(e) for e in self.equipment], [list(f) for f in self.feats], [list(h) for h in self.hero_dice],
            dict(self.hero_supply), self.scoundrel, self.scoundrel_trigger, list(self.scoundrels_gone),
            self.villain, self.villain_trigger, self.final_started, list(self.final_winners),
            list(self.final_fought), list(self.duellists), self.duel_round, dict(self.swords),
            list(self.eliminated), self.winner, self.turn, self.helper, self.slot, self.steps)

    def after(self, seat: int) -> list[int]:
        """Every seat in turn order, starting with the one after `seat` and ending with `seat`."""
        return [(seat + k) % self.seats for k in range(1, self.seats + 1)]
