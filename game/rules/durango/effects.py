"""Card effects as data: effect code -> small handler.

`EFFECTS[code](state, seat, card, events)` runs when a hire's action is performed (on recruit).
Aimed effects first ask for a target (`aim_options`), then open an interrupt window for the target,
then `RESOLVE[code]` does the deed (given the ResolveAim step). A choice the current player makes
on the way (a bonus's kind, a target...) is an AskCurrent step with its prompt, answered through
`ASK_LEGAL` / `ASK_ANSWER` (keyed by the prompt's type). `CALAMITY_EFFECTS[code]` runs when a Calamity is revealed.
"""
from __future__ import annotations

from game.i18n import N_
from game.rules.durango import content as C
from game.rules.durango.actions import Aim, Choose, Swap
from game.rules.durango.table import (CARDS, check_win, discard_from_party, hires, ongoing, order_from,
                                      party_limit, push, remove_from_party, reserve_limit)
from game.rules.durango.events import (ActionPerformed, Aimed, Blocked, CattleMoved, DCardMoved,
                                       Looked, Nothing, Produced)
from game.rules.durango.steps import (AddToParty, AimPrompt, AskCurrent, BuyPhase,
                                      CalamityChoicePrompt, DrawCards, EitherPrompt, FillYard,
                                      InterruptWindow, LookAtTop, LoseFromParty, PerformAction,
                                      PlaceExtraPrompt, ReservePickChance, ResolveAim,
                                      SalvagePrompt, TakeReservePrompt)

QUARANTINED = frozenset({"discard_hire", "swap_hire", "steal_hire", "steal_cattle"})


def perform(state, seat, card, events) -> None:
    """Perform the action of `card`, a hire added to `seat`'s party this turn."""
    if card not in state.party[seat]:
        events.append(Nothing(seat, card, N_("it left the party before acting")))
        return
    c = CARDS[card]
    if c.code != "none":
        events.append(ActionPerformed(seat, card))
    EFFECTS[c.code](state, seat, card, events)


# ---------------------------------------------------------------- on-recruit effects

def fx_none(state, seat, card, events):
    pass


def gain(state, seat, coal, silver, source, events):
    state.coal += coal
    state.silver += silver
    events.append(Produced(seat, coal, silver, source))


def fx_bonus(state, seat, card, events):
    kind, n = CARDS[card].arg.split(",")
    n = int(n)
    if kind == "either":
        push(state, AskCurrent(EitherPrompt(seat, n)))
    else:
        gain(state, seat, n if kind in ("coal", "both") else 0, n if kind in ("silver", "both") else 0,
             card, events)


def fx_bonus_per_rival(state, seat, card, events):
    kind, of = CARDS[card].arg.split(",")
    n = sum(1 for s in range(state.seats)
            if s != seat and any(CARDS[c].kind == of for c in state.party[s]))
    gain(state, seat, n if kind == "coal" else 0, n if kind == "silver" else 0, card, events)


def fx_peek_deck(state, seat, card, events):
    push(state, DrawCards("peek", max(0, 3 - len(state.deck_top))), LookAtTop("deck", seat))


def fx_peek_yard(state, seat, card, events):
    push(state, FillYard(), LookAtTop("yard", seat))


def fx_aim(state, seat, card, events):
    code = CARDS[card].code
    if code in QUARANTINED and ongoing(state, "quarantine", seat):
        events.append(Nothing(seat, card, N_("Quarantine")))
        return
    if not aim_options(state, seat, card):
        events.append(Nothing(seat, card, N_("no one to aim at")))
        return
    push(state, AskCurrent(AimPrompt(seat, card)))


def fx_salvage(state, seat, card, events):
    if any(CARDS[c].is_hire for c in state.discard):
        push(state, AskCurrent(SalvagePrompt(seat)))
    else:
        events.append(Nothing(seat, card, N_("no hire in the discard pile")))


def fx_extra_recruit(state, seat, card, events):
    push(state, DrawCards("extra", 1), AskCurrent(PlaceExtraPrompt(seat)))


def fx_discount(state, seat, card, events):
    state.discount += int(CARDS[card].arg)


