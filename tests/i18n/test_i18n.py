"""The app's words in English, French and German: lookups, plurals, numbers, the system's
language, the pseudo-language, the catalogs on disk, and the language setting."""
from __future__ import annotations

import gettext

import pytest

from game import i18n
from game import settings as S
from game.i18n import _, format_money, format_number, ngettext


@pytest.mark.parametrize("language, text", [("en", "11,000"), ("fr", "11\u202f000"), ("de", "11.000")])
def test_eleven_thousand_reads_as_each_language_writes_it(language, text):
    i18n.set_language(language)
    assert format_number(11000) == text
    assert format_number(-1234567) == text.replace("11", "-1").replace("000", "234") + text[2] + "567"


def test_decimals_use_the_languages_decimal_sign():
    i18n.set_language("de")
    assert format_number(1234.5, 2) == "1.234,50"
    i18n.set_language("en")
    assert format_number(1234.5, 2) == "1,234.50"


def test_money_has_its_plural_from_the_catalog():
    assert format_money(1) == "1 bulletbuck"
    assert format_money(5000) == "5,000 bulletbucks"


def test_plurals_come_whole_from_the_catalog_never_from_english_pieces():
    assert ngettext("{n} die", "{n} dice", 1).format(n=1) == "1 die"
    assert ngettext("{n} die", "{n} dice", 3).format(n=3) == "3 dice"


def test_an_unknown_language_reads_in_english():
    assert i18n.set_language("xx") == "en"
    assert _("New table") == "New table"


@pytest.mark.parametrize("damage", [b"", b"not a catalog at all", b"\xde\x12\x04\x95\x00\x00\x00\x00\x09"])
def test_a_damaged_catalog_reads_in_english_rather_than_stopping_the_app(damage, tmp_path, monkeypatch):
    """Empty, not a catalog, or cut short after its magic number."""
    damaged = tmp_path / "frontier.mo"
    damaged.write_bytes(damage)
    monkeypatch.setattr(i18n, "catalog_path", lambda code: damaged)
    assert i18n.set_language("fr") == "fr"
    assert _("New table") == "New table"


def test_an_empty_message_is_not_the_catalogs_header():
    i18n.set_language("fr")
    assert _("") == ""


@pytest.mark.parametrize("environ, expected", [
    ({"LANG": "fr_FR.UTF-8"}, "fr"),
    ({"LANG": "de_AT.UTF-8"}, "de"),
    ({"LANGUAGE": "es:de", "LANG": "es_ES.UTF-8"}, "de"),
    ({"LC_ALL": "en_GB.UTF-8", "LANG": "fr_FR.UTF-8"}, "en"),
    ({"LANG": "ja_JP.UTF-8"}, None),
    ({}, None),
])
def test_the_first_start_follows_the_systems_language(environ, expected):
    assert i18n.system_language(environ) == expected


def test_the_pseudo_language_is_longer_accented_marked_and_keeps_placeholders():
    i18n.set_language(i18n.PSEUDO)
    text = _("{name} rolls {dice} with %s")
    assert text.startswith("\u27e6") and text.endswith("\u27e7")
    assert "{name}" in text and "{dice}" in text and "%s" in text
    assert text.format(name="Ana", dice="2").count("Ana") == 1
    plain = "Settings for the whole table"
    assert len(_(plain)) >= 1.35 * len(plain)
    assert not set("aeiou") & set(_(plain).strip("\u27e6\u27e7~"))


def test_a_language_in_the_settings_file_is_used_and_a_wrong_one_falls_back_with_a_notice(tmp_path):
    path = tmp_path / "settings.toml"
    path.write_text('language = "de"\n')
    loaded, notice = S.load(path)
    assert loaded.language == "de" and i18n.language() == "de" and notice is None
    path.write_text('language = "klingon"\n')
    loaded, notice = S.load(path)
    assert loaded.language == "" and i18n.language() == "en"
    assert "language" in notice


def test_without_a_choice_the_settings_follow_the_system(tmp_path, monkeypatch):
    monkeypatch.setenv("LANGUAGE", "fr")
    assert S.Settings().language_shown == "fr"
    monkeypatch.setenv("LANGUAGE", "ja")
    monkeypatch.setenv("LANG", "ja_JP.UTF-8")
    monkeypatch.setattr(i18n.locale, "getlocale", lambda: (None, None))
    assert S.Settings().language_shown == "en"


@pytest.mark.parametrize("language", ["fr", "de"])
def test_each_catalog_opens_with_the_standard_library(language):
    with i18n.catalog_path(language).open("rb") as fp:
        catalog = gettext.GNUTranslations(fp)
    assert catalog.info()["content-type"].endswith("utf-8")
    i18n.set_language(language)
    assert ngettext("{n} die", "{n} dice", 2)  # plural forms read from the catalog's header
