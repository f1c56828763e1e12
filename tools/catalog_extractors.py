"""Babel extractors for the data files whose words people read (named in `babel.cfg`).

- ``extract_rules``: each heading, paragraph, bullet and numbered step of `assets/rules/*.md`,
  cut into blocks exactly as the rules screen cuts them (`game.rules_text.parse_with_lines`), so
  the screen looks each block up by its own text.
- ``extract_lesson``: a lesson's title and each step's title and words (`assets/lessons/*.toml`).

Each yields Babel's (line, funcname, message, comments) tuples.
"""
from __future__ import annotations

import tomllib

from game.rules_text import parse_with_lines

RULES_NOTE = {
    "numbered": "A numbered step: keep the number and its full stop at the start.",
    "house": "Keep 'House rule:' (translated) at the start: the screen draws the block as a note.",
}


def extract_rules(fileobj, keywords, comment_tags, options):
    text = fileobj.read().decode(options.get("encoding", "utf-8"))
    for kind, block, line in parse_with_lines(text):
        note = ["A block of the rules screen; **words** between double stars are drawn bold: keep the stars."]
        if kind in RULES_NOTE:
            note.append(RULES_NOTE[kind])
        yield line, None, block, note


def _line_of(lines: list[str], needle: str, start: int) -> int:
    """The 1-based line where `needle` (a TOML value) is written, searching from `start`."""
    head = needle.split("\n")[0][:30]
    for index in range(start, len(lines)):
        if head and head in lines[index]:
            return index + 1
    return start + 1


def extract_lesson(fileobj, keywords, comment_tags, options):
    raw = fileobj.read().decode(options.get("encoding", "utf-8"))
    data = tomllib.loads(raw)
    lines = raw.splitlines()
    at = 0
    if data.get("title"):
        at = _line_of(lines, data["title"], 0)
        yield at, None, data["title"], ["The lesson's name, on the menu and the coach's panel."]
    for number, step in enumerate(data.get("steps", ()), 1):
        for key, note in (("title", f"Step {number}'s heading."),
                          ("say", f"What the coach says at step {number}.")):
            if step.get(key):
                at = _line_of(lines, step[key], at)
                yield at, None, step[key], [note]
