"""The Durango table's words: prompts, "what can I do now" help and button labels.

Reads the rules' state and legal actions; decides nothing.
"""
from __future__ import annotations

from game.controllers.base import TableController
from game.rules.durango import content as C
from game.rules.durango.actions import Aim, Arrange, Choose, Interrupt, MakeRoom, Pass, Select, Swap
from game.rules.durango.engine import Purse, cattle_cost, purse
from game.rules.durango.steps import ArrangePrompt, InterruptWindow
from game.rules.durango.table import party_limit

PROMPTS = {
    "select": "choose where the cards you drew go",
    "room": "your party is full: discard one to make room",
    "window": "something happens that a reserve card can answer. Interrupt?",
    "arrange": "put the cards you looked at back in any order",
    "calamity_choice": "the Calamity asks you to choose",
    "either": "coal or silver?",
    "aim": "choose who (and what) this hire goes after",
    "salvage": "take a hire from the discard pile",
    "place_extra": "place the extra card",
    "take_reserve": "take a card from that reserve?",
}
HINTS = {
    "select": ("Add one drawn card to your party (its action happens this turn), or put it in reserve for "
               "later; a reserve card can join the party first. Unchosen cards are discarded. Click a ringed card "
               "to see its choices."),
    "room": "A party holds four cards (more with some companions). The discarded card is gone for good.",
    "window": "Interrupting adds your reserve card to the party now. Nobody else sees that you were asked.",
    "arrange": ("They lie in the middle in the order the button under the pointer would put them back: the "
                "first named goes on top. Nobody else sees them."),
    "calamity_choice": "Every player performs the Calamity; your choice stays secret until all have chosen.",
    "either": "Hires produce this turn; at the end of the turn 5 coal or 5 silver buy one cattle.",
}


def where(place) -> str:
    return str(place)


class Controller(TableController):
    score_label = "Cattle"
    progress_counter = ("turns", "turns")

    def format_score(self, score: float) -> str:
        return f"{int(score)}"

    def statistics(self) -> list[tuple[str, list[str]]]:
        state = self.state
        return [("Blue", [str(sum(C.is_blue(c) for c in h)) for h in state.herd]),
                ("Party", [str(len(p)) for p in state.party])]

    def window_seats(self) -> list[int]:
        """The seats an open interrupt window concerns (public: who is aimed at, who suffers the
        Calamity), in the order the rules ask them."""
        queue = self.state.queue
        if not queue or type(queue[0]) is not InterruptWindow:
            return []
        return list(queue[0].seats)

    def prompt_kind(self) -> str:
        return self.state.prompt.kind if self.state.prompt else ""

    def prompt(self, seat: int) -> str:
        text = PROMPTS.get(self.prompt_kind(), "your move")
        return f"{self.names[seat]}: {text}"

    def hint(self, seat: int) -> str:
        return HINTS.get(self.prompt_kind(), "Choose one of the options offered. Ten cattle, or five Blue Ribbons, "
                                             "win at once.")

    def label(self, action, seat: int) -> str:
        state, names = self.state, self.names
        if isinstance(action, Select):
            card = C.card_name(state.drawn[action.card]) if 0 <= action.card < len(state.drawn) else ""
            pick = 1 if action.option.startswith("reserve2_") else 0
            held = state.reserve[seat]
            reserve = C.card_name(held[pick]) if len(held) > pick else "reserve card"
            return {"party": f"{card} to the party",
                    "reserve": f"{card} to the reserve",
                    "reserve_party": f"{reserve} and {card} to the party",
                    "reserve_reserve": f"{reserve} to the party, {card} to the reserve",
                    "reserve_only": f"Only {reserve} to the party",
                    "none": "Take nothing"}.get(action.option.replace("reserve2_", "reserve_"), str(action))
        if isinstance(action, MakeRoom):
            return f"Discard {C.card_name(action.card)}"
        if isinstance(action, Interrupt):
            return f"Interrupt with {C.card_name(action.card)}"
        if isinstance(action, Pass):
            return "Let it pass"
        if isinstance(action, Arrange):
            looked = self.looked_at(seat)
            names_of = C.cattle_name if looked and looked[0] == "yard" else C.card_name
            cards = looked[1] if looked else []
            return ", ".join(names_of(cards[i]) if i < len(cards) else str(i + 1) for i in action.order)
        if isinstance(action, Choose):
            return self._choice(action.value)
        if isinstance(action, Aim):
            what = ""
            if action.card:
                what = f"'s {C.cattle_name(action.card) if action.card.rstrip(C.BLUE_MARK) in C.BREEDS else C.card_name(action.card)}"
            return f"{names[action.seat]}{what}"
        if isinstance(action, Swap):
            return f"Give {C.card_name(action.mine)} for {names[action.seat]}'s {C.card_name(action.theirs)}"
        return str(action)

    def looked_at(self, seat: int) -> tuple[str, list[str]] | None:
        """What `seat` is putting back in order now (a Telegraph Operator, Scout, Cattle Buyer or
        Wrangler): ("deck", cards) or ("yard", cattle), top first, from what `seat` may see."""
        prompt = self.state.prompt
        if type(prompt) is not ArrangePrompt or prompt.seat != seat:
            return None
        what = prompt.what
        view = self.view(seat)
        top = view.deck_top if what == "deck" else view.yard_top
        return what, [c for c in top[:3] if c is not None]

    def purse(self, seat: int) -> Purse:
        """`seat`'s coal and silver this turn, so far and still to come (public: party, blocks,
        Calamity and Strongbox are all face up)."""
        return purse(self.state, seat)

    def cattle_price(self, seat: int) -> int:
        return cattle_cost(self.state, seat)

    def party_limit(self, seat: int) -> int:
        return party_limit(self.state.party[seat])

    def _choice(self, value: str) -> str:
        if value.rstrip(C.BLUE_MARK) in C.BREEDS:
            return C.cattle_name(value)
        if value in C.CARDS:
            return C.card_name(value)
        return {"coal": "Coal", "silver": "Silver", "take": "Take it", "leave": "Leave it", "party": "To the party",
                "reserve": "To the reserve", "discard": "Discard it"}.get(value, value.replace("_", " ").capitalize())
