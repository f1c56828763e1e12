"""What a Desperados player (or chance) can do, with the text form saves and logs use."""
from __future__ import annotations

from game.rules.common.actions import ActionRegistry

ACTIONS = ActionRegistry()


@ACTIONS.action("reroll")
class Reroll:
    """Roll these dice again, keeping the others."""

    dice: tuple[int, ...]


@ACTIONS.action("stop")
class Stop:
    """No more rolls: apply the effect of the faces showing."""


@ACTIONS.action("take_actions")
class TakeActions:
    """Use the Action faces on the rolled desperados."""


@ACTIONS.action("draw_cards")
class DrawCards:
    """Trio: draw 3 keep 1; Set of Four: draw 4 keep 2; Misery: draw 1."""


@ACTIONS.action("act")
class Act:
    """Give one action to a rolled desperado: a notch toward freedom, an attack or a Brain use."""

    member: str


@ACTIONS.action("keep")
class Keep:
    cards: tuple[str, ...]


@ACTIONS.action("play")
class PlayCard:
    """Play a Wild West card from hand. `target` is a seat, `member` a desperado, `die`/`face` for
    the Loaded Die; unused fields stay empty."""

    card: str
    target: int | None = None
    member: str | None = None
    die: int | None = None
    face: str | None = None


@ACTIONS.action("react")
class React:
    """Play the reaction card the window asks for (Sheriff's Whistle or Take Cover)."""

    card: str


@ACTIONS.action("pass")
class Pass:
    """Let the moment go by without reacting."""


@ACTIONS.action("notch")
class Notch:
    """Oleson's Brain: turn this jailed desperado one notch."""

    member: str


@ACTIONS.action("free")
class Free:
    """Oleson's Brain, 3rd use: this jailed desperado escapes at once."""

    member: str


@ACTIONS.action("sharp_draw")
class SharpDraw:
    """Mavericks' Brain, 3rd use: draw two more cards."""


@ACTIONS.action("sharp_steal")
class SharpSteal:
    """Mavericks' Brain, 3rd use: take a random card from this opponent."""

    target: int


@ACTIONS.action("end_turn")
class EndTurn:
    """Done: the next gang plays."""


@ACTIONS.action("steal")
class Stolen:
    """Chance outcome: the random card taken from an opponent's hand."""

    card: str
