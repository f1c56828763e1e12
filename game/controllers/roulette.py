"""The Bulletbucks table's words: prompts, help and button labels. Decides nothing."""
from __future__ import annotations

from game.controllers.base import TableController
from game.i18n import N_, _, format_number, pgettext
from game.rules.roulette.content import value
from game.rules.roulette.engine import BID, CHOOSE, CONVERT, Bid, Choose, Convert, score


class Controller(TableController):
    score_label = N_("Score")
    progress_counter = ("round", "rounds")
    curtain_words = N_("Your secret bid stays hidden until you are in the chair.")

    def format_score(self, points: float) -> str:
        return format_number(int(points))

    def statistics(self) -> list[tuple[str, list[str]]]:
        state = self.state
        # Translators: how a player ended, in the results' Fate column: still alive, shot (bang), or
        # left the table
        fates = {"alive": pgettext("fate", "alive"), "dead": pgettext("fate", "bang"), "left": pgettext("fate", "left")}
        # Translators: results columns: click markers held, and how the player ended (alive, bang, left)
        return [(_("Markers"), [format_number(len(s)) for s in state.stacks]),
                (_("Fate"), [fates[s] for s in state.status])]

    def curtain_reason(self, seat: int) -> str:
        """Gamblers hold bid-bills, not cards, and what the curtain keeps is the bid itself."""
        if self.state.phase == BID:
            return _("Your bid is secret: the others look away until it is placed.")
        return super().curtain_reason(seat)

    def prompt(self, seat: int) -> str:
        state, name = self.state, self.names[seat]
        if state.phase == CONVERT:
            return _("{name}: no bid-bills left — turn a click stack back into bills").format(name=name)
        if state.phase == CHOOSE:
            pot = sum(value(b) for b in state.bids)
            return _("{name}: you hold the high bid — who plays for {pot}?").format(name=name, pot=format_number(pot))
        if any(state.bids[s] != (0, 0) for s in state.bidders):
            return _("{name}: tied for the high bid — raise in secret").format(name=name)
        return _("{name}: bid in secret (at least one bill)").format(name=name)

    def hint(self, seat: int) -> str:
        state = self.state
        if state.phase == CHOOSE:
            return _("Click: the player you send takes the whole bid as a click stack and a marker. Bang: they are "
                     "out, and the bid is lost. Score = sum of your stacks x your markers; the dead keep theirs.")
        if state.phase == CONVERT:
            return _("The stack's marker goes back to the centre; its bills become bid-bills again.")
        return _("Add bills with + and -, then place the bid. The highest bid chooses who spins the cylinder; "
                 "bid-bills are worth nothing at the end.")

    def label(self, action, seat: int) -> str:
        state = self.state
        if isinstance(action, Bid):
            return _("Bid {amount}").format(amount=format_number(value((action.thousands, action.two_thousands))))
        if isinstance(action, Convert):
            return _("Convert the {amount} stack").format(amount=format_number(value(state.stacks[seat][action.stack])))
        if isinstance(action, Choose):
            if action.seat == seat:
                return _("Take the revolver yourself")
            return _("Send {name} (score {score})").format(name=self.names[action.seat],
                                                          score=format_number(score(state, action.seat)))
        return str(action)


__all__ = ["Controller", "BID"]
