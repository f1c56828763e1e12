"""An invite code is read aloud, typed with mistakes and pasted mangled: a typo is caught with a
reason before anything is sent, and nothing that travels reveals the code."""
from __future__ import annotations

import string

from hypothesis import given, settings, strategies as st
import pytest

from game.online import invite
from game.online.invite import InviteError, parse_code, parse_invite


def test_a_new_code_is_five_groups_of_four_readable_characters():
    code = invite.new_code()
    groups = code.split("-")
    assert [len(g) for g in groups] == [4] * 5
    assert set(code.replace("-", "")) <= set(invite.ALPHABET)
    assert parse_code(code) == code


def test_codes_carry_at_least_80_bits_and_never_repeat():
    assert invite.SECRET_CHARACTERS * 5 >= 80
    assert len({invite.new_code() for _ in range(2000)}) == 2000


def test_a_person_may_type_lower_case_o_for_zero_i_or_l_for_one_and_any_spaces():
    code = "K7QM-4XHT-9PWA-2RCE-" + "0"
    body = "0110" + "K7QM4XHT9PWA2RC"
    values = [invite._VALUES[c] for c in body]
    code = invite._grouped(body + invite.ALPHABET[invite._checksum(values + [0])])
    typed = code.lower().replace("0", "o").replace("1", "l", 1).replace("1", "i").replace("-", " ")
    assert parse_code("  " + typed + " ") == code
    assert parse_code(code.replace("-", "")) == code


def test_every_single_wrong_character_is_caught_as_a_typo():
    code = invite.new_code()
    symbols = code.replace("-", "")
    for position in range(len(symbols)):
        for other in invite.ALPHABET:
            if other == symbols[position]:
                continue
            typo = symbols[:position] + other + symbols[position + 1:]
            with pytest.raises(InviteError, match="typo"):
                parse_code(typo)


def test_every_swap_of_two_neighbours_is_caught_as_a_typo():
    for _ in range(50):
        symbols = invite.new_code().replace("-", "")
        for position in range(len(symbols) - 1):
            a, b = symbols[position], symbols[position + 1]
            if a == b:
                continue
            swapped = symbols[:position] + b + a + symbols[position + 2:]
            with pytest.raises(InviteError, match="swapped"):
                parse_code(swapped)


@pytest.mark.parametrize("text, reason", [
    ("", "Type or paste"),
    ("K7QM-4XHT", "has 20 characters; this one has 8"),
    ("K7QM-4XHT-9PWA-2RCE-8FJU", "no letter U"),
    ("K7QM-4XHT-9PWA-2RCE-8FJ#", "“#” cannot be part"),
    ("A" * 500, "far too long"),
])
def test_a_code_that_cannot_be_one_says_why(text, reason):
    with pytest.raises(InviteError, match=reason):
        parse_code(text)


def test_the_room_id_and_keys_are_derived_and_never_contain_the_code():
    code = invite.new_code()
    room = invite.room_id(code)
    assert len(room) == 32 and all(c in string.hexdigits for c in room)
    assert room == invite.room_id(code.lower().replace("-", " "))
    assert room != invite.room_id(invite.new_code())
    assert code.replace("-", "").lower() not in room
    secret = invite.code_secret(code)
    assert invite.derive(secret, "handshake") != invite.derive(secret, "relay room")


def test_a_direct_invite_and_a_relay_invite_read_back_as_written():
    code = invite.new_code()
    direct = invite.make_invite("192.168.1.5", 47100, code)
    assert direct.text == f"frontier://192.168.1.5:47100/{code}"
    assert parse_invite(direct.text) == direct and not direct.relay
    relay = invite.make_invite("relay.example", 443, code, relay=True)
    assert relay.text == f"frontier+relay://relay.example:443/{code}"
    assert parse_invite(relay.text) == relay and relay.relay
    six = invite.make_invite("::1", 9, code)
    assert six.text == f"frontier://[::1]:9/{code}" and parse_invite(six.text) == six
    assert parse_invite("  " + direct.text.replace("-", "").lower().replace("frontier", "FRONTIER") + "\n") == direct


def test_a_relay_invite_may_name_several_nodes_of_one_cluster_tried_in_its_order():
    code = invite.new_code()
    text = f"frontier+relay://a.example:1,[::1]:2,10.0.0.7:443/{code}"
    read = parse_invite(text)
    assert read.relay and read.text == text and parse_invite(read.text) == read
    assert read.addresses == (("a.example", 1), ("::1", 2), ("10.0.0.7", 443))
    assert read.urls == ["wss://a.example:1/", "wss://[::1]:2/", "wss://10.0.0.7:443/"] and read.url == read.urls[0]
    assert read.room == invite.room_id(code)  # one room, whichever node a person reaches
    made = invite.make_invite("a.example", 1, code, relay=True, more_relays=(("b.example", 2),))
    assert made.text == f"frontier+relay://a.example:1,b.example:2/{code}"
    assert parse_invite(f"frontier+relay://relay.example:443/{code}").more_relays == ()


