"""The Most Wanted table's words: prompts, "what can I do now" help and button labels.

Reads the rules' state and legal actions; decides nothing. Hands, face-down plays and the
secret decisions (join, challenge, showdown and tie-break hands) are private, so a hot-seat
table hands the screen over behind a curtain before each person decides.
"""
from __future__ import annotations

from collections import Counter

from game.controllers.base import TableController
from game.i18n import C_, N_, _, format_number, ngettext, pgettext
from game.rules.most_wanted import content as C
from game.rules.most_wanted.actions import (Challenge, Choose, Declare, Discard, DuelWith, Join, Keep, Labor,
                                            LetItPass, Play, ShootoutWith, StayOut, Work)
from game.rules.most_wanted.engine import robbery_points
from game.rules.most_wanted.state import (CHALLENGE, CHANGE, CHOOSE, DECLARE, DISCARD, JOIN, LABOR, PICK, ROB,
                                          SHOWDOWN, TIEBREAK, WORK)

CARD_PHASES = (ROB, JOIN, CHANGE, DISCARD, LABOR, WORK, SHOWDOWN, TIEBREAK)
"""Decisions made by choosing cards from the hand (then a button confirms)."""
CardMove = Join | Play | Discard | Labor | Work
CARD_MOVES: dict[str, type[CardMove]] = {JOIN: Join, CHANGE: Play, DISCARD: Discard, LABOR: Labor, WORK: Work}
"""The move cards chosen from the hand make in each card phase (a hand laid, `Play`, in the others)."""

HINTS = {
    # message ids, shown through _()
    CHOOSE: N_("Robberies: lay a hand face down; others may join with as many cards; the best hand scores the "
               "card's points and every loser pays bail. Church/Saloon: swap cards. Labor: earn bags. "
               "Duel/Shootout: call rivals to a showdown. Reach space 13 to be Most Wanted."),
    ROB: N_("Choose the cards for your robbery hand. Pairs, three and four of a kind, two pair and full houses "
            "count; no straights or flushes. All 6s beat all Aces (the Double Crosser) in a full hand."),
    JOIN: N_("Join with as many face-down cards as the robbery asks, or stay out. Losers pay bail for their space "
             "on the scoreboard (and move back one space for each bag they cannot pay)."),
    CHANGE: N_("Everyone has decided. You may change the cards you laid before all hands flip."),
    DISCARD: N_("Discard any cards (none is fine), then draw back up."),
    LABOR: N_("Play cards of one colour face up: 2 bags from the supply for each."),
    WORK: N_("Lay cards face down: 2 bags go on each. Then declare their colour — a bluff is allowed."),
    DECLARE: N_("Declare one colour for all the cards you laid. Challengers who are wrong lose their next turn."),
    CHALLENGE: N_("Call the bluff? If the cards are all the declared colour, challengers lose their next turn; if not, "
                  "the bags are split between the worker and the challengers."),
    PICK: N_("Choose whom to call, and how many cards each hand has."),
    SHOWDOWN: N_("Lay your hand face down; all hands flip together. The best hand wins."),
    TIEBREAK: N_("A tie: lay one card face down. The highest wins; a tie plays again."),
}


SHAPES = C.COLOUR_SHAPES
"""The shape each colour carries (content.COLOUR_MARKS), in words: the table's fonts lack the glyphs."""


def cards(n: int) -> str:
    """"1 card", "3 cards" in the current language."""
    return ngettext("{n} card", "{n} cards", n).format(n=format_number(n))


SHORT_NAMES = {"pony": C_("robbery", "Pony Express"), "stagecoach": C_("robbery", "Stagecoach"),
               "train": C_("robbery", "Train")}
"""A robbery's name without the word "Robbery", where buttons and prompts are short."""


def short_name(action: str) -> str:
    return pgettext("robbery", SHORT_NAMES[action]) if action in SHORT_NAMES else C.action_name(action)


def shape_name(colour: str) -> str:
    """The shape a colour carries, in words ("diamond")."""
    return pgettext("shape", {"diamond": C_("shape", "diamond"), "circle": C_("shape", "circle"),
                              "triangle": C_("shape", "triangle"), "square": C_("shape", "square")}[SHAPES[colour]])


