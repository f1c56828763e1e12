"""The catalogs in the repository are what `python -m tools.catalogs` makes of the code: every
message the code marks is in the .pot, every .mo is its .po compiled, and (while the translators
work) how much of each .po is translated is reported."""
from __future__ import annotations

import pytest

babel = pytest.importorskip("babel")

from tools import catalogs  # noqa: E402


@pytest.fixture(scope="module")
def template():
    return catalogs.extract()


def _ids(catalog):
    return {(m.context, m.id if isinstance(m.id, str) else m.id[0]) for m in catalog if m.id}


def test_every_message_of_the_code_is_in_the_pot(template):
    missing = _ids(template) - _ids(catalogs.read_catalog(catalogs.TEMPLATE))
    assert not missing, f"run python -m tools.catalogs: {sorted(missing, key=str)[:10]}"


@pytest.mark.parametrize("language", catalogs.TRANSLATED)
def test_the_committed_mo_is_its_po_compiled(language):
    assert not catalogs.stale_mo(language), "run python -m tools.catalogs"


@pytest.mark.parametrize("language", catalogs.TRANSLATED)
def test_every_message_of_the_pot_has_an_entry_in_each_po(language, template):
    po = catalogs.read_catalog(catalogs.po_path(language), language)
    missing = _ids(template) - _ids(po)
    assert not missing, f"run python -m tools.catalogs: {sorted(missing, key=str)[:10]}"


@pytest.mark.parametrize("language", catalogs.TRANSLATED)
def test_every_message_is_translated(language):
    total, done, fuzzy = catalogs.counts(catalogs.read_catalog(catalogs.po_path(language), language))
    assert done == total, f"{language}: {total - done} of {total} messages untranslated ({fuzzy} fuzzy)"
