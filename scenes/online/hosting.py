"""Opening a table to friends at other computers: where the host is met (a relay, or a port on
this computer), for a new table and for a saved one opened again."""
from __future__ import annotations

DEFAULT_PORT = 47100
"""Where a host listens when it can (the port a person forwards on a home router)."""


def announced_as(controller, settings) -> str | None:
    """The name a hosted table is announced on this network under (the first person at this
    screen, else the roster's first player), or None when the settings say not to announce it."""
    if settings is None or not getattr(settings, "announce_tables", True):
        return None
    from scenes.online.join import default_name
    people = [name for name, config in zip(controller.names, controller.seats) if config.is_human]
    return people[0] if people else default_name()


def reopen_hosting(controller, settings=None):
    """The `OnlineHost` of a saved online table opened again: the same code, met where the save
    says (its relay, or the port it listened on when it is free), so the invite its friends
    hold still reaches it; announced on this network as the settings say. OSError or
    InviteError (a ValueError) with the reason."""
    from game.online.session import host_table
    return screens_own_stand_ins(host_table(controller, relay=None, bind="0.0.0.0",
                                            announce_as=announced_as(controller, settings)))


def open_hosting(controller, settings, port: int | None = None, relay: str | None = None, bind: str = "0.0.0.0"):
    """The `OnlineHost` (game.online.session.host_table) for `controller`'s remote seats: met at
    the relay given or set in the settings, else listening on `port` (by default DEFAULT_PORT,
    the one to forward on a home router, or any free one when it is taken), and announced on
    this network when the settings say so ("Announce my tables on this network"). OSError or
    InviteError (a ValueError) with the reason when it cannot open."""
    from game.online.session import host_table
    relay = relay or (getattr(settings, "relay", "") or "").strip() or None
    announce_as = announced_as(controller, settings)
    if relay or port is not None:
        return screens_own_stand_ins(host_table(controller, relay=relay, port=port or 0, bind=bind,
                                                announce_as=announce_as))
    try:
        hosting = host_table(controller, relay=None, port=DEFAULT_PORT, bind=bind, announce_as=announce_as)
    except OSError:  # the usual port is taken: any free one
        hosting = host_table(controller, relay=None, port=0, bind=bind, announce_as=announce_as)
    return screens_own_stand_ins(hosting)


def screens_own_stand_ins(hosting):
    """A table hosted from the app's screens hands a lost seat to an AI when the host's setting
    says, at the table (`TableCompanion`), never by the host's own default clock: a person who
    chose "Never" is never overruled, and a waiting room never gives a seat away while the
    host looks at it."""
    hosting.ai_after = None
    return hosting
