"""The app's words in English, French or German: gettext catalogs, looked up when text is shown.

    from game.i18n import _, N_, ngettext, pgettext, format_number

    _("New table")                          # the current language's words for a message
    ngettext("{n} die", "{n} dice", n).format(n=format_number(n))   # plural forms from the catalog
    pgettext("card", "Duel")                 # a short word that means different things in places
    TITLE = N_("Settings")                   # marked for the catalog at import time, shown as _(TITLE)
    CARDS = Nn_("{n} card", "{n} cards")     # a plural pair marked at import time, shown with ngettext
    format_number(11000)                     # "11,000" / "11 000" / "11.000"

Catalogs are ``assets/locale/<lang>/LC_MESSAGES/frontier.mo`` (domain "frontier"), made from the
``.po`` files by ``python -m tools.catalogs`` (extract, update, compile; Babel). The message ids
are the English text, so English needs no catalog and a message a catalog lacks reads in English.

Translations are looked up when text is drawn or a screen is built, never at import: module
constants hold message ids (``N_``), so switching language in Settings changes every screen at
once (each scene rebuilds its widgets on the app's language-changed notice). The language is one
process-wide setting, changed only by the UI thread; AI threads and the simulator never ask for
words (events are described only for display).

The pseudo-language ``qps`` (tests only, never offered in Settings) is made from the English
message at run time: accented letters, about 40% longer, placeholders kept, wrapped in ``⟦…⟧`` so a
test can tell a translated string from one that never went through ``_()`` and find text that
runs out of its box.

No pygame here: the rules' events describe themselves through this module.
"""
from __future__ import annotations

import contextlib
import gettext
import locale
import os
import re
import struct
import sys
from functools import lru_cache
from typing import Iterator
from importlib import resources

DOMAIN = "frontier"
LANGUAGES = {"en": "English", "fr": "Français", "de": "Deutsch"}
"""The languages a person can choose, each named in itself."""
DEFAULT = "en"
PSEUDO = "qps"
"""The test pseudo-language (not in LANGUAGES: nobody reads it)."""

NUMBER_SIGNS = {
    # language -> (thousands separator, decimal sign), as each language writes numbers
    "en": (",", "."),
    "fr": ("\u202f", ","),   # narrow no-break space: "11 000" never breaks across lines
    "de": (".", ","),
    PSEUDO: ("\u202f", ","),  # unlike English, so a number drawn without format_number shows
}

_current = DEFAULT
_catalog: gettext.NullTranslations = gettext.NullTranslations()
_listeners: list = []
"""Who is told when the language changes (`when_language_changes`)."""


def locale_dir():
    """The folder of the compiled catalogs (inside the package, so the frozen build carries it)."""
    return resources.files("assets") / "locale"


def catalog_path(code: str):
    return locale_dir() / code / "LC_MESSAGES" / f"{DOMAIN}.mo"


def _load(code: str) -> gettext.NullTranslations:
    if code in (DEFAULT, PSEUDO):
        return gettext.NullTranslations()
    path = catalog_path(code)
    try:
        with path.open("rb") as fp:
            return gettext.GNUTranslations(fp)
    except (OSError, ValueError, struct.error):
        # a missing or damaged catalog (a bad header, cut short, not UTF-8) reads in English
        # rather than stopping the app
        return gettext.NullTranslations()


def set_language(code: str) -> str:
    """Show every word in `code` from now on; returns the language actually used (English for
    an unknown code)."""
    global _current, _catalog
    if code not in LANGUAGES and code != PSEUDO:
        code = DEFAULT
    changed = code != _current
    _catalog = _load(code)
    _current = code
    if changed:
        for listener in list(_listeners):
            listener()
    return code


def when_language_changes(listener) -> None:
    """Call `listener()` (no arguments) each time the language changes: pictures painted with
    words in them (card faces, die captions, menu tiles) are forgotten so they are painted again
    in the new language (`game.ui.picture_cache.forget_words`)."""
    if listener not in _listeners:
        _listeners.append(listener)


def language() -> str:
    return _current


_spoken: dict[str, gettext.NullTranslations] = {}


@contextlib.contextmanager
def speaking(code: str) -> Iterator[str]:
    """Word what is said inside in `code`, then go back to the language the screen shows: an
    online host words each guest's banner, buttons and refusals in that guest's own language
    on its own thread, between two frames. Nothing is told of the change (no picture is
    repainted: nothing drawn here is worded inside)."""
    global _current, _catalog
    if code not in LANGUAGES and code != PSEUDO:
        code = DEFAULT
    saved = _current, _catalog
    if code not in _spoken:
        _spoken[code] = _load(code)
    _current, _catalog = code, _spoken[code]
    try:
        yield code
    finally:
        _current, _catalog = saved


def known(code: object) -> bool:
    """Whether `code` names a language a person can choose."""
    return isinstance(code, str) and code in LANGUAGES


# -- looking words up ----------------------------------------------------------------------------
def _(message: str) -> str:
    """`message` (English, the catalog's id) in the current language."""
    if not message:
        return message  # gettext's "" is the catalog's header
    if _current == PSEUDO:
        return pseudo(message)
    return _catalog.gettext(message)


