"""The Durango table's words: prompts, "what can I do now" help and button labels.

Reads the rules' state and legal actions; decides nothing.
"""
from __future__ import annotations

from game.controllers.base import ReactionWindow, TableController
from game.i18n import N_, _, format_number, pgettext
from game.rules.durango import content as C
from game.rules.durango.actions import Aim, Arrange, Choose, Interrupt, MakeRoom, Pass, Select, Swap
from game.rules.durango.engine import Purse, cattle_cost, purse
from game.rules.durango.steps import ArrangePrompt, InterruptWindow, WindowPrompt
from game.rules.durango.table import party_limit

PROMPTS = {
    # message ids: the turn banner says "{name}: <prompt>"
    "select": N_("{name}: choose where the cards you drew go"),
    "room": N_("{name}: your party is full: discard one to make room"),
    "window": N_("{name}: something happens that a reserve card can answer. Interrupt?"),
    "arrange": N_("{name}: put the cards you looked at back in any order"),
    "calamity_choice": N_("{name}: the Calamity asks you to choose"),
    "either": N_("{name}: coal or silver?"),
    "aim": N_("{name}: choose who (and what) this hire goes after"),
    "salvage": N_("{name}: take a hire from the discard pile"),
    "place_extra": N_("{name}: place the extra card"),
    "take_reserve": N_("{name}: take a card from that reserve?"),
}
HINTS = {
    # message ids
    "select": N_("Add one drawn card to your party (its action happens this turn), or put it in reserve for "
                 "later; a reserve card can join the party first. Unchosen cards are discarded. Click a ringed card "
                 "to see its choices."),
    "room": N_("A party holds four cards (more with some companions). The discarded card is gone for good."),
    "window": N_("Interrupting adds your reserve card to the party now. Nobody else sees that you were asked."),
    "arrange": N_("They lie in the middle in the order the button under the pointer would put them back: the "
                "first named goes on top. Nobody else sees them."),
    "calamity_choice": N_("Every player performs the Calamity; your choice stays secret until all have chosen."),
    "either": N_("Hires produce this turn; at the end of the turn 5 coal or 5 silver buy one cattle."),
}


def where(place) -> str:
    return str(place)


