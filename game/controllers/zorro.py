"""The Zorro table's words: prompts, "what can I do now" help and button labels.

Reads the rules' state and legal actions; decides nothing. Nothing in Zorro is private (only the
decks' order is unknown, and a drawn card is shown to all), so a hot-seat table needs no curtains.
"""
from __future__ import annotations

from dataclasses import dataclass

from game.controllers.base import TableController
from game.i18n import N_, _, format_number, ngettext, pgettext
from game.rules.zorro import content as C
from game.rules.zorro.actions import (DECK, Answer, Discard, GearReroll, Reroll, Stop, TakeEquipment, Travel,
                                      UseCape, UseGloves, UseWhip)
from game.rules.zorro.attempt import canonical
from game.rules.zorro.requirement import foe, missing_symbols, requirement, swords
from game.rules.zorro.state import DUEL, FEAT, SCOUNDREL_FIGHT, VILLAIN_FIGHT

HINTS = {
    # message ids, shown through _()
    "travel": N_("Pick a face-up feat (click its card), then go alone or ask one player to help: a helper's FREE "
                 "and REROLL equipment count in your attempt, and if you fail they take a 4th roll with their own "
                 "Hero dice. Both of you choose equipment if the feat succeeds."),
    "ask": N_("If you help and the feat succeeds you choose a piece of equipment too. Your equipment counts in the "
              "attempt, and if it fails you roll your own Hero dice once more."),
    "equip": N_("Take the Common Equipment that lay under the feat, or draw from the deck. You may hold 3 cards, "
                "at most 1 of them Rare."),
    "limit": N_("You hold more than the limit (3 cards, 1 Rare): put one back under its deck."),
}
ROLL_HINT = N_("Choose dice to keep, then roll the rest. The attempt succeeds the moment the requirement shows "
               "(equipment's FREE symbols count). REROLL equipment rolls a Zorro die showing its symbol again "
               "without spending a roll.")
DUEL_HINT = N_("Roll for swords (THRUST): FREE THRUST cards and the Rapier add one each. Fewest swords is out.")

NOTICES = {
    "HelpAnswered": lambda e, names: (_("{name} comes to help!") if e.accepted else _("{name} stays home.")).format(
        name=names[e.seat]),
    "HelperRolls": lambda e, names: _("{name} takes the 4th roll with their own Hero dice").format(name=names[e.seat]),
    "RareUsed": lambda e, names: _("{name} uses {card}!").format(name=names[e.seat], card=card_name(e.card)),
    "HeroDieGained": lambda e, names: _("{name} wins a Hero die of the {location}").format(
        name=names[e.seat], location=C.location_name(e.location)),
    "ScoundrelAppears": lambda e, names: _("The Scoundrel {foe} appears: everyone fights, starting after {name}")
    .format(foe=pgettext("card", C.SCOUNDREL[e.location].name), name=names[e.seat]),
    "ScoundrelLeaves": lambda e, names: _("{foe} leaves the {location}").format(
        foe=pgettext("card", C.SCOUNDREL[e.location].name), location=C.location_name(e.location)),
    "VillainAppears": lambda e, names: _("The Villain {foe} appears! The Final Fight begins").format(
        foe=pgettext("card", C.VILLAIN[e.location].name)),
    "FinalFightOver": lambda e, names: _("No single victor: a duel on swords decides") if len(e.winners) != 1 else "",
    "DuelRound": lambda e, names: _("Duel, round {round}: most swords (THRUST) wins").format(
        round=format_number(e.round)),
    "PlayerEliminated": lambda e, names: _("{name} is out of the duel").format(name=names[e.seat]),
}
"""What the table says under it as an event is shown, by the event's name: (event, seat names) -> words."""



@dataclass(frozen=True)
class Choice:
    """One of a roll's choices: its words and either the move it makes (`action`) or the menu it
    opens (`menu`: a REROLL card's pick of a die, the Whip's two steps; "" goes back)."""

    words: str
    action: object = None
    menu: str | None = None
    refusal: str = ""
    """Why it cannot be taken now ("": it can)."""

def symbol(name: str) -> str:
    """A dice symbol in capitals ("CHARM") in the current language."""
    return C.symbol_name(name)


def card_name(key: str) -> str:
    """An equipment card's name in the current language."""
    return pgettext("card", C.EQUIPMENT[key].name)


