"""Observations and events as JSON, and back, for a seat playing on another computer.

Why not pickle: a guest's computer is not trusted by the host, nor the host's by a guest, and
unpickling runs whatever the bytes name. Why not a hand-written serializer per game: five games
of frozen dataclasses, enums, tuples and frozensets change as their rules do, and a codec that
had to be told about each new field would fall behind silently. So this codec is generic but
closed:

- A tagged object (`{"$": "desperados.state.DesperadosState", ...}`) is decoded only into a
  class found once, at import, among the rules packages' own dataclasses and enums (`CLASSES`),
  with exactly its dataclass fields: an unknown tag or field is refused, and nothing named in a
  message is ever imported, looked up by attribute or evaluated.
- Python's kinds JSON lacks are spelled out (`{"$t": [...]}` a tuple, `{"$f": [...]}` a
  frozenset, `{"$s": [...]}` a set, `{"$d": [[k, v], ...]}` a dict whose keys are not all
  plain strings, `{"$e": tag, "v": value}` an enum member), so what is decoded equals what was
  encoded: the guest's table compares and hashes observations exactly as the host's does.
- Depth and size are bounded (`MAX_DEPTH`, `MAX_NODES`, `MAX_TEXT`), so a hostile message costs
  the receiver a bounded amount of work before it is refused with a reason (`Refused`).

Objects are rebuilt without calling their constructors (the fields are set as a frozen
dataclass's own `__init__` sets them): a whitelisted class's `__post_init__` could compute
fields from others, and the wire carries the result, not the recipe.
"""
from __future__ import annotations

import dataclasses
import enum
import importlib
import math
import pkgutil
from typing import Any

MAX_DEPTH = 40
"""Nesting a message may have: an observation is a state of lists of dataclasses, ~10 deep."""
MAX_NODES = 200_000
"""Values (numbers, strings, lists, objects) one decode looks at before refusing."""
MAX_TEXT = 20_000
"""Characters in one string: names, card ids, log words; never a whole document."""
RULES_PACKAGES = ("common", "pig", "desperados", "durango", "most_wanted", "roulette", "zorro")


class Refused(ValueError):
    """A message (or a part of one) this side will not take, with the reason in plain words (for
    the log and the other side's refusal message; never shown as a trace)."""


def _rules_classes() -> dict[str, type]:
    """tag -> class: every dataclass and enum defined in a module of the rules packages."""
    found: dict[str, type] = {}
    for package_name in RULES_PACKAGES:
        package = importlib.import_module(f"game.rules.{package_name}")
        modules = [package] + [importlib.import_module(f"game.rules.{package_name}.{info.name}")
                               for info in pkgutil.iter_modules(package.__path__)]
        for module in modules:
            for value in vars(module).values():
                if not isinstance(value, type) or value.__module__ != module.__name__:
                    continue
                if dataclasses.is_dataclass(value) or issubclass(value, enum.Enum):
                    found[tag_of(value)] = value
    return found


def tag_of(cls: type) -> str:
    return cls.__module__.removeprefix("game.rules.") + "." + cls.__qualname__


CLASSES: dict[str, type] = _rules_classes()
"""The only classes a message may name, made once from the rules' own modules."""
_FIELDS: dict[type, tuple[str, ...]] = {cls: tuple(f.name for f in dataclasses.fields(cls))
                                        for cls in CLASSES.values() if dataclasses.is_dataclass(cls)}


# -- encoding ------------------------------------------------------------------------------------
def encode(value: Any) -> Any:
    """`value` (an observation, an event, a list of them) as plain JSON values. ValueError for a
    value of a kind the codec does not carry (a bug on this side, not the other's)."""
    if value is None or isinstance(value, (bool, str)):
        return value
    if isinstance(value, enum.Enum):
        return {"$e": _known_tag(type(value)), "v": encode(value.value)}
    if isinstance(value, int):
        return value
    if isinstance(value, float):
        if not math.isfinite(value):
            raise ValueError(f"a number that is not finite: {value}")
        return value
    if isinstance(value, list):
        return [encode(v) for v in value]
    if isinstance(value, tuple):
        return {"$t": [encode(v) for v in value]}
    if isinstance(value, frozenset):
        return {"$f": _sorted([encode(v) for v in value])}
    if isinstance(value, set):
        return {"$s": _sorted([encode(v) for v in value])}
    if isinstance(value, dict):
        if all(isinstance(k, str) and not k.startswith("$") for k in value):
            return {k: encode(v) for k, v in value.items()}
        return {"$d": [[encode(k), encode(v)] for k, v in value.items()]}
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        data = {"$": _known_tag(type(value))}
        for name in _FIELDS[type(value)]:
            data[name] = encode(getattr(value, name))
        return data
    raise ValueError(f"the codec does not carry a {type(value).__name__}")