class Controller(TableController):
    score_label = N_("Cattle")
    progress_counter = ("turns", "turns")

    def format_score(self, score: float) -> str:
        return format_number(int(score))

    def statistics(self) -> list[tuple[str, list[str]]]:
        state = self.state
        # Translators: results columns: Blue Ribbon cattle owned, cards in the party
        return [(pgettext("results", "Blue"), [format_number(sum(C.is_blue(c) for c in h)) for h in state.herd]),
                (_("Party"), [format_number(len(p)) for p in state.party])]

    def open_window(self) -> ReactionWindow | None:
        """An interrupt window: the seats it concerns (public: who is aimed at, who suffers the
        Calamity), in the order the rules ask them, and which one they ask now (secret)."""
        queue, prompt = self.state.queue, self.state.prompt
        if not queue or type(queue[0]) is not InterruptWindow:
            return None
        slots = tuple(queue[0].seats)
        asking = prompt.seat if type(prompt) is WindowPrompt and prompt.seat in slots else None
        return ReactionWindow(queue[0], slots, slots.index(asking) if asking is not None else len(slots))

    def could_answer(self, public, seat: int) -> bool:
        """Only a reserve card interrupts: how many a player holds is public, which is not."""
        return len(public.reserve[seat]) > 0

    def reaction_pass(self, seat: int):
        prompt = self.state.prompt
        return Pass() if type(prompt) is WindowPrompt and prompt.seat == seat else None

    def prompt_kind(self) -> str:
        return self.state.prompt.kind if self.state.prompt else ""

    def prompt(self, seat: int) -> str:
        kind = self.prompt_kind()
        text = _(PROMPTS[kind]) if kind in PROMPTS else _("{name}: your move")
        return text.format(name=self.names[seat])

    def hint(self, seat: int) -> str:
        kind = self.prompt_kind()
        if kind in HINTS:
            return _(HINTS[kind])
        return _("Choose one of the options offered. Ten cattle, or five Blue Ribbons, win at once.")

    def label(self, action, seat: int) -> str:
        state, names = self.state, self.names
        if isinstance(action, Select):
            card = C.card_name(state.drawn[action.card]) if 0 <= action.card < len(state.drawn) else ""
            pick = 1 if action.option.startswith("reserve2_") else 0
            held = state.reserve[seat]
            reserve = C.card_name(held[pick]) if len(held) > pick else _("reserve card")
            words = {"party": _("{card} to the party"),
                     "reserve": _("{card} to the reserve"),
                     "reserve_party": _("{reserve} and {card} to the party"),
                     "reserve_reserve": _("{reserve} to the party, {card} to the reserve"),
                     "reserve_only": _("Only {reserve} to the party"),
                     "none": _("Take nothing")}.get(action.option.replace("reserve2_", "reserve_"))
            return words.format(card=card, reserve=reserve) if words else str(action)
        if isinstance(action, MakeRoom):
            return _("Discard {card}").format(card=C.card_name(action.card))
        if isinstance(action, Interrupt):
            return _("Interrupt with {card}").format(card=C.card_name(action.card))
        if isinstance(action, Pass):
            return _("Let it pass")
        if isinstance(action, Arrange):
            looked = self.looked_at(seat)
            names_of = C.cattle_name if looked and looked[0] == "yard" else C.card_name
            cards = looked[1] if looked else []
            return ", ".join(names_of(cards[i]) if i < len(cards) else format_number(i + 1) for i in action.order)
        if isinstance(action, Choose):
            return self._choice(action.value)
        if isinstance(action, Aim):
            if action.card:
                thing = action.card
                what = C.cattle_name(thing) if thing.rstrip(C.BLUE_MARK) in C.BREEDS else C.card_name(thing)
                # Translators: a target: a player's card or cattle ("Bill's Banker")
                return _("{name}'s {card}").format(name=names[action.seat], card=what)
            return names[action.seat]
        if isinstance(action, Swap):
            return _("Give {card} for {name}'s {other}").format(card=C.card_name(action.mine), name=names[action.seat],
                                                                other=C.card_name(action.theirs))
        return str(action)

    def looked_at(self, seat: int) -> tuple[str, list[str]] | None:
        """What `seat` is putting back in order now (a Telegraph Operator, Scout, Cattle Buyer or
        Wrangler): ("deck", cards) or ("yard", cattle), top first, from what `seat` may see."""
        view = self.view(seat)
        prompt = view.prompt
        if type(prompt) is not ArrangePrompt or prompt.seat != seat:
            return None
        what = prompt.what
        top = view.deck_top if what == "deck" else view.yard_top
        return what, [c for c in top[:3] if c is not None]

    def purse(self, seat: int) -> Purse:
        """`seat`'s coal and silver this turn, so far and still to come (public: party, blocks,
        Calamity and Strongbox are all face up)."""
        return purse(self.view(), seat)

    def cattle_price(self, seat: int) -> int:
        """What a head of cattle costs `seat` now (public: Drought, Railhead Boom, a Windmill)."""
        return cattle_cost(self.view(), seat)

    def party_limit(self, seat: int) -> int:
        return party_limit(self.view().party[seat])

    def _choice(self, value: str) -> str:
        if value.rstrip(C.BLUE_MARK) in C.BREEDS:
            return C.cattle_name(value)
        if value in C.CARDS:
            return C.card_name(value)
        words = {"coal": _("Coal"), "silver": _("Silver"), "take": _("Take it"), "leave": _("Leave it"),
                 "party": _("To the party"), "reserve": _("To the reserve"), "discard": _("Discard it")}
        return words.get(value, value.replace("_", " ").capitalize())
