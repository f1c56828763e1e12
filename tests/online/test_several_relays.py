"""The app names several relays: a host whose settings name two relays gives an invite naming
both, and when the relay it meets its guests at dies (SIGKILL, a real relay process on
127.0.0.1), the host opens its table again at the next and its guest follows, the table going on
move for move; a bare code joins through every relay the settings name."""
from __future__ import annotations

import random
import time

import pytest

from cluster_parts import NodeProcess, free_port, leave
from game.controllers.base import make_controller
from game.controllers.seats import parse_seats
from game.online import invite, tls
from game.online.session import host_table, join_table
from game.ui.theme import TextWatcher

TIMEOUT = 30


@pytest.fixture
def certificate(tmp_path):
    """One certificate for both relays (a club's two relays, or one name for both)."""
    return tls.host_certificate(tmp_path / "relay")


def test_the_relay_setting_reads_one_or_several_relays_as_strictly_as_an_invite():
    assert invite.parse_relays("") == () and invite.parse_relays("  ") == ()
    assert invite.parse_relays("Relay.Example.org:443") == (("relay.example.org", 443),)
    assert invite.parse_relays(" a.example.org:443, b.example.org:8443 ,c.example.org:443") == (
        ("a.example.org", 443), ("b.example.org", 8443), ("c.example.org", 443))
    assert invite.parse_relays("a.example.org:443 [::1]:47200") == (("a.example.org", 443), ("::1", 47200))
    for wrong, why in (("a.example.org:443, a.example.org:443", "twice"), ("a.example.org", "port"),
                       (",".join(f"n{n}.example.org:443" for n in range(9)), "more than 8")):
        with pytest.raises(invite.InviteError, match=why):
            invite.parse_relays(wrong)


def test_a_bare_code_joins_through_every_relay_the_settings_name():
    code, ports = invite.new_code(), (free_port(), free_port())  # nobody listens: nothing leaves this computer
    joining = join_table(code, name="Bill", default_relay=f"127.0.0.1:{ports[0]}, 127.0.0.1:{ports[1]}", seat=None)
    try:
        assert joining.invite.text == f"frontier+relay://127.0.0.1:{ports[0]},127.0.0.1:{ports[1]}/{code}"
        assert joining.invite.urls == [f"wss://127.0.0.1:{port}/" for port in ports]
    finally:
        joining.link.close()


def test_the_host_moves_to_the_next_relay_when_its_relay_dies_and_its_friend_follows(certificate, tmp_path):
    first, second = (NodeProcess(tmp_path, certificate, None, name) for name in ("first", "second"))
    host = guest = None
    try:
        first.wait_listening(), second.wait_listening()
        relays = f"127.0.0.1:{first.port}, 127.0.0.1:{second.port}"
        host = host_table(make_controller("roulette", parse_seats("human,remote,ai:easy"), None, 3),
                          relay=relays, relay_ca=certificate.certificate_path)
        names = f"127.0.0.1:{first.port},127.0.0.1:{second.port}"
        assert host.invite.text == f"frontier+relay://{names}/{host.invite.code}"
        assert host.controller.online["relay"] == names  # a saved table is met at both again
        deadline = time.monotonic() + TIMEOUT
        closed = join_table(f"frontier+relay://{names}/{invite.new_code()}", name="Ana",
                            relay_ca=certificate.certificate_path)  # a table neither relay holds
        while (host.server.status != "open" or closed.refused is None) and time.monotonic() < deadline:
            closed.poll()
            time.sleep(0.01)
        assert closed.refused and closed.refused.startswith("No table with this code is open on this relay")
        joining = join_table(host.invite.text, name="Ana", relay_ca=certificate.certificate_path)
        table, rng = host.controller, random.Random(3)
        killed_at, first_link = None, None
        while time.monotonic() < deadline:
            table.pump()
            if guest is None:
                guest = joining.poll()
                assert joining.refused is None, joining.refused
                continue
            if 0 in table.waiting_people():
                table.act(0, rng.choice(table.legal_actions(0)))
            table.update()
            guest.pump()
            guest.update()
            if guest.waiting_people() and guest.link.status == "open":
                guest.act(guest.seat, rng.choice(guest.legal_actions(guest.seat)))
            if killed_at is None and table.moves_made() >= 6:
                killed_at, first_link = table.moves_made(), host.guests[1].link
                first.kill()  # kill -9: no goodbye to the host or to Ana
            if killed_at is not None and host.server.status == "open" and 1 in host.guests \
                    and host.guests[1].link is not first_link \
                    and (table.moves_made() >= killed_at + 6 or table.is_over()) \
                    and guest.moves_made() == table.moves_made():
                break
            time.sleep(0.002)
        else:
            raise AssertionError(f"the table did not go on through the second relay (moves {table.moves_made()}, "
                                 f"host {host.server.status}: {host.server.problem})")
        joined = [event["event"] for event in second.events()]
        assert "room-open" in joined and "guest-joined" in joined  # the host and Ana met again at the second
        assert guest.link.openings == 2 and guest.seat == 1 and not joining.refused
        assert guest.view(1) == table.view(1)  # the same table, seen from her seat
    finally:
        leave([guest, host], [first, second])



