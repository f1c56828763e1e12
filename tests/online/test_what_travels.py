"""What travels between a host and a seat on another computer arrives as it left, and anything
else is refused with a reason: the codec carries observations and events of all five games, and
refuses classes, fields, kinds and sizes it does not know (fuzzed with hypothesis)."""
from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings, strategies as st

from game.controllers.base import make_controller
from game.controllers.seats import parse_seats
from game.games import GAME_IDS
from game.online import messages
from game.online.codec import MAX_DEPTH, MAX_TEXT, Refused, decode, encode


def seeded_game(game_id: str, seed: int, steps: int):
    """The observations of every seat and the events of a seeded random game, step by step."""
    controller = make_controller(game_id, parse_seats("human,human,human"), None, seed)
    rng = random.Random(seed)
    for _step in range(steps):
        if controller.is_over():
            return
        waiting = controller.waiting_humans()
        events = controller.act(waiting[0], rng.choice(controller.legal_actions(waiting[0]))) if waiting \
            else controller.update()
        yield [controller.rules.observe(controller.state, seat) for seat in (-1, 0, 1, 2)], events


def through_the_wire(value):
    return decode(json.loads(messages.dump({"x": encode(value)}))["x"])


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_observation_and_event_arrives_equal_to_what_left(game_id):
    for observations, events in seeded_game(game_id, seed=7, steps=400):
        for observation in observations:
            assert through_the_wire(observation) == observation
        for event in events:
            assert through_the_wire(event) == event
            assert type(through_the_wire(event)) is type(event)


def test_python_kinds_json_lacks_arrive_as_themselves():
    value = {"t": (1, "a"), "f": frozenset({1, 2}), "s": {3}, "d": {1: "one", (2, 3): "pair"}, "$x": [None, 1.5]}
    back = through_the_wire(value)
    assert back == value and type(back["t"]) is tuple and type(back["f"]) is frozenset


@pytest.mark.parametrize("hostile, reason", [
    ({"$": "os.system", "x": 1}, "unknown class"),
    ({"$": "builtins.object"}, "unknown class"),
    ({"$": "common.events.DieRolled", "seat": 0, "die": 0, "face": "x", "evil": 1}, "unknown fields"),
    ({"$": "common.events.DieRolled", "seat": 0}, "missing fields"),
    ({"$e": "common.events.DieRolled", "v": 1}, "no enum"),
    ({"$t": [1], "$f": [2]}, "stands alone"),
    ({"$t": 5}, "holds a list"),
    ({"$f": [[1]]}, "cannot be in a set"),
    ({"$d": [[1]]}, "key, value"),
    ({"$zz": 1}, "unknown tag"),
    ("x" * (MAX_TEXT + 1), "longer than"),
])
def test_a_hostile_value_is_refused_with_its_reason(hostile, reason):
    with pytest.raises(Refused, match=reason):
        decode(hostile)


def test_a_value_nested_too_deep_is_refused():
    deep: list = []
    for _level in range(MAX_DEPTH + 5):
        deep = [deep]
    with pytest.raises(Refused, match="deeper"):
        decode(deep)


def speaking_now(text: str) -> str:
    """A message written for the wire's version now (`@`), or the next one (`@@`)."""
    return text.replace("@@", str(messages.PROTOCOL + 1)).replace("@", str(messages.PROTOCOL))


@pytest.mark.parametrize("text, reason", [
    ("[" * 100_000 + "]" * 100_000, "more than"),
    ("[" * 5000 + "]" * 5000, "a message is a JSON object|nested too deep"),
    ("{", "not JSON"),
    ('{"v": @, "type": "act", "seq": 1, "action": "x", "moment": NaN}', "not JSON"),
    ('{"v": @@, "type": "act", "seq": 1, "action": "x", "moment": 0}',
     f"protocol version {messages.PROTOCOL + 1}, this side speaks {messages.PROTOCOL}"),
    ('{"v": @, "type": "welcome", "seq": 1}', "unknown message type"),
    ('{"v": @, "type": "act", "seq": 1, "action": "x"}', "missing fields"),
    ('{"v": @, "type": "act", "seq": 1, "action": "x", "moment": 0, "seat": 2}', "unknown fields"),
    ('{"v": @, "type": "act", "seq": 1, "action": 5, "moment": 0}', "act.action is a text"),
    ('{"v": @, "type": "act", "seq": 1, "action": "x", "moment": true}', "act.moment is a number"),
    ('{"v": @, "type": "act", "seq": -1, "action": "x", "moment": 0}', "seq"),
    ('{"v": @, "v": @, "type": "undo", "seq": 1}', "given twice"),
])
def test_a_guest_message_off_the_schema_is_refused_with_its_reason(text, reason):
    with pytest.raises(Refused, match=reason):
        messages.parse(speaking_now(text), "guest")


def test_a_hosts_refusal_is_read_whatever_its_protocol_version_so_a_guest_of_another_learns_why():
    """A newer host refuses an older guest in its own newer wire: the guest still reads the
    refusal (and words its code), while any other message of that version stays refused."""
    from game.online import refusals
    newer = messages.PROTOCOL + 1
    text = json.dumps({"v": newer, "type": "refused", "seq": 1, "reason": "protocol version 3, this side speaks 4",
                       "about": "message", "code": "protocol-version", "detail": str(newer), "since": "later"})
    refusal = messages.parse(text, "host")
    assert (refusal["type"], refusal["code"], refusal["detail"]) == ("refused", "protocol-version", str(newer))
    assert f"the host's: {newer}; yours: {messages.PROTOCOL}" in refusals.worded(refusal["code"], refusal["detail"])
    with pytest.raises(Refused, match="protocol version"):
        messages.parse(json.dumps({"v": newer, "type": "step", "seq": 2}), "host")


def test_a_good_guest_message_is_taken():
    text = messages.dump(messages.make("act", 3, action="roll", moment=12))
    assert messages.parse(text, "guest")["action"] == "roll"


JSON = st.recursive(st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=20),
                    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(
                        st.sampled_from(["$", "$t", "$f", "$s", "$d", "$e", "v", "seat", "face", "x"]) | st.text(max_size=5),
                        inner, max_size=4), max_leaves=30)


@settings(max_examples=400, deadline=None)
@given(JSON)
def test_any_json_decodes_or_is_refused_never_crashes(data):
    try:
        decode(data)
    except Refused:
        pass


@settings(max_examples=400, deadline=None)
@given(st.text(max_size=200) | JSON.map(json.dumps) | st.builds(
    lambda kind, fields: json.dumps({"v": messages.PROTOCOL, "type": kind, "seq": 1, **fields}),
    st.sampled_from(sorted(messages.GUEST_SCHEMA) + ["x"]), st.dictionaries(st.text(max_size=8), JSON, max_size=4)))
def test_any_text_from_a_guest_parses_or_is_refused_never_crashes(text):
    try:
        messages.parse(text, "guest")
    except Refused:
        pass
