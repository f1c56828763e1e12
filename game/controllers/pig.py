"""The Pig table's words: the banner's prompt and help, the buttons' labels, the results' columns.

Reads the rules' state and legal actions; decides nothing. Pig hides nothing (one die, rolled in
the open), so a table several people share needs no curtains.
"""
from __future__ import annotations

from game.controllers.base import TableController
from game.i18n import N_, _, format_number
from game.rules.pig.engine import Hold, Roll


class Controller(TableController):
    score_label = N_("Banked")
    progress_counter = ("turns", "turns")
    has_private_info = False

    def format_score(self, score: float) -> str:
        return format_number(int(score))

    def statistics(self) -> list[tuple[str, list[str]]]:
        # Translators: a results column: the points each player still needed to reach the target
        return [(_("To go"), [format_number(max(0, self.state.target - s)) for s in self.state.scores])]

    def prompt(self, seat: int) -> str:
        name, at_stake = self.names[seat], self.state.turn_total
        if not at_stake:
            return _("{name}: roll the die").format(name=name)
        return _("{name}: {points} at stake — roll again or hold?").format(name=name, points=format_number(at_stake))

    def hint(self, seat: int) -> str:
        return _("Each roll adds its pips to the turn total; a 1 wipes it out and passes the die. Hold to bank "
                 "the turn total. First to {target} wins.").format(target=format_number(self.state.target))

    def label(self, action, seat: int) -> str:
        if isinstance(action, Roll):
            return _("Roll")
        if isinstance(action, Hold):
            return _("Hold: bank {points}").format(points=format_number(self.state.turn_total))
        return str(action)