def fx_free_cattle(state, seat, card, events):
    if state.yard_top and not C.is_blue(state.yard_top[0]):
        cattle = state.yard_top.pop(0)
        if not state.yard_top:
            state.yard_top_seer = -1
        state.herd[seat].append(cattle)
        events.append(CattleMoved(cattle, "yard", seat, why=N_("free, Railroad Agent")))
        check_win(state, seat, events)
    else:
        gain(state, seat, 0, 3, card, events)


EFFECTS = {
    "none": fx_none, "bonus": fx_bonus, "bonus_per_rival": fx_bonus_per_rival,
    "peek_deck": fx_peek_deck, "peek_yard": fx_peek_yard, "peek_reserve": fx_aim,
    "discard_reserve": fx_aim, "steal_reserve": fx_aim, "salvage": fx_salvage, "block": fx_aim,
    "extra_recruit": fx_extra_recruit, "discount": fx_discount, "free_cattle": fx_free_cattle,
    "discard_hire": fx_aim, "swap_hire": fx_aim, "steal_hire": fx_aim, "steal_cattle": fx_aim,
}


# ---------------------------------------------------------------- aiming

def _reserve_open(state, s):
    """Saddlebags: other players cannot discard or take your reserve cards."""
    return bool(state.reserve[s]) and C.SADDLEBAGS not in state.party[s]


def _hires_open(state, s):
    """Bodyguard: other players cannot steal, swap or discard your Hires."""
    return C.BODYGUARD not in state.party[s]


def _cattle_open(state, s):
    """Branding Iron: your cattle cannot be stolen."""
    return C.BRANDING_IRON not in state.party[s]


def aim_options(state, seat, card) -> list:
    c = CARDS[card]
    code = c.code
    others = [s for s in order_from(state, seat) if s != seat]
    if code == "peek_reserve":
        return [Aim(s, "") for s in others if state.reserve[s]]
    if code in ("discard_reserve", "steal_reserve"):
        return [Aim(s, "") for s in others if _reserve_open(state, s)]
    if code == "block":
        return [Aim(s, "") for s in others]
    if code in ("discard_hire", "steal_hire"):
        return [Aim(s, h) for s in others if _hires_open(state, s)
                for h in dict.fromkeys(hires(state.party[s]))]
    if code == "swap_hire":
        mine = list(state.party[seat])
        mine.remove(card)
        mine = list(dict.fromkeys(hires(mine)))
        return [Swap(m, s, h) for m in mine for s in others if _hires_open(state, s)
                for h in dict.fromkeys(hires(state.party[s]))]
    if code == "steal_cattle":
        if c.arg == "non_blue":
            return [Aim(s, b) for s in others if _cattle_open(state, s)
                    for b in sorted({x for x in state.herd[s] if not C.is_blue(x)})]
        owned = {C.breed(x) for x in state.herd[seat]}
        return [Aim(s, b) for s in others if _cattle_open(state, s)
                for b in sorted({x for x in state.herd[s] if C.breed(x) in owned})]
    return []


def legal_aim(state, seat):
    return aim_options(state, seat, state.prompt.card)


def answer_aim(state, seat, action, events, prompt: AimPrompt):
    card = prompt.card
    code = CARDS[card].code
    target = action.seat
    tcard = action.theirs if isinstance(action, Swap) else action.card
    mine = action.mine if isinstance(action, Swap) else ""
    if code == "peek_reserve":
        events.append(Looked(seat, f"reserve:{target}", tuple(state.reserve[target]), private_to=(seat,)))
        return
    events.append(Aimed(seat, target, card, tcard or ""))
    push(state, InterruptWindow("aim:" + code, (target,), (seat, card)),
         ResolveAim(code, target, CARDS[card].arg, tcard, mine, seat, card))


# ---------------------------------------------------------------- resolving aimed actions

def rs_discard_reserve(state, step: ResolveAim, events):
    target = step.target
    res = state.reserve[target]
    if len(res) == 1:
        c = res.pop()
        state.discard.append(c)
        events.append(DCardMoved(c, f"reserve:{target}", "discard", why=N_("reserve discarded")))
    elif len(res) > 1:
        state.prompt = ReservePickChance(target)


def rs_steal_reserve(state, step: ResolveAim, events):
    target, seat = step.target, step.seat
    if not state.reserve[target]:
        return
    state.peeked = list(state.reserve[target])
    events.append(Looked(seat, f"reserve:{target}", tuple(state.peeked), private_to=(seat,)))
    push(state, AskCurrent(TakeReservePrompt(seat, target)))