def ngettext(singular: str, plural: str, n: int) -> str:
    """The form for `n` of a message with plural forms (the catalog knows how many a language
    has and which to use); format the number in with ``.format`` afterwards."""
    if _current == PSEUDO:
        return pseudo(singular if n == 1 else plural)
    return _catalog.ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    """`message` where the same English word needs different translations (a card name and a
    verb, say): `context` tells the translator which one this is."""
    if _current == PSEUDO:
        return pseudo(message)
    return _catalog.pgettext(context, message)


def npgettext(context: str, singular: str, plural: str, n: int) -> str:
    if _current == PSEUDO:
        return pseudo(singular if n == 1 else plural)
    return _catalog.npgettext(context, singular, plural, n)


def N_(message: str) -> str:
    """Marks `message` for the catalog where it is defined (a module constant, a data table) and
    returns it untouched: it is translated with ``_()`` where it is shown."""
    return message


def Nn_(singular: str, plural: str) -> tuple[str, str]:
    """Like ``N_`` for a message with plural forms: returns the pair, shown later with
    ``ngettext(singular, plural, n)`` (a refusal that says a count: `IllegalAction(*pair, n=3)`)."""
    return singular, plural


def C_(context: str, message: str) -> str:
    """Like ``N_`` for a message with a context: returns `message`; show it with
    ``pgettext(context, message)``."""
    return message


# -- numbers -------------------------------------------------------------------------------------
def format_number(value: float, decimals: int = 0) -> str:
    """`value` as the current language writes it: 11,000 (English), 11 000 (French, narrow
    no-break space), 11.000 (German); `decimals` places after the decimal sign."""
    group, point = NUMBER_SIGNS.get(_current, NUMBER_SIGNS[DEFAULT])
    text = f"{value:,.{decimals}f}" if decimals else f"{round(value):,d}"
    return text.translate({ord(","): group, ord("."): point})


def format_money(amount: float) -> str:
    """An amount of bulletbucks, e.g. "11,000 bulletbucks", with the number and the plural as the
    current language writes them."""
    return ngettext("{amount} bulletbuck", "{amount} bulletbucks", round(amount)).format(
        amount=format_number(amount))


# -- the system's language -----------------------------------------------------------------------
def system_language(environ: dict | None = None) -> str | None:
    """The first of English, French or German that the operating system asks for, or None.

    Reads LANGUAGE (a colon list), LC_ALL, LC_MESSAGES and LANG like gettext does, then the
    process locale, then on Windows the user's interface language.
    """
    env = os.environ if environ is None else environ
    candidates: list[str] = []
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = env.get(name)
        if value:
            candidates.extend(value.split(":"))
            if name != "LANGUAGE":
                break
    if environ is None:
        try:
            code = locale.getlocale()[0]
        except (ValueError, TypeError):
            code = None
        if code:
            candidates.append(code)
        candidates.extend(_windows_languages())
    for candidate in candidates:
        code = candidate.split(".")[0].split("@")[0].replace("-", "_").split("_")[0].lower()
        if code in LANGUAGES:
            return code
    return None


def _windows_languages() -> list[str]:
    """The Windows user's display language (nothing elsewhere)."""
    if sys.platform != "win32":
        return []
    try:
        import ctypes
        lcid = ctypes.windll.kernel32.GetUserDefaultUILanguage()
    except (ImportError, AttributeError, OSError):
        return []
    name = locale.windows_locale.get(lcid)
    return [name] if name else []


# -- the pseudo-language -------------------------------------------------------------------------
PSEUDO_OPEN, PSEUDO_CLOSE = "\u27e6", "\u27e7"
_ACCENTS = str.maketrans(
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ",
    "áƀçđéƒĝĥîĵķĺɱñöþǫŕšţûṽŵẋýžÅƁÇĐÉƑĜĤÎĴĶĹṀÑÖÞǪŔŠŢÛṼŴẊÝŽ")
_PLACEHOLDER = re.compile(r"(\{\{|\}\}|\{[^{}]*\}|%(?:\([a-z_]+\))?[-#0 +]*\d*(?:\.\d+)?[sdifr%])")
PSEUDO_GROWTH = 0.4
_WORD = re.compile(r"[^\W\d_]+")


@lru_cache(maxsize=4096)
def pseudo(message: str) -> str:
    """`message` in the test pseudo-language: accented, ~40% longer, placeholders kept, in ⟦…⟧."""
    if not message:
        return message
    parts = _PLACEHOLDER.split(message)
    out = "".join(part if i % 2 else _WORD.sub(_longer, part) for i, part in enumerate(parts))
    return f"{PSEUDO_OPEN}{out}{PSEUDO_CLOSE}"


def _longer(word: re.Match) -> str:
    """A word accented and ~40% longer, as French and German words run longer than English."""
    text = word.group(0)
    return text.translate(_ACCENTS) + "~" * round(len(text) * PSEUDO_GROWTH)


def is_pseudo(text: str) -> bool:
    return PSEUDO_OPEN in text or PSEUDO_CLOSE in text
