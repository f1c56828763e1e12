"""Every refusal of the host reaches a friend's computer as a code, and the friend reads it in
their own language: on Join a table (another version of the games, a seat that is someone
else's) and at the table (a message the host could not read). The host here speaks English
words in its `reason`; what the friend reads never is those words."""
from __future__ import annotations

import pygame
import pytest
from online_table import REPLY_SECONDS, frames_for

from game import i18n
from game.controllers.base import make_controller
from game.controllers.seats import parse_seats
from game.i18n import _
from game.online import messages
from game.online.kept import KeptSeat
from game.online.session import host_table
from scenes.menu import MenuScene
from scenes.online.companion import TableCompanion
from scenes.online.join import JoinScene

WINDOW = (1366, 768)
HOSTS_RULES = "0123456789abcdef"


def hosted(seats: str = "human,remote,ai:easy"):
    controller = make_controller("roulette", parse_seats(seats), None, 4)
    return host_table(controller, relay=None, bind="127.0.0.1")


def answered(driver, host, join: JoinScene) -> str:
    """The Join screen's words once the host has answered (the host's frames run meanwhile)."""
    for _frame in frames_for(REPLY_SECONDS):
        if join.problem:
            return join.problem
        host.controller.pump()
        driver.frame()
    raise AssertionError(f"the host did not answer within {REPLY_SECONDS} s")


EXPECTED = {
    ("fr", "rules"): "Cette table joue une autre version des jeux (règles de l’hôte : {theirs} ; les vôtres : {ours}).",
    ("de", "rules"): "Dieser Tisch spielt eine andere Version der Spiele (Regeln des Gastgebers: {theirs}; deine: "
                     "{ours}).",
    ("fr", "not_yours"): "Cette place est à quelqu’un d’autre.",
    ("de", "not_yours"): "Dieser Platz gehört jemand anderem.",
}


@pytest.mark.parametrize("language", ["fr", "de"])
@pytest.mark.parametrize("case", ["rules", "not_yours"])
def test_join_says_the_hosts_refusal_in_the_friends_language(make_driver, monkeypatch, language, case):
    """A friend whose app speaks French (or German) joins a table that plays another version of
    the games, or comes back to a seat with a token that is not its own: Join a table says why
    in their language, naming both versions."""
    host = hosted()
    try:
        guest = make_driver(WINDOW)
        guest.start(MenuScene(guest.app))
        guest.app.set_language(language)
        if case == "rules":
            monkeypatch.setattr("game.online.host.rules_version", lambda: HOSTS_RULES)
            pygame.scrap.put_text(host.invite.text)
            guest.click_button(_("Join a table"))
            join = guest.top
            guest.key(pygame.K_v, pygame.KMOD_CTRL)
            guest.click_button(_("Join"))
            for _frame in frames_for(REPLY_SECONDS):
                if join.seats:
                    break
                host.controller.pump()
                guest.frame()
            guest.click_button(_("Sit as {name}").format(name=join.seats[0][1]))
        else:
            host.tokens[1] = "the token Bill was given"
            host.joined.add(1)
            join = guest.app.routes.rejoin(KeptSeat(host.invite.text, 1, "a token of someone else", "roulette",
                                                    "Mallory", 0.0))
        words = answered(guest, host, join)
        expected = EXPECTED[language, case].format(theirs=HOSTS_RULES, ours=messages.rules_version())
        assert words.startswith(expected), words
    finally:
        host.close()


def test_at_the_table_a_refusal_is_said_in_the_friends_language(make_driver):
    """At a German friend's table, the host refuses a message it could not read: the table says
    so in German (the technical detail in brackets is the host's)."""
    from online_table import open_table
    table = open_table(make_driver, "roulette", "human,remote,ai:easy", seed=5)
    [friend] = table.guests
    friend.table.online = TableCompanion(friend.table, None)
    friend.driver.app.set_language("de")
    friend.controller.link.send({"v": messages.PROTOCOL, "type": "act", "seq": 9, "action": "bid 1"})  # no moment
    for _frame in frames_for(REPLY_SECONDS):
        if friend.table.notice:
            break
        table.driver.frame()
        friend.driver.frame()
    assert friend.table.notice == ("Der Gastgeber konnte eine Nachricht dieses Computers nicht lesen "
                                   "(act: missing fields ['moment']).")
