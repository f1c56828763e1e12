"""The Desperados table's words: turn prompts, "what can I do now" help and button labels.

Everything here reads the rules' state and legal actions; nothing decides a rule.
"""
from __future__ import annotations

from dataclasses import dataclass

from game.controllers.base import ReactionWindow, TableController
from game.i18n import N_, _, format_number, ngettext, pgettext
from game.rules.common.contract import IllegalAction
from game.rules.common.events import face_name
from game.rules.desperados import brains, content as C, desperado_actions, rolls
from game.rules.desperados.actions import (ACTION_CARD, Act, DrawCards, EndTurn, Keep, Pass, PlayLoadedDie,
                                           PlayLuckyHorseshoe, PlayTakeCover, PlayWhistle, Reroll, TakeActions)
from game.rules.desperados.events import Escaped
from game.rules.desperados.state import ACTIONS, ROLLING, SETUP, opponents

DRAW_LABEL = {"trio": N_("Trio: draw 3, keep 1"), "set_of_four": N_("Set of Four: draw 4, keep 2"),
              "four": N_("Set of Four: draw 4, keep 2"), "misery": N_("Misery: draw 1")}
"""The draw button for each drawing roll (message ids)."""


FRESH = N_("This card came to you this turn: play it from your next turn.")
ASKED_FROM_BUTTONS = frozenset({"sheriffs_whistle", "take_cover"})
"""The cards played by a button of the decision (reactions), not by a click on the hand."""


@dataclass(frozen=True)
class Choice:
    """One button of a person's decision: its words, the move it makes (None: back to the
    decision's own buttons), whether it is the move to make (`primary`), and why it cannot be
    taken now ("": it can)."""

    words: str
    action: object = None
    primary: bool = False
    refusal: str = ""


def member_name(member: str) -> str:
    """A desperado (Boss, Lady...) in the current language."""
    return pgettext("desperado", C.MEMBERS[member].name)


def card_name(card: str) -> str:
    """A Wild West card's name in the current language."""
    return pgettext("card", C.CARDS[card].name)


def card_of(action) -> str | None:
    """The Wild West card an action plays, if it plays one."""
    return ACTION_CARD.get(type(action))


