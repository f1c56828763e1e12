"""Actions as small frozen dataclasses with a stable, human-readable text form.

    @action("keep", ACTIONS)          # ACTIONS: the game's ActionRegistry
    class Keep:
        dice: tuple[int, ...]

    str(Keep((0, 2)))                 -> "keep dice=0,2"
    ACTIONS.parse("keep dice=0,2")    -> Keep(dice=(0, 2))

The text form is what saves, logs and replays hold, so it must parse back exactly. Supported
field types: int, str, bool, `X | None`, `tuple[int, ...]`, `tuple[str, ...]`. Strings are
percent-escaped (letters, digits and `_.-` stay as they are).
"""
from __future__ import annotations

import dataclasses
import types
import typing
from urllib.parse import quote, unquote
from typing import Any, Callable, TypeVar, dataclass_transform

from game.i18n import N_
from game.rules.common.contract import IllegalAction
from game.rules.common.memo import per_game

T = TypeVar("T")

_NONE = "~"


def _escape(text: str) -> str:
    """Percent-escape everything but letters, digits and `_.-`, so no space, separator or
    control character can end up in the text form."""
    return quote(text, safe="_.-")


def _unescape(text: str) -> str:
    return unquote(text)


def _format_value(value: Any) -> str:
    if value is None:
        return _NONE
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, tuple):
        return ",".join(_format_value(v) for v in value)
    if isinstance(value, int):
        return str(value)
    if isinstance(value, str):
        return _escape(value)
    raise TypeError(f"cannot put {type(value).__name__} in an action's text form")


def _parse_value(text: str, hint: Any) -> Any:
    origin = typing.get_origin(hint)
    args = typing.get_args(hint)
    if origin in (typing.Union, types.UnionType):
        if text == _NONE and type(None) in args:
            return None
        (inner,) = [a for a in args if a is not type(None)]
        return _parse_value(text, inner)
    if origin is tuple:
        if text == "":
            return ()
        return tuple(_parse_value(part, args[0]) for part in text.split(","))
    if hint is bool:
        if text not in ("yes", "no"):
            raise ValueError(f"expected yes/no, got {text!r}")
        return text == "yes"
    if hint is int:
        return int(text)
    if hint is str:
        return _unescape(text)
    raise TypeError(f"unsupported field type {hint!r}")


@per_game(maxsize=None)
def _field_types(cls: type) -> dict[str, Any]:
    """An action class's fields and their types, read from its annotations once: loading a save
    or taking a move back parses every step of the game again."""
    return typing.get_type_hints(cls)


class ActionRegistry:
    """The action (or event) classes of one game, by their text name."""

    def __init__(self) -> None:
        self.classes: dict[str, type] = {}

    def add(self, name: str, cls: type) -> None:
        if name in self.classes:
            raise ValueError(f"two actions named {name!r}")
        self.classes[name] = cls

    def parse(self, text: str) -> Any:
        """The action whose `str()` is `text`; IllegalAction with the reason otherwise."""
        parts = text.strip().split(" ")
        cls = self.classes.get(parts[0])
        if cls is None:
            raise IllegalAction(N_("Unknown action '{name}'."), name=parts[0])
        hints = _field_types(cls)
        kwargs: dict[str, Any] = {}
        try:
            for part in parts[1:]:
                if not part:
                    continue
                key, sep, raw = part.partition("=")
                if not sep or key not in hints:
                    raise ValueError(f"unexpected {part!r}")
                kwargs[key] = _parse_value(raw, hints[key])
            return cls(**kwargs)
        except (ValueError, TypeError) as exc:
            raise IllegalAction(N_("Cannot read action '{text}': {error}."), text=text, error=str(exc)) from None


def _to_text(self: Any) -> str:
    fields = [f"{f.name}={_format_value(getattr(self, f.name))}" for f in dataclasses.fields(self)]
    return " ".join([self.kind, *fields])


COMMON = ActionRegistry()
"""Actions any game may reuse (registered once here)."""


@dataclass_transform(frozen_default=True)
def action(name: str, registry: ActionRegistry = COMMON) -> Callable[[type[T]], type[T]]:
    """Class decorator: make a frozen dataclass with `str()` in text form, named `name` in it, and
    register it in `registry` (a game's own ACTIONS; COMMON for actions any game may reuse).

    A module-level function, not a method of the registry, so that type checkers see the
    dataclass it makes (its fields as the constructor's arguments): mypy follows
    `dataclass_transform` only to a function it can name."""

    def decorate(cls: type[T]) -> type[T]:
        made = dataclasses.dataclass(frozen=True)(cls)
        made.kind = name  # type: ignore[attr-defined]
        made.__str__ = _to_text  # type: ignore[assignment,method-assign]
        registry.add(name, made)
        return made

    return decorate


def parse_action(text: str, *registries: ActionRegistry) -> Any:
    """Parse with the first registry that knows the action's name."""
    name = text.strip().split(" ")[0]
    for registry in (*registries, COMMON):
        if name in registry.classes:
            return registry.parse(text)
    raise IllegalAction(N_("Unknown action '{name}'."), name=name)


def listed(action: Any, legal: list) -> bool:
    """Whether `action` is one of the `legal` ones: is it the very object first (the moves a
    search, a table or a test makes are taken from the list, whose actions are made once), and
    only then by equality. A list's own `in` calls the dataclass's Python-level `__eq__` on every
    entry before the one that is the same object, which made checking a move cost more than
    listing the moves."""
    for candidate in legal:
        if candidate is action:
            return True
    return action in legal
