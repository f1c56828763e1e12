"""The Zorro table's words: prompts, "what can I do now" help and button labels.

Reads the rules' state and legal actions; decides nothing. Nothing in Zorro is private (only the
decks' order is unknown, and a drawn card is shown to all), so a hot-seat table needs no curtains.
"""
from __future__ import annotations

from game.controllers.base import TableController
from game.rules.zorro import content as C
from game.rules.zorro.actions import (DECK, Answer, Discard, GearReroll, Reroll, Stop, TakeEquipment, Travel,
                                      UseCape, UseGloves, UseWhip)
from game.rules.zorro.requirement import foe, missing_symbols, requirement, swords
from game.rules.zorro.state import DUEL, FEAT, SCOUNDREL_FIGHT, VILLAIN_FIGHT

HINTS = {
    "travel": ("Pick a face-up feat (click its card), then go alone or ask one player to help: a helper's FREE "
               "and REROLL equipment count in your attempt, and if you fail they take a 4th roll with their own "
               "Hero dice. Both of you choose equipment if the feat succeeds."),
    "ask": ("If you help and the feat succeeds you choose a piece of equipment too. Your equipment counts in the "
            "attempt, and if it fails you roll your own Hero dice once more."),
    "equip": ("Take the Common Equipment that lay under the feat, or draw from the deck. You may hold 3 cards, "
              "at most 1 of them Rare."),
    "limit": "You hold more than the limit (3 cards, 1 Rare): put one back under its deck.",
}
ROLL_HINT = ("Click dice to keep them, then roll the rest. The attempt succeeds the moment the requirement shows "
             "(equipment's FREE symbols count). REROLL equipment rolls a Zorro die showing its symbol again "
             "without spending a roll.")
DUEL_HINT = "Roll for swords (THRUST): FREE THRUST cards and the Rapier add one each. Fewest swords is out."


def symbol(name: str) -> str:
    return name.upper()


class Controller(TableController):
    score_label = "Progress"
    progress_counter = ("turn", "turns")
    has_private_info = False

    def format_score(self, score: float) -> str:
        if self.is_over():
            return "Zorro!" if score >= 1 else "—"
        return f"{int(score)}"

    def statistics(self) -> list[tuple[str, list[str]]]:
        state = self.state
        return [("Feats", [str(len(f)) for f in state.feats]),
                ("Hero dice", [str(len(h)) for h in state.hero_dice]),
                ("Equipment", [str(len(e)) for e in state.equipment])]

    # -- the banner ----------------------------------------------------------------------------
    def task(self) -> str:
        state = self.state
        if state.attempt is not None:
            return "roll"
        return state.tasks[0][0] if state.tasks else ""

    def prompt(self, seat: int) -> str:
        state, name = self.state, self.names[seat]
        kind = self.task()
        a = state.attempt
        if a is not None:
            return f"{name}: {self.attempt_title()} — roll {a.rolls_used} of {a.rolls_allowed}"
        if kind == "travel":
            return f"{name}: choose a feat, and who to ask for help"
        if kind == "ask":
            feat = C.FEATS[state.feat_slots[state.slot]].name
            return f"{name}: {self.names[state.current]} asks for your help with {feat}. Come?"
        if kind == "equip":
            return f"{name}: choose your equipment"
        if kind == "limit":
            return f"{name}: put back one equipment card"
        return f"{name}, your move"

    def hint(self, seat: int) -> str:
        kind = self.task()
        if kind == "roll":
            return DUEL_HINT if self.state.attempt.kind == DUEL else ROLL_HINT
        return HINTS.get(kind, "Become the next Zorro: win the Final Fight against the Villain.")

    def attempt_title(self) -> str:
        a = self.state.attempt
        if a is None:
            return ""
        if a.kind == FEAT:
            title = C.FEATS[a.target].name
            if a.helper_turn:
                return f"{title} (4th roll, helping {self.names[a.attempter]})"
            return title
        if a.kind == DUEL:
            return f"Duel, round {self.state.duel_round}"
        return f"{'Scoundrel' if a.kind == SCOUNDREL_FIGHT else 'Villain'}: {foe(a).name}"

    def tray_lines(self) -> list[tuple[str, int, int]]:
        """(symbol, needed, showing) for the attempt's requirement, for the tray's checklist."""
        state, a = self.state, self.state.attempt
        if a is None or a.kind == DUEL:
            return []
        need: dict[str, int] = {}
        for s in requirement(a):
            need[s] = need.get(s, 0) + 1
        missing = missing_symbols(state, a)
        return [(s, n, n - missing.get(s, 0)) for s, n in need.items()]

    def swords_showing(self) -> int:
        a = self.state.attempt
        return swords(self.state, a) if a is not None and a.kind == DUEL else 0

    # -- buttons -------------------------------------------------------------------------------
    def label(self, action, seat: int) -> str:
        state, names = self.state, self.names
        a = state.attempt
        t = type(action)
        if t is Travel:
            return "Go alone" if action.helper is None else f"Ask {names[action.helper]} to help"
        if t is Answer:
            return "Come and help" if action.accept else "Decline"
        if t is TakeEquipment:
            if action.source == DECK:
                return "Draw from the Common deck"
            return f"Take the {C.EQUIPMENT[state.slot_equipment[state.slot]].name}"
        if t is Discard:
            return f"Put back the {C.EQUIPMENT[action.card].name}"
        if t is Stop:
            if a is not None and a.kind == DUEL:
                return "Show my swords"
            return "Stop rolling"
        if t is GearReroll:
            face = a.faces[action.die]
            return f"{C.EQUIPMENT[a.gear[face]].name}: reroll a {symbol(face)}"
        if t is UseWhip:
            return f"Whip: {symbol(a.faces[action.die])} to {symbol(action.face)}"
        if t is UseCape:
            return f"Cape: roll {len(action.dice)} again"
        if t is UseGloves:
            return f"Gloves: roll {len(action.dice)} Hero again"
        if t is Reroll:
            n = len(action.dice)
            return f"Roll {n} {'die' if n == 1 else 'dice'}" if n else "Roll"
        return str(action)


__all__ = ["Controller", "FEAT", "VILLAIN_FIGHT"]
