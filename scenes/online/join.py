"""The guest's Join a table: an invite typed or pasted, or a table announced on this network
knocked at (scenes.online.nearby), the open seats the host offers (and Watch, to take no seat:
also when every seat is taken), the table; every refusal said in the person's own language."""
from __future__ import annotations

import functools
from typing import Any

import pygame

from game import i18n
from game.i18n import _
from game.online import refusals
from game.stack import Scene
from game.ui import theme, widgets
from scenes.online.clipboard import pasted_text
from scenes.online.nearby import NearbyTables

JOIN_PATIENCE = 15.0
"""Seconds Join a table waits for the host's answer before it says there is none."""


class JoinScene(Scene):
    """Type or paste an invite (Ctrl+V, or the Paste button), Join: the host says which seats
    are open, the person picks theirs (or Watch, while the host has room for watchers), and the
    table opens. A wrong code, a full table, another
    version or no answer is said under the field, in the person's language, and the field keeps
    what was typed. Beside it, the tables announced on this network (`NearbyTables`): a knock
    the host answers with Let in fills the invite and asks for the open seats the same way."""

    PANEL = pygame.Rect(90, 160, 1200, 760)
    NEARBY = pygame.Rect(1320, 160, 510, 760)

    def __init__(self, app, relay: str | None = None):
        super().__init__(app)
        self.widgets = widgets.WidgetGroup()
        self.text = ""
        self.name = default_name()
        self.problem = ""
        self.joining: Any = None
        self.relay = relay
        """The relay a bare code is joined through (the command line's --relay), else the settings'."""
        self.seats: list[tuple[int, str]] | None = None
        """The open seats the host offers, once it has said."""
        self.chosen: int | None = None
        self.watching = False
        """Watch was chosen: the table opens once the host lets this computer watch."""
        self.asked_at = 0.0
        self.address = ""
        self.pin: bytes | None = None
        """The certificate fingerprint of the announced table that let this person in."""
        self.nearby = NearbyTables(self.NEARBY, self.widgets, self.name_to_give, lambda: self.joining is not None,
                                   self.let_in, app.clock)
        self.build()

    def build(self) -> None:
        self.widgets.clear()
        p = self.PANEL
        self.field = self.widgets.add(widgets.TextInput((p.left + 60, p.top + 200, 880, 64), self.text, self.set_text,
                                                        max_len=400, placeholder=_("frontier://… or the code"),
                                                        size=26))
        self.widgets.add(widgets.Button((p.left + 960, p.top + 200, 180, 64), _("Paste"), self.paste, size=26,
                                        style="parchment", tooltip=_("Paste the invite you were sent (Ctrl+V)")))
        self.widgets.add(widgets.TextInput((p.left + 60, p.top + 380, 400, 60), self.name, self.set_name, max_len=14,
                                           placeholder=_("Your name"), size=26))
        busy = self.joining is not None
        self.widgets.add(widgets.Button((p.right - 340, p.bottom - 116, 280, 84), _("Join"), self.join,
                                        style="primary", size=36, enabled=not busy and bool(self.text.strip()),
                                        disabled_reason=_("Joining…") if busy else _("Type or paste the invite first.")))
        self.widgets.add(widgets.Button((p.left + 60, p.bottom - 116, 240, 84), _("Back"), self.back, size=32,
                                        hotkey=pygame.K_ESCAPE))
        choosing = self.chosen is None and not self.watching
        for i, (seat, name) in enumerate(self.seats or []):
            label = _("Sit as {name}").format(name=name)
            self.widgets.add(widgets.Button(self.choice_rect(i), label, functools.partial(self.choose, seat),
                                            style="primary", size=26, enabled=choosing))
        if self.seats is not None and self.joining is not None and self.joining.can_watch():
            self.widgets.add(widgets.Button(self.choice_rect(len(self.seats)), _("Watch"), self.watch,
                                            style="parchment", size=26, enabled=choosing,
                                            tooltip=_("Take no seat: see the table as everyone may, "
                                                      "without playing or talking")))
        self.nearby.lay_buttons()

    def choice_rect(self, index: int) -> tuple[int, int, int, int]:
        """Where the `index`th choice (a seat, then Watch) sits: three to a row under the question."""
        p = self.PANEL
        return (p.left + 60 + (index % 3) * 360, p.top + 512 + (index // 3) * 70, 340, 60)

    def set_text(self, text: str) -> None:
        had = bool(self.text.strip())
        self.text, self.problem, self.pin = text, "", None
        if had != bool(text.strip()):
            self.build()
            self.field.focused = True

    def set_name(self, name: str) -> None:
        self.name = name

    def name_to_give(self) -> str:
        return self.name.strip() or default_name()

    def let_in(self, invite: str, pin: bytes) -> None:
        """A host on this network let this person in: its invite fills the field and Join asks
        for its open seats, pinned to the certificate the table announced."""
        self.text, self.pin = invite, pin
        self.join()

    def paste(self) -> None:
        text = pasted_text()
        if not text:
            self.problem = _("The clipboard holds no text.")
            return
        self.text, self.problem, self.pin = text, "", None
        self.build()

    def join(self, any_seat: bool = False) -> None:
        """Connect and ask the host which seats are open (nothing is taken yet); with
        `any_seat` (the command line's --join) sit at the first open one."""
        from game.online.invite import InviteError
        from game.online.session import join_table
        if self.joining is not None:
            return
        relay = self.relay or (getattr(self.app.settings, "relay", "") or "").strip() or None
        try:
            self.joining = join_table(self.text, name=self.name_to_give(),
                                      language=i18n.language(), seat=-1 if any_seat else None,
                                      default_relay=relay, pin=self.pin)
        except InviteError as refused:
            self.problem = refused.reason
            return
        invite = self.joining.invite
        self.address = f"{invite.host}:{invite.port}"
        self.seats, self.asked_at, self.problem = None, self.app.time, ""
        self.chosen = -1 if any_seat else None
        self.build()

    def rejoin(self, kept) -> None:
        """Sit again in the seat this computer kept (`session.KeptSeat`, Continue), with its
        token: the table opens once the host has it again; else the reason is said here."""
        from game.online.invite import InviteError
        from game.online.session import rejoin
        self.text, self.name = kept.invite, kept.name
        try:
            self.joining = rejoin(kept, language=i18n.language())
        except InviteError as refused:
            self.problem = refused.reason
            self.build()
            return
        invite = self.joining.invite
        self.address = f"{invite.host}:{invite.port}"
        self.seats, self.chosen, self.asked_at, self.problem = None, kept.seat, self.app.time, ""
        self.build()

    def choose(self, seat: int) -> None:
        """Sit in `seat`: the table opens once the host has seated this computer."""
        if self.joining is not None:
            self.joining.choose(seat)
            self.chosen, self.asked_at = seat, self.app.time
            self.build()

    def watch(self) -> None:
        """Take no seat and watch: the table opens once the host has let this computer in."""
        if self.joining is not None:
            self.joining.watch()
            self.watching, self.asked_at = True, self.app.time
            self.build()

    def back(self) -> None:
        self.give_up()
        self.close()

    def give_up(self) -> None:
        if self.joining is not None:
            self.joining.link.close()
            self.joining = None
        self.seats, self.chosen, self.watching = None, None, False

    def on_exit(self) -> None:
        self.nearby.close()

    def update(self, dt: float) -> None:
        self.widgets.update(dt)
        if self.nearby.update():
            self.app.request_redraw()
        if self.joining is None:
            return
        controller = self.joining.poll()
        if controller is not None:
            self.joining = None
            self.app.routes.online_table(controller, None, replace=True)
            return
        offered = self.joining.open_seats()
        if offered is not None and self.seats is None and self.chosen is None:
            if not offered and not self.joining.can_watch():
                self.problem = refusals.worded(refusals.NO_OPEN_SEAT)
                self.give_up()
            else:
                self.seats = offered  # none open: Watch alone is offered
            self.build()
            return
        if self.seats is not None and self.chosen is None and not self.watching:
            return  # the person is choosing: no hurry
        if self.joining.refused is not None:
            self.problem = self.joining.refused  # worded in this person's language from the host's code
            self.give_up()
            self.build()
        elif self.app.time - self.asked_at > JOIN_PATIENCE:
            self.problem = _("No answer from {address}: check the invite, and that the host's table is still "
                             "open.").format(address=self.address)
            self.give_up()
            self.build()

    def handle(self, event: pygame.event.Event) -> bool:
        if (event.type == pygame.KEYDOWN and event.key == pygame.K_v and event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META)
                and not self.widgets_focused_name()):
            self.paste()
            return True
        if self.widgets.handle(event) or self.nearby.handle(event):
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.text.strip():
            self.join()
            return True
        return False

    def widgets_focused_name(self) -> bool:
        return any(isinstance(w, widgets.TextInput) and w.focused and w is not self.field for w in self.widgets.widgets)

    def is_animating(self) -> bool:
        return self.joining is not None or self.widgets.is_animating() or self.nearby.is_animating()

    def draw(self, surface: pygame.Surface) -> None:
        widgets.page(surface, _("JOIN A TABLE"), 110, 60, anchor="center")
        p = self.PANEL
        widgets.draw_panel(surface, p, "parchment", radius=20)
        x = p.left + 60
        theme.draw_wrapped(surface, _("Paste the invite a friend sent you, or type the code they read to you."),
                           pygame.Rect(x, p.top + 50, p.w - 120, 70), "italic", 26, theme.INK_SOFT)
        theme.draw_text(surface, _("Invite"), (x, p.top + 186), "black", 20, theme.INK_SOFT, "bottomleft", False)
        if self.problem:
            theme.draw_wrapped(surface, self.problem, pygame.Rect(x, p.top + 280, p.w - 120, 70), "bold", 22,
                               theme.DANGER)
        elif self.joining is not None and self.seats is None:
            theme.draw_text(surface, _("Connecting to {address}…").format(address=self.address), (x, p.top + 296),
                            "italic", 24, theme.INK_SOFT, "midleft", False)
        theme.draw_text(surface, _("Your name at the table"), (x, p.top + 366), "black", 20, theme.INK_SOFT,
                        "bottomleft", False)
        if self.seats is not None:
            question = _("Which seat is yours?") if self.seats else _("Every seat is taken: you may watch.")
            theme.draw_text(surface, question, (x, p.top + 478), "display",
                            theme.fit_text(question, "display", 30, p.w - 120, 18), theme.INK, "midleft", False)
        else:
            theme.draw_wrapped(surface, _("Join asks the host which seats are open; you choose yours. Your table "
                                          "speaks your own language."),
                               pygame.Rect(x, p.top + 470, p.w - 120, 110), "italic", 22, theme.INK_SOFT)
        self.nearby.draw(surface)
        self.widgets.draw(surface)


def default_name() -> str:
    from game import players
    roster, _notice = players.load()
    return roster.players[0].name if roster.players else _("Guest")
