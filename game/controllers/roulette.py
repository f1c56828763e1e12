"""The Bulletbucks table's words: prompts, help and button labels. Decides nothing."""
from __future__ import annotations

from game.controllers.base import TableController
from game.rules.roulette.content import value
from game.rules.roulette.engine import BID, CHOOSE, CONVERT, Bid, Choose, Convert, score


class Controller(TableController):
    score_label = "Score"
    progress_counter = ("round", "rounds")

    def format_score(self, points: float) -> str:
        return f"{int(points):,}"

    def statistics(self) -> list[tuple[str, list[str]]]:
        state = self.state
        return [("Markers", [str(len(s)) for s in state.stacks]),
                ("Fate", [{"alive": "alive", "dead": "bang", "left": "left"}[s] for s in state.status])]

    def prompt(self, seat: int) -> str:
        state, name = self.state, self.names[seat]
        if state.phase == CONVERT:
            return f"{name}: no bid-bills left — turn a click stack back into bills"
        if state.phase == CHOOSE:
            pot = sum(value(b) for b in state.bids)
            return f"{name}: you hold the high bid — who plays for {pot:,}?"
        if any(state.bids[s] != (0, 0) for s in state.bidders):
            return f"{name}: tied for the high bid — raise in secret"
        return f"{name}: bid in secret (at least one bill)"

    def hint(self, seat: int) -> str:
        state = self.state
        if state.phase == CHOOSE:
            return ("Click: the player you send takes the whole bid as a click stack and a marker. Bang: they are "
                    "out, and the bid is lost. Score = sum of your stacks x your markers; the dead keep theirs.")
        if state.phase == CONVERT:
            return "The stack's marker goes back to the centre; its bills become bid-bills again."
        return ("Add bills with + and -, then place the bid. The highest bid chooses who spins the cylinder; "
                "bid-bills are worth nothing at the end.")

    def label(self, action, seat: int) -> str:
        state = self.state
        if isinstance(action, Bid):
            return f"Bid {value((action.thousands, action.two_thousands)):,}"
        if isinstance(action, Convert):
            return f"Convert the {value(state.stacks[seat][action.stack]):,} stack"
        if isinstance(action, Choose):
            if action.seat == seat:
                return "Take the revolver yourself"
            return f"Send {self.names[action.seat]} (score {score(state, action.seat):,})"
        return str(action)


__all__ = ["Controller", "BID"]
