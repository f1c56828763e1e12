"""A watcher beside a shared screen: on every frame the app draws at a table, is what is drawn no
more than the person looking may see?

Who may look is worked out here from what the people did, not asked of the code under test: the
person whose hand-off curtain was lifted last ("the holder") may see their own private view while
the decision is still theirs (they are the first person the rules wait on: several deciding in
secret take the screen in turn; or the table asks them to look for a reaction window they hold
nothing for); at any other moment (an AI or chance
acting, a reveal, a spin, the next person's decision before their curtain) the screen may show
public information only.

Three checks on every drawn frame, after the app's own render:

- The pixels. The true state is swapped for another one the allowed viewer cannot tell from it
  (the rules' `determinize` of that viewer's observation, or of the public one), in which the
  same seats decide, and the table is drawn again as it stands, animations and all: any pixel
  that differs was drawn from something the viewer may not see (a rival's card face, their
  bid-bills, a prompt computed from a hidden hand).
- The pieces built earlier and kept (hand fans, laid cards, buttons): the table builds them from
  `controller.view()`; every view read outside drawing is recorded with the seat it was read for,
  and until the table's `refresh` rebuilds every piece, a piece read from a seat that may not look
  now could still be on screen (`refresh` and `refresh_private` are the table's word that every
  such piece is rebuilt). Buttons on offer are that seat's; an event sent to the table to
  animate must be visible to who may look at that moment.
- The banner, as drawn: it never speaks to a person other than the holder (whose curtain is
  up): no seat mark, no title opening with their name.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field

import pygame

from game.rules.common.contract import CHANCE
from scenes.handoff import HandoffScene, NothingToPlayScene

PUBLIC = -1
"""The seat `observe` and `determinize` take for what everyone at the table may see."""


@dataclass
class PrivacyWatch:
    driver: object
    table: object
    holder: int | None = None
    frames: int = 0
    compared: int = 0
    problems: list[str] = field(default_factory=list)
    curtains_up: dict = field(default_factory=dict)
    built_for: set = field(default_factory=set)
    """Seats whose private view was read for pieces built since the last full refresh."""
    pictures_kept: bool = False
    _drawing: bool = False
    _last_key: tuple | None = None
    _last_seen: bytes = b""

    def __post_init__(self) -> None:
        app, table, controller = self.driver.app, self.table, self.table.controller
        render = app.render

        def render_and_check() -> None:
            render()
            self.check_frame()
        app.render = render_and_check
        view = controller.view

        def recorded_view(seat=None):
            resolved = controller.viewer() if seat is None else seat
            if not self._drawing and resolved is not None:
                self.built_for.add(resolved)
            return view(seat)
        controller.view = recorded_view
        for name in ("refresh", "refresh_private"):  # each rebuilds every piece a private view shows
            rebuild = getattr(table, name, None)
            if rebuild is None:
                continue

            def recorded_rebuild(rebuild=rebuild) -> None:
                self.built_for = set()
                rebuild()
            setattr(table, name, recorded_rebuild)
        draw = table.draw

        def recorded_draw(surface) -> None:
            self._drawing = True
            try:
                draw(surface)
            finally:
                self._drawing = False
        table.draw = recorded_draw
        animate = table.animate

        def checked_animate(event) -> None:
            private_to = getattr(event, "private_to", None)
            allowed = self.allowed()
            if private_to is not None and allowed not in private_to:
                self.fail(f"the table animates {type(event).__name__} private to {self.who(private_to)} "
                          f"while {self.who_may_look(allowed)} may look")
            animate(event)
        table.animate = checked_animate

    # -- who may look ------------------------------------------------------------------------------
    def shares_a_secret_screen(self) -> bool:
        controller = self.table.controller
        return controller.has_private_info and len(controller.humans) > 1

    def allowed(self) -> int | None:
        """The seat whose private view may be on screen now, or None for public information."""
        controller = self.table.controller
        if not self.shares_a_secret_screen():
            humans = controller.humans
            return humans[0] if len(humans) == 1 else None
        seat = self.holder
        if seat is None:
            return None
        looking = any(isinstance(s, NothingToPlayScene) and s.seat == seat for s in self.driver.app.stack.scenes)
        people = [a for a in controller.rules.actors(controller.state) if a != CHANCE and controller.seats[a].is_human]
        deciding = bool(people) and people[0] == seat  # several deciding in secret take the screen in turn
        return seat if looking or deciding else None

    def who(self, seats) -> str:
        names = self.table.controller.names
        return ", ".join(names[s] for s in seats)

    def who_may_look(self, allowed: int | None) -> str:
        return "only the public" if allowed is None else f"only {self.table.controller.names[allowed]}"

    def fail(self, text: str) -> None:
        history = len(self.table.controller.history)
        self.problems.append(f"frame {self.driver.frames}, step {history}: {text}")

    # -- every frame ---------------------------------------------------------------------------------
    def _follow_curtains(self) -> None:
        """A hand-off curtain that was up and is gone was lifted by its person: they hold the screen."""
        stack = self.driver.app.stack.scenes
        now = {id(s): s for s in stack if isinstance(s, HandoffScene)}
        for key, curtain in self.curtains_up.items():
            if key not in now:
                self.holder = curtain.seat
        self.curtains_up = now

    def check_frame(self) -> None:
        self._follow_curtains()
        stack = self.driver.app.stack
        if self.table not in stack.visible() or self.table.controller.is_over():
            return
        self.frames += 1
        allowed = self.allowed()
        self._check_banner()
        self._check_kept_pieces(allowed)
        self._check_pixels(allowed)

    def _check_banner(self) -> None:
        """The banner as drawn may speak to (mark, or open with the name of) the holder, an AI or
        nobody; naming someone in what it tells ("Bill: Ana robs the Stagecoach…") is public."""
        if not self.shares_a_secret_screen():
            return
        controller = self.table.controller
        banner = self.table.banner
        shown = getattr(banner, "shown", None)  # (a banner without it draws what it was set to)
        title, _hint, seat = shown() if shown else (banner.title, banner.detail, banner.seat)
        others = [s for s in controller.humans if s != self.holder]
        if seat in others:
            self.fail(f"the banner addresses {controller.names[seat]} ({title!r}) before their curtain")
        named = [s for s in others if title.startswith(controller.names[s])]
        if named:
            self.fail(f"the banner names {self.who(named)} ({title!r}) before their curtain")

    def _check_kept_pieces(self, allowed: int | None) -> None:
        if not self.shares_a_secret_screen():
            return
        stale = self.built_for - {allowed, PUBLIC}
        if stale:
            self.fail(f"pieces built from {self.who(stale)}'s private view are kept while "
                      f"{self.who_may_look(allowed)} may look")
        offered = self.table.offered
        if offered is not None and offered != allowed and len(self.table.choices):
            self.fail(f"{self.table.controller.names[offered]}'s choices are on screen while "
                      f"{self.who_may_look(allowed)} may look")

    def _check_pixels(self, allowed: int | None) -> None:
        app, controller = self.driver.app, self.table.controller
        seen = pygame.image.tobytes(app.canvas, "RGB")
        key = (allowed, len(controller.history))
        if key == self._last_key and seen == self._last_seen:
            return  # the very same picture of the same moment for the same eyes: checked already
        self._last_key, self._last_seen = key, seen
        truth = controller.state
        rules = controller.rules
        seat = PUBLIC if allowed is None else allowed
        observation = rules.observe(truth, seat)
        deciding = rules.actors(truth)
        try:
            for k in range(6):
                other = rules.determinize(observation, seat, random.Random(k))
                if rules.actors(other) == deciding:
                    break
            else:
                return  # who decides is itself secret here (a reaction card held); no fair comparison
            controller.state = other
            drawn = pygame.image.tobytes(app.draw_canvas(), "RGB")
        finally:
            controller.state = truth
        self.compared += 1
        if drawn != seen:
            kept = "" if self.pictures_kept else f" (pictures in {_keep(controller.game_id, seen, drawn)})"
            self.pictures_kept = self.pictures_kept or bool(kept)
            self.fail(f"the picture depends on what {self.who_may_look(allowed)} may not see{kept}")


def _keep(name: str, seen: bytes, other: bytes) -> str:
    import tempfile
    folder = tempfile.mkdtemp(prefix="privacy-")
    for label, data in (("truth", seen), ("other", other)):
        pygame.image.save(pygame.image.frombytes(data, (1920, 1080), "RGB"), f"{folder}/{name}-{label}.png")
    return folder