class Controller(TableController):
    score_label = N_("Money")
    host_answers = frozenset({"card_prompt", "cancel_label", "ends_rolls"})
    """Words the rules work out on a copy of the true table (does this card end the rolling?)."""
    progress_counter = ("turn", "turns")

    def format_score(self, score: float) -> str:
        # Translators: a gang that is out of the game, in the results' money column
        return pgettext("results", "out") if score < 0 else _("${amount}").format(amount=format_number(int(score)))

    def statistics(self) -> list[tuple[str, list[str]]]:
        state = self.state
        # Translators: results column: desperados freed out of five ("3/5")
        return [(_("Freed"), [_("{freed}/{all}").format(freed=format_number(row.count(0)), all=format_number(5))
                              for row in state.jail]),
                (_("Cards"), [format_number(len(h)) for h in state.hands])]

    def open_window(self) -> ReactionWindow | None:
        """A declared action's window: every opponent's chance to whistle, then every victim's to
        take cover (public), and how far the rules have asked (secret); a gang out of the game
        has no chance (-1)."""
        window = self.state.window
        if window is None:
            return None
        slots = tuple(seat if self.state.alive[seat] else -1 for _card, seat in window.slots)
        return ReactionWindow(window, slots, window.cursor if window.deciding is not None else len(slots))

    def could_answer(self, public, seat: int) -> bool:
        """A gang may answer only with a card it has held since before this turn: the count of
        its cards and of those it got this turn is public, what they are is not."""
        return len(public.hands[seat]) > len(public.fresh[seat])

    def reaction_pass(self, seat: int):
        window = self.state.window
        return Pass() if window is not None and window.deciding == seat else None

    # -- the banner ------------------------------------------------------------------------------
    def prompt(self, seat: int) -> str:
        state, name = self.state, self.names[seat]
        if state.window is not None:
            return _("{name}: {other} gives an action to the {desperado}. React?").format(
                name=name, other=self.names[state.window.seat], desperado=member_name(state.window.member))
        if state.drawing is not None:
            return _("{name}: keep {n} of the cards you drew").format(name=name, n=format_number(state.drawing.keep))
        if state.phase == ROLLING:
            if self._may_roll_again(seat):
                return _("{name}: keep dice and roll again, or use this roll (roll {used} of {allowed})").format(
                    name=name, used=format_number(state.rolls_used), allowed=format_number(state.rolls_allowed))
            # Translators: {over} says the rolls are over, {then} what to do now ("take 2 actions")
            return _("{name}: {over} — {then}").format(name=name, over=self._rolling_over(),
                                                        then=self._use_this_roll(seat))
        if state.phase == ACTIONS and state.actions_left:
            n = state.actions_left
            return ngettext("{name}: give out {n} action", "{name}: give out {n} actions", n).format(
                name=name, n=format_number(n))
        return _("{name}: play a card or end your turn").format(name=name)

    def hint(self, seat: int) -> str:
        state = self.state
        if state.window is not None:
            return _("Sheriff's Whistle cancels the declared action; Take Cover saves you from one attack. "
                     "Nobody else sees that you were asked.")
        if state.drawing is not None:
            return _("Choose the cards you want to keep; the rest go to the discard pile.")
        if state.phase == ROLLING:
            if self._may_roll_again(seat):
                return _("Choose dice to keep, then roll the rest. Action faces give actions to the desperados "
                         "rolled; three or four alike, or no Action face at all, let you draw Wild West cards.")
            if state.rolling_over:
                return _("Action faces give actions to the desperados rolled; three or four alike, or no Action "
                         "face at all, let you draw Wild West cards.")
            return _("Action faces give actions to the desperados rolled; three or four alike, or no Action face "
                     "at all, let you draw Wild West cards. A Lucky Horseshoe card gives one more roll.")
        if state.phase == ACTIONS and state.actions_left:
            return _("An action turns a jailed desperado one notch toward the keys; an escaped one attacks every "
                     "opponent whose same desperado is still jailed; an escaped Brain uses the gang's ability.")
        return _("Cards that came to you this turn wait until your next turn.")

    def _may_roll_again(self, seat: int) -> bool:
        """A roll is still open to `seat` (public: the rolls used, allowed, and whether a card ended them)."""
        return any(isinstance(a, Reroll) for a in self.legal_actions(seat))

    def _rolling_over(self) -> str:
        state = self.state
        if state.rolling_over:
            return _("your rolls are over")
        return _("no rolls left ({used} of {allowed} rolled)").format(used=format_number(state.rolls_used),
                                                                      allowed=format_number(state.rolls_allowed))

    def _use_this_roll(self, seat: int) -> str:
        legal = self.legal_actions(seat)
        acting = any(isinstance(a, TakeActions) for a in legal)
        drawing = any(isinstance(a, DrawCards) for a in legal)
        if acting and drawing:
            return _("take actions or draw cards")
        if drawing:
            return _("draw Wild West cards")
        n = rolls.actions_for(self.state.dice, self.state.bullets)
        if acting:
            return ngettext("take {n} action", "take {n} actions", n).format(n=format_number(n))
        return _("use this roll")

    def roll_status(self) -> str:
        """The tray's line while the dice are being rolled: which roll this is, and whether another
        may follow (public: read from the view)."""
        state = self.view()
        used, allowed = format_number(state.rolls_used), format_number(state.rolls_allowed)
        if state.rolling_over:
            return _("Roll {used} of {allowed} · rolls over").format(used=used, allowed=allowed)
        if state.rolls_used >= state.rolls_allowed:
            return _("Roll {used} of {allowed} · no rolls left").format(used=used, allowed=allowed)
        return _("Roll {used} of {allowed}").format(used=used, allowed=allowed)

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

    def host_questions(self, seat: int, legal) -> list[tuple[str, tuple]]:
        held = self.view(seat).hands[seat]  # a card in hand may be clicked with no play open
        cards = sorted({c for c in (card_of(a) for a in legal) if c is not None} | {str(c) for c in held})
        return ([("ends_rolls", (a, seat)) for a in legal]
                + [("card_prompt", (card, seat, picking)) for card in cards for picking in (False, True)]
                + [("cancel_label", (card, seat)) for card in cards])

    def card_prompt(self, card: str, seat: int, picking_die: bool = False) -> tuple[str, str]:
        """The banner while `seat` decides how to play `card` (or whether to): (title, hint); while
        `picking_die` (a Loaded Die's die not clicked yet) the hint says to click it."""
        name, title = self.names[seat], card_name(card)
        ends = any(self.ends_rolls(a, seat) for a in self.legal_actions(seat) if card_of(a) == card)
        effect = _(C.CARDS[card].effect)
        # Translators: a card's effect as a sentence ("Take $3 from one opponent.")
        hint = _("{effect}.").format(effect=effect[:1].upper() + effect[1:])
        if ends:
            hint = _("{effect} After it you cannot roll again this turn: you use the dice as they lie.").format(
                effect=hint)
        if picking_die:
            hint = _("Choose the die to turn, then its new face.")
        if ends:
            return _("{name}: {card} ends your rolls — play it now?").format(name=name, card=title), hint
        return _("{name}: play {card} — choose how").format(name=name, card=title), hint

    def cancel_label(self, card: str, seat: int) -> str:
        """The button that puts the card back in the hand unplayed."""
        plays = [a for a in self.legal_actions(seat) if card_of(a) == card]
        if any(self.ends_rolls(a, seat) for a in plays):
            return _("Keep rolling")
        # Translators: puts a card chosen for play back in the hand; it stands beside the table's
        # Undo, so it must read differently from it (French: not "Annuler")
        return pgettext("card play", "Cancel")

    # -- button labels ---------------------------------------------------------------------------
    def label(self, action, seat: int) -> str:
        state = self.state
        if isinstance(action, Reroll):
            return roll_label(len(action.dice))
        if isinstance(action, TakeActions):
            n = rolls.actions_for(state.dice, state.bullets)
            return ngettext("Take {n} action", "Take {n} actions", n).format(n=format_number(n))
        if isinstance(action, DrawCards):
            found = rolls.draw_for(state.dice, state.bullets)
            return _(DRAW_LABEL[found[0]]) if found and found[0] in DRAW_LABEL else _("Draw cards")
        if isinstance(action, Act):
            return self._act_label(action, seat)
        if isinstance(action, Keep):
            # Translators: {cards} lists the cards kept ("Pickpocket, Dynamite")
            return _("Keep {cards}").format(cards=", ".join(card_name(c) for c in action.cards))
        if isinstance(action, (PlayWhistle, PlayTakeCover)):
            played = card_of(action)
            assert played is not None, "a reaction plays its card"
            return _("Play {card}").format(card=card_name(played))
        if isinstance(action, Pass):
            return _("Let it go")
        if isinstance(action, EndTurn):
            return _("End turn")
        card = card_of(action)
        if card:
            label = self._card_label(card, action)
            if label is None:
                if self.ends_rolls(action, seat):  # a card with targets says it in the banner
                    return _("Play {card}: this ends your rolls").format(card=card_name(card))
                return _("Play {card}").format(card=card_name(card))
            return label
        return str(action)

    def move_words(self, action, seat: int) -> str:
        """A roll named with the dice it keeps: "Roll 3 dice" is said of four different rolls."""
        kept = [face for i, face in enumerate(self.state.dice)
                if isinstance(action, Reroll) and i not in action.dice and face is not None]
        if not kept:
            return self.label(action, seat)
        n = len(action.dice)
        # Translators: a roll in a hint; {faces} lists the die faces that stay ("lady, boss")
        return ngettext("Roll {n} die, keeping {faces}", "Roll {n} dice, keeping {faces}", n).format(
            n=format_number(n), faces=", ".join(face_name(face) for face in kept))

    def _act_label(self, action: Act, seat: int) -> str:
        state = self.state
        member = C.MEMBERS[action.member]
        kind = desperado_actions.kind_of(state, seat, action.member)
        if kind == desperado_actions.NOTCH:
            return _("{desperado}: turn a notch ({left} to go)").format(
                desperado=member_name(member.key), left=format_number(state.jail[seat][C.MEMBER_INDEX[action.member]]))
        if kind == desperado_actions.BRAIN_USE:
            step = brains.brain_step(state, seat, brains.next_level(state))
            if action.target:
                if step.kind == "free":
                    return _("Brain: free the {desperado}").format(desperado=member_name(action.target))
                return _("Brain: a notch for the {desperado}").format(desperado=member_name(action.target))
            if action.victim is not None:
                return _("Brain: steal a card from {name}").format(name=self.names[action.victim])
            if step.kind == "draw_or_steal":  # the steals are buttons of their own
                return ngettext("Brain: draw {n} more card", "Brain: draw {n} more cards", step.amount).format(
                    n=format_number(step.amount))
            # Translators: {ability} is what one use of the Brain does ("take $2 from the bank")
            return _("Brain: {ability}").format(ability=_(step.text))
        victims = [self.names[s] for s in desperado_actions.victims_of(state, seat, action.member)]
        if not victims:
            return _("{desperado}: attack (nobody to hit)").format(desperado=member_name(member.key))
        # Translators: {victims} lists the opponents who lose {amount} dollars each
        return _("{desperado}: attack (${amount} from {victims})").format(
            desperado=member_name(member.key), amount=format_number(member.attack), victims=", ".join(victims))

    def _card_label(self, card: str, action) -> str | None:
        """A card play with a target as a button: the target alone (the banner names the card
        being played while its targets are on offer); None for a card without one."""
        die, face = getattr(action, "die", None), getattr(action, "face", None)
        target, member = getattr(action, "seat", None), getattr(action, "member", None)
        if die is not None and face is not None:
            return _("Die {number} to {desperado}").format(number=format_number(die + 1), desperado=member_name(face))
        if target is not None and member:
            return _("{name}'s {desperado} back a notch").format(name=self.names[target], desperado=member_name(member))
        if target is not None:
            if card == "pickpocket":
                return _("${amount} from {name}").format(amount=format_number(C.PICKPOCKET_AMOUNT), name=self.names[target])
            return _("A card from {name}").format(name=self.names[target])
        if member:
            return _("Your {desperado} a notch").format(desperado=member_name(member))
        return None

    # -- the table's choices and notes, from what the viewer may see ------------------------------
    def choices(self, seat: int, kept, chosen) -> tuple[list[Choice], set[int]]:
        """`seat`'s decision as buttons, and the dice a click may keep: roll the dice not `kept`,
        keep the drawn cards `chosen` (their places in the draw), and every other move but the
        cards played by a click on the hand."""
        view, legal = self.view(), self.legal_actions(seat)
        choices: list[Choice] = []
        dice: set[int] = set()
        if view.phase == ROLLING and any(isinstance(a, Reroll) for a in legal):
            reroll = Reroll(tuple(i for i in range(C.DICE) if i not in kept))
            refusal = "" if reroll in legal else _("Keep fewer dice: at least one must roll.")
            choices.append(Choice(roll_label(len(reroll.dice)) if reroll.dice else _("Roll"), reroll, True, refusal))
            dice = set(range(C.DICE))
        drawing = view.drawing
        if drawing is not None and drawing.keep is not None and drawing.count == 0 and None not in drawing.drawn:
            keep = Keep(tuple(sorted(drawing.drawn[i] for i in chosen)))
            n = format_number(drawing.keep)
            refusal = "" if keep in legal else ngettext("Choose {n} card.", "Choose {n} cards.", drawing.keep).format(n=n)
            choices.append(Choice(_("Keep {chosen} of {n}").format(chosen=format_number(len(chosen)), n=n), keep, True,
                                  refusal))
        for action in legal:
            if not isinstance(action, (Reroll, Keep)) and card_of(action) in (None, *ASKED_FROM_BUTTONS):
                choices.append(Choice(self.label(action, seat), action, isinstance(action, TakeActions)))
        return choices, dice

    def card_choices(self, seat: int, card: str, die: int | None) -> tuple[list[Choice], set[int]]:
        """The plays of `card` from `seat`'s hand and the way back, and the dice a click may pick:
        a Loaded Die's die is clicked in the tray first (`die`), then its new faces are offered."""
        plays = [a for a in self.legal_actions(seat) if card_of(a) == card]
        turning = bool(plays) and all(isinstance(a, PlayLoadedDie) for a in plays)
        dice = {a.die for a in plays} if turning else set()
        plays = [a for a in plays if a.die == die] if turning else plays
        primary = len(plays) == 1 and not turning
        return [Choice(self.label(a, seat), a, primary) for a in plays] + [Choice(self.cancel_label(card, seat))], dice

    def hand_notes(self, view, seat: int, deciding: bool) -> list[tuple[str, bool, str | None]]:
        """Each card of `seat`'s hand in `view` (the table's), whether it can be played now
        (`deciding`: the seat decides) and, if not, why: it came this turn, or when it is played."""
        playable = {card_of(a) for a in self.legal_actions(seat)} if deciding else set()
        fresh, notes = list(view.fresh[seat]), []
        for card in view.hands[seat]:
            reason = None
            if card in fresh:
                fresh.remove(card)
                reason = _(FRESH)
            elif card not in playable and deciding:
                # Translators: {timing} is when a card is played ("after your last roll")
                reason = _("Played {timing}.").format(timing=_(C.CARDS[card].timing))
            notes.append((card, card in playable, reason))
        return notes

    def played_at_once(self, seat: int, card: str):
        """The move a click on `card` in `seat`'s hand makes at once, or None when the person is
        asked first (its targets, or whether to end the rolls with it)."""
        plays = [a for a in self.legal_actions(seat) if card_of(a) == card]
        return plays[0] if len(plays) == 1 and not self.ends_rolls(plays[0], seat) else None

    def notice(self, event) -> str:
        """What the table says as it shows `event`: a desperado breaking out, a Whistle blown."""
        if isinstance(event, Escaped):
            return _("{name}'s {desperado} breaks out!").format(name=self.names[event.seat],
                                                               desperado=member_name(event.member))
        return _("{name} blows the Sheriff's Whistle!").format(name=self.names[event.by])

    def rack_words(self, seat: int | None, holding: bool) -> tuple[str, str]:
        """The hand's title on the rack ("Ana's hand") and the words where no card shows."""
        if seat is None:
            if self.watcher_here:
                return _("Hands"), _("Hands stay hidden from watchers")
            return _("Hands"), _("Each hand stays hidden until its owner takes the chair")
        empty = "" if holding else _("No Wild West cards in hand: roll a Trio, a Set of Four or Misery to draw some")
        return _("{name}'s hand").format(name=self.names[seat]), empty

    def tray_words(self, view) -> tuple[str, str]:
        """What the dice tray says at its top left (which roll this is, whose setup roll it is)
        and at its top right (how many actions are left)."""
        left = self.roll_status() if view.phase == ROLLING and view.rolls_used else ""
        if view.phase == SETUP:
            left = _("Setup roll: {name}").format(name=self.names[view.current])
        if view.phase != ACTIONS or not view.actions_left:
            return left, ""
        return left, ngettext("{n} action left", "{n} actions left", view.actions_left).format(
            n=format_number(view.actions_left))


def roll_label(dice: int) -> str:
    """The button that rolls `dice` dice again ("Roll 2 dice")."""
    return ngettext("Roll {n} die", "Roll {n} dice", dice).format(n=format_number(dice))


__all__ = ["Choice", "Controller", "card_of", "card_name", "member_name", "opponents", "roll_label"]