def _known_tag(cls: type) -> str:
    tag = tag_of(cls)
    if CLASSES.get(tag) is not cls:
        raise ValueError(f"{tag} is not one of the rules' classes")
    return tag


def _sorted(items: list) -> list:
    """A set's members in one order (by their JSON text), so equal sets encode alike."""
    import json
    return sorted(items, key=lambda v: json.dumps(v, sort_keys=True))


# -- decoding ------------------------------------------------------------------------------------
class _Budget:
    def __init__(self) -> None:
        self.nodes = 0

    def spend(self, depth: int) -> None:
        self.nodes += 1
        if self.nodes > MAX_NODES:
            raise Refused(f"more than {MAX_NODES} values")
        if depth > MAX_DEPTH:
            raise Refused(f"nested deeper than {MAX_DEPTH}")


def decode(data: Any) -> Any:
    """The value `encode` made `data` from. Refused (with the reason) for anything else: an
    unknown tag or field, a wrong kind, too deep, too many values, too long a string."""
    try:
        return _decode(data, 0, _Budget())
    except RecursionError:
        raise Refused("nested too deep") from None


def _decode(data: Any, depth: int, budget: _Budget) -> Any:
    budget.spend(depth)
    if data is None or isinstance(data, (bool, int)):
        return data
    if isinstance(data, float):
        if not math.isfinite(data):
            raise Refused("a number that is not finite")
        return data
    if isinstance(data, str):
        if len(data) > MAX_TEXT:
            raise Refused(f"a text longer than {MAX_TEXT} characters")
        return data
    if isinstance(data, list):
        return [_decode(v, depth + 1, budget) for v in data]
    if not isinstance(data, dict):
        raise Refused(f"a {type(data).__name__} is not a JSON value")
    if "$" in data:
        return _decode_object(data, depth, budget)
    for kind, make in (("$t", tuple), ("$f", frozenset), ("$s", set)):
        if kind in data:
            items = _only(data, kind, list)
            try:
                return make(_decode(v, depth + 1, budget) for v in items)
            except TypeError as exc:  # an unhashable member of a set
                raise Refused(f"a set member that cannot be in a set ({exc})") from None
    if "$d" in data:
        pairs = _only(data, "$d", list)
        result = {}
        for pair in pairs:
            if not isinstance(pair, list) or len(pair) != 2:
                raise Refused("a dict entry that is not a [key, value] pair")
            key = _decode(pair[0], depth + 1, budget)
            try:
                result[key] = _decode(pair[1], depth + 1, budget)
            except TypeError:
                raise Refused("a dict key that cannot be a key") from None
        return result
    if "$e" in data:
        if set(data) != {"$e", "v"}:
            raise Refused("an enum member is {$e, v}")
        cls = _class(data["$e"])
        if not issubclass(cls, enum.Enum):
            raise Refused(f"{data['$e']} is no enum")
        try:
            return cls(_decode(data["v"], depth + 1, budget))
        except (ValueError, TypeError):
            raise Refused(f"{data['$e']} has no member {data['v']!r}") from None
    result = {}
    for key, value in data.items():
        if key.startswith("$"):
            raise Refused(f"an unknown tag {key!r}")
        result[key] = _decode(value, depth + 1, budget)
    return result


def _only(data: dict, kind: str, wanted: type) -> Any:
    if len(data) != 1:
        raise Refused(f"{kind} stands alone in its object")
    value = data[kind]
    if not isinstance(value, wanted):
        raise Refused(f"{kind} holds a {wanted.__name__}")
    return value


def _class(tag: Any) -> type:
    if not isinstance(tag, str) or tag not in CLASSES:
        raise Refused(f"an unknown class {str(tag)[:80]!r}")
    return CLASSES[tag]


def _decode_object(data: dict, depth: int, budget: _Budget) -> Any:
    cls = _class(data["$"])
    fields = _FIELDS.get(cls)
    if fields is None:
        raise Refused(f"{data['$']} is not an object with fields")
    given = set(data) - {"$"}
    if given != set(fields):
        unknown, missing = sorted(given - set(fields)), sorted(set(fields) - given)
        raise Refused(f"{data['$']}: " + "; ".join(
            part for part in (f"unknown fields {unknown}" if unknown else "",
                              f"missing fields {missing}" if missing else "") if part))
    made = object.__new__(cls)
    for name in fields:
        object.__setattr__(made, name, _decode(data[name], depth + 1, budget))
    return made