def rs_block(state, step: ResolveAim, events):
    target, kind, seat = step.target, step.arg, step.seat
    state.blocked[target].append(kind)
    events.append(Blocked(seat, target, kind))


def rs_discard_hire(state, step: ResolveAim, events):
    target, tcard, src = step.target, step.theirs, step.card
    if tcard in state.party[target]:
        discard_from_party(state, target, tcard, src, events)


def rs_steal_hire(state, step: ResolveAim, events):
    target, tcard, seat = step.target, step.theirs, step.seat
    if tcard in state.party[target]:
        remove_from_party(state, target, tcard)
        push(state, AddToParty(seat, tcard, target, False))


def rs_swap_hire(state, step: ResolveAim, events):
    target, tcard, mine, seat = step.target, step.theirs, step.mine, step.seat
    if tcard in state.party[target] and mine in state.party[seat]:
        state.party[target][state.party[target].index(tcard)] = mine
        state.party[seat][state.party[seat].index(mine)] = tcard
        events.append(DCardMoved(mine, seat, target, why=N_("swapped")))
        events.append(DCardMoved(tcard, target, seat, why=N_("swapped")))


def rs_steal_cattle(state, step: ResolveAim, events):
    target, cattle, seat = step.target, step.theirs, step.seat
    if cattle in state.herd[target]:
        state.herd[target].remove(cattle)
        state.herd[seat].append(cattle)
        events.append(CattleMoved(cattle, target, seat, why=N_("rustled")))
        check_win(state, seat, events)


RESOLVE = {
    "discard_reserve": rs_discard_reserve, "steal_reserve": rs_steal_reserve, "block": rs_block,
    "discard_hire": rs_discard_hire, "steal_hire": rs_steal_hire, "swap_hire": rs_swap_hire,
    "steal_cattle": rs_steal_cattle,
}


# ---------------------------------------------------------------- small current-player choices

def legal_either(state, seat):
    return [Choose("coal"), Choose("silver")]


def answer_either(state, seat, action, events, prompt: EitherPrompt):
    n = prompt.amount
    gain(state, seat, n if action.value == "coal" else 0, n if action.value == "silver" else 0,
         "a bonus", events)


def legal_salvage(state, seat):
    return [Choose(c) for c in sorted({c for c in state.discard if CARDS[c].is_hire})]


def answer_salvage(state, seat, action, events, prompt):
    state.discard.remove(action.value)
    if len(state.reserve[seat]) >= reserve_limit(state.party[seat]):
        old = state.reserve[seat].pop(0)
        state.discard.append(old)
        events.append(DCardMoved(old, f"reserve:{seat}", "discard", why=N_("makes room in reserve")))
    state.reserve[seat].append(action.value)
    events.append(DCardMoved(action.value, "discard", f"reserve:{seat}", face_up=False, why=N_("salvaged")))


def legal_place_extra(state, seat):
    out = [Choose("party")]
    if len(state.reserve[seat]) < reserve_limit(state.party[seat]):
        out.append(Choose("reserve"))
    out.append(Choose("discard"))
    return out


def answer_place_extra(state, seat, action, events, prompt):
    card, state.extra = state.extra, None
    if action.value == "party":
        # a hire added this way performs its action too, after the hires added before it
        push(state, AddToParty(seat, card, "hand", False))
        if CARDS[card].is_hire:
            state.added.append(card)
            i = next(i for i, step in enumerate(state.queue) if type(step) is BuyPhase)
            state.queue.insert(i, PerformAction(card))
    elif action.value == "reserve":
        state.reserve[seat].append(card)
        events.append(DCardMoved(card, f"hand:{seat}", f"reserve:{seat}", face_up=False,
                                 private_to=(seat,), why=N_("reserved")))
    else:
        state.discard.append(card)
        events.append(DCardMoved(card, f"hand:{seat}", "discard", why=N_("not wanted")))


def legal_take_reserve(state, seat):
    return [Choose("take:" + c) for c in dict.fromkeys(state.peeked)] + [Choose("leave")]


