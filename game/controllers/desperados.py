"""The Desperados table's words: turn prompts, "what can I do now" help and button labels.

Everything here reads the rules' state and legal actions; nothing decides a rule.
"""
from __future__ import annotations

from game.controllers.base import TableController
from game.rules.common.contract import IllegalAction
from game.rules.desperados import brains, content as C, desperado_actions, rolls
from game.rules.desperados.actions import (ACTION_CARD, Act, DrawCards, EndTurn, Keep, Pass, PlayLuckyHorseshoe,
                                           PlayTakeCover, PlayWhistle, Reroll, TakeActions)
from game.rules.desperados.state import ACTIONS, ROLLING, opponents

DRAW_LABEL = {"trio": "Trio: draw 3, keep 1", "set_of_four": "Set of Four: draw 4, keep 2",
              "four": "Set of Four: draw 4, keep 2", "misery": "Misery: draw 1"}


def card_of(action) -> str | None:
    """The Wild West card an action plays, if it plays one."""
    return ACTION_CARD.get(type(action))


class Controller(TableController):
    score_label = "Money"
    progress_counter = ("turn", "turns")

    def format_score(self, score: float) -> str:
        return "out" if score < 0 else f"${int(score)}"

    def statistics(self) -> list[tuple[str, list[str]]]:
        state = self.state
        return [("Freed", [f"{row.count(0)}/5" for row in state.jail]),
                ("Cards", [str(len(h)) for h in state.hands])]

    def window_seats(self) -> list[int]:
        """Everyone a declared action's window may ask (every living opponent for the Whistle,
        then the victims for Take Cover): public facts, whatever the hands hold."""
        window = self.state.window
        if window is None:
            return []
        seats: list[int] = []
        for _card, seat in window.slots:
            if seat not in seats and self.state.alive[seat]:
                seats.append(seat)
        return seats

    # -- the banner ------------------------------------------------------------------------------
    def prompt(self, seat: int) -> str:
        state, name = self.state, self.names[seat]
        if state.window is not None:
            what = f"{self.names[state.window.seat]} gives an action to the {C.MEMBERS[state.window.member].name}"
            return f"{name}: {what}. React?"
        if state.drawing is not None:
            return f"{name}: keep {state.drawing.keep} of the cards you drew"
        if state.phase == ROLLING:
            if self._may_roll_again(seat):
                return (f"{name}: keep dice and roll again, or use this roll "
                        f"(roll {state.rolls_used} of {state.rolls_allowed})")
            return f"{name}: {self._rolling_over()} — {self._use_this_roll(seat)}"
        if state.phase == ACTIONS and state.actions_left:
            n = state.actions_left
            return f"{name}: give out {n} action{'s' if n != 1 else ''}"
        return f"{name}: play a card or end your turn"

    def hint(self, seat: int) -> str:
        state = self.state
        if state.window is not None:
            return ("Sheriff's Whistle cancels the declared action; Take Cover saves you from one attack. "
                    "Nobody else sees that you were asked.")
        if state.drawing is not None:
            return "Click the cards you want to keep; the rest go to the discard pile."
        if state.phase == ROLLING:
            if self._may_roll_again(seat):
                return ("Click dice to keep them, then roll the rest. Action faces give actions to the desperados "
                        "rolled; three or four alike, or no Action face at all, let you draw Wild West cards.")
            return ("Action faces give actions to the desperados rolled; three or four alike, or no Action face "
                    "at all, let you draw Wild West cards."
                    + ("" if state.rolling_over else " A Lucky Horseshoe card gives one more roll."))
        if state.phase == ACTIONS and state.actions_left:
            return ("An action turns a jailed desperado one notch toward the keys; an escaped one attacks every "
                    "opponent whose same desperado is still jailed; an escaped Brain uses the gang's ability.")
        return "Cards that came to you this turn wait until your next turn."

    def _may_roll_again(self, seat: int) -> bool:
        """A roll is still open to `seat` (public: the rolls used, allowed, and whether a card ended them)."""
        return any(isinstance(a, Reroll) for a in self.legal_actions(seat))

    def _rolling_over(self) -> str:
        state = self.state
        if state.rolling_over:
            return "your rolls are over"
        return f"no rolls left ({state.rolls_used} of {state.rolls_allowed} rolled)"

    def _use_this_roll(self, seat: int) -> str:
        legal = self.legal_actions(seat)
        acting = any(isinstance(a, TakeActions) for a in legal)
        drawing = any(isinstance(a, DrawCards) for a in legal)
        if acting and drawing:
            return "take actions or draw cards"
        if drawing:
            return "draw Wild West cards"
        n = rolls.actions_for(self.state.dice, self.state.bullets)
        return f"take {n} action{'s' if n != 1 else ''}" if acting else "use this roll"

    def roll_status(self) -> str:
        """The tray's line while the dice are being rolled: which roll this is, and whether another may follow."""
        state = self.state
        text = f"Roll {state.rolls_used} of {state.rolls_allowed}"
        if state.rolling_over:
            return text + " · rolls over"
        if state.rolls_used >= state.rolls_allowed:
            return text + " · no rolls left"
        return text

    # -- cards that end the rolling -----------------------------------------------------------------
    def ends_rolls(self, action, seat: int) -> bool:
        """Would playing this card take away a roll `seat` could still make (a reroll, or one more
        roll with a Lucky Horseshoe)? Asked of the rules on a copy of the table, so the answer is
        theirs ("after your last roll" cards end the rolling)."""
        state = self.state
        if state.phase != ROLLING or card_of(action) is None or not self._rolls_open(state, seat):
            return False
        after = self.rules.clone(state)
        try:
            self.rules.apply(after, seat, action)
        except IllegalAction:
            return False
        return not self._rolls_open(after, seat)

    def _rolls_open(self, state, seat: int) -> bool:
        if self.rules.actors(state) != [seat]:
            return False
        return any(isinstance(a, (Reroll, PlayLuckyHorseshoe)) for a in self.rules.legal_actions(state, seat))

    def card_prompt(self, card: str, seat: int) -> tuple[str, str]:
        """The banner while `seat` decides how to play `card` (or whether to): (title, hint)."""
        name, title = self.names[seat], C.CARDS[card].name
        ends = any(self.ends_rolls(a, seat) for a in self.legal_actions(seat) if card_of(a) == card)
        effect = C.CARDS[card].effect
        hint = effect[0].upper() + effect[1:] + "."
        if ends:
            return (f"{name}: {title} ends your rolls — play it now?",
                    hint + " After it you cannot roll again this turn: you use the dice as they lie.")
        return f"{name}: play {title} — choose how", hint

    def cancel_label(self, card: str, seat: int) -> str:
        """The button that puts the card back in the hand unplayed."""
        plays = [a for a in self.legal_actions(seat) if card_of(a) == card]
        return "Keep rolling" if any(self.ends_rolls(a, seat) for a in plays) else "Cancel"

    # -- button labels ---------------------------------------------------------------------------
    def label(self, action, seat: int) -> str:
        state = self.state
        if isinstance(action, Reroll):
            return f"Roll {len(action.dice)} {'die' if len(action.dice) == 1 else 'dice'}"
        if isinstance(action, TakeActions):
            n = rolls.actions_for(state.dice, state.bullets)
            return f"Take {n} action{'s' if n != 1 else ''}"
        if isinstance(action, DrawCards):
            found = rolls.draw_for(state.dice, state.bullets)
            return DRAW_LABEL.get(found[0], "Draw cards") if found else "Draw cards"
        if isinstance(action, Act):
            return self._act_label(action, seat)
        if isinstance(action, Keep):
            return "Keep " + ", ".join(C.CARDS[c].name for c in action.cards)
        if isinstance(action, (PlayWhistle, PlayTakeCover)):
            return f"Play {C.CARDS[card_of(action)].name}"
        if isinstance(action, Pass):
            return "Let it go"
        if isinstance(action, EndTurn):
            return "End turn"
        card = card_of(action)
        if card:
            label = self._card_label(card, action)
            if label == f"Play {C.CARDS[card].name}" and self.ends_rolls(action, seat):
                return label + ": this ends your rolls"  # a card with targets says it in the banner
            return label
        return str(action)

    def _act_label(self, action: Act, seat: int) -> str:
        state = self.state
        member = C.MEMBERS[action.member]
        kind = desperado_actions.kind_of(state, seat, action.member)
        if kind == desperado_actions.NOTCH:
            return f"{member.name}: turn a notch ({state.jail[seat][C.MEMBER_INDEX[action.member]]} to go)"
        if kind == desperado_actions.BRAIN_USE:
            step = brains.brain_step(state, seat, brains.next_level(state))
            if action.target:
                verb = "free" if step.kind == "free" else "a notch for"
                return f"Brain: {verb} the {C.MEMBERS[action.target].name}"
            if action.victim is not None:
                return f"Brain: steal a card from {self.names[action.victim]}"
            if step.kind == "draw_or_steal":  # the steals are buttons of their own
                return f"Brain: draw {step.amount} more cards"
            return f"Brain: {step.text}"
        victims = [self.names[s] for s in desperado_actions.victims_of(state, seat, action.member)]
        hit = f"${member.attack} from {', '.join(victims)}" if victims else "nobody to hit"
        return f"{member.name}: attack ({hit})"

    def _card_label(self, card: str, action) -> str:
        """A card play as a button: the card's name when it has no target, else the target alone
        (the banner names the card being played while its targets are on offer)."""
        die, face = getattr(action, "die", None), getattr(action, "face", None)
        target, member = getattr(action, "seat", None), getattr(action, "member", None)
        if die is not None:
            return f"Die {die + 1} to {C.MEMBERS[face].name}"
        if target is not None and member:
            return f"{self.names[target]}'s {C.MEMBERS[member].name} back a notch"
        if card == "pickpocket":
            return f"${C.PICKPOCKET_AMOUNT} from {self.names[target]}"
        if target is not None:
            return f"A card from {self.names[target]}"
        if member:
            return f"Your {C.MEMBERS[member].name} a notch"
        return f"Play {C.CARDS[card].name}"


__all__ = ["Controller", "card_of", "opponents"]
