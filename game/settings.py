"""Per-user settings: a validated dataclass stored as TOML, written atomically.

    settings, notice = load()          # never raises; notice is None or one line for the UI
    save(settings)                     # atomic: temp file + flush + fsync + os.replace (retried)

Loading never crashes the app:
- a missing file gives the defaults (no notice);
- an unreadable / unparseable file gives the defaults, the bad file is kept beside it as
  ``settings.toml.bad`` (a second one as ``settings.toml.2.bad``: each is kept) and the notice
  says so; a file that is not a regular file, or is far too large, is damaged too;
- unknown keys (a newer version's) are not used but kept, and written back as they were (named
  in the notice); values of the wrong type or out of range are
  clamped (numbers) or reset to the default (everything else), also named in the notice.

Readers of the settings (the table kit's tween and sound modules among them):
    ``s.effects_gain``       master_volume * effects_volume (0..1), what a sound effect plays at
    ``s.ai_pacing``          seconds each AI step stays on screen before the next
    ``s.colour_blind``       use ``theme.SEAT_COLOURS_CB``
    ``s.text_size``          percent the text grows to, one of ``TEXT_SIZES`` (the window's size
                             aside: the kit keeps a floor that reads in small windows)
    ``s.reduced_motion``     no shakes, no spins; pieces fade where they would fly (``game.ui.tween``)
    ``s.high_contrast``      text and outlines at full strength (``game.ui.theme``)
    ``s.seats_for(game_id, n)`` default seat labels (e.g. ["human", "ai:medium", ...]) for n seats
"""
from __future__ import annotations

import os
import re
import tomllib
from dataclasses import dataclass, field, fields
from pathlib import Path
from typing import Any

import tomli_w

from game import i18n, paths
from game.fileio import NotAFile, TooLarge, atomic_write_text, read_regular, set_aside
from game.i18n import _
from game.ui.bindings import DEFAULT_KEYS, DEFAULT_PAD, check_keys, check_pad

SETTINGS_VERSION = 1
ANIMATION_SPEEDS = ("slow", "normal", "fast", "instant")
"""The animation speeds a player can choose (how fast each plays is `game.ui.tween.SPEEDS`)."""
AI_LEVELS = ("easy", "medium", "hard")
TEXT_SIZES = (100, 125, 150)
"""The text sizes a person can choose, in percent (how the kit grows type: `game.ui.theme`)."""
MAX_RELAY_TEXT = 400
"""A relay's address is a host name (at most 253) and a port; several relays (the nodes of one
cluster) are separated by commas, and an invite naming them all is at most 400 characters
(game.online.invite.MAX_INVITE_TEXT)."""
_SEAT_TOKEN = re.compile(r"^(human|remote|ai:(easy|medium|hard|random))$")

# name -> (low, high) for numbers
RANGES: dict[str, tuple[float, float]] = {
    "window_width": (640, 7680),
    "window_height": (360, 4320),
    "master_volume": (0.0, 1.0),
    "effects_volume": (0.0, 1.0),
    "ai_pacing": (0.0, 5.0),
    "lost_seat_to_ai_after": (0, 3600),
}