def answer_take_reserve(state, seat, action, events, prompt: TakeReservePrompt):
    target = prompt.target
    state.peeked = []
    if action.value == "leave":
        return
    card = action.value.split(":", 1)[1]
    state.reserve[target].remove(card)
    if len(state.reserve[seat]) >= reserve_limit(state.party[seat]):
        old = state.reserve[seat].pop(0)
        state.discard.append(old)
        events.append(DCardMoved(old, f"reserve:{seat}", "discard", why=N_("makes room in reserve")))
    state.reserve[seat].append(card)
    events.append(DCardMoved(card, f"reserve:{target}", f"reserve:{seat}", face_up=False,
                             private_to=(seat, target), why=N_("taken from the reserve")))


ASK_LEGAL = {EitherPrompt: legal_either, AimPrompt: legal_aim, SalvagePrompt: legal_salvage,
             PlaceExtraPrompt: legal_place_extra, TakeReservePrompt: legal_take_reserve}
ASK_ANSWER = {EitherPrompt: answer_either, AimPrompt: answer_aim, SalvagePrompt: answer_salvage,
              PlaceExtraPrompt: answer_place_extra, TakeReservePrompt: answer_take_reserve}


# ---------------------------------------------------------------- Calamities

def _non_blue(state, s):
    return sorted({c for c in state.herd[s] if not C.is_blue(c)})


CHOICE_OPTIONS = {
    "stampede": _non_blue,
    "texas_fever": lambda state, s: [c for c in _non_blue(state, s) if C.breed(c) != "Longhorn"],
    "gold_rush": lambda state, s: list(dict.fromkeys(hires(state.party[s]))),
    "range_war": lambda state, s: list(dict.fromkeys(hires(state.party[s]))),
}


def k_choose(state, kid, events):
    """Every affected player picks which of their own cards the Calamity takes (secretly, at once)."""
    code = C.CALAMITY_BY_ID[kid].code
    state.choices = {}
    need = []
    for s in order_from(state, state.current):
        if state.immune[s]:
            continue
        opts = CHOICE_OPTIONS[code](state, s)
        if len(opts) == 1:
            state.choices[s] = opts[0]
        elif opts:
            need.append(s)
    if need:
        state.prompt = CalamityChoicePrompt(tuple(need))
    else:
        resolve_calamity_choices(state, events)


def resolve_calamity_choices(state, events):
    code = C.CALAMITY_BY_ID[state.active].code
    choices, state.choices = state.choices, {}
    seats = [s for s in order_from(state, state.current) if s in choices]
    if code in ("stampede", "texas_fever"):
        for s in seats:
            state.herd[s].remove(choices[s])
            state.yard_bottom.append(choices[s])
            events.append(CattleMoved(choices[s], s, "yard_bottom", why=state.active))
    elif code == "gold_rush":
        steps = []
        for s in seats:
            if s != state.current:
                steps.append(InterruptWindow("calamity_discard", (s,), None))
            steps.append(LoseFromParty(s, choices[s], state.active))
        push(state, *steps)
    elif code == "range_war":
        ring = [s for s in order_from(state, state.current) if not state.immune[s]]
        for s in seats:
            remove_from_party(state, s, choices[s])
        for s in seats:
            to = ring[(ring.index(s) + 1) % len(ring)]
            card = choices[s]
            if len(state.party[to]) >= _limit(state.party[to]):
                state.discard.append(card)
                events.append(DCardMoved(card, s, "discard", why=N_("Range War: no room")))
            else:
                state.party[to].append(card)
                events.append(DCardMoved(card, s, to, why=N_("Range War")))


def _limit(party):
    return party_limit(party)


def k_prairie_fire(state, kid, events):
    for s in order_from(state, state.current):
        if state.immune[s]:
            continue
        while state.reserve[s]:
            c = state.reserve[s].pop()
            state.discard.append(c)
            events.append(DCardMoved(c, f"reserve:{s}", "discard", why=N_("Prairie Fire")))
    push(state, DrawCards("burn", 3))


def k_ongoing(state, kid, events):
    """Ongoing Calamities act through `ongoing()` until the next one is revealed."""


CALAMITY_EFFECTS = {
    "stampede": k_choose, "texas_fever": k_choose, "range_war": k_choose, "gold_rush": k_choose,
    "prairie_fire": k_prairie_fire, "drought": k_ongoing, "blizzard": k_ongoing,
    "bank_panic": k_ongoing, "quarantine": k_ongoing, "railhead_boom": k_ongoing,
}
