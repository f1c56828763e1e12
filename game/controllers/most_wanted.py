"""The Most Wanted table's words: prompts, "what can I do now" help and button labels.

Reads the rules' state and legal actions; decides nothing. Hands, face-down plays and the
secret decisions (join, challenge, showdown and tie-break hands) are private, so a hot-seat
table hands the screen over behind a curtain before each person decides.
"""
from __future__ import annotations

from game.controllers.base import TableController
from game.rules.most_wanted import content as C
from game.rules.most_wanted.actions import (Challenge, Choose, Declare, Discard, DuelWith, Join, Keep, Labor,
                                            LetItPass, Play, ShootoutWith, StayOut, Work)
from game.rules.most_wanted.engine import robbery_points
from game.rules.most_wanted.state import (CHALLENGE, CHANGE, CHOOSE, DECLARE, DISCARD, JOIN, LABOR, PICK, ROB,
                                          SHOWDOWN, TIEBREAK, WORK)

CARD_PHASES = (ROB, JOIN, CHANGE, DISCARD, LABOR, WORK, SHOWDOWN, TIEBREAK)
"""Decisions made by choosing cards from the hand (then a button confirms)."""

HINTS = {
    CHOOSE: ("Robberies: lay a hand face down; others may join with as many cards; the best hand scores the "
             "card's points and every loser pays bail. Church/Saloon: swap cards. Labor: earn bags. "
             "Duel/Shootout: call rivals to a showdown. Reach space 13 to be Most Wanted."),
    ROB: "Choose the cards for your robbery hand. Pairs, three and four of a kind, two pair and full houses "
         "count; no straights or flushes. All 6s beat all Aces (the Double Crosser) in a full hand.",
    JOIN: ("Join with as many face-down cards as the robbery asks, or stay out. Losers pay bail for their space "
           "on the scoreboard (and move back one space for each bag they cannot pay)."),
    CHANGE: "Everyone has decided. You may change the cards you laid before all hands flip.",
    DISCARD: "Discard any cards (none is fine), then draw back up.",
    LABOR: "Play cards of one colour face up: 2 bags from the supply for each.",
    WORK: "Lay cards face down: 2 bags go on each. Then declare their colour — a bluff is allowed.",
    DECLARE: "Declare one colour for all the cards you laid. Challengers who are wrong lose their next turn.",
    CHALLENGE: ("Call the bluff? If the cards are all the declared colour, challengers lose their next turn; if not, "
                "the bags are split between the worker and the challengers."),
    PICK: "Choose whom to call, and how many cards each hand has.",
    SHOWDOWN: "Lay your hand face down; all hands flip together. The best hand wins.",
    TIEBREAK: "A tie: lay one card face down. The highest wins; a tie plays again.",
}


SHAPES = C.COLOUR_SHAPES
"""The shape each colour carries (content.COLOUR_MARKS), in words: the table's fonts lack the glyphs."""


def plural(n: int, word: str) -> str:
    return f"{n} {word}{'s' if n != 1 else ''}"


class Controller(TableController):
    score_label = "Space"
    progress_counter = ("turn", "turns")

    def format_score(self, score: float) -> str:
        return "Wanted!" if score >= C.MOST_WANTED else f"{int(score)}"

    def statistics(self) -> list[tuple[str, list[str]]]:
        state = self.state
        return [("Bags", [str(b) for b in state.bags]), ("Cards", [str(len(h)) for h in state.hands])]

    # -- the banner ----------------------------------------------------------------------------
    def prompt(self, seat: int) -> str:
        state, name = self.state, self.names[seat]
        phase = state.phase
        action = C.ACTION_NAMES.get(state.action or "", "")
        texts = {
            CHOOSE: "choose an action card",
            ROB: f"lay {plural(state.size, 'card')} face down for the {action}",
            JOIN: f"{self.names[state.active]} robs the {action.replace(' Robbery', '')}: join with "
                  f"{plural(state.size, 'card')}, or stay out?",
            CHANGE: "keep your robbery hand, or change it before the flip",
            DISCARD: f"{action}: discard any cards, then draw up",
            LABOR: "Honest Labor: play cards of one colour face up",
            WORK: "Dishonest Labor: lay cards face down",
            DECLARE: "Dishonest Labor: declare their colour",
            CHALLENGE: f"{self.names[state.active]} declares {plural(len(state.plays.get(state.active, [])), 'card')} "
                       f"{state.colour}. Challenge?",
            PICK: f"{action}: whom do you call?",
            SHOWDOWN: f"lay {plural(state.size, 'card')} face down for the showdown",
            TIEBREAK: "a tie: lay one card face down",
        }
        return f"{name}: {texts.get(phase, 'your move')}"

    def hint(self, seat: int) -> str:
        return HINTS.get(self.state.phase, "Reach space 13 on the scoreboard to become Most Wanted.")

    def card_phase(self) -> bool:
        return self.state.phase in CARD_PHASES

    def action_points(self, key: str) -> int:
        return robbery_points(self.state, key)

    # -- buttons -------------------------------------------------------------------------------
    def label(self, action, seat: int) -> str:
        state = self.state
        t = type(action)
        if t is Choose:
            name = C.ACTION_NAMES[action.action]
            if action.action in C.ROBBERY:
                return f"{name.replace(' Robbery', '')} ({self.action_points(action.action)} pts)"
            return name
        if t is Keep:
            return "Keep my cards"
        if t is StayOut:
            return "Stay out"
        if t is Join:
            return f"Join with {plural(len(action.cards), 'card')}"
        if t is Play:
            if state.phase == CHANGE:
                return "Lay these instead"
            return f"Lay {plural(len(action.cards), 'card')}"
        if t is Discard:
            return f"Discard {plural(len(action.cards), 'card')}" if action.cards else "Discard nothing"
        if t is Labor:
            return f"Work {plural(len(action.cards), 'card')} (+{len(action.cards) * C.LABOR_BAGS_PER_CARD} bags)"
        if t is Work:
            return f"Lay {plural(len(action.cards), 'card')} face down"
        if t is Declare:
            return f"{action.colour.capitalize()} ({SHAPES[action.colour]})"
        if t is Challenge:
            return "Challenge!"
        if t is LetItPass:
            return "Let it pass"
        if t is DuelWith:
            return f"Duel {self.names[action.opponent]} with {plural(action.size, 'card')}"
        if t is ShootoutWith:
            who = ", ".join(self.names[s] for s in action.targets)
            return f"Shoot it out with {who} ({plural(action.size, 'card')})"
        return str(action)


__all__ = ["Controller", "CARD_PHASES", "SHAPES"]
