"""How the seats at one table are told apart: a colour each, and a remembered person's picture.

    marks = SeatMarks.of(controller.seats)      # reads the remembered players (game.players)
    marks.colour(seat) -> (r, g, b)             # a mat band's fill
    marks.draw(surface, seat, center, radius)   # their medallion, or the seat's token

A seat filled by a remembered person wears that person's colour and shows their medallion (their
picture on their colour, `game.ui.portraits`); an AI or a guest keeps its seat's colour and
shape token. `game.players.seat_colours` settles who wears what, so no two seats at a table
share a colour even when two people chose the same one. Every mark of a table goes through one
`SeatMarks` (mat bands, the turn banner, the hand-off curtain, the results), so a seat looks the
same wherever it is named.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

import pygame

from game import players
from game.ui import theme
from game.ui.portraits import portrait

SMALLEST_MEDALLION = 11
"""Below this radius a picture is a blur: a person's mark is then their colour's shape token."""


@dataclass(frozen=True)
class SeatMarks:
    colours: tuple[int, ...]
    """Each seat's colour (an index into the seat palette, so the colour-blind palette swaps it)."""
    pictures: tuple[str | None, ...]
    """A remembered person's picture id per seat, None for an AI or a guest."""

    @classmethod
    def of(cls, seats: Sequence, roster: players.Roster | None = None) -> "SeatMarks":
        """The marks of these seats, with the people remembered at this computer (read from
        their file when no `roster` is given; a damaged file marks everyone as a guest)."""
        if roster is None:
            roster, _ = players.load()
        pictures = []
        for seat in seats:
            person = roster.by_id(seat.player) if seat.is_human and seat.player else None
            pictures.append(person.picture if person is not None else None)
        return cls(tuple(players.seat_colours(seats, roster)), tuple(pictures))

    @classmethod
    def plain(cls, count: int) -> "SeatMarks":
        """Seat i in colour i with its token: a table of guests and AIs."""
        return cls(tuple(i % players.PALETTE_SIZE for i in range(count)), (None,) * count)

    def colour(self, seat: int) -> tuple[int, int, int]:
        return theme.seat_colour(self.colours[seat])

    def person(self, seat: int) -> bool:
        """Whether a remembered person sits there (their medallion is their mark)."""
        return self.pictures[seat] is not None

    def draw(self, surface: pygame.Surface, seat: int, center: tuple[float, float], radius: float) -> pygame.Rect:
        """The seat's mark at `center`: the person's medallion (a little larger than a token, the
        picture needs the room), else the token of the seat's colour and shape."""
        if self.person(seat) and radius >= SMALLEST_MEDALLION:
            size = max(8, round(2.5 * radius))
            picture = portrait(self.pictures[seat], self.colours[seat], size, theme.colour_blind())
            return surface.blit(picture, picture.get_rect(center=(int(center[0]), int(center[1]))))
        return theme.draw_seat_token(surface, self.colours[seat], center, radius)