def test_a_host_who_sets_two_relays_gives_friends_an_invite_naming_both(make_driver):
    """Settings, Relay: the host types two relays separated by a comma, Done; New table with a
    seat "On another computer", Start: the waiting room's invite names both relays, in order, and
    says friends meet the table through either."""
    import pygame

    from game.ui import theme
    from game.ui.widgets import TextInput
    from scenes.menu import MenuScene
    from scenes.online.waiting_room import encrypted_words
    from test_online_screens import host_a_table

    relays = f"127.0.0.1:{free_port()}, 127.0.0.1:{free_port()}"  # nobody listens: the room waits for them
    host = make_driver((1366, 768))
    host.start(MenuScene(host.app))
    host.click_button("Settings")
    field = next(widget for widget in host.top.widgets if isinstance(widget, TextInput))
    host.click(field.rect.center)
    host.type_text(", ".join(f"node-{n}.relays.frontier-club.example.org:443" for n in "abc"))
    assert drawn_inside(field), "while typing: the end of a long list shows, inside the field"
    host.key(pygame.K_RETURN)
    assert drawn_inside(field), "typed: its beginning shows, cut short, inside the field"
    host.click(field.rect.center)
    host.key(pygame.K_a, pygame.KMOD_CTRL)
    host.type_text(relays)
    host.click_button("Done")
    assert host.app.settings.relay == relays
    room = host_a_table(host)
    try:
        names = relays.replace(" ", "")
        assert room.invite.text == f"frontier+relay://{names}/{room.invite.code}"
        assert "any of the 2 relays the invite names" in room.where_words()
        # three long names at 150% text: the invite breaks after a relay's comma, nothing is cut,
        # and everything under it stays inside the panel
        far = [(f"node-{n}.relays.frontier-club.example.org", 443) for n in "abc"]
        room.hosting.invite = invite.make_invite(*far[0], room.invite.code, relay=True, more_relays=tuple(far[1:]))
        theme.set_type_scale(150)
        seen = Seen()
        with theme.watching(seen):
            room.draw(host.app.canvas)
        lines = [text for text, _rect in seen.rects if text.startswith("frontier+relay://") or text.startswith("node-")]
        assert "".join(lines) == room.invite.text and len(lines) > 1
        said = room.invite.text + room.where_words() + encrypted_words()
        left = [rect for text, rect in seen.rects if text.strip() and text in said]
        assert len(left) > len(lines) + 2
        assert all(room.PANEL.contains(rect) for rect in left), [r for r in left if not room.PANEL.contains(r)]
        assert not seen.cuts, seen.cuts
    finally:
        room.hosting.close()


class Seen(TextWatcher):
    """A text watcher (`theme.watch_text`): where each string was placed, and what was cut."""

    def __init__(self):
        self.rects, self.cuts = [], []

    def cut(self, text, how):
        self.cuts.append((text, how))

    def placed(self, surface, text, rect, colour):
        self.rects.append((text, rect))


def drawn_inside(field) -> bool:
    """Whether `field` draws nothing to the right of its own box (text too long to fit, once,
    ran on over the counter, the panel's edge and whatever lay beside it)."""
    import pygame
    blank = (1, 2, 3)
    canvas = pygame.Surface((field.rect.right + 300, field.rect.bottom + 4))
    canvas.fill(blank)
    field.draw(canvas)
    beside = canvas.subsurface(pygame.Rect(field.rect.right + 1, field.rect.top, 299, field.rect.h))
    return pygame.mask.from_threshold(beside, blank, (1, 1, 1, 255)).count() == beside.get_width() * beside.get_height()
