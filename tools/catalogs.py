"""The translators' catalogs in one command: `python -m tools.catalogs` (from the repo root).

1. extract every message the app shows (Python code, the rules texts, the lessons; `babel.cfg`
   says where and with which extractor) into `assets/locale/frontier.pot`;
2. update `assets/locale/<lang>/LC_MESSAGES/frontier.po` for French and German from it (new
   messages added empty, gone ones kept as obsolete `#~` entries, changed ones marked fuzzy);
3. compile each `.po` to the `.mo` the app reads.

`--check` changes nothing and exits 1 when the .pot lacks a message of the code or a committed
.mo is older than its .po (what the tests check). Dev/build side only: the app reads the .mo with
the standard library's gettext, never Babel.
"""
from __future__ import annotations

import argparse
import io
import sys
from datetime import datetime, timezone
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_dir
from babel.messages.frontend import parse_mapping_cfg
from babel.messages.mofile import read_mo, write_mo
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parents[1]
LOCALE = ROOT / "assets" / "locale"
TEMPLATE = LOCALE / "frontier.pot"
DOMAIN = "frontier"
TRANSLATED = ("fr", "de")
KEYWORDS = {
    "_": None,
    "N_": None,
    "Nn_": (1, 2),
    "ngettext": (1, 2),
    "pgettext": ((1, "c"), 2),
    "npgettext": ((1, "c"), 2, 3),
    "C_": ((1, "c"), 2),
}
COMMENT_TAGS = ("Translators:",)
FIXED_DATE = datetime(2025, 1, 1, tzinfo=timezone.utc)
"""The .pot's creation date: fixed, so that a run which finds the same messages changes no file."""


def po_path(lang: str) -> Path:
    return LOCALE / lang / "LC_MESSAGES" / f"{DOMAIN}.po"


def mo_path(lang: str) -> Path:
    return LOCALE / lang / "LC_MESSAGES" / f"{DOMAIN}.mo"


def extract() -> Catalog:
    """Every message of the code and the data files, with its places and translator comments."""
    with open(ROOT / "babel.cfg", encoding="utf-8") as fp:
        method_map, options_map = parse_mapping_cfg(fp)
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))  # the custom extractors live in tools/
    catalog = Catalog(project="Frontier Tabletop", version="0.1", domain=DOMAIN, creation_date=FIXED_DATE,
                      charset="utf-8", fuzzy=False)
    for filename, lineno, message, comments, context in extract_from_dir(
            str(ROOT), method_map, options_map, keywords=KEYWORDS, comment_tags=COMMENT_TAGS,
            strip_comment_tags=True):
        catalog.add(message, None, [(filename, lineno)], auto_comments=comments, context=context)
    return catalog


def po_text(catalog: Catalog) -> bytes:
    out = io.BytesIO()
    write_po(out, catalog, width=100, include_lineno=False, sort_by_file=True)
    return out.getvalue()


def mo_bytes(catalog: Catalog) -> bytes:
    out = io.BytesIO()
    write_mo(out, catalog, use_fuzzy=False)
    return out.getvalue()


def read_catalog(path: Path, lang: str | None = None) -> Catalog:
    with open(path, "rb") as fp:
        return read_po(fp, locale=lang, domain=DOMAIN)


def updated_po(lang: str, template: Catalog) -> Catalog:
    path = po_path(lang)
    if path.is_file():
        catalog = read_catalog(path, lang)
    else:
        catalog = Catalog(locale=lang, domain=DOMAIN, project="Frontier Tabletop", version="0.1",
                          creation_date=FIXED_DATE, charset="utf-8", fuzzy=False)
    catalog.update(template, update_creation_date=False)
    return catalog


def _write_if_changed(path: Path, data: bytes) -> bool:
    if path.is_file() and path.read_bytes() == data:
        return False
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(path.suffix + ".tmp")
    tmp.write_bytes(data)
    tmp.replace(path)
    return True


def counts(catalog: Catalog) -> tuple[int, int, int]:
    """(messages, translated, fuzzy) of a language's catalog."""
    messages = [m for m in catalog if m.id]
    done = sum(1 for m in messages if not m.fuzzy and (all(m.string) if isinstance(m.string, tuple) else m.string))
    return len(messages), done, sum(1 for m in messages if m.fuzzy)


def stale_mo(lang: str) -> bool:
    """Whether the committed .mo does not hold what its .po compiles to. The messages are
    compared, not the bytes: the header names the Babel that wrote it, and a newer Babel in a
    fresh install must not call a current catalog stale."""
    path = mo_path(lang)
    if not path.is_file():
        return True
    return _messages(path.read_bytes()) != _messages(mo_bytes(read_catalog(po_path(lang), lang)))


def _messages(mo: bytes) -> dict:
    """The translations a compiled catalog holds, without its header (msgid "")."""
    def frozen(text):
        return tuple(text) if isinstance(text, (list, tuple)) else text
    return {(m.context, frozen(m.id)): frozen(m.string) for m in read_mo(io.BytesIO(mo)) if m.id}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--check", action="store_true", help="change nothing; exit 1 if a catalog is stale")
    args = parser.parse_args(argv)
    template = extract()
    if args.check:
        current = read_catalog(TEMPLATE)
        missing = sorted({(m.context, m.id if isinstance(m.id, str) else m.id[0]) for m in template if m.id}
                         - {(m.context, m.id if isinstance(m.id, str) else m.id[0]) for m in current if m.id})
        stale = [lang for lang in TRANSLATED if stale_mo(lang)]
        for context, message in missing[:20]:
            print(f"not in frontier.pot: {message!r}" + (f" (context {context})" if context else ""))
        for lang in stale:
            print(f"{mo_path(lang).relative_to(ROOT)} is stale: run python -m tools.catalogs")
        return 1 if missing or stale else 0
    _write_if_changed(TEMPLATE, po_text(template))
    print(f"{TEMPLATE.relative_to(ROOT)}: {sum(1 for m in template if m.id)} messages")
    for lang in TRANSLATED:
        catalog = updated_po(lang, template)
        _write_if_changed(po_path(lang), po_text(catalog))
        _write_if_changed(mo_path(lang), mo_bytes(catalog))
        total, done, fuzzy = counts(catalog)
        print(f"{lang}: {done} of {total} translated, {fuzzy} fuzzy")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