@dataclass
class Settings:
    fullscreen: bool = False
    window_width: int = 1600
    window_height: int = 900
    window_position: list[int] = field(default_factory=list)
    """[x, y] of the window's top left as it was last closed; [] lets the system place it."""
    master_volume: float = 0.8
    effects_volume: float = 0.8
    animation_speed: str = "normal"
    ai_pacing: float = 0.6
    colour_blind: bool = False
    text_size: int = 100
    """Percent of its layout size text is drawn at: 100, 125 or 150."""
    reduced_motion: bool = False
    high_contrast: bool = False
    language: str = ""
    """"en", "fr" or "de" once a person has chosen; "" follows the system's language (English
    when the system's is none of the three)."""
    default_seats: dict[str, str] = field(default_factory=dict)
    """game id -> seat list as on the command line, e.g. {"desperados": "human,ai:hard,ai:easy"}."""
    relay: str = ""
    """The relay an online table is met through ("relay.example:443"), or several nodes of one
    relay separated by commas ("a.example:443, b.example:443": the host's invite names them all and
    host and guests go on through the next when one stops); "" for none: a host is then reached
    directly (same network, or a forwarded port) and an invite must be whole."""
    announce_tables: bool = True
    """Whether a table this computer hosts is announced on the local network, so people nearby
    find it on their Join screen and knock (game.online.lan; the invite is never announced)."""
    lost_seat_to_ai_after: int = 120
    """Seconds a hosted table waits for a person whose connection was lost before an AI plays
    their seat until they return; 0 never hands it over (the table waits for them)."""
    keys: dict[str, list[str]] = field(default_factory=lambda: {a: list(k) for a, k in DEFAULT_KEYS.items()})
    """action -> key names ("h", "ctrl+z"): the person's remap (`game.ui.bindings`)."""
    pad: dict[str, str] = field(default_factory=lambda: dict(DEFAULT_PAD))
    """action -> a game controller's button name ("a", "leftshoulder")."""
    kept: dict[str, Any] = field(default_factory=dict, repr=False, compare=False)
    """What a newer version wrote that this one does not know (its keys, its version number):
    written back as it was, so going back to the newer version loses none of its settings."""

    # -- derived values ------------------------------------------------------------------------
    @property
    def effects_gain(self) -> float:
        return max(0.0, min(1.0, self.master_volume * self.effects_volume))

    @property
    def window_size(self) -> tuple[int, int]:
        return (self.window_width, self.window_height)

    def seats_for(self, game_id: str, count: int) -> list[str]:
        """Default seat labels for `count` seats: the saved ones for this game, else one human and AIs."""
        saved = [t for t in self.default_seats.get(game_id, "").split(",") if t]
        base = saved or ["human"]
        out = list(base[:count])
        while len(out) < count:
            out.append("ai:medium")
        return out

    @property
    def language_shown(self) -> str:
        """The language the app speaks: the chosen one, else the system's, else English."""
        return self.language or i18n.system_language() or i18n.DEFAULT

    # -- (de)serialisation ---------------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        data = {"version": SETTINGS_VERSION, **self.kept}
        for f in fields(self):
            if f.name in OWN_KEYS:
                value = getattr(self, f.name)
                data[f.name] = dict(value) if isinstance(value, dict) else value
        return data

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> tuple["Settings", list[str], list[str]]:
        """(settings, unknown keys, keys reset or clamped). Never raises on bad values."""
        defaults = cls()
        unknown = sorted(k for k in data if k not in OWN_KEYS and k != "version")
        fixed: list[str] = []
        values: dict[str, Any] = {}
        for f in fields(cls):
            if f.name not in data or f.name not in OWN_KEYS:
                continue
            value, ok = _validate(f.name, data[f.name], getattr(defaults, f.name))
            values[f.name] = value
            if not ok:
                fixed.append(f.name)
        values["kept"] = {k: data[k] for k in unknown}
        version = data.get("version")
        if isinstance(version, int) and not isinstance(version, bool) and version > SETTINGS_VERSION:
            values["kept"]["version"] = version
        return cls(**values), unknown, fixed


OWN_KEYS = frozenset(f.name for f in fields(Settings)) - {"kept"}
"""The settings this version reads and writes."""


def _validate(name: str, value: Any, default: Any) -> tuple[Any, bool]:
    """(value to use, whether it was acceptable as given)."""
    if isinstance(default, bool):
        return (value, True) if isinstance(value, bool) else (default, False)
    if name in RANGES:
        lo, hi = RANGES[name]
        if isinstance(value, bool) or not isinstance(value, (int, float)) or value != value:  # NaN
            return default, False
        clamped = min(hi, max(lo, value))
        clamped = int(round(clamped)) if isinstance(default, int) else float(clamped)
        return clamped, clamped == value
    if name == "window_position":
        if value == [] or (isinstance(value, list) and len(value) == 2
                           and all(isinstance(v, int) and not isinstance(v, bool) and abs(v) <= 32768 for v in value)):
            return list(value), True
        return [], False
    if name == "language":
        return (value, True) if value == "" or i18n.known(value) else (default, False)
    if name == "text_size":
        return (value, True) if type(value) is int and value in TEXT_SIZES else (default, False)
    if name == "animation_speed":
        return (value, True) if isinstance(value, str) and value in ANIMATION_SPEEDS else (default, False)
    if name == "relay":
        ok = isinstance(value, str) and len(value) <= MAX_RELAY_TEXT and value.isprintable()
        return (value.strip(), True) if ok else (default, False)
    if name == "keys":
        keys, reasons = check_keys(value)
        return keys, not reasons
    if name == "pad":
        buttons, reasons = check_pad(value)
        return buttons, not reasons
    if name == "default_seats":
        if not isinstance(value, dict):
            return dict(default), False
        out, ok = {}, True
        for game_id, seats in value.items():
            if (isinstance(game_id, str) and isinstance(seats, str) and seats
                    and all(_SEAT_TOKEN.match(t.strip()) for t in seats.split(","))):
                out[game_id] = ",".join(t.strip() for t in seats.split(","))
            else:
                ok = False
        return out, ok
    return (value, True) if type(value) is type(default) else (default, False)