@pytest.mark.parametrize("text, reason", [
    ("frontier://a:1,b:2/{code}", "only a relay invite may name several"),
    ("frontier+relay://a:1,/{code}", "which computer"),
    ("frontier+relay://,a:1/{code}", "which computer"),
    ("frontier+relay://a:1,,b:2/{code}", "which computer"),
    ("frontier+relay://a:1,b/{code}", "which port"),
    ("frontier+relay://a:1,b:0/{code}", "between 1 and 65535"),
    ("frontier+relay://a:1,A:1/{code}", "same relay twice"),
    ("frontier+relay://a:1;b:2/{code}", "which port"),
    ("frontier+relay://a:1, b:2/{code}", "spaces or invisible"),
    ("frontier+relay://" + ",".join(f"n{i}:1" for i in range(9)) + "/{code}", "more than 8 relays"),
])
def test_an_odd_list_of_relays_is_refused_with_its_reason(text, reason):
    with pytest.raises(InviteError, match=reason):
        parse_invite(text.format(code=invite.new_code()))


def test_a_bare_code_goes_to_the_chosen_relay_or_asks_for_the_whole_invite():
    code = invite.new_code()
    assert parse_invite(code, default_relays=(("relay.example", 443),)) == invite.Invite("relay.example", 443, code, True)
    with pytest.raises(InviteError, match="whole invite"):
        parse_invite(code)


@pytest.mark.parametrize("text, reason", [
    ("http://a:1/{code}", "not a Frontier Tabletop invite"),
    ("frontier://a/{code}", "which port"),
    ("frontier://a:0/{code}", "between 1 and 65535"),
    ("frontier://a:99999/{code}", "between 1 and 65535"),
    ("frontier://a:x/{code}", "not a number"),
    ("frontier://:5/{code}", "which computer"),
    ("frontier://a:5", "no code"),
    ("frontier://a:5/{code}/more", "more after the code"),
    ("frontier://a:5/{code}?x=1", "characters after the address"),
    ("frontier://u@a:5/{code}", "characters after the address"),
    ("frontier://a b:5/{code}", "spaces or invisible"),
    ("frontier://999.1.1.1:5/{code}", "not a valid IP"),
    ("frontier://[::1:5/{code}", "does not close"),
    ("frontier://[zz]:5/{code}", "not a valid IPv6"),
    ("frontier://-bad-:5/{code}", "not a computer's name"),
    ("frontier://a:5/NOPE", "has 20 characters"),
])
def test_an_odd_invite_is_refused_with_its_reason(text, reason):
    with pytest.raises(InviteError, match=reason):
        parse_invite(text.format(code=invite.new_code()))


def test_seat_tokens_are_long_fresh_and_compared_exactly():
    tokens = {invite.new_seat_token() for _ in range(1000)}
    assert len(tokens) == 1000 and all(len(t) >= 43 for t in tokens)
    token = next(iter(tokens))
    assert invite.seat_token_matches(token, token)
    assert not invite.seat_token_matches(token, token[:-1] + ("A" if token[-1] != "A" else "B"))
    assert not invite.seat_token_matches(token, None)
    assert not invite.seat_token_matches(token, "é" * 43)


@settings(max_examples=400, deadline=None)
@given(st.text(max_size=120))
def test_any_text_is_a_code_or_a_reason_never_a_crash(text):
    try:
        assert parse_code(text) == parse_code(parse_code(text))
    except InviteError as refusal:
        assert refusal.reason


@settings(max_examples=400, deadline=None)
@given(st.one_of(
    st.text(max_size=200),
    st.builds(lambda scheme, host, port, code, tail: f"{scheme}://{host}:{port}/{code}{tail}",
              st.sampled_from(["frontier", "frontier+relay", "FRONTIER", "ws", ""]),
              st.one_of(st.from_regex(r"[a-z0-9.,\-\[\]:]{0,30}", fullmatch=True), st.text(max_size=10)),
              st.one_of(st.integers(-5, 70000).map(str), st.text(max_size=6)),
              st.one_of(st.just("").map(lambda _: invite.new_code()), st.text(max_size=25)),
              st.sampled_from(["", "/", "/x", "?a", "#", " "])),
))
def test_any_pasted_text_is_an_invite_or_a_reason_never_a_crash(text):
    try:
        read = parse_invite(text)
    except InviteError as refusal:
        assert refusal.reason
    else:
        assert parse_invite(read.text) == read