class Controller(TableController):
    score_label = N_("Space")
    progress_counter = ("turn", "turns")

    def format_score(self, score: float) -> str:
        return _("Wanted!") if score >= C.MOST_WANTED else format_number(int(score))

    def statistics(self) -> list[tuple[str, list[str]]]:
        state = self.state
        return [(_("Bags"), [format_number(b) for b in state.bags]),
                (_("Cards"), [format_number(len(h)) for h in state.hands])]

    # -- the banner ----------------------------------------------------------------------------
    def prompt(self, seat: int) -> str:
        state, name = self.state, self.names[seat]
        phase = state.phase
        key = state.action or ""
        values = dict(name=name, action=C.action_name(key) if key else "", robbery=short_name(key) if key else "",
                      cards=cards(state.size), other=self.names[state.active] if state.active is not None else "")
        texts = {
            CHOOSE: _("{name}: choose an action card"),
            ROB: _("{name}: lay {cards} face down for the {action}"),
            JOIN: _("{name}: {other} robs the {robbery}: join with {cards}, or stay out?"),
            CHANGE: _("{name}: keep your robbery hand, or change it before the flip"),
            DISCARD: _("{name}: {action}: discard any cards, then draw up"),
            LABOR: _("{name}: Honest Labor: play cards of one colour face up"),
            WORK: _("{name}: Dishonest Labor: lay cards face down"),
            DECLARE: _("{name}: Dishonest Labor: declare their colour"),
            PICK: _("{name}: {action}: whom do you call?"),
            SHOWDOWN: _("{name}: lay {cards} face down for the showdown"),
            TIEBREAK: _("{name}: a tie: lay one card face down"),
        }
        if phase == CHALLENGE:
            laid = len(state.plays.get(state.active, []))
            return _("{name}: {other} declares {cards} {colour}. Challenge?").format(
                name=name, other=self.names[state.active], cards=cards(laid), colour=C.colour_name(state.colour))
        return texts[phase].format(**values) if phase in texts else _("{name}: your move").format(name=name)

    def hint(self, seat: int) -> str:
        phase = self.state.phase
        return _(HINTS[phase]) if phase in HINTS else _("Reach space 13 on the scoreboard to become Most Wanted.")

    def card_phase(self) -> bool:
        """Whether the decision now is about cards (public: the phase, from the view)."""
        return self.view().phase in CARD_PHASES

    def action_points(self, key: str) -> int:
        """The points the robbery `key` is worth now (public: read from the view)."""
        return robbery_points(self.view(), key)

    def card_move(self, seat: int, chosen: tuple[str, ...]) -> tuple[str, object | None, str]:
        """The move the cards `chosen` from `seat`'s hand make now: its words ("Join with 3
        cards"), the legal action they make (None while they make none) and what they must be
        (the phase and the hand size are public: read from the view)."""
        view = self.view()
        phase = view.phase
        picked = CARD_MOVES.get(phase, Play)(tuple(chosen))
        want = Counter(chosen)
        action = next((a for a in self.legal_actions(seat) if isinstance(a, type(picked)) and Counter(a.cards) == want),
                      None)
        return self.label(picked, seat), action, self._needed(phase, view.size)

    @staticmethod
    def _needed(phase: str, size: int) -> str:
        """What the chosen cards must be for the move of `phase` (hands of `size`) to be made."""
        if phase == JOIN:
            return ngettext("Choose exactly {n} card to join.", "Choose exactly {n} cards to join.", size).format(
                n=format_number(size))
        if phase == CHANGE:
            return ngettext("Choose {n} card different from the ones laid.",
                            "Choose {n} cards different from the ones laid.", size).format(n=format_number(size))
        if phase in (LABOR, WORK):
            return _("Choose cards of one colour.") if phase == LABOR else _("Choose at least one card.")
        want = 1 if phase == TIEBREAK else size
        return ngettext("Choose exactly {n} card.", "Choose exactly {n} cards.", want).format(n=format_number(want))

    def rivals(self, seat: int) -> tuple[bool, list[int]]:
        """Whether `seat` calls out one rival (a Duel) or any (a Shootout), and whom it may call."""
        legal = self.legal_actions(seat)
        able = {a.opponent for a in legal if isinstance(a, DuelWith)}
        return bool(able), sorted(able | {t for a in legal if isinstance(a, ShootoutWith) for t in a.targets})

    def calls(self, seat: int, targets: set[int]) -> list:
        """The legal calls of the rivals `targets` (a Duel's, of its one rival): one per hand size."""
        return [a for a in self.legal_actions(seat)
                if (a.opponent in targets if isinstance(a, DuelWith) else set(a.targets) == targets)]

    def notice(self, event) -> str:
        """What the table says as `event` happens ("Ana calls out Bill!"), or nothing."""
        kind, names = type(event).__name__, self.names
        if kind == "LaborDeclared":
            return _("{name} swears the cards are all {colour}").format(name=names[event.seat],
                                                                        colour=C.colour_name(event.colour))
        if kind == "Challenged":
            who = ", ".join(names[s] for s in event.targets)
            return _("{name} calls out {names}!").format(name=names[event.seat], names=who)
        if kind == "RobberyFlipped":
            return _("The {action} flips: now worth {n}!").format(action=C.action_name(event.robbery),
                                                                  n=format_number(event.points))
        if kind == "TurnLost":
            return _("{name} loses this turn").format(name=names[event.seat])
        if kind == "LaborRevealed":
            return _("Honest work!") if event.honest else _("A bluff!")
        return {"TieBreak": _("A tie! One more card each, face down"),
                "DeckReshuffled": _("The discard pile becomes the new deck")}.get(kind, "")

    # -- buttons -------------------------------------------------------------------------------
    def label(self, action, seat: int) -> str:
        state = self.state
        t = type(action)
        if t is Choose:
            if action.action in C.ROBBERY:
                points = self.action_points(action.action)
                # Translators: a robbery card's button: its short name and points ("Pony Express (2 pts)")
                return ngettext("{robbery} ({n} pt)", "{robbery} ({n} pts)", points).format(
                    robbery=short_name(action.action), n=format_number(points))
            return C.action_name(action.action)
        n = len(getattr(action, "cards", ()))
        if t is Keep:
            return _("Keep my cards")
        if t is StayOut:
            return _("Stay out")
        if t is Join:
            return _("Join with {cards}").format(cards=cards(n))
        if t is Play:
            if state.phase == CHANGE:
                return _("Lay these instead")
            return _("Lay {cards}").format(cards=cards(n))
        if t is Discard:
            return _("Discard {cards}").format(cards=cards(n)) if action.cards else _("Discard nothing")
        if t is Labor:
            return _("Work {cards} (+{bags} bags)").format(cards=cards(n),
                                                           bags=format_number(n * C.LABOR_BAGS_PER_CARD))
        if t is Work:
            return _("Lay {cards} face down").format(cards=cards(n))
        if t is Declare:
            colour = C.colour_name(action.colour)
            # Translators: a colour and its shape on the cards ("Blue (diamond)")
            return _("{colour} ({shape})").format(colour=colour[:1].upper() + colour[1:], shape=shape_name(action.colour))
        if t is Challenge:
            return _("Challenge!")
        if t is LetItPass:
            return _("Let it pass")
        if t is DuelWith:
            return _("Duel {name} with {cards}").format(name=self.names[action.opponent], cards=cards(action.size))
        if t is ShootoutWith:
            who = ", ".join(self.names[s] for s in action.targets)
            return _("Shoot it out with {names} ({cards})").format(names=who, cards=cards(action.size))
        return str(action)


def declared_words(colour: str | None) -> str:
    """The colour a Dishonest Labor declared, with its shape ("Declared: blue (diamond)"), or nothing."""
    if not colour:
        return ""
    return _("Declared: {colour} ({shape})").format(colour=C.colour_name(colour), shape=shape_name(colour))


def decision_words(decision, phase: str) -> str:
    """A secret decision not revealed yet, in a few words: joining a robbery (the cards laid are
    the last of the hand shown), a hand laid in a showdown, calling out a bluff or not."""
    if decision is None:
        return ""
    if decision is True:
        return _("calls out the bluff")
    if decision is False:
        return _("lets it pass")
    if not decision:
        return _("stays out")
    n = format_number(len(decision))
    # Translators: a secret decision, shown under the hand: the cards laid are the last ones of it
    return _("joins with the last {n}").format(n=n) if phase == JOIN else _("lays the last {n}").format(n=n)


__all__ = ["Controller", "CARD_PHASES", "SHAPES", "cards", "decision_words", "declared_words", "shape_name", "short_name"]