class Controller(TableController):
    score_label = N_("Progress")
    progress_counter = ("turn", "turns")
    has_private_info = False

    def format_score(self, score: float) -> str:
        if self.is_over():
            return _("Zorro!") if score >= 1 else "—"
        return format_number(int(score))

    def statistics(self) -> list[tuple[str, list[str]]]:
        state = self.state
        return [(_("Feats"), [format_number(len(f)) for f in state.feats]),
                (_("Hero dice"), [format_number(len(h)) for h in state.hero_dice]),
                (_("Equipment"), [format_number(len(e)) for e in state.equipment])]

    # -- the banner ----------------------------------------------------------------------------
    def task(self) -> str:
        """What the decision now is about ("roll", "travel", "ask", "equip", "limit"), from the view."""
        state = self.view()
        if state.attempt is not None:
            return "roll"
        return state.tasks[0][0] if state.tasks else ""

    def prompt(self, seat: int) -> str:
        state, name = self.state, self.names[seat]
        kind = self.task()
        a = state.attempt
        if a is not None:
            # Translators: {attempt} is the feat or fight ("Ring the Mission Bell", "Duel, round 2")
            return _("{name}: {attempt} — roll {used} of {allowed}").format(
                name=name, attempt=self.attempt_title(), used=format_number(a.rolls_used),
                allowed=format_number(a.rolls_allowed))
        if kind == "travel":
            return _("{name}: choose a feat, and who to ask for help").format(name=name)
        if kind == "ask":
            feat = pgettext("card", C.FEATS[state.feat_slots[state.slot]].name)
            return _("{name}: {other} asks for your help with {feat}. Come?").format(
                name=name, other=self.names[state.current], feat=feat)
        if kind == "equip":
            return _("{name}: choose your equipment").format(name=name)
        if kind == "limit":
            return _("{name}: put back one equipment card").format(name=name)
        return _("{name}, your move").format(name=name)

    def hint(self, seat: int) -> str:
        kind = self.task()
        if kind == "roll":
            return _(DUEL_HINT) if self.state.attempt.kind == DUEL else _(ROLL_HINT)
        return _(HINTS[kind]) if kind in HINTS else _("Become the next Zorro: win the Final Fight against the Villain.")

    def notice(self, event) -> str:
        """What the table says of `event` as it shows it ("Ana comes to help!"), or "" for nothing."""
        words = NOTICES.get(type(event).__name__)
        return words(event, self.names) if words is not None else ""

    def fight_words(self, event) -> str:
        """How a fight against a Scoundrel or the Villain ended ("Ana defeats Sergeant Gonzales"),
        said once its verdict is stamped; "" for a feat or a duel."""
        if event.kind in (FEAT, DUEL):
            return ""
        foe = pgettext("card", (C.SCOUNDREL if event.kind == SCOUNDREL_FIGHT else C.VILLAIN)[event.target].name)
        words = _("{name} defeats {foe}") if event.success else _("{name} is beaten by {foe}")
        return words.format(name=self.names[event.seat], foe=foe)

    def attempt_title(self, view=None) -> str:
        """The attempt's name, in `view` (what the table draws: the state from before a roll still
        in the air) or the view now."""
        view = self.view() if view is None else view
        a = view.attempt
        if a is None:
            return ""
        if a.kind == FEAT:
            title = pgettext("card", C.FEATS[a.target].name)
            if a.helper_turn:
                return _("{feat} (4th roll, helping {name})").format(feat=title, name=self.names[a.attempter])
            return title
        if a.kind == DUEL:
            return _("Duel, round {round}").format(round=format_number(view.duel_round))
        fought = foe(a)
        assert fought is not None, "a fight other than a duel is against a Scoundrel or the Villain"
        if a.kind == SCOUNDREL_FIGHT:
            # Translators: a Scoundrel (Crapule) fought now
            return _("Scoundrel: {foe}").format(foe=pgettext("card", fought.name))
        # Translators: the Villain (Malfaiteur) fought now
        return _("Villain: {foe}").format(foe=pgettext("card", fought.name))

    def tray_lines(self, view=None) -> list[tuple[str, int, int]]:
        """(symbol, needed, showing) for the attempt's requirement, for the tray's checklist, in
        `view` (the table's, which ticks a symbol only once its die has landed) or the view now."""
        state = self.view() if view is None else view
        a = state.attempt
        if a is None or a.kind == DUEL:
            return []
        need: dict[str, int] = {}
        for s in requirement(a):
            need[s] = need.get(s, 0) + 1
        missing = missing_symbols(state, a)
        return [(s, n, n - missing.get(s, 0)) for s, n in need.items()]

    def swords_showing(self, view=None) -> int:
        state = self.view() if view is None else view
        a = state.attempt
        return swords(state, a) if a is not None and a.kind == DUEL else 0

    # -- a roll's choices ------------------------------------------------------------------------
    def roll_choices(self, seat: int, kept, menu: str | None = None) -> list[Choice]:
        """`seat`'s choices in a roll, keeping the dice `kept` from the next one, in the menu
        `menu` (None: the roll's own): roll the rest, the Cape's and the Gloves' rolls (the dice the
        rules roll for them), each REROLL card, the Whip, stop. A REROLL card whose symbol shows on
        one loose die rolls it; on several (or only on kept ones) it opens `reroll:<symbol>`, where
        the person clicks the die (`reroll_dice`). The Whip opens `whip` (which die to turn), then
        `whip:<die>` (to what). Read from the view: nothing of a roll is hidden."""
        legal, a = self.legal_actions(seat), self.view().attempt
        back = Choice(_("Back"), menu="")
        whips = [x for x in legal if isinstance(x, UseWhip)]
        if menu == "whip":
            return [Choice(_("Change a {symbol}").format(symbol=symbol(a.faces[die])), menu=f"whip:{die}")
                    for die in sorted({x.die for x in whips})] + [back]
        if menu:
            turned = int(menu.split(":")[1]) if menu.startswith("whip:") else None
            return [Choice(_("to {symbol}").format(symbol=symbol(x.face)), x)
                    for x in whips if x.die == turned] + [back]
        loose = tuple(i for i, f in enumerate(a.faces) if f is not None and not a.aside[i] and i not in kept)
        rolls = ((Reroll(canonical(a, loose)), "", _("Leave at least one die unkept to roll it.")),
                 (UseCape(canonical(a, loose)), _("Zorro's Cape: roll {n} again"), _("Keep all but one or two dice.")),
                 (UseGloves(canonical(a, tuple(i for i in loose if a.specs[i] != C.ZORRO))),
                  _("Fox Gloves: roll {n} Hero again"), _("Leave at least one Hero die unkept.")))
        choices = [Choice(words.format(n=format_number(len(roll.dice))) if words else self.label(roll, seat), roll,
                          refusal="" if roll in legal else refusal)
                   for roll, words, refusal in rolls if any(type(x) is type(roll) for x in legal)]
        rerolls = [x for x in legal if isinstance(x, GearReroll)]
        for face in dict.fromkeys(a.faces[x.die] for x in rerolls):
            dice = [x for x in rerolls if a.faces[x.die] == face]
            free = [x for x in dice if x.die not in kept]
            choices.append(Choice(self.label(dice[0], seat), free[0]) if len(free) == 1
                           else Choice(self.label(dice[0], seat), menu=f"reroll:{face}"))
        if whips:
            choices.append(Choice(_("Zorro's Whip…"), menu="whip"))
        stop = next(x for x in legal if isinstance(x, Stop))
        return choices + [Choice(self.label(stop, seat), stop)]

    def pick_words(self, face: str) -> tuple[str, str]:
        """The banner's words while a person picks the die their REROLL card for `face` rolls."""
        card, name = card_name(self.view().attempt.gear[face]), symbol(face)
        return (_("Choose the {symbol} die to roll again").format(symbol=name),
                _("{card} rolls any of your Zorro dice showing {symbol}, as often as you like, "
                  "without spending a roll.").format(card=card, symbol=name))

    def reroll_dice(self, seat: int, face: str) -> set[int]:
        """The dice `seat`'s REROLL card for `face` may roll now."""
        faces = self.view().attempt.faces
        return {x.die for x in self.legal_actions(seat) if isinstance(x, GearReroll) and faces[x.die] == face}

    # -- buttons -------------------------------------------------------------------------------
    def move_words(self, action, seat: int) -> str:
        """A roll named with the dice it keeps: "Roll 2 dice" is said of several rolls."""
        a = self.state.attempt
        kept = [] if a is None or type(action) is not Reroll else [
            face for i, face in enumerate(a.faces) if i not in action.dice and face is not None and not a.aside[i]]
        if not kept or not action.dice:
            return self.label(action, seat)
        n = len(action.dice)
        return ngettext("Roll {n} die, keeping {faces}", "Roll {n} dice, keeping {faces}", n).format(
            n=format_number(n), faces=", ".join(symbol(face) for face in kept))

    def label(self, action, seat: int) -> str:
        state, names = self.state, self.names
        a = state.attempt
        t = type(action)
        if t is Travel:
            return _("Go alone") if action.helper is None else _("Ask {name} to help").format(name=names[action.helper])
        if t is Answer:
            return _("Come and help") if action.accept else _("Decline")
        if t is TakeEquipment:
            if action.source == DECK:
                return _("Draw from the Common deck")
            return _("Take the {card}").format(card=card_name(state.slot_equipment[state.slot]))
        if t is Discard:
            return _("Put back the {card}").format(card=card_name(action.card))
        if t is Stop:
            if a is not None and a.kind == DUEL:
                return _("Show my swords")
            return _("Stop rolling")
        if t is GearReroll:
            face = a.faces[action.die]
            return _("{card}: reroll a {symbol}").format(card=card_name(a.gear[face]), symbol=symbol(face))
        if t is UseWhip:
            return _("Whip: {symbol} to {other}").format(symbol=symbol(a.faces[action.die]), other=symbol(action.face))
        if t is UseCape:
            return _("Cape: roll {n} again").format(n=format_number(len(action.dice)))
        if t is UseGloves:
            return _("Gloves: roll {n} Hero again").format(n=format_number(len(action.dice)))
        if t is Reroll:
            n = len(action.dice)
            return ngettext("Roll {n} die", "Roll {n} dice", n).format(n=format_number(n)) if n else _("Roll")
        return str(action)


__all__ = ["Controller", "FEAT", "VILLAIN_FIGHT"]