SETTING_NAMES = {
    "fullscreen": i18n.N_("fullscreen"), "window_width": i18n.N_("window width"),
    "window_height": i18n.N_("window height"),
    "window_position": i18n.N_("window position"), "master_volume": i18n.N_("master volume"),
    "effects_volume": i18n.N_("effects volume"), "animation_speed": i18n.N_("animation speed"),
    "ai_pacing": i18n.N_("AI pacing"), "colour_blind": i18n.N_("colour-blind palette"),
    "text_size": i18n.N_("text size"), "reduced_motion": i18n.N_("reduced motion"),
    "high_contrast": i18n.N_("high contrast"),
    "default_seats": i18n.N_("default seats"), "language": i18n.N_("language"),
    "relay": i18n.N_("relay"), "announce_tables": i18n.N_("announce my tables on this network"),
    "lost_seat_to_ai_after": i18n.N_("hand a lost seat to an AI after"),
    "keys": i18n.N_("keys"), "pad": i18n.N_("game controller buttons"),
}
"""How a notice names a setting (an unknown key is named as written in the file)."""


def _human_list(names: list[str]) -> str:
    return ", ".join(_(SETTING_NAMES[n]) if n in SETTING_NAMES else n.replace("_", " ") for n in names)


MAX_SETTINGS_BYTES = 1_000_000
"""A real settings file is well under a kilobyte; anything this big is damage, not settings."""


def load(path: str | os.PathLike | None = None) -> tuple[Settings, str | None]:
    """The user's settings and at most one line of notice for the UI. Never raises.

    Loading also sets the language of the app's words (`Settings.language_shown`), so that the
    notice, and everything after it, reads in it."""
    settings, notice = _load(path)
    i18n.set_language(settings.language_shown)
    return settings, notice() if notice else None


def _load(path: str | os.PathLike | None) -> tuple[Settings, Any]:
    """(settings, a function making the notice once the language is known, or None)."""
    target = Path(path) if path is not None else paths.settings_path()
    try:
        raw = read_regular(target, MAX_SETTINGS_BYTES)
        data = _parse(raw)
    except FileNotFoundError:
        return Settings(), None
    except (ValueError, NotAFile, TooLarge):
        kept = set_aside(target)
        if kept is None:
            return Settings(), lambda: _("Your settings file was damaged, so defaults are used (the old file could "
                                         "not be moved aside).")
        # Translators: {file} is the name the damaged settings file is kept under
        return Settings(), lambda: _("Your settings file was damaged, so defaults are used (the old file is kept "
                                     "as {file}).").format(file=kept)
    except OSError as exc:
        reason = exc.strerror or str(exc)
        return Settings(), lambda: _("Settings could not be read ({reason}); defaults are used.").format(reason=reason)
    settings, unknown, fixed = Settings.from_dict(data)
    fixed = [name for name in fixed if name not in ("keys", "pad")]  # said entry by entry, with reasons
    if binding_reasons(data):
        fixed_bindings = True
    else:
        fixed_bindings = False
    version = data.get("version", SETTINGS_VERSION)
    newer = isinstance(version, int) and not isinstance(version, bool) and version > SETTINGS_VERSION
    if not (newer or fixed or unknown or fixed_bindings):
        return settings, None

    def notice() -> str:
        parts = []
        if newer:
            parts.append(_("Settings come from a newer version."))
        if fixed:
            parts.append(_("Invalid settings were reset: {names}.").format(names=_human_list(fixed)))
        reasons = binding_reasons(data)
        if reasons:
            # Translators: {reasons} says which key or button entries were set aside, and why
            parts.append(_("Set aside: {reasons}.").format(reasons="; ".join(reasons)))
        if unknown:
            parts.append(_("Settings this version does not know were kept as they are: {names}.").format(
                names=_human_list(unknown)))
        return " ".join(parts)
    return settings, notice


def binding_reasons(data: dict) -> list[str]:
    """Why each key or pad entry of a settings file was set aside (its default used instead)."""
    reasons = []
    if "keys" in data:
        reasons += check_keys(data["keys"])[1]
    if "pad" in data:
        reasons += check_pad(data["pad"])[1]
    return reasons


def _parse(raw: bytes) -> dict:
    """The TOML table of a settings file; ValueError for anything else (bad UTF-8 or syntax,
    nesting too deep for the parser, a number too long to convert)."""
    try:
        data = tomllib.loads(raw.decode("utf-8"))
    except RecursionError:
        raise ValueError(_("nested too deeply")) from None
    except (UnicodeDecodeError, tomllib.TOMLDecodeError) as exc:
        raise ValueError(str(exc)) from None
    if not isinstance(data, dict):
        raise ValueError("not a table")
    return data


def dumps(settings: Settings) -> str:
    return tomli_w.dumps(settings.to_dict())


def save(settings: Settings, path: str | os.PathLike | None = None) -> Path:
    """Write atomically (a crash mid-write leaves the previous file intact)."""
    target = Path(path) if path is not None else paths.settings_path()
    atomic_write_text(target, dumps(settings))
    return target
