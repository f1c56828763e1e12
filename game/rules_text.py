"""The rules texts, `assets/rules/<id>.md`, read into blocks (no pygame: the catalog extractor
reads them the same way the rules screen does, so a block's text is its message id).

A small Markdown subset: `# `, `## ` and `### ` headings, paragraphs, `- ` bullets, `1. `
numbered steps, `**bold**` words, indented lines carrying on the item above, and lines starting
`House rule:` drawn as marked notes.
"""
from __future__ import annotations

import re
from importlib import resources

NUMBERED = re.compile(r"^(\d+)[.)]\s+")
ITEMS = ("bullet", "numbered", "house")
"""Blocks drawn indented, with a marker in the margin; an indented line below one carries it on."""
SHARED = "at_the_table"
"""What every table shares (Undo, saving), shown after each game's own rules."""


def rules_text(game_id: str) -> str:
    """The game's own rules, then what every table shares (Undo, saving): `at_the_table.md`."""
    folder = resources.files("assets") / "rules"
    path = folder / f"{game_id}.md"
    if not path.is_file():
        raise FileNotFoundError(f"no rules text for {game_id}")
    shared = folder / f"{SHARED}.md"
    tail = shared.read_text(encoding="utf-8") if shared.is_file() else ""
    return path.read_text(encoding="utf-8").rstrip() + "\n\n" + tail


def parse(text: str) -> list[tuple[str, str]]:
    """(kind, text) blocks: h1, h2, h3 (`###` and deeper), bullet, numbered (its text keeps the
    number: "1. Roll all four dice."), house, para. Consecutive lines join a paragraph; `**` marks
    stay in the text for the bold words."""
    return [(kind, text) for kind, text, _line in parse_with_lines(text)]


def parse_with_lines(text: str) -> list[tuple[str, str, int]]:
    """`parse`, each block with the line (1-based) it starts on, for the translators' catalog."""
    blocks: list[tuple[str, str, int]] = []
    para: list[str] = []
    para_line = 0

    def flush() -> None:
        if para:
            blocks.append(("para", " ".join(para), para_line))
            para.clear()

    follows = False  # the line above was not blank
    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        heading = re.match(r"^(#{1,6})\s+(.*)$", line)
        starts = heading or line.startswith(("- ", "* ")) or NUMBERED.match(line) or line.lower().startswith("house rule:")
        after_item = follows and not para and blocks and blocks[-1][0] in ITEMS
        if line and after_item and (raw.startswith((" ", "\t")) or not starts):
            # an indented line, or plain text straight under an item, carries the item on
            kind, previous, at = blocks[-1]
            blocks[-1] = (kind, previous + " " + line, at)
            continue
        follows = bool(line)
        if not line:
            flush()
        elif heading:
            flush()
            blocks.append((("h1", "h2")[len(heading.group(1)) - 1] if len(heading.group(1)) < 3 else "h3",
                           heading.group(2).strip(), number))
        elif line.startswith(("- ", "* ")):
            flush()
            blocks.append(("bullet", line[2:], number))
        elif NUMBERED.match(line):
            flush()
            blocks.append(("numbered", line, number))
        elif line.lower().startswith("house rule:"):
            flush()
            blocks.append(("house", line, number))
        else:
            if not para:
                para_line = number
            para.append(line)
    flush()
    return blocks
